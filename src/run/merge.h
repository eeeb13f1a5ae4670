/*
 * Adding up the parts of split counts (sudoku merge): each part's count
 * goes to its puzzle, found by the puzzle's key; a puzzle's total stands
 * once every part of 1..N is there exactly once, all of one split
 * version and one N.  The same puzzle twice in a batch (a collection with
 * duplicates) is two puzzles: a part that its puzzle already has goes to
 * the next copy, so copies pair up in the order their parts come.  A part cut short (its count a lower bound) is
 * not counted, and stands in the way of no later complete one: what a
 * run stopped and run again leaves behind adds up.  No reading or
 * printing here: the parts come in, the problems go out as messages for
 * the command to print.
 */
#ifndef SUDOKU_MERGE_H
#define SUDOKU_MERGE_H

#include <stdbool.h>
#include <stddef.h>

#include "model/count.h"
#include "io/diag.h"
#include "run/part.h"

struct merge_puzzle {
	char		 key[PART_KEY_MAX];
	int		 n;		/* parts, as the first one said */
	int		 version;
	const char	*file;		/* where its first part was */
	unsigned long	 line;
	unsigned char	*seen;		/* a bit per part counted */
	unsigned char	*cut;		/* a bit per part seen cut short */
	int		 have;		/* parts counted */
	count_t		 total;
	bool		 failed;	/* a problem was reported: no total */
	bool		 overflowed;	/* past 2^128 - 1: said once */
	int		 copy;		/* 1, or 2... for the same puzzle again */
	size_t		 next_copy;	/* its next copy: index + 1, or 0 */
};

struct merge {
	struct merge_puzzle	*puzzles;	/* in the order first seen */
	size_t			 count;
	size_t			 cap;
	size_t			*slots;		/* hash table: index + 1 */
	size_t			 nslots;
};

/* merge.c */
void	merge_init(struct merge *);
void	merge_free(struct merge *);
int	merge_add(struct merge *, const struct part_count *, const char *,
	    unsigned long, struct diag *);
bool	merge_missing(const struct merge *, const struct merge_puzzle *,
	    struct diag *);

#endif
