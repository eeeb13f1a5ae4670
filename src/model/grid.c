/*
 * The 9x9 model: rule checks, cell names and comparisons that notations,
 * engines and commands share.
 */
#include <stdio.h>
#include <string.h>

#include "model/grid.h"

void
grid_clear(struct grid *g)
{
	memset(g->cell, 0, sizeof g->cell);
}

int
grid_count_givens(const struct grid *g)
{
	int	i, n = 0;

	for (i = 0; i < GRID_CELLS; i++)
		n += g->cell[i] != 0;
	return n;
}

bool
grid_is_complete(const struct grid *g)
{
	return grid_count_givens(g) == GRID_CELLS;
}

static int
grid_house_of(enum house_kind kind, int cell)
{
	switch (kind) {
	case HOUSE_ROW:
		return grid_row(cell);
	case HOUSE_COLUMN:
		return grid_col(cell);
	case HOUSE_BOX:
		break;
	}
	return grid_box(cell);
}

/*
 * Finds the first repeated digit, scanning cells in row-major order and
 * reporting the house kinds in the order rows, columns, boxes, so that the
 * message for a given grid is always the same one.
 */
/*
 * Whether any digit repeats in a house, in one pass of bit masks: every
 * puzzle is checked before it is solved, and almost none has a conflict,
 * so the search for the cells to name waits until one is known to exist.
 */
static bool
grid_may_conflict(const struct grid *g)
{
	uint16_t	row, col[GRID_SIDE] = { 0 }, box[GRID_SIDE] = { 0 },
			bit;
	int		r, c, digit;
	const uint8_t	*cell = g->cell;

	for (r = 0; r < GRID_SIDE; r++) {
		for (row = 0, c = 0; c < GRID_SIDE; c++, cell++) {
			if ((digit = *cell) == 0 || digit > GRID_SIDE)
				continue;
			bit = (uint16_t)(1u << digit);
			if ((row | col[c] | box[r / 3 * 3 + c / 3]) & bit)
				return true;
			row |= bit;
			col[c] |= bit;
			box[r / 3 * 3 + c / 3] |= bit;
		}
	}
	return false;
}

bool
grid_find_conflict(const struct grid *g, struct conflict *c)
{
	static const enum house_kind kinds[] = {
		HOUSE_ROW, HOUSE_COLUMN, HOUSE_BOX
	};
	int	seen[GRID_SIDE][GRID_SIDE + 1];	/* house, digit -> cell + 1 */
	size_t	k;
	int	cell, digit, house;

	if (!grid_may_conflict(g))
		return false;
	for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
		memset(seen, 0, sizeof seen);
		for (cell = 0; cell < GRID_CELLS; cell++) {
			digit = g->cell[cell];
			if (digit == 0 || digit > GRID_SIDE)
				continue;
			house = grid_house_of(kinds[k], cell);
			if (seen[house][digit] != 0) {
				c->kind = kinds[k];
				c->house = house;
				c->digit = digit;
				c->first = seen[house][digit] - 1;
				c->second = cell;
				return true;
			}
			seen[house][digit] = cell + 1;
		}
	}
	return false;
}

/*
 * The first cell where solution does not keep a given of puzzle, or -1.
 * Blank cells of the solution count as mismatches: a completion fills all.
 */
int
grid_first_mismatch(const struct grid *puzzle, const struct grid *solution)
{
	int	i;

	for (i = 0; i < GRID_CELLS; i++) {
		if (solution->cell[i] == 0)
			return i;
		if (puzzle->cell[i] != 0 && puzzle->cell[i] != solution->cell[i])
			return i;
	}
	return -1;
}

bool
grid_lex_less(const struct grid *a, const struct grid *b)
{
	return memcmp(a->cell, b->cell, sizeof a->cell) < 0;
}

/* "A1".."I9": row letter, column digit, as Baekjoon 4574 names cells. */
void
grid_cell_name(int cell, char name[3])
{
	name[0] = (char)('A' + grid_row(cell));
	name[1] = (char)('1' + grid_col(cell));
	name[2] = '\0';
}

/* The cell named by s[0..len), or -1 when it names none. */
int
grid_cell_parse(const char *s, size_t len)
{
	if (len != 2 || s[0] < 'A' || s[0] > 'I' || s[1] < '1' || s[1] > '9')
		return -1;
	return (s[0] - 'A') * GRID_SIDE + (s[1] - '1');
}

void
grid_to_line(const struct grid *g, char out[GRID_CELLS + 1], char blank)
{
	int	i;

	for (i = 0; i < GRID_CELLS; i++)
		out[i] = g->cell[i] == 0 ? blank : (char)('0' + g->cell[i]);
	out[GRID_CELLS] = '\0';
}

/* "row 3 repeats 7 (C2 and C8)": houses numbered from 1, cells by name. */
size_t
conflict_describe(const struct conflict *c, const char *digit, char *buf,
    size_t size)
{
	static const char *const house_names[] = { "row", "column", "box" };
	char	first[3], second[3];
	int	n;

	grid_cell_name(c->first, first);
	grid_cell_name(c->second, second);
	n = snprintf(buf, size, "%s %d repeats %s (%s and %s)",
	    house_names[c->kind], c->house + 1, digit, first, second);
	return n < 0 ? 0 : (size_t)n;
}

/* Side by side or one above the other: where a domino's halves may lie. */
bool
grid_adjacent(int a, int b)
{
	if (grid_row(a) == grid_row(b))
		return a - b == 1 || b - a == 1;
	return grid_col(a) == grid_col(b) && (a - b == 9 || b - a == 9);
}

/* The domino of digits a and b (distinct, 1..9): 0..35, the same either way. */
int
domino_index(int a, int b)
{
	int	lo = a < b ? a : b, hi = a < b ? b : a;

	/* dominoes of smaller digits come first: 8 with 1, 7 with 2, ... */
	return (lo - 1) * (18 - lo) / 2 + (hi - lo - 1);
}

/*
 * The digits the cells sharing a house with cell hold, as a mask of bits
 * 1..9: what cell can no longer take.
 */
unsigned
grid_peer_digits(const struct grid *g, int cell)
{
	unsigned	used = 0;
	int		other;

	for (other = 0; other < GRID_CELLS; other++)
		if (other != cell && (grid_row(other) == grid_row(cell) ||
		    grid_col(other) == grid_col(cell) ||
		    grid_box(other) == grid_box(cell)))
			used |= 1u << g->cell[other];
	return used & 0x3feu;
}
