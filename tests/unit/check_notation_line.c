/* notation-line.c: cells, blanks, comments, errors, writing back. */
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "suites.h"

static const char solved[] =
    "135469278782135649469278135321546897874913526596827413"
    "917652384643781952258394761";
static const char sample_dots[] =
    ".354692787821.56.9.6.278135321.468978.49135.6596827413"
    "917652.8.6.37.1952258394761";

static enum read_status
read_one(struct input *in, struct puzzle *p, struct diag *d)
{
	return notation_line.read(in, p, d);
}

START_TEST(reads_cells_and_comment)
{
	char		 text[256], *out;
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	struct grid	 g;

	snprintf(text, sizeof text, "# header\n\n%s\t rated 9.4\r\n",
	    sample_dots);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 3);
	ck_assert_ptr_eq(p.notation, &notation_line);
	ck_assert_int_eq(p.givens.cell[0], 0);
	ck_assert_int_eq(p.givens.cell[1], 3);
	ck_assert_int_eq(grid_count_givens(&p.givens), 69);
	ck_assert_str_eq(p.text, "\t rated 9.4");
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);

	/* the solution goes out with the comment, CR dropped */
	for (int i = 0; i < GRID_CELLS; i++)
		g.cell[i] = (uint8_t)(solved[i] - '0');
	out = fixture_write(&notation_line, &p, &g);
	snprintf(text, sizeof text, "%s\t rated 9.4\n", solved);
	ck_assert_str_eq(out, text);
	free(out);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(zero_blanks_and_no_final_newline)
{
	char		 text[128], *out;
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	snprintf(text, sizeof text, "%s", sample_dots);
	for (char *c = text; *c != '\0'; c++)
		if (*c == '.')
			*c = '0';
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(grid_count_givens(&p.givens), 69);
	ck_assert_uint_eq(p.text_len, 0);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	/* blanks go out as dots, whatever the source used */
	out = fixture_write(&notation_line, &p, &p.givens);
	snprintf(text, sizeof text, "%s\n", sample_dots);
	ck_assert_str_eq(out, text);
	free(out);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* Each bad line is reported with its column; the next line still reads. */
START_TEST(errors_and_recovery)
{
	char		 text[1024], bad_char[90], short_line[90], long_line[90];
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	snprintf(bad_char, sizeof bad_char, "%s", solved);
	bad_char[33] = 'x';
	snprintf(short_line, sizeof short_line, "%.80s", solved);
	snprintf(long_line, sizeof long_line, "%s12", solved);
	snprintf(text, sizeof text, "%s\n%s\n%s\n%.40s \x01 x\n%s\n",
	    bad_char, short_line, long_line, solved, solved);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'x' is not a digit or blank");
	ck_assert_uint_eq(d.line, 1);
	ck_assert_uint_eq(d.col, 34);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 81 cells, found 80");
	ck_assert_uint_eq(d.col, 81);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 81 cells, found 83");
	ck_assert_uint_eq(d.col, 82);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 81 cells, found 40");
	ck_assert_uint_eq(d.line, 4);
	ck_assert_uint_eq(d.col, 41);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 5);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(unprintable_bytes_escaped)
{
	char		 text[100];
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	memcpy(text, solved, GRID_CELLS);
	text[5] = '\0';
	text[GRID_CELLS] = '\n';
	fixture_open(&in, text, GRID_CELLS + 1);
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'\\x00' is not a digit or blank");
	ck_assert_uint_eq(d.col, 6);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* Something stuck to the 81st cell: more cells, or no cell at all. */
START_TEST(trailing_characters)
{
	char		 text[512];
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	snprintf(text, sizeof text, "%s12 more\n%sx rated\n%s\t\n",
	    solved, solved, solved);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 81 cells, found 83");
	ck_assert_uint_eq(d.line, 1);
	ck_assert_uint_eq(d.col, 82);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'x' is not a digit or blank");
	ck_assert_uint_eq(d.line, 2);
	ck_assert_uint_eq(d.col, 82);
	/* whitespace alone after the cells is a comment, kept */
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_str_eq(p.text, "\t");
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/*
 * Blanks before the cells are accepted (and not written back); messages
 * point at the column in the line as it is, and count cells from the
 * first.  A sign before a digit says so.
 */
START_TEST(leading_blanks)
{
	char		 text[1024], *out;
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	snprintf(text, sizeof text, " %s rated\n\t %.40s\n  %.33sx%s\n"
	    "  %s12\n %.79s-7\n", sample_dots, solved, solved, solved + 34,
	    solved, solved);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.givens.cell[1], 3);
	ck_assert_int_eq(grid_count_givens(&p.givens), 69);
	ck_assert_str_eq(p.text, " rated");
	out = fixture_write(&notation_line, &p, &p.givens);
	snprintf(text, sizeof text, "%s rated\n", sample_dots);
	ck_assert_str_eq(out, text);
	free(out);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 81 cells, found 40");
	ck_assert_uint_eq(d.line, 2);
	ck_assert_uint_eq(d.col, 43);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'x' is not a digit or blank");
	ck_assert_uint_eq(d.col, 36);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 81 cells, found 83");
	ck_assert_uint_eq(d.col, 84);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'-7': numbers have no sign");
	ck_assert_uint_eq(d.line, 5);
	ck_assert_uint_eq(d.col, 81);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* The input's own complaint about an over-long line is passed on. */
START_TEST(over_long_line_skipped)
{
	size_t		 size = INPUT_LINE_MAX + 200;
	char		*text = malloc(size + 2 * GRID_CELLS);
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	ck_assert_ptr_nonnull(text);
	memset(text, '1', size);
	text[size - 1] = '\n';
	memcpy(text + size, solved, GRID_CELLS);
	fixture_open(&in, text, size + GRID_CELLS);
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_uint_eq(d.line, 1);
	ck_assert_uint_eq(d.col, 0);
	ck_assert_str_eq(d.message, "line is longer than 65536 bytes");
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 2);
	ck_assert_int_eq(p.givens.cell[0], 1);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
	free(text);
}
END_TEST

/*
 * Read and written back, a file of dot-blank lines is the same bytes
 * (but for the # and blank lines, which are no puzzles); the comment
 * buffer, once grown, serves every later puzzle.
 */
START_TEST(round_trip_and_buffer_reuse)
{
	char		 text[1024], *out, *all;
	const char	*buffer = NULL;
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	size_t		 used = 0;
	int		 puzzles = 0;

	snprintf(text, sizeof text, "%s #1 a name\n# skipped\n\n%s\n"
	    "%s\t\t9.4 rating\n", sample_dots, solved, sample_dots);
	all = calloc(1, sizeof text);
	ck_assert_ptr_nonnull(all);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	while (read_one(&in, &p, &d) == READ_PUZZLE) {
		ck_assert_str_eq(p.file, FIXTURE_NAME);
		if (buffer != NULL)
			ck_assert_ptr_eq(p.text, buffer);
		buffer = p.text;
		out = fixture_write(&notation_line, &p, &p.givens);
		memcpy(all + used, out, strlen(out));
		used += strlen(out);
		free(out);
		puzzles++;
	}
	ck_assert_int_eq(puzzles, 3);
	snprintf(text, sizeof text, "%s #1 a name\n%s\n%s\t\t9.4 rating\n",
	    sample_dots, solved, sample_dots);
	ck_assert_str_eq(all, text);
	free(all);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* A puzzle from another notation is written as 81 cells, blanks as dots. */
START_TEST(canonical_write)
{
	struct puzzle	 p;
	struct grid	 g;
	char		*out;

	puzzle_init(&p);
	p.notation = &notation_boj;
	grid_clear(&g);
	g.cell[0] = 5;
	g.cell[80] = 9;
	out = fixture_write(&notation_line, &p, &g);
	ck_assert_uint_eq(strlen(out), 82);
	ck_assert_int_eq(out[0], '5');
	ck_assert_int_eq(out[1], '.');
	ck_assert_int_eq(out[80], '9');
	ck_assert_int_eq(out[81], '\n');
	free(out);
}
END_TEST

Suite *
make_notation_line_suite(void)
{
	Suite	*s = suite_create("notation_line");
	TCase	*tc;

	tc = tcase_create("read");
	tcase_add_test(tc, reads_cells_and_comment);
	tcase_add_test(tc, zero_blanks_and_no_final_newline);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_add_test(tc, errors_and_recovery);
	tcase_add_test(tc, unprintable_bytes_escaped);
	tcase_add_test(tc, trailing_characters);
	tcase_add_test(tc, leading_blanks);
	tcase_add_test(tc, over_long_line_skipped);
	suite_add_tcase(s, tc);
	tc = tcase_create("write");
	tcase_add_test(tc, canonical_write);
	tcase_add_test(tc, round_trip_and_buffer_reuse);
	suite_add_tcase(s, tc);
	return s;
}
