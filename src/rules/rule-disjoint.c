/*
 * Disjoint groups: the cells at one place of every region (the first of
 * each in reading order, the second, ...) hold no digit twice.  The
 * regions are the boxes, or the regions that replace them: a jigsaw's
 * places are counted in reading order within each region, as setters'
 * tools (f-puzzles, SudokuPad) count them.  A region without a cell at
 * that place (one smaller than the others) adds none.
 */
#include <stdio.h>
#include <string.h>

#include "rules/rules.h"

/* The cells at place i of every region, regions in their order. */
static int
disjoint_cells(const struct ruleset *set, const struct shape *s, int i,
    uint16_t *cells)
{
	uint8_t	region[BOARD_MAX_CELLS], seen[256];
	int	c, n = 0, regions;

	regions = ruleset_region_map(set, s, region);
	memset(seen, 0, sizeof seen);
	/* reading order: each region's cells counted as they come */
	for (c = 0; c < s->cells && n < regions; c++) {
		if (region[c] == REGION_NONE)
			continue;
		if (seen[region[c]]++ == i && n < BOARD_MAX_SIDE)
			cells[n++] = (uint16_t)c;
	}
	return n;
}

static int
disjoint_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	uint16_t	cells[BOARD_MAX_SIDE];
	int		i;

	(void)c;
	for (i = 0; i < post_shape(p)->side; i++)
		if (post_group(p, cells, disjoint_cells(set, post_shape(p), i,
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

	(void)c;
	for (i = 0; i < s->side; i++) {
		snprintf(what, sizeof what, "disjoint group %d", i + 1);
		if (!rules_report_repeat(s, what, cells,
		    disjoint_cells(set, s, i, cells), grid, why, size))
			return false;
	}
	return true;
}

const struct rule_family rule_disjoint = {
	"disjoint", RULE_DISJOINT, disjoint_post, NULL, disjoint_check
};
