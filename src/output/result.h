/*
 * What solving one puzzle produced, and the output formats that write it.
 * The same result goes to every format, so plain, pretty and yaml cannot
 * disagree on what happened.
 */
#ifndef SUDOKU_RESULT_H
#define SUDOKU_RESULT_H

#include <stdbool.h>
#include <stdint.h>

#include "model/count.h"
#include "io/diag.h"
#include "model/grid.h"
#include "human/path.h"
#include "human/rate.h"
#include "notation/notation.h"
#include "run/options.h"
#include "output/output.h"

/* the last is RESULT_CANDIDATES: batch.c sizes its counts by status by it */
enum result_status {
	RESULT_SOLVED,
	RESULT_UNSOLVABLE,
	RESULT_INVALID,		/* givens break the rules, or malformed */
	RESULT_COUNTED,
	RESULT_VALID,		/* passed verification */
	RESULT_NOT_VALID,	/* failed verification */
	RESULT_CONVERTED,
	RESULT_RATED,
	RESULT_EXPLAINED,	/* explain, hint: the path in path */
	RESULT_GENERATED,	/* generate: a puzzle made, and its solution */
	RESULT_CANDIDATES	/* candidates: what some solution has, in marks */
};

struct gen_puzzle;
struct human_ctx;

struct result {
	enum result_status	 status;
	const struct puzzle	*puzzle;
	/*
	 * SOLVED, CONVERTED, and whatever else has a grid to show: a 9x9
	 * one in solution, of any other side in *board (owned, kept for
	 * the next puzzle); result_cells() gives either, in the puzzle's
	 * shape.
	 */
	struct grid		 solution;
	struct board		*board;
	/*
	 * CANDIDATES: by cell, the symbols some solution puts there (bit s:
	 * symbol s + 1).  Owned, kept for the next puzzle.
	 */
	uint64_t		*marks;
	/* Sudominoku: how the dominoes lie in the solution (pretty, yaml) */
	struct tiling		 tiling;
	bool			 has_tiling;
	count_t			 count;		/* COUNTED */
	bool			 count_complete;
	/* stopped by a signal: a count is a lower bound, anything else no
	   verdict at all */
	bool			 interrupted;
	bool			 has_conflict;
	/* the conflict is a variant rule's: conflict means nothing, why
	   says what */
	bool			 conflict_is_rule;
	bool			 solution_is_claim;	/* verify --solution */
	bool			 claims_none;	/* ... whose answer says NO
						   SOLUTION: no grid */
	/*
	 * INVALID: the puzzle could not be read, so it has no givens; only
	 * its place (puzzle's file, line, notation, ordinal) and why
	 */
	bool			 unread;
	struct conflict		 conflict;
	struct rating		 rating;	/* RATED */
	struct path		 path;		/* EXPLAINED; its memory is
						   kept for the next puzzle */
	struct diag		 why;		/* all but SOLVED/COUNTED/VALID */
	uint64_t		 guesses;
	uint64_t		 micros;
	/* GENERATED: how it was made (seed, index, symmetry, draws) */
	const struct gen_puzzle	*generated;
};

struct format {
	const char	*name;
	void		(*begin)(struct output *, const struct run_options *);
	void		(*write)(struct output *, const struct result *,
			    const struct run_options *);
	void		(*end)(struct output *, const struct run_options *);
	/* a file a puzzle: several need an -o pattern (outset.h) */
	bool		 one_per_file;
};

/* out-plain.c */
extern const struct format format_plain;
/* out-pretty.c */
extern const struct format format_pretty;
/* out-yaml.c */
extern const struct format format_yaml;
/* out-json.c */
extern const struct format format_json;
/* out-svg.c */
extern const struct format format_svg;
/* out-html.c */
extern const struct format format_html;

/* solve.c */
const uint8_t	*result_cells(const struct result *);
void		 result_free(struct result *);
void		 solve_puzzle(const struct run_options *,
		    const struct puzzle *, const struct puzzle *,
		    struct human_ctx *, struct result *);
struct human_ctx *solve_scratch_new(const struct run_options *);
void		 solve_scratch_free(struct human_ctx *);
void		 solve_no_claim(const struct run_options *,
		    const struct puzzle *, const struct diag *,
		    struct result *);
void		 solve_unread(const struct puzzle *, const struct diag *,
		    struct result *);

#endif
