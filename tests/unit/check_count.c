/* count.c: decimal text of 128-bit counts, both ways. */
#include <string.h>

#include "model/count.h"
#include "suites.h"

START_TEST(format_small_and_zero)
{
	char	buf[COUNT_DIGITS];

	ck_assert_uint_eq(count_format(0, buf), 1);
	ck_assert_str_eq(buf, "0");
	count_format(1234567, buf);
	ck_assert_str_eq(buf, "1234567");
}
END_TEST

START_TEST(format_past_64_bits)
{
	char	buf[COUNT_DIGITS];
	count_t	empty_grid;

	/* the number of completed Sudoku grids */
	empty_grid = (count_t)6670903752021ULL * 1000000000ULL + 72936960ULL;
	count_format(empty_grid, buf);
	ck_assert_str_eq(buf, "6670903752021072936960");
	ck_assert_uint_eq(count_format(COUNT_MAX, buf), 39);
	ck_assert_str_eq(buf, "340282366920938463463374607431768211455");
}
END_TEST

START_TEST(parse_round_trip)
{
	count_t	n;
	char	buf[COUNT_DIGITS];

	ck_assert(count_parse("340282366920938463463374607431768211455", &n));
	ck_assert(n == COUNT_MAX);
	ck_assert(count_parse("6670903752021072936960", &n));
	count_format(n, buf);
	ck_assert_str_eq(buf, "6670903752021072936960");
}
END_TEST

START_TEST(parse_rejects)
{
	count_t	n = 7;

	ck_assert(!count_parse("", &n));
	ck_assert(!count_parse("-1", &n));
	ck_assert(!count_parse("12a", &n));
	ck_assert(!count_parse(" 1", &n));
	ck_assert(!count_parse("340282366920938463463374607431768211456",
	    &n));
	ck_assert(n == 7);
}
END_TEST

/* too big is still digits: merge says overflow, not "not a number" */
START_TEST(digits)
{
	ck_assert(count_is_digits("340282366920938463463374607431768211456"));
	ck_assert(count_is_digits("0"));
	ck_assert(!count_is_digits(""));
	ck_assert(!count_is_digits("-1"));
	ck_assert(!count_is_digits("12+"));
}
END_TEST

Suite *
make_count_suite(void)
{
	Suite	*s = suite_create("count");
	TCase	*tc;

	tc = tcase_create("format");
	tcase_add_test(tc, format_small_and_zero);
	tcase_add_test(tc, format_past_64_bits);
	suite_add_tcase(s, tc);
	tc = tcase_create("parse");
	tcase_add_test(tc, parse_round_trip);
	tcase_add_test(tc, parse_rejects);
	tcase_add_test(tc, digits);
	suite_add_tcase(s, tc);
	return s;
}
