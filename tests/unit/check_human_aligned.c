/* human/aligned.c: aligned pair and triplet exclusion. */
#include "human_util.h"
#include "suites.h"

START_TEST(aligned_pair_agrees_with_se)
{
	struct human_paths *p = human_util_paths();

	ck_assert_int_gt(human_util_check_name(p, "Aligned Pair Exclusion",
	    &technique_aligned_pair), 0);
	human_util_paths_free(p);
}
END_TEST

/*
 * The candidates of base cell `which` that some combination allows, the
 * long way: every pair of digits, none repeated in cells that see each
 * other, none taking all of an excluder's candidates.
 */
static unsigned
aligned_brute(const unsigned base[2], bool see, const unsigned *excl,
    int nexcl, int which)
{
	unsigned allowed = 0;

	for (int a = 1; a <= 9; a++)
		for (int b = 1; b <= 9; b++) {
			unsigned used = (1u << (a - 1)) | (1u << (b - 1));
			bool ok = (base[0] >> (a - 1) & 1) &&
			    (base[1] >> (b - 1) & 1) && !(a == b && see);

			for (int e = 0; ok && e < nexcl; e++)
				ok = (excl[e] & ~used) != 0;
			if (ok)
				allowed |= 1u << ((which == 0 ? a : b) - 1);
		}
	return allowed;
}

/*
 * Base cells r1c1 {1,2,3} and r1c2 {1,2,4}, which see each other, and the
 * excluders r2c3 {1,2} and r3c3 {2,4} in their block: 1 and 2 together
 * empty r2c3, 2 and 4 empty r3c3.
 */
START_TEST(aligned_pair_exclusion)
{
	struct grid empty = { { 0 } };
	struct hgrid h;
	struct step s;
	unsigned base[2] = { 0x7u, 0xbu }, excl[2] = { 0x3u, 0xau };

	hgrid_init(&h, &empty);
	hgrid_eliminate_mask(&h, 0, HGRID_ALL & ~base[0]);
	hgrid_eliminate_mask(&h, 1, HGRID_ALL & ~base[1]);
	hgrid_eliminate_mask(&h, 11, HGRID_ALL & ~excl[0]);
	hgrid_eliminate_mask(&h, 20, HGRID_ALL & ~excl[1]);
	ck_assert(human_util_find(&technique_aligned_pair, &h, &s));
	ck_assert_int_eq(s.rating, 62);
	ck_assert_uint_eq(s.elim[0], base[0] & ~aligned_brute(base, true,
	    excl, 2, 0));
	ck_assert_uint_eq(s.elim[1], base[1] & ~aligned_brute(base, true,
	    excl, 2, 1));
	ck_assert(s.elim[0] != 0 || s.elim[1] != 0);
}
END_TEST

/* Positions where SE's producer, asked alone, gives a step. */
START_TEST(aligned_positions)
{
	static const struct technique *const only[] = {
		&technique_aligned_pair, &technique_aligned_triple, NULL
	};

	ck_assert_int_gt(human_util_check_producers(only), 0);
}
END_TEST

Suite *
make_human_aligned_suite(void)
{
	Suite *s = suite_create("human_aligned");
	TCase *tc = tcase_create("aligned");

	tcase_add_test(tc, aligned_pair_exclusion);
	tcase_add_test(tc, aligned_pair_agrees_with_se);
	tcase_add_test(tc, aligned_positions);
	suite_add_tcase(s, tc);
	return s;
}
