/*
 * An ordered parallel map: the calling thread reads entries and writes
 * results, worker threads solve them in between, and results come out in
 * input order.  Entries move in chunks through a ring of fixed size, so
 * memory stays bounded however long the input.
 */
#ifndef SUDOKU_POOL_H
#define SUDOKU_POOL_H

#include <stdbool.h>

struct entry;

struct pool_calls {
	/* caller's thread: the next entry; false when there is no more */
	bool	(*fill)(struct entry *, void *);
	/* a worker thread: solve one entry; must share nothing mutable */
	void	(*work)(struct entry *, void *);
	/* caller's thread, in input order: false stops the run early */
	bool	(*emit)(struct entry *, void *);
	void	*ctx;
};

/* pool.c */
int	pool_run(int, const struct pool_calls *);
int	pool_threads(int);

#endif
