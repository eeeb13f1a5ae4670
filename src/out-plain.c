/*
 * plain: what a judge or a script expects.  Grids go out in the notation
 * they came in (or the one --to names), byte-exact; a count is one line, a
 * verification one word.  Puzzles without an answer print nothing here:
 * their message goes to stderr.
 */
#include "part.h"
#include "result.h"

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
		n->write(out, r->puzzle, &r->solution);
	out->records++;
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
		if (opts->part_n > 0)
			plain_write_part(out, r, opts);
		output_putc(out, '\n');
		break;
	case RESULT_VALID:
		output_puts(out, "valid\n");
		break;
	case RESULT_NOT_VALID:
		output_puts(out, "invalid\n");
		break;
	case RESULT_UNSOLVABLE:
	case RESULT_INVALID:
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
	"plain", NULL, plain_write, plain_end
};
