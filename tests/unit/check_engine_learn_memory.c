/*
 * The engines out of memory.  Compiled with room for one clause of two
 * literals in the learning engine (ENGINE_LEARN_DB_WORDS), no memory of
 * the general engine's own (ENGINE_GENERAL_OWN_BYTES: only a caller's
 * arena), and tiny budgets, so that the general engine hands 9x9 boards
 * over at its first failure.
 *
 * Alone, the learning engine stops, out of memory, on many of these
 * boards; after a hand-off the general engine searches again and still
 * answers, counts to 16 as the reference's.  Without an arena the general
 * engine cannot start: it says it is out of memory, never that it was
 * interrupted, which its callers would take for a signal.
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
	q.arena_size = engine_general_arena_size(&s);
	ck_assert_ptr_nonnull(q.arena = malloc(q.arena_size));
	for (i = 0; i < 60; i++) {
		reference_random_puzzle(&rng, &g, 34 + (int)rng_below(&rng, 12));
		board_init(&p, &s);
		memcpy(p.cell, g.cell, GRID_CELLS);
		want = reference_count(&g, 16, NULL);
		engine_learn_solve(&q, a);
		ck_assert(!a->interrupted);
		out += a->out_of_memory;
		engine_general_solve(&q, a);
		ck_assert_msg(!a->interrupted && !a->out_of_memory &&
		    a->count == want, "puzzle %d: count %d, interrupted %d, "
		    "out of memory %d, want %d", i, (int)a->count,
		    (int)a->interrupted, (int)a->out_of_memory, (int)want);
		if (want > 0)
			ck_assert(board_is_solution(&p, &a->solution));
	}
	/* the learning engine did run out */
	ck_assert(out > 0);
	free(q.arena);
	free(a);
}
END_TEST

/*
 * No memory for the general engine: out of memory and not interrupted,
 * with an interrupt to poll that was never set (as the commands run it),
 * for the first solution, a count and the smallest solution; and the same
 * boards solved in an arena.
 */
START_TEST(general_engine_out_of_memory_is_no_interrupt)
{
	static const int	 boxes[][2] = { { 2, 2 }, { 3, 3 }, { 4, 4 } };
	struct shape		 s;
	struct board		 empty;
	struct general_answer	*a = malloc(sizeof *a);
	volatile sig_atomic_t	 stop = 0;
	struct general_query	 q = { .givens = &empty, .interrupt = &stop };
	size_t			 i;
	void			*arena;

	ck_assert_ptr_nonnull(a);
	for (i = 0; i < sizeof boxes / sizeof boxes[0]; i++) {
		ck_assert(board_shape(&s, boxes[i][0], boxes[i][1]));
		board_init(&empty, &s);
		q.arena = NULL;
		q.arena_size = 0;
		q.limit = 1;
		engine_general_solve(&q, a);
		ck_assert(a->out_of_memory && !a->interrupted);
		ck_assert(a->count == 0);
		q.limit = 2;
		engine_general_lexmin(&q, a);
		ck_assert(a->out_of_memory && !a->interrupted);
		ck_assert(a->count == 0);
		q.arena_size = engine_general_arena_size(&s);
		ck_assert_ptr_nonnull(arena = malloc(q.arena_size));
		q.arena = arena;
		engine_general_solve(&q, a);
		ck_assert(!a->out_of_memory && !a->interrupted);
		ck_assert(a->count == 2);
		engine_general_lexmin(&q, a);
		ck_assert(!a->out_of_memory && !a->interrupted);
		ck_assert(a->count == 1 &&
		    board_is_solution(&empty, &a->solution));
		free(arena);
	}
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
	tcase_add_test(tc, general_engine_out_of_memory_is_no_interrupt);
	suite_add_tcase(s, tc);
	runner = srunner_create(s);
	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
