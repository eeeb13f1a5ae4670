/* human/rate.c: the rating driver, and whole paths against SE's. */
#include <stdlib.h>
#include <string.h>

#include "human/rate.h"
#include "human_util.h"
#include "suites.h"

/* Every step of every path in the data, the ladder's choice each time. */
START_TEST(paths_agree_with_se)
{
	struct human_paths *p = human_util_paths();

	ck_assert_int_ge(p->n, 10);
	ck_assert_int_eq(human_util_check_name(p, "(none)", NULL), 0);
	human_util_paths_free(p);
}
END_TEST

/* ER, EP, ED as Solver.getDifficulty takes them from the path. */
START_TEST(ratings_follow_the_path)
{
	struct human_paths *p = human_util_paths();
	struct human_ctx ctx;

	human_ctx_init(&ctx);
	for (int i = 0; i < p->n; i++) {
		const struct human_path *path = &p->path[i];
		struct grid g;
		struct rating r;
		int er = 0, ep = 0, ed = 0;

		for (int j = 0; j < path->nstep; j++) {
			const char *line = path->step[j];
			int rating = atoi(line) * 10 + (strchr(line, '.')[1] - '0');
			const char *bar = strstr(line, " | ");
			bool places = memchr(line, '=', (size_t)(bar - line)) !=
			    NULL;

			if (rating > er)
				er = rating;
			if (ep == 0) {
				if (ed == 0)
					ed = er;
				if (places)
					ep = er;
			}
		}
		for (int c = 0; c < 81; c++)
			g.cell[c] = path->puzzle[c] >= '1' &&
			    path->puzzle[c] <= '9' ?
			    (uint8_t)(path->puzzle[c] - '0') : 0;
		rate_puzzle(&g, -1, &ctx, &r);
		ck_assert_int_eq(r.er, er);
		ck_assert_int_eq(r.ep, ep);
		ck_assert_int_eq(r.ed, ed);
		ck_assert(!r.stuck && !r.capped);
		ck_assert_int_eq(r.nsteps, path->nstep);
	}
	human_ctx_free(&ctx);
	human_util_paths_free(p);
}
END_TEST

static const char claiming[] =
    "2....7....3......7..438.....9..345.2.4...........59.8.7.28..3......."
    "2.7...1.4..65";

static void
rate_line(const char *line, int cap, struct rating *r)
{
	struct human_ctx ctx;
	struct grid g;

	for (int c = 0; c < 81; c++)
		g.cell[c] = line[c] >= '1' && line[c] <= '9' ?
		    (uint8_t)(line[c] - '0') : 0;
	human_ctx_init(&ctx);
	rate_puzzle(&g, cap, &ctx, r);
	human_ctx_free(&ctx);
}

START_TEST(plain_rating)
{
	struct rating r;
	char text[64];

	rate_line(claiming, -1, &r);
	ck_assert_int_eq(r.er, 28);
	ck_assert_str_eq(r.hardest, "Claiming");
	rate_describe(&r, text, sizeof(text));
	ck_assert_str_eq(text, "2.8/1.2/1.2 Claiming");
	ck_assert_int_eq(r.nuses, 3);
	ck_assert_str_eq(r.uses[0].name, "Hidden Single");
	ck_assert_int_eq(r.uses[0].count + r.uses[1].count + r.uses[2].count,
	    r.nsteps);
}
END_TEST

START_TEST(max_rating_stops)
{
	struct rating r;
	char text[64];

	rate_line(claiming, 26, &r);
	ck_assert(r.capped);
	ck_assert_int_gt(r.er, 26);
	rate_describe(&r, text, sizeof(text));
	ck_assert_str_eq(text, ">2.6");
	rate_line(claiming, 28, &r);
	ck_assert(!r.capped);
	ck_assert_int_eq(r.er, 28);
	/* below every technique: known at once */
	rate_line(claiming, 5, &r);
	ck_assert(r.capped);
	ck_assert_int_eq(r.nsteps, 0);
}
END_TEST

START_TEST(describe_stuck_and_solved)
{
	struct rating r;
	char text[64];

	memset(&r, 0, sizeof(r));
	rate_describe(&r, text, sizeof(text));
	ck_assert_str_eq(text, "0.0/0.0/0.0");
	r.stuck = true;
	r.er = RATE_STUCK;
	r.ep = 12;
	r.ed = 12;
	rate_describe(&r, text, sizeof(text));
	ck_assert_str_eq(text, "20.0/1.2/1.2 (stuck)");
}
END_TEST

START_TEST(solved_grid_rates_zero)
{
	struct rating r;

	rate_line("435269781682571493197834562826195347374682915951743628"
	    "519326874248957136763418259", -1, &r);
	ck_assert_int_eq(r.er, 0);
	ck_assert_int_eq(r.nsteps, 0);
	ck_assert_ptr_null(r.hardest);
}
END_TEST

Suite *
make_human_rate_suite(void)
{
	Suite *s = suite_create("human_rate");
	TCase *tc = tcase_create("driver");

	tcase_add_test(tc, plain_rating);
	tcase_add_test(tc, max_rating_stops);
	tcase_add_test(tc, describe_stuck_and_solved);
	tcase_add_test(tc, solved_grid_rates_zero);
	suite_add_tcase(s, tc);
	tc = tcase_create("paths");
	tcase_add_test(tc, paths_agree_with_se);
	tcase_add_test(tc, ratings_follow_the_path);
	suite_add_tcase(s, tc);
	return s;
}
