/*
 * The notation table, the puzzle record every reader fills, what all
 * readers share (signed numbers are refused by every one), and automatic
 * detection of a file's notation from its first meaningful line (the first
 * that is neither blank nor a # comment).
 *
 * Detection must never guess silently wrong.  It is an ordered table of
 * rules, each a test of that line's shape naming the notation that fits;
 * when no rule fits, the message says what the line holds and what each
 * notation would need.  To teach it a new notation, add a rule (its place
 * in the table matters only where shapes overlap) and the new shape to the
 * failure message.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"

const struct notation *const notation_table[] = {
	&notation_line,
	&notation_grid,
	&notation_hex,
	&notation_letters,
	&notation_boj,
	&notation_numbers,
	&notation_sudominoku,
	&notation_candidates,
	&notation_variant,
	&notation_killer,
	&notation_fpuzzles,
	NULL
};

const struct notation *
notation_find(const char *name)
{
	const struct notation *const	*n;

	for (n = notation_table; *n != NULL; n++)
		if (strcmp((*n)->name, name) == 0)
			return *n;
	return NULL;
}

void
puzzle_init(struct puzzle *p)
{
	memset(p, 0, sizeof *p);
	p->shape = shape_classic;
}

void
puzzle_free(struct puzzle *p)
{
	free(p->text);
	free(p->board);
	free(p->cell_offset);
	if (p->ruleset != NULL)
		ruleset_free(p->ruleset);
	free(p->ruleset);
	puzzle_init(p);
}

/*
 * A puzzle with variant rules: its rule set, emptied, for the reader to
 * fill (allocated the first time); NULL when memory ran out.  The shape
 * and cells are set as for any board, before or after.
 */
struct ruleset *
puzzle_set_variant(struct puzzle *p)
{
	if (p->ruleset == NULL) {
		if ((p->ruleset = malloc(sizeof *p->ruleset)) == NULL)
			return NULL;
		ruleset_init(p->ruleset);
	}
	ruleset_clear(p->ruleset);
	p->rules = RULES_VARIANT;
	return p->ruleset;
}

/* A line of blanks (spaces and tabs) only, or none: between puzzles. */
bool
notation_is_blank(const struct line *l)
{
	size_t	i;

	for (i = 0; i < l->len; i++)
		if (l->text[i] != ' ' && l->text[i] != '\t')
			return false;
	return true;
}

/* Blank, or a '#' comment: what the one-line notations read past. */
bool
notation_is_skipped(const struct line *l)
{
	return (l->len > 0 && l->text[0] == '#') || notation_is_blank(l);
}

/*
 * The first line of a puzzle that starts on one line, blanks and comments
 * read past, and the puzzle told its notation and where it starts.
 * READ_PUZZLE, or what ended the reading.
 */
enum read_status
notation_first_line(struct input *in, struct line *l, struct puzzle *p,
    const struct notation *n, struct diag *d)
{
	enum read_status	rs;

	do {
		if ((rs = notation_next_line(in, l, d)) != READ_PUZZLE)
			return rs;
	} while (notation_is_skipped(l));
	p->notation = n;
	p->variant = 0;
	p->file = in->name;
	p->line = l->no;
	p->text_len = 0;
	return READ_PUZZLE;
}

/* What every 9x9 reader says of its puzzle before filling givens. */
void
puzzle_set_classic(struct puzzle *p, enum rules rules)
{
	p->shape = shape_classic;
	p->rules = rules;
	p->marks = false;
	p->boxes_said = false;
	p->none = false;
}

/*
 * A classic-rules board of any shape: its cells, all blank, for the
 * reader to fill (givens for side 9, else *board, allocated the first
 * time); NULL when memory ran out.
 */
uint8_t *
puzzle_set_shape(struct puzzle *p, const struct shape *s)
{
	p->shape = *s;
	p->rules = RULES_CLASSIC;
	p->marks = false;
	p->boxes_said = false;
	p->none = false;
	if (s->side == GRID_SIDE) {
		memset(p->givens.cell, 0, sizeof p->givens.cell);
		return p->givens.cell;
	}
	if (p->board == NULL && (p->board = malloc(sizeof *p->board)) == NULL)
		return NULL;
	board_init(p->board, s);
	return p->board->cell;
}

/*
 * --box: the boxes the user says the board has, where the size cannot
 * tell (6x6: 2x3 or 3x2); false if they do not make a board of its side.
 */
bool
puzzle_set_box(struct puzzle *p, int rows, int cols)
{
	struct shape	s;

	if (!board_shape(&s, rows, cols) || s.side != p->shape.side)
		return false;
	p->shape = s;
	if (s.side != GRID_SIDE)
		p->board->shape = s;
	return true;
}

const uint8_t *
puzzle_cells(const struct puzzle *p)
{
	return p->shape.side == GRID_SIDE ? p->givens.cell : p->board->cell;
}

/*
 * Where each cell stands in p->text, for a reader that keeps a layout:
 * room for the largest board of one-character cells; NULL when memory
 * ran out.
 */
uint32_t *
puzzle_offsets(struct puzzle *p)
{
	if (p->cell_offset == NULL)
		p->cell_offset = calloc(BOARD_CHAR_SIDE * BOARD_CHAR_SIDE,
		    sizeof *p->cell_offset);
	return p->cell_offset;
}

bool
notation_writes(const struct notation *n, const struct shape *s)
{
	return n->writes != NULL ? n->writes(s) : shape_is_classic(s);
}

/*
 * Whether n can write p (whole: as a puzzle, for convert), why saying
 * what it cannot otherwise.  A notation of boards alone writes every
 * answer, but no variant puzzle: its rules would be dropped, and the
 * puzzle read back would be another.
 */
bool
notation_holds(const struct notation *n, const struct puzzle *p, bool whole,
    char *why, size_t size)
{
	if (n->holds != NULL)
		return n->holds(p, whole, why, size);
	if (!whole || p->rules != RULES_VARIANT)
		return true;
	snprintf(why, size, "%s notation has no variant rules "
	    "(--to=variant keeps them)", n->name);
	return false;
}

/*
 * The text grows by doubling and is never shrunk, so a batch of puzzles
 * allocates only while the largest one so far is growing it.
 */
int
puzzle_append_text(struct puzzle *p, const char *text, size_t len)
{
	size_t	 cap;
	char	*grown;

	if (len > SIZE_MAX / 2 - p->text_len)
		return -1;
	if (p->text_len + len + 1 > p->text_cap) {
		cap = p->text_cap == 0 ? 256 : p->text_cap;
		while (cap < p->text_len + len + 1)
			cap *= 2;
		if ((grown = realloc(p->text, cap)) == NULL)
			return -1;
		p->text = grown;
		p->text_cap = cap;
	}
	memcpy(p->text + p->text_len, text, len);
	p->text_len += len;
	p->text[p->text_len] = '\0';
	return 0;
}

int
puzzle_set_text(struct puzzle *p, const char *text, size_t len)
{
	p->text_len = 0;
	return puzzle_append_text(p, text, len);
}

/* Appends to buf, as snprintf would write it, cut to size. */
static void
describe_append(char *buf, size_t size, size_t *n, const char *fmt, ...)
{
	va_list	ap;
	int	k;

	va_start(ap, fmt);
	k = vsnprintf(buf + *n, size - *n, fmt, ap);
	va_end(ap);
	if (k > 0)
		*n = *n + (size_t)k < size ? *n + (size_t)k : size - 1;
}

/*
 * What -v says of a file: the notation its first puzzle was read in, with
 * its flavour, size and boxes ("boj (2239 digits)", "line (6x6, 2x3
 * boxes)"), and what else would read it otherwise: the notation also
 * (-f), the boxes turned the other way (--box).
 */
size_t
notation_describe(const struct puzzle *p, const struct notation *also,
    char *buf, size_t size)
{
	const char		*flavour = p->notation->flavour != NULL ?
				    p->notation->flavour(p) : NULL;
	const struct shape	*s = &p->shape;
	const char		*sep = " (";
	size_t			 n = 0;

	buf[0] = '\0';
	describe_append(buf, size, &n, "%s", p->notation->name);
	if (flavour != NULL) {
		describe_append(buf, size, &n, "%s%s", sep, flavour);
		sep = ", ";
	}
	if (s->side != GRID_SIDE) {
		describe_append(buf, size, &n, "%s%dx%d", sep, s->side,
		    s->side);
		sep = ", ";
	}
	if (s->box_rows != s->box_cols) {
		describe_append(buf, size, &n, "%s%dx%d boxes", sep,
		    s->box_rows, s->box_cols);
		sep = ", ";
	}
	if (sep[0] == ',')
		describe_append(buf, size, &n, ")");
	if (also != NULL)
		describe_append(buf, size, &n, "; %s reads it too, "
		    "otherwise: -f %s", also->name, also->name);
	if (s->box_rows != s->box_cols && !p->boxes_said)
		describe_append(buf, size, &n, "; --box=%dx%d for %dx%d "
		    "boxes", s->box_cols, s->box_rows, s->box_cols,
		    s->box_rows);
	return n;
}

/* A value for a message, in the puzzle's notation's symbols. */
void
notation_symbol(const struct notation *n, int value, char out[8])
{
	if (n != NULL && n->symbol != NULL)
		n->symbol(value, out);
	else
		snprintf(out, 8, "%d", value);
}

/* line's and grid's symbols: 1-9, then A-Z for 10 to 35. */
void
notation_board_symbol(int value, char out[8])
{
	if (value >= 1 && value <= BOARD_CHAR_SIDE) {
		out[0] = board_symbol_char(value);
		out[1] = '\0';
	} else
		snprintf(out, 8, "%d", value);
}

void
notation_show_char(char c, char out[8])
{
	unsigned char	u = (unsigned char)c;

	if (u >= 0x20 && u < 0x7f) {
		out[0] = c;
		out[1] = '\0';
	} else
		snprintf(out, 8, "\\x%02x", u);
}

static bool
is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/*
 * A sign glued to a digit at s, "-7" or "+9": no notation has signed
 * numbers.  Every reader looks for one where it would otherwise read the
 * sign as something else: grid as one of its separators and the number
 * as a cell, which would make a malformed board a different puzzle.
 */
bool
notation_is_signed(const char *s, size_t left)
{
	return left >= 2 && (s[0] == '-' || s[0] == '+') && is_digit(s[1]);
}

/* The message for the signed number at text[at], the same in every reader. */
void
notation_signed(struct diag *d, const char *file, unsigned long line,
    const char *text, size_t len, size_t at)
{
	size_t	end = at + 1;

	while (end < len && is_digit(text[end]))
		end++;
	diag_set(d, file, line, at + 1, "'%.*s%s': numbers have no sign",
	    (int)(end - at > 12 ? 12 : end - at), text + at,
	    end - at > 12 ? "..." : "");
}

/*
 * After a bad puzzle, when skipping the rest of it (up to a blank line)
 * went past lines that held more than its own rows: says which, and up
 * to what (to: "the next blank line", ...), so that no puzzle is dropped
 * without a word.
 */
void
notation_skipped(struct diag *d, unsigned long first, unsigned long last,
    const char *to)
{
	if (first == last)
		diag_append(d, " (line %lu skipped with it, up to %s)", first,
		    to);
	else
		diag_append(d, " (lines %lu-%lu skipped with it, up to %s)",
		    first, last, to);
}

/*
 * The next line for a reader, with the input's own problems turned into
 * read statuses: READ_PUZZLE here means "a line came".
 */
enum read_status
notation_next_line(struct input *in, struct line *l, struct diag *d)
{
	switch (input_line(in, l, d)) {
	case INPUT_LINE:
		return READ_PUZZLE;
	case INPUT_END:
		return READ_END;
	case INPUT_TOO_LONG:
		return READ_BAD;
	case INPUT_FAILED:
		break;
	}
	return READ_FAILED;
}

/* One line of the peeked input, without its LF or CRLF. */
struct peek_line {
	const char	*text;
	size_t		 len;
	unsigned long	 no;
	bool		 whole;		/* its end is in the window */
};

/* The window input_peek gave, cut into lines one at a time. */
struct peek {
	const char	*at;
	const char	*end;
	unsigned long	 no;		/* number of the line last cut */
	bool		 eof;		/* the window ends where the input does */
};

static bool
peek_next(struct peek *pk, struct peek_line *l)
{
	const char	*nl;

	if (pk->at >= pk->end)
		return false;
	nl = memchr(pk->at, '\n', (size_t)(pk->end - pk->at));
	l->text = pk->at;
	l->whole = nl != NULL || pk->eof;
	if (nl == NULL)
		nl = pk->end;
	l->len = (size_t)(nl - pk->at);
	if (l->len > 0 && l->text[l->len - 1] == '\r')
		l->len--;
	l->no = ++pk->no;
	pk->at = nl + 1;
	return true;
}

static bool
is_space(char c)
{
	return c == ' ' || c == '\t';
}

/* Blank, or a # comment: skipped by every notation. */
static bool
is_meaningless(const struct peek_line *l)
{
	size_t	i;

	if (l->len > 0 && l->text[0] == '#')
		return true;
	for (i = 0; i < l->len; i++)
		if (!is_space(l->text[i]) && l->text[i] != '\r')
			return false;
	return true;
}

/* The first meaningful line, and the window after it for a second look. */
struct first_line {
	struct peek_line	 line;
	struct peek		 rest;
};

/* "Puzzle k": the answer format of Baekjoon 4574, judged as boards. */
static bool
fits_answer_header(const struct first_line *f)
{
	const struct peek_line	*l = &f->line;

	return l->len > 7 && memcmp(l->text, "Puzzle ", 7) == 0 &&
	    is_digit(l->text[7]);
}

/*
 * "NO SOLUTION": UVa 989's answer for a board without one, which solve
 * writes in the numbers notation; judged with the answers' other boards.
 */
static bool
fits_no_solution(const struct first_line *f)
{
	const struct peek_line	*l = &f->line;
	size_t			 len = l->len;

	while (len > 0 && is_space(l->text[len - 1]))
		len--;
	return len == 11 && memcmp(l->text, "NO SOLUTION", 11) == 0;
}

/*
 * The first token is a board of another size on one line: N * N cells
 * (N not 9) of '.', '0', 1-9 and letters.
 */
static bool
fits_line_board(const struct peek_line *l, size_t start)
{
	struct shape	s;
	size_t		i, end = start;
	int		n = 4, v;
	bool		letters_only = true, past = false;

	while (end < l->len && !is_space(l->text[end]))
		end++;
	while ((size_t)(n * n) < end - start && n < BOARD_CHAR_SIDE)
		n++;
	if ((size_t)(n * n) != end - start || n == GRID_SIDE ||
	    !board_shape_for_side(&s, n))
		return false;
	/*
	 * A symbol past N is the reader's to report, at its column; but a
	 * word of letters alone with one past N is no line board: it is a
	 * row of letters (16 letters A-P are a letters row, not a 4x4 line).
	 */
	for (i = start; i < end; i++) {
		v = board_symbol_value(l->text[i]);
		if (l->text[i] != '.' && l->text[i] != '0' && v == 0)
			return false;
		letters_only = letters_only && !is_digit(l->text[i]) &&
		    l->text[i] != '.';
		past = past || v > n;
	}
	return !(letters_only && past);
}

/*
 * "Grid 01": the label before each board of a Project Euler 96 file,
 * which grid reads as part of the board's layout (notation_grid_label).
 */
static bool
fits_grid_label(const struct first_line *f)
{
	return notation_grid_label(f->line.text, f->line.len);
}

/* "variant": the line that starts each puzzle of that notation. */
static bool
fits_variant(const struct first_line *f)
{
	const struct peek_line	*l = &f->line;
	size_t			 i = 7;

	if (l->len < 7 || memcmp(l->text, "variant", 7) != 0)
		return false;
	while (i < l->len && (is_space(l->text[i]) || l->text[i] == '\r'))
		i++;
	return i == l->len || (i > 7 && l->text[i] == '#');
}

/* The word of a line at *at, blanks before it skipped: its length. */
static size_t
next_word(const struct peek_line *l, size_t *at)
{
	size_t	i;

	while (*at < l->len && is_space(l->text[*at]))
		(*at)++;
	for (i = *at; i < l->len && !is_space(l->text[i]); i++)
		;
	return i - *at;
}

static bool
is_cage_map(const char *s, size_t len)
{
	size_t	i;

	for (i = 0; i < len; i++)
		if (variant_letter_rank(s[i]) < 0)
			return false;
	return len == GRID_CELLS;
}

/*
 * killer: a cage map, 81 letters, as the first or second word (a title
 * before it), and a word of sums after it, which starts with a digit.
 */
static bool
fits_killer(const struct first_line *f)
{
	const struct peek_line	*l = &f->line;
	size_t			 at = 0, len, k;

	for (k = 0; k < 2; k++) {
		len = next_word(l, &at);
		if (is_cage_map(l->text + at, len)) {
			at += len;
			len = next_word(l, &at);
			return len > 0 && is_digit(l->text[at]);
		}
		at += len;
	}
	return false;
}

/* The first token is 81 cells of a line puzzle: 0-9 and '.'. */
static bool
fits_line(const struct first_line *f)
{
	const struct peek_line	*l = &f->line;
	size_t			 i, start = 0;

	while (start < l->len && is_space(l->text[start]))
		start++;
	if (fits_line_board(l, start))
		return true;
	if (l->len - start < GRID_CELLS)
		return false;
	for (i = start; i < start + GRID_CELLS; i++)
		if (!is_digit(l->text[i]) && l->text[i] != '.')
			return false;
	return i == l->len || is_space(l->text[i]);
}

static bool	is_boj_row(const struct peek_line *);
static bool	is_domino(const struct peek_line *);

/* The next line that is neither blank nor a comment, if the window has it. */
static bool
peek_meaningful(struct peek *rest, struct peek_line *l)
{
	while (peek_next(rest, l))
		if (!is_meaningless(l))
			return true;
	return false;
}

/*
 * A number of one or two digits alone on the line, zeros before it
 * allowed as the judge's scanf allows them ("010" is 10): a Sudominoku
 * case header.  Unless it is nine digits long, a Baekjoon 2239 row
 * ("000000005", the first row of a board with a blank first row), and
 * no domino follows it: a case count written with seven zeros before it
 * comes before its dominoes, a 2239 row before the next row.
 */
static bool
fits_case_count(const struct first_line *f)
{
	const struct peek_line	*l = &f->line;
	struct peek		 rest = f->rest;
	struct peek_line	 next;
	size_t			 i = 0, digits = 0;

	while (i < l->len && is_space(l->text[i]))
		i++;
	while (i + 1 < l->len && l->text[i] == '0' && is_digit(l->text[i + 1]))
		i++;
	for (; i < l->len && is_digit(l->text[i]); i++)
		digits++;
	while (i < l->len && is_space(l->text[i]))
		i++;
	if (i != l->len || digits < 1 || digits > 2)
		return false;
	return !is_boj_row(l) || (peek_meaningful(&rest, &next) &&
	    is_domino(&next));
}

static bool
is_cell_name(const char *s)
{
	return s[0] >= 'A' && s[0] <= 'I' && s[1] >= '1' && s[1] <= '9';
}

/* "6 B2 1 B3": a Sudominoku domino, trailing blanks allowed. */
static bool
is_domino(const struct peek_line *l)
{
	size_t	len = l->len;

	while (len > 0 && is_space(l->text[len - 1]))
		len--;
	return len == 9 && is_digit(l->text[0]) && l->text[1] == ' ' &&
	    is_cell_name(l->text + 2) && l->text[4] == ' ' &&
	    is_digit(l->text[5]) && l->text[6] == ' ' &&
	    is_cell_name(l->text + 7);
}

/*
 * A domino first: the line after a case header that is missing or broken;
 * the sudominoku reader says what is wrong there.
 */
static bool
fits_domino(const struct first_line *f)
{
	return is_domino(&f->line);
}

/*
 * A Baekjoon row: nine digits "103000509" (2239) or nine digits with single
 * spaces between, "0 3 5 4 6 9 2 7 8" (2580); trailing blanks allowed.
 */
static bool
is_boj_row(const struct peek_line *l)
{
	size_t	len = l->len, i;
	bool	spaced;

	while (len > 0 && is_space(l->text[len - 1]))
		len--;
	if (len != GRID_SIDE && len != 2 * GRID_SIDE - 1)
		return false;
	spaced = len != GRID_SIDE;
	for (i = 0; i < len; i++) {
		if (spaced && i % 2 == 1 ? l->text[i] != ' ' :
		    !is_digit(l->text[i]))
			return false;
	}
	return true;
}

/*
 * Nine numbers between blanks, one of them more than a digit ("10", "-7",
 * "05"): no grid row (grid reads 10 as two cells and refuses a sign), but
 * a Baekjoon 2580 row with something wrong, for the boj reader to say in
 * its own words, whichever row of the board it is.
 */
static bool
is_boj_row_of_numbers(const struct peek_line *l)
{
	size_t	i = 0, start;
	int	numbers = 0;
	bool	wide = false;

	for (;;) {
		while (i < l->len && is_space(l->text[i]))
			i++;
		if (i == l->len)
			break;
		start = i;
		if (l->text[i] == '-' || l->text[i] == '+')
			i++;
		while (i < l->len && is_digit(l->text[i]))
			i++;
		if (i == start || !is_digit(l->text[i - 1]) ||
		    (i < l->len && !is_space(l->text[i])))
			return false;
		wide = wide || i - start > 1;
		numbers++;
	}
	return numbers == GRID_SIDE && wide;
}

/*
 * Something only grid allows ('.', '_', a separator other than a blank)
 * and nothing grid forbids (a character that is no cell or separator, a
 * sign before a digit).
 */
static bool
needs_grid(const struct peek_line *l)
{
	size_t	i = 0, sep;
	bool	needed = false;

	while (i < l->len) {
		if (notation_is_signed(l->text + i, l->len - i))
			return false;
		if (notation_grid_cell(l->text[i]) >= 0) {
			needed = needed || !is_digit(l->text[i]);
			i++;
		} else if ((sep = notation_grid_separator(l->text + i,
		    l->len - i)) > 0) {
			needed = needed || !is_space(l->text[i]);
			i += sep;
		} else
			return false;
	}
	return needed;
}

/*
 * A first row of digits is a Baekjoon board, unless a later row of the
 * same board (up to its ninth row or a blank line) needs grid: an .sdk
 * file may well start with a row of digits and go on with dots.  A first
 * row of nine numbers that grid cannot read makes it a board too.
 *
 * Where both fit, the choice is harmless: a row of digits and single
 * spaces reads as the same nine givens either way, and either notation
 * writes such a layout back as the same bytes (nine digits, or nine digits
 * with single spaces, a line).
 */
static bool
fits_boj(const struct first_line *f)
{
	struct peek		rest = f->rest;
	struct peek_line	l;
	int			rows = 1;

	if (is_boj_row_of_numbers(&f->line))
		return true;
	if (!is_boj_row(&f->line))
		return false;
	while (rows < GRID_SIDE && peek_next(&rest, &l)) {
		if (l.len > 0 && l.text[0] == '#')
			continue;
		if (is_meaningless(&l))
			break;
		if (needs_grid(&l))
			return false;
		rows++;
	}
	return true;
}

/*
 * The cells of a grid row of a board of the side, -1 where the line is no
 * such row (a byte that is no cell or separator there, a sign, a symbol
 * past the side).
 */
static int
grid_row_cells(const struct peek_line *l, int side)
{
	size_t	i = 0, sep;
	int	cells = 0, v;

	while (i < l->len) {
		if (notation_is_signed(l->text + i, l->len - i))
			return -1;
		if ((v = notation_grid_symbol(l->text[i], side)) >= 0) {
			if (v > side)
				return -1;
			cells++;
			i++;
		} else if ((sep = notation_grid_separator(l->text + i,
		    l->len - i)) > 0)
			i += sep;
		else
			return -1;
	}
	return cells;
}

/*
 * A grid of another side than 9: the first row has N cells, N a side
 * with boxes (letters A-Z for 10 on), and so has the next row of the
 * block: one row alone is too little to go by.
 */
static bool
fits_grid_board(const struct first_line *f)
{
	struct peek		rest = f->rest;
	struct peek_line	l;
	struct shape		shape;
	int			side, cells;

	side = notation_grid_side(f->line.text, f->line.len);
	if (side == GRID_SIDE || !notation_grid_shape(side, &shape) ||
	    grid_row_cells(&f->line, side) != side)
		return false;
	while (peek_next(&rest, &l)) {
		if (l.len > 0 && l.text[0] == '#')
			continue;
		if (is_meaningless(&l))
			return false;
		if ((cells = grid_row_cells(&l, side)) != 0)
			return cells == side;
	}
	return false;
}

/*
 * Cells and separators only, and nine cells or none (a border), or 81 (a
 * whole board on one line: "0 0 3 0 7 ...", which is no line puzzle for
 * the blanks between its cells); or the first rows of a board of another
 * size.
 */
static bool
fits_grid(const struct first_line *f)
{
	const struct peek_line	*l = &f->line;
	size_t			 i = 0, sep;
	int			 cells = 0;

	if (fits_grid_board(f))
		return true;

	while (i < l->len) {
		if (notation_grid_cell(l->text[i]) >= 0) {
			cells++;
			i++;
		} else if ((sep = notation_grid_separator(l->text + i,
		    l->len - i)) > 0)
			i += sep;
		else
			return false;
	}
	return cells == 0 || cells == GRID_SIDE || cells == GRID_CELLS;
}

/*
 * A row that boj reads, in the flavour of its board's first row: nine
 * digits (2239), or nine digits between blanks, spaces or tabs, any
 * number of them (2580); blanks around it allowed.
 */
static bool
is_boj_readable(const struct peek_line *l, bool spaced)
{
	size_t	i = 0, len = l->len;
	int	digits = 0;

	while (len > 0 && is_space(l->text[len - 1]))
		len--;
	while (i < len && is_space(l->text[i]))
		i++;
	for (; i < len; i++) {
		if (is_digit(l->text[i]) && (!spaced || digits == 0 ||
		    !is_digit(l->text[i - 1])))
			digits++;
		else if (!spaced || !is_space(l->text[i]))
			return false;
	}
	return digits == GRID_SIDE;
}

/*
 * A grid board that boj reads too, its nine rows digits and blanks only,
 * but not as the judge lays them out (tabs, double spaces, blanks before
 * a row): boj writes the answer with the judge's single spaces, grid in
 * the layout it came in.
 */
static bool
also_boj_rows(const struct first_line *f)
{
	struct peek		rest = f->rest;
	struct peek_line	l;
	bool			spaced = !is_boj_readable(&f->line, false);
	int			rows = 1;

	if (!is_boj_readable(&f->line, spaced))
		return false;
	while (rows < GRID_SIDE && peek_next(&rest, &l) &&
	    is_boj_readable(&l, spaced))
		rows++;
	return rows == GRID_SIDE;
}

static const struct notation	*also_hex(const struct first_line *);
static const struct notation	*also_candidates(const struct first_line *);

/* What reads a grid's lines otherwise: hex, boj or candidates. */
static const struct notation *
also_of_grid(const struct first_line *f)
{
	const struct notation	*n;

	if ((n = also_hex(f)) != NULL)
		return n;
	if (also_boj_rows(f))
		return &notation_boj;
	return also_candidates(f);
}

/*
 * A drawn grid's border, as HoDoKu and Sudoku Explainer draw the pencil
 * marks: ".-----.-----.-----." (or with '*', '+', ':', '\'') and nothing
 * else.
 */
static bool
is_border(const struct peek_line *l)
{
	bool	dash = false;

	for (size_t i = 0; i < l->len; i++) {
		if (strchr(" \t\r-.:+*'|", l->text[i]) == NULL)
			return false;
		dash |= l->text[i] == '-';
	}
	return dash;
}

/*
 * A border that grid cannot read as one of its separator lines: it has a
 * '.' (a blank cell to grid), a '*' or a '\''.  Only candidates has it.
 */
static bool
is_marks_border(const struct peek_line *l)
{
	return is_border(l) && (memchr(l->text, '.', l->len) != NULL ||
	    memchr(l->text, '*', l->len) != NULL ||
	    memchr(l->text, '\'', l->len) != NULL);
}

static bool
is_candidates_separator(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '|';
}

/* What a line is as a row of candidates cells. */
struct marks_row {
	int	cells;		/* -1: no such row */
	bool	telling;	/* a cell of two candidates or more, or "?5" */
	bool	zero;		/* a cell "0", of no candidate */
};

static struct marks_row
marks_row(const struct peek_line *l)
{
	struct marks_row	r = { 0, false, false };

	for (size_t i = 0; i < l->len;) {
		size_t	run = 0;
		bool	open = l->text[i] == '?';

		if (is_candidates_separator(l->text[i])) {
			i++;
			continue;
		}
		i += open;
		while (i + run < l->len && l->text[i + run] >= '1' &&
		    l->text[i + run] <= '9')
			run++;
		if (run == 0 && !open && l->text[i] == '0') {
			run = 1;
			r.zero = true;
		}
		if (run == 0 || (i + run < l->len &&
		    !is_candidates_separator(l->text[i + run]))) {
			r.cells = -1;
			return r;
		}
		r.cells++;
		r.telling |= run >= 2 || open;
		i += run;
	}
	return r;
}

/*
 * A first row of nine placed digits (no "0": that is a Baekjoon blank
 * too) is a candidates board's when later rows of the board tell: the
 * rows up to its ninth (borders and comments between, a blank line ends
 * it) are rows of nine candidates cells, none "0", one of them telling.
 * A board of single digits alone is boj's or grid's, which read the same
 * givens; so is one with a 0: a Baekjoon board with a wrong number in a
 * row ("34") stays boj's, to be reported as such.
 */
static bool
marks_board_ahead(struct peek rest)
{
	struct peek_line	l;
	struct marks_row	r;
	int			rows = 1;
	bool			telling = false;

	while (rows < GRID_SIDE && peek_next(&rest, &l)) {
		if ((l.len > 0 && l.text[0] == '#') || is_border(&l))
			continue;
		if (is_meaningless(&l))
			break;
		r = marks_row(&l);
		if (r.cells != GRID_SIDE || r.zero)
			return false;
		telling |= r.telling;
		rows++;
	}
	return telling;
}

/*
 * Nine or more whitespace-separated cells of candidate digits, one of them
 * at least two long or said open ("?5"): a line is one run of digits,
 * grid and boj rows single digits or one run, and a grid row in three
 * groups ("534 678 912") has three.  A cell may be "0", one with no
 * candidate left.  Or all 81 cells on the line, each a placed digit 1-9:
 * a solved position (81 single digits with a 0 among them are a 9x9
 * board on one line, grid's).  Or a first row of nine placed digits
 * before rows that tell (marks_board_ahead).  A border line first is
 * judged by the rows after it; one that only candidates reads (a '.',
 * '*' or '\'' in it) makes a candidates board of any rows of cells.
 */
static bool
fits_candidates(const struct first_line *f)
{
	struct peek		rest = f->rest;
	struct peek_line	row = f->line;
	struct marks_row	r;
	bool			marks_border = is_marks_border(&row);

	if (is_border(&row))
		do {
			if (!peek_next(&rest, &row))
				return false;
		} while (is_meaningless(&row));
	r = marks_row(&row);
	if (r.cells < GRID_SIDE)
		return false;
	if (r.telling || marks_border || (r.cells == GRID_CELLS && !r.zero))
		return true;
	return r.cells == GRID_SIDE && !r.zero && marks_board_ahead(rest);
}

/*
 * Cells of one candidate each, a "0" among them, on one line: the 81
 * cells of a 9x9 board on one line for grid, its blanks 0; candidates
 * reads a "0" as a cell of no candidate.
 */
static const struct notation *
also_candidates(const struct first_line *f)
{
	struct marks_row	r = marks_row(&f->line);

	return r.cells == GRID_CELLS && r.zero && !r.telling ?
	    &notation_candidates : NULL;
}

/*
 * The words of a line up to a '#' comment, when each is a number of at
 * most three digits or a '.': how many, and the largest; -1 otherwise.
 */
static int
numbers_words(const struct peek_line *l, int *largest)
{
	size_t	i = 0, start, len = l->len;
	int	n = 0, v;
	const char *hash = memchr(l->text, '#', l->len);

	if (hash != NULL)
		len = (size_t)(hash - l->text);
	*largest = 0;
	for (;;) {
		while (i < len && (is_space(l->text[i]) || l->text[i] == '\r'))
			i++;
		if (i == len)
			return n;
		start = i;
		v = 0;
		if (l->text[i] == '.')
			i++;
		else
			while (i < len && is_digit(l->text[i]) && i - start < 3)
				v = v * 10 + l->text[i++] - '0';
		if (i == start || (i < len && !is_space(l->text[i]) &&
		    l->text[i] != '\r'))
			return -1;
		if (v > *largest)
			*largest = v;
		n++;
	}
}

/*
 * numbers: a row of N numbers, N from 4 to 64 but not 9 (a 9x9 board of
 * numbers is boj's), none past N; or a line of one number n from 1 to 8
 * followed by a row of numbers (UVa 989's size line): two or more (a row
 * of another count than n * n is the reader's to report), or for n = 1
 * one, the one-cell board UVa allows.  A Sudominoku case count is
 * followed by a domino, which has cell names, not numbers.
 */
static bool
fits_numbers(const struct first_line *f)
{
	struct peek		rest = f->rest;
	struct peek_line	l;
	int			n, m, largest, next_largest;

	n = numbers_words(&f->line, &largest);
	if (n >= 4 && n <= BOARD_MAX_SIDE && n != GRID_SIDE && largest <= n)
		return true;
	if (n != 1 || largest < 1 || largest > 8)
		return false;
	if (!peek_meaningful(&rest, &l))
		return false;	/* a number alone at the end: no board */
	/* the row's count is the reader's to check against the size line */
	m = numbers_words(&l, &next_largest);
	return largest == 1 ? m == 1 : m >= 2;
}

/* A hex cell: 0-F (a-f too) or a blank, '.', '*' or '-'. */
static bool
is_hex_cell(char c)
{
	return is_digit(c) || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f') ||
	    c == '.' || c == '*' || c == '-';
}

/* What tells hex from line, grid and letters in the cells seen. */
struct hex_marks {
	bool	star;
	bool	dash;
	bool	zero;
	bool	dot;
	bool	digit;
	bool	grouped;	/* every row "XXXX XXXX XXXX XXXX" */
};

static void
hex_mark(struct hex_marks *m, char c)
{
	m->star = m->star || c == '*';
	m->dash = m->dash || c == '-';
	m->zero = m->zero || c == '0';
	m->dot = m->dot || c == '.';
	m->digit = m->digit || is_digit(c);
}

/*
 * '*' is hex's alone; '-' is letters' blank too, but letters have no
 * digits; '0' and '.' together are a digit and a blank, where line and
 * grid would have two blanks.  A '0' in rows all laid out as hex writes
 * them, four groups of four and no '|', is hex's own answer: grid writes
 * a 16x16 board with '|' between its boxes.
 */
static bool
hex_marked(const struct hex_marks *m)
{
	return m->star || (m->dash && m->digit) || (m->zero && m->dot) ||
	    (m->zero && m->grouped);
}

/* The row is "XXXX XXXX XXXX XXXX", a CR after it allowed. */
static bool
is_hex_grouped(const struct peek_line *l)
{
	size_t	len = l->len;

	if (len > 0 && l->text[len - 1] == '\r')
		len--;
	if (len != 19)
		return false;
	for (size_t i = 0; i < len; i++)
		if ((i % 5 == 4) != (l->text[i] == ' '))
			return false;
	return true;
}

/* A hex row: 16 hex cells, blanks between them allowed. */
static bool
is_hex_row(const struct peek_line *l, struct hex_marks *m)
{
	size_t	i;
	int	cells = 0;

	for (i = 0; i < l->len; i++) {
		if (is_space(l->text[i]))
			continue;
		if (!is_hex_cell(l->text[i]))
			return false;
		hex_mark(m, l->text[i]);
		cells++;
	}
	m->grouped = m->grouped && is_hex_grouped(l);
	return cells == 16;
}

/* The line is one word (spaces around it allowed). */
static bool
is_one_word(const struct peek_line *l)
{
	size_t	i = 0;

	while (i < l->len && is_space(l->text[i]))
		i++;
	while (i < l->len && !is_space(l->text[i]))
		i++;
	while (i < l->len && is_space(l->text[i]))
		i++;
	return i == l->len;
}

/* How the first lines are shaped as hex cells. */
enum hex_shape {
	HEX_NONE,
	HEX_WORD,		/* one word of 256 cells */
	HEX_FIRST_WORD,		/* rows, the first one word of 16 cells */
	HEX_ROWS		/* rows of 16 cells, the first spaced */
};

/*
 * Whether the first lines are hex cells: a first word of 256 of them, or
 * rows of 16: the board's first rows, up to 16, blank lines and comments
 * between them, all hex rows.  *m tells what they hold.
 */
static enum hex_shape
hex_shaped(const struct first_line *f, struct hex_marks *m, int *rows_seen)
{
	const struct peek_line	*l = &f->line;
	struct peek		 rest = f->rest;
	struct peek_line	 next;
	size_t			 i, start = 0;
	int			 rows = 1;

	memset(m, 0, sizeof *m);
	while (start < l->len && is_space(l->text[start]))
		start++;
	for (i = start; i < l->len && !is_space(l->text[i]); i++) {
		if (!is_hex_cell(l->text[i]))
			break;
		hex_mark(m, l->text[i]);
	}
	*rows_seen = 16;
	if (i - start == 256 && (i == l->len || is_space(l->text[i])))
		return HEX_WORD;
	memset(m, 0, sizeof *m);
	m->grouped = true;
	if (!is_hex_row(l, m))
		return HEX_NONE;
	while (rows < 16 && peek_next(&rest, &next)) {
		if (is_meaningless(&next))
			continue;
		if (!is_hex_row(&next, m))
			return HEX_NONE;
		rows++;
	}
	*rows_seen = rows;
	return is_one_word(l) ? HEX_FIRST_WORD : HEX_ROWS;
}

/*
 * hex: hex_shaped, and marked as hex.  The same cells read as line or
 * grid (0 and '.' blanks, A for 10) or letters ('-' blank, A for 1)
 * unless hex_marked says otherwise; then they are left to those, and
 * -f hex says hex.  A word of 256 cells is marked by a '*' or '-' blank
 * or both '0' and '.'; a first row of one word (else a 4x4 line, with '0'
 * and '.' blanks) by a '*', or a '-' with a digit.
 */
static bool
fits_hex(const struct first_line *f)
{
	struct hex_marks	m;
	int			rows;

	switch (hex_shaped(f, &m, &rows)) {
	case HEX_NONE:
		break;
	case HEX_WORD:
		return m.star || m.dash || (m.zero && m.dot);
	case HEX_FIRST_WORD:
		return m.star || (m.dash && m.digit);
	case HEX_ROWS:
		return hex_marked(&m);
	}
	return false;
}

/*
 * A whole board of cells that hex reads too, but otherwise: what -f hex
 * would make of them.
 */
static const struct notation *
also_hex(const struct first_line *f)
{
	struct hex_marks	m;
	int			rows;

	return hex_shaped(f, &m, &rows) != HEX_NONE && rows == 16 &&
	    !fits_hex(f) ? &notation_hex : NULL;
}

/*
 * The first 16 rows follow one another without a blank line, which would
 * end a grid board (comments between them are skipped).
 */
static bool
rows_unbroken(const struct first_line *f, int want)
{
	struct peek		rest = f->rest;
	struct peek_line	l;
	int			rows = 1;

	while (rows < want && peek_next(&rest, &l)) {
		if (l.len > 0 && l.text[0] == '#')
			continue;
		if (is_meaningless(&l))
			return false;
		rows++;
	}
	return rows == want;
}

/*
 * hex, marked by both '0' and '.' (or a '0' in hex's own layout) and by
 * no blank that only hex has: line reads the same word of 256 cells, and
 * grid the same 16 rows, otherwise ('0' a blank, 'A' 10).
 */
static const struct notation *
also_of_hex(const struct first_line *f)
{
	struct hex_marks	m;
	int			rows;

	switch (hex_shaped(f, &m, &rows)) {
	case HEX_WORD:
		return !m.star && !m.dash ? &notation_line : NULL;
	case HEX_ROWS:
		return !m.star && !m.dash && rows == 16 &&
		    rows_unbroken(f, 16) ? &notation_grid : NULL;
	case HEX_NONE:
	case HEX_FIRST_WORD:
		break;
	}
	return NULL;
}

/*
 * A row of letters: A-Z and '-' from the first column, blanks after; its
 * length, or 0 when it is none.
 */
static size_t
letters_row(const struct peek_line *l)
{
	size_t	len = l->len, i;

	while (len > 0 && is_space(l->text[len - 1]))
		len--;
	for (i = 0; i < len; i++)
		if (l->text[i] != '-' && (l->text[i] < 'A' || l->text[i] > 'Z'))
			return 0;
	return len;
}

/* A row of letters that may start a board of that side. */
static bool
is_letters_first_row(const struct peek_line *l)
{
	struct shape	s;
	size_t		len = letters_row(l), i;

	if (len < 4 || len > 26 || !board_shape_for_side(&s, (int)len))
		return false;
	for (i = 0; i < len; i++)
		if (l->text[i] != '-' && l->text[i] >= 'A' + (int)len)
			return false;
	return true;
}

/*
 * letters (SPOJ SUDOKU, UVa 1309): two rows of letters of one length, a
 * side of 4 to 26; before them, SPOJ's count of boards alone on a line.
 * Two rows: a lone line of 16 '-' may be a grid's border.
 */
static bool
fits_letters(const struct first_line *f)
{
	struct peek		rest = f->rest;
	struct peek_line	first = f->line, next;
	bool			counted = false;
	size_t			i, len;

	for (i = 0; i < first.len && is_digit(first.text[i]); i++)
		;
	if (i > 0 && letters_row(&first) == 0) {
		while (i < first.len && is_space(first.text[i]))
			i++;
		if (i < first.len)
			return false;
		do {
			if (!peek_next(&rest, &first))
				return false;
		} while (is_meaningless(&first));
		counted = true;
	}
	if (!is_letters_first_row(&first))
		return false;
	len = letters_row(&first);
	while (peek_next(&rest, &next))
		if (next.len == 0 || next.text[0] != '#')
			return letters_row(&next) == len;
	return counted;
}

/*
 * A rule: the notation whose shape fits the first lines; and, where the
 * same lines are read by another notation too, otherwise (-f names it),
 * the test that names that notation, for -v to name: only where the
 * other reader reads them whole, so that the option -v offers works.
 */
struct detect_rule {
	bool			  (*fits)(const struct first_line *);
	const struct notation	 *notation;
	const struct notation	*(*also)(const struct first_line *);
};

/*
 * f-puzzles: a JSON object ('{' first, blanks before it allowed), or a
 * link: its address with ?load=, or its text alone, which starts N4Ig for
 * every puzzle f-puzzles writes (LZ-String's code for {" and a letter).
 * No other notation has a line that starts so.
 */
static bool
fits_fpuzzles(const struct first_line *f)
{
	const struct peek_line	*l = &f->line;
	size_t			 i = 0, k;

	while (i < l->len && is_space(l->text[i]))
		i++;
	if (i < l->len && l->text[i] == '{')
		return true;
	if (l->len - i >= 4 && memcmp(l->text + i, "N4Ig", 4) == 0)
		return true;
	if (!(l->len - i >= 7 && memcmp(l->text + i, "http://", 7) == 0) &&
	    !(l->len - i >= 8 && memcmp(l->text + i, "https://", 8) == 0))
		return false;
	for (k = i; k + 6 <= l->len; k++)
		if (memcmp(l->text + k, "?load=", 6) == 0)
			return true;
	return false;
}

/* In order: the first rule that fits decides. */
static const struct detect_rule detect_rules[] = {
	{ fits_fpuzzles,	&notation_fpuzzles, NULL },
	{ fits_answer_header,	&notation_boj, NULL },
	{ fits_no_solution,	&notation_numbers, NULL },
	{ fits_grid_label,	&notation_grid, NULL },
	{ fits_variant,		&notation_variant, NULL },
	{ fits_killer,		&notation_killer, NULL },
	{ fits_hex,		&notation_hex, also_of_hex },
	{ fits_line,		&notation_line, also_hex },
	{ fits_numbers,		&notation_numbers, NULL },
	{ fits_candidates,	&notation_candidates, NULL },
	{ fits_letters,		&notation_letters, also_hex },
	{ fits_case_count,	&notation_sudominoku, NULL },
	{ fits_domino,		&notation_sudominoku, NULL },
	{ fits_boj,		&notation_boj, NULL },
	{ fits_grid,		&notation_grid, also_of_grid },
};

/* Why no rule fits: what the line holds, measured as grid would. */
static void
detect_what_line_holds(const struct peek_line *l, const char *file,
    struct diag *d)
{
	struct diag	sign;
	size_t		i = 0, sep, cells = 0;
	char		shown[8];
	int		words, largest;

	while (i < l->len) {
		if (notation_is_signed(l->text + i, l->len - i)) {
			notation_signed(&sign, file, l->no, l->text, l->len, i);
			diag_set(d, file, l->no, i + 1, "cannot tell the "
			    "notation: line %lu has %s", l->no, sign.message);
			return;
		}
		if (notation_grid_cell(l->text[i]) >= 0) {
			cells++;
			i++;
		} else if ((sep = notation_grid_separator(l->text + i,
		    l->len - i)) > 0)
			i += sep;
		else {
			notation_show_char(l->text[i], shown);
			diag_set(d, file, l->no, i + 1, "cannot tell the "
			    "notation: line %lu has '%s', which is neither a "
			    "cell nor a separator", l->no, shown);
			return;
		}
	}
	if ((words = numbers_words(l, &largest)) > BOARD_MAX_SIDE)
		diag_set(d, file, l->no, 1, "cannot tell the notation: line "
		    "%lu has %d numbers: boards have at most %d", l->no, words,
		    BOARD_MAX_SIDE);
	else
		diag_set(d, file, l->no, 1, "cannot tell the notation: line "
		    "%lu has %zu cell%s; a 'line' puzzle has 81 cells (N*N for "
		    "other sizes), a row 9 cells or N numbers", l->no, cells,
		    cells == 1 ? "" : "s");
}

/*
 * A line that may be pencil marks (a border only they have, cells of
 * candidates one of several or "?5") names the option that reads them:
 * detection wants nine cells of them on a line, or a border before such
 * a row.
 */
static void
detect_explain(const struct peek_line *l, const char *file, struct diag *d)
{
	struct marks_row	r = marks_row(l);

	detect_what_line_holds(l, file, d);
	if (is_marks_border(l) || (r.cells >= 2 && r.telling))
		diag_append(d, "; pencil marks: -f candidates");
}

static const struct notation *
detect_from(const struct first_line *f, const char *file, struct diag *d,
    unsigned long *unclear, const struct notation **also)
{
	const struct detect_rule	*r;
	size_t				 i;

	for (i = 0; i < sizeof detect_rules / sizeof detect_rules[0]; i++) {
		r = &detect_rules[i];
		if (!r->fits(f))
			continue;
		if (also != NULL && r->also != NULL)
			*also = r->also(f);
		return r->notation;
	}
	detect_explain(&f->line, file, d);
	*unclear = f->line.no;
	return NULL;
}

/*
 * Detection needs the first meaningful line whole, in the window: how many
 * lines at the window's start are to be read past first (blank lines and
 * comments, and over-long lines), or 0 with f->line the line to go by.
 */
static unsigned long
detect_lines_before(struct first_line *f)
{
	unsigned long	skip = 0;

	while (peek_next(&f->rest, &f->line)) {
		/* a line cut by the window: see it from the window's start */
		if (!f->line.whole && skip > 0)
			return skip;
		/* the window holds more than a line may: this one is over */
		if (!f->line.whole || f->line.len > INPUT_LINE_MAX)
			return skip + 1;
		if (!is_meaningless(&f->line))
			return 0;
		skip++;
	}
	f->line.text = NULL;
	return skip;
}

/*
 * Decides from the first line that is neither blank nor a comment, looked
 * at through input_peek.  What is before it stays to be read, unless the
 * window does not show that line whole: then the lines before it, blank
 * lines and comments that every reader skips, and over-long lines, are
 * read past, the over-long ones kept for the chosen reader to report
 * where they are (input_skip_lines).  So an over-long line is reported
 * and skipped at the start of a file as it is anywhere else.
 *
 * When no rule fits that line, *unclear is its number (else 0): the caller
 * reports it, reads past it with notation_skip_unclear and tries again on
 * the lines after it, so that one stray line does not cost the file.
 */
const struct notation *
notation_detect_at(struct input *in, struct diag *d, unsigned long *unclear,
    const struct notation **also)
{
	struct first_line	f;
	const char		*buf;
	size_t			 len;
	unsigned long		 skip;

	*unclear = 0;
	if (also != NULL)
		*also = NULL;
	for (;;) {
		buf = input_peek(in, &len);
		f.rest.at = buf;
		f.rest.end = buf + len;
		f.rest.no = in->line_no;
		f.rest.eof = in->eof;
		skip = detect_lines_before(&f);
		if (skip == 0 && f.line.text != NULL)
			return detect_from(&f, in->name, d, unclear, also);
		if (skip == 0 && in->eof) {
			/* over-long lines alone: the line reader reports them */
			if (in->ndeferred > 0)
				return &notation_line;
			diag_set(d, in->name, 0, 0, "no puzzle found");
			return NULL;
		}
		if (skip == 0) {
			diag_set(d, in->name, in->line_no + 1, 0,
			    "read error: %s", strerror(in->peek_error));
			return NULL;
		}
		if (input_skip_lines(in, skip, d) < 0)
			return NULL;
	}
}

const struct notation *
notation_detect(struct input *in, struct diag *d)
{
	unsigned long	unclear;

	return notation_detect_at(in, d, &unclear, NULL);
}

/*
 * What -v can say of a file before its first puzzle is read, should that
 * read fail: the notation, and the flavour its first meaningful line
 * tells (Baekjoon's 2239 or 2580, past a "Puzzle k" line; UVa 989's size
 * line, and the size it says).  Nothing is read: the input is peeked.
 */
void
notation_sketch(struct input *in, const struct notation *n,
    struct puzzle *p)
{
	struct first_line	f;
	struct shape		s;
	size_t			len;
	int			words, largest;

	puzzle_set_classic(p, RULES_CLASSIC);
	p->notation = n;
	p->variant = 0;
	f.rest.at = input_peek(in, &len);
	f.rest.end = f.rest.at + len;
	f.rest.no = in->line_no;
	f.rest.eof = in->eof;
	if (detect_lines_before(&f) != 0 || f.line.text == NULL)
		return;
	if (n == &notation_boj && fits_answer_header(&f) &&
	    !peek_meaningful(&f.rest, &f.line))
		return;
	/* as boj tells them: a blank between two words is 2580's */
	if (n == &notation_boj)
		p->variant = is_one_word(&f.line) ? BOJ_COMPACT : BOJ_SPACED;
	if (n == &notation_numbers &&
	    (words = numbers_words(&f.line, &largest)) == 1 &&
	    largest >= 1 && largest <= 8 &&
	    board_shape(&s, largest, largest)) {
		p->shape = s;
		p->boxes_said = true;
	}
}

/* Reads through line `unclear` that notation_detect_at could not place. */
int
notation_skip_unclear(struct input *in, unsigned long unclear,
    struct diag *d)
{
	return input_skip_lines(in, unclear - in->line_no, d);
}
