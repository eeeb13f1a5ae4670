/*
 * plain: what a judge or a script expects.  Grids go out in the notation
 * they came in (or the one --to names), byte-exact; a count is one line, a
 * verification one word, a rating "ER/EP/ED technique".  Puzzles without an answer print nothing here:
 * their message goes to stderr.
 */
#include "result.h"

static void
plain_write_grid(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	const struct notation	*n;

	n = opts->to_notation != NULL ? opts->to_notation :
	    r->puzzle->notation;
	n->write(out, r->puzzle, &r->solution);
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

static void
plain_write(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	char	digits[COUNT_DIGITS];
	size_t	len;

	switch (r->status) {
	case RESULT_SOLVED:
	case RESULT_CONVERTED:
		plain_write_grid(out, r, opts);
		break;
	case RESULT_COUNTED:
		len = count_format(r->count, digits);
		output_write(out, digits, len);
		if (!r->count_complete)
			output_putc(out, '+');
		output_putc(out, '\n');
		break;
	case RESULT_VALID:
		output_puts(out, "valid\n");
		break;
	case RESULT_NOT_VALID:
		output_puts(out, "invalid\n");
		break;
	case RESULT_RATED:
		plain_write_rating(out, r);
		break;
	case RESULT_UNSOLVABLE:
	case RESULT_INVALID:
		break;
	}
}

const struct format format_plain = {
	"plain", NULL, plain_write, NULL
};
