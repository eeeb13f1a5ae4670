/*
 * The lexicographically smallest solution: the Baekjoon 2239 sample, a
 * puzzle built against row-major search, and a cross-check against the
 * reference solver (whose first solution is the smallest) on generated
 * puzzles with many solutions.
 */
#include <string.h>

#include "engine/engine.h"
#include "reference.h"
#include "suites.h"

static void
lexmin(const struct grid *g, struct engine_answer *a)
{
	struct engine_query	q = { .givens = g, .limit = 1 };

	lexmin_solve(engine_bitboard_solve, &q, a);
}

START_TEST(baekjoon_2239_sample)
{
	struct grid		p, want;
	struct engine_answer	a;

	grid_from_line(&p, "103000509002109400000704000300502006060000050"
	    "700803004000401000009205800804000107");
	grid_from_line(&want, "143628579572139468986754231391542786468917352"
	    "725863914237481695619275843854396127");
	lexmin(&p, &a);
	ck_assert(a.count == 1);
	ck_assert(memcmp(a.solution.cell, want.cell, GRID_CELLS) == 0);
}
END_TEST

/* Row-major search needs a huge number of nodes here; we need few. */
START_TEST(crafted_against_row_major)
{
	struct grid		p, want;
	struct engine_answer	a;

	grid_from_line(&p, "..............3.85..1.2.......5.7.....4...1...9"
	    ".......5......73..2.1........4...9");
	grid_from_line(&want, "98765432124617398535192874612853769463489215"
	    "7795461832519286473472319568863745219");
	lexmin(&p, &a);
	ck_assert(a.count == 1);
	ck_assert(memcmp(a.solution.cell, want.cell, GRID_CELLS) == 0);
	ck_assert_uint_lt(a.guesses, 100000);
}
END_TEST

START_TEST(empty_grid_smallest)
{
	struct grid		empty, want;
	struct engine_answer	a;

	grid_clear(&empty);
	ck_assert(reference_lexmin(&empty, &want));
	lexmin(&empty, &a);
	ck_assert(memcmp(a.solution.cell, want.cell, GRID_CELLS) == 0);
	ck_assert(memcmp(a.solution.cell, "\1\2\3\4\5\6\7\10\11", 9) == 0);
}
END_TEST

START_TEST(unsolvable_gives_nothing)
{
	struct grid		p;
	struct engine_answer	a;

	grid_clear(&p);
	grid_from_line(&p, ".12345678.9");	/* reads 11 cells: the rest stay blank */
	/* A1 sees 1..8 in its row and the 9 of B2 in its box */
	lexmin(&p, &a);
	ck_assert(a.count == 0);
}
END_TEST

START_TEST(agrees_with_reference)
{
	struct rng		rng = { 4574 };
	struct grid		p, want;
	struct engine_answer	a;
	int			i, found;

	for (i = 0; i < 300; i++) {
		reference_random_puzzle(&rng, &p, 22 + (int)rng_below(&rng, 14));
		found = reference_lexmin(&p, &want);
		lexmin(&p, &a);
		ck_assert_int_eq(a.count == 1, found);
		if (found)
			ck_assert_msg(memcmp(a.solution.cell, want.cell,
			    GRID_CELLS) == 0, "puzzle %d differs", i);
	}
}
END_TEST

Suite *
make_lexmin_suite(void)
{
	Suite	*s = suite_create("lexmin");
	TCase	*tc;

	tc = tcase_create("known");
	tcase_add_test(tc, baekjoon_2239_sample);
	tcase_add_test(tc, crafted_against_row_major);
	tcase_add_test(tc, empty_grid_smallest);
	tcase_add_test(tc, unsolvable_gives_nothing);
	suite_add_tcase(s, tc);
	tc = tcase_create("reference");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, agrees_with_reference);
	suite_add_tcase(s, tc);
	return s;
}
