/*
 * Reading every input file in order as one stream of entries: puzzles, and
 * the problems met on the way, each at its place in the stream.
 */
#include <errno.h>
#include <string.h>

#include "commands/cmd.h"
#include "run/stream.h"

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
	result_free(&e->result);
}

/* status: what the problem means to the run, unless memory ran out */
static int
stream_status(const struct diag *d, int status)
{
	return d->no_memory ? EXIT_SYSTEM : status;
}

static bool
stream_problem(struct entry *e, const struct diag *d, int status)
{
	e->kind = ENTRY_PROBLEM;
	e->problem = *d;
	e->problem_status = stream_status(d, status);
	e->unread = false;
	return true;
}

/*
 * A puzzle the reader could not read, or --box refused: a problem that
 * keeps the puzzle's place, so that the commands that write a line (a
 * document) per puzzle write one for it too.  All that is known of it is
 * where it is, in what notation, and what is wrong.
 */
static bool
stream_unread(struct stream *s, struct entry *e, const struct diag *d)
{
	struct puzzle	*p = &e->puzzle;

	stream_problem(e, d, EXIT_BAD_INPUT);
	e->unread = true;
	p->file = d->file != NULL ? d->file : s->in.name;
	p->line = d->line;
	p->notation = s->notation;
	p->rules = s->notation == &notation_sudominoku ? RULES_SUDOMINOKU :
	    RULES_CLASSIC;
	return true;
}

/*
 * The solution file's notation, detected past lines that fit none: each
 * such line is left in claims_why to be reported, and read past, to try
 * again on the lines after it.  Once lines were read past, a file with
 * nothing more says nothing more: its lines were reported.
 */
static void
stream_detect_claims(struct stream *s)
{
	unsigned long	unclear;
	struct diag	ignored;

	s->claim_notation = notation_detect_at(&s->claims, &s->claims_why,
	    &unclear, NULL);
	s->claims_left = s->claim_notation != NULL;
	s->claims_retry = false;
	s->claims_pending = false;
	if (s->claim_notation != NULL)
		return;
	if (unclear == 0) {
		s->claims_pending = s->claims_unclear == 0 ||
		    s->claims_why.line != 0 || s->claims.peek_error != 0;
		return;
	}
	s->claims_pending = true;
	if (++s->claims_unclear == NOTATION_UNCLEAR_MAX)
		diag_append(&s->claims_why, "; the rest of the file is not "
		    "read after %d such lines (--from names the notation)",
		    NOTATION_UNCLEAR_MAX);
	else
		s->claims_retry = notation_skip_unclear(&s->claims, unclear,
		    &ignored) == 0;
}

int
stream_open(struct stream *s, const struct run_options *opts, int nfiles,
    char **files, struct diag *d)
{
	static char	 stdin_name[] = "-";
	static char	*only_stdin[] = { stdin_name };

	memset(s, 0, sizeof *s);
	puzzle_init(&s->ahead);
	puzzle_init(&s->held);
	puzzle_init(&s->sketch);
	s->opts = opts;
	s->out_fd = -1;
	s->files = nfiles > 0 ? files : only_stdin;
	s->nfiles = nfiles > 0 ? nfiles : 1;
	if (opts->solution_file == NULL)
		return 0;
	if (input_open(&s->claims, opts->solution_file, d) < 0)
		return -1;
	s->claims_open = true;
	/*
	 * --from names how the puzzles are written; where a notation's
	 * answers are written otherwise (sudominoku: "Puzzle k" and rows),
	 * the answers' own notation is detected.
	 */
	if (opts->from != NULL && opts->from->write_puzzle == NULL) {
		s->claim_notation = opts->from;
		s->claims_left = true;
		return 0;
	}
	stream_detect_claims(s);
	if (s->claim_notation == NULL && !s->claims_retry) {
		*d = s->claims_why;
		return -1;
	}
	return 0;
}

/*
 * The descriptor the run writes to, once it is open: an input file that
 * is the same file is not read.
 */
void
stream_set_output(struct stream *s, int fd)
{
	s->out_fd = fd;
}

void
stream_close(struct stream *s)
{
	if (s->in_open)
		input_close(&s->in);
	if (s->claims_open)
		input_close(&s->claims);
	s->in_open = s->claims_open = false;
	puzzle_free(&s->ahead);
	puzzle_free(&s->held);
	puzzle_free(&s->sketch);
}

const struct input *
stream_input(const struct stream *s)
{
	return s->in_open ? &s->in : NULL;
}

static void
stream_swap(struct puzzle *a, struct puzzle *b)
{
	struct puzzle	t = *a;

	*a = *b;
	*b = t;
}

/* The next claimed grid, read into s->ahead; false when there is none. */
static bool
stream_read_ahead(struct stream *s)
{
	enum read_status	rs;

	if (s->has_ahead)
		return true;
	if (!s->claims_left)
		return false;
	s->ahead.label = 0;
	rs = s->claim_notation->read(&s->claims, &s->ahead, &s->ahead_why);
	if (rs == READ_END || rs == READ_FAILED)
		s->claims_left = false;
	if (rs == READ_FAILED && s->claims.interrupted)
		s->finished = s->interrupted = true;
	if (s->interrupted)
		return false;
	if (rs == READ_END)
		return false;
	s->has_ahead = true;
	s->ahead_bad = rs != READ_PUZZLE;
	s->ahead.ordinal = ++s->claim_ordinal;
	s->ahead_after = s->top_label;
	if (s->ahead.label > s->top_label)
		s->top_label = s->ahead.label;
	return true;
}

/* No grid for the puzzle in e: d says why, and it is not valid. */
static void
stream_no_claim(struct entry *e, const struct diag *d, int status)
{
	e->claim_missing = true;
	e->problem = *d;
	e->problem_status = stream_status(d, status);
}

/* The grid read ahead becomes e's claim, or, unreadable, why it has none. */
static void
stream_take_ahead(struct stream *s, struct entry *e)
{
	s->has_ahead = false;
	if (s->ahead_bad) {
		stream_no_claim(e, &s->ahead_why, EXIT_BAD_INPUT);
		return;
	}
	stream_swap(&e->claim, &s->ahead);
	e->has_claim = true;
}

/*
 * "no grid for puzzle 2 (in.txt:13)", and where a labelled grid waits
 * for a later case, "before Puzzle 3" at its line: where the missing
 * grid should have been.
 */
static void
stream_no_grid(struct stream *s, struct entry *e)
{
	struct diag	d;
	bool		before = s->has_ahead && s->ahead.label != 0;

	diag_set(&d, s->claims.name, before ? s->ahead.label_line : 0, 0,
	    "no grid for puzzle %lu (%s:%lu)", e->puzzle.ordinal,
	    e->puzzle.file, e->puzzle.line);
	if (before)
		diag_append(&d, " before Puzzle %lu", s->ahead.label);
	stream_no_claim(e, &d, EXIT_FAILED);
}

/*
 * Why the labelled grid read ahead matches no puzzle: its label repeats
 * or is lower than one before it, or (next 0, at the end) no case of that
 * number is left.
 */
static void
stream_misplaced(const struct stream *s, unsigned long next, struct diag *d)
{
	unsigned long	label = s->ahead.label, after = s->ahead_after;

	diag_set(d, s->claims.name, s->ahead.label_line, 0,
	    "Puzzle %lu ", label);
	if (label == after)
		diag_append(d, "is repeated");
	else if (label < after)
		diag_append(d, "comes after Puzzle %lu", after);
	else if (next != 0)
		diag_append(d, "is out of order: puzzle %lu is next", next);
	else
		diag_append(d, "has no puzzle to check against");
}

/*
 * Reports the problem d with the answer before the puzzle in e, which is
 * held back to be matched when stream_next is called again.
 */
static void
stream_hold(struct stream *s, struct entry *e, const struct diag *d)
{
	stream_swap(&s->held, &e->puzzle);
	s->holding = true;
	s->held_kind = ENTRY_PUZZLE;
	stream_problem(e, d, s->ahead_bad ? EXIT_BAD_INPUT : EXIT_FAILED);
}

/*
 * A Sudominoku answer is judged as Baekjoon 4574 judges it: "Puzzle k"
 * before the grid of the k-th case, in order.  A grid is matched to its
 * case by that label, so a case the answer skips (one solve found no
 * solution for) is missing on its own; a label ahead of the case waits for
 * it; one behind is out of order, unless more files follow, whose cases
 * are numbered from 1 again.
 */
static void
stream_claim_by_label(struct stream *s, struct entry *e)
{
	unsigned long	k = e->puzzle.ordinal, label = s->ahead.label;
	struct diag	d;

	if (label == k || (label == 0 && s->ahead_bad)) {
		stream_take_ahead(s, e);
		return;
	}
	if (label == 0) {
		s->has_ahead = false;
		diag_set(&d, s->claims.name, s->ahead.line, 0, "expected "
		    "'Puzzle %lu' before the grid (the judge's answer format)",
		    k);
		stream_no_claim(e, &d, EXIT_FAILED);
		return;
	}
	if (label > k || s->next_file < s->nfiles) {
		stream_no_grid(s, e);
		return;
	}
	if (s->ahead_bad)
		d = s->ahead_why;
	else
		stream_misplaced(s, k, &d);
	stream_hold(s, e, &d);
	s->has_ahead = false;
}

/*
 * The claimed solution for the puzzle in e: a Sudominoku case's by its
 * label, any other's the next grid, in order; or why there is none, or a
 * problem in e's place (the puzzle held back).
 */
static void
stream_claim(struct stream *s, struct entry *e)
{
	e->has_claim = false;
	e->claim_missing = false;
	if (!stream_read_ahead(s))
		stream_no_grid(s, e);
	else if (e->puzzle.notation == &notation_sudominoku)
		stream_claim_by_label(s, e);
	else
		stream_take_ahead(s, e);
}

/*
 * A bad puzzle still uses up its claimed solution, to stay in step: the
 * next grid, or for a bad Sudominoku case the grid labelled with its
 * number (or with none).
 */
static void
stream_skip_claim(struct stream *s)
{
	if (s->opts->solution_file == NULL || !stream_read_ahead(s))
		return;
	if (s->notation != &notation_sudominoku || s->ahead.label == 0 ||
	    s->ahead.label == s->ordinal)
		s->has_ahead = false;
}

/*
 * Grids left over in the solution file mean the two files do not match.
 * Each labelled one is reported, as it says which case it was meant for;
 * of unlabelled ones (or an unreadable one) only the first.
 */
static bool
stream_leftover_claims(struct stream *s, struct entry *e)
{
	struct diag	d;

	if (s->opts->solution_file == NULL || !stream_read_ahead(s))
		return false;
	s->has_ahead = false;
	s->claims_left = s->claims_left && s->ahead.label != 0 &&
	    !s->ahead_bad;
	if (s->ahead_bad)
		return stream_problem(e, &s->ahead_why, EXIT_BAD_INPUT);
	if (s->ahead.label != 0)
		stream_misplaced(s, 0, &d);
	else
		diag_set(&d, s->claims.name, s->ahead.line, 0,
		    "grid %lu has no puzzle to check against",
		    s->ahead.ordinal);
	return stream_problem(e, &d, EXIT_FAILED);
}

/*
 * A file that cannot be read is a problem in the stream; a read a signal
 * cut short ends the stream, quietly: the run says it was interrupted.
 */
static bool
stream_stop(struct stream *s, struct entry *e, const struct diag *d,
    bool interrupted)
{
	if (!interrupted)
		return stream_problem(e, d, EXIT_BAD_INPUT);
	s->finished = s->interrupted = true;
	return false;
}

/*
 * Opens the next file; false with a problem in e if it cannot be read, or
 * with s->interrupted set and no entry if a signal stopped the run.
 */
static bool
stream_next_file(struct stream *s, struct entry *e)
{
	const char	*path = s->files[s->next_file++];
	struct diag	 d;

	if (input_open(&s->in, path, &d) < 0)
		return !stream_stop(s, e, &d, s->in.interrupted);
	if (input_is_file(&s->in, s->out_fd)) {
		/* as cat(1) says it; it would read its own output back */
		diag_set(&d, s->in.name, 0, 0, "input file is output file");
		input_close(&s->in);
		return !stream_problem(e, &d, EXIT_BAD_INPUT);
	}
	s->in_open = true;
	s->ordinal = 0;
	s->unclear = 0;
	s->notation = s->opts->from;
	s->also = NULL;
	s->noted = false;
	s->read_any = false;
	return true;
}

/*
 * Detects the open file's notation; true with a problem in e when it
 * cannot.  A line that fits no notation is reported and read past, and
 * detection goes on after it on the next call: a stray first line does not
 * cost the file.  Once lines were read past, a file with nothing more is
 * closed without a word: its lines were reported.
 */
static bool
stream_detect(struct stream *s, struct entry *e)
{
	struct diag	d, skip;
	unsigned long	unclear;

	if ((s->notation = notation_detect_at(&s->in, &d, &unclear,
	    &s->also)) != NULL)
		return false;
	if (s->in.interrupted) {
		input_close(&s->in);
		s->in_open = false;
		return stream_stop(s, e, &d, true);	/* quietly */
	}
	if (unclear != 0 && ++s->unclear == NOTATION_UNCLEAR_MAX)
		diag_append(&d, "; the rest of the file is not read after %d "
		    "such lines (--from names the notation)",
		    NOTATION_UNCLEAR_MAX);
	else if (unclear != 0 && notation_skip_unclear(&s->in, unclear,
	    &skip) == 0)
		return stream_problem(e, &d, EXIT_BAD_INPUT);
	/* what could not be read says more than what was not found */
	if (s->in.peek_error != 0)
		diag_set(&d, s->in.name, 0, 0, "read error: %s",
		    strerror(s->in.peek_error));
	input_close(&s->in);
	s->in_open = false;
	if (unclear == 0 && s->unclear > 0 && d.line == 0 &&
	    s->in.peek_error == 0)
		return false;
	return stream_problem(e, &d, EXIT_BAD_INPUT);
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

/* --box on a board read: false, d set, if its side is not R * C. */
static bool
stream_box(const struct stream *s, struct entry *e, struct diag *d)
{
	const struct puzzle	*p = &e->puzzle;
	int			 r = s->opts->box_rows, c = s->opts->box_cols;

	if (r == 0)
		return true;
	if (e->puzzle.rules == RULES_SUDOMINOKU) {
		diag_set(d, p->file, p->line, 0, "--box does not apply to "
		    "sudominoku");
		return false;
	}
	/* the size line is the board's own word: --box may not change it */
	if (p->boxes_said && (r != p->shape.box_rows ||
	    c != p->shape.box_cols)) {
		diag_set(d, p->file, p->line, 0, "--box=%dx%d, but the size "
		    "line says %dx%d boxes", r, c, p->shape.box_rows,
		    p->shape.box_cols);
		return false;
	}
	if (puzzle_set_box(&e->puzzle, r, c))
		return true;
	diag_set(d, p->file, p->line, 0, "--box=%dx%d makes boards of side "
	    "%d; this one is %dx%d", r, c, r * c, p->shape.side,
	    p->shape.side);
	return false;
}

/*
 * The puzzle in e becomes the entry, with its claimed solution for verify
 * --solution (or e becomes the problem that stands in its place).
 */
static void
stream_take_puzzle(struct stream *s, struct entry *e)
{
	e->kind = ENTRY_PUZZLE;
	e->has_claim = false;
	e->claim_missing = false;
	if (s->opts->solution_file != NULL)
		stream_claim(s, e);
}

/*
 * -v: what a file was read as, given as soon as its first read was tried,
 * before what that read gave, in e: a puzzle, described, or a problem
 * (the file described as far as its first line tells, s->sketch).  What
 * e held is held back to come next.
 */
static void
stream_note(struct stream *s, struct entry *e, const char *file)
{
	const struct puzzle	*p = e->kind == ENTRY_PUZZLE ? &e->puzzle :
				    &s->sketch;
	char			 text[192];

	s->noted = true;
	notation_describe(p, s->opts->from == NULL ? s->also : NULL, text,
	    sizeof text);
	s->held_kind = e->kind;
	s->held_why = e->problem;
	s->held_status = e->problem_status;
	s->held_unread = e->unread;
	stream_swap(&s->held, &e->puzzle);
	s->holding = true;
	e->kind = ENTRY_NOTE;
	diag_set(&e->problem, file, 0, 0, "%s", text);
	e->problem_status = EXIT_OK;
}

/*
 * The answers' notation, settled at the first puzzle, p (or, when it
 * could not be read, what the file's first line says of it).  UVa 989's
 * boards have a size line, and their answers are that judge's: rows of
 * numbers without one, "1" for the one-cell board, "NO SOLUTION" for a
 * board without a solution; to detection the first of them may look like
 * a Sudominoku count, a boj row or numbers, so they are read as such
 * answers whatever it said.  -v says what the answers are read as.
 */
static void
stream_settle_claims(struct stream *s, const struct puzzle *p)
{
	const struct notation	*n = s->claim_notation;
	struct puzzle		 sketch;
	char			 text[192];

	if (s->claims_settled || !s->claims_open)
		return;
	s->claims_settled = true;
	if (n == NULL)
		return;
	if (p->notation == &notation_numbers && p->boxes_said &&
	    s->claim_ordinal == 0 && !s->has_ahead &&
	    (n == &notation_numbers || n == &notation_boj ||
	    n == &notation_sudominoku))
		s->claim_notation = &notation_numbers_answers;
	if (!s->opts->verbose)
		return;
	puzzle_init(&sketch);
	notation_sketch(&s->claims, s->claim_notation, &sketch);
	notation_describe(&sketch, NULL, text, sizeof text);
	puzzle_free(&sketch);
	diag_set(&s->claims_note, s->claims.name, 0, 0, "%s", text);
	s->claims_note_due = true;
}

/*
 * The file's first read: what its first line says of it is kept first
 * (s->sketch), for -v and for settling the answers' notation should the
 * read fail.
 */
static enum read_status
stream_read_first(struct stream *s, struct entry *e, struct diag *d)
{
	enum read_status	rs;

	notation_sketch(&s->in, s->notation, &s->sketch);
	rs = s->notation->read(&s->in, &e->puzzle, d);
	s->read_any = true;
	stream_settle_claims(s, rs == READ_PUZZLE ? &e->puzzle : &s->sketch);
	return rs;
}

/* Reads from the open file; false when it has ended with nothing to say. */
static bool
stream_read(struct stream *s, struct entry *e)
{
	struct diag		d;
	enum read_status	rs;
	bool			interrupted, first = !s->read_any, any = false;
	const char		*file = s->in.name;

	/*
	 * Bad puzzles count too: "Puzzle k" numbers every case.  A reader
	 * may start the count again where its notation says a new input
	 * begins (Sudominoku, after a 0).
	 */
	e->puzzle.ordinal = s->ordinal + 1;
	rs = first ? stream_read_first(s, e, &d) :
	    s->notation->read(&s->in, &e->puzzle, &d);
	switch (rs) {
	case READ_PUZZLE:
		if (!stream_box(s, e, &d))
			goto bad;
		s->ordinal = e->puzzle.ordinal;
		s->puzzles++;
		e->kind = ENTRY_PUZZLE;
		if (first && s->opts->verbose) {
			stream_note(s, e, file);
			return true;
		}
		stream_take_puzzle(s, e);
		return true;
	case READ_BAD:
	bad:
		s->ordinal = e->puzzle.ordinal;
		s->bad++;
		stream_skip_claim(s);
		any = stream_unread(s, e, &d);
		break;
	case READ_FAILED:
		interrupted = s->in.interrupted;
		input_close(&s->in);
		s->in_open = false;
		if (!(any = stream_stop(s, e, &d, interrupted)))
			return false;
		break;
	case READ_END:
		any = stream_end_file(s, e);
		break;
	}
	/* -v says what the file was read as before what went wrong */
	if (any && first && s->opts->verbose)
		stream_note(s, e, file);
	return any;
}

/* The next entry; false at the end of the stream. */
bool
stream_next(struct stream *s, struct entry *e)
{
	if (s->claims_pending) {
		stream_problem(e, &s->claims_why, EXIT_BAD_INPUT);
		if (s->claims_retry)
			stream_detect_claims(s);
		else
			s->claims_pending = false;
		return true;
	}
	if (s->claims_note_due) {
		s->claims_note_due = false;
		e->kind = ENTRY_NOTE;
		e->problem = s->claims_note;
		e->problem_status = EXIT_OK;
		return true;
	}
	if (s->holding) {
		s->holding = false;
		stream_swap(&s->held, &e->puzzle);
		if (s->held_kind == ENTRY_PUZZLE) {
			stream_take_puzzle(s, e);
			return !s->interrupted;
		}
		e->kind = s->held_kind;
		e->problem = s->held_why;
		e->problem_status = s->held_status;
		e->unread = s->held_unread;
		return true;
	}
	while (!s->finished) {
		if (!s->in_open) {
			if (s->next_file == s->nfiles) {
				s->finished = true;
				break;
			}
			if (!stream_next_file(s, e))
				return !s->interrupted;
			continue;
		}
		if (s->notation == NULL) {
			if (stream_detect(s, e))
				return true;
			continue;
		}
		if (stream_read(s, e))
			return !s->interrupted;
	}
	return !s->interrupted && stream_leftover_claims(s, e);
}
