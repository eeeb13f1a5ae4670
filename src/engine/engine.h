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

#include "model/count.h"
#include "model/grid.h"

struct engine_query {
	const struct grid	*givens;
	count_t			 limit;		/* stop after this many, >= 1 */
	/* When not NULL, polled now and then: non-zero stops the search. */
	const volatile sig_atomic_t *interrupt;
	/*
	 * When not NULL, a non-zero cell must take that digit in every
	 * solution: a constraint, not a given (in Sudominoku a given cell is
	 * also covered, a required one still needs its domino).
	 */
	const struct grid	*require;
	/*
	 * When not NULL, a non-zero cell must not take that digit: a proof
	 * that a puzzle stays unique without a given asks for a solution
	 * with a different digit there (generate.c).  Classic Sudoku only.
	 */
	const struct grid	*forbid;
	/*
	 * When not NULL, cell c may take digit d only when bit d - 1 of
	 * allowed[c] is set: a position's pencil marks, whose solutions
	 * are fewer than its placed digits' (rate, explain and hint judge
	 * it unique on them).  Classic Sudoku only.
	 */
	const uint16_t		*allowed;
	/* Sudominoku: the dominoes placed; NULL for classic Sudoku. */
	const struct domino_set	*dominoes;
	/* When not NULL, told the count so far now and then (long counts). */
	void			(*progress)(void *, count_t);
	void			*progress_ctx;
	/*
	 * One of the grids a long count was cut into (split.c): an engine
	 * may count it the way it counts long counts from the start.
	 */
	bool			 split_part;
};

struct engine_answer {
	count_t		count;		/* solutions found, at most limit */
	bool		interrupted;	/* stopped early (*interrupt, or a
					   resource limit): count is a
					   lower bound */
	struct grid	solution;	/* the first found, when count > 0 */
	uint64_t	guesses;	/* branch points taken in the search */
	struct tiling	tiling;		/* Sudominoku: the first solution's */
};

typedef void engine_fn(const struct engine_query *, struct engine_answer *);

/*
 * An engine's look at the world, every `every` nodes (a power of two, so
 * the test is a mask): tells the progress callback, and is true, with the
 * answer marked interrupted, once *interrupt is set.
 */
static inline bool
engine_poll(const struct engine_query *query, struct engine_answer *answer,
    uint64_t *nodes, uint64_t every)
{
	if ((++*nodes & (every - 1)) != 0)
		return false;
	if (query->progress != NULL)
		query->progress(query->progress_ctx, answer->count);
	if (query->interrupt == NULL || *query->interrupt == 0)
		return false;
	answer->interrupted = true;
	return true;
}

/*
 * engine-bitboard.c, compiled once per instruction set; engine-isa.c's
 * engine_bitboard_solve calls the one the processor runs best (the
 * environment's SUDOKU_ISA may name another: tests run every one).
 */
engine_fn	engine_bitboard_solve;
engine_fn	engine_bitboard_solve_base;
engine_fn	engine_bitboard_solve_avx2;
engine_fn	engine_bitboard_solve_avx512;

/* engine-isa.c */
const char	*engine_isa(void);
bool		 engine_isa_runs(const char *);

/* engine-sudominoku.c */
engine_fn	engine_sudominoku_solve;

/*
 * split.c: counts past SPLIT_PROBE solutions are shared among threads;
 * count --part K/N counts one of N parts, defined by SPLIT_VERSION of the
 * split (parts of different versions do not add up).
 */
#define SPLIT_PROBE	65536
#define SPLIT_VERSION	1
#define SPLIT_PARTS_MAX	1048576

/*
 * What planning parts came to: split_plan and split_plan_part look at
 * *interrupt as they go, and plan nothing when they stop.
 */
enum split_status {
	SPLIT_PLANNED,
	SPLIT_NO_MEMORY,
	SPLIT_INTERRUPTED
};

/* Grids of required digits: each a subtree of the search. */
struct split_grids {
	struct grid	*grid;
	int		 count;
};

int	split_count(engine_fn *, const struct engine_query *, int,
	    struct engine_answer *);
int	split_count_part(engine_fn *, const struct engine_query *, int, int,
	    int, struct engine_answer *);
enum split_status split_plan(const struct engine_query *,
	    struct split_grids *);
enum split_status split_plan_part(const struct engine_query *,
	    const struct split_grids *, int, int, struct split_grids *);
void	split_count_grids(engine_fn *, const struct engine_query *,
	    const struct split_grids *, struct engine_answer *);
void	split_grids_free(struct split_grids *);

/* lexmin.c */
void	lexmin_solve(engine_fn *, const struct engine_query *,
	    struct engine_answer *);

#endif
