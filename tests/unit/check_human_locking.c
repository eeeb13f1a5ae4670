/* human/locking.c: direct and plain pointing and claiming. */
#include "human_util.h"
#include "suites.h"

START_TEST(locking_agrees_with_se)
{
	struct human_paths *p = human_util_paths();

	ck_assert_int_gt(human_util_check_name(p, "Direct Pointing",
	    &technique_direct_locking), 0);
	ck_assert_int_gt(human_util_check_name(p, "Pointing",
	    &technique_locking), 0);
	ck_assert_int_gt(human_util_check_name(p, "Claiming",
	    &technique_locking), 0);
	human_util_paths_free(p);
}
END_TEST

/*
 * 5 in row 1 only in block 1 (claiming): block 1's other rows lose it,
 * which leaves row 2 one place for 5, r2c5: a direct claiming (1.9) that
 * eliminates and places.  Block 3 has no 5 left, so nothing points first.
 */
START_TEST(direct_claiming)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;

	hgrid_init(&h, &empty);
	/* 5 in row 1: c1..c3 only (claiming into block 1) */
	for (int c = 3; c < 9; c++)
		hgrid_eliminate(&h, c, 5);
	/* 5 in row 2: c1, c2 (block 1) and c5 only */
	for (int c = 2; c < 9; c++)
		if (c != 4)
			hgrid_eliminate(&h, 9 + c, 5);
	for (int c = 6; c < 9; c++)
		hgrid_eliminate(&h, 18 + c, 5);
	ck_assert(human_util_find(&technique_direct_locking, &h, &s));
	ck_assert_str_eq(step_name(&s), "Direct Claiming");
	ck_assert_int_eq(s.rating, 19);
	ck_assert_int_eq(s.nplace, 1);
	ck_assert_int_eq(s.place[0].cell, 13);
	ck_assert_int_eq(s.place[0].digit, 5);
	ck_assert_uint_eq(s.elim[9], 1u << 4);
	ck_assert_uint_eq(s.elim[10], 1u << 4);
	ck_assert_uint_eq(s.elim[18], 1u << 4);
	ck_assert_uint_eq(s.elim[19], 1u << 4);
	ck_assert_uint_eq(s.elim[20], 1u << 4);
	ck_assert_uint_eq(s.elim[0], 0);
	ck_assert_uint_eq(s.elim[13], 0);
	ck_assert_str_eq(step_text(&s), "5 in r1 locked in b1");
}
END_TEST

/* Plain locking needs something to eliminate; pointing before claiming. */
START_TEST(pointing_before_claiming)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;

	hgrid_init(&h, &empty);
	/* 7 in block 9 only in row 9: points along row 9 */
	for (int r = 6; r < 8; r++)
		for (int c = 6; c < 9; c++)
			hgrid_eliminate(&h, r * 9 + c, 7);
	ck_assert(human_util_find(&technique_locking, &h, &s));
	ck_assert_str_eq(step_name(&s), "Pointing");
	ck_assert_int_eq(s.rating, 26);
	for (int c = 0; c < 9; c++)
		ck_assert_uint_eq(s.elim[72 + c], c < 6 ? 1u << 6 : 0);
}
END_TEST

/* Positions where SE's producer, asked alone, gives a step. */
START_TEST(locking_positions)
{
	static const struct technique *const only[] = {
		&technique_direct_locking, &technique_locking, NULL
	};

	ck_assert_int_gt(human_util_check_producers(only), 0);
}
END_TEST

Suite *
make_human_locking_suite(void)
{
	Suite *s = suite_create("human_locking");
	TCase *tc = tcase_create("locking");

	tcase_add_test(tc, direct_claiming);
	tcase_add_test(tc, pointing_before_claiming);
	tcase_add_test(tc, locking_agrees_with_se);
	tcase_add_test(tc, locking_positions);
	suite_add_tcase(s, tc);
	return s;
}
