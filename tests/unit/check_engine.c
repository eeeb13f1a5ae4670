/*
 * The bitboard engine: known answers, exact counts, invalid givens, the
 * interrupt flag, and a cross-check against the reference solver on
 * generated puzzles of every kind.
 */
#include <string.h>

#include "engine/engine.h"
#include "reference.h"
#include "suites.h"

static const char sample_2580[] =
    "035469278782105609060278135321046897804913506596820413"
    "917652080603701952258394760";
static const char sample_2580_solved[] =
    "135469278782135649469278135321546897874913526596827413"
    "917652384643781952258394761";

static count_t
engine_count(const struct grid *g, count_t limit, struct engine_answer *a)
{
	struct engine_query	q = { .givens = g, .limit = limit };

	engine_bitboard_solve(&q, a);
	return a->count;
}

/* The answer keeps every given and breaks no rule. */
static void
assert_solves(const struct grid *puzzle, const struct grid *solution)
{
	struct conflict	c;

	ck_assert(grid_is_complete(solution));
	ck_assert(!grid_find_conflict(solution, &c));
	ck_assert_int_eq(grid_first_mismatch(puzzle, solution), -1);
}

START_TEST(solves_a_known_puzzle)
{
	struct grid		p, want;
	struct engine_answer	a;

	grid_from_line(&p, sample_2580);
	grid_from_line(&want, sample_2580_solved);
	ck_assert(engine_count(&p, 2, &a) == 1);
	ck_assert(memcmp(a.solution.cell, want.cell, GRID_CELLS) == 0);
}
END_TEST

START_TEST(hard_puzzles_unique)
{
	/* the first two of tdoku's forum_hardest_1106 set */
	static const char *const hard[] = {
		"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5"
		"...1.....2.4.5.....3",
		"........2..8.1.9..5....3.4....1.93...6..3..8...37......4....."
		".53.1.7.8..2........",
	};
	struct grid		p;
	struct engine_answer	a;
	size_t			i;

	for (i = 0; i < sizeof hard / sizeof hard[0]; i++) {
		grid_from_line(&p, hard[i]);
		ck_assert(engine_count(&p, COUNT_MAX, &a) == 1);
		assert_solves(&p, &a.solution);
	}
}
END_TEST

START_TEST(invalid_givens_have_no_solution)
{
	struct grid		p;
	struct engine_answer	a;

	grid_clear(&p);
	p.cell[0] = 4;
	p.cell[80] = 4;
	p.cell[40] = 4;		/* E5 and I9 share nothing; A1 and E5 neither */
	p.cell[4] = 4;		/* A5 repeats A1's 4 in row 1 */
	ck_assert(engine_count(&p, COUNT_MAX, &a) == 0);
	grid_clear(&p);
	p.cell[0] = 10;
	ck_assert(engine_count(&p, COUNT_MAX, &a) == 0);
}
END_TEST

/*
 * A forbidden digit is a constraint: a unique puzzle has no solution
 * with its digit forbidden on any blank cell; an open board finds one
 * that avoids it; a given forbidden its own digit leaves nothing.
 */
START_TEST(forbidden_digits)
{
	struct grid		p, solved, forbid, empty;
	struct engine_query	q = { .limit = 2, .forbid = &forbid };
	struct engine_answer	a;
	int			cell;

	grid_from_line(&p, sample_2580);
	grid_from_line(&solved, sample_2580_solved);
	grid_clear(&forbid);
	q.givens = &p;
	for (cell = 0; cell < GRID_CELLS; cell++) {
		if (p.cell[cell] != 0)
			continue;
		forbid.cell[cell] = solved.cell[cell];
		engine_bitboard_solve(&q, &a);
		ck_assert(a.count == 0);
		forbid.cell[cell] = 0;
	}
	forbid.cell[1] = p.cell[1];
	engine_bitboard_solve(&q, &a);
	ck_assert(a.count == 0);
	grid_clear(&empty);
	grid_clear(&forbid);
	forbid.cell[0] = 1;
	forbid.cell[40] = 5;
	q.givens = &empty;
	q.limit = 1;
	engine_bitboard_solve(&q, &a);
	ck_assert(a.count == 1);
	ck_assert_int_ne(a.solution.cell[0], 1);
	ck_assert_int_ne(a.solution.cell[40], 5);
	assert_solves(&empty, &a.solution);
}
END_TEST

START_TEST(limit_stops_the_count)
{
	struct grid		empty;
	struct engine_answer	a;

	grid_clear(&empty);
	ck_assert(engine_count(&empty, 100000, &a) == 100000);
	assert_solves(&empty, &a.solution);
	ck_assert(!a.interrupted);
	ck_assert(engine_count(&empty, 1, &a) == 1);
}
END_TEST

START_TEST(interrupt_stops_a_big_count)
{
	struct grid		empty;
	struct engine_answer	a;
	volatile sig_atomic_t	stop = 1;
	struct engine_query	q = { .givens = &empty, .limit = COUNT_MAX,
				    .interrupt = &stop };

	grid_clear(&empty);
	engine_bitboard_solve(&q, &a);
	ck_assert(a.interrupted);
	ck_assert(a.count < 1000000);
}
END_TEST

/* Engine and reference agree on counts of many generated puzzles. */
START_TEST(agrees_with_reference)
{
	struct rng		rng = { 20261122 };
	struct grid		p, first;
	struct engine_answer	a;
	count_t			want;
	int			i, givens;

	for (i = 0; i < 400; i++) {
		givens = 24 + (int)rng_below(&rng, 30);
		reference_random_puzzle(&rng, &p, givens);
		if (i % 4 == 3)		/* some unsolvable or invalid */
			p.cell[rng_below(&rng, GRID_CELLS)] =
			    (uint8_t)(1 + rng_below(&rng, 9));
		want = reference_count(&p, 500, &first);
		ck_assert_msg(engine_count(&p, 500, &a) == want,
		    "puzzle %d: counts differ", i);
		if (want > 0)
			assert_solves(&p, &a.solution);
		ck_assert(engine_count(&p, 2, &a) == (want < 2 ? want : 2));
	}
}
END_TEST

/*
 * Short counts on open boards branch on a digit's permutation in a band or
 * stack, long counts on cells: the two must agree (the reference solver is
 * too slow for boards this open), and a nearly empty board must not hide a
 * contradiction under a tree too big to walk (it did before the triad
 * checks: the empty grid counted to 2 never returned).
 */
START_TEST(short_counts_on_open_boards_agree)
{
	static const count_t	limits[] = { 2, 3, 17, 64 };
	struct rng		rng = { 4012 };
	struct grid		p;
	struct engine_answer	a;
	count_t			limit, many;
	int			i, givens;

	for (i = 0; i < 400; i++) {
		givens = (int)rng_below(&rng, 32);
		reference_random_puzzle(&rng, &p, givens);
		if (i % 5 == 4)		/* some with no solution */
			p.cell[rng_below(&rng, GRID_CELLS)] =
			    (uint8_t)(1 + rng_below(&rng, 9));
		limit = limits[i % 4];
		many = engine_count(&p, 1000, &a);
		ck_assert_msg(engine_count(&p, limit, &a) ==
		    (many < limit ? many : limit),
		    "puzzle %d (%d givens): counts differ", i, givens);
		if (many > 0)
			assert_solves(&p, &a.solution);
	}
}
END_TEST

/*
 * Puzzles with thousands of solutions: past the first few dozen the
 * engine leaves the widest band to an exact-cover count of its own, which
 * must still agree with the reference one solution at a time.
 */
START_TEST(many_solutions_agree_with_reference)
{
	struct rng		rng = { 4574 };
	struct grid		p, first;
	struct engine_answer	a;
	count_t			want;
	int			i, many = 0;

	for (i = 0; i < 12; i++) {
		reference_random_puzzle(&rng, &p, 26 + i % 4);
		want = reference_count(&p, 30000, &first);
		ck_assert_msg(engine_count(&p, 30000, &a) == want,
		    "puzzle %d: counts differ", i);
		assert_solves(&p, &a.solution);
		if (want > 100) {
			many++;
			ck_assert(engine_count(&p, want - 7, &a) == want - 7);
		}
	}
	ck_assert_int_ge(many, 4);
}
END_TEST

/* A count split among threads adds up to the count made in one. */
START_TEST(split_count_adds_up)
{
	struct rng		rng = { 2239 };
	struct grid		p;
	struct engine_answer	one, split;
	struct engine_query	q = { .givens = &p, .limit = COUNT_MAX };
	int			i, threads;

	for (i = 0; i < 6; i++) {
		reference_random_puzzle(&rng, &p, 24 + i);
		engine_bitboard_solve(&q, &one);
		for (threads = 2; threads <= 3; threads++) {
			ck_assert_int_eq(split_count(engine_bitboard_solve, &q,
			    threads, &split), 0);
			ck_assert_msg(split.count == one.count,
			    "puzzle %d, %d threads: counts differ", i, threads);
			ck_assert(!split.interrupted);
			assert_solves(&p, &split.solution);
		}
	}
}
END_TEST

/* The limit holds across threads, and the first part's solution is kept. */
START_TEST(split_count_stops_at_the_limit)
{
	struct grid		empty;
	struct engine_answer	a;
	struct engine_query	q = { .givens = &empty, .limit = 300000 };

	grid_clear(&empty);
	ck_assert_int_eq(split_count(engine_bitboard_solve, &q, 2, &a), 0);
	ck_assert(a.count == 300000);
	assert_solves(&empty, &a.solution);
	ck_assert_int_eq(a.solution.cell[0], 1);	/* from part "A1 = 1" */
}
END_TEST

Suite *
make_engine_suite(void)
{
	Suite	*s = suite_create("engine");
	TCase	*tc;

	tc = tcase_create("known");
	tcase_add_test(tc, solves_a_known_puzzle);
	tcase_add_test(tc, hard_puzzles_unique);
	tcase_add_test(tc, invalid_givens_have_no_solution);
	tcase_add_test(tc, forbidden_digits);
	suite_add_tcase(s, tc);
	tc = tcase_create("counting");
	tcase_add_test(tc, limit_stops_the_count);
	tcase_add_test(tc, interrupt_stops_a_big_count);
	suite_add_tcase(s, tc);
	tc = tcase_create("long counts");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, many_solutions_agree_with_reference);
	tcase_add_test(tc, split_count_adds_up);
	tcase_add_test(tc, split_count_stops_at_the_limit);
	suite_add_tcase(s, tc);
	tc = tcase_create("open boards");
	tcase_set_timeout(tc, 30);
	tcase_add_test(tc, short_counts_on_open_boards_agree);
	suite_add_tcase(s, tc);
	tc = tcase_create("reference");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, agrees_with_reference);
	suite_add_tcase(s, tc);
	return s;
}
