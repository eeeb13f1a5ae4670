/*
 * The family table, and what checking a grid against a rule set takes
 * beyond each family's own check: the rows and columns, and the boxes
 * when no region replaces them.
 */
#include <stdio.h>
#include <string.h>

#include "rules/rules.h"

/* In the order of enum rule_family_id: rule_families[id]->id == id. */
const struct rule_family *const rule_families[RULE_FAMILIES] = {
	&rule_region,
	&rule_diagonal,
	&rule_extra_region,
	&rule_disjoint,
	&rule_antiknight,
	&rule_antiking,
	&rule_nonconsecutive,
	&rule_cage,
	&rule_thermo,
	&rule_arrow,
	&rule_difference,
	&rule_ratio,
	&rule_xv,
	&rule_odd,
	&rule_even,
	&rule_negative,
};

const struct rule_family *
rule_family_of(const struct constraint *c)
{
	return c->family < RULE_FAMILIES ? rule_families[c->family] : NULL;
}

const struct rule_family *
rule_family_named(const char *name)
{
	int	i;

	for (i = 0; i < RULE_FAMILIES; i++)
		if (strcmp(rule_families[i]->name, name) == 0)
			return rule_families[i];
	return NULL;
}

/*
 * A cell as setters name it, r1c1 at the top left, on every size (the
 * tools variants are set in, f-puzzles and SudokuPad, say R1C1).
 */
size_t
rules_cell_name(const struct shape *s, int cell, char *buf, size_t size)
{
	int	n = snprintf(buf, size, "r%dc%d", board_row(s, cell) + 1,
		    board_col(s, cell) + 1);

	return n < 0 ? 0 : (size_t)n;
}

/* Whether two cells are orthogonal neighbours. */
bool
rules_orthogonal(const struct shape *s, int a, int b)
{
	int	dr = board_row(s, a) - board_row(s, b);
	int	dc = board_col(s, a) - board_col(s, b);

	return (dr == 0 && (dc == 1 || dc == -1)) ||
	    (dc == 0 && (dr == 1 || dr == -1));
}

/*
 * The first digit twice among cells: its two places in *first and
 * *second (indices into cells) and the digit returned; 0 if none.
 */
int
rules_group_check(const struct shape *s, const uint16_t *cells, int n,
    const uint8_t *grid, int *first, int *second)
{
	int	seen[BOARD_MAX_SIDE + 1], i, v;

	for (i = 0; i <= s->side; i++)
		seen[i] = -1;
	for (i = 0; i < n; i++) {
		v = grid[cells[i]];
		if (v < 1 || v > s->side)
			continue;
		if (seen[v] >= 0) {
			*first = seen[v];
			*second = i;
			return v;
		}
		seen[v] = i;
	}
	return 0;
}

/*
 * "diagonal + repeats 5 (r9c1 and r1c9)": false with why set if the cells
 * hold a digit twice.
 */
bool
rules_report_repeat(const struct shape *s, const char *what,
    const uint16_t *cells, int n, const uint8_t *grid, char *why,
    size_t size)
{
	char	a[RULES_NAME_MAX], b[RULES_NAME_MAX];
	int	i, j, v;

	if ((v = rules_group_check(s, cells, n, grid, &i, &j)) == 0)
		return true;
	rules_cell_name(s, cells[i], a, sizeof a);
	rules_cell_name(s, cells[j], b, sizeof b);
	snprintf(why, size, "%s repeats %d (%s and %s)", what, v, a, b);
	return false;
}

/*
 * Every pair of cells a move apart (moves[] of (rows, columns), one of
 * each pair of opposites): a relation of kind between them.
 */
int
rules_post_moves(struct post *p, const int (*moves)[2], int nmoves,
    enum relation kind, int value)
{
	const struct shape	*s = post_shape(p);
	int			 c, m, r, k;

	for (c = 0; c < s->cells; c++)
		for (m = 0; m < nmoves; m++) {
			r = board_row(s, c) + moves[m][0];
			k = board_col(s, c) + moves[m][1];
			if (r < 0 || r >= s->side || k < 0 || k >= s->side)
				continue;
			if (post_relation(p, c, r * s->side + k, kind,
			    value) == -1)
				return -1;
		}
	return 0;
}

/*
 * The first pair of cells a move apart for which broken() holds: false
 * with why saying "NAME: r1c1 and r2c3 hold 5 and 5" (or what says).
 */
bool
rules_check_moves(const struct shape *s, const int (*moves)[2], int nmoves,
    const uint8_t *grid, bool (*broken)(int, int, int), int value,
    const char *name, char *why, size_t size)
{
	char	a[RULES_NAME_MAX], b[RULES_NAME_MAX];
	int	c, m, r, k, o;

	for (c = 0; c < s->cells; c++)
		for (m = 0; m < nmoves; m++) {
			r = board_row(s, c) + moves[m][0];
			k = board_col(s, c) + moves[m][1];
			if (r < 0 || r >= s->side || k < 0 || k >= s->side)
				continue;
			o = r * s->side + k;
			if (grid[c] == 0 || grid[o] == 0 ||
			    !broken(grid[c], grid[o], value))
				continue;
			rules_cell_name(s, c, a, sizeof a);
			rules_cell_name(s, o, b, sizeof b);
			snprintf(why, size, "%s: %s and %s hold %d and %d",
			    name, a, b, grid[c], grid[o]);
			return false;
		}
	return true;
}

/* The orthogonal moves, one of each pair: right and down. */
const int rules_orthogonal_moves[2][2] = { { 0, 1 }, { 1, 0 } };

/* "row 3 repeats 7 (r3c2 and r3c8)" for the unit's cells, or true. */
static bool
rules_check_unit(const struct shape *s, const char *kind, int index,
    const uint16_t *cells, const uint8_t *grid, char *why, size_t size)
{
	char	what[32];

	snprintf(what, sizeof what, "%s %d", kind, index + 1);
	return rules_report_repeat(s, what, cells, s->side, grid, why, size);
}

/*
 * Whether the digits of a grid keep every rule: rows, columns, the boxes
 * (unless regions replace them), then each constraint in turn.  Blanks
 * (0) break nothing: on a partial grid only what its digits already
 * decide is checked (a digit twice in a cage, a cage whose cells are all
 * filled adding up wrong), on a complete one everything.  False with the
 * first rule broken said in why.
 */
bool
rules_check(const struct ruleset *set, const struct shape *s,
    const uint8_t *grid, char *why, size_t size)
{
	static const char *const kinds[] = { "row", "column", "box" };
	const struct rule_family *f;
	uint16_t	 cells[BOARD_MAX_SIDE];
	int		 u, i, units = ruleset_frame_units(set, s);

	for (u = 0; u < units; u++) {
		board_unit_cells(s, u, cells);
		if (!rules_check_unit(s, kinds[u / s->side], u % s->side,
		    cells, grid, why, size))
			return false;
	}
	for (i = 0; i < set->count; i++) {
		f = rule_family_of(&set->constraint[i]);
		if (f != NULL && f->check != NULL &&
		    !f->check(set, &set->constraint[i], s, grid, why, size))
			return false;
	}
	return true;
}
