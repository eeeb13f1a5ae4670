/*
 * The negative constraint of dots and XV ("all given"): where two
 * orthogonal neighbours have no mark of a kind between them, the relation
 * of that kind does not hold.  No dot: neither consecutive (the white
 * negative) nor one double the other (the black one); no X: not adding
 * up to 10; no V: not to 5.  A dot of either colour frees its pair of
 * both Kropki negatives, as an X or a V does of both XV ones: a 1 beside
 * a 2 is consecutive and double, and takes one dot, white or black (the
 * Kropki convention; Rangsk's solver reads f-puzzles' negative so too).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/rules.h"

/* The marks on a cell's edges to the right and below, a bit each. */
#define MARK_WHITE	0x01
#define MARK_BLACK	0x02
#define MARK_XV		0x04
#define MARK_DOT	(MARK_WHITE | MARK_BLACK)	/* either colour */
#define MARK_DOWN	3	/* the same, shifted: the edge below */

/*
 * Each negative: the marks whose absence says no, and the relation then;
 * its name and the marks' in messages.
 */
static const struct {
	int		negative;
	int		mark;
	enum relation	kind;
	int		value;
	const char	*name;
	const char	*marks;
} negatives[] = {
	{ NEGATIVE_WHITE, MARK_DOT, REL_NOT_DIFFERENCE, 1, "white dot",
	  "dot" },
	{ NEGATIVE_BLACK, MARK_DOT, REL_NOT_RATIO, 2, "black dot", "dot" },
	{ NEGATIVE_X, MARK_XV, REL_NOT_SUM, 10, "X", "X or V" },
	{ NEGATIVE_V, MARK_XV, REL_NOT_SUM, 5, "V", "X or V" },
};

/*
 * marks[cell]: the marks between the cell and its right neighbour (low
 * bits) and the one below (shifted by MARK_DOWN); NULL when memory ran
 * out.
 */
static uint8_t *
negative_marks(const struct ruleset *set, const struct shape *s)
{
	const struct constraint	*c;
	const uint16_t		*cells;
	uint8_t			*marks = calloc((size_t)s->cells, 1);
	int			 i, a, b, bit;

	if (marks == NULL)
		return NULL;
	for (i = 0; i < set->count; i++) {
		c = &set->constraint[i];
		bit = c->family == RULE_DIFFERENCE ? MARK_WHITE :
		    c->family == RULE_RATIO ? MARK_BLACK :
		    c->family == RULE_XV ? MARK_XV : 0;
		if (bit == 0 || c->ncells != 2)
			continue;
		cells = constraint_cells(set, c);
		a = cells[0] < cells[1] ? cells[0] : cells[1];
		b = cells[0] + cells[1] - a;
		if (!rules_orthogonal(s, a, b))
			continue;
		marks[a] |= (uint8_t)(b == a + 1 ? bit : bit << MARK_DOWN);
	}
	return marks;
}

static int
negative_post(struct post *p, const struct ruleset *set,
    const struct constraint *c)
{
	const struct shape	*s = post_shape(p);
	uint8_t			*marks;
	int			 cell, k, d, other, rc = 0;

	if ((marks = negative_marks(set, s)) == NULL)
		return -1;
	for (cell = 0; cell < s->cells && rc == 0; cell++)
		for (d = 0; d < 2; d++) {
			if (d == 0 ? board_col(s, cell) == s->side - 1 :
			    board_row(s, cell) == s->side - 1)
				continue;
			other = d == 0 ? cell + 1 : cell + s->side;
			for (k = 0; k < 4; k++)
				if ((c->value & negatives[k].negative) &&
				    !(marks[cell] >> (d * MARK_DOWN) &
				    negatives[k].mark) &&
				    (rc = post_relation(p, cell, other,
				    negatives[k].kind,
				    negatives[k].value)) < 0)
					break;
		}
	free(marks);
	return rc;
}

/* Whether the relation a negative forbids holds between x and y. */
static bool
negative_holds(int k, int x, int y)
{
	switch (negatives[k].kind) {
	case REL_NOT_DIFFERENCE:
		return abs(x - y) == negatives[k].value;
	case REL_NOT_RATIO:
		return x == 2 * y || y == 2 * x;
	default:
		return x + y == negatives[k].value;
	}
}

/* Whether cells a and b have a mark of the kinds (MARK_*) between them. */
static bool
negative_marked(const struct ruleset *set, int a, int b, int mark)
{
	const struct constraint	*c;
	const uint16_t		*cells;
	int			 i, bit;

	for (i = 0; i < set->count; i++) {
		c = &set->constraint[i];
		bit = c->family == RULE_DIFFERENCE ? MARK_WHITE :
		    c->family == RULE_RATIO ? MARK_BLACK :
		    c->family == RULE_XV ? MARK_XV : 0;
		if ((bit & mark) == 0 || c->ncells != 2)
			continue;
		cells = constraint_cells(set, c);
		if ((cells[0] == a && cells[1] == b) ||
		    (cells[0] == b && cells[1] == a))
			return true;
	}
	return false;
}

/* A grid is checked pair by pair, without the engine's table of marks. */
static bool
negative_check(const struct ruleset *set, const struct constraint *c,
    const struct shape *s, const uint8_t *grid, char *why, size_t size)
{
	char	a[RULES_NAME_MAX], b[RULES_NAME_MAX];
	int	cell, k, d, other;

	for (cell = 0; cell < s->cells; cell++)
		for (d = 0; d < 2; d++) {
			if (d == 0 ? board_col(s, cell) == s->side - 1 :
			    board_row(s, cell) == s->side - 1)
				continue;
			other = d == 0 ? cell + 1 : cell + s->side;
			for (k = 0; k < 4; k++) {
				if (!(c->value & negatives[k].negative) ||
				    grid[cell] == 0 || grid[other] == 0 ||
				    !negative_holds(k, grid[cell],
				    grid[other]) || negative_marked(set, cell,
				    other, negatives[k].mark))
					continue;
				rules_cell_name(s, cell, a, sizeof a);
				rules_cell_name(s, other, b, sizeof b);
				snprintf(why, size, "negative %s: %s and %s "
				    "hold %d and %d, with no %s between them",
				    negatives[k].name, a, b, grid[cell],
				    grid[other], negatives[k].marks);
				return false;
			}
		}
	return true;
}

const struct rule_family rule_negative = {
	"negative", RULE_NEGATIVE, negative_post, NULL, negative_check
};
