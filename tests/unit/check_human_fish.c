/* human/fish.c: X-Wing, Swordfish, Jellyfish. */
#include "human_util.h"
#include "suites.h"

START_TEST(fish_agree_with_se)
{
	struct human_paths *p = human_util_paths();

	ck_assert_int_gt(human_util_check_name(p, "X-Wing",
	    &technique_x_wing), 0);
	ck_assert_int_gt(human_util_check_name(p, "Swordfish",
	    &technique_swordfish), 0);
	ck_assert_int_gt(human_util_check_name(p, "Jellyfish",
	    &technique_jellyfish), 0);
	human_util_paths_free(p);
}
END_TEST

/*
 * 6 in rows 2 and 8 only in columns 3 and 7: an X-Wing with rows as the
 * base, found after every column base (columns first in SE's order).
 */
START_TEST(x_wing_on_rows)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;

	hgrid_init(&h, &empty);
	for (int c = 0; c < 9; c++)
		if (c != 2 && c != 6) {
			hgrid_eliminate(&h, 9 + c, 6);
			hgrid_eliminate(&h, 63 + c, 6);
		}
	ck_assert(human_util_find(&technique_x_wing, &h, &s));
	ck_assert_int_eq(s.rating, 32);
	ck_assert_uint_eq(s.digits, 1u << 5);
	for (int r = 0; r < 9; r++) {
		unsigned want = r == 1 || r == 7 ? 0 : 1u << 5;

		ck_assert_uint_eq(s.elim[r * 9 + 2], want);
		ck_assert_uint_eq(s.elim[r * 9 + 6], want);
	}
	ck_assert_str_eq(step_text(&s), "6 in r2,r8 / c3,c7");
	ck_assert(!human_util_find(&technique_swordfish, &h, &s));
}
END_TEST

/* Positions where SE's producer, asked alone, gives a step. */
START_TEST(fish_positions)
{
	static const struct technique *const only[] = {
		&technique_x_wing, &technique_swordfish, &technique_jellyfish, NULL
	};

	ck_assert_int_gt(human_util_check_producers(only), 0);
}
END_TEST

Suite *
make_human_fish_suite(void)
{
	Suite *s = suite_create("human_fish");
	TCase *tc = tcase_create("fish");

	tcase_add_test(tc, x_wing_on_rows);
	tcase_add_test(tc, fish_agree_with_se);
	tcase_add_test(tc, fish_positions);
	suite_add_tcase(s, tc);
	return s;
}
