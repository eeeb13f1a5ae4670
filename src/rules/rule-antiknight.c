/* Anti-knight: no digit a knight's move from itself. */
#include "rules/rules.h"

/* One of each pair of opposite moves. */
static const int knight_moves[4][2] = {
	{ 1, 2 }, { 2, 1 }, { 1, -2 }, { 2, -1 }
};

static bool
same(int a, int b, int value)
{
	(void)value;
	return a == b;
}

static int
antiknight_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	(void)set;
	(void)c;
	return rules_post_moves(p, knight_moves, 4, REL_DIFFERENT, 0);
}

static bool
antiknight_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	(void)set;
	(void)c;
	return rules_check_moves(s, knight_moves, 4, grid, same, 0,
	    "anti-knight", why, size);
}

const struct rule_family rule_antiknight = {
	"antiknight", RULE_ANTIKNIGHT, antiknight_post, NULL, antiknight_check
};
