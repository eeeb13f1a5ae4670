/*
 * line: one puzzle per line, 81 cells, digits for givens, 0 or . for
 * blanks, blanks before them allowed.  Other sizes the same way: N * N
 * cells make an N x N board (16: 256 cells), symbols 1-9 then A-Z for 10
 * on (a-z the same), up to 35 x 35.  What follows the cells after
 * whitespace is a comment (a rating, a name), kept byte for byte and
 * written back after the solution.  Blank lines and lines starting with #
 * are skipped.
 *
 * This is the notation of the big benchmark files, so reading is one pass
 * over the line with no allocation once the comment buffer has grown.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "notation/notation.h"

/*
 * How far off a board's N * N cells a word of letters is taken as meant
 * for it: a cell or two left out or too many, typed by hand.
 */
#define LINE_NEAR	3

static bool
line_is_space(char c)
{
	return c == ' ' || c == '\t';
}

/*
 * What is wrong at text[lead + at], where the at-th cell should stand;
 * lead is the blanks before the first cell.
 */
static bool	line_size_hint(const struct input *, const struct line *,
		    struct diag *);

static enum read_status
line_bad_cell(const struct input *in, const struct line *l, size_t lead,
    size_t at, struct diag *d)
{
	char	shown[8];
	size_t	i = lead + at;

	if (line_size_hint(in, l, d))
		return READ_BAD;
	if (i == l->len || line_is_space(l->text[i])) {
		diag_set(d, in->name, l->no, i + 1,
		    "expected 81 cells, found %zu", at);
		return READ_BAD;
	}
	if (notation_is_signed(l->text + i, l->len - i)) {
		notation_signed(d, in->name, l->no, l->text, l->len, i);
		return READ_BAD;
	}
	notation_show_char(l->text[i], shown);
	diag_set(d, in->name, l->no, i + 1,
	    "'%s' is not a digit or blank", shown);
	return READ_BAD;
}

static bool
line_is_cell(char c)
{
	return (c >= '0' && c <= '9') || c == '.';
}

/*
 * Something other than whitespace right after the 81st cell: more cells
 * (the line is too long), or a character that is no cell, which is named
 * as such since the comment needs whitespace before it.
 */
static enum read_status
line_too_many(const struct input *in, const struct line *l, size_t lead,
    struct diag *d)
{
	size_t	end = lead + GRID_CELLS;

	if (line_size_hint(in, l, d))
		return READ_BAD;
	while (end < l->len && line_is_cell(l->text[end]))
		end++;
	if (end < l->len && !line_is_space(l->text[end]))
		return line_bad_cell(in, l, lead, end - lead, d);
	diag_set(d, in->name, l->no, lead + GRID_CELLS + 1,
	    "expected 81 cells, found %zu", end - lead);
	return READ_BAD;
}

/*
 * The 81 cells of a well-formed line, without a branch per cell (where the
 * givens fall is random, so branches on it are mispredicted): false if any
 * is neither a digit nor a blank, for line_parse to say which.
 */
static bool
line_cells(const char *s, struct grid *g)
{
	unsigned	bad = 0, value, dot;
	int		i;

	for (i = 0; i < GRID_CELLS; i++) {
		value = (unsigned)(unsigned char)s[i] - '0';
		dot = s[i] == '.';
		bad |= (value > 9) & !dot;
		g->cell[i] = (uint8_t)(dot ? 0 : value);
	}
	return bad == 0;
}

/* Where the line's first word starts (after lead) and how long it is. */
static size_t
line_word(const struct line *l, size_t *lead)
{
	size_t	i = 0, start;

	while (i < l->len && line_is_space(l->text[i]))
		i++;
	start = *lead = i;
	while (i < l->len && !line_is_space(l->text[i]))
		i++;
	return i - start;
}

/*
 * A word that is no board, said in terms of the size it looks meant for
 * rather than 9x9's 81 cells: N * N cells of a side without boxes (25,
 * 49), or, past 81 with letters in it, a few cells off a board's N * N
 * (255 or 257 for 256).  False when it looks like neither.
 */
static bool
line_size_hint(const struct input *in, const struct line *l,
    struct diag *d)
{
	struct shape	shape;
	size_t		lead, len = line_word(l, &lead), i, sq;
	bool		letters = false;
	int		n;

	for (n = 4; n <= BOARD_CHAR_SIDE; n++) {
		sq = (size_t)(n * n);
		if (sq == len && n != GRID_SIDE &&
		    !board_shape_for_side(&shape, n)) {
			diag_set(d, in->name, l->no, lead + 1,
			    "%zu cells: a %dx%d board has no boxes", len, n, n);
			return true;
		}
	}
	for (i = lead; i < lead + len; i++)
		letters |= isalpha((unsigned char)l->text[i]) != 0;
	if (len <= GRID_CELLS || !letters)
		return false;
	for (n = GRID_SIDE + 1; n <= BOARD_CHAR_SIDE; n++) {
		sq = (size_t)(n * n);
		if (board_shape_for_side(&shape, n) && sq != len &&
		    (sq > len ? sq - len : len - sq) <= LINE_NEAR) {
			diag_set(d, in->name, l->no, lead + 1,
			    "expected %zu cells, found %zu", sq, len);
			return true;
		}
	}
	return false;
}

/* A word of n * n cells, n not 9, is a board of side n, if any has it. */
static bool
line_board_shape(size_t cells, struct shape *s)
{
	int	n = 2;

	while ((size_t)(n * n) < cells && n < BOARD_CHAR_SIDE)
		n++;
	return (size_t)(n * n) == cells && n != GRID_SIDE && n >= 4 &&
	    board_shape_for_side(s, n);
}

/* Keeps what follows the cells: the comment, with its blanks. */
static enum read_status
line_keep_comment(const struct input *in, const struct line *l,
    struct puzzle *p, size_t from, struct diag *d)
{
	if (puzzle_set_text(p, l->text + from, l->len - from) < 0) {
		diag_no_memory(d, in->name, l->no);
		return READ_FAILED;
	}
	return READ_PUZZLE;
}

/* "1-4", "1-9, A-G": the symbols of a board of side n, for messages. */
static void
line_symbols(int n, char range[16])
{
	if (n <= 9)
		snprintf(range, 16, "1-%c", board_symbol_char(n));
	else
		snprintf(range, 16, "1-9, A-%c", board_symbol_char(n));
}

/* A board of another side: one word of n * n cells. */
static enum read_status
line_parse_board(const struct input *in, const struct line *l,
    struct puzzle *p, size_t lead, const struct shape *s, struct diag *d)
{
	uint8_t	*cell;
	char	 c, shown[8], range[16];
	int	 i, v;

	if ((cell = puzzle_set_shape(p, s)) == NULL) {
		diag_no_memory(d, in->name, l->no);
		return READ_FAILED;
	}
	for (i = 0; i < s->cells; i++) {
		c = l->text[lead + (size_t)i];
		if (c == '.' || c == '0')
			continue;
		v = board_symbol_value(c);
		if (v < 1 || v > s->side) {
			notation_show_char(c, shown);
			line_symbols(s->side, range);
			diag_set(d, in->name, l->no, lead + (size_t)i + 1,
			    "'%s' is not a symbol of a %dx%d board (%s) or a "
			    "blank", shown, s->side, s->side, range);
			return READ_BAD;
		}
		cell[i] = (uint8_t)v;
	}
	return line_keep_comment(in, l, p, lead + (size_t)s->cells, d);
}

/*
 * Blanks before the cells are accepted (an indented list): the fast path
 * is for lines that start with their cells, so they are looked for only
 * once that has failed.  So are boards of other sizes.
 */
static enum read_status
line_parse(const struct input *in, const struct line *l, struct puzzle *p,
    struct diag *d)
{
	const char	*s = l->text;
	size_t		 i = GRID_CELLS, lead = 0;
	struct shape	 shape;
	char		 c;
	bool		 fast;

	puzzle_set_classic(p, RULES_CLASSIC);
	fast = l->len >= GRID_CELLS && line_cells(s, &p->givens);
	if (!fast || (l->len > GRID_CELLS && !line_is_space(s[GRID_CELLS]))) {
		if (line_board_shape(line_word(l, &lead), &shape))
			return line_parse_board(in, l, p, lead, &shape, d);
		lead = 0;
	}
	if (!fast) {
		while (lead < l->len && line_is_space(s[lead]))
			lead++;
		s += lead;
		if (lead == 0 || l->len - lead < GRID_CELLS ||
		    !line_cells(s, &p->givens))
			i = 0;
	}
	for (; i < GRID_CELLS && lead + i < l->len; i++) {
		c = s[i];
		if (c >= '1' && c <= '9')
			p->givens.cell[i] = (uint8_t)(c - '0');
		else if (c == '0' || c == '.')
			p->givens.cell[i] = 0;
		else
			return line_bad_cell(in, l, lead, i, d);
	}
	if (i < GRID_CELLS)
		return line_bad_cell(in, l, lead, i, d);
	if (l->len > lead + GRID_CELLS && !line_is_space(s[GRID_CELLS]))
		return line_too_many(in, l, lead, d);
	return line_keep_comment(in, l, p, lead + GRID_CELLS, d);
}

static enum read_status
line_read(struct input *in, struct puzzle *p, struct diag *d)
{
	struct line		l;
	enum read_status	rs;

	if ((rs = notation_first_line(in, &l, p, &notation_line, d)) != READ_PUZZLE)
		return rs;
	return line_parse(in, &l, p, d);
}

/* Blanks are written as '.', whichever blank the source used. */
static void
line_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	const struct shape	*s = source != NULL ? &source->shape :
				    &shape_classic;
	char			 text[BOARD_CHAR_SIDE * BOARD_CHAR_SIDE];
	int			 i;

	if (s->side > BOARD_CHAR_SIDE)
		return;		/* line_writes said no: never asked */
	/* the 9x9 loop apart: a fixed count the compiler can vectorize */
	if (s->side == GRID_SIDE)
		for (i = 0; i < GRID_CELLS; i++)
			text[i] = cells[i] == 0 ? '.' : (char)('0' + cells[i]);
	else
		for (i = 0; i < s->cells; i++)
			text[i] = cells[i] == 0 ? '.' :
			    board_symbol_char(cells[i]);
	output_write(out, text, (size_t)s->cells);
	if (source != NULL && source->notation == &notation_line)
		output_write(out, source->text, source->text_len);
	output_putc(out, '\n');
}

static bool
line_writes(const struct shape *s)
{
	return s->side <= BOARD_CHAR_SIDE;
}

const struct notation notation_line = {
	"line",
	"one puzzle per line: 81 cells (N*N for N x N: 1-9 then A-Z), 0 or . "
	"blank, then a comment",
	line_read,
	line_write,
	line_writes,
	NULL,
	NULL,
	notation_board_symbol,
	NULL,
	NULL,
	NULL,
	NULL
};
