/*
 * out-pretty.c and pretty-marks.c: variant puzzles drawn, against golden
 * text in tests/data/pretty-variants.txt (a "=== NAME" line before each
 * case's output).  The puzzles are built here, rule by rule, as a reader
 * of variant notations would build them.
 *
 * To write the goldens anew after a change to the drawing, run the suite
 * with SUDOKU_PRETTY_GOLDEN=FILE (CK_FORK=no, so the cases run in order):
 * it writes every case's output to FILE in that format; look at it in a
 * terminal before it replaces the data file.
 *
 * Boards too big for a golden (36x36, 64x64) are checked for shape: every
 * line of the grid as wide as the others, the marks where they belong.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "output/result.h"
#include "rules/rules.h"
#include "suites.h"

#define GOLDEN_FILE	TEST_DATA_DIR "/pretty-variants.txt"

/* Shared by the puzzles: a classic solution, and a few of its digits. */
static const char solution81[] =
    "135469278782135649469278135321546897874913526596827413"
    "917652384643781952258394761";

struct drawing {
	struct puzzle		puzzle;
	struct result		result;
	struct run_options	opts;
	struct ruleset		*set;
};

static void
drawing_start(struct drawing *d, int box_rows, int box_cols)
{
	struct shape	s;

	ck_assert(board_shape(&s, box_rows, box_cols));
	puzzle_init(&d->puzzle);
	d->puzzle.notation = &notation_line;
	d->puzzle.file = "v.txt";
	d->puzzle.line = 1;
	ck_assert_ptr_nonnull(puzzle_set_shape(&d->puzzle, &s));
	ck_assert_ptr_nonnull(d->set = puzzle_set_variant(&d->puzzle));
	memset(&d->result, 0, sizeof d->result);
	d->result.puzzle = &d->puzzle;
	d->result.status = RESULT_CONVERTED;
	memset(&d->opts, 0, sizeof d->opts);
}

static void
drawing_free(struct drawing *d)
{
	result_free(&d->result);
	puzzle_free(&d->puzzle);
}

/* The cells named "r1c1 r1c2 ...", in order; how many. */
static int
drawing_cells(const struct drawing *d, const char *names, uint16_t *cells)
{
	const struct shape	*s = &d->puzzle.shape;
	int			 n = 0, r, c, used;

	while (sscanf(names, " r%dc%d%n", &r, &c, &used) == 2) {
		ck_assert(r >= 1 && r <= s->side && c >= 1 && c <= s->side);
		cells[n++] = (uint16_t)((r - 1) * s->side + c - 1);
		names += used;
	}
	return n;
}

static void
rule(struct drawing *d, enum rule_family_id family, const char *names,
    int value, int head)
{
	uint16_t	cells[BOARD_MAX_CELLS];
	int		n = drawing_cells(d, names, cells);

	ck_assert_int_eq(ruleset_add(d->set, family, cells, n, value, head), 0);
}

/*
 * A letter a cell, row by row (A-Z, a-z, then 0-9 and more from '!'):
 * each letter's cells one constraint of the family, values[k] the k-th
 * letter's in order of first appearance (NULL: 0).
 */
static void
rule_map(struct drawing *d, enum rule_family_id family, const char *map,
    const int *values)
{
	uint16_t	cells[BOARD_MAX_CELLS];
	char		order[128];
	int		i, k, n, letters = 0;

	ck_assert_int_eq((int)strlen(map), d->puzzle.shape.cells);
	for (i = 0; map[i] != '\0'; i++)
		if (memchr(order, map[i], (size_t)letters) == NULL)
			order[letters++] = map[i];
	for (k = 0; k < letters; k++) {
		for (i = n = 0; map[i] != '\0'; i++)
			if (map[i] == order[k])
				cells[n++] = (uint16_t)i;
		ck_assert_int_eq(ruleset_add(d->set, family, cells, n,
		    values != NULL ? values[k] : 0, 0), 0);
	}
}

static uint8_t
symbol(char c)
{
	return c == '.' ? 0 : (uint8_t)board_symbol_value(c);
}

/* Givens from a line of the board's symbols, '.' for blanks. */
static void
givens(struct drawing *d, const char *line)
{
	uint8_t	*cells = d->puzzle.shape.side == GRID_SIDE ?
		    d->puzzle.givens.cell : d->puzzle.board->cell;

	for (int i = 0; line[i] != '\0'; i++)
		cells[i] = symbol(line[i]);
}

static void
solved(struct drawing *d, const char *line)
{
	struct result	*r = &d->result;
	uint8_t		*cells = r->solution.cell;

	r->status = RESULT_SOLVED;
	if (d->puzzle.shape.side != GRID_SIDE) {
		ck_assert_ptr_nonnull(r->board = calloc(1, sizeof *r->board));
		r->board->shape = d->puzzle.shape;
		cells = r->board->cell;
	}
	for (int i = 0; line[i] != '\0'; i++)
		cells[i] = symbol(line[i]);
}

/* Sums of a cage map's cages, from a solution. */
static void
cage_sums(const char *map, const char *line, int *sums)
{
	char	order[128];
	int	i, k, letters = 0;

	for (i = 0; map[i] != '\0'; i++)
		if (memchr(order, map[i], (size_t)letters) == NULL)
			order[letters++] = map[i];
	for (k = 0; k < letters; k++)
		for (sums[k] = 0, i = 0; map[i] != '\0'; i++)
			if (map[i] == order[k])
				sums[k] += symbol(line[i]);
}

static char *
draw(const struct drawing *d)
{
	return fixture_format(&format_pretty, &d->result, &d->opts);
}

/* The golden text of a case, from the data file; NULL if it has none. */
static char *
golden(const char *name)
{
	FILE	*f = fopen(GOLDEN_FILE, "r");
	char	 line[4096], header[128], *text = NULL;
	size_t	 len = 0, n;
	bool	 in = false;

	ck_assert_msg(f != NULL, "cannot open %s", GOLDEN_FILE);
	snprintf(header, sizeof header, "=== %s\n", name);
	while (fgets(line, sizeof line, f) != NULL) {
		if (strncmp(line, "=== ", 4) == 0) {
			if (in)
				break;
			in = strcmp(line, header) == 0;
			if (in)
				ck_assert_ptr_nonnull(text = calloc(1, 1));
			continue;
		}
		if (!in)
			continue;
		n = strlen(line);
		ck_assert_ptr_nonnull(text = realloc(text, len + n + 1));
		memcpy(text + len, line, n + 1);
		len += n;
	}
	fclose(f);
	return text;
}

/* The drawing against its golden, or into SUDOKU_PRETTY_GOLDEN. */
static void
check_golden(struct drawing *d, const char *name)
{
	const char	*out = getenv("SUDOKU_PRETTY_GOLDEN");
	char		*got = draw(d), *want;
	FILE		*f;

	if (out != NULL) {
		ck_assert_ptr_nonnull(f = fopen(out, "a"));
		fprintf(f, "=== %s\n%s", name, got);
		fclose(f);
	} else {
		want = golden(name);
		ck_assert_msg(want != NULL, "no golden for %s", name);
		/* too long for Check's message: both on stderr */
		if (strcmp(got, want) != 0) {
			fprintf(stderr, "=== %s drawn\n%s=== not\n%s", name,
			    got, want);
			ck_abort_msg("%s: not its golden (stderr has both)",
			    name);
		}
		free(want);
	}
	free(got);
	drawing_free(d);
}

/*
 * A killer of our own: cages across box lines (dashed there), cages of
 * one cell, a cage without a sum.
 */
static const char killer_map[] =
    "AABBCDDEE"
    "FAGBCCDHE"
    "FGGIIJHHK"
    "LLMINJJOK"
    "PLMNNQOOR"
    "PSMTQQURR"
    "VSWTTXUYY"
    "VZWWaXXbY"
    "cZZdaaebb";

static void
killer(struct drawing *d, bool without_sum)
{
	int	sums[64];

	drawing_start(d, 3, 3);
	cage_sums(killer_map, solution81, sums);
	if (without_sum)
		sums[4] = 0;
	rule_map(d, RULE_CAGE, killer_map, sums);
}

START_TEST(killer_unicode)
{
	struct drawing	d;

	killer(&d, true);
	givens(&d, "1........"
	    "....3...." "........." "........." "....1...." "........."
	    "........." "........." "........1");
	check_golden(&d, "killer");
}
END_TEST

START_TEST(killer_ascii_solved)
{
	struct drawing	d;

	killer(&d, false);
	solved(&d, solution81);
	d.opts.ascii = true;
	check_golden(&d, "killer-ascii-solved");
}
END_TEST

START_TEST(killer_color)
{
	struct drawing	d;

	killer(&d, false);
	givens(&d, "1...6...8" "........." "........." "........." "........."
	    "........." "........." "........." "........1");
	solved(&d, solution81);
	d.opts.color = true;
	check_golden(&d, "killer-color");
}
END_TEST

/* Boxes bent: each region gives a cell to a neighbour and takes one. */
static const char jigsaw_map[] =
    "AABBBBCCC"
    "AAAABBCCC"
    "AADEEBCCF"
    "ADDEEBCFF"
    "DDDEEEFFF"
    "DDGEHHFFI"
    "DGGHHHIII"
    "GGGHHHIII"
    "GGGHHHIII";

START_TEST(jigsaw_unicode)
{
	struct drawing	d;

	drawing_start(&d, 3, 3);
	rule_map(&d, RULE_REGION, jigsaw_map, NULL);
	givens(&d, "1.5...2.8" "........." "..9.7...." "........." "...5.4..."
	    "........." "....3.6.." "........." "2.4...7.1");
	check_golden(&d, "jigsaw");
}
END_TEST

START_TEST(jigsaw_ascii_solved)
{
	struct drawing	d;

	drawing_start(&d, 3, 3);
	rule_map(&d, RULE_REGION, jigsaw_map, NULL);
	solved(&d, solution81);
	d.opts.ascii = true;
	check_golden(&d, "jigsaw-ascii-solved");
}
END_TEST

/*
 * Thermometers straight, bent and diagonal, two from one bulb; an arrow
 * from a circle, one from a pill in a row, one from a pill in a column.
 */
static void
lines(struct drawing *d)
{
	drawing_start(d, 3, 3);
	rule(d, RULE_THERMO, "r1c1 r1c2 r1c3 r2c3 r3c3", 0, 0);
	rule(d, RULE_THERMO, "r2c5 r3c6 r4c7 r5c8", 0, 0);
	rule(d, RULE_THERMO, "r2c5 r2c4 r3c4", 0, 0);
	rule(d, RULE_ARROW, "r5c2 r6c2 r7c2 r8c3", 0, 1);
	rule(d, RULE_ARROW, "r9c5 r9c6 r8c7 r7c8 r6c9", 0, 2);
	rule(d, RULE_ARROW, "r5c5 r6c5 r6c6 r6c7", 0, 2);
}

START_TEST(lines_unicode)
{
	struct drawing	d;

	lines(&d);
	givens(&d, "1...........2.......................7....................."
	    ".......................");
	check_golden(&d, "lines");
}
END_TEST

START_TEST(lines_ascii_solved)
{
	struct drawing	d;

	lines(&d);
	solved(&d, solution81);
	d.opts.ascii = true;
	check_golden(&d, "lines-ascii-solved");
}
END_TEST

/* Dots of every kind, values besides the usual ones, the negatives. */
static void
dots(struct drawing *d)
{
	drawing_start(d, 3, 3);
	rule(d, RULE_DIFFERENCE, "r1c1 r1c2", 1, 0);
	rule(d, RULE_DIFFERENCE, "r1c2 r2c2", 1, 0);
	rule(d, RULE_DIFFERENCE, "r3c4 r3c5", 3, 0);
	rule(d, RULE_DIFFERENCE, "r4c4 r5c4", 12, 0);
	rule(d, RULE_RATIO, "r1c5 r1c6", 2, 0);
	rule(d, RULE_RATIO, "r2c9 r3c9", 2, 0);
	rule(d, RULE_RATIO, "r6c1 r6c2", 3, 0);
	rule(d, RULE_XV, "r7c7 r7c8", 10, 0);
	rule(d, RULE_XV, "r8c8 r9c8", 5, 0);
	rule(d, RULE_XV, "r9c1 r9c2", 7, 0);
	rule(d, RULE_NEGATIVE, "", NEGATIVE_WHITE | NEGATIVE_BLACK, 0);
	rule(d, RULE_NEGATIVE, "", NEGATIVE_X | NEGATIVE_V, 0);
}

START_TEST(dots_unicode)
{
	struct drawing	d;

	dots(&d);
	check_golden(&d, "dots");
}
END_TEST

START_TEST(dots_ascii_solved)
{
	struct drawing	d;

	dots(&d);
	solved(&d, solution81);
	d.opts.ascii = true;
	check_golden(&d, "dots-ascii-solved");
}
END_TEST

/* Windoku's four extra regions, odd and even cells, both diagonals. */
static void
shaded(struct drawing *d)
{
	drawing_start(d, 3, 3);
	rule(d, RULE_EXTRA_REGION,
	    "r2c2 r2c3 r2c4 r3c2 r3c3 r3c4 r4c2 r4c3 r4c4", 0, 0);
	rule(d, RULE_EXTRA_REGION,
	    "r2c6 r2c7 r2c8 r3c6 r3c7 r3c8 r4c6 r4c7 r4c8", 0, 0);
	rule(d, RULE_EXTRA_REGION,
	    "r6c2 r6c3 r6c4 r7c2 r7c3 r7c4 r8c2 r8c3 r8c4", 0, 0);
	rule(d, RULE_EXTRA_REGION,
	    "r6c6 r6c7 r6c8 r7c6 r7c7 r7c8 r8c6 r8c7 r8c8", 0, 0);
	rule(d, RULE_ODD, "r1c1 r3c3 r5c5 r9c2", 0, 0);
	rule(d, RULE_EVEN, "r1c9 r4c4 r9c9", 0, 0);
	rule(d, RULE_DIAGONAL, "", 1, 0);
	rule(d, RULE_DIAGONAL, "", -1, 0);
}

START_TEST(shaded_unicode_solved)
{
	struct drawing	d;

	shaded(&d);
	givens(&d, "1.......8.......................................1........"
	    "......................1");
	solved(&d, solution81);
	check_golden(&d, "shaded-solved");
}
END_TEST

START_TEST(shaded_ascii)
{
	struct drawing	d;

	shaded(&d);
	d.opts.ascii = true;
	check_golden(&d, "shaded-ascii");
}
END_TEST

/* Rules of the whole grid only: the classic grid, and the legend. */
START_TEST(global_rules)
{
	struct drawing	d;

	drawing_start(&d, 3, 3);
	rule(&d, RULE_ANTIKNIGHT, "", 0, 0);
	rule(&d, RULE_ANTIKING, "", 0, 0);
	rule(&d, RULE_NONCONSECUTIVE, "", 0, 0);
	rule(&d, RULE_DISJOINT, "", 0, 0);
	rule(&d, RULE_DIAGONAL, "", -1, 0);
	givens(&d, "1.......8.......................................1........"
	    "......................1");
	check_golden(&d, "global-rules");
}
END_TEST

/*
 * Mixed: a jigsaw whose cages cross its regions (dashed there), with a
 * thermometer, dots and an anti-knight rule; solved, and not.
 */
static void
mixed(struct drawing *d)
{
	static const char	cages[] =
	    "AA......B"
	    "A.......B"
	    "....CC..B"
	    "....C...."
	    "........."
	    "DD......."
	    ".D......."
	    "........E"
	    "......EEE";
	uint16_t		cells[GRID_CELLS];
	int			i, k, n, sum;

	drawing_start(d, 3, 3);
	rule_map(d, RULE_REGION, jigsaw_map, NULL);
	for (k = 'A'; k <= 'E'; k++) {
		for (i = n = sum = 0; i < GRID_CELLS; i++)
			if (cages[i] == k) {
				cells[n++] = (uint16_t)i;
				sum += solution81[i] - '0';
			}
		ck_assert_int_eq(ruleset_add(d->set, RULE_CAGE, cells, n, sum,
		    0), 0);
	}
	rule(d, RULE_THERMO, "r5c3 r5c4 r5c5 r5c6", 0, 0);
	rule(d, RULE_DIFFERENCE, "r7c5 r7c6", 1, 0);
	rule(d, RULE_RATIO, "r8c5 r9c5", 2, 0);
	rule(d, RULE_ANTIKNIGHT, "", 0, 0);
}

START_TEST(mixed_unicode_solved)
{
	struct drawing	d;

	mixed(&d);
	givens(&d, "1...6...8" "........." "........." "........." "........."
	    "........." "........." "........." "........1");
	solved(&d, solution81);
	check_golden(&d, "mixed-solved");
}
END_TEST

START_TEST(mixed_ascii)
{
	struct drawing	d;

	mixed(&d);
	d.opts.ascii = true;
	check_golden(&d, "mixed-ascii");
}
END_TEST

/*
 * What has no place is said: a dot between cells that do not touch, a
 * second dot on one wall, a bulb on an odd cell, a thermometer that jumps,
 * an arrow whose line is away from its circle.
 */
START_TEST(undrawn)
{
	struct drawing	d;

	drawing_start(&d, 3, 3);
	rule(&d, RULE_DIFFERENCE, "r1c1 r3c3", 1, 0);
	rule(&d, RULE_DIFFERENCE, "r1c1 r1c2", 1, 0);
	rule(&d, RULE_RATIO, "r1c2 r1c1", 2, 0);
	rule(&d, RULE_XV, "r2c1 r2c2", 150, 0);
	rule(&d, RULE_ODD, "r5c5", 0, 0);
	rule(&d, RULE_THERMO, "r5c5 r5c6 r5c8", 0, 0);
	rule(&d, RULE_ARROW, "r9c1 r7c3 r6c3", 0, 1);
	check_golden(&d, "undrawn");
}
END_TEST

/* A long list of what has no place is cut short, and says so. */
START_TEST(undrawn_many)
{
	struct drawing	 d;
	char		*text, names[32];
	int		 i;

	drawing_start(&d, 3, 3);
	for (i = 0; i < 60; i++) {
		snprintf(names, sizeof names, "r%dc1 r%dc3", i % 9 + 1,
		    i % 9 + 1);
		rule(&d, RULE_DIFFERENCE, names, 1, 0);
	}
	text = draw(&d);
	ck_assert_ptr_nonnull(strstr(text,
	    "# not drawn: white dot r1c1 r1c3;"));
	ck_assert_ptr_nonnull(strstr(text, "...\n"));
	ck_assert_ptr_null(strstr(text, "...;"));
	free(text);
	drawing_free(&d);
}
END_TEST

/* The small boards: a 4x4 killer with dots, a 6x6 jigsaw thermometer. */
START_TEST(small_boards)
{
	struct drawing	d;
	int		sums[16];

	drawing_start(&d, 2, 2);
	cage_sums("AABCDEBCDEFFGGHF", "1234341221434321", sums);
	rule_map(&d, RULE_CAGE, "AABCDEBCDEFFGGHF", sums);
	rule(&d, RULE_DIFFERENCE, "r3c1 r3c2", 1, 0);
	rule(&d, RULE_XV, "r1c4 r2c4", 5, 0);
	solved(&d, "1234341221434321");
	check_golden(&d, "4x4-killer-solved");

	drawing_start(&d, 2, 3);
	rule_map(&d, RULE_REGION, "AAABBBAACBBBDACCCEDCCFEEDDFFFEDDFFEE",
	    NULL);
	rule(&d, RULE_THERMO, "r1c1 r2c2 r3c3 r3c4", 0, 0);
	rule(&d, RULE_ANTIKING, "", 0, 0);
	givens(&d, "1.....2...........................6.");
	d.opts.ascii = true;
	check_golden(&d, "6x6-jigsaw-ascii");
}
END_TEST

/* 16x16: three-digit sums fill the rule above their first cell. */
START_TEST(sixteen)
{
	struct drawing	d;
	char		map[257];
	int		sums[4] = { 136, 17, 100, 3 }, i;

	drawing_start(&d, 4, 4);
	for (i = 0; i < 256; i++)
		map[i] = i < 16 ? 'A' : i < 18 ? 'B' : i < 30 ? 'C' : 'D';
	map[256] = '\0';
	rule_map(&d, RULE_CAGE, map, sums);
	givens(&d, "1.....G");
	check_golden(&d, "16x16-killer");
}
END_TEST

/*
 * The text of the grid's line k (0: the top border) of a drawing, with
 * its width in columns.
 */
static int
grid_line(const char *text, int k, char *line, size_t size)
{
	const char	*s = strchr(text, '\n') + 1, *e;	/* caption */
	int		 i, cols = 0;

	for (i = 0; i < k; i++)
		s = strchr(s, '\n') + 1;
	e = strchr(s, '\n');
	ck_assert_uint_lt((size_t)(e - s), size);
	memcpy(line, s, (size_t)(e - s));
	line[e - s] = '\0';
	for (i = 0; line[i] != '\0'; i++)
		cols += ((unsigned char)line[i] & 0xc0) != 0x80;
	return cols;
}

/* The character at column x of a line, in c. */
static const char *
column(const char *line, int x, char c[8])
{
	int	n = 1;

	for (; *line != '\0' && x > 0; x--)
		while (((unsigned char)*++line & 0xc0) == 0x80)
			continue;
	while (n < 7 && ((unsigned char)line[n] & 0xc0) == 0x80)
		n++;
	memcpy(c, line, (size_t)n);
	c[n] = '\0';
	return c;
}

/*
 * Past 35x35, two-digit numbers: every line as wide; a sum of four digits
 * over the rule of its cage's first cell; with marks, cells two columns
 * wider and the marks under the digits' last column.
 */
static void
check_big(int box, bool ascii, bool wide)
{
	struct drawing	 d;
	char		*text, line[8192], c[8];
	int		 n = box * box, k, step = wide ? 2 + 4 + 1 : 2 + 2 + 1;
	char		 names[64];

	drawing_start(&d, box, box);
	snprintf(names, sizeof names, "r1c%d r1c%d", n - 1, n);
	rule(&d, RULE_CAGE, names, 2015, 0);
	rule(&d, RULE_DIAGONAL, "", 1, 0);
	if (wide) {
		snprintf(names, sizeof names, "r%dc1 r%dc1", n - 1, n);
		rule(&d, RULE_DIFFERENCE, names, 1, 0);
		rule(&d, RULE_THERMO, "r2c2 r3c2 r3c3", 0, 0);
	}
	d.puzzle.board->cell[0] = (uint8_t)n;
	d.opts.ascii = ascii;
	text = draw(&d);
	for (k = 0; k <= 2 * n; k++)
		ck_assert_int_eq(grid_line(text, k, line, sizeof line),
		    n * step + 1);
	grid_line(text, 0, line, sizeof line);
	ck_assert_str_eq(column(line, (n - 2) * step, c), ascii ? "+" :
	    "\xe2\x94\xaf");
	ck_assert_ptr_nonnull(strstr(line, "2015"));
	ck_assert_str_eq(column(line, (n - 2) * step + 1, c), "2");
	grid_line(text, 1, line, sizeof line);
	snprintf(names, sizeof names, "%d", n);
	ck_assert_ptr_nonnull(strstr(line, names));
	grid_line(text, 2, line, sizeof line);		/* the diagonal */
	ck_assert_str_eq(column(line, (n - 1) * step, c), ascii ? "/" :
	    "\xe2\x95\xb1");
	if (wide) {
		grid_line(text, 2 * (n - 1), line, sizeof line);
		ck_assert_str_eq(column(line, 4, c), ascii ? "o" :
		    "\xe2\x97\x8b");
		grid_line(text, 4, line, sizeof line);	/* r2c2-r3c2 */
		ck_assert_str_eq(column(line, step + 4, c), ascii ? "\"" :
		    "\xe2\x95\x91");
	}
	free(text);
	drawing_free(&d);
}

START_TEST(big_boards)
{
	for (int box = 6; box <= 8; box += 2) {
		check_big(box, false, false);
		check_big(box, true, false);
		check_big(box, false, true);
		check_big(box, true, true);
	}
}
END_TEST

/* A variant puzzle of no rule at all is drawn as a classic one. */
START_TEST(no_rule_is_classic)
{
	struct drawing	 d;
	struct puzzle	 classic;
	struct result	 r;
	char		*variant, *plain;

	drawing_start(&d, 3, 3);
	givens(&d, "1.......8.......................................1........"
	    "......................1");
	solved(&d, solution81);
	d.opts.color = true;
	variant = draw(&d);
	classic = d.puzzle;
	classic.rules = RULES_CLASSIC;
	r = d.result;
	r.puzzle = &classic;
	plain = fixture_format(&format_pretty, &r, &d.opts);
	ck_assert_str_eq(variant, plain);
	free(variant);
	free(plain);
	drawing_free(&d);
}
END_TEST

/*
 * A sum too long for its place is still written whole, over the rule that
 * follows (the frame's corner kept), and the line keeps its width.
 */
START_TEST(long_sum_whole)
{
	struct drawing	 d;
	char		*text, line[1024];

	drawing_start(&d, 3, 3);
	rule(&d, RULE_CAGE, "r1c9", 1234567890, 0);
	rule(&d, RULE_CAGE, "r5c1 r5c2", -45, 0);
	text = draw(&d);
	ck_assert_int_eq(grid_line(text, 0, line, sizeof line), 37);
	ck_assert_ptr_nonnull(strstr(line, "1234567890\xe2\x94\x93"));
	ck_assert_int_eq(grid_line(text, 8, line, sizeof line), 37);
	ck_assert_ptr_nonnull(strstr(line, "-45"));
	free(text);
	drawing_free(&d);
}
END_TEST

Suite *
make_pretty_variants_suite(void)
{
	Suite	*s = suite_create("pretty_variants");
	TCase	*tc;

	tc = tcase_create("families");
	tcase_add_test(tc, killer_unicode);
	tcase_add_test(tc, killer_ascii_solved);
	tcase_add_test(tc, killer_color);
	tcase_add_test(tc, jigsaw_unicode);
	tcase_add_test(tc, jigsaw_ascii_solved);
	tcase_add_test(tc, lines_unicode);
	tcase_add_test(tc, lines_ascii_solved);
	tcase_add_test(tc, dots_unicode);
	tcase_add_test(tc, dots_ascii_solved);
	tcase_add_test(tc, shaded_unicode_solved);
	tcase_add_test(tc, shaded_ascii);
	tcase_add_test(tc, global_rules);
	tcase_add_test(tc, mixed_unicode_solved);
	tcase_add_test(tc, mixed_ascii);
	tcase_add_test(tc, undrawn);
	tcase_add_test(tc, undrawn_many);
	suite_add_tcase(s, tc);
	tc = tcase_create("sizes");
	tcase_add_test(tc, small_boards);
	tcase_add_test(tc, sixteen);
	tcase_add_test(tc, big_boards);
	tcase_add_test(tc, long_sum_whole);
	suite_add_tcase(s, tc);
	tc = tcase_create("classic");
	tcase_add_test(tc, no_rule_is_classic);
	suite_add_tcase(s, tc);
	return s;
}
