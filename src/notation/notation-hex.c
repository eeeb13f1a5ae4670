/*
 * hex: 16x16 boards in hexadecimal, 0 for 1 up to F for 16, the way
 * programmers write them (and 1to9only's test1.0f file): blanks are '.',
 * '*' or '-'.  A board is either one line of 256 cells, a comment after
 * it as in line notation, or 16 rows of 16 cells with blanks between
 * groups of cells and blank lines between bands.  Blank lines and #
 * comments are skipped everywhere, so puzzles are told apart by counting:
 * a line of 256 cells is a board, and 16 rows make one.
 *
 * The board's text is kept with the place of every cell, as grid keeps
 * its layout, so the answer is written back byte for byte the way it came
 * with the blanks filled in.  A board from another notation is written in
 * rows of four groups of four, '*' for a blank: a blank that neither line
 * nor grid has, so what hex writes is never taken for them.
 */
#include <string.h>

#include "notation/notation.h"

#define HEX_SIDE	16
#define HEX_CELLS	(HEX_SIDE * HEX_SIDE)

static const struct shape hex_shape = { 4, 4, HEX_SIDE, HEX_CELLS };

enum hex_variant {
	HEX_ROWS,		/* 16 rows, blank lines between bands allowed */
	HEX_LINE		/* the 256 cells on one line */
};

/* A cell's value: 1 .. 16 for 0-F (a-f too), 0 for a blank, else -1. */
static int
hex_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0' + 1;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 11;
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 11;
	if (c == '.' || c == '*' || c == '-')
		return 0;
	return -1;
}

static char
hex_char(int v)
{
	return "0123456789ABCDEF"[v - 1];
}

/* For messages: "0" for 1, "F" for 16. */
static void
hex_symbol(int v, char out[8])
{
	if (v >= 1 && v <= 16) {
		out[0] = hex_char(v);
		out[1] = '\0';
	} else
		snprintf(out, 8, "%d", v);
}

static bool
hex_is_space(char c)
{
	return c == ' ' || c == '\t';
}

/* The length of the line's first word, and where it starts. */
static size_t
hex_word(const struct line *l, size_t *start)
{
	size_t	i = 0;

	while (i < l->len && hex_is_space(l->text[i]))
		i++;
	*start = i;
	while (i < l->len && !hex_is_space(l->text[i]))
		i++;
	return i - *start;
}

/* A board being read. */
struct hex_board {
	struct puzzle	*p;
	uint8_t		*cell;
	uint32_t	*offset;
	int		 cells;		/* taken so far */
};

static void
hex_bad_char(struct diag *d, const struct input *in, const struct line *l,
    size_t at)
{
	char	shown[8];

	notation_show_char(l->text[at], shown);
	diag_set(d, in->name, l->no, at + 1,
	    "'%s' is not a hex digit (0-F) or blank (. * -)", shown);
}

/* Takes the cells of text[from, to) of the line, blanks between allowed. */
static int
hex_take(struct hex_board *b, const struct input *in, const struct line *l,
    size_t from, size_t to, struct diag *d)
{
	size_t	i, base = b->p->text_len;
	int	v;

	for (i = from; i < to; i++) {
		if (hex_is_space(l->text[i]))
			continue;
		if ((v = hex_value(l->text[i])) < 0) {
			hex_bad_char(d, in, l, i);
			return -1;
		}
		if (v == 0 && b->p->variant == 0)
			b->p->variant = l->text[i];
		b->offset[b->cells] = (uint32_t)(base + i);
		b->cell[b->cells++] = (uint8_t)v;
	}
	return 0;
}

/* Keeps a line of the board's layout, LF-ended. */
static enum read_status
hex_keep(struct puzzle *p, const struct input *in, const struct line *l,
    struct diag *d)
{
	if (puzzle_append_text(p, l->text, l->len) < 0 ||
	    puzzle_append_text(p, "\n", 1) < 0) {
		diag_no_memory(d, in->name, l->no);
		return READ_FAILED;
	}
	return READ_PUZZLE;
}

/* How many cells a row line holds, blanks between them not counted. */
static int
hex_count(const struct line *l)
{
	size_t	i;
	int	n = 0;

	for (i = 0; i < l->len; i++)
		n += !hex_is_space(l->text[i]);
	return n;
}

/* A board on one line: 256 cells, then whitespace and a comment. */
static enum read_status
hex_read_line(struct hex_board *b, const struct input *in,
    const struct line *l, size_t start, struct diag *d)
{
	b->p->variant = 0;
	if (hex_take(b, in, l, start, start + HEX_CELLS, d) < 0)
		return READ_BAD;
	b->p->variant |= HEX_LINE << 8;
	return hex_keep(b->p, in, l, d);
}

/*
 * Skips the rest of a bad board's rows, the bad one counted: its lines
 * up to where the next board should start, so that one bad row costs
 * one board.  Never past a line of 256 cells: that is a board of its own.
 */
static void
hex_skip_rows(struct input *in, int rows)
{
	struct line		l;
	struct diag		ignored;
	enum read_status	rs;
	size_t			start;

	while (rows < HEX_SIDE &&
	    (rs = notation_next_line(in, &l, &ignored)) != READ_END &&
	    rs != READ_FAILED) {
		if (rs == READ_PUZZLE && notation_is_skipped(&l))
			continue;
		if (rs == READ_PUZZLE && hex_word(&l, &start) > HEX_SIDE + 3) {
			input_unread(in);
			return;
		}
		rows++;
	}
}

/*
 * A board of 16 rows.  Blank lines between its rows are part of its
 * layout; comments are not.  A line of 256 cells before the 16th row ends
 * it short, and is left to be read as the next board.
 */
static enum read_status
hex_read_rows(struct hex_board *b, struct input *in, struct diag *d)
{
	struct line		l;
	enum read_status	rs;
	size_t			start;
	int			rows = 0, n;

	b->p->variant = 0;
	while (rows < HEX_SIDE) {
		rs = notation_next_line(in, &l, d);
		if (rs == READ_END || (rs == READ_PUZZLE && rows > 0 &&
		    !notation_is_skipped(&l) && hex_word(&l, &start) > HEX_SIDE + 3)) {
			if (rs != READ_END)
				input_unread(in);
			diag_set(d, in->name, b->p->line, 0,
			    "expected 16 rows, found %d", rows);
			return READ_BAD;
		}
		if (rs != READ_PUZZLE) {
			if (rs == READ_BAD)
				hex_skip_rows(in, rows + 1);
			return rs;
		}
		if (l.len > 0 && l.text[0] == '#')
			continue;
		if (notation_is_skipped(&l)) {
			if ((rs = hex_keep(b->p, in, &l, d)) != READ_PUZZLE)
				return rs;
			continue;
		}
		if ((n = hex_count(&l)) != HEX_SIDE) {
			diag_set(d, in->name, l.no, 0, rows == 0 ?
			    "expected 16 cells in a row or 256 on a line, "
			    "found %d" : "expected 16 cells, found %d", n);
			hex_skip_rows(in, rows + 1);
			return READ_BAD;
		}
		if (hex_take(b, in, &l, 0, l.len, d) < 0) {
			hex_skip_rows(in, rows + 1);
			return READ_BAD;
		}
		if ((rs = hex_keep(b->p, in, &l, d)) != READ_PUZZLE)
			return rs;
		rows++;
	}
	return READ_PUZZLE;
}

static enum read_status
hex_read(struct input *in, struct puzzle *p, struct diag *d)
{
	struct hex_board	 b;
	struct line		 l;
	enum read_status	 rs;
	size_t			 start, word;

	if ((rs = notation_first_line(in, &l, p, &notation_hex, d)) != READ_PUZZLE)
		return rs;
	b.p = p;
	b.cells = 0;
	if ((b.cell = puzzle_set_shape(p, &hex_shape)) == NULL ||
	    (b.offset = puzzle_offsets(p)) == NULL) {
		diag_no_memory(d, in->name, l.no);
		return READ_FAILED;
	}
	word = hex_word(&l, &start);
	if (word == HEX_CELLS)
		return hex_read_line(&b, in, &l, start, d);
	if (word > HEX_SIDE + 3) {
		diag_set(d, in->name, l.no, start + 1, "expected 256 cells, "
		    "found %zu", word);
		return READ_BAD;
	}
	input_unread(in);
	return hex_read_rows(&b, in, d);
}

/* The canonical layout: 16 rows of four groups of four, '*' blank. */
static void
hex_write_canonical(struct output *out, const uint8_t *cells)
{
	int	row, col, v;

	for (row = 0; row < HEX_SIDE; row++) {
		for (col = 0; col < HEX_SIDE; col++) {
			if (col > 0 && col % 4 == 0)
				output_putc(out, ' ');
			v = cells[row * HEX_SIDE + col];
			output_putc(out, v == 0 ? '*' : hex_char(v));
		}
		output_putc(out, '\n');
	}
}

/*
 * A cell of a board that came in hex: its digit, or for a blank the
 * source's own blank there, or the first blank the source used where it
 * had a digit ('*' if it had no blank).
 */
static char
hex_cell_char(const struct puzzle *source, const uint8_t *cells, int i)
{
	char	was = source->text[source->cell_offset[i]];
	char	blank = (char)(source->variant & 0xff);

	if (cells[i] != 0)
		return hex_char(cells[i]);
	if (hex_value(was) == 0)
		return was;
	return blank != 0 ? blank : '*';
}

/*
 * Boards in rows are separated by one blank line, written before each
 * but an output's first; boards on a line follow one another.
 */
static void
hex_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	size_t	done = 0, at;
	int	i;

	if (source == NULL || source->shape.side != HEX_SIDE)
		return;		/* hex_writes said no: never asked */
	if (source->notation != &notation_hex) {
		if (out->records > 0)
			output_putc(out, '\n');
		hex_write_canonical(out, cells);
		return;
	}
	if (out->records > 0 && source->variant >> 8 == HEX_ROWS)
		output_putc(out, '\n');
	for (i = 0; i < HEX_CELLS; i++) {
		at = source->cell_offset[i];
		output_write(out, source->text + done, at - done);
		output_putc(out, hex_cell_char(source, cells, i));
		done = at + 1;
	}
	output_write(out, source->text + done, source->text_len - done);
}

static bool
hex_writes(const struct shape *s)
{
	return s->side == HEX_SIDE;
}

const struct notation notation_hex = {
	"hex",
	"16x16 in hex, 0-F for 1-16, . * - blank: 256 cells on a line, or 16 "
	"rows",
	hex_read,
	hex_write,
	hex_writes,
	NULL,
	NULL,
	hex_symbol,
	NULL,
	NULL,
	NULL,
	NULL
};
