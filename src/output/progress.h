/*
 * The progress line on stderr: one line, drawn over itself with "\r" and
 * cut to the terminal's width so that it never wraps (a wrapped line is
 * not drawn over: each redraw would leave one more behind).
 */
#ifndef SUDOKU_PROGRESS_H
#define SUDOKU_PROGRESS_H

#include <stdbool.h>
#include <stdio.h>

#include "model/count.h"

#define PROGRESS_LINE_MAX	1024	/* bytes of a line, cut beyond */
#define PROGRESS_DELAY		0.5	/* seconds a run is quiet at first */
#define PROGRESS_PACE		0.1	/* seconds between redraws, then */
#define PROGRESS_PERCENT_MAX	12	/* bytes of progress_percent's text */
#define PROGRESS_ELAPSED_MAX	32	/* bytes of progress_elapsed's */

/* progress.c */
int	progress_width(FILE *);
bool	progress_shares_terminal(int);
void	progress_cut(char *, int);
void	progress_fit(char *, size_t, const char *, const char *, int);
void	progress_count(char *, size_t, count_t, double);
bool	progress_due(double, double, double);
void	progress_percent(char *, size_t, double, double, int);
void	progress_elapsed(char *, size_t, double);
void	progress_draw(FILE *, const char *);
void	progress_clear(FILE *);

#endif
