/*
 * Kropki white dot: the two cells it joins differ by its value (1 unless
 * the setter wrote another).
 */
#include <stdio.h>
#include <stdlib.h>

#include "rules/rules.h"

static int
difference_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	const uint16_t	*cells = constraint_cells(set, c);

	return post_relation(p, cells[0], cells[1], REL_DIFFERENCE, c->value);
}

static bool
difference_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	const uint16_t	*cells = constraint_cells(set, c);
	char		 a[RULES_NAME_MAX], b[RULES_NAME_MAX];

	if (grid[cells[0]] == 0 || grid[cells[1]] == 0 ||
	    abs(grid[cells[0]] - grid[cells[1]]) == c->value)
		return true;
	rules_cell_name(s, cells[0], a, sizeof a);
	rules_cell_name(s, cells[1], b, sizeof b);
	snprintf(why, size, "white dot %s-%s: %d and %d do not differ by %d",
	    a, b, grid[cells[0]], grid[cells[1]], c->value);
	return false;
}

const struct rule_family rule_difference = {
	"white", RULE_DIFFERENCE, difference_post, NULL, difference_check
};
