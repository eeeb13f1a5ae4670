/*
 * Helpers shared by the human solver's suites: a candidate grid from an
 * 81-character line, or from candidate lists, and a technique run on it.
 */
#ifndef SUDOKU_HUMAN_UTIL_H
#define SUDOKU_HUMAN_UTIL_H

#include <stddef.h>

#include "human/hgrid.h"
#include "human/step.h"
#include "human/technique.h"

void	human_util_grid(struct hgrid *, const char *);
void	human_util_pencil(struct hgrid *, const char *);
bool	human_util_find(const struct technique *, const struct hgrid *,
	    struct step *);
void	human_util_step_string(const struct step *, char *, size_t);

/* Sudoku Explainer's paths (tests/data/human-paths.txt) */
struct human_path {
	char	 puzzle[82];
	int	 nstep;
	char	**step;		/* "2.6 r1c4<>7 r9c4<>7 | Pointing" */
};

struct human_paths {
	int			 n;
	struct human_path	*path;
};

struct human_paths *human_util_paths(void);
void	human_util_paths_free(struct human_paths *);
int	human_util_check_name(const struct human_paths *, const char *,
	    const struct technique *);
int	human_util_check_producers(const struct technique *const *);

#endif
