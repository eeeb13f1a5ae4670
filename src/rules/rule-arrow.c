/*
 * Arrows: the digits along the line add up to the circle's digit, or to
 * a pill's digits read as a number (its cells first, in order: 1 then 2
 * reads 12).  Digits along the line may repeat where no other rule says
 * otherwise.  Bounds propagate both ways: the circle between the line's
 * smallest and largest sums; each cell on the line between what the
 * circle's smallest and largest values leave after the others; each
 * digit of a pill likewise, by its place value.
 */
#include <stdio.h>

#include "engine/bits.h"
#include "rules/rules.h"

static int
arrow_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	const uint16_t	*cells = constraint_cells(set, c);

	/* a pill's digits are no group: 11 is a pill's number like any */
	return post_propagator(p, c, cells, c->ncells, NULL);
}

static long long
smallest(uint64_t m)
{
	return lowest(m) + 1;
}

static long long
largest(uint64_t m)
{
	return 64 - __builtin_clzll(m);
}

/* The symbols from lo to hi as a set (empty when none is in 1 .. 64). */
static uint64_t
between(long long lo, long long hi)
{
	if (lo < 1)
		lo = 1;
	if (hi > 64)
		hi = 64;
	if (lo > hi)
		return 0;
	return low_bits((int)hi) & ~low_bits((int)lo - 1);
}

/* Place values of the head's digits: 10^(h-1) ... 1, capped. */
static void
arrow_weights(int head, long long *w)
{
	int	i;

	w[head - 1] = 1;
	for (i = head - 2; i >= 0; i--)
		w[i] = w[i + 1] < 100000000000000LL ? w[i + 1] * 10 :
		    w[i + 1];
}

static bool
arrow_propagate(struct prop *e, const struct constraint *c,
    const void *data)
{
	const uint16_t	*cells = prop_cells(e, c);
	long long	 w[32], vlo = 0, vhi = 0, plo = 0, phi = 0, lo, hi;
	int		 head = c->head, i;
	uint64_t	 m;

	(void)data;
	if (head < 1 || head > 16 || c->ncells <= head)
		return false;
	arrow_weights(head, w);
	for (i = 0; i < head; i++) {
		m = prop_cand(e, cells[i]);
		vlo += w[i] * smallest(m);
		vhi += w[i] * largest(m);
	}
	for (i = head; i < c->ncells; i++) {
		m = prop_cand(e, cells[i]);
		plo += smallest(m);
		phi += largest(m);
	}
	/* the value is the line's sum: both lie in the overlap */
	lo = vlo > plo ? vlo : plo;
	hi = vhi < phi ? vhi : phi;
	if (lo > hi)
		return false;
	for (i = 0; i < head; i++) {
		m = prop_cand(e, cells[i]);
		if (!prop_keep(e, cells[i], between(
		    (lo - (vhi - w[i] * largest(m)) + w[i] - 1) / w[i],
		    (hi - (vlo - w[i] * smallest(m))) / w[i])))
			return false;
	}
	for (i = head; i < c->ncells; i++) {
		m = prop_cand(e, cells[i]);
		if (!prop_keep(e, cells[i], between(lo - (phi - largest(m)),
		    hi - (plo - smallest(m)))))
			return false;
	}
	return true;
}

static bool
arrow_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	const uint16_t	*cells = constraint_cells(set, c);
	long long	 w[32], value = 0, sum = 0;
	char		 first[RULES_NAME_MAX];
	int		 i, head = c->head;

	if (head < 1 || head > 16 || c->ncells <= head) {
		rules_cell_name(s, cells[0], first, sizeof first);
		snprintf(why, size, "arrow from %s has no line, or a pill of "
		    "more than 16 cells", first);
		return false;
	}
	arrow_weights(head, w);
	for (i = 0; i < c->ncells; i++)
		if (grid[cells[i]] == 0)
			return true;
	for (i = 0; i < head; i++)
		value += w[i] * grid[cells[i]];
	for (i = head; i < c->ncells; i++)
		sum += grid[cells[i]];
	if (sum == value)
		return true;
	rules_cell_name(s, cells[0], first, sizeof first);
	snprintf(why, size, "arrow from %s: the line adds up to %lld, the "
	    "%s says %lld", first, sum, head > 1 ? "pill" : "circle", value);
	return false;
}

const struct rule_family rule_arrow = {
	"arrow", RULE_ARROW, arrow_post, arrow_propagate, arrow_check
};
