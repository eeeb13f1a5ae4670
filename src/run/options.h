/*
 * Command-line options: one table, the single source for parsing, for each
 * command's --help, and (through tests) for the man page and completions.
 */
#ifndef SUDOKU_OPTIONS_H
#define SUDOKU_OPTIONS_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "model/count.h"
#include "io/diag.h"

struct format;
struct notation;

/* Which commands take an option: a bit per command. */
#define CMD_SOLVE	0x01u
#define CMD_COUNT	0x02u
#define CMD_VERIFY	0x04u
#define CMD_CONVERT	0x08u
#define CMD_RATE	0x10u
#define CMD_EXPLAIN	0x20u
#define CMD_HINT	0x40u
/* the commands that solve as a player does and write no notation */
#define CMD_HUMAN	(CMD_RATE | CMD_EXPLAIN | CMD_HINT)
#define CMD_CANDIDATES	0x80u
#define CMD_GENERATE	0x100u	/* bits are only tested: any free one */
#define CMD_MERGE	0x200u
/* the common options' commands: generate reads none, but writes puzzles */
#define CMD_READERS	(CMD_SOLVE | CMD_COUNT | CMD_VERIFY | CMD_CONVERT | \
			 CMD_HUMAN | CMD_CANDIDATES | CMD_GENERATE)

enum option_id {
	OPT_FROM = 'f',
	OPT_OUTPUT = 'o',
	OPT_HELP = 'h',
	OPT_JOBS = 'j',
	OPT_QUIET = 'q',
	OPT_TO = 't',
	OPT_VERBOSE = 'v',
	OPT_ASCII = 256,
	OPT_BOX,
	OPT_COLOR,
	OPT_LEX,
	OPT_LIMIT,
	OPT_MAX_RATING,
	OPT_MODE,
	OPT_NO_PROGRESS,
	OPT_PART,
	OPT_PROGRESS,
	OPT_SOLUTION,
	OPT_STATS,
	/* pictures: svg, html */
	OPT_BOOK,
	OPT_MARKS,
	OPT_PER_PAGE,
	/* generate, verify --minimal */
	OPT_COUNT = 'n',
	OPT_GIVENS = 512,
	OPT_DIFFICULTY,
	OPT_RATING,
	OPT_MAX_DRAWS,
	OPT_MINIMAL,
	OPT_NO_END,
	OPT_NO_MINIMAL,
	OPT_PATTERN,
	OPT_SEED,
	OPT_SKIP,
	OPT_SYMMETRY,
	OPT_WITH_SOLUTION
};

struct option_spec {
	const char	*long_name;
	int		 short_name;	/* 0 when there is none */
	enum option_id	 id;
	const char	*arg_name;	/* NULL: takes no argument */
	const char	*values;	/* "a|b|c" when the values are fixed */
	unsigned	 commands;
	const char	*help;
};

enum solve_mode {
	MODE_FIRST,
	MODE_LEXICOGRAPHIC,
	MODE_COUNT_ALL,
	MODE_VERIFY,
	MODE_CONVERT,
	MODE_RATE,		/* the rate command; not a --mode value */
	MODE_EXPLAIN,		/* explain: the whole path */
	MODE_HINT,		/* hint: its first step */
	MODE_CANDIDATES		/* candidates: what some solution has */
};

struct run_options {
	const struct notation	*from;		/* NULL: detect per file */
	const struct format	*format;
	const struct notation	*to_notation;	/* NULL: as each was read */
	enum solve_mode		 mode;
	count_t			 limit;		/* COUNT_MAX: no limit */
	int			 max_rating;	/* rate: tenths, -1: no cap */
	const char		*solution_file;
	int			 box_rows;	/* --box=RxC; 0: the usual */
	int			 box_cols;
	const char		*output_file;	/* NULL: stdout */
	bool			 output_plain;	/* output_file is a name, its
						   pattern's %% undone */
	bool			 quiet;
	bool			 help;
	bool			 ascii;
	bool			 color;		/* resolved from color_when */
	enum { WHEN_AUTO, WHEN_ALWAYS, WHEN_NEVER } color_when, progress_when;
	bool			 progress;	/* resolved */
	bool			 stats;
	bool			 verbose;	/* -v: what each file was
						   read as */
	bool			 marks;		/* svg, html: pencil marks */
	int			 per_page;	/* html: pictures a page */
	bool			 book;		/* html: solutions at the end */
	int			 jobs;		/* threads; 0: one per core */
	int			 split_threads;	/* > 1: long counts split */
	int			 part_k;	/* count --part K/N; N 0: */
	int			 part_n;	/* the whole count */
	bool			 timing;	/* measure each puzzle's time */
	/* set by a signal: stop at the next safe point */
	const volatile sig_atomic_t *interrupt;
	/* told how a long search is going, when progress is on and one
	   thread does the work: the engine's (a count: the solutions so
	   far), and the human solver's (rate, explain, hint) */
	void			(*count_progress)(void *, count_t);
	void			(*human_progress)(void *);
	void			*progress_ctx;
	/* generate (and verify --minimal, --symmetry) */
	uint64_t		 count;		/* -n */
	uint64_t		 seed;
	bool			 has_seed;
	uint64_t		 skip;
	int			 symmetry;	/* enum symmetry; -1: not given */
	int			 givens_min;	/* -1: not given */
	int			 givens_max;
	bool			 no_minimal;
	bool			 no_end;	/* generate --no-end */
	bool			 minimal;	/* verify --minimal */
	const char		*pattern_file;
	bool			 with_solution;	/* generate --solution */
	uint64_t		 max_draws;	/* 0: generate's default */
	int			 rating_min;	/* ER in tenths; -1: no filter */
	int			 rating_max;
	int			 difficulty;	/* rate_bands index; -1: none */
	bool			 has_rating;	/* --rating given */
};

enum options_status {
	OPTIONS_OK,
	OPTIONS_HELP,		/* --help was asked for */
	OPTIONS_BAD		/* diag says why */
};

/* options.c */
extern const struct option_spec option_table[];
extern const char *const mode_names[];
enum options_status	options_parse(unsigned, int, char **,
			    struct run_options *, int *, struct diag *);
void			options_print_help(FILE *, unsigned);

#endif
