/*
 * grid: nine rows of nine cells, the way people lay a puzzle out by hand
 * and the way .sdk and SimpleSudoku .ss files do.  Separators (| + - = :
 * spaces, tabs, and Unicode box drawing, so our own pretty output reads
 * back) are ignored; digits are givens, 0 . _ are blanks.  A - or + glued
 * to a digit is no separator but a signed number, an error: read as a
 * separator and a cell it would make a malformed Baekjoon board ("8 -7 4")
 * a different puzzle.
 *
 * A puzzle is a block of lines: it ends at a blank line, or when, after its
 * ninth row, a line with cells comes (the next puzzle).  Separator-only
 * lines belong to the block they stand in, so a border under the ninth row
 * belongs to its puzzle even when no blank line follows.  The block's text
 * is kept with the position of every cell, so the answer is written in the
 * layout the puzzle came in, byte for byte, with the blanks filled in.
 */
#include <string.h>

#include "notation.h"

/*
 * Borders and rules between rows: more than this in one block is no
 * puzzle, and holding it all would let one input grow memory without end.
 */
#define GRID_LAYOUT_LINES_MAX	32

/*
 * How many bytes the separator at s takes, or 0 when it is none.  Shared
 * with detection, so that what it calls a grid row this reader reads.
 */
size_t
notation_grid_separator(const char *s, size_t left)
{
	if (strchr("|+-=: \t", *s) != NULL && *s != '\0')
		return 1;
	/* U+2500..U+257F: E2 94 80..E2 95 BF */
	if (left >= 3 && (unsigned char)s[0] == 0xe2 &&
	    ((unsigned char)s[1] == 0x94 || (unsigned char)s[1] == 0x95) &&
	    ((unsigned char)s[2] & 0xc0) == 0x80)
		return 3;
	return 0;
}

/* A cell's value, 0 for a blank; -1 when c is no cell. */
int
notation_grid_cell(char c)
{
	if (c >= '1' && c <= '9')
		return c - '0';
	if (c == '0' || c == '.' || c == '_')
		return 0;
	return -1;
}

/*
 * "Grid 01": Project Euler 96 puts one before each board, with no blank
 * lines between boards.  It is kept as the first line of its board's
 * layout, and like a row it ends the board before it.  Blanks may follow.
 */
bool
notation_grid_label(const char *s, size_t len)
{
	size_t	i = 5, digits = 0;

	if (len < 6 || memcmp(s, "Grid ", 5) != 0)
		return false;
	while (i < len && s[i] == ' ')
		i++;
	for (; i < len && s[i] >= '0' && s[i] <= '9'; i++)
		digits++;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return digits > 0 && i == len;
}

static bool
grid_is_label(const struct line *l)
{
	return notation_grid_label(l->text, l->len);
}

static bool
grid_is_blank_line(const struct line *l)
{
	size_t	i;

	for (i = 0; i < l->len; i++)
		if (l->text[i] != ' ' && l->text[i] != '\t')
			return false;
	return true;
}

/*
 * Counts the cells of one line, checking that everything else is a
 * separator; -1 with d set otherwise.
 */
static int
grid_count_cells(const struct input *in, const struct line *l,
    struct diag *d)
{
	size_t	i = 0, sep;
	int	cells = 0;
	char	shown[8];

	while (i < l->len) {
		if (notation_grid_cell(l->text[i]) >= 0) {
			cells++;
			i++;
		} else if (notation_is_signed(l->text + i, l->len - i)) {
			notation_signed(d, in->name, l->no, l->text, l->len, i);
			return -1;
		} else if ((sep = notation_grid_separator(l->text + i,
		    l->len - i)) > 0)
			i += sep;
		else {
			notation_show_char(l->text[i], shown);
			diag_set(d, in->name, l->no, i + 1,
			    "'%s' is not a digit, blank or separator", shown);
			return -1;
		}
	}
	return cells;
}

/* Appends a row's line to the layout and records its cells. */
static int
grid_take_row(struct puzzle *p, const struct line *l, int row)
{
	size_t	i, base = p->text_len;
	int	col = 0, v;

	if (puzzle_append_text(p, l->text, l->len) < 0 ||
	    puzzle_append_text(p, "\n", 1) < 0)
		return -1;
	for (i = 0; i < l->len && col < GRID_SIDE; i++) {
		if ((v = notation_grid_cell(l->text[i])) < 0) {
			i += notation_grid_separator(l->text + i, l->len - i) - 1;
			continue;
		}
		p->cell_offset[row * GRID_SIDE + col] = (uint32_t)(base + i);
		p->givens.cell[row * GRID_SIDE + col] = (uint8_t)v;
		col++;
	}
	return 0;
}

/*
 * Skips what is left of a bad block, through its blank line.  Never less:
 * without blank lines a bad line may be a stray line or a broken first
 * row, which cannot be told apart, and guessing wrong would join rows of
 * two puzzles into one that is in neither.  When what is skipped holds
 * more rows than the bad puzzle had left, other puzzles went with it, and
 * the message says which lines.
 */
static void
grid_skip_block(struct input *in, struct diag *d, int rows)
{
	struct line		l;
	struct diag		ignored;
	enum read_status	rs;
	unsigned long		first = 0, last = 0;
	int			skipped = 0;

	while ((rs = notation_next_line(in, &l, &ignored)) != READ_END &&
	    rs != READ_FAILED) {
		if (rs == READ_PUZZLE && grid_is_blank_line(&l))
			break;
		if (first == 0)
			first = in->line_no;
		last = in->line_no;
		if (rs == READ_BAD || (l.text[0] != '#' &&
		    grid_count_cells(in, &l, &ignored) != 0))
			skipped++;
	}
	/* the bad line was one of its rows, at best */
	if (skipped > GRID_SIDE - rows - 1)
		notation_skipped(d, first, last, rs == READ_PUZZLE);
}

static enum read_status
grid_fail(struct input *in, struct diag *d, enum read_status rs, int rows)
{
	if (rs == READ_BAD)
		grid_skip_block(in, d, rows);
	return rs;
}

/*
 * Reads lines of the block until it ends; rows counts the cell rows.
 * After the ninth row, the first line that is neither a separator line nor
 * a comment ends the puzzle and is left for the next read: the next
 * puzzle's first row, or a stray line (a rating, an over-long line),
 * reported there, after this puzzle.
 */
static enum read_status
grid_read_block(struct input *in, struct puzzle *p, struct diag *d,
    int *rows)
{
	struct line		l;
	enum read_status	rs;
	int			cells, layout = 0;

	for (;;) {
		rs = notation_next_line(in, &l, d);
		if (rs == READ_END)
			return READ_PUZZLE;
		if (rs == READ_PUZZLE && grid_is_blank_line(&l))
			return READ_PUZZLE;
		if (rs == READ_PUZZLE && l.text[0] == '#')
			continue;
		if (rs == READ_PUZZLE && grid_is_label(&l)) {
			/* the next board's: this one ends, whole or short */
			if (*rows > 0 || p->text_len > 0) {
				input_unread(in);
				return READ_PUZZLE;
			}
			if (puzzle_append_text(p, l.text, l.len) < 0 ||
			    puzzle_append_text(p, "\n", 1) < 0) {
				diag_set(d, in->name, l.no, 0, "out of memory");
				return READ_FAILED;
			}
			continue;
		}
		cells = rs == READ_PUZZLE ? grid_count_cells(in, &l, d) : -1;
		if (*rows == GRID_SIDE && rs != READ_FAILED && cells != 0) {
			input_unread(in);
			return READ_PUZZLE;
		}
		if (rs != READ_PUZZLE)
			return grid_fail(in, d, rs, *rows);
		if (cells < 0)
			return grid_fail(in, d, READ_BAD, *rows);
		if (cells > 0 && cells != GRID_SIDE) {
			diag_set(d, in->name, l.no, 0,
			    "expected 9 cells, found %d", cells);
			return grid_fail(in, d, READ_BAD, *rows);
		}
		/*
		 * after the ninth row the puzzle is whole: separator lines
		 * past the limit there are read past, not kept
		 */
		if (cells == 0 && *rows == GRID_SIDE &&
		    layout >= GRID_LAYOUT_LINES_MAX)
			continue;
		if (cells == 0 && ++layout > GRID_LAYOUT_LINES_MAX) {
			diag_set(d, in->name, l.no, 0, "more than %d lines "
			    "of separators in one grid", GRID_LAYOUT_LINES_MAX);
			return grid_fail(in, d, READ_BAD, *rows);
		}
		if (cells == 0 ? puzzle_append_text(p, l.text, l.len) < 0 ||
		    puzzle_append_text(p, "\n", 1) < 0 :
		    grid_take_row(p, &l, (*rows)++) < 0) {
			diag_set(d, in->name, l.no, 0, "out of memory");
			return READ_FAILED;
		}
	}
}

/* Skips blank and comment lines; READ_END when no block is left. */
static enum read_status
grid_find_block(struct input *in, struct diag *d)
{
	struct line		l;
	enum read_status	rs;

	do {
		if ((rs = notation_next_line(in, &l, d)) != READ_PUZZLE)
			return rs;
	} while (grid_is_blank_line(&l) || l.text[0] == '#');
	input_unread(in);
	return READ_PUZZLE;
}

static enum read_status
grid_read(struct input *in, struct puzzle *p, struct diag *d)
{
	enum read_status	rs;
	int			rows = 0;

	if ((rs = grid_find_block(in, d)) != READ_PUZZLE)
		return rs;
	puzzle_set_classic(p, RULES_CLASSIC);
	p->notation = &notation_grid;
	p->variant = 0;
	p->file = in->name;
	p->text_len = 0;
	p->line = in->line_no;
	if ((rs = grid_read_block(in, p, d, &rows)) != READ_PUZZLE)
		return rs;
	if (rows != GRID_SIDE) {
		diag_set(d, in->name, p->line, 0, "expected 9 rows, found %d",
		    rows);
		return READ_BAD;
	}
	return READ_PUZZLE;
}

/* The canonical layout, for puzzles that came in another notation. */
static void
grid_write_canonical(struct output *out, const uint8_t *cells)
{
	int	row, col, v;

	for (row = 0; row < GRID_SIDE; row++) {
		if (row == 3 || row == 6)
			output_puts(out, "------+-------+------\n");
		for (col = 0; col < GRID_SIDE; col++) {
			if (col == 3 || col == 6)
				output_puts(out, " |");
			if (col > 0)
				output_putc(out, ' ');
			v = cells[row * GRID_SIDE + col];
			output_putc(out, v == 0 ? '.' : (char)('0' + v));
		}
		output_putc(out, '\n');
	}
}

/*
 * What stands for cell i: its digit; for a blank the source's own blank
 * character, or '.' where the source had a digit (never that digit).
 */
static char
grid_cell_char(const struct puzzle *source, const uint8_t *cells, int i)
{
	char	was = source->text[source->cell_offset[i]];

	if (cells[i] != 0)
		return (char)('0' + cells[i]);
	return notation_grid_cell(was) == 0 ? was : '.';
}

/*
 * Every puzzle's lines end in LF, and puzzles are separated by one blank
 * line: written before every puzzle but an output's first, so there is
 * none at the end.  Reading that output back gives the same puzzles.
 */
static void
grid_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	size_t	done = 0, at;
	int	i;

	if (out->records > 0)
		output_putc(out, '\n');
	if (source == NULL || source->notation != &notation_grid) {
		grid_write_canonical(out, cells);
		return;
	}
	for (i = 0; i < GRID_CELLS; i++) {
		at = source->cell_offset[i];
		output_write(out, source->text + done, at - done);
		output_putc(out, grid_cell_char(source, cells, i));
		done = at + 1;
	}
	output_write(out, source->text + done, source->text_len - done);
}

const struct notation notation_grid = {
	"grid",
	"9 rows of 9 cells; | + - spaces and box drawing ignored",
	grid_read,
	grid_write,
	NULL,
	NULL,
	NULL
};
