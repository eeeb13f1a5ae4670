/*
 * The command table (tmux's model): one file per command, each exporting one
 * const struct cmd_entry.
 *
 * Adding a command: write src/cmd-NAME.c with its entry and exec function,
 * declare the entry below and add it to cmd_table in cmd.c, give it a CMD_
 * bit in options.h and mark the options it takes in option_table, list the
 * file in Makefile.am, then add CLI test cases (tests/cli/cases), the man
 * page section and the completions.
 */
#ifndef SUDOKU_CMD_H
#define SUDOKU_CMD_H

#include <stdio.h>

#include "io/diag.h"

struct cmd_entry {
	const char	*name;
	const char	*args;		/* usage after the name */
	const char	*summary;	/* one line for the overview */
	unsigned	 option_bit;	/* CMD_ bit, 0: takes no options */
	int		(*exec)(const struct cmd_entry *, int, char **);
};

/* exit statuses (CLI.md): the worst thing that happened wins */
#define EXIT_OK		0
#define EXIT_FAILED	1	/* no solution, or verification failed */
#define EXIT_BAD_INPUT	2	/* usage error, unreadable or malformed input */
#define EXIT_SYSTEM	3	/* output or system error */

/* cmd.c */
extern const struct cmd_entry *const cmd_table[];
const struct cmd_entry	*cmd_find(const char *, struct diag *);
void			 cmd_print_overview(FILE *);
void			 cmd_print_usage(FILE *, const struct cmd_entry *);
int			 cmd_usage_error(const struct cmd_entry *,
			    const struct diag *);

/*
 * cmd-solve.c, cmd-count.c, cmd-verify.c, cmd-convert.c, cmd-rate.c,
 * cmd-merge.c, cmd-help.c
 */
extern const struct cmd_entry cmd_solve_entry;
extern const struct cmd_entry cmd_count_entry;
extern const struct cmd_entry cmd_verify_entry;
extern const struct cmd_entry cmd_convert_entry;
extern const struct cmd_entry cmd_rate_entry;
extern const struct cmd_entry cmd_merge_entry;
extern const struct cmd_entry cmd_help_entry;

/* cmd-explain.c, cmd-hint.c */
extern const struct cmd_entry cmd_explain_entry;
extern const struct cmd_entry cmd_hint_entry;

/* cmd-candidates.c */
extern const struct cmd_entry cmd_candidates_entry;

/* cmd-generate.c */
extern const struct cmd_entry cmd_generate_entry;

#endif
