/* notation.c: which notation a file's first meaningful line says. */
#include <string.h>

#include "fixture.h"
#include "suites.h"

static const struct notation *
detect(const char *text, struct diag *d)
{
	struct input		 in;
	const struct notation	*n;

	fixture_open(&in, text, strlen(text));
	n = notation_detect(&in, d);
	input_close(&in);
	return n;
}

START_TEST(each_notation_recognised)
{
	struct diag	d;

	ck_assert_ptr_eq(detect("# c\n\n4.....8.5.3..........7......2.....6."
	    "....8.4......1.......6.3.7.5..2.....1.4...... top95\n", &d),
	    &notation_line);
	ck_assert_ptr_eq(detect("0 3 5 4 6 9 2 7 8\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("103000509\r\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("5 3 . | . 7 . | . . .\n", &d),
	    &notation_grid);
	ck_assert_ptr_eq(detect("+-------+-------+-------+\n", &d),
	    &notation_grid);
	ck_assert_ptr_eq(detect("\xe2\x94\x8c\xe2\x94\x80\n", &d),
	    &notation_grid);
	ck_assert_ptr_eq(detect("53..7....\n", &d), &notation_grid);
	ck_assert_ptr_eq(detect("10\n6 B2 1 B3\n", &d), &notation_sudominoku);
	ck_assert_ptr_eq(detect(" 0 \n", &d), &notation_sudominoku);
}
END_TEST

START_TEST(nothing_fits)
{
	struct diag	d;

	ck_assert_ptr_null(detect("\n\nhello world\n", &d));
	ck_assert_uint_eq(d.line, 3);
	ck_assert_str_eq(d.message, "cannot tell the notation: line 3 is not "
	    "81 cells (line), 9 numbers (boj), a grid row (grid) or a "
	    "number of dominoes (sudominoku); use --from");
}
END_TEST

START_TEST(no_puzzle_at_all)
{
	struct diag	d;

	ck_assert_ptr_null(detect("", &d));
	ck_assert_str_eq(d.message, "no puzzle found");
	ck_assert_uint_eq(d.line, 0);
	ck_assert_ptr_null(detect("# only\n  \n\t\n# comments\n", &d));
	ck_assert_str_eq(d.message, "no puzzle found");
}
END_TEST

START_TEST(names_find_notations)
{
	ck_assert_ptr_eq(notation_find("line"), &notation_line);
	ck_assert_ptr_eq(notation_find("grid"), &notation_grid);
	ck_assert_ptr_eq(notation_find("boj"), &notation_boj);
	ck_assert_ptr_eq(notation_find("sudominoku"), &notation_sudominoku);
	ck_assert_ptr_null(notation_find("auto"));
	ck_assert_ptr_null(notation_find("lin"));
}
END_TEST

Suite *
make_notation_detect_suite(void)
{
	Suite	*s = suite_create("notation_detect");
	TCase	*tc;

	tc = tcase_create("detect");
	tcase_add_test(tc, each_notation_recognised);
	tcase_add_test(tc, nothing_fits);
	tcase_add_test(tc, no_puzzle_at_all);
	tcase_add_test(tc, names_find_notations);
	suite_add_tcase(s, tc);
	return s;
}
