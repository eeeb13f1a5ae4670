/* notation-sudominoku.c: cases, every malformed shape, the judge's output. */
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "suites.h"

static const char sample[] =
    "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n"
    "3 F5 2 F6\n7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\n"
    "C5 A3 D9 I4 A9 E5 A2 C6 I1\n";
static const char singles[] = "C5 A3 D9 I4 A9 E5 A2 C6 I1\n";

static enum read_status
read_one(struct input *in, struct puzzle *p, struct diag *d)
{
	return notation_sudominoku.read(in, p, d);
}

START_TEST(reads_the_sample)
{
	char		 text[512];
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	snprintf(text, sizeof text, "%s0\n", sample);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_ptr_eq(p.notation, &notation_sudominoku);
	ck_assert_uint_eq(p.line, 1);
	ck_assert_int_eq(p.dominoes.count, 10);
	ck_assert_int_eq(p.dominoes.placed[0].cell[0], 10);	/* B2 */
	ck_assert_int_eq(p.dominoes.placed[0].digit[1], 1);
	ck_assert_int_eq(p.givens.cell[11], 1);			/* B3 */
	ck_assert_int_eq(p.givens.cell[2], 2);			/* A3: 2 */
	ck_assert_int_eq(grid_count_givens(&p.givens), 29);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* No final 0, CRLF: still read. */
START_TEST(missing_final_zero_accepted)
{
	char		 text[512], *crlf;
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	size_t		 i, n = 0;

	for (i = 0; sample[i] != '\0'; i++) {
		if (sample[i] == '\n')
			text[n++] = '\r';
		text[n++] = sample[i];
	}
	text[n] = '\0';
	crlf = text;
	fixture_open(&in, crlf, n);
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.dominoes.count, 10);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* One bad case with a domino line replaced; what it says and where. */
static void
expect_bad_domino(const char *domino, const char *message,
    unsigned long col)
{
	char		 text[512];
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	snprintf(text, sizeof text, "2\n6 B2 1 B3\n%s\n%s%s0\n", domino,
	    singles, sample);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, message);
	ck_assert_uint_eq(d.line, 3);
	ck_assert_uint_eq(d.col, col);
	/* the next case is read in step */
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 5);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}

START_TEST(bad_locations)
{
	expect_bad_domino("2 J1 9 C3",
	    "'J1' is not a cell (A1 to I9: row letter, column digit)", 3);
	expect_bad_domino("2 A0 9 A1",
	    "'A0' is not a cell (A1 to I9: row letter, column digit)", 3);
	expect_bad_domino("2 A9 9 A10",
	    "'A10' is not a cell (A1 to I9: row letter, column digit)", 8);
	expect_bad_domino("2 c4 9 C3",
	    "'c4' is not a cell (A1 to I9: row letter, column digit)", 3);
}
END_TEST

START_TEST(bad_dominoes)
{
	expect_bad_domino("2 C4 9 D5", "C4 and D5 are not side by side", 8);
	expect_bad_domino("2 C4 9 C6", "C4 and C6 are not side by side", 8);
	expect_bad_domino("2 A9 9 B1", "A9 and B1 are not side by side", 8);
	expect_bad_domino("4 C4 4 C3",
	    "a domino has two different digits, not 4 and 4", 6);
	expect_bad_domino("1 C4 6 C3",
	    "domino 1-6 is already placed (line 2)", 0);
	expect_bad_domino("2 B3 9 C3", "B3 is already covered (line 2)", 3);
	expect_bad_domino("0 C4 9 C3", "'0' is not a digit 1-9", 1);
	expect_bad_domino("2 C4 10 C3", "'10' is not a digit 1-9", 6);
	expect_bad_domino("2 C4 9",
	    "expected a domino 'U LU V LV', found 3 fields", 0);
}
END_TEST

START_TEST(bad_counts_and_truncation)
{
	static const char text[] =
	    "x\n"				/* 1: not a number */
	    "37\n"				/* 2: too many */
	    "3\n6 B2 1 B3\n2 C4 9 C3\n"		/* 3: ends early */
	    "2\n6 B2 1 B3\n2 C4 9 C3\n"		/* 6: no singles line */
	    "2\n6 B2 1 B3\n2 C4 9 C3\n"		/* 9: singles line short */
	    "C5 A3 D9 I4 A9 E5 A2 C6\n"
	    "2\n6 B2 1 B3\n2 C4 9 C3\n"		/* 13: singles overlap */
	    "C5 A3 D9 I4 A9 E5 A2 C6 B3\n"
	    "3\n6 B2 1 B3\n";			/* 17: truncated at the end */
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	p.ordinal = 1;
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message,
	    "expected the number of dominoes of a puzzle");
	ck_assert_uint_eq(d.line, 1);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message,
	    "a puzzle has 1 to 36 dominoes (the judge gives 10 to 35)");
	ck_assert_uint_eq(d.line, 2);
	p.ordinal = 3;
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "puzzle 3 ends before domino 3 of 3");
	ck_assert_uint_eq(d.line, 3);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message,
	    "puzzle 3 ends before its line of 9 cells");
	ck_assert_uint_eq(d.line, 6);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message,
	    "expected the 9 cells of the digits 1 to 9, found 8 fields");
	ck_assert_uint_eq(d.line, 12);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "B3 is already covered (line 14)");
	ck_assert_uint_eq(d.line, 16);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "puzzle 3 ends before domino 2 of 3");
	ck_assert_uint_eq(d.line, 17);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/*
 * Inputs run together: a 0 ends one, and the cases after it are another
 * input's, numbered from 1 again; what is no case there is an error.
 */
START_TEST(reads_on_after_zero)
{
	char		 text[2048];
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	snprintf(text, sizeof text, "%s0\n\n# the second file\n%s0\n"
	    "0\ngarbage here\n%s0\n\n", sample, sample, sample);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	p.ordinal = 1;
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.ordinal, 1);
	p.ordinal = 2;
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 16);
	ck_assert_uint_eq(p.ordinal, 1);
	p.ordinal = 2;
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected the number of dominoes of a "
	    "puzzle, or nothing, after the 0 on line 29");
	ck_assert_uint_eq(d.line, 30);
	ck_assert_uint_eq(d.col, 1);
	ck_assert_uint_eq(p.ordinal, 1);
	p.ordinal = 2;
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 31);
	ck_assert_uint_eq(p.ordinal, 2);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	input_close(&in);

	/* garbage after the last 0 */
	snprintf(text, sizeof text, "%s0\n  x 1\n", sample);
	fixture_open(&in, text, strlen(text));
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected the number of dominoes of a "
	    "puzzle, or nothing, after the 0 on line 13");
	ck_assert_uint_eq(d.line, 14);
	ck_assert_uint_eq(d.col, 3);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* Comments are skipped inside a case as they are before one. */
START_TEST(comments_anywhere)
{
	static const char text[] =
	    "# sample\n10\n6 B2 1 B3\n# the second domino\n2 C4 9 C3\n"
	    "6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n7 F7 6 F8\n"
	    "5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\n#\n"
	    "C5 A3 D9 I4 A9 E5 A2 C6 I1\n# end\n0\n";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 2);
	ck_assert_int_eq(p.dominoes.count, 10);
	ck_assert_int_eq(grid_count_givens(&p.givens), 29);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* Signs, and an over-long line inside a case: bad, the next case read. */
START_TEST(signs_and_long_lines)
{
	size_t		 big = INPUT_LINE_MAX + 1, len;
	char		*text;
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	expect_bad_domino("-2 C4 9 C3", "'-2': numbers have no sign", 1);
	expect_bad_domino("2 C4 +9 C3", "'+9': numbers have no sign", 6);
	text = malloc(big + 3 * sizeof sample);
	ck_assert_ptr_nonnull(text);
	len = (size_t)sprintf(text, "-10\n%s2\n6 B2 1 B3\n", sample);
	memset(text + len, '1', big);
	len += big;
	len += (size_t)sprintf(text + len, "\n%s%s", singles, sample);
	fixture_open(&in, text, len);
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'-10': numbers have no sign");
	ck_assert_uint_eq(d.line, 1);
	ck_assert_uint_eq(d.col, 1);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 2);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "line is longer than 65536 bytes");
	ck_assert_uint_eq(d.line, 16);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 18);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
	free(text);
}
END_TEST

START_TEST(judge_output)
{
	struct puzzle	 p;
	struct grid	 g;
	char		*out;
	int		 i;

	puzzle_init(&p);
	p.notation = &notation_sudominoku;
	p.rules = RULES_SUDOMINOKU;
	p.ordinal = 2;
	for (i = 0; i < GRID_CELLS; i++)
		g.cell[i] = (uint8_t)(1 + (i % 9 + i / 9 * 3 + i / 27) % 9);
	out = fixture_write(&notation_sudominoku, &p, &g);
	ck_assert(strncmp(out, "Puzzle 2\n123456789\n456789123\n", 29) == 0);
	ck_assert_uint_eq(strlen(out), 9 + 90);
	free(out);
}
END_TEST

/* convert writes the case as it was given: dominoes, singles, the 0. */
START_TEST(puzzle_round_trip)
{
	char		 text[512], *out;
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	snprintf(text, sizeof text, "%s0\n", sample);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(read_one(&in, &p, &d), READ_PUZZLE);
	out = fixture_write_puzzle(&notation_sudominoku, &p);
	ck_assert_str_eq(out, text);
	free(out);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

Suite *
make_notation_sudominoku_suite(void)
{
	Suite	*s = suite_create("notation_sudominoku");
	TCase	*tc;

	tc = tcase_create("read");
	tcase_add_test(tc, reads_the_sample);
	tcase_add_test(tc, missing_final_zero_accepted);
	tcase_add_test(tc, reads_on_after_zero);
	tcase_add_test(tc, comments_anywhere);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_add_test(tc, bad_locations);
	tcase_add_test(tc, bad_dominoes);
	tcase_add_test(tc, bad_counts_and_truncation);
	tcase_add_test(tc, signs_and_long_lines);
	suite_add_tcase(s, tc);
	tc = tcase_create("write");
	tcase_add_test(tc, judge_output);
	tcase_add_test(tc, puzzle_round_trip);
	suite_add_tcase(s, tc);
	return s;
}
