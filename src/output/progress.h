/*
 * The progress line on stderr: one line, drawn over itself with "\r" and
 * cut to the terminal's width so that it never wraps (a wrapped line is
 * not drawn over: each redraw would leave one more behind).
 */
#ifndef SUDOKU_PROGRESS_H
#define SUDOKU_PROGRESS_H

#include <stdio.h>

#include "model/count.h"

#define PROGRESS_LINE_MAX	1024	/* bytes of a line, cut beyond */

/* progress.c */
int	progress_width(FILE *);
void	progress_cut(char *, int);
void	progress_fit(char *, size_t, const char *, const char *, int);
void	progress_count(char *, size_t, count_t, double);
void	progress_draw(FILE *, const char *);
void	progress_clear(FILE *);

#endif
