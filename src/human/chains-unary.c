/*
 * SE's "Forcing Chains & Cycles" producer (Chaining(false, false, false)):
 * bidirectional X-, Y- and XY-cycles, and forcing X- and XY-chains, all on
 * the grid as it is (static links).
 *
 * Unlike the other producers this one searches layer by layer (all pending
 * "on" potentials, then all pending "off" ones), and the cycle search lets
 * an "off" potential be derived again by another path as long as it is not
 * already on that path: that is how SE finds its loops, so it is how the
 * loops and their lengths are found here.  Each node has one parent, so a
 * chain is the path from its end back to the assumption.
 */
#include <string.h>

#include "human/chains.h"

/* One search: a run of single-parent nodes and a FIFO of node numbers. */
struct search {
	struct ch_engine *e;
	const struct ch_grid *g;
	uint32_t	 runi;
	uint32_t	 head, tail;
	bool		 x, y;
	int		 start;		/* the assumption's candidate */
	bool		 start_on;
	uint32_t	 ends[512];	/* cycle ends or the chain's target */
	int		 nends;
};

static struct ch_run *
search_run(struct search *s)
{
	return &s->e->run[s->runi];
}

static const struct ch_node *
search_node(struct search *s, uint32_t rel)
{
	return &s->e->node[search_run(s)->node + rel];
}

/* A node with one parent (or none: the assumption), CH_NONE on failure. */
static uint32_t
search_node_new(struct search *s, int k, bool on, int cause, uint32_t parent)
{
	struct ch_engine *e = s->e;
	uint32_t n = chains_prop_node(e, k, on, cause), rel;

	if (n == CH_NONE)
		return CH_NONE;
	rel = n - search_run(s)->node;
	search_run(s)->nnode++;
	if (parent != CH_NONE && !chains_prop_add_parent(e, n, parent))
		return CH_NONE;
	return rel;
}

static bool
search_push(struct search *s, uint32_t rel)
{
	struct ch_engine *e = s->e;

	if (!chains_prop_reserve(e, (void **)&e->queue, &e->qcap, s->tail + 1,
	    sizeof(*e->queue)))
		return false;
	e->queue[s->tail++] = rel;
	return true;
}

static bool
search_begin(struct search *s, struct ch_engine *e, const struct ch_grid *g,
    int k, bool on)
{
	struct ch_run *r;
	uint32_t rel;

	if (!chains_prop_poll(e) || !chains_prop_reserve(e, (void **)&e->run,
	    &e->crun, e->nrun + 1, sizeof(*e->run)))
		return false;
	s->e = e;
	s->g = g;
	s->runi = e->nrun++;
	r = search_run(s);
	memset(&r->on, 0, sizeof(r->on));
	memset(&r->off, 0, sizeof(r->off));
	r->node = e->nnode;
	r->nnode = 0;
	r->map = CH_NONE;
	r->contra_on = r->contra_off = CH_NONE;
	s->head = s->tail = 0;
	s->start = k;
	s->start_on = on;
	s->nends = 0;
	if ((rel = search_node_new(s, k, on, CH_CAUSE_NONE, CH_NONE)) ==
	    CH_NONE)
		return false;
	ch_bits_set(on ? &search_run(s)->on : &search_run(s)->off, k);
	return search_push(s, rel);
}

/* Is (k, on) one of node rel's ancestors (SE's isParent, first parents)? */
static bool
search_on_path(struct search *s, uint32_t rel, int k, bool on)
{
	const struct ch_node *n = search_node(s, rel);

	while (n->npar > 0) {
		n = search_node(s, s->e->par[n->par]);
		if (n->cand == k && n->on == on)
			return true;
	}
	return false;
}

/* A potential an assumption derives, before it is made a node. */
struct link {
	int		k;
	int		cause;
};

/* SE's getOnToOff: (cell rule if y) then box, row, column. */
static int
links_off(const struct search *s, int k, struct link *out)
{
	const struct ch_grid *g = s->g;
	int cell = k / 9, d = k % 9, box = hgrid_cell_unit[cell][0], n = 0;

	if (s->y)
		for (unsigned m = g->cand[cell] & ~(1u << d); m != 0;
		    m &= m - 1)
			out[n++] = (struct link){ cell * 9 + __builtin_ctz(m),
			    CH_CAUSE_CELL };
	for (int t = 0; t < 3; t++) {
		int u = hgrid_cell_unit[cell][t];

		for (unsigned m = g->pos[u][d]; m != 0; m &= m - 1) {
			int c2 = hgrid_unit_cell[u][__builtin_ctz(m)];

			if (c2 == cell || (t > 0 && hgrid_cell_unit[c2][0] == box))
				continue;
			out[n++] = (struct link){ c2 * 9 + d, CH_CAUSE_UNIT + u };
		}
	}
	return n;
}

/* SE's getOffToOn: (bivalue cell if y) then (conjugate in a unit if x). */
static int
links_on(const struct search *s, int k, bool x, struct link *out)
{
	const struct ch_grid *g = s->g;
	int cell = k / 9, d = k % 9, n = 0;

	if (s->y && __builtin_popcount(g->cand[cell]) == 2)
		out[n++] = (struct link){ cell * 9 +
		    __builtin_ctz(g->cand[cell] & ~(1u << d)), CH_CAUSE_CELL };
	if (!x)
		return n;
	for (int t = 0; t < 3; t++) {
		int u = hgrid_cell_unit[cell][t], i, q, j;
		unsigned m = g->pos[u][d];

		if (__builtin_popcount(m) != 2)
			continue;
		i = __builtin_ctz(m);
		if (hgrid_unit_cell[u][i] == cell)
			i = __builtin_ctz(m & (m - 1));
		q = hgrid_unit_cell[u][i] * 9 + d;
		for (j = 0; j < n && out[j].k != q; j++)
			;
		if (j == n)
			out[n++] = (struct link){ q, CH_CAUSE_UNIT + u };
	}
	return n;
}

/* SE's doCycles: layers of "on" then "off"; loops back to the start. */
static bool
search_cycles(struct search *s)
{
	struct link l[32];
	int length = 0;

	while (s->head < s->tail) {
		uint32_t end = s->tail;

		length++;
		for (; s->head < end; s->head++) {
			uint32_t p = s->e->queue[s->head];
			const struct ch_node *pn = search_node(s, p);
			int n;

			if (pn->on) {
				n = links_off(s, pn->cand, l);
				for (int i = 0; i < n; i++) {
					uint32_t q;

					if (search_on_path(s, p, l[i].k, false))
						continue;
					if ((q = search_node_new(s, l[i].k, false,
					    l[i].cause, p)) == CH_NONE ||
					    !search_push(s, q))
						return false;
					ch_bits_set(&search_run(s)->off, l[i].k);
				}
				continue;
			}
			n = links_on(s, pn->cand, s->x, l);
			for (int i = 0; i < n; i++) {
				bool end_here = length >= 4 && l[i].k == s->start;
				bool fresh = !ch_bits_has(&search_run(s)->on,
				    l[i].k);
				uint32_t q;

				if (!end_here && !fresh)
					continue;
				if ((q = search_node_new(s, l[i].k, true,
				    l[i].cause, p)) == CH_NONE)
					return false;
				if (end_here && s->nends < 512)
					s->ends[s->nends++] = q;
				if (fresh) {
					ch_bits_set(&search_run(s)->on, l[i].k);
					if (!search_push(s, q))
						return false;
				}
			}
		}
	}
	return true;
}

/*
 * SE's doForcingChains: the same layers without the path filter; the
 * assumption's conjugate, once derived, is the chain's target.
 */
static bool
search_forcing(struct search *s)
{
	struct link l[32];

	for (; s->head < s->tail; s->head++) {
		uint32_t p = s->e->queue[s->head];
		const struct ch_node *pn = search_node(s, p);
		bool on = !pn->on;	/* what p derives */
		int n = pn->on ? links_off(s, pn->cand, l) :
		    links_on(s, pn->cand, true, l);

		for (int i = 0; i < n; i++) {
			struct ch_bits *set = on ? &search_run(s)->on :
			    &search_run(s)->off;
			bool target = l[i].k == s->start && on != s->start_on &&
			    s->nends == 0;
			bool fresh = !ch_bits_has(set, l[i].k);
			uint32_t q;

			if (!target && !fresh)
				continue;
			if ((q = search_node_new(s, l[i].k, on, l[i].cause,
			    p)) == CH_NONE)
				return false;
			if (target)
				s->ends[s->nends++] = q;
			if (fresh) {
				ch_bits_set(set, l[i].k);
				if (!search_push(s, q))
					return false;
			}
		}
	}
	return true;
}

/* SE's createCycleHint: candidates seeing both an "on" and an "off" link. */
static void
cycle_hint(struct search *s, uint32_t end)
{
	struct ch_engine *e = s->e;
	const struct ch_grid *g = s->g;
	struct ch_bits loop = { { 0 } }, fwd = { { 0 } }, bwd = { { 0 } };
	struct ch_elim el[81];
	struct ch_hint h = { 0 };
	struct ch_target t = { s->runi, end };
	const struct ch_node *n;
	uint32_t nel = 0;
	uint16_t mask[81] = { 0 };

	/* the loop's cells: every node but the assumption (whose cell the
	   end repeats) */
	for (n = search_node(s, end); n->npar > 0;
	    n = search_node(s, e->par[n->par]))
		ch_bits_set(&loop, n->cand / 9);
	for (n = search_node(s, end); n->npar > 0;
	    n = search_node(s, e->par[n->par])) {
		int cell = n->cand / 9, d = n->cand % 9;

		for (int i = 0; i < 20; i++) {
			int c = hgrid_peer[cell][i];

			if (ch_bits_has(&loop, c) || !(g->cand[c] >> d & 1))
				continue;
			ch_bits_set(n->on ? &fwd : &bwd, c * 9 + d);
		}
	}
	for (int k = 0; k < CH_NCAND; k++)
		if (ch_bits_has(&fwd, k) && ch_bits_has(&bwd, k))
			mask[k / 9] |= (uint16_t)(1u << (k % 9));
	for (int c = 0; c < 81; c++)
		if (mask[c] != 0)
			el[nel++] = (struct ch_elim){ (uint8_t)c, mask[c] };
	if (nel == 0)
		return;		/* SE's isWorth */
	h.kind = CH_CYCLE;
	h.x = s->x;
	h.y = s->y;
	h.sortkey = s->x && s->y ? 4 : s->y ? 3 : 2;
	h.src = s->start;
	h.place = -1;
	chains_multi_add_hint(e, &h, &t, 1, el, nel);
}

/* SE's createForcingChainHint: the target's cell or candidate. */
static void
forcing_hint(struct search *s, uint32_t target)
{
	const struct ch_node *n = search_node(s, target);
	struct ch_hint h = { 0 };
	struct ch_target t = { s->runi, target };
	struct ch_elim el;
	int cell = n->cand / 9, d = n->cand % 9;

	el.cell = (uint8_t)cell;
	el.mask = n->on ? s->g->cand[cell] & ~(1u << d) : 1u << d;
	if (el.mask == 0)
		return;
	h.kind = CH_FORCING;
	h.x = s->x;
	h.y = s->y;
	h.sortkey = s->x && s->y ? 4 : s->y ? 3 : 2;
	h.src = s->start;
	h.place = n->on ? n->cand : -1;
	chains_multi_add_hint(s->e, &h, &t, 1, &el, 1);
}

/* SE's doUnaryChaining from (k, on): cycle hints, then forcing hints. */
static bool
unary(struct ch_engine *e, const struct ch_grid *g, int k, bool x, bool y)
{
	struct search cyc, f[2];
	int nf = 0;

	if (__builtin_popcount(g->cand[k / 9]) > 2 && !x)
		return true;	/* Y-cycles start in bivalue cells only */
	cyc.x = x;
	cyc.y = y;
	if (!search_begin(&cyc, e, g, k, true) || !search_cycles(&cyc))
		return false;
	/* forcing Y-chains cannot exist (odd and even at once) */
	if (x)
		for (nf = 0; nf < 2; nf++) {
			f[nf].x = x;
			f[nf].y = y;
			if (!search_begin(&f[nf], e, g, k, nf == 0) ||
			    !search_forcing(&f[nf]))
				return false;
		}
	for (int i = 0; i < cyc.nends; i++)
		cycle_hint(&cyc, cyc.ends[i]);
	for (int i = 0; i < nf; i++)
		if (f[i].nends > 0)
			forcing_hint(&f[i], f[i].ends[0]);
	return !e->stopped;
}

/* Every hint of the producer, in SE's order: X-, then Y-, then XY-loops. */
void
chains_unary_hints(struct ch_engine *e, const struct ch_grid *g)
{
	static const bool pass[3][2] = {
		{ true, false }, { false, true }, { true, true }
	};

	for (int p = 0; p < 3; p++)
		for (int cell = 0; cell < 81; cell++) {
			if (g->value[cell] != 0 ||
			    __builtin_popcount(g->cand[cell]) < 2)
				continue;
			for (unsigned m = g->cand[cell]; m != 0; m &= m - 1)
				if (!unary(e, g, cell * 9 + __builtin_ctz(m),
				    pass[p][0], pass[p][1]))
					return;
		}
}
