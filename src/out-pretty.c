/*
 * pretty: boxed grids for people.  Heavy lines between boxes, light lines
 * between cells, in Unicode box drawing or (--ascii) in ASCII; on a
 * terminal, givens in bold and filled digits in colour, conflicting cells
 * in red.  A Sudominoku grid shows its dominoes: no wall between the two
 * halves of one.
 *
 * Every grid is preceded by a "# FILE:LINE: what happened" caption and
 * separated from the next by a blank line.  Both are what the grid
 * notation skips, so solved output reads back with --from=grid.
 *
 * The drawing is a lattice: boundaries between cells carry a weight (none,
 * light, heavy), and each crossing takes the box-drawing character with
 * those weights on its four arms.
 */
#include <stdio.h>
#include <string.h>

#include "result.h"

enum weight { OPEN, LIGHT, HEAVY };

#define NO_PARTNER	0xff

struct pretty_style {
	const char	*const *junction;	/* [up][down][left][right] */
	const char	*horizontal[3];		/* a cell's width of line */
	const char	*vertical[3];
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
	{ " ", "\xe2\x94\x82", "\xe2\x94\x83" }
};

static const struct pretty_style ascii_style = {
	ascii_junctions,
	{ "   ", "---", "===" },
	{ " ", ":", "|" }
};

#define COLOR_GIVEN	"\033[1m"
#define COLOR_FILLED	"\033[36m"
#define COLOR_CONFLICT	"\033[1;31m"
#define COLOR_RESET	"\033[0m"

/* What the grid shows, worked out once before drawing. */
struct pretty_grid {
	const struct grid	*digits;
	const struct grid	*givens;
	uint8_t			 partner[GRID_CELLS];	/* NO_PARTNER: walls */
	bool			 conflict[GRID_CELLS];
};

static bool
pretty_joined(const struct pretty_grid *pg, int a, int b)
{
	return pg->partner[a] == b;
}

/* The wall left of column v (0..9) in row r. */
static enum weight
pretty_vertical(const struct pretty_grid *pg, int r, int v)
{
	if (r < 0 || r > 8)
		return OPEN;
	if (v == 0 || v == 9)
		return HEAVY;
	if (pretty_joined(pg, r * 9 + v - 1, r * 9 + v))
		return OPEN;
	return v % 3 == 0 ? HEAVY : LIGHT;
}

/* The wall above row h (0..9) in column c. */
static enum weight
pretty_horizontal(const struct pretty_grid *pg, int h, int c)
{
	if (c < 0 || c > 8)
		return OPEN;
	if (h == 0 || h == 9)
		return HEAVY;
	if (pretty_joined(pg, (h - 1) * 9 + c, h * 9 + c))
		return OPEN;
	return h % 3 == 0 ? HEAVY : LIGHT;
}

static void
pretty_border(struct output *out, const struct pretty_style *st,
    const struct pretty_grid *pg, int h)
{
	int	v, k;

	for (v = 0; v <= 9; v++) {
		k = pretty_vertical(pg, h - 1, v) * 27 +
		    pretty_vertical(pg, h, v) * 9 +
		    (v > 0 ? pretty_horizontal(pg, h, v - 1) : OPEN) * 3 +
		    (v < 9 ? pretty_horizontal(pg, h, v) : OPEN);
		output_puts(out, st->junction[k]);
		if (v < 9)
			output_puts(out, st->horizontal[
			    pretty_horizontal(pg, h, v)]);
	}
	output_putc(out, '\n');
}

static void
pretty_cell(struct output *out, const struct pretty_grid *pg, int cell,
    bool color)
{
	int		d = pg->digits->cell[cell];
	const char	*paint = NULL;

	if (pg->conflict[cell])
		paint = COLOR_CONFLICT;
	else if (d != 0 && pg->givens->cell[cell] != 0)
		paint = COLOR_GIVEN;
	else if (d != 0)
		paint = COLOR_FILLED;
	if (pg->conflict[cell] && !color) {
		output_putc(out, '[');
		output_putc(out, (char)('0' + d));
		output_putc(out, ']');
		return;
	}
	output_putc(out, ' ');
	if (color && paint != NULL)
		output_puts(out, paint);
	output_putc(out, d == 0 ? '.' : (char)('0' + d));
	if (color && paint != NULL)
		output_puts(out, COLOR_RESET);
	output_putc(out, ' ');
}

static void
pretty_row(struct output *out, const struct pretty_style *st,
    const struct pretty_grid *pg, int r, bool color)
{
	int	v;

	for (v = 0; v <= 9; v++) {
		output_puts(out, st->vertical[pretty_vertical(pg, r, v)]);
		if (v < 9)
			pretty_cell(out, pg, r * 9 + v, color);
	}
	output_putc(out, '\n');
}

/* The dominoes to outline: the solution's tiling, or the ones given. */
static void
pretty_partners(const struct result *r, struct pretty_grid *pg)
{
	const struct domino_set	*set = &r->puzzle->dominoes;
	int			 i;

	memset(pg->partner, NO_PARTNER, sizeof pg->partner);
	if (r->has_tiling && r->status != RESULT_CONVERTED) {
		memcpy(pg->partner, r->tiling.partner, sizeof pg->partner);
		return;
	}
	if (r->puzzle->notation != &notation_sudominoku)
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
	char	buf[DIAG_BYTE_MAX];

	for (; *text != '\0'; text++)
		output_puts(out, diag_byte(*text, buf));
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
pretty_write(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	const struct pretty_style	*st = opts->ascii ? &ascii_style :
					    &unicode_style;
	struct pretty_grid		 pg;
	int				 h;

	pg.givens = &r->puzzle->givens;
	pg.digits = r->status == RESULT_SOLVED ? &r->solution : pg.givens;
	pretty_partners(r, &pg);
	memset(pg.conflict, 0, sizeof pg.conflict);
	if (r->has_conflict) {
		pg.conflict[r->conflict.first] = true;
		pg.conflict[r->conflict.second] = true;
		if (r->status == RESULT_NOT_VALID && r->solution_is_claim)
			pg.digits = &r->solution;
	}
	if (out->records++ > 0)
		output_putc(out, '\n');
	pretty_caption(out, r, opts);
	for (h = 0; h <= 9; h++) {
		pretty_border(out, st, &pg, h);
		if (h < 9)
			pretty_row(out, st, &pg, h, opts->color);
	}
}

const struct format format_pretty = {
	"pretty", NULL, pretty_write, NULL
};
