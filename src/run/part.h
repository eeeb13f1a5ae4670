/*
 * A part of a split count as count --part writes it and merge reads it
 * back, in plain output one line:
 *
 *   COUNT[+] K/N split=V KEY
 *
 * K/N the part, V the version of the split that defined it (SPLIT_VERSION
 * in engine.h), KEY the puzzle: its 81 cells, '.' for a blank, and for a
 * Sudominoku case ':' and 81 more saying where its dominoes lie ('>' on
 * a domino's left half, 'v' on its top half, '.' elsewhere).  The key is
 * the puzzle itself, not a hash: it is read by people as well, and two
 * different puzzles can never share one.
 */
#ifndef SUDOKU_PART_H
#define SUDOKU_PART_H

#include <stdbool.h>
#include <stddef.h>

#include "model/count.h"
#include "notation/notation.h"

#define PART_KEY_MAX	(2 * GRID_CELLS + 2)	/* with its NUL */
#define PART_TEXT_MAX	(COUNT_DIGITS + 64 + PART_KEY_MAX)

struct part_name {
	int	k, n;		/* part k of n */
	int	version;	/* of the split */
	char	key[PART_KEY_MAX];
};

/* One line of count --part's plain output, read back. */
struct part_count {
	count_t			count;
	bool			complete;	/* no '+' */
	bool			overflows;	/* count past 2^128 - 1: the
						   part is its puzzle's still,
						   which gets no total */
	struct part_name	name;
};

/* part.c */
bool	part_parse_kn(const char *, int *, int *);
void	part_key(const struct puzzle *, char [PART_KEY_MAX]);
bool	part_key_valid(const char *);
void	part_name_set(struct part_name *, int, int, const struct puzzle *);
size_t	part_format(const struct part_name *, char [PART_TEXT_MAX]);
const char *part_parse_line(const char *, size_t, struct part_count *);

#endif
