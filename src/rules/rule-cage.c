/*
 * Killer cages: the cells hold no digit twice and, when the cage has a
 * sum, add up to it.
 *
 * The sum propagates through the cage's combinations: the sets of
 * distinct symbols of its size that add up to the sum (a 3-cell 7 is
 * {1,2,4}; a 2-cell 4 is {1,3}), listed once when the engine is built.
 * A combination stays while every cell has a candidate in it, its
 * symbols all have a place, and the placed digits are in it; each cell
 * keeps the candidates of the combinations that stay, and a symbol every
 * one of them needs, with one place left, goes there.  Boards whose cages
 * have too many combinations to list (large sides) fall back on bounds:
 * each cell between the sum less the others' largest and the sum less
 * their smallest.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/bits.h"
#include "rules/rules.h"

#define CAGE_COMBOS_MAX	4096	/* more, and bounds do instead */
#define INNIES_MAX	5	/* cells a derived sum may have */

/*
 * A sum of distinct symbols over cells: a cage's, or one the cages imply
 * (innies).  Its combinations follow, n of them; -1: too many, bounds do
 * instead.
 */
struct cage_sum {
	int		sum;
	int		ncells;
	uint16_t	cells[BOARD_MAX_SIDE];
	int		n;
	uint64_t	combo[];
};

/* Appends the sets of k symbols from `from` up adding up to sum. */
static void
cage_list(struct cage_sum *t, int side, int from, int k, int sum,
    uint64_t set)
{
	int	v, low, high;

	if (t->n < 0)
		return;
	if (k == 0) {
		if (sum != 0)
			return;
		if (t->n == CAGE_COMBOS_MAX) {
			t->n = -1;
			return;
		}
		t->combo[t->n++] = set;
		return;
	}
	for (v = from; v <= side; v++) {
		/* the k smallest from v on, the k largest up to side */
		low = k * v + k * (k - 1) / 2;
		high = k * side - k * (k - 1) / 2;
		if (low > sum || high < sum)
			break;
		cage_list(t, side, v + 1, k - 1, sum - v,
		    set | (uint64_t)1 << (v - 1));
	}
}

/*
 * A propagator for distinct symbols on n cells adding up to sum, woken by
 * c's family; -1 when memory ran out.
 */
static int
cage_post_sum(struct post *p, const struct constraint *c,
    const uint16_t *cells, int n, int sum)
{
	struct cage_sum	*all, *t;
	size_t		 size;
	int		 side = post_shape(p)->side;

	if (n > side)
		n = side + 1;	/* no combination: never holds */
	if ((all = malloc(sizeof *all + CAGE_COMBOS_MAX *
	    sizeof(uint64_t))) == NULL)
		return -1;
	all->sum = sum;
	all->ncells = n;
	memcpy(all->cells, cells, (size_t)(n <= side ? n : 0) *
	    sizeof *cells);
	all->n = 0;
	if (n <= side)
		cage_list(all, side, 1, n, sum, 0);
	size = sizeof *all + (all->n > 0 ? (size_t)all->n : 0) *
	    sizeof(uint64_t);
	if ((t = post_alloc(p, size)) != NULL)
		memcpy(t, all, size);
	free(all);
	if (t == NULL)
		return -1;
	if (n > side) {
		t->ncells = 0;
		t->n = 0;	/* an empty list: a contradiction */
		return post_propagator(p, c, cells, 0, t);
	}
	return post_propagator(p, c, t->cells, n, t);
}

/*
 * Innies: a full unit holds 1 + ... + N.  The cages wholly inside it add
 * up to their sums; the unit's other cells, when they are few, add up to
 * the rest.  Found once for the puzzle, when the first cage is posted.
 */
static int
cage_post_innies(struct post *p, const struct ruleset *set,
    const struct constraint *first)
{
	const struct shape	*s = post_shape(p);
	const struct constraint	*c;
	uint8_t			 unit_of[BOARD_MAX_CELLS];
	uint16_t		 left[BOARD_MAX_SIDE];
	int			 u, i, k, sum, n;
	int			 units = ruleset_frame_units(set, s);
	bool			 inside, known;

	for (u = 0; u < units; u++) {
		memset(unit_of, 0, (size_t)s->cells);
		for (i = 0; i < s->side; i++)
			unit_of[board_unit_cell(s, u, i)] = 1;
		sum = s->side * (s->side + 1) / 2;
		known = true;
		for (k = 0; k < set->count && known; k++) {
			c = &set->constraint[k];
			if (c->family != RULE_CAGE)
				continue;
			for (inside = true, i = 0; i < c->ncells && inside; i++)
				inside = constraint_cells(set, c)[i] <
				    s->cells && unit_of[
				    constraint_cells(set, c)[i]] == 1;
			if (!inside)
				continue;
			known = c->value != 0;
			sum -= c->value;
			for (i = 0; i < c->ncells; i++)
				unit_of[constraint_cells(set, c)[i]] = 2;
		}
		for (n = 0, i = 0; i < s->side && known; i++)
			if (unit_of[board_unit_cell(s, u, i)] == 1)
				left[n++] = (uint16_t)board_unit_cell(s, u, i);
		if (known && n >= 1 && n <= INNIES_MAX && n < s->side &&
		    cage_post_sum(p, first, left, n, sum) < 0)
			return -1;
	}
	return 0;
}

static int
cage_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	const uint16_t	*cells = constraint_cells(set, c);
	int		 i;

	if (post_group(p, cells, c->ncells) < 0)
		return -1;
	for (i = 0; &set->constraint[i] != c; i++)
		if (set->constraint[i].family == RULE_CAGE)
			break;
	if (&set->constraint[i] == c && cage_post_innies(p, set, c) < 0)
		return -1;
	return c->value == 0 ? 0 : cage_post_sum(p, c, cells, c->ncells,
	    c->value);
}

/* Without a list: each cell between what the others leave of the sum. */
static bool
cage_bounds(struct prop *e, const uint16_t *cells, int n, int sum)
{
	long	lo = 0, hi = 0, min, max;
	int	i;

	for (i = 0; i < n; i++) {
		lo += lowest(prop_cand(e, cells[i])) + 1;
		hi += 64 - __builtin_clzll(prop_cand(e, cells[i]));
	}
	for (i = 0; i < n; i++) {
		uint64_t m = prop_cand(e, cells[i]);

		min = sum - (hi - (64 - __builtin_clzll(m)));
		max = sum - (lo - (lowest(m) + 1));
		if (max < 1 || min > prop_side(e))
			return false;
		if (!prop_keep(e, cells[i], low_bits((int)(max < 64 ? max :
		    64)) & ~low_bits((int)(min > 1 ? min - 1 : 0))))
			return false;
	}
	return true;
}

static bool
cage_propagate(struct prop *e, const struct constraint *c, const void *data)
{
	const struct cage_sum	*t = data;
	const uint16_t		*cells = t->cells;
	uint64_t		 m[BOARD_MAX_SIDE], placed = 0, any;
	uint64_t		 allowed = 0, required = ~(uint64_t)0, M, d;
	int			 i, k, n = t->ncells, place;

	(void)c;
	if (t->n < 0)
		return cage_bounds(e, cells, n, t->sum);
	for (i = 0; i < n; i++) {
		m[i] = prop_cand(e, cells[i]);
		if (single(m[i]))
			placed |= m[i];
	}
	for (k = 0; k < t->n; k++) {
		M = t->combo[k];
		if ((placed & ~M) != 0)
			continue;
		for (any = 0, i = 0; i < n && (m[i] & M) != 0; i++)
			any |= m[i] & M;
		if (i < n || any != M)
			continue;
		allowed |= M;
		required &= M;
	}
	if (allowed == 0)
		return false;
	for (i = 0; i < n; i++)
		if (!prop_keep(e, cells[i], allowed))
			return false;
	for (d = required & ~placed; d != 0; d &= d - 1) {
		for (place = -1, i = 0; i < n; i++)
			if (prop_cand(e, cells[i]) & d & -d)
				place = place == -1 ? i : -2;
		if (place == -1)
			return false;
		if (place >= 0 && !prop_keep(e, cells[place], d & -d))
			return false;
	}
	return true;
}

static bool
cage_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	const uint16_t	*cells = constraint_cells(set, c);
	char		 what[48], first[RULES_NAME_MAX];
	int		 i, sum = 0;

	rules_cell_name(s, cells[0], first, sizeof first);
	snprintf(what, sizeof what, "cage at %s", first);
	if (!rules_report_repeat(s, what, cells, c->ncells, grid, why, size))
		return false;
	for (i = 0; i < c->ncells; i++) {
		if (grid[cells[i]] == 0)
			return true;
		sum += grid[cells[i]];
	}
	if (c->value == 0 || sum == c->value)
		return true;
	snprintf(why, size, "cage at %s adds up to %d, not %d", first, sum,
	    c->value);
	return false;
}

const struct rule_family rule_cage = {
	"cage", RULE_CAGE, cage_post, cage_propagate, cage_check
};
