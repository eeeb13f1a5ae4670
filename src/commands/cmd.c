/*
 * Finding a command by name or unique prefix, and the usage texts, which
 * come from the entries so that help and errors cannot disagree.
 */
#include <string.h>

#include "commands/cmd.h"
#include "run/options.h"

const struct cmd_entry *const cmd_table[] = {
	&cmd_solve_entry,
	&cmd_count_entry,
	&cmd_verify_entry,
	&cmd_convert_entry,
	&cmd_rate_entry,
	&cmd_explain_entry,
	&cmd_hint_entry,
	&cmd_candidates_entry,
	&cmd_generate_entry,
	&cmd_merge_entry,
	&cmd_help_entry,
	NULL
};

/* An exact name wins; otherwise a prefix must match exactly one command. */
const struct cmd_entry *
cmd_find(const char *name, struct diag *d)
{
	const struct cmd_entry *const	*e;
	const struct cmd_entry		*found = NULL;
	size_t				 len = strlen(name);
	int				 matches = 0;

	for (e = cmd_table; *e != NULL; e++) {
		if (strcmp((*e)->name, name) == 0)
			return *e;
		if (len > 0 && strncmp((*e)->name, name, len) == 0) {
			found = *e;
			matches++;
		}
	}
	if (matches == 1)
		return found;
	if (matches == 0) {
		diag_set(d, NULL, 0, 0, "'%s' is not a command "
		    "(see 'sudoku --help')", name);
		return NULL;
	}
	diag_set(d, NULL, 0, 0, "ambiguous command: %s, could be:", name);
	for (e = cmd_table; *e != NULL; e++)
		if (strncmp((*e)->name, name, len) == 0)
			diag_append(d, " %s", (*e)->name);
	return NULL;
}

void
cmd_print_usage(FILE *stream, const struct cmd_entry *cmd)
{
	fprintf(stream, "usage: sudoku %s %s\n", cmd->name, cmd->args);
}

void
cmd_print_overview(FILE *stream)
{
	const struct cmd_entry *const	*e;

	fputs("usage: sudoku [-h | --help] [-V | --version]\n"
	    "       sudoku COMMAND [OPTIONS] [FILE...]\n\n"
	    "Solve, count and verify Sudoku puzzles.\n\nCommands:\n",
	    stream);
	for (e = cmd_table; *e != NULL; e++)
		fprintf(stream, "  %-10s %s\n", (*e)->name, (*e)->summary);
	fputs("\nNo FILE, or -, reads standard input.  "
	    "'sudoku COMMAND --help' lists a command's options.\n", stream);
}

int
cmd_usage_error(const struct cmd_entry *cmd, const struct diag *d)
{
	diag_print(d, stderr);
	cmd_print_usage(stderr, cmd);
	fprintf(stderr, "Try 'sudoku %s --help' for more.\n", cmd->name);
	return EXIT_BAD_INPUT;
}
