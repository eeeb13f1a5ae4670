/* human/unique-loop.c, human/bug.c: uniqueness techniques. */
#include "human_util.h"
#include "suites.h"

START_TEST(unique_agree_with_se)
{
	static const char *const loops[] = {
		"Unique Rectangle type 1", "Unique Rectangle type 2",
		"Unique Rectangle type 3", "Unique Rectangle type 4",
		"Unique Loop type 1", "Unique Loop type 2", "Unique Loop type 4",
	};
	static const char *const bugs[] = {
		"BUG type 1", "BUG type 2", "BUG type 3", "BUG type 4",
	};
	struct human_paths *p = human_util_paths();

	for (size_t i = 0; i < sizeof(loops) / sizeof(loops[0]); i++)
		ck_assert_msg(human_util_check_name(p, loops[i],
		    &technique_unique_loop) > 0, "no %s", loops[i]);
	for (size_t i = 0; i < sizeof(bugs) / sizeof(bugs[0]); i++)
		ck_assert_msg(human_util_check_name(p, bugs[i],
		    &technique_bug) > 0, "no %s", bugs[i]);
	human_util_paths_free(p);
}
END_TEST

/*
 * r1c1, r1c4, r2c1, r2c4 hold {1,2}, r2c4 with a 3 too: a rectangle of
 * type 1 takes 1 and 2 from r2c4 (4.5).
 */
START_TEST(rectangle_type_1)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;

	hgrid_init(&h, &empty);
	hgrid_eliminate_mask(&h, 0, HGRID_ALL & ~0x3u);
	hgrid_eliminate_mask(&h, 3, HGRID_ALL & ~0x3u);
	hgrid_eliminate_mask(&h, 9, HGRID_ALL & ~0x3u);
	hgrid_eliminate_mask(&h, 12, HGRID_ALL & ~0x7u);
	ck_assert(human_util_find(&technique_unique_loop, &h, &s));
	ck_assert_int_eq(s.rating, 45);
	ck_assert_str_eq(step_name(&s), "Unique Rectangle type 1");
	for (int c = 0; c < 81; c++)
		ck_assert_uint_eq(s.elim[c], c == 12 ? 0x3u : 0);
	ck_assert_int_eq(s.ncells, 4);
	ck_assert_str_eq(step_text(&s), "r1c1,r2c1,r2c4,r1c4 on 1,2");
}
END_TEST

/* In two boxes' columns only: r1c1,r1c2,r4c1,r4c2 lie in two boxes of
   one stack: no deadly pattern unless each unit is met twice. */
START_TEST(rectangle_needs_two_boxes)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;

	hgrid_init(&h, &empty);
	/* r1c1, r1c5, r5c1, r5c5 in four boxes: not a deadly pattern */
	hgrid_eliminate_mask(&h, 0, HGRID_ALL & ~0x3u);
	hgrid_eliminate_mask(&h, 4, HGRID_ALL & ~0x3u);
	hgrid_eliminate_mask(&h, 36, HGRID_ALL & ~0x3u);
	hgrid_eliminate_mask(&h, 40, HGRID_ALL & ~0x7u);
	ck_assert(!human_util_find(&technique_unique_loop, &h, &s));
}
END_TEST

/* Positions where SE's producer, asked alone, gives a step. */
START_TEST(unique_positions)
{
	static const struct technique *const only[] = {
		&technique_unique_loop, &technique_bug, NULL
	};

	ck_assert_int_gt(human_util_check_producers(only), 0);
}
END_TEST

Suite *
make_human_unique_suite(void)
{
	Suite *s = suite_create("human_unique");
	TCase *tc = tcase_create("unique");

	tcase_add_test(tc, rectangle_type_1);
	tcase_add_test(tc, rectangle_needs_two_boxes);
	tcase_add_test(tc, unique_agree_with_se);
	tcase_add_test(tc, unique_positions);
	suite_add_tcase(s, tc);
	return s;
}
