/*
 * Sudominoku cases (Baekjoon 4574): nine single digits and the dominoes
 * placed, so that exactly one grid completes them.
 *
 * A solution first: the nine singles go on random cells, then the engine
 * lays all 36 dominoes around them.  The 72 cells left must split into
 * dominoes, each covering one light and one dark square of the
 * chequerboard, and the board has 41 light squares and 40 dark ones: so
 * five singles go on light squares and four on dark, or there is no
 * tiling at all.  Even so some singles admit none, and proving it can
 * take long, so the engine gets a budget of nodes (not of time: the run
 * must not depend on the machine) and a draw that spends it is rejected.
 *
 * Then the dominoes are taken away in random order while the grid stays
 * unique (a count to two of distinct grids).  A unique case needs about
 * five dominoes, but the judge gives 10 to 35, so removal stops at the
 * range's floor (--givens counts dominoes here), or with --no-minimal at
 * a number drawn in the range.
 */
#include <string.h>

#include "engine/engine.h"
#include "generate/generate.h"

#define SOLVE_BUDGET	20	/* engine polls (1024 nodes each) */
#define COUNT_BUDGET	200

struct budget {
	unsigned			 polls;
	unsigned			 max;
	const volatile sig_atomic_t	*interrupt;	/* the user's */
	volatile sig_atomic_t		 stop;
};

/* Called by the engine every 1024 nodes: the budget, and the user. */
static void
budget_tick(void *ctx, count_t found)
{
	struct budget	*b = ctx;

	(void)found;
	if (++b->polls >= b->max ||
	    (b->interrupt != NULL && *b->interrupt != 0))
		b->stop = 1;
}

static void
budget_solve(const struct gen_spec *spec, struct engine_query *q,
    unsigned max, struct engine_answer *a)
{
	struct budget	b = { 0, max, spec->interrupt, 0 };

	q->interrupt = &b.stop;
	q->progress = budget_tick;
	q->progress_ctx = &b;
	engine_sudominoku_solve(q, a);
	q->interrupt = NULL;
	q->progress = NULL;
}

static bool
user_interrupted(const struct gen_spec *spec)
{
	return spec->interrupt != NULL && *spec->interrupt != 0;
}

/* Nine singles, digits in random order, five on light squares. */
static bool
sudominoku_singles(struct splitmix *r, struct grid *g)
{
	uint8_t		digits[GRID_SIDE], cells[GRID_CELLS];
	unsigned	used[3][GRID_SIDE];
	int		i, d, cell, n, light;

	memset(used, 0, sizeof used);
	for (i = 0; i < GRID_SIDE; i++)
		digits[i] = (uint8_t)(i + 1);
	splitmix_shuffle(r, digits, GRID_SIDE);
	grid_clear(g);
	for (i = 0; i < GRID_SIDE; i++) {
		d = digits[i];
		light = i < 5;
		for (n = 0, cell = 0; cell < GRID_CELLS; cell++)
			if (g->cell[cell] == 0 &&
			    ((grid_row(cell) + grid_col(cell)) % 2 == 0) ==
			    light && ((used[0][grid_row(cell)] |
			    used[1][grid_col(cell)] | used[2][grid_box(cell)]) &
			    (1u << d)) == 0)
				cells[n++] = (uint8_t)cell;
		if (n == 0)
			return false;
		cell = cells[splitmix_below(r, (uint32_t)n)];
		g->cell[cell] = (uint8_t)d;
		used[0][grid_row(cell)] |= 1u << d;
		used[1][grid_col(cell)] |= 1u << d;
		used[2][grid_box(cell)] |= 1u << d;
	}
	return true;
}

/* The solution's tiling as a set of all 36 dominoes. */
static void
sudominoku_all_dominoes(const struct gen_puzzle *p, struct domino_set *all)
{
	int	cell, other;

	all->count = 0;
	for (cell = 0; cell < GRID_CELLS; cell++) {
		other = p->tiling.partner[cell];
		if (other <= cell)
			continue;
		all->placed[all->count].cell[0] = (uint8_t)cell;
		all->placed[all->count].cell[1] = (uint8_t)other;
		all->placed[all->count].digit[0] = p->solution.cell[cell];
		all->placed[all->count].digit[1] = p->solution.cell[other];
		all->count++;
	}
}

/* The case from the singles and the dominoes still placed. */
static void
sudominoku_case(const struct grid *singles, const struct domino_set *all,
    const bool placed[DOMINOES], struct gen_puzzle *p)
{
	const struct domino	*dm;
	int			 i;

	p->givens = *singles;
	p->dominoes.count = 0;
	for (i = 0; i < all->count; i++) {
		if (!placed[i])
			continue;
		dm = &all->placed[i];
		p->dominoes.placed[p->dominoes.count++] = *dm;
		p->givens.cell[dm->cell[0]] = dm->digit[0];
		p->givens.cell[dm->cell[1]] = dm->digit[1];
	}
	p->count = p->dominoes.count;
}

/* Takes dominoes away, in random order, down to target while unique. */
static enum draw
sudominoku_remove(const struct gen_spec *spec, struct splitmix *r,
    const struct grid *singles, struct gen_puzzle *p, int target)
{
	struct domino_set	all;
	struct engine_query	q;
	struct engine_answer	a;
	bool			placed[DOMINOES];
	uint8_t			order[DOMINOES];
	int			i, left = DOMINOES;

	sudominoku_all_dominoes(p, &all);
	for (i = 0; i < DOMINOES; i++) {
		placed[i] = true;
		order[i] = (uint8_t)i;
	}
	splitmix_shuffle(r, order, DOMINOES);
	memset(&q, 0, sizeof q);
	q.limit = 2;
	for (i = 0; i < DOMINOES && left > target; i++) {
		placed[order[i]] = false;
		sudominoku_case(singles, &all, placed, p);
		q.givens = &p->givens;
		q.dominoes = &p->dominoes;
		budget_solve(spec, &q, COUNT_BUDGET, &a);
		if (user_interrupted(spec))
			return DRAW_INTERRUPTED;
		if (a.count == 1 && !a.interrupted)
			left--;
		else
			placed[order[i]] = true;
	}
	sudominoku_case(singles, &all, placed, p);
	return left <= spec->givens_max ? DRAW_ACCEPTED : DRAW_REJECTED;
}

enum draw
generate_sudominoku(const struct gen_spec *spec, struct splitmix *r,
    struct gen_puzzle *p)
{
	struct grid		singles;
	struct engine_query	q;
	struct engine_answer	a;
	int			target = spec->givens_min;

	p->symmetry = SYMMETRY_NONE;
	if (!sudominoku_singles(r, &singles))
		return DRAW_REJECTED;
	memset(&q, 0, sizeof q);
	q.givens = &singles;
	q.limit = 1;
	budget_solve(spec, &q, SOLVE_BUDGET, &a);
	if (user_interrupted(spec))
		return DRAW_INTERRUPTED;
	if (a.count == 0 || a.interrupted)
		return DRAW_REJECTED;
	p->solution = a.solution;
	p->tiling = a.tiling;
	if (!spec->minimal)
		target += (int)splitmix_below(r,
		    (uint32_t)(spec->givens_max - spec->givens_min + 1));
	return sudominoku_remove(spec, r, &singles, p, target);
}
