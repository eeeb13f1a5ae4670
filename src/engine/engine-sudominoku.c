/*
 * The Sudominoku engine (Baekjoon 4574).  Besides the Sudoku rules, the
 * empty cells must be tiled by the dominoes not yet placed, one for each
 * pair of distinct digits, each used once.
 *
 * The search works on cells, not on a fixed scan order: at each node it
 * computes every empty cell's candidate digits and prunes with
 *  - a cell with no digit left, or a house where a digit has no place;
 *  - hidden singles, which narrow a cell to one digit (digits are only
 *    placed with their domino);
 *  - every unplaced domino a-b must still fit on some pair of adjacent
 *    empty cells (a on one, b on the other);
 *  - every region of empty cells must be tileable by its chequerboard
 *    colours;
 * then branches on whichever has the fewest ways left: an empty cell (a
 * neighbour, a digit here, a digit there) or an unplaced domino (an edge
 * and a way round).  Every tiling covers the cell once and lays the
 * domino once, so each tiling is met once.  Different tilings can give
 * the same grid; solutions are counted as distinct grids, kept in a hash
 * set (up to SET_LIMIT of them; past that the count is a lower bound).
 *
 * State is copied on each branch (a few hundred bytes); nothing is shared
 * between calls, so the engine is reentrant.
 */
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"

#define ALL_DIGITS	0x1ffu
#define POLL_EVERY	1024
#define SET_LIMIT	(1u << 18)	/* distinct grids kept for counting */

struct sd_board {
	uint8_t		digit[GRID_CELLS];	/* 0: not covered yet */
	uint8_t		partner[GRID_CELLS];
	uint16_t	used[3][GRID_SIDE];	/* row, column, box: digits */
	uint16_t	free_pairs[GRID_SIDE];	/* [a-1] bit b-1: a-b unplaced */
	int		uncovered;
};

/* Distinct solution grids, by open addressing on a hash of the cells. */
struct grid_set {
	struct grid	*grids;
	uint32_t	*slots;		/* index + 1; 0 is empty */
	uint32_t	 count;
	uint32_t	 mask;		/* slots - 1 */
};

struct sd_search {
	const struct engine_query	*query;
	struct engine_answer		*answer;
	struct grid_set			 seen;
	uint64_t			 nodes;
	bool				 stop;
};

static inline unsigned
bit_of(int digit)
{
	return 1u << (digit - 1);
}

static inline int
popcount9(unsigned m)
{
	m = m - ((m >> 1) & 0x5555u);
	m = (m & 0x3333u) + ((m >> 2) & 0x3333u);
	return (int)(((m + (m >> 4)) & 0x0f0fu) * 0x0101u >> 8) & 0xff;
}

static inline unsigned
cell_used(const struct sd_board *bd, int cell)
{
	return bd->used[0][grid_row(cell)] | bd->used[1][grid_col(cell)] |
	    bd->used[2][grid_box(cell)];
}

static bool
sd_cover(struct sd_board *bd, int cell, int digit)
{
	unsigned	bit = bit_of(digit);

	if (bd->digit[cell] != 0 || (cell_used(bd, cell) & bit) != 0)
		return false;
	bd->digit[cell] = (uint8_t)digit;
	bd->used[0][grid_row(cell)] |= (uint16_t)bit;
	bd->used[1][grid_col(cell)] |= (uint16_t)bit;
	bd->used[2][grid_box(cell)] |= (uint16_t)bit;
	bd->uncovered--;
	return true;
}

/* Lays domino a-b with a on cell and b on other; false if it cannot go. */
static bool
sd_lay(struct sd_board *bd, int cell, int a, int other, int b)
{
	if (a == b || (bd->free_pairs[a - 1] & bit_of(b)) == 0)
		return false;
	if (!sd_cover(bd, cell, a) || !sd_cover(bd, other, b))
		return false;
	bd->free_pairs[a - 1] &= (uint16_t)~bit_of(b);
	bd->free_pairs[b - 1] &= (uint16_t)~bit_of(a);
	bd->partner[cell] = (uint8_t)other;
	bd->partner[other] = (uint8_t)cell;
	return true;
}

static bool
sd_init(struct sd_board *bd, const struct engine_query *q)
{
	const struct domino_set	*set = q->dominoes;
	const struct domino	*dm;
	int			 cell, i, a;

	memset(bd, 0, sizeof *bd);
	bd->uncovered = GRID_CELLS;
	for (a = 1; a <= GRID_SIDE; a++)
		bd->free_pairs[a - 1] = (uint16_t)(ALL_DIGITS & ~bit_of(a));
	for (i = 0; i < set->count; i++) {
		dm = &set->placed[i];
		if (!sd_lay(bd, dm->cell[0], dm->digit[0], dm->cell[1],
		    dm->digit[1]))
			return false;
	}
	/* what is left of the givens are the single digits */
	for (cell = 0; cell < GRID_CELLS; cell++) {
		a = q->givens->cell[cell];
		if (a == 0 || bd->digit[cell] == a)
			continue;
		if (a > GRID_SIDE || !sd_cover(bd, cell, a))
			return false;
		bd->partner[cell] = (uint8_t)cell;
	}
	return true;
}

static const int	first_of_box[GRID_SIDE] = {
	0, 3, 6, 27, 30, 33, 54, 57, 60
};

static inline int
house_cell(int kind, int house, int i)
{
	if (kind == 0)
		return house * 9 + i;
	if (kind == 1)
		return i * 9 + house;
	return first_of_box[house] + (i / 3) * 9 + i % 3;
}

/*
 * Hidden singles over every house: a digit with one empty cell left in a
 * house narrows that cell to it.  -1 on a contradiction, else how many
 * cells were narrowed.
 */
static int
sd_hidden_singles(const struct sd_board *bd, uint16_t cand[GRID_CELLS])
{
	unsigned	once, twice, hidden, m;
	int		house, i, c, kind, narrowed = 0;

	for (kind = 0; kind < 3; kind++)
		for (house = 0; house < GRID_SIDE; house++) {
			once = twice = 0;
			for (i = 0; i < GRID_SIDE; i++) {
				c = house_cell(kind, house, i);
				twice |= once & cand[c];
				once |= cand[c];
			}
			if ((once | bd->used[kind][house]) != ALL_DIGITS)
				return -1;
			if ((hidden = once & ~twice) == 0)
				continue;
			for (i = 0; i < GRID_SIDE; i++) {
				c = house_cell(kind, house, i);
				m = cand[c] & hidden;
				if (m == 0 || m == cand[c])
					continue;
				if (m & (m - 1))
					return -1;
				cand[c] = (uint16_t)m;
				narrowed++;
			}
		}
	return narrowed;
}

/*
 * Candidates of every empty cell, narrowed by required digits and hidden
 * singles; false when some cell or house has no way left.  (Cascading
 * naked singles as well halves the nodes but costs more than it saves.)
 */
static bool
sd_candidates(const struct sd_board *bd, const struct grid *require,
    uint16_t cand[GRID_CELLS])
{
	unsigned	m;
	int		cell;

	for (cell = 0; cell < GRID_CELLS; cell++) {
		if (bd->digit[cell] != 0) {
			cand[cell] = 0;
			continue;
		}
		m = ALL_DIGITS & ~cell_used(bd, cell);
		if (require != NULL && require->cell[cell] != 0)
			m &= bit_of(require->cell[cell]);
		if (m == 0)
			return false;
		cand[cell] = (uint16_t)m;
	}
	return sd_hidden_singles(bd, cand) >= 0;
}

/*
 * Dominoes cover one light and one dark square of the chequerboard, so
 * every connected region of empty cells must hold as many of each.
 */
static bool
sd_regions_tileable(const struct sd_board *bd)
{
	static const int	step[4] = { 1, -1, 9, -9 };
	uint8_t			stack[GRID_CELLS];
	bool			seen[GRID_CELLS] = { false };
	int			start, cell, other, top, k, balance;

	for (start = 0; start < GRID_CELLS; start++) {
		if (bd->digit[start] != 0 || seen[start])
			continue;
		seen[start] = true;
		stack[0] = (uint8_t)start;
		top = 1;
		balance = 0;
		while (top > 0) {
			cell = stack[--top];
			balance += (grid_row(cell) + grid_col(cell)) % 2 ? 1 : -1;
			for (k = 0; k < 4; k++) {
				other = cell + step[k];
				if (other < 0 || other >= GRID_CELLS ||
				    (k < 2 && grid_row(other) != grid_row(cell)) ||
				    bd->digit[other] != 0 || seen[other])
					continue;
				seen[other] = true;
				stack[top++] = (uint8_t)other;
			}
		}
		if (balance != 0)
			return false;
	}
	return true;
}

/*
 * The choice to branch on: the empty cell, or the unplaced domino, with
 * the fewest ways left to be laid.
 */
struct sd_choice {
	int	cell;		/* >= 0: branch on this cell */
	int	a, b;		/* else on domino a-b */
};

/*
 * Counts the ways of every empty cell and unplaced domino over all edges
 * between empty cells; false when some cell or domino has none (a dead
 * end), else the choice with the fewest.
 */
static bool
sd_pick(const struct sd_board *bd, const uint16_t *cand,
    struct sd_choice *choice)
{
	int		cell_ways[GRID_CELLS] = { 0 };
	int		pair_ways[GRID_SIDE][GRID_SIDE] = { { 0 } };
	int		cell, other, k, a, b, fewest = 1 << 30;
	unsigned	mine, theirs;

	for (cell = 0; cell < GRID_CELLS; cell++) {
		if (bd->digit[cell] != 0)
			continue;
		for (k = 0; k < 2; k++) {
			other = cell + (k == 0 ? 1 : 9);
			if ((k == 0 && grid_col(cell) == 8) ||
			    other >= GRID_CELLS || bd->digit[other] != 0)
				continue;
			for (mine = cand[cell]; mine != 0; mine &= mine - 1) {
				a = __builtin_ctz(mine);
				theirs = cand[other] & bd->free_pairs[a];
				cell_ways[cell] += popcount9(theirs);
				cell_ways[other] += popcount9(theirs);
				for (; theirs != 0; theirs &= theirs - 1) {
					b = __builtin_ctz(theirs);
					pair_ways[a][b]++;
					pair_ways[b][a]++;
				}
			}
		}
	}
	for (cell = 0; cell < GRID_CELLS; cell++) {
		if (bd->digit[cell] != 0)
			continue;
		if (cell_ways[cell] == 0)
			return false;
		if (cell_ways[cell] < fewest) {
			fewest = cell_ways[cell];
			choice->cell = cell;
		}
	}
	for (a = 0; a < GRID_SIDE; a++)
		for (theirs = bd->free_pairs[a] & ~((2u << a) - 1);
		    theirs != 0; theirs &= theirs - 1) {
			b = __builtin_ctz(theirs);
			if (pair_ways[a][b] == 0)
				return false;
			if (pair_ways[a][b] < fewest) {
				fewest = pair_ways[a][b];
				choice->cell = -1;
				choice->a = a + 1;
				choice->b = b + 1;
			}
		}
	return true;
}

static uint32_t
grid_hash(const struct grid *g)
{
	uint64_t	h = 0xcbf29ce484222325ULL;
	int		i;

	for (i = 0; i < GRID_CELLS; i++)
		h = (h ^ g->cell[i]) * 0x100000001b3ULL;
	return (uint32_t)(h ^ (h >> 32));
}

/* Adds g; 1 if new, 0 if seen before, -1 when the set cannot grow. */
static int
set_add(struct grid_set *set, const struct grid *g)
{
	struct grid	*grids;
	uint32_t	 i, *slots, size, j;

	if (set->count >= SET_LIMIT)
		return -1;
	if ((set->count + 1) * 2 > set->mask + 1 || set->slots == NULL) {
		size = set->slots == NULL ? 64 : (set->mask + 1) * 2;
		slots = calloc(size, sizeof *slots);
		if (slots == NULL)
			return -1;
		for (j = 0; set->slots != NULL && j <= set->mask; j++) {
			if (set->slots[j] == 0)
				continue;
			i = grid_hash(&set->grids[set->slots[j] - 1]);
			while (slots[i & (size - 1)] != 0)
				i++;
			slots[i & (size - 1)] = set->slots[j];
		}
		free(set->slots);
		set->slots = slots;
		set->mask = size - 1;
		grids = realloc(set->grids, (size / 2) * sizeof *grids);
		if (grids == NULL)
			return -1;
		set->grids = grids;
	}
	for (i = grid_hash(g); set->slots[i & set->mask] != 0; i++)
		if (memcmp(&set->grids[set->slots[i & set->mask] - 1], g,
		    sizeof *g) == 0)
			return 0;
	set->grids[set->count] = *g;
	set->slots[i & set->mask] = ++set->count;
	return 1;
}

static void
sd_record(struct sd_search *s, const struct sd_board *bd)
{
	struct grid	g;
	int		added = 1;

	memcpy(g.cell, bd->digit, sizeof g.cell);
	if (s->query->limit > 1 && (added = set_add(&s->seen, &g)) <= 0) {
		if (added < 0) {
			s->answer->interrupted = true;
			s->stop = true;
		}
		return;
	}
	if (s->answer->count == 0) {
		s->answer->solution = g;
		memcpy(s->answer->tiling.partner, bd->partner,
		    sizeof bd->partner);
	}
	if (++s->answer->count >= s->query->limit)
		s->stop = true;
}

static bool
sd_interrupted(struct sd_search *s)
{
	if (!engine_poll(s->query, s->answer, &s->nodes, POLL_EVERY))
		return false;
	s->stop = true;
	return true;
}

static void sd_search(struct sd_search *, const struct sd_board *);

static void
sd_try(struct sd_search *s, const struct sd_board *bd, int cell, int a,
    int other, int b)
{
	struct sd_board	child = *bd;

	if (sd_lay(&child, cell, a, other, b))
		sd_search(s, &child);
}

/* Every way to cover cell: each empty neighbour, each pair of digits. */
static void
sd_branch_cell(struct sd_search *s, const struct sd_board *bd,
    const uint16_t *cand, int cell)
{
	static const int	step[4] = { 1, -1, 9, -9 };
	unsigned		mine, theirs;
	int			k, other, a;

	for (k = 0; k < 4 && !s->stop; k++) {
		other = cell + step[k];
		if (other < 0 || other >= GRID_CELLS ||
		    (k < 2 && grid_row(other) != grid_row(cell)) ||
		    bd->digit[other] != 0)
			continue;
		for (mine = cand[cell]; mine != 0 && !s->stop;
		    mine &= mine - 1) {
			a = __builtin_ctz(mine) + 1;
			theirs = cand[other] & bd->free_pairs[a - 1];
			for (; theirs != 0 && !s->stop; theirs &= theirs - 1)
				sd_try(s, bd, cell, a, other,
				    __builtin_ctz(theirs) + 1);
		}
	}
}

/* Every place for domino a-b: each edge, both ways round. */
static void
sd_branch_domino(struct sd_search *s, const struct sd_board *bd,
    const uint16_t *cand, int a, int b)
{
	int	cell, other, k;

	for (cell = 0; cell < GRID_CELLS && !s->stop; cell++) {
		if (bd->digit[cell] != 0)
			continue;
		for (k = 0; k < 2 && !s->stop; k++) {
			other = cell + (k == 0 ? 1 : 9);
			if ((k == 0 && grid_col(cell) == 8) ||
			    other >= GRID_CELLS || bd->digit[other] != 0)
				continue;
			if ((cand[cell] & bit_of(a)) &&
			    (cand[other] & bit_of(b)))
				sd_try(s, bd, cell, a, other, b);
			if ((cand[cell] & bit_of(b)) &&
			    (cand[other] & bit_of(a)) && !s->stop)
				sd_try(s, bd, cell, b, other, a);
		}
	}
}

static void
sd_search(struct sd_search *s, const struct sd_board *bd)
{
	uint16_t		cand[GRID_CELLS];
	struct sd_choice	choice = { -1, 0, 0 };

	if (bd->uncovered == 0) {
		sd_record(s, bd);
		return;
	}
	if (sd_interrupted(s) || !sd_regions_tileable(bd) ||
	    !sd_candidates(bd, s->query->require, cand) ||
	    !sd_pick(bd, cand, &choice))
		return;
	s->answer->guesses++;
	if (choice.cell >= 0)
		sd_branch_cell(s, bd, cand, choice.cell);
	else
		sd_branch_domino(s, bd, cand, choice.a, choice.b);
}

void
engine_sudominoku_solve(const struct engine_query *query,
    struct engine_answer *answer)
{
	static const struct domino_set	none = { 0, { { { 0 }, { 0 } } } };
	struct engine_query		q = *query;
	struct sd_search		s;
	struct sd_board			bd;

	answer->count = 0;
	answer->interrupted = false;
	answer->guesses = 0;
	if (q.dominoes == NULL)
		q.dominoes = &none;
	memset(&s, 0, sizeof s);
	s.query = &q;
	s.answer = answer;
	if (q.limit > 0 && sd_init(&bd, &q))
		sd_search(&s, &bd);
	free(s.seen.grids);
	free(s.seen.slots);
}
