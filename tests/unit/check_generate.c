/*
 * generate.c, generate-sudominoku.c and splitmix.c: the random streams
 * are splitmix64's (pinned to its published first outputs, so a change
 * that would alter every seed's run shows here), a puzzle depends on
 * (seed, index) alone, and what is made keeps every promise: unique,
 * minimal, symmetric, in range, on the pattern.
 */
#include <string.h>

#include "engine/engine.h"
#include "generate/generate.h"
#include "generate/minimal.h"
#include "suites.h"

START_TEST(splitmix_is_splitmix64)
{
	struct splitmix	r;
	uint32_t	v;
	int		i;

	/* seed 0, index 0 is splitmix64 started from 0 */
	splitmix_init(&r, 0, 0);
	ck_assert(splitmix_next(&r) == 0xe220a8397b1dcdafu);
	ck_assert(splitmix_next(&r) == 0x6e789e6aa1b965f4u);
	ck_assert(splitmix_next(&r) == 0x06c45d188009454fu);
	splitmix_init(&r, 42, 7);
	ck_assert(splitmix_next(&r) == 0xe4e28608b50ef46du);
	for (i = 0; i < 1000; i++) {
		v = splitmix_below(&r, 9);
		ck_assert_uint_lt(v, 9);
	}
}
END_TEST

static void
spec_for(struct gen_spec *spec, enum symmetry sym)
{
	memset(spec, 0, sizeof *spec);
	spec->symmetry = sym;
	spec->givens_max = GRID_CELLS;
	spec->minimal = true;
	spec->max_draws = 1000;
	generate_spec_init(spec);
}

static bool
unique(const struct grid *g, struct grid *solution)
{
	struct engine_query	q = { .givens = g, .limit = 2 };
	struct engine_answer	a;

	engine_bitboard_solve(&q, &a);
	*solution = a.solution;
	return a.count == 1;
}

/* Puzzle i is the same made first, last or alone. */
START_TEST(index_alone_decides)
{
	struct gen_spec		spec;
	struct gen_puzzle	a[5], b;
	int			i;

	spec_for(&spec, SYMMETRY_ROT180);
	for (i = 0; i < 5; i++)
		ck_assert_int_eq(generate_puzzle(&spec, 77, (uint64_t)i,
		    &a[i]), GEN_OK);
	for (i = 4; i >= 0; i--) {
		ck_assert_int_eq(generate_puzzle(&spec, 77, (uint64_t)i, &b),
		    GEN_OK);
		ck_assert(memcmp(&a[i].givens, &b.givens, sizeof b.givens)
		    == 0);
		ck_assert(b.index == (uint64_t)i && b.seed == 77);
	}
	ck_assert(memcmp(&a[0].givens, &a[1].givens, sizeof b.givens) != 0);
	ck_assert_int_eq(generate_puzzle(&spec, 78, 0, &b), GEN_OK);
	ck_assert(memcmp(&a[0].givens, &b.givens, sizeof b.givens) != 0);
}
END_TEST

/* Every symmetry: unique, the solution's, symmetric, minimal. */
START_TEST(puzzles_keep_their_promises)
{
	struct gen_spec		spec;
	struct gen_puzzle	p;
	struct grid		s;
	int			sym, i, given, blank, k;

	for (sym = 0; sym <= SYMMETRY_RANDOM; sym++) {
		spec_for(&spec, (enum symmetry)sym);
		for (i = 0; i < 20; i++) {
			ck_assert_int_eq(generate_puzzle(&spec, 1,
			    (uint64_t)i, &p), GEN_OK);
			ck_assert(unique(&p.givens, &s));
			ck_assert(memcmp(&s, &p.solution, sizeof s) == 0);
			ck_assert_int_eq(grid_first_mismatch(&p.givens, &s),
			    -1);
			ck_assert_int_eq(p.count, grid_count_givens(&p.givens));
			ck_assert(sym == SYMMETRY_RANDOM ?
			    p.symmetry != SYMMETRY_NONE :
			    p.symmetry == (enum symmetry)sym);
			ck_assert(!symmetry_broken(&spec.orbits[p.symmetry],
			    &p.givens, &given, &blank));
			ck_assert_int_eq(minimal_find(&p.givens, &s,
			    &spec.orbits[p.symmetry], NULL, &k),
			    MINIMAL_KEEP);
		}
	}
}
END_TEST

START_TEST(givens_in_range)
{
	struct gen_spec		spec;
	struct gen_puzzle	p;
	struct grid		s;
	int			i, k, seen[GRID_CELLS + 1] = { 0 };

	spec_for(&spec, SYMMETRY_NONE);
	spec.givens_min = 23;
	spec.givens_max = 24;
	for (i = 0; i < 30; i++) {
		ck_assert_int_eq(generate_puzzle(&spec, 2, (uint64_t)i, &p),
		    GEN_OK);
		ck_assert_int_ge(p.count, 23);
		ck_assert_int_le(p.count, 24);
		ck_assert_uint_ge(p.draws, 1);
	}
	/* not minimal: stops at a number drawn in the range, still unique */
	spec.minimal = false;
	spec.givens_min = 30;
	spec.givens_max = 34;
	for (i = 0; i < 60; i++) {
		ck_assert_int_eq(generate_puzzle(&spec, 2, (uint64_t)i, &p),
		    GEN_OK);
		ck_assert_int_ge(p.count, 30);
		ck_assert_int_le(p.count, 34);
		ck_assert(unique(&p.givens, &s));
		seen[p.count]++;
	}
	for (i = 30; i <= 34; i++)
		ck_assert_int_gt(seen[i], 0);
	ck_assert_int_eq(minimal_find(&p.givens, &s, &spec.orbits[0], NULL,
	    &k), MINIMAL_REMOVABLE);
}
END_TEST

START_TEST(gives_up_after_max_draws)
{
	struct gen_spec		spec;
	struct gen_puzzle	p;

	spec_for(&spec, SYMMETRY_DIHEDRAL);
	spec.givens_min = spec.givens_max = 17;
	spec.max_draws = 3;
	ck_assert_int_eq(generate_puzzle(&spec, 1, 0, &p), GEN_GAVE_UP);
	ck_assert_uint_eq(p.draws, 3);
}
END_TEST

/* A filter on top (a rating, later) sees every draw and can refuse. */
struct refusals {
	int	seen;
	int	refuse;
};

static bool
refuse_some(struct gen_puzzle *p, void *ctx)
{
	struct refusals	*r = ctx;

	(void)p;
	return ++r->seen > r->refuse;
}

START_TEST(filter_predicate)
{
	struct gen_spec		spec;
	struct gen_puzzle	p, plain;
	struct refusals		r = { 0, 2 };

	spec_for(&spec, SYMMETRY_ROT180);
	ck_assert_int_eq(generate_puzzle(&spec, 4, 0, &plain), GEN_OK);
	spec.accept = refuse_some;
	spec.accept_ctx = &r;
	ck_assert_int_eq(generate_puzzle(&spec, 4, 0, &p), GEN_OK);
	ck_assert_int_eq(r.seen, 3);
	ck_assert_uint_eq(p.draws, 3);
	ck_assert(memcmp(&p.givens, &plain.givens, sizeof p.givens) != 0);
}
END_TEST

/*
 * Each draw is told as it ends, kept or not, so that progress and --stats
 * see the draws of a puzzle still being made: those of one given up too.
 */
struct drawn {
	unsigned long	draws;
	unsigned long	kept;
};

static void
count_draw(void *ctx, bool kept)
{
	struct drawn	*d = ctx;

	d->draws++;
	d->kept += kept;
}

START_TEST(draws_are_told_as_they_end)
{
	struct gen_spec		spec;
	struct gen_puzzle	p;
	struct refusals		r = { 0, 4 };
	struct drawn		d = { 0, 0 };

	spec_for(&spec, SYMMETRY_ROT180);
	spec.accept = refuse_some;
	spec.accept_ctx = &r;
	spec.drew = count_draw;
	spec.drew_ctx = &d;
	ck_assert_int_eq(generate_puzzle(&spec, 4, 0, &p), GEN_OK);
	ck_assert_uint_eq(d.draws, p.draws);
	ck_assert_uint_eq(d.kept, 1);
	spec.accept = NULL;
	spec.givens_min = spec.givens_max = 17;
	spec.max_draws = 3;
	d.draws = d.kept = 0;
	ck_assert_int_eq(generate_puzzle(&spec, 1, 0, &p), GEN_GAVE_UP);
	ck_assert_uint_eq(d.draws, 3);
	ck_assert_uint_eq(d.kept, 0);
}
END_TEST

START_TEST(on_a_pattern)
{
	struct gen_spec		spec;
	struct gen_puzzle	p, q;
	struct grid		pattern, s;
	int			i, cell, k;

	/* a rot180 puzzle's own cells: a pattern known to admit one */
	spec_for(&spec, SYMMETRY_ROT180);
	ck_assert_int_eq(generate_puzzle(&spec, 6, 0, &q), GEN_OK);
	for (cell = 0; cell < GRID_CELLS; cell++)
		pattern.cell[cell] = q.givens.cell[cell] != 0;
	spec.pattern = &pattern;
	spec.max_draws = 1000000;
	generate_spec_init(&spec);
	ck_assert_int_eq(spec.pattern_orbits.count, 41);
	for (i = 0; i < 2; i++) {
		ck_assert_int_eq(generate_puzzle(&spec, 6, (uint64_t)i, &p),
		    GEN_OK);
		for (cell = 0; cell < GRID_CELLS; cell++)
			ck_assert_int_eq(p.givens.cell[cell] != 0,
			    pattern.cell[cell]);
		ck_assert(unique(&p.givens, &s));
		ck_assert_int_eq(minimal_find(&p.givens, &s,
		    &spec.pattern_orbits, NULL, &k), MINIMAL_KEEP);
	}
}
END_TEST

START_TEST(sudominoku_cases)
{
	struct gen_spec		spec;
	struct gen_puzzle	p;
	struct engine_query	q = { .limit = 2 };
	struct engine_answer	a;
	int			i, cell, singles;

	memset(&spec, 0, sizeof spec);
	spec.sudominoku = true;
	spec.givens_min = 10;
	spec.givens_max = 12;
	spec.max_draws = 100;
	generate_spec_init(&spec);
	for (i = 0; i < 3; i++) {
		spec.minimal = i == 0;
		ck_assert_int_eq(generate_puzzle(&spec, 8, (uint64_t)i, &p),
		    GEN_OK);
		ck_assert_int_eq(p.dominoes.count, p.count);
		ck_assert_int_ge(p.count, 10);
		ck_assert_int_le(p.count, i == 0 ? 10 : 12);
		ck_assert_int_eq(grid_count_givens(&p.givens),
		    9 + 2 * p.count);
		ck_assert_int_eq(grid_first_mismatch(&p.givens, &p.solution),
		    -1);
		for (singles = 0, cell = 0; cell < GRID_CELLS; cell++)
			singles += p.tiling.partner[cell] == cell;
		ck_assert_int_eq(singles, 9);
		q.givens = &p.givens;
		q.dominoes = &p.dominoes;
		engine_sudominoku_solve(&q, &a);
		ck_assert(a.count == 1);
		ck_assert(memcmp(&a.solution, &p.solution, sizeof a.solution)
		    == 0);
	}
}
END_TEST

/*
 * What no draw can make is refused before the first: numbers of givens
 * that no sum of orbits makes, fewer than 17, more than 77 when minimal.
 */
START_TEST(impossible_givens)
{
	struct diag	d;

	ck_assert_int_eq(generate_check_givens(SYMMETRY_ROT90, 78, 78,
	    false, &d), -1);
	ck_assert_str_eq(d.message, "no rot90-symmetric puzzle has 78 givens: "
	    "its orbits of 4 and 1 cells add up to 77 or 80 nearby");
	ck_assert_int_eq(generate_check_givens(SYMMETRY_ROT90, 77, 78,
	    false, &d), 0);
	ck_assert_int_eq(generate_check_givens(SYMMETRY_ROT180, 78, 78,
	    false, &d), 0);
	ck_assert_int_eq(generate_check_givens(SYMMETRY_RANDOM, 78, 78,
	    false, &d), 0);
	ck_assert_int_eq(generate_check_givens(SYMMETRY_DIHEDRAL, 18, 19,
	    true, &d), -1);
	ck_assert_str_eq(d.message, "no dihedral-symmetric puzzle has 18 to 19 "
	    "givens: its orbits of 8, 4 and 1 cells add up to 17 or 20 "
	    "nearby");
	ck_assert_int_eq(generate_check_givens(SYMMETRY_DIHEDRAL, 18, 20,
	    true, &d), 0);
	/* near the top, minimal puzzles stop at 77 givens */
	ck_assert_int_eq(generate_check_givens(SYMMETRY_ROT90, 74, 75,
	    true, &d), -1);
	ck_assert_str_eq(d.message, "no rot90-symmetric puzzle has 74 to 75 "
	    "givens: its orbits of 4 and 1 cells add up to 73 or 76 nearby");
	ck_assert_int_eq(generate_check_givens(SYMMETRY_NONE, 78, 81, true,
	    &d), -1);
	ck_assert_int_eq(generate_check_givens(SYMMETRY_NONE, 77, 81, true,
	    &d), 0);
	ck_assert_int_eq(generate_check_givens(SYMMETRY_NONE, 81, 81, false,
	    &d), 0);
	ck_assert_int_eq(generate_check_givens(SYMMETRY_NONE, 0, 16, false,
	    &d), -1);
	ck_assert_int_eq(generate_check_givens(SYMMETRY_NONE, 0, 17, true,
	    &d), 0);
}
END_TEST

/* Patterns no puzzle fits, or no minimal one. */
START_TEST(impossible_patterns)
{
	struct gen_spec		spec;
	struct gen_puzzle	q;
	struct grid		mask;
	struct diag		d;
	int			cell;

	memset(mask.cell, 1, sizeof mask.cell);
	ck_assert_int_eq(pattern_check("p", &mask, true, &d), -1);
	ck_assert_int_eq(pattern_check("p", &mask, false, &d), 0);
	/* one blank: the centre, alone in its row */
	mask.cell[40] = 0;
	ck_assert_int_eq(pattern_check("p", &mask, true, &d), -1);
	ck_assert_str_eq(d.message, "no minimal puzzle fits this pattern: A1, "
	    "A9, I1 and I9 can go from every puzzle on it (full houses, rows, "
	    "columns or boxes with one blank left, fill them back in; "
	    "--no-minimal makes unique ones)");
	ck_assert_int_eq(pattern_check("p", &mask, false, &d), 0);
	/* two blank columns of a stack */
	for (cell = 0; cell < GRID_CELLS; cell++)
		mask.cell[cell] = grid_col(cell) != 6 && grid_col(cell) != 8;
	ck_assert_int_eq(pattern_check("p", &mask, false, &d), -1);
	ck_assert_str_eq(d.message, "columns 7 and 9 have no mark, and swapping "
	    "them in a solution makes another: no puzzle on this pattern is "
	    "unique");
	/* one in each of two stacks is fine */
	for (cell = 0; cell < GRID_CELLS; cell++)
		mask.cell[cell] = grid_col(cell) != 5 && grid_col(cell) != 6;
	ck_assert_int_eq(pattern_check("p", &mask, false, &d), 0);
	/* a minimal puzzle's own cells */
	spec_for(&spec, SYMMETRY_ROT180);
	ck_assert_int_eq(generate_puzzle(&spec, 6, 0, &q), GEN_OK);
	for (cell = 0; cell < GRID_CELLS; cell++)
		mask.cell[cell] = q.givens.cell[cell] != 0;
	ck_assert_int_eq(pattern_check("p", &mask, true, &d), 0);
}
END_TEST

Suite *
make_generate_suite(void)
{
	Suite	*s = suite_create("generate");
	TCase	*tc;

	tc = tcase_create("streams");
	tcase_add_test(tc, splitmix_is_splitmix64);
	tcase_add_test(tc, index_alone_decides);
	suite_add_tcase(s, tc);
	tc = tcase_create("possible");
	tcase_add_test(tc, impossible_givens);
	tcase_add_test(tc, impossible_patterns);
	suite_add_tcase(s, tc);
	tc = tcase_create("puzzles");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, puzzles_keep_their_promises);
	tcase_add_test(tc, givens_in_range);
	tcase_add_test(tc, gives_up_after_max_draws);
	tcase_add_test(tc, filter_predicate);
	tcase_add_test(tc, draws_are_told_as_they_end);
	tcase_add_test(tc, on_a_pattern);
	tcase_add_test(tc, sudominoku_cases);
	suite_add_tcase(s, tc);
	return s;
}
