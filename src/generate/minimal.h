/*
 * Whether givens can go: a unique puzzle stays unique without some of its
 * givens exactly when no solution of what is left differs from the known
 * solution in one of those cells.  That is asked of the engine as one
 * search per cell, the cell forbidden its digit (no counting to two), and
 * most cells are settled before any search, by a single: the digit is the
 * only one its peers leave the cell, or the only place its house leaves
 * the digit.  generate removes givens this way; verify --minimal asks it
 * of every given (or every orbit, under a symmetry).
 */
#ifndef SUDOKU_MINIMAL_H
#define SUDOKU_MINIMAL_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "model/grid.h"
#include "model/symmetry.h"

/* The digits given in each row, column and box, bit d - 1 for digit d. */
struct houses {
	uint16_t	row[GRID_SIDE];
	uint16_t	col[GRID_SIDE];
	uint16_t	box[GRID_SIDE];
};

enum minimal_answer {
	MINIMAL_KEEP,		/* without them there are other solutions */
	MINIMAL_REMOVABLE,	/* still unique without them */
	MINIMAL_INTERRUPTED
};

/* minimal.c */
void	houses_of(const struct grid *, struct houses *);
void	houses_set(struct houses *, int, int);
void	houses_unset(struct houses *, int, int);
enum minimal_answer minimal_without(const struct grid *,
	    const struct houses *, const struct grid *, const uint8_t *, int,
	    const volatile sig_atomic_t *);
enum minimal_answer minimal_find(const struct grid *, const struct grid *,
	    const struct orbits *, const volatile sig_atomic_t *, int *);
bool	minimal_could_need(const struct orbits *, int, const struct grid *);
enum minimal_answer minimal_find_domino(const struct grid *,
	    const struct domino_set *, const volatile sig_atomic_t *, int *);

#endif
