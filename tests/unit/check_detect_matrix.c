/*
 * The detection matrix: every notation that writes boards, every size it
 * writes, and the blank patterns judges and setters use (none, all, rows
 * blank, one clue, random densities), each board written by the
 * notation's own writer, wrapped the ways files come (CRLF, a byte order
 * mark, no final newline, trailing blanks), then read back with
 * detection.  It must come back as the notation that wrote it (or the one
 * the man page's rule names, as for a 9x9 board of numbers), with the same
 * cells, shape and flavour as --from=NOTATION reads; so the same answer.
 *
 * Hand-picked examples missed the plainest boards of all (a Baekjoon 2239
 * board with a blank first row was read as Sudominoku): here they are
 * generated, with a fixed seed, so every run checks the same cases.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fixture.h"
#include "suites.h"
#include "generate/generate.h"
#include "generate/splitmix.h"

#define MATRIX_SEED	20261126

/*
 * How the writer's text is laid out again, the ways people lay out what
 * those writers write: the man page's rules say how each is read.
 */
enum mx_layout {
	LAYOUT_WRITTEN,		/* as the writer wrote it */
	LAYOUT_TABS,		/* tabs for the spaces (2580 by hand) */
	LAYOUT_ONE_LINE,	/* a board's lines joined with spaces */
	LAYOUT_ROWS,		/* a line of 81 cells cut into 9 rows */
	LAYOUT_DRAWN		/* rows in HoDoKu's borders */
};

/* A notation as the matrix writes it. */
struct mx_notation {
	const char		*label;
	const struct notation	*notation;	/* reads it (--from) */
	int			 variant;	/* boj: its flavour */
	bool			 size_line;	/* numbers: UVa 989's line */
	int			 min_side;
	int			 max_side;
	const struct notation	*writer;	/* NULL: the notation */
	enum mx_layout		 layout;
};

static const struct mx_notation mx_notations[] = {
	{ "line", &notation_line, 0, false, 4, 35, NULL, LAYOUT_WRITTEN },
	{ "grid", &notation_grid, 0, false, 4, 35, NULL, LAYOUT_WRITTEN },
	{ "boj 2580", &notation_boj, BOJ_SPACED, false, 9, 9, NULL,
	    LAYOUT_WRITTEN },
	{ "boj 2239", &notation_boj, BOJ_COMPACT, false, 9, 9, NULL,
	    LAYOUT_WRITTEN },
	{ "hex", &notation_hex, 0, false, 16, 16, NULL, LAYOUT_WRITTEN },
	{ "letters", &notation_letters, 0, false, 4, 26, NULL,
	    LAYOUT_WRITTEN },
	{ "numbers", &notation_numbers, 0, false, 4, 64, NULL,
	    LAYOUT_WRITTEN },
	{ "numbers with a size line", &notation_numbers, 0, true, 1, 64, NULL,
	    LAYOUT_WRITTEN },
	{ "candidates", &notation_candidates, 0, false, 9, 9, NULL,
	    LAYOUT_WRITTEN },
	{ "variant", &notation_variant, 0, false, 4, 35, NULL,
	    LAYOUT_WRITTEN },
	{ "boj 2580 with tabs", &notation_boj, BOJ_SPACED, false, 9, 9, NULL,
	    LAYOUT_TABS },
	{ "a board of 81 numbers on one line", &notation_grid, 0, false, 9, 9,
	    &notation_boj, LAYOUT_ONE_LINE },
	{ "candidates in nine rows", &notation_candidates, 0, false, 9, 9,
	    NULL, LAYOUT_ROWS },
	{ "candidates drawn as HoDoKu draws them", &notation_candidates, 0,
	    false, 9, 9, NULL, LAYOUT_DRAWN },
	{ "fpuzzles", &notation_fpuzzles, FPUZZLES_JSON, false, 1, 16, NULL,
	    LAYOUT_WRITTEN },
	{ "fpuzzles link", &notation_fpuzzles, FPUZZLES_LINK, false, 1, 16,
	    NULL, LAYOUT_WRITTEN },
	{ "fpuzzles link text", &notation_fpuzzles, FPUZZLES_TEXT, false, 1,
	    16, NULL, LAYOUT_WRITTEN },
};

/* How the text of a file is wrapped. */
enum mx_wrap {
	WRAP_LF,
	WRAP_CRLF,
	WRAP_BOM,
	WRAP_NO_FINAL_NEWLINE,
	WRAP_TRAILING_BLANKS,
	WRAPS
};

static const char *const wrap_names[] = {
	"LF", "CRLF", "BOM", "no final newline", "trailing blanks"
};

/*
 * The cases run and the first failures, reported together at the end;
 * under valgrind one case in fixture_stride().
 */
struct mx_tally {
	unsigned long	stride;
	unsigned long	seen;
	unsigned long	cases;
	unsigned long	failed;
	char		report[4096];
	size_t		len;
};

static void
mx_fail(struct mx_tally *t, const char *what, const char *text)
{
	int	n;

	if (t->failed++ >= 8 || t->len >= sizeof t->report - 1)
		return;
	n = snprintf(t->report + t->len, sizeof t->report - t->len,
	    "\n%s\n--- text:\n%.300s%s", what, text,
	    strlen(text) > 300 ? "..." : "");
	if (n > 0)
		t->len += (size_t)n;
	if (t->len >= sizeof t->report)
		t->len = sizeof t->report - 1;
}

/*
 * A solution of the shape: the pattern that fills box rows in turn, with
 * its symbols, rows in bands, bands, columns in stacks and stacks
 * shuffled.
 */
static void
mx_solution(struct splitmix *rng, const struct shape *s, uint8_t *cells)
{
	uint8_t	sym[BOARD_MAX_SIDE], row[BOARD_MAX_SIDE], col[BOARD_MAX_SIDE];
	uint8_t	band[BOARD_MAX_SIDE], stack[BOARD_MAX_SIDE], in[BOARD_MAX_SIDE];
	int	n = s->side, R = s->box_rows, C = s->box_cols, i, b, r, c;

	for (i = 0; i < n; i++)
		sym[i] = (uint8_t)(i + 1);
	splitmix_shuffle(rng, sym, n);
	/* bands of R rows: n / R of them; stacks of C columns: n / C */
	for (i = 0; i < n / R; i++)
		band[i] = (uint8_t)i;
	splitmix_shuffle(rng, band, n / R);
	for (b = 0; b < n / R; b++) {
		for (i = 0; i < R; i++)
			in[i] = (uint8_t)i;
		splitmix_shuffle(rng, in, R);
		for (i = 0; i < R; i++)
			row[b * R + i] = (uint8_t)(band[b] * R + in[i]);
	}
	for (i = 0; i < n / C; i++)
		stack[i] = (uint8_t)i;
	splitmix_shuffle(rng, stack, n / C);
	for (b = 0; b < n / C; b++) {
		for (i = 0; i < C; i++)
			in[i] = (uint8_t)i;
		splitmix_shuffle(rng, in, C);
		for (i = 0; i < C; i++)
			col[b * C + i] = (uint8_t)(stack[b] * C + in[i]);
	}
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			int pr = row[r], pc = col[c];

			cells[r * n + c] = sym[((pr % R) * C + pr / R + pc) %
			    n];
		}
}

/* Blank patterns: what stays given of a solution. */
enum mx_pattern {
	PAT_NONE,		/* every cell given */
	PAT_ALL,		/* the empty board */
	PAT_ROWS,		/* the rows in a mask blank (9x9: every mask) */
	PAT_FIRST_ROWS,		/* the first k rows blank */
	PAT_LAST_ROWS,		/* the last k rows blank */
	PAT_ONE_CLUE,		/* one given, at cell k */
	PAT_DENSITY		/* each cell given with probability k/100 */
};

struct mx_blanks {
	enum mx_pattern	pattern;
	long		k;
};

static void
mx_describe(const struct mx_blanks *b, char *buf, size_t size)
{
	switch (b->pattern) {
	case PAT_NONE:
		snprintf(buf, size, "no blank");
		break;
	case PAT_ALL:
		snprintf(buf, size, "all blank");
		break;
	case PAT_ROWS:
		snprintf(buf, size, "rows of mask 0x%lx blank", b->k);
		break;
	case PAT_FIRST_ROWS:
		snprintf(buf, size, "first %ld rows blank", b->k);
		break;
	case PAT_LAST_ROWS:
		snprintf(buf, size, "last %ld rows blank", b->k);
		break;
	case PAT_ONE_CLUE:
		snprintf(buf, size, "one clue, cell %ld", b->k);
		break;
	case PAT_DENSITY:
		snprintf(buf, size, "%ld%% given", b->k);
		break;
	}
}

static void
mx_blank(struct splitmix *rng, const struct shape *s,
    const struct mx_blanks *b, uint8_t *cells)
{
	int	n = s->side, i, r;

	for (i = 0; i < s->cells; i++) {
		bool	keep = true;

		r = i / n;
		switch (b->pattern) {
		case PAT_NONE:
			break;
		case PAT_ALL:
			keep = false;
			break;
		case PAT_ROWS:
			keep = (b->k >> r & 1) == 0;
			break;
		case PAT_FIRST_ROWS:
			keep = r >= b->k;
			break;
		case PAT_LAST_ROWS:
			keep = r < n - b->k;
			break;
		case PAT_ONE_CLUE:
			keep = i == b->k;
			break;
		case PAT_DENSITY:
			keep = splitmix_below(rng, 100) < (uint32_t)b->k;
			break;
		}
		if (!keep)
			cells[i] = 0;
	}
}

/* The text of a file in the wrap; the caller frees it. */
static char *
mx_wrap(const char *text, enum mx_wrap wrap)
{
	size_t	len = strlen(text), i, n = 0;
	char	*out = malloc(3 * len + 8);

	ck_assert_ptr_nonnull(out);
	if (wrap == WRAP_BOM)
		n += (size_t)sprintf(out, "\xef\xbb\xbf");
	for (i = 0; i < len; i++) {
		if (text[i] == '\n' && wrap == WRAP_CRLF)
			out[n++] = '\r';
		if (text[i] == '\n' && wrap == WRAP_TRAILING_BLANKS) {
			out[n++] = ' ';
			out[n++] = '\t';
		}
		if (text[i] == '\n' && wrap == WRAP_NO_FINAL_NEWLINE &&
		    i == len - 1)
			break;
		out[n++] = text[i];
	}
	out[n] = '\0';
	return out;
}

/*
 * The notation detection should say for what mx wrote on the shape, the
 * first board with the blanks b; and in *also the other reading -v names,
 * where the man page's rules name one (NULL: not looked at).
 */
static const struct notation *
mx_expected(const struct mx_notation *mx, const struct shape *s,
    const struct mx_blanks *b, const struct notation **also)
{
	*also = NULL;
	/* the man page: a row of nine numbers without a size line is boj */
	if (mx->notation == &notation_numbers && !mx->size_line &&
	    s->side == GRID_SIDE)
		return &notation_boj;
	switch (mx->layout) {
	case LAYOUT_WRITTEN:
	case LAYOUT_DRAWN:
		break;
	case LAYOUT_TABS:
		/* grid keeps the tabs; boj writes the judge's spaces */
		*also = &notation_boj;
		return &notation_grid;
	case LAYOUT_ONE_LINE:
		/* 81 placed digits: a solved candidates position */
		if (b->pattern == PAT_NONE)
			return &notation_candidates;
		*also = &notation_candidates;
		return &notation_grid;
	case LAYOUT_ROWS:
		/* rows of single digits alone: a Baekjoon board, the same */
		if (b->pattern == PAT_NONE)
			return &notation_boj;
		break;
	}
	return mx->notation;
}

/* Every space a tab. */
static void
mx_tabs(char *text)
{
	for (; *text != '\0'; text++)
		if (*text == ' ')
			*text = '\t';
}

/* Boards of nine lines (blank lines between them) joined each on a line. */
static void
mx_one_line(char *text)
{
	size_t	i, n = 0, len = strlen(text);
	int	row = 0;

	for (i = 0; i < len; i++) {
		if (text[i] == '\n' && i + 1 < len && text[i + 1] == '\n') {
			text[n++] = '\n';
			continue;
		}
		if (text[i] == '\n' && ++row % GRID_SIDE != 0) {
			text[n++] = ' ';
			continue;
		}
		text[n++] = text[i];
	}
	text[n] = '\0';
}

/*
 * Lines of 81 cells cut into nine rows, drawn (HoDoKu's borders, a '|'
 * between boxes) or not; a blank line between boards.  The caller frees
 * the text.
 */
static char *
mx_rows(const char *text, bool drawn)
{
	static const char	*const border[] = {
		".-------.-------.-------.\n",
		":-------+-------+-------:\n",
		"'-------'-------'-------'\n"
	};
	char			*out = malloc(4 * strlen(text) + 256);
	size_t			 n = 0;
	int			 cell = 0;

	ck_assert_ptr_nonnull(out);
	for (const char *t = text; *t != '\0';) {
		size_t	len = strcspn(t, " \n");

		if (len == 0) {
			t++;
			continue;
		}
		if (cell == 0 && n > 0)
			out[n++] = '\n';
		if (drawn && cell % 27 == 0)
			n += (size_t)sprintf(out + n, "%s",
			    border[cell == 0 ? 0 : 1]);
		if (drawn && cell % 3 == 0)
			n += (size_t)sprintf(out + n, "| ");
		memcpy(out + n, t, len);
		n += len;
		t += len;
		cell++;
		out[n++] = ' ';
		if (cell % 9 == 0) {
			if (drawn)
				out[n++] = '|';
			else
				n--;
			out[n++] = '\n';
		}
		if (drawn && cell == GRID_CELLS)
			n += (size_t)sprintf(out + n, "%s", border[2]);
		cell %= GRID_CELLS;
	}
	out[n] = '\0';
	return out;
}

/* The writer's text laid out as mx says; the caller frees it. */
static char *
mx_layout(const struct mx_notation *mx, char *written)
{
	switch (mx->layout) {
	case LAYOUT_WRITTEN:
		break;
	case LAYOUT_TABS:
		mx_tabs(written);
		break;
	case LAYOUT_ONE_LINE:
		mx_one_line(written);
		break;
	case LAYOUT_ROWS:
	case LAYOUT_DRAWN:
		return mx_rows(written, mx->layout == LAYOUT_DRAWN);
	}
	return strdup(written);
}

/*
 * The matrix writes and reads some 40,000 small texts: through pipes,
 * not files, which cost a file system's work (and on some, a discard of
 * the blocks freed) each time.  The texts fit a pipe's buffer.
 */
#define MX_TEXT_MAX	65536

/* The input reads text, as from a file named t.txt. */
static void
mx_open(struct input *in, const char *text)
{
	struct diag	d;
	size_t		len = strlen(text);
	int		fd[2];

	ck_assert_uint_lt(len, MX_TEXT_MAX);
	ck_assert_int_eq(pipe(fd), 0);
	ck_assert_int_eq(write(fd[1], text, len), (ssize_t)len);
	close(fd[1]);
	ck_assert_int_eq(input_open_fd(in, fd[0], FIXTURE_NAME, &d), 0);
}

/* A writer's output, into a pipe whose other end *read_fd reads. */
static void
mx_output(struct output *out, int *read_fd)
{
	int	fd[2];

	ck_assert_int_eq(pipe(fd), 0);
	output_init(out, fd[1], "matrix");
	*read_fd = fd[0];
}

/* Everything written to out, as a string; closes both ends. */
static char *
mx_collect(struct output *out, int read_fd)
{
	char	*text = malloc(MX_TEXT_MAX);
	ssize_t	 n;
	size_t	 len = 0;

	ck_assert_ptr_nonnull(text);
	ck_assert_int_eq(output_flush(out), 0);
	close(out->fd);
	while ((n = read(read_fd, text + len, MX_TEXT_MAX - 1 - len)) > 0)
		len += (size_t)n;
	text[len] = '\0';
	close(read_fd);
	return text;
}

/* The boards written one after another by mx's writer, as a file. */
static char *
mx_write(const struct mx_notation *mx, const struct shape *s,
    uint8_t *const boards[], int nboards)
{
	static struct output	out;	/* 64 KiB of buffer: not on the stack */
	struct puzzle		source;
	const struct notation	*writer = mx->writer != NULL ? mx->writer :
				    mx->notation;
	int			i, read_fd;

	mx_output(&out, &read_fd);
	puzzle_init(&source);
	source.shape = *s;
	/* boj's flavour is the source's; the others write their canonical
	   layout for a puzzle from another notation */
	if (writer == &notation_boj || writer == &notation_fpuzzles) {
		source.notation = writer;
		source.variant = mx->variant;
	}
	for (i = 0; i < nboards; i++) {
		/* f-puzzles writes the source's givens as givens */
		if (mx->notation == &notation_fpuzzles)
			memcpy(puzzle_set_shape(&source, s), boards[i],
			    (size_t)s->cells);
		if (mx->size_line) {
			char	line[16];
			int	box = s->box_rows;

			if (out.records > 0)
				output_putc(&out, '\n');
			snprintf(line, sizeof line, "%d\n", box);
			output_puts(&out, line);
			out.records = 0;	/* no second blank line */
		}
		writer->write(&out, &source, boards[i]);
		out.records = (unsigned long)i + 1;
		/* boj writes boards back to back; one on a line needs a
		   blank line between them to stay apart */
		if (mx->layout == LAYOUT_ONE_LINE && i + 1 < nboards)
			output_putc(&out, '\n');
	}
	puzzle_free(&source);
	return mx_collect(&out, read_fd);
}

/*
 * Reads the file with n, forced; true when each board comes back with the
 * cells, shape and flavour it was written with.
 */
static bool
mx_reads_back(const char *text, const struct notation *n,
    const struct mx_notation *mx, const struct shape *s,
    uint8_t *const boards[], int nboards, char *why, size_t size)
{
	struct input		in;
	struct puzzle		p;
	struct diag		d;
	enum read_status	rs;
	bool			ok = true;
	int			i;

	mx_open(&in, text);
	puzzle_init(&p);
	for (i = 0; i < nboards && ok; i++) {
		p.ordinal = (unsigned long)i + 1;
		rs = n->read(&in, &p, &d);
		if (rs != READ_PUZZLE) {
			snprintf(why, size, "board %d: %s: %.300s", i + 1,
			    rs == READ_END ? "not read" : "bad", rs ==
			    READ_END ? "" : d.message);
			ok = false;
		} else if (p.shape.side != s->side ||
		    p.shape.box_rows != s->box_rows ||
		    p.shape.box_cols != s->box_cols) {
			snprintf(why, size, "board %d: read as %dx%d with %dx%d "
			    "boxes", i + 1, p.shape.side, p.shape.side,
			    p.shape.box_rows, p.shape.box_cols);
			ok = false;
		} else if (memcmp(puzzle_cells(&p), boards[i],
		    (size_t)s->cells) != 0) {
			snprintf(why, size, "board %d: other cells", i + 1);
			ok = false;
		} else if ((n == &notation_boj || n == &notation_fpuzzles) &&
		    mx->notation == n && p.variant != mx->variant) {
			snprintf(why, size, "board %d: other flavour", i + 1);
			ok = false;
		}
	}
	if (ok && n->read(&in, &p, &d) != READ_END) {
		snprintf(why, size, "more than %d boards", nboards);
		ok = false;
	}
	puzzle_free(&p);
	input_close(&in);
	return ok;
}

static void
mx_case(struct mx_tally *t, const struct mx_notation *mx,
    const struct shape *s, const struct mx_blanks *b, enum mx_wrap wrap,
    struct splitmix *rng)
{
	static uint8_t		 first[BOARD_MAX_CELLS], second[BOARD_MAX_CELLS];
	uint8_t			*boards[2] = { first, second };
	const struct notation	*want, *want_also, *got, *also;
	struct input		 in;
	struct diag		 d;
	unsigned long		 unclear;
	char			*written, *laid, *text, what[1024], blanks[64];
	char			 why[512];

	if (t->seen++ % t->stride != 0)
		return;
	mx_solution(rng, s, first);
	mx_blank(rng, s, b, first);
	mx_solution(rng, s, second);
	/* a file of placed rows is boj's: its later boards too */
	if (!(mx->layout == LAYOUT_ROWS && b->pattern == PAT_NONE))
		mx_blank(rng, s, &(struct mx_blanks){ PAT_DENSITY, 40 },
		    second);
	want = mx_expected(mx, s, b, &want_also);
	written = mx_write(mx, s, boards, 2);
	laid = mx_layout(mx, written);
	text = mx_wrap(laid, wrap);
	mx_describe(b, blanks, sizeof blanks);
	snprintf(what, sizeof what, "%s, %dx%d (%dx%d boxes), %s, %s:",
	    mx->label, s->side, s->side, s->box_rows, s->box_cols, blanks,
	    wrap_names[wrap]);
	t->cases++;
	mx_open(&in, text);
	got = notation_detect_at(&in, &d, &unclear, &also);
	input_close(&in);
	if (got != want) {
		snprintf(what + strlen(what), sizeof what - strlen(what),
		    " detected as %s, not %s%s%s", got != NULL ? got->name :
		    "nothing", want->name, got == NULL ? ": " : "",
		    got == NULL ? d.message : "");
		mx_fail(t, what, text);
	} else if (want_also != NULL && also != want_also) {
		snprintf(what + strlen(what), sizeof what - strlen(what),
		    " detected, but -v names %s, not %s", also != NULL ?
		    also->name : "nothing", want_also->name);
		mx_fail(t, what, text);
	} else if (!mx_reads_back(text, got, mx, s, boards, 2, why,
	    sizeof why)) {
		snprintf(what + strlen(what), sizeof what - strlen(what),
		    " detected, %s", why);
		mx_fail(t, what, text);
	} else if (!mx_reads_back(text, mx->notation, mx, s, boards, 2, why,
	    sizeof why)) {
		snprintf(what + strlen(what), sizeof what - strlen(what),
		    " with --from=%s, %s", mx->notation->name, why);
		mx_fail(t, what, text);
	}
	free(text);
	free(laid);
	free(written);
}

/*
 * The patterns of a side: 9x9, the judges' size, gets every mask of blank
 * rows and a single clue in every cell; the others the first and last k
 * rows and a clue in each corner.  Both get none, all and densities.
 */
static int
mx_patterns(const struct shape *s, struct mx_blanks *out)
{
	static const int	densities[] = { 5, 30, 60, 90 };
	int			n = s->side, k = 0, i;

	out[k++] = (struct mx_blanks){ PAT_NONE, 0 };
	out[k++] = (struct mx_blanks){ PAT_ALL, 0 };
	if (n == GRID_SIDE) {
		for (i = 1; i < (1 << n) - 1; i++)
			out[k++] = (struct mx_blanks){ PAT_ROWS, i };
		for (i = 0; i < s->cells; i++)
			out[k++] = (struct mx_blanks){ PAT_ONE_CLUE, i };
	} else {
		for (i = 1; i < n; i++) {
			out[k++] = (struct mx_blanks){ PAT_FIRST_ROWS, i };
			out[k++] = (struct mx_blanks){ PAT_LAST_ROWS, i };
		}
		out[k++] = (struct mx_blanks){ PAT_ONE_CLUE, 0 };
		out[k++] = (struct mx_blanks){ PAT_ONE_CLUE, n - 1 };
		out[k++] = (struct mx_blanks){ PAT_ONE_CLUE, n * (n - 1) };
		out[k++] = (struct mx_blanks){ PAT_ONE_CLUE, n * n - 1 };
	}
	for (i = 0; i < (int)(sizeof densities / sizeof densities[0]); i++)
		out[k++] = (struct mx_blanks){ PAT_DENSITY, densities[i] };
	return k;
}

/*
 * One notation over its sizes.  On 9x9 every pattern is tried in every
 * wrap; on the other sizes each pattern in one wrap, taken in turn, so
 * every wrap meets every size.
 */
static void
mx_notation(struct mx_tally *t, const struct mx_notation *mx)
{
	static struct mx_blanks	blanks[1024];
	struct splitmix		rng;
	struct shape		s;
	int			side, i, n, w;

	splitmix_init(&rng, MATRIX_SEED, (uint64_t)(mx - mx_notations));
	for (side = mx->min_side; side <= mx->max_side; side++) {
		if (!board_shape_for_side(&s, side) ||
		    !notation_writes(mx->notation, &s))
			continue;
		/* UVa 989's size line says square boxes */
		if (mx->size_line && s.box_rows != s.box_cols)
			continue;
		n = mx_patterns(&s, blanks);
		for (i = 0; i < n; i++) {
			if (side != GRID_SIDE) {
				mx_case(t, mx, &s, &blanks[i],
				    (enum mx_wrap)((i + side) % WRAPS), &rng);
				continue;
			}
			for (w = 0; w < WRAPS; w++)
				mx_case(t, mx, &s, &blanks[i],
				    (enum mx_wrap)w, &rng);
		}
	}
}

static void
mx_check(const struct mx_notation *mx)
{
	struct mx_tally	t;

	memset(&t, 0, sizeof t);
	t.stride = (unsigned long)fixture_stride();
	mx_notation(&t, mx);
	ck_assert_uint_gt(t.cases, 0);
	if (t.failed > 0)
		ck_abort_msg("%s: %lu of %lu cases fail; the first:%s",
		    mx->label, t.failed, t.cases, t.report);
}

START_TEST(each_notation_reads_back_as_itself)
{
	mx_check(&mx_notations[_i]);
}
END_TEST

/*
 * Sudominoku files: cases of every number of dominoes placed, several
 * inputs run together (a 0 ends each; one is empty: a 0 alone), in every
 * wrap; and the judge's answers ("Puzzle k" and rows), which read as boj.
 */
static void
mx_sudominoku_file(struct splitmix *rng, struct puzzle *cases, int ncases,
    char **text)
{
	static struct output	out;
	struct gen_spec		spec;
	struct gen_puzzle	g;
	int			i, read_fd;

	memset(&spec, 0, sizeof spec);
	spec.symmetry = SYMMETRY_NONE;
	spec.sudominoku = true;
	spec.minimal = false;
	spec.max_draws = 1000;
	generate_spec_init(&spec);
	mx_output(&out, &read_fd);
	for (i = 0; i < ncases; i++) {
		spec.givens_min = spec.givens_max =
		    (int)(10 + splitmix_below(rng, 26));
		ck_assert_int_eq(generate_puzzle(&spec, MATRIX_SEED,
		    splitmix_next(rng) >> 1, &g), GEN_OK);
		puzzle_init(&cases[i]);
		cases[i].rules = RULES_SUDOMINOKU;
		cases[i].givens = g.givens;
		cases[i].dominoes = g.dominoes;
		sudominoku_write_case(&out, &cases[i]);
		/* an input ends after the second case, then an empty one */
		if (i == 1)
			output_puts(&out, "0\n0\n");
	}
	output_puts(&out, "0\n");
	*text = mx_collect(&out, read_fd);
}

START_TEST(sudominoku_reads_back_as_itself)
{
	struct splitmix	 rng;
	struct puzzle	 cases[4], p;
	struct input	 in;
	struct diag	 d;
	char		*written, *text;
	int		 w, i;

	splitmix_init(&rng, MATRIX_SEED, 99);
	mx_sudominoku_file(&rng, cases, 4, &written);
	for (w = 0; w < WRAPS; w++) {
		text = mx_wrap(written, (enum mx_wrap)w);
		mx_open(&in, text);
		ck_assert_msg(notation_detect(&in, &d) == &notation_sudominoku,
		    "%s: %s", wrap_names[w], text);
		puzzle_init(&p);
		for (i = 0; i < 4; i++) {
			ck_assert_int_eq(notation_sudominoku.read(&in, &p, &d),
			    READ_PUZZLE);
			ck_assert_mem_eq(p.givens.cell, cases[i].givens.cell,
			    GRID_CELLS);
			ck_assert_int_eq(p.dominoes.count,
			    cases[i].dominoes.count);
		}
		ck_assert_int_eq(notation_sudominoku.read(&in, &p, &d),
		    READ_END);
		puzzle_free(&p);
		input_close(&in);
		free(text);
	}
	free(written);
}
END_TEST

/*
 * Killer lines (cages of a solution grid, its sums, with a title or
 * without, with the solution or without) and variant puzzles with those
 * cages and the solution's givens, in every wrap: each detected as the
 * notation that wrote it, read back with the same cages and sums.
 */
static void
mx_killer(struct splitmix *rng, struct puzzle *p, uint8_t *solution)
{
	struct ruleset	*set;
	uint16_t	 cells[GRID_SIDE];
	int		 cage[GRID_CELLS], i, k, n, c, d, ncages = 0;

	mx_solution(rng, &shape_classic, solution);
	puzzle_init(p);
	puzzle_set_shape(p, &shape_classic);
	set = puzzle_set_variant(p);
	for (i = 0; i < GRID_CELLS; i++)
		cage[i] = -1;
	for (i = 0; i < GRID_CELLS; i++) {
		if (cage[i] >= 0)
			continue;
		/* a cage grows right and down from its first cell */
		cells[0] = (uint16_t)i;
		cage[i] = ncages;
		for (n = 1, k = 0; n < 4 && splitmix_below(rng, 4) != 0; k++) {
			c = cells[splitmix_below(rng, (uint32_t)n)];
			d = splitmix_below(rng, 2) ? c + 1 : c + GRID_SIDE;
			if ((d == c + 1 && d % GRID_SIDE == 0) ||
			    d >= GRID_CELLS || cage[d] >= 0 || k > 8)
				continue;
			/* no digit twice in a cage */
			for (c = 0; c < n && solution[cells[c]] !=
			    solution[d]; c++)
				;
			if (c < n)
				continue;
			cage[d] = ncages;
			cells[n++] = (uint16_t)d;
		}
		/* in order, as a map lists them */
		for (k = 1; k < n; k++)
			for (c = k; c > 0 && cells[c - 1] > cells[c]; c--) {
				uint16_t t = cells[c];

				cells[c] = cells[c - 1];
				cells[c - 1] = t;
			}
		for (k = 0, c = 0; k < n; k++)
			c += solution[cells[k]];
		ruleset_add(set, RULE_CAGE, cells, n, c, 0);
		ncages++;
	}
}

START_TEST(rules_read_back_as_themselves)
{
	static struct output	 out;
	struct splitmix		 rng;
	struct puzzle		 p, q;
	struct input		 in;
	struct diag		 d;
	uint8_t			 solution[GRID_CELLS];
	const struct notation	*n;
	char			*written, *text;
	int			 round, w, i, k;

	splitmix_init(&rng, MATRIX_SEED, 98);
	for (round = 0; round < 40; round++) {
		mx_killer(&rng, &p, solution);
		n = round % 2 == 0 ? &notation_killer : &notation_variant;
		mx_output(&out, &k);
		if (n == &notation_variant && round % 4 == 1)
			memcpy(p.givens.cell, solution, GRID_CELLS);
		n->write(&out, &p, round % 3 == 0 ? solution : p.givens.cell);
		written = mx_collect(&out, k);
		for (w = 0; w < WRAPS; w++) {
			text = mx_wrap(written, (enum mx_wrap)w);
			mx_open(&in, text);
			ck_assert_msg(notation_detect(&in, &d) == n, "%s: %s",
			    wrap_names[w], text);
			puzzle_init(&q);
			ck_assert_msg(n->read(&in, &q, &d) == READ_PUZZLE,
			    "%s: %s", d.message, text);
			ck_assert_int_eq(q.ruleset->count, p.ruleset->count);
			for (i = 0; i < p.ruleset->count; i++) {
				const struct constraint *a =
				    &p.ruleset->constraint[i],
				    *b = &q.ruleset->constraint[i];

				ck_assert_int_eq(a->value, b->value);
				ck_assert_int_eq(a->ncells, b->ncells);
				ck_assert_mem_eq(constraint_cells(p.ruleset, a),
				    constraint_cells(q.ruleset, b),
				    a->ncells * sizeof(uint16_t));
			}
			ck_assert_int_eq(n->read(&in, &q, &d), READ_END);
			puzzle_free(&q);
			input_close(&in);
			free(text);
		}
		free(written);
		puzzle_free(&p);
	}
}
END_TEST

Suite *
make_detect_matrix_suite(void)
{
	Suite	*s = suite_create("detect_matrix");
	TCase	*tc = tcase_create("matrix");

	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, each_notation_reads_back_as_itself, 0,
	    (int)(sizeof mx_notations / sizeof mx_notations[0]));
	tcase_add_test(tc, sudominoku_reads_back_as_itself);
	tcase_add_test(tc, rules_read_back_as_themselves);
	suite_add_tcase(s, tc);
	return s;
}
