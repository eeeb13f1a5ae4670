/*
 * Runs a puzzle-reading command: parse its options, then read every file
 * as one stream, solve each puzzle and write its result before reading the
 * next, so memory does not grow with the input.  Problems are reported per
 * puzzle and the batch goes on; the exit status is the worst that happened.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"
#include "notation.h"
#include "result.h"

struct batch {
	const struct run_options *opts;
	struct output		  out;
	int			  status;
	/* verify --solution: the claimed grids, read in step */
	struct input		  claims;
	bool			  has_claims;
	struct puzzle		  claim;
	const struct notation	 *claim_notation;
	unsigned long		  claim_ordinal;
};

static void
batch_worsen(struct batch *b, int status)
{
	if (status > b->status)
		b->status = status;
}

static void
batch_report(struct batch *b, const struct diag *d, int status)
{
	if (!b->opts->quiet)
		diag_print(d, stderr);
	batch_worsen(b, status);
}

static int
batch_status_of(enum result_status status)
{
	switch (status) {
	case RESULT_UNSOLVABLE:
	case RESULT_NOT_VALID:
		return EXIT_FAILED;
	case RESULT_INVALID:
		return EXIT_BAD_INPUT;
	default:
		return EXIT_OK;
	}
}

/* Reads the next puzzle of in, reporting what is wrong with bad ones. */
static enum read_status
batch_read(struct batch *b, const struct notation *n, struct input *in,
    struct puzzle *p)
{
	struct diag		d;
	enum read_status	rs;

	rs = n->read(in, p, &d);
	if (rs == READ_BAD || rs == READ_FAILED)
		batch_report(b, &d, EXIT_BAD_INPUT);
	return rs;
}

/* The claimed solution for the next puzzle, or NULL (reported) if none. */
static const struct puzzle *
batch_next_claim(struct batch *b)
{
	struct diag		d;
	enum read_status	rs;

	if (!b->has_claims)
		return NULL;
	rs = batch_read(b, b->claim_notation, &b->claims, &b->claim);
	if (rs == READ_PUZZLE) {
		b->claim.ordinal = ++b->claim_ordinal;
		return &b->claim;
	}
	if (rs == READ_END) {
		diag_set(&d, b->claims.name, 0, 0,
		    "no grid for puzzle %lu", b->claim_ordinal + 1);
		batch_report(b, &d, EXIT_FAILED);
	}
	b->has_claims = rs != READ_FAILED && rs != READ_END;
	return NULL;
}

static void
batch_solve(struct batch *b, const struct puzzle *p)
{
	struct result		 r;
	const struct puzzle	*claim = NULL;

	if (b->opts->solution_file != NULL) {
		claim = batch_next_claim(b);
		if (claim == NULL) {
			batch_worsen(b, EXIT_FAILED);
			return;
		}
	}
	solve_puzzle(b->opts, p, claim, &r);
	if (!b->opts->quiet)
		b->opts->format->write(&b->out, &r, b->opts);
	if (batch_status_of(r.status) != EXIT_OK)
		batch_report(b, &r.why, batch_status_of(r.status));
}

static const struct notation *
batch_notation(struct batch *b, struct input *in)
{
	const struct notation	*n;
	struct diag		 d;

	if (b->opts->from != NULL)
		return b->opts->from;
	n = notation_detect(in, &d);
	if (n == NULL)
		batch_report(b, &d, EXIT_BAD_INPUT);
	return n;
}

static void
batch_file(struct batch *b, const char *path, struct puzzle *p)
{
	struct input		 in;
	struct diag		 d;
	const struct notation	*n;
	enum read_status	 rs = READ_END;
	unsigned long		 ordinal = 0, bad = 0;

	if (input_open(&in, path, &d) < 0) {
		batch_report(b, &d, EXIT_BAD_INPUT);
		return;
	}
	if ((n = batch_notation(b, &in)) == NULL) {
		input_close(&in);
		return;
	}
	while (b->out.error == 0) {
		/* bad puzzles count too: "Puzzle k" numbers every case */
		p->ordinal = ordinal + 1;
		rs = batch_read(b, n, &in, p);
		if (rs == READ_PUZZLE) {
			ordinal++;
			batch_solve(b, p);
		} else if (rs == READ_BAD) {
			ordinal++;
			bad++;
			if (b->opts->solution_file != NULL)
				batch_next_claim(b);
		} else
			break;
	}
	if (rs == READ_END && ordinal == 0) {
		diag_set(&d, in.name, 0, 0, "no puzzle found");
		batch_report(b, &d, EXIT_BAD_INPUT);
	}
	input_close(&in);
}

static int
batch_open_claims(struct batch *b)
{
	struct diag	d;

	if (b->opts->solution_file == NULL)
		return 0;
	if (input_open(&b->claims, b->opts->solution_file, &d) < 0) {
		diag_print(&d, stderr);
		return -1;
	}
	b->claim_notation = b->opts->from;
	if (b->claim_notation == NULL)
		b->claim_notation = notation_detect(&b->claims, &d);
	if (b->claim_notation == NULL) {
		diag_print(&d, stderr);
		input_close(&b->claims);
		return -1;
	}
	b->has_claims = true;
	puzzle_init(&b->claim);
	return 0;
}

/* Grids left over in the solution file mean the two files do not match. */
static void
batch_close_claims(struct batch *b)
{
	struct diag	d;

	if (b->opts->solution_file == NULL)
		return;
	if (b->has_claims && b->out.error == 0 &&
	    b->claim_notation->read(&b->claims, &b->claim, &d) != READ_END) {
		diag_set(&d, b->claims.name, b->claim.line, 0,
		    "grid %lu has no puzzle to check against",
		    b->claim_ordinal + 1);
		batch_report(b, &d, EXIT_FAILED);
	}
	puzzle_free(&b->claim);
	input_close(&b->claims);
}

/*
 * A reader that closed the pipe wanted no more output: stop quietly, as
 * cat or grep do, but still say so in the exit status.
 */
static void
batch_finish_output(struct batch *b)
{
	struct diag	d;

	output_flush(&b->out);
	if (b->out.error == 0)
		return;
	if (b->out.error != EPIPE) {
		diag_set(&d, b->out.name, 0, 0, "write error: %s",
		    strerror(b->out.error));
		diag_print(&d, stderr);
	}
	batch_worsen(b, EXIT_SYSTEM);
}

static int
batch_run(const struct run_options *opts, int nfiles, char **files)
{
	static char	 stdin_name[] = "-";
	char		*only_stdin[] = { stdin_name };
	struct batch	 b;
	struct puzzle	 p;
	int		 i;

	memset(&b, 0, sizeof b);
	b.opts = opts;
	output_init(&b.out, STDOUT_FILENO, "<stdout>");
	if (batch_open_claims(&b) < 0)
		return EXIT_BAD_INPUT;
	if (nfiles == 0) {
		files = only_stdin;
		nfiles = 1;
	}
	puzzle_init(&p);
	if (opts->format->begin != NULL && !opts->quiet)
		opts->format->begin(&b.out, opts);
	for (i = 0; i < nfiles && b.out.error == 0; i++)
		batch_file(&b, files[i], &p);
	if (opts->format->end != NULL && !opts->quiet)
		opts->format->end(&b.out, opts);
	puzzle_free(&p);
	batch_close_claims(&b);
	batch_finish_output(&b);
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

	if (opts->mode == MODE_CONVERT && opts->to_notation == NULL) {
		diag_set(&d, NULL, 0, 0, "convert needs --to=NOTATION");
		return cmd_usage_error(cmd, &d);
	}
	if (opts->solution_file != NULL && opts->mode != MODE_VERIFY) {
		diag_set(&d, NULL, 0, 0, "--solution goes with verify");
		return cmd_usage_error(cmd, &d);
	}
	return EXIT_OK;
}

int
batch_main(const struct cmd_entry *cmd, int argc, char **argv,
    enum solve_mode preset)
{
	struct run_options	opts;
	struct diag		d;
	int			first_file, status;

	memset(&opts, 0, sizeof opts);
	opts.format = &format_plain;
	opts.mode = preset;
	opts.limit = COUNT_MAX;
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
	if ((status = batch_check_options(cmd, &opts)) != EXIT_OK)
		return status;
	return batch_run(&opts, argc - first_file, argv + first_file);
}
