/* notation-boj.c: Baekjoon 2580 and 2239 boards, errors, exact output. */
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "suites.h"

static const char board_2580[] =
    "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n"
    "3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n"
    "9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";
static const char answer_2580[] =
    "1 3 5 4 6 9 2 7 8\n7 8 2 1 3 5 6 4 9\n4 6 9 2 7 8 1 3 5\n"
    "3 2 1 5 4 6 8 9 7\n8 7 4 9 1 3 5 2 6\n5 9 6 8 2 7 4 1 3\n"
    "9 1 7 6 5 2 3 8 4\n6 4 3 7 8 1 9 5 2\n2 5 8 3 9 4 7 6 1\n";
static const char board_2239[] =
    "103000509\r\n002109400\r\n000704000\r\n300502006\r\n060000050\r\n"
    "700803004\r\n000401000\r\n009205800\r\n804000107";

START_TEST(spaced_board_round_trip)
{
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	struct grid	 g;
	char		*out;
	int		 i;

	fixture_open(&in, board_2580, strlen(board_2580));
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.variant, BOJ_SPACED);
	ck_assert_int_eq(p.givens.cell[1], 3);
	ck_assert_int_eq(grid_count_givens(&p.givens), 67);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	out = fixture_write(&notation_boj, &p, &p.givens);
	ck_assert_str_eq(out, board_2580);
	free(out);
	for (i = 0; i < GRID_CELLS; i++)
		g.cell[i] = (uint8_t)(answer_2580[2 * i] - '0');
	out = fixture_write(&notation_boj, &p, &g);
	ck_assert_str_eq(out, answer_2580);
	free(out);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(compact_board_crlf_no_final_newline)
{
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	char		*out;

	fixture_open(&in, board_2239, strlen(board_2239));
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.variant, BOJ_COMPACT);
	ck_assert_int_eq(p.givens.cell[0], 1);
	ck_assert_int_eq(p.givens.cell[80], 7);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	out = fixture_write(&notation_boj, &p, &p.givens);
	ck_assert(strncmp(out, "103000509\n002109400\n", 20) == 0);
	ck_assert_uint_eq(strlen(out), 90);
	free(out);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(several_boards_and_errors)
{
	char		 text[1024];
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	/* good, blank line, bad number on row 2, good, truncated */
	snprintf(text, sizeof text, "%s\n%.18s7 8 2 1 10 5 6 0 9\n%s%s%.36s",
	    board_2580, board_2580, board_2580 + 36, board_2580, board_2580);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "10 is out of range 0-9");
	ck_assert_uint_eq(d.line, 12);
	ck_assert_uint_eq(d.col, 9);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 20);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 rows, found 2");
	ck_assert_uint_eq(d.line, 29);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* "Puzzle k" lines of Baekjoon 4574's answers label the board after them. */
START_TEST(judge_labels)
{
	static const char	*bad[] = {
		"Puzzle", "Puzzle1", "Puzzle 0", "Puzzle 01", "Puzzle 1x",
		"Puzzle  1", "Puzzle 1234567890"
	};
	static const unsigned long	 col[] = { 7, 7, 8, 8, 9, 8, 8 };
	char		 text[1024];
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	size_t		 i;

	snprintf(text, sizeof text, "Puzzle 12 \r\n%s\n%s", board_2580,
	    board_2580);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.label, 12);
	ck_assert_uint_eq(p.label_line, 1);
	ck_assert_uint_eq(p.line, 2);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.label, 0);
	input_close(&in);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		/* a bad label takes its board with it; the next is read */
		snprintf(text, sizeof text, "%s\n%s%s", bad[i], board_2580,
		    board_2580);
		fixture_open(&in, text, strlen(text));
		ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
		ck_assert_str_eq(d.message, "expected 'Puzzle K', K the number "
		    "of the case (1, 2, ...) as the judge writes it");
		ck_assert_uint_eq(d.line, 1);
		ck_assert_msg(d.col == col[i], "%s: column %lu", bad[i], d.col);
		ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
		ck_assert_uint_eq(p.line, 11);
		ck_assert_uint_eq(p.label, 0);
		input_close(&in);
	}
	puzzle_free(&p);
}
END_TEST

START_TEST(row_errors)
{
	static const char text[] =
	    "0 3 5 4 6 9 2 7\n"		/* 8 numbers */
	    "1 2 3 4 5 6 7 8 9\n1 2 3 4 5 6 7 8 9\n1 2 3 4 5 6 7 8 9\n"
	    "1 2 3 4 5 6 7 8 9\n1 2 3 4 5 6 7 8 9\n1 2 3 4 5 6 7 8 9\n"
	    "1 2 3 4 5 6 7 8 9\n1 2 3 4 5 6 7 8 9\n"
	    "1035a0509\n";		/* compact with a letter */
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 numbers, found 8");
	ck_assert_uint_eq(d.line, 1);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'a' is not a digit");
	ck_assert_uint_eq(d.line, 10);
	ck_assert_uint_eq(d.col, 5);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* All nine rows are read in the flavour of the first. */
START_TEST(flavours_must_agree)
{
	static const char text[] =
	    "103000509\n0 0 2 1 0 9 4 0 0\n000704000\n300502006\n060000050\n"
	    "700803004\n000401000\n009205800\n804000107\n"
	    "0 3 5 4 6 9 2 7 8\n782105609\n0 6 0 2 7 8 1 3 5\n"
	    "3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n"
	    "9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 digits without spaces, as in "
	    "the board's first row");
	ck_assert_uint_eq(d.line, 2);
	ck_assert_uint_eq(d.col, 2);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 numbers separated by spaces, "
	    "as in the board's first row");
	ck_assert_uint_eq(d.line, 11);
	ck_assert_uint_eq(d.col, 1);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/*
 * Lenient where judges are: tabs, runs of spaces, blanks around a row,
 * leading zeros; boards back to back, # comments and "Puzzle k" lines
 * between boards.  Written back, single spaces and nothing between.
 */
START_TEST(lenient_input_exact_output)
{
	static const char text[] =
	    "# from a judge\n"
	    "0  3 5\t4 6 9 2 7 8  \n7 8 2 1 0 5 6 0 9\n 0 6 0 2 7 8 1 3 5\n"
	    "3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n"
	    "9 1 7 6 5 2 00 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n"
	    "Puzzle 2\n"
	    "  103000509 \n002109400\n000704000\n300502006\n060000050\n"
	    "700803004\n000401000\n009205800\n804000107\n";
	static const char compact[] =
	    "103000509\n002109400\n000704000\n300502006\n060000050\n"
	    "700803004\n000401000\n009205800\n804000107\n";
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	char		*out;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 2);
	ck_assert_int_eq(p.variant, BOJ_SPACED);
	out = fixture_write(&notation_boj, &p, &p.givens);
	ck_assert_str_eq(out, board_2580);
	free(out);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 12);
	ck_assert_int_eq(p.variant, BOJ_COMPACT);
	out = fixture_write(&notation_boj, &p, &p.givens);
	ck_assert_str_eq(out, compact);
	free(out);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* A board cut short by a blank line, and one by the end of the file. */
START_TEST(short_boards)
{
	static const char text[] =
	    "103000509\n002109400\n\n"
	    "103000509\n002109400\n000704000\n30050200\n"
	    "0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n"
	    "3 2 1 0 4 6 8 9 7\n";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 rows, found 2");
	ck_assert_uint_eq(d.line, 1);
	ck_assert_uint_eq(d.col, 0);
	/* row 4 of the second board: the rest of that board is skipped */
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 digits, found 8");
	ck_assert_uint_eq(d.line, 7);
	ck_assert_uint_eq(d.col, 0);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	input_close(&in);

	fixture_open(&in, board_2580, 4 * 18);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 rows, found 4");
	ck_assert_uint_eq(d.line, 1);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(number_errors)
{
	static const char text[] =
	    "0 3 5 4 6 9 2 7 1234567890123456\n"
	    "0 3 5 4 6 9 2 7 8 1\n"
	    "0 3 5 4 -6 9 2 7 8\n";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "123456789012... is out of range 0-9");
	ck_assert_uint_eq(d.col, 17);
	input_close(&in);
	fixture_open(&in, text + 33, sizeof text - 34);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 numbers, found 10");
	ck_assert_uint_eq(d.line, 1);
	input_close(&in);
	fixture_open(&in, text + 53, sizeof text - 54);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'-6': numbers have no sign");
	ck_assert_uint_eq(d.col, 9);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/*
 * Boards back to back: a bad row is a row, and the rest of its board is
 * skipped; a first line that is no row (stray text) is skipped with all up
 * to a blank line, never counted as a row, which would join two boards.
 */
START_TEST(stray_lines_between_boards)
{
	char		 text[2048];
	size_t		 big = INPUT_LINE_MAX + 1, len;
	char		*long_text;
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	snprintf(text, sizeof text, "%sRating: 3\n%s%s\n%s", board_2580,
	    board_2580, board_2580, board_2580);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'R' is not a digit (lines 11-28 skipped "
	    "with it, up to the next blank line)");
	ck_assert_uint_eq(d.line, 10);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 30);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	input_close(&in);

	/*
	 * Numbers without a row's shape ahead of a board are no row either;
	 * a letter among nine numbers after good rows is a row: the rest of
	 * its board is skipped and the board after it read (solve's answers
	 * come back to back, with no blank line to skip to).
	 */
	snprintf(text, sizeof text, "1 2\n%s\n%s%.36s7 8 x 1 0 5 6 0 9\n%s%s",
	    board_2580, board_2580, board_2580, board_2580 + 54, board_2580);
	fixture_open(&in, text, strlen(text));
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 numbers, found 2 (lines "
	    "2-10 skipped with it, up to the next blank line)");
	ck_assert_uint_eq(d.line, 1);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 12);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'x' is not a digit");
	ck_assert_uint_eq(d.line, 23);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 30);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	input_close(&in);

	/*
	 * Over-long lines: one between boards, reported alone; one in a
	 * board's rows, which may be a line too many as well as a row, so
	 * the rest is skipped to a blank line.
	 */
	long_text = malloc(2 * big + 4 * sizeof board_2580);
	ck_assert_ptr_nonnull(long_text);
	len = (size_t)sprintf(long_text, "%s", board_2580);
	memset(long_text + len, 'x', big);
	len += big;
	len += (size_t)sprintf(long_text + len, "\n%s%.36s", board_2580,
	    board_2580);
	memset(long_text + len, '7', big);
	len += big;
	len += (size_t)sprintf(long_text + len, "\n%s%s", board_2580 + 54,
	    board_2580);
	fixture_open(&in, long_text, len);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "line is longer than 65536 bytes");
	ck_assert_uint_eq(d.line, 10);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 11);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "line is longer than 65536 bytes (lines "
	    "23-37 skipped with it, up to the end of the file)");
	ck_assert_uint_eq(d.line, 22);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	input_close(&in);
	free(long_text);
	puzzle_free(&p);
}
END_TEST

/* A puzzle from another notation is written as 2580. */
START_TEST(canonical_write)
{
	struct puzzle	 p;
	struct input	 in;
	struct diag	 d;
	char		*out;

	fixture_open(&in, board_2580, strlen(board_2580));
	puzzle_init(&p);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	input_close(&in);
	p.notation = &notation_line;
	p.variant = 0;
	out = fixture_write(&notation_boj, &p, &p.givens);
	ck_assert_str_eq(out, board_2580);
	free(out);
	out = fixture_write(&notation_boj, NULL, &p.givens);
	ck_assert_str_eq(out, board_2580);
	free(out);
	puzzle_free(&p);
}
END_TEST

Suite *
make_notation_boj_suite(void)
{
	Suite	*s = suite_create("notation_boj");
	TCase	*tc;

	tc = tcase_create("read");
	tcase_add_test(tc, spaced_board_round_trip);
	tcase_add_test(tc, compact_board_crlf_no_final_newline);
	tcase_add_test(tc, lenient_input_exact_output);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_add_test(tc, several_boards_and_errors);
	tcase_add_test(tc, judge_labels);
	tcase_add_test(tc, row_errors);
	tcase_add_test(tc, flavours_must_agree);
	tcase_add_test(tc, short_boards);
	tcase_add_test(tc, number_errors);
	tcase_add_test(tc, stray_lines_between_boards);
	suite_add_tcase(s, tc);
	tc = tcase_create("write");
	tcase_add_test(tc, canonical_write);
	suite_add_tcase(s, tc);
	return s;
}
