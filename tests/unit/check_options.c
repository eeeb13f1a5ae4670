/* options.c: the option table, parsing and per-command help. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"
#include "run/options.h"
#include "output/result.h"
#include "suites.h"
#include "model/symmetry.h"

static enum options_status
parse(unsigned command, struct run_options *opts, int *first,
    struct diag *d, ...)
{
	char		*argv[16];
	int		 argc = 0;
	va_list		 ap;

	va_start(ap, d);
	while ((argv[argc] = va_arg(ap, char *)) != NULL)
		argc++;
	va_end(ap);
	memset(opts, 0, sizeof *opts);
	opts->format = &format_plain;
	opts->limit = COUNT_MAX;
	return options_parse(command, argc, argv, opts, first, d);
}

START_TEST(options_after_files)
{
	struct run_options	opts;
	struct diag		d;
	int			first;
	char			a[] = "solve", b[] = "in.txt", c[] = "--lex",
				e[] = "-f", f[] = "boj";

	ck_assert_int_eq(parse(CMD_SOLVE, &opts, &first, &d, a, b, c, e, f,
	    NULL), OPTIONS_OK);
	ck_assert_int_eq(opts.mode, MODE_LEXICOGRAPHIC);
	ck_assert_ptr_eq(opts.from, &notation_boj);
	ck_assert_int_eq(first, 4);
}
END_TEST

START_TEST(limit_and_modes)
{
	struct run_options	opts;
	struct diag		d;
	int			first;
	char			a[] = "count", b[] = "--limit=2",
				c[] = "--limit", e[] = "0",
				m[] = "--mode=count-all", x[] = "--mode=fast";

	ck_assert_int_eq(parse(CMD_COUNT, &opts, &first, &d, a, b, NULL),
	    OPTIONS_OK);
	ck_assert(opts.limit == 2);
	ck_assert_int_eq(parse(CMD_COUNT, &opts, &first, &d, a, c, e, NULL),
	    OPTIONS_BAD);
	ck_assert_str_eq(d.message, "--limit wants a whole number from 1 to "
	    "2^128 - 1 (340282366920938463463374607431768211455), not '0'");
	ck_assert_int_eq(parse(CMD_SOLVE, &opts, &first, &d, a, m, NULL),
	    OPTIONS_OK);
	ck_assert_int_eq(opts.mode, MODE_COUNT_ALL);
	ck_assert_int_eq(parse(CMD_SOLVE, &opts, &first, &d, a, x, NULL),
	    OPTIONS_BAD);
	ck_assert_str_eq(d.message, "invalid argument 'fast' for '--mode'; "
	    "valid arguments are: 'first', 'lexicographic', 'count-all', "
	    "'verify'");
}
END_TEST

/* Expects options_parse to refuse argv with exactly the message want. */
static void
refused(unsigned command, const char *want, ...)
{
	struct run_options	 opts;
	struct diag		 d;
	char			*argv[16], copies[16][32];
	const char		*arg;
	int			 argc = 0, first;
	va_list			 ap;

	va_start(ap, want);
	while ((arg = va_arg(ap, const char *)) != NULL) {
		snprintf(copies[argc], sizeof copies[argc], "%s", arg);
		argv[argc] = copies[argc];
		argc++;
	}
	va_end(ap);
	argv[argc] = NULL;
	memset(&opts, 0, sizeof opts);
	opts.format = &format_plain;
	opts.limit = COUNT_MAX;
	ck_assert_int_eq(options_parse(command, argc, argv, &opts, &first,
	    &d), OPTIONS_BAD);
	ck_assert_str_eq(d.message, want);
}

START_TEST(option_not_for_this_command)
{
	refused(CMD_COUNT, "unrecognized option '--lex'", "count", "--lex",
	    NULL);
	refused(CMD_COUNT, "invalid option -- 'z'", "count", "-z", NULL);
	refused(CMD_COUNT, "option '--to' requires an argument", "count",
	    "--to", NULL);
}
END_TEST

/*
 * Fixed values: a unique prefix is the value (GNU argmatch); a wrong one
 * is named with the values of the option the command has, not of
 * another command's option of the same name.
 */
START_TEST(values_abbreviated_and_listed)
{
	struct run_options	opts;
	struct diag		d;
	int			first;
	char			a[] = "solve", b[] = "--to=pre", c[] = "-tya",
				e[] = "--mode=count", f[] = "--color=al",
				g[] = "--from=c", h[] = "count",
				i[] = "--limit="
				    "340282366920938463463374607431768211456";

	ck_assert_int_eq(parse(CMD_SOLVE, &opts, &first, &d, a, b, NULL),
	    OPTIONS_OK);
	ck_assert_ptr_eq(opts.format, &format_pretty);
	ck_assert_int_eq(parse(CMD_SOLVE, &opts, &first, &d, a, c, NULL),
	    OPTIONS_OK);
	ck_assert_ptr_eq(opts.format, &format_yaml);
	ck_assert_int_eq(parse(CMD_SOLVE, &opts, &first, &d, a, e, NULL),
	    OPTIONS_OK);
	ck_assert_int_eq(opts.mode, MODE_COUNT_ALL);
	ck_assert_int_eq(parse(CMD_SOLVE, &opts, &first, &d, a, f, NULL),
	    OPTIONS_OK);
	ck_assert_int_eq(opts.color_when, WHEN_ALWAYS);
	ck_assert_int_eq(parse(CMD_SOLVE, &opts, &first, &d, a, g, NULL),
	    OPTIONS_OK);
	ck_assert_ptr_eq(opts.from, &notation_candidates);
	refused(CMD_SOLVE, "ambiguous argument 'p' for '--to'; valid "
	    "arguments are: 'plain', 'pretty', 'yaml', 'json', 'svg', 'html', "
	    "'line', 'grid', 'hex', 'letters', 'boj', 'numbers', 'sudominoku', "
	    "'candidates', 'variant', 'killer', 'fpuzzles'", "solve",
	    "--to=p", NULL);
	refused(CMD_RATE, "invalid argument 'foo' for '--to'; valid "
	    "arguments are: 'plain', 'pretty', 'yaml', 'json', 'svg', 'html'",
	    "rate", "--to=foo",
	    NULL);
	refused(CMD_CONVERT, "invalid argument 'plain' for '--to'; valid "
	    "arguments are: 'line', 'grid', 'hex', 'letters', 'boj', 'numbers', "
	    "'sudominoku', 'candidates', 'variant', 'killer', 'fpuzzles', "
	    "'pretty', 'yaml', 'json', 'svg', 'html'", "convert", "--to",
	    "plain", NULL);
	refused(CMD_SOLVE, "invalid argument '' for '--color'; valid "
	    "arguments are: 'auto', 'always', 'never'", "solve", "--color=",
	    NULL);
	refused(CMD_VERIFY, "--solution wants a file name", "verify",
	    "--solution=", NULL);
	/* 2^128, one past the largest count */
	ck_assert_int_eq(parse(CMD_COUNT, &opts, &first, &d, h, i, NULL),
	    OPTIONS_BAD);
	ck_assert_str_eq(d.message, "--limit wants a whole number from 1 to "
	    "2^128 - 1 (340282366920938463463374607431768211455), not "
	    "'340282366920938463463374607431768211456'");
}
END_TEST

/* The messages GNU getopt gives, never a garbled or cut-off name. */
START_TEST(gnu_messages)
{
	refused(CMD_SOLVE, "option '--lex' doesn't allow an argument",
	    "solve", "--lex=1", NULL);
	refused(CMD_SOLVE, "option '--ascii' doesn't allow an argument",
	    "solve", "--ascii=yes", NULL);
	refused(CMD_SOLVE, "option '--quiet' doesn't allow an argument",
	    "solve", "--quiet=x", NULL);
	refused(CMD_SOLVE, "option '--quiet' doesn't allow an argument",
	    "solve", "--qu=", NULL);
	refused(CMD_SOLVE, "option '--l' is ambiguous; possibilities: "
	    "'--lex' '--limit'", "solve", "--l", NULL);
	refused(CMD_SOLVE, "option '--l' is ambiguous; possibilities: "
	    "'--lex' '--limit'", "solve", "--l=3", NULL);
	refused(CMD_SOLVE, "option '--output' requires an argument",
	    "solve", "--output", NULL);
	refused(CMD_SOLVE, "option '--limit' requires an argument",
	    "solve", "--lim", NULL);
	refused(CMD_SOLVE, "unrecognized option '--foo'", "solve", "--foo",
	    NULL);
	refused(CMD_SOLVE, "unrecognized option '--foo=bar'", "solve",
	    "--foo=bar", NULL);
	refused(CMD_SOLVE, "unrecognized option '--=x'", "solve", "--=x",
	    NULL);
	refused(CMD_SOLVE, "invalid option -- 'z'", "solve", "-qz", NULL);
	refused(CMD_SOLVE, "invalid option -- '\\x01'", "solve", "-\001",
	    NULL);
	refused(CMD_SOLVE, "option requires an argument -- 'o'", "solve",
	    "-qo", NULL);
}
END_TEST

/* Prefixes, clusters, "--" and "-", and operands kept in their order. */
START_TEST(gnu_syntax)
{
	struct run_options	opts;
	struct diag		d;
	int			first;
	char			a[] = "solve", b[] = "x", c[] = "--lim",
				e[] = "5", f[] = "y", g[] = "-qfboj",
				h[] = "-", i[] = "--", j[] = "--lex",
				k[] = "--mode=count-all", l[] = "-o";
	char			*argv[] = { a, b, c, e, f, g, h, i, j, NULL };

	memset(&opts, 0, sizeof opts);
	opts.limit = COUNT_MAX;
	ck_assert_int_eq(options_parse(CMD_SOLVE, 9, argv, &opts, &first,
	    &d), OPTIONS_OK);
	ck_assert(opts.limit == 5);
	ck_assert(opts.quiet);
	ck_assert_ptr_eq(opts.from, &notation_boj);
	ck_assert_int_eq(opts.mode, MODE_FIRST);	/* --lex is a file */
	ck_assert_int_eq(first, 5);
	ck_assert_str_eq(argv[first], "x");
	ck_assert_str_eq(argv[first + 1], "y");
	ck_assert_str_eq(argv[first + 2], "-");
	ck_assert_str_eq(argv[first + 3], "--lex");
	ck_assert_ptr_null(argv[first + 4]);
	/* a value may start with a dash; "-o" takes the next word */
	ck_assert_int_eq(parse(CMD_SOLVE, &opts, &first, &d, a, k, l, j, b,
	    NULL), OPTIONS_OK);
	ck_assert_str_eq(opts.output_file, "--lex");
	ck_assert_int_eq(opts.mode, MODE_COUNT_ALL);
	ck_assert_int_eq(first, 4);
}
END_TEST

START_TEST(to_names_a_notation)
{
	struct run_options	opts;
	struct diag		d;
	int			first;
	char			a[] = "convert", b[] = "--to=line",
				c[] = "-tpaper";

	ck_assert_int_eq(parse(CMD_CONVERT, &opts, &first, &d, a, b, NULL),
	    OPTIONS_OK);
	ck_assert_ptr_eq(opts.to_notation, &notation_line);
	ck_assert_int_eq(parse(CMD_CONVERT, &opts, &first, &d, a, c, NULL),
	    OPTIONS_BAD);
}
END_TEST

/* generate's options, and the two meanings of --solution. */
START_TEST(generate_options)
{
	struct run_options	opts;
	struct diag		d;
	int			first;
	char			a[] = "generate", b[] = "--givens=22-25",
				c[] = "--seed=18446744073709551615",
				e[] = "--symmetry=mirror", f[] = "--solution",
				g[] = "-n", h[] = "7", i[] = "--givens=26",
				j[] = "--givens=25-22", k[] = "--givens=20-82",
				l[] = "--seed=18446744073709551616",
				m[] = "--symmetry=spiral", n[] = "in.txt",
				o[] = "--max-draws=0", p[] = "--givens=-3";

	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, b, c, e,
	    f, g, h, NULL), OPTIONS_OK);
	ck_assert_int_eq(opts.givens_min, 22);
	ck_assert_int_eq(opts.givens_max, 25);
	ck_assert(opts.seed == UINT64_MAX && opts.has_seed);
	ck_assert_int_eq(opts.symmetry, SYMMETRY_MIRROR);
	ck_assert(opts.with_solution);
	ck_assert(opts.count == 7);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, i, NULL),
	    OPTIONS_OK);
	ck_assert_int_eq(opts.givens_min, 26);
	ck_assert_int_eq(opts.givens_max, 26);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, j, NULL),
	    OPTIONS_BAD);
	ck_assert_str_eq(d.message, "--givens wants MIN-MAX or N, whole "
	    "numbers with MIN <= MAX <= 81, not '25-22'");
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, k, NULL),
	    OPTIONS_BAD);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, p, NULL),
	    OPTIONS_BAD);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, l, NULL),
	    OPTIONS_BAD);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, m, NULL),
	    OPTIONS_BAD);
	ck_assert_str_eq(d.message, "invalid argument 'spiral' for "
	    "'--symmetry'; valid arguments are: 'none', 'rot180', 'rot90', "
	    "'mirror', 'diagonal', 'antidiagonal', 'dihedral', 'random'");
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, o, NULL),
	    OPTIONS_BAD);
	/* verify's --solution takes a file; generate's takes none */
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, f, n,
	    NULL), OPTIONS_OK);
	ck_assert(opts.with_solution && opts.solution_file == NULL);
	ck_assert_int_eq(first, 2);
	ck_assert_int_eq(parse(CMD_VERIFY, &opts, &first, &d, a, f, n, NULL),
	    OPTIONS_OK);
	ck_assert(!opts.with_solution);
	ck_assert_str_eq(opts.solution_file, "in.txt");
}
END_TEST

/* --rating and --difficulty: ratings in tenths, bands without gaps. */
START_TEST(generate_ratings)
{
	struct run_options	opts;
	struct diag		d;
	int			first;
	char			a[] = "generate", b[] = "--rating=7.1-20",
				c[] = "--rating=4.5", e[] = "--rating=5-2",
				f[] = "--rating=1.25", g[] = "--rating=20.1",
				h[] = "--rating=-3", i[] = "--difficulty=hard",
				j[] = "--difficulty=diabolical",
				k[] = "--difficulty=hardest";

	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, b, NULL),
	    OPTIONS_OK);
	ck_assert(opts.rating_min == 71 && opts.rating_max == 200);
	ck_assert(opts.has_rating);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, c, NULL),
	    OPTIONS_OK);
	ck_assert(opts.rating_min == 45 && opts.rating_max == 45);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, e, NULL),
	    OPTIONS_BAD);
	ck_assert_str_eq(d.message, "--rating wants MIN-MAX or R, ratings "
	    "from 0.0 to 20.0 in tenths with MIN <= MAX, not '5-2'");
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, f, NULL),
	    OPTIONS_BAD);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, g, NULL),
	    OPTIONS_BAD);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, h, NULL),
	    OPTIONS_BAD);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, i, NULL),
	    OPTIONS_OK);
	ck_assert(opts.rating_min == 26 && opts.rating_max == 49);
	ck_assert_int_eq(opts.difficulty, 2);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, j, NULL),
	    OPTIONS_OK);
	ck_assert(opts.rating_min == 71 && opts.rating_max == RATE_STUCK);
	ck_assert_int_eq(parse(CMD_GENERATE, &opts, &first, &d, a, k, NULL),
	    OPTIONS_BAD);
	/* the bands cover 0.0 to 20.0, in order, each rating in one */
	ck_assert_int_eq(rate_bands[0].min, 0);
	ck_assert_int_eq(rate_bands[RATE_BANDS - 1].max, RATE_STUCK);
	for (int n = 1; n < RATE_BANDS; n++)
		ck_assert_int_eq(rate_bands[n].min, rate_bands[n - 1].max + 1);
	for (int t = 0; t <= RATE_STUCK; t++) {
		int	band = rate_band_of(t);

		ck_assert(rate_bands[band].min <= t &&
		    t <= rate_bands[band].max);
	}
	ck_assert_int_eq(rate_band_find("fiendish"), 3);
	ck_assert_int_eq(rate_band_find("Easy"), -1);
}
END_TEST

/*
 * The commands that take an option of that name: a name may have one
 * entry per meaning (generate's --solution is a flag, verify's takes a
 * file), but a command takes each name once.
 */
static unsigned
commands_of(const char *name)
{
	const struct option_spec	*o;
	unsigned			 commands = 0;

	for (o = option_table; o->long_name != NULL; o++)
		if (strcmp(o->long_name, name) == 0) {
			ck_assert_uint_eq(commands & o->commands, 0);
			commands |= o->commands;
		}
	return commands;
}

/* Every option of the table shows up in the help of each of its commands. */
START_TEST(help_lists_every_option)
{
	static const unsigned	 commands[] = {
		CMD_SOLVE, CMD_COUNT, CMD_VERIFY, CMD_CONVERT, CMD_GENERATE
	};
	const struct option_spec *o;
	char			 *text, want[64];
	size_t			 len, i;
	FILE			 *f;

	for (i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		f = open_memstream(&text, &len);
		ck_assert_ptr_nonnull(f);
		options_print_help(f, commands[i]);
		fclose(f);
		for (o = option_table; o->long_name != NULL; o++) {
			ck_assert_ptr_nonnull(o->help);
			snprintf(want, sizeof want, "--%s", o->long_name);
			if (commands_of(o->long_name) & commands[i])
				ck_assert_ptr_nonnull(strstr(text, want));
			else
				ck_assert_ptr_null(strstr(text, want));
		}
		free(text);
	}
}
END_TEST

Suite *
make_options_suite(void)
{
	Suite	*s = suite_create("options");
	TCase	*tc;

	tc = tcase_create("parse");
	tcase_add_test(tc, options_after_files);
	tcase_add_test(tc, limit_and_modes);
	tcase_add_test(tc, values_abbreviated_and_listed);
	tcase_add_test(tc, option_not_for_this_command);
	tcase_add_test(tc, gnu_messages);
	tcase_add_test(tc, gnu_syntax);
	tcase_add_test(tc, to_names_a_notation);
	tcase_add_test(tc, generate_options);
	tcase_add_test(tc, generate_ratings);
	suite_add_tcase(s, tc);
	tc = tcase_create("help");
	tcase_add_test(tc, help_lists_every_option);
	suite_add_tcase(s, tc);
	return s;
}
