/*
 * pretty: boxed grids for people.  Heavy lines between boxes, light lines
 * between cells, in Unicode box drawing or (--ascii) in ASCII; on a
 * terminal, givens in bold and filled digits in colour, conflicting cells
 * in red.  A Sudominoku grid shows its dominoes: no wall between the two
 * halves of one.
 *
 * Every grid is preceded by a "# FILE:LINE: what happened" caption and
 * separated from the next by a blank line.  Both are what the grid
 * notation skips, so solved output reads back with --from=grid.  A
 * puzzle that could not be read has its caption alone.
 *
 * The drawing is a lattice: boundaries between cells carry a weight (none,
 * light, heavy), and each crossing takes the box-drawing character with
 * those weights on its four arms.  A variant puzzle's rules are drawn on
 * the same lattice (pretty-marks.h says where each goes): regions take
 * the heavy lines, a cage has no walls inside and its sum on the line
 * above its first cell, and marks beside the digits, on the walls and
 * through the corners; a legend under the grid says what they mean and
 * which rules hold everywhere.  Each line is laid out in slots, a column
 * each, so marks can go over the lattice before it is written.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generate/generate.h"
#include "output/pretty-marks.h"
#include "output/result.h"

/*
 * A wall's weight: DASHED is a heavy line inside a cage, where a region's
 * border crosses it; crossings take it for heavy.
 */
enum weight { OPEN, LIGHT, HEAVY, DASHED };

#define NO_PARTNER	0xff

struct pretty_style {
	const char	*const *junction;	/* [up][down][left][right] */
	const char	*horizontal[3];		/* a cell's width of line */
	const char	*vertical[4];		/* by enum weight */
	const char	*rule[4];		/* one column of line */
	const char	*dash_gap;		/* every other column of a
						   dashed rule; NULL: none */
	const char	*dash_through[2];	/* a dashed line through a
						   crossing: across, down */
	/* variant marks (pretty-marks.h) */
	const char	*dot[3];		/* by enum pretty_dot */
	const char	*across[3];		/* a line's step across a wall,
						   by enum pretty_line */
	const char	*down[3];		/* across a rule */
	const char	*corner[4];		/* by CORNER_* */
	const char	*shade;			/* an extra region's cell */
};

/* Index: up * 27 + down * 9 + left * 3 + right, each an enum weight. */
static const char *const unicode_junctions[81] = {
	" ", "\xe2\x95\xb6", "\xe2\x95\xba", "\xe2\x95\xb4", "\xe2\x94\x80",
	"\xe2\x95\xbc", "\xe2\x95\xb8", "\xe2\x95\xbe", "\xe2\x94\x81",	/* up 0 down 0 */
	"\xe2\x95\xb7", "\xe2\x94\x8c", "\xe2\x94\x8d", "\xe2\x94\x90", "\xe2\x94\xac",
	"\xe2\x94\xae", "\xe2\x94\x91", "\xe2\x94\xad", "\xe2\x94\xaf",	/* up 0 down 1 */
	"\xe2\x95\xbb", "\xe2\x94\x8e", "\xe2\x94\x8f", "\xe2\x94\x92", "\xe2\x94\xb0",
	"\xe2\x94\xb2", "\xe2\x94\x93", "\xe2\x94\xb1", "\xe2\x94\xb3",	/* up 0 down 2 */
	"\xe2\x95\xb5", "\xe2\x94\x94", "\xe2\x94\x95", "\xe2\x94\x98", "\xe2\x94\xb4",
	"\xe2\x94\xb6", "\xe2\x94\x99", "\xe2\x94\xb5", "\xe2\x94\xb7",	/* up 1 down 0 */
	"\xe2\x94\x82", "\xe2\x94\x9c", "\xe2\x94\x9d", "\xe2\x94\xa4", "\xe2\x94\xbc",
	"\xe2\x94\xbe", "\xe2\x94\xa5", "\xe2\x94\xbd", "\xe2\x94\xbf",	/* up 1 down 1 */
	"\xe2\x95\xbd", "\xe2\x94\x9f", "\xe2\x94\xa2", "\xe2\x94\xa7", "\xe2\x95\x81",
	"\xe2\x95\x86", "\xe2\x94\xaa", "\xe2\x95\x85", "\xe2\x95\x88",	/* up 1 down 2 */
	"\xe2\x95\xb9", "\xe2\x94\x96", "\xe2\x94\x97", "\xe2\x94\x9a", "\xe2\x94\xb8",
	"\xe2\x94\xba", "\xe2\x94\x9b", "\xe2\x94\xb9", "\xe2\x94\xbb",	/* up 2 down 0 */
	"\xe2\x95\xbf", "\xe2\x94\x9e", "\xe2\x94\xa1", "\xe2\x94\xa6", "\xe2\x95\x80",
	"\xe2\x95\x84", "\xe2\x94\xa9", "\xe2\x95\x83", "\xe2\x95\x87",	/* up 2 down 1 */
	"\xe2\x94\x83", "\xe2\x94\xa0", "\xe2\x94\xa3", "\xe2\x94\xa8", "\xe2\x95\x82",
	"\xe2\x95\x8a", "\xe2\x94\xab", "\xe2\x95\x89", "\xe2\x95\x8b",	/* up 2 down 2 */
};

static const char *const ascii_junctions[81] = {
	" ", "+", "+", "+", "+", "+", "+", "+", "+",
	"+", "+", "+", "+", "+", "+", "+", "+", "+",
	"+", "+", "+", "+", "+", "+", "+", "+", "+",
	"+", "+", "+", "+", "+", "+", "+", "+", "+",
	"+", "+", "+", "+", "+", "+", "+", "+", "+",
	"+", "+", "+", "+", "+", "+", "+", "+", "+",
	"+", "+", "+", "+", "+", "+", "+", "+", "+",
	"+", "+", "+", "+", "+", "+", "+", "+", "+",
	"+", "+", "+", "+", "+", "+", "+", "+", "+",
};

static const struct pretty_style unicode_style = {
	unicode_junctions,
	{ "   ", "\xe2\x94\x80\xe2\x94\x80\xe2\x94\x80",
	  "\xe2\x94\x81\xe2\x94\x81\xe2\x94\x81" },
	/* │ ┃ ┇ */
	{ " ", "\xe2\x94\x82", "\xe2\x94\x83", "\xe2\x94\x87" },
	/* ─ ━ ┅ */
	{ " ", "\xe2\x94\x80", "\xe2\x94\x81", "\xe2\x94\x85" },
	NULL,
	{ "\xe2\x94\x85", "\xe2\x94\x87" },			/* ┅ ┇ */
	{ "", "\xe2\x97\x8b", "\xe2\x97\x8f" },			/* ○ ● */
	{ "", "\xe2\x95\x90", "\xe2\x94\x80" },			/* ═ ─ */
	{ "", "\xe2\x95\x91", "\xe2\x94\x82" },			/* ║ │ */
	/* ╲ ╱ ╳ */
	{ "", "\xe2\x95\xb2", "\xe2\x95\xb1", "\xe2\x95\xb3" },
	"\xe2\x96\x91"						/* ░ */
};

static const struct pretty_style ascii_style = {
	ascii_junctions,
	{ "   ", "---", "===" },
	{ " ", ":", "|", "!" },
	{ " ", "-", "=", "=" },
	" ",
	{ " ", "!" },
	{ "", "o", "*" },
	{ "", "=", "-" },
	{ "", "\"", "|" },
	{ "", "\\", "/", "X" },
	"#"
};

/* Around a digit, by enum pretty_enclosure: the same in both styles. */
static const char enclosures[][3] = { "  ", "()", "[]", "{}", "<>" };

#define COLOR_GIVEN	"\033[1m"
#define COLOR_FILLED	"\033[36m"
#define COLOR_CONFLICT	"\033[1;31m"
#define COLOR_RESET	"\033[0m"
#define COLOR_PATTERN	"\033[1;32m"
#define COLOR_ELIM	"\033[1;31m"
#define COLOR_PLACE	"\033[1;7;32m"

/*
 * What the grid shows, worked out once before drawing.  Boards of every
 * shape are drawn alike: a symbol a cell, 1-9 then A-Z up to 35x35 (as
 * the line and grid notations write them), numbers of two digits past
 * that, so columns stay aligned.  A variant puzzle's marks widen its
 * cells where they sit beside the digits or on the walls.
 */
struct pretty_grid {
	struct shape		 shape;
	const uint8_t		*digits;
	const uint8_t		*givens;
	int			 width;			/* of a symbol */
	int			 pad;			/* spaces each side */
	uint8_t			 partner[GRID_CELLS];	/* NO_PARTNER: walls;
							   9x9 only */
	bool			 conflict[BOARD_MAX_CELLS];
	const struct pretty_marks *marks;		/* NULL: classic */
};

/*
 * A line of text being drawn: one slot a column, so that marks can be
 * laid over the lattice where they belong before it is written.  The
 * widest is a 64x64 board's with marks: cells of a two-digit number and
 * two spaces each side, a wall each.
 */
#define PRETTY_COLUMNS	(BOARD_MAX_SIDE * (2 + 4 + 1) + 1)

struct pretty_slot {
	char		 text[8];	/* one column: UTF-8 of a character */
	const char	*paint;		/* on a terminal, or NULL */
};

struct pretty_slots {
	int			len;
	struct pretty_slot	slot[PRETTY_COLUMNS];
};

static int
pretty_cell_width(const struct pretty_grid *pg)
{
	return pg->width + 2 * pg->pad;
}

static void
pretty_line_start(struct pretty_slots *l, const struct pretty_grid *pg)
{
	l->len = pg->shape.side * (pretty_cell_width(pg) + 1) + 1;
}

static void
pretty_put(struct pretty_slots *l, int x, const char *text,
    const char *paint)
{
	size_t	len = strlen(text);

	if (x < 0 || x >= l->len || len >= sizeof l->slot[x].text)
		return;
	memcpy(l->slot[x].text, text, len + 1);
	l->slot[x].paint = paint;
}

static void
pretty_put_char(struct pretty_slots *l, int x, char c, const char *paint)
{
	char	text[2] = { c, '\0' };

	pretty_put(l, x, text, paint);
}

/* The line, paint switched only where it changes. */
static void
pretty_emit(struct output *out, const struct pretty_slots *l, bool color)
{
	const char	*paint = NULL;

	for (int x = 0; x < l->len; x++) {
		if (color && l->slot[x].paint != paint) {
			if (paint != NULL)
				output_puts(out, COLOR_RESET);
			if (l->slot[x].paint != NULL)
				output_puts(out, l->slot[x].paint);
			paint = l->slot[x].paint;
		}
		output_puts(out, l->slot[x].text);
	}
	if (paint != NULL)
		output_puts(out, COLOR_RESET);
	output_putc(out, '\n');
}

static bool
pretty_joined(const struct pretty_grid *pg, int a, int b)
{
	return pg->shape.side == GRID_SIDE && pg->partner[a] == b;
}

/*
 * The wall between neighbours a < b: heavy between boxes (or regions),
 * none inside a domino, a cage or a pill, dashed where a region's border
 * runs inside a cage.
 */
static enum weight
pretty_wall(const struct pretty_grid *pg, int a, int b)
{
	const struct pretty_marks	*m = pg->marks;
	bool				 apart, grouped;

	if (pretty_joined(pg, a, b))
		return OPEN;
	if (m == NULL)
		return board_box(&pg->shape, a) != board_box(&pg->shape, b) ?
		    HEAVY : LIGHT;
	apart = m->region[a] != m->region[b];
	grouped = (m->cage[a] != CAGE_NONE && m->cage[a] == m->cage[b]) ||
	    (b == a + 1 ? m->right[a].joined : m->below[a].joined);
	if (apart)
		return grouped ? DASHED : HEAVY;
	return grouped ? OPEN : LIGHT;
}

/* The wall left of column v (0..N) in row r. */
static enum weight
pretty_vertical(const struct pretty_grid *pg, int r, int v)
{
	int	n = pg->shape.side;

	if (r < 0 || r >= n)
		return OPEN;
	if (v == 0 || v == n)
		return HEAVY;
	return pretty_wall(pg, r * n + v - 1, r * n + v);
}

/* The wall above row h (0..N) in column c. */
static enum weight
pretty_horizontal(const struct pretty_grid *pg, int h, int c)
{
	int	n = pg->shape.side;

	if (c < 0 || c >= n)
		return OPEN;
	if (h == 0 || h == n)
		return HEAVY;
	return pretty_wall(pg, (h - 1) * n + c, h * n + c);
}

static int
pretty_arm(enum weight w)
{
	return w == DASHED ? HEAVY : (int)w;
}

/* The crossing at row line h, column line v, or a diagonal through it. */
static const char *
pretty_junction(const struct pretty_style *st, const struct pretty_grid *pg,
    int h, int v)
{
	enum weight	up, down, left, right;
	int		n = pg->shape.side;

	if (pg->marks != NULL && h > 0 && h < n && v > 0 && v < n &&
	    pg->marks->corner[(h - 1) * n + v - 1] != 0)
		return st->corner[pg->marks->corner[(h - 1) * n + v - 1]];
	up = pretty_vertical(pg, h - 1, v);
	down = pretty_vertical(pg, h, v);
	left = v > 0 ? pretty_horizontal(pg, h, v - 1) : OPEN;
	right = v < n ? pretty_horizontal(pg, h, v) : OPEN;
	/* a dashed line inside a cage goes on through, dashed */
	if (up == OPEN && down == OPEN && left == DASHED && right == DASHED)
		return st->dash_through[0];
	if (left == OPEN && right == OPEN && up == DASHED && down == DASHED)
		return st->dash_through[1];
	return st->junction[pretty_arm(up) * 27 + pretty_arm(down) * 9 +
	    pretty_arm(left) * 3 + pretty_arm(right)];
}

/*
 * A dot's or an XV's text, a column each: "○", "○3" (a difference of 3),
 * "X", "+7" (an XV of another sum).  Returns how many columns.
 */
static int
pretty_dot_text(const struct pretty_style *st, const struct pretty_wall *w,
    char text[3][8])
{
	int	n = 1, value = w->value;

	if (w->dot == DOT_XV && (value == 10 || value == 5)) {
		snprintf(text[0], 8, "%c", value == 10 ? 'X' : 'V');
		return 1;
	}
	snprintf(text[0], 8, "%s", w->dot == DOT_XV ? "+" : st->dot[w->dot]);
	if ((w->dot == DOT_WHITE && value == 1) ||
	    (w->dot == DOT_BLACK && value == 2))
		return 1;
	if (value >= 10)
		snprintf(text[n++], 8, "%d", value / 10);
	snprintf(text[n++], 8, "%d", value % 10);
	return n;
}

/*
 * The marks on the rule above row h: the steps of lines across it under
 * the digits, the dots beside them, and the cages' sums at their first
 * cells, which win where they meet a mark (a sum never loses a digit).
 */
static void
pretty_border_marks(struct pretty_slots *l, const struct pretty_style *st,
    const struct pretty_grid *pg, int h)
{
	const struct pretty_marks	*m = pg->marks;
	const struct pretty_wall	*w;
	char				 text[3][8], sum[16];
	int				 c, i, k, x, mid, n = pg->shape.side;
	int				 step = pretty_cell_width(pg) + 1;

	for (c = 0; h > 0 && h < n && c < n; c++) {
		w = &m->below[(h - 1) * n + c];
		mid = c * step + 1 + pg->pad + pg->width - 1;
		if (w->line != LINE_NONE)
			pretty_put(l, mid, st->down[w->line], NULL);
		if (w->dot == DOT_NONE)
			continue;
		k = pretty_dot_text(st, w, text);
		x = w->line != LINE_NONE ? mid + 1 : k == 3 ? mid - 1 : mid;
		for (i = 0; i < k; i++)
			pretty_put(l, x + i, text[i], NULL);
	}
	for (c = 0; h < n && c < n; c++) {
		if (!m->has_sum[h * n + c])
			continue;
		k = snprintf(sum, sizeof sum, "%d", (int)m->sum[h * n + c]);
		x = c * step + 1;
		if (x + k > l->len - 1)	/* the frame's corner stays */
			x = l->len - 1 - k > 0 ? l->len - 1 - k : 0;
		for (i = 0; i < k; i++)
			pretty_put_char(l, x + i, sum[i], NULL);
	}
}

static void
pretty_border(struct output *out, const struct pretty_style *st,
    const struct pretty_grid *pg, int h, bool color)
{
	struct pretty_slots	line;
	enum weight		w;
	int			v, i, x = 0, n = pg->shape.side;
	int			cw = pretty_cell_width(pg);

	pretty_line_start(&line, pg);
	for (v = 0; v <= n; v++) {
		pretty_put(&line, x++, pretty_junction(st, pg, h, v), NULL);
		if (v == n)
			break;
		w = pretty_horizontal(pg, h, v);
		for (i = 0; i < cw; i++)
			pretty_put(&line, x++, w == DASHED && i % 2 == 1 &&
			    st->dash_gap != NULL ? st->dash_gap : st->rule[w],
			    NULL);
	}
	if (pg->marks != NULL)
		pretty_border_marks(&line, st, pg, h);
	pretty_emit(out, &line, color);
}

/* A symbol in the cell's width: "7", "G", or " 7" and "42" past 35x35. */
static void
pretty_symbol(struct pretty_slots *l, int x, const struct pretty_grid *pg,
    int d, const char *paint)
{
	char	text[8];

	if (pg->width == 1)
		pretty_put_char(l, x, d == 0 ? '.' : board_symbol_char(d),
		    paint);
	else {
		if (d == 0)
			snprintf(text, sizeof text, " .");
		else
			snprintf(text, sizeof text, "%2d", d);
		pretty_put_char(l, x, text[0], d == 0 ? NULL : paint);
		pretty_put_char(l, x + 1, text[1], d == 0 ? NULL : paint);
	}
}

/*
 * What encloses a cell's digit: the conflict's brackets without colour,
 * or its variant mark; a pill's cells in a row open towards each other.
 */
static void
pretty_enclosure(const struct pretty_grid *pg, int cell, bool color,
    char around[2])
{
	const struct pretty_marks	*m = pg->marks;
	int				 e, n = pg->shape.side;

	around[0] = around[1] = ' ';
	if (pg->conflict[cell] && !color) {
		around[0] = '[', around[1] = ']';
		return;
	}
	if (m == NULL || (e = m->enclose[cell]) == ENCLOSE_NONE)
		return;
	around[0] = enclosures[e][0];
	around[1] = enclosures[e][1];
	if (e != ENCLOSE_CIRCLE)
		return;
	if (cell % n > 0 && m->right[cell - 1].joined)
		around[0] = ' ';
	if (cell % n < n - 1 && m->right[cell].joined)
		around[1] = ' ';
}

static void
pretty_cell(struct pretty_slots *l, int x, const struct pretty_style *st,
    const struct pretty_grid *pg, int cell, bool color)
{
	int		i, d = pg->digits[cell], cw = pretty_cell_width(pg);
	const char	*paint = NULL;
	char		around[2];

	if (pg->conflict[cell])
		paint = COLOR_CONFLICT;
	else if (d != 0 && pg->givens[cell] != 0)
		paint = COLOR_GIVEN;
	else if (d != 0)
		paint = COLOR_FILLED;
	for (i = 0; i < cw; i++)
		pretty_put(l, x + i, " ", NULL);
	if (pg->marks != NULL && pg->marks->shade[cell]) {
		pretty_put(l, x, st->shade, NULL);
		pretty_put(l, x + cw - 1, st->shade, NULL);
	}
	pretty_enclosure(pg, cell, color, around);
	pretty_put_char(l, x + pg->pad - 1, around[0], NULL);
	pretty_symbol(l, x + pg->pad, pg, d, pg->conflict[cell] && !color ?
	    NULL : paint);
	pretty_put_char(l, x + pg->pad + pg->width, around[1], NULL);
}

/*
 * The marks on the walls of row r: a line's step across a wall runs
 * through the spaces beside it; a dot sits on the wall, and a value
 * beside it.
 */
static void
pretty_row_marks(struct pretty_slots *l, const struct pretty_style *st,
    const struct pretty_grid *pg, int r)
{
	const struct pretty_wall	*w;
	char				 text[3][8];
	int				 v, i, k, x, n = pg->shape.side;
	int				 step = pretty_cell_width(pg) + 1;

	for (v = 1; v < n; v++) {
		w = &pg->marks->right[r * n + v - 1];
		x = v * step;
		if (w->line != LINE_NONE)
			for (i = -1; i <= 1; i++)
				pretty_put(l, x + i, st->across[w->line], NULL);
		if (w->dot == DOT_NONE)
			continue;
		k = pretty_dot_text(st, w, text);
		for (i = 0; i < k; i++)
			pretty_put(l, x + i - (k == 3), text[i], NULL);
	}
}

static void
pretty_row(struct output *out, const struct pretty_style *st,
    const struct pretty_grid *pg, int r, bool color)
{
	struct pretty_slots	line;
	int			v, x = 0, n = pg->shape.side;

	pretty_line_start(&line, pg);
	for (v = 0; v <= n; v++) {
		pretty_put(&line, x++, st->vertical[pretty_vertical(pg, r, v)],
		    NULL);
		if (v == n)
			break;
		pretty_cell(&line, x, st, pg, r * n + v, color);
		x += pretty_cell_width(pg);
	}
	if (pg->marks != NULL)
		pretty_row_marks(&line, st, pg, r);
	pretty_emit(out, &line, color);
}

/* The dominoes to outline: the solution's tiling, or the ones given. */
static void
pretty_partners(const struct result *r, struct pretty_grid *pg)
{
	const struct domino_set	*set = &r->puzzle->dominoes;
	int			 i;

	memset(pg->partner, NO_PARTNER, sizeof pg->partner);
	if (r->has_tiling && r->status != RESULT_CONVERTED &&
	    r->status != RESULT_GENERATED) {
		memcpy(pg->partner, r->tiling.partner, sizeof pg->partner);
		return;
	}
	if (r->puzzle->rules != RULES_SUDOMINOKU)
		return;
	for (i = 0; i < set->count; i++) {
		pg->partner[set->placed[i].cell[0]] = set->placed[i].cell[1];
		pg->partner[set->placed[i].cell[1]] = set->placed[i].cell[0];
	}
}

/* Text on the caption's line, control characters escaped as in messages. */
static void
pretty_escaped(struct output *out, const char *text)
{
	char	buf[DIAG_CHAR_MAX];
	size_t	len;

	for (; *text != '\0'; text += len)
		output_puts(out, diag_char(text, &len, buf));
}

/*
 * "# puzzle 3 of seed 42: 25 givens, rot180": where a generated puzzle
 * comes from, enough to make it again; ", ER 7.1" when a rating kept it.
 */
static void
pretty_caption_generated(struct output *out, const struct result *r,
    const struct run_options *opts, bool solution)
{
	const struct gen_puzzle	*g = r->generated;
	char			 text[160];
	int			 n;

	n = snprintf(text, sizeof text, "# %spuzzle %llu of seed %llu",
	    solution ? "solution of " : "", (unsigned long long)g->index,
	    (unsigned long long)g->seed);
	output_write(out, text, (size_t)n);
	if (!solution && r->puzzle->rules == RULES_SUDOMINOKU)
		n = snprintf(text, sizeof text, ": %d domino%s", g->count,
		    g->count == 1 ? "" : "es");
	else if (!solution && opts->pattern_file != NULL)
		n = snprintf(text, sizeof text, ": %d givens, pattern",
		    g->count);
	else if (!solution)
		n = snprintf(text, sizeof text, ": %d givens, %s", g->count,
		    symmetry_names[g->symmetry]);
	else
		n = 0;
	output_write(out, text, (size_t)n);
	if (!solution && g->rated) {
		char	er[16];

		rate_format(g->er, er);
		n = snprintf(text, sizeof text, ", ER %s", er);
		output_write(out, text, (size_t)n);
	}
	output_putc(out, '\n');
}

/* "# FILE:LINE: what happened", a comment to the grid notation. */
static void
pretty_caption(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	char	text[128], count[COUNT_DIGITS];
	int	n;

	output_puts(out, "# ");
	pretty_escaped(out, r->puzzle->file);
	n = snprintf(text, sizeof text, ":%lu: ", r->puzzle->line);
	output_write(out, text, (size_t)n);
	switch (r->status) {
	case RESULT_SOLVED:
		output_puts(out, "solved");
		break;
	case RESULT_CONVERTED:
	case RESULT_GENERATED:
		output_puts(out, "puzzle");
		break;
	case RESULT_COUNTED:
		count_format(r->count, count);
		n = snprintf(text, sizeof text, "%s%s solution%s",
		    r->count_complete ? "" : "at least ", count,
		    r->count == 1 ? "" : "s");
		output_write(out, text, (size_t)n);
		if (opts->part_n > 0) {
			n = snprintf(text, sizeof text, " in part %d/%d",
			    opts->part_k, opts->part_n);
			output_write(out, text, (size_t)n);
		}
		break;
	case RESULT_VALID:
		output_puts(out, "valid");
		break;
	case RESULT_CANDIDATES:	/* candidates writes plain or yaml */
		output_puts(out, "candidates");
		break;
	case RESULT_RATED:
		output_puts(out, "rated ");
		n = (int)rate_describe(&r->rating, text, sizeof text);
		output_write(out, text, (size_t)n);
		break;
	case RESULT_EXPLAINED:
		n = snprintf(text, sizeof text, "%d step%s%s", r->path.nsteps,
		    r->path.nsteps == 1 ? "" : "s",
		    r->path.stuck ? ", stuck" : "");
		output_write(out, text, (size_t)n);
		break;
	case RESULT_NOT_VALID:
	case RESULT_UNSOLVABLE:
	case RESULT_INVALID:
		output_puts(out, r->status == RESULT_NOT_VALID ? "invalid: " :
		    "");
		pretty_escaped(out, r->why.message);
		break;
	}
	output_putc(out, '\n');
}

static void
pretty_draw(struct output *out, const struct pretty_style *st,
    const struct pretty_grid *pg, const struct run_options *opts)
{
	int	h, n = pg->shape.side;

	for (h = 0; h <= n; h++) {
		pretty_border(out, st, pg, h, opts->color);
		if (h < n)
			pretty_row(out, st, pg, h, opts->color);
	}
}

/*
 * The legend under a variant grid: the rules that hold everywhere, then
 * what each mark drawn means and what could not be drawn, each a list of
 * items in "# " comments, as many to a line as fit the grid's width.
 */
#define PRETTY_LEGEND_MAX	(1024 + PRETTY_UNDRAWN_MAX)
#define PRETTY_LEGEND_ITEMS	32
#define PRETTY_LEGEND_WIDTH	48	/* at least, however small the grid */

struct pretty_legend {
	char	text[PRETTY_LEGEND_MAX];
	size_t	len;
	size_t	item[PRETTY_LEGEND_ITEMS];	/* where each starts */
	int	items;
};

static void
pretty_say(struct pretty_legend *lg, const char *fmt, ...)
{
	va_list	ap;
	size_t	room = sizeof lg->text - lg->len;
	int	n;

	if (room < 2 || lg->items == PRETTY_LEGEND_ITEMS)
		return;
	lg->item[lg->items++] = lg->len;
	va_start(ap, fmt);
	n = vsnprintf(lg->text + lg->len, room, fmt, ap);
	va_end(ap);
	if (n > 0)
		lg->len += ((size_t)n < room - 1 ? (size_t)n : room - 2) + 1;
}

static void
pretty_legend_rules(struct pretty_legend *lg, const struct pretty_style *st,
    const struct pretty_marks *m)
{
	unsigned	diagonals = m->seen & (SEEN_DIAGONAL_DOWN |
			    SEEN_DIAGONAL_UP);

	if (m->seen & SEEN_ANTIKNIGHT)
		pretty_say(lg, "anti-knight");
	if (m->seen & SEEN_ANTIKING)
		pretty_say(lg, "anti-king");
	if (m->seen & SEEN_NONCONSECUTIVE)
		pretty_say(lg, "non-consecutive");
	if (m->seen & SEEN_DISJOINT)
		pretty_say(lg, "disjoint groups");
	if (diagonals == (SEEN_DIAGONAL_DOWN | SEEN_DIAGONAL_UP))
		pretty_say(lg, "%s %s diagonals", st->corner[CORNER_DOWN],
		    st->corner[CORNER_UP]);
	else if (diagonals != 0)
		pretty_say(lg, "%s diagonal", st->corner[diagonals ==
		    SEEN_DIAGONAL_UP ? CORNER_UP : CORNER_DOWN]);
	if (m->negative & NEGATIVE_WHITE)
		pretty_say(lg, "no %s: not consecutive", st->dot[DOT_WHITE]);
	if (m->negative & NEGATIVE_BLACK)
		pretty_say(lg, "no %s: neither double the other",
		    st->dot[DOT_BLACK]);
	if ((m->negative & (NEGATIVE_X | NEGATIVE_V)) ==
	    (NEGATIVE_X | NEGATIVE_V))
		pretty_say(lg, "no X or V: no sum of 10 or 5");
	else if (m->negative & NEGATIVE_X)
		pretty_say(lg, "no X: no sum of 10");
	else if (m->negative & NEGATIVE_V)
		pretty_say(lg, "no V: no sum of 5");
}

static void
pretty_legend_marks(struct pretty_legend *lg, const struct pretty_style *st,
    const struct pretty_marks *m)
{
	if (m->seen & SEEN_CAGE)
		pretty_say(lg, "cages: no wall inside%s", m->seen &
		    SEEN_CAGE_SUM ? ", sum at top left" : "");
	if (m->seen & SEEN_ODD)
		pretty_say(lg, "( ) odd");
	if (m->seen & SEEN_EVEN)
		pretty_say(lg, "[ ] even");
	if (m->seen & SEEN_THERMO)
		pretty_say(lg, "{ }%s thermometer, rising from its bulb",
		    st->across[LINE_THERMO]);
	if (m->seen & SEEN_ARROW)
		pretty_say(lg, "< >%s arrow: circle = sum along the line",
		    st->across[LINE_ARROW]);
	if (m->seen & SEEN_PILL)
		pretty_say(lg, "< > joined: a pill, read as one number");
	if (m->seen & SEEN_WHITE)
		pretty_say(lg, "%s consecutive", st->dot[DOT_WHITE]);
	if (m->seen & SEEN_WHITE_VALUE)
		pretty_say(lg, "%sN differ by N", st->dot[DOT_WHITE]);
	if (m->seen & SEEN_BLACK)
		pretty_say(lg, "%s one double the other", st->dot[DOT_BLACK]);
	if (m->seen & SEEN_BLACK_VALUE)
		pretty_say(lg, "%sN one N times the other",
		    st->dot[DOT_BLACK]);
	if (m->seen & SEEN_X)
		pretty_say(lg, "X sum 10");
	if (m->seen & SEEN_V)
		pretty_say(lg, "V sum 5");
	if (m->seen & SEEN_SUM_VALUE)
		pretty_say(lg, "+N sum N");
	if (m->seen & SEEN_EXTRA)
		pretty_say(lg, "%s extra region", st->shade);
	if (m->undrawn[0] != '\0')
		pretty_say(lg, "not drawn: %s", m->undrawn);
}

/* Columns a terminal gives text: a character each, whatever its bytes. */
static int
pretty_columns(const char *s, size_t len)
{
	int	n = 0;

	for (size_t i = 0; i < len; i++)
		n += ((unsigned char)s[i] & 0xc0) != 0x80;
	return n;
}

/*
 * Writes the items, each on the line so far when it fits, else on a line
 * of its own; one longer than a line is broken between its words.
 */
static void
pretty_wrap(struct output *out, const struct pretty_legend *lg, int width)
{
	const char	*s, *end;
	int		 i, col = 0, cols;

	for (i = 0; i < lg->items; i++) {
		s = lg->text + lg->item[i];
		cols = pretty_columns(s, strlen(s));
		if (col > 0 && col + 2 + cols > width) {
			output_putc(out, '\n');
			col = 0;
		}
		output_puts(out, col == 0 ? "#" : ";");
		col++;
		for (; *s != '\0'; s = *end == '\0' ? end : end + 1) {
			if ((end = strchr(s, ' ')) == NULL)
				end = s + strlen(s);
			cols = pretty_columns(s, (size_t)(end - s));
			if (col > 1 && col + 1 + cols > width) {
				output_puts(out, "\n#");
				col = 1;
			}
			output_putc(out, ' ');
			output_write(out, s, (size_t)(end - s));
			col += 1 + cols;
		}
	}
	if (col > 0)
		output_putc(out, '\n');
}

static void
pretty_write_legend(struct output *out, const struct pretty_style *st,
    const struct pretty_grid *pg)
{
	struct pretty_legend	lg;
	int			width;

	width = pg->shape.side * (pretty_cell_width(pg) + 1) + 1;
	if (width < PRETTY_LEGEND_WIDTH)
		width = PRETTY_LEGEND_WIDTH;
	lg.len = 0;
	lg.items = 0;
	pretty_legend_rules(&lg, st, pg->marks);
	pretty_wrap(out, &lg, width);
	lg.len = 0;
	lg.items = 0;
	pretty_legend_marks(&lg, st, pg->marks);
	pretty_wrap(out, &lg, width);
}

/*
 * A generated puzzle, with the dominoes placed outlined; with --solution,
 * its solution after it, with the solution's tiling.
 */
static void
pretty_write_generated(struct output *out, const struct pretty_style *st,
    const struct result *r, const struct run_options *opts,
    struct pretty_grid *pg)
{
	if (out->records++ > 0)
		output_putc(out, '\n');
	pretty_caption_generated(out, r, opts, false);
	pg->digits = pg->givens;
	pretty_draw(out, st, pg, opts);
	if (!opts->with_solution)
		return;
	output_putc(out, '\n');
	pretty_caption_generated(out, r, opts, true);
	pg->digits = r->solution.cell;
	if (r->has_tiling)
		memcpy(pg->partner, r->tiling.partner, sizeof pg->partner);
	pretty_draw(out, st, pg, opts);
}

/*
 * explain -t pretty: the candidate grid before each step that is not a
 * single, each cell three rows of three candidates (digit d always at the
 * same place, so a mark in its place still says which digit it is; a
 * placed digit "[7]").  On a terminal the step's pattern is green, what it
 * removes red and what it places reversed; without colour they are marked
 * *, x and #.
 */
static enum weight
pretty_cand_weight(int i)
{
	return i % 3 == 0 ? HEAVY : LIGHT;
}

static void
pretty_cand_border(struct output *out, const struct pretty_style *st, int h)
{
	for (int v = 0; v <= 9; v++) {
		int	up = h > 0 ? pretty_cand_weight(v) : OPEN;
		int	down = h < 9 ? pretty_cand_weight(v) : OPEN;
		int	left = v > 0 ? pretty_cand_weight(h) : OPEN;
		int	right = v < 9 ? pretty_cand_weight(h) : OPEN;

		output_puts(out, st->junction[up * 27 + down * 9 + left * 3 +
		    right]);
		if (v < 9)
			output_puts(out, st->horizontal[pretty_cand_weight(h)]);
	}
	output_putc(out, '\n');
}

/* Candidate d of cell c, or its value, as the step marks it. */
static void
pretty_cand_digit(struct output *out, const struct hgrid *h,
    const struct grid *givens, const struct step *s, int c, int d,
    bool color)
{
	unsigned	bit = 1u << (d - 1);
	const char	*mark = NULL, *paint = NULL;
	char		digit = (char)('0' + d);

	if (h->value[c] != 0) {
		/* "[7]": a placed digit, never taken for a lone candidate */
		if (d != 5) {
			output_putc(out, d == 4 ? '[' : d == 6 ? ']' : ' ');
			return;
		}
		digit = (char)('0' + h->value[c]);
		paint = givens->cell[c] != 0 ? COLOR_GIVEN : NULL;
	} else if ((h->cand[c] & bit) == 0) {
		output_putc(out, ' ');
		return;
	} else if (step_places(s, c, d)) {
		mark = "#", paint = COLOR_PLACE;
	} else if (s->elim[c] & bit) {
		mark = "x", paint = COLOR_ELIM;
	} else if ((s->digits & bit) && step_shows(s, c)) {
		mark = "*", paint = COLOR_PATTERN;
	}
	if (!color && mark != NULL) {
		output_puts(out, mark);
		return;
	}
	if (color && paint != NULL)
		output_puts(out, paint);
	output_putc(out, digit);
	if (color && paint != NULL)
		output_puts(out, COLOR_RESET);
}

static void
pretty_cand_grid(struct output *out, const struct pretty_style *st,
    const struct hgrid *h, const struct grid *givens, const struct step *s,
    bool color)
{
	for (int r = 0; r <= 9; r++) {
		pretty_cand_border(out, st, r);
		for (int k = 0; r < 9 && k < 3; k++) {
			for (int v = 0; v < 9; v++) {
				output_puts(out,
				    st->vertical[pretty_cand_weight(v)]);
				for (int j = 1; j <= 3; j++)
					pretty_cand_digit(out, h, givens, s,
					    r * 9 + v, k * 3 + j, color);
			}
			output_puts(out, st->vertical[HEAVY]);
			output_putc(out, '\n');
		}
	}
}

static bool
pretty_is_single(const struct step *s)
{
	return s->technique == &technique_hidden_single ||
	    s->technique == &technique_naked_single;
}

static void
pretty_write_path(struct output *out, const struct pretty_style *st,
    const struct result *r, const struct run_options *opts)
{
	const struct puzzle	*p = r->puzzle;
	struct hgrid		 h;
	uint16_t		 cand[GRID_CELLS];
	char			 line[1024];

	if (out->records++ > 0)
		output_putc(out, '\n');
	pretty_caption(out, r, opts);
	if (p->notation == &notation_candidates)
		candidates_of_puzzle(p, cand);
	path_start(&h, &p->givens, p->notation == &notation_candidates ?
	    cand : NULL);
	for (int i = 0; i < r->path.nsteps; i++) {
		const struct step *s = &r->path.steps[i];

		if (!pretty_is_single(s)) {
			output_putc(out, '\n');
			pretty_cand_grid(out, st, &h, &p->givens, s,
			    opts->color);
		}
		output_write(out, line, path_step_line(s, line, sizeof line));
		output_putc(out, '\n');
		step_apply(s, &h);
	}
	if (r->path.stuck)
		output_puts(out, "stuck: no technique applies\n");
}

/*
 * A variant puzzle's grid, its marks on it (wide cells when they need the
 * room), and the legend.  The marks, tens of kilobytes, are kept off
 * the stack of the thread that writes.
 */
static void
pretty_write_variant(struct output *out, const struct pretty_style *st,
    struct pretty_grid *pg, const struct ruleset *set,
    const struct run_options *opts)
{
	struct pretty_marks	*marks;

	if ((marks = malloc(sizeof *marks)) == NULL) {
		out->error = ENOMEM;
		return;
	}
	pretty_marks_build(marks, set, &pg->shape);
	pg->marks = marks;
	pg->pad = marks->wide ? 2 : 1;
	pretty_draw(out, st, pg, opts);
	pretty_write_legend(out, st, pg);
	free(marks);
}

static void
pretty_write(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	const struct pretty_style	*st = opts->ascii ? &ascii_style :
					    &unicode_style;
	struct pretty_grid		 pg;
	const struct puzzle		*p = r->puzzle;

	if (r->unread) {
		/* no grid to draw: the caption keeps the puzzle's place */
		if (out->records++ > 0)
			output_putc(out, '\n');
		pretty_caption(out, r, opts);
		return;
	}
	pg.shape = p->shape;
	pg.width = p->shape.side <= BOARD_CHAR_SIDE ? 1 : 2;
	pg.pad = 1;
	pg.marks = NULL;
	pg.givens = puzzle_cells(p);
	pg.digits = r->status == RESULT_SOLVED ? result_cells(r) : pg.givens;
	pretty_partners(r, &pg);
	memset(pg.conflict, 0, (size_t)p->shape.cells);
	if (r->has_conflict && !r->conflict_is_rule) {
		pg.conflict[r->conflict.first] = true;
		pg.conflict[r->conflict.second] = true;
		if (r->status == RESULT_NOT_VALID && r->solution_is_claim)
			pg.digits = result_cells(r);
	}

	if (r->status == RESULT_GENERATED) {
		pretty_write_generated(out, st, r, opts, &pg);
		return;
	}
	if (r->status == RESULT_EXPLAINED) {
		pretty_write_path(out, st, r, opts);
		return;
	}
	if (out->records++ > 0)
		output_putc(out, '\n');
	pretty_caption(out, r, opts);
	if (p->rules == RULES_VARIANT && p->ruleset != NULL) {
		pretty_write_variant(out, st, &pg, p->ruleset, opts);
		return;
	}
	pretty_draw(out, st, &pg, opts);
}

const struct format format_pretty = {
	"pretty", NULL, pretty_write, NULL, false
};
