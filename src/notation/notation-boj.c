/*
 * boj: the boards of Baekjoon 2580 (nine lines of nine numbers separated by
 * spaces, 0 for a blank) and 2239 (nine lines of nine digits).  The first
 * row of a board says which flavour it is, and the answer is written in the
 * same flavour, exactly as the judge compares it: single spaces, no
 * trailing space, nothing between boards.  Several boards may follow one
 * another, with or without blank lines between them.  A "Puzzle k" line
 * before a board (the answer format of Baekjoon 4574) is skipped, and so
 * are # comment lines between boards, as every notation skips them.
 *
 * Reading is as lenient as the judges (extra blanks, CRLF, leading zeros)
 * but every message names the line, and the column where there is one.
 */
#include <string.h>

#include "notation/notation.h"

static bool
boj_is_space(char c)
{
	return c == ' ' || c == '\t';
}

/* A row with a space between numbers is spaced; nine digits compact. */
static enum boj_variant
boj_variant_of(const struct line *l)
{
	size_t	i = 0;

	while (i < l->len && boj_is_space(l->text[i]))
		i++;
	while (i < l->len && !boj_is_space(l->text[i]))
		i++;
	while (i < l->len && boj_is_space(l->text[i]))
		i++;
	return i < l->len ? BOJ_SPACED : BOJ_COMPACT;
}

static int
boj_bad_char(const struct input *in, const struct line *l, size_t at,
    struct diag *d)
{
	char	shown[8];

	if (notation_is_signed(l->text + at, l->len - at)) {
		notation_signed(d, in->name, l->no, l->text, l->len, at);
		return -1;
	}
	notation_show_char(l->text[at], shown);
	diag_set(d, in->name, l->no, at + 1, "'%s' is not a digit", shown);
	return -1;
}

/* The row without the blanks around it: [*start, *end). */
static void
boj_trim(const struct line *l, size_t *start, size_t *end)
{
	*start = 0;
	*end = l->len;
	while (*start < *end && boj_is_space(l->text[*start]))
		(*start)++;
	while (*end > *start && boj_is_space(l->text[*end - 1]))
		(*end)--;
}

/*
 * One number of a 2580 row, text[start..end) all digits.  Leading zeros
 * are read as a judge's scanf("%d") reads them; past 0-9 is an error.
 */
static int
boj_number(const struct input *in, const struct line *l, size_t start,
    size_t end, struct diag *d)
{
	size_t	i = start;

	while (i + 1 < end && l->text[i] == '0')
		i++;
	if (end - i > 1) {
		diag_set(d, in->name, l->no, start + 1,
		    "%.*s%s is out of range 0-9",
		    (int)(end - start > 12 ? 12 : end - start),
		    l->text + start, end - start > 12 ? "..." : "");
		return -1;
	}
	return l->text[i] - '0';
}

/* One row of 2580: nine numbers 0..9 between blanks. */
static int
boj_parse_spaced(const struct input *in, const struct line *l,
    uint8_t *cells, struct diag *d)
{
	size_t	i, start, end;
	int	found = 0, v;

	boj_trim(l, &start, &end);
	if (end - start == GRID_SIDE && boj_variant_of(l) == BOJ_COMPACT) {
		diag_set(d, in->name, l->no, start + 1, "expected 9 numbers "
		    "separated by spaces, as in the board's first row");
		return -1;
	}
	for (i = start; i < end; ) {
		start = i;
		for (; i < end && !boj_is_space(l->text[i]); i++)
			if (l->text[i] < '0' || l->text[i] > '9')
				return boj_bad_char(in, l, i, d);
		if ((v = boj_number(in, l, start, i, d)) < 0)
			return -1;
		if (found < GRID_SIDE)
			cells[found] = (uint8_t)v;
		found++;
		while (i < end && boj_is_space(l->text[i]))
			i++;
	}
	if (found != GRID_SIDE) {
		diag_set(d, in->name, l->no, 0,
		    "expected 9 numbers, found %d", found);
		return -1;
	}
	return 0;
}

/* One row of 2239: nine digits, blanks around them allowed. */
static int
boj_parse_compact(const struct input *in, const struct line *l,
    uint8_t *cells, struct diag *d)
{
	size_t	start, end, i;

	boj_trim(l, &start, &end);
	for (i = start; i < end; i++) {
		if (boj_is_space(l->text[i])) {
			diag_set(d, in->name, l->no, i + 1, "expected 9 "
			    "digits without spaces, as in the board's first "
			    "row");
			return -1;
		}
		if (l->text[i] < '0' || l->text[i] > '9')
			return boj_bad_char(in, l, i, d);
	}
	if (end - start != GRID_SIDE) {
		diag_set(d, in->name, l->no, 0,
		    "expected 9 digits, found %zu", end - start);
		return -1;
	}
	for (i = 0; i < GRID_SIDE; i++)
		cells[i] = (uint8_t)(l->text[start + i] - '0');
	return 0;
}

static bool
boj_is_number_char(char c)
{
	return (c >= '0' && c <= '9') || c == '-' || c == '+';
}

/* Nine numbers or nine digits, give or take one, whatever they are. */
static bool
boj_has_row_shape(const struct line *l)
{
	size_t	i, start, end;
	int	tokens = 0;

	boj_trim(l, &start, &end);
	for (i = start; i < end; tokens++) {
		while (i < end && !boj_is_space(l->text[i]))
			i++;
		while (i < end && boj_is_space(l->text[i]))
			i++;
	}
	if (tokens == 1)
		tokens = (int)(end - start);
	return tokens >= GRID_SIDE - 1 && tokens <= GRID_SIDE + 1;
}

/*
 * Whether a bad line is a row of the board, however wrong its numbers, so
 * that the rest of the board is its eight other rows: what it takes
 * depends on what came before it.  After good rows, digits, signs and
 * blanks are enough, and so is a row's shape whatever its characters
 * (a letter among nine numbers): boards written back to back, as the
 * judge's answers are, have no blank line to skip to, and skipping to one
 * would cost every board after it.  As the board's first line it must
 * have both: without a good row before it, "0" or "1 2" may as well be a
 * stray line ahead of the board, and so may a line of words.
 */
static bool
boj_is_row(const struct line *l, int row)
{
	size_t	i;
	bool	numbers = true;

	for (i = 0; i < l->len; i++)
		if (!boj_is_number_char(l->text[i]) &&
		    !boj_is_space(l->text[i]))
			numbers = false;
	if (row > 0)
		return numbers || boj_has_row_shape(l);
	return numbers && boj_has_row_shape(l);
}

/*
 * Skips the rest of a bad board so the next one starts in step: up to the
 * ninth row, or a blank line, whichever comes first.  rows_read counts
 * the bad line as a row.
 */
static void
boj_skip_board(struct input *in, int rows_read)
{
	struct line		l;
	struct diag		ignored;
	enum read_status	rs;

	for (; rows_read < GRID_SIDE; rows_read++) {
		rs = notation_next_line(in, &l, &ignored);
		if (rs == READ_END || rs == READ_FAILED)
			return;
		if (rs == READ_PUZZLE && notation_is_blank(&l))
			return;
	}
}

/*
 * After a bad line that is no row (text, an over-long line, or as a
 * board's first line anything not shaped like a row), which may be a
 * stray line as well as a broken row: which, nothing tells when boards
 * follow one another without blank lines, and counting it as a row when
 * it is not would join the rows of two boards into one that is in
 * neither.  So the rest is skipped up to a blank line, and the message
 * names the lines when they held more rows than the board had left.
 */
static void
boj_skip_to_blank(struct input *in, struct diag *d, int rows)
{
	struct line		l;
	struct diag		ignored;
	enum read_status	rs;
	unsigned long		first = 0, last = 0;
	int			skipped = 0;

	while ((rs = notation_next_line(in, &l, &ignored)) != READ_END &&
	    rs != READ_FAILED) {
		if (rs == READ_PUZZLE && notation_is_blank(&l))
			break;
		if (first == 0)
			first = in->line_no;
		last = in->line_no;
		if (rs == READ_BAD || l.text[0] != '#')
			skipped++;
	}
	if (skipped > GRID_SIDE - rows - 1)
		notation_skipped(d, first, last, rs == READ_PUZZLE ?
		    "the next blank line" : "the end of the file");
}

static enum read_status
boj_read_rows(struct input *in, struct puzzle *p, struct diag *d)
{
	struct line		l;
	enum read_status	rs;
	int			row, ok;

	for (row = 0; row < GRID_SIDE; row++) {
		rs = notation_next_line(in, &l, d);
		if (rs == READ_END || (rs == READ_PUZZLE &&
		    notation_is_blank(&l))) {
			diag_set(d, in->name, p->line, 0,
			    "expected 9 rows, found %d", row);
			return READ_BAD;
		}
		if (rs != READ_PUZZLE) {
			if (rs == READ_BAD)		/* an over-long line */
				boj_skip_to_blank(in, d, row);
			return rs;
		}
		ok = p->variant == BOJ_SPACED ?
		    boj_parse_spaced(in, &l, &p->givens.cell[row * 9], d) :
		    boj_parse_compact(in, &l, &p->givens.cell[row * 9], d);
		if (ok < 0 && boj_is_row(&l, row))
			boj_skip_board(in, row + 1);
		else if (ok < 0)
			boj_skip_to_blank(in, d, row);
		if (ok < 0)
			return READ_BAD;
	}
	return READ_PUZZLE;
}

/*
 * "Puzzle k" before a board is what Baekjoon 4574 prints: reading it as the
 * board's label lets a Sudominoku answer be read as boards, to be judged
 * with --solution, each by the case it names.
 */
static bool
boj_is_header(const struct line *l)
{
	return l->len >= 6 && memcmp(l->text, "Puzzle", 6) == 0;
}

/*
 * The label, written as the judge writes it: "Puzzle", one space, the case
 * number without leading zeros; trailing blanks are let pass, as judges
 * let them pass at the end of a line.
 */
static int
boj_parse_header(const struct input *in, const struct line *l,
    struct puzzle *p, struct diag *d)
{
	size_t		i, end = l->len, bad = 0;
	unsigned long	k = 0;

	while (end > 7 && boj_is_space(l->text[end - 1]))
		end--;
	if (l->len < 7 || l->text[6] != ' ')
		bad = 7;
	else if (end < 8 || l->text[7] < '1' || l->text[7] > '9' ||
	    end - 7 > 9)
		bad = 8;
	for (i = 7; bad == 0 && i < end; i++) {
		if (l->text[i] < '0' || l->text[i] > '9')
			bad = i + 1;
		k = k * 10 + (unsigned long)(l->text[i] - '0');
	}
	if (bad != 0) {
		diag_set(d, in->name, l->no, bad, "expected 'Puzzle K', K the "
		    "number of the case (1, 2, ...) as the judge writes it");
		return -1;
	}
	p->label = k;
	p->label_line = l->no;
	return 0;
}

static enum read_status
boj_read(struct input *in, struct puzzle *p, struct diag *d)
{
	struct line		l;
	enum read_status	rs;

	p->label = 0;
	do {
		if ((rs = notation_next_line(in, &l, d)) != READ_PUZZLE)
			return rs;
		if (boj_is_header(&l) && boj_parse_header(in, &l, p, d) < 0) {
			/* its board goes with it, not as a board without one */
			boj_skip_board(in, 0);
			return READ_BAD;
		}
	} while (notation_is_blank(&l) || l.text[0] == '#' ||
	    boj_is_header(&l));
	input_unread(in);
	puzzle_set_classic(p, RULES_CLASSIC);
	p->notation = &notation_boj;
	p->variant = boj_variant_of(&l);
	p->file = in->name;
	p->line = l.no;
	return boj_read_rows(in, p, d);
}

static void
boj_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	bool	spaced;
	char	row[2 * GRID_SIDE];
	int	r, c;
	size_t	len;

	spaced = source == NULL || source->notation != &notation_boj ||
	    source->variant == BOJ_SPACED;
	for (r = 0; r < GRID_SIDE; r++) {
		len = 0;
		for (c = 0; c < GRID_SIDE; c++) {
			if (spaced && c > 0)
				row[len++] = ' ';
			row[len++] = (char)('0' + cells[r * GRID_SIDE + c]);
		}
		row[len++] = '\n';
		output_write(out, row, len);
	}
}

/* 9x9 boards of any boxes (--box=1x9 makes a Latin square): rows of digits. */
static bool
boj_writes(const struct shape *s)
{
	return s->side == GRID_SIDE;
}

/* -v: which of the two judges' layouts. */
static const char *
boj_flavour(const struct puzzle *p)
{
	return p->variant == BOJ_COMPACT ? "2239 digits" :
	    "2580 spaced numbers";
}

const struct notation notation_boj = {
	"boj",
	"Baekjoon 2580 (spaced numbers) or 2239 (9 digits a row), 0 = blank",
	boj_read,
	boj_write,
	boj_writes,
	NULL,
	NULL,
	NULL,
	NULL,
	boj_flavour,
	NULL,
	NULL
};
