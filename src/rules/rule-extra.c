/*
 * Extra regions (windoku's four, f-puzzles' extraregion): cells holding no
 * digit twice; all N symbols once when they are N cells.
 */
#include <stdio.h>

#include "rules/rules.h"

static int
extra_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	return post_group(p, constraint_cells(set, c), c->ncells);
}

static bool
extra_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	char	what[48], first[RULES_NAME_MAX];

	rules_cell_name(s, constraint_cells(set, c)[0], first, sizeof first);
	snprintf(what, sizeof what, "extra region at %s", first);
	return rules_report_repeat(s, what, constraint_cells(set, c), c->ncells,
	    grid, why, size);
}

const struct rule_family rule_extra_region = {
	"extra", RULE_EXTRA_REGION, extra_post, NULL, extra_check
};

