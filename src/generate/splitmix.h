/*
 * The random numbers of generate: splitmix64 (Steele, Lea and Flood,
 * 2014), a counter and a mixing function.  A stream is keyed by a seed
 * and an index, so puzzle i of a run draws from its own stream whatever
 * was drawn before it, on whichever thread; nothing here depends on the
 * clock or on the platform's rand().
 */
#ifndef SUDOKU_SPLITMIX_H
#define SUDOKU_SPLITMIX_H

#include <stdint.h>

struct splitmix {
	uint64_t	state;
};

/* splitmix.c */
void		splitmix_init(struct splitmix *, uint64_t, uint64_t);
uint64_t	splitmix_next(struct splitmix *);
uint32_t	splitmix_below(struct splitmix *, uint32_t);
void		splitmix_shuffle(struct splitmix *, uint8_t *, int);
uint64_t	splitmix_seed(void);

#endif
