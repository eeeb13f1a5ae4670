/*
 * variant: our own plain text for variant puzzles, for people and diffs.
 * A puzzle is a line "variant", the board's N rows as grid reads them
 * (separators ignored, '.' '0' '_' blank), then one line per rule, its
 * keyword first, the family names of src/rules/rules.c where they fit:
 *
 *   variant
 *   .........
 *   ...              (9 rows in all)
 *   diagonal +
 *   cages: AABBBCCDD AAE...      (a letter a cage, '.' none)
 *   sums: A=12 B=7 ...           (or the sums alone, in letter order)
 *   cage 12: r1c1 r1c2 r2c1
 *   thermo: r1c1 r1c2 r1c3       (bulb first)
 *   arrow: r1c1 - r1c2 r2c3      (circle or pill, '-', the line)
 *   white: r1c1 r1c2             (value after the keyword: white 2:)
 *   negative: white black x v
 *
 * Every family of the rule set has words, so convert round-trips: a
 * puzzle's constraints are kept in family order (regions first, the
 * negative constraint last; the order given within a family), which is
 * the order the writer writes them in.  Blank lines and '#' comments
 * (a line's rest after a blank) go anywhere; a puzzle ends where the next
 * "variant" line starts another.  A puzzle with no rule is a classic one.
 *
 * Everything a rule says is checked as it is read: its cells on the
 * board and none twice, its count (a dot joins two cells), its value one
 * the rule can have (a cage of 3 cells adds up to 6 to 24).  A keyword
 * the program does not know is refused by name: a rule dropped is a
 * wrong count.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"
#include "rules/rules.h"

#define VARIANT_HEADER	"variant"
#define VARIANT_LETTERS	52		/* A-Z, a-z: regions, cages */
#define VARIANT_SUMS	(VARIANT_LETTERS + 1)	/* one more: said */

/* A-Z are 0-25, a-z 26-51; -1 for any other byte. */
int
variant_letter_rank(char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	return -1;
}

char
variant_letter(int rank)
{
	return (char)(rank < 26 ? 'A' + rank : 'a' + rank - 26);
}

/*
 * The sums n distinct symbols of a side can have: *lo to *hi; false when
 * n cells cannot hold distinct symbols at all.
 */
bool
variant_cage_range(int side, int n, int *lo, int *hi)
{
	if (n < 1 || n > side)
		return false;
	*lo = n * (n + 1) / 2;
	*hi = n * (2 * side - n + 1) / 2;
	return true;
}

/* What a rule line has after its keyword. */
enum variant_args {
	ARGS_NONE,		/* antiknight */
	ARGS_CELLS,		/* thermo: r1c1 r1c2 */
	ARGS_ARROW,		/* arrow: r1c1 - r1c2 r1c3 */
	ARGS_MAP,		/* regions: AAABBB... */
	ARGS_SUMS,		/* sums: A=12 B=7 */
	ARGS_MARKS		/* negative: white x */
};

/* What it has between its keyword and the colon. */
enum variant_value {
	VALUE_NONE,
	VALUE_NUMBER,		/* optional: the default is the keyword's */
	VALUE_REQUIRED,		/* a number, required */
	VALUE_SIGN,		/* + or -, required */
	VALUE_BOXES		/* RxC, required */
};

struct variant_keyword {
	const char		*word;
	int			 family;	/* enum rule_family_id; -1 */
	enum variant_value	 value;
	int			 value_default;
	enum variant_args	 args;
	int			 min_cells;
	int			 max_cells;	/* 0: the side */
	const char		*what;		/* for messages */
};

/* The words, in the order the writer writes them. */
static const struct variant_keyword variant_keywords[] = {
	{ "boxes", -1, VALUE_BOXES, 0, ARGS_NONE, 0, 0, "boxes" },
	{ "regions", RULE_REGION, VALUE_NONE, 0, ARGS_MAP, 0, 0,
	  "regions map" },
	{ "region", RULE_REGION, VALUE_NONE, 0, ARGS_CELLS, 1, 0, "region" },
	{ "diagonal", RULE_DIAGONAL, VALUE_SIGN, 0, ARGS_NONE, 0, 0,
	  "diagonal" },
	{ "extra", RULE_EXTRA_REGION, VALUE_NONE, 0, ARGS_CELLS, 1, 0,
	  "extra region" },
	{ "disjoint", RULE_DISJOINT, VALUE_NONE, 0, ARGS_NONE, 0, 0,
	  "disjoint" },
	{ "antiknight", RULE_ANTIKNIGHT, VALUE_NONE, 0, ARGS_NONE, 0, 0,
	  "antiknight" },
	{ "antiking", RULE_ANTIKING, VALUE_NONE, 0, ARGS_NONE, 0, 0,
	  "antiking" },
	{ "nonconsecutive", RULE_NONCONSECUTIVE, VALUE_NONE, 0, ARGS_NONE,
	  0, 0, "nonconsecutive" },
	{ "cages", RULE_CAGE, VALUE_NONE, 0, ARGS_MAP, 0, 0, "cages map" },
	{ "sums", RULE_CAGE, VALUE_NONE, 0, ARGS_SUMS, 0, 0, "sums" },
	{ "cage", RULE_CAGE, VALUE_NUMBER, 0, ARGS_CELLS, 1, 0, "cage" },
	{ "thermo", RULE_THERMO, VALUE_NONE, 0, ARGS_CELLS, 1, 0, "thermo" },
	{ "arrow", RULE_ARROW, VALUE_NONE, 0, ARGS_ARROW, 2, 255, "arrow" },
	{ "white", RULE_DIFFERENCE, VALUE_NUMBER, 1, ARGS_CELLS, 2, 2,
	  "white dot" },
	{ "black", RULE_RATIO, VALUE_NUMBER, 2, ARGS_CELLS, 2, 2,
	  "black dot" },
	{ "x", RULE_XV, VALUE_NONE, 10, ARGS_CELLS, 2, 2, "X mark" },
	{ "v", RULE_XV, VALUE_NONE, 5, ARGS_CELLS, 2, 2, "V mark" },
	{ "xv", RULE_XV, VALUE_REQUIRED, 0, ARGS_CELLS, 2, 2, "XV sum" },
	{ "odd", RULE_ODD, VALUE_NONE, 0, ARGS_CELLS, 1, BOARD_MAX_CELLS,
	  "odd" },
	{ "even", RULE_EVEN, VALUE_NONE, 0, ARGS_CELLS, 1, BOARD_MAX_CELLS,
	  "even" },
	{ "negative", RULE_NEGATIVE, VALUE_NONE, 0, ARGS_MARKS, 0, 0,
	  "negative" },
};

#define VARIANT_KEYWORDS \
	(sizeof variant_keywords / sizeof variant_keywords[0])

/* The marks of the negative constraint, in the order written. */
static const struct {
	const char	*word;
	int		 bit;
} variant_marks[] = {
	{ "white", NEGATIVE_WHITE },
	{ "black", NEGATIVE_BLACK },
	{ "x", NEGATIVE_X },
	{ "v", NEGATIVE_V },
};

/* A map read (regions:, cages:), kept until the puzzle's end. */
struct variant_map {
	unsigned long	 line;		/* 0: none */
	int8_t		 rank[BOARD_CHAR_SIDE * BOARD_CHAR_SIDE];
	int		 size[VARIANT_LETTERS];
	int		 first[VARIANT_LETTERS];	/* its first cell */
};

/* The sums: line: a letter's sum each, or sums in letter order (rank -1). */
struct variant_sums {
	unsigned long	 line;		/* 0: none */
	int		 n;
	int		 rank[VARIANT_SUMS];
	int		 value[VARIANT_SUMS];
	size_t		 col[VARIANT_SUMS];
};

/* A puzzle being read. */
struct variant_read {
	struct input		*in;
	struct puzzle		*p;
	struct ruleset		*set;
	struct diag		*d;
	struct line		 l;	/* the line at hand, comment cut */
	struct shape		 shape;
	unsigned long		 boxes_line;
	struct variant_map	 regions;
	struct variant_map	 cages;
	struct variant_sums	 sums;
	uint16_t		 cells[BOARD_MAX_CELLS];
};

/* A problem at a line read before (a map's, the sums'), at byte at. */
#define VARIANT_BAD_AT(v, line, at, ...) \
	(diag_set((v)->d, (v)->in->name, (line), (at) + 1, __VA_ARGS__), \
	    READ_BAD)

/* The problem is at byte at of the line at hand: READ_BAD, d set there. */
#define VARIANT_BAD(v, at, ...) \
	(diag_set((v)->d, (v)->in->name, (v)->l.no, (at) + 1, __VA_ARGS__), \
	    READ_BAD)

static bool
variant_is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

static bool
variant_is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static size_t
variant_skip_blanks(const struct line *l, size_t i)
{
	while (i < l->len && variant_is_blank(l->text[i]))
		i++;
	return i;
}

/* The line without its comment (from a '#' first or after a blank). */
static void
variant_cut_comment(struct line *l)
{
	size_t	i;

	for (i = 0; i < l->len; i++)
		if (l->text[i] == '#' && (i == 0 ||
		    variant_is_blank(l->text[i - 1]))) {
			l->len = i;
			break;
		}
	while (l->len > 0 && variant_is_blank(l->text[l->len - 1]))
		l->len--;
}

/* The line's first word: its length, up to a blank or a colon. */
static size_t
variant_first_word(const struct line *l)
{
	size_t	i = 0;

	while (i < l->len && !variant_is_blank(l->text[i]) &&
	    l->text[i] != ':')
		i++;
	return i;
}

/* "variant" first on the line: a puzzle starts there. */
static bool
variant_is_header(const struct line *l)
{
	return variant_first_word(l) == strlen(VARIANT_HEADER) &&
	    memcmp(l->text, VARIANT_HEADER, strlen(VARIANT_HEADER)) == 0;
}

static const struct variant_keyword *
variant_keyword(const char *word, size_t len)
{
	size_t	i;

	for (i = 0; i < VARIANT_KEYWORDS; i++)
		if (strlen(variant_keywords[i].word) == len &&
		    memcmp(variant_keywords[i].word, word, len) == 0)
			return &variant_keywords[i];
	return NULL;
}

/*
 * The next line that is neither blank nor a comment, its comment cut;
 * READ_END at the end of the input.
 */
static enum read_status
variant_next(struct variant_read *v)
{
	enum read_status	rs;

	do {
		if ((rs = notation_next_line(v->in, &v->l, v->d)) !=
		    READ_PUZZLE)
			return rs;
		variant_cut_comment(&v->l);
	} while (v->l.len == 0);
	return READ_PUZZLE;
}

/*
 * After a bad puzzle: up to the next "variant" line, which is left to
 * start the next read.  The puzzles are marked out by those lines, so no
 * other goes with the bad one.
 */
static void
variant_skip(struct variant_read *v)
{
	struct diag		ignored;
	enum read_status	rs;
	struct line		l;

	while ((rs = notation_next_line(v->in, &l, &ignored)) != READ_END &&
	    rs != READ_FAILED)
		if (rs == READ_PUZZLE && variant_is_header(&l)) {
			input_unread(v->in);
			return;
		}
}

/* "r1c1" at s (R1C1 too): the cell, or -1 with *why what is wrong. */
static int
variant_cell(const struct shape *s, const char *text, size_t len,
    const char **why)
{
	size_t	i = 1;
	long	row = 0, col = 0;

	*why = "is not a cell";
	if (len < 4 || (text[0] != 'r' && text[0] != 'R'))
		return -1;
	for (; i < len && variant_is_digit(text[i]) && row < 1000; i++)
		row = row * 10 + text[i] - '0';
	if (i == 1 || i >= len || (text[i] != 'c' && text[i] != 'C'))
		return -1;
	for (i++; i < len && variant_is_digit(text[i]) && col < 1000; i++)
		col = col * 10 + text[i] - '0';
	if (i < len || !variant_is_digit(text[len - 1]))
		return -1;
	*why = "is off the board";
	if (row < 1 || row > s->side || col < 1 || col > s->side)
		return -1;
	return (int)((row - 1) * s->side + col - 1);
}

/* A word of the arguments: from *at, up to a blank or a comma. */
static size_t
variant_word(const struct line *l, size_t *at)
{
	size_t	i;

	while (*at < l->len && (variant_is_blank(l->text[*at]) ||
	    l->text[*at] == ','))
		(*at)++;
	for (i = *at; i < l->len && !variant_is_blank(l->text[i]) &&
	    l->text[i] != ','; i++)
		;
	return i - *at;
}

/*
 * The cells listed from byte at: into v->cells, *n of them; an arrow's
 * '-' between its circle (or pill) and its line, *head the cells before
 * it.  Each cell on the board, none twice.
 */
static enum read_status
variant_cells(struct variant_read *v, const struct variant_keyword *k,
    size_t at, int *n, int *head)
{
	const char	*why;
	size_t		 len, was[BOARD_MAX_CELLS];
	int		 c, i;

	*n = 0;
	*head = -1;
	while ((len = variant_word(&v->l, &at)) > 0) {
		if (k->args == ARGS_ARROW && len == 1 && v->l.text[at] == '-') {
			if (*head >= 0)
				return VARIANT_BAD(v, at, "a second '-' in "
				    "the arrow: its circle, '-', then its "
				    "line");
			*head = *n;
			at += len;
			continue;
		}
		if ((c = variant_cell(&v->shape, v->l.text + at, len,
		    &why)) < 0)
			return VARIANT_BAD(v, at, "'%.*s%s' %s (r1c1 to "
			    "r%dc%d)", (int)(len > 12 ? 12 : len),
			    v->l.text + at, len > 12 ? "..." : "", why,
			    v->shape.side, v->shape.side);
		for (i = 0; i < *n; i++)
			if (v->cells[i] == c)
				return VARIANT_BAD(v, at, "%.*s is twice in "
				    "the %s (column %zu and here)", (int)len,
				    v->l.text + at, k->what, was[i] + 1);
		if (*n == BOARD_MAX_CELLS)
			return VARIANT_BAD(v, at, "more cells than the board "
			    "has");
		was[*n] = at;
		v->cells[(*n)++] = (uint16_t)c;
		at += len;
	}
	return READ_PUZZLE;
}

/* "a" or "an" before a rule's name in a message: an X mark, an extra region. */
static const char *
variant_article(const char *what)
{
	return strchr("aeiouX", what[0]) != NULL ? "an" : "a";
}

/* The count of cells a rule takes, and what its value allows. */
static enum read_status
variant_check_cells(struct variant_read *v, const struct variant_keyword *k,
    size_t at, int n, int head)
{
	int	max = k->max_cells == 0 ? v->shape.side : k->max_cells;

	if (k->args == ARGS_ARROW) {
		if (head < 1)
			return VARIANT_BAD(v, at, "an arrow is its circle (or "
			    "pill), '-', then its line: %s", head < 0 ?
			    "no '-'" : "no circle before the '-'");
		if (head == n)
			return VARIANT_BAD(v, at, "an arrow has a line: no "
			    "cell after the '-'");
	}
	if (n < k->min_cells || n > max) {
		if (k->min_cells == k->max_cells)
			return VARIANT_BAD(v, at, "%s %s joins %d cells, not "
			    "%d", variant_article(k->what), k->what,
			    k->min_cells, n);
		if (n < k->min_cells)
			return VARIANT_BAD(v, at, "%s %s needs %d cell%s at "
			    "least", variant_article(k->what), k->what,
			    k->min_cells, k->min_cells == 1 ? "" : "s");
		return VARIANT_BAD(v, at, "%s %s of %d cells cannot hold "
		    "%d different digits: a %dx%d board has %d",
		    variant_article(k->what), k->what, n, n, v->shape.side,
		    v->shape.side, v->shape.side);
	}
	return READ_PUZZLE;
}

/* A value the rule can have: a cage's sum, a dot's difference, ... */
static enum read_status
variant_check_value(struct variant_read *v, const struct variant_keyword *k,
    size_t at, int value, int n)
{
	int	side = v->shape.side, lo, hi;

	switch (k->family) {
	case RULE_CAGE:
		if (value == 0 || !variant_cage_range(side, n, &lo, &hi) ||
		    (value >= lo && value <= hi))
			return READ_PUZZLE;
		return VARIANT_BAD(v, at, "a cage of %d cell%s cannot add up "
		    "to %d (%d to %d)", n, n == 1 ? "" : "s", value, lo, hi);
	case RULE_DIFFERENCE:
		lo = 1, hi = side - 1;
		break;
	case RULE_RATIO:
		lo = 2, hi = side;
		break;
	case RULE_XV:
		lo = 2, hi = 2 * side;
		break;
	default:
		return READ_PUZZLE;
	}
	if (value >= lo && value <= hi)
		return READ_PUZZLE;
	return VARIANT_BAD(v, at, "%s %s of %d: on a %dx%d board it is %d to "
	    "%d", variant_article(k->what), k->what, value, side, side, lo,
	    hi);
}

/*
 * The map's cells on the line at hand from byte at, after the n read:
 * letters, '.' too for cages, blanks between them ignored.
 */
static enum read_status
variant_map_cells_of(struct variant_read *v, const struct variant_keyword *k,
    size_t at, struct variant_map *m, int *n)
{
	bool	cages = k->family == RULE_CAGE;
	char	shown[8];
	int	r;

	for (; at < v->l.len; at++) {
		if (variant_is_blank(v->l.text[at]))
			continue;
		r = variant_letter_rank(v->l.text[at]);
		if (r < 0 && !(cages && v->l.text[at] == '.')) {
			notation_show_char(v->l.text[at], shown);
			return VARIANT_BAD(v, at, "'%s' in the %s: %s", shown,
			    k->what, cages ? "a letter a cage (A-Z, a-z), "
			    "'.' for none" : "a letter a region (A-Z, a-z)");
		}
		if (*n == v->shape.cells)
			return VARIANT_BAD(v, at, "the %s has more cells than "
			    "the board's %d", k->what, v->shape.cells);
		m->rank[*n] = (int8_t)r;
		if (r >= 0 && m->size[r]++ == 0)
			m->first[r] = *n;
		(*n)++;
	}
	return READ_PUZZLE;
}

/*
 * "AAABBB...": the map's N * N cells, on the keyword's line, or, when
 * nothing follows the colon, on the lines after it (a row a line, as the
 * writer writes it).
 */
static enum read_status
variant_map(struct variant_read *v, const struct variant_keyword *k,
    size_t at, struct variant_map *m)
{
	enum read_status	rs;
	int			n = 0, r;
	bool			rows;

	if (m->line != 0)
		return VARIANT_BAD(v, 0, "a second %s (the first is on line "
		    "%lu)", k->what, m->line);
	m->line = v->l.no;
	for (r = 0; r < VARIANT_LETTERS; r++) {
		m->size[r] = 0;
		m->first[r] = -1;
	}
	at = variant_skip_blanks(&v->l, at);
	rows = at == v->l.len;
	if (!rows && (rs = variant_map_cells_of(v, k, at, m, &n)) !=
	    READ_PUZZLE)
		return rs;
	while (rows && n < v->shape.cells) {
		if ((rs = variant_next(v)) == READ_END ||
		    (rs == READ_PUZZLE && variant_is_header(&v->l)))
			break;
		if (rs != READ_PUZZLE ||
		    (rs = variant_map_cells_of(v, k, 0, m, &n)) != READ_PUZZLE)
			return rs;
	}
	if (n < v->shape.cells)
		return VARIANT_BAD_AT(v, m->line, 0, "the %s has %d cells, the "
		    "board %d", k->what, n, v->shape.cells);
	for (r = 0; k->family == RULE_REGION && r < VARIANT_LETTERS; r++)
		if (m->size[r] != 0 && m->size[r] != v->shape.side)
			return VARIANT_BAD_AT(v, m->line, 0, "region '%c' has "
			    "%d cells; a %dx%d board's regions have %d",
			    variant_letter(r), m->size[r], v->shape.side,
			    v->shape.side, v->shape.side);
	return READ_PUZZLE;
}

/* "A=12 B=7", or "12,7": kept until the cages map is known too. */
static enum read_status
variant_sums(struct variant_read *v, size_t at)
{
	struct variant_sums	*s = &v->sums;
	const char		*t = v->l.text;
	size_t			 len, i;
	int			 value, r;

	if (s->line != 0)
		return VARIANT_BAD(v, 0, "a second sums line (the first is "
		    "on line %lu)", s->line);
	s->line = v->l.no;
	s->n = 0;
	while ((len = variant_word(&v->l, &at)) > 0) {
		r = -1;
		i = 0;
		if (len >= 2 && t[at + 1] == '=' &&
		    (r = variant_letter_rank(t[at])) >= 0)
			i = 2;
		if (s->n > 0 && (r < 0) != (s->rank[0] < 0))
			return VARIANT_BAD(v, at, "sums are all 'A=12' or all "
			    "bare numbers in letter order, not both");
		for (value = 0; i < len && variant_is_digit(t[at + i]) &&
		    value < 100000; i++)
			value = value * 10 + t[at + i] - '0';
		if (i < len || !variant_is_digit(t[at + len - 1]))
			return VARIANT_BAD(v, at, "'%.*s%s' is no sum: 'A=12', "
			    "or a number", (int)(len > 12 ? 12 : len), t + at,
			    len > 12 ? "..." : "");
		if (value == 0)
			return VARIANT_BAD(v, at, "'%.*s' is no sum: a cage's "
			    "sum is 1 or more (a cage with none is left out of "
			    "the sums%s)", (int)len, t + at, r < 0 ? ", the "
			    "others named: 'A=12'" : "");
		if (s->n == VARIANT_SUMS)
			return VARIANT_BAD(v, at, "more sums than the %d "
			    "letters of cages", VARIANT_LETTERS);
		s->rank[s->n] = r;
		s->value[s->n] = value;
		s->col[s->n++] = at;
		at += len;
	}
	if (s->n == 0)
		return VARIANT_BAD(v, at, "sums: none given");
	return READ_PUZZLE;
}

/* "white black x v": each mark at most once. */
static enum read_status
variant_marks_value(struct variant_read *v, size_t at, int *value)
{
	size_t	len, i;

	*value = 0;
	while ((len = variant_word(&v->l, &at)) > 0) {
		for (i = 0; i < sizeof variant_marks / sizeof variant_marks[0];
		    i++)
			if (strlen(variant_marks[i].word) == len &&
			    memcmp(variant_marks[i].word, v->l.text + at,
			    len) == 0)
				break;
		if (i == sizeof variant_marks / sizeof variant_marks[0])
			return VARIANT_BAD(v, at, "'%.*s%s' is no mark: white, "
			    "black, x or v", (int)(len > 12 ? 12 : len),
			    v->l.text + at, len > 12 ? "..." : "");
		if (*value & variant_marks[i].bit)
			return VARIANT_BAD(v, at, "'%s' is twice in the "
			    "negative constraint", variant_marks[i].word);
		*value |= variant_marks[i].bit;
		at += len;
	}
	if (*value == 0)
		return VARIANT_BAD(v, at, "negative: which marks? white, "
		    "black, x, v");
	return READ_PUZZLE;
}

/* "boxes 2x3": boxes other than the usual ones for the side. */
static enum read_status
variant_boxes(struct variant_read *v, const char *text, size_t len,
    size_t at)
{
	struct shape	s;
	char		box[16];

	if (v->boxes_line != 0)
		return VARIANT_BAD(v, 0, "a second boxes line (the first is "
		    "on line %lu)", v->boxes_line);
	v->boxes_line = v->l.no;
	snprintf(box, sizeof box, "%.*s", (int)(len < 15 ? len : 15), text);
	if (len > 15 || !board_parse_box(box, &s))
		return VARIANT_BAD(v, at, "'%s' is no box shape: RxC, as 2x3",
		    box);
	if (s.side != v->shape.side)
		return VARIANT_BAD(v, at, "%dx%d boxes make a board of side %d; "
		    "this one is %dx%d", s.box_rows, s.box_cols, s.side,
		    v->shape.side, v->shape.side);
	if (!puzzle_set_box(v->p, s.box_rows, s.box_cols))
		return VARIANT_BAD(v, at, "no such boxes");
	v->p->boxes_said = true;
	v->shape = v->p->shape;
	return READ_PUZZLE;
}

static enum read_status
variant_add(struct variant_read *v, enum rule_family_id family, int n,
    int32_t value, int head)
{
	if (ruleset_add(v->set, family, v->cells, n, value, head) == 0)
		return READ_PUZZLE;
	diag_no_memory(v->d, v->in->name, v->l.no);
	return READ_FAILED;
}

/* The value between the keyword and the colon, as the keyword wants it. */
static enum read_status
variant_value(struct variant_read *v, const struct variant_keyword *k,
    size_t at, size_t len, int *value)
{
	const char	*t = v->l.text + at;
	size_t		 i;

	*value = k->value_default;
	if (len == 0) {
		if (k->value == VALUE_NONE || k->value == VALUE_NUMBER)
			return READ_PUZZLE;
		return VARIANT_BAD(v, at, "%s: %s", k->word,
		    k->value == VALUE_SIGN ? "+ (bottom left to top right) or "
		    "- (top left to bottom right)" : k->value == VALUE_BOXES ?
		    "which boxes? RxC, as 2x3" : "which sum?");
	}
	if (k->value == VALUE_NONE && k->args != ARGS_NONE)
		return VARIANT_BAD(v, at, "expected ':' after %s", k->word);
	if (k->value == VALUE_NONE)
		return VARIANT_BAD(v, at, "'%.*s%s': %s takes no value",
		    (int)(len > 12 ? 12 : len), t, len > 12 ? "..." : "",
		    k->word);
	if (k->value == VALUE_SIGN) {
		if (len == 1 && (t[0] == '+' || t[0] == '-')) {
			*value = t[0] == '+' ? 1 : -1;
			return READ_PUZZLE;
		}
		return VARIANT_BAD(v, at, "diagonal + or diagonal -, not "
		    "'%.*s%s'", (int)(len > 12 ? 12 : len), t,
		    len > 12 ? "..." : "");
	}
	if (k->value == VALUE_BOXES)
		return variant_boxes(v, t, len, at);
	for (i = 0, *value = 0; i < len && variant_is_digit(t[i]) &&
	    *value < 100000; i++)
		*value = *value * 10 + t[i] - '0';
	if (i < len || !variant_is_digit(t[len - 1]))
		return VARIANT_BAD(v, at, "'%.*s%s' is not a number",
		    (int)(len > 12 ? 12 : len), t, len > 12 ? "..." : "");
	return READ_PUZZLE;
}

/* The rule of keyword k, its value read, its arguments from byte at. */
static enum read_status
variant_rule(struct variant_read *v, const struct variant_keyword *k,
    int value, size_t value_at, size_t at)
{
	enum read_status	rs;
	int			n = 0, head = 0;

	switch (k->args) {
	case ARGS_NONE:
		return k->family < 0 ? READ_PUZZLE :
		    variant_add(v, (enum rule_family_id)k->family, 0, value, 0);
	case ARGS_MAP:
		return variant_map(v, k, at, k->family == RULE_CAGE ?
		    &v->cages : &v->regions);
	case ARGS_SUMS:
		return variant_sums(v, at);
	case ARGS_MARKS:
		if ((rs = variant_marks_value(v, at, &value)) != READ_PUZZLE)
			return rs;
		return variant_add(v, RULE_NEGATIVE, 0, value, 0);
	case ARGS_CELLS:
	case ARGS_ARROW:
		break;
	}
	if ((rs = variant_cells(v, k, at, &n, &head)) != READ_PUZZLE ||
	    (rs = variant_check_cells(v, k, at, n, head)) != READ_PUZZLE ||
	    (rs = variant_check_value(v, k, value_at, value, n)) !=
	    READ_PUZZLE)
		return rs;
	return variant_add(v, (enum rule_family_id)k->family, n, value,
	    k->args == ARGS_ARROW ? head : 0);
}

/* A word for the list of rules in a message: the keywords. */
static void
variant_keyword_list(char *buf, size_t size)
{
	size_t	i, n = 0;
	int	k;

	buf[0] = '\0';
	for (i = 0; i < VARIANT_KEYWORDS && n < size; i++) {
		k = snprintf(buf + n, size - n, "%s%s", i == 0 ? "" : ", ",
		    variant_keywords[i].word);
		if (k > 0)
			n += (size_t)k;
	}
}

/*
 * A rule line: KEYWORD [VALUE][: ARGUMENTS].  The keyword is a known one,
 * the colon there exactly when the rule has arguments.
 */
static enum read_status
variant_rule_line(struct variant_read *v)
{
	const struct variant_keyword	*k;
	const struct line		*l = &v->l;
	char				 known[256];
	size_t				 len = variant_first_word(l), at, vlen;
	int				 value;
	enum read_status		 rs;

	if ((k = variant_keyword(l->text, len)) == NULL) {
		variant_keyword_list(known, sizeof known);
		return VARIANT_BAD(v, 0, "unknown rule '%.*s%s'; the rules are "
		    "%s", (int)(len > 20 ? 20 : len), l->text,
		    len > 20 ? "..." : "", known);
	}
	at = variant_skip_blanks(l, len);
	for (vlen = 0; at + vlen < l->len && l->text[at + vlen] != ':' &&
	    !variant_is_blank(l->text[at + vlen]); vlen++)
		;
	if ((rs = variant_value(v, k, at, vlen, &value)) != READ_PUZZLE)
		return rs;
	/* a cage's 0 is its lack of a sum, which is written as none */
	if (k->family == RULE_CAGE && vlen > 0 && value == 0)
		return VARIANT_BAD(v, at, "a cage's sum is 1 or more, not 0 (a "
		    "cage with no sum is 'cage: ...')");
	len = at;
	at = variant_skip_blanks(l, at + vlen);
	if (k->args == ARGS_NONE) {
		if (at < l->len)
			return VARIANT_BAD(v, at, "'%.*s%s' after %s: it "
			    "takes %s", (int)(l->len - at > 12 ? 12 :
			    l->len - at), l->text + at, l->len - at > 12 ?
			    "..." : "", k->word, k->value == VALUE_NONE ?
			    "nothing" : "its value alone");
	} else if (at == l->len || l->text[at] != ':')
		return VARIANT_BAD(v, at, "expected ':' and %s after %s",
		    k->args == ARGS_MAP ? "the map" : k->args == ARGS_SUMS ?
		    "the sums" : k->args == ARGS_MARKS ? "the marks" :
		    "the cells", k->word);
	return variant_rule(v, k, value, len, variant_skip_blanks(l, at + 1));
}

/*
 * The board's rows, right after the "variant" line: the first gives the
 * side, as in grid.
 */
static enum read_status
variant_rows(struct variant_read *v)
{
	struct board	 rows;	/* the cells until the shape is known */
	enum read_status rs;
	uint8_t		*cell;
	int		 side = 0, n = 0, count;

	while (side == 0 || n < side) {
		rs = variant_next(v);
		if (rs == READ_PUZZLE && variant_is_header(&v->l))
			input_unread(v->in);
		if (rs == READ_END || (rs == READ_PUZZLE &&
		    variant_is_header(&v->l))) {
			diag_set(v->d, v->in->name, v->p->line, 0,
			    "expected %d rows after 'variant', found %d",
			    side == 0 ? GRID_SIDE : side, n);
			return READ_BAD;
		}
		if (rs != READ_PUZZLE)
			return rs;
		count = notation_grid_row(v->in, &v->l, side, &side,
		    rows.cell + n * side, v->d);
		if (count < 0 || (count > 0 && count != side)) {
			if (variant_keyword(v->l.text,
			    variant_first_word(&v->l)) != NULL)
				return VARIANT_BAD(v, 0, "expected %d rows "
				    "before the rules, found %d",
				    side == 0 ? GRID_SIDE : side, n);
			if (count < 0)
				return READ_BAD;
			return VARIANT_BAD(v, 0, "expected %d cells as in the "
			    "first row, found %d", side, count);
		}
		if (count == 0)
			continue;	/* a border */
		if (n == 0 && side != GRID_SIDE &&
		    !notation_grid_shape(side, &v->shape))
			return VARIANT_BAD(v, 0, "expected 9 cells, found %d",
			    side);
		n++;
	}
	if (side == GRID_SIDE)
		v->shape = shape_classic;
	if ((cell = puzzle_set_shape(v->p, &v->shape)) == NULL) {
		diag_no_memory(v->d, v->in->name, v->l.no);
		return READ_FAILED;
	}
	memcpy(cell, rows.cell, (size_t)v->shape.cells);
	return READ_PUZZLE;
}


/* The cells of map letter r, in row-major order, into v->cells. */
static int
variant_map_cells(struct variant_read *v, const struct variant_map *m, int r)
{
	int	i, n = 0;

	for (i = 0; i < v->shape.cells; i++)
		if (m->rank[i] == r)
			v->cells[n++] = (uint16_t)i;
	return n;
}

/* Each cage of the map its sum from the sums line, by letter or in turn. */
static enum read_status
variant_match_sums(struct variant_read *v, int sum[VARIANT_LETTERS],
    size_t col[VARIANT_LETTERS])
{
	const struct variant_sums	*s = &v->sums;
	int				 i, r = -1, cages = 0;

	for (i = 0; i < VARIANT_LETTERS; i++) {
		sum[i] = 0;
		cages += v->cages.size[i] > 0;
	}
	if (s->line != 0 && v->cages.line == 0)
		return VARIANT_BAD_AT(v, s->line, 0, "sums, but no cages map");
	if (s->n > 0 && s->rank[0] < 0 && s->n != cages)
		return VARIANT_BAD_AT(v, s->line, 0, "%d sum%s for the %d "
		    "cages of the map", s->n, s->n == 1 ? "" : "s", cages);
	for (i = 0; i < s->n; i++) {
		if (s->rank[i] < 0)
			while (v->cages.size[++r] == 0)
				;
		else
			r = s->rank[i];
		if (v->cages.size[r] == 0)
			return VARIANT_BAD_AT(v, s->line, s->col[i], "'%c' is "
			    "no cage of the map", variant_letter(r));
		if (sum[r] != 0)
			return VARIANT_BAD_AT(v, s->line, s->col[i], "cage "
			    "'%c' has a second sum", variant_letter(r));
		sum[r] = s->value[i];
		col[r] = s->col[i];
	}
	return READ_PUZZLE;
}

/*
 * The cages of the map, in letter order, with their sums: each one its
 * cells can have, and with every cell in a cage and every sum given,
 * all of them the board's total.
 */
static enum read_status
variant_map_cages(struct variant_read *v)
{
	const struct variant_map	*m = &v->cages;
	int				 sum[VARIANT_LETTERS], r, n, lo, hi;
	int				 side = v->shape.side, total = 0;
	size_t				 col[VARIANT_LETTERS];
	char				 cell[RULES_NAME_MAX];
	enum read_status		 rs;
	bool				 whole = true;

	if ((rs = variant_match_sums(v, sum, col)) != READ_PUZZLE)
		return rs;
	for (r = 0; m->line != 0 && r < VARIANT_LETTERS; r++) {
		if (m->size[r] == 0)
			continue;
		rules_cell_name(&v->shape, m->first[r], cell, sizeof cell);
		n = variant_map_cells(v, m, r);
		if (!variant_cage_range(side, n, &lo, &hi))
			return VARIANT_BAD_AT(v, m->line, 0, "cage '%c' (%s) "
			    "has %d cells: no digit repeats in a cage, and "
			    "there are %d", variant_letter(r), cell, n, side);
		if (sum[r] != 0 && (sum[r] < lo || sum[r] > hi))
			return VARIANT_BAD_AT(v, v->sums.line, col[r], "cage "
			    "'%c' (%s) of %d cell%s cannot add up to %d (%d "
			    "to %d)", variant_letter(r), cell, n, n == 1 ? "" :
			    "s", sum[r], lo, hi);
		whole = whole && sum[r] != 0;
		total += sum[r];
		if ((rs = variant_add(v, RULE_CAGE, n, sum[r], 0)) !=
		    READ_PUZZLE)
			return rs;
	}
	for (n = 0; whole && m->line != 0 && n < v->shape.cells; n++)
		whole = m->rank[n] >= 0;
	if (whole && m->line != 0 && total != side * side * (side + 1) / 2)
		return VARIANT_BAD_AT(v, v->sums.line, 0, "the sums add up to "
		    "%d; the %d cells of a solution add up to %d", total,
		    v->shape.cells, side * side * (side + 1) / 2);
	return READ_PUZZLE;
}

/*
 * The constraints in family order, the order within a family kept: the
 * order the writer writes them in, whatever order they came in.
 */
static int
variant_sort(struct ruleset *set)
{
	struct constraint	*sorted;
	int			 start[RULE_FAMILIES + 1], i, f;

	if (set->count < 2)
		return 0;
	if ((sorted = malloc((size_t)set->count * sizeof *sorted)) == NULL)
		return -1;
	memset(start, 0, sizeof start);
	for (i = 0; i < set->count; i++)
		start[set->constraint[i].family + 1]++;
	for (f = 0; f < RULE_FAMILIES; f++)
		start[f + 1] += start[f];
	for (i = 0; i < set->count; i++)
		sorted[start[set->constraint[i].family]++] =
		    set->constraint[i];
	memcpy(set->constraint, sorted, (size_t)set->count * sizeof *sorted);
	free(sorted);
	return 0;
}

/* The maps become rules; the rule set is put in order. */
static enum read_status
variant_finish(struct variant_read *v)
{
	enum read_status	rs;
	int			r, n;

	for (r = 0; v->regions.line != 0 && r < VARIANT_LETTERS; r++)
		if ((n = variant_map_cells(v, &v->regions, r)) > 0 &&
		    (rs = variant_add(v, RULE_REGION, n, 0, 0)) != READ_PUZZLE)
			return rs;
	if ((rs = variant_map_cages(v)) != READ_PUZZLE)
		return rs;
	if (variant_sort(v->set) < 0) {
		diag_no_memory(v->d, v->in->name, v->l.no);
		return READ_FAILED;
	}
	/* no rule at all: a classic puzzle, for the classic engines */
	if (v->set->count == 0)
		v->p->rules = RULES_CLASSIC;
	return READ_PUZZLE;
}

/* The rule lines, up to the next "variant" line or the end. */
static enum read_status
variant_rule_lines(struct variant_read *v)
{
	enum read_status	rs;

	for (;;) {
		if ((rs = variant_next(v)) == READ_END)
			return variant_finish(v);
		if (rs != READ_PUZZLE)
			return rs;
		if (variant_is_header(&v->l)) {
			input_unread(v->in);
			return variant_finish(v);
		}
		if ((rs = variant_rule_line(v)) != READ_PUZZLE)
			return rs;
	}
}

/* The first line: "variant", and nothing else but a comment. */
static enum read_status
variant_header(struct variant_read *v)
{
	size_t	len = variant_first_word(&v->l);

	if (!variant_is_header(&v->l))
		return VARIANT_BAD(v, 0, "expected 'variant' to start a "
		    "puzzle, found '%.*s%s'", (int)(len > 20 ? 20 : len),
		    v->l.text, len > 20 ? "..." : "");
	if (len < v->l.len)
		return VARIANT_BAD(v, len, "'variant' has nothing after it but "
		    "a comment");
	return READ_PUZZLE;
}

static enum read_status
variant_read(struct input *in, struct puzzle *p, struct diag *d)
{
	struct variant_read	*v;
	enum read_status	 rs;

	/* some 20 KiB: not on a thread's stack */
	if ((v = malloc(sizeof *v)) == NULL) {
		diag_no_memory(d, in->name, in->line_no);
		return READ_FAILED;
	}
	v->in = in;
	v->p = p;
	v->d = d;
	v->boxes_line = v->regions.line = v->cages.line = v->sums.line = 0;
	v->sums.n = 0;
	v->shape = shape_classic;
	if ((rs = variant_next(v)) != READ_PUZZLE) {
		free(v);
		return rs;
	}
	p->notation = &notation_variant;
	p->variant = 0;
	p->file = in->name;
	p->line = v->l.no;
	p->text_len = 0;
	puzzle_set_classic(p, RULES_CLASSIC);
	if ((rs = variant_header(v)) == READ_PUZZLE &&
	    (rs = variant_rows(v)) == READ_PUZZLE) {
		if ((v->set = puzzle_set_variant(p)) == NULL) {
			diag_no_memory(d, in->name, v->l.no);
			rs = READ_FAILED;
		} else
			rs = variant_rule_lines(v);
	}
	if (rs == READ_BAD)
		variant_skip(v);
	free(v);
	return rs;
}

/* The cells, named, after a space each. */
static void
variant_write_cells(struct output *out, const struct shape *s,
    const uint16_t *cells, int from, int to)
{
	char	name[RULES_NAME_MAX];
	int	i;

	for (i = from; i < to; i++) {
		output_putc(out, ' ');
		output_write(out, name, rules_cell_name(s, cells[i], name,
		    sizeof name));
	}
}

/*
 * The constraints of a family as a map of letters, when they make one:
 * none shares a cell, each lists its cells in order, 52 at most, and
 * they cover the board (a few cages read better as cage lines); regions
 * have N cells each, as the reader wants them.  map[] gets each cell's
 * letter.
 */
static bool
variant_as_map(const struct ruleset *set, const struct shape *s,
    enum rule_family_id family, char *map)
{
	const struct constraint	*c;
	const uint16_t		*cells;
	int			 i, k, n = 0;

	memset(map, 0, (size_t)s->cells);
	for (i = 0; i < set->count; i++) {
		c = &set->constraint[i];
		if (c->family != family)
			continue;
		cells = constraint_cells(set, c);
		if (n == VARIANT_LETTERS || c->ncells == 0 ||
		    (family == RULE_REGION && c->ncells != s->side))
			return false;
		for (k = 0; k < c->ncells; k++) {
			if (cells[k] >= s->cells || map[cells[k]] != 0 ||
			    (k > 0 && cells[k] <= cells[k - 1]))
				return false;
			map[cells[k]] = variant_letter(n);
		}
		n++;
	}
	for (i = 0; i < s->cells; i++)
		if (map[i] == 0)
			return false;
	return true;
}

/* "regions:", then the map's rows, a line each. */
static void
variant_write_map(struct output *out, const struct shape *s,
    const char *keyword, const char *map)
{
	int	row;

	output_puts(out, keyword);
	output_puts(out, ":\n");
	for (row = 0; row < s->side; row++) {
		output_write(out, map + row * s->side, (size_t)s->side);
		output_putc(out, '\n');
	}
}

/* "sums: A=12 B=7": the cages of the map that have one. */
static void
variant_write_sums(struct output *out, const struct ruleset *set)
{
	char	text[32];
	int	i, n = 0;
	bool	any = false;

	for (i = 0; i < set->count; i++) {
		if (set->constraint[i].family != RULE_CAGE)
			continue;
		if (set->constraint[i].value != 0) {
			snprintf(text, sizeof text, "%s %c=%d", any ? "" :
			    "sums:", variant_letter(n),
			    (int)set->constraint[i].value);
			output_puts(out, text);
			any = true;
		}
		n++;
	}
	if (any)
		output_putc(out, '\n');
}

/* The marks of a negative constraint's value, "negative: white x". */
static void
variant_write_negative(struct output *out, int32_t value)
{
	size_t	i;

	if ((value & (NEGATIVE_WHITE | NEGATIVE_BLACK | NEGATIVE_X |
	    NEGATIVE_V)) == 0)
		return;
	output_puts(out, "negative:");
	for (i = 0; i < sizeof variant_marks / sizeof variant_marks[0]; i++)
		if (value & variant_marks[i].bit) {
			output_putc(out, ' ');
			output_puts(out, variant_marks[i].word);
		}
	output_putc(out, '\n');
}

/* The keyword a constraint is written with, and its value if it shows. */
static const char *
variant_word_of(const struct constraint *c, bool *shown)
{
	*shown = false;
	switch (c->family) {
	case RULE_REGION:
		return "region";
	case RULE_EXTRA_REGION:
		return "extra";
	case RULE_CAGE:
		*shown = c->value != 0;
		return "cage";
	case RULE_DIFFERENCE:
		*shown = c->value != 1;
		return "white";
	case RULE_RATIO:
		*shown = c->value != 2;
		return "black";
	case RULE_XV:
		*shown = c->value != 10 && c->value != 5;
		return c->value == 10 ? "x" : c->value == 5 ? "v" : "xv";
	default:
		return rule_family_of(c)->name;
	}
}

/* One constraint on its line (those a map did not write). */
static void
variant_write_constraint(struct output *out, const struct ruleset *set,
    const struct shape *s, const struct constraint *c)
{
	const uint16_t	*cells = constraint_cells(set, c);
	char		 text[32];
	bool		 shown;

	switch (c->family) {
	case RULE_DIAGONAL:
		output_puts(out, c->value > 0 ? "diagonal +\n" : "diagonal -\n");
		return;
	case RULE_DISJOINT:
	case RULE_ANTIKNIGHT:
	case RULE_ANTIKING:
	case RULE_NONCONSECUTIVE:
		output_puts(out, rule_family_of(c)->name);
		output_putc(out, '\n');
		return;
	case RULE_NEGATIVE:
		variant_write_negative(out, c->value);
		return;
	}
	output_puts(out, variant_word_of(c, &shown));
	if (shown) {
		snprintf(text, sizeof text, " %d", (int)c->value);
		output_puts(out, text);
	}
	output_putc(out, ':');
	if (c->family == RULE_ARROW) {
		variant_write_cells(out, s, cells, 0, c->head);
		output_puts(out, " -");
		variant_write_cells(out, s, cells, c->head, c->ncells);
	} else
		variant_write_cells(out, s, cells, 0, c->ncells);
	output_putc(out, '\n');
}

/* The rules of the set, family by family, in the table's order. */
static void
variant_write_rules(struct output *out, const struct ruleset *set,
    const struct shape *s)
{
	char	map[BOARD_CHAR_SIDE * BOARD_CHAR_SIDE];
	bool	as_map;
	int	f, i;

	for (f = 0; f < RULE_FAMILIES; f++) {
		if (!ruleset_has(set, (enum rule_family_id)f))
			continue;
		as_map = (f == RULE_REGION || f == RULE_CAGE) &&
		    variant_as_map(set, s, (enum rule_family_id)f, map);
		if (as_map) {
			variant_write_map(out, s, f == RULE_REGION ?
			    "regions" : "cages", map);
			if (f == RULE_CAGE)
				variant_write_sums(out, set);
			continue;
		}
		for (i = 0; i < set->count; i++)
			if (set->constraint[i].family == f)
				variant_write_constraint(out, set, s,
				    &set->constraint[i]);
	}
}

/*
 * "variant", the rows, the boxes when they are not the usual ones, then
 * the rules: the puzzle as it reads back, with the cells given (solve's
 * answer, or convert's givens).  A blank line between puzzles.
 */
static void
variant_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	const struct shape	*s = source != NULL ? &source->shape :
				    &shape_classic;
	struct shape		 usual;
	char			 row[BOARD_CHAR_SIDE + 1], text[32];
	int			 r, c, v;

	if (s->side > BOARD_CHAR_SIDE)
		return;		/* variant_writes said no: never asked */
	if (out->records > 0)
		output_putc(out, '\n');
	output_puts(out, VARIANT_HEADER "\n");
	for (r = 0; r < s->side; r++) {
		for (c = 0; c < s->side; c++) {
			v = cells[r * s->side + c];
			row[c] = v == 0 ? '.' : board_symbol_char(v);
		}
		row[s->side] = '\n';
		output_write(out, row, (size_t)s->side + 1);
	}
	if (board_shape_for_side(&usual, s->side) &&
	    usual.box_rows != s->box_rows) {
		snprintf(text, sizeof text, "boxes %dx%d\n", s->box_rows,
		    s->box_cols);
		output_puts(out, text);
	}
	if (source != NULL && source->rules == RULES_VARIANT)
		variant_write_rules(out, source->ruleset, s);
}

static bool
variant_writes(const struct shape *s)
{
	return s->side >= 4 && s->side <= BOARD_CHAR_SIDE;
}

/* Every rule has its words; a Sudominoku case's dominoes have none. */
static bool
variant_holds(const struct puzzle *p, bool whole, char *why, size_t size)
{
	if (!whole || p->rules != RULES_SUDOMINOKU)
		return true;
	snprintf(why, size, "variant notation has no dominoes");
	return false;
}

const struct notation notation_variant = {
	"variant",
	"'variant', the board's rows, then a rule a line: cage 12: r1c1 "
	"r1c2, thermo: ..., diagonal +",
	variant_read,
	variant_write,
	variant_writes,
	NULL,
	NULL,
	notation_board_symbol,
	NULL,
	NULL,
	variant_holds,
	NULL
};
