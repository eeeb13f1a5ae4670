/*
 * The symmetries by name, and the orbits of each.  A symmetry is a group
 * of maps of the square, each written as what it does to (row, column):
 * the orbit of a cell is its images under the group.
 */
#include <stdio.h>
#include <string.h>

#include "model/symmetry.h"

const char *const symmetry_names[] = {
	[SYMMETRY_NONE] = "none",
	[SYMMETRY_ROT180] = "rot180",
	[SYMMETRY_ROT90] = "rot90",
	[SYMMETRY_MIRROR] = "mirror",
	[SYMMETRY_DIAGONAL] = "diagonal",
	[SYMMETRY_ANTIDIAGONAL] = "antidiagonal",
	[SYMMETRY_DIHEDRAL] = "dihedral",
	[SYMMETRY_RANDOM] = "random",
	NULL
};

/* The eight maps of the square; each symmetry is a subset holding 0. */
enum square_map {
	MAP_IDENTITY,
	MAP_ROT90,
	MAP_ROT180,
	MAP_ROT270,
	MAP_MIRROR,		/* left to right */
	MAP_FLIP,		/* top to bottom */
	MAP_DIAGONAL,		/* about A1-I9 */
	MAP_ANTIDIAGONAL	/* about A9-I1 */
};

static const uint8_t symmetry_maps[SYMMETRY_CONCRETE] = {
	[SYMMETRY_NONE] = 1u << MAP_IDENTITY,
	[SYMMETRY_ROT180] = 1u << MAP_IDENTITY | 1u << MAP_ROT180,
	[SYMMETRY_ROT90] = 1u << MAP_IDENTITY | 1u << MAP_ROT90 |
	    1u << MAP_ROT180 | 1u << MAP_ROT270,
	[SYMMETRY_MIRROR] = 1u << MAP_IDENTITY | 1u << MAP_MIRROR,
	[SYMMETRY_DIAGONAL] = 1u << MAP_IDENTITY | 1u << MAP_DIAGONAL,
	[SYMMETRY_ANTIDIAGONAL] = 1u << MAP_IDENTITY | 1u << MAP_ANTIDIAGONAL,
	[SYMMETRY_DIHEDRAL] = 0xff
};

int
symmetry_find(const char *name)
{
	int	s;

	for (s = 0; symmetry_names[s] != NULL; s++)
		if (strcmp(name, symmetry_names[s]) == 0)
			return s;
	return -1;
}

static int
symmetry_map(enum square_map map, int cell)
{
	int	r = grid_row(cell), c = grid_col(cell), m = GRID_SIDE - 1;

	switch (map) {
	case MAP_IDENTITY:
		break;
	case MAP_ROT90:
		return c * GRID_SIDE + (m - r);
	case MAP_ROT180:
		return (m - r) * GRID_SIDE + (m - c);
	case MAP_ROT270:
		return (m - c) * GRID_SIDE + r;
	case MAP_MIRROR:
		return r * GRID_SIDE + (m - c);
	case MAP_FLIP:
		return (m - r) * GRID_SIDE + c;
	case MAP_DIAGONAL:
		return c * GRID_SIDE + r;
	case MAP_ANTIDIAGONAL:
		return (m - c) * GRID_SIDE + (m - r);
	}
	return cell;
}

/*
 * The orbits of a group of maps (a bit per enum square_map), in the
 * order of their first cell, each orbit's cells in increasing order.
 */
static void
symmetry_orbits_of(unsigned maps, struct orbits *o)
{
	bool	placed[GRID_CELLS] = { false };
	int	cell, map, image, n = 0, i, j, first;
	uint8_t	t;

	o->count = 0;
	for (cell = 0; cell < GRID_CELLS; cell++) {
		if (placed[cell])
			continue;
		o->start[o->count] = (uint8_t)n;
		first = n;
		for (map = 0; map < 8; map++) {
			if ((maps & (1u << map)) == 0)
				continue;
			image = symmetry_map((enum square_map)map, cell);
			if (placed[image])
				continue;
			placed[image] = true;
			o->of[image] = (uint8_t)o->count;
			o->cell[n++] = (uint8_t)image;
		}
		for (i = first + 1; i < n; i++)
			for (j = i; j > first && o->cell[j - 1] > o->cell[j];
			    j--) {
				t = o->cell[j];
				o->cell[j] = o->cell[j - 1];
				o->cell[j - 1] = t;
			}
		o->count++;
	}
	o->start[o->count] = (uint8_t)n;
}

void
symmetry_orbits(enum symmetry s, struct orbits *o)
{
	symmetry_orbits_of(symmetry_maps[s], o);
}

/*
 * The orbits of every map that keeps a pattern's marked cells (non-zero)
 * where they are.  Those maps form a group, the pattern's own symmetry,
 * which need not be one of the named ones (both mirrors, say).
 */
void
symmetry_pattern_orbits(const struct grid *pattern, struct orbits *o)
{
	unsigned	maps = 0;
	int		map, cell;

	for (map = 0; map < 8; map++) {
		for (cell = 0; cell < GRID_CELLS; cell++)
			if ((pattern->cell[cell] != 0) != (pattern->cell[
			    symmetry_map((enum square_map)map, cell)] != 0))
				break;
		if (cell == GRID_CELLS)
			maps |= 1u << map;
	}
	symmetry_orbits_of(maps, o);
}

/*
 * Whether the givens break the symmetry: an orbit with a given cell and a
 * blank one (the first such orbit, its first of each).
 */
bool
symmetry_broken(const struct orbits *o, const struct grid *g, int *given,
    int *blank)
{
	int	k, i, cell;

	for (k = 0; k < o->count; k++) {
		*given = *blank = -1;
		for (i = o->start[k]; i < o->start[k + 1]; i++) {
			cell = o->cell[i];
			if (g->cell[cell] != 0 && *given < 0)
				*given = cell;
			if (g->cell[cell] == 0 && *blank < 0)
				*blank = cell;
		}
		if (*given >= 0 && *blank >= 0)
			return true;
	}
	return false;
}

/* "A1, A9, I1 and I9": the cells of orbit k, for a message. */
void
symmetry_name_orbit(const struct orbits *o, int k, char *text, size_t size)
{
	char	name[3];
	int	i, n = o->start[k + 1] - o->start[k];
	size_t	len = 0;

	text[0] = '\0';
	for (i = 0; i < n && len < size; i++) {
		grid_cell_name(o->cell[o->start[k] + i], name);
		len += (size_t)snprintf(text + len, size - len, "%s%s",
		    i == 0 ? "" : i == n - 1 ? " and " : ", ", name);
	}
}
