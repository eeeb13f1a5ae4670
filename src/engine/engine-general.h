/*
 * The general engine: boards of any shape up to 64x64 (board.h), behind an
 * interface in the spirit of engine.h, which it is to join once the
 * commands read boards of every size.  Each entry point keeps its state in
 * memory of its own (the caller's arena, or else allocated and freed in
 * the call): reentrant, nothing shared.
 *
 * An engine never prints.  Invalid givens (a symbol repeated in a unit, or
 * past N) are a puzzle with no solution.
 */
#ifndef SUDOKU_ENGINE_GENERAL_H
#define SUDOKU_ENGINE_GENERAL_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/board.h"
#include "model/count.h"
#include "model/ruleset.h"

struct general_query {
	const struct board	*givens;
	/* engine-rules.c: the variant rules (NULL: classic, not its own) */
	const struct ruleset	*rules;
	count_t			 limit;		/* stop after this many, >= 1 */
	/* When not NULL, polled now and then: non-zero stops the search. */
	const volatile sig_atomic_t *interrupt;
	/* When not NULL, told the count so far now and then (long counts). */
	void			(*progress)(void *, count_t);
	void			*progress_ctx;
	/*
	 * Optional working memory, engine_general_arena_size() bytes for
	 * the shape (suitably aligned for uint64_t); when NULL or too
	 * small the engine allocates its own.
	 */
	void			*arena;
	size_t			 arena_size;
};

struct general_answer {
	count_t		count;		/* solutions found, at most limit */
	bool		interrupted;	/* *interrupt stopped it: count is a
					   lower bound */
	/*
	 * Memory the engine needed could not be had: it stopped, and count
	 * is a lower bound (0 when it could not start).  Apart from
	 * interrupted, so that a caller tells a system error from a signal.
	 */
	bool		out_of_memory;
	struct board	solution;	/* the first found, when count > 0 */
	uint64_t	guesses;	/* decisions taken in the search */
};

typedef void general_engine_fn(const struct general_query *,
    struct general_answer *);

/* engine-general.c */
/* The first solution and the count up to query->limit. */
general_engine_fn	engine_general_solve;
/* The lexicographically smallest solution (row-major); count 0 or 1. */
general_engine_fn	engine_general_lexmin;
size_t			engine_general_arena_size(const struct shape *);

/* engine-rules.c: puzzles with variant rules (query->rules) */
general_engine_fn	engine_rules_solve;
general_engine_fn	engine_rules_lexmin;
void			engine_rules_candidates(const struct general_query *,
			    struct general_answer *, uint64_t *);

/* engine-learn.c */
/* The same by clause learning, for a count to a few on hard boards. */
general_engine_fn	engine_learn_solve;

#endif
