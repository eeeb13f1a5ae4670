/* progress.c: the progress line's text, and fitting it to the terminal. */
#include <string.h>

#include "output/progress.h"
#include "suites.h"

/* "1 solution", as the rest of the program says one of anything. */
START_TEST(count_one_solution_is_singular)
{
	char	line[PROGRESS_LINE_MAX];

	progress_count(line, sizeof line, 1, 2.4);
	ck_assert_str_eq(line, "1 solution so far, 2/s");
	progress_count(line, sizeof line, 0, 0);
	ck_assert_str_eq(line, "0 solutions so far, 0/s");
	progress_count(line, sizeof line, 2, 4);
	ck_assert_str_eq(line, "2 solutions so far, 4/s");
	progress_count(line, sizeof line, 1234567, 2345678);
	ck_assert_str_eq(line, "1234567 solutions so far, 2345678/s");
}
END_TEST

/* Counts past 64 bits are shown whole. */
START_TEST(count_past_64_bits)
{
	char	line[PROGRESS_LINE_MAX];
	count_t	n = (count_t)6670903752021ULL * 1000000000ULL + 72936960ULL;

	progress_count(line, sizeof line, n, 1e6);
	ck_assert_str_eq(line,
	    "6670903752021072936960 solutions so far, 1000000/s");
}
END_TEST

/* A narrow terminal drops the lead's words before the count. */
START_TEST(fit_drops_the_lead_first)
{
	char	line[PROGRESS_LINE_MAX];

	progress_fit(line, sizeof line, "sudoku: counting puzzle 3: ",
	    "1 solution so far, 2/s", 80);
	ck_assert_str_eq(line,
	    "sudoku: counting puzzle 3: 1 solution so far, 2/s");
	progress_fit(line, sizeof line, "sudoku: counting puzzle 3: ",
	    "1 solution so far, 2/s", 45);
	ck_assert_str_eq(line, "counting puzzle 3: 1 solution so far, 2/s");
	progress_fit(line, sizeof line, "sudoku: counting puzzle 3: ",
	    "1 solution so far, 2/s", 20);
	ck_assert_str_eq(line, "1 solution so far, ");
}
END_TEST

/*
 * A share that is neither none nor all never reads as either: "2 of 4,991
 * kept" said 0.0%.  More decimals, as many as it takes, up to three.
 */
START_TEST(percent_never_rounds_to_none_or_all)
{
	char	text[PROGRESS_PERCENT_MAX];

	progress_percent(text, sizeof text, 2, 4991, 1);
	ck_assert_str_eq(text, "0.04%");
	progress_percent(text, sizeof text, 4990, 4991, 1);
	ck_assert_str_eq(text, "99.98%");
	progress_percent(text, sizeof text, 1, 1e7, 1);
	ck_assert_str_eq(text, "<0.001%");
	progress_percent(text, sizeof text, 1e7 - 1, 1e7, 1);
	ck_assert_str_eq(text, ">99.999%");
	progress_percent(text, sizeof text, 5, 1000, 0);
	ck_assert_str_eq(text, "0.5%");
	progress_percent(text, sizeof text, 1, 3, 1);
	ck_assert_str_eq(text, "33.3%");
	progress_percent(text, sizeof text, 45, 100, 0);
	ck_assert_str_eq(text, "45%");
	/* none and all are said as they are */
	progress_percent(text, sizeof text, 0, 4991, 1);
	ck_assert_str_eq(text, "0.0%");
	progress_percent(text, sizeof text, 4991, 4991, 1);
	ck_assert_str_eq(text, "100.0%");
	progress_percent(text, sizeof text, 0, 0, 1);
	ck_assert_str_eq(text, "0.0%");
}
END_TEST

START_TEST(elapsed_as_a_person_reads_it)
{
	char	text[PROGRESS_ELAPSED_MAX];

	progress_elapsed(text, sizeof text, 0.64);
	ck_assert_str_eq(text, "0.6 s");
	progress_elapsed(text, sizeof text, 42.7);
	ck_assert_str_eq(text, "42 s");
	progress_elapsed(text, sizeof text, 185);
	ck_assert_str_eq(text, "3 min 5 s");
	progress_elapsed(text, sizeof text, 7650);
	ck_assert_str_eq(text, "2 h 7 min");
	progress_elapsed(text, sizeof text, -1);
	ck_assert_str_eq(text, "0.0 s");
}
END_TEST

/* By the clock alone: quiet for half a second, then ten lines a second. */
START_TEST(due_by_the_clock)
{
	ck_assert(!progress_due(100, 0, 100.4));
	ck_assert(progress_due(100, 0, 100.5));
	ck_assert(!progress_due(100, 100.5, 100.55));
	ck_assert(progress_due(100, 100.5, 100.65));
}
END_TEST

Suite *
make_progress_suite(void)
{
	Suite	*s = suite_create("progress");
	TCase	*tc = tcase_create("line");

	tcase_add_test(tc, count_one_solution_is_singular);
	tcase_add_test(tc, count_past_64_bits);
	tcase_add_test(tc, fit_drops_the_lead_first);
	tcase_add_test(tc, percent_never_rounds_to_none_or_all);
	tcase_add_test(tc, elapsed_as_a_person_reads_it);
	tcase_add_test(tc, due_by_the_clock);
	suite_add_tcase(s, tc);
	return s;
}
