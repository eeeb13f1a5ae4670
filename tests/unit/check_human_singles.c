/* human/singles.c: hidden singles (last cell, block, line) and naked ones. */
#include "human_util.h"
#include "suites.h"

START_TEST(singles_agree_with_se)
{
	struct human_paths *p = human_util_paths();

	ck_assert_int_gt(human_util_check_name(p, "Hidden Single",
	    &technique_hidden_single), 0);
	ck_assert_int_gt(human_util_check_name(p, "Naked Single",
	    &technique_naked_single), 0);
	human_util_paths_free(p);
}
END_TEST

/* A unit with one open cell is taken first, rated 1.0, even a row. */
START_TEST(last_cell_first)
{
	struct hgrid h;
	struct step s;

	human_util_grid(&h,
	    "12345678."
	    "........."
	    "........."
	    "........."
	    "........."
	    "........."
	    "........."
	    "........."
	    "........1");
	ck_assert(human_util_find(&technique_hidden_single, &h, &s));
	ck_assert_int_eq(s.rating, 10);
	ck_assert_int_eq(s.nplace, 1);
	ck_assert_int_eq(s.place[0].cell, 8);
	ck_assert_int_eq(s.place[0].digit, 9);
	ck_assert_str_eq(step_text(&s), "the last cell in r1");
}
END_TEST

/*
 * Blocks before columns before rows: a 2 with one place in row 1 and a 1
 * with one place in column 9, neither alone in its block: the column's
 * comes first, rated 1.5.
 */
START_TEST(columns_before_rows)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;

	hgrid_init(&h, &empty);
	for (int r = 0; r < 8; r++)
		hgrid_eliminate(&h, r * 9 + 8, 1);	/* 1 in c9: r9 only */
	for (int c = 1; c < 9; c++)
		hgrid_eliminate(&h, c, 2);		/* 2 in r1: c1 only */
	ck_assert(human_util_find(&technique_hidden_single, &h, &s));
	ck_assert_int_eq(s.rating, 15);
	ck_assert_int_eq(s.place[0].cell, 80);
	ck_assert_int_eq(s.place[0].digit, 1);
	/* one place in a block beats both */
	for (int c = 1; c < 3; c++)
		hgrid_eliminate(&h, 54 + c, 3);
	for (int r = 7; r < 9; r++)
		for (int c = 0; c < 3; c++)
			hgrid_eliminate(&h, r * 9 + c, 3);
	ck_assert(human_util_find(&technique_hidden_single, &h, &s));
	ck_assert_int_eq(s.rating, 12);
	ck_assert_int_eq(s.place[0].cell, 54);
	ck_assert_int_eq(s.place[0].digit, 3);
}
END_TEST

START_TEST(naked_single_in_cell_order)
{
	struct hgrid h;
	struct step s;

	human_util_grid(&h,
	    ".23456789"
	    "........."
	    "........."
	    "........."
	    "........."
	    "........."
	    "........."
	    "........."
	    ".........");
	ck_assert(human_util_find(&technique_naked_single, &h, &s));
	ck_assert_int_eq(s.rating, 23);
	ck_assert_int_eq(s.place[0].cell, 0);
	ck_assert_int_eq(s.place[0].digit, 1);
	ck_assert_str_eq(step_name(&s), "Naked Single");
	ck_assert_str_eq(step_text(&s), "the only candidate of r1c1");
}
END_TEST

Suite *
make_human_singles_suite(void)
{
	Suite *s = suite_create("human_singles");
	TCase *tc = tcase_create("singles");

	tcase_add_test(tc, last_cell_first);
	tcase_add_test(tc, columns_before_rows);
	tcase_add_test(tc, naked_single_in_cell_order);
	tcase_add_test(tc, singles_agree_with_se);
	suite_add_tcase(s, tc);
	return s;
}
