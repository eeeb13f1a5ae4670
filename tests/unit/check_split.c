/*
 * split.c: the parts of a count (count --part K/N) add up to the count
 * for every N, whatever the threads; version 1 of the split is pinned by
 * known part counts, so that a change to the rule that moves solutions
 * between parts cannot go in without a new SPLIT_VERSION.
 */
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"
#include "fixture.h"
#include "reference.h"
#include "suites.h"

struct known {
	const char	*line;
	count_t		 count;
};

/* 0 to about 10^6 solutions: a 17-given puzzle and relatives of it. */
static const struct known known[] = {
	{ "1................1.....2.3......3.2...1.4......5....6..3......4.7..8"
	  "...962...7...", 0 },
	{ ".................1.....2.3......3.2...1.4......5....6..3......4.7..8"
	  "...962...7...", 1 },
	{ ".................7.....2.3......3.2...1.4......5....6..3......4.7..8"
	  "...962...7...", 45 },
	{ ".................1.....2........3.2...1.4......5....6..3......4.7..8"
	  "...962...7...", 14782 },
	{ ".........................3......3.2...1.4......5....6..3......4.7..8"
	  "...962...7...", 910776 },
};

/* About 1.8 * 10^7: long enough to need the parts. */
static const struct known big = {
	"................................3.2...1.4......5....6..3......4.7..8"
	"...962...7...", 18084492
};

/*
 * The count of part k of n, planned from first.  Called millions of
 * times, so it checks without ck_assert, which costs a system call each
 * time it holds.
 */
static count_t
count_planned_part(const struct engine_query *q,
    const struct split_grids *first, int k, int n)
{
	struct split_grids	part;
	struct engine_answer	a;

	if (split_plan_part(q, first, k, n, &part) != SPLIT_PLANNED)
		ck_abort_msg("part %d/%d not planned", k, n);
	split_count_grids(engine_bitboard_solve, q, &part, &a);
	if (a.interrupted)
		ck_abort_msg("part %d/%d cut short", k, n);
	split_grids_free(&part);
	return a.count;
}

/* The sum of the counts of parts 1..n planned from first. */
static count_t
sum_of_planned_parts(const struct engine_query *q,
    const struct split_grids *first, int n)
{
	count_t	sum = 0;
	int	k;

	for (k = 1; k <= n; k++)
		sum += count_planned_part(q, first, k, n);
	return sum;
}

/* The sum of the counts of parts 1..n, each found from one plan. */
static count_t
sum_of_parts(const struct grid *g, int n)
{
	struct engine_query	q = { .givens = g, .limit = COUNT_MAX };
	struct split_grids	first;
	count_t			sum;

	ck_assert_int_eq(split_plan(&q, &first), SPLIT_PLANNED);
	sum = sum_of_planned_parts(&q, &first, n);
	split_grids_free(&first);
	return sum;
}

static count_t
count_part(const struct grid *g, int k, int n, int threads)
{
	struct engine_query	q = { .givens = g, .limit = COUNT_MAX };
	struct engine_answer	a;

	ck_assert_int_eq(split_count_part(engine_bitboard_solve, &q, k, n,
	    threads, &a), 0);
	ck_assert(!a.interrupted);
	return a.count;
}

START_TEST(parts_add_up)
{
	static const int	ns[] = { 1, 2, 7, 64, 512, 513, 1000, 4096 };
	struct grid		g;
	size_t			i, j;

	for (i = 0; i < sizeof known / sizeof known[0]; i++) {
		grid_from_line(&g, known[i].line);
		for (j = 0; j < sizeof ns / sizeof ns[0]; j++)
			ck_assert_msg(sum_of_parts(&g, ns[j]) == known[i].count,
			    "puzzle %zu cut into %d: the parts do not add up",
			    i, ns[j]);
	}
}
END_TEST

/*
 * Every part of every N to 4096 is planned, and the parts of each N add
 * up, on the puzzles of one and of 45 solutions, whose plans are their
 * solutions (the rule walks their whole tree in under 2048 grids): a
 * second or two, so under valgrind only the N about 512.  A count cut
 * into exactly 512 parts never ended its plan (a hang, which Check's
 * timeout reports).
 */
START_TEST(every_part_to_4096_adds_up)
{
	struct engine_query	q = { .limit = COUNT_MAX };
	struct split_grids	first;
	struct grid		g;
	const char		*valgrind = getenv("SUDOKU_VALGRIND");
	size_t			i;
	int			n, lo = 1, hi = 4096;

	if (valgrind != NULL && strcmp(valgrind, "1") == 0) {
		lo = 511;
		hi = 513;
	}
	for (i = 1; i <= 2; i++) {
		grid_from_line(&g, known[i].line);
		q.givens = &g;
		ck_assert_int_eq(split_plan(&q, &first), SPLIT_PLANNED);
		for (n = lo; n <= hi; n++)
			if (sum_of_planned_parts(&q, &first, n) !=
			    known[i].count)
				ck_abort_msg("puzzle %zu cut into %d: the "
				    "parts do not add up", i, n);
		split_grids_free(&first);
	}
}
END_TEST

/*
 * The first and last parts of every N to 4096 on a puzzle whose plan is
 * 2048 grids, so that the groups past 512 parts are split again (under
 * valgrind, a sample of the N, and every N about 512).
 */
START_TEST(every_n_plans_its_first_and_last_parts)
{
	struct engine_query	q = { .limit = COUNT_MAX };
	struct split_grids	first;
	struct grid		g;
	int			n;
	count_t			ends;

	grid_from_line(&g, known[3].line);
	q.givens = &g;
	ck_assert_int_eq(split_plan(&q, &first), SPLIT_PLANNED);
	ck_assert_int_eq(first.count, 2048);
	for (n = 2; n <= 4096; n++) {
		if (n % fixture_stride() != 0 && (n < 510 || n > 514))
			continue;
		ends = count_planned_part(&q, &first, 1, n) +
		    count_planned_part(&q, &first, n, n);
		if (ends > known[3].count)
			ck_abort_msg("cut into %d: too many solutions", n);
	}
	split_grids_free(&first);
}
END_TEST

/*
 * With N about 512 * 512, a group can have exactly 512 parts, whose plans
 * never ended, as those of N = 512 did not.  Such a group is dealt
 * straight, as N = 512 is, and its grids are those of part g + 1 of 512
 * (groups are dealt as the parts of 512 are), so its parts add up to that
 * part.  N = 261633 has one such group first, 262655 one last, 262144
 * only such groups.
 */
START_TEST(a_group_of_512_parts_is_dealt_straight)
{
	static const int	ns[] = { 261633, 262144, 262655 };
	struct engine_query	q = { .limit = COUNT_MAX };
	struct split_grids	first;
	struct grid		g;
	count_t			sum;
	size_t			i;
	int			j, start;

	grid_from_line(&g, known[3].line);
	q.givens = &g;
	ck_assert_int_eq(split_plan(&q, &first), SPLIT_PLANNED);
	for (i = 0; i < sizeof ns / sizeof ns[0]; i++) {
		/* group 0 of 261633, group 511 of 262144 and of 262655 */
		start = i == 0 ? 0 : ns[i] - 512;
		for (sum = 0, j = 1; j <= 512; j++)
			sum += count_planned_part(&q, &first, start + j, ns[i]);
		ck_assert(sum == count_planned_part(&q, &first,
		    i == 0 ? 1 : 512, 512));
	}
	split_grids_free(&first);
}
END_TEST

/*
 * The plan looks at the interrupt as it goes: stopped, nothing is planned
 * and a part is not counted (0, cut short).
 */
START_TEST(planning_stops_at_the_interrupt)
{
	volatile sig_atomic_t	stop = 1;
	struct engine_query	q = { .limit = COUNT_MAX, .interrupt = &stop };
	struct engine_answer	a;
	struct split_grids	first, part;
	struct grid		g;

	grid_from_line(&g, known[4].line);
	q.givens = &g;
	ck_assert_int_eq(split_plan(&q, &first), SPLIT_INTERRUPTED);
	stop = 0;
	ck_assert_int_eq(split_plan(&q, &first), SPLIT_PLANNED);
	stop = 1;
	ck_assert_int_eq(split_plan_part(&q, &first, 1, 4096, &part),
	    SPLIT_INTERRUPTED);
	split_grids_free(&first);
	a.count = 1;
	ck_assert_int_eq(split_count_part(engine_bitboard_solve, &q, 1, 512,
	    1, &a), 0);
	ck_assert(a.interrupted);
	ck_assert(a.count == 0);
}
END_TEST

/*
 * A few seconds, minutes under valgrind (CI's SUDOKU_VALGRIND=1 run,
 * which the smaller counts above cover well enough).
 */
START_TEST(parts_of_a_long_count_add_up)
{
	struct grid	g;
	const char	*valgrind = getenv("SUDOKU_VALGRIND");

	if (valgrind != NULL && strcmp(valgrind, "1") == 0)
		return;
	grid_from_line(&g, big.line);
	ck_assert(sum_of_parts(&g, 4096) == big.count);
}
END_TEST

/* A part is the same counted alone, from a plan, or in threads. */
START_TEST(a_part_is_a_part_however_counted)
{
	static const int	ks[][2] = { { 1, 1 }, { 3, 7 }, { 64, 64 },
				    { 700, 1000 }, { 4096, 4096 } };
	struct engine_query	q = { .limit = COUNT_MAX };
	struct engine_answer	a;
	struct split_grids	first, part;
	struct grid		g;
	size_t			i;
	count_t			alone;

	grid_from_line(&g, known[4].line);
	q.givens = &g;
	ck_assert_int_eq(split_plan(&q, &first), 0);
	for (i = 0; i < sizeof ks / sizeof ks[0]; i++) {
		alone = count_part(&g, ks[i][0], ks[i][1], 1);
		ck_assert(count_part(&g, ks[i][0], ks[i][1], 2) == alone);
		ck_assert(count_part(&g, ks[i][0], ks[i][1], 3) == alone);
		ck_assert_int_eq(split_plan_part(&q, &first, ks[i][0],
		    ks[i][1], &part), 0);
		split_count_grids(engine_bitboard_solve, &q, &part, &a);
		ck_assert(a.count == alone);
		split_grids_free(&part);
	}
	split_grids_free(&first);
}
END_TEST

/*
 * Version 1 of the split.  If this fails, the rule moved solutions from
 * one part to another: parts of the old and the new build no longer add
 * up, so SPLIT_VERSION must change (and these numbers with it).
 */
START_TEST(split_version_1_is_pinned)
{
	static const count_t	of7[] = { 138252, 128090, 131049, 123077,
				    124418, 131862, 134028 };
	static const int	k4096[] = { 1, 2, 513, 1000, 4096 };
	static const count_t	of4096[] = { 80, 104, 57, 64, 61 };
	static const int	k1000[] = { 1, 2, 512, 513, 1000 };
	static const count_t	of1000[] = { 865, 765, 277, 1750, 807 };
	struct grid		g;
	int			i;

	ck_assert_int_eq(SPLIT_VERSION, 1);
	grid_from_line(&g, known[4].line);
	for (i = 0; i < 7; i++)
		ck_assert(count_part(&g, i + 1, 7, 1) == of7[i]);
	for (i = 0; i < 5; i++) {
		ck_assert(count_part(&g, k4096[i], 4096, 1) == of4096[i]);
		ck_assert(count_part(&g, k1000[i], 1000, 1) == of1000[i]);
	}
}
END_TEST

Suite *
make_split_suite(void)
{
	Suite	*s = suite_create("split");
	TCase	*tc;

	tc = tcase_create("parts");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, parts_add_up);
	tcase_add_test(tc, a_part_is_a_part_however_counted);
	tcase_add_test(tc, split_version_1_is_pinned);
	tcase_add_test(tc, every_part_to_4096_adds_up);
	tcase_add_test(tc, every_n_plans_its_first_and_last_parts);
	tcase_add_test(tc, a_group_of_512_parts_is_dealt_straight);
	tcase_add_test(tc, planning_stops_at_the_interrupt);
	suite_add_tcase(s, tc);
	tc = tcase_create("long count");
	tcase_set_timeout(tc, 240);
	tcase_add_test(tc, parts_of_a_long_count_add_up);
	suite_add_tcase(s, tc);
	return s;
}
