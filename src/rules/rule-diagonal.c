/*
 * X-Sudoku's diagonals: each a group of N cells holding no digit twice.
 * value +1 is the diagonal from the bottom left to the top right
 * (f-puzzles' "diagonal+"), -1 from the top left to the bottom right.
 */
#include <stdio.h>

#include "rules/rules.h"

/* The cells of a diagonal: +1 from the bottom left, -1 from the top left. */
static int
diagonal_cells(const struct shape *s, int direction, uint16_t *cells)
{
	int	i, n = s->side;

	for (i = 0; i < n; i++)
		cells[i] = (uint16_t)(direction > 0 ? (n - 1 - i) * n + i :
		    i * n + i);
	return n;
}

static int
diagonal_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	uint16_t	cells[BOARD_MAX_SIDE];

	(void)set;
	return post_group(p, cells, diagonal_cells(post_shape(p), c->value,
	    cells));
}

static bool
diagonal_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	uint16_t	cells[BOARD_MAX_SIDE];

	(void)set;
	return rules_report_repeat(s, c->value > 0 ? "diagonal +" : "diagonal -",
	    cells, diagonal_cells(s, c->value, cells), grid, why, size);
}

const struct rule_family rule_diagonal = {
	"diagonal", RULE_DIAGONAL, diagonal_post, NULL, diagonal_check
};

