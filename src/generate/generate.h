/*
 * Making puzzles.  Puzzle i of a run is a pure function of the seed, the
 * spec and i: its random numbers come from a counter-based generator
 * keyed by (seed, i), never from a clock, a thread or the platform's
 * rand(), so any -j, any machine and any --skip give the same bytes.
 *
 * A puzzle is drawn, then filtered: what the spec asks that drawing does
 * not guarantee (a range of givens for minimal puzzles, minimality on a
 * pattern, later a rating) rejects the draw, and the next draw of the same
 * stream is tried, up to a bound.  A filter is one predicate on the drawn
 * puzzle (gen_spec.accept), so new ones plug in without touching the loop.
 */
#ifndef SUDOKU_GENERATE_H
#define SUDOKU_GENERATE_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "io/diag.h"
#include "model/grid.h"
#include "human/rate.h"
#include "generate/splitmix.h"
#include "model/symmetry.h"

struct gen_puzzle {
	uint64_t		seed;
	uint64_t		index;		/* 0 is the run's first */
	struct grid		givens;
	struct grid		solution;
	enum symmetry		symmetry;	/* the one used (random: drawn) */
	int			count;		/* givens; Sudominoku: dominoes */
	unsigned long		draws;		/* drawn to find this one */
	/* Sudominoku: the dominoes placed, and the solution's tiling */
	struct domino_set	dominoes;
	struct tiling		tiling;
	/* --rating: the puzzle's rating (not the whole struct rating: the
	   pool holds hundreds of these) */
	bool			rated;
	int			er, ep, ed;	/* tenths, as rate.h */
};

struct gen_spec {
	enum symmetry		 symmetry;
	int			 givens_min;	/* Sudominoku: dominoes */
	int			 givens_max;
	bool			 minimal;
	bool			 sudominoku;
	const struct grid	*pattern;	/* non-zero cells: the mask */
	unsigned long		 max_draws;	/* per puzzle, then give up */
	/* A filter on top of the others (ratings): false rejects the draw;
	   it may note what it found in the puzzle. */
	bool			(*accept)(struct gen_puzzle *, void *);
	void			*accept_ctx;
	/* When not NULL, told of each draw as it ends, by the thread that
	   made it, and whether it was kept: progress and --stats see the
	   draws of a puzzle still being made, or cut short. */
	void			(*drew)(void *, bool);
	void			*drew_ctx;
	const volatile sig_atomic_t *interrupt;
	/* filled by generate_spec_init */
	struct orbits		 orbits[SYMMETRY_CONCRETE];
	struct orbits		 pattern_orbits;
};

/* What became of one draw (inside generate*.c). */
enum draw {
	DRAW_ACCEPTED,
	DRAW_REJECTED,
	DRAW_INTERRUPTED
};

enum gen_status {
	GEN_OK,
	GEN_GAVE_UP,		/* max_draws drawn, none accepted */
	GEN_INTERRUPTED
};

/* The fewest givens of a unique Sudoku (McGuire, Tugemann and Civario,
   2012), and the fewest blanks of a minimal puzzle, under any symmetry:
   with three, some orbit of givens can always go (check_minimal.c goes
   through every such mask with minimal_could_need). */
#define GIVENS_UNIQUE_MIN	17
#define BLANKS_MINIMAL_MIN	4
/* The most givens of a minimal puzzle without symmetry found so far
   (puzzles minimal by whole orbits have more); whether there are more is
   not known, so a run that asks for more is not refused. */
#define GIVENS_MINIMAL_KNOWN	40

/* generate.c */
int		generate_check_givens(enum symmetry, int, int, bool,
		    struct diag *);
void		generate_spec_init(struct gen_spec *);
enum gen_status	generate_puzzle(const struct gen_spec *, uint64_t, uint64_t,
		    struct gen_puzzle *);

/* pattern.c */
int		pattern_read(const char *, struct grid *, struct diag *);
int		pattern_check(const char *, const struct grid *, bool,
		    struct diag *);

/* generate-sudominoku.c */
enum draw	generate_sudominoku(const struct gen_spec *, struct splitmix *,
		    struct gen_puzzle *);

#endif
