/* XV: the two cells an X joins add up to 10, a V's to 5 (the value). */
#include <stdio.h>

#include "rules/rules.h"

static int
xv_post(struct post *p, const struct ruleset *set, const struct constraint *c)
{
	const uint16_t	*cells = constraint_cells(set, c);

	return post_relation(p, cells[0], cells[1], REL_SUM, c->value);
}

static bool
xv_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	const uint16_t	*cells = constraint_cells(set, c);
	char		 a[RULES_NAME_MAX], b[RULES_NAME_MAX];

	if (grid[cells[0]] == 0 || grid[cells[1]] == 0 ||
	    grid[cells[0]] + grid[cells[1]] == c->value)
		return true;
	rules_cell_name(s, cells[0], a, sizeof a);
	rules_cell_name(s, cells[1], b, sizeof b);
	snprintf(why, size, "%s %s-%s: %d and %d do not add up to %d",
	    c->value == 10 ? "X" : c->value == 5 ? "V" : "sum", a, b,
	    grid[cells[0]], grid[cells[1]], c->value);
	return false;
}

const struct rule_family rule_xv = {
	"xv", RULE_XV, xv_post, NULL, xv_check
};
