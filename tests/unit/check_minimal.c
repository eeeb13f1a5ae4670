/*
 * minimal.c: whether givens can go, against counting to two.  The singles
 * that settle most cells without a search are where a mistake would hide,
 * so every answer on random removals is checked against the engine's
 * count, and a few against the reference solver.
 */
#include <string.h>

#include "engine/engine.h"
#include "generate/generate.h"
#include "generate/minimal.h"
#include "reference.h"
#include "suites.h"

/* Gordon Royle's first 17-clue puzzle: 17 clues, so minimal. */
static const char royle17[] =
    "000000010400000000020000000000050407008000300001090000300400200050100"
    "000000806000";
/* Baekjoon 2580's sample: nearly full, far from minimal. */
static const char sample_2580[] =
    "035469278782105609060278135321046897804913506596820413"
    "917652080603701952258394760";

static count_t
count_to_two(const struct grid *g)
{
	struct engine_query	q = { .givens = g, .limit = 2 };
	struct engine_answer	a;

	engine_bitboard_solve(&q, &a);
	return a.count;
}

static void
solve(const struct grid *g, struct grid *s)
{
	struct engine_query	q = { .givens = g, .limit = 1 };
	struct engine_answer	a;

	engine_bitboard_solve(&q, &a);
	ck_assert(a.count == 1);
	*s = a.solution;
}

START_TEST(seventeen_clues_are_minimal)
{
	struct grid	g, s;
	struct orbits	o;
	int		k;

	grid_from_line(&g, royle17);
	solve(&g, &s);
	symmetry_orbits(SYMMETRY_NONE, &o);
	ck_assert_int_eq(minimal_find(&g, &s, &o, NULL, &k), MINIMAL_KEEP);
}
END_TEST

START_TEST(a_full_puzzle_is_not)
{
	struct grid	g, s, without;
	struct orbits	o;
	int		k, i;

	grid_from_line(&g, sample_2580);
	solve(&g, &s);
	symmetry_orbits(SYMMETRY_ROT180, &o);
	ck_assert_int_eq(minimal_find(&g, &s, &o, NULL, &k),
	    MINIMAL_REMOVABLE);
	without = g;
	for (i = o.start[k]; i < o.start[k + 1]; i++) {
		ck_assert_int_ne(g.cell[o.cell[i]], 0);
		without.cell[o.cell[i]] = 0;
	}
	ck_assert(count_to_two(&without) == 1);
	ck_assert_int_eq(minimal_find(&s, &s, &o, NULL, &k),
	    MINIMAL_REMOVABLE);
	ck_assert_int_eq(k, 0);
}
END_TEST

/*
 * Random unique puzzles (generated), random orbits taken away: removable
 * exactly when the count to two says unique.
 */
START_TEST(agrees_with_counting)
{
	struct gen_spec		spec;
	struct gen_puzzle	p;
	struct splitmix		r;
	struct houses		h;
	struct grid		without;
	const struct orbits	*o;
	enum minimal_answer	ans;
	int			i, t, k, n, removable = 0, kept = 0, sym;
	const uint8_t		*cells;

	memset(&spec, 0, sizeof spec);
	spec.givens_max = GRID_CELLS;
	spec.minimal = false;
	spec.max_draws = 1;
	splitmix_init(&r, 5, 5);
	for (t = 0; t < 300; t++) {
		sym = t % SYMMETRY_CONCRETE;
		spec.symmetry = (enum symmetry)sym;
		/* stop anywhere between full and minimal */
		spec.givens_min = spec.givens_max = 20 + t % 50;
		generate_spec_init(&spec);
		if (generate_puzzle(&spec, 9, (uint64_t)t, &p) != GEN_OK)
			continue;
		o = &spec.orbits[sym];
		for (i = 0; i < 10; i++) {
			k = (int)splitmix_below(&r, (uint32_t)o->count);
			cells = &o->cell[o->start[k]];
			n = o->start[k + 1] - o->start[k];
			if (p.givens.cell[cells[0]] == 0)
				continue;
			without = p.givens;
			for (k = 0; k < n; k++)
				without.cell[cells[k]] = 0;
			houses_of(&without, &h);
			ans = minimal_without(&without, &h, &p.solution, cells,
			    n, NULL);
			ck_assert_int_eq(ans == MINIMAL_REMOVABLE,
			    count_to_two(&without) == 1);
			removable += ans == MINIMAL_REMOVABLE;
			kept += ans == MINIMAL_KEEP;
		}
	}
	/* both answers were met often */
	ck_assert_int_gt(removable, 150);
	ck_assert_int_gt(kept, 150);
}
END_TEST

/* A few against the slow reference solver, which shares no code. */
START_TEST(agrees_with_the_reference)
{
	struct gen_spec		spec;
	struct gen_puzzle	p;
	struct houses		h;
	struct grid		without;
	enum minimal_answer	ans;
	uint8_t			cell;
	int			t;

	memset(&spec, 0, sizeof spec);
	spec.symmetry = SYMMETRY_NONE;
	spec.givens_min = spec.givens_max = 30;
	spec.max_draws = 1;
	generate_spec_init(&spec);
	for (t = 0; t < 12; t++) {
		ck_assert_int_eq(generate_puzzle(&spec, 3, (uint64_t)t, &p),
		    GEN_OK);
		for (cell = 0; p.givens.cell[cell] == 0; cell++)
			continue;
		without = p.givens;
		without.cell[cell] = 0;
		houses_of(&without, &h);
		ans = minimal_without(&without, &h, &p.solution, &cell, 1,
		    NULL);
		ck_assert_int_eq(ans == MINIMAL_REMOVABLE,
		    reference_count(&without, 2, NULL) == 1);
	}
}
END_TEST

/*
 * minimal_could_need against the engine: on unique puzzles anywhere
 * between full and minimal, an orbit it says no puzzle could need goes
 * (the count to two stays at one), and every orbit of a minimal puzzle
 * is one it says could be needed.
 */
START_TEST(could_need_is_sound)
{
	struct gen_spec		spec;
	struct gen_puzzle	p;
	struct grid		without;
	const struct orbits	*o;
	int			t, k, i, sym, never = 0;

	memset(&spec, 0, sizeof spec);
	spec.max_draws = 100;
	for (t = 0; t < 400; t++) {
		sym = t % SYMMETRY_CONCRETE;
		spec.symmetry = (enum symmetry)sym;
		spec.minimal = t % 2 == 0;
		/* the non-minimal ones stop at 20 to 80 givens */
		spec.givens_min = spec.minimal ? 0 : 20 + t % 61;
		spec.givens_max = spec.minimal ? GRID_CELLS : spec.givens_min;
		generate_spec_init(&spec);
		if (generate_puzzle(&spec, 4, (uint64_t)t, &p) != GEN_OK)
			continue;
		o = &spec.orbits[sym];
		for (k = 0; k < o->count; k++) {
			if (p.givens.cell[o->cell[o->start[k]]] == 0 ||
			    minimal_could_need(o, k, &p.givens))
				continue;
			ck_assert(!spec.minimal);
			never++;
			without = p.givens;
			for (i = o->start[k]; i < o->start[k + 1]; i++)
				without.cell[o->cell[i]] = 0;
			ck_assert(count_to_two(&without) == 1);
		}
	}
	/* the nearly full puzzles have many such orbits */
	ck_assert_int_gt(never, 100);
}
END_TEST

/*
 * The blanks of every minimal puzzle number BLANKS_MINIMAL_MIN at least,
 * under every symmetry: every set of fewer blank cells, in whole orbits,
 * leaves an orbit of givens that minimal_could_need says can always go.
 */
static void
few_blanks(const struct orbits *o, int from, struct grid *mask, int blanks)
{
	int	k, i, size;

	for (k = 0; k < o->count; k++)
		if (mask->cell[o->cell[o->start[k]]] != 0 &&
		    !minimal_could_need(o, k, mask))
			break;
	ck_assert_msg(k < o->count, "a mask with %d blanks might be minimal",
	    blanks);
	for (k = from; k < o->count; k++) {
		size = o->start[k + 1] - o->start[k];
		if (blanks + size >= BLANKS_MINIMAL_MIN)
			continue;
		for (i = o->start[k]; i < o->start[k + 1]; i++)
			mask->cell[o->cell[i]] = 0;
		few_blanks(o, k + 1, mask, blanks + size);
		for (i = o->start[k]; i < o->start[k + 1]; i++)
			mask->cell[o->cell[i]] = 1;
	}
}

START_TEST(few_blanks_are_never_minimal)
{
	struct orbits	o;
	struct grid	mask;
	int		s;

	for (s = 0; s < SYMMETRY_CONCRETE; s++) {
		symmetry_orbits((enum symmetry)s, &o);
		memset(mask.cell, 1, sizeof mask.cell);
		few_blanks(&o, 0, &mask, 0);
	}
}
END_TEST

/*
 * Nine blanks, one in each row, column and box: a given gone shares its
 * houses with three of them, which full houses fill first, and then it;
 * so no given of a puzzle on the mask can be needed.  Two blanks in a
 * row of a band with no other way in, and it could be.
 */
START_TEST(full_houses_fill_back_in_turn)
{
	static const int	blank[GRID_SIDE] = { 1, 13, 26, 27, 39, 52, 56,
				    68, 78 };
	static const char	minimal_puzzle[] = ".....1.3.96......5.3.54....."
	    ".3.8.21...7...6...42.6.3......29.4.5......72.8.7.....";
	struct orbits		o;
	struct grid		mask;
	int			k;

	symmetry_orbits(SYMMETRY_NONE, &o);
	memset(mask.cell, 1, sizeof mask.cell);
	for (k = 0; k < GRID_SIDE; k++)
		mask.cell[blank[k]] = 0;
	for (k = 0; k < o.count; k++)
		if (mask.cell[o.cell[o.start[k]]] != 0)
			ck_assert_msg(!minimal_could_need(&o, k, &mask),
			    "cell %d", o.cell[o.start[k]]);
	/* on the mask of a puzzle minimal by rot180's orbits (generate
	   --seed 7), every orbit could be needed */
	symmetry_orbits(SYMMETRY_ROT180, &o);
	for (k = 0; k < GRID_CELLS; k++)
		mask.cell[k] = minimal_puzzle[k] != '.';
	for (k = 0; k < o.count; k++)
		if (mask.cell[o.cell[o.start[k]]] != 0)
			ck_assert(minimal_could_need(&o, k, &mask));
}
END_TEST

/* With all 36 dominoes placed, any one can go: its cells take it back. */
START_TEST(sudominoku_domino_can_go)
{
	struct gen_spec		spec;
	struct gen_puzzle	p;
	struct domino_set	all;
	int			cell, other, which = -1;

	memset(&spec, 0, sizeof spec);
	spec.sudominoku = true;
	spec.givens_min = spec.givens_max = 10;
	spec.max_draws = 100;
	generate_spec_init(&spec);
	ck_assert_int_eq(generate_puzzle(&spec, 1, 0, &p), GEN_OK);
	all.count = 0;
	for (cell = 0; cell < GRID_CELLS; cell++) {
		other = p.tiling.partner[cell];
		if (other <= cell)
			continue;
		all.placed[all.count].cell[0] = (uint8_t)cell;
		all.placed[all.count].cell[1] = (uint8_t)other;
		all.placed[all.count].digit[0] = p.solution.cell[cell];
		all.placed[all.count].digit[1] = p.solution.cell[other];
		all.count++;
	}
	ck_assert_int_eq(all.count, DOMINOES);
	ck_assert_int_eq(minimal_find_domino(&p.solution, &all, NULL,
	    &which), MINIMAL_REMOVABLE);
	ck_assert_int_eq(which, 0);
}
END_TEST

Suite *
make_minimal_suite(void)
{
	Suite	*s = suite_create("minimal");
	TCase	*tc = tcase_create("removal");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, seventeen_clues_are_minimal);
	tcase_add_test(tc, a_full_puzzle_is_not);
	tcase_add_test(tc, agrees_with_counting);
	tcase_add_test(tc, agrees_with_the_reference);
	tcase_add_test(tc, sudominoku_domino_can_go);
	tcase_add_test(tc, could_need_is_sound);
	tcase_add_test(tc, few_blanks_are_never_minimal);
	tcase_add_test(tc, full_houses_fill_back_in_turn);
	suite_add_tcase(s, tc);
	return s;
}
