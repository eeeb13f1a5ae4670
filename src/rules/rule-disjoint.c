/*
 * Disjoint groups: the cells at one place of every box (the top left of
 * each, ...) hold no digit twice.  Places are the boxes' own, by the
 * shape, whether or not regions replace the boxes.
 */
#include <stdio.h>

#include "rules/rules.h"

/* The cells at place i of every box, boxes in row-major order. */
static int
disjoint_cells(const struct shape *s, int i, uint16_t *cells)
{
	int	b;

	for (b = 0; b < s->side; b++)
		cells[b] = (uint16_t)board_unit_cell(s, 2 * s->side + b, i);
	return s->side;
}

static int
disjoint_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	uint16_t	cells[BOARD_MAX_SIDE];
	int		i;

	(void)set;
	(void)c;
	for (i = 0; i < post_shape(p)->side; i++)
		if (post_group(p, cells, disjoint_cells(post_shape(p), i,
		    cells)) < 0)
			return -1;
	return 0;
}

static bool
disjoint_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	uint16_t	cells[BOARD_MAX_SIDE];
	char		what[48];
	int		i;

	(void)set;
	(void)c;
	for (i = 0; i < s->side; i++) {
		snprintf(what, sizeof what, "disjoint group %d", i + 1);
		if (!rules_report_repeat(s, what, cells, disjoint_cells(s, i, cells),
		    grid, why, size))
			return false;
	}
	return true;
}

const struct rule_family rule_disjoint = {
	"disjoint", RULE_DISJOINT, disjoint_post, NULL, disjoint_check
};
