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

Suite *
make_progress_suite(void)
{
	Suite	*s = suite_create("progress");
	TCase	*tc = tcase_create("line");

	tcase_add_test(tc, count_one_solution_is_singular);
	tcase_add_test(tc, count_past_64_bits);
	tcase_add_test(tc, fit_drops_the_lead_first);
	suite_add_tcase(s, tc);
	return s;
}
