/*
 * Removing givens from a unique puzzle (see minimal.h).  Why one search
 * per cell suffices: the puzzle with the givens had only the solution S.
 * A solution T of the puzzle without them that agrees with S on those
 * cells is a solution of the whole puzzle, so T = S.  Any other solution
 * therefore differs from S in one of the removed cells: the first such
 * cell, c, has its digit forbidden, the removed cells before it keep S's
 * digits (required), and the engine looks for any solution at all.
 */
#include <string.h>

#include "engine/engine.h"
#include "generate/minimal.h"

static inline uint16_t
digit_bit(int digit)
{
	return (uint16_t)(1u << (digit - 1));
}

void
houses_of(const struct grid *g, struct houses *h)
{
	int	cell;

	memset(h, 0, sizeof *h);
	for (cell = 0; cell < GRID_CELLS; cell++)
		if (g->cell[cell] != 0)
			houses_set(h, cell, g->cell[cell]);
}

void
houses_set(struct houses *h, int cell, int digit)
{
	h->row[grid_row(cell)] |= digit_bit(digit);
	h->col[grid_col(cell)] |= digit_bit(digit);
	h->box[grid_box(cell)] |= digit_bit(digit);
}

void
houses_unset(struct houses *h, int cell, int digit)
{
	h->row[grid_row(cell)] &= (uint16_t)~digit_bit(digit);
	h->col[grid_col(cell)] &= (uint16_t)~digit_bit(digit);
	h->box[grid_box(cell)] &= (uint16_t)~digit_bit(digit);
}

static inline uint16_t
houses_seen(const struct houses *h, int cell)
{
	return h->row[grid_row(cell)] | h->col[grid_col(cell)] |
	    h->box[grid_box(cell)];
}

/* The nine cells of house kind k (row, column, box) number n. */
static inline int
house_cell(int k, int n, int i)
{
	if (k == 0)
		return n * GRID_SIDE + i;
	if (k == 1)
		return i * GRID_SIDE + n;
	return (n / 3 * 3 + i / 3) * GRID_SIDE + n % 3 * 3 + i % 3;
}

/*
 * Whether a blank cell of puzzle g (houses h) must take digit d in every
 * solution, by a single: naked (its peers hold the eight other digits) or
 * hidden (every other blank of one of its houses sees d).
 */
static bool
minimal_forced(const struct grid *g, const struct houses *h, int cell, int d)
{
	int	k, n, i, other;
	bool	hidden;

	if ((houses_seen(h, cell) | digit_bit(d)) == 0x1ff)
		return true;
	for (k = 0; k < 3; k++) {
		n = k == 0 ? grid_row(cell) : k == 1 ? grid_col(cell) :
		    grid_box(cell);
		hidden = true;
		for (i = 0; i < GRID_SIDE && hidden; i++) {
			other = house_cell(k, n, i);
			hidden = other == cell || g->cell[other] != 0 ||
			    (houses_seen(h, other) & digit_bit(d)) != 0;
		}
		if (hidden)
			return true;
	}
	return false;
}

/*
 * Whether puzzle g, which lacks the n cells given in the unique puzzle
 * with solution s, is still unique; h holds g's houses.  The cells forced
 * by a single need no search, and go first, as required digits.
 */
enum minimal_answer
minimal_without(const struct grid *g, const struct houses *h,
    const struct grid *s, const uint8_t *cells, int n,
    const volatile sig_atomic_t *interrupt)
{
	struct engine_query	q;
	struct engine_answer	a;
	struct grid		forbid, require;
	uint8_t			open[ORBIT_MAX];
	int			i, left = 0, cell;

	for (i = 0; i < n; i++)
		if (!minimal_forced(g, h, cells[i], s->cell[cells[i]]))
			open[left++] = cells[i];
	if (left == 0)
		return MINIMAL_REMOVABLE;
	memset(&q, 0, sizeof q);
	q.givens = g;
	q.limit = 1;
	q.interrupt = interrupt;
	q.forbid = &forbid;
	grid_clear(&forbid);
	if (left < n || left > 1) {
		grid_clear(&require);
		for (i = 0; i < n; i++)
			if (memchr(open, cells[i], (size_t)left) == NULL)
				require.cell[cells[i]] = s->cell[cells[i]];
		q.require = &require;
	}
	for (i = 0; i < left; i++) {
		cell = open[i];
		forbid.cell[cell] = s->cell[cell];
		engine_bitboard_solve(&q, &a);
		if (a.interrupted)
			return MINIMAL_INTERRUPTED;
		if (a.count > 0)
			return MINIMAL_KEEP;
		forbid.cell[cell] = 0;
		require.cell[cell] = s->cell[cell];
	}
	return MINIMAL_REMOVABLE;
}

/*
 * The first orbit of givens that can go from unique puzzle g with
 * solution s (*orbit, MINIMAL_REMOVABLE), or MINIMAL_KEEP when g is
 * minimal.  Orbits partly given are not tried: only whole ones keep the
 * symmetry.
 */
enum minimal_answer
minimal_find(const struct grid *g, const struct grid *s,
    const struct orbits *o, const volatile sig_atomic_t *interrupt,
    int *orbit)
{
	struct grid		without = *g;
	struct houses		h;
	enum minimal_answer	ans;
	int			k, i, n;
	const uint8_t		*cells;

	houses_of(g, &h);
	for (k = 0; k < o->count; k++) {
		cells = &o->cell[o->start[k]];
		n = o->start[k + 1] - o->start[k];
		for (i = 0; i < n && g->cell[cells[i]] != 0; i++)
			continue;
		if (i < n)
			continue;
		for (i = 0; i < n; i++) {
			without.cell[cells[i]] = 0;
			houses_unset(&h, cells[i], s->cell[cells[i]]);
		}
		ans = minimal_without(&without, &h, s, cells, n, interrupt);
		for (i = 0; i < n; i++) {
			without.cell[cells[i]] = g->cell[cells[i]];
			houses_set(&h, cells[i], s->cell[cells[i]]);
		}
		if (ans != MINIMAL_KEEP) {
			*orbit = k;
			return ans;
		}
	}
	return MINIMAL_KEEP;
}

/* Whether cell is the only open cell of its row, its column or its box. */
static bool
minimal_alone(const bool open[GRID_CELLS], int cell)
{
	int	k, n, i, other;

	for (k = 0; k < 3; k++) {
		n = k == 0 ? grid_row(cell) : k == 1 ? grid_col(cell) :
		    grid_box(cell);
		for (i = 0; i < GRID_SIDE; i++) {
			other = house_cell(k, n, i);
			if (other != cell && open[other])
				break;
		}
		if (i == GRID_SIDE)
			return true;
	}
	return false;
}

/*
 * Whether a unique puzzle giving exactly the cells marked in mask
 * (non-zero) could need orbit k of o, whatever its digits.  Not when the
 * orbit's cells, once it goes, are filled again by full houses: a blank
 * that is the only one of its row, its column or its box takes the digit
 * that house lacks, and is a blank no more for the next; when that fills
 * every cell of the orbit, whatever the digits, the puzzle stays unique
 * without it, and no puzzle on the mask is minimal.  (Nine blanks, one
 * in each row, column and box: a given gone shares its houses with three
 * of them, which fill first, and then it.)
 */
bool
minimal_could_need(const struct orbits *o, int k, const struct grid *mask)
{
	bool	open[GRID_CELLS], filled;
	int	i, cell;

	for (cell = 0; cell < GRID_CELLS; cell++)
		open[cell] = mask->cell[cell] == 0;
	for (i = o->start[k]; i < o->start[k + 1]; i++)
		open[o->cell[i]] = true;
	do {
		filled = false;
		for (cell = 0; cell < GRID_CELLS; cell++)
			if (open[cell] && minimal_alone(open, cell)) {
				open[cell] = false;
				filled = true;
			}
	} while (filled);
	for (i = o->start[k]; i < o->start[k + 1]; i++)
		if (open[o->cell[i]])
			return true;
	return false;
}

/*
 * Sudominoku: the first placed domino whose removal leaves the grid
 * unique (*which, MINIMAL_REMOVABLE), by a count to two of the grids.
 */
enum minimal_answer
minimal_find_domino(const struct grid *g, const struct domino_set *set,
    const volatile sig_atomic_t *interrupt, int *which)
{
	struct engine_query	q;
	struct engine_answer	a;
	struct domino_set	less;
	struct grid		without;
	const struct domino	*dm;
	int			i, j;

	memset(&q, 0, sizeof q);
	q.givens = &without;
	q.dominoes = &less;
	q.limit = 2;
	q.interrupt = interrupt;
	for (i = 0; i < set->count; i++) {
		dm = &set->placed[i];
		without = *g;
		without.cell[dm->cell[0]] = without.cell[dm->cell[1]] = 0;
		less.count = 0;
		for (j = 0; j < set->count; j++)
			if (j != i)
				less.placed[less.count++] = set->placed[j];
		engine_sudominoku_solve(&q, &a);
		if (a.interrupted)
			return MINIMAL_INTERRUPTED;
		if (a.count == 1) {
			*which = i;
			return MINIMAL_REMOVABLE;
		}
	}
	return MINIMAL_KEEP;
}
