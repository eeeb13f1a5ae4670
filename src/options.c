/*
 * Option parsing for the commands that read puzzles.  The table below is
 * the only place an option is described: parsing, --help and the checks
 * that keep the man page and completions in step all read it.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"
#include "options.h"
#include "result.h"

#define OPTION_MAX	32

const struct option_spec option_table[] = {
	{ "ascii", 0, OPT_ASCII, NULL, NULL, CMD_READERS,
	  "draw pretty grids with ASCII instead of box drawing" },
	{ "color", 0, OPT_COLOR, "WHEN", "auto|always|never", CMD_READERS,
	  "colour pretty grids (default: auto, on a terminal without NO_COLOR)" },
	{ "from", 'f', OPT_FROM, "NOTATION", "auto|line|grid|boj|sudominoku",
	  CMD_READERS,
	  "read puzzles in NOTATION (default: auto, detected per file)" },
	{ "help", 'h', OPT_HELP, NULL, NULL, CMD_READERS,
	  "show this help and exit" },
	{ "jobs", 'j', OPT_JOBS, "N", NULL, CMD_READERS,
	  "solve N puzzles at a time in threads (0: one per core; default 1)" },
	{ "lex", 0, OPT_LEX, NULL, NULL, CMD_SOLVE,
	  "the same as --mode=lexicographic" },
	{ "limit", 0, OPT_LIMIT, "N", NULL, CMD_SOLVE | CMD_COUNT,
	  "stop counting after N solutions (default: no limit)" },
	{ "max-rating", 0, OPT_MAX_RATING, "R", NULL, CMD_RATE,
	  "give up on a puzzle once it needs a step rated above R; print >R" },
	{ "mode", 0, OPT_MODE, "MODE",
	  "first|lexicographic|count-all|verify", CMD_SOLVE,
	  "what to compute (default: first)" },
	{ "no-progress", 0, OPT_NO_PROGRESS, NULL, NULL, CMD_READERS,
	  "never show progress" },
	{ "output", 'o', OPT_OUTPUT, "FILE", NULL, CMD_READERS,
	  "write to FILE, replaced only once the run is complete" },
	{ "progress", 0, OPT_PROGRESS, NULL, NULL, CMD_READERS,
	  "show progress on stderr (default: when stderr is a terminal)" },
	{ "quiet", 'q', OPT_QUIET, NULL, NULL, CMD_READERS,
	  "print nothing; the exit status tells" },
	{ "solution", 0, OPT_SOLUTION, "FILE", NULL, CMD_SOLVE | CMD_VERIFY,
	  "check that each grid in FILE completes the matching puzzle" },
	{ "stats", 0, OPT_STATS, NULL, NULL, CMD_READERS,
	  "print a summary on stderr at the end" },
	{ "to", 't', OPT_TO, "FORMAT",
	  "plain|pretty|yaml|line|grid|boj|sudominoku", CMD_READERS,
	  "write FORMAT (default: plain, the notation each puzzle came in)" },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

const char *const mode_names[] = {
	[MODE_FIRST] = "first",
	[MODE_LEXICOGRAPHIC] = "lexicographic",
	[MODE_COUNT_ALL] = "count-all",
	[MODE_VERIFY] = "verify",
	[MODE_CONVERT] = NULL,
	[MODE_RATE] = NULL
};

/* Fills getopt_long's tables with the options that command takes. */
static void
options_build(unsigned command, struct option *longs, char *shorts)
{
	const struct option_spec	*o;

	*shorts++ = ':';	/* a missing argument returns ':' */
	for (o = option_table; o->long_name != NULL; o++) {
		if ((o->commands & command) == 0)
			continue;
		longs->name = o->long_name;
		longs->has_arg = o->arg_name != NULL ? required_argument :
		    no_argument;
		longs->flag = NULL;
		longs->val = (int)o->id;
		longs++;
		if (o->short_name != 0) {
			*shorts++ = (char)o->short_name;
			if (o->arg_name != NULL)
				*shorts++ = ':';
		}
	}
	memset(longs, 0, sizeof *longs);
	*shorts = '\0';
}

static int
options_set_to(struct run_options *opts, const char *value)
{
	static const struct format *const formats[] = {
		&format_plain, &format_pretty, &format_yaml, NULL
	};
	size_t	i;

	opts->to_notation = NULL;
	for (i = 0; formats[i] != NULL; i++)
		if (strcmp(value, formats[i]->name) == 0) {
			opts->format = formats[i];
			return 0;
		}
	opts->to_notation = notation_find(value);
	if (opts->to_notation == NULL)
		return -1;
	opts->format = &format_plain;
	return 0;
}

static int
options_set_mode(struct run_options *opts, const char *value)
{
	int	m;

	for (m = MODE_FIRST; m < MODE_CONVERT; m++) {
		if (strcmp(value, mode_names[m]) == 0) {
			opts->mode = (enum solve_mode)m;
			return 0;
		}
	}
	return -1;
}

/* "7", "7.5", "10.0": a rating in tenths, at most one decimal. */
static int
options_parse_rating(const char *text, int *tenths)
{
	int	whole = 0, digits = 0;

	for (; *text >= '0' && *text <= '9'; text++, digits++)
		if ((whole = whole * 10 + (*text - '0')) > 200)
			return -1;
	if (digits == 0)
		return -1;
	whole *= 10;
	if (*text == '.') {
		text++;
		if (*text < '0' || *text > '9')
			return -1;
		whole += *text++ - '0';
	}
	if (*text != '\0' || whole > 200)
		return -1;
	*tenths = whole;
	return 0;
}

static int
options_set_when(const char *value, int *when)
{
	static const char *const names[] = { "auto", "always", "never" };
	int	i;

	for (i = 0; i < 3; i++)
		if (strcmp(value, names[i]) == 0) {
			*when = i;
			return 0;
		}
	return -1;
}

/* Applies one parsed option; -1 with d set when its value is wrong. */
static int
options_apply(struct run_options *opts, int id, const char *arg,
    struct diag *d)
{
	count_t	jobs;
	int	when;

	switch (id) {
	case OPT_ASCII:
		opts->ascii = true;
		return 0;
	case OPT_COLOR:
		if (options_set_when(arg, &when) < 0)
			goto bad_value;
		opts->color_when = when;
		return 0;
	case OPT_JOBS:
		if (!count_parse(arg, &jobs) || jobs > 1024) {
			diag_set(d, NULL, 0, 0, "--jobs wants a number of "
			    "threads from 0 (one per core) to 1024, not '%s'",
			    arg);
			return -1;
		}
		opts->jobs = (int)jobs;
		return 0;
	case OPT_NO_PROGRESS:
		opts->progress_when = WHEN_NEVER;
		return 0;
	case OPT_OUTPUT:
		opts->output_file = arg;
		return 0;
	case OPT_PROGRESS:
		opts->progress_when = WHEN_ALWAYS;
		return 0;
	case OPT_STATS:
		opts->stats = true;
		return 0;
	case OPT_FROM:
		if (strcmp(arg, "auto") == 0)
			opts->from = NULL;
		else if ((opts->from = notation_find(arg)) == NULL)
			goto bad_value;
		return 0;
	case OPT_HELP:
		opts->help = true;
		return 0;
	case OPT_LEX:
		opts->mode = MODE_LEXICOGRAPHIC;
		return 0;
	case OPT_LIMIT:
		if (!count_parse(arg, &opts->limit) || opts->limit == 0) {
			diag_set(d, NULL, 0, 0, "--limit wants a whole number "
			    "of at least 1, not '%s'", arg);
			return -1;
		}
		return 0;
	case OPT_MAX_RATING:
		if (options_parse_rating(arg, &opts->max_rating) < 0) {
			diag_set(d, NULL, 0, 0, "--max-rating wants a rating "
			    "from 0.0 to 20.0 in tenths (7, 7.5), not '%s'",
			    arg);
			return -1;
		}
		return 0;
	case OPT_MODE:
		if (options_set_mode(opts, arg) < 0)
			goto bad_value;
		return 0;
	case OPT_QUIET:
		opts->quiet = true;
		return 0;
	case OPT_SOLUTION:
		opts->solution_file = arg;
		return 0;
	case OPT_TO:
		if (options_set_to(opts, arg) < 0)
			goto bad_value;
		return 0;
	}
	return 0;
bad_value:
	{
		const struct option_spec	*o;

		for (o = option_table; o->id != (enum option_id)id; o++)
			continue;
		diag_set(d, NULL, 0, 0, "'%s' is not a valid %s value "
		    "(one of: %s)", arg, o->long_name, o->values);
	}
	return -1;
}

static void
options_unknown(int c, char **argv, struct diag *d)
{
	if (c != 0)
		diag_set(d, NULL, 0, 0, "unknown option '-%c'", c);
	else
		diag_set(d, NULL, 0, 0, "unknown option '%s'",
		    argv[optind - 1]);
}

/*
 * Parses argv[1..] of a command (argv[0] is the command's name).  Options
 * may follow file names, as GNU tools allow; "--" ends them.  On success
 * *first_file is the index of the first file operand in the permuted argv.
 */
enum options_status
options_parse(unsigned command, int argc, char **argv,
    struct run_options *opts, int *first_file, struct diag *d)
{
	struct option	longs[OPTION_MAX];
	char		shorts[2 * OPTION_MAX + 2];
	int		c;

	options_build(command, longs, shorts);
	optind = 0;	/* glibc: start afresh, the way tests call us again */
	opterr = 0;
	while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
		if (c == '?') {
			options_unknown(optopt, argv, d);
			return OPTIONS_BAD;
		}
		if (c == ':') {
			diag_set(d, NULL, 0, 0, "option '%s' needs a value",
			    argv[optind - 1]);
			return OPTIONS_BAD;
		}
		if (options_apply(opts, c, optarg, d) < 0)
			return OPTIONS_BAD;
	}
	*first_file = optind;
	return opts->help ? OPTIONS_HELP : OPTIONS_OK;
}

/* The options part of "sudoku COMMAND --help", straight from the table. */
void
options_print_help(FILE *stream, unsigned command)
{
	const struct option_spec	*o;
	char				 left[64];

	fputs("Options:\n", stream);
	for (o = option_table; o->long_name != NULL; o++) {
		if ((o->commands & command) == 0)
			continue;
		snprintf(left, sizeof left, "%c%c%s--%s%s%s",
		    o->short_name != 0 ? '-' : ' ',
		    o->short_name != 0 ? o->short_name : ' ',
		    o->short_name != 0 ? ", " : "  ",
		    o->long_name, o->arg_name != NULL ? "=" : "",
		    o->arg_name != NULL ? o->arg_name : "");
		fprintf(stream, "  %-26s %s\n", left, o->help);
		if (o->values != NULL)
			fprintf(stream, "  %-26s   %s: %s\n", "",
			    o->arg_name, o->values);
	}
}
