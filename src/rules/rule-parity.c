/*
 * Odd and even cells (f-puzzles' circles and squares): the cells take
 * digits of that parity only.  One file for the two families: they differ
 * in the parity alone.
 */
#include <stdio.h>

#include "rules/rules.h"

/* Bit s is symbol s + 1: the odd symbols, and the even ones. */
#define ODD_SYMBOLS	0x5555555555555555ULL

static int
parity_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	const uint16_t	*cells = constraint_cells(set, c);
	uint64_t	 keep = c->family == RULE_ODD ? ODD_SYMBOLS :
			     ~ODD_SYMBOLS;
	int		 i;

	for (i = 0; i < c->ncells; i++)
		post_domain(p, cells[i], keep);
	return 0;
}

static bool
parity_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	const uint16_t	*cells = constraint_cells(set, c);
	const char	*kind = c->family == RULE_ODD ? "odd" : "even";
	char		 a[RULES_NAME_MAX];
	int		 i;

	for (i = 0; i < c->ncells; i++) {
		if (grid[cells[i]] == 0 ||
		    grid[cells[i]] % 2 == (c->family == RULE_ODD))
			continue;
		rules_cell_name(s, cells[i], a, sizeof a);
		snprintf(why, size, "%s cell %s holds %d", kind, a,
		    grid[cells[i]]);
		return false;
	}
	return true;
}

const struct rule_family rule_odd = {
	"odd", RULE_ODD, parity_post, NULL, parity_check
};

const struct rule_family rule_even = {
	"even", RULE_EVEN, parity_post, NULL, parity_check
};
