/*
 * The Sudominoku engine: the Baekjoon 4574 sample, and a cross-check on
 * generated instances against a slow, independent search (the judges'
 * plain one: the first uncovered cell in row-major order takes a domino to
 * the right or below).  Instances come from the sample's solution (grid
 * and tiling, each checked here) moved by the symmetries that keep
 * dominoes adjacent and pairs distinct: relabelling digits, mirroring and
 * transposing.  Keeping a random subset of the dominoes makes puzzles
 * with one or several solution grids.
 */
#include <string.h>

#include "engine/engine.h"
#include "reference.h"
#include "suites.h"

static const struct {
	const char	*cells[2];
	int		 digits[2];
} sample_dominoes[10] = {
	{ { "B2", "B3" }, { 6, 1 } }, { { "C4", "C3" }, { 2, 9 } },
	{ { "D3", "E3" }, { 6, 8 } }, { { "E1", "F1" }, { 7, 4 } },
	{ { "B7", "B8" }, { 8, 4 } }, { { "F5", "F6" }, { 3, 2 } },
	{ { "F7", "F8" }, { 7, 6 } }, { { "G4", "G5" }, { 5, 9 } },
	{ { "I8", "I9" }, { 7, 8 } }, { { "C9", "B9" }, { 7, 2 } },
};
static const char *const sample_singles[9] = {
	"C5", "A3", "D9", "I4", "A9", "E5", "A2", "C6", "I1"
};
static const char sample_solution[] =
    "872643195361975842549218637126754983738169254495832761"
    "284597316657381429913426578";

struct instance {
	struct grid		givens;
	struct domino_set	dominoes;
};

static void
sample_instance(struct instance *in)
{
	struct domino	*dm;
	int		 i, k;

	memset(in, 0, sizeof *in);
	for (i = 0; i < 10; i++) {
		dm = &in->dominoes.placed[i];
		for (k = 0; k < 2; k++) {
			dm->cell[k] = (uint8_t)grid_cell_parse(
			    sample_dominoes[i].cells[k], 2);
			dm->digit[k] = (uint8_t)sample_dominoes[i].digits[k];
			in->givens.cell[dm->cell[k]] = dm->digit[k];
		}
	}
	in->dominoes.count = 10;
	for (i = 0; i < 9; i++)
		in->givens.cell[grid_cell_parse(sample_singles[i], 2)] =
		    (uint8_t)(i + 1);
}

static void
solve(const struct instance *in, count_t limit, struct engine_answer *a)
{
	struct engine_query	q = { .givens = &in->givens, .limit = limit,
				    .dominoes = &in->dominoes };

	engine_sudominoku_solve(&q, a);
}

/* The tiling is a real one: adjacent halves, 36 distinct pairs, 9 singles. */
static void
assert_tiling(const struct grid *g, const struct tiling *t)
{
	bool	pair_seen[DOMINOES] = { false }, single_seen[10] = { false };
	int	cell, other, k;

	for (cell = 0; cell < GRID_CELLS; cell++) {
		other = t->partner[cell];
		ck_assert_int_eq(t->partner[other], cell);
		if (other == cell) {
			ck_assert(!single_seen[g->cell[cell]]);
			single_seen[g->cell[cell]] = true;
			continue;
		}
		ck_assert(grid_adjacent(cell, other));
		if (other < cell)
			continue;
		ck_assert_int_ne(g->cell[cell], g->cell[other]);
		k = domino_index(g->cell[cell], g->cell[other]);
		ck_assert(!pair_seen[k]);
		pair_seen[k] = true;
	}
}

START_TEST(baekjoon_sample)
{
	struct instance		in;
	struct engine_answer	a;
	struct grid		want;
	struct conflict		c;

	sample_instance(&in);
	grid_from_line(&want, sample_solution);
	solve(&in, 2, &a);
	ck_assert(a.count == 1);
	ck_assert(memcmp(a.solution.cell, want.cell, GRID_CELLS) == 0);
	ck_assert(!grid_find_conflict(&a.solution, &c));
	solve(&in, 1, &a);
	assert_tiling(&a.solution, &a.tiling);
}
END_TEST

START_TEST(broken_instances_have_no_solution)
{
	struct instance		in;
	struct engine_answer	a;

	sample_instance(&in);
	/* the same domino twice */
	in.dominoes.placed[1].digit[0] = 6;
	in.dominoes.placed[1].digit[1] = 1;
	solve(&in, 2, &a);
	ck_assert(a.count == 0);
	/* a single that clashes with a domino digit in its row */
	sample_instance(&in);
	in.givens.cell[grid_cell_parse("A3", 2)] = 0;
	in.givens.cell[grid_cell_parse("B1", 2)] = 2;	/* B9 holds 2 */
	solve(&in, 2, &a);
	ck_assert(a.count == 0);
}
END_TEST

/* --- the slow reference --- */

struct slow {
	struct grid	g;
	bool		covered[GRID_CELLS];
	bool		pair_used[DOMINOES];
	struct grid	found[8];
	int		nfound;
	long		nodes;
};

static bool
slow_fits(const struct grid *g, int cell, int d)
{
	int	i, r = grid_row(cell), c = grid_col(cell);

	for (i = 0; i < 81; i++)
		if (g->cell[i] == d && (grid_row(i) == r || grid_col(i) == c ||
		    grid_box(i) == grid_box(cell)))
			return false;
	return true;
}

static void
slow_search(struct slow *s, int cell)
{
	static const int	step[2] = { 1, 9 };
	int			k, other, a, b, i, p;

	s->nodes++;
	while (cell < GRID_CELLS && s->covered[cell])
		cell++;
	if (cell == GRID_CELLS) {
		for (i = 0; i < s->nfound; i++)
			if (memcmp(&s->found[i], &s->g, sizeof s->g) == 0)
				return;
		if (s->nfound < 8)
			s->found[s->nfound++] = s->g;
		return;
	}
	for (k = 0; k < 2 && s->nfound < 8; k++) {
		other = cell + step[k];
		if ((k == 0 && grid_col(cell) == 8) || other >= GRID_CELLS ||
		    s->covered[other])
			continue;
		for (a = 1; a <= 9; a++) {
			if (!slow_fits(&s->g, cell, a))
				continue;
			s->g.cell[cell] = (uint8_t)a;
			for (b = 1; b <= 9; b++) {
				if (a == b || s->pair_used[p = domino_index(a,
				    b)] || !slow_fits(&s->g, other, b))
					continue;
				s->g.cell[other] = (uint8_t)b;
				s->covered[cell] = s->covered[other] = true;
				s->pair_used[p] = true;
				slow_search(s, cell + 1);
				s->pair_used[p] = false;
				s->covered[cell] = s->covered[other] = false;
				s->g.cell[other] = 0;
			}
			s->g.cell[cell] = 0;
		}
	}
}

static int
slow_count(const struct instance *in)
{
	struct slow	s;
	int		i, cell;

	memset(&s, 0, sizeof s);
	s.g = in->givens;
	for (cell = 0; cell < GRID_CELLS; cell++)
		s.covered[cell] = in->givens.cell[cell] != 0;
	for (i = 0; i < in->dominoes.count; i++)
		s.pair_used[domino_index(in->dominoes.placed[i].digit[0],
		    in->dominoes.placed[i].digit[1])] = true;
	slow_search(&s, 0);
	return s.nfound;
}

/* --- instances from the sample's solution, moved by symmetries --- */

static int
transform_cell(int cell, int shape)
{
	int	r = grid_row(cell), c = grid_col(cell), t;

	if (shape & 1)
		r = 8 - r;
	if (shape & 2)
		c = 8 - c;
	if (shape & 4) {
		t = r;
		r = c;
		c = t;
	}
	return r * 9 + c;
}

/*
 * A random instance: the full solution moved, then `keep` of its 36
 * dominoes given (and the nine singles).
 */
static void
random_instance(struct rng *rng, const struct grid *g,
    const struct tiling *t, int keep, struct instance *out)
{
	uint8_t		relabel[10] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 }, tmp;
	struct domino	all[DOMINOES];
	int		shape = (int)rng_below(rng, 8), n = 0, i, j, cell;

	for (i = 9; i > 1; i--) {
		j = 1 + (int)rng_below(rng, (unsigned)i);
		tmp = relabel[i];
		relabel[i] = relabel[j];
		relabel[j] = tmp;
	}
	memset(out, 0, sizeof *out);
	for (cell = 0; cell < GRID_CELLS; cell++) {
		if (t->partner[cell] == cell)
			out->givens.cell[transform_cell(cell, shape)] =
			    relabel[g->cell[cell]];
		if (t->partner[cell] <= cell)
			continue;
		all[n].cell[0] = (uint8_t)transform_cell(cell, shape);
		all[n].cell[1] = (uint8_t)transform_cell(t->partner[cell],
		    shape);
		all[n].digit[0] = relabel[g->cell[cell]];
		all[n].digit[1] = relabel[g->cell[t->partner[cell]]];
		n++;
	}
	ck_assert_int_eq(n, DOMINOES);
	for (i = 0; i < keep; i++) {
		j = i + (int)rng_below(rng, (unsigned)(DOMINOES - i));
		out->dominoes.placed[i] = all[j];
		all[j] = all[i];
		out->givens.cell[out->dominoes.placed[i].cell[0]] =
		    out->dominoes.placed[i].digit[0];
		out->givens.cell[out->dominoes.placed[i].cell[1]] =
		    out->dominoes.placed[i].digit[1];
	}
	out->dominoes.count = keep;
}

START_TEST(agrees_with_slow_search)
{
	struct rng		rng = { 4574 };
	struct instance		in, made;
	struct engine_answer	a, full;
	int			i, want, several = 0;

	sample_instance(&in);
	solve(&in, 1, &full);
	assert_tiling(&full.solution, &full.tiling);
	for (i = 0; i < 150; i++) {
		random_instance(&rng, &full.solution, &full.tiling,
		    10 + (int)rng_below(&rng, 24), &made);
		want = slow_count(&made);
		solve(&made, 8, &a);
		ck_assert_msg(a.count == (count_t)want,
		    "instance %d: %d grids, engine says %d", i, want,
		    (int)a.count);
		if (want > 0) {
			assert_tiling(&a.solution, &a.tiling);
			ck_assert_int_eq(grid_first_mismatch(&made.givens,
			    &a.solution), -1);
		}
		several += want > 1;
	}
	ck_assert_int_gt(several, 0);	/* the cross-check saw both kinds */
}
END_TEST

Suite *
make_engine_sudominoku_suite(void)
{
	Suite	*s = suite_create("engine_sudominoku");
	TCase	*tc;

	tc = tcase_create("known");
	tcase_add_test(tc, baekjoon_sample);
	tcase_add_test(tc, broken_instances_have_no_solution);
	suite_add_tcase(s, tc);
	tc = tcase_create("reference");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, agrees_with_slow_search);
	suite_add_tcase(s, tc);
	return s;
}
