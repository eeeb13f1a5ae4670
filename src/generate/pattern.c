/*
 * --pattern FILE: the 9x9 mask of the Patterns Game, the cells a puzzle
 * must give and no others.  Marks are x, X, *, o, O, @ or a digit (so a
 * puzzle in line or grid notation is its own pattern), blanks are ., 0
 * or _; spaces and the separators of the grid notation (| + - = :, box
 * drawing) are skipped, and lines starting with # are comments.
 *
 * A mask no puzzle can fit is refused before any draw (pattern_check):
 * one that blanks two rows of a band or two columns of a stack, and, for
 * minimal puzzles, one with a given that every puzzle on it can lose
 * (full houses fill it back in: minimal_could_need).
 */
#include <string.h>

#include "generate/generate.h"
#include "generate/minimal.h"
#include "io/input.h"

static bool
pattern_skipped(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '|' || c == '+' ||
	    c == '-' || c == '=' || c == ':' || c >= 0x80;
}

/* 1 for a mark, 0 for a blank, -1 for neither. */
static int
pattern_cell(char c)
{
	if ((c >= '1' && c <= '9') || strchr("xX*oO@", c) != NULL)
		return 1;
	if (c == '.' || c == '0' || c == '_')
		return 0;
	return -1;
}

static int
pattern_line(const char *path, const struct line *l, struct grid *mask,
    int *cells, struct diag *d)
{
	size_t	i;
	int	v;

	if (l->len > 0 && l->text[0] == '#')
		return 0;
	for (i = 0; i < l->len; i++) {
		if (pattern_skipped((unsigned char)l->text[i]))
			continue;
		if ((v = pattern_cell(l->text[i])) < 0 || *cells == GRID_CELLS) {
			diag_set(d, path, l->no, i + 1, v < 0 ? "'%c' is "
			    "neither a mark (x * o @ or a digit) nor a blank "
			    "(. 0 _)" : "'%c' is past the 81st cell",
			    l->text[i]);
			return -1;
		}
		mask->cell[(*cells)++] = (uint8_t)v;
	}
	return 0;
}

/* Reads the mask; -1 with d set when the file is not one. */
int
pattern_read(const char *path, struct grid *mask, struct diag *d)
{
	struct input		in;
	struct line		l;
	enum input_status	st;
	int			cells = 0, status = 0;

	if (input_open(&in, path, d) < 0)
		return -1;
	while (status == 0 && (st = input_line(&in, &l, d)) != INPUT_END)
		if (st != INPUT_LINE ||
		    pattern_line(in.name, &l, mask, &cells, d) < 0)
			status = -1;
	if (status == 0 && cells < GRID_CELLS) {
		diag_set(d, in.name, 0, 0, "expected a mask of 81 cells, found "
		    "%d", cells);
		status = -1;
	}
	if (status == 0 && grid_count_givens(mask) < 17) {
		diag_set(d, in.name, 0, 0, "a pattern of %d cells admits no "
		    "puzzle (a unique Sudoku gives 17 cells at least)",
		    grid_count_givens(mask));
		status = -1;
	}
	input_close(&in);
	return status;
}

/* Lines a and b (rows, or columns when cols) with no mark, in one band
   or stack: true, *a and *b set, if there are such. */
static bool
pattern_blank_pair(const struct grid *mask, bool cols, int *a, int *b)
{
	bool	blank[GRID_SIDE];
	int	line, i, band;

	for (line = 0; line < GRID_SIDE; line++) {
		blank[line] = true;
		for (i = 0; i < GRID_SIDE; i++)
			if (mask->cell[cols ? i * GRID_SIDE + line :
			    line * GRID_SIDE + i] != 0)
				blank[line] = false;
	}
	for (band = 0; band < GRID_SIDE; band += 3)
		for (*a = band; *a < band + 3; (*a)++)
			for (*b = *a + 1; *b < band + 3; (*b)++)
				if (blank[*a] && blank[*b])
					return true;
	return false;
}

/*
 * Whether a unique puzzle (a minimal one, when minimal) can give exactly
 * mask's cells: -1 with d saying why not.  Two blank rows of a band
 * swapped in a solution make another (the boxes keep their digits), and
 * so do two blank columns of a stack.  A minimal puzzle needs each of
 * its orbits of givens, under the mask's own symmetry as generate makes
 * them: minimal_could_need says which no digits can make needed (in a
 * mask of 81 cells, a solved grid, none can).
 */
int
pattern_check(const char *path, const struct grid *mask, bool minimal,
    struct diag *d)
{
	struct orbits	o;
	char		cells[64];
	int		a, b, k;

	for (k = 0; k < 2; k++)
		if (pattern_blank_pair(mask, k == 1, &a, &b)) {
			diag_set(d, path, 0, 0, "%s %d and %d have no mark, "
			    "and swapping them in a solution makes another: "
			    "no puzzle on this pattern is unique",
			    k == 1 ? "columns" : "rows", a + 1, b + 1);
			return -1;
		}
	if (!minimal)
		return 0;
	if (grid_count_givens(mask) == GRID_CELLS) {
		diag_set(d, path, 0, 0, "a pattern of 81 cells gives a solved "
		    "grid, from which any given can go: no minimal puzzle fits "
		    "it (--no-minimal makes the grid)");
		return -1;
	}
	symmetry_pattern_orbits(mask, &o);
	for (k = 0; k < o.count; k++) {
		if (mask->cell[o.cell[o.start[k]]] == 0 ||
		    minimal_could_need(&o, k, mask))
			continue;
		symmetry_name_orbit(&o, k, cells, sizeof cells);
		diag_set(d, path, 0, 0, "no minimal puzzle fits this pattern: "
		    "%s can go from every puzzle on it (full houses, rows, "
		    "columns or boxes with one blank left, fill %s back in; "
		    "--no-minimal makes unique ones)", cells,
		    o.start[k + 1] - o.start[k] == 1 ? "it" : "them");
		return -1;
	}
	return 0;
}
