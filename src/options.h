/*
 * Command-line options: one table, the single source for parsing, for each
 * command's --help, and (through tests) for the man page and completions.
 */
#ifndef SUDOKU_OPTIONS_H
#define SUDOKU_OPTIONS_H

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>

#include "count.h"
#include "diag.h"

struct format;
struct notation;

/* Which commands take an option: a bit per command. */
#define CMD_SOLVE	0x01u
#define CMD_COUNT	0x02u
#define CMD_VERIFY	0x04u
#define CMD_CONVERT	0x08u
#define CMD_MERGE	0x10u
#define CMD_READERS	(CMD_SOLVE | CMD_COUNT | CMD_VERIFY | CMD_CONVERT)

enum option_id {
	OPT_FROM = 'f',
	OPT_OUTPUT = 'o',
	OPT_HELP = 'h',
	OPT_JOBS = 'j',
	OPT_QUIET = 'q',
	OPT_TO = 't',
	OPT_ASCII = 256,
	OPT_COLOR,
	OPT_LEX,
	OPT_LIMIT,
	OPT_MODE,
	OPT_NO_PROGRESS,
	OPT_PART,
	OPT_PROGRESS,
	OPT_SOLUTION,
	OPT_STATS
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
	MODE_CONVERT
};

struct run_options {
	const struct notation	*from;		/* NULL: detect per file */
	const struct format	*format;
	const struct notation	*to_notation;	/* NULL: as each was read */
	enum solve_mode		 mode;
	count_t			 limit;		/* COUNT_MAX: no limit */
	const char		*solution_file;
	const char		*output_file;	/* NULL: stdout */
	bool			 quiet;
	bool			 help;
	bool			 ascii;
	bool			 color;		/* resolved from color_when */
	enum { WHEN_AUTO, WHEN_ALWAYS, WHEN_NEVER } color_when, progress_when;
	bool			 progress;	/* resolved */
	bool			 stats;
	int			 jobs;		/* threads; 0: one per core */
	int			 split_threads;	/* > 1: long counts split */
	int			 part_k;	/* count --part K/N; N 0: */
	int			 part_n;	/* the whole count */
	bool			 timing;	/* measure each puzzle's time */
	/* set by a signal: stop at the next safe point */
	const volatile sig_atomic_t *interrupt;
	/* told how a long count is going, when progress is on */
	void			(*count_progress)(void *, count_t);
	void			*progress_ctx;
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
