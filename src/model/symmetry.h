/*
 * Symmetries of a puzzle's givens: the groups of cell maps that printed
 * puzzles keep (rot180 in newspapers), and the orbits they split the 81
 * cells into.  A symmetric puzzle gives either every cell of an orbit or
 * none, so generate removes and verify --minimal tries whole orbits.
 */
#ifndef SUDOKU_SYMMETRY_H
#define SUDOKU_SYMMETRY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/grid.h"

enum symmetry {
	SYMMETRY_NONE,
	SYMMETRY_ROT180,
	SYMMETRY_ROT90,
	SYMMETRY_MIRROR,
	SYMMETRY_DIAGONAL,
	SYMMETRY_ANTIDIAGONAL,
	SYMMETRY_DIHEDRAL,
	SYMMETRY_RANDOM		/* one of the others, drawn per puzzle */
};

#define SYMMETRY_CONCRETE	SYMMETRY_RANDOM	/* how many are not random */
#define ORBIT_MAX		8

/* The orbits of one symmetry: orbit k is cell[start[k]..start[k+1]). */
struct orbits {
	int	count;
	uint8_t	start[GRID_CELLS + 1];
	uint8_t	cell[GRID_CELLS];
	uint8_t	of[GRID_CELLS];		/* the orbit of each cell */
};

/* symmetry.c */
extern const char *const symmetry_names[];
int	symmetry_find(const char *);
void	symmetry_orbits(enum symmetry, struct orbits *);
void	symmetry_pattern_orbits(const struct grid *, struct orbits *);
bool	symmetry_broken(const struct orbits *, const struct grid *, int *,
	    int *);
void	symmetry_name_orbit(const struct orbits *, int, char *, size_t);

#endif
