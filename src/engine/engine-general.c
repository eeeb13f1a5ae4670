/*
 * The general engine: any box shape, N = R * C <= 64 symbols (board.h).
 *
 * The state is held twice over, kept in step, so that both a cell's
 * candidates and a unit's places for a symbol are one word:
 *
 *   cand[cell]        bit s: symbol s + 1 may still go in the cell
 *   pos[u * N + s]    bit i: symbol s + 1 may still go in the i-th cell of
 *                     unit u (units and their cells numbered as in board.h)
 *
 *   16x16, cell 37 (row 2, column 5, box 1; 2nd cell of box 1's 3rd row):
 *     cand[37]                 symbols of the cell
 *     pos[ 2 * 16 + s]  bit 5  row 2, place 5
 *     pos[21 * 16 + s]  bit 2  column 5 (unit 16 + 5), place 2
 *     pos[33 * 16 + s]  bit 9  box 1 (unit 32 + 1), place 2 * 4 + 1
 *
 * Every change is the removal of one candidate (gen_remove): one bit in
 * cand and one in each of the cell's three pos words, pushed on a trail.
 * Backtracking pops the trail and sets the bits again, so the search
 * copies nothing; on a 64x64 board, whose state is 128 KiB, a copy at
 * each branch would cost more than the branch.
 *
 * A removal looks at what it leaves and queues the work it makes:
 *  - a cell down to one candidate (a naked single), in `singles`: placing
 *    it removes the symbol from its peers, found through the pos words of
 *    its three units rather than by visiting all of them;
 *  - a unit with one place left for a symbol (a hidden single), or with
 *    its places inside its crossing with another unit (a row's inside one
 *    box, a box's inside one row or column: locked candidates), in
 *    `events` as the pair (unit, symbol), once at a time, looked at when
 *    it comes off the queue;
 *  - its three units marked `dirty` for the matching rule below.
 * An empty word is a contradiction.
 *
 * When singles and events are done, each dirty unit gets the rule that
 * makes the trees small on large boards (from millions of branches to
 * thousands on hard 16x16 boards): the unit's cells take its N symbols
 * one each, a perfect matching of cells to symbols; a candidate on no
 * perfect matching goes (Regin's all-different filtering, which finds
 * every naked and hidden subset of any size at once).  The unit keeps a
 * matching from its last visit (`match`, `owner`; not on the trail: any
 * matching will do as a start) and repairs it by augmenting paths; then,
 * with cell i -> cell j when i may take the symbol j holds, a candidate
 * survives only if its holder is in i's strongly connected component.
 * Components come from two bitset closures per component, backward
 * through the pos words and forward through the cand words: the usual
 * case, one component over all open cells, costs a pass over them.
 *
 * The search branches two ways on a literal, "cell takes symbol" and then
 * "cell does not", and loops on the second without recursing: the frames
 * of the decisions are in the arena too, at most one per cell, so a 64x64
 * board cannot overflow a thread's stack.  The cell is the one with the
 * fewest candidates for the failures its units have met (gen_pick), the
 * symbol its smallest.
 *
 * Large sparse boards need more.  There the search by fewest choices
 * fills most of the board and then thrashes in its last few hundred cells
 * over a mistake made long before.  So on boards of 25x25 and up a search
 * in row-major order goes first, for a few failures (it fills the board a
 * row after another and seldom paints itself into a corner: it finds a
 * 64x64 with 2% to 20% given in 25 to 150 ms), and on boards of 36x36 and
 * up a search for a first solution that keeps failing starts again from
 * the top, ties broken at random, the weights kept.  Once a solution is
 * found the search runs to the end, so counts stay exact.  On smaller
 * boards neither pays: a unique 16x16 needs most of its tree for a first
 * solution.  64x64 boards with a third to two thirds of their cells given
 * remain out of reach (as for CaDiCaL: a phase transition).
 *
 * Boards near 42% blank are the hardest place for Latin squares with
 * holes: Gecode's minimal 25x25 boards (43% blank) took this search 0.2 s
 * to well over a minute, and rkkautsar's 64x64 (41% blank, two solutions
 * or more) is beyond it (and takes CaDiCaL 134 s to count to two).  What
 * defeats the search there is not weak reasoning: probing every
 * candidate (singleton consistency) at the root removes one candidate of
 * 24,000 on the 64x64 and none on the 25x25s, and stronger rules per node
 * (each symbol's rows against its columns, the fish patterns; each
 * band's rows against its boxes) save only 5-15% of the decisions at a
 * greater cost.  Neither is it the branching: scoring by failures'
 * activity, the last conflict first, ordering values, pure fewest
 * choices over cells and unit-symbols alike, restarts with random values
 * all stay within 2x either way, most of them worse.  The search takes
 * one wrong turn early and refutes it again under every later choice.
 * So on large tight boards, when a count to a few has not finished in
 * LEARN_FAILS failures, the board goes to the learning engine
 * (engine-learn.c), which learns from each failure why it failed: all 18
 * of Gecode's boards count to two in 13 ms to 18 s (median 1.6 s), where
 * the search alone finished 11 in 30 s; faster than CaDiCaL on 16 of
 * them.  The search's first 2,000 failures cost little (on those boards
 * the learning engine alone is no faster), and the boards it finishes
 * within them, a 25x25 with a third of its cells given say, stay with
 * it.  Matching only halves the decisions on those boards here and saves
 * no time, and locked candidates in the learning engine saved 15% of its
 * decisions and no time: neither is there.
 *
 * The smallest solution in row-major order comes the same way: that
 * search meets solutions in lexicographic order, so its first is the
 * answer, unless it gives up; then the cells are settled one by one
 * (engine_general_lexmin).
 *
 * All state is in the caller's arena or memory the call allocates: the
 * engine is reentrant.
 */
#include <stdlib.h>
#include <string.h>

#include "engine/bits.h"
#include "engine/engine-general.h"

#define POLL_EVERY	1024	/* decisions between looks at the interrupt */
#define UNMATCHED	0xff

/*
 * The most memory the engine allocates for itself, in bytes (a caller's
 * arena is not counted): tests make it 0 to walk what follows when
 * memory runs out.
 */
#ifndef ENGINE_GENERAL_OWN_BYTES
#define ENGINE_GENERAL_OWN_BYTES	SIZE_MAX
#endif

/*
 * ENGINE_GENERAL_TINY_BUDGETS: every search that may give up or restart
 * does so at once, so that a second run of the tests walks the paths
 * taken when they do.
 */
#ifndef ENGINE_GENERAL_TINY_BUDGETS
#define RESTART_SIDE	36	/* boards this large restart... */
#define RESTART_FAILS	1000	/* ...after this many failures, 1.5x more
				   each time, until a first solution */
#define LEX_FIRST_SIDE	25	/* boards this large: row-major first... */
#define LEX_FIRST_FAILS	200	/* ...for this many failures */
#define LEXMIN_FIRST	2000	/* the same for the smallest solution, */
#define LEXMIN_SETTLED	200	/* and after each smaller symbol settled */
#define LEARN_SIDE	25	/* boards this large, counted to at most */
#define LEARN_LIMIT	16	/* this many, go to the learning engine... */
#define LEARN_FAILS	2000 	/* ...after this many failures */
#else
#define RESTART_SIDE	1
#define RESTART_FAILS	4
#define LEX_FIRST_SIDE	1
#define LEX_FIRST_FAILS	1
#define LEXMIN_FIRST	1
#define LEXMIN_SETTLED	1
#define LEARN_SIDE	1
#define LEARN_LIMIT	16
#define LEARN_FAILS	1
#endif

/* A decision: the trail and open count to go back to, and the literal. */
struct frame {
	uint32_t	mark;
	uint16_t	open;
	uint16_t	cell;
	uint8_t		symbol;
};

struct gen {
	int		 n, cells, units;
	/* the shape's tables */
	uint16_t	*unit_cells;		/* [u * N + i]: its i-th cell */
	uint8_t		*cell_unit;		/* [cell * 3 + kind]: its unit */
	uint8_t		*cell_index;		/* [cell * 3 + kind]: place in it */
	/*
	 * By a unit kind and a place in such a unit, the places it shares
	 * with the crossing unit there: a box for a row or a column (in[0],
	 * in[1]); a row (in[2]) and a column (box_col) for a box.  A unit's
	 * places for a symbol all inside one of them lock the symbol there.
	 */
	uint64_t	 in[3][BOARD_MAX_SIDE];
	uint64_t	 box_col[BOARD_MAX_SIDE];
	/* the state */
	uint64_t	*cand;
	uint64_t	*pos;
	uint64_t	*unit_open;		/* by unit: places not yet single */
	int		 open;			/* cells with two candidates or more */
	uint32_t	*trail;			/* cell << 6 | symbol */
	uint32_t	 top;
	/* the work queues (empty between propagations) */
	uint16_t	*singles;
	int		 nsingles;
	uint16_t	*events;		/* u * N + symbol */
	int		 nevents;
	uint8_t		*queued;		/* by event: in events now */
	uint64_t	 dirty[3];		/* units for gen_match, a bit each */
	int		 matching;		/* the unit gen_match is at, or -1 */
	/* the matching rule's memory: by unit, place -> symbol -> place */
	uint8_t		*match;
	uint8_t		*owner;
	/* the search */
	struct frame	*frames;
	int		 depth;
	uint32_t	 weight[BOARD_MAX_UNITS];	/* failures met, + 1 */
	bool		 restarts;
	uint64_t	 rng;
	/* row-major order (lexmin) */
	bool		 lex;
	/* a search given up after this many failures, unless 0 */
	uint64_t	 budget;
	bool		 gave_up;
	const struct general_query *query;
	struct general_answer *answer;
	const struct shape *shape;
	count_t		 found, limit;
	uint64_t	 nodes;
	bool		 stop;
};

static inline void
gen_event(struct gen *g, int e)
{
	if (g->queued[e])
		return;
	g->queued[e] = 1;
	g->events[g->nevents++] = (uint16_t)e;
}

static inline void
gen_dirty(struct gen *g, int u)
{
	if (u != g->matching)
		g->dirty[u >> 6] |= (uint64_t)1 << (u & 63);
}

/*
 * Symbol s leaves cell: the one change the search makes.  Queues what the
 * change makes worth a look; false on a contradiction, the unit that met
 * it weighed one more (the change is made and on the trail all the same,
 * for the undo).
 */
static bool
gen_remove(struct gen *g, int cell, int s)
{
	const uint8_t	*unit = &g->cell_unit[cell * 3];
	const uint8_t	*index = &g->cell_index[cell * 3];
	uint64_t	 c, p;
	bool		 ok = true;
	int		 k, e, i;

	g->trail[g->top++] = (uint32_t)cell << 6 | (uint32_t)s;
	c = g->cand[cell] &= ~((uint64_t)1 << s);
	if (c == 0) {
		ok = false;
		for (k = 0; k < 3; k++)
			g->weight[unit[k]]++;
	} else if (single(c)) {
		g->singles[g->nsingles++] = (uint16_t)cell;
		g->open--;
		for (k = 0; k < 3; k++)
			g->unit_open[unit[k]] &= ~((uint64_t)1 << index[k]);
	}
	for (k = 0; k < 3; k++) {
		gen_dirty(g, unit[k]);
		e = unit[k] * g->n + s;
		p = g->pos[e] &= ~((uint64_t)1 << index[k]);
		if (p == 0) {
			g->weight[unit[k]]++;
			ok = false;
			continue;
		}
		i = lowest(p);
		if (single(p) || (p & ~g->in[k][i]) == 0 ||
		    (k == BOARD_BOX && (p & ~g->box_col[i]) == 0))
			gen_event(g, e);
	}
	return ok;
}

/* Every candidate of cell but s goes. */
static bool
gen_assign(struct gen *g, int cell, int s)
{
	uint64_t	m = g->cand[cell] & ~((uint64_t)1 << s);

	for (; m != 0; m &= m - 1)
		if (!gen_remove(g, cell, lowest(m)))
			return false;
	return true;
}

static void
gen_undo(struct gen *g, uint32_t mark)
{
	const uint8_t	*unit, *index;
	uint32_t	 t;
	uint64_t	 c;
	int		 cell, s, n = g->n;

	while (g->top > mark) {
		t = g->trail[--g->top];
		cell = (int)(t >> 6);
		s = (int)(t & 63);
		c = g->cand[cell] |= (uint64_t)1 << s;
		unit = &g->cell_unit[cell * 3];
		index = &g->cell_index[cell * 3];
		if (single(c & (c - 1)) && c != (uint64_t)1 << s) {
			/* two candidates again: the cell was single */
			g->unit_open[unit[0]] |= (uint64_t)1 << index[0];
			g->unit_open[unit[1]] |= (uint64_t)1 << index[1];
			g->unit_open[unit[2]] |= (uint64_t)1 << index[2];
		}
		g->pos[unit[0] * n + s] |= (uint64_t)1 << index[0];
		g->pos[unit[1] * n + s] |= (uint64_t)1 << index[1];
		g->pos[unit[2] * n + s] |= (uint64_t)1 << index[2];
	}
}

/* After a contradiction: what was queued is moot. */
static void
gen_reset_queues(struct gen *g)
{
	while (g->nevents > 0)
		g->queued[g->events[--g->nevents]] = 0;
	g->nsingles = 0;
	g->dirty[0] = g->dirty[1] = g->dirty[2] = 0;
}

/* Symbol s leaves the places m of unit u. */
static bool
gen_clear_places(struct gen *g, int u, int s, uint64_t m)
{
	const uint16_t	*cells = &g->unit_cells[u * g->n];

	for (; m != 0; m &= m - 1)
		if (!gen_remove(g, cells[lowest(m)], s))
			return false;
	return true;
}

/* A naked single: its symbol leaves the other places of its units. */
static bool
gen_place(struct gen *g, int cell)
{
	int	k, u, s = lowest(g->cand[cell]);

	for (k = 0; k < 3; k++) {
		u = g->cell_unit[cell * 3 + k];
		if (!gen_clear_places(g, u, s, g->pos[u * g->n + s] &
		    ~((uint64_t)1 << g->cell_index[cell * 3 + k])))
			return false;
	}
	return true;
}

/*
 * A unit's places for a symbol, queued by gen_remove: one place left is
 * a hidden single; all inside the unit's crossing with another unit lock
 * the symbol there, so it leaves the rest of the other unit.
 */
static bool
gen_unit_event(struct gen *g, int e)
{
	int		 n = g->n, u = e / n, s = e % n, i, cell, v;
	uint64_t	 p = g->pos[e];
	const uint8_t	*unit, *index;

	if (p == 0)
		return false;
	i = lowest(p);
	cell = g->unit_cells[u * n + i];
	if (single(p))
		return g->cand[cell] == (uint64_t)1 << s ||
		    gen_assign(g, cell, s);
	unit = &g->cell_unit[cell * 3];
	index = &g->cell_index[cell * 3];
	if (u < 2 * n) {		/* a row or column inside a box */
		if ((p & ~g->in[u < n ? BOARD_ROW : BOARD_COLUMN][i]) != 0)
			return true;
		v = unit[BOARD_BOX];
		return gen_clear_places(g, v, s, g->pos[v * n + s] &
		    ~(u < n ? g->in[BOARD_BOX][index[BOARD_BOX]] :
		    g->box_col[index[BOARD_BOX]]));
	}
	if ((p & ~g->in[BOARD_BOX][i]) == 0) {	/* a box inside a row */
		v = unit[BOARD_ROW];
		if (!gen_clear_places(g, v, s, g->pos[v * n + s] &
		    ~g->in[BOARD_ROW][index[BOARD_ROW]]))
			return false;
	}
	if ((p & ~g->box_col[i]) == 0) {	/* or inside a column */
		v = unit[BOARD_COLUMN];
		if (!gen_clear_places(g, v, s, g->pos[v * n + s] &
		    ~g->in[BOARD_COLUMN][index[BOARD_COLUMN]]))
			return false;
	}
	return true;
}

/*
 * Matches open place i of a unit to a symbol by an augmenting path,
 * breadth first over the candidates a[]; false if there is none (then no
 * perfect matching exists: a contradiction).  owner[s] counts only if it
 * is an open place that holds s: what else is there is stale.
 */
static bool
gen_augment(uint8_t *match, uint8_t *owner, const uint64_t *a, uint64_t open,
    int i)
{
	uint8_t		from[BOARD_MAX_SIDE], queue[BOARD_MAX_SIDE];
	uint64_t	seen = 0, fresh;
	int		head = 0, tail = 0, p, s, t, o;

	queue[tail++] = (uint8_t)i;
	while (head < tail) {
		p = queue[head++];
		fresh = a[p] & ~seen;
		seen |= fresh;
		for (; fresh != 0; fresh &= fresh - 1) {
			s = lowest(fresh);
			from[s] = (uint8_t)p;
			o = owner[s];
			if (o != UNMATCHED && (open >> o & 1) && match[o] == s) {
				queue[tail++] = (uint8_t)o;
				continue;
			}
			/* a free symbol: shift the matching along the path */
			for (;;) {
				p = from[s];
				t = match[p];
				match[p] = (uint8_t)s;
				owner[s] = (uint8_t)p;
				if (p == i)
					return true;
				s = t;
			}
		}
	}
	return false;
}

/*
 * The places of rest that reach place v (backward, each place j reached
 * by those that may take the symbol j holds: pos[match[j]]) and that v
 * reaches (forward, through the candidates of those reached and the
 * places holding them): their intersection is v's component.
 */
static uint64_t
gen_component(const uint64_t *a, const uint64_t *pos, const uint8_t *match,
    const uint8_t *owner, uint64_t rest, int v)
{
	uint64_t	back, fwd, next, m, syms, seen = 0;

	for (back = next = (uint64_t)1 << v; next != 0; back |= next) {
		for (m = 0; next != 0; next &= next - 1)
			m |= pos[match[lowest(next)]];
		next = m & rest & ~back;
	}
	for (fwd = next = (uint64_t)1 << v; next != 0; fwd |= next) {
		for (syms = 0; next != 0; next &= next - 1)
			syms |= a[lowest(next)];
		syms &= ~seen;
		seen |= syms;
		for (m = 0; syms != 0; syms &= syms - 1)
			m |= (uint64_t)1 << owner[lowest(syms)];
		next = m & rest & ~fwd;
	}
	return back & fwd;
}

/*
 * Unit u's candidates that lie on no perfect matching of its cells to its
 * symbols leave it; false if it has no perfect matching.  Run at the
 * fixed point of the singles, where a placed symbol is nobody else's
 * candidate: the open cells and the symbols not placed make a problem of
 * their own, and only it is looked at.  With three open cells or fewer
 * there nothing can go (each cell has two candidates and each symbol two
 * places, or a single would have been found), so those units are skipped.
 */
static bool
gen_match(struct gen *g, int u)
{
	int		 n = g->n, i;
	const uint16_t	*cells = &g->unit_cells[u * n];
	const uint64_t	*pos = &g->pos[u * n];
	uint8_t		*match = &g->match[u * n], *owner = &g->owner[u * n];
	uint64_t	 a[BOARD_MAX_SIDE], open = g->unit_open[u], rest, scc,
			 syms, m, x;

	if (bit_count(open) <= 3)
		return true;
	for (m = open; m != 0; m &= m - 1) {
		i = lowest(m);
		a[i] = g->cand[cells[i]];
		if (match[i] != UNMATCHED && ((a[i] >> match[i] & 1) == 0 ||
		    owner[match[i]] != i))
			match[i] = UNMATCHED;
	}
	for (m = open; m != 0; m &= m - 1) {
		i = lowest(m);
		if (match[i] == UNMATCHED &&
		    !gen_augment(match, owner, a, open, i)) {
			g->weight[u]++;
			return false;
		}
	}
	g->matching = u;
	for (rest = open; rest != 0; rest &= ~scc) {
		scc = gen_component(a, pos, match, owner, rest, lowest(rest));
		if (scc == open)
			break;		/* one component: nothing goes */
		for (syms = 0, m = scc; m != 0; m &= m - 1)
			syms |= (uint64_t)1 << match[lowest(m)];
		for (m = scc; m != 0; m &= m - 1) {
			i = lowest(m);
			for (x = a[i] & ~syms; x != 0; x &= x - 1)
				if (!gen_remove(g, cells[i], lowest(x))) {
					g->matching = -1;
					return false;
				}
		}
	}
	g->matching = -1;
	return true;
}

/* The next dirty unit, its mark cleared; -1 if none. */
static int
gen_next_dirty(struct gen *g)
{
	int	w, u;

	for (w = 0; w < 3; w++)
		if (g->dirty[w] != 0) {
			u = lowest(g->dirty[w]);
			g->dirty[w] &= g->dirty[w] - 1;
			return 64 * w + u;
		}
	return -1;
}

/*
 * Runs the queues dry, cheapest rule first: naked singles, then the
 * events, then the matching rule unit by unit.
 */
static bool
gen_propagate(struct gen *g)
{
	int	e;

	for (;;) {
		if (g->nsingles > 0) {
			if (!gen_place(g, g->singles[--g->nsingles]))
				return false;
		} else if (g->nevents > 0) {
			e = g->events[--g->nevents];
			g->queued[e] = 0;
			if (!gen_unit_event(g, e))
				return false;
		} else if ((e = gen_next_dirty(g)) >= 0) {
			if (!gen_match(g, e))
				return false;
		} else
			return true;
	}
}

/*
 * The open cell with the fewest candidates for the weight of its units
 * (failures met, dom/wdeg): the search turns to where the puzzle is
 * tight, 2 to 4 times fewer decisions than fewest candidates alone on
 * hard 16x16 boards.  The smallest symbol first.
 */
/* xorshift64: the tie-breaks of restarted searches, the same every run */
static uint64_t
gen_random(struct gen *g)
{
	g->rng ^= g->rng << 13;
	g->rng ^= g->rng >> 7;
	g->rng ^= g->rng << 17;
	return g->rng;
}

/*
 * The open cell with the fewest candidates for the weight of its units
 * (failures met, dom/wdeg): the search turns to where the puzzle is
 * tight, 2 to 4 times fewer decisions than fewest candidates alone on
 * hard 16x16 boards.  Ties go to the first, or when the search restarts
 * to one at random, so that each run goes its own way.  The smallest
 * symbol first.
 */
static void
gen_pick(struct gen *g, int *cell, int *symbol)
{
	const uint8_t	*unit;
	uint64_t	 m, k, w, best_k = 0, best_w = 1, ties = 0;
	int		 c, best = -1;

	for (c = 0; c < g->cells; c++) {
		m = g->cand[c];
		if (single(m))
			continue;
		k = (uint64_t)bit_count(m);
		unit = &g->cell_unit[c * 3];
		w = (uint64_t)g->weight[unit[0]] + g->weight[unit[1]] +
		    g->weight[unit[2]];
		if (best < 0 || k * best_w < best_k * w) {
			best = c;
			best_k = k;
			best_w = w;
			ties = 1;
		} else if (g->restarts && k * best_w == best_k * w &&
		    gen_random(g) % ++ties == 0)
			best = c;
	}
	*cell = best;
	*symbol = lowest(g->cand[best]);
}

/* In row-major order, the first open cell and its smallest symbol. */
static void
gen_pick_first(const struct gen *g, int *cell, int *symbol)
{
	int	c;

	for (c = 0; single(g->cand[c]); c++)
		;
	*cell = c;
	*symbol = lowest(g->cand[c]);
}

static void
gen_record(struct gen *g)
{
	struct board	*b = &g->answer->solution;
	int		 c;

	if (g->found == 0) {
		board_init(b, g->shape);
		for (c = 0; c < g->cells; c++)
			b->cell[c] = (uint8_t)(lowest(g->cand[c]) + 1);
	}
	if (++g->found >= g->limit)
		g->stop = true;
}

static bool
gen_poll(struct gen *g)
{
	const struct general_query *q = g->query;

	if ((++g->nodes & (POLL_EVERY - 1)) != 0)
		return false;
	if (q->progress != NULL)
		q->progress(q->progress_ctx, g->answer->count + g->found);
	if (q->interrupt == NULL || *q->interrupt == 0)
		return false;
	g->answer->interrupted = true;
	g->stop = true;
	return true;
}

static void
gen_decide(struct gen *g)
{
	struct frame	*f = &g->frames[g->depth++];
	int		 cell, s;

	if (g->lex)
		gen_pick_first(g, &cell, &s);
	else
		gen_pick(g, &cell, &s);
	f->mark = g->top;
	f->open = (uint16_t)g->open;
	f->cell = (uint16_t)cell;
	f->symbol = (uint8_t)s;
	g->answer->guesses++;
}

/*
 * The tree below the current state, depth first, counting into g->found
 * until g->limit; the state is left as it was found.
 */
static void
gen_search(struct gen *g)
{
	int		 base = g->depth, open = g->open;
	uint32_t	 mark = g->top;
	struct frame	*f;
	bool		 ok;
	uint64_t	 fails = 0, failures = 0, budget = RESTART_FAILS;

	ok = gen_propagate(g);
	for (;;) {
		if (ok && g->open == 0) {
			gen_record(g);
			ok = false;
		}
		if (g->stop || (ok && gen_poll(g)))
			break;
		if (ok) {
			gen_decide(g);
			f = &g->frames[g->depth - 1];
			ok = gen_assign(g, f->cell, f->symbol) &&
			    gen_propagate(g);
			continue;
		}
		if (g->depth == base)
			break;
		if (g->budget != 0 && ++failures > g->budget) {
			g->gave_up = true;
			break;
		}
		if (g->restarts && g->found == 0 && ++fails > budget) {
			fails = 0;
			budget += budget / 2;
			gen_reset_queues(g);
			gen_undo(g, mark);
			g->depth = base;
			g->open = open;
			ok = gen_propagate(g);
			continue;
		}
		f = &g->frames[--g->depth];
		gen_reset_queues(g);
		gen_undo(g, f->mark);
		g->open = f->open;
		ok = gen_remove(g, f->cell, f->symbol) && gen_propagate(g);
	}
	gen_reset_queues(g);
	gen_undo(g, mark);
	g->depth = base;
	g->open = open;
}

/* The arena: each array at a multiple of 8 bytes. */
struct gen_layout {
	size_t	unit_cells, cell_unit, cell_index, cand, pos, unit_open, trail,
		singles, events, queued, match, owner, frames, total;
};

static size_t
layout_add(size_t *at, size_t bytes)
{
	size_t	here = *at;

	*at += (bytes + 7) & ~(size_t)7;
	return here;
}

static void
gen_layout(const struct shape *s, struct gen_layout *l)
{
	size_t	cells = (size_t)s->cells, places = 3 * (size_t)s->cells;
	size_t	at = 0;

	l->unit_cells = layout_add(&at, places * sizeof(uint16_t));
	l->cell_unit = layout_add(&at, places);
	l->cell_index = layout_add(&at, places);
	l->cand = layout_add(&at, cells * sizeof(uint64_t));
	l->pos = layout_add(&at, places * sizeof(uint64_t));
	l->unit_open = layout_add(&at, 3 * (size_t)s->side * sizeof(uint64_t));
	/* a removal at most once per cell and symbol on a path */
	l->trail = layout_add(&at, cells * (size_t)s->side * sizeof(uint32_t));
	l->singles = layout_add(&at, cells * sizeof(uint16_t));
	l->events = layout_add(&at, places * sizeof(uint16_t));
	l->queued = layout_add(&at, places);
	l->match = layout_add(&at, places);
	l->owner = layout_add(&at, places);
	/* a decision at most once per cell on a path */
	l->frames = layout_add(&at, cells * sizeof(struct frame));
	l->total = at;
}

size_t
engine_general_arena_size(const struct shape *s)
{
	struct gen_layout	l;

	gen_layout(s, &l);
	return l.total;
}

/* The shape's tables: units, places, and the crossings of units. */
static void
gen_shape(struct gen *g, const struct shape *s)
{
	int	n = s->side, R = s->box_rows, C = s->box_cols, i, r;

	g->n = n;
	g->cells = s->cells;
	g->units = 3 * n;
	board_unit_tables(s, g->unit_cells, g->cell_unit, g->cell_index);
	for (i = 0; i < n; i++) {
		/* a row's columns in one box; a column's rows in one box */
		g->in[BOARD_ROW][i] = low_bits(C) << (i / C * C);
		g->in[BOARD_COLUMN][i] = low_bits(R) << (i / R * R);
		/* a box's places in one of its rows, and in one column */
		g->in[BOARD_BOX][i] = low_bits(C) << (i / C * C);
		for (g->box_col[i] = 0, r = 0; r < R; r++)
			g->box_col[i] |= (uint64_t)1 << (r * C + i % C);
	}
}

/* Every cell open to every symbol, then the givens; false if they clash. */
static bool
gen_start(struct gen *g, const struct board *givens)
{
	uint64_t	full = low_bits(g->n);
	int		c, v, places = g->units * g->n;

	for (c = 0; c < g->cells; c++)
		g->cand[c] = full;
	for (c = 0; c < places; c++) {
		g->pos[c] = full;
		g->queued[c] = 0;
		g->match[c] = g->owner[c] = UNMATCHED;
	}
	for (c = 0; c < g->units; c++) {
		g->weight[c] = 1;
		g->unit_open[c] = g->n == 1 ? 0 : full;
	}
	g->open = g->cells;
	g->top = 0;
	g->nsingles = g->nevents = 0;
	g->dirty[0] = g->dirty[1] = g->dirty[2] = 0;
	g->matching = -1;
	g->depth = 0;
	g->restarts = g->n >= RESTART_SIDE;
	g->rng = 0x9e3779b97f4a7c15ULL;
	if (g->n == 1)		/* the one-cell board: a single from the start */
		g->open = 0;
	for (c = 0; c < g->cells; c++) {
		if ((v = givens->cell[c]) == 0)
			continue;
		if (v > g->n || (g->cand[c] >> (v - 1) & 1) == 0 ||
		    !gen_assign(g, c, v - 1))
			return false;
	}
	return true;
}

/*
 * Sets up g in the query's arena or in memory of its own (*owned, to be
 * freed); false when there is none to be had.
 */
static bool
gen_open(struct gen *g, const struct general_query *q,
    struct general_answer *a, void **owned)
{
	const struct shape	*s = &q->givens->shape;
	struct gen_layout	 l;
	char			*mem;

	memset(g, 0, sizeof *g);
	a->count = 0;
	a->interrupted = false;
	a->out_of_memory = false;
	a->guesses = 0;
	board_init(&a->solution, s);
	*owned = NULL;
	gen_layout(s, &l);
	if (q->arena != NULL && q->arena_size >= l.total)
		mem = q->arena;
	else if (l.total > ENGINE_GENERAL_OWN_BYTES ||
	    (mem = *owned = malloc(l.total)) == NULL) {
		a->out_of_memory = true;
		return false;
	}
	g->unit_cells = (uint16_t *)(void *)(mem + l.unit_cells);
	g->cell_unit = (uint8_t *)(mem + l.cell_unit);
	g->cell_index = (uint8_t *)(mem + l.cell_index);
	g->cand = (uint64_t *)(void *)(mem + l.cand);
	g->pos = (uint64_t *)(void *)(mem + l.pos);
	g->unit_open = (uint64_t *)(void *)(mem + l.unit_open);
	g->trail = (uint32_t *)(void *)(mem + l.trail);
	g->singles = (uint16_t *)(void *)(mem + l.singles);
	g->events = (uint16_t *)(void *)(mem + l.events);
	g->queued = (uint8_t *)(mem + l.queued);
	g->match = (uint8_t *)(mem + l.match);
	g->owner = (uint8_t *)(mem + l.owner);
	g->frames = (struct frame *)(void *)(mem + l.frames);
	g->query = q;
	g->answer = a;
	g->shape = s;
	gen_shape(g, s);
	return true;
}

/*
 * The row-major search, smallest symbol first, from the state: it meets
 * solutions in lexicographic order.  False if it gave up after `budget`
 * failures (then g->found means nothing), true if it ran to its end or to
 * the limit.
 */
static bool
gen_lex_search(struct gen *g, uint64_t budget)
{
	g->found = 0;
	g->stop = false;
	g->lex = true;
	g->gave_up = false;
	g->budget = budget;
	gen_search(g);
	g->lex = false;
	g->budget = 0;
	return !g->gave_up || g->answer->interrupted;
}

/*
 * Whether the search should give up for the learning engine after a
 * budget: a large board with few solutions asked for, and no more than
 * 60% of its cells open.  Sparser boards are where learning is slow (an
 * empty 49x49 takes it more than 20 s) and this search is not.
 */
static bool
gen_learns(const struct gen *g, count_t limit)
{
	return g->n >= LEARN_SIDE && limit <= LEARN_LIMIT &&
	    5 * (long)g->open <= 3 * (long)g->cells;
}

/*
 * On large boards the row-major search goes first, for a few failures:
 * it fills a sparse board a row after another, where the search by
 * fewest choices scatters its decisions and thrashes at the end (64x64
 * boards with 2% to 20% given: 24 to 150 ms, against 0.2 s to over 10 s).
 * On a tight puzzle it soon gives up, and the weights it leaves help
 * what follows.
 *
 * Then the search by fewest choices; on large tight boards, when the
 * count asked for is a few and `learn` allows, for a budget of failures
 * only.  True when it gave up so.
 */
static bool
gen_solve(const struct general_query *q, struct general_answer *a,
    bool learn)
{
	struct gen	 g;
	void		*owned;

	if (!gen_open(&g, q, a, &owned))
		return false;
	if (q->limit > 0 && gen_start(&g, q->givens) && gen_propagate(&g)) {
		g.limit = q->limit;
		if (g.n < LEX_FIRST_SIDE ||
		    !gen_lex_search(&g, LEX_FIRST_FAILS)) {
			g.found = 0;
			g.stop = false;
			g.gave_up = false;
			if (learn && gen_learns(&g, q->limit))
				g.budget = LEARN_FAILS;
			gen_search(&g);
		}
		a->count = g.found;
	}
	free(owned);
	return g.gave_up && !a->interrupted;
}

/* The learning engine's progress, never below what the search found. */
struct gen_handoff {
	void		(*progress)(void *, count_t);
	void		*ctx;
	count_t		 found;
};

static void
gen_handoff_progress(void *ctx, count_t count)
{
	const struct gen_handoff *h = ctx;

	h->progress(h->ctx, count > h->found ? count : h->found);
}

/*
 * A board the search gave up on goes to the learning engine
 * (engine-learn.c), which starts over.  The budget is a fraction of a
 * second, what the search needs on most boards; past it, on boards near
 * 42% blank, learning takes seconds where the search takes minutes.
 *
 * The learning engine may stop before it has found again the solutions
 * the search had: then those are the answer, a lower bound as ever.  If it
 * stops for want of memory, which its clauses may take much of, the
 * search runs again without a budget: slower, but in memory of a fixed
 * size, and an answer rather than none.
 */
void
engine_general_solve(const struct general_query *q, struct general_answer *a)
{
	struct general_query	 lq = *q;
	struct gen_handoff	 h;
	struct board		 first;
	uint64_t		 guesses;

	if (!gen_solve(q, a, true))
		return;
	first = a->solution;
	h.found = a->count;
	if (q->progress != NULL) {
		h.progress = q->progress;
		h.ctx = q->progress_ctx;
		lq.progress = gen_handoff_progress;
		lq.progress_ctx = &h;
	}
	guesses = a->guesses;
	engine_learn_solve(&lq, a);
	if (a->out_of_memory) {
		guesses += a->guesses;
		gen_solve(q, a, false);
	} else if (a->count < h.found) {
		a->count = h.found;
		a->solution = first;
	}
	a->guesses += guesses;
}

/*
 * Whether the state has a solution; if so the answer holds it (the
 * answer keeps its solution when there is none).
 */
static bool
gen_solvable(struct gen *g)
{
	g->found = 0;
	g->limit = 1;
	g->stop = false;
	gen_search(g);
	return g->found > 0;
}

/*
 * Settles cell, the first open one in row-major order, given a solution w
 * in the answer that agrees with every cell before it: the smallest
 * symbol the cell can take in some solution, each below w's tried in
 * turn.  A symbol with no solution is a candidate the cell loses for good.
 * *done when the rest is settled too.
 */
static bool
gen_settle(struct gen *g, int cell, bool *done)
{
	uint64_t	lower;
	uint32_t	mark;
	int		open, s, w = g->answer->solution.cell[cell] - 1;
	bool		yes;

	for (lower = g->cand[cell] & low_bits(w); lower != 0;
	    lower &= lower - 1) {
		s = lowest(lower);
		mark = g->top;
		open = g->open;
		g->answer->guesses++;
		yes = gen_assign(g, cell, s) && gen_propagate(g) &&
		    gen_solvable(g);
		/*
		 * The smallest symbol here is found: the rest may come by
		 * the row-major search, as on an empty board.
		 */
		if (yes && !g->answer->interrupted &&
		    gen_lex_search(g, LEXMIN_SETTLED)) {
			*done = true;
			return true;
		}
		gen_reset_queues(g);
		gen_undo(g, mark);
		g->open = open;
		if (g->answer->interrupted)
			return false;
		if (yes) {
			w = s;
			break;
		}
		/* no solution has s here; w still is one: no contradiction */
		if (!gen_remove(g, cell, s) || !gen_propagate(g))
			return false;
	}
	return gen_assign(g, cell, w) && gen_propagate(g);
}

/*
 * The smallest solution in row-major order.  The row-major search finds
 * it first, and at once on most boards (an empty 64x64 with no failure),
 * but may take forever on puzzles built against it (the one whose first
 * row solves to 987654321).  So it runs with a budget of failures; past
 * that: any solution w from the usual search; if it is the only one, it is
 * the answer; else the cells are settled in row-major order, each question
 * "is there a solution with this symbol here" a search by fewest choices
 * from the state so far, which keeps all it has learnt, and each yes a new
 * chance for the row-major search.
 */
void
engine_general_lexmin(const struct general_query *q, struct general_answer *a)
{
	struct gen	 g;
	void		*owned;
	int		 c;
	bool		 done = false;

	if (!gen_open(&g, q, a, &owned))
		return;
	g.limit = 1;
	if (!gen_start(&g, q->givens) || !gen_propagate(&g) ||
	    gen_lex_search(&g, LEXMIN_FIRST)) {
		a->count = g.found;
		free(owned);
		return;
	}
	g.limit = 2;
	g.found = 0;
	g.stop = false;
	gen_search(&g);
	/* interrupted: a solution, not proved the smallest */
	a->count = g.found > 0 ? 1 : 0;
	if (g.found == 2 && !a->interrupted)
		for (c = 0; c < g.cells && !done; c++)
			if (!single(g.cand[c]) && !gen_settle(&g, c, &done))
				break;
	free(owned);
}
