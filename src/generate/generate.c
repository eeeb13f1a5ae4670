/*
 * Making puzzles (see generate.h): a random solution grid, then givens
 * taken away.
 *
 * The grid: the three boxes of the main diagonal share no row or column,
 * so any three shuffles of 1..9 there can be completed; the engine
 * completes them, and a random relabelling of rows and columns (bands,
 * rows in a band, stacks, columns in a stack, a transposition), which
 * keeps a grid valid, spreads whatever the engine's first completion
 * prefers over the whole grid.
 *
 * The givens, top down: start from the full grid and try each orbit of
 * the symmetry once, in random order, keeping it out when the puzzle
 * stays unique.  One pass makes a minimal puzzle: an orbit that had to
 * stay was needed by a puzzle with more givens than the final one, so it
 * is needed by the final one too.  Each try is one question to the engine
 * at most (minimal.c), and most early tries none.
 */
#include <string.h>

#include "engine/engine.h"
#include "generate/generate.h"
#include "generate/minimal.h"

/* A random order of 0..2 for each of the three groups of three, plus
   the order of the groups: a relabelling of rows (or columns). */
static void
generate_lines(struct splitmix *r, uint8_t line[GRID_SIDE])
{
	uint8_t	group[3] = { 0, 1, 2 }, inner[3];
	int	g, i;

	splitmix_shuffle(r, group, 3);
	for (g = 0; g < 3; g++) {
		inner[0] = 0;
		inner[1] = 1;
		inner[2] = 2;
		splitmix_shuffle(r, inner, 3);
		for (i = 0; i < 3; i++)
			line[g * 3 + i] = (uint8_t)(group[g] * 3 + inner[i]);
	}
}

static void
generate_solution(struct splitmix *r, struct grid *s)
{
	static const uint8_t	diagonal_boxes[3] = { 0, 30, 60 };
	struct engine_query	q;
	struct engine_answer	a;
	struct grid		start;
	uint8_t			digits[GRID_SIDE], row[GRID_SIDE],
				col[GRID_SIDE];
	int			b, i, cell, transpose;

	grid_clear(&start);
	for (b = 0; b < 3; b++) {
		for (i = 0; i < GRID_SIDE; i++)
			digits[i] = (uint8_t)(i + 1);
		splitmix_shuffle(r, digits, GRID_SIDE);
		for (i = 0; i < GRID_SIDE; i++)
			start.cell[diagonal_boxes[b] + i / 3 * GRID_SIDE +
			    i % 3] = digits[i];
	}
	memset(&q, 0, sizeof q);
	q.givens = &start;
	q.limit = 1;
	engine_bitboard_solve(&q, &a);
	generate_lines(r, row);
	generate_lines(r, col);
	transpose = (int)splitmix_below(r, 2);
	for (cell = 0; cell < GRID_CELLS; cell++) {
		i = row[grid_row(cell)] * GRID_SIDE + col[grid_col(cell)];
		if (transpose)
			i = grid_col(i) * GRID_SIDE + grid_row(i);
		s->cell[cell] = a.solution.cell[i];
	}
}

static void
generate_take(struct gen_puzzle *p, struct houses *h, const uint8_t *cells,
    int n)
{
	int	i;

	for (i = 0; i < n; i++) {
		p->givens.cell[cells[i]] = 0;
		houses_unset(h, cells[i], p->solution.cell[cells[i]]);
	}
}

static void
generate_put_back(struct gen_puzzle *p, struct houses *h,
    const uint8_t *cells, int n)
{
	int	i;

	for (i = 0; i < n; i++) {
		p->givens.cell[cells[i]] = p->solution.cell[cells[i]];
		houses_set(h, cells[i], p->solution.cell[cells[i]]);
	}
}

/*
 * Top down, one pass over the orbits in random order.  Minimal: every
 * orbit is tried, and the draw is rejected as soon as it cannot end in
 * the range of givens.  Not minimal: removal stops at a target drawn in
 * the range, and skips orbits that would take it below the range.
 */
static enum draw
generate_remove(const struct gen_spec *spec, struct splitmix *r,
    const struct orbits *o, struct gen_puzzle *p)
{
	struct houses		h;
	enum minimal_answer	ans;
	uint8_t			order[GRID_CELLS];
	const uint8_t		*cells;
	int			i, n, givens = GRID_CELLS, untried = GRID_CELLS;
	int			target = -1;

	p->givens = p->solution;
	houses_of(&p->givens, &h);
	for (i = 0; i < o->count; i++)
		order[i] = (uint8_t)i;
	splitmix_shuffle(r, order, o->count);
	if (!spec->minimal)
		target = spec->givens_min + (int)splitmix_below(r,
		    (uint32_t)(spec->givens_max - spec->givens_min + 1));
	for (i = 0; i < o->count && givens > target; i++) {
		cells = &o->cell[o->start[order[i]]];
		n = o->start[order[i] + 1] - o->start[order[i]];
		untried -= n;
		if (!spec->minimal && givens - n < spec->givens_min)
			continue;
		generate_take(p, &h, cells, n);
		ans = minimal_without(&p->givens, &h, &p->solution, cells, n,
		    spec->interrupt);
		if (ans == MINIMAL_INTERRUPTED)
			return DRAW_INTERRUPTED;
		if (ans == MINIMAL_REMOVABLE)
			givens -= n;
		else
			generate_put_back(p, &h, cells, n);
		if (spec->minimal && (givens < spec->givens_min ||
		    givens - untried > spec->givens_max))
			return DRAW_REJECTED;
	}
	p->count = givens;
	return givens <= spec->givens_max ? DRAW_ACCEPTED : DRAW_REJECTED;
}

/* Solutions of g, counted up to limit (the first kept in *first). */
static count_t
generate_count(const struct gen_spec *spec, const struct grid *g,
    count_t limit, struct grid *first, bool *interrupted)
{
	struct engine_query	q;
	struct engine_answer	a;

	memset(&q, 0, sizeof q);
	q.givens = g;
	q.limit = limit;
	q.interrupt = spec->interrupt;
	engine_bitboard_solve(&q, &a);
	*interrupted = a.interrupted;
	if (a.count > 0)
		*first = a.solution;
	return a.count;
}

/*
 * A pattern fixes the givens' cells, and a random grid on them is almost
 * never unique (one in 200,000 for 24 cells without symmetry).  So a draw
 * walks: from a random grid's digits on the pattern, one given at a time
 * takes another digit, and the change is kept when the puzzle still has
 * a solution and no more of them than before (counted up to
 * PATTERN_COUNT).  The walk ends on a unique puzzle that is minimal under
 * the pattern's own symmetry (or just unique, with --no-minimal), or
 * gives up after PATTERN_STEPS changes tried.
 */
#define PATTERN_COUNT	64
#define PATTERN_STEPS	400

static enum draw
generate_on_pattern(const struct gen_spec *spec, struct splitmix *r,
    struct gen_puzzle *p)
{
	uint8_t			cells[GRID_CELLS];
	struct grid		first, other;
	count_t			now, then;
	enum minimal_answer	ans;
	unsigned		free_digits;
	int			n = 0, cell, step, orbit, was, d;
	bool			interrupted;

	for (cell = 0; cell < GRID_CELLS; cell++) {
		p->givens.cell[cell] = spec->pattern->cell[cell] != 0 ?
		    p->solution.cell[cell] : 0;
		if (spec->pattern->cell[cell] != 0)
			cells[n++] = (uint8_t)cell;
	}
	p->count = n;
	now = generate_count(spec, &p->givens, PATTERN_COUNT, &first,
	    &interrupted);
	for (step = 0; step <= PATTERN_STEPS && !interrupted; step++) {
		if (now == 1) {
			p->solution = first;
			if (!spec->minimal)
				return DRAW_ACCEPTED;
			ans = minimal_find(&p->givens, &p->solution,
			    &spec->pattern_orbits, spec->interrupt, &orbit);
			if (ans == MINIMAL_INTERRUPTED)
				return DRAW_INTERRUPTED;
			if (ans == MINIMAL_KEEP)
				return DRAW_ACCEPTED;
		}
		cell = cells[splitmix_below(r, (uint32_t)n)];
		was = p->givens.cell[cell];
		free_digits = ~grid_peer_digits(&p->givens, cell) & 0x3feu &
		    ~(1u << was);
		if (free_digits == 0)
			continue;
		for (d = (int)splitmix_below(r,
		    (uint32_t)__builtin_popcount(free_digits)); d > 0; d--)
			free_digits &= free_digits - 1;
		p->givens.cell[cell] = (uint8_t)__builtin_ctz(free_digits);
		then = generate_count(spec, &p->givens, PATTERN_COUNT, &other,
		    &interrupted);
		if (then >= 1 && then <= now) {
			now = then;
			first = other;
		} else
			p->givens.cell[cell] = (uint8_t)was;
	}
	return interrupted ? DRAW_INTERRUPTED : DRAW_REJECTED;
}

static enum draw
generate_draw(const struct gen_spec *spec, struct splitmix *r,
    struct gen_puzzle *p)
{
	if (spec->sudominoku)
		return generate_sudominoku(spec, r, p);
	p->symmetry = spec->symmetry;
	if (p->symmetry == SYMMETRY_RANDOM)
		p->symmetry = (enum symmetry)(SYMMETRY_ROT180 +
		    splitmix_below(r, SYMMETRY_CONCRETE - SYMMETRY_ROT180));
	generate_solution(r, &p->solution);
	if (spec->pattern != NULL)
		return generate_on_pattern(spec, r, p);
	return generate_remove(spec, r, &spec->orbits[p->symmetry], p);
}

/*
 * The numbers of givens a puzzle of symmetry s can have, reach[n] for n
 * givens: sums of the sizes of some of its orbits (those of every
 * symmetry random draws from, for random); and the sizes themselves, a
 * bit each.
 */
static unsigned
generate_reachable(enum symmetry s, bool reach[GRID_CELLS + 1])
{
	struct orbits	o;
	bool		one[GRID_CELLS + 1];
	unsigned	sizes = 0;
	int		first = s, last = s, t, k, size, n;

	if (s == SYMMETRY_RANDOM) {
		first = SYMMETRY_ROT180;
		last = SYMMETRY_CONCRETE - 1;
	}
	memset(reach, 0, (GRID_CELLS + 1) * sizeof *reach);
	for (t = first; t <= last; t++) {
		symmetry_orbits((enum symmetry)t, &o);
		memset(one, 0, sizeof one);
		one[0] = true;
		for (k = 0; k < o.count; k++) {
			size = o.start[k + 1] - o.start[k];
			sizes |= 1u << size;
			for (n = GRID_CELLS; n >= size; n--)
				one[n] = one[n] || one[n - size];
		}
		for (n = 0; n <= GRID_CELLS; n++)
			reach[n] = reach[n] || one[n];
	}
	return sizes;
}

/* "78 givens", "78 to 79 givens" */
static void
generate_name_range(struct diag *d, int min, int max)
{
	if (min == max)
		diag_append(d, "%d givens", min);
	else
		diag_append(d, "%d to %d givens", min, max);
}

/* " (--givens=78)", " (--givens=78-81)": the option as given */
static void
generate_name_option(struct diag *d, int min, int max)
{
	if (min == max)
		diag_append(d, " (--givens=%d)", min);
	else
		diag_append(d, " (--givens=%d-%d)", min, max);
}

/* "8, 4 and 1": the sizes, a bit each, largest first */
static void
generate_name_sizes(struct diag *d, unsigned sizes)
{
	int	size;

	for (size = ORBIT_MAX; size > 0; size--) {
		if ((sizes & (1u << size)) == 0)
			continue;
		sizes &= ~(1u << size);
		diag_append(d, "%d%s", size, sizes == 0 ? "" :
		    (sizes & (sizes - 1)) == 0 ? " and " : ", ");
	}
}

/*
 * Whether puzzles of min to max givens can be made at all, with symmetry
 * s, minimal or not: -1 with d saying why not.  A run refuses them before
 * its first draw rather than give up after its last.
 */
int
generate_check_givens(enum symmetry s, int min, int max, bool minimal,
    struct diag *d)
{
	bool		reach[GRID_CELLS + 1];
	unsigned	sizes;
	int		most = minimal ? GRID_CELLS - BLANKS_MINIMAL_MIN :
			    GRID_CELLS;
	int		n, below = -1, above = -1;

	if (max < GIVENS_UNIQUE_MIN) {
		diag_set(d, NULL, 0, 0, "no Sudoku with fewer than %d givens "
		    "has one solution", GIVENS_UNIQUE_MIN);
		generate_name_option(d, min, max);
		return -1;
	}
	if (min > most) {
		diag_set(d, NULL, 0, 0, "no minimal puzzle has more than %d "
		    "givens", most);
		generate_name_option(d, min, max);
		diag_append(d, ": with %d blanks or fewer, some given can "
		    "always go; --no-minimal makes such puzzles",
		    BLANKS_MINIMAL_MIN - 1);
		return -1;
	}
	sizes = generate_reachable(s, reach);
	for (n = GIVENS_UNIQUE_MIN; n <= most; n++) {
		if (!reach[n])
			continue;
		if (n >= min && n <= max)
			return 0;
		if (n < min)
			below = n;
		else if (above < 0)
			above = n;
	}
	diag_set(d, NULL, 0, 0, "no %s-symmetric puzzle has ",
	    symmetry_names[s]);
	generate_name_range(d, min, max);
	diag_append(d, ": its orbits of ");
	generate_name_sizes(d, sizes);
	diag_append(d, " cells add up to ");
	if (below >= 0 && above >= 0)
		diag_append(d, "%d or %d nearby", below, above);
	else if (below >= 0 || above >= 0)
		diag_append(d, "%d nearby", below >= 0 ? below : above);
	else
		diag_append(d, "no number of givens a puzzle can have");
	return -1;
}

void
generate_spec_init(struct gen_spec *spec)
{
	int	s;

	for (s = 0; s < SYMMETRY_CONCRETE; s++)
		symmetry_orbits((enum symmetry)s, &spec->orbits[s]);
	if (spec->pattern != NULL)
		symmetry_pattern_orbits(spec->pattern, &spec->pattern_orbits);
}

/*
 * Puzzle index of the run of seed: draws from its own stream until one
 * passes every filter, or max_draws have failed.
 */
enum gen_status
generate_puzzle(const struct gen_spec *spec, uint64_t seed, uint64_t index,
    struct gen_puzzle *p)
{
	struct splitmix	r;
	unsigned long	draw;
	enum draw	d;
	bool		kept;

	splitmix_init(&r, seed, index);
	p->seed = seed;
	p->index = index;
	p->dominoes.count = 0;
	for (draw = 0; draw < spec->max_draws; draw++) {
		if (spec->interrupt != NULL && *spec->interrupt != 0)
			return GEN_INTERRUPTED;
		d = generate_draw(spec, &r, p);
		if (d == DRAW_INTERRUPTED)
			return GEN_INTERRUPTED;
		kept = d == DRAW_ACCEPTED && (spec->accept == NULL ||
		    spec->accept(p, spec->accept_ctx));
		/* a filter cut short rejected a draw it did not finish */
		if (!kept && spec->interrupt != NULL && *spec->interrupt != 0)
			return GEN_INTERRUPTED;
		if (spec->drew != NULL)
			spec->drew(spec->drew_ctx, kept);
		if (kept) {
			p->draws = draw + 1;
			return GEN_OK;
		}
	}
	p->draws = draw;
	return GEN_GAVE_UP;
}
