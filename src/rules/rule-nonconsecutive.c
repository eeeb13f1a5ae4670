/* Non-consecutive: orthogonal neighbours never differ by 1. */
#include <stdlib.h>

#include "rules/rules.h"

static bool
consecutive(int a, int b, int value)
{
	return abs(a - b) == value;
}

static int
nonconsecutive_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	(void)set;
	(void)c;
	return rules_post_moves(p, rules_orthogonal_moves, 2,
	    REL_NOT_DIFFERENCE, 1);
}

static bool
nonconsecutive_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	(void)set;
	(void)c;
	return rules_check_moves(s, rules_orthogonal_moves, 2, grid,
	    consecutive, 1, "non-consecutive", why, size);
}

const struct rule_family rule_nonconsecutive = {
	"nonconsecutive", RULE_NONCONSECUTIVE, nonconsecutive_post, NULL,
	nonconsecutive_check
};
