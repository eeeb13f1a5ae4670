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
	/* a worker thread: solve one entry, with that thread's scratch
	   (below); must share nothing else mutable */
	void	(*work)(struct entry *, void *, void *);
	/* caller's thread, in input order: false stops the run early */
	bool	(*emit)(struct entry *, void *);
	void	*ctx;
	/* each worker's scratch memory, made when the worker starts and
	   kept from one entry to the next (NULL, or making it fails:
	   work gets NULL) */
	void	*(*scratch_new)(void *);
	void	(*scratch_free)(void *);
	/* caller's thread, NULL or called every tenth of a second while it
	   waits for the workers: progress drawn, however slow a puzzle */
	void	(*tick)(void *);
};

/* pool.c */
int	pool_run(int, const struct pool_calls *);
int	pool_threads(int);

#endif
