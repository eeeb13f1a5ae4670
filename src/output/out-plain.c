/*
 * plain: what a judge or a script expects.  Grids go out in the notation
 * they came in (or the one --to names), byte-exact; a count is one line, a
 * verification one word, a rating "ER/EP/ED technique".  A puzzle without
 * an answer prints nothing here in solve and convert, whose output is
 * grids; in the others, which write a line a puzzle, it prints "invalid"
 * (but a count of givens that break the rules, 0).  Its message goes to
 * stderr.
 */
#include "run/part.h"
#include "output/result.h"

static void
plain_write_grid(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	const struct notation	*n;

	n = opts->to_notation != NULL ? opts->to_notation :
	    r->puzzle->notation;
	if (r->status == RESULT_CONVERTED && n->write_puzzle != NULL)
		n->write_puzzle(out, r->puzzle);
	else
		n->write(out, r->puzzle, result_cells(r));
	out->records++;
}

/* A line's comment stays with its rating, as solve keeps it. */
static void
plain_write_rating(struct output *out, const struct result *r)
{
	char	text[128];

	output_write(out, text, rate_describe(&r->rating, text, sizeof text));
	if (r->puzzle->notation == &notation_line)
		output_write(out, r->puzzle->text, r->puzzle->text_len);
	output_putc(out, '\n');
	out->records++;
}

/*
 * explain: one blank line between every two puzzles' outputs, whatever
 * they are (steps, or "invalid").
 */
static void
plain_separate(struct output *out, const struct run_options *opts)
{
	if (opts->mode == MODE_EXPLAIN && out->records > 0)
		output_putc(out, '\n');
}

/* A puzzle not valid, or not taken: one line, so results line up. */
static void
plain_write_invalid(struct output *out, const struct run_options *opts)
{
	plain_separate(out, opts);
	output_puts(out, "invalid\n");
	out->records++;
}

/*
 * explain: a line a step, a blank line between puzzles; hint: its one
 * line, so hints line up with the puzzles they answer.  "solved" when
 * there is nothing left to do, "stuck" when no technique finds a step.
 */
static void
plain_write_path(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	char	line[1024];

	plain_separate(out, opts);
	for (int i = 0; i < r->path.nsteps; i++) {
		output_write(out, line, path_step_line(&r->path.steps[i],
		    line, sizeof line));
		output_putc(out, '\n');
	}
	if (r->path.stuck)
		output_puts(out, "stuck: no technique applies\n");
	else if (r->path.nsteps == 0)
		output_puts(out, "solved\n");
	out->records++;
}

/*
 * A generated puzzle, in the notation asked for; with --solution, the
 * solution follows: on the same line as a comment for line notation (so
 * the file still reads as one puzzle a line), as the next grid for the
 * others.  A Sudominoku case is written as the judge's input.
 */
static void
plain_write_generated(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	const struct notation	*n;

	n = opts->to_notation != NULL ? opts->to_notation :
	    r->puzzle->notation;
	if (n == &notation_sudominoku) {
		sudominoku_write_case(out, r->puzzle);
		out->records++;
		return;
	}
	n->write(out, r->puzzle, r->puzzle->givens.cell);
	out->records++;
	if (opts->with_solution && n != &notation_line) {
		n->write(out, r->puzzle, result_cells(r));
		out->records++;
	}
}

/* count --part: which part of which puzzle, for merge (part.h). */
static void
plain_write_part(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	struct part_name	name;
	char			text[PART_TEXT_MAX];
	size_t			len;

	part_name_set(&name, opts->part_k, opts->part_n, r->puzzle);
	len = part_format(&name, text);
	output_putc(out, ' ');
	output_write(out, text, len);
}

/* "12", "3+" when a limit stopped it, and for --part which part. */
static void
plain_write_count(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	char	digits[COUNT_DIGITS];
	size_t	len;

	len = count_format(r->count, digits);
	output_write(out, digits, len);
	if (!r->count_complete)
		output_putc(out, '+');
	if (opts->part_n > 0)
		plain_write_part(out, r, opts);
	output_putc(out, '\n');
}

/*
 * solve: a puzzle with no solution (none, or givens that break the rules)
 * gets the answer its judge wants for it, if any (UVa 989's NO SOLUTION).
 */
static void
plain_write_none(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	const struct notation	*n;

	if (opts->mode != MODE_FIRST && opts->mode != MODE_LEXICOGRAPHIC)
		return;
	n = opts->to_notation != NULL ? opts->to_notation :
	    r->puzzle->notation;
	if (n == r->puzzle->notation && n->write_none != NULL)
		n->write_none(out, r->puzzle);
}

static void
plain_write(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	switch (r->status) {
	case RESULT_SOLVED:
	case RESULT_CONVERTED:
		plain_write_grid(out, r, opts);
		break;
	case RESULT_COUNTED:
		plain_write_count(out, r, opts);
		break;
	case RESULT_VALID:
		output_puts(out, "valid\n");
		break;
	case RESULT_NOT_VALID:
		plain_write_invalid(out, opts);
		break;
	case RESULT_RATED:
		plain_write_rating(out, r);
		break;
	case RESULT_EXPLAINED:
		plain_write_path(out, r, opts);
		break;
	case RESULT_GENERATED:
		plain_write_generated(out, r, opts);
		break;
	case RESULT_CANDIDATES:
		candidates_write_marks(out, &r->puzzle->givens, r->marks);
		out->records++;
		break;
	case RESULT_INVALID:
		/*
		 * count: givens that break the rules have no solution, and a
		 * line like any other puzzle's (standard error says why)
		 */
		if (opts->mode == MODE_COUNT_ALL && r->has_conflict)
			plain_write_count(out, r, opts);
		/*
		 * counts, verdicts, ratings and steps: a puzzle that could
		 * not be read, or that the command does not take (its size,
		 * its rules), still has its line, so lines stay in step with
		 * the puzzles; solve and convert write grids, and have none
		 */
		else if (opts->mode == MODE_COUNT_ALL ||
		    opts->mode == MODE_VERIFY || opts->mode == MODE_RATE ||
		    opts->mode == MODE_EXPLAIN || opts->mode == MODE_HINT ||
		    opts->mode == MODE_CANDIDATES)
			plain_write_invalid(out, opts);
		if (r->has_conflict)
			plain_write_none(out, r, opts);
		break;
	case RESULT_UNSOLVABLE:
		/* candidates: no cell has any, a line in step all the same */
		if (opts->mode == MODE_CANDIDATES)
			candidates_write_marks(out, &r->puzzle->givens,
			    r->marks);
		plain_write_none(out, r, opts);
		break;
	}
}

/* convert: a notation whose input has an end mark gets it (sudominoku's 0). */
static void
plain_end(struct output *out, const struct run_options *opts)
{
	if (opts->mode == MODE_CONVERT && opts->to_notation != NULL &&
	    opts->to_notation->write_end != NULL && out->records > 0)
		opts->to_notation->write_end(out);
}

const struct format format_plain = {
	"plain", NULL, plain_write, plain_end, false
};
