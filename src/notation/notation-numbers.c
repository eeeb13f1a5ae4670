/*
 * numbers: a board of any side N (4 to 64, with boxes) as N rows of N
 * numbers between whitespace, 0 or '.' blank; what the rkkautsar files,
 * blue's 16x16s and the judges of N x N boards (UVa 989) write.  A first
 * line holding one number n, the box side, says the board is n*n (UVa
 * 989's input); boards are separated by blank lines, a '#' starts a
 * comment to the end of its line (blue's "#1" labels).
 *
 * Written back as the judges want answers: numbers between single spaces,
 * 0 for a blank, a blank line between boards, no size line.  A 9x9 board
 * without a size line is the boj notation's (Baekjoon 2580), which
 * detection picks first.
 *
 * Those answers read back for verify --solution in their own flavour,
 * notation_numbers_answers: UVa 989 writes "NO SOLUTION" for a board
 * without one, and "1" for the one-cell board, which is no size line
 * there.
 */
#include <stdio.h>
#include <string.h>

#include "notation/notation.h"

/* One row's numbers, read into out (0 for a blank). */
struct numbers_row {
	int	count;
	int	value[BOARD_MAX_SIDE + 1];
	size_t	at[BOARD_MAX_SIDE + 1];		/* 0-based column of each */
	size_t	bad;				/* column + 1 of a bad word */
};

static bool
numbers_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* The line up to a '#' comment. */
static size_t
numbers_content(const struct line *l)
{
	const char	*hash = memchr(l->text, '#', l->len);

	return hash != NULL ? (size_t)(hash - l->text) : l->len;
}

static bool
numbers_is_blank(const struct line *l)
{
	size_t	i, len = numbers_content(l);

	for (i = 0; i < len; i++)
		if (!numbers_is_space(l->text[i]))
			return false;
	return true;
}

/*
 * The words of a row: numbers up to 999 or '.'; stops at the first word
 * that is neither (row->bad says where), or past BOARD_MAX_SIDE + 1 words.
 */
static void
numbers_scan(const struct line *l, struct numbers_row *row)
{
	size_t	i = 0, start, len = numbers_content(l);
	int	v;

	row->count = 0;
	row->bad = 0;
	for (;;) {
		while (i < len && numbers_is_space(l->text[i]))
			i++;
		if (i == len || row->count > BOARD_MAX_SIDE)
			return;
		start = i;
		v = 0;
		if (l->text[i] == '.')
			i++;
		else
			while (i < len && l->text[i] >= '0' &&
			    l->text[i] <= '9' && i - start < 4)
				v = v * 10 + l->text[i++] - '0';
		if (i == start || (i < len && !numbers_is_space(l->text[i]))) {
			row->bad = start + 1;
			return;
		}
		row->at[row->count] = start;
		row->value[row->count++] = v;
	}
}

/*
 * A line of one number n, 1 <= n <= 8: the box side of an n*n board
 * (UVa 989 allows n = 1, a board of one cell).
 */
static int
numbers_header(const struct line *l)
{
	struct numbers_row	row;

	numbers_scan(l, &row);
	if (row.bad != 0 || row.count != 1 || row.value[0] < 1 ||
	    row.value[0] > 8 || l->text[row.at[0]] == '.')
		return 0;
	return row.value[0];
}

/* Past a bad board: its other lines, up to a blank line. */
static void
numbers_skip_board(struct input *in)
{
	struct line		l;
	struct diag		ignored;
	enum read_status	rs;

	while ((rs = notation_next_line(in, &l, &ignored)) != READ_END &&
	    rs != READ_FAILED)
		if (rs == READ_PUZZLE && numbers_is_blank(&l))
			return;
}

/* After the message: the rest of the board skipped. */
static enum read_status
numbers_bad(struct input *in)
{
	numbers_skip_board(in);
	return READ_BAD;
}


/* The shape of a board whose first row has n numbers (or a header's). */
static enum read_status
numbers_shape(struct input *in, struct diag *d, const struct line *l,
    int side, bool said, struct shape *s)
{
	if (side > BOARD_MAX_SIDE) {
		diag_set(d, in->name, l->no, 1, "%d numbers: boards have at "
		    "most %d", side, BOARD_MAX_SIDE);
		return numbers_bad(in);
	}
	/* a row of one number is a board only after UVa's size line 1 */
	if ((side < 4 && !(side == 1 && said)) ||
	    !board_shape_for_side(s, side)) {
		diag_set(d, in->name, l->no, 1, "%d numbers: no board of "
		    "side %d has boxes", side, side);
		return numbers_bad(in);
	}
	return READ_PUZZLE;
}

/* Row r of the board from line l, already scanned into row. */
static enum read_status
numbers_fill_row(struct input *in, struct diag *d, const struct line *l,
    const struct numbers_row *row, uint8_t *cells, int r, int side)
{
	int	i;

	if (row->bad != 0) {
		diag_set(d, in->name, l->no, row->bad, "expected a number or "
		    "'.' (row %d of %d)", r + 1, side);
		return numbers_bad(in);
	}
	if (row->count != side) {
		diag_set(d, in->name, l->no, 1, "expected %d numbers, found "
		    "%d", side, row->count);
		return numbers_bad(in);
	}
	for (i = 0; i < side; i++) {
		if (row->value[i] > side) {
			diag_set(d, in->name, l->no, row->at[i] + 1, "%d is "
			    "past the %d symbol%s of the board", row->value[i],
			    side, side == 1 ? "" : "s");
			return numbers_bad(in);
		}
		cells[r * side + i] = (uint8_t)row->value[i];
	}
	return READ_PUZZLE;
}

static enum read_status
numbers_read_rows(struct input *in, struct puzzle *p, const struct line *first,
    int side, bool said, struct diag *d)
{
	struct numbers_row	row;
	struct shape		s;
	struct line		l = *first;
	enum read_status	rs;
	uint8_t			*cells;
	int			 r;

	if ((rs = numbers_shape(in, d, &l, side, said, &s)) != READ_PUZZLE)
		return rs;
	if ((cells = puzzle_set_shape(p, &s)) == NULL) {
		diag_no_memory(d, in->name, l.no);
		return READ_FAILED;
	}
	for (r = 0; r < side; r++) {
		if (r > 0) {
			rs = notation_next_line(in, &l, d);
			if (rs == READ_END || (rs == READ_PUZZLE &&
			    numbers_is_blank(&l))) {
				diag_set(d, in->name, p->line, 0,
				    "expected %d rows, found %d", side, r);
				return READ_BAD;
			}
			if (rs != READ_PUZZLE)
				return rs;
		}
		numbers_scan(&l, &row);
		if ((rs = numbers_fill_row(in, d, &l, &row, cells, r,
		    side)) != READ_PUZZLE)
			return rs;
	}
	return READ_PUZZLE;
}

/* UVa 989's answer for a board with no solution. */
static bool
numbers_is_none(const struct line *l)
{
	size_t	len = numbers_content(l);

	while (len > 0 && numbers_is_space(l->text[len - 1]))
		len--;
	return len == 11 && memcmp(l->text, "NO SOLUTION", 11) == 0;
}

/*
 * A board, or for answers (UVa 989's, as solve writes them) also "NO
 * SOLUTION", a claim of none; and there a line of one number 1 is the
 * answer of a one-cell board, not a size line (a size line of 2 to 8
 * before its board is let pass).
 */
static enum read_status
numbers_read_as(struct input *in, struct puzzle *p, struct diag *d,
    bool answers)
{
	struct numbers_row	row;
	struct line		l;
	enum read_status	rs;
	int			box = 0, side;

	do {
		if ((rs = notation_next_line(in, &l, d)) != READ_PUZZLE)
			return rs;
	} while (numbers_is_blank(&l));
	p->notation = &notation_numbers;
	p->variant = 0;
	p->file = in->name;
	p->line = l.no;
	p->text_len = 0;
	p->none = false;
	if (answers && numbers_is_none(&l)) {
		puzzle_set_classic(p, RULES_CLASSIC);
		p->none = true;
		return READ_PUZZLE;
	}
	if ((box = numbers_header(&l)) == 1 && answers)
		box = 0;
	if (box != 0) {
		do {
			if ((rs = notation_next_line(in, &l, d)) ==
			    READ_END) {
				diag_set(d, in->name, p->line, 0, "a size "
				    "line with no board after it");
				return READ_BAD;
			}
			if (rs != READ_PUZZLE)
				return rs;
		} while (numbers_is_blank(&l));
		p->line = l.no;
	}
	numbers_scan(&l, &row);
	side = box != 0 ? box * box : row.count;
	/* the row is counted whatever the size line says: say both */
	if (box != 0 && row.bad == 0 && row.count != side) {
		diag_set(d, in->name, l.no, 1, "the size line says %dx%d (%d), "
		    "but the row has %d numbers", side, side, box, row.count);
		return numbers_bad(in);
	}
	if (row.bad != 0 && box == 0) {
		diag_set(d, in->name, l.no, row.bad, "expected a number or "
		    "'.'");
		return numbers_bad(in);
	}
	rs = numbers_read_rows(in, p, &l, side, box != 0 || answers, d);
	p->boxes_said = box != 0;
	return rs;
}

static enum read_status
numbers_read(struct input *in, struct puzzle *p, struct diag *d)
{
	return numbers_read_as(in, p, d, false);
}

static enum read_status
numbers_read_answer(struct input *in, struct puzzle *p, struct diag *d)
{
	return numbers_read_as(in, p, d, true);
}

/*
 * The judges' answer: numbers between single spaces, a blank line between
 * boards.
 */
static void
numbers_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	const struct shape	*s = source != NULL ? &source->shape :
				    &shape_classic;
	char			 text[8];
	int			 r, c, len;

	if (out->records > 0)
		output_putc(out, '\n');
	for (r = 0; r < s->side; r++) {
		for (c = 0; c < s->side; c++) {
			len = snprintf(text, sizeof text, c > 0 ? " %d" : "%d",
			    cells[r * s->side + c]);
			output_write(out, text, (size_t)len);
		}
		output_putc(out, '\n');
	}
}

/*
 * UVa 989's answer for a board with no solution; its input is the one
 * with a size line.  A blank line between boards, as between answers.
 */
static void
numbers_write_none(struct output *out, const struct puzzle *source)
{
	if (!source->boxes_said)
		return;
	if (out->records > 0)
		output_putc(out, '\n');
	output_puts(out, "NO SOLUTION\n");
	out->records++;
}

static bool
numbers_writes(const struct shape *s)
{
	(void)s;
	return true;
}

/* -v: a board with UVa 989's size line is that judge's input. */
static const char *
numbers_flavour(const struct puzzle *p)
{
	return p->boxes_said ? "UVa 989 size line" : NULL;
}

static const char *
numbers_answers_flavour(const struct puzzle *p)
{
	(void)p;
	return "UVa 989 answers";
}

const struct notation notation_numbers = {
	"numbers",
	"N rows of N numbers (any size), 0 or . blank; a first line n: "
	"n*n board",
	numbers_read,
	numbers_write,
	numbers_writes,
	NULL,
	NULL,
	NULL,
	numbers_write_none,
	numbers_flavour,
	NULL,
	NULL
};

/*
 * verify --solution's reader of UVa 989's answers, chosen when the
 * puzzles have its size line (stream.c); no name of its own for --from:
 * its puzzles are numbers, and it writes as numbers does.
 */
const struct notation notation_numbers_answers = {
	"numbers",
	"UVa 989's answers: rows of numbers, NO SOLUTION",
	numbers_read_answer,
	numbers_write,
	numbers_writes,
	NULL,
	NULL,
	NULL,
	numbers_write_none,
	numbers_answers_flavour,
	NULL,
	NULL
};
