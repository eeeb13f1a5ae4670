/*
 * letters: the judges' 16x16 notation, SPOJ SUDOKU and UVa 1309 (POJ
 * 3076): 16 rows of 16 letters A-P, A for 1, '-' for a blank, each row
 * from the first column; boards separated by a blank line; for SPOJ, a
 * first line with the number of boards.  Answers go out the same way,
 * with a blank line between boards and none after the last, and without
 * the count, as both judges want.
 *
 * The same writing serves every board up to 26x26 (A-Z): a board's side
 * is the length of its first row.  The count line is taken only as the
 * first line of a file, and not checked against the boards that follow:
 * every board is read either way.
 */
#include <string.h>

#include "notation/notation.h"

#define LETTERS_MAX_SIDE	26

/* The row's length without the blanks after it. */
static size_t
letters_row_len(const struct line *l)
{
	size_t	len = l->len;

	while (len > 0 && (l->text[len - 1] == ' ' || l->text[len - 1] == '\t'))
		len--;
	return len;
}

/* Digits alone: the SPOJ count of boards. */
static bool
letters_is_count(const struct line *l)
{
	size_t	i, len = letters_row_len(l);

	for (i = 0; i < len; i++)
		if (l->text[i] < '0' || l->text[i] > '9')
			return false;
	return len > 0;
}

/* Takes a row of the board; -1 with d set when it is no row of it. */
static int
letters_take_row(const struct input *in, const struct line *l,
    const struct shape *s, uint8_t *row, struct diag *d)
{
	size_t	i, len = letters_row_len(l);
	char	shown[8];

	if (len != (size_t)s->side) {
		diag_set(d, in->name, l->no, 0, "expected %d cells, found %zu",
		    s->side, len);
		return -1;
	}
	for (i = 0; i < len; i++) {
		if (l->text[i] == '-')
			row[i] = 0;
		else if (l->text[i] >= 'A' && l->text[i] < 'A' + s->side)
			row[i] = (uint8_t)(l->text[i] - 'A' + 1);
		else {
			notation_show_char(l->text[i], shown);
			diag_set(d, in->name, l->no, i + 1, "'%s' is not a "
			    "letter A-%c or '-'", shown, 'A' + s->side - 1);
			return -1;
		}
	}
	return 0;
}

/*
 * Skips what is left of a bad board, through its blank line: boards are
 * separated by one, so one bad board costs no other.
 */
static void
letters_skip_board(struct input *in)
{
	struct line		l;
	struct diag		ignored;
	enum read_status	rs;

	while ((rs = notation_next_line(in, &l, &ignored)) != READ_END &&
	    rs != READ_FAILED)
		if (rs == READ_PUZZLE && notation_is_skipped(&l) &&
		    (l.len == 0 || l.text[0] != '#'))
			return;
}

static enum read_status
letters_fail(struct input *in, enum read_status rs)
{
	if (rs == READ_BAD)
		letters_skip_board(in);
	return rs;
}

/* The board's rows after the first, up to its side. */
static enum read_status
letters_read_rows(struct input *in, struct puzzle *p, uint8_t *cell,
    struct diag *d)
{
	struct line		l;
	enum read_status	rs;
	int			rows = 1;

	while (rows < p->shape.side) {
		rs = notation_next_line(in, &l, d);
		if (rs == READ_PUZZLE && l.len > 0 && l.text[0] == '#')
			continue;
		if (rs == READ_END || (rs == READ_PUZZLE &&
		    notation_is_skipped(&l))) {
			diag_set(d, in->name, p->line, 0,
			    "expected %d rows, found %d", p->shape.side, rows);
			return READ_BAD;
		}
		if (rs != READ_PUZZLE)
			return letters_fail(in, rs);
		if (letters_take_row(in, &l, &p->shape,
		    cell + rows * p->shape.side, d) < 0)
			return letters_fail(in, READ_BAD);
		rows++;
	}
	return READ_PUZZLE;
}

static enum read_status
letters_read(struct input *in, struct puzzle *p, struct diag *d)
{
	struct line		 l;
	struct shape		 s;
	enum read_status	 rs;
	uint8_t			*cell;
	bool			 first = in->line_no == 0;
	size_t			 len, i;
	char			 shown[8];

	for (;;) {
		if ((rs = notation_next_line(in, &l, d)) != READ_PUZZLE)
			return rs;
		if (notation_is_skipped(&l))
			continue;
		if (!first || !letters_is_count(&l))
			break;
		first = false;
	}
	p->notation = &notation_letters;
	p->variant = 0;
	p->file = in->name;
	p->line = l.no;
	len = letters_row_len(&l);
	for (i = 0; i < len; i++)
		if (l.text[i] != '-' && (l.text[i] < 'A' || l.text[i] > 'Z')) {
			notation_show_char(l.text[i], shown);
			diag_set(d, in->name, l.no, i + 1, "'%s' is not a "
			    "letter A-Z or '-'", shown);
			return letters_fail(in, READ_BAD);
		}
	if (len < 4 || len > LETTERS_MAX_SIDE ||
	    !board_shape_for_side(&s, (int)len)) {
		diag_set(d, in->name, l.no, 0, "a row of %zu cells makes no "
		    "board (4 to 26 letters A-Z or '-')", len);
		return letters_fail(in, READ_BAD);
	}
	if ((cell = puzzle_set_shape(p, &s)) == NULL) {
		diag_no_memory(d, in->name, l.no);
		return READ_FAILED;
	}
	if (letters_take_row(in, &l, &s, cell, d) < 0)
		return letters_fail(in, READ_BAD);
	return letters_read_rows(in, p, cell, d);
}

/* N rows of N letters; a blank line before every board but the first. */
static void
letters_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	const struct shape	*s = source != NULL ? &source->shape :
				    &shape_classic;
	int			 i, v;

	if (s->side > LETTERS_MAX_SIDE)
		return;		/* letters_writes said no: never asked */
	if (out->records > 0)
		output_putc(out, '\n');
	for (i = 0; i < s->cells; i++) {
		v = cells[i];
		output_putc(out, v == 0 ? '-' : (char)('A' + v - 1));
		if (i % s->side == s->side - 1)
			output_putc(out, '\n');
	}
}

static bool
letters_writes(const struct shape *s)
{
	return s->side <= LETTERS_MAX_SIDE;
}

/* For messages: "A" for 1. */
static void
letters_symbol(int v, char out[8])
{
	if (v >= 1 && v <= LETTERS_MAX_SIDE) {
		out[0] = (char)('A' + v - 1);
		out[1] = '\0';
	} else
		snprintf(out, 8, "%d", v);
}

const struct notation notation_letters = {
	"letters",
	"SPOJ SUDOKU, UVa 1309: rows of letters A-P (A = 1), - blank; any "
	"N <= 26",
	letters_read,
	letters_write,
	letters_writes,
	NULL,
	NULL,
	letters_symbol,
	NULL,
	NULL,
	NULL,
	NULL
};
