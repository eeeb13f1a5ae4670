/*
 * Solver engines.  Every engine is one function of type engine_fn, so the
 * compiler checks each against the same signature, and each keeps all of
 * its search state in its own stack frame: engines are reentrant and threads
 * share nothing.
 *
 * An engine never prints.  Invalid givens (a digit repeated in a house) are
 * simply a puzzle with no solution to it.
 */
#ifndef SUDOKU_ENGINE_H
#define SUDOKU_ENGINE_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "count.h"
#include "grid.h"

struct engine_query {
	const struct grid	*givens;
	count_t			 limit;		/* stop after this many, >= 1 */
	/* When not NULL, polled now and then: non-zero stops the search. */
	const volatile sig_atomic_t *interrupt;
};

struct engine_answer {
	count_t		count;		/* solutions found, at most limit */
	bool		interrupted;	/* stopped by *interrupt */
	struct grid	solution;	/* the first found, when count > 0 */
	uint64_t	guesses;	/* branch points taken in the search */
};

typedef void engine_fn(const struct engine_query *, struct engine_answer *);

/* engine-bitboard.c */
engine_fn	engine_bitboard_solve;

/* lexmin.c */
void	lexmin_solve(engine_fn *, const struct grid *,
	    const volatile sig_atomic_t *, struct engine_answer *);

#endif
