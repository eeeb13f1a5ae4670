/* human/wing.c: XY-Wing and XYZ-Wing. */
#include "human_util.h"
#include "suites.h"

START_TEST(wings_agree_with_se)
{
	struct human_paths *p = human_util_paths();

	ck_assert_int_gt(human_util_check_name(p, "XY-Wing",
	    &technique_xy_wing), 0);
	ck_assert_int_gt(human_util_check_name(p, "XYZ-Wing",
	    &technique_xyz_wing), 0);
	human_util_paths_free(p);
}
END_TEST

/* Pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}: r5c5 loses 3. */
START_TEST(xy_wing_eliminates_z)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;

	hgrid_init(&h, &empty);
	hgrid_eliminate_mask(&h, 0, HGRID_ALL & ~0x3u);
	hgrid_eliminate_mask(&h, 4, HGRID_ALL & ~0x5u);
	hgrid_eliminate_mask(&h, 36, HGRID_ALL & ~0x6u);
	ck_assert(human_util_find(&technique_xy_wing, &h, &s));
	ck_assert_int_eq(s.rating, 42);
	for (int c = 0; c < 81; c++)
		ck_assert_uint_eq(s.elim[c], c == 40 ? 0x4u : 0);
	ck_assert_str_eq(step_text(&s), "r1c1,r1c5,r5c1 on 3");
	ck_assert(!human_util_find(&technique_xyz_wing, &h, &s));
}
END_TEST

/* XYZ: pivot {1,2,3} r1c1, pincers {1,3} r1c2 and {2,3} r2c1 (same
   block): cells seeing all three lose 3. */
START_TEST(xyz_wing_sees_the_pivot)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;

	hgrid_init(&h, &empty);
	hgrid_eliminate_mask(&h, 0, HGRID_ALL & ~0x7u);
	hgrid_eliminate_mask(&h, 1, HGRID_ALL & ~0x5u);
	hgrid_eliminate_mask(&h, 9, HGRID_ALL & ~0x6u);
	ck_assert(human_util_find(&technique_xyz_wing, &h, &s));
	ck_assert_int_eq(s.rating, 44);
	for (int c = 0; c < 81; c++) {
		bool victim = c == 2 || c == 10 || c == 11 || c == 18 ||
		    c == 19 || c == 20;

		ck_assert_uint_eq(s.elim[c], victim ? 0x4u : 0);
	}
}
END_TEST

/* Positions where SE's producer, asked alone, gives a step. */
START_TEST(wing_positions)
{
	static const struct technique *const only[] = {
		&technique_xy_wing, &technique_xyz_wing, NULL
	};

	ck_assert_int_gt(human_util_check_producers(only), 0);
}
END_TEST

Suite *
make_human_wing_suite(void)
{
	Suite *s = suite_create("human_wing");
	TCase *tc = tcase_create("wing");

	tcase_add_test(tc, xy_wing_eliminates_z);
	tcase_add_test(tc, xyz_wing_sees_the_pivot);
	tcase_add_test(tc, wings_agree_with_se);
	tcase_add_test(tc, wing_positions);
	suite_add_tcase(s, tc);
	return s;
}
