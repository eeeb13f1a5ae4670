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
 * those weights on its four arms.
 */
#include <stdio.h>
#include <string.h>

#include "generate/generate.h"
#include "output/result.h"

enum weight { OPEN, LIGHT, HEAVY };

#define NO_PARTNER	0xff

struct pretty_style {
	const char	*const *junction;	/* [up][down][left][right] */
	const char	*horizontal[3];		/* a cell's width of line */
	const char	*vertical[3];
	const char	*rule[3];		/* one column of line */
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
	{ " ", "\xe2\x94\x82", "\xe2\x94\x83" },
	{ " ", "\xe2\x94\x80", "\xe2\x94\x81" }
};

static const struct pretty_style ascii_style = {
	ascii_junctions,
	{ "   ", "---", "===" },
	{ " ", ":", "|" },
	{ " ", "-", "=" }
};

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
 * that, so columns stay aligned.
 */
struct pretty_grid {
	struct shape		 shape;
	const uint8_t		*digits;
	const uint8_t		*givens;
	int			 width;			/* of a symbol */
	uint8_t			 partner[GRID_CELLS];	/* NO_PARTNER: walls;
							   9x9 only */
	bool			 conflict[BOARD_MAX_CELLS];
};

static bool
pretty_joined(const struct pretty_grid *pg, int a, int b)
{
	return pg->shape.side == GRID_SIDE && pg->partner[a] == b;
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
	if (pretty_joined(pg, r * n + v - 1, r * n + v))
		return OPEN;
	return v % pg->shape.box_cols == 0 ? HEAVY : LIGHT;
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
	if (pretty_joined(pg, (h - 1) * n + c, h * n + c))
		return OPEN;
	return h % pg->shape.box_rows == 0 ? HEAVY : LIGHT;
}

static void
pretty_border(struct output *out, const struct pretty_style *st,
    const struct pretty_grid *pg, int h)
{
	int	v, k, i, n = pg->shape.side;

	for (v = 0; v <= n; v++) {
		k = pretty_vertical(pg, h - 1, v) * 27 +
		    pretty_vertical(pg, h, v) * 9 +
		    (v > 0 ? pretty_horizontal(pg, h, v - 1) : OPEN) * 3 +
		    (v < n ? pretty_horizontal(pg, h, v) : OPEN);
		output_puts(out, st->junction[k]);
		if (v == n)
			break;
		for (i = 0; i < pg->width + 2; i++)
			output_puts(out, st->rule[pretty_horizontal(pg, h, v)]);
	}
	output_putc(out, '\n');
}

/* A symbol in the cell's width: "7", "G", or " 7" and "42" past 35x35. */
static void
pretty_symbol(struct output *out, const struct pretty_grid *pg, int d)
{
	char	text[8];

	if (pg->width == 1)
		output_putc(out, d == 0 ? '.' : board_symbol_char(d));
	else if (d == 0)
		output_puts(out, " .");
	else {
		snprintf(text, sizeof text, "%2d", d);
		output_puts(out, text);
	}
}

static void
pretty_cell(struct output *out, const struct pretty_grid *pg, int cell,
    bool color)
{
	int		d = pg->digits[cell];
	const char	*paint = NULL;

	if (pg->conflict[cell])
		paint = COLOR_CONFLICT;
	else if (d != 0 && pg->givens[cell] != 0)
		paint = COLOR_GIVEN;
	else if (d != 0)
		paint = COLOR_FILLED;
	if (pg->conflict[cell] && !color) {
		output_putc(out, '[');
		pretty_symbol(out, pg, d);
		output_putc(out, ']');
		return;
	}
	output_putc(out, ' ');
	if (color && paint != NULL)
		output_puts(out, paint);
	pretty_symbol(out, pg, d);
	if (color && paint != NULL)
		output_puts(out, COLOR_RESET);
	output_putc(out, ' ');
}

static void
pretty_row(struct output *out, const struct pretty_style *st,
    const struct pretty_grid *pg, int r, bool color)
{
	int	v, n = pg->shape.side;

	for (v = 0; v <= n; v++) {
		output_puts(out, st->vertical[pretty_vertical(pg, r, v)]);
		if (v < n)
			pretty_cell(out, pg, r * n + v, color);
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
		pretty_border(out, st, pg, h);
		if (h < n)
			pretty_row(out, st, pg, h, opts->color);
	}
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

static bool
pretty_step_places(const struct step *s, int cell, int digit)
{
	for (int i = 0; i < s->nplace; i++)
		if (s->place[i].cell == cell && s->place[i].digit == digit)
			return true;
	return false;
}

/*
 * The step's pattern holds cell: one of its cells, or, for a step that
 * lists only units (an intersection), a cell in all of them.
 */
static bool
pretty_step_uses(const struct step *s, int cell)
{
	const uint8_t	*u = hgrid_cell_unit[cell];

	for (int i = 0; i < s->ncells; i++)
		if (s->cells[i] == cell)
			return true;
	if (s->ncells > 0 || s->nunits == 0)
		return false;
	for (int i = 0; i < s->nunits; i++)
		if (s->units[i] != u[0] && s->units[i] != u[1] &&
		    s->units[i] != u[2])
			return false;
	return true;
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
	} else if (pretty_step_places(s, c, d)) {
		mark = "#", paint = COLOR_PLACE;
	} else if (s->elim[c] & bit) {
		mark = "x", paint = COLOR_ELIM;
	} else if ((s->digits & bit) && pretty_step_uses(s, c)) {
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
	pretty_draw(out, st, &pg, opts);
}

const struct format format_pretty = {
	"pretty", NULL, pretty_write, NULL
};
