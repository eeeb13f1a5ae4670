/*
 * Test helpers: an obviously correct slow solver to check the engines
 * against, and a seeded generator of puzzles of every kind.
 */
#ifndef SUDOKU_REFERENCE_H
#define SUDOKU_REFERENCE_H

#include <stdint.h>

#include "model/count.h"
#include "model/grid.h"

struct rng {
	uint64_t	state;
};

uint64_t	rng_next(struct rng *);
unsigned	rng_below(struct rng *, unsigned);
count_t		reference_count(const struct grid *, count_t, struct grid *);
int		reference_lexmin(const struct grid *, struct grid *);
void		reference_random_full(struct rng *, struct grid *);
void		reference_random_puzzle(struct rng *, struct grid *, int);
/* Cells from text, 1-9 givens, anything else blank; short text: blanks. */
void		grid_from_line(struct grid *, const char *);

#endif
