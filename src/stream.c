/*
 * Reading every input file in order as one stream of entries: puzzles, and
 * the problems met on the way, each at its place in the stream.
 */
#include <errno.h>
#include <string.h>

#include "cmd.h"
#include "stream.h"

void
entry_init(struct entry *e)
{
	memset(e, 0, sizeof *e);
	puzzle_init(&e->puzzle);
	puzzle_init(&e->claim);
}

void
entry_free(struct entry *e)
{
	puzzle_free(&e->puzzle);
	puzzle_free(&e->claim);
}

static bool
stream_problem(struct entry *e, const struct diag *d, int status)
{
	e->kind = ENTRY_PROBLEM;
	e->problem = *d;
	e->problem_status = status;
	return true;
}

int
stream_open(struct stream *s, const struct run_options *opts, int nfiles,
    char **files, struct diag *d)
{
	static char	 stdin_name[] = "-";
	static char	*only_stdin[] = { stdin_name };

	memset(s, 0, sizeof *s);
	s->opts = opts;
	s->files = nfiles > 0 ? files : only_stdin;
	s->nfiles = nfiles > 0 ? nfiles : 1;
	if (opts->solution_file == NULL)
		return 0;
	if (input_open(&s->claims, opts->solution_file, d) < 0)
		return -1;
	s->claims_open = true;
	s->claim_notation = opts->from;
	if (s->claim_notation == NULL &&
	    (s->claim_notation = notation_detect(&s->claims, d)) == NULL)
		return -1;
	s->claims_left = true;
	return 0;
}

void
stream_close(struct stream *s)
{
	if (s->in_open)
		input_close(&s->in);
	if (s->claims_open)
		input_close(&s->claims);
	s->in_open = s->claims_open = false;
}

const struct input *
stream_input(const struct stream *s)
{
	return s->in_open ? &s->in : NULL;
}

/*
 * The claimed solution for the puzzle just read; false with a problem in e
 * when there is none.
 */
static bool
stream_claim(struct stream *s, struct entry *e)
{
	struct diag		d;
	enum read_status	rs;

	if (!s->claims_left) {
		diag_set(&d, s->claims.name, 0, 0, "no grid for puzzle %lu",
		    s->claim_ordinal + 1);
		return !stream_problem(e, &d, EXIT_FAILED);
	}
	rs = s->claim_notation->read(&s->claims, &e->claim, &d);
	if (rs == READ_PUZZLE) {
		e->claim.ordinal = ++s->claim_ordinal;
		e->has_claim = true;
		return true;
	}
	s->claims_left = rs == READ_BAD;
	if (rs == READ_END) {
		diag_set(&d, s->claims.name, 0, 0, "no grid for puzzle %lu",
		    s->claim_ordinal + 1);
		return !stream_problem(e, &d, EXIT_FAILED);
	}
	s->claim_ordinal += rs == READ_BAD;
	return !stream_problem(e, &d, EXIT_BAD_INPUT);
}

/* A bad puzzle still uses up its claimed solution, to stay in step. */
static void
stream_skip_claim(struct stream *s, struct entry *e)
{
	struct diag	ignored;

	if (s->opts->solution_file != NULL && s->claims_left &&
	    s->claim_notation->read(&s->claims, &e->claim, &ignored) !=
	    READ_END)
		s->claim_ordinal++;
}

/* Grids left over in the solution file mean the two files do not match. */
static bool
stream_leftover_claims(struct stream *s, struct entry *e)
{
	struct diag	d;

	if (!s->claims_left)
		return false;
	s->claims_left = false;
	if (s->claim_notation->read(&s->claims, &e->claim, &d) == READ_END)
		return false;
	diag_set(&d, s->claims.name, e->claim.line, 0,
	    "grid %lu has no puzzle to check against", s->claim_ordinal + 1);
	return stream_problem(e, &d, EXIT_FAILED);
}

/* Opens the next file; false with a problem in e if it cannot be read. */
static bool
stream_next_file(struct stream *s, struct entry *e)
{
	const char	*path = s->files[s->next_file++];
	struct diag	 d;

	if (input_open(&s->in, path, &d) < 0)
		return !stream_problem(e, &d, EXIT_BAD_INPUT);
	s->in_open = true;
	s->ordinal = 0;
	s->notation = s->opts->from;
	if (s->notation == NULL &&
	    (s->notation = notation_detect(&s->in, &d)) == NULL) {
		/* what could not be read says more than what was not found */
		if (s->in.peek_error != 0)
			diag_set(&d, s->in.name, 0, 0, "read error: %s",
			    strerror(s->in.peek_error));
		input_close(&s->in);
		s->in_open = false;
		return !stream_problem(e, &d, EXIT_BAD_INPUT);
	}
	return true;
}

/* The end of the current file: "no puzzle found" if it held none. */
static bool
stream_end_file(struct stream *s, struct entry *e)
{
	struct diag	d;
	bool		empty = s->ordinal == 0;

	diag_set(&d, s->in.name, 0, 0, "no puzzle found");
	input_close(&s->in);
	s->in_open = false;
	return empty && stream_problem(e, &d, EXIT_BAD_INPUT);
}

/* Reads from the open file; false when it has ended with nothing to say. */
static bool
stream_read(struct stream *s, struct entry *e)
{
	struct diag		d;
	enum read_status	rs;

	/*
	 * Bad puzzles count too: "Puzzle k" numbers every case.  A reader
	 * may start the count again where its notation says a new input
	 * begins (Sudominoku, after a 0).
	 */
	e->puzzle.ordinal = s->ordinal + 1;
	rs = s->notation->read(&s->in, &e->puzzle, &d);
	switch (rs) {
	case READ_PUZZLE:
		s->ordinal = e->puzzle.ordinal;
		s->puzzles++;
		e->kind = ENTRY_PUZZLE;
		e->has_claim = false;
		if (s->opts->solution_file != NULL)
			stream_claim(s, e);	/* or e becomes the problem */
		return true;
	case READ_BAD:
		s->ordinal = e->puzzle.ordinal;
		s->bad++;
		stream_skip_claim(s, e);
		return stream_problem(e, &d, EXIT_BAD_INPUT);
	case READ_FAILED:
		stream_problem(e, &d, EXIT_BAD_INPUT);
		input_close(&s->in);
		s->in_open = false;
		return true;
	case READ_END:
		break;
	}
	return stream_end_file(s, e);
}

/* The next entry; false at the end of the stream. */
bool
stream_next(struct stream *s, struct entry *e)
{
	while (!s->finished) {
		if (!s->in_open) {
			if (s->next_file == s->nfiles) {
				s->finished = true;
				return stream_leftover_claims(s, e);
			}
			if (!stream_next_file(s, e))
				return true;
			continue;
		}
		if (stream_read(s, e))
			return true;
	}
	return false;
}
