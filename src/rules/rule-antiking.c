/*
 * Anti-king: no digit a king's move from itself (the diagonal moves: the
 * orthogonal ones share a row or a column anyway).
 */
#include "rules/rules.h"

/* One of each pair of opposite moves. */
static const int king_moves[2][2] = {
	{ 1, 1 }, { 1, -1 }
};

static bool
same(int a, int b, int value)
{
	(void)value;
	return a == b;
}

static int
antiking_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	(void)set;
	(void)c;
	return rules_post_moves(p, king_moves, 2, REL_DIFFERENT, 0);
}

static bool
antiking_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	(void)set;
	(void)c;
	return rules_check_moves(s, king_moves, 2, grid, same, 0,
	    "anti-king", why, size);
}

const struct rule_family rule_antiking = {
	"antiking", RULE_ANTIKING, antiking_post, NULL, antiking_check
};
