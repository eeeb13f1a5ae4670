/* human/hidden-set.c, human/naked-set.c: subsets, direct and plain. */
#include "human_util.h"
#include "suites.h"

START_TEST(sets_agree_with_se)
{
	static const struct {
		const char *name;
		const struct technique *t;
	} cases[] = {
		{ "Direct Hidden Pair", &technique_direct_hidden_pair },
		{ "Direct Hidden Triplet", &technique_direct_hidden_triple },
		{ "Hidden Pair", &technique_hidden_pair },
		{ "Hidden Triplet", &technique_hidden_triple },
		{ "Naked Pair", &technique_naked_pair },
		{ "Naked Triplet", &technique_naked_triple },
		{ "Naked Quad", &technique_naked_quad },
	};
	struct human_paths *p = human_util_paths();

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		ck_assert_msg(human_util_check_name(p, cases[i].name,
		    cases[i].t) > 0, "no %s in the paths", cases[i].name);
	human_util_paths_free(p);
}
END_TEST

/*
 * A hidden quad in row 1: 1, 2, 3, 4 only in r1c1..r1c4, every other digit
 * everywhere; needs more than 8 open cells in the row.
 */
START_TEST(hidden_quad)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;

	hgrid_init(&h, &empty);
	for (int c = 4; c < 9; c++)
		hgrid_eliminate_mask(&h, c, 0xf);
	ck_assert(!human_util_find(&technique_hidden_triple, &h, &s));
	ck_assert(human_util_find(&technique_hidden_quad, &h, &s));
	ck_assert_int_eq(s.rating, 54);
	ck_assert_str_eq(step_name(&s), "Hidden Quad");
	for (int c = 0; c < 9; c++)
		ck_assert_uint_eq(s.elim[c], c < 4 ? HGRID_ALL & ~0xfu : 0);
	ck_assert_int_eq(s.units[0], 9);	/* no block or column has one */
	ck_assert_str_eq(step_text(&s), "{1,2,3,4} in r1");
}
END_TEST

/* A naked pair needs at least four open cells in its unit. */
START_TEST(naked_pair_scans_blocks_first)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;

	hgrid_init(&h, &empty);
	hgrid_eliminate_mask(&h, 0, HGRID_ALL & ~0x3u);	/* r1c1: 12 */
	hgrid_eliminate_mask(&h, 1, HGRID_ALL & ~0x3u);	/* r1c2: 12 */
	ck_assert(human_util_find(&technique_naked_pair, &h, &s));
	ck_assert_int_eq(s.rating, 30);
	ck_assert_int_eq(s.units[0], 0);		/* block 1 first */
	ck_assert_uint_eq(s.elim[2], 0x3u);
	ck_assert_uint_eq(s.elim[9], 0x3u);
	ck_assert_uint_eq(s.elim[3], 0);		/* row 1 comes later */
}
END_TEST

/* Positions where SE's producer, asked alone, gives a step. */
START_TEST(sets_positions)
{
	static const struct technique *const only[] = {
		&technique_direct_hidden_pair, &technique_direct_hidden_triple, &technique_hidden_pair, &technique_hidden_triple, &technique_hidden_quad, &technique_naked_pair, &technique_naked_triple, &technique_naked_quad, NULL
	};

	ck_assert_int_gt(human_util_check_producers(only), 0);
}
END_TEST

Suite *
make_human_sets_suite(void)
{
	Suite *s = suite_create("human_sets");
	TCase *tc = tcase_create("sets");

	tcase_add_test(tc, hidden_quad);
	tcase_add_test(tc, naked_pair_scans_blocks_first);
	tcase_add_test(tc, sets_agree_with_se);
	tcase_add_test(tc, sets_positions);
	suite_add_tcase(s, tc);
	return s;
}
