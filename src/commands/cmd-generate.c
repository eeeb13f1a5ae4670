/*
 * sudoku generate: make puzzles (generate.h says how).  A run is the
 * puzzles of indices skip .. skip + count - 1 of the seed's run, each a
 * pure function of (seed, options, index): the worker pool (pool.c) makes
 * them in parallel and writes them in index order, so -j changes the time
 * and nothing else, and runs cut by --skip concatenate to the whole.
 */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "run/batch.h"
#include "io/clock.h"
#include "generate/generate.h"
#include "human/rate.h"
#include "human/technique.h"
#include "output/outfile.h"
#include "output/outset.h"
#include "run/pool.h"
#include "output/progress.h"
#include "output/result.h"
#include "io/signals.h"
#include "run/stream.h"

#define DRAWS_MAX		100000ul	/* per puzzle, then give up */
#define PATTERN_DRAWS_MAX	1000ul		/* a draw is a walk there */
#define SUDOMINOKU_DRAWS_MAX	1000ul

/*
 * The draws made, told by the threads making them as they go (gen_drew,
 * under gen_run.tally_lock): progress shows them while a puzzle is still
 * being looked for, and --stats counts those of puzzles an interrupt cut
 * short or that were made but not written.  A draw takes a hundred
 * microseconds or more, so a lock each costs nothing.
 */
struct gen_tally {
	unsigned long long	draws;
	unsigned long long	kept;
	/* --rating: how the draws rated, per rate_bands; the last, above
	   the cap: rating stopped there */
	unsigned long long	bands[RATE_BANDS + 1];
};

struct gen_run {
	const struct run_options *opts;
	struct gen_spec		  spec;
	struct grid		  pattern;
	uint64_t		  next;		/* index to fill next */
	uint64_t		  left;		/* puzzles still to fill */
	struct output		  out;
	struct outfile		  file;
	struct outset		  set;		/* -o PATTERN: a file each */
	bool			  stopped;	/* the output ends the run */
	int			  status;
	int			  threads;
	unsigned long		  puzzles;	/* written */
	pthread_mutex_t		  tally_lock;
	struct gen_tally	  tally;
	double			  started;
	double			  shown;
	bool			  drawn;	/* a progress line is shown */
	bool			  terminal;	/* stdout shares stderr's tty */
};

static void
gen_worsen(struct gen_run *g, int status)
{
	if (status > g->status)
		g->status = status;
}

static bool
gen_interrupted(const struct gen_run *g)
{
	return *g->opts->interrupt != 0;
}

/*
 * As in batch.c, the progress line is erased before a message, and before
 * puzzles written to the same terminal.
 */
static void
gen_clear_progress(struct gen_run *g)
{
	if (!g->drawn)
		return;
	progress_clear(stderr);
	g->drawn = false;
}

static void
gen_before_stdout(void *ctx)
{
	gen_clear_progress(ctx);
}

static void
gen_watch_stdout(struct gen_run *g)
{
	g->terminal = progress_shares_terminal(g->out.fd);
	if (g->terminal) {
		g->out.before_write = gen_before_stdout;
		g->out.before_ctx = g;
	}
}

/* A copy of the tally, taken under its lock. */
static void
gen_read_tally(struct gen_run *g, struct gen_tally *copy)
{
	pthread_mutex_lock(&g->tally_lock);
	*copy = g->tally;
	pthread_mutex_unlock(&g->tally_lock);
}

/*
 * "12 puzzles, 4512 draws, 0.85/s, 14 s", redrawn as batch.c does: by the
 * clock, after each puzzle written and, on one thread, after each draw and
 * within a long rating; on more, by the pool's tick.  The draws show that
 * a strict --rating is at work while no puzzle passes it.  The last line
 * is left on the terminal.
 */
static void
gen_progress(struct gen_run *g, bool final)
{
	struct gen_tally tally;
	char		 line[PROGRESS_LINE_MAX], body[PROGRESS_LINE_MAX];
	char		 took[PROGRESS_ELAPSED_MAX];
	double		 now, rate;

	if (!g->opts->progress || (final && g->shown == 0))
		return;
	now = clock_seconds();
	if (!final && !progress_due(g->started, g->shown, now))
		return;
	g->shown = now;
	gen_read_tally(g, &tally);
	rate = g->puzzles / (now - g->started + 1e-9);
	progress_elapsed(took, sizeof took, now - g->started);
	snprintf(body, sizeof body, "%lu puzzle%s, %llu draw%s, %.*f/s, %s",
	    g->puzzles, g->puzzles == 1 ? "" : "s", tally.draws,
	    tally.draws == 1 ? "" : "s", clock_rate_decimals(rate), rate,
	    took);
	/* the puzzles made so far go out first, above the line */
	if (g->terminal)
		output_flush(&g->out);
	progress_fit(line, sizeof line, "sudoku: ", body,
	    progress_width(stderr));
	progress_draw(stderr, line);
	g->drawn = !final;
	if (final)
		fputc('\n', stderr);
}

/* pool and generate_puzzle calls: the run's progress on one thread */

static void
gen_tick(void *ctx)
{
	gen_progress(ctx, false);
}

/* A draw ended, on whichever thread made it. */
static void
gen_drew(void *ctx, bool kept)
{
	struct gen_run	*g = ctx;

	pthread_mutex_lock(&g->tally_lock);
	g->tally.draws++;
	g->tally.kept += kept;
	pthread_mutex_unlock(&g->tally_lock);
	if (g->threads == 1)
		gen_progress(g, false);
}

static void
gen_count_band(struct gen_run *g, int band)
{
	pthread_mutex_lock(&g->tally_lock);
	g->tally.bands[band]++;
	pthread_mutex_unlock(&g->tally_lock);
}

/*
 * The --rating filter: rate the draw, stopping as soon as a step rated
 * above MAX is needed (the draw is rejected whatever follows).  Each call
 * has its own scratch, so the pool's threads share nothing.
 */
static bool
gen_accept_rating(struct gen_puzzle *p, void *ctx)
{
	struct gen_run		 *g = ctx;
	const struct run_options *opts = g->opts;
	struct human_ctx	  hc;
	struct rating		  r;
	int			  cap;

	cap = opts->rating_max >= RATE_STUCK ? -1 : opts->rating_max;
	if (human_ctx_init(&hc) < 0)
		return false;
	hc.interrupt = opts->interrupt;
	if (g->threads == 1 && opts->progress) {
		hc.progress = gen_tick;	/* a rating may take seconds */
		hc.progress_ctx = g;
	}
	rate_puzzle(&p->givens, cap, &hc, &r);
	human_ctx_free(&hc);
	if (r.interrupted)
		return false;	/* generate_puzzle sees the flag */
	p->rated = true;
	if (r.capped) {
		gen_count_band(g, RATE_BANDS);
		return false;
	}
	gen_count_band(g, rate_band_of(r.er));
	p->er = r.er;
	p->ep = r.ep;
	p->ed = r.ed;
	return r.er >= opts->rating_min && r.er <= opts->rating_max;
}

/* pool calls: an index in, a puzzle made, the puzzle written */

static bool
gen_fill(struct entry *e, void *ctx)
{
	struct gen_run	*g = ctx;

	if (gen_interrupted(g) || g->left == 0)
		return false;
	e->kind = ENTRY_PUZZLE;
	e->generated.index = g->next++;
	g->left--;
	return true;
}

/* The puzzle as the formats see it: a puzzle read, with its solution. */
static int
gen_result(const struct gen_run *g, struct entry *e)
{
	const struct gen_puzzle	*p = &e->generated;
	struct puzzle		*pz = &e->puzzle;
	struct result		*r = &e->result;
	char			 comment[GRID_CELLS + 2];

	pz->givens = p->givens;
	puzzle_set_classic(pz, g->spec.sudominoku ? RULES_SUDOMINOKU :
	    RULES_CLASSIC);
	pz->notation = g->spec.sudominoku ? &notation_sudominoku :
	    &notation_line;
	pz->variant = 0;
	pz->file = "<generated>";
	pz->line = 0;
	pz->ordinal = (unsigned long)p->index + 1;
	pz->dominoes = p->dominoes;
	pz->text_len = 0;
	comment[0] = ' ';
	grid_to_line(&p->solution, comment + 1, '.');
	if (puzzle_set_text(pz, comment, g->opts->with_solution ?
	    GRID_CELLS + 1 : 0) < 0)
		return -1;
	memset(r, 0, sizeof *r);
	r->status = RESULT_GENERATED;
	r->puzzle = pz;
	r->solution = p->solution;
	r->has_tiling = g->spec.sudominoku;
	r->tiling = p->tiling;
	r->generated = p;
	return 0;
}

/* "puzzle 3 of seed 42: no minimal puzzle with 17 givens in 100 draws" */
static void
gen_gave_up(const struct gen_run *g, const struct gen_puzzle *p,
    struct diag *d)
{
	const struct gen_spec	*spec = &g->spec;

	const struct run_options *opts = g->opts;
	char			 min[16], max[16];

	diag_set(d, NULL, 0, 0, "puzzle %llu of seed %llu: no %spuzzle",
	    (unsigned long long)p->index, (unsigned long long)p->seed,
	    spec->minimal && !spec->sudominoku ? "minimal " : "");
	if (spec->givens_min == spec->givens_max)
		diag_append(d, " with %d %s", spec->givens_min,
		    spec->sudominoku ? "dominoes" : "givens");
	else if (spec->givens_min > 0 || spec->givens_max < GRID_CELLS)
		diag_append(d, " with %d to %d %s", spec->givens_min,
		    spec->givens_max, spec->sudominoku ? "dominoes" : "givens");
	if (opts->rating_min >= 0) {
		rate_format(opts->rating_min, min);
		rate_format(opts->rating_max, max);
		diag_append(d, " rated %s to %s", min, max);
	}
	diag_append(d, " in %lu draw%s (see --max-draws", p->draws,
	    p->draws == 1 ? "" : "s");
	if (spec->minimal && spec->symmetry == SYMMETRY_NONE &&
	    !spec->sudominoku && spec->givens_min > GIVENS_MINIMAL_KNOWN)
		diag_append(d, "; no minimal puzzle with more than %d givens "
		    "is known", GIVENS_MINIMAL_KNOWN);
	diag_append(d, ")");
}

static void
gen_work(struct entry *e, void *ctx, void *scratch)
{
	struct gen_run	*g = ctx;
	struct gen_puzzle *p = &e->generated;

	(void)scratch;		/* a rated draw makes its own (gen_rate) */
	e->result.interrupted = false;
	p->rated = false;
	switch (generate_puzzle(&g->spec, g->opts->seed, p->index, p)) {
	case GEN_INTERRUPTED:
		e->result.interrupted = true;
		return;
	case GEN_GAVE_UP:
		e->kind = ENTRY_PROBLEM;
		e->problem_status = EXIT_FAILED;
		if (g->spec.pattern != NULL)
			diag_set(&e->problem, g->opts->pattern_file, 0, 0,
			    "no puzzle found on this pattern in %lu draw%s "
			    "(puzzle %llu of seed %llu; see --max-draws)",
			    p->draws, p->draws == 1 ? "" : "s",
			    (unsigned long long)p->index,
			    (unsigned long long)p->seed);
		else
			gen_gave_up(g, p, &e->problem);
		return;
	case GEN_OK:
		break;
	}
	if (gen_result(g, e) < 0) {
		e->kind = ENTRY_PROBLEM;
		e->problem_status = EXIT_SYSTEM;
		diag_no_memory(&e->problem, NULL, 0);
	}
}

/* The first puzzle that cannot be made ends the run: the rest would too. */
static bool
gen_emit(struct entry *e, void *ctx)
{
	struct gen_run	*g = ctx;
	struct diag	 d;
	int		 status;

	if (e->kind == ENTRY_PROBLEM) {
		if (!g->opts->quiet) {
			gen_clear_progress(g);
			diag_print(&e->problem, stderr);
		}
		gen_worsen(g, e->problem_status);
		return false;
	}
	if (e->result.interrupted)
		return false;
	g->puzzles++;
	if (!g->opts->quiet && (status = outset_write(&g->set, &g->out,
	    &e->result, g->opts, (unsigned long)e->generated.index + 1,
	    &d)) != 0) {
		gen_clear_progress(g);
		diag_print(&d, stderr);
		gen_worsen(g, status);
		g->stopped = true;
		return false;
	}
	gen_progress(g, false);
	return g->out.error == 0;
}

static void
gen_sequential(struct gen_run *g)
{
	struct entry	e;

	entry_init(&e);
	while (gen_fill(&e, g)) {
		gen_work(&e, g, NULL);
		if (!gen_emit(&e, g))
			break;
	}
	entry_free(&e);
}

static int
gen_open_output(struct gen_run *g)
{
	struct diag	d;

	if (g->opts->format->one_per_file && !g->opts->output_plain &&
	    outset_is_pattern(g->opts->output_file)) {
		/* each puzzle's file is opened when it is written */
		g->set.pattern = g->opts->output_file;
		output_init(&g->out, -1, g->set.pattern);
		return 0;
	}
	if (output_open_run(&g->out, &g->file, g->opts->output_file,
	    &d) == 0)
		return 0;
	if (!gen_interrupted(g))
		diag_print(&d, stderr);
	return -1;
}

/* As batch.c: -o is put in place only when the run was written whole. */
static void
gen_close_output(struct gen_run *g)
{
	if (g->set.pattern != NULL) {
		if (outset_close(&g->set, !gen_interrupted(g) &&
		    !g->stopped && g->status < EXIT_BAD_INPUT))
			gen_worsen(g, EXIT_SYSTEM);
		return;
	}
	if (output_close_run(&g->out, &g->file, g->opts->output_file,
	    !gen_interrupted(g)))
		gen_worsen(g, EXIT_SYSTEM);
}

/*
 * --stats with a rating: how the draws rated, band by band, which is the
 * share each --difficulty would keep.  Rating stops above --rating's MAX,
 * so the bands beyond it show as one.
 */
static void
gen_print_band_stats(const struct gen_run *g, const struct gen_tally *t)
{
	unsigned long long	rated = 0;
	int			cap = g->opts->rating_max;
	char			text[16], share[PROGRESS_PERCENT_MAX];

	for (int i = 0; i <= RATE_BANDS; i++)
		rated += t->bands[i];
	fprintf(stderr, "sudoku: %llu draw%s rated%s", rated,
	    rated == 1 ? "" : "s", rated > 0 ? ":" : "\n");
	if (rated == 0)
		return;		/* no shares of none */
	for (int i = 0; i < RATE_BANDS && rate_bands[i].min <= cap; i++) {
		progress_percent(share, sizeof share, (double)t->bands[i],
		    (double)rated, 1);
		fprintf(stderr, "%s %s %s", i > 0 ? "," : "",
		    rate_bands[i].name, share);
	}
	if (cap < RATE_STUCK) {
		rate_format(cap, text);
		progress_percent(share, sizeof share,
		    (double)t->bands[RATE_BANDS], (double)rated, 1);
		fprintf(stderr, ", above %s %s", text, share);
	}
	fputc('\n', stderr);
}

/*
 * --stats: the draws say how often a draw was kept, the seed how to
 * make the run again.  Every draw made is counted, those of a puzzle an
 * interrupt cut short too; with -j, a run that stopped early may have
 * made puzzles it did not get to write, which count as kept.
 */
static void
gen_print_stats(struct gen_run *g)
{
	struct gen_tally tally;
	char		 share[PROGRESS_PERCENT_MAX];
	double		 took = clock_seconds() - g->started;
	double		 rate = (double)g->puzzles / (took + 1e-9);

	gen_read_tally(g, &tally);
	fprintf(stderr, "sudoku: %lu puzzle%s, %llu draw%s", g->puzzles,
	    g->puzzles == 1 ? "" : "s", tally.draws,
	    tally.draws == 1 ? "" : "s");
	/* no draw, no share of them kept */
	if (tally.draws > 0) {
		progress_percent(share, sizeof share, (double)tally.kept,
		    (double)tally.draws, 1);
		fprintf(stderr, " (%s kept)", share);
	}
	fprintf(stderr, ", seed %llu; %.3f s, %.*f puzzles/s\n",
	    (unsigned long long)g->opts->seed, took,
	    clock_rate_decimals(rate), rate);
	if (g->spec.accept != NULL)
		gen_print_band_stats(g, &tally);
}

static void
gen_run(struct gen_run *g)
{
	struct pool_calls	calls = { gen_fill, gen_work, gen_emit, g, NULL,
				    NULL, NULL };

	/* the threads draw nothing: the pool ticks this one instead */
	if (g->opts->progress)
		calls.tick = gen_tick;
	/* pieces cut by --skip concatenate: separators as in the whole */
	g->out.records = g->opts->skip > 0;
	if (g->opts->format->begin != NULL && !g->opts->quiet)
		g->opts->format->begin(&g->out, g->opts);
	if (g->threads == 1)
		gen_sequential(g);
	else if (pool_run(g->threads, &calls) < 0) {
		gen_clear_progress(g);
		fprintf(stderr, "sudoku: cannot start %d threads\n",
		    g->threads);
		gen_worsen(g, EXIT_SYSTEM);
	}
	/*
	 * The judge's input ends with a line "0", which also ends a solver's
	 * input (its "Puzzle k" starts again after it): a piece of a run
	 * leaves it out (--no-end), and the 0 is written once after the
	 * pieces, so that they concatenate to the whole run.  It closes the
	 * cases written, as convert's does: -n 0 writes nothing at all.
	 */
	if (g->spec.sudominoku && g->opts->format == &format_plain &&
	    !g->opts->no_end && !g->opts->quiet && !gen_interrupted(g) &&
	    g->status == EXIT_OK && g->puzzles > 0)
		output_puts(&g->out, "0\n");
	if (g->opts->format->end != NULL && !g->opts->quiet &&
	    !gen_interrupted(g) && !g->stopped)
		g->opts->format->end(&g->out, g->opts);
}

static void
gen_free(struct gen_run *g)
{
	pthread_mutex_destroy(&g->tally_lock);
	free(g);
}

static int
gen_main(struct run_options *opts)
{
	struct gen_run	*g;
	struct diag	 d;
	int		 status;

	if ((g = calloc(1, sizeof *g)) == NULL) {
		fprintf(stderr, "sudoku: out of memory\n");
		return EXIT_SYSTEM;
	}
	g->opts = opts;
	g->threads = pool_threads(opts->jobs);
	pthread_mutex_init(&g->tally_lock, NULL);
	g->started = clock_seconds();
	g->next = opts->skip;
	g->left = opts->count;
	g->spec.symmetry = (enum symmetry)opts->symmetry;
	g->spec.givens_min = opts->givens_min;
	g->spec.givens_max = opts->givens_max;
	g->spec.minimal = !opts->no_minimal;
	g->spec.sudominoku = opts->from == &notation_sudominoku;
	g->spec.max_draws = g->spec.sudominoku ? SUDOMINOKU_DRAWS_MAX :
	    DRAWS_MAX;
	g->spec.interrupt = opts->interrupt;
	if (opts->pattern_file != NULL) {
		if (pattern_read(opts->pattern_file, &g->pattern, &d) < 0 ||
		    pattern_check(opts->pattern_file, &g->pattern,
		    !opts->no_minimal, &d) < 0) {
			diag_print(&d, stderr);
			gen_free(g);
			return EXIT_BAD_INPUT;
		}
		g->spec.pattern = &g->pattern;
		g->spec.max_draws = PATTERN_DRAWS_MAX;
	}
	if (opts->max_draws > 0)
		g->spec.max_draws = opts->max_draws > ULONG_MAX ? ULONG_MAX :
		    (unsigned long)opts->max_draws;
	/* --rating, --difficulty: one predicate; draws it rejects show in
	   --stats as the share kept */
	if (opts->rating_min >= 0) {
		g->spec.accept = gen_accept_rating;
		g->spec.accept_ctx = g;
	}
	g->spec.drew = gen_drew;
	g->spec.drew_ctx = g;
	generate_spec_init(&g->spec);
	if (gen_open_output(g) < 0) {
		gen_free(g);
		return EXIT_SYSTEM;
	}
	batch_resolve_color(opts, g->out.fd);
	gen_watch_stdout(g);
	gen_run(g);
	/* the last line stays, the messages after it on lines of their own */
	gen_progress(g, true);
	gen_close_output(g);
	if (opts->stats)
		gen_print_stats(g);
	if (gen_interrupted(g)) {
		diag_set(&d, NULL, 0, 0, "interrupted after %lu puzzle%s%s",
		    g->puzzles, g->puzzles == 1 ? "" : "s",
		    g->set.pattern != NULL ?
		    "; output files left as they were" :
		    opts->output_file != NULL ?
		    "; output file left as it was" : "");
		diag_print(&d, stderr);
		gen_worsen(g, 128 + *opts->interrupt);
	}
	status = g->status;
	gen_free(g);
	return status;
}

/*
 * What a run makes: Sudominoku (-f sudominoku) or classic puzzles, and
 * which notations can write them.
 */
static int
gen_check_kind(struct run_options *opts, struct diag *d)
{
	const struct notation	*to = opts->to_notation;
	bool			 sudominoku = opts->from == &notation_sudominoku;

	if (opts->from == NULL)
		opts->from = &notation_line;
	if (sudominoku && to != NULL && to != &notation_sudominoku) {
		diag_set(d, NULL, 0, 0, "Sudominoku cases are written in the "
		    "sudominoku notation, pretty or yaml, not %s", to->name);
		return -1;
	}
	if (!sudominoku && to == &notation_sudominoku) {
		diag_set(d, NULL, 0, 0, "--to=sudominoku needs "
		    "--from=sudominoku (classic puzzles have no dominoes)");
		return -1;
	}
	if (sudominoku && opts->with_solution &&
	    opts->format == &format_plain) {
		diag_set(d, NULL, 0, 0, "a case file holds no solutions: "
		    "--solution with Sudominoku needs --to=pretty or yaml");
		return -1;
	}
	if (opts->format == &format_plain && to == NULL)
		opts->to_notation = opts->from;
	/* the puzzles made are 9x9: hex writes 16x16 boards only */
	to = opts->to_notation != NULL ? opts->to_notation : opts->from;
	if (!notation_writes(to, &shape_classic)) {
		diag_set(d, NULL, 0, 0, "generate makes 9x9 puzzles, which "
		    "the %s notation cannot write", to->name);
		return -1;
	}
	return 0;
}

/* The givens asked for, and the defaults of each kind of run. */
static int
gen_check_givens(struct run_options *opts, struct diag *d)
{
	bool	sudominoku = opts->from == &notation_sudominoku;
	bool	given = opts->givens_min >= 0;

	if (opts->pattern_file != NULL) {
		if (sudominoku || given || opts->symmetry >= 0) {
			diag_set(d, NULL, 0, 0, "--pattern sets the givens: it "
			    "goes with neither --givens, --symmetry nor "
			    "Sudominoku");
			return -1;
		}
		opts->symmetry = SYMMETRY_NONE;
		opts->givens_min = 0;
		opts->givens_max = GRID_CELLS;
		return 0;
	}
	if (sudominoku) {
		if (opts->symmetry > SYMMETRY_NONE) {
			diag_set(d, NULL, 0, 0, "Sudominoku cases have no "
			    "symmetry");
			return -1;
		}
		if (given && (opts->givens_min < 10 ||
		    opts->givens_max > 35)) {
			diag_set(d, NULL, 0, 0, "--givens counts the dominoes "
			    "of a Sudominoku case: the judge gives 10 to 35");
			return -1;
		}
		opts->symmetry = SYMMETRY_NONE;
		if (!given) {
			opts->givens_min = 10;
			opts->givens_max = 35;
		}
		return 0;
	}
	if (opts->symmetry < 0)
		opts->symmetry = SYMMETRY_ROT180;
	/* what no draw can make is refused now, not after every draw */
	if (given && generate_check_givens((enum symmetry)opts->symmetry,
	    opts->givens_min, opts->givens_max, !opts->no_minimal, d) < 0)
		return -1;
	if (!given && opts->no_minimal) {
		diag_set(d, NULL, 0, 0, "--no-minimal needs --givens=MIN-MAX: "
		    "the number of givens to stop at");
		return -1;
	}
	if (!given) {
		opts->givens_min = 0;
		opts->givens_max = GRID_CELLS;
	}
	return 0;
}

/*
 * --rating and --difficulty: one range, for classic puzzles, one that
 * puzzles with blanks reach.
 */
static int
gen_check_rating(const struct run_options *opts, struct diag *d)
{
	char	low[16], high[16];

	if (opts->rating_min < 0)
		return 0;
	if (opts->has_rating && opts->difficulty >= 0) {
		diag_set(d, NULL, 0, 0, "--rating and --difficulty both set "
		    "the range of ratings: give one");
		return -1;
	}
	if (opts->from == &notation_sudominoku) {
		diag_set(d, NULL, 0, 0, "Sudominoku cases have no rating: "
		    "--%s is for classic puzzles", opts->has_rating ?
		    "rating" : "difficulty");
		return -1;
	}
	/* a solved grid (--no-minimal --givens=81) rates 0.0, nothing else */
	if (opts->rating_max < RATE_LOWEST &&
	    (!opts->no_minimal || opts->givens_max < GRID_CELLS)) {
		rate_format(opts->rating_min, low);
		rate_format(opts->rating_max, high);
		diag_set(d, NULL, 0, 0, "no puzzle with a blank rates below "
		    "%d.%d, the rating of the easiest step (a row, column or "
		    "box's last blank): --rating=%s%s%s keeps none",
		    RATE_LOWEST / 10, RATE_LOWEST % 10, low,
		    opts->rating_min < opts->rating_max ? "-" : "",
		    opts->rating_min < opts->rating_max ? high : "");
		return -1;
	}
	return 0;
}

static int
gen_check(struct run_options *opts, int nfiles, char **files,
    struct diag *d)
{
	if (nfiles > 0) {
		diag_set(d, NULL, 0, 0, "generate reads no files ('%s')",
		    files[0]);
		return -1;
	}
	/* puzzles skip .. skip + count - 1 must all have indices, which
	   end at 2^64 - 1: that one may be made, so count may be one more
	   than the room above skip */
	if (opts->count > 0 && opts->count - 1 > UINT64_MAX - opts->skip) {
		diag_set(d, NULL, 0, 0, "-n %llu from --skip=%llu goes past "
		    "puzzle 18446744073709551615 (2^64 - 1), the last of a "
		    "run: at most -n %llu from there",
		    (unsigned long long)opts->count,
		    (unsigned long long)opts->skip,
		    (unsigned long long)(UINT64_MAX - opts->skip) + 1);
		return -1;
	}
	if (gen_check_kind(opts, d) < 0 || gen_check_givens(opts, d) < 0 ||
	    gen_check_rating(opts, d) < 0 || batch_check_pictures(opts, d) < 0)
		return -1;
	/* known now: a file a puzzle, and more than one */
	if (opts->format->one_per_file && opts->count > 1 &&
	    !outset_is_pattern(opts->output_file)) {
		diag_set(d, NULL, 0, 0, "-t %s writes one puzzle a file: -n "
		    "%llu needs a pattern to name them, -o 'page-%%03d.%s'",
		    opts->format->name, (unsigned long long)opts->count,
		    opts->format->name);
		return -1;
	}
	return 0;
}

static int
cmd_generate_exec(const struct cmd_entry *self, int argc, char **argv)
{
	struct run_options	opts;
	struct diag		d;
	char			*name;
	int			first_file, status;

	memset(&opts, 0, sizeof opts);
	opts.format = &format_plain;
	opts.limit = COUNT_MAX;
	opts.jobs = 1;
	opts.count = 1;
	opts.symmetry = -1;
	opts.givens_min = opts.givens_max = -1;
	opts.rating_min = opts.rating_max = -1;
	opts.difficulty = -1;
	switch (options_parse(self->option_bit, argc, argv, &opts,
	    &first_file, &d)) {
	case OPTIONS_HELP:
		cmd_print_usage(stdout, self);
		printf("\n%s.\n\n", self->summary);
		options_print_help(stdout, self->option_bit);
		return EXIT_OK;
	case OPTIONS_BAD:
		return cmd_usage_error(self, &d);
	case OPTIONS_OK:
		break;
	}
	if (gen_check(&opts, argc - first_file, argv + first_file, &d) < 0)
		return cmd_usage_error(self, &d);
	batch_resolve(&opts);
	opts.timing = false;	/* the output must not depend on the clock */
	if (!opts.has_seed)
		opts.seed = splitmix_seed();
	if (batch_plain_name(&opts, &name) < 0) {
		fprintf(stderr, "sudoku: out of memory\n");
		return EXIT_SYSTEM;
	}
	status = gen_main(&opts);
	free(name);
	return status;
}

const struct cmd_entry cmd_generate_entry = {
	"generate", "[OPTIONS] [-n N] [--seed S] [--skip K] [--symmetry SYM]\n"
	"                       [--givens MIN-MAX] [--pattern FILE] "
	"[--no-minimal]\n"
	"                       [--rating MIN-MAX | --difficulty LEVEL]",
	"make unique, minimal, symmetric 9x9 puzzles, reproducible from a seed",
	CMD_GENERATE, cmd_generate_exec
};
