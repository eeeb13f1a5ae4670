/*
 * The learning engine: conflict-driven clause learning over the cells'
 * candidates, for the boards that defeat the general engine's search.
 *
 * Boards near 42% blank (Gecode's minimal 25x25 boards, rkkautsar's
 * 64x64) are where Latin squares with holes are hardest.  There the
 * search by fewest choices takes one wrong turn early and refutes it
 * again under every later choice, millions of times over.  This engine
 * remembers why each branch failed, as a clause over the candidates, and
 * never walks into the same failure twice.
 *
 * The board is N^3 true-or-false variables, x = cell * N + s: "the cell
 * holds symbol s + 1".  The rules are 4 N^2 groups of N variables each,
 * exactly one of them true: a cell's N symbols, and each unit's N places
 * for a symbol.  They are not written out as clauses (a 64x64 board would
 * need 32 million): a group is one word, `open`, its members not yet
 * false, and the rules act on it directly:
 *  - a member true: the others go false (the reason: that member, a
 *    clause of two);
 *  - one member left: it goes true (the reason: the group, a clause of
 *    its N members);
 *  - no member left, or two true: a conflict.
 * Those are a single, a hidden single and the peers' eliminations, the
 * same reasoning as a SAT solver's unit propagation on the direct
 * encoding, without the clauses.
 *
 * On a conflict the engine finds its first unique implication point,
 * learns the clause, drops the literals the rest of the clause implies,
 * and jumps back to where the clause asserts.  The rest is the usual
 * machinery (MiniSat's, and its successors'): two watched literals for
 * learnt clauses, variable activity bumped by the conflicts, restarts
 * on the Luby sequence, learnt clauses kept by their
 * literal block distance and halved now and then, at a restart, where
 * the database is compacted and simplified by what is known at the top.
 * Only the decisions are a constraint solver's (pick_group).
 *
 * Counting: each solution found adds a clause barring the decisions that
 * led to it (under propagation they imply the whole solution, so it bars
 * that solution and no other), kept for good, and the search goes on.
 * That suits a count to a few (uniqueness); long counts stay with the
 * general engine, whose tree walks each solution once for free.
 *
 * Everything is in memory the call allocates and frees: reentrant.
 */
#include <stdlib.h>
#include <string.h>

#include "engine/bits.h"
#include "engine/engine-general.h"

/*
 * ENGINE_GENERAL_TINY_BUDGETS (engine-general.c): a poll at each step,
 * restarts and halvings every few conflicts, so that the tests on small
 * boards walk those paths too.
 */
#ifndef ENGINE_GENERAL_TINY_BUDGETS
#define POLL_EVERY	1024	/* conflicts and decisions between polls */
#define RESTART_UNIT	2048	/* conflicts per step of the Luby sequence:
				   rare restarts, 30% faster than 64 here */
#define REDUCE_FIRST	2000	/* conflicts before the first halving, */
#define REDUCE_STEP	300	/* and the interval grows by this */
#else
#define POLL_EVERY	1
#define RESTART_UNIT	1
#define REDUCE_FIRST	1
#define REDUCE_STEP	1
#endif
#define DECAY		0.98	/* activity: each conflict weighs 1/DECAY more */

#define UNSET		2	/* lval[]: 0 false, 1 true, or unset */

/*
 * A literal is a variable and a sign: x << 1 for "x", | 1 for "not x".
 * The trail holds the literals made true.
 */
#define LIT(x, neg)	((uint32_t)(x) << 1 | (uint32_t)(neg))
#define VAR(p)		((p) >> 1)
#define NEGATED(p)	((p) & 1)

/*
 * Why a variable has its value: the tag in the top two bits, then the
 * true variable that excluded it (BINARY), the group left with it alone
 * (GROUP), or the learnt clause's offset (CLAUSE).  Decisions and what is
 * known at the top have none.
 */
#define REASON_NONE	0xffffffffu
#define BINARY		(0u << 30)
#define GROUP		(1u << 30)
#define CLAUSE		(2u << 30)
#define TAG(r)		((r) & (3u << 30))
#define ARG(r)		((r) & ~(3u << 30))

/* A clause in the database: size, then LBD and the flag, then literals. */
#define PERMANENT	(1u << 31)	/* a solution's bar: never dropped */
#define HEADER		2

/*
 * The database's room, in words: an offset in a reason stays below the
 * tags.  ENGINE_LEARN_DB_WORDS makes it small, for the tests of what
 * follows when the engine runs out.
 */
#ifndef ENGINE_LEARN_DB_WORDS
#define ENGINE_LEARN_DB_WORDS	ARG(~0u)
#endif

struct watch {
	uint32_t	clause;		/* its offset in db */
	uint32_t	blocker;	/* a literal of it: true, nothing to do */
};

struct watch_list {
	struct watch	*w;
	uint32_t	 n, cap;
};

struct learn {
	int		 n, cells;
	uint32_t	 vars, groups;
	/* the shape */
	uint16_t	*unit_cells;	/* [u * N + i] */
	uint8_t		*cell_unit;	/* [cell * 3 + kind] */
	uint8_t		*cell_index;	/* [cell * 3 + kind] */
	/* the assignment */
	uint64_t	*open;		/* by group: members not (yet) false */
	uint8_t		*size;		/* by group: how many, for pick_group */
	uint8_t		*lval;		/* by literal: 0 false, 1 true, UNSET */
	uint32_t	*level;
	uint32_t	*reason;
	uint32_t	*trail;
	uint32_t	 top, qhead;	/* propagated: by the rules, */
	uint32_t	 qclause;	/* and by the learnt clauses */
	uint32_t	*level_start;	/* by decision level: trail index */
	uint32_t	 depth;		/* the decision level */
	/* the conflict propagate met: a reason-like code, and a 2nd var */
	uint32_t	 conflict, conflict_with;
	/* learnt clauses */
	uint32_t	*db;
	size_t		 db_size, db_cap;
	struct watch_list *watches;	/* by literal: watched when it falls */
	/* heuristics */
	double		*activity;
	double		 bump;
	/* scratch */
	uint8_t		*seen;
	uint32_t	*clause;	/* the clause being learnt */
	uint32_t	 clause_n;
	uint32_t	*ante;		/* a reason's other variables */
	uint32_t	*stack;		/* redundant(): variables to look at */
	uint32_t	*cleared;	/* redundant(): marks to clear */
	uint32_t	 ncleared;
	uint32_t	*keep;		/* reduce: offsets */
	/* counters */
	uint64_t	 conflicts, restart_at, reduce_at, polls;
	uint32_t	 luby_i, reductions;
	/* the call */
	const struct general_query *query;
	struct general_answer *answer;
	bool		 failed;	/* no memory */
};

#define ABSENT	0xffffffffu

/* The true/false/unset value of a literal. */
static inline int
lit_value(const struct learn *l, uint32_t p)
{
	return l->lval[p];
}

/* Group g's i-th member. */
static inline uint32_t
member(const struct learn *l, uint32_t g, int i)
{
	uint32_t	u, s;

	if (g < (uint32_t)l->cells)
		return g * (uint32_t)l->n + (uint32_t)i;
	g -= (uint32_t)l->cells;
	u = g / (uint32_t)l->n;
	s = g % (uint32_t)l->n;
	return (uint32_t)l->unit_cells[u * (uint32_t)l->n + (uint32_t)i] *
	    (uint32_t)l->n + s;
}

/* x's four groups and its place in each. */
static inline void
groups_of(const struct learn *l, uint32_t x, uint32_t g[4], int bit[4])
{
	uint32_t	cell = x / (uint32_t)l->n, s = x % (uint32_t)l->n;
	int		k;

	g[0] = cell;
	bit[0] = (int)s;
	for (k = 0; k < 3; k++) {
		g[k + 1] = (uint32_t)l->cells +
		    l->cell_unit[cell * 3 + k] * (uint32_t)l->n + s;
		bit[k + 1] = l->cell_index[cell * 3 + k];
	}
}

static void
bump(struct learn *l, uint32_t x)
{
	uint32_t	i;

	if ((l->activity[x] += l->bump) > 1e100) {
		for (i = 0; i < l->vars; i++)
			l->activity[i] *= 1e-100;
		l->bump *= 1e-100;
	}
}

/* The assignment. */

static void
assign(struct learn *l, uint32_t p, uint32_t why)
{
	uint32_t	x = VAR(p);

	l->lval[p] = 1;
	l->lval[p ^ 1] = 0;
	l->level[x] = l->depth;
	l->reason[x] = why;
	l->trail[l->top++] = p;
}

static void
backtrack(struct learn *l, uint32_t depth)
{
	uint32_t	g[4], i, x, p;
	int		bit[4], k;

	if (l->depth <= depth)
		return;
	for (i = l->top; i-- > l->level_start[depth];) {
		p = l->trail[i];
		x = VAR(p);
		if (NEGATED(p) && i < l->qhead) {
			groups_of(l, x, g, bit);
			for (k = 0; k < 4; k++) {
				l->open[g[k]] |= (uint64_t)1 << bit[k];
				l->size[g[k]]++;
			}
		}
		l->lval[LIT(x, 0)] = l->lval[LIT(x, 1)] = UNSET;
	}
	l->top = l->qhead = l->qclause = l->level_start[depth];
	l->depth = depth;
}

static bool
watch(struct learn *l, uint32_t p, uint32_t clause, uint32_t blocker)
{
	struct watch_list *wl = &l->watches[p];
	struct watch	*w;
	uint32_t	 cap;

	if (wl->n == wl->cap) {
		cap = wl->cap < 4 ? 4 : 2 * wl->cap;
		if ((w = realloc(wl->w, cap * sizeof *w)) == NULL)
			return false;
		wl->w = w;
		wl->cap = cap;
	}
	wl->w[wl->n].clause = clause;
	wl->w[wl->n++].blocker = blocker;
	return true;
}

/* Propagation: false on a conflict, described in l->conflict. */

/* x is true: its groups' other members go false. */
static bool
propagate_true(struct learn *l, uint32_t x)
{
	uint32_t	g[4], y;
	int		bit[4], k;
	uint64_t	m;

	groups_of(l, x, g, bit);
	for (k = 0; k < 4; k++)
		for (m = l->open[g[k]] & ~((uint64_t)1 << bit[k]); m != 0;
		    m &= m - 1) {
			y = member(l, g[k], lowest(m));
			if (l->lval[LIT(y, 0)] == 1) {
				l->conflict = BINARY | x;
				l->conflict_with = y;
				return false;
			}
			if (l->lval[LIT(y, 0)] == UNSET)
				assign(l, LIT(y, 1), BINARY | x);
		}
	return true;
}

/*
 * x is false: a group left with one member makes it true.  All four
 * groups lose x before any conflict is told: backtrack gives it back to
 * all four.
 */
static bool
propagate_false(struct learn *l, uint32_t x)
{
	uint32_t	g[4], y;
	int		bit[4], k;
	uint64_t	m[4];

	groups_of(l, x, g, bit);
	for (k = 0; k < 4; k++) {
		m[k] = l->open[g[k]] &= ~((uint64_t)1 << bit[k]);
		l->size[g[k]]--;
	}
	for (k = 0; k < 4; k++) {
		if (m[k] == 0) {
			l->conflict = GROUP | g[k];
			return false;
		}
		if (single(m[k])) {
			y = member(l, g[k], lowest(m[k]));
			if (l->lval[LIT(y, 0)] == UNSET)
				assign(l, LIT(y, 0), GROUP | g[k]);
		}
	}
	return true;
}

/* The learnt clauses watching literal f, which has just gone false. */
static bool
propagate_clauses(struct learn *l, uint32_t f)
{
	struct watch_list *wl = &l->watches[f];
	struct watch	 w;
	uint32_t	*c, first, size, i, j, k;

	for (i = j = 0; i < wl->n;) {
		w = wl->w[i++];
		if (lit_value(l, w.blocker) == 1) {
			wl->w[j++] = w;
			continue;
		}
		size = l->db[w.clause];
		c = &l->db[w.clause + HEADER];
		if (c[0] == f) {
			c[0] = c[1];
			c[1] = f;
		}
		first = c[0];
		w.blocker = first;
		if (lit_value(l, first) == 1) {
			wl->w[j++] = w;
			continue;
		}
		for (k = 2; k < size; k++)
			if (lit_value(l, c[k]) != 0)
				break;
		if (k < size) {
			c[1] = c[k];
			c[k] = f;
			/* another list than wl: c[1] is not false, f is */
			if (!watch(l, c[1], w.clause, first)) {
				l->failed = true;
				return false;
			}
			wl = &l->watches[f];
			continue;
		}
		wl->w[j++] = w;
		if (lit_value(l, first) == 0) {
			l->conflict = CLAUSE | w.clause;
			while (i < wl->n)
				wl->w[j++] = wl->w[i++];
			wl->n = j;
			return false;
		}
		assign(l, first, CLAUSE | w.clause);
	}
	wl->n = j;
	return true;
}

/*
 * The learnt clauses first, to the end, then the rules one literal at a
 * time.  The conflicts the clauses find teach more than the rules' (the
 * other order makes twice the conflicts).
 */
static bool
propagate(struct learn *l)
{
	uint32_t	p;

	for (;;) {
		while (l->qclause < l->top)
			if (!propagate_clauses(l, l->trail[l->qclause++] ^ 1))
				return false;
		if (l->qhead == l->top)
			return true;
		p = l->trail[l->qhead++];
		if (!(NEGATED(p) ? propagate_false(l, VAR(p)) :
		    propagate_true(l, VAR(p))))
			return false;
	}
}

/*
 * The other variables of reason r (or of the conflict r), into l->ante;
 * their count.  All are false literals of the clause r stands for.
 */
static uint32_t
antecedents(struct learn *l, uint32_t r, uint32_t x, uint32_t with)
{
	uint32_t	n = 0, i, size, y;

	switch (TAG(r)) {
	case BINARY:
		l->ante[n++] = ARG(r);
		if (with != ABSENT)
			l->ante[n++] = with;
		break;
	case GROUP:
		for (i = 0; i < (uint32_t)l->n; i++)
			if ((y = member(l, ARG(r), (int)i)) != x)
				l->ante[n++] = y;
		break;
	default:
		size = l->db[ARG(r)];
		for (i = 0; i < size; i++)
			if ((y = VAR(l->db[ARG(r) + HEADER + i])) != x)
				l->ante[n++] = y;
		break;
	}
	return n;
}

/*
 * Whether the clause's literal on x follows from the rest of it: x's
 * reason, and theirs in turn, reach only variables of the clause or of
 * the top (MiniSat's recursive minimization).  What it marks on the way
 * is implied by the clause and stays marked, in l->cleared, for the next
 * question; a failure takes back its own marks.
 */
static bool
redundant(struct learn *l, uint32_t x)
{
	uint32_t	n, i, y, v, depth = 0, from = l->ncleared;

	if (l->reason[x] == REASON_NONE)
		return false;
	l->stack[depth++] = x;
	while (depth > 0) {
		v = l->stack[--depth];
		n = antecedents(l, l->reason[v], v, ABSENT);
		for (i = 0; i < n; i++) {
			y = l->ante[i];
			if (l->seen[y] || l->level[y] == 0)
				continue;
			if (l->reason[y] == REASON_NONE) {
				while (l->ncleared > from)
					l->seen[l->cleared[--l->ncleared]] = 0;
				return false;
			}
			l->seen[y] = 1;
			l->stack[depth++] = y;
			l->cleared[l->ncleared++] = y;
		}
	}
	return true;
}

#define DROP	(1u << 31)	/* analyze: a literal to drop (literals < 2^19) */

/* The literal of x that is false now. */
static inline uint32_t
false_lit(const struct learn *l, uint32_t x)
{
	return LIT(x, l->lval[LIT(x, 0)]);
}

/*
 * The first unique implication point: the learnt clause in l->clause,
 * its asserting literal first and a literal of the level to go back to
 * second.  Returns that level.
 */
static uint32_t
analyze(struct learn *l)
{
	uint32_t	n, i, x = ABSENT, y, pending = 0, at = l->top, back;
	uint32_t	r = l->conflict, with = l->conflict_with;

	l->clause_n = 1;
	for (;;) {
		n = antecedents(l, r, x, with);
		with = ABSENT;
		for (i = 0; i < n; i++) {
			y = l->ante[i];
			if (l->seen[y] || l->level[y] == 0)
				continue;
			l->seen[y] = 1;
			bump(l, y);
			if (l->level[y] >= l->depth)
				pending++;
			else
				l->clause[l->clause_n++] = false_lit(l, y);
		}
		do
			x = VAR(l->trail[--at]);
		while (!l->seen[x]);
		l->seen[x] = 0;
		if (--pending == 0)
			break;
		r = l->reason[x];
	}
	l->clause[0] = false_lit(l, x);
	/* drop what the rest implies (marked first: redundant() reads the
	   marks of all), then clear the marks */
	for (i = 1; i < l->clause_n; i++)
		if (redundant(l, VAR(l->clause[i])))
			l->clause[i] |= DROP;
	for (i = n = 1; i < l->clause_n; i++) {
		l->seen[VAR(l->clause[i] & ~DROP)] = 0;
		if (!(l->clause[i] & DROP))
			l->clause[n++] = l->clause[i];
	}
	while (l->ncleared > 0)
		l->seen[l->cleared[--l->ncleared]] = 0;
	l->clause_n = n;
	back = 0;
	for (i = 1; i < n; i++)
		if (l->level[VAR(l->clause[i])] > back) {
			back = l->level[VAR(l->clause[i])];
			y = l->clause[1];
			l->clause[1] = l->clause[i];
			l->clause[i] = y;
		}
	l->bump /= DECAY;
	return back;
}

/* Distinct decision levels among the clause's literals. */
static uint32_t
block_distance(struct learn *l)
{
	uint32_t	i, lv, n = 0;

	/* seen[] by level is free here: levels < vars */
	for (i = 0; i < l->clause_n; i++) {
		lv = l->level[VAR(l->clause[i])];
		if (!l->seen[lv]) {
			l->seen[lv] = 1;
			n++;
		}
	}
	for (i = 0; i < l->clause_n; i++)
		l->seen[l->level[VAR(l->clause[i])]] = 0;
	return n;
}

/*
 * Clause lits[0 .. n) into the database, watched on its first two
 * literals; its offset, or ABSENT with no memory.
 */
static uint32_t
add_clause(struct learn *l, const uint32_t *lits, uint32_t n, uint32_t info)
{
	uint32_t	*db, off;
	size_t		 cap;

	if (l->db_size + HEADER + n > l->db_cap) {
		if (l->db_size + HEADER + n > ENGINE_LEARN_DB_WORDS)
			return ABSENT;
		cap = 2 * l->db_cap + HEADER + n;
		if (cap > ENGINE_LEARN_DB_WORDS)
			cap = ENGINE_LEARN_DB_WORDS;
		if ((db = realloc(l->db, cap * sizeof *db)) == NULL)
			return ABSENT;
		l->db = db;
		l->db_cap = cap;
	}
	off = (uint32_t)l->db_size;
	l->db[off] = n;
	l->db[off + 1] = info;
	memcpy(&l->db[off + HEADER], lits, n * sizeof *lits);
	l->db_size += HEADER + n;
	if (!watch(l, lits[0], off, lits[1]) ||
	    !watch(l, lits[1], off, lits[0]))
		return ABSENT;
	return off;
}

/* 1, 1, 2, 1, 1, 2, 4, 1, ...: the restart intervals' multipliers. */
static uint64_t
luby(uint32_t i)
{
	uint64_t	size = 1;
	int		seq = 0;

	while (size < (uint64_t)i + 1) {
		seq++;
		size = 2 * size + 1;
	}
	while (size - 1 != i) {
		size = (size - 1) >> 1;
		seq--;
		i = (uint32_t)(i % size);
	}
	return (uint64_t)1 << seq;
}

/* reduce: learnt clauses by LBD, then newest first */
static int
by_key(const void *a, const void *b)
{
	uint64_t	x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

#define KEEP	(1u << 30)
#define LBD(i)	((i) & ~(PERMANENT | KEEP))

/*
 * Marks with KEEP the learnt clauses to keep: those of LBD 2 or less and
 * the better half of the rest.  False with no memory.
 */
static bool
choose_kept(struct learn *l)
{
	uint64_t	*key;
	size_t		 off, n = 0, i;
	uint32_t	 info;

	for (off = 0; off < l->db_size; off += HEADER + l->db[off])
		n++;
	if ((key = malloc((n + 1) * sizeof *key)) == NULL)
		return false;
	n = 0;
	for (off = 0; off < l->db_size; off += HEADER + l->db[off]) {
		info = l->db[off + 1];
		if ((info & PERMANENT) || LBD(info) <= 2)
			l->db[off + 1] |= KEEP;
		else
			key[n++] = (uint64_t)LBD(info) << 32 |
			    (uint32_t)~(uint32_t)off;
	}
	qsort(key, n, sizeof *key, by_key);
	for (i = 0; i < n / 2; i++)
		l->db[(uint32_t)~(uint32_t)key[i] + 1] |= KEEP;
	free(key);
	return true;
}

/*
 * At the top, with all propagated: drops half the learnt clauses, and
 * from the rest what the top settles (clauses true there, literals false
 * there); rebuilds the watches.  No clause is a reason for anything the
 * analysis looks at (only the top is assigned), so offsets may move.
 */
static bool
reduce(struct learn *l)
{
	uint32_t	*c, n, i, k, size, info;
	size_t		 off, to = 0;
	bool		 sat;

	if (!choose_kept(l))
		return false;
	for (i = 0; i < 2 * l->vars; i++)
		l->watches[i].n = 0;
	for (off = 0; off < l->db_size; off += HEADER + size) {
		size = l->db[off];
		info = l->db[off + 1];
		if (!(info & KEEP))
			continue;
		c = &l->db[off + HEADER];
		for (sat = false, n = 0, k = 0; k < size; k++)
			if (lit_value(l, c[k]) == 1)
				sat = true;
			else if (lit_value(l, c[k]) == UNSET)
				n++;
		if (sat)
			continue;
		l->db[to] = n >= 2 ? n : size;
		l->db[to + 1] = info & ~KEEP;
		for (i = 0, k = 0; k < size; k++)
			if (n < 2 || lit_value(l, c[k]) == UNSET)
				l->db[to + HEADER + i++] = c[k];
		c = &l->db[to + HEADER];
		if (!watch(l, c[0], (uint32_t)to, c[1]) ||
		    !watch(l, c[1], (uint32_t)to, c[0]))
			return false;
		to += HEADER + l->db[to];
	}
	l->db_size = to;
	return true;
}

enum outcome { GOING, DONE, STOPPED };

static enum outcome
poll(struct learn *l)
{
	const struct general_query *q = l->query;

	if (++l->polls % POLL_EVERY != 0)
		return GOING;
	if (q->progress != NULL)
		q->progress(q->progress_ctx, l->answer->count);
	if (q->interrupt != NULL && *q->interrupt != 0) {
		l->answer->interrupted = true;
		return STOPPED;
	}
	return GOING;
}

/* A conflict: learn, jump back, assert. */
static enum outcome
learn_conflict(struct learn *l)
{
	uint32_t	back, off, lbd;

	l->conflicts++;
	if (l->depth == 0)
		return DONE;
	back = analyze(l);
	lbd = block_distance(l);
	backtrack(l, back);
	if (l->clause_n == 1)
		assign(l, l->clause[0], REASON_NONE);
	else {
		if ((off = add_clause(l, l->clause, l->clause_n, lbd)) ==
		    ABSENT) {
			l->failed = true;
			return STOPPED;
		}
		assign(l, l->clause[0], CLAUSE | off);
	}
	return poll(l);
}

/*
 * A solution: counted (the first kept), then barred by a clause of its
 * decisions, negated, the last first.
 */
static enum outcome
learn_solution(struct learn *l)
{
	struct general_answer *a = l->answer;
	uint32_t	 x, k, off;

	if (a->count++ == 0)
		for (x = 0; x < l->vars; x++)
			if (l->lval[LIT(x, 0)] == 1)
				a->solution.cell[x / (uint32_t)l->n] =
				    (uint8_t)(x % (uint32_t)l->n + 1);
	if (a->count >= l->query->limit || l->depth == 0)
		return a->count >= l->query->limit ? STOPPED : DONE;
	for (k = 0; k < l->depth; k++)
		l->clause[k] = l->trail[l->level_start[l->depth - 1 - k]] ^ 1;
	l->clause_n = l->depth;
	backtrack(l, l->depth - 1);
	if (l->clause_n == 1) {
		assign(l, l->clause[0], REASON_NONE);
		return GOING;
	}
	if ((off = add_clause(l, l->clause, l->clause_n,
	    PERMANENT | l->clause_n)) == ABSENT) {
		l->failed = true;
		return STOPPED;
	}
	assign(l, l->clause[0], CLAUSE | off);
	return GOING;
}

/*
 * Decisions, as a constraint solver makes them rather than a SAT solver:
 * the open group (a cell, or a unit's places for a symbol) with the
 * fewest members left, ties to the most active (the sum of its members'
 * activity), and in it a member made true.  Over single variables by
 * activity alone, as SAT solvers choose, this finds the hardest 25x25
 * boards' solutions 2 to 5 times sooner.
 */
static uint32_t
pick_group(const struct learn *l)
{
	uint32_t	g, best = 0;
	int		k, fewest = BOARD_MAX_SIDE + 1;
	double		score, best_score = -1;
	uint64_t	m;

	/* propagation is done: a group of one is settled, its member true;
	   sizes kept as they change: counting bits took 16% of the time */
	for (g = 0; g < l->groups; g++) {
		k = l->size[g] < 2 ? BOARD_MAX_SIDE + 1 : l->size[g];
		fewest = k < fewest ? k : fewest;
	}
	for (g = 0; g < l->groups; g++) {
		if (l->size[g] != fewest)
			continue;
		for (score = 0, m = l->open[g]; m != 0; m &= m - 1)
			score += l->activity[member(l, g, lowest(m))];
		if (score > best_score) {
			best = g;
			best_score = score;
		}
	}
	return best;
}

/*
 * In the group, the most active member.  Saved phases (the member true
 * when last set first) made 15% more conflicts here.
 */
static uint32_t
pick(const struct learn *l)
{
	uint32_t	g = pick_group(l), x, best = ABSENT;
	uint64_t	m;

	for (m = l->open[g]; m != 0; m &= m - 1) {
		x = member(l, g, lowest(m));
		if (best == ABSENT || l->activity[x] > l->activity[best])
			best = x;
	}
	return best;
}

static enum outcome
decide(struct learn *l)
{
	uint32_t	x;

	if (l->conflicts >= l->restart_at) {
		backtrack(l, 0);
		l->restart_at = l->conflicts + RESTART_UNIT * luby(++l->luby_i);
		if (l->conflicts >= l->reduce_at) {
			l->reduce_at = l->conflicts + REDUCE_FIRST +
			    REDUCE_STEP * ++l->reductions;
			if (!reduce(l)) {
				l->failed = true;
				return STOPPED;
			}
		}
	}
	x = pick(l);
	l->level_start[l->depth++] = l->top;
	l->answer->guesses++;
	assign(l, LIT(x, 0), REASON_NONE);
	return poll(l);
}

static enum outcome
search(struct learn *l)
{
	enum outcome	o;

	for (;;) {
		if (!propagate(l))
			o = l->failed ? STOPPED : learn_conflict(l);
		else if (l->top == l->vars)
			o = learn_solution(l);
		else
			o = decide(l);
		if (o != GOING)
			return o;
	}
}

static void *
take(struct learn *l, size_t n, size_t size)
{
	void	*p = calloc(n, size);

	if (p == NULL)
		l->failed = true;
	return p;
}

static void
learn_free(struct learn *l)
{
	uint32_t	i;

	if (l->watches != NULL)
		for (i = 0; i < 2 * l->vars; i++)
			free(l->watches[i].w);
	free(l->watches);
	free(l->unit_cells);
	free(l->cell_unit);
	free(l->cell_index);
	free(l->open);
	free(l->size);
	free(l->lval);
	free(l->level);
	free(l->reason);
	free(l->trail);
	free(l->level_start);
	free(l->db);
	free(l->activity);
	free(l->seen);
	free(l->clause);
	free(l->ante);
	free(l->stack);
	free(l->cleared);
}

/* Every variable unset, every group open; false with no memory. */
static bool
learn_open(struct learn *l, const struct shape *s)
{
	size_t		vars = (size_t)s->cells * (size_t)s->side;
	size_t		cells = (size_t)s->cells, places = 3 * cells;
	uint32_t	i;
	uint64_t	full;

	l->n = s->side;
	l->cells = s->cells;
	l->vars = (uint32_t)vars;
	l->groups = (uint32_t)(4 * cells);
	l->unit_cells = take(l, places, sizeof *l->unit_cells);
	l->cell_unit = take(l, places, 1);
	l->cell_index = take(l, places, 1);
	l->open = take(l, l->groups, sizeof *l->open);
	l->size = take(l, l->groups, 1);
	l->lval = take(l, 2 * vars, 1);
	l->level = take(l, vars, sizeof *l->level);
	l->reason = take(l, vars, sizeof *l->reason);
	l->trail = take(l, vars, sizeof *l->trail);
	l->level_start = take(l, vars + 1, sizeof *l->level_start);
	l->watches = take(l, 2 * vars, sizeof *l->watches);
	l->activity = take(l, vars, sizeof *l->activity);
	l->seen = take(l, vars, 1);
	l->clause = take(l, vars + 1, sizeof *l->clause);
	l->ante = take(l, vars + BOARD_MAX_SIDE, sizeof *l->ante);
	l->stack = take(l, vars, sizeof *l->stack);
	l->cleared = take(l, vars, sizeof *l->cleared);
	if (l->failed)
		return false;
	board_unit_tables(s, l->unit_cells, l->cell_unit, l->cell_index);
	full = low_bits(s->side);
	for (i = 0; i < l->groups; i++) {
		l->open[i] = full;
		l->size[i] = (uint8_t)s->side;
	}
	memset(l->lval, UNSET, 2 * vars);
	l->bump = 1;
	l->restart_at = RESTART_UNIT;
	l->reduce_at = REDUCE_FIRST;
	return true;
}

/* The givens at the top, each propagated; false if they clash. */
static bool
learn_givens(struct learn *l, const struct board *givens)
{
	uint32_t	x;
	int		c, v;

	for (c = 0; c < l->cells; c++) {
		if ((v = givens->cell[c]) == 0)
			continue;
		if (v > l->n)
			return false;
		x = (uint32_t)c * (uint32_t)l->n + (uint32_t)(v - 1);
		if (l->lval[LIT(x, 0)] == 0)
			return false;
		if (l->lval[LIT(x, 0)] == UNSET)
			assign(l, LIT(x, 0), REASON_NONE);
		if (!propagate(l))
			return false;
	}
	return true;
}

void
engine_learn_solve(const struct general_query *q, struct general_answer *a)
{
	struct learn	l;

	memset(&l, 0, sizeof l);
	l.query = q;
	l.answer = a;
	a->count = 0;
	a->interrupted = false;
	a->out_of_memory = false;
	a->guesses = 0;
	board_init(&a->solution, &q->givens->shape);
	if (!learn_open(&l, &q->givens->shape))
		a->out_of_memory = true;
	else if (q->limit > 0 && learn_givens(&l, q->givens) &&
	    search(&l) == STOPPED && l.failed)
		a->out_of_memory = true;
	learn_free(&l);
}
