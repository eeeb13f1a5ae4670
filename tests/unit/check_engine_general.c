/*
 * The board model of every size and the general engine: shapes, units
 * and peers; first solutions of empty and sparse boards from 4x4 to 64x64
 * checked cell by cell against the rules; counts against a brute force
 * on small boards and against the bitboard engine on 9x9 ones, by the
 * general engine and by the learning engine; the smallest solution
 * against the brute force's first.
 */
#include <stdlib.h>
#include <string.h>

#include "engine/engine-general.h"
#include "engine/engine.h"
#include "reference.h"
#include "suites.h"

/* The shapes named in issue 16, R x C boxes. */
static const int shapes[][2] = {
	{ 2, 2 }, { 2, 3 }, { 2, 4 }, { 3, 3 }, { 3, 4 }, { 4, 4 }, { 5, 5 },
	{ 6, 6 }, { 7, 7 }, { 8, 8 },
};
#define SHAPES	(sizeof shapes / sizeof shapes[0])

static void
make_shape(struct shape *s, int r, int c)
{
	ck_assert(board_shape(s, r, c));
}

/*
 * The engines that count: the tests of counts run once with each, as
 * loop tests, the engine their _i (0, the general engine, for the rest).
 */
static general_engine_fn *const engines[] = {
	engine_general_solve, engine_learn_solve,
};
#define ENGINES	((int)(sizeof engines / sizeof engines[0]))

static count_t
general_count(int engine, const struct board *b, count_t limit,
    struct general_answer *a)
{
	struct general_query	q = { .givens = b, .limit = limit };

	engines[engine](&q, a);
	return a->count;
}

static void
general_lexmin(const struct board *b, struct general_answer *a)
{
	struct general_query	q = { .givens = b, .limit = 1 };

	engine_general_lexmin(&q, a);
}

/*
 * The brute force: row-major backtracking over row, column and box masks,
 * smallest symbol first, so its first solution is the smallest.  Slow and
 * plain enough to be right by inspection.
 */
struct brute {
	const struct shape	*s;
	uint64_t		 row[BOARD_MAX_SIDE], col[BOARD_MAX_SIDE],
				 box[BOARD_MAX_SIDE];
	struct board		 b, first;
	count_t			 count, limit;
};

static void
brute_search(struct brute *x, int cell)
{
	int		r, c, k, v;
	uint64_t	bit;

	while (cell < x->s->cells && x->b.cell[cell] != 0)
		cell++;
	if (cell == x->s->cells) {
		if (x->count++ == 0)
			x->first = x->b;
		return;
	}
	r = board_row(x->s, cell);
	c = board_col(x->s, cell);
	k = board_box(x->s, cell);
	for (v = 1; v <= x->s->side && x->count < x->limit; v++) {
		bit = (uint64_t)1 << v;
		if ((x->row[r] | x->col[c] | x->box[k]) & bit)
			continue;
		x->row[r] |= bit;
		x->col[c] |= bit;
		x->box[k] |= bit;
		x->b.cell[cell] = (uint8_t)v;
		brute_search(x, cell + 1);
		x->b.cell[cell] = 0;
		x->row[r] &= ~bit;
		x->col[c] &= ~bit;
		x->box[k] &= ~bit;
	}
}

/* Solutions of b up to limit; the smallest in *first when there is one. */
static count_t
brute_count(const struct board *b, count_t limit, struct board *first)
{
	static struct brute	x;	/* large: off the stack */
	const struct shape	*s = &b->shape;
	uint64_t		 bit;
	int			 cell, v, r, c, k;

	memset(&x, 0, sizeof x);
	x.s = s;
	x.b = *b;
	x.limit = limit;
	for (cell = 0; cell < s->cells; cell++) {
		if ((v = b->cell[cell]) == 0)
			continue;
		r = board_row(s, cell);
		c = board_col(s, cell);
		k = board_box(s, cell);
		bit = (uint64_t)1 << v;
		if (v > s->side || ((x.row[r] | x.col[c] | x.box[k]) & bit))
			return 0;
		x.row[r] |= bit;
		x.col[c] |= bit;
		x.box[k] |= bit;
	}
	brute_search(&x, 0);
	if (x.count > 0 && first != NULL)
		*first = x.first;
	return x.count;
}

static void
shuffle(struct rng *rng, int *v, int n)
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
 * A random full board of the shape, made without any engine: the pattern
 * (C * (r % R) + r / R + c) % N, which holds every symbol once in each
 * row, column and box, with its symbols, bands, rows in a band, stacks
 * and columns in a stack shuffled.
 */
static void
random_full(struct rng *rng, const struct shape *s, struct board *out)
{
	int	R = s->box_rows, C = s->box_cols, n = s->side;
	int	sym[BOARD_MAX_SIDE], rows[BOARD_MAX_SIDE], cols[BOARD_MAX_SIDE];
	int	bands[BOARD_MAX_SIDE], stacks[BOARD_MAX_SIDE], i, r, c, rr, cc;

	for (i = 0; i < n; i++)
		sym[i] = i + 1;
	shuffle(rng, sym, n);
	for (i = 0; i < C; i++)
		bands[i] = i;		/* C bands of R rows */
	shuffle(rng, bands, C);
	for (i = 0; i < R; i++)
		stacks[i] = i;		/* R stacks of C columns */
	shuffle(rng, stacks, R);
	for (i = 0; i < n; i++)
		rows[i] = cols[i] = i;
	for (i = 0; i < C; i++)
		shuffle(rng, &rows[i * R], R);
	for (i = 0; i < R; i++)
		shuffle(rng, &cols[i * C], C);
	board_init(out, s);
	for (r = 0; r < n; r++)
		for (c = 0; c < n; c++) {
			rr = bands[rows[r] / R] * R + rows[r] % R;
			cc = stacks[cols[c] / C] * C + cols[c] % C;
			out->cell[r * n + c] = (uint8_t)sym[(C * (rr % R) +
			    rr / R + cc) % n];
		}
}

/* A random full board with `givens` cells left. */
static void
random_puzzle(struct rng *rng, const struct shape *s, int givens,
    struct board *out)
{
	int	left = s->cells, cell;

	random_full(rng, s, out);
	while (left > givens) {
		cell = (int)rng_below(rng, (unsigned)s->cells);
		if (out->cell[cell] != 0) {
			out->cell[cell] = 0;
			left--;
		}
	}
}

static void
board_from_grid(struct board *b, const struct grid *g)
{
	struct shape	s;

	make_shape(&s, 3, 3);
	board_init(b, &s);
	memcpy(b->cell, g->cell, GRID_CELLS);
}

/* ---- shapes ---- */

START_TEST(shapes_for_sides)
{
	static const int	sides[][3] = {
		{ 1, 1, 1 }, { 4, 2, 2 }, { 6, 2, 3 }, { 8, 2, 4 },
		{ 9, 3, 3 }, { 10, 2, 5 }, { 12, 3, 4 }, { 16, 4, 4 },
		{ 25, 5, 5 }, { 36, 6, 6 }, { 49, 7, 7 }, { 64, 8, 8 },
	};
	static const int	none[] = { 0, 2, 3, 5, 7, 11, 13, 61, 65, 81 };
	struct shape		s;
	size_t			i;

	for (i = 0; i < sizeof sides / sizeof sides[0]; i++) {
		ck_assert(board_shape_for_side(&s, sides[i][0]));
		ck_assert_int_eq(s.box_rows, sides[i][1]);
		ck_assert_int_eq(s.box_cols, sides[i][2]);
		ck_assert_int_eq(s.cells, sides[i][0] * sides[i][0]);
	}
	for (i = 0; i < sizeof none / sizeof none[0]; i++)
		ck_assert(!board_shape_for_side(&s, none[i]));
	ck_assert(!board_shape(&s, 0, 4));
	ck_assert(!board_shape(&s, 9, 8));	/* 72 symbols */
	ck_assert(board_shape(&s, 1, 64));
}
END_TEST

/*
 * Each unit holds N distinct cells of its kind; each cell lies in one unit
 * of each kind, and its peers are the cells sharing one: 3N - R - C - 1.
 */
START_TEST(units_and_peers)
{
	struct shape	s;
	uint16_t	peers[3 * BOARD_MAX_SIDE];
	uint8_t		seen[BOARD_MAX_CELLS];
	uint16_t	unit_cells[BOARD_MAX_UNITS * BOARD_MAX_SIDE];
	uint8_t		cell_unit[3 * BOARD_MAX_CELLS];
	uint8_t		cell_index[3 * BOARD_MAX_CELLS];
	size_t		t;
	int		u, i, cell, kind, n, other;

	for (t = 0; t < SHAPES; t++) {
		make_shape(&s, shapes[t][0], shapes[t][1]);
		for (kind = BOARD_ROW; kind <= BOARD_BOX; kind++) {
			memset(seen, 0, sizeof seen);
			for (u = kind * s.side; u < (kind + 1) * s.side; u++)
				for (i = 0; i < s.side; i++) {
					cell = board_unit_cell(&s, u, i);
					ck_assert_int_lt(cell, s.cells);
					ck_assert_int_eq(seen[cell]++, 0);
					ck_assert_int_eq(board_cell_unit(&s, cell,
					    (enum board_unit_kind)kind), u);
				}
		}
		for (cell = 0; cell < s.cells; cell += 1 + s.side / 3) {
			n = board_peers(&s, cell, peers);
			ck_assert_int_eq(n, 3 * s.side - s.box_rows -
			    s.box_cols - 1);
			for (i = 0; i < n; i++) {
				other = peers[i];
				ck_assert(board_are_peers(&s, cell, other));
			}
		}
	}
	/* the engines' tables agree with board_unit_cell, both ways */
	make_shape(&s, 3, 4);
	board_unit_tables(&s, unit_cells, cell_unit, cell_index);
	for (u = 0; u < 3 * s.side; u++)
		for (i = 0; i < s.side; i++) {
			cell = board_unit_cell(&s, u, i);
			ck_assert_int_eq(unit_cells[u * s.side + i], cell);
			ck_assert_int_eq(cell_unit[cell * 3 + u / s.side], u);
			ck_assert_int_eq(cell_index[cell * 3 + u / s.side], i);
		}
	/* the classic box numbering: box 5 holds E4 (row 4, column 3) */
	make_shape(&s, 3, 3);
	ck_assert_int_eq(board_box(&s, 4 * 9 + 3), 4);
	ck_assert_int_eq(board_unit_cell(&s, 18 + 4, 0), 3 * 9 + 3);
	/* 2x3 boxes: two rows of three; box 1 starts at row 0, column 3 */
	make_shape(&s, 2, 3);
	ck_assert_int_eq(board_unit_cell(&s, 12 + 1, 0), 3);
	ck_assert_int_eq(board_unit_cell(&s, 12 + 1, 3), 6 + 3);
	ck_assert_int_eq(board_unit_cell(&s, 12 + 2, 0), 2 * 6);
}
END_TEST

START_TEST(conflicts_and_solutions)
{
	struct shape		s;
	struct board		full, puzzle;
	struct board_conflict	c;
	struct rng		rng = { 16 };

	make_shape(&s, 3, 4);
	random_full(&rng, &s, &full);
	ck_assert(!board_find_conflict(&full, &c));
	ck_assert(board_is_complete(&full));
	puzzle = full;
	puzzle.cell[5] = 0;
	ck_assert(board_is_solution(&puzzle, &full));
	ck_assert(!board_is_solution(&full, &puzzle));
	puzzle = full;
	puzzle.cell[1] = puzzle.cell[0];	/* row 0 repeats it */
	ck_assert(board_find_conflict(&puzzle, &c));
	ck_assert_int_eq(c.kind, BOARD_ROW);
	ck_assert_int_eq(c.first, 0);
	ck_assert_int_eq(c.second, 1);
	ck_assert(!board_is_solution(&puzzle, &puzzle));
}
END_TEST

/* ---- first solutions of every size ---- */

START_TEST(empty_boards_solve)
{
	struct shape		 s;
	struct board		 empty;
	struct general_answer	*a = malloc(sizeof *a);
	size_t			 t;

	ck_assert_ptr_nonnull(a);
	for (t = 0; t < SHAPES; t++) {
		make_shape(&s, shapes[t][0], shapes[t][1]);
		board_init(&empty, &s);
		ck_assert(general_count(_i, &empty, 1, a) == 1);
		ck_assert_msg(board_is_solution(&empty, &a->solution),
		    "%dx%d: not a solution", shapes[t][0], shapes[t][1]);
		ck_assert(!a->interrupted);
	}
	free(a);
}
END_TEST

/*
 * Sparse boards of each size, a fiftieth and a fifth of the cells given.
 * (64x64 boards with a third to two thirds given are out of reach, for
 * the engine as for CaDiCaL on the direct encoding, as the shared
 * spaced_sudoku-64-1 is: left out.)
 */
START_TEST(sparse_boards_solve)
{
	struct rng		 rng = { 64 };
	struct shape		 s;
	struct board		 p;
	struct general_answer	*a = malloc(sizeof *a);
	size_t			 t;
	int			 i;

	ck_assert_ptr_nonnull(a);
	for (t = 0; t < SHAPES; t++) {
		make_shape(&s, shapes[t][0], shapes[t][1]);
		for (i = 0; i < 2; i++) {
			random_puzzle(&rng, &s, s.cells / (i == 0 ? 50 : 5),
			    &p);
			ck_assert(general_count(_i, &p, 1, a) == 1);
			ck_assert_msg(board_is_solution(&p, &a->solution),
			    "%dx%d: not a solution", shapes[t][0],
			    shapes[t][1]);
		}
	}
	free(a);
}
END_TEST

/*
 * Boards with half their cells given (three quarters from 36x36 on) are
 * mostly unique, or nearly: the count to two agrees with the count to 64,
 * and a unique one gives back the board it was cut from.
 */
START_TEST(half_boards_count)
{
	struct rng		 rng = { 2 };
	struct shape		 s;
	struct board		 full, p;
	struct general_answer	*a = malloc(sizeof *a);
	count_t			 many;
	size_t			 t;
	int			 i, j, cell;

	ck_assert_ptr_nonnull(a);
	for (t = 0; t < SHAPES; t++) {
		make_shape(&s, shapes[t][0], shapes[t][1]);
		for (i = 0; i < 3; i++) {
			random_full(&rng, &s, &full);
			p = full;
			for (j = 0; j < s.cells / (s.side < 36 ? 2 : 4); j++) {
				cell = (int)rng_below(&rng, (unsigned)s.cells);
				p.cell[cell] = 0;
			}
			many = general_count(_i, &p, 64, a);
			ck_assert(many >= 1);
			ck_assert(board_is_solution(&p, &a->solution));
			ck_assert(general_count(_i, &p, 2, a) ==
			    (many < 2 ? many : 2));
			if (many == 1)
				ck_assert(memcmp(a->solution.cell, full.cell,
				    (size_t)s.cells) == 0);
		}
	}
	free(a);
}
END_TEST

/* ---- counts ---- */

START_TEST(empty_small_counts)
{
	struct shape		 s;
	struct board		 empty;
	struct general_answer	*a = malloc(sizeof *a);

	ck_assert_ptr_nonnull(a);
	make_shape(&s, 2, 2);
	board_init(&empty, &s);
	ck_assert(general_count(_i, &empty, COUNT_MAX, a) == 288);
	ck_assert(brute_count(&empty, COUNT_MAX, NULL) == 288);
	/* R = 1: boxes are rows, Latin squares of order 4 and 5 */
	make_shape(&s, 1, 4);
	board_init(&empty, &s);
	ck_assert(general_count(_i, &empty, COUNT_MAX, a) == 576);
	make_shape(&s, 1, 5);
	board_init(&empty, &s);
	ck_assert(general_count(_i, &empty, COUNT_MAX, a) == 161280);
	ck_assert(general_count(_i, &empty, 1000, a) == 1000);
	ck_assert(board_is_solution(&empty, &a->solution));
	/* the one-cell board */
	make_shape(&s, 1, 1);
	board_init(&empty, &s);
	ck_assert(general_count(_i, &empty, COUNT_MAX, a) == 1);
	ck_assert_int_eq(a->solution.cell[0], 1);
	empty.cell[0] = 1;
	ck_assert(general_count(_i, &empty, COUNT_MAX, a) == 1);
	empty.cell[0] = 2;
	ck_assert(general_count(_i, &empty, COUNT_MAX, a) == 0);
	free(a);
}
END_TEST

/*
 * The empty 6x6 board (2x3 boxes) has 28,200,960 grids, too many to count
 * here in good time: a 6x6 with its first row given has 28,200,960 / 720 =
 * 39,168, which the brute force counts too.
 */
START_TEST(six_by_six_first_row)
{
	struct shape		 s;
	struct board		 p;
	struct general_answer	*a = malloc(sizeof *a);
	int			 i;

	ck_assert_ptr_nonnull(a);
	make_shape(&s, 2, 3);
	board_init(&p, &s);
	for (i = 0; i < 6; i++)
		p.cell[i] = (uint8_t)(i + 1);
	ck_assert(general_count(_i, &p, COUNT_MAX, a) == 39168);
	ck_assert(brute_count(&p, COUNT_MAX, NULL) == 39168);
	free(a);
}
END_TEST

/* Random puzzles of small shapes: counts as the brute force's. */
START_TEST(small_counts_agree_with_brute_force)
{
	static const int	small[][3] = {	/* R, C, givens from */
		{ 2, 2, 2 }, { 2, 3, 6 }, { 3, 2, 6 }, { 2, 4, 14 },
		{ 1, 5, 5 }, { 3, 3, 24 },
	};
	struct rng		 rng = { 989 };
	struct shape		 s;
	struct board		 p, first;
	struct general_answer	*a = malloc(sizeof *a);
	count_t			 want;
	size_t			 t;
	int			 i;

	ck_assert_ptr_nonnull(a);
	for (t = 0; t < sizeof small / sizeof small[0]; t++) {
		make_shape(&s, small[t][0], small[t][1]);
		for (i = 0; i < 60; i++) {
			random_puzzle(&rng, &s, small[t][2] +
			    (int)rng_below(&rng, (unsigned)s.cells / 3), &p);
			if (i % 5 == 4)		/* some with no solution */
				p.cell[rng_below(&rng, (unsigned)s.cells)] =
				    (uint8_t)(1 + rng_below(&rng,
				    (unsigned)s.side));
			want = brute_count(&p, 3000, &first);
			ck_assert_msg(general_count(_i, &p, 3000, a) == want,
			    "%dx%d puzzle %d: counts differ", small[t][0],
			    small[t][1], i);
			if (want > 0)
				ck_assert(board_is_solution(&p, &a->solution));
			ck_assert(general_count(_i, &p, 2, a) ==
			    (want < 2 ? want : 2));
		}
	}
	free(a);
}
END_TEST

START_TEST(invalid_givens_have_no_solution)
{
	struct shape		 s;
	struct board		 p;
	struct general_answer	*a = malloc(sizeof *a);

	ck_assert_ptr_nonnull(a);
	make_shape(&s, 4, 4);
	board_init(&p, &s);
	p.cell[0] = 7;
	p.cell[5 * 16 + 5] = 7;		/* box 5: no clash with A1 */
	ck_assert(general_count(_i, &p, 2, a) == 2);
	p.cell[15 * 16] = 7;		/* column 0 repeats it */
	ck_assert(general_count(_i, &p, 2, a) == 0);
	board_init(&p, &s);
	p.cell[3] = 17;			/* past N */
	ck_assert(general_count(_i, &p, 2, a) == 0);
	general_lexmin(&p, a);
	ck_assert(a->count == 0);
	free(a);
}
END_TEST

/* 9x9 counts as the bitboard engine's (engine.h). */
START_TEST(nine_by_nine_agrees_with_bitboard)
{
	struct rng		 rng = { 20261122 };
	struct grid		 g;
	struct board		 p;
	struct engine_answer	 want;
	struct engine_query	 q = { .givens = &g };
	struct general_answer	*a = malloc(sizeof *a);
	static const count_t	 limits[] = { 1, 2, 500 };
	int			 i;

	ck_assert_ptr_nonnull(a);
	for (i = 0; i < 300; i++) {
		reference_random_puzzle(&rng, &g, 22 + (int)rng_below(&rng, 30));
		if (i % 4 == 3)		/* some unsolvable or invalid */
			g.cell[rng_below(&rng, GRID_CELLS)] =
			    (uint8_t)(1 + rng_below(&rng, 9));
		board_from_grid(&p, &g);
		q.limit = limits[i % 3];
		engine_bitboard_solve(&q, &want);
		ck_assert_msg(general_count(_i, &p, q.limit, a) == want.count,
		    "puzzle %d: counts differ", i);
		if (want.count > 0)
			ck_assert(board_is_solution(&p, &a->solution));
	}
	free(a);
}
END_TEST

/* Hard 9x9 puzzles counted to two: unique, the bitboard engine's answer. */
START_TEST(hard_nine_by_nine)
{
	static const char *const hard[] = {
		/* the first two of tdoku's forum_hardest_1106 set */
		"........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5"
		"...1.....2.4.5.....3",
		"........2..8.1.9..5....3.4....1.93...6..3..8...37......4....."
		".53.1.7.8..2........",
		/* AI Escargot, Easter Monster */
		"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......"
		"1..4......7..7...3..",
		"1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7....."
		"6...3...9.8...2.....1",
		/* built against row-major search (check_lexmin.c) */
		"..............3.85..1.2.......5.7.....4...1...9.......5......"
		"73..2.1........4...9",
	};
	struct grid		 g;
	struct board		 p;
	struct engine_answer	 want;
	struct engine_query	 q = { .givens = &g, .limit = 2 };
	struct general_answer	*a = malloc(sizeof *a);
	size_t			 i;

	ck_assert_ptr_nonnull(a);
	for (i = 0; i < sizeof hard / sizeof hard[0]; i++) {
		grid_from_line(&g, hard[i]);
		board_from_grid(&p, &g);
		engine_bitboard_solve(&q, &want);
		ck_assert(general_count(_i, &p, 2, a) == want.count);
		ck_assert(a->count == 1);
		ck_assert(memcmp(a->solution.cell, want.solution.cell,
		    GRID_CELLS) == 0);
	}
	free(a);
}
END_TEST

START_TEST(limit_interrupt_and_arena)
{
	struct shape		 s;
	struct board		 empty;
	struct general_answer	*a = malloc(sizeof *a);
	volatile sig_atomic_t	 stop = 1;
	struct general_query	 q = { .givens = &empty, .limit = COUNT_MAX,
				     .interrupt = &stop };
	uint64_t		*arena;
	size_t			 size;

	ck_assert_ptr_nonnull(a);
	make_shape(&s, 3, 3);
	board_init(&empty, &s);
	ck_assert(general_count(_i, &empty, 5000, a) == 5000);
	ck_assert(!a->interrupted);
	engines[_i](&q, a);
	ck_assert(a->interrupted);
	ck_assert(a->count < 100000);
	/* the caller's memory, or the engine's own when it is too small */
	make_shape(&s, 5, 5);
	board_init(&empty, &s);
	size = engine_general_arena_size(&s);
	ck_assert_ptr_nonnull(arena = malloc(size));
	q.interrupt = NULL;
	q.limit = 1;
	q.arena = arena;
	q.arena_size = size;
	engines[_i](&q, a);
	ck_assert(a->count == 1 && board_is_solution(&empty, &a->solution));
	q.arena_size = size - 1;
	engines[_i](&q, a);
	ck_assert(a->count == 1 && board_is_solution(&empty, &a->solution));
	free(arena);
	free(a);
}
END_TEST

/* The last count a progress callback was told, and how often. */
struct told {
	count_t	last;
	int	calls;
};

static void
tell(void *ctx, count_t count)
{
	struct told	*t = ctx;

	t->last = count;
	t->calls++;
}

/*
 * A count the interrupt stops is a lower bound, and no lower than what
 * was found: the count last told to the progress callback.  With tiny
 * budgets (check_engine_general_budgets) the search gives these 9x9
 * boards up after a failure, often with solutions found, and the
 * learning engine that starts over is stopped at its first poll, before
 * it finds them again: the search's are the answer.
 */
START_TEST(stopped_counts_keep_what_was_found)
{
	struct rng		 rng = { 77 };
	struct shape		 s;
	struct board		 p;
	struct general_answer	*a = malloc(sizeof *a);
	volatile sig_atomic_t	 stop = 1;
	struct told		 t;
	struct general_query	 q = { .givens = &p, .limit = 16,
				     .interrupt = &stop, .progress = tell,
				     .progress_ctx = &t };
	count_t			 all, kept = 0;
	int			 i, stopped = 0;

	ck_assert_ptr_nonnull(a);
	make_shape(&s, 3, 3);
	for (i = 0; i < 40; i++) {
		random_puzzle(&rng, &s, 36 + (int)rng_below(&rng, 10), &p);
		all = general_count(0, &p, 16, a);
		memset(&t, 0, sizeof t);
		engine_general_solve(&q, a);
		ck_assert(a->count <= all);
		if (a->count > 0)
			ck_assert(board_is_solution(&p, &a->solution));
		if (!a->interrupted) {
			ck_assert(a->count == all);
			continue;
		}
		if (t.calls > 0)
			ck_assert(t.last == a->count);
		stopped++;
		kept += a->count;
	}
	ck_assert(stopped == 0 || kept > 0);
	free(a);
}
END_TEST

/* ---- the smallest solution ---- */

START_TEST(lexmin_agrees_with_brute_force)
{
	static const int	small[][3] = {	/* R, C, givens from */
		{ 2, 2, 0 }, { 2, 3, 3 }, { 3, 2, 3 }, { 2, 4, 8 },
		{ 3, 3, 18 },
	};
	struct rng		 rng = { 4574 };
	struct shape		 s;
	struct board		 p, want;
	struct general_answer	*a = malloc(sizeof *a);
	size_t			 t;
	int			 i;
	bool			 found;

	ck_assert_ptr_nonnull(a);
	for (t = 0; t < sizeof small / sizeof small[0]; t++) {
		make_shape(&s, small[t][0], small[t][1]);
		for (i = 0; i < 60; i++) {
			random_puzzle(&rng, &s, small[t][2] +
			    (int)rng_below(&rng, (unsigned)s.cells / 3), &p);
			if (i % 7 == 6)
				p.cell[rng_below(&rng, (unsigned)s.cells)] =
				    (uint8_t)(1 + rng_below(&rng,
				    (unsigned)s.side));
			found = brute_count(&p, 1, &want) == 1;
			general_lexmin(&p, a);
			ck_assert_int_eq(a->count == 1, found);
			if (found)
				ck_assert_msg(memcmp(a->solution.cell,
				    want.cell, (size_t)s.cells) == 0,
				    "%dx%d puzzle %d differs", small[t][0],
				    small[t][1], i);
		}
	}
	free(a);
}
END_TEST

/* Empty boards: the smallest is the brute force's first, found at once. */
START_TEST(lexmin_of_empty_boards)
{
	struct shape		 s;
	struct board		 empty, want;
	struct general_answer	*a = malloc(sizeof *a);
	size_t			 t;

	ck_assert_ptr_nonnull(a);
	for (t = 0; t < 6; t++) {	/* to 16x16 */
		make_shape(&s, shapes[t][0], shapes[t][1]);
		board_init(&empty, &s);
		ck_assert(brute_count(&empty, 1, &want) == 1);
		general_lexmin(&empty, a);
		ck_assert(a->count == 1);
		ck_assert_msg(memcmp(a->solution.cell, want.cell,
		    (size_t)s.cells) == 0, "%dx%d differs", shapes[t][0],
		    shapes[t][1]);
	}
	free(a);
}
END_TEST

/* Row-major search needs a huge number of nodes here; we need few. */
START_TEST(lexmin_against_row_major)
{
	struct grid		 g;
	struct board		 p, want;
	struct general_answer	*a = malloc(sizeof *a);

	ck_assert_ptr_nonnull(a);
	grid_from_line(&g, "..............3.85..1.2.......5.7.....4...1...9"
	    ".......5......73..2.1........4...9");
	board_from_grid(&p, &g);
	grid_from_line(&g, "98765432124617398535192874612853769463489215"
	    "7795461832519286473472319568863745219");
	board_from_grid(&want, &g);
	general_lexmin(&p, a);
	ck_assert(a->count == 1);
	ck_assert(memcmp(a->solution.cell, want.cell, GRID_CELLS) == 0);
	ck_assert_uint_lt(a->guesses, 10000);
	/* Baekjoon 2239's sample has many solutions */
	grid_from_line(&g, "103000509002109400000704000300502006060000050"
	    "700803004000401000009205800804000107");
	board_from_grid(&p, &g);
	grid_from_line(&g, "143628579572139468986754231391542786468917352"
	    "725863914237481695619275843854396127");
	board_from_grid(&want, &g);
	general_lexmin(&p, a);
	ck_assert(a->count == 1);
	ck_assert(memcmp(a->solution.cell, want.cell, GRID_CELLS) == 0);
	free(a);
}
END_TEST

/* 9x9: as the lexmin of the 9x9 path (lexmin.c on the bitboard engine). */
START_TEST(lexmin_agrees_with_nine_by_nine_path)
{
	struct rng		 rng = { 2239 };
	struct grid		 g;
	struct board		 p;
	struct engine_answer	 want;
	struct engine_query	 q = { .givens = &g, .limit = 1 };
	struct general_answer	*a = malloc(sizeof *a);
	int			 i;

	ck_assert_ptr_nonnull(a);
	for (i = 0; i < 100; i++) {
		reference_random_puzzle(&rng, &g, 18 + (int)rng_below(&rng, 16));
		board_from_grid(&p, &g);
		lexmin_solve(engine_bitboard_solve, &q, &want);
		general_lexmin(&p, a);
		ck_assert(a->count == want.count);
		ck_assert_msg(memcmp(a->solution.cell, want.solution.cell,
		    GRID_CELLS) == 0, "puzzle %d differs", i);
	}
	free(a);
}
END_TEST

Suite *
make_engine_general_suite(void)
{
	Suite	*s = suite_create("engine_general");
	TCase	*tc;

	tc = tcase_create("shapes");
	tcase_add_test(tc, shapes_for_sides);
	tcase_add_test(tc, units_and_peers);
	tcase_add_test(tc, conflicts_and_solutions);
	suite_add_tcase(s, tc);
	tc = tcase_create("sizes");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, empty_boards_solve);
	tcase_add_test(tc, sparse_boards_solve);
	tcase_add_loop_test(tc, half_boards_count, 0, ENGINES);
	suite_add_tcase(s, tc);
	tc = tcase_create("counts");
	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, empty_small_counts, 0, ENGINES);
	tcase_add_loop_test(tc, six_by_six_first_row, 0, ENGINES);
	tcase_add_loop_test(tc, small_counts_agree_with_brute_force, 0, ENGINES);
	tcase_add_loop_test(tc, invalid_givens_have_no_solution, 0, ENGINES);
	tcase_add_loop_test(tc, nine_by_nine_agrees_with_bitboard, 0, ENGINES);
	tcase_add_loop_test(tc, hard_nine_by_nine, 0, ENGINES);
	tcase_add_loop_test(tc, limit_interrupt_and_arena, 0, ENGINES);
	tcase_add_test(tc, stopped_counts_keep_what_was_found);
	suite_add_tcase(s, tc);
	tc = tcase_create("lexmin");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, lexmin_agrees_with_brute_force);
	tcase_add_test(tc, lexmin_of_empty_boards);
	tcase_add_test(tc, lexmin_against_row_major);
	tcase_add_test(tc, lexmin_agrees_with_nine_by_nine_path);
	suite_add_tcase(s, tc);
	return s;
}
