/*
 * svg.c and out-svg.c: variant puzzles drawn, each against its golden
 * picture tests/data/svg/NAME.svg (tests/cli/pictures.sh checks those are
 * well-formed, and tests/cli/browser.sh renders one).  The puzzles are
 * built here, rule by rule, as a reader of variant notations builds them.
 *
 * To write the goldens anew after a change to the drawing, run the suite
 * with SUDOKU_SVG_GOLDEN=1 (CK_RUN_SUITE=svg): it writes each case's
 * picture to its file; look at them in a browser before committing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "output/result.h"
#include "rules/rules.h"
#include "suites.h"

#define GOLDEN_DIR	TEST_DATA_DIR "/svg"

static const char solution81[] =
    "135469278782135649469278135321546897874913526596827413"
    "917652384643781952258394761";

struct picture_case {
	struct puzzle		puzzle;
	struct result		result;
	struct run_options	opts;
	struct ruleset		*set;
};

static void
case_start(struct picture_case *c, int box_rows, int box_cols)
{
	struct shape	s;

	ck_assert(board_shape(&s, box_rows, box_cols));
	puzzle_init(&c->puzzle);
	c->puzzle.notation = &notation_line;
	c->puzzle.file = "v.txt";
	c->puzzle.line = 1;
	ck_assert_ptr_nonnull(puzzle_set_shape(&c->puzzle, &s));
	ck_assert_ptr_nonnull(c->set = puzzle_set_variant(&c->puzzle));
	memset(&c->result, 0, sizeof c->result);
	c->result.puzzle = &c->puzzle;
	c->result.status = RESULT_CONVERTED;
	memset(&c->opts, 0, sizeof c->opts);
	c->opts.format = &format_svg;
}

/* The cells named "r1c1 r1c2 ...", in order; how many. */
static int
case_cells(const struct picture_case *c, const char *names, uint16_t *cells)
{
	int	n = 0, r, col, used;

	while (sscanf(names, " r%dc%d%n", &r, &col, &used) == 2) {
		ck_assert(r >= 1 && r <= c->puzzle.shape.side);
		ck_assert(col >= 1 && col <= c->puzzle.shape.side);
		cells[n++] = (uint16_t)((r - 1) * c->puzzle.shape.side +
		    col - 1);
		names += used;
	}
	return n;
}

static void
rule(struct picture_case *c, enum rule_family_id family, const char *names,
    int value, int head)
{
	uint16_t	cells[BOARD_MAX_CELLS];
	int		n = case_cells(c, names, cells);

	ck_assert_int_eq(ruleset_add(c->set, family, cells, n, value, head),
	    0);
}

/* A letter a cell: each letter's cells one constraint, values in order. */
static void
rule_map(struct picture_case *c, enum rule_family_id family,
    const char *map, const int *values)
{
	uint16_t	cells[BOARD_MAX_CELLS];
	char		order[128];
	int		i, k, n, letters = 0;

	ck_assert_int_eq((int)strlen(map), c->puzzle.shape.cells);
	for (i = 0; map[i] != '\0'; i++)
		if (memchr(order, map[i], (size_t)letters) == NULL)
			order[letters++] = map[i];
	for (k = 0; k < letters; k++) {
		for (i = n = 0; map[i] != '\0'; i++)
			if (map[i] == order[k])
				cells[n++] = (uint16_t)i;
		ck_assert_int_eq(ruleset_add(c->set, family, cells, n,
		    values != NULL ? values[k] : 0, 0), 0);
	}
}

static void
fill(uint8_t *cells, const char *line)
{
	for (int i = 0; line[i] != '\0'; i++)
		cells[i] = line[i] == '.' ? 0 :
		    (uint8_t)board_symbol_value(line[i]);
}

static void
givens(struct picture_case *c, const char *line)
{
	fill(c->puzzle.shape.side == GRID_SIDE ? c->puzzle.givens.cell :
	    c->puzzle.board->cell, line);
}

static void
solved(struct picture_case *c, const char *line)
{
	struct result	*r = &c->result;

	r->status = RESULT_SOLVED;
	if (c->puzzle.shape.side != GRID_SIDE) {
		ck_assert_ptr_nonnull(r->board = calloc(1, sizeof *r->board));
		r->board->shape = c->puzzle.shape;
		fill(r->board->cell, line);
	} else
		fill(r->solution.cell, line);
}

static char *
golden_path(const char *name)
{
	static char	path[512];

	snprintf(path, sizeof path, "%s/%s.svg", GOLDEN_DIR, name);
	return path;
}

static char *
golden_read(const char *name)
{
	FILE	*f = fopen(golden_path(name), "r");
	char	*text;
	long	 len;

	ck_assert_msg(f != NULL, "no golden %s", golden_path(name));
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	rewind(f);
	ck_assert_ptr_nonnull(text = malloc((size_t)len + 1));
	ck_assert_int_eq((long)fread(text, 1, (size_t)len, f), len);
	text[len] = '\0';
	fclose(f);
	return text;
}

/* The picture against its golden, or written as it (SUDOKU_SVG_GOLDEN). */
static void
check_golden(struct picture_case *c, const char *name)
{
	char	*got = fixture_format(&format_svg, &c->result, &c->opts);
	char	*want;
	FILE	*f;

	if (getenv("SUDOKU_SVG_GOLDEN") != NULL) {
		ck_assert_ptr_nonnull(f = fopen(golden_path(name), "w"));
		fputs(got, f);
		fclose(f);
	} else {
		want = golden_read(name);
		if (strcmp(got, want) != 0) {
			fprintf(stderr, "=== %s drawn\n%s", name, got);
			ck_abort_msg("%s: not its golden %s (stderr has the "
			    "picture)", name, golden_path(name));
		}
		free(want);
	}
	free(got);
	result_free(&c->result);
	puzzle_free(&c->puzzle);
}

/* A killer on a jigsaw: cages across region lines, one cage without a sum. */
static const char jigsaw_map[] =
    "AAABBBBCC"
    "AAABBBCCC"
    "ADDDBECCC"
    "DDDEEEEFF"
    "DGGEHEFFF"
    "GGGHHHHFF"
    "GGIIIHHJJ"
    "IIIIJJJJJ"
    "IKKKKKKKK";

START_TEST(killer_jigsaw)
{
	static const char regions[] =
	    "111222333"
	    "111222333"
	    "144422233"
	    "444555566"
	    "477555666"
	    "777855666"
	    "777888899"
	    "788889999"
	    "788889999";
	static const int sums[] = { 27, 35, 31, 30, 0, 21, 26, 10, 37, 28,
	    40 };
	struct picture_case	c;

	case_start(&c, 3, 3);
	rule_map(&c, RULE_REGION, regions, NULL);
	rule_map(&c, RULE_CAGE, jigsaw_map, sums);
	givens(&c, "1...........3.................5................7........"
	    "......2...........9....");
	check_golden(&c, "killer-jigsaw");
}
END_TEST

/* Lines and dots: thermometers, arrows and a pill, Kropki, XV, parity. */
START_TEST(lines_and_dots)
{
	struct picture_case	c;

	case_start(&c, 3, 3);
	rule(&c, RULE_THERMO, "r1c1 r2c2 r3c3 r3c4", 0, 0);
	rule(&c, RULE_THERMO, "r9c9 r8c9 r7c9 r6c8", 0, 0);
	rule(&c, RULE_ARROW, "r1c7 r2c7 r3c8 r4c9", 0, 1);
	rule(&c, RULE_ARROW, "r5c1 r5c2 r6c3 r7c3", 0, 2);
	rule(&c, RULE_DIFFERENCE, "r4c4 r4c5", 1, 0);
	rule(&c, RULE_DIFFERENCE, "r5c5 r6c5", 3, 0);
	rule(&c, RULE_RATIO, "r4c6 r5c6", 2, 0);
	rule(&c, RULE_RATIO, "r6c6 r6c7", 3, 0);
	rule(&c, RULE_XV, "r8c1 r8c2", 10, 0);
	rule(&c, RULE_XV, "r9c2 r9c3", 5, 0);
	rule(&c, RULE_XV, "r7c5 r8c5", 7, 0);
	rule(&c, RULE_ODD, "r2c5 r9c6", 0, 0);
	rule(&c, RULE_EVEN, "r1c5 r7c7", 0, 0);
	rule(&c, RULE_DIFFERENCE, "r1c1 r9c9", 1, 0);	/* has no place */
	solved(&c, solution81);
	givens(&c, "1...................9.............................3....."
	    "....................1");
	check_golden(&c, "lines-and-dots");
}
END_TEST

/* The rules of the whole grid, diagonals and extra regions shaded. */
START_TEST(global_rules)
{
	struct picture_case	c;

	case_start(&c, 3, 3);
	rule(&c, RULE_DIAGONAL, "", 1, 0);
	rule(&c, RULE_DIAGONAL, "", -1, 0);
	rule(&c, RULE_ANTIKNIGHT, "", 0, 0);
	rule(&c, RULE_NONCONSECUTIVE, "", 0, 0);
	rule(&c, RULE_EXTRA_REGION, "r2c2 r2c3 r2c4 r3c2 r3c3 r3c4 r4c2 r4c3 "
	    "r4c4", 0, 0);
	rule(&c, RULE_EXTRA_REGION, "r6c6 r6c7 r6c8 r7c6 r7c7 r7c8 r8c6 r8c7 "
	    "r8c8", 0, 0);
	rule(&c, RULE_NEGATIVE, "", NEGATIVE_WHITE | NEGATIVE_X, 0);
	c.opts.marks = true;
	givens(&c, "1.....7...........3......................5.......9......."
	    "...........2.........");
	check_golden(&c, "global-rules");
}
END_TEST

/* A 6x6 killer, and a 16x16 with a cage of a two-digit sum. */
START_TEST(other_sizes)
{
	static const int sums6[] = { 7, 11, 6, 9, 5, 12, 8, 10, 4, 12, 7, 5,
	    10, 10, 10 };
	struct picture_case	c;

	case_start(&c, 2, 3);
	rule_map(&c, RULE_CAGE,
	    "AABBCC"
	    "DDEFFC"
	    "GDEHHI"
	    "GJJKLI"
	    "MMJKLN"
	    "OOONNN", sums6);
	givens(&c, "1..........2..........3..........4..");
	check_golden(&c, "killer-6x6");
	case_start(&c, 4, 4);
	rule(&c, RULE_CAGE, "r1c1 r1c2 r2c1", 31, 0);
	rule(&c, RULE_THERMO, "r16c1 r15c2 r14c3 r13c4 r12c5", 0, 0);
	rule(&c, RULE_RATIO, "r8c8 r8c9", 2, 0);
	givens(&c, "G..............1" "................" "................"
	    "................" "................" "................"
	    "................" "........A......." "................"
	    "................" "................" "................"
	    "................" "................" "................"
	    "1..............G");
	check_golden(&c, "sixteen");
}
END_TEST

Suite *
make_svg_suite(void)
{
	Suite	*s = suite_create("svg");
	TCase	*tc = tcase_create("variants");

	tcase_add_test(tc, killer_jigsaw);
	tcase_add_test(tc, lines_and_dots);
	tcase_add_test(tc, global_rules);
	tcase_add_test(tc, other_sizes);
	suite_add_tcase(s, tc);
	return s;
}
