/*
 * The marks of a variant puzzle's pretty grid, from its rule set
 * (pretty-marks.h).  Each family puts its marks where it can; a mark that
 * has no place, or whose place another mark took first, is named in
 * undrawn instead, so that the legend still says it.
 */
#include <stdio.h>
#include <string.h>

#include "output/pretty-marks.h"
#include "rules/rules.h"

/* A dot's value drawn beside it: two digits at most. */
#define DOT_VALUE_MAX	99

/* The wall between two orthogonal neighbours, NULL for other cells. */
static struct pretty_wall *
marks_wall(struct pretty_marks *m, int a, int b)
{
	const struct shape	*s = &m->shape;
	int			 t;

	if (a > b)
		t = a, a = b, b = t;
	if (a < 0 || b >= s->cells || !rules_orthogonal(s, a, b))
		return NULL;
	return b == a + 1 ? &m->right[a] : &m->below[a];
}

/*
 * Appends text to undrawn; "..." ends it when it is full (a cell's name
 * or a value in brackets ends every other item).
 */
static void
marks_append(struct pretty_marks *m, const char *text)
{
	size_t	len = strlen(m->undrawn), room = sizeof m->undrawn;

	if (len > 0 && m->undrawn[len - 1] == '.')
		return;
	if (len + strlen(text) + 4 < room)
		memcpy(m->undrawn + len, text, strlen(text) + 1);
	else if (len + 4 < room)
		memcpy(m->undrawn + len, "...", 4);
}

/*
 * "thermometer r1c1 r1c3" in the legend, for a constraint, or its cell,
 * that has no place in the drawing.
 */
static void
marks_undrawn(struct pretty_marks *m, const char *what,
    const uint16_t *cells, int n, int value)
{
	char	text[RULES_NAME_MAX + 2];

	if (m->undrawn[0] != '\0')
		marks_append(m, "; ");
	marks_append(m, what);
	for (int i = 0; i < n; i++) {
		text[0] = ' ';
		rules_cell_name(&m->shape, cells[i], text + 1, sizeof text - 1);
		marks_append(m, text);
	}
	if (value != 0) {
		snprintf(text, sizeof text, " (%d)", value);
		marks_append(m, text);
	}
}

static bool
marks_in_board(const struct pretty_marks *m, const uint16_t *cells, int n)
{
	for (int i = 0; i < n; i++)
		if (cells[i] >= m->shape.cells)
			return false;
	return true;
}

/*
 * A line's step from a to b, across the wall between them or through the
 * corner they share; false when they do not touch, or another line has
 * the place.
 */
static bool
marks_step(struct pretty_marks *m, int a, int b, enum pretty_line line)
{
	const struct shape	*s = &m->shape;
	struct pretty_wall	*w = marks_wall(m, a, b);
	int			 dr, dc, corner;

	if (w != NULL) {
		if (w->line != LINE_NONE && w->line != line)
			return false;
		w->line = (uint8_t)line;
		return true;
	}
	dr = board_row(s, b) - board_row(s, a);
	dc = board_col(s, b) - board_col(s, a);
	if ((dr != 1 && dr != -1) || (dc != 1 && dc != -1))
		return false;
	/* the corner below right of the upper left cell of the four */
	corner = (board_row(s, a) < board_row(s, b) ? board_row(s, a) :
	    board_row(s, b)) * s->side + (board_col(s, a) < board_col(s, b) ?
	    board_col(s, a) : board_col(s, b));
	m->corner[corner] |= dr == dc ? CORNER_DOWN : CORNER_UP;
	return true;
}

/* A line along cells, from..n-1; false if a step could not be drawn. */
static bool
marks_path(struct pretty_marks *m, const uint16_t *cells, int from, int n,
    enum pretty_line line)
{
	bool	drawn = true;

	for (int i = from + 1; i < n; i++)
		if (cells[i] != cells[i - 1] &&
		    !marks_step(m, cells[i - 1], cells[i], line))
			drawn = false;
	return drawn;
}

static bool
marks_enclose(struct pretty_marks *m, int cell, enum pretty_enclosure e)
{
	if (m->enclose[cell] != ENCLOSE_NONE && m->enclose[cell] != e)
		return false;
	m->enclose[cell] = (uint8_t)e;
	return true;
}

/* Cells joined in a cage: no wall inside; the sum on its first cell. */
static void
marks_cage(struct pretty_marks *m, const struct constraint *c,
    const uint16_t *cells, int32_t index)
{
	int	i, first;

	m->seen |= SEEN_CAGE;
	if (c->ncells == 0)
		return;
	first = cells[0];
	for (i = 0; i < c->ncells; i++) {
		if (m->cage[cells[i]] == CAGE_NONE)
			m->cage[cells[i]] = index;
		if (cells[i] < first)
			first = cells[i];
	}
	if (c->value == 0)
		return;
	if (m->has_sum[first]) {
		marks_undrawn(m, "cage", cells, c->ncells, c->value);
		return;
	}
	m->has_sum[first] = true;
	m->sum[first] = c->value;
	m->seen |= SEEN_CAGE_SUM;
}

static void
marks_thermo(struct pretty_marks *m, const struct constraint *c,
    const uint16_t *cells)
{
	bool	drawn;

	m->seen |= SEEN_THERMO;
	if (c->ncells == 0)
		return;
	drawn = marks_enclose(m, cells[0], ENCLOSE_BULB);
	if (!marks_path(m, cells, 0, c->ncells, LINE_THERMO) || !drawn)
		marks_undrawn(m, "thermometer", cells, c->ncells, 0);
}

static bool
marks_touch(const struct shape *s, int a, int b)
{
	int	dr = board_row(s, a) - board_row(s, b);
	int	dc = board_col(s, a) - board_col(s, b);

	return a != b && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

/*
 * The step from the circle into the line: none when the line starts in
 * the circle, else from the circle's last cell that touches the line's
 * first.  False if there is none.
 */
static bool
marks_arrow_start(struct pretty_marks *m, const uint16_t *cells, int head)
{
	int	i;

	for (i = 0; i < head; i++)
		if (cells[i] == cells[head])
			return true;
	for (i = head - 1; i >= 0; i--)
		if (marks_touch(&m->shape, cells[i], cells[head]))
			return marks_step(m, cells[i], cells[head], LINE_ARROW);
	return head == 0;
}

/* The circle's cells (a pill's joined), then the line out of it. */
static void
marks_arrow(struct pretty_marks *m, const struct constraint *c,
    const uint16_t *cells)
{
	struct pretty_wall	*w;
	bool			 drawn = true;
	int			 i;

	m->seen |= SEEN_ARROW | (c->head > 1 ? SEEN_PILL : 0);
	for (i = 0; i < c->head; i++) {
		if (!marks_enclose(m, cells[i], ENCLOSE_CIRCLE))
			drawn = false;
		if (i == 0)
			continue;
		if ((w = marks_wall(m, cells[i - 1], cells[i])) != NULL)
			w->joined = true;
		else
			drawn = false;
	}
	if (c->head < c->ncells && !marks_arrow_start(m, cells, c->head))
		drawn = false;
	if (c->head < c->ncells &&
	    !marks_path(m, cells, c->head, c->ncells, LINE_ARROW))
		drawn = false;
	if (!drawn)
		marks_undrawn(m, "arrow", cells, c->ncells, 0);
}

/* A dot or an XV on the wall between its two cells. */
static void
marks_dot(struct pretty_marks *m, const struct constraint *c,
    const uint16_t *cells)
{
	enum pretty_dot		 dot = c->family == RULE_DIFFERENCE ?
				     DOT_WHITE : c->family == RULE_RATIO ?
				     DOT_BLACK : DOT_XV;
	struct pretty_wall	*w = NULL;

	if (c->ncells == 2 && c->value >= 1 && c->value <= DOT_VALUE_MAX)
		w = marks_wall(m, cells[0], cells[1]);
	if (w == NULL || w->dot != DOT_NONE) {
		/* the value said where the name does not say it */
		marks_undrawn(m, dot == DOT_WHITE ? "white dot" :
		    dot == DOT_BLACK ? "black dot" : c->value == 10 ? "X" :
		    c->value == 5 ? "V" : "XV", cells, c->ncells,
		    c->value == (dot == DOT_WHITE ? 1 : dot == DOT_BLACK ? 2 :
		    c->value == 10 || c->value == 5 ? c->value : 0) ? 0 :
		    c->value);
		return;
	}
	w->dot = (uint8_t)dot;
	w->value = (uint8_t)c->value;
	if (dot == DOT_WHITE)
		m->seen |= c->value == 1 ? SEEN_WHITE : SEEN_WHITE_VALUE;
	else if (dot == DOT_BLACK)
		m->seen |= c->value == 2 ? SEEN_BLACK : SEEN_BLACK_VALUE;
	else
		m->seen |= c->value == 10 ? SEEN_X : c->value == 5 ? SEEN_V :
		    SEEN_SUM_VALUE;
}

static void
marks_parity(struct pretty_marks *m, const struct constraint *c,
    const uint16_t *cells)
{
	enum pretty_enclosure	e = c->family == RULE_ODD ? ENCLOSE_ODD :
				    ENCLOSE_EVEN;

	m->seen |= c->family == RULE_ODD ? SEEN_ODD : SEEN_EVEN;
	for (int i = 0; i < c->ncells; i++)
		if (!marks_enclose(m, cells[i], e))
			marks_undrawn(m, c->family == RULE_ODD ? "odd" :
			    "even", cells + i, 1, 0);
}

/* Diagonals go through the corners of their cells. */
static void
marks_diagonal(struct pretty_marks *m, int direction)
{
	int	k, n = m->shape.side;

	m->seen |= direction > 0 ? SEEN_DIAGONAL_UP : SEEN_DIAGONAL_DOWN;
	for (k = 0; k + 1 < n; k++)
		if (direction > 0)
			m->corner[k * n + n - 2 - k] |= CORNER_UP;
		else
			m->corner[k * n + k] |= CORNER_DOWN;
}

static void
marks_constraint(struct pretty_marks *m, const struct ruleset *set, int i)
{
	static const unsigned	 global[RULE_FAMILIES] = {
		[RULE_DISJOINT] = SEEN_DISJOINT,
		[RULE_ANTIKNIGHT] = SEEN_ANTIKNIGHT,
		[RULE_ANTIKING] = SEEN_ANTIKING,
		[RULE_NONCONSECUTIVE] = SEEN_NONCONSECUTIVE
	};
	const struct constraint	*c = &set->constraint[i];
	const uint16_t		*cells = constraint_cells(set, c);

	if (c->family >= RULE_FAMILIES)
		return;
	if (!marks_in_board(m, cells, c->ncells)) {
		/* no reader makes one; named rather than drawn half */
		marks_undrawn(m, rule_family_of(c)->name, NULL, 0, c->value);
		return;
	}
	m->seen |= global[c->family];
	switch (c->family) {
	case RULE_DIAGONAL:
		marks_diagonal(m, c->value);
		break;
	case RULE_EXTRA_REGION:
		for (int k = 0; k < c->ncells; k++)
			m->shade[cells[k]] = true;
		m->seen |= SEEN_EXTRA;
		break;
	case RULE_CAGE:
		marks_cage(m, c, cells, i);
		break;
	case RULE_THERMO:
		marks_thermo(m, c, cells);
		break;
	case RULE_ARROW:
		marks_arrow(m, c, cells);
		break;
	case RULE_DIFFERENCE:
	case RULE_RATIO:
	case RULE_XV:
		marks_dot(m, c, cells);
		break;
	case RULE_ODD:
	case RULE_EVEN:
		marks_parity(m, c, cells);
		break;
	case RULE_NEGATIVE:
		m->negative |= c->value;
		break;
	default:	/* regions: the map; global rules: seen */
		break;
	}
}

/* Marks that sit in a cell's padding or on a wall need wide cells. */
#define SEEN_WIDE	(SEEN_ODD | SEEN_EVEN | SEEN_THERMO | SEEN_ARROW | \
			 SEEN_WHITE | SEEN_WHITE_VALUE | SEEN_BLACK | \
			 SEEN_BLACK_VALUE | SEEN_X | SEEN_V | SEEN_SUM_VALUE | \
			 SEEN_EXTRA)

void
pretty_marks_build(struct pretty_marks *m, const struct ruleset *set,
    const struct shape *s)
{
	int	i;

	memset(m, 0, sizeof *m);
	m->shape = *s;
	ruleset_region_map(set, s, m->region);
	for (i = 0; i < s->cells; i++)
		m->cage[i] = CAGE_NONE;
	for (i = 0; i < set->count; i++)
		marks_constraint(m, set, i);
	m->wide = (m->seen & SEEN_WIDE) != 0;
}
