/*
 * sudominoku: the cases of Baekjoon 4574 (Mid-Central USA 2011, problem D).
 *
 *   10                      the number N of dominoes placed
 *   6 B2 1 B3               N lines: digit, cell, digit, cell
 *   ...
 *   C5 A3 D9 I4 A9 E5 A2 C6 I1   where the digits 1..9 stand alone
 *   ...more cases...
 *   0                       the end
 *
 * Cells are a row letter A-I and a column digit 1-9.  The judge gives
 * 10 <= N <= 35; any 1..36 is read.  The answer is written as the judge
 * prints it: "Puzzle k" (k counts the cases from 1), then nine rows of
 * nine digits.
 *
 * Inputs are often concatenated, so a 0 does not end the reading: what
 * follows is another input, its cases numbered from 1 again, as the
 * judge would number them run on it alone; anything there that is not a
 * case is an error, never ignored.  Blank lines and # comment lines are
 * skipped anywhere, between cases and inside them alike.
 *
 * Reading is strict, since a wrong domino silently changes the puzzle:
 * every message names the line and column.  After a bad case, reading
 * resumes at the next line that is a lone number (the next case).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"

#define FIELDS_MAX	12

struct field {
	const char	*text;
	size_t		 len;
	size_t		 col;		/* 1-based */
};

/* Cells and dominoes seen so far in the case, with their lines. */
struct case_state {
	unsigned long	cell_line[GRID_CELLS];
	unsigned long	domino_line[DOMINOES];
};

static int
split_fields(const struct line *l, struct field *f, int max)
{
	size_t	i = 0, start;
	int	n = 0;

	for (;;) {
		while (i < l->len && (l->text[i] == ' ' || l->text[i] == '\t'))
			i++;
		if (i == l->len)
			return n;
		start = i;
		while (i < l->len && l->text[i] != ' ' && l->text[i] != '\t')
			i++;
		if (n < max) {
			f[n].text = l->text + start;
			f[n].len = i - start;
			f[n].col = start + 1;
		}
		n++;
	}
}

/*
 * A line holding one number and nothing else: a case header.  It is read
 * as the judge's scanf("%d") reads it, by value, with any number of zeros
 * before it ("000000010" is 10, "000000000" ends an input); a value past
 * COUNT_PAST stays there, for the caller to refuse, whatever its length.
 */
#define COUNT_PAST	1000

static bool
is_count_line(const struct line *l, long *value)
{
	struct field	f = { NULL, 0, 0 };
	size_t		i;
	long		v = 0;

	if (split_fields(l, &f, 1) != 1)
		return false;
	for (i = 0; i < f.len; i++) {
		if (f.text[i] < '0' || f.text[i] > '9')
			return false;
		if (v < COUNT_PAST)
			v = v * 10 + (f.text[i] - '0');
	}
	*value = v;
	return true;
}

/* Blank, or a # comment: skipped wherever it is. */
static bool
is_skipped(const struct line *l)
{
	struct field	f;

	return split_fields(l, &f, 1) == 0 || l->text[0] == '#';
}

/* The next line that is not skipped, as notation_next_line gives it. */
static enum read_status
next_line(struct input *in, struct line *l, struct diag *d)
{
	enum read_status	rs;

	while ((rs = notation_next_line(in, l, d)) == READ_PUZZLE &&
	    is_skipped(l))
		continue;
	return rs;
}

/* Skips to the next case header, left unread; used after a bad case. */
static void
skip_case(struct input *in)
{
	struct line		l;
	struct diag		ignored;
	enum read_status	rs;
	long			n;

	while ((rs = notation_next_line(in, &l, &ignored)) != READ_END &&
	    rs != READ_FAILED)
		if (rs == READ_PUZZLE && is_count_line(&l, &n)) {
			input_unread(in);
			return;
		}
}

static enum read_status
bad(struct input *in, struct diag *d, const struct line *l, size_t col,
    const char *message)
{
	diag_set(d, in->name, l->no, col, "%s", message);
	skip_case(in);
	return READ_BAD;
}

static int
parse_digit(const struct field *f)
{
	if (f->len != 1 || f->text[0] < '1' || f->text[0] > '9')
		return -1;
	return f->text[0] - '0';
}

/* A cell named by a field, checked free; -1 with d set otherwise. */
static int
take_cell(struct input *in, const struct line *l, const struct field *f,
    struct case_state *cs, struct diag *d)
{
	int	cell = grid_cell_parse(f->text, f->len);

	if (cell < 0) {
		diag_set(d, in->name, l->no, f->col,
		    "'%.*s' is not a cell (A1 to I9: row letter, column digit)",
		    (int)(f->len > 8 ? 8 : f->len), f->text);
		return -1;
	}
	if (cs->cell_line[cell] != 0) {
		diag_set(d, in->name, l->no, f->col,
		    "%.2s is already covered (line %lu)", f->text,
		    cs->cell_line[cell]);
		return -1;
	}
	cs->cell_line[cell] = l->no;
	return cell;
}

static int
field_digit(struct input *in, const struct line *l, const struct field *f,
    struct diag *d)
{
	int	v = parse_digit(f);

	if (v < 0 && notation_is_signed(f->text, f->len))
		notation_signed(d, in->name, l->no, l->text, l->len,
		    f->col - 1);
	else if (v < 0)
		diag_set(d, in->name, l->no, f->col,
		    "'%.*s' is not a digit 1-9", (int)(f->len > 8 ? 8 : f->len),
		    f->text);
	return v;
}

/* One "U LU V LV" line. */
static int
parse_domino(struct input *in, const struct line *l, struct puzzle *p,
    struct case_state *cs, struct diag *d)
{
	struct field	 f[FIELDS_MAX];
	struct domino	*dm = &p->dominoes.placed[p->dominoes.count];
	int		 n, u, v, cu, cv, k;
	char		 a[3], b[3];

	if ((n = split_fields(l, f, FIELDS_MAX)) != 4) {
		diag_set(d, in->name, l->no, 0,
		    "expected a domino 'U LU V LV', found %d fields", n);
		return -1;
	}
	if ((u = field_digit(in, l, &f[0], d)) < 0 ||
	    (v = field_digit(in, l, &f[2], d)) < 0)
		return -1;
	if (u == v) {
		diag_set(d, in->name, l->no, f[2].col,
		    "a domino has two different digits, not %d and %d", u, v);
		return -1;
	}
	k = domino_index(u, v);
	if (cs->domino_line[k] != 0) {
		diag_set(d, in->name, l->no, 0, "domino %d-%d is already "
		    "placed (line %lu)", u < v ? u : v, u < v ? v : u,
		    cs->domino_line[k]);
		return -1;
	}
	if ((cu = take_cell(in, l, &f[1], cs, d)) < 0 ||
	    (cv = take_cell(in, l, &f[3], cs, d)) < 0)
		return -1;
	if (!grid_adjacent(cu, cv)) {
		grid_cell_name(cu, a);
		grid_cell_name(cv, b);
		diag_set(d, in->name, l->no, f[3].col,
		    "%s and %s are not side by side", a, b);
		return -1;
	}
	cs->domino_line[k] = l->no;
	dm->cell[0] = (uint8_t)cu;
	dm->cell[1] = (uint8_t)cv;
	dm->digit[0] = (uint8_t)u;
	dm->digit[1] = (uint8_t)v;
	p->givens.cell[cu] = (uint8_t)u;
	p->givens.cell[cv] = (uint8_t)v;
	p->dominoes.count++;
	return 0;
}

/* The line of nine cells holding the single digits 1..9. */
static int
parse_singles(struct input *in, const struct line *l, struct puzzle *p,
    struct case_state *cs, struct diag *d)
{
	struct field	f[FIELDS_MAX];
	int		n, i, cell;

	if ((n = split_fields(l, f, FIELDS_MAX)) != GRID_SIDE) {
		diag_set(d, in->name, l->no, 0, "expected the 9 cells of the "
		    "digits 1 to 9, found %d fields", n);
		return -1;
	}
	for (i = 0; i < GRID_SIDE; i++) {
		if ((cell = take_cell(in, l, &f[i], cs, d)) < 0)
			return -1;
		p->givens.cell[cell] = (uint8_t)(i + 1);
	}
	return 0;
}

/*
 * The next line of the case; a missing one (end of input, or the next
 * case's header) makes the case truncated.
 */
static enum read_status
case_line(struct input *in, struct puzzle *p, struct line *l,
    const char *wanted, struct diag *d)
{
	enum read_status	rs;
	long			n;

	rs = next_line(in, l, d);
	if (rs == READ_PUZZLE && !is_count_line(l, &n))
		return READ_PUZZLE;
	if (rs == READ_PUZZLE)
		input_unread(in);
	if (rs == READ_PUZZLE || rs == READ_END) {
		diag_set(d, in->name, p->line, 0,
		    "puzzle %lu ends before %s", p->ordinal, wanted);
		return READ_BAD;
	}
	/* an over-long line: the case is bad, the rest of it skipped */
	if (rs == READ_BAD)
		skip_case(in);
	return rs;
}

static enum read_status
read_case(struct input *in, struct puzzle *p, long count, struct diag *d)
{
	struct case_state	*cs;
	struct line		 l;
	enum read_status	 rs;
	char			 wanted[64];
	long			 i;
	int			 ok;

	if ((cs = calloc(1, sizeof *cs)) == NULL) {
		diag_no_memory(d, in->name, p->line);
		return READ_FAILED;
	}
	for (i = 0, rs = READ_PUZZLE; i <= count && rs == READ_PUZZLE; i++) {
		if (i < count)
			snprintf(wanted, sizeof wanted, "domino %ld of %ld",
			    i + 1, count);
		else
			snprintf(wanted, sizeof wanted, "its line of 9 cells");
		if ((rs = case_line(in, p, &l, wanted, d)) != READ_PUZZLE)
			break;
		ok = i < count ? parse_domino(in, &l, p, cs, d) :
		    parse_singles(in, &l, p, cs, d);
		if (ok < 0) {
			skip_case(in);
			rs = READ_BAD;
		}
	}
	free(cs);
	return rs;
}

/* What stands where a case's number of dominoes should. */
static enum read_status
bad_count(struct input *in, const struct line *l, unsigned long end_line,
    struct diag *d)
{
	struct field	f = { "", 0, 1 };

	split_fields(l, &f, 1);
	if (notation_is_signed(f.text, f.len))
		notation_signed(d, in->name, l->no, l->text, l->len,
		    f.col - 1);
	else if (end_line != 0)
		diag_set(d, in->name, l->no, f.col, "expected the number of "
		    "dominoes of a puzzle, or nothing, after the 0 on line %lu",
		    end_line);
	else
		diag_set(d, in->name, l->no, f.col, "expected the number of "
		    "dominoes of a puzzle");
	skip_case(in);
	return READ_BAD;
}

static enum read_status
sudominoku_read(struct input *in, struct puzzle *p, struct diag *d)
{
	struct line		l;
	enum read_status	rs;
	unsigned long		end_line = 0;
	long			count;

	/* each 0 ends an input; the next one's cases count from 1 again */
	while ((rs = next_line(in, &l, d)) == READ_PUZZLE &&
	    is_count_line(&l, &count) && count == 0)
		end_line = l.no;
	if (end_line != 0)
		p->ordinal = 1;
	/* an over-long line where a case would start is reported alone */
	if (rs != READ_PUZZLE)
		return rs;
	puzzle_set_classic(p, RULES_SUDOMINOKU);
	p->notation = &notation_sudominoku;
	p->variant = 0;
	p->file = in->name;
	p->line = l.no;
	grid_clear(&p->givens);
	p->dominoes.count = 0;
	if (!is_count_line(&l, &count))
		return bad_count(in, &l, end_line, d);
	if (count > DOMINOES)
		return bad(in, d, &l, 1, "a puzzle has 1 to 36 dominoes "
		    "(the judge gives 10 to 35)");
	return read_case(in, p, count, d);
}

static void
sudominoku_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	char	row[GRID_SIDE + 1];
	char	header[32];
	int	r, c, len;

	len = snprintf(header, sizeof header, "Puzzle %lu\n",
	    source != NULL && source->ordinal > 0 ? source->ordinal : 1);
	output_write(out, header, (size_t)len);
	for (r = 0; r < GRID_SIDE; r++) {
		for (c = 0; c < GRID_SIDE; c++)
			row[c] = (char)('0' + cells[r * GRID_SIDE + c]);
		row[GRID_SIDE] = '\n';
		output_write(out, row, sizeof row);
	}
}

/*
 * A case in the judge's input notation (convert and generate write these): the
 * dominoes placed, then the cells of the single digits 1 to 9, which are
 * the givens no domino covers.  The "0" that ends the input is the
 * caller's, written once after the last case.
 */
void
sudominoku_write_case(struct output *out, const struct puzzle *p)
{
	const struct domino	*dm;
	bool			 covered[GRID_CELLS] = { false };
	char			 text[48], a[3], b[3];
	int			 i, len, cell, d;

	len = snprintf(text, sizeof text, "%d\n", p->dominoes.count);
	output_write(out, text, (size_t)len);
	for (i = 0; i < p->dominoes.count; i++) {
		dm = &p->dominoes.placed[i];
		covered[dm->cell[0]] = covered[dm->cell[1]] = true;
		grid_cell_name(dm->cell[0], a);
		grid_cell_name(dm->cell[1], b);
		len = snprintf(text, sizeof text, "%d %s %d %s\n",
		    dm->digit[0], a, dm->digit[1], b);
		output_write(out, text, (size_t)len);
	}
	for (d = 1; d <= GRID_SIDE; d++) {
		for (cell = 0; cell < GRID_CELLS; cell++)
			if (!covered[cell] && p->givens.cell[cell] == d)
				break;
		grid_cell_name(cell < GRID_CELLS ? cell : 0, a);
		output_puts(out, a);
		output_putc(out, d < GRID_SIDE ? ' ' : '\n');
	}
}

/* The 0 that ends the judge's input, after the last case. */
static void
sudominoku_write_end(struct output *out)
{
	output_puts(out, "0\n");
}

/*
 * convert: a case numbered 1 after others began a new input (a file, or
 * the cases after a 0), so the 0 that ended the one before is written
 * first: concatenated inputs come back as they were.
 */
static void
sudominoku_convert_case(struct output *out, const struct puzzle *p)
{
	if (p->ordinal == 1 && out->records > 0)
		sudominoku_write_end(out);
	sudominoku_write_case(out, p);
}

const struct notation notation_sudominoku = {
	"sudominoku",
	"Baekjoon 4574: N dominoes 'U LU V LV', the cells of 1..9, 0 to end",
	sudominoku_read,
	sudominoku_write,
	NULL,
	sudominoku_convert_case,
	sudominoku_write_end,
	NULL,
	NULL,
	NULL,
	NULL,
	NULL
};
