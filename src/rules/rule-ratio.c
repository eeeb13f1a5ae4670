/*
 * Kropki black dot: one of the two cells it joins is its value (2 unless
 * the setter wrote another) times the other.
 */
#include <stdio.h>

#include "rules/rules.h"

static int
ratio_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	const uint16_t	*cells = constraint_cells(set, c);

	return post_relation(p, cells[0], cells[1], REL_RATIO, c->value);
}

static bool
ratio_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	const uint16_t	*cells = constraint_cells(set, c);
	char		 a[RULES_NAME_MAX], b[RULES_NAME_MAX];
	int		 x = grid[cells[0]], y = grid[cells[1]];

	if (x == 0 || y == 0 || x == c->value * y || y == c->value * x)
		return true;
	rules_cell_name(s, cells[0], a, sizeof a);
	rules_cell_name(s, cells[1], b, sizeof b);
	snprintf(why, size, "black dot %s-%s: neither of %d and %d is %d "
	    "times the other", a, b, x, y, c->value);
	return false;
}

const struct rule_family rule_ratio = {
	"black", RULE_RATIO, ratio_post, NULL, ratio_check
};
