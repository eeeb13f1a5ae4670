/*
 * The propagation every chaining producer but the unary one is made of
 * (SE's Chaining.doChaining), the engines that hold its runs, and the
 * counting of a potential's ancestors that SE's chain lengths are.
 *
 * Order is everything here: SE pops one "on" potential whenever one is
 * pending and an "off" one only when none is, each from a FIFO queue, and a
 * potential keeps the parents of its first derivation.  Those parents decide
 * the chain lengths and the lengths decide the ratings, so this file keeps
 * SE's discipline exactly and records the parents as it goes.
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "human/chains.h"

static void
engine_free_pools(struct ch_engine *e)
{
	free(e->node);
	free(e->par);
	free(e->map);
	free(e->run);
	free(e->hint);
	free(e->tgt);
	free(e->elim);
	free(e->nest);
	free(e->adv);
	free(e->advpar);
	free(e->queue);
	free(e->seen);
	free(e->stack);
	free(e->unary);
	free(e->kept);
	free(e->statics);
}

struct ch_engine *
chains_prop_engine_new(bool multiple, bool dynamic, bool nishio, int level,
    int nesting)
{
	struct ch_engine *e;

	if ((e = calloc(1, sizeof(*e))) == NULL)
		return NULL;
	e->multiple = multiple;
	e->dynamic = dynamic;
	e->nishio = nishio;
	e->level = level;
	e->nesting = nesting;
	return e;
}

void
chains_prop_engine_free(struct ch_engine *e)
{
	if (e == NULL)
		return;
	chains_prop_engine_free(e->inner);
	engine_free_pools(e);
	free(e);
}

/* Empties the pools for a new producer call (their memory is kept). */
void
chains_prop_reset(struct ch_engine *e)
{
	e->nnode = e->npar = e->nmap = e->nrun = 0;
	e->nhint = e->ntgt = e->nelim = e->nnest = 0;
	e->nadv = e->nadvpar = 0;
	e->stopped = false;
	e->best = CH_NONE;
	e->work_of = NULL;
	for (int i = 0; i < 4; i++)
		e->capmemo[i].best = CH_NONE;
	for (int k = 0; k < CH_NCAND; k++)
		e->onrun[k] = CH_NONE;
}

/* SE's view of the grid: placed cells have no candidates. */
void
chains_prop_grid(struct ch_grid *g, const struct hgrid *h)
{
	for (int c = 0; c < 81; c++) {
		g->value[c] = h->value[c];
		g->cand[c] = h->value[c] != 0 ? 0 : h->cand[c];
	}
	memcpy(g->pos, h->pos, sizeof(g->pos));
}

/* A candidate off in the propagation's grid: its one caller is the
   propagation's hot loop, where it is inlined. */
static inline void
chains_prop_remove(struct ch_grid *g, int k)
{
	int cell = k / 9, d = k % 9;
	const uint8_t *unit = hgrid_cell_unit[cell];
	const uint8_t *index = hgrid_cell_index[cell];

	/* the propagation's hottest store: units and indexes looked up,
	   which takes fewer instructions than the divisions by 9 and 3 */
	g->cand[cell] &= (uint16_t)~(1u << d);
	g->pos[unit[0]][d] &= (uint16_t)~(1u << index[0]);
	g->pos[unit[1]][d] &= (uint16_t)~(1u << index[1]);
	g->pos[unit[2]][d] &= (uint16_t)~(1u << index[2]);
}

/*
 * Makes room for `more` items in a pool; false (and the engine stopped)
 * when memory runs out.  Pools grow fourfold: the copies realloc makes
 * of the large pools the dynamic producers fill cost more than the
 * address space (pages never touched are never used).
 */
bool
chains_prop_reserve(struct ch_engine *e, void **pool, uint32_t *cap,
    uint32_t need, size_t size)
{
	uint32_t n;
	void *p;

	if (need <= *cap)
		return true;
	n = *cap < 1024 ? 1024 : *cap;
	while (n < need)
		n *= 4;
	if ((p = realloc(*pool, (size_t)n * size)) == NULL) {
		e->stopped = true;
		return false;
	}
	*pool = p;
	*cap = n;
	return true;
}

#define RESERVE(e, pool, n, cap, more) \
	chains_prop_reserve((e), (void **)&(e)->pool, &(e)->cap, \
	    (e)->n + (more), sizeof(*(e)->pool))

/* A new node (absolute index), no parents yet; CH_NONE when out of memory. */
uint32_t
chains_prop_node(struct ch_engine *e, int k, bool on, int cause)
{
	struct ch_node *n;

	if (!RESERVE(e, node, nnode, cnode, 1))
		return CH_NONE;
	n = &e->node[e->nnode];
	n->cand = (uint16_t)k;
	n->on = on;
	n->cause = (uint8_t)cause;
	n->npar = 0;
	n->gen = 0;
	n->par = e->npar;
	n->nested = CH_NONE;
	return e->nnode++;
}

/*
 * Parents are appended to the pool right after the node is made, so a
 * node's parents are contiguous: add them before making the next node.
 */
bool
chains_prop_add_parent(struct ch_engine *e, uint32_t node, uint32_t parent)
{
	if (!RESERVE(e, par, npar, cpar, 1))
		return false;
	e->par[e->npar++] = parent;
	e->node[node].npar++;
	return true;
}

bool
chains_prop_poll(struct ch_engine *e)
{
	if (e->progress != NULL)
		e->progress(e->progress_ctx);
	if (e->interrupt != NULL && *e->interrupt)
		e->stopped = true;
	return !e->stopped;
}

/* The node a run holds for a potential, run-relative; CH_NONE if none. */
uint32_t
chains_prop_find(const struct ch_engine *e, const struct ch_run *r, int k,
    bool on)
{
	if (!ch_bits_has(on ? &r->on : &r->off, k))
		return CH_NONE;
	return e->map[r->map + (uint32_t)k * 2 + on];
}

/*
 * The propagation's state.  Room for a whole run is reserved when it
 * starts (a potential is stored once, so a run has at most 1458 nodes and
 * a contradiction's extra one; an "on" node has at most 9 parents), so
 * nodes are made without checks; only advanced potentials, whose parents
 * are many, reserve as they come.
 */
struct prop {
	struct ch_engine *e;
	struct ch_run	*run;
	uint32_t	 node0;		/* the run's first node (absolute) */
	uint32_t	*map;		/* the run's potential -> node */
	uint32_t	*qon, *qoff;	/* run-relative node numbers */
	uint32_t	 onhead, ontail, offhead, offtail;
	bool		 y;		/* cell rules (not in Nishio) */
	bool		 dynamic;
	struct ch_grid	*g;		/* the working grid */
	const struct ch_grid *saved;	/* as it was at the start */
};

#define PROP_NODES	(CH_NCAND * 2 + 2)
#define PROP_PARENTS	(PROP_NODES * 9)

static bool
prop_reserve(struct prop *p, uint32_t parents)
{
	struct ch_engine *e = p->e;

	if (!RESERVE(e, node, nnode, cnode, PROP_NODES) ||
	    !RESERVE(e, par, npar, cpar, parents))
		return false;
	return true;
}

/* A node of the run (run-relative), its first parent given or none. */
static inline uint32_t
prop_node(struct prop *p, int k, bool on, int cause, uint32_t parent)
{
	struct ch_engine *e = p->e;
	struct ch_node *n = &e->node[e->nnode];

	n->cand = (uint16_t)k;
	n->on = on;
	n->cause = (uint8_t)cause;
	n->par = e->npar;
	n->nested = CH_NONE;
	if (parent != CH_NONE) {
		e->par[e->npar++] = parent;
		n->npar = 1;
		n->gen = (uint16_t)(e->node[p->node0 + parent].gen + 1);
	} else {
		n->npar = 0;
		n->gen = 0;
	}
	return e->nnode++ - p->node0;
}

/* One more parent for the node just made. */
static inline void
prop_more(struct prop *p, uint32_t rel, uint32_t parent)
{
	struct ch_engine *e = p->e;

	e->par[e->npar++] = parent;
	e->node[p->node0 + rel].npar++;
}

/* Stores node rel under its potential and queues it. */
static inline void
prop_keep(struct prop *p, uint32_t rel, int k, bool on)
{
	ch_bits_set(on ? &p->run->on : &p->run->off, k);
	p->map[(uint32_t)k * 2 + on] = rel;
	p->run->nnode++;
	if (on)
		p->qon[p->ontail++] = rel;
	else
		p->qoff[p->offtail++] = rel;
}

/*
 * q goes off because on-node `from` is on; false when that contradicts
 * an "on" already derived, which ends the run.
 */
static inline bool
prop_off_from(struct prop *p, uint32_t from, int q, int cause)
{
	struct ch_run *r = p->run;

	if (ch_bits_has(&r->on, q)) {
		r->contra_off = prop_node(p, q, false, cause, from);
		r->contra_on = p->map[(uint32_t)q * 2 + 1];
		return false;
	}
	if (!ch_bits_has(&r->off, q))
		prop_keep(p, prop_node(p, q, false, cause, from), q, false);
	return true;
}

/*
 * On-node `rel`: the other candidates of its cell (cell rule) and its
 * digit in the other cells of its box, row and column go off, in SE's
 * order.  False when a contradiction ends the run.
 */
static bool
prop_on(struct prop *p, uint32_t rel)
{
	const struct ch_grid *g = p->g;
	int k = p->e->node[p->node0 + rel].cand;
	int cell = k / 9, d = k % 9;
	int box = hgrid_cell_unit[cell][0];

	if (p->y)
		for (unsigned m = g->cand[cell] & ~(1u << d); m != 0;
		    m &= m - 1)
			if (!prop_off_from(p, rel, cell * 9 + __builtin_ctz(m),
			    CH_CAUSE_CELL))
				return false;
	for (int t = 0; t < 3; t++) {
		int u = hgrid_cell_unit[cell][t];
		unsigned m = g->pos[u][d] & ~(1u << hgrid_cell_index[cell][t]);

		for (; m != 0; m &= m - 1) {
			int c2 = hgrid_unit_cell[u][__builtin_ctz(m)];

			/* a cell of the box met again in the row or column
			   keeps its first (box) derivation */
			if (t > 0 && hgrid_cell_unit[c2][0] == box)
				continue;
			if (!prop_off_from(p, rel, c2 * 9 + d, CH_CAUSE_UNIT + u))
				return false;
		}
	}
	return true;
}

/* A potential an off-node forces on, before it is made a node. */
struct derived {
	int		k;
	int		cause;
	unsigned	hidden;		/* cell rule: digits; unit rule:
					   positions; gone since the start */
};

/* The off-nodes behind a derivation's hidden parents, after `from`. */
static void
prop_parents_of(struct prop *p, uint32_t rel, const struct derived *dv)
{
	int cell = dv->k / 9, d = dv->k % 9;

	for (unsigned m = dv->hidden; m != 0; m &= m - 1) {
		int i = __builtin_ctz(m), k;

		if (dv->cause == CH_CAUSE_CELL)
			k = cell * 9 + i;
		else
			k = hgrid_unit_cell[dv->cause - CH_CAUSE_UNIT][i] * 9 + d;
		/* every candidate gone from the working grid went as a
		   processed off-node of this run */
		if (ch_bits_has(&p->run->off, k))
			prop_more(p, rel, p->map[(uint32_t)k * 2]);
	}
}

/*
 * The static producers' off-to-on links, worked out once a call: the grid
 * does not change, so neither do they.  The same derivations, in the same
 * order, as prop_off below makes on a grid that changes.
 */
bool
chains_prop_static(struct ch_engine *e, const struct ch_grid *g)
{
	struct ch_static *t;

	if (e->statics == NULL &&
	    (e->statics = malloc(sizeof(*e->statics))) == NULL) {
		e->stopped = true;
		return false;
	}
	t = e->statics;
	for (int k = 0; k < CH_NCAND; k++) {
		int cell = k / 9, d = k % 9, n = 0;

		t->n[k] = 0;
		if (!(g->cand[cell] >> d & 1))
			continue;
		if (!e->nishio && ch_two(g->cand[cell])) {
			t->to[k][n] = (uint16_t)(cell * 9 +
			    __builtin_ctz(g->cand[cell] & ~(1u << d)));
			t->cause[k][n++] = CH_CAUSE_CELL;
		}
		for (int u3 = 0; u3 < 3; u3++) {
			int u = hgrid_cell_unit[cell][u3], i, q, j;
			unsigned m = g->pos[u][d];

			if (!ch_two(m))
				continue;
			i = __builtin_ctz(m);
			if (hgrid_unit_cell[u][i] == cell)
				i = __builtin_ctz(m & (m - 1));
			q = hgrid_unit_cell[u][i] * 9 + d;
			for (j = 0; j < n && t->to[k][j] != q; j++)
				;
			if (j < n)
				continue;
			t->to[k][n] = (uint16_t)q;
			t->cause[k][n++] = (uint8_t)(CH_CAUSE_UNIT + u);
		}
		t->n[k] = (uint8_t)n;
	}
	return true;
}

/* Off-node `rel` on a grid that does not change: the table's links. */
static bool
prop_off_static(struct prop *p, uint32_t rel)
{
	const struct ch_static *t = p->e->statics;
	int k = p->e->node[p->node0 + rel].cand;

	for (int j = 0; j < t->n[k]; j++) {
		struct ch_run *r = p->run;
		int q = t->to[k][j];
		uint32_t node;

		if (ch_bits_has(&r->off, q)) {
			r->contra_on = prop_node(p, q, true, t->cause[k][j], rel);
			r->contra_off = p->map[(uint32_t)q * 2];
			return false;
		}
		if (ch_bits_has(&r->on, q))
			continue;
		node = prop_node(p, q, true, t->cause[k][j], rel);
		prop_keep(p, node, q, true);
	}
	return true;
}

/*
 * Off-node `rel`: a cell left with one candidate, or a unit left with one
 * place for the digit, forces it on.  What is forced is worked out on the
 * grid before the off-node's own candidate leaves it (dynamic modes).
 */
static bool
prop_off(struct prop *p, uint32_t rel)
{
	struct ch_grid *g = p->g;
	const struct ch_grid *s = p->saved;
	int k = p->e->node[p->node0 + rel].cand;
	int cell = k / 9, d = k % 9;
	struct derived dv[4];
	int n = 0;

	if (p->y && ch_two(g->cand[cell])) {
		int other = __builtin_ctz(g->cand[cell] & ~(1u << d));

		dv[n].k = cell * 9 + other;
		dv[n].cause = CH_CAUSE_CELL;
		dv[n].hidden = p->dynamic ? s->cand[cell] & ~g->cand[cell] : 0;
		n++;
	}
	for (int t = 0; t < 3; t++) {
		int u = hgrid_cell_unit[cell][t];
		unsigned m = g->pos[u][d];
		int i, q, j;

		if (!ch_two(m))
			continue;
		i = __builtin_ctz(m);
		if (hgrid_unit_cell[u][i] == cell)
			i = __builtin_ctz(m & (m - 1));
		q = hgrid_unit_cell[u][i] * 9 + d;
		for (j = 0; j < n && dv[j].k != q; j++)
			;
		if (j < n)
			continue;
		dv[n].k = q;
		dv[n].cause = CH_CAUSE_UNIT + u;
		dv[n].hidden = p->dynamic ? s->pos[u][d] & ~m : 0;
		n++;
	}
	if (p->dynamic)
		chains_prop_remove(g, k);
	for (int j = 0; j < n; j++) {
		struct ch_run *r = p->run;
		uint32_t node;

		if (ch_bits_has(&r->off, dv[j].k)) {
			node = prop_node(p, dv[j].k, true, dv[j].cause, rel);
			prop_parents_of(p, node, &dv[j]);
			r->contra_on = node;
			r->contra_off = p->map[(uint32_t)dv[j].k * 2];
			return false;
		}
		if (ch_bits_has(&r->on, dv[j].k))
			continue;
		node = prop_node(p, dv[j].k, true, dv[j].cause, rel);
		prop_parents_of(p, node, &dv[j]);
		prop_keep(p, node, dv[j].k, true);
	}
	return true;
}

/* Level >= 1: the potentials the other rules add when the queues run dry. */
static bool
prop_advanced(struct prop *p)
{
	struct ch_engine *e = p->e;
	uint32_t from = e->nadv, parfrom = e->nadvpar;
	uint32_t runi = (uint32_t)(p->run - e->run);

	if (!chains_nested_advanced(e, p->g, p->saved, p->run))
		return false;
	p->run = &e->run[runi];
	for (uint32_t i = from; i < e->nadv; i++) {
		struct ch_adv *a = &e->adv[i];
		uint32_t node;

		if (ch_bits_has(&p->run->off, a->cand))
			continue;
		if (!prop_reserve(p, a->npar + PROP_PARENTS))
			return false;
		p->map = &e->map[p->run->map];
		node = prop_node(p, a->cand, false, CH_CAUSE_ADVANCED, CH_NONE);
		e->node[p->node0 + node].nested = a->nested;
		for (uint32_t j = 0; j < a->npar; j++) {
			int pk = e->advpar[a->par + j];

			if (ch_bits_has(&p->run->off, pk))
				prop_more(p, node, p->map[(uint32_t)pk * 2]);
		}
		prop_keep(p, node, a->cand, false);
	}
	e->nadv = from;
	e->nadvpar = parfrom;
	return true;
}

/*
 * When only the producer's first hint is wanted, a run may stop once no
 * potential it could still derive can be part of a hint that beats the best
 * so far.  A potential derived later has more than (the smallest gen still
 * queued) + 1 ancestors, and every hint counts at least one more: past
 * the cap's length, the rest of the run is of no use.  What was derived
 * until then is exactly what SE derived (a prefix of its run), so every
 * hint that could win is still found.  Not at levels >= 1, whose advanced
 * potentials may come with few ancestors at any time.  -1: no limit.
 */
static int
prop_last_gen(const struct ch_engine *e)
{
	int cap;

	if (!e->best_only || e->level > 0 ||
	    (cap = chains_multi_cap(e, chains_multi_base(e), 1)) == INT_MAX)
		return -1;
	return cap - 3;
}

static bool
prop_beyond(const struct prop *p, int last)
{
	const struct ch_node *base = &p->e->node[p->node0];

	return (p->onhead == p->ontail || base[p->qon[p->onhead]].gen > last) &&
	    (p->offhead == p->offtail || base[p->qoff[p->offhead]].gen > last);
}

/*
 * One run from the assumption (k, on): SE's doChaining.  Returns the run's
 * number, or CH_NONE when memory ran out or the search was interrupted.
 */
uint32_t
chains_prop_run(struct ch_engine *e, const struct ch_grid *grid, int k,
    bool on)
{
	struct prop p;
	uint32_t runi;
	int last;

	if (!chains_prop_poll(e) || !RESERVE(e, run, nrun, crun, 1) ||
	    !RESERVE(e, map, nmap, cmap, CH_NCAND * 2) ||
	    !chains_prop_reserve(e, (void **)&e->queue, &e->qcap,
	    CH_NCAND * 2, sizeof(*e->queue)))
		return CH_NONE;
	p.e = e;
	runi = e->nrun++;
	p.run = &e->run[runi];
	memset(&p.run->on, 0, sizeof(p.run->on));
	memset(&p.run->off, 0, sizeof(p.run->off));
	p.run->node = p.node0 = e->nnode;
	p.run->nnode = 0;
	p.run->map = e->nmap;
	e->nmap += CH_NCAND * 2;
	p.run->contra_on = p.run->contra_off = CH_NONE;
	p.qon = e->queue;
	p.qoff = e->queue + CH_NCAND;
	p.onhead = p.ontail = p.offhead = p.offtail = 0;
	p.y = !e->nishio;
	p.dynamic = e->dynamic;
	if (p.dynamic) {
		/* the working copy is put back after each run that changed it */
		if (e->work_of != grid) {
			e->work = *grid;
			e->work_of = grid;
		}
		p.g = &e->work;
	} else {
		/* static: nothing leaves the grid, so it is its own start */
		p.g = (struct ch_grid *)grid;
	}
	p.saved = grid;
	if (!prop_reserve(&p, PROP_PARENTS))
		return CH_NONE;
	p.map = &e->map[p.run->map];
	prop_keep(&p, prop_node(&p, k, on, CH_CAUSE_NONE, CH_NONE), k, on);
	last = prop_last_gen(e);
	for (;;) {
		bool go;

		if (last >= 0 && prop_beyond(&p, last))
			break;
		if (p.onhead < p.ontail)
			go = prop_on(&p, p.qon[p.onhead++]);
		else if (p.offhead < p.offtail)
			go = p.dynamic ? prop_off(&p, p.qoff[p.offhead++]) :
			    prop_off_static(&p, p.qoff[p.offhead++]);
		else
			break;
		if (!go)
			break;
		if (p.onhead == p.ontail && p.offhead == p.offtail &&
		    e->level > 0 && !prop_advanced(&p))
			break;
	}
	if (p.dynamic && p.offhead > 0)
		e->work = *grid;
	return e->stopped ? CH_NONE : runi;
}

/* The run from (k, on), made once per producer call. */
uint32_t
chains_prop_on_run(struct ch_engine *e, const struct ch_grid *g, int k)
{
	if (e->onrun[k] == CH_NONE)
		e->onrun[k] = chains_prop_run(e, g, k, true);
	return e->onrun[k];
}

/*
 * SE's getAncestorCount: the node and everything reachable through its
 * parents, counted once per potential (cell, digit, state).
 */
int
chains_prop_ancestors(struct ch_engine *e, const struct ch_run *r,
    uint32_t rel)
{
	const struct ch_node *base = &e->node[r->node];
	uint64_t seen[CH_NCAND * 2 / 64 + 1];
	uint32_t top = 0;
	int count = 0;

	memset(seen, 0, sizeof(seen));
	/* a node is pushed once per edge reaching it */
	if (!chains_prop_reserve(e, (void **)&e->stack, &e->stackcap,
	    e->npar + 1, sizeof(*e->stack)))
		return 0;
	e->stack[top++] = rel;
	while (top > 0) {
		const struct ch_node *n = &base[e->stack[--top]];
		int pot = n->cand * 2 + n->on;

		if ((seen[pot >> 6] >> (pot & 63)) & 1)
			continue;
		seen[pot >> 6] |= (uint64_t)1 << (pot & 63);
		count++;
		for (uint32_t i = 0; i < n->npar; i++)
			e->stack[top++] = e->par[n->par + i];
	}
	return count;
}

/*
 * SE's ChainingHint.getLengthDifficulty added to a base: a tenth each time
 * the length (complexity - 2) passes 4, 6, 8, 12, 16, 24, 32...  Summed in
 * doubles tenth by tenth as SE does, since the sort compares these doubles.
 */
double
chains_prop_difficulty(double base, int complexity)
{
	double added = 0.0;
	int ceil = 4, length = complexity - 2;
	bool odd = false;

	while (length > ceil) {
		added += 0.1;
		ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
		odd = !odd;
	}
	return base + added;
}

/* Tenths, rounded as serate prints them. */
int
chains_prop_rating(double difficulty)
{
	return (int)((difficulty + 0.05) * 10);
}
