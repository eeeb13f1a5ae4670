/*
 * Thermometers: digits strictly increase from the bulb (the first cell)
 * along the path.  Bounds propagate both ways: a cell is above the
 * smallest candidate of the one before it, below the largest of the one
 * after it.  The cells are all different, so they are a group too.
 */
#include <stdio.h>

#include "engine/bits.h"
#include "rules/rules.h"

static int
thermo_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	const uint16_t	*cells = constraint_cells(set, c);

	if (post_group(p, cells, c->ncells) < 0)
		return -1;
	return post_propagator(p, c, cells, c->ncells, NULL);
}

/* The largest symbol of a set, as a bit index. */
static int
highest(uint64_t m)
{
	return 63 - __builtin_clzll(m);
}

static bool
thermo_propagate(struct prop *e, const struct constraint *c,
    const void *data)
{
	const uint16_t	*cells = prop_cells(e, c);
	int		 i, bound = 0;

	(void)data;
	for (i = 0; i < c->ncells; i++) {
		if (bound >= 64 || !prop_keep(e, cells[i], ~low_bits(bound)))
			return false;
		bound = lowest(prop_cand(e, cells[i])) + 1;
	}
	bound = 63;
	for (i = c->ncells - 1; i >= 0; i--) {
		if (bound < 0 || !prop_keep(e, cells[i], low_bits(bound + 1)))
			return false;
		bound = highest(prop_cand(e, cells[i])) - 1;
	}
	return true;
}

static bool
thermo_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	const uint16_t	*cells = constraint_cells(set, c);
	char		 bulb[RULES_NAME_MAX], a[RULES_NAME_MAX], b[RULES_NAME_MAX];
	int		 i, last = -1;

	/* each digit rises from the last one filled, by a step a cell */
	for (i = 0; i < c->ncells; i++) {
		if (grid[cells[i]] == 0)
			continue;
		if (last < 0 || grid[cells[i]] - grid[cells[last]] >=
		    i - last) {
			last = i;
			continue;
		}
		rules_cell_name(s, cells[0], bulb, sizeof bulb);
		rules_cell_name(s, cells[last], a, sizeof a);
		rules_cell_name(s, cells[i], b, sizeof b);
		snprintf(why, size, "thermometer from %s does not rise from "
		    "%s to %s (%d, %d)", bulb, a, b, grid[cells[last]],
		    grid[cells[i]]);
		return false;
	}
	return true;
}

const struct rule_family rule_thermo = {
	"thermo", RULE_THERMO, thermo_post, thermo_propagate, thermo_check
};
