/*
 * The reference solver: plain row-major backtracking over row, column and
 * box masks, trying digits in ascending order.  Slow, and simple enough to
 * be right by inspection; the first solution it meets is therefore the
 * lexicographically smallest.
 */
#include <string.h>

#include "reference.h"

struct ref {
	uint16_t	row[9], col[9], box[9];
	struct grid	g;
	count_t		count, limit;
	struct grid	first;
	const uint8_t	*order;		/* digit order to try, for random grids */
};

/* splitmix64: small, seeded, the same sequence on every machine */
uint64_t
rng_next(struct rng *r)
{
	uint64_t	z = (r->state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

unsigned
rng_below(struct rng *r, unsigned n)
{
	return (unsigned)(rng_next(r) % n);
}

static void
ref_search(struct ref *r, int cell)
{
	int		i, d, b;
	uint16_t	bit;

	while (cell < GRID_CELLS && r->g.cell[cell] != 0)
		cell++;
	if (cell == GRID_CELLS) {
		if (r->count == 0)
			r->first = r->g;
		r->count++;
		return;
	}
	b = grid_box(cell);
	for (i = 0; i < 9 && r->count < r->limit; i++) {
		d = r->order[i];
		bit = (uint16_t)(1u << d);
		if ((r->row[grid_row(cell)] | r->col[grid_col(cell)] |
		    r->box[b]) & bit)
			continue;
		r->row[grid_row(cell)] |= bit;
		r->col[grid_col(cell)] |= bit;
		r->box[b] |= bit;
		r->g.cell[cell] = (uint8_t)d;
		ref_search(r, cell + 1);
		r->g.cell[cell] = 0;
		r->row[grid_row(cell)] &= (uint16_t)~bit;
		r->col[grid_col(cell)] &= (uint16_t)~bit;
		r->box[b] &= (uint16_t)~bit;
	}
}

static count_t
ref_run(const struct grid *g, count_t limit, struct grid *first,
    const uint8_t *order)
{
	static const uint8_t	ascending[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	struct ref		r;
	int			cell, d;
	uint16_t		bit;

	memset(&r, 0, sizeof r);
	r.g = *g;
	r.limit = limit;
	r.order = order != NULL ? order : ascending;
	for (cell = 0; cell < GRID_CELLS; cell++) {
		if ((d = g->cell[cell]) == 0)
			continue;
		bit = (uint16_t)(1u << d);
		if ((r.row[grid_row(cell)] | r.col[grid_col(cell)] |
		    r.box[grid_box(cell)]) & bit)
			return 0;
		r.row[grid_row(cell)] |= bit;
		r.col[grid_col(cell)] |= bit;
		r.box[grid_box(cell)] |= bit;
	}
	ref_search(&r, 0);
	if (first != NULL && r.count > 0)
		*first = r.first;
	return r.count;
}

count_t
reference_count(const struct grid *g, count_t limit, struct grid *first)
{
	return ref_run(g, limit, first, NULL);
}

int
reference_lexmin(const struct grid *g, struct grid *out)
{
	return ref_run(g, 1, out, NULL) > 0;
}

/* A uniformly shuffled digit order makes the first solution random. */
void
reference_random_full(struct rng *rng, struct grid *out)
{
	uint8_t		order[9] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 }, t;
	struct grid	empty;
	unsigned	i, j;

	for (i = 8; i > 0; i--) {
		j = rng_below(rng, i + 1);
		t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	grid_clear(&empty);
	/* a random first row keeps the grids from all starting alike */
	for (i = 0; i < 9; i++)
		empty.cell[i] = order[i];
	ref_run(&empty, 1, out, order);
}

/* A random full grid with `givens` cells left, the rest blanked. */
void
reference_random_puzzle(struct rng *rng, struct grid *out, int givens)
{
	int	left = GRID_CELLS, cell;

	reference_random_full(rng, out);
	while (left > givens) {
		cell = (int)rng_below(rng, GRID_CELLS);
		if (out->cell[cell] == 0)
			continue;
		out->cell[cell] = 0;
		left--;
	}
}

void
grid_from_line(struct grid *g, const char *line)
{
	int	i;

	grid_clear(g);
	for (i = 0; i < GRID_CELLS && line[i] != '\0'; i++)
		g->cell[i] = (line[i] >= '1' && line[i] <= '9') ?
		    (uint8_t)(line[i] - '0') : 0;
}
