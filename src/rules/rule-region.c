/*
 * Regions (jigsaw): once one is given, regions replace the boxes, each a
 * group of cells holding no digit twice (all N of them, with N cells).
 */
#include <stdio.h>

#include "rules/rules.h"

static int
region_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	return post_group(p, constraint_cells(set, c), c->ncells);
}

/* The region's number, counted among the regions from 1. */
static int
region_number(const struct ruleset *set, const struct constraint *c)
{
	int	i, n = 0;

	for (i = 0; &set->constraint[i] != c; i++)
		n += set->constraint[i].family == RULE_REGION;
	return n + 1;
}

static bool
region_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	char	what[32];

	snprintf(what, sizeof what, "region %d", region_number(set, c));
	return rules_report_repeat(s, what, constraint_cells(set, c),
	    c->ncells, grid, why, size);
}

const struct rule_family rule_region = {
	"region", RULE_REGION, region_post, NULL, region_check
};
