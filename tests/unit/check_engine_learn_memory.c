/*
 * The learning engine out of memory: compiled with room for one clause of
 * two literals (ENGINE_LEARN_DB_WORDS), and tiny budgets, so that the
 * general engine hands 9x9 boards over at its first failure.  Alone, the
 * learning engine stops, interrupted, on many of these boards; after a
 * hand-off the general engine searches again and still answers, counts
 * to 16 as the reference's.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine-general.h"
#include "reference.h"

START_TEST(search_answers_when_learning_runs_out)
{
	struct rng		 rng = { 5 };
	struct grid		 g;
	struct shape		 s;
	struct board		 p;
	struct general_answer	*a = malloc(sizeof *a);
	struct general_query	 q = { .givens = &p, .limit = 16 };
	count_t			 want;
	int			 i, out = 0;

	ck_assert_ptr_nonnull(a);
	ck_assert(board_shape(&s, 3, 3));
	for (i = 0; i < 60; i++) {
		reference_random_puzzle(&rng, &g, 34 + (int)rng_below(&rng, 12));
		board_init(&p, &s);
		memcpy(p.cell, g.cell, GRID_CELLS);
		want = reference_count(&g, 16, NULL);
		engine_learn_solve(&q, a);
		out += a->interrupted;
		engine_general_solve(&q, a);
		ck_assert_msg(!a->interrupted && a->count == want,
		    "puzzle %d: count %d, interrupted %d, want %d", i,
		    (int)a->count, (int)a->interrupted, (int)want);
		if (want > 0)
			ck_assert(board_is_solution(&p, &a->solution));
	}
	/* the learning engine did run out */
	ck_assert(out > 0);
	free(a);
}
END_TEST

int
main(void)
{
	Suite	*s = suite_create("engine_learn_memory");
	TCase	*tc = tcase_create("memory");
	SRunner	*runner;
	int	 failed;

	tcase_add_test(tc, search_answers_when_learning_runs_out);
	suite_add_tcase(s, tc);
	runner = srunner_create(s);
	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
