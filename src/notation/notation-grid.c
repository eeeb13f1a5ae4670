/*
 * grid: N rows of N cells, the way people lay a puzzle out by hand and the
 * way .sdk and SimpleSudoku .ss files do; 9x9 most of all, any side with
 * a box shape up to 35x35.  Separators (| + - = : spaces, tabs, and
 * Unicode box drawing, so our own pretty output reads back) are ignored;
 * digits, and on boards bigger than 9x9 the letters A-Z for 10 to 35,
 * are givens; 0 . _ are blanks.  The first row's cells give N (letters
 * counted only where they make a board bigger than 9x9, so a stray letter
 * in a 9x9 row stays the error it was).  A - or + glued to a digit is no
 * separator but a signed number, an error: read as a separator and a
 * cell it would make a malformed Baekjoon board ("8 -7 4") a different
 * puzzle.
 *
 * A puzzle is a block of lines: it ends at a blank line, or when, after its
 * N-th row, a line with cells comes (the next puzzle).  A first line of 81
 * cells is a whole 9x9 board on one line ("0 0 3 0 7 ..."), as some sites
 * write one, row after row.  Separator-only
 * lines belong to the block they stand in, so a border under the last row
 * belongs to its puzzle even when no blank line follows.  The block's text
 * is kept with the position of every cell, so the answer is written in the
 * layout the puzzle came in, byte for byte, with the blanks filled in.
 */
#include <string.h>

#include "notation/notation.h"

/*
 * Borders and rules between rows: more than this in one block is no
 * puzzle, and holding it all would let one input grow memory without end.
 * 32 on a 9x9 board, and room for a border around every row (pretty
 * output's) on the larger ones.
 */
#define GRID_LAYOUT_LINES_MAX	32

static int
grid_layout_lines_max(int side)
{
	return side > GRID_SIDE ? 2 * side + 14 : GRID_LAYOUT_LINES_MAX;
}

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

/* A cell's value on a 9x9 board, 0 for a blank; -1 when c is no cell. */
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

/*
 * A cell's value on a board of the side: as on 9x9, and on larger boards
 * a letter's (A or a for 10); -1 when c is no cell there.  The value may
 * be past the side: the caller says so.
 */
int
notation_grid_symbol(char c, int side)
{
	int	v = notation_grid_cell(c);

	if (v < 0 && side > GRID_SIDE && (v = board_symbol_value(c)) < 10)
		v = -1;
	return v;
}

/*
 * The side a board's first row gives: its number of cells.  Letters count
 * as cells where they make a board bigger than 9x9 of which each is a
 * symbol; otherwise digits and blanks alone count, and a letter is left
 * for counting the row to report.  Signs and stray bytes are not looked
 * at here either.  Shared with detection.
 */
int
notation_grid_side(const char *s, size_t len)
{
	size_t	i = 0, sep;
	int	all = 0, digits = 0, top = 0, v;

	while (i < len) {
		if (notation_grid_cell(s[i]) >= 0) {
			all++;
			digits++;
			i++;
		} else if ((v = board_symbol_value(s[i])) >= 10) {
			all++;
			top = v > top ? v : top;
			i++;
		} else if ((sep = notation_grid_separator(s + i, len - i)) > 0)
			i += sep;
		else
			i++;
	}
	if (top > 0 && all > GRID_SIDE && top <= all &&
	    all <= BOARD_CHAR_SIDE)
		return all;
	return digits;
}

/* The box shape of a board whose rows have side cells, if there is one. */
bool
notation_grid_shape(int side, struct shape *s)
{
	return side >= 4 && side <= BOARD_CHAR_SIDE &&
	    board_shape_for_side(s, side);
}

/* What the cells of a board of the side are, for messages. */
static void
grid_bad_cell(struct diag *d, const struct input *in, const struct line *l,
    size_t at, int side)
{
	char	shown[8];

	notation_show_char(l->text[at], shown);
	if (side == GRID_SIDE)
		diag_set(d, in->name, l->no, at + 1,
		    "'%s' is not a digit, blank or separator", shown);
	else if (side < GRID_SIDE)
		diag_set(d, in->name, l->no, at + 1, "'%s' is not a symbol "
		    "of a %dx%d board (1-%d), blank or separator", shown,
		    side, side, side);
	else
		diag_set(d, in->name, l->no, at + 1, "'%s' is not a symbol "
		    "of a %dx%d board (1-9, A-%c), blank or separator", shown,
		    side, side, board_symbol_char(side));
}

/*
 * Counts the cells of one line of a board of the side, checking that
 * everything else is a separator; -1 with d set otherwise.
 */
static int
grid_count_cells(const struct input *in, const struct line *l, int side,
    struct diag *d)
{
	size_t	i = 0, sep;
	int	cells = 0, v;

	while (i < l->len) {
		if ((v = notation_grid_symbol(l->text[i], side)) >= 0) {
			if (v > side) {
				grid_bad_cell(d, in, l, i, side);
				return -1;
			}
			cells++;
			i++;
		} else if (notation_is_signed(l->text + i, l->len - i)) {
			notation_signed(d, in->name, l->no, l->text, l->len, i);
			return -1;
		} else if ((sep = notation_grid_separator(l->text + i,
		    l->len - i)) > 0)
			i += sep;
		else {
			grid_bad_cell(d, in, l, i, side);
			return -1;
		}
	}
	return cells;
}

/* A block being read: its board, once the first row has given its side. */
struct grid_block {
	int		 side;		/* 0 before the first row */
	int		 rows;
	int		 layout;	/* separator lines */
	uint8_t		*cell;
	uint32_t	*offset;
};

/*
 * The cells of a row of the side (or of a whole board on one line: count
 * cells), counted already, into cell[]; their places in the line, from
 * base, into offset[] (NULL: not wanted).
 */
static void
grid_row_cells(const struct line *l, int side, int count, uint8_t *cell,
    uint32_t *offset, size_t base)
{
	size_t	i;
	int	col = 0, v;

	for (i = 0; i < l->len && col < count; i++) {
		if ((v = notation_grid_symbol(l->text[i], side)) < 0) {
			i += notation_grid_separator(l->text + i, l->len - i) - 1;
			continue;
		}
		if (offset != NULL)
			offset[col] = (uint32_t)(base + i);
		cell[col++] = (uint8_t)v;
	}
}

/*
 * Appends a row's line to the layout and records its cells: a row's, or
 * the rows' of a whole board on one line.
 */
static int
grid_take_row(struct puzzle *p, const struct line *l, struct grid_block *b,
    int cells)
{
	size_t	base = p->text_len;
	int	at = b->rows * b->side;

	if (puzzle_append_text(p, l->text, l->len) < 0 ||
	    puzzle_append_text(p, "\n", 1) < 0)
		return -1;
	grid_row_cells(l, b->side, cells, b->cell + at, b->offset + at, base);
	b->rows += cells / b->side;
	return 0;
}

/*
 * Skips what is left of a bad block, through its blank line, or up to the
 * label that starts the next board (Project Euler's "Grid 02").  Never less:
 * without blank lines a bad line may be a stray line or a broken first
 * row, which cannot be told apart, and guessing wrong would join rows of
 * two puzzles into one that is in neither.  When what is skipped holds
 * more rows than the bad puzzle had left, other puzzles went with it, and
 * the message says which lines.
 */
static void
grid_skip_block(struct input *in, struct diag *d, const struct grid_block *b)
{
	struct line		l;
	struct diag		ignored;
	enum read_status	rs;
	unsigned long		first = 0, last = 0;
	int			skipped = 0;
	int			side = b->side != 0 ? b->side : GRID_SIDE;
	const char		*to = "the end of the file";

	while ((rs = notation_next_line(in, &l, &ignored)) != READ_END &&
	    rs != READ_FAILED) {
		if (rs == READ_PUZZLE && notation_is_blank(&l)) {
			to = "the next blank line";
			break;
		}
		/* "Grid 02" starts the next board: it is read from there */
		if (rs == READ_PUZZLE && grid_is_label(&l)) {
			to = "the next 'Grid' line";
			input_unread(in);
			break;
		}
		if (first == 0)
			first = in->line_no;
		last = in->line_no;
		if (rs == READ_BAD || (l.text[0] != '#' &&
		    grid_count_cells(in, &l, side, &ignored) != 0))
			skipped++;
	}
	/* the bad line was one of its rows, at best */
	if (skipped > side - b->rows - 1)
		notation_skipped(d, first, last, to);
}

static enum read_status
grid_fail(struct input *in, struct diag *d, enum read_status rs,
    const struct grid_block *b)
{
	if (rs == READ_BAD)
		grid_skip_block(in, d, b);
	return rs;
}

/*
 * The first row: its cells give the board's side, and the puzzle its
 * cells and their places.  -1 with d set when the row makes no board.
 */
static enum read_status
grid_start_board(const struct input *in, const struct line *l,
    struct puzzle *p, struct grid_block *b, int side, struct diag *d)
{
	struct shape	shape;

	if (side != GRID_SIDE && !notation_grid_shape(side, &shape)) {
		diag_set(d, in->name, l->no, 0, "expected 9 cells, found %d",
		    side);
		return READ_BAD;
	}
	if (side == GRID_SIDE)
		shape = shape_classic;
	b->side = side;
	if ((b->cell = puzzle_set_shape(p, &shape)) == NULL ||
	    (b->offset = puzzle_offsets(p)) == NULL) {
		diag_no_memory(d, in->name, l->no);
		return READ_FAILED;
	}
	return READ_PUZZLE;
}

/* A row whose cells are not as many as the first row's. */
static void
grid_wrong_row(struct diag *d, const struct input *in, const struct line *l,
    int side, int cells)
{
	if (side == GRID_SIDE)
		diag_set(d, in->name, l->no, 0, "expected 9 cells, found %d",
		    cells);
	else
		diag_set(d, in->name, l->no, 0, "expected %d cells as in the "
		    "first row, found %d", side, cells);
}

/*
 * Counts a line's cells; the first row's count sets the board's side, 81
 * cells a 9x9 board on one line.  Until a row has, a bad byte is
 * reported as on 9x9 unless letters made the row one of a larger board:
 * "Rating: 3" is no 1x1 board, nor a 9x9 row with a typo one of 8x8.
 */
static int
grid_line_cells(const struct input *in, const struct line *l, int known,
    int *side, struct diag *d)
{
	struct shape	shape;
	int		cells;

	if ((*side = known) != 0)
		return grid_count_cells(in, l, *side, d);
	*side = notation_grid_side(l->text, l->len);
	if (*side == GRID_CELLS) {
		*side = GRID_SIDE;
		return grid_count_cells(in, l, GRID_SIDE, d);
	}
	/* no board has rows that long: a row of the wrong length, not a
	   byte that is no symbol of an 81x81 board */
	if (*side > BOARD_CHAR_SIDE) {
		grid_wrong_row(d, in, l, GRID_SIDE, *side);
		return -1;
	}
	if (*side > GRID_SIDE)
		return grid_count_cells(in, l, *side, d);
	cells = grid_count_cells(in, l, GRID_SIDE, d);
	if (cells > 0 && *side < GRID_SIDE &&
	    notation_grid_shape(*side, &shape))
		cells = grid_count_cells(in, l, *side, d);
	return cells;
}

/*
 * A row of a board that another notation lays out as grid does (variant):
 * its cells counted as grid counts them, known the side of the rows
 * before (0: this is the first, and *side is set from it), -1 with d set
 * where the line is no row; with the side's count, their values go into
 * cell[].
 */
int
notation_grid_row(const struct input *in, const struct line *l, int known,
    int *side, uint8_t *cell, struct diag *d)
{
	int	cells = grid_line_cells(in, l, known, side, d);

	if (cells > 0 && cells == *side)
		grid_row_cells(l, *side, *side, cell, NULL, 0);
	return cells;
}

/*
 * Reads lines of the block until it ends.  After the last row, the first
 * line that is neither a separator line nor a comment ends the puzzle and
 * is left for the next read: the next puzzle's first row, or a stray line
 * (a rating, an over-long line), reported there, after this puzzle.
 */
static enum read_status
grid_read_block(struct input *in, struct puzzle *p, struct diag *d,
    struct grid_block *b)
{
	struct line		l;
	enum read_status	rs;
	int			cells, side = 0;	/* set when cells > 0 */

	for (;;) {
		rs = notation_next_line(in, &l, d);
		if (rs == READ_END)
			return READ_PUZZLE;
		if (rs == READ_PUZZLE && notation_is_blank(&l))
			return READ_PUZZLE;
		if (rs == READ_PUZZLE && l.text[0] == '#')
			continue;
		if (rs == READ_PUZZLE && grid_is_label(&l)) {
			/* the next board's: this one ends, whole or short */
			if (b->rows > 0 || p->text_len > 0) {
				input_unread(in);
				return READ_PUZZLE;
			}
			if (puzzle_append_text(p, l.text, l.len) < 0 ||
			    puzzle_append_text(p, "\n", 1) < 0) {
				diag_no_memory(d, in->name, l.no);
				return READ_FAILED;
			}
			continue;
		}
		cells = rs == READ_PUZZLE ?
		    grid_line_cells(in, &l, b->side, &side, d) : -1;
		if (b->side != 0 && b->rows == b->side && rs != READ_FAILED &&
		    cells != 0) {
			input_unread(in);
			return READ_PUZZLE;
		}
		if (rs != READ_PUZZLE)
			return grid_fail(in, d, rs, b);
		if (cells < 0)
			return grid_fail(in, d, READ_BAD, b);
		if (cells > 0 && b->side == 0 &&
		    (rs = grid_start_board(in, &l, p, b, side, d)) !=
		    READ_PUZZLE)
			return grid_fail(in, d, rs, b);
		if (cells > 0 && cells != b->side &&
		    !(cells == GRID_CELLS && b->rows == 0)) {
			grid_wrong_row(d, in, &l, b->side, cells);
			return grid_fail(in, d, READ_BAD, b);
		}
		/*
		 * after the last row the puzzle is whole: separator lines
		 * past the limit there are read past, not kept
		 */
		if (cells == 0 && b->side != 0 && b->rows == b->side &&
		    b->layout >= grid_layout_lines_max(b->side))
			continue;
		if (cells == 0 &&
		    ++b->layout > grid_layout_lines_max(b->side)) {
			diag_set(d, in->name, l.no, 0, "more than %d lines "
			    "of separators in one grid",
			    grid_layout_lines_max(b->side));
			return grid_fail(in, d, READ_BAD, b);
		}
		if (cells == 0 ? puzzle_append_text(p, l.text, l.len) < 0 ||
		    puzzle_append_text(p, "\n", 1) < 0 :
		    grid_take_row(p, &l, b, cells) < 0) {
			diag_no_memory(d, in->name, l.no);
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
	} while (notation_is_blank(&l) || l.text[0] == '#');
	input_unread(in);
	return READ_PUZZLE;
}

static enum read_status
grid_read(struct input *in, struct puzzle *p, struct diag *d)
{
	struct grid_block	b = { 0, 0, 0, NULL, NULL };
	enum read_status	rs;
	int			side;

	if ((rs = grid_find_block(in, d)) != READ_PUZZLE)
		return rs;
	puzzle_set_classic(p, RULES_CLASSIC);
	p->notation = &notation_grid;
	p->variant = 0;
	p->file = in->name;
	p->text_len = 0;
	p->line = in->line_no;
	if ((rs = grid_read_block(in, p, d, &b)) != READ_PUZZLE)
		return rs;
	side = b.side != 0 ? b.side : GRID_SIDE;
	if (b.rows != side) {
		diag_set(d, in->name, p->line, 0, "expected %d rows, found %d",
		    side, b.rows);
		return READ_BAD;
	}
	return READ_PUZZLE;
}

/*
 * The canonical layout, for puzzles that came in another notation: a
 * space between cells, " |" between boxes, a rule of - and + between
 * bands ("------+-------+------" on 9x9).
 */
static void
grid_write_canonical(struct output *out, const struct shape *s,
    const uint8_t *cells)
{
	int	row, col, box, width, i, v, boxes = s->side / s->box_cols;

	for (row = 0; row < s->side; row++) {
		for (box = 0; row > 0 && row % s->box_rows == 0 &&
		    box < boxes; box++) {
			width = 2 * s->box_cols - 1 + (box > 0) +
			    (box < boxes - 1);
			if (box > 0)
				output_putc(out, '+');
			for (i = 0; i < width; i++)
				output_putc(out, '-');
			if (box == boxes - 1)
				output_putc(out, '\n');
		}
		for (col = 0; col < s->side; col++) {
			if (col > 0 && col % s->box_cols == 0)
				output_puts(out, " |");
			if (col > 0)
				output_putc(out, ' ');
			v = cells[row * s->side + col];
			output_putc(out, v == 0 ? '.' : board_symbol_char(v));
		}
		output_putc(out, '\n');
	}
}

/*
 * What stands for cell i: its symbol; for a blank the source's own blank
 * character, or '.' where the source had a symbol (never that symbol).
 */
static char
grid_cell_char(const struct puzzle *source, const uint8_t *cells, int i)
{
	char	was = source->text[source->cell_offset[i]];

	if (cells[i] != 0)
		return board_symbol_char(cells[i]);
	return notation_grid_cell(was) == 0 ? was : '.';
}

/* A board that came on one line: its text is that line. */
static bool
grid_is_one_line(const struct puzzle *source)
{
	return source != NULL && source->notation == &notation_grid &&
	    source->text_len > 0 && memchr(source->text, '\n',
	    source->text_len - 1) == NULL;
}

/*
 * Every puzzle's lines end in LF, and puzzles are separated by one blank
 * line: written before every puzzle but an output's first, so there is
 * none at the end.  A board on one line needs none, as a line puzzle
 * does not: the next line with cells starts the next board.  Reading
 * that output back gives the same puzzles.
 */
static void
grid_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	const struct shape	*s = source != NULL ? &source->shape :
				    &shape_classic;
	size_t			 done = 0, at;
	int			 i;

	if (s->side > BOARD_CHAR_SIDE)
		return;		/* grid_writes said no: never asked */
	if (out->records > 0 && !grid_is_one_line(source))
		output_putc(out, '\n');
	if (source == NULL || source->notation != &notation_grid) {
		grid_write_canonical(out, s, cells);
		return;
	}
	for (i = 0; i < s->cells; i++) {
		at = source->cell_offset[i];
		output_write(out, source->text + done, at - done);
		output_putc(out, grid_cell_char(source, cells, i));
		done = at + 1;
	}
	output_write(out, source->text + done, source->text_len - done);
}

static bool
grid_writes(const struct shape *s)
{
	return s->side <= BOARD_CHAR_SIDE;
}

const struct notation notation_grid = {
	"grid",
	"N rows of N cells (1-9, then A-Z past 9x9); | + - spaces and box "
	"drawing ignored",
	grid_read,
	grid_write,
	grid_writes,
	NULL,
	NULL,
	notation_board_symbol,
	NULL,
	NULL,
	NULL,
	NULL
};
