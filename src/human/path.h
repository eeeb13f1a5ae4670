/*
 * The solving path of a puzzle: every step the rating driver would take,
 * kept in order (explain), or only the first (hint).  Each step's text is
 * written while solving, so the writers only read it.
 */
#ifndef SUDOKU_HUMAN_PATH_H
#define SUDOKU_HUMAN_PATH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/grid.h"
#include "human/technique.h"

struct path {
	struct step	*steps;		/* grown as needed, kept for reuse */
	int		 nsteps;
	int		 cap;
	bool		 stuck;		/* no technique applies any more */
	bool		 interrupted;
};

/* path.c */
void	path_start(struct hgrid *, const struct grid *, const uint16_t *);
int	path_solve(const struct grid *, const uint16_t *, int,
	    struct human_ctx *, struct path *);
void	path_free(struct path *);
size_t	path_step_line(const struct step *, char *, size_t);

#endif
