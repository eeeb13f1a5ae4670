/*
 * The one clock everything is timed by: monotonic, so a change of the
 * system time never makes a run look faster or slower than it was.
 */
#ifndef SUDOKU_CLOCK_H
#define SUDOKU_CLOCK_H

#include <stdint.h>

/* clock.c */
uint64_t	clock_micros(void);
double		clock_seconds(void);

#endif
