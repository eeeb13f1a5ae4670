/*
 * The one clock everything is timed by: monotonic, so a change of the
 * system time never makes a run look faster or slower than it was.
 */
#ifndef SUDOKU_CLOCK_H
#define SUDOKU_CLOCK_H

#include <stdint.h>

/*
 * Decimals for a rate a person reads ("%.*f/s"): none from 10 a second
 * up, two below, so that a slow run reads 0.45/s, not 0/s.
 */
static inline int
clock_rate_decimals(double per_second)
{
	return per_second < 10 ? 2 : 0;
}

/* clock.c */
uint64_t	clock_micros(void);
double		clock_seconds(void);

#endif
