/*
 * candidates: a position with its pencil marks, as Sudoku Explainer and
 * HoDoKu exchange them: 81 cells in row-major order, each the string of
 * its remaining candidates ("1459"), separated by whitespace; a solved
 * cell is its one digit.  The cells may run over one line or several
 * (nine rows of nine), and the border characters of a drawn grid (| + -
 * . : * and HoDoKu's closing ') are read as separators, so a pasted grid
 * reads too.
 *
 * Cells with one candidate are the placed digits (the givens); the
 * candidates themselves are kept, as the puzzle's text (its canonical line,
 * so a puzzle costs no more memory than any other), for rate, explain and
 * hint, which start from them.  Written on one line, after the basic eliminations from the
 * placed digits, or as it was read when the position itself is written.
 */
#include <string.h>

#include "notation/notation.h"

static bool
candidates_is_separator(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '|' || c == '+' ||
	    c == '-' || c == '.' || c == ':' || c == '*' || c == '\'';
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
 * The cells of one line appended to p from *n on; READ_BAD on a character
 * that is not a candidate or separator, a digit twice in a cell, or more
 * than 81 cells.
 */
static enum read_status
candidates_scan(const struct input *in, const struct line *l,
    uint16_t cand[GRID_CELLS], int *n, struct diag *d)
{
	size_t	i = 0;

	while (i < l->len) {
		unsigned	mask = 0;

		if (candidates_is_separator(l->text[i])) {
			i++;
			continue;
		}
		if (l->text[i] < '1' || l->text[i] > '9')
			return candidates_bad(in, l, i, d,
			    "is not a candidate (1-9)");
		if (*n == GRID_CELLS) {
			diag_set(d, in->name, l->no, i + 1,
			    "more than 81 cells");
			return READ_BAD;
		}
		for (; i < l->len && l->text[i] >= '1' && l->text[i] <= '9';
		    i++) {
			unsigned bit = 1u << (l->text[i] - '1');

			if (mask & bit)
				return candidates_bad(in, l, i, d,
				    "is twice in one cell");
			mask |= bit;
		}
		cand[*n] = (uint16_t)mask;
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

/* The canonical line of cand: "4789 3478 1 ...", no newline. */
static size_t
candidates_format(const uint16_t cand[GRID_CELLS], char *buf)
{
	size_t	n = 0;

	for (int c = 0; c < GRID_CELLS; c++) {
		if (c > 0)
			buf[n++] = ' ';
		if (cand[c] == 0)
			buf[n++] = '0';
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

	if (puzzle_set_text(p, buf, candidates_format(cand, buf)) < 0) {
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
		else if (p->text[i] >= '1' && p->text[i] <= '9')
			cand[n] |= (uint16_t)(1u << (p->text[i] - '1'));
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
		if ((st = candidates_scan(in, &l, cand, &n, d)) != READ_PUZZLE)
			return st;
	}
	p->line = first;
	puzzle_set_classic(p, RULES_CLASSIC);
	p->marks = true;
	p->notation = &notation_candidates;
	p->file = in->name;
	for (int c = 0; c < GRID_CELLS; c++)
		p->givens.cell[c] = (uint8_t)(cand[c] & (cand[c] - 1) ?
		    0 : __builtin_ctz(cand[c]) + 1);
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
 * candidates g's digits leave.  A cell with none is written 0: there is
 * no other way to say it, and reading it back reports it.
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
		output_write(out, buf, candidates_format(cand, buf));
	}
	output_putc(out, '\n');
}

const struct notation notation_candidates = {
	"candidates", "81 cells, each its candidates, space-separated",
	candidates_read, candidates_write, NULL, NULL, NULL,
	NULL,
	NULL,
	NULL
};
