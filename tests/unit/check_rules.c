/*
 * The rule families and the rules engine (issue 24), against a reference
 * that shares nothing with them: written from the definitions in
 * ruleset.h's comments, not from the family files.
 *
 * The reference turns every rule into checks on the digits (two cells
 * different, differing by 1, one less than the other, a cage's sum, an
 * arrow's), each looked at once its cells are all filled, and enumerates
 * by plain row-major backtracking over row, column and region masks.  On
 * 4x4 boards the grids of the frame are also listed outright (288 with
 * boxes) and filtered by the rules: two ways to the same answer.
 *
 * Cases are drawn from a fixed seed: rules of one family and of several,
 * most of them kept by a hidden solution (so that counts are not all 0),
 * some drawn blind; givens from the hidden solution, more of them until
 * the reference has few enough solutions to list them all.  The engine's
 * count, first solution (which rules_check must accept), smallest
 * solution and true candidates must be the reference's; rules_check's
 * verdict on complete grids (every 4x4 Latin square) its verdict.
 *
 * The same on 8x8 and 9x9 boards, fewer cases; then boards of other
 * sizes (12x12, 16x16, 25x25, 64x64) solved with rules and checked by
 * rules_check, their true candidates holding a known solution; the
 * messages of each family's check; and the killer set in the shared
 * data (../shared/data beside the source tree, or $BENCH_DATA, as make
 * bench finds it), each puzzle proved unique and its solution compared
 * with the published one.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine-general.h"
#include "model/ruleset.h"
#include "rules/rules.h"
#include "fixture.h"
#include "reference.h"
#include "suites.h"

#ifndef SHARED_DATA_DIR
#define SHARED_DATA_DIR	"../shared/data"
#endif

#define SMALL_SIDE	9	/* the reference's boards: up to 9x9 */
#define SMALL_CELLS	(SMALL_SIDE * SMALL_SIDE)
#define SPEC_RULES	256
#define REF_CHECKS	4096
#define REF_CAP		300	/* solutions a case compared may have */
#define REF_BUDGET	5000	/* the reference's nodes for a try */

/* A rule as the test writes it down: what ruleset_add takes. */
struct spec_rule {
	enum rule_family_id	family;
	int			n, head, value;
	uint16_t		cell[BOARD_MAX_SIDE];
};

/* A puzzle: shape, rules and givens, on any board. */
struct spec {
	struct shape		shape;
	int			nrules;
	struct spec_rule	rule[SPEC_RULES];
	uint8_t			givens[BOARD_MAX_CELLS];
};

static void
spec_init(struct spec *sp, const struct shape *s)
{
	memset(sp, 0, sizeof *sp);
	sp->shape = *s;
}

static struct spec_rule *
spec_add(struct spec *sp, enum rule_family_id family, const uint16_t *cells,
    int n, int value, int head)
{
	struct spec_rule	*r;

	ck_assert_int_lt(sp->nrules, SPEC_RULES);
	ck_assert_int_le(n, BOARD_MAX_SIDE);
	r = &sp->rule[sp->nrules++];
	r->family = family;
	r->n = n;
	r->head = head;
	r->value = value;
	if (n > 0)
		memcpy(r->cell, cells, (size_t)n * sizeof *cells);
	return r;
}

static void
spec_ruleset(const struct spec *sp, struct ruleset *set)
{
	int	i;

	ruleset_clear(set);
	for (i = 0; i < sp->nrules; i++)
		ck_assert_int_eq(ruleset_add(set, sp->rule[i].family,
		    sp->rule[i].cell, sp->rule[i].n, sp->rule[i].value,
		    sp->rule[i].head), 0);
}

static bool
spec_has(const struct spec *sp, enum rule_family_id family)
{
	int	i;

	for (i = 0; i < sp->nrules; i++)
		if (sp->rule[i].family == family)
			return true;
	return false;
}

/*
 * The engines, through the query the commands use: the spec's givens on
 * a board of its own (large: off the stack), freed with spec_query_free.
 */
static void
spec_query(const struct spec *sp, const struct ruleset *set,
    count_t limit, struct general_query *q)
{
	struct board	*b = malloc(sizeof *b);

	ck_assert_ptr_nonnull(b);
	board_init(b, &sp->shape);
	memcpy(b->cell, sp->givens, (size_t)sp->shape.cells);
	memset(q, 0, sizeof *q);
	q->givens = b;
	q->rules = set;
	q->limit = limit;
}

static void
spec_query_free(struct general_query *q)
{
	free((struct board *)q->givens);
}

static void
rules_solve(const struct spec *sp, const struct ruleset *set, count_t limit,
    struct general_answer *a)
{
	struct general_query	q;

	spec_query(sp, set, limit, &q);
	engine_rules_solve(&q, a);
	spec_query_free(&q);
}

static void
rules_candidates(const struct spec *sp, const struct ruleset *set,
    struct general_answer *a, uint64_t *possible)
{
	struct general_query	q;

	spec_query(sp, set, 1, &q);
	engine_rules_candidates(&q, a, possible);
	spec_query_free(&q);
}

/* The reference */

enum ref_kind {
	REF_DIFFERENT,		/* x != y */
	REF_DELTA,		/* |x - y| == value */
	REF_NOT_DELTA,		/* |x - y| != value */
	REF_MULTIPLE,		/* x == value * y or y == value * x */
	REF_NOT_DOUBLE,		/* neither is twice the other */
	REF_SUM,		/* x + y == value */
	REF_NOT_SUM,		/* x + y != value */
	REF_LESS,		/* x < y */
	REF_CAGE_SUM,		/* the cells add up to value */
	REF_ARROW		/* the head, read as a number, is the sum */
};

struct ref_check {
	enum ref_kind	kind;
	int		value, n, head, last;
	int		cell[SMALL_CELLS];
};

struct ref {
	int			side, cells;
	int			region[SMALL_CELLS];	/* -1: none */
	unsigned		allowed[SMALL_CELLS]; /* bit d: digit d */
	int			nchecks;
	struct ref_check	check[REF_CHECKS];
	int			at_start[SMALL_CELLS + 1];
	int			at[REF_CHECKS];	/* by last cell */
	/* the search */
	uint8_t			grid[SMALL_CELLS];
	uint8_t			givens[SMALL_CELLS];
	unsigned		row[SMALL_SIDE], col[SMALL_SIDE];
	unsigned		reg[SPEC_RULES];
	long			count, cap, nodes, budget;
	uint8_t			first[SMALL_CELLS];
	unsigned		seen[SMALL_CELLS];
	bool			shuffled;
	uint8_t			order[SMALL_CELLS][SMALL_SIDE];
	/* every solution, when asked to keep them */
	uint8_t			(*keep)[SMALL_CELLS];
	long			nkeep;
};

static int
cell_at(int side, int r, int c)
{
	return r * side + c;
}

static void
ref_add(struct ref *x, enum ref_kind kind, int value, const int *cells,
    int n, int head)
{
	struct ref_check	*k;
	int			 i;

	ck_assert_int_lt(x->nchecks, REF_CHECKS);
	k = &x->check[x->nchecks++];
	k->kind = kind;
	k->value = value;
	k->n = n;
	k->head = head;
	k->last = 0;
	for (i = 0; i < n; i++) {
		k->cell[i] = cells[i];
		if (cells[i] > k->last)
			k->last = cells[i];
	}
}

static void
ref_pair(struct ref *x, enum ref_kind kind, int value, int a, int b)
{
	int	cells[2] = { a, b };

	ref_add(x, kind, value, cells, 2, 0);
}

/* No digit twice among the cells. */
static void
ref_group(struct ref *x, const int *cells, int n)
{
	int	i, j;

	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			ref_pair(x, REF_DIFFERENT, 0, cells[i], cells[j]);
}

/* Every pair of cells dr rows and dc columns apart, in either sign. */
static void
ref_moves(struct ref *x, int dr, int dc, enum ref_kind kind, int value)
{
	int	r, c, a, b, s = x->side;

	for (a = 0; a < x->cells; a++)
		for (b = a + 1; b < x->cells; b++) {
			r = abs(a / s - b / s);
			c = abs(a % s - b % s);
			if (r == dr && c == dc)
				ref_pair(x, kind, value, a, b);
		}
}

/* Whether some rule of the family joins cells a and b (either order). */
static bool
spec_joins(const struct spec *sp, enum rule_family_id family, int value,
    int a, int b)
{
	const struct spec_rule	*r;
	int			 i;

	for (i = 0; i < sp->nrules; i++) {
		r = &sp->rule[i];
		if (r->family != family || r->n != 2 ||
		    (value != 0 && r->value != value))
			continue;
		if ((r->cell[0] == a && r->cell[1] == b) ||
		    (r->cell[0] == b && r->cell[1] == a))
			return true;
	}
	return false;
}

/*
 * Disjoint groups, from their definition: the cells at place k (counted in
 * reading order) of every region; the regions are the boxes of the shape
 * unless regions are given.
 */
static void
ref_disjoint(struct ref *x, const struct spec *sp)
{
	const struct shape	*s = &sp->shape;
	int			 cells[SMALL_CELLS], count[SMALL_CELLS];
	int			 place[SMALL_CELLS], region, a, k, n;
	bool			 given = spec_has(sp, RULE_REGION);

	memset(count, 0, sizeof count);
	for (a = 0; a < x->cells; a++) {
		region = given ? x->region[a] : (a / s->side) / s->box_rows *
		    s->box_rows + (a % s->side) / s->box_cols;
		place[a] = region < 0 ? -1 : count[region]++;
	}
	for (k = 0; k < s->side; k++) {
		for (n = 0, a = 0; a < x->cells; a++)
			if (place[a] == k)
				cells[n++] = a;
		ref_group(x, cells, n);
	}
}

/*
 * The checks of a spec's rules, each from its definition; with boxes
 * false and no regions, the frame is rows and columns alone (Latin
 * squares).
 */
static void
ref_build(struct ref *x, const struct spec *sp, bool boxes)
{
	const struct shape	*s = &sp->shape;
	const struct spec_rule	*r;
	int			 cells[SMALL_CELLS], i, k, a, b;
	int			 negative = 0, regions = 0;
	bool			 dot;

	ck_assert_int_le(s->side, SMALL_SIDE);
	memset(x, 0, offsetof(struct ref, keep));
	x->side = s->side;
	x->cells = s->cells;
	for (a = 0; a < x->cells; a++) {
		x->region[a] = boxes ? (a / s->side) / s->box_rows *
		    s->box_rows + (a % s->side) / s->box_cols : -1;
		x->allowed[a] = ((1u << (s->side + 1)) - 1) & ~1u;
	}
	if (spec_has(sp, RULE_REGION))
		for (a = 0; a < x->cells; a++)
			x->region[a] = -1;
	for (i = 0; i < sp->nrules; i++) {
		r = &sp->rule[i];
		for (k = 0; k < r->n; k++)
			cells[k] = r->cell[k];
		switch (r->family) {
		case RULE_REGION:
			for (k = 0; k < r->n; k++) {
				/* the test's regions are a partition */
				ck_assert_int_eq(x->region[cells[k]], -1);
				x->region[cells[k]] = regions;
			}
			regions++;
			break;
		case RULE_DIAGONAL:
			for (k = 0; k < s->side; k++)
				cells[k] = r->value > 0 ?
				    cell_at(s->side, s->side - 1 - k, k) :
				    cell_at(s->side, k, k);
			ref_group(x, cells, s->side);
			break;
		case RULE_EXTRA_REGION:
			ref_group(x, cells, r->n);
			break;
		case RULE_DISJOINT:
			break;	/* after the regions: see below */
		case RULE_ANTIKNIGHT:
			ref_moves(x, 1, 2, REF_DIFFERENT, 0);
			ref_moves(x, 2, 1, REF_DIFFERENT, 0);
			break;
		case RULE_ANTIKING:
			ref_moves(x, 1, 1, REF_DIFFERENT, 0);
			ref_moves(x, 0, 1, REF_DIFFERENT, 0);
			ref_moves(x, 1, 0, REF_DIFFERENT, 0);
			break;
		case RULE_NONCONSECUTIVE:
			ref_moves(x, 0, 1, REF_NOT_DELTA, 1);
			ref_moves(x, 1, 0, REF_NOT_DELTA, 1);
			break;
		case RULE_CAGE:
			ref_group(x, cells, r->n);
			if (r->value != 0)
				ref_add(x, REF_CAGE_SUM, r->value, cells,
				    r->n, 0);
			break;
		case RULE_THERMO:
			for (k = 0; k + 1 < r->n; k++)
				ref_pair(x, REF_LESS, 0, cells[k],
				    cells[k + 1]);
			break;
		case RULE_ARROW:
			ref_add(x, REF_ARROW, 0, cells, r->n, r->head);
			break;
		case RULE_DIFFERENCE:
			ref_pair(x, REF_DELTA, r->value, cells[0], cells[1]);
			break;
		case RULE_RATIO:
			ref_pair(x, REF_MULTIPLE, r->value, cells[0],
			    cells[1]);
			break;
		case RULE_XV:
			ref_pair(x, REF_SUM, r->value, cells[0], cells[1]);
			break;
		case RULE_ODD:
		case RULE_EVEN:
			for (k = 0; k < r->n; k++)
				x->allowed[cells[k]] &= r->family == RULE_ODD ?
				    0xaaaaaaaau : 0x55555554u;
			break;
		case RULE_NEGATIVE:
			negative |= r->value;
			break;
		default:
			ck_abort_msg("no reference for family %d", r->family);
		}
	}
	/*
	 * where no mark joins two neighbours, the negative's relations fail:
	 * a dot of either colour spares a pair both Kropki relations (no
	 * dot: neither consecutive nor double), an X or a V both sums
	 */
	for (a = 0; a < x->cells && negative != 0; a++)
		for (k = 0; k < 2; k++) {
			if (k == 0 ? a % s->side == s->side - 1 :
			    a / s->side == s->side - 1)
				continue;
			b = k == 0 ? a + 1 : a + s->side;
			dot = spec_joins(sp, RULE_DIFFERENCE, 0, a, b) ||
			    spec_joins(sp, RULE_RATIO, 0, a, b);
			if ((negative & NEGATIVE_WHITE) && !dot)
				ref_pair(x, REF_NOT_DELTA, 1, a, b);
			if ((negative & NEGATIVE_BLACK) && !dot)
				ref_pair(x, REF_NOT_DOUBLE, 0, a, b);
			if ((negative & NEGATIVE_X) &&
			    !spec_joins(sp, RULE_XV, 10, a, b))
				ref_pair(x, REF_NOT_SUM, 10, a, b);
			if ((negative & NEGATIVE_V) &&
			    !spec_joins(sp, RULE_XV, 5, a, b))
				ref_pair(x, REF_NOT_SUM, 5, a, b);
		}
	if (spec_has(sp, RULE_DISJOINT))
		ref_disjoint(x, sp);
	/* each check waits for its last cell */
	for (i = 0; i < x->nchecks; i++)
		x->at_start[x->check[i].last + 1]++;
	for (a = 0; a < x->cells; a++)
		x->at_start[a + 1] += x->at_start[a];
	{
		int	fill[SMALL_CELLS + 1];

		memcpy(fill, x->at_start, sizeof fill);
		for (i = 0; i < x->nchecks; i++)
			x->at[fill[x->check[i].last]++] = i;
	}
}

static bool
ref_holds(const struct ref_check *k, const uint8_t *g)
{
	int	x = g[k->cell[0]], y = k->n > 1 ? g[k->cell[1]] : 0, i;
	long	a = 0, b = 0;

	switch (k->kind) {
	case REF_DIFFERENT:
		return x != y;
	case REF_DELTA:
		return abs(x - y) == k->value;
	case REF_NOT_DELTA:
		return abs(x - y) != k->value;
	case REF_MULTIPLE:
		return x == k->value * y || y == k->value * x;
	case REF_NOT_DOUBLE:
		return x != 2 * y && y != 2 * x;
	case REF_SUM:
		return x + y == k->value;
	case REF_NOT_SUM:
		return x + y != k->value;
	case REF_LESS:
		return x < y;
	case REF_CAGE_SUM:
		for (i = 0; i < k->n; i++)
			a += g[k->cell[i]];
		return a == k->value;
	case REF_ARROW:
		for (i = 0; i < k->head; i++)
			a = 10 * a + g[k->cell[i]];
		for (; i < k->n; i++)
			b += g[k->cell[i]];
		return k->head >= 1 && k->head < k->n && a == b;
	}
	return false;
}

/* Whether a complete grid keeps the frame and every rule. */
static bool
ref_keeps(const struct ref *x, const uint8_t *g)
{
	unsigned	row[SMALL_SIDE] = { 0 }, col[SMALL_SIDE] = { 0 };
	unsigned	reg[SPEC_RULES] = { 0 }, bit;
	int		a, i;

	for (a = 0; a < x->cells; a++) {
		if (g[a] < 1 || g[a] > x->side)
			return false;
		bit = 1u << g[a];
		if ((row[a / x->side] | col[a % x->side]) & bit)
			return false;
		if (x->region[a] >= 0 && (reg[x->region[a]] & bit))
			return false;
		if (!(x->allowed[a] & bit))
			return false;
		row[a / x->side] |= bit;
		col[a % x->side] |= bit;
		if (x->region[a] >= 0)
			reg[x->region[a]] |= bit;
	}
	for (i = 0; i < x->nchecks; i++)
		if (!ref_holds(&x->check[i], g))
			return false;
	return true;
}

static void
ref_found(struct ref *x)
{
	int	a;

	if (x->count == 0)
		memcpy(x->first, x->grid, (size_t)x->cells);
	for (a = 0; a < x->cells; a++)
		x->seen[a] |= 1u << x->grid[a];
	if (x->keep != NULL)
		memcpy(x->keep[x->nkeep++], x->grid, (size_t)x->cells);
	x->count++;
}

static void
ref_search(struct ref *x, int a)
{
	unsigned	bit, *reg;
	int		i, d, k, r, c;

	if (x->count >= x->cap || x->nodes > x->budget)
		return;
	if (a == x->cells) {
		ref_found(x);
		return;
	}
	x->nodes++;
	r = a / x->side;
	c = a % x->side;
	reg = x->region[a] >= 0 ? &x->reg[x->region[a]] : NULL;
	for (i = 0; i < x->side; i++) {
		d = x->shuffled ? x->order[a][i] : i + 1;
		bit = 1u << d;
		if ((x->givens[a] != 0 && x->givens[a] != d) ||
		    !(x->allowed[a] & bit) ||
		    ((x->row[r] | x->col[c] | (reg != NULL ? *reg : 0)) & bit))
			continue;
		x->grid[a] = (uint8_t)d;
		for (k = x->at_start[a]; k < x->at_start[a + 1]; k++)
			if (!ref_holds(&x->check[x->at[k]], x->grid))
				break;
		if (k == x->at_start[a + 1]) {
			x->row[r] |= bit;
			x->col[c] |= bit;
			if (reg != NULL)
				*reg |= bit;
			ref_search(x, a + 1);
			x->row[r] &= ~bit;
			x->col[c] &= ~bit;
			if (reg != NULL)
				*reg &= ~bit;
		}
		x->grid[a] = 0;
	}
}

/*
 * The solutions with the givens, up to cap, within the budget: true when
 * they were all listed (fewer than cap, the budget kept).
 */
static bool
ref_run(struct ref *x, const uint8_t *givens, long cap, long budget)
{
	x->count = 0;
	x->nodes = 0;
	x->nkeep = 0;
	x->cap = cap;
	x->budget = budget;
	memset(x->seen, 0, sizeof x->seen);
	memset(x->row, 0, sizeof x->row);
	memset(x->col, 0, sizeof x->col);
	memset(x->reg, 0, sizeof x->reg);
	memset(x->grid, 0, sizeof x->grid);
	memcpy(x->givens, givens, (size_t)x->cells);
	ref_search(x, 0);
	return x->count < cap && x->nodes <= budget;
}

static struct ref *
ref_new(void)
{
	struct ref	*x = calloc(1, sizeof *x);

	ck_assert_ptr_nonnull(x);
	return x;
}

/* Random puzzles */

static int
random_int(struct rng *rng, int lo, int hi)
{
	return lo + (int)rng_below(rng, (unsigned)(hi - lo + 1));
}

static void
shuffle_ints(struct rng *rng, int *v, int n)
{
	int	i, j, t;

	for (i = n - 1; i > 0; i--) {
		j = (int)rng_below(rng, (unsigned)i + 1);
		t = v[i];
		v[i] = v[j];
		v[j] = t;
	}
}

/*
 * A random grid of the shape: the pattern (C * (r % R) + r / R + c) % N,
 * its rows shuffled in their bands, bands, columns in their stacks,
 * stacks and digits.
 */
static void
random_grid(struct rng *rng, const struct shape *s, uint8_t *g)
{
	int	rows[BOARD_MAX_SIDE], cols[BOARD_MAX_SIDE];
	int	digit[BOARD_MAX_SIDE], band[BOARD_MAX_SIDE];
	int	stack[BOARD_MAX_SIDE], i, r, c, n = s->side;

	for (i = 0; i < n; i++)
		digit[i] = i + 1;
	shuffle_ints(rng, digit, n);
	for (i = 0; i < s->box_cols; i++)
		band[i] = i;		/* N / R = C bands */
	shuffle_ints(rng, band, s->box_cols);
	for (i = 0; i < s->box_rows; i++)
		stack[i] = i;		/* N / C = R stacks */
	shuffle_ints(rng, stack, s->box_rows);
	for (i = 0; i < s->box_cols; i++) {
		int	in[BOARD_MAX_SIDE], k;

		for (k = 0; k < s->box_rows; k++)
			in[k] = band[i] * s->box_rows + k;
		shuffle_ints(rng, in, s->box_rows);
		for (k = 0; k < s->box_rows; k++)
			rows[i * s->box_rows + k] = in[k];
	}
	for (i = 0; i < s->box_rows; i++) {
		int	in[BOARD_MAX_SIDE], k;

		for (k = 0; k < s->box_cols; k++)
			in[k] = stack[i] * s->box_cols + k;
		shuffle_ints(rng, in, s->box_cols);
		for (k = 0; k < s->box_cols; k++)
			cols[i * s->box_cols + k] = in[k];
	}
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			int	rr = rows[r], cc = cols[c];

			g[r * n + c] = (uint8_t)digit[(s->box_cols *
			    (rr % s->box_rows) + rr / s->box_rows + cc) % n];
		}
}

/* Orthogonal neighbours of cell a: up to 4 in out; how many. */
static int
neighbours(const struct shape *s, int a, bool king, int *out)
{
	int	dr, dc, r, c, n = 0;

	for (dr = -1; dr <= 1; dr++)
		for (dc = -1; dc <= 1; dc++) {
			if ((dr == 0 && dc == 0) ||
			    (!king && dr != 0 && dc != 0))
				continue;
			r = a / s->side + dr;
			c = a % s->side + dc;
			if (r >= 0 && r < s->side && c >= 0 && c < s->side)
				out[n++] = r * s->side + c;
		}
	return n;
}

static int
random_cell(struct rng *rng, const struct shape *s)
{
	return (int)rng_below(rng, (unsigned)s->cells);
}

static bool
in_cells(const uint16_t *cells, int n, int a)
{
	int	i;

	for (i = 0; i < n; i++)
		if (cells[i] == a)
			return true;
	return false;
}

/*
 * Up to want cells grown orthogonally from a random one; with g, holding
 * no digit of g twice.  How many.
 */
static int
grow_cells(struct rng *rng, const struct shape *s, const uint8_t *g,
    int want, uint16_t *cells)
{
	int	n = 1, tries, nb[8], k, a, i;
	bool	clash;

	cells[0] = (uint16_t)random_cell(rng, s);
	for (tries = 0; n < want && tries < 40; tries++) {
		k = neighbours(s, cells[rng_below(rng, (unsigned)n)], false,
		    nb);
		a = nb[rng_below(rng, (unsigned)k)];
		if (in_cells(cells, n, a))
			continue;
		for (clash = false, i = 0; g != NULL && i < n; i++)
			clash = clash || g[cells[i]] == g[a];
		if (!clash)
			cells[n++] = (uint16_t)a;
	}
	return n;
}

/* Two orthogonal neighbours, a pair for a dot or an XV. */
static void
random_pair(struct rng *rng, const struct shape *s, uint16_t *cells)
{
	int	nb[8], k;

	cells[0] = (uint16_t)random_cell(rng, s);
	k = neighbours(s, cells[0], false, nb);
	cells[1] = (uint16_t)nb[rng_below(rng, (unsigned)k)];
}

/* A thermometer rising along g from a random cell, king steps. */
static int
rising_path(struct rng *rng, const struct shape *s, const uint8_t *g,
    int want, uint16_t *cells)
{
	int	n = 1, nb[8], up[8], k, m, i;

	cells[0] = (uint16_t)random_cell(rng, s);
	while (n < want) {
		k = neighbours(s, cells[n - 1], true, nb);
		for (m = 0, i = 0; i < k; i++)
			if (!in_cells(cells, n, nb[i]) &&
			    (g == NULL || g[nb[i]] > g[cells[n - 1]]))
				up[m++] = nb[i];
		if (m == 0)
			break;
		cells[n++] = (uint16_t)up[rng_below(rng, (unsigned)m)];
	}
	return n;
}

/* An arrow whose line adds up to its circle's or pill's number in g. */
static bool
true_arrow(struct rng *rng, struct spec *sp, const uint8_t *g)
{
	const struct shape	*s = &sp->shape;
	uint16_t		 cells[BOARD_MAX_SIDE];
	int			 head, target, sum, n, tries, a, nb[8];

	for (tries = 0; tries < 40; tries++) {
		head = rng_below(rng, 3) == 0 ? 2 : 1;
		cells[0] = (uint16_t)random_cell(rng, s);
		if (head == 2) {
			n = neighbours(s, cells[0], false, nb);
			cells[1] = (uint16_t)nb[rng_below(rng, (unsigned)n)];
		}
		target = head == 2 ? 10 * g[cells[0]] + g[cells[1]] :
		    g[cells[0]];
		for (n = head, sum = 0; sum < target && n < head + 6;) {
			a = random_cell(rng, s);
			if (in_cells(cells, n, a))
				continue;
			cells[n++] = (uint16_t)a;
			sum += g[a];
		}
		if (sum == target && n > head) {
			spec_add(sp, RULE_ARROW, cells, n, 0, head);
			return true;
		}
	}
	return false;
}

/* A black dot on neighbours of g one of which is k times the other. */
static bool
true_ratio(struct rng *rng, struct spec *sp, const uint8_t *g)
{
	uint16_t	cells[2];
	int		tries, x, y;

	for (tries = 0; tries < 40; tries++) {
		random_pair(rng, &sp->shape, cells);
		x = g[cells[0]] > g[cells[1]] ? g[cells[0]] : g[cells[1]];
		y = g[cells[0]] + g[cells[1]] - x;
		if (x % y == 0 && x / y >= 2) {
			spec_add(sp, RULE_RATIO, cells, 2, x / y, 0);
			return true;
		}
	}
	return false;
}

/* Cells of g of one parity, for an odd or even rule. */
static void
true_parity(struct rng *rng, struct spec *sp, const uint8_t *g,
    enum rule_family_id family)
{
	uint16_t	cells[4];
	int		n = 0, tries, a;

	for (tries = 0; tries < 20 && n < 4; tries++) {
		a = random_cell(rng, &sp->shape);
		if (g[a] % 2 == (family == RULE_ODD) &&
		    !in_cells(cells, n, a))
			cells[n++] = (uint16_t)a;
	}
	if (n > 0)
		spec_add(sp, family, cells, n, 0, 0);
}

/*
 * The negative rule for a random choice of marks, with every mark g
 * needs: each pair of neighbours consecutive or double gets a dot (one:
 * a 1 beside a 2 either colour), each adding up to 10 or 5 its X or V.
 */
static void
true_negative(struct rng *rng, struct spec *sp, const uint8_t *g)
{
	const struct shape	*s = &sp->shape;
	uint16_t		 cells[2];
	int			 bits = random_int(rng, 1, 15), a, k, x, y;
	bool			 white, black;

	for (a = 0; a < s->cells; a++)
		for (k = 0; k < 2; k++) {
			if (k == 0 ? a % s->side == s->side - 1 :
			    a / s->side == s->side - 1)
				continue;
			cells[0] = (uint16_t)a;
			cells[1] = (uint16_t)(k == 0 ? a + 1 : a + s->side);
			x = g[cells[0]];
			y = g[cells[1]];
			white = abs(x - y) == 1;
			black = x == 2 * y || y == 2 * x;
			if (((bits & NEGATIVE_WHITE) && white) ||
			    ((bits & NEGATIVE_BLACK) && black)) {
				if (white && black)
					white = rng_below(rng, 2) == 0;
				spec_add(sp, white ? RULE_DIFFERENCE :
				    RULE_RATIO, cells, 2, white ? 1 : 2, 0);
			}
			if ((bits & NEGATIVE_X) && x + y == 10)
				spec_add(sp, RULE_XV, cells, 2, 10, 0);
			if ((bits & NEGATIVE_V) && x + y == 5)
				spec_add(sp, RULE_XV, cells, 2, 5, 0);
		}
	spec_add(sp, RULE_NEGATIVE, NULL, 0, bits, 0);
}

/* One rule of the family that g keeps (g NULL: drawn blind). */
static void
add_local(struct rng *rng, struct spec *sp, enum rule_family_id family,
    const uint8_t *g)
{
	const struct shape	*s = &sp->shape;
	uint16_t		 cells[BOARD_MAX_SIDE];
	int			 n, i, sum, side = s->side, x;

	switch (family) {
	case RULE_EXTRA_REGION:
		n = grow_cells(rng, s, g, random_int(rng, 2, side), cells);
		if (n >= 2)
			spec_add(sp, family, cells, n, 0, 0);
		break;
	case RULE_CAGE:
		n = grow_cells(rng, s, g, random_int(rng, 1,
		    side < 5 ? side : 5), cells);
		for (sum = 0, i = 0; i < n; i++)
			sum += g != NULL ? g[cells[i]] :
			    random_int(rng, 1, side);
		spec_add(sp, family, cells, n, rng_below(rng, 4) == 0 ? 0 :
		    sum, 0);
		break;
	case RULE_THERMO:
		n = rising_path(rng, s, g, random_int(rng, 2, side), cells);
		if (n >= 2)
			spec_add(sp, family, cells, n, 0, 0);
		break;
	case RULE_ARROW:
		if (g != NULL) {
			true_arrow(rng, sp, g);
			break;
		}
		n = grow_cells(rng, s, NULL, random_int(rng, 2, 4), cells);
		if (n >= 2)
			spec_add(sp, family, cells, n, 0,
			    n > 2 && rng_below(rng, 3) == 0 ? 2 : 1);
		break;
	case RULE_DIFFERENCE:
		random_pair(rng, s, cells);
		if (g == NULL || rng_below(rng, 4) == 0) {
			/* not always neighbours: a dot joins any two cells */
			if (g != NULL)
				cells[1] = (uint16_t)random_cell(rng, s);
			x = g == NULL ? random_int(rng, 1, side - 1) :
			    abs(g[cells[0]] - g[cells[1]]);
		} else
			x = abs(g[cells[0]] - g[cells[1]]);
		if (x > 0 && cells[0] != cells[1])
			spec_add(sp, family, cells, 2, x, 0);
		break;
	case RULE_RATIO:
		if (g != NULL) {
			true_ratio(rng, sp, g);
			break;
		}
		random_pair(rng, s, cells);
		spec_add(sp, family, cells, 2, random_int(rng, 2, 3), 0);
		break;
	case RULE_XV:
		random_pair(rng, s, cells);
		spec_add(sp, family, cells, 2, g != NULL ? g[cells[0]] +
		    g[cells[1]] : random_int(rng, 3, 2 * side - 1), 0);
		break;
	case RULE_ODD:
	case RULE_EVEN:
		if (g != NULL) {
			true_parity(rng, sp, g, family);
			break;
		}
		cells[0] = (uint16_t)random_cell(rng, s);
		spec_add(sp, family, cells, 1, 0, 0);
		break;
	case RULE_NEGATIVE:
		if (g != NULL) {
			true_negative(rng, sp, g);
			break;
		}
		for (i = random_int(rng, 0, 3); i > 0; i--) {
			random_pair(rng, s, cells);
			spec_add(sp, (enum rule_family_id)(RULE_DIFFERENCE +
			    (int)rng_below(rng, 3)), cells, 2, 0, 0);
			sp->rule[sp->nrules - 1].value =
			    sp->rule[sp->nrules - 1].family == RULE_XV ?
			    (rng_below(rng, 2) ? 5 : 10) :
			    sp->rule[sp->nrules - 1].family == RULE_RATIO ?
			    2 : 1;
		}
		spec_add(sp, family, NULL, 0, random_int(rng, 1, 15), 0);
		break;
	default:
		break;
	}
}

/* Families that hold everywhere: no cells, and g comes after them. */
static bool
family_is_global(enum rule_family_id f)
{
	return f == RULE_DIAGONAL || f == RULE_DISJOINT ||
	    f == RULE_ANTIKNIGHT || f == RULE_ANTIKING ||
	    f == RULE_NONCONSECUTIVE;
}

/*
 * Regions from g: the boxes, cells of one digit swapped between them
 * until they are a jigsaw g still keeps.
 */
static void
add_regions(struct rng *rng, struct spec *sp, const uint8_t *g)
{
	const struct shape	*s = &sp->shape;
	uint16_t		 cells[BOARD_MAX_SIDE];
	int			 region[BOARD_MAX_CELLS], i, a, b, t, n, k;

	for (a = 0; a < s->cells; a++)
		region[a] = board_box(s, a);
	for (i = 0; i < 4 * s->cells; i++) {
		a = random_cell(rng, s);
		b = random_cell(rng, s);
		if (g[a] != g[b] || region[a] == region[b])
			continue;
		t = region[a];
		region[a] = region[b];
		region[b] = t;
	}
	for (k = 0; k < s->side; k++) {
		for (n = 0, a = 0; a < s->cells; a++)
			if (region[a] == k)
				cells[n++] = (uint16_t)a;
		spec_add(sp, RULE_REGION, cells, n, 0, 0);
	}
}

/*
 * A random solution of the frame and the global rules, as the reference
 * finds one with digits tried in a random order; false when it finds
 * none in its budget.
 */
static bool
random_solution(struct rng *rng, const struct spec *sp, struct ref *x,
    uint8_t *g)
{
	uint8_t	none[SMALL_CELLS] = { 0 };
	int	a, i, d[SMALL_SIDE];
	bool	found;

	ref_build(x, sp, true);
	x->shuffled = true;
	for (a = 0; a < x->cells; a++) {
		for (i = 0; i < x->side; i++)
			d[i] = i + 1;
		shuffle_ints(rng, d, x->side);
		for (i = 0; i < x->side; i++)
			x->order[a][i] = (uint8_t)d[i];
	}
	ref_run(x, none, 1, x->side > 6 ? 200000 : 20000);
	found = x->count == 1;
	x->shuffled = false;
	if (found)
		memcpy(g, x->first, (size_t)x->cells);
	return found;
}

/*
 * A random case with rules of the families in mask: regions and global
 * rules first, then a solution g of them when one is found, rules of the
 * other families g keeps, now and then one drawn blind, and givens from g
 * (*hidden says whether there is a g).
 */
static void
random_case(struct rng *rng, const struct shape *s, unsigned mask,
    struct spec *sp, struct ref *x, uint8_t *g, bool *hidden)
{
	uint8_t	start[SMALL_CELLS];
	int	f, k, a, givens;

	spec_init(sp, s);
	random_grid(rng, s, start);
	if (mask & 1u << RULE_REGION)
		add_regions(rng, sp, start);
	for (f = 0; f < RULE_FAMILIES; f++)
		if ((mask & 1u << f) && family_is_global(f)) {
			if (f != RULE_DIAGONAL)
				spec_add(sp, f, NULL, 0, 0, 0);
			else if (rng_below(rng, 3) == 0) {
				spec_add(sp, f, NULL, 0, 1, 0);
				spec_add(sp, f, NULL, 0, -1, 0);
			} else
				spec_add(sp, f, NULL, 0,
				    rng_below(rng, 2) ? 1 : -1, 0);
		}
	*hidden = random_solution(rng, sp, x, g);
	for (f = 0; f < RULE_FAMILIES; f++)
		if ((mask & 1u << f) && f != RULE_REGION &&
		    !family_is_global(f))
			for (k = random_int(rng, 1, f == RULE_NEGATIVE ? 1 :
			    3); k > 0; k--)
				add_local(rng, sp, f, *hidden ? g : NULL);
	/* now and then a rule no solution need keep */
	for (f = 0; f < RULE_FAMILIES; f++)
		if ((mask & 1u << f) && f != RULE_REGION &&
		    !family_is_global(f))
			break;
	if (f < RULE_FAMILIES && rng_below(rng, 4) == 0) {
		do
			f = (int)rng_below(rng, RULE_FAMILIES);
		while (!(mask & 1u << f) || f == RULE_REGION ||
		    family_is_global(f));
		add_local(rng, sp, f, NULL);
	}
	givens = random_int(rng, s->cells / 8, s->cells / 3);
	for (k = 0; k < givens; k++) {
		a = random_cell(rng, s);
		sp->givens[a] = *hidden ? g[a] : (uint8_t)random_int(rng, 1,
		    s->side);
	}
}

/* One more given: from g when there is one, else drawn blind. */
static void
add_given(struct rng *rng, struct spec *sp, const uint8_t *g, bool hidden)
{
	int	a, tries;

	for (tries = 0; tries < 1000; tries++) {
		a = random_cell(rng, &sp->shape);
		if (sp->givens[a] != 0)
			continue;
		sp->givens[a] = hidden ? g[a] : (uint8_t)random_int(rng, 1,
		    sp->shape.side);
		return;
	}
}

static void
grid_text(const struct shape *s, const uint8_t *g, char *out)
{
	int	a;

	for (a = 0; a < s->cells; a++)
		out[a] = g[a] == 0 ? '.' : board_symbol_char(g[a]);
	out[s->cells] = '\0';
}

/* The case in words, for a failure's message. */
static const char *
spec_text(const struct spec *sp, char *buf, size_t size)
{
	const struct spec_rule	*r;
	size_t			 len;
	int			 i, k;

	grid_text(&sp->shape, sp->givens, buf);
	len = strlen(buf);
	for (i = 0; i < sp->nrules && len + 64 < size; i++) {
		r = &sp->rule[i];
		len += (size_t)snprintf(buf + len, size - len, " %s(%d,%d:",
		    rule_families[r->family]->name, r->value, r->head);
		for (k = 0; k < r->n && len + 8 < size; k++)
			len += (size_t)snprintf(buf + len, size - len, "%s%d",
			    k > 0 ? "," : "", r->cell[k]);
		len += (size_t)snprintf(buf + len, size - len, ")");
	}
	return buf;
}

/* The differential test */

/* The frame's grids of a 4x4 case, listed once: 288 with boxes. */
static long
list_frame(const struct spec *sp, struct ref *frame,
    uint8_t (*all)[SMALL_CELLS], long cap)
{
	struct spec	*regions = malloc(sizeof *regions);
	uint8_t		 none[SMALL_CELLS] = { 0 };
	int		 i;

	ck_assert_ptr_nonnull(regions);
	spec_init(regions, &sp->shape);
	for (i = 0; i < sp->nrules; i++)
		if (sp->rule[i].family == RULE_REGION)
			spec_add(regions, RULE_REGION, sp->rule[i].cell,
			    sp->rule[i].n, 0, 0);
	ref_build(frame, regions, true);
	frame->keep = all;
	ck_assert(ref_run(frame, none, cap, 100000000));
	frame->keep = NULL;
	if (regions->nrules == 0)
		ck_assert_int_eq(frame->nkeep, 288);
	free(regions);
	return frame->nkeep;
}

/*
 * On 4x4, the listed grids of the frame filtered by the rules and the
 * givens: the count, the first (the smallest) and the candidates must
 * be the backtracking reference's.
 */
static void
filter_agrees(const struct spec *sp, const struct ref *x,
    uint8_t (*all)[SMALL_CELLS], long nall, const char *what)
{
	unsigned	seen[SMALL_CELLS] = { 0 };
	long		i, count = 0;
	int		a;

	for (i = 0; i < nall; i++) {
		for (a = 0; a < x->cells; a++)
			if (sp->givens[a] != 0 && sp->givens[a] != all[i][a])
				break;
		if (a < x->cells || !ref_keeps(x, all[i]))
			continue;
		if (count++ == 0)
			ck_assert_msg(memcmp(all[i], x->first,
			    (size_t)x->cells) == 0, "%s: first differs", what);
		for (a = 0; a < x->cells; a++)
			seen[a] |= 1u << all[i][a];
	}
	ck_assert_msg(count == x->count, "%s: %ld listed, %ld searched", what,
	    count, x->count);
	ck_assert_msg(memcmp(seen, x->seen, sizeof seen) == 0,
	    "%s: candidates differ", what);
}

/*
 * The engine against the reference on one case whose solutions the
 * reference listed: count (to one past, and to 1 and 2), first solution,
 * smallest solution, true candidates.
 */
static void
engine_agrees(const struct spec *sp, const struct ref *x, const char *what)
{
	struct general_answer	*a = malloc(sizeof *a);
	struct ruleset		 set;
	struct general_query	 q;
	uint64_t		 possible[SMALL_CELLS];
	char			 why[256];
	long			 limit;
	int			 c, lim;

	ck_assert_ptr_nonnull(a);
	ruleset_init(&set);
	spec_ruleset(sp, &set);
	spec_query(sp, &set, 1, &q);
	for (lim = 0; lim < 3; lim++) {
		limit = lim == 0 ? REF_CAP + 1 : lim;
		q.limit = (count_t)limit;
		engine_rules_solve(&q, a);
		ck_assert_msg(!a->out_of_memory && !a->interrupted, "%s", what);
		ck_assert_msg(a->count == (count_t)(x->count < limit ?
		    x->count : limit), "%s: %lu solutions, the "
		    "reference has %ld", what, (unsigned long)a->count,
		    x->count);
		if (a->count == 0)
			continue;
		ck_assert_msg(rules_check(&set, &sp->shape, a->solution.cell,
		    why, sizeof why), "%s: rules_check refuses the engine's "
		    "solution: %s", what, why);
		ck_assert_msg(ref_keeps(x, a->solution.cell),
		    "%s: the engine's solution breaks a rule", what);
		for (c = 0; c < sp->shape.cells; c++)
			ck_assert_msg(sp->givens[c] == 0 ||
			    sp->givens[c] == a->solution.cell[c],
			    "%s: solution without the givens", what);
	}
	q.limit = 1;
	engine_rules_lexmin(&q, a);
	ck_assert_msg(a->count == (x->count > 0), "%s: lexmin count", what);
	if (x->count > 0)
		ck_assert_msg(memcmp(a->solution.cell, x->first,
		    (size_t)sp->shape.cells) == 0, "%s: not the smallest "
		    "solution", what);
	engine_rules_candidates(&q, a, possible);
	ck_assert_msg(a->count == (x->count > 0), "%s: candidates count",
	    what);
	for (c = 0; c < sp->shape.cells; c++) {
		/* soundness first: no candidate a solution has is lost */
		ck_assert_msg((x->seen[c] >> 1 & ~possible[c]) == 0,
		    "%s: cell %d lost candidates %#x of %#x", what, c,
		    x->seen[c] >> 1, (unsigned)possible[c]);
		ck_assert_msg(possible[c] == x->seen[c] >> 1,
		    "%s: cell %d candidates %#x, true %#x", what, c,
		    (unsigned)possible[c], x->seen[c] >> 1);
	}
	spec_query_free(&q);
	ruleset_free(&set);
	free(a);
}

/*
 * Cases of the families in mask on 4x4 and 6x6 boards: each compared
 * with the reference once it lists every solution (givens added until it
 * does).  Returns how many had a solution, so that callers see the
 * cases were not all empty.
 */
static int
differential(uint64_t seed, unsigned mask, int cases, bool large)
{
	static const int	 small[][2] = { { 2, 2 }, { 2, 3 }, { 3, 2 } };
	static const int	 nine[][2] = { { 3, 3 }, { 2, 4 }, { 4, 2 } };
	const int		(*shapes)[2] = large ? nine : small;
	struct rng		 rng;
	struct spec		*sp = malloc(sizeof *sp);
	struct ref		*x = ref_new(), *frame = ref_new();
	uint8_t			(*all)[SMALL_CELLS] = malloc(6000 *
				    sizeof *all);
	uint8_t			 g[SMALL_CELLS];
	struct shape		 s;
	char			*what = malloc(8192);
	int			 i, k, solved = 0;
	long			 nall;
	bool			 hidden;

	ck_assert_ptr_nonnull(sp);
	ck_assert_ptr_nonnull(all);
	ck_assert_ptr_nonnull(what);
	/* each case from a seed of its own: a sample draws only its own */
	for (i = 0; i < cases; i += fixture_stride()) {
		rng.state = seed * 1000003 + (uint64_t)i;
		k = (int)rng_below(&rng, 3);
		ck_assert(board_shape(&s, shapes[k][0], shapes[k][1]));
		random_case(&rng, &s, mask, sp, x, g, &hidden);
		ref_build(x, sp, true);
		while (!ref_run(x, sp->givens, REF_CAP, REF_BUDGET))
			add_given(&rng, sp, g, hidden);
		snprintf(what, 64, "case %d (seed %llu): ", i,
		    (unsigned long long)seed);
		spec_text(sp, what + strlen(what), 8000);
		if (hidden && ref_keeps(x, g))
			ck_assert_msg(x->count > 0, "%s: hidden solution "
			    "not found", what);
		if (s.side == 4) {
			nall = list_frame(sp, frame, all, 6000);
			filter_agrees(sp, x, all, nall, what);
		}
		engine_agrees(sp, x, what);
		solved += x->count > 0;
	}
	free(what);
	free(all);
	free(frame);
	free(x);
	free(sp);
	return solved;
}

START_TEST(family_alone_agrees_with_reference)
{
	int	solved = differential(0x5eed0000u + (uint64_t)_i,
		    1u << _i, 60, false);

	ck_assert_msg(solved >= (60 / fixture_stride() + 1) / 3,
	    "family %s: only %d cases with a solution",
	    rule_families[_i]->name, solved);
}
END_TEST

START_TEST(mixed_rules_agree_with_reference)
{
	struct rng	rng = { 0xd1ffu + (uint64_t)_i };
	unsigned	mask = 0;
	int		k, solved;

	for (k = random_int(&rng, 2, 6); k > 0; k--)
		mask |= 1u << rng_below(&rng, RULE_FAMILIES);
	solved = differential(rng.state, mask, 12, false);
	(void)solved;
}
END_TEST

/*
 * The same on 8x8 and 9x9 boards, where digits reach an X's 10, a
 * ratio of 4 and pills of 2 digits to 99 (givens added until the
 * reference lists every solution).
 */
START_TEST(nine_by_nine_mixes_agree_with_reference)
{
	struct rng	rng = { 0x9999u + (uint64_t)_i };
	unsigned	mask = 0;
	int		k;

	for (k = random_int(&rng, 1, 5); k > 0; k--)
		mask |= 1u << rng_below(&rng, RULE_FAMILIES);
	differential(rng.state, mask, 4, true);
}
END_TEST

/* rules_check on complete and partial grids */

/* Every 4x4 Latin square: 576. */
static long
latin_squares(uint8_t (*all)[SMALL_CELLS])
{
	struct spec	*sp = malloc(sizeof *sp);
	struct ref	*x = ref_new();
	struct shape	 s;
	uint8_t		 none[SMALL_CELLS] = { 0 };
	long		 n;

	ck_assert_ptr_nonnull(sp);
	ck_assert(board_shape(&s, 2, 2));
	spec_init(sp, &s);
	ref_build(x, sp, false);
	x->keep = all;
	ck_assert(ref_run(x, none, 1000, 100000000));
	n = x->nkeep;
	ck_assert_int_eq(n, 576);
	free(x);
	free(sp);
	return n;
}

/*
 * A Latin square of 6x6 (rows and columns; boxes or regions as it
 * happens): L(r, c) = p(q(r) + c), shuffled rows and digits.
 */
static void
random_latin(struct rng *rng, const struct shape *s, uint8_t *g)
{
	int	rows[SMALL_SIDE], digit[SMALL_SIDE], i, r, c;

	for (i = 0; i < s->side; i++)
		rows[i] = digit[i] = i;
	shuffle_ints(rng, rows, s->side);
	shuffle_ints(rng, digit, s->side);
	for (r = 0; r < s->side; r++)
		for (c = 0; c < s->side; c++)
			g[r * s->side + c] = (uint8_t)(digit[(rows[r] + c) %
			    s->side] + 1);
}

/*
 * rules_check on complete grids accepts exactly those that keep the
 * frame and the family's rules: every 4x4 Latin square, and on 6x6 the
 * hidden solutions, their digits relabelled, and Latin squares; on
 * partial grids, a solution with blanks is never refused.
 */
START_TEST(family_check_is_exact)
{
	static const int	 shapes[][2] = { { 2, 2 }, { 2, 3 }, { 3, 2 } };
	struct rng		 rng;
	struct spec		*sp = malloc(sizeof *sp);
	struct ref		*x = ref_new(), *scratch = ref_new();
	uint8_t			(*latin)[SMALL_CELLS] = malloc(576 *
				    sizeof *latin);
	uint8_t			 g[SMALL_CELLS], h[SMALL_CELLS];
	struct ruleset		 set;
	struct shape		 s;
	char			 why[256], text[SMALL_CELLS + 1];
	long			 n, i, kept = 0, refused = 0;
	int			 k, c, j, perm[SMALL_SIDE + 1];
	bool			 hidden, ok;

	ck_assert_ptr_nonnull(sp);
	ck_assert_ptr_nonnull(latin);
	ruleset_init(&set);
	n = latin_squares(latin);
	for (k = 0; k < 24; k += fixture_stride()) {
		rng.state = 0xc4ec0000u + 1000003 * (uint64_t)_i + (uint64_t)k;
		j = k < 8 ? 0 : 1 + k % 2;
		ck_assert(board_shape(&s, shapes[j][0], shapes[j][1]));
		random_case(&rng, &s, 1u << _i, sp, scratch, g, &hidden);
		spec_ruleset(sp, &set);
		ref_build(x, sp, true);
		for (i = 0; i < (s.side == 4 ? n : 200); i++) {
			if (s.side == 4)
				memcpy(h, latin[i], (size_t)s.cells);
			else if (i % 4 == 0 && hidden)
				memcpy(h, g, (size_t)s.cells);
			else if (i % 2 == 0 && hidden) {
				for (c = 0; c <= s.side; c++)
					perm[c] = c;
				shuffle_ints(&rng, perm + 1, s.side);
				for (c = 0; c < s.cells; c++)
					h[c] = (uint8_t)perm[g[c]];
			} else if (i % 2 == 0)
				random_grid(&rng, &s, h);
			else
				random_latin(&rng, &s, h);
			why[0] = '\0';
			ok = rules_check(&set, &s, h, why, sizeof why);
			grid_text(&s, h, text);
			ck_assert_msg(ok == ref_keeps(x, h), "%s %s: "
			    "rules_check says %s (%s)",
			    rule_families[_i]->name, text, ok ? "yes" : "no",
			    why);
			ck_assert_msg(ok || why[0] != '\0', "no reason given");
			kept += ok;
			refused += !ok;
			if (!ok)
				continue;
			/* blanks break nothing */
			for (c = 0; c < s.cells; c++)
				if (rng_below(&rng, 2))
					h[c] = 0;
			ck_assert_msg(rules_check(&set, &s, h, why, sizeof why),
			    "%s: a solution with blanks refused: %s",
			    rule_families[_i]->name, why);
		}
	}
	if (fixture_stride() == 1)
		ck_assert_msg(kept > 0 && refused > 0, "%s: %ld kept, %ld "
		    "refused", rule_families[_i]->name, kept, refused);
	ruleset_free(&set);
	free(latin);
	free(scratch);
	free(x);
	free(sp);
}
END_TEST

/*
 * Each family's message names the rule and where it is broken, on this
 * valid 4x4 grid:
 *
 *   1 2 3 4
 *   3 4 1 2
 *   2 1 4 3
 *   4 3 2 1
 */
static const uint8_t message_grid[16] = {
	1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1
};

struct message_case {
	enum rule_family_id	family;
	int			value, head, n;
	uint16_t		cell[6];
	const char		*says;
};

static const struct message_case message_cases[] = {
	{ RULE_DIAGONAL, -1, 0, 0, { 0 },
	  "diagonal - repeats 4 (r2c2 and r3c3)" },
	{ RULE_DIAGONAL, 1, 0, 0, { 0 },
	  "diagonal + repeats 1 (r3c2 and r2c3)" },
	{ RULE_EXTRA_REGION, 0, 0, 3, { 0, 6, 15 },
	  "extra region at r1c1 repeats 1 (r1c1 and r2c3)" },
	{ RULE_ANTIKNIGHT, 0, 0, 0, { 0 },
	  "anti-knight: r1c1 and r2c3 hold 1 and 1" },
	{ RULE_ANTIKING, 0, 0, 0, { 0 },
	  "anti-king: r2c2 and r3c3 hold 4 and 4" },
	{ RULE_NONCONSECUTIVE, 0, 0, 0, { 0 },
	  "non-consecutive: r1c1 and r1c2 hold 1 and 2" },
	{ RULE_CAGE, 4, 0, 2, { 0, 1 },
	  "cage at r1c1 adds up to 3, not 4" },
	{ RULE_CAGE, 0, 0, 3, { 5, 4, 10 },
	  "cage at r2c2 repeats 4 (r2c2 and r3c3)" },
	{ RULE_THERMO, 0, 0, 3, { 2, 3, 7 },
	  "thermometer from r1c3 does not rise from r1c4 to r2c4 (4, 2)" },
	{ RULE_ARROW, 0, 1, 3, { 3, 0, 1 },
	  "arrow from r1c4: the line adds up to 3, the circle says 4" },
	{ RULE_ARROW, 0, 2, 4, { 8, 9, 3, 7 },
	  "arrow from r3c1: the line adds up to 6, the pill says 21" },
	{ RULE_DIFFERENCE, 2, 0, 2, { 0, 1 },
	  "white dot r1c1-r1c2: 1 and 2 do not differ by 2" },
	{ RULE_RATIO, 3, 0, 2, { 0, 1 },
	  "black dot r1c1-r1c2: neither of 1 and 2 is 3 times the other" },
	{ RULE_XV, 5, 0, 2, { 0, 1 },
	  "V r1c1-r1c2: 1 and 2 do not add up to 5" },
	{ RULE_XV, 10, 0, 2, { 4, 5 },
	  "X r2c1-r2c2: 3 and 4 do not add up to 10" },
	{ RULE_ODD, 0, 0, 2, { 0, 1 }, "odd cell r1c2 holds 2" },
	{ RULE_EVEN, 0, 0, 2, { 1, 0 }, "even cell r1c1 holds 1" },
	{ RULE_NEGATIVE, NEGATIVE_WHITE, 0, 0, { 0 },
	  "negative white dot: r1c1 and r1c2 hold 1 and 2, with no dot "
	  "between them" },
	{ RULE_NEGATIVE, NEGATIVE_BLACK, 0, 0, { 0 },
	  "negative black dot: r1c1 and r1c2 hold 1 and 2, with no dot "
	  "between them" },
	{ RULE_NEGATIVE, NEGATIVE_V, 0, 0, { 0 },
	  "negative V: r1c2 and r1c3 hold 2 and 3, with no X or V between "
	  "them" },
};

START_TEST(family_messages_name_rule_and_place)
{
	const struct message_case	*m = &message_cases[_i];
	struct ruleset			 set;
	struct shape			 s;
	char				 why[256] = "";

	ck_assert(board_shape(&s, 2, 2));
	ruleset_init(&set);
	ck_assert(rules_check(&set, &s, message_grid, why, sizeof why));
	ck_assert_int_eq(ruleset_add(&set, m->family, m->cell, m->n, m->value,
	    m->head), 0);
	ck_assert(!rules_check(&set, &s, message_grid, why, sizeof why));
	ck_assert_str_eq(why, m->says);
	ruleset_free(&set);
}
END_TEST

/*
 * The frame's messages, the disjoint groups', and regions (jigsaw) in
 * place of the boxes.
 */
START_TEST(frame_and_region_messages)
{
	static const uint16_t	regions[4][4] = {
		{ 0, 1, 2, 4 }, { 3, 5, 6, 7 }, { 8, 9, 12, 13 },
		{ 10, 11, 14, 15 }
	};
	struct ruleset	set;
	struct shape	s;
	uint8_t		g[16];
	char		why[256];
	int		k;

	ck_assert(board_shape(&s, 2, 2));
	ruleset_init(&set);
	memcpy(g, message_grid, sizeof g);
	g[1] = 1;
	ck_assert(!rules_check(&set, &s, g, why, sizeof why));
	ck_assert_str_eq(why, "row 1 repeats 1 (r1c1 and r1c2)");
	memcpy(g, message_grid, sizeof g);
	g[4] = 1;
	g[6] = 3;
	ck_assert(!rules_check(&set, &s, g, why, sizeof why));
	ck_assert_str_eq(why, "column 1 repeats 1 (r1c1 and r2c1)");
	/* rows and columns kept, boxes not */
	memcpy(g, (const uint8_t[16]){ 1, 2, 3, 4, 2, 3, 4, 1, 3, 4, 1, 2,
	    4, 1, 2, 3 }, sizeof g);
	ck_assert(!rules_check(&set, &s, g, why, sizeof why));
	ck_assert_str_eq(why, "box 1 repeats 2 (r1c2 and r2c1)");
	/* a grid that keeps the frame, not the disjoint groups */
	memcpy(g, (const uint8_t[16]){ 1, 2, 3, 4, 3, 4, 2, 1, 4, 3, 1, 2,
	    2, 1, 4, 3 }, sizeof g);
	ck_assert(rules_check(&set, &s, g, why, sizeof why));
	ck_assert_int_eq(ruleset_add(&set, RULE_DISJOINT, NULL, 0, 0, 0), 0);
	ck_assert(!rules_check(&set, &s, g, why, sizeof why));
	ck_assert_str_eq(why, "disjoint group 1 repeats 1 (r1c1 and r3c3)");
	ruleset_clear(&set);
	for (k = 0; k < 4; k++)
		ck_assert_int_eq(ruleset_add(&set, RULE_REGION, regions[k], 4,
		    0, 0), 0);
	/* the regions replace the boxes: the message grid breaks region 1 */
	ck_assert(!rules_check(&set, &s, message_grid, why, sizeof why));
	ck_assert_str_eq(why, "region 1 repeats 3 (r1c3 and r2c1)");
	ruleset_free(&set);
}
END_TEST

/*
 * Kropki with the negative constraint, white and black ("no dot: neither
 * consecutive nor double"): a 1 beside a 2 takes one dot, of either
 * colour, and the dot spares the pair both relations.  Every pair of the
 * message grid that is consecutive gets a white dot, every other that is
 * double a black one: the grid keeps the rules, and is their solution.
 */
START_TEST(kropki_negative_spares_either_dot)
{
	struct general_answer	*a = malloc(sizeof *a);
	struct ruleset		 set;
	struct spec		*sp = malloc(sizeof *sp);
	struct shape		 s;
	uint16_t		 cells[2];
	char			 why[256] = "";
	int			 c, k, x, y, swap;

	ck_assert_ptr_nonnull(a);
	ck_assert_ptr_nonnull(sp);
	ck_assert(board_shape(&s, 2, 2));
	ruleset_init(&set);
	for (swap = 0; swap < 2; swap++) {
		spec_init(sp, &s);
		for (c = 0; c < 16; c++)
			for (k = 0; k < 2; k++) {
				if (k == 0 ? c % 4 == 3 : c / 4 == 3)
					continue;
				cells[0] = (uint16_t)c;
				cells[1] = (uint16_t)(k == 0 ? c + 1 : c + 4);
				x = message_grid[cells[0]];
				y = message_grid[cells[1]];
				/* a 1-2 pair: white, or swapped, black */
				if (abs(x - y) == 1 && (swap == 0 ||
				    x * y != 2))
					spec_add(sp, RULE_DIFFERENCE, cells, 2,
					    1, 0);
				else if (x == 2 * y || y == 2 * x)
					spec_add(sp, RULE_RATIO, cells, 2, 2,
					    0);
			}
		spec_add(sp, RULE_NEGATIVE, NULL, 0, NEGATIVE_WHITE |
		    NEGATIVE_BLACK, 0);
		spec_ruleset(sp, &set);
		ck_assert_msg(rules_check(&set, &s, message_grid, why,
		    sizeof why), "%s", why);
		memcpy(sp->givens, message_grid, 16);
		sp->givens[0] = sp->givens[1] = 0;
		rules_solve(sp, &set, 2, a);
		ck_assert_int_eq(a->count, 1);
		ck_assert(memcmp(a->solution.cell, message_grid, 16) == 0);
	}
	ruleset_free(&set);
	free(sp);
	free(a);
}
END_TEST

/*
 * The model: records added and copied (memory kept across clears), the
 * questions readers ask, each cell's region (the boxes, or the regions
 * given: the first that holds a cell, none for a cell no region holds).
 */
START_TEST(ruleset_records_and_regions)
{
	static const uint16_t	top[] = { 0, 1, 2, 3, 4, 5, 6, 7 };
	static const uint16_t	two[] = { 7, 8 };
	struct ruleset		set, copy;
	struct shape		s;
	uint8_t			region[16];
	uint16_t		cells[40];
	int			i;

	ck_assert(board_shape(&s, 2, 2));
	ruleset_init(&set);
	ruleset_init(&copy);
	ck_assert_int_eq(ruleset_region_map(&set, &s, region), 4);
	for (i = 0; i < 16; i++)
		ck_assert_int_eq(region[i], board_box(&s, i));
	ck_assert_int_eq(ruleset_add(&set, RULE_REGION, top, 8, 0, 0), 0);
	ck_assert_int_eq(ruleset_add(&set, RULE_REGION, two, 2, 0, 0), 0);
	ck_assert_int_eq(ruleset_add(&set, RULE_NEGATIVE, NULL, 0,
	    NEGATIVE_X, 0), 0);
	ck_assert_int_eq(ruleset_add(&set, RULE_NEGATIVE, NULL, 0,
	    NEGATIVE_WHITE, 0), 0);
	ck_assert(ruleset_has_regions(&set));
	ck_assert(!ruleset_has(&set, RULE_CAGE));
	ck_assert_int_eq(ruleset_negative(&set), NEGATIVE_X | NEGATIVE_WHITE);
	ck_assert_int_eq(ruleset_region_map(&set, &s, region), 2);
	ck_assert_int_eq(region[7], 0);
	ck_assert_int_eq(region[8], 1);
	ck_assert_int_eq(region[9], REGION_NONE);
	/* arrows' heads, the limits of a record */
	ck_assert_int_eq(ruleset_add(&set, RULE_ARROW, two, 2, 0, 3), -1);
	ck_assert_int_eq(ruleset_add(&set, RULE_ARROW, two, -1, 0, 0), -1);
	ck_assert_int_eq(ruleset_add(&set, RULE_ARROW, two, 2, 0, 1), 0);
	ck_assert_int_eq(set.constraint[set.count - 1].head, 1);
	/* growing past the first allocations, then copied */
	for (i = 0; i < 40; i++)
		cells[i] = (uint16_t)(i % 16);
	for (i = 0; i < 300; i++)
		ck_assert_int_eq(ruleset_add(&set, RULE_CAGE, cells, 1 + i % 40,
		    i, 0), 0);
	ck_assert_int_eq(ruleset_copy(&copy, &set), 0);
	ck_assert_int_eq(copy.count, set.count);
	ck_assert_uint_eq(copy.ncell, set.ncell);
	ck_assert(memcmp(copy.constraint, set.constraint, (size_t)set.count *
	    sizeof *set.constraint) == 0);
	ck_assert(memcmp(copy.cell, set.cell, set.ncell * sizeof *set.cell) ==
	    0);
	/* the last cage, 1 + 299 % 40 cells */
	ck_assert_int_eq(copy.constraint[copy.count - 1].ncells, 20);
	ck_assert_int_eq(constraint_cells(&copy, &copy.constraint[
	    copy.count - 1])[19], 19 % 16);
	ruleset_clear(&copy);
	ck_assert_int_eq(copy.count, 0);
	ck_assert_int_eq(ruleset_copy(&copy, &set), 0);
	ck_assert_int_eq(copy.constraint[copy.count - 1].value, 299);
	ruleset_clear(&set);
	ck_assert_int_eq(ruleset_copy(&copy, &set), 0);
	ck_assert_int_eq(copy.count, 0);
	ck_assert(!ruleset_has_regions(&copy));
	ruleset_free(&copy);
	ruleset_free(&set);
}
END_TEST

/* Boards of other sizes */

/*
 * A solution g of the shape: a grid of the pattern with regions it keeps
 * (a jigsaw), or the rules engine's from an empty board with the global
 * rules.  Then rules of every local family that g keeps, some of its
 * cells given, solved again: the solution found must keep the rules, as
 * rules_check says, and the givens.
 */
static void
large_case(const struct shape *s, const enum rule_family_id *globals,
    int nglobals, bool jigsaw, uint64_t seed, int given_percent)
{
	static const enum rule_family_id locals[] = {
		RULE_EXTRA_REGION, RULE_CAGE, RULE_THERMO, RULE_ARROW,
		RULE_DIFFERENCE, RULE_RATIO, RULE_XV, RULE_ODD, RULE_EVEN,
	};
	struct rng		 rng = { seed };
	struct spec		*sp = malloc(sizeof *sp);
	struct general_answer	*a = malloc(sizeof *a);
	uint8_t			*g = malloc(BOARD_MAX_CELLS);
	uint64_t		*possible = malloc(BOARD_MAX_CELLS *
				    sizeof *possible);
	struct ruleset		 set;
	uint16_t		 cells[BOARD_MAX_SIDE];
	char			 why[256];
	size_t			 k;
	int			 i, c, n, sum;

	ck_assert_ptr_nonnull(sp);
	ck_assert_ptr_nonnull(a);
	ck_assert_ptr_nonnull(g);
	ck_assert_ptr_nonnull(possible);
	ruleset_init(&set);
	spec_init(sp, s);
	for (i = 0; i < nglobals; i++)
		spec_add(sp, globals[i], NULL, 0,
		    globals[i] == RULE_DIAGONAL ? (i % 2 ? 1 : -1) : 0, 0);
	if (jigsaw) {
		/*
		 * not solved from empty: with regions this scattered the
		 * search can take minutes to find a first solution
		 */
		random_grid(&rng, s, g);
		add_regions(&rng, sp, g);
	} else {
		spec_ruleset(sp, &set);
		rules_solve(sp, &set, 1, a);
		ck_assert_msg(a->count == 1 && !a->out_of_memory, "%dx%d: no "
		    "solution", s->side, s->side);
		ck_assert_msg(rules_check(&set, s, a->solution.cell, why,
		    sizeof why), "%dx%d: %s", s->side, s->side, why);
		memcpy(g, a->solution.cell, (size_t)s->cells);
	}
	for (k = 0; k < sizeof locals / sizeof locals[0]; k++)
		for (i = 0; i < 3; i++)
			add_local(&rng, sp, locals[k], g);
	/* a large cage: past 16x16, too many combinations to list */
	n = grow_cells(&rng, s, g, s->side / 2, cells);
	for (sum = 0, i = 0; i < n; i++)
		sum += g[cells[i]];
	spec_add(sp, RULE_CAGE, cells, n, sum, 0);
	for (c = 0; c < s->cells; c++)
		sp->givens[c] = (int)rng_below(&rng, 100) < given_percent ?
		    g[c] : 0;
	spec_ruleset(sp, &set);
	ck_assert_msg(rules_check(&set, s, g, why, sizeof why), "%s", why);
	rules_solve(sp, &set, 2, a);
	ck_assert_msg(a->count >= 1 && !a->out_of_memory, "%dx%d: the "
	    "solution lost", s->side, s->side);
	ck_assert_msg(rules_check(&set, s, a->solution.cell, why, sizeof why),
	    "%dx%d: %s", s->side, s->side, why);
	for (c = 0; c < s->cells; c++)
		ck_assert(sp->givens[c] == 0 ||
		    a->solution.cell[c] == sp->givens[c]);
	/*
	 * soundness where the search does not reach: g given but for the
	 * cells of the local rules, the true candidates hold g's digits
	 */
	memcpy(sp->givens, g, (size_t)s->cells);
	for (i = 0; i < sp->nrules; i++)
		for (k = 0; k < (size_t)sp->rule[i].n; k++)
			if (sp->rule[i].family != RULE_REGION)
				sp->givens[sp->rule[i].cell[k]] = 0;
	rules_candidates(sp, &set, a, possible);
	ck_assert_int_eq(a->count, 1);
	for (c = 0; c < s->cells; c++)
		ck_assert_msg(possible[c] >> (g[c] - 1) & 1, "%dx%d: cell %d "
		    "lost %d", s->side, s->side, c, g[c]);
	ruleset_free(&set);
	free(possible);
	free(g);
	free(a);
	free(sp);
}

/*
 * The rules engine on other shapes than 4x4, 6x6 and 9x9: X-Sudoku from
 * an empty board, a diagonal with disjoint groups, anti-king, jigsaws,
 * each with local rules after.  (A diagonal from an empty 56x56 or 64x64
 * board is beyond the search: it thrashes deep in the tree.)
 */
START_TEST(larger_boards_with_rules)
{
	static const enum rule_family_id x[] = { RULE_DIAGONAL,
	    RULE_DIAGONAL };
	static const enum rule_family_id disjoint[] = { RULE_DIAGONAL,
	    RULE_DISJOINT };
	static const enum rule_family_id king[] = { RULE_ANTIKING };
	struct shape	s;

	ck_assert(board_shape(&s, 3, 4));
	large_case(&s, x, 2, false, 12, 30);
	large_case(&s, NULL, 0, true, 13, 40);
	ck_assert(board_shape(&s, 4, 4));
	large_case(&s, x, 2, false, 16, 40);
	large_case(&s, disjoint, 2, false, 17, 50);
	large_case(&s, king, 1, false, 18, 50);
	large_case(&s, NULL, 0, true, 19, 50);
	ck_assert(board_shape(&s, 5, 5));
	large_case(&s, x, 2, false, 25, 60);
	large_case(&s, NULL, 0, true, 26, 60);
	ck_assert(board_shape(&s, 8, 8));
	large_case(&s, NULL, 0, false, 64, 80);
}
END_TEST

/* The killer set */

/*
 * One line of the killer set, TITLE CAGEMAP SUMS SOLUTION: the cages into
 * the rule set, the solution into solution; false if the line is not of
 * that form.
 */
static bool
killer_line(const char *line, struct ruleset *set, uint8_t *solution,
    char *title, size_t size)
{
	char		map[128], sums[512], sol[128];
	uint16_t	cells[81];
	const char	*p;
	char		*end, letter;
	long		sum;
	int		k, c, n;

	if (sscanf(line, "%63s %127s %511s %127s", title, map, sums,
	    sol) != 4 || strlen(map) != 81 || strlen(sol) != 81 || size < 64)
		return false;
	ruleset_clear(set);
	for (p = sums, k = 0; *p != '\0'; k++) {
		sum = strtol(p, &end, 10);
		if (end == p || k >= 52 || (*end != ',' && *end != '\0'))
			return false;
		p = *end == ',' ? end + 1 : end;
		letter = (char)(k < 26 ? 'A' + k : 'a' + k - 26);
		for (n = 0, c = 0; c < 81; c++)
			if (map[c] == letter)
				cells[n++] = (uint16_t)c;
		if (n == 0 || ruleset_add(set, RULE_CAGE, cells, n, (int)sum,
		    0) != 0)
			return false;
	}
	for (c = 0; c < 81; c++) {
		if (sol[c] < '1' || sol[c] > '9')
			return false;
		solution[c] = (uint8_t)(sol[c] - '0');
	}
	return true;
}

START_TEST(killer_set_unique_and_as_published)
{
	const char		*dir = getenv("BENCH_DATA");
	char			 path[4096], line[1024], title[64];
	char			 why[256];
	struct general_answer	*a = malloc(sizeof *a);
	struct board		*b = malloc(sizeof *b);
	struct general_query	 q = { 0 };
	struct ruleset		 set;
	uint8_t			 solution[81];
	FILE			*f;
	long			 n = 0, checked = 0;

	ck_assert_ptr_nonnull(a);
	ck_assert_ptr_nonnull(b);
	snprintf(path, sizeof path, "%s/variants/killer_krazydad_7200.txt",
	    dir != NULL && *dir != '\0' ? dir : SHARED_DATA_DIR);
	if ((f = fopen(path, "r")) == NULL) {
		fprintf(stderr, "check_rules: no %s (BENCH_DATA names the "
		    "shared data): the killer set is not checked\n", path);
		free(a);
		free(b);
		return;
	}
	ruleset_init(&set);
	board_init(b, &shape_classic);
	q.givens = b;
	q.rules = &set;
	q.limit = 2;
	while (fgets(line, sizeof line, f) != NULL) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (n++ % fixture_stride() != 0)
			continue;
		ck_assert_msg(killer_line(line, &set, solution, title,
		    sizeof title), "%s: line %ld unreadable", path, n);
		engine_rules_solve(&q, a);
		ck_assert_msg(a->count == 1, "%s: %lu solutions", title,
		    (unsigned long)a->count);
		ck_assert_msg(memcmp(a->solution.cell, solution, 81) == 0,
		    "%s: not the published solution", title);
		ck_assert_msg(rules_check(&set, &shape_classic,
		    a->solution.cell, why, sizeof why), "%s: %s", title, why);
		checked++;
	}
	fclose(f);
	ck_assert_int_gt(checked, 0);
	ruleset_free(&set);
	free(a);
	free(b);
}
END_TEST

Suite *
make_rules_suite(void)
{
	Suite	*s = suite_create("rules");
	TCase	*tc;

	tc = tcase_create("check");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, family_messages_name_rule_and_place, 0,
	    (int)(sizeof message_cases / sizeof message_cases[0]));
	tcase_add_test(tc, frame_and_region_messages);
	tcase_add_test(tc, kropki_negative_spares_either_dot);
	tcase_add_test(tc, ruleset_records_and_regions);
	tcase_add_loop_test(tc, family_check_is_exact, 0, RULE_FAMILIES);
	suite_add_tcase(s, tc);
	tc = tcase_create("engine");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, family_alone_agrees_with_reference, 0,
	    RULE_FAMILIES);
	tcase_add_loop_test(tc, mixed_rules_agree_with_reference, 0, 40);
	tcase_add_loop_test(tc, nine_by_nine_mixes_agree_with_reference, 0,
	    16);
	suite_add_tcase(s, tc);
	tc = tcase_create("sizes");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, larger_boards_with_rules);
	suite_add_tcase(s, tc);
	tc = tcase_create("killer");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, killer_set_unique_and_as_published);
	suite_add_tcase(s, tc);
	return s;
}
