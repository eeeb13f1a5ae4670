/*
 * --pattern FILE: the 9x9 mask of the Patterns Game, the cells a puzzle
 * must give and no others.  Marks are x, X, *, o, O, @ or a digit (so a
 * puzzle in line or grid notation is its own pattern), blanks are ., 0
 * or _; spaces and the separators of the grid notation (| + - = :, box
 * drawing) are skipped, and lines starting with # are comments.
 */
#include <string.h>

#include "generate/generate.h"
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
