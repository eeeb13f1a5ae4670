/*
 * human/chains*.c: SE's chaining producers.  Each case is a position where
 * that producer gives the step: met on Sudoku Explainer's own solving path
 * (SukakuExplainer 20dd96e), or, for the nested levels (SE takes minutes
 * to get there), on ours and checked against SE's producer run on the same
 * pencil marks.  The rating, the name and the effect must be SE's, and
 * every elimination and placement must agree with the solution.
 */
#include <stdio.h>
#include <string.h>

#include "human/chains.h"
#include "human_util.h"
#include "suites.h"

static const struct chains_case {
	const struct technique *technique;
	int		 rating;
	const char	*effect;	/* SE's removals and placement */
	const char	*name;
	const char	*solution;
	const char	*pencil;
} cases[] = {
#include "check_human_chains.inc"
};

/* "r1c2<>57 r3c4<>1 r5c6=7": the step's effect, in the oracle's words. */
static void
effect_text(const struct step *s, char *buf, size_t size)
{
	size_t n = 0;

	buf[0] = '\0';
	for (int c = 0; c < 81 && n < size; c++) {
		if (s->elim[c] == 0)
			continue;
		n += (size_t)snprintf(buf + n, size - n, "%sr%dc%d<>",
		    n ? " " : "", c / 9 + 1, c % 9 + 1);
		for (int d = 0; d < 9 && n < size; d++)
			if (s->elim[c] >> d & 1)
				n += (size_t)snprintf(buf + n, size - n, "%d",
				    d + 1);
	}
	for (int i = 0; i < s->nplace && n < size; i++)
		n += (size_t)snprintf(buf + n, size - n, "%sr%dc%d=%d",
		    n ? " " : "", s->place[i].cell / 9 + 1,
		    s->place[i].cell % 9 + 1, s->place[i].digit);
}

START_TEST(first_step_is_se_s)
{
	const struct chains_case *t = &cases[_i];
	struct hgrid h;
	struct step s;
	char effect[512];

	human_util_pencil(&h, t->pencil);
	ck_assert(hgrid_check(&h));
	ck_assert_msg(human_util_find(t->technique, &h, &s), "%s", t->name);
	effect_text(&s, effect, sizeof(effect));
	ck_assert_str_eq(effect, t->effect);
	ck_assert_int_eq(s.rating, t->rating);
	ck_assert_str_eq(step_name(&s), t->name);
	for (int c = 0; c < 81; c++)
		ck_assert_msg(!(s.elim[c] >> (t->solution[c] - '1') & 1),
		    "r%dc%d loses its solution", c / 9 + 1, c % 9 + 1);
	for (int i = 0; i < s.nplace; i++)
		ck_assert_int_eq(s.place[i].digit,
		    t->solution[s.place[i].cell] - '0');
}
END_TEST

/* The scratch kept between calls gives the same answer again. */
START_TEST(scratch_is_reused)
{
	const struct chains_case *t = &cases[0];
	struct human_ctx ctx;
	struct hgrid h;
	struct step a, b;

	human_util_pencil(&h, t->pencil);
	human_ctx_init(&ctx);
	for (int i = 0; i < 3; i++) {
		ck_assert(t->technique->find(&h, &ctx, i ? &b : &a));
		if (i)
			ck_assert_mem_eq(a.elim, b.elim, sizeof(a.elim));
	}
	human_ctx_free(&ctx);
}
END_TEST

START_TEST(interrupt_stops_the_search)
{
	const struct chains_case *t = &cases[0];
	volatile sig_atomic_t stop = 1;
	struct human_ctx ctx;
	struct hgrid h;
	struct step s;

	human_util_pencil(&h, t->pencil);
	human_ctx_init(&ctx);
	ctx.interrupt = &stop;
	ck_assert(!t->technique->find(&h, &ctx, &s));
	human_ctx_free(&ctx);
}
END_TEST

/* SE's getLengthDifficulty: a tenth past 4, 6, 8, 12, 16, 24, 32, 48... */
START_TEST(length_bonus_thresholds)
{
	static const struct { int length, tenths; } t[] = {
		{ 4, 0 }, { 5, 1 }, { 6, 1 }, { 7, 2 }, { 8, 2 }, { 9, 3 },
		{ 12, 3 }, { 13, 4 }, { 16, 4 }, { 17, 5 }, { 24, 5 },
		{ 25, 6 }, { 32, 6 }, { 33, 7 }, { 48, 7 }, { 49, 8 },
		{ 64, 8 }, { 65, 9 }, { 96, 9 }, { 97, 10 }, { 129, 11 },
	};

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		ck_assert_int_eq(chains_prop_rating(chains_prop_difficulty(8.5,
		    t[i].length + 2)), 85 + t[i].tenths);
}
END_TEST

Suite *
make_human_chains_suite(void)
{
	Suite *s = suite_create("human_chains");
	TCase *tc = tcase_create("se_positions");

	/* the nested levels' positions take seconds under a sanitizer */
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, first_step_is_se_s, 0,
	    (int)(sizeof(cases) / sizeof(cases[0])));
	tcase_add_test(tc, scratch_is_reused);
	tcase_add_test(tc, interrupt_stops_the_search);
	suite_add_tcase(s, tc);
	tc = tcase_create("length");
	tcase_add_test(tc, length_bonus_thresholds);
	suite_add_tcase(s, tc);
	return s;
}
