/*
 * Option parsing for the commands that read puzzles.  The table below is
 * the only place an option is described: parsing, --help and the checks
 * that keep the man page and completions in step all read it.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"
#include "notation/notation.h"
#include "run/options.h"
#include "run/part.h"
#include "output/result.h"
#include "model/symmetry.h"

const struct option_spec option_table[] = {
	{ "ascii", 0, OPT_ASCII, NULL, NULL, CMD_READERS,
	  "draw pretty grids with ASCII instead of box drawing" },
	{ "book", 0, OPT_BOOK, NULL, NULL, CMD_SOLVE,
	  "with --to=html: the puzzles, then their solutions at the end" },
	{ "box", 0, OPT_BOX, "RxC", NULL, CMD_READERS & ~CMD_GENERATE,
	  "boxes of R rows by C columns (default: the squarest, R <= C)" },
	{ "color", 0, OPT_COLOR, "WHEN", "auto|always|never", CMD_READERS,
	  "colour pretty grids (default: auto, on a terminal with TERM set and "
	  "not dumb, and NO_COLOR unset or empty)" },
	{ "from", 'f', OPT_FROM, "NOTATION", "auto|line|grid|hex|letters|boj|numbers|sudominoku|candidates|variant|killer|fpuzzles",
	  CMD_READERS & ~CMD_GENERATE,
	  "read puzzles in NOTATION (default: auto, detected per file)" },
	{ "help", 'h', OPT_HELP, NULL, NULL, CMD_READERS | CMD_MERGE,
	  "show this help and exit" },
	{ "jobs", 'j', OPT_JOBS, "N", NULL, CMD_READERS,
	  "solve N puzzles at a time in threads (0: one per core; at most 1024; "
	  "default 1)" },
	{ "lex", 0, OPT_LEX, NULL, NULL, CMD_SOLVE,
	  "the same as --mode=lexicographic" },
	{ "limit", 0, OPT_LIMIT, "N", NULL, CMD_COUNT,
	  "stop counting after N solutions (default: no limit)" },
	{ "limit", 0, OPT_LIMIT, "N", NULL, CMD_SOLVE,
	  "with --mode=count-all: stop counting after N solutions" },
	{ "marks", 0, OPT_MARKS, NULL, NULL,
	  CMD_READERS & ~(CMD_EXPLAIN | CMD_HINT | CMD_CANDIDATES),
	  "with --to=svg: pencil marks in the open cells (html too)" },
	{ "max-rating", 0, OPT_MAX_RATING, "R", NULL, CMD_RATE,
	  "give up on a puzzle once it needs a step rated above R; print >R" },
	{ "mode", 0, OPT_MODE, "MODE",
	  "first|lexicographic|count-all|verify", CMD_SOLVE,
	  "what to compute (default: first)" },
	{ "no-progress", 0, OPT_NO_PROGRESS, NULL, NULL, CMD_READERS,
	  "never show progress" },
	{ "output", 'o', OPT_OUTPUT, "FILE", NULL, CMD_READERS,
	  "write to FILE, replaced only once the run is complete" },
	{ "part", 0, OPT_PART, "K/N", NULL, CMD_COUNT,
	  "count part K of N of the solutions (merge adds them up)" },
	{ "per-page", 0, OPT_PER_PAGE, "N", NULL, CMD_READERS & ~CMD_EXPLAIN,
	  "with --to=html: N puzzles a page, 1 to 64 (default 6)" },
	{ "progress", 0, OPT_PROGRESS, NULL, NULL, CMD_READERS,
	  "show progress on stderr (default: when stderr is a terminal)" },
	{ "quiet", 'q', OPT_QUIET, NULL, NULL, CMD_READERS | CMD_MERGE,
	  "print nothing; the exit status tells" },
	{ "solution", 0, OPT_SOLUTION, "FILE", NULL, CMD_VERIFY,
	  "check that each grid in FILE completes the matching puzzle" },
	{ "solution", 0, OPT_SOLUTION, "FILE", NULL, CMD_SOLVE,
	  "with --mode=verify: check each grid in FILE completes its puzzle" },
	{ "stats", 0, OPT_STATS, NULL, NULL, CMD_READERS,
	  "print a summary on stderr at the end" },
	{ "to", 't', OPT_TO, "FORMAT",
	  "plain|pretty|yaml|json|svg|html|line|grid|hex|letters|boj|numbers|sudominoku|candidates|variant|killer|fpuzzles",
	  CMD_READERS & ~(CMD_HUMAN | CMD_CONVERT | CMD_CANDIDATES |
	  CMD_GENERATE),
	  "write FORMAT (default: plain, the notation each puzzle came in)" },
	{ "to", 't', OPT_TO, "FORMAT",
	  "plain|pretty|yaml|json|svg|html|line|grid|letters|boj|numbers|sudominoku|candidates|fpuzzles",
	  CMD_GENERATE,
	  "write FORMAT (default: plain, line); hex has no 9x9 boards" },
	{ "to", 't', OPT_TO, "FORMAT",
	  "line|grid|hex|letters|boj|numbers|sudominoku|candidates|variant|killer|fpuzzles|pretty|yaml|json|svg|html",
	  CMD_CONVERT,
	  "write FORMAT: a notation, pretty, yaml, json, svg or html (no "
	  "default)" },
	{ "to", 't', OPT_TO, "FORMAT", "plain|pretty|yaml|json|svg|html",
	  CMD_RATE,
	  "write FORMAT (default: plain); a rating has no notation" },
	{ "to", 't', OPT_TO, "FORMAT", "plain|pretty|yaml|json|svg|html",
	  CMD_EXPLAIN | CMD_HINT,
	  "write FORMAT (default: plain); steps have no notation" },
	{ "to", 't', OPT_TO, "FORMAT", "plain|yaml|json|svg|html",
	  CMD_CANDIDATES,
	  "write FORMAT (default: plain, the candidates notation; yaml, json, "
	  "svg or html for other sizes than 9x9)" },
	{ "verbose", 'v', OPT_VERBOSE, NULL, NULL, CMD_READERS & ~CMD_GENERATE,
	  "say on stderr which notation each file is read as" },
	/* generate; verify --minimal */
	{ "count", 'n', OPT_COUNT, "N", NULL, CMD_GENERATE,
	  "make N puzzles (default 1)" },
	{ "from", 'f', OPT_FROM, "NOTATION", "line|grid|boj|sudominoku",
	  CMD_GENERATE,
	  "make puzzles for NOTATION: sudominoku cases, or classic (line)" },
	{ "difficulty", 0, OPT_DIFFICULTY, "LEVEL",
	  "easy|medium|hard|fiendish|diabolical", CMD_GENERATE,
	  "keep puzzles of a named band of --rating (see GENERATING)" },
	{ "givens", 0, OPT_GIVENS, "MIN-MAX", NULL, CMD_GENERATE,
	  "keep puzzles with MIN to MAX givens (Sudominoku: dominoes)" },
	{ "max-draws", 0, OPT_MAX_DRAWS, "N", NULL, CMD_GENERATE,
	  "give up after N draws for one puzzle (default 100000)" },
	{ "minimal", 0, OPT_MINIMAL, NULL, NULL, CMD_VERIFY,
	  "also fail puzzles that stay unique without a given" },
	{ "no-end", 0, OPT_NO_END, NULL, NULL, CMD_GENERATE,
	  "leave out the 0 that ends Sudominoku cases (pieces of a run)" },
	{ "no-minimal", 0, OPT_NO_MINIMAL, NULL, NULL, CMD_GENERATE,
	  "stop at a number of givens drawn in --givens, not at a minimum" },
	{ "pattern", 0, OPT_PATTERN, "FILE", NULL, CMD_GENERATE,
	  "give exactly the cells marked in the 9x9 mask in FILE" },
	{ "rating", 0, OPT_RATING, "MIN-MAX", NULL, CMD_GENERATE,
	  "keep puzzles whose ER (as rate prints it) is MIN to MAX" },
	{ "seed", 0, OPT_SEED, "S", NULL, CMD_GENERATE,
	  "make the run that seed S makes (default: a random seed)" },
	{ "skip", 0, OPT_SKIP, "K", NULL, CMD_GENERATE,
	  "start at puzzle K of the run (the first is 0)" },
	{ "solution", 0, OPT_WITH_SOLUTION, NULL, NULL, CMD_GENERATE,
	  "write each puzzle's solution after it" },
	{ "symmetry", 0, OPT_SYMMETRY, "SYM",
	  "none|rot180|rot90|mirror|diagonal|antidiagonal|dihedral|random",
	  CMD_GENERATE,
	  "givens symmetric under SYM (default: rot180)" },
	/* verify checks a symmetry: "random" names none to check */
	{ "symmetry", 0, OPT_SYMMETRY, "SYM",
	  "none|rot180|rot90|mirror|diagonal|antidiagonal|dihedral",
	  CMD_VERIFY,
	  "fail puzzles whose givens are not symmetric under SYM" },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

const char *const mode_names[] = {
	[MODE_FIRST] = "first",
	[MODE_LEXICOGRAPHIC] = "lexicographic",
	[MODE_COUNT_ALL] = "count-all",
	[MODE_VERIFY] = "verify",
	[MODE_CONVERT] = NULL,
	[MODE_RATE] = NULL,
	[MODE_EXPLAIN] = NULL,
	[MODE_HINT] = NULL,
	[MODE_CANDIDATES] = NULL
};

static int
options_set_to(struct run_options *opts, const char *value)
{
	static const struct format *const formats[] = {
		&format_plain, &format_pretty, &format_yaml, &format_json,
		&format_svg, &format_html, NULL
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

/* A whole number up to 2^64 - 1 for option name; -1 with d set if not. */
static int
options_number(const char *name, const char *arg, uint64_t *n,
    struct diag *d)
{
	count_t	value;

	if (!count_parse(arg, &value) || value > UINT64_MAX) {
		diag_set(d, NULL, 0, 0, "--%s wants a whole number from 0 to "
		    "18446744073709551615, not '%s'", name, arg);
		return -1;
	}
	*n = (uint64_t)value;
	return 0;
}

/* --givens=MIN-MAX, or N for exactly N. */
static int
options_set_givens(struct run_options *opts, const char *arg,
    struct diag *d)
{
	const char	*dash = strchr(arg, '-');
	char		 low[8];
	count_t		 min, max;
	size_t		 len = dash != NULL ? (size_t)(dash - arg) : strlen(arg);

	if (len == 0 || len >= sizeof low)
		goto bad;
	memcpy(low, arg, len);
	low[len] = '\0';
	if (!count_parse(low, &min) ||
	    !count_parse(dash != NULL ? dash + 1 : low, &max) ||
	    min > max || max > GRID_CELLS)
		goto bad;
	opts->givens_min = (int)min;
	opts->givens_max = (int)max;
	return 0;
bad:
	diag_set(d, NULL, 0, 0, "--givens wants MIN-MAX or N, whole numbers "
	    "with MIN <= MAX <= 81, not '%s'", arg);
	return -1;
}

/* --rating=MIN-MAX, or R for exactly R: ratings as rate prints them. */
static int
options_set_rating(struct run_options *opts, const char *arg,
    struct diag *d)
{
	const char	*dash = strchr(arg, '-');
	char		 low[8];
	int		 min, max;
	size_t		 len = dash != NULL ? (size_t)(dash - arg) : strlen(arg);

	if (len == 0 || len >= sizeof low)
		goto bad;
	memcpy(low, arg, len);
	low[len] = '\0';
	if (options_parse_rating(low, &min) < 0 ||
	    options_parse_rating(dash != NULL ? dash + 1 : low, &max) < 0 ||
	    min > max)
		goto bad;
	opts->rating_min = min;
	opts->rating_max = max;
	opts->has_rating = true;
	return 0;
bad:
	diag_set(d, NULL, 0, 0, "--rating wants MIN-MAX or R, ratings from "
	    "0.0 to 20.0 in tenths with MIN <= MAX, not '%s'", arg);
	return -1;
}

/* --difficulty=LEVEL: a band of rate_bands. */
static int
options_set_difficulty(struct run_options *opts, const char *arg)
{
	int	band = rate_band_find(arg);

	if (band < 0)
		return -1;
	opts->difficulty = band;
	opts->rating_min = rate_bands[band].min;
	opts->rating_max = rate_bands[band].max;
	return 0;
}

/* The options of generate, and verify --minimal. */
static int
options_apply_generate(struct run_options *opts, int id, const char *arg,
    struct diag *d)
{
	switch (id) {
	case OPT_COUNT:
		return options_number("count", arg, &opts->count, d);
	case OPT_GIVENS:
		return options_set_givens(opts, arg, d);
	case OPT_RATING:
		return options_set_rating(opts, arg, d);
	case OPT_MAX_DRAWS:
		if (options_number("max-draws", arg, &opts->max_draws, d) == 0 &&
		    opts->max_draws > 0)
			return 0;
		/* the range it takes, from 1: 0 draws would make nothing */
		diag_set(d, NULL, 0, 0, "--max-draws wants a whole number from "
		    "1 to 18446744073709551615, not '%s'", arg);
		return -1;
	case OPT_MINIMAL:
		opts->minimal = true;
		return 0;
	case OPT_NO_END:
		opts->no_end = true;
		return 0;
	case OPT_NO_MINIMAL:
		opts->no_minimal = true;
		return 0;
	case OPT_PATTERN:
		if (*arg == '\0') {
			diag_set(d, NULL, 0, 0, "--pattern wants a file name");
			return -1;
		}
		opts->pattern_file = arg;
		return 0;
	case OPT_SEED:
		opts->has_seed = true;
		return options_number("seed", arg, &opts->seed, d);
	case OPT_SKIP:
		return options_number("skip", arg, &opts->skip, d);
	case OPT_SYMMETRY:
		/* options_apply checked the value against the table */
		opts->symmetry = symmetry_find(arg);
		return 0;
	case OPT_WITH_SOLUTION:
		opts->with_solution = true;
		return 0;
	}
	return 0;
}

/* "'a', 'b', 'c'": the values of o, for a message. */
static void
options_list_values(const struct option_spec *o, struct diag *d)
{
	const char	*v = o->values, *bar;

	for (;;) {
		bar = strchr(v, '|');
		diag_append(d, "'%.*s'", (int)(bar != NULL ? bar - v :
		    (ptrdiff_t)strlen(v)), v);
		if (bar == NULL)
			return;
		diag_append(d, ", ");
		v = bar + 1;
	}
}

/*
 * A value of an option with fixed values, in full: itself, or the only
 * value it is a prefix of (--to=pre is pretty), as GNU argmatch takes
 * them.  -1 with d set, naming the option and its values, when there is
 * none or more than one.
 */
static int
options_match_value(const struct option_spec *o, const char *arg,
    char *full, size_t size, struct diag *d)
{
	const char	*v = o->values, *bar, *found = NULL;
	size_t		 len = strlen(arg), vlen, found_len = 0;
	int		 matches = 0;

	for (; v != NULL; v = bar != NULL ? bar + 1 : NULL) {
		bar = strchr(v, '|');
		vlen = bar != NULL ? (size_t)(bar - v) : strlen(v);
		if (len > vlen || strncmp(v, arg, len) != 0)
			continue;
		found = v;
		found_len = vlen;
		if (len == vlen) {
			matches = 1;
			break;
		}
		matches++;
	}
	if (matches == 1 && len > 0 && found_len < size) {
		memcpy(full, found, found_len);
		full[found_len] = '\0';
		return 0;
	}
	diag_set(d, NULL, 0, 0, "%s argument '%s' for '--%s'; valid "
	    "arguments are: ", matches > 1 && len > 0 ? "ambiguous" :
	    "invalid", arg, o->long_name);
	options_list_values(o, d);
	return -1;
}

/* Applies one parsed option; -1 with d set when its value is wrong. */
static int
options_apply(struct run_options *opts, const struct option_spec *o,
    const char *arg, struct diag *d)
{
	enum option_id	id = o->id;
	count_t		jobs, per_page;
	int		when;
	char		full[32];
	struct shape	box;

	if (o->values != NULL) {
		if (options_match_value(o, arg, full, sizeof full, d) < 0)
			return -1;
		arg = full;
	}
	switch (id) {
	case OPT_COUNT:
	case OPT_GIVENS:
	case OPT_RATING:
	case OPT_MAX_DRAWS:
	case OPT_MINIMAL:
	case OPT_NO_END:
	case OPT_NO_MINIMAL:
	case OPT_PATTERN:
	case OPT_SEED:
	case OPT_SKIP:
	case OPT_SYMMETRY:
	case OPT_WITH_SOLUTION:
		return options_apply_generate(opts, id, arg, d);
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
		if (*arg == '\0') {
			diag_set(d, NULL, 0, 0, "--output wants a file name");
			return -1;
		}
		/* "-" is standard output, as it is standard input for reading */
		opts->output_file = strcmp(arg, "-") == 0 ? NULL : arg;
		return 0;
	case OPT_PART:
		if (!part_parse_kn(arg, &opts->part_k, &opts->part_n)) {
			diag_set(d, NULL, 0, 0, "--part wants K/N, part K of N "
			    "(1 <= K <= N <= %d), not '%s'", SPLIT_PARTS_MAX,
			    arg);
			return -1;
		}
		return 0;
	case OPT_BOX:
		if (!board_parse_box(arg, &box)) {
			diag_set(d, NULL, 0, 0, "--box wants RxC, boxes of R "
			    "rows and C columns (R * C <= %d), not '%s'",
			    BOARD_MAX_SIDE, arg);
			return -1;
		}
		opts->box_rows = box.box_rows;
		opts->box_cols = box.box_cols;
		return 0;
	case OPT_PROGRESS:
		opts->progress_when = WHEN_ALWAYS;
		return 0;
	case OPT_BOOK:
		opts->book = true;
		return 0;
	case OPT_MARKS:
		opts->marks = true;
		return 0;
	case OPT_PER_PAGE:
		if (!count_parse(arg, &per_page) || per_page == 0 ||
		    per_page > 64) {
			diag_set(d, NULL, 0, 0, "--per-page wants a number of "
			    "puzzles a page from 1 to 64, not '%s'", arg);
			return -1;
		}
		opts->per_page = (int)per_page;
		return 0;
	case OPT_STATS:
		opts->stats = true;
		return 0;
	case OPT_VERBOSE:
		opts->verbose = true;
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
			    "from 1 to 2^128 - 1 (%s), not '%s'",
			    "340282366920938463463374607431768211455", arg);
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
	case OPT_DIFFICULTY:
		if (options_set_difficulty(opts, arg) < 0)
			goto bad_value;
		return 0;
	case OPT_MODE:
		if (options_set_mode(opts, arg) < 0)
			goto bad_value;
		return 0;
	case OPT_QUIET:
		opts->quiet = true;
		return 0;
	case OPT_SOLUTION:
		if (*arg == '\0') {
			diag_set(d, NULL, 0, 0, "--solution wants a file name");
			return -1;
		}
		opts->solution_file = arg;
		return 0;
	case OPT_TO:
		if (options_set_to(opts, arg) < 0)
			goto bad_value;
		return 0;
	}
	return 0;
bad_value:
	/* a value of the table that the setter does not know: a bug */
	diag_set(d, NULL, 0, 0, "'%s' for '--%s' is not handled", arg,
	    o->long_name);
	return -1;
}

/*
 * The parser follows GNU getopt_long's rules and words its messages the
 * same way, but is our own: it has no global state, knows which options
 * each command takes, and so can name the option a message is about.
 */
struct options_scan {
	unsigned	  command;
	int		  argc;
	char		**argv;
	int		  at;		/* the element being parsed */
	struct diag	 *d;
};

static bool
options_for(const struct options_scan *s, const struct option_spec *o)
{
	return (o->commands & s->command) != 0;
}

/*
 * The option a long name (len bytes of name) means: itself, or the only
 * option it is a prefix of.  NULL with d set when there is none, or more.
 */
static const struct option_spec *
options_find_long(const struct options_scan *s, const char *name, size_t len)
{
	const struct option_spec	*o, *found = NULL;
	int				 matches = 0;

	for (o = option_table; o->long_name != NULL && len > 0; o++) {
		if (!options_for(s, o) || strncmp(o->long_name, name, len) != 0)
			continue;
		if (o->long_name[len] == '\0')
			return o;
		if (found == NULL || strcmp(found->long_name, o->long_name) != 0)
			matches++;
		found = o;
	}
	if (matches == 1)
		return found;
	if (matches == 0) {
		diag_set(s->d, NULL, 0, 0, "unrecognized option '%s'",
		    s->argv[s->at]);
		return NULL;
	}
	diag_set(s->d, NULL, 0, 0, "option '--%.*s' is ambiguous; "
	    "possibilities:", (int)len, name);
	for (o = option_table; o->long_name != NULL; o++)
		if (options_for(s, o) && strncmp(o->long_name, name, len) == 0)
			diag_append(s->d, " '--%s'", o->long_name);
	return NULL;
}

/* "--name", "--name=value" or "--name value": elements used, or -1. */
static int
options_long(struct options_scan *s, struct run_options *opts)
{
	const char			*name = s->argv[s->at] + 2;
	const char			*value = strchr(name, '=');
	const struct option_spec	*o;
	size_t				 len;

	len = value != NULL ? (size_t)(value - name) : strlen(name);
	if ((o = options_find_long(s, name, len)) == NULL)
		return -1;
	if (o->arg_name == NULL && value != NULL) {
		diag_set(s->d, NULL, 0, 0, "option '--%s' doesn't allow an "
		    "argument", o->long_name);
		return -1;
	}
	if (o->arg_name == NULL || value != NULL)
		return options_apply(opts, o, value != NULL ? value + 1 :
		    NULL, s->d) < 0 ? -1 : 1;
	if (s->at + 1 >= s->argc) {
		diag_set(s->d, NULL, 0, 0, "option '--%s' requires an "
		    "argument", o->long_name);
		return -1;
	}
	return options_apply(opts, o, s->argv[s->at + 1], s->d) < 0 ?
	    -1 : 2;
}

static const struct option_spec *
options_find_short(const struct options_scan *s, int c)
{
	const struct option_spec	*o;

	for (o = option_table; o->long_name != NULL; o++)
		if (options_for(s, o) && o->short_name == c)
			return o;
	if (c > ' ' && c < 0x7f)
		diag_set(s->d, NULL, 0, 0, "invalid option -- '%c'", c);
	else
		diag_set(s->d, NULL, 0, 0, "invalid option -- '\\x%02x'",
		    (unsigned)(unsigned char)c);
	return NULL;
}

/* "-abc", where the last may take the rest or the next element as value. */
static int
options_short(struct options_scan *s, struct run_options *opts)
{
	const char			*p = s->argv[s->at] + 1;
	const struct option_spec	*o;

	for (; *p != '\0'; p++) {
		if ((o = options_find_short(s, *p)) == NULL)
			return -1;
		if (o->arg_name == NULL) {
			if (options_apply(opts, o, NULL, s->d) < 0)
				return -1;
			continue;
		}
		if (p[1] != '\0')
			return options_apply(opts, o, p + 1, s->d) < 0 ?
			    -1 : 1;
		if (s->at + 1 >= s->argc) {
			diag_set(s->d, NULL, 0, 0, "option requires an "
			    "argument -- '%c'", *p);
			return -1;
		}
		return options_apply(opts, o, s->argv[s->at + 1], s->d) <
		    0 ? -1 : 2;
	}
	return 1;
}

/*
 * Moves the n elements at argv[at] in front of the operands found so far,
 * which start at argv[operands]: options end up first, operands after them
 * in their own order, as GNU getopt permutes.
 */
static void
options_rotate(char **argv, int operands, int at, int n)
{
	char	*moved[2];
	int	 i;

	for (i = 0; i < n; i++)
		moved[i] = argv[at + i];
	memmove(argv + operands + n, argv + operands,
	    (size_t)(at - operands) * sizeof *argv);
	for (i = 0; i < n; i++)
		argv[operands + i] = moved[i];
}

/*
 * Parses argv[1..] of a command (argv[0] is the command's name).  Options
 * may follow file names, as GNU tools allow; "--" ends them, "-" is a file.
 * On success *first_file is the index of the first file operand in argv,
 * which is permuted to put the options first.
 */
enum options_status
options_parse(unsigned command, int argc, char **argv,
    struct run_options *opts, int *first_file, struct diag *d)
{
	struct options_scan	s = { command, argc, argv, 1, d };
	const char		*arg;
	int			operands = 1, used;

	while (s.at < argc) {
		arg = argv[s.at];
		if (arg[0] != '-' || arg[1] == '\0') {
			s.at++;		/* an operand: stays where it is */
			continue;
		}
		if (strcmp(arg, "--") == 0) {
			options_rotate(argv, operands, s.at, 1);
			operands++;
			break;
		}
		used = arg[1] == '-' ? options_long(&s, opts) :
		    options_short(&s, opts);
		if (used < 0)
			return OPTIONS_BAD;
		options_rotate(argv, operands, s.at, used);
		operands += used;
		s.at += used;
	}
	*first_file = operands;
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
