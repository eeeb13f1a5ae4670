/*
 * Solution counts.  The empty grid has about 6.7e21 solutions, past 2^64, so
 * counts are 128-bit: exact up to 2^128 - 1, which no search will reach.
 */
#ifndef SUDOKU_COUNT_H
#define SUDOKU_COUNT_H

#include <stdbool.h>
#include <stddef.h>

typedef unsigned __int128 count_t;

#define COUNT_MAX	(~(count_t)0)
#define COUNT_DIGITS	40	/* 2^128 - 1 has 39 digits, plus the NUL */

/* count.c */
size_t	count_format(count_t, char [COUNT_DIGITS]);
bool	count_is_digits(const char *);
bool	count_parse(const char *, count_t *);

#endif
