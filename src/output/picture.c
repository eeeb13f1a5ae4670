/*
 * A result's picture, worked out (picture.h).  The pencil marks of
 * --marks are the candidates notation's own marks for a puzzle read in
 * it, and for any other the candidates the digits shown leave: the
 * symbols that no digit of the cell's row, column, box or region holds.
 * The candidates command's marks are what some solution has.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generate/generate.h"
#include "output/picture.h"

/* Whether the result has a solution to show. */
bool
picture_has_solution(const struct result *r)
{
	return r->status == RESULT_SOLVED || r->status == RESULT_GENERATED;
}

static const uint8_t *
picture_digits(const struct result *r, enum picture_what what)
{
	const uint8_t	*givens = puzzle_cells(r->puzzle);

	switch (what) {
	case PICTURE_PUZZLE:
		return givens;
	case PICTURE_SOLUTION:
		return picture_has_solution(r) ? result_cells(r) : givens;
	case PICTURE_RESULT:
		break;
	}
	if (r->status == RESULT_SOLVED ||
	    (r->status == RESULT_NOT_VALID && r->solution_is_claim &&
	    r->has_conflict))
		return result_cells(r);
	return givens;
}

/* The dominoes: the solution's tiling, or those given (as pretty). */
static void
picture_partners(struct picture *pic, const struct result *r,
    enum picture_what what)
{
	const struct domino_set	*set = &r->puzzle->dominoes;
	bool			 tiling = r->has_tiling &&
				    (what == PICTURE_SOLUTION ||
				    (what == PICTURE_RESULT &&
				    r->status != RESULT_CONVERTED &&
				    r->status != RESULT_GENERATED));

	pic->grid.partner = NULL;
	if (r->puzzle->shape.side != GRID_SIDE)
		return;
	memset(pic->partner, SVG_NO_PARTNER, sizeof pic->partner);
	if (tiling) {
		memcpy(pic->partner, r->tiling.partner, sizeof pic->partner);
		pic->grid.partner = pic->partner;
		return;
	}
	if (r->puzzle->rules != RULES_SUDOMINOKU)
		return;
	for (int i = 0; i < set->count; i++) {
		pic->partner[set->placed[i].cell[0]] = set->placed[i].cell[1];
		pic->partner[set->placed[i].cell[1]] = set->placed[i].cell[0];
	}
	pic->grid.partner = pic->partner;
}

/* The candidates the digits shown leave, by rows, columns and regions. */
static void
picture_left(struct picture *pic, const uint8_t *region)
{
	const struct shape	*s = &pic->grid.shape;
	const uint8_t		*d = pic->grid.digits;
	uint64_t		 row[BOARD_MAX_SIDE] = { 0 };
	uint64_t		 col[BOARD_MAX_SIDE] = { 0 };
	uint64_t		 reg[256] = { 0 };
	uint64_t		 all = s->side == 64 ? ~(uint64_t)0 :
				     ((uint64_t)1 << s->side) - 1;
	int			 i;

	for (i = 0; i < s->cells; i++) {
		uint64_t bit = d[i] != 0 ? (uint64_t)1 << (d[i] - 1) : 0;

		row[i / s->side] |= bit;
		col[i % s->side] |= bit;
		reg[region[i]] |= bit;
	}
	for (i = 0; i < s->cells; i++)
		pic->marks[i] = d[i] != 0 ? 0 : all & ~(row[i / s->side] |
		    col[i % s->side] | (region[i] == REGION_NONE ? 0 :
		    reg[region[i]]));
}

static int
picture_marks(struct picture *pic, const struct result *r,
    const struct run_options *opts)
{
	const struct puzzle	*p = r->puzzle;
	const struct shape	*s = &p->shape;
	uint16_t		 cand[GRID_CELLS];
	uint8_t			*region;
	int			 i;

	pic->grid.marks = NULL;
	if (r->status != RESULT_CANDIDATES && !opts->marks)
		return 0;
	if ((pic->marks = calloc((size_t)s->cells, sizeof *pic->marks)) ==
	    NULL)
		return -1;
	pic->grid.marks = pic->marks;
	if (r->status == RESULT_CANDIDATES) {
		if (r->marks != NULL)
			memcpy(pic->marks, r->marks, (size_t)s->cells *
			    sizeof *pic->marks);
		return 0;
	}
	if (p->notation == &notation_candidates && s->side == GRID_SIDE &&
	    pic->grid.digits == pic->grid.givens) {
		candidates_of_puzzle(p, cand);
		for (i = 0; i < GRID_CELLS; i++)
			pic->marks[i] = pic->grid.digits[i] != 0 ? 0 : cand[i];
		return 0;
	}
	if ((region = malloc((size_t)s->cells)) == NULL)
		return -1;
	if (pic->variant != NULL)
		memcpy(region, pic->variant->region, (size_t)s->cells);
	else
		for (i = 0; i < s->cells; i++)
			region[i] = (uint8_t)board_box(s, i);
	picture_left(pic, region);
	free(region);
	return 0;
}

/* 0, or -1 (errno set) when memory runs out. */
int
picture_init(struct picture *pic, const struct result *r,
    const struct run_options *opts, enum picture_what what)
{
	const struct puzzle	*p = r->puzzle;

	memset(&pic->grid, 0, sizeof pic->grid);
	pic->marks = NULL;
	pic->variant = NULL;
	pic->grid.shape = p->shape;
	pic->grid.givens = puzzle_cells(p);
	pic->grid.digits = picture_digits(r, what);
	picture_partners(pic, r, what);
	if (r->has_conflict && !r->conflict_is_rule &&
	    what == PICTURE_RESULT) {
		memset(pic->conflict, 0, (size_t)p->shape.cells);
		pic->conflict[r->conflict.first] = true;
		pic->conflict[r->conflict.second] = true;
		pic->grid.conflict = pic->conflict;
	}
	if (p->rules == RULES_VARIANT && p->ruleset != NULL) {
		if ((pic->variant = malloc(sizeof *pic->variant)) == NULL)
			return -1;
		pretty_marks_build(pic->variant, p->ruleset, &p->shape);
		pic->grid.variant = pic->variant;
		pic->grid.rules = p->ruleset;
	}
	if (picture_marks(pic, r, opts) < 0) {
		picture_free(pic);
		errno = ENOMEM;
		return -1;
	}
	return 0;
}

void
picture_free(struct picture *pic)
{
	free(pic->marks);
	free(pic->variant);
	pic->marks = NULL;
	pic->variant = NULL;
}

int
picture_givens(const struct puzzle *p)
{
	const uint8_t	*cells = puzzle_cells(p);
	int		 n = 0;

	for (int i = 0; i < p->shape.cells; i++)
		n += cells[i] != 0;
	return n;
}

/* "puzzle 3 of seed 42: 25 givens, rot180, ER 7.1" */
static void
picture_caption_generated(const struct result *r,
    const struct run_options *opts, char *text, size_t size)
{
	const struct gen_puzzle	*g = r->generated;
	char			 er[16];
	int			 n;

	n = snprintf(text, size, "puzzle %llu of seed %llu",
	    (unsigned long long)g->index, (unsigned long long)g->seed);
	if (r->puzzle->rules == RULES_SUDOMINOKU)
		n += snprintf(text + n, size - (size_t)n, ": %d domino%s",
		    g->count, g->count == 1 ? "" : "es");
	else if (opts->pattern_file != NULL)
		n += snprintf(text + n, size - (size_t)n, ": %d givens, "
		    "pattern", g->count);
	else
		n += snprintf(text + n, size - (size_t)n, ": %d givens, %s",
		    g->count, symmetry_names[g->symmetry]);
	if (g->rated) {
		rate_format(g->er, er);
		snprintf(text + n, size - (size_t)n, ", ER %s", er);
	}
}

/*
 * Whether the command found what it looks for: a puzzle with no answer
 * (invalid, no solution, several where one is wanted) has nothing but its
 * givens to draw, and a picture says why in words.
 */
bool
picture_answered(const struct result *r)
{
	return r->status != RESULT_NOT_VALID &&
	    r->status != RESULT_UNSOLVABLE && r->status != RESULT_INVALID;
}

/*
 * What happened, as pretty's caption says it after "FILE:LINE: ": solved,
 * the count, valid, rated and the rating, the steps, or what is wrong.
 */
void
picture_outcome(const struct result *r, const struct run_options *opts,
    char *what, size_t size)
{
	char	count[COUNT_DIGITS];
	int	n;

	switch (r->status) {
	case RESULT_SOLVED:
		snprintf(what, size, "solved");
		break;
	case RESULT_COUNTED:
		count[count_format(r->count, count)] = '\0';
		n = snprintf(what, size, "%s%s solution%s",
		    r->count_complete ? "" : "at least ", count,
		    r->count == 1 ? "" : "s");
		if (opts->part_n > 0 && n >= 0 && (size_t)n < size)
			snprintf(what + n, size - (size_t)n,
			    " in part %d/%d", opts->part_k, opts->part_n);
		break;
	case RESULT_VALID:
		snprintf(what, size, "valid");
		break;
	case RESULT_CANDIDATES:
		snprintf(what, size, "candidates");
		break;
	case RESULT_RATED:
		n = snprintf(what, size, "rated ");
		rate_describe(&r->rating, what + n, size - (size_t)n);
		break;
	case RESULT_EXPLAINED:
		snprintf(what, size, "%d step%s%s", r->path.nsteps,
		    r->path.nsteps == 1 ? "" : "s",
		    r->path.stuck ? ", stuck" : "");
		break;
	case RESULT_NOT_VALID:
		snprintf(what, size, "invalid: %s", r->why.message);
		break;
	case RESULT_UNSOLVABLE:
	case RESULT_INVALID:
		snprintf(what, size, "%s", r->why.message);
		break;
	default:
		snprintf(what, size, "puzzle");
		break;
	}
}

/*
 * "FILE:LINE: what happened", as pretty's caption says it (without its
 * "# "), or a generated puzzle's seed and index.
 */
void
picture_caption(const struct result *r, const struct run_options *opts,
    char *text, size_t size)
{
	char	what[DIAG_MESSAGE_MAX + 32];

	if (r->status == RESULT_GENERATED) {
		picture_caption_generated(r, opts, text, size);
		return;
	}
	picture_outcome(r, opts, what, sizeof what);
	snprintf(text, size, "%s:%lu: %s", r->puzzle->file, r->puzzle->line,
	    what);
}
