/*
 * candidates: a position with its pencil marks, as Sudoku Explainer and
 * HoDoKu exchange them: 81 cells in row-major order, each the string of
 * its remaining candidates ("1459"), separated by whitespace; a placed
 * digit is its one digit.  The cells may run over one line or several
 * (nine rows of nine), and the border characters of a drawn grid (| + -
 * . : * and HoDoKu's closing ') are read as separators, so a pasted grid
 * reads too.
 *
 * One digit alone is ambiguous: a placed digit, or an open cell with one
 * candidate left (a naked single).  It is read as SE and HoDoKu read it:
 * placed, unless a cell that is surely open (two candidates or more, or
 * a '?' cell) among its peers still has the digit.  So reading removes
 * no pencil mark: a placed digit is one no open peer has.  Where the rule
 * would place a cell the writer means open, the writer says so: "?5" is
 * an open cell whose one candidate is 5, "0" one with none left.
 *
 * The placed digits are the givens; the candidates are kept, as the
 * puzzle's text (its canonical line, so a puzzle costs no more memory
 * than any other), for rate, explain and hint, which start from them.
 * Written on one line, after the basic eliminations from the placed
 * digits, or as it was read when the position itself is written.
 */
#include <string.h>

#include "notation/notation.h"

static bool
candidates_is_separator(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '|' || c == '+' ||
	    c == '-' || c == '.' || c == ':' || c == '*' || c == '\'';
}

static bool
candidates_is_digit(char c)
{
	return c >= '1' && c <= '9';
}

/* Does a cell end before l->text[i]: a separator there, or the line's end? */
static bool
candidates_ends(const struct line *l, size_t i)
{
	return i == l->len || candidates_is_separator(l->text[i]);
}

static enum read_status
candidates_bad(const struct input *in, const struct line *l, size_t at,
    struct diag *d, const char *what)
{
	char	shown[8];

	notation_show_char(l->text[at], shown);
	diag_set(d, in->name, l->no, at + 1, "'%s' %s", shown, what);
	return READ_BAD;
}

/*
 * One cell from l->text[*i], which is not a separator: its candidates in
 * *mask, and whether '?' said it is open.  READ_BAD on a character that
 * is not a candidate, a digit twice, or a '?' before no candidate.
 */
static enum read_status
candidates_cell(const struct input *in, const struct line *l, size_t *i,
    uint16_t *mask, bool *open, struct diag *d)
{
	size_t	at = *i;

	*mask = 0;
	*open = l->text[at] == '?';
	if (*open) {
		if (candidates_ends(l, at + 1))
			return candidates_bad(in, l, at, d,
			    "has no candidate after it");
		at++;
	} else if (l->text[at] == '0' && candidates_ends(l, at + 1)) {
		*i = at + 1;		/* "0": no candidate left */
		return READ_PUZZLE;
	}
	for (; !candidates_ends(l, at); at++) {
		unsigned bit;

		if (!candidates_is_digit(l->text[at]))
			return candidates_bad(in, l, at, d,
			    "is not a candidate (1-9)");
		bit = 1u << (l->text[at] - '1');
		if (*mask & bit)
			return candidates_bad(in, l, at, d,
			    "is twice in one cell");
		*mask |= (uint16_t)bit;
	}
	*i = at;
	return READ_PUZZLE;
}

/*
 * The cells of one line appended to cand and open from *n on; READ_BAD on
 * a cell that does not read, or more than 81 cells.
 */
static enum read_status
candidates_scan(const struct input *in, const struct line *l,
    uint16_t cand[GRID_CELLS], bool open[GRID_CELLS], int *n,
    struct diag *d)
{
	size_t			i = 0;
	enum read_status	st;
	uint16_t		mask;
	bool			said_open;

	while (i < l->len) {
		size_t	at = i;

		if (candidates_is_separator(l->text[i])) {
			i++;
			continue;
		}
		if ((st = candidates_cell(in, l, &i, &mask, &said_open, d)) !=
		    READ_PUZZLE)
			return st;
		if (*n == GRID_CELLS) {
			diag_set(d, in->name, l->no, at + 1,
			    "more than 81 cells");
			return READ_BAD;
		}
		cand[*n] = mask;
		open[*n] = said_open;
		(*n)++;
	}
	return READ_PUZZLE;
}

static bool
candidates_has_cells(const struct line *l)
{
	if (l->len > 0 && l->text[0] == '#')
		return false;
	for (size_t i = 0; i < l->len; i++)
		if (!candidates_is_separator(l->text[i]))
			return true;
	return false;
}

/*
 * The canonical line of a position, the cells' candidates cand with the
 * placed digits placed: "4789 3478 1 ?6 0 ...", no newline.  An open cell
 * with one candidate is "?6", so that reading it back does not place it.
 */
static size_t
candidates_format(const uint16_t cand[GRID_CELLS], const struct grid *placed,
    char *buf)
{
	size_t	n = 0;

	for (int c = 0; c < GRID_CELLS; c++) {
		if (c > 0)
			buf[n++] = ' ';
		if (placed->cell[c] != 0) {
			buf[n++] = (char)('0' + placed->cell[c]);
			continue;
		}
		if (cand[c] == 0)
			buf[n++] = '0';
		else if ((cand[c] & (cand[c] - 1)) == 0)
			buf[n++] = '?';
		for (int d = 0; d < 9; d++)
			if (cand[c] & (1u << d))
				buf[n++] = (char)('1' + d);
	}
	return n;
}

static enum read_status
candidates_keep(struct puzzle *p, const uint16_t cand[GRID_CELLS],
    const struct input *in, struct diag *d)
{
	char	buf[GRID_CELLS * 10];

	if (puzzle_set_text(p, buf, candidates_format(cand, &p->givens,
	    buf)) < 0) {
		diag_no_memory(d, in->name, p->line);
		return READ_FAILED;
	}
	return READ_PUZZLE;
}

/* The candidates of a puzzle read in this notation, from its text. */
void
candidates_of_puzzle(const struct puzzle *p, uint16_t cand[GRID_CELLS])
{
	int	n = 0;

	memset(cand, 0, GRID_CELLS * sizeof(cand[0]));
	for (size_t i = 0; i < p->text_len && n < GRID_CELLS; i++) {
		if (p->text[i] == ' ')
			n++;
		else if (candidates_is_digit(p->text[i]))
			cand[n] |= (uint16_t)(1u << (p->text[i] - '1'));
	}
}

static bool
candidates_sees(int a, int b)
{
	return a != b && (grid_row(a) == grid_row(b) ||
	    grid_col(a) == grid_col(b) || grid_box(a) == grid_box(b));
}

/*
 * The placed digits: the cells of one digit not said open, unless a peer
 * that is surely open (two candidates or more, or said open) still has
 * the digit, as SE's and HoDoKu's readers judge a pencil-mark grid.  Two
 * such cells of one digit that see each other are both placed, a conflict
 * of placed digits, as it would be in any other notation.
 */
static void
candidates_placed(const uint16_t cand[GRID_CELLS],
    const bool open[GRID_CELLS], struct grid *placed)
{
	unsigned	surely_open[GRID_CELLS];

	for (int c = 0; c < GRID_CELLS; c++)
		surely_open[c] = open[c] || (cand[c] & (cand[c] - 1)) != 0 ?
		    cand[c] : 0;
	for (int c = 0; c < GRID_CELLS; c++) {
		bool	single = !open[c] && cand[c] != 0 &&
			    (cand[c] & (cand[c] - 1)) == 0;

		for (int o = 0; single && o < GRID_CELLS; o++)
			if ((surely_open[o] & cand[c]) != 0 &&
			    candidates_sees(c, o))
				single = false;
		placed->cell[c] = (uint8_t)(single ?
		    __builtin_ctz(cand[c]) + 1 : 0);
	}
}

static enum read_status
candidates_read(struct input *in, struct puzzle *p, struct diag *d)
{
	struct line		l;
	enum read_status	st;
	int			n = 0;
	unsigned long		first = 0;
	uint16_t		cand[GRID_CELLS];
	bool			open[GRID_CELLS];

	p->variant = 0;
	p->text_len = 0;
	while (n < GRID_CELLS) {
		st = notation_next_line(in, &l, d);
		if (st == READ_END && n == 0)
			return READ_END;
		if (st == READ_END) {
			diag_set(d, in->name, first, 0, "the input ends after "
			    "%d cells; a candidates puzzle has 81", n);
			return READ_BAD;
		}
		if (st != READ_PUZZLE)
			return st;
		if (!candidates_has_cells(&l))
			continue;
		if (n == 0)
			first = l.no;
		if ((st = candidates_scan(in, &l, cand, open, &n, d)) !=
		    READ_PUZZLE)
			return st;
	}
	p->line = first;
	puzzle_set_classic(p, RULES_CLASSIC);
	p->marks = true;
	p->notation = &notation_candidates;
	p->file = in->name;
	candidates_placed(cand, open, &p->givens);
	return candidates_keep(p, cand, in, d);
}

/* The candidates the placed digits of g leave, cell by cell. */
void
candidates_of_grid(const struct grid *g, uint16_t cand[GRID_CELLS])
{
	for (int c = 0; c < GRID_CELLS; c++) {
		unsigned used = 0;

		if (g->cell[c] != 0) {
			cand[c] = (uint16_t)(1u << (g->cell[c] - 1));
			continue;
		}
		for (int o = 0; o < GRID_CELLS; o++)
			if (g->cell[o] != 0 && o != c &&
			    (grid_row(o) == grid_row(c) ||
			    grid_col(o) == grid_col(c) ||
			    grid_box(o) == grid_box(c)))
				used |= 1u << (g->cell[o] - 1);
		cand[c] = (uint16_t)(0x1ffu & ~used);
	}
}

/*
 * The position as read, when g is its own givens (convert); else the
 * candidates g's digits leave, with g's digits placed.
 */
static void
candidates_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	uint16_t	cand[GRID_CELLS];
	char		buf[GRID_CELLS * 10];
	struct grid	g;

	memcpy(g.cell, cells, sizeof g.cell);
	if (source->notation == &notation_candidates &&
	    memcmp(&g, &source->givens, sizeof g) == 0)
		output_write(out, source->text, source->text_len);
	else {
		candidates_of_grid(&g, cand);
		output_write(out, buf, candidates_format(cand, &g, buf));
	}
	output_putc(out, '\n');
}

/*
 * The true candidates of a puzzle (the candidates command): its givens
 * placed, every other cell the symbols some solution puts there (bit s:
 * symbol s + 1), one line.
 */
void
candidates_write_marks(struct output *out, const struct grid *placed,
    const uint64_t *marks)
{
	uint16_t	cand[GRID_CELLS];
	char		buf[GRID_CELLS * 10];
	int		c;

	for (c = 0; c < GRID_CELLS; c++)
		cand[c] = (uint16_t)(marks[c] & 0x1ff);
	output_write(out, buf, candidates_format(cand, placed, buf));
	output_putc(out, '\n');
}

const struct notation notation_candidates = {
	"candidates", "81 cells, each its candidates, space-separated",
	candidates_read, candidates_write, NULL, NULL, NULL,
	NULL,
	NULL,
	NULL,
	NULL,
	NULL
};
