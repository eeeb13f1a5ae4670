/*
 * Helpers shared by the human solver's suites: a candidate grid from an
 * 81-character line, or from candidate lists, and a technique run on it.
 */
#ifndef SUDOKU_HUMAN_UTIL_H
#define SUDOKU_HUMAN_UTIL_H

#include "human/hgrid.h"
#include "human/step.h"
#include "human/technique.h"

void	human_util_grid(struct hgrid *, const char *);
void	human_util_pencil(struct hgrid *, const char *);
bool	human_util_find(const struct technique *, const struct hgrid *,
	    struct step *);

#endif
