/*
 * Runs a puzzle-reading command: parse its options, then read every file
 * as one stream, solve each puzzle and write its result before reading the
 * next, so memory does not grow with the input.  Problems are reported per
 * puzzle and the batch goes on; the exit status is the worst that happened.
 *
 * -o FILE replaces FILE only when the whole run has been written
 * (outfile.c): an interrupted or failed run leaves the old FILE as it was
 * (unless FILE is a device or a pipe, written as the run goes).
 */

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run/batch.h"
#include "io/clock.h"
#include "engine/engine.h"
#include "notation/notation.h"
#include "output/outfile.h"
#include "output/outset.h"
#include "run/pool.h"
#include "output/progress.h"
#include "output/result.h"
#include "io/signals.h"
#include "run/stream.h"
#include "model/count.h"
#include "model/symmetry.h"

struct batch_stats {
	unsigned long	puzzles;
	unsigned long	by_status[RESULT_CANDIDATES + 1];	/* the last */
	unsigned long	bad;		/* could not be read */
	/* verify --solution: grids matched to no puzzle (one too many, a
	   label repeated or out of order), failures that are no puzzle's */
	unsigned long	unmatched;
	double		started;
	double		puzzle_started;	/* the puzzle being worked on (-j 1) */
	double		shown;		/* when progress was last drawn */
};

struct batch {
	const struct run_options *opts;
	struct stream		  stream;
	struct output		  out;
	struct outfile		  file;		/* -o */
	struct outset		  set;		/* -o PATTERN: a file each */
	unsigned long		  numbered;	/* puzzles given a place in
						   the output, from 1 */
	bool			  stopped;	/* the output ends the run */
	int			  status;
	struct batch_stats	  stats;
	bool			  drawn;	/* a progress line is shown */
	bool			  terminal;	/* stdout shares stderr's tty */
};

/*
 * A progress line stays on the terminal only while nothing else is
 * written there: "\r" and ESC [ K erase it before a message on stderr, and
 * before output on stdout when that is the same terminal.
 */
static void
batch_clear_progress(struct batch *b)
{
	if (!b->drawn)
		return;
	progress_clear(stderr);
	b->drawn = false;
}

static void
batch_before_stdout(void *ctx)
{
	batch_clear_progress(ctx);
}

/*
 * Before a message on stderr: the progress line erased, and the results
 * still buffered for the same terminal shown first, so that the terminal
 * reads in input order.
 */
static void
batch_before_message(struct batch *b)
{
	if (b->terminal)
		output_flush(&b->out);
	batch_clear_progress(b);
}

/*
 * Draws a progress line over the last: what stdout holds goes out first
 * (so results appear as the line is redrawn, above it), and the line is
 * cut to the width of the terminal.
 */
static void
batch_draw_progress(struct batch *b, const char *lead, const char *body)
{
	char	line[PROGRESS_LINE_MAX];

	if (b->terminal)
		output_flush(&b->out);
	progress_fit(line, sizeof line, lead, body, progress_width(stderr));
	progress_draw(stderr, line);
	b->drawn = true;
}

static void
batch_worsen(struct batch *b, int status)
{
	if (status > b->status)
		b->status = status;
}

static void
batch_report(struct batch *b, const struct diag *d, int status)
{
	if (!b->opts->quiet) {
		batch_before_message(b);
		diag_print(d, stderr);
	}
	batch_worsen(b, status);
}

static bool
batch_interrupted(const struct batch *b)
{
	return *b->opts->interrupt != 0;
}

static int
batch_status_of(const struct batch *b, const struct result *r)
{
	switch (r->status) {
	case RESULT_COUNTED:
		/*
		 * as grep -c: a count of nothing is printed, and fails; but
		 * not a part's, which may well hold none of the solutions
		 */
		return r->count == 0 && r->count_complete &&
		    b->opts->part_n == 0 ? EXIT_FAILED : EXIT_OK;
	case RESULT_UNSOLVABLE:
	case RESULT_NOT_VALID:
		return EXIT_FAILED;
	case RESULT_INVALID:
		return r->why.no_memory ? EXIT_SYSTEM : EXIT_BAD_INPUT;
	default:
		return EXIT_OK;
	}
}

/*
 * "12345 puzzles, in.txt 45%, 98765/s, 3.2 s" on one line of stderr,
 * redrawn ten times a second once the run has taken half a second: short
 * runs print nothing.  Looked at after each puzzle, and by the pool's tick
 * while its threads work on slow ones.  It is erased at the end (--stats
 * gives a summary).
 */
static void
batch_progress(struct batch *b)
{
	const struct input	*in = stream_input(&b->stream);
	char			 line[PROGRESS_LINE_MAX];
	char			 name[PROGRESS_LINE_MAX / 2];
	char			 share[PROGRESS_PERCENT_MAX];
	char			 took[PROGRESS_ELAPSED_MAX];
	double			 now, rate;
	int			 n;

	if (!b->opts->progress)
		return;
	now = clock_seconds();
	if (!progress_due(b->stats.started, b->stats.shown, now))
		return;
	b->stats.shown = now;
	rate = b->stats.puzzles / (now - b->stats.started + 1e-9);
	n = snprintf(line, sizeof line, "%lu puzzle%s, ", b->stats.puzzles,
	    b->stats.puzzles == 1 ? "" : "s");
	if (in != NULL && in->size > 0) {
		diag_escape(in->name, name, sizeof name);
		progress_percent(share, sizeof share,
		    (double)input_offset(in), (double)in->size, 0);
		n += snprintf(line + n, sizeof line - (size_t)n, "%s %s, ",
		    name, share);
	}
	progress_elapsed(took, sizeof took, now - b->stats.started);
	snprintf(line + n, sizeof line - (size_t)n, "%.*f/s, %s",
	    clock_rate_decimals(rate), rate, took);
	batch_draw_progress(b, "sudoku: ", line);
}

static void
batch_tick(void *ctx)
{
	batch_progress(ctx);
}

/* What the command does to a puzzle, for its progress line. */
static const char *
batch_doing(enum solve_mode mode)
{
	switch (mode) {
	case MODE_COUNT_ALL:
		return "counting";
	case MODE_VERIFY:
		return "verifying";
	case MODE_CONVERT:
		return "converting";
	case MODE_RATE:
		return "rating";
	case MODE_EXPLAIN:
		return "explaining";
	case MODE_HINT:
		return "finding a hint for";
	case MODE_CANDIDATES:
		return "finding the candidates of";
	default:
		return "solving";
	}
}

/*
 * One slow puzzle (-j 1), once it has taken half a second: a count says
 * "counting puzzle 3: 1234567 solutions so far, 2345678/s", anything else
 * what it is doing and for how long, "rating puzzle 3: 4.2 s" (a search
 * for one solution has found none until it ends).  Puzzles are numbered
 * from 1 as everywhere else.
 */
static void
batch_puzzle_progress(struct batch *b, count_t found)
{
	char	line[PROGRESS_LINE_MAX], lead[64];
	double	now = clock_seconds(), took = now - b->stats.puzzle_started;

	if (!progress_due(b->stats.puzzle_started, b->stats.shown, now))
		return;
	b->stats.shown = now;
	snprintf(lead, sizeof lead, "sudoku: %s puzzle %lu: ",
	    batch_doing(b->opts->mode), b->stats.puzzles + 1);
	if (b->opts->mode == MODE_COUNT_ALL)
		progress_count(line, sizeof line, found, (double)found / took);
	else
		progress_elapsed(line, sizeof line, took);
	batch_draw_progress(b, lead, line);
}

/* The engine's look at the world, every few thousand nodes. */
static void
batch_count_progress(void *ctx, count_t found)
{
	batch_puzzle_progress(ctx, found);
}

/* The human solver's, between techniques and chains. */
static void
batch_human_progress(void *ctx)
{
	batch_puzzle_progress(ctx, 0);
}

/* pool calls: reading, solving and writing one entry */

static bool
batch_fill(struct entry *e, void *ctx)
{
	struct batch	*b = ctx;

	return !batch_interrupted(b) && stream_next(&b->stream, e);
}

static void
batch_work(struct entry *e, void *ctx, void *scratch)
{
	struct batch	*b = ctx;

	if (e->kind == ENTRY_PUZZLE && e->claim_missing)
		solve_no_claim(b->opts, &e->puzzle, &e->problem, &e->result);
	else if (e->kind == ENTRY_PUZZLE)
		solve_puzzle(b->opts, &e->puzzle,
		    e->has_claim ? &e->claim : NULL, scratch, &e->result);
}

static void *
batch_scratch_new(void *ctx)
{
	struct batch	*b = ctx;

	return solve_scratch_new(b->opts);
}

static void
batch_scratch_free(void *scratch)
{
	solve_scratch_free(scratch);
}

/*
 * A count a signal cut short is printed marked as partial; but an -o FILE
 * that is replaced at the end is left as it was by an interrupted run, and
 * the count with it.  So that the count so far is not lost, it is said on
 * stderr as well.
 */
static void
batch_say_partial(struct batch *b, const struct result *r)
{
	struct diag	d;
	char		digits[COUNT_DIGITS];

	if (!r->interrupted || r->status != RESULT_COUNTED ||
	    b->opts->quiet || b->opts->output_file == NULL || b->file.direct)
		return;
	digits[count_format(r->count, digits)] = '\0';
	diag_set(&d, r->puzzle->file, r->puzzle->line, 0, "%s%s solutions "
	    "so far, not written to %s", digits, r->count_complete ? "" : "+",
	    b->opts->output_file);
	batch_before_message(b);
	diag_print(&d, stderr);
}

/*
 * A result written: to the output, or through an -o pattern to a file of
 * its own; a format of one puzzle a file with no pattern refuses the
 * second puzzle, which ends the run (outset.c).
 */
static void
batch_write(struct batch *b, const struct result *r)
{
	struct diag	d;
	int		status;

	status = outset_write(&b->set, &b->out, r, b->opts, ++b->numbered,
	    &d);
	if (status == 0)
		return;
	batch_report(b, &d, status);
	b->stopped = true;
}

static bool
batch_emit(struct entry *e, void *ctx)
{
	struct batch	*b = ctx;
	struct result	*r = &e->result;

	if (e->kind == ENTRY_NOTE) {
		batch_report(b, &e->problem, EXIT_OK);
		return b->out.error == 0;
	}
	if (e->kind == ENTRY_PROBLEM) {
		b->stats.bad += e->problem_status >= EXIT_BAD_INPUT;
		b->stats.unmatched += e->problem_status == EXIT_FAILED;
		if (e->unread && !b->opts->quiet) {
			/* its place in the output, so later ones stay in step */
			solve_unread(&e->puzzle, &e->problem, r);
			batch_write(b, r);
		}
		batch_report(b, &e->problem, e->problem_status);
		return b->out.error == 0 && !b->stopped;
	}
	/* a search a signal cut short has no verdict; a count, a bound */
	if (r->interrupted && r->status != RESULT_COUNTED)
		return false;
	b->stats.puzzles++;
	b->stats.by_status[r->status]++;
	if (!b->opts->quiet)
		batch_write(b, r);
	if (b->stopped)
		return false;
	batch_say_partial(b, r);
	if (r->status == RESULT_COUNTED)
		batch_worsen(b, batch_status_of(b, r));	/* the 0 says it */
	else if (e->claim_missing)
		batch_report(b, &r->why, e->problem_status);
	else if (batch_status_of(b, r) != EXIT_OK)
		batch_report(b, &r->why, batch_status_of(b, r));
	batch_progress(b);
	return b->out.error == 0;
}

/* One thread: each entry read, solved and written before the next. */
static void
batch_sequential(struct batch *b)
{
	struct entry	e;
	void		*scratch = batch_scratch_new(b);

	entry_init(&e);
	while (batch_fill(&e, b)) {
		if (b->opts->progress)
			b->stats.puzzle_started = clock_seconds();
		batch_work(&e, b, scratch);
		if (!batch_emit(&e, b))
			break;
	}
	entry_free(&e);
	batch_scratch_free(scratch);
}

static int
batch_open_output(struct batch *b)
{
	struct diag	d;

	if (b->opts->format->one_per_file && !b->opts->output_plain &&
	    outset_is_pattern(b->opts->output_file)) {
		/* each puzzle's file is opened when it is written */
		b->set.pattern = b->opts->output_file;
		output_init(&b->out, -1, b->set.pattern);
		return 0;
	}
	if (output_open_run(&b->out, &b->file, b->opts->output_file,
	    &d) == 0)
		return 0;
	/* a FIFO with no reader yet: its open was cut short */
	if (!batch_interrupted(b))
		diag_print(&d, stderr);
	return -1;
}

static void
batch_watch_stdout(struct batch *b)
{
	b->terminal = progress_shares_terminal(b->out.fd);
	if (b->terminal) {
		b->out.before_write = batch_before_stdout;
		b->out.before_ctx = b;
	}
}

/*
 * The end of the output: flushed, and -o FILE put in place, or discarded
 * if anything went wrong with it, the run was cut short, or the input was
 * bad (status 2 or more: the output would be missing what could not be
 * read; a device or FIFO was written as the run went).  Puzzles with no
 * solution are a result like any other (status 1): they are written.
 */
static void
batch_close_output(struct batch *b)
{
	struct diag	d;
	bool		bad_input = b->status >= EXIT_BAD_INPUT &&
			    b->opts->output_file != NULL && !b->file.direct;

	if (b->set.pattern != NULL) {
		if (outset_close(&b->set, !batch_interrupted(b) &&
		    !bad_input && !b->stopped))
			batch_worsen(b, EXIT_SYSTEM);
		else if (bad_input && !batch_interrupted(b) &&
		    !b->opts->quiet && b->numbered > 0) {
			diag_set(&d, b->set.pattern, 0, 0, "no file written, "
			    "because of the errors above");
			diag_print(&d, stderr);
		}
		return;
	}
	if (output_close_run(&b->out, &b->file, b->opts->output_file,
	    !batch_interrupted(b) && !bad_input)) {
		batch_worsen(b, EXIT_SYSTEM);
		return;
	}
	if (bad_input && !batch_interrupted(b) && !b->opts->quiet) {
		diag_set(&d, b->opts->output_file, 0, 0, "%s, because of the "
		    "errors above", b->file.replacing ? "left as it was" :
		    "not created");
		diag_print(&d, stderr);
	}
}

/*
 * --stats: one line on stderr, "12 puzzles, 10 solved, 1 unsolvable,
 * 1 invalid; ...": the outcomes the command can have, in the words its
 * output uses (verify's plain "invalid" is every puzzle not valid).
 * Puzzles that could not be read are invalid for every command.  A grid
 * of verify --solution's answers that matches no puzzle fails the run
 * (status 1) with no line of its own on stdout, which has one per puzzle:
 * it is counted here, "1 unmatched grid", so that a run that failed
 * never reads as all valid.
 */
static void
batch_print_stats(const struct batch *b)
{
	const struct batch_stats	*s = &b->stats;
	const unsigned long		*n = s->by_status;
	double				 took = clock_seconds() - s->started;
	unsigned long			 all = s->puzzles + s->bad;
	unsigned long			 invalid = n[RESULT_INVALID] + s->bad;
	double				 rate;

	fprintf(stderr, "sudoku: %lu puzzle%s, ", all, all == 1 ? "" : "s");
	switch (b->opts->mode) {
	case MODE_FIRST:
	case MODE_LEXICOGRAPHIC:
		fprintf(stderr, "%lu solved, %lu unsolvable, ",
		    n[RESULT_SOLVED], n[RESULT_UNSOLVABLE]);
		break;
	case MODE_COUNT_ALL:
		fprintf(stderr, "%lu counted, ", n[RESULT_COUNTED]);
		break;
	case MODE_VERIFY:
		fprintf(stderr, "%lu valid, ", n[RESULT_VALID]);
		invalid += n[RESULT_NOT_VALID];
		break;
	case MODE_CONVERT:
		fprintf(stderr, "%lu converted, ", n[RESULT_CONVERTED]);
		break;
	case MODE_RATE:
		fprintf(stderr, "%lu rated, ", n[RESULT_RATED]);
		invalid += n[RESULT_NOT_VALID];
		break;
	case MODE_EXPLAIN:
	case MODE_HINT:
		fprintf(stderr, "%lu explained, ", n[RESULT_EXPLAINED]);
		invalid += n[RESULT_NOT_VALID];
		break;
	case MODE_CANDIDATES:
		fprintf(stderr, "%lu with candidates, %lu unsolvable, ",
		    n[RESULT_CANDIDATES], n[RESULT_UNSOLVABLE]);
		break;
	}
	fprintf(stderr, "%lu invalid", invalid);
	if (s->unmatched != 0)
		fprintf(stderr, ", %lu unmatched grid%s", s->unmatched,
		    s->unmatched == 1 ? "" : "s");
	rate = (double)s->puzzles / (took + 1e-9);
	fprintf(stderr, "; %.3f s, %.*f puzzles/s\n", took,
	    clock_rate_decimals(rate), rate);
}

static void
batch_report_interrupt(struct batch *b)
{
	struct diag	d;
	const char	*kept = "";

	if (!batch_interrupted(b))
		return;
	if (b->set.pattern != NULL)
		kept = "; output files left as they were";
	else if (b->opts->output_file != NULL && !b->file.direct)
		kept = "; output file left as it was";
	diag_set(&d, NULL, 0, 0, "interrupted after %lu puzzle%s%s",
	    b->stats.puzzles, b->stats.puzzles == 1 ? "" : "s", kept);
	diag_print(&d, stderr);
	batch_worsen(b, 128 + *b->opts->interrupt);
}

static int
batch_run(struct run_options *opts, int nfiles, char **files)
{
	struct batch		b;
	struct diag		d;
	struct pool_calls	calls = { batch_fill, batch_work, batch_emit, &b,
				    batch_scratch_new, batch_scratch_free,
				    NULL };
	int			threads = pool_threads(opts->jobs);

	memset(&b, 0, sizeof b);
	b.opts = opts;
	b.stats.started = clock_seconds();
	if (opts->mode == MODE_COUNT_ALL && opts->limit > SPLIT_PROBE &&
	    threads > 1) {
		/* long counts: one puzzle at a time, its tree split */
		opts->split_threads = threads;
		threads = 1;
	}
	/* the threads draw nothing: the pool ticks this one instead */
	if (opts->progress && threads == 1) {
		opts->count_progress = batch_count_progress;
		opts->human_progress = batch_human_progress;
		opts->progress_ctx = &b;
	} else if (opts->progress)
		calls.tick = batch_tick;
	if (stream_open(&b.stream, opts, nfiles, files, &d) < 0) {
		stream_close(&b.stream);
		if (batch_interrupted(&b)) {
			batch_report_interrupt(&b);
			return b.status;
		}
		diag_print(&d, stderr);
		return EXIT_BAD_INPUT;
	}
	if (batch_open_output(&b) < 0) {
		stream_close(&b.stream);
		batch_report_interrupt(&b);
		return b.status != 0 ? b.status : EXIT_SYSTEM;
	}
	batch_resolve_color(opts, b.out.fd);
	batch_watch_stdout(&b);
	if (!opts->quiet)
		stream_set_output(&b.stream, b.out.fd);
	if (opts->format->begin != NULL && !opts->quiet)
		opts->format->begin(&b.out, opts);
	if (threads == 1)
		batch_sequential(&b);
	else if (pool_run(threads, &calls) < 0) {
		batch_before_message(&b);
		fprintf(stderr, "sudoku: cannot start %d threads\n", threads);
		batch_worsen(&b, EXIT_SYSTEM);
	}
	/* a run cut short gets no end mark, which would make it look whole */
	if (opts->format->end != NULL && !opts->quiet &&
	    !batch_interrupted(&b))
		opts->format->end(&b.out, opts);
	batch_clear_progress(&b);
	stream_close(&b.stream);
	batch_close_output(&b);
	if (opts->stats)
		batch_print_stats(&b);
	batch_report_interrupt(&b);
	return b.status;
}

static void
batch_print_help(const struct cmd_entry *cmd)
{
	cmd_print_usage(stdout, cmd);
	printf("\n%s.\n\n", cmd->summary);
	options_print_help(stdout, cmd->option_bit);
}

static int
batch_check_options(const struct cmd_entry *cmd,
    const struct run_options *opts)
{
	struct diag	d;

	if (opts->mode == MODE_CONVERT && opts->to_notation == NULL &&
	    opts->format == &format_plain) {
		diag_set(&d, NULL, 0, 0, "convert needs --to=NOTATION");
		return cmd_usage_error(cmd, &d);
	}
	if ((opts->mode == MODE_RATE || opts->mode == MODE_EXPLAIN ||
	    opts->mode == MODE_HINT || opts->mode == MODE_CANDIDATES) &&
	    opts->to_notation != NULL) {
		diag_set(&d, NULL, 0, 0, "%s writes plain, pretty, yaml, "
		    "json, svg or html, not a notation", cmd->name);
		return cmd_usage_error(cmd, &d);
	}
	if ((opts->minimal || opts->symmetry != SYMMETRY_NONE) &&
	    opts->solution_file != NULL) {
		diag_set(&d, NULL, 0, 0, "--minimal and --symmetry check "
		    "puzzles, not the answers of --solution");
		return cmd_usage_error(cmd, &d);
	}
	/* solve takes these only in the mode they belong to (its --help) */
	if (opts->solution_file != NULL && opts->mode != MODE_VERIFY) {
		diag_set(&d, NULL, 0, 0, "--solution goes with --mode=verify");
		return cmd_usage_error(cmd, &d);
	}
	if (opts->part_n > 0 && opts->limit != COUNT_MAX) {
		diag_set(&d, NULL, 0, 0, "--part counts in full: it does not "
		    "go with --limit");
		return cmd_usage_error(cmd, &d);
	}
	if (opts->limit != COUNT_MAX && opts->mode != MODE_COUNT_ALL) {
		diag_set(&d, NULL, 0, 0, "--limit goes with --mode=count-all");
		return cmd_usage_error(cmd, &d);
	}
	if (batch_check_pictures(opts, &d) < 0)
		return cmd_usage_error(cmd, &d);
	return EXIT_OK;
}

/*
 * The options of pictures go with the formats that draw them, and an -o
 * pattern with a format of one puzzle a file.  For generate too.
 */
int
batch_check_pictures(const struct run_options *opts, struct diag *d)
{
	const struct format	*f = opts->format;

	if (opts->per_page > 0 && f != &format_html) {
		diag_set(d, NULL, 0, 0, "--per-page goes with --to=html");
		return -1;
	}
	if (opts->book && f != &format_html) {
		diag_set(d, NULL, 0, 0, "--book goes with --to=html");
		return -1;
	}
	if (opts->book && opts->mode != MODE_FIRST &&
	    opts->mode != MODE_LEXICOGRAPHIC) {
		diag_set(d, NULL, 0, 0, "--book needs the solutions: it goes "
		    "with --mode=first or lexicographic");
		return -1;
	}
	if (opts->marks && f != &format_svg && f != &format_html) {
		diag_set(d, NULL, 0, 0, "--marks goes with --to=svg or html");
		return -1;
	}
	if (f->one_per_file && outset_is_pattern(opts->output_file))
		return outset_check(opts->output_file, d);
	return 0;
}

/*
 * Standard input can be read once: by the puzzles (no FILE, or "-") or by
 * --solution -, not both.
 */
static int
batch_check_stdin(const struct cmd_entry *cmd,
    const struct run_options *opts, int nfiles, char **files)
{
	struct diag	d;
	bool		puzzles_stdin = nfiles == 0;
	int		i;

	for (i = 0; i < nfiles; i++)
		puzzles_stdin = puzzles_stdin || strcmp(files[i], "-") == 0;
	if (opts->solution_file == NULL ||
	    strcmp(opts->solution_file, "-") != 0 || !puzzles_stdin)
		return EXIT_OK;
	diag_set(&d, NULL, 0, 0, "--solution - and the puzzles both read "
	    "standard input: name a file for one of them");
	return cmd_usage_error(cmd, &d);
}

/*
 * --color=auto colours output that goes to a terminal (stdout, or what -o
 * names: /dev/stdout is stdout) that can show colour, unless NO_COLOR is
 * set: a TERM that is unset, empty or "dumb" says it cannot.  Decided once
 * the output is open, for the descriptor it is written to.
 */
void
batch_resolve_color(struct run_options *opts, int fd)
{
	const char	*no_color = getenv("NO_COLOR");
	const char	*term = getenv("TERM");

	opts->color = opts->color_when == WHEN_ALWAYS ||
	    (opts->color_when == WHEN_AUTO && isatty(fd) &&
	    (no_color == NULL || *no_color == '\0') &&
	    term != NULL && *term != '\0' && strcmp(term, "dumb") != 0);
}

/*
 * A format of one puzzle a file reads -o as a pattern, so a name with no
 * number in it has its %% a percent sign all the same.  *owned is that
 * name, for the caller to free after the run; 0, or -1 when memory runs
 * out.
 */
int
batch_plain_name(struct run_options *opts, char **owned)
{
	*owned = NULL;
	if (!opts->format->one_per_file || opts->output_file == NULL ||
	    outset_is_pattern(opts->output_file) ||
	    strchr(opts->output_file, '%') == NULL)
		return 0;
	if ((*owned = outset_plain_name(opts->output_file)) == NULL)
		return -1;
	opts->output_file = *owned;
	opts->output_plain = true;
	return 0;
}

/* What "auto" means for progress, decided once. */
void
batch_resolve(struct run_options *opts)
{
	/* -q writes nothing: an -o FILE is not even opened, let alone
	   emptied or replaced */
	if (opts->quiet)
		opts->output_file = NULL;
	opts->progress = !opts->quiet && (opts->progress_when == WHEN_ALWAYS ||
	    (opts->progress_when == WHEN_AUTO && isatty(STDERR_FILENO)));
	opts->timing = opts->format == &format_yaml ||
	    opts->format == &format_json;
	opts->interrupt = signals_catch();
}

int
batch_main(const struct cmd_entry *cmd, int argc, char **argv,
    enum solve_mode preset)
{
	struct run_options	opts;
	struct diag		d;
	char			*name;
	int			first_file, status;

	memset(&opts, 0, sizeof opts);
	opts.format = &format_plain;
	opts.mode = preset;
	opts.limit = COUNT_MAX;
	opts.max_rating = -1;
	opts.jobs = 1;
	switch (options_parse(cmd->option_bit, argc, argv, &opts,
	    &first_file, &d)) {
	case OPTIONS_HELP:
		batch_print_help(cmd);
		return EXIT_OK;
	case OPTIONS_BAD:
		return cmd_usage_error(cmd, &d);
	case OPTIONS_OK:
		break;
	}
	if ((status = batch_check_options(cmd, &opts)) != EXIT_OK ||
	    (status = batch_check_stdin(cmd, &opts, argc - first_file,
	    argv + first_file)) != EXIT_OK)
		return status;
	batch_resolve(&opts);
	if (batch_plain_name(&opts, &name) < 0) {
		fprintf(stderr, "sudoku: out of memory\n");
		return EXIT_SYSTEM;
	}
	status = batch_run(&opts, argc - first_file, argv + first_file);
	free(name);
	return status;
}
