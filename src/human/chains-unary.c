/*
 * SE's "Forcing Chains & Cycles" producer (Chaining(false, false, false)):
 * bidirectional X-, Y- and XY-cycles, and forcing X- and XY-chains, all on
 * the grid as it is (static links).
 *
 * Unlike the other producers this one searches layer by layer (all pending
 * "on" potentials, then all pending "off" ones), and the cycle search lets
 * an "off" potential be derived again by another path as long as it is not
 * already on that path: that is how SE finds its loops, so it is how the
 * loops and their lengths are found here.  Every derivation has one parent,
 * so a chain is the path from its end back to the assumption.
 *
 * The searches run on arrays indexed by potential (cand * 2 + on): a
 * potential's first derivation is its node.  Only the chains that become
 * hints are copied into the engine's node pool.  What has been derived is
 * kept as one 81-cell mask per digit, so an "on" potential's conflicts
 * (its digit in its box, row and column) come out a mask at a time, in the
 * order SE lists them (a box's cells, then the row's and the column's
 * outside the box, each by ascending cell).
 */
#include <stdlib.h>
#include <string.h>

#include "human/chains.h"

#define NPOT		(CH_NCAND * 2)
#define MAXDUP		4096		/* repeated "off" derivations */
#define NOPARENT	0xffffu
#define XMEMO_BITS	6
#define XMEMO		(1 << XMEMO_BITS)	/* X pass memo entries per digit */

/* 81 cells as bits: cell c is bit c & 63 of word c >> 6. */
struct m81 {
	uint64_t	w[2];
};

static inline bool
m81_has(const struct m81 *m, int c)
{
	return (m->w[c >> 6] >> (c & 63)) & 1;
}

static inline void
m81_set(struct m81 *m, int c)
{
	m->w[c >> 6] |= (uint64_t)1 << (c & 63);
}

/*
 * The search's scratch, kept by the engine.  A node is a potential (its
 * first derivation) or NPOT + i, the i-th repeated "off" derivation.
 */
struct ch_unary {
	uint16_t	parent[NPOT + MAXDUP];
	uint8_t		cause[NPOT + MAXDUP];
	uint16_t	dup[MAXDUP];		/* a repeat's potential */
	uint16_t	queue[NPOT + MAXDUP];
	int		ndup;
	struct m81	on[9], off[9];		/* derived so far, by digit */
	/* the geometry: a cell's box (without it), row and column outside
	   its box */
	struct m81	box[81], row[81], col[81];
	struct m81	peers[81];		/* the three together */
	/* per call: the cells holding each digit */
	struct m81	plane[9];
	/* SE's getOffToOn for each candidate, with this pass's link kinds
	   (the grid does not change during a call); live[d] has the cells
	   whose candidate d has some, and the search's start, livecell
	   the same by cell: an "off" potential without them leads nowhere,
	   so a search neither queues it (it would take it out of the queue
	   to do nothing) nor marks it (no test reads its mark: the start
	   and the candidates linked to it are live) */
	struct m81	live[9];
	uint16_t	livecell[81];
	uint8_t		nstrong[CH_NCAND];
	uint16_t	strong[CH_NCAND][4];
	uint8_t		strong_cause[CH_NCAND][4];
	/*
	 * The X pass follows one digit's links only: its searches from the
	 * cells of digit d read nothing but d's plane.  An entry of xmemo[d]
	 * says the searches of digit d from the cells in `start` found
	 * nothing on plane `plane`, every one of them uncapped; a later call
	 * with the same plane and no other start finds nothing either (a cap
	 * only stops a search sooner), and skips them.  Nested producers
	 * meet the same few planes of a digit again and again, so each digit
	 * keeps XMEMO of them, by a hash of the plane.
	 */
	struct xmemo {
		bool		none;
		struct m81	plane, start;
	}		xmemo[9][XMEMO];
};

/* A chain end found by a search: its derivation, not yet a node. */
struct end {
	uint16_t	parent;
	uint8_t		cause;
};

struct search {
	struct ch_engine *e;
	struct ch_unary	*u;
	const struct ch_grid *g;
	uint32_t	 head, tail;
	bool		 x, y;
	int		 start;		/* the assumption's candidate */
	bool		 start_on;
	struct end	 ends[256];	/* cycle ends, or the chain's target */
	int		 nends;
	struct end	 target;	/* the cycle search's forcing target */
	bool		 has_target;
};

static struct ch_unary *
unary_new(void)
{
	struct ch_unary *u = malloc(sizeof(*u));

	if (u == NULL)
		return NULL;
	memset(u->xmemo, 0, sizeof(u->xmemo));
	memset(u->box, 0, sizeof(u->box));
	memset(u->row, 0, sizeof(u->row));
	memset(u->col, 0, sizeof(u->col));
	for (int c = 0; c < 81; c++)
		for (int o = 0; o < 81; o++) {
			bool box = grid_box(o) == grid_box(c);

			if (o == c)
				continue;
			if (box)
				m81_set(&u->box[c], o);
			else if (o / 9 == c / 9)
				m81_set(&u->row[c], o);
			else if (o % 9 == c % 9)
				m81_set(&u->col[c], o);
		}
	for (int c = 0; c < 81; c++)
		for (int w = 0; w < 2; w++)
			u->peers[c].w[w] = u->box[c].w[w] | u->row[c].w[w] |
			    u->col[c].w[w];
	return u;
}

static bool
has(const struct m81 *planes, int k)
{
	return m81_has(&planes[k % 9], k / 9);
}

static void
mark(struct m81 *planes, int k)
{
	m81_set(&planes[k % 9], k / 9);
}

static void
unmark(struct m81 *planes, int k)
{
	planes[k % 9].w[k / 9 >> 6] &= ~((uint64_t)1 << (k / 9 & 63));
}

static int
node_pot(const struct ch_unary *u, uint32_t id)
{
	return id < NPOT ? (int)id : u->dup[id - NPOT];
}

static void
search_begin(struct search *s, struct ch_engine *e, const struct ch_grid *g,
    int k, bool on)
{
	struct ch_unary *u = e->unary;
	int pot = k * 2 + on;

	s->e = e;
	s->u = u;
	s->g = g;
	s->start = k;
	s->start_on = on;
	s->nends = 0;
	s->has_target = false;
	memset(u->on, 0, sizeof(u->on));
	memset(u->off, 0, sizeof(u->off));
	u->ndup = 0;
	mark(on ? u->on : u->off, k);
	u->parent[pot] = NOPARENT;
	u->cause[pot] = CH_CAUSE_NONE;
	u->queue[0] = (uint16_t)pot;
	s->head = 0;
	s->tail = 1;
}

static void
search_derive(struct search *s, uint32_t id, int parent, int cause)
{
	struct ch_unary *u = s->u;

	u->parent[id] = (uint16_t)parent;
	u->cause[id] = (uint8_t)cause;
	u->queue[s->tail++] = (uint16_t)id;
}

/* Is (k, off) on the path to on-node id (SE's isParent, first parents)? */
static bool
search_on_path(const struct search *s, uint32_t id, int k)
{
	const struct ch_unary *u = s->u;

	for (id = u->parent[id]; id != NOPARENT; id = u->parent[id])
		if (node_pot(u, id) == k * 2)
			return true;
	return false;
}

/*
 * On-node id = (cell, d): every candidate it turns off that is not off
 * yet, in SE's getOnToOff order (the cell's other digits if y, then the
 * box, row and column).
 */
static void
derive_offs(struct search *s, uint32_t id, int cell, int d)
{
	struct ch_unary *u = s->u;
	const struct m81 *part[3] = { &u->box[cell], &u->row[cell],
	    &u->col[cell] };

	if (s->y)
		for (unsigned m = u->livecell[cell] & ~(1u << d); m != 0;
		    m &= m - 1) {
			int d2 = __builtin_ctz(m);

			if (m81_has(&u->off[d2], cell))
				continue;
			m81_set(&u->off[d2], cell);
			search_derive(s, (uint32_t)(cell * 9 + d2) * 2, (int)id,
			    CH_CAUSE_CELL);
		}
	if (((u->peers[cell].w[0] & u->live[d].w[0] & ~u->off[d].w[0]) |
	    (u->peers[cell].w[1] & u->live[d].w[1] & ~u->off[d].w[1])) == 0)
		return;
	for (int t = 0; t < 3; t++) {
		int cause = CH_CAUSE_UNIT + hgrid_cell_unit[cell][t];

		for (int w = 0; w < 2; w++) {
			uint64_t m = part[t]->w[w] & u->live[d].w[w] &
			    ~u->off[d].w[w];

			u->off[d].w[w] |= m;
			for (; m != 0; m &= m - 1) {
				int c2 = w * 64 + __builtin_ctzll(m);

				search_derive(s, (uint32_t)(c2 * 9 + d) * 2,
				    (int)id, cause);
			}
		}
	}
}

/*
 * The same, for the cycle search when a candidate linked back to the
 * start is already off and this on-node sees it: SE derives it again
 * (unless it is on this node's path), in its place among the others.
 */
static void
derive_offs_again(struct search *s, uint32_t id, int cell, int d,
    const int *back, int nback)
{
	struct ch_unary *u = s->u;
	int box = hgrid_cell_unit[cell][0];

	for (int pass = 0; pass < 4; pass++) {
		unsigned m;
		int u2 = 0;

		if (pass == 0) {
			m = s->y ? s->g->cand[cell] & ~(1u << d) : 0;
		} else {
			u2 = hgrid_cell_unit[cell][pass - 1];
			m = s->g->pos[u2][d];
		}
		for (; m != 0; m &= m - 1) {
			int k, cause, j;

			if (pass == 0) {
				k = cell * 9 + __builtin_ctz(m);
				cause = CH_CAUSE_CELL;
			} else {
				int c2 = hgrid_unit_cell[u2][__builtin_ctz(m)];

				if (c2 == cell || (pass > 1 &&
				    hgrid_cell_unit[c2][0] == box))
					continue;
				k = c2 * 9 + d;
				cause = CH_CAUSE_UNIT + u2;
			}
			if (!has(u->off, k)) {
				mark(u->off, k);
				if (has(u->live, k))
					search_derive(s, (uint32_t)k * 2, (int)id,
					    cause);
				continue;
			}
			for (j = 0; j < nback && back[j] != k; j++)
				;
			if (j == nback || u->ndup == MAXDUP ||
			    search_on_path(s, id, k))
				continue;
			u->dup[u->ndup] = (uint16_t)(k * 2);
			search_derive(s, NPOT + (uint32_t)u->ndup++, (int)id,
			    cause);
		}
	}
}

/* SE's getOffToOn: (bivalue cell if y) then (conjugate in a unit if x). */
static int
strong_links(const struct ch_grid *g, int k, bool x, bool y, uint16_t *to,
    uint8_t *cause)
{
	int cell = k / 9, d = k % 9, n = 0;

	if (y && ch_two(g->cand[cell])) {
		to[n] = (uint16_t)(cell * 9 +
		    __builtin_ctz(g->cand[cell] & ~(1u << d)));
		cause[n++] = CH_CAUSE_CELL;
	}
	if (!x)
		return n;
	for (int t = 0; t < 3; t++) {
		int u = hgrid_cell_unit[cell][t], i, q, j;
		unsigned m = g->pos[u][d];

		if (!ch_two(m))
			continue;
		i = __builtin_ctz(m);
		if (hgrid_unit_cell[u][i] == cell)
			i = __builtin_ctz(m & (m - 1));
		q = hgrid_unit_cell[u][i] * 9 + d;
		for (j = 0; j < n && to[j] != q; j++)
			;
		if (j == n) {
			to[n] = (uint16_t)q;
			cause[n++] = (uint8_t)(CH_CAUSE_UNIT + u);
		}
	}
	return n;
}

/* The pass's strong links of every candidate, worked out once a call. */
static void
strong_table(struct ch_unary *u, const struct ch_grid *g, bool x, bool y)
{
	memset(u->nstrong, 0, sizeof(u->nstrong));
	memset(u->live, 0, sizeof(u->live));
	memset(u->livecell, 0, sizeof(u->livecell));
	for (int cell = 0; cell < 81; cell++)
		for (unsigned m = g->cand[cell]; m != 0; m &= m - 1) {
			int k = cell * 9 + __builtin_ctz(m);

			u->nstrong[k] = (uint8_t)strong_links(g, k, x, y,
			    u->strong[k], u->strong_cause[k]);
			if (u->nstrong[k] > 0) {
				mark(u->live, k);
				u->livecell[cell] |= (uint16_t)(1u << (k % 9));
			}
		}
}

/*
 * SE's doCycles: layers of "on" then "off"; loops back to the start.
 *
 * SE derives an "off" potential again from every "on" one that sees it
 * (unless it is on that one's path), but a repeated "off" can only matter
 * when it links back to the start: its other links were all taken the
 * first time.  So repeats are made only for the (at most four) candidates
 * linked to the start, which finds the same loops with far fewer nodes.
 * A loop closed while processing layer `length` has `length` potentials.
 *
 * Without the repeats, this is the very search SE's doForcingChains makes
 * from the same "on" assumption, so it also finds that search's target:
 * the assumption's "off", derived from layer `length`, ends a chain of
 * length + 1 potentials.  Loops longer than cap_c and chains longer than
 * cap_f cannot be the producer's first hint and are not looked for.
 */
static void
search_cycles(struct search *s, int cap_c, int cap_f)
{
	struct ch_unary *u = s->u;
	int length = 0, nback, back[4], bcell[4], bd[4];
	const struct m81 *start_off = &u->off[s->start % 9];
	int start_cell = s->start / 9;

	nback = u->nstrong[s->start];
	for (int i = 0; i < nback; i++) {
		back[i] = u->strong[s->start][i];
		bcell[i] = back[i] / 9;
		bd[i] = back[i] % 9;
	}
	while (s->head < s->tail) {
		uint32_t end = s->tail;

		if (++length > cap_c && (s->has_target || length + 1 > cap_f))
			break;
		for (; s->head < end; s->head++) {
			uint32_t id = u->queue[s->head];
			int pot = node_pot(u, id), k = pot >> 1, n, j;

			if (pot & 1) {
				int cell = k / 9, d = k % 9;
				bool again = false;

				/* an "off" linked back to the start that is
				   off already and this "on" turns off (SE's
				   getOnToOff) */
				for (j = 0; j < nback && length <= cap_c; j++)
					again |= m81_has(&u->off[bd[j]], bcell[j]) &&
					    (bcell[j] == cell ? s->y && bd[j] != d :
					    bd[j] == d && hgrid_sees(cell, bcell[j]));
				if (again)
					derive_offs_again(s, id, cell, d, back,
					    nback);
				else
					derive_offs(s, id, cell, d);
				if (!s->has_target &&
				    m81_has(start_off, start_cell) &&
				    u->parent[s->start * 2] == id) {
					s->has_target = length + 1 <= cap_f;
					s->target = (struct end){ (uint16_t)id,
					    u->cause[s->start * 2] };
				}
				continue;
			}
			n = u->nstrong[k];
			for (int i = 0; i < n; i++) {
				int k2 = u->strong[k][i];
				int cause = u->strong_cause[k][i];

				if (length >= 4 && length <= cap_c &&
				    k2 == s->start && s->nends < 256)
					s->ends[s->nends++] = (struct end){
					    (uint16_t)id, (uint8_t)cause };
				if (!has(u->on, k2)) {
					mark(u->on, k2);
					search_derive(s, (uint32_t)k2 * 2 + 1,
					    (int)id, cause);
				}
			}
		}
	}
}

/*
 * SE's doForcingChains: the same layers without the path filter; the
 * assumption's conjugate, once derived, is the chain's target.  A target
 * derived from layer `depth` (the assumption is 0) ends a chain of
 * depth + 2 potentials.
 */
static void
search_forcing(struct search *s, int cap)
{
	struct ch_unary *u = s->u;
	int target = s->start * 2 + !s->start_on;

	for (int depth = 0; s->head < s->tail && s->nends == 0; depth++) {
		uint32_t end = s->tail;

		if (depth + 2 > cap)
			break;
		for (; s->head < end; s->head++) {
			uint32_t id = u->queue[s->head];
			int k = (int)id >> 1;

			if (id & 1) {
				derive_offs(s, id, k / 9, k % 9);
			} else {
				for (int i = 0; i < u->nstrong[k]; i++) {
					int k2 = u->strong[k][i];

					if (has(u->on, k2))
						continue;
					mark(u->on, k2);
					search_derive(s, (uint32_t)k2 * 2 + 1,
					    (int)id, u->strong_cause[k][i]);
				}
			}
			if (s->nends == 0 && has(s->start_on ? u->off : u->on,
			    s->start) && u->parent[target] == id)
				s->ends[s->nends++] = (struct end){
				    (uint16_t)id, u->cause[target] };
		}
	}
}

/*
 * Copies the chain ending in (end derived from its parent) into the node
 * pool, assumption first: a run of single-parent nodes.  Returns the run,
 * the end being its last node; CH_NONE when memory runs out.
 */
static uint32_t
search_chain(struct search *s, const struct end *end, int end_pot)
{
	struct ch_engine *e = s->e;
	struct ch_unary *u = s->u;
	uint16_t path[NPOT + 1];
	int n = 0;
	struct ch_run *r;
	uint32_t runi, prev = CH_NONE;

	for (uint32_t id = end->parent; id != NOPARENT; id = u->parent[id])
		path[n++] = (uint16_t)id;
	if (!chains_prop_reserve(e, (void **)&e->run, &e->crun, e->nrun + 1,
	    sizeof(*e->run)))
		return CH_NONE;
	runi = e->nrun++;
	r = &e->run[runi];
	memset(r, 0, sizeof(*r));
	r->node = e->nnode;
	r->map = CH_NONE;
	r->contra_on = r->contra_off = CH_NONE;
	for (int i = n; i >= 0; i--) {
		int pot = i > 0 ? node_pot(u, path[i - 1]) : end_pot;
		int cause = i > 0 ? u->cause[path[i - 1]] : end->cause;
		uint32_t node = chains_prop_node(e, pot >> 1, pot & 1, cause);

		if (node == CH_NONE || (prev != CH_NONE &&
		    !chains_prop_add_parent(e, node, prev - e->run[runi].node)))
			return CH_NONE;
		prev = node;
		e->run[runi].nnode++;
	}
	return runi;
}

/* SE's createCycleHint: candidates seeing both an "on" and an "off" link. */
static void
cycle_hint(struct search *s, const struct end *end)
{
	struct ch_engine *e = s->e;
	const struct ch_grid *g = s->g;
	struct ch_bits loop = { { 0 } }, fwd = { { 0 } }, bwd = { { 0 } };
	struct ch_elim el[81];
	struct ch_hint h = { 0 };
	struct ch_target t;
	const struct ch_node *n, *base;
	uint32_t nel = 0, runi;
	uint16_t mask[81] = { 0 };

	if ((runi = search_chain(s, end, s->start * 2 + 1)) == CH_NONE)
		return;
	t.run = runi;
	t.node = e->run[runi].nnode - 1;
	base = &e->node[e->run[runi].node];
	/* the loop's cells: every node but the assumption (whose cell the
	   end repeats) */
	for (n = &base[t.node]; n->npar > 0; n = &base[e->par[n->par]])
		ch_bits_set(&loop, n->cand / 9);
	for (n = &base[t.node]; n->npar > 0; n = &base[e->par[n->par]]) {
		int cell = n->cand / 9, d = n->cand % 9;

		for (int i = 0; i < 20; i++) {
			int c = hgrid_peer[cell][i];

			if (ch_bits_has(&loop, c) || !(g->cand[c] >> d & 1))
				continue;
			ch_bits_set(n->on ? &fwd : &bwd, c * 9 + d);
		}
	}
	for (int w = 0; w < CH_WORDS; w++)
		for (uint64_t m = fwd.w[w] & bwd.w[w]; m != 0; m &= m - 1) {
			int k = w * 64 + __builtin_ctzll(m);

			mask[k / 9] |= (uint16_t)(1u << (k % 9));
		}
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
forcing_hint(struct search *s, const struct end *end)
{
	struct ch_hint h = { 0 };
	struct ch_target t;
	struct ch_elim el;
	int cell = s->start / 9, d = s->start % 9;
	bool on = !s->start_on;
	uint32_t runi;

	el.cell = (uint8_t)cell;
	el.mask = on ? s->g->cand[cell] & ~(1u << d) : 1u << d;
	if (el.mask == 0 ||
	    (runi = search_chain(s, end, s->start * 2 + on)) == CH_NONE)
		return;
	t.run = runi;
	t.node = s->e->run[runi].nnode - 1;
	h.kind = CH_FORCING;
	h.x = s->x;
	h.y = s->y;
	h.sortkey = s->x && s->y ? 4 : s->y ? 3 : 2;
	h.src = s->start;
	h.place = on ? s->start : -1;
	chains_multi_add_hint(s->e, &h, &t, 1, &el, 1);
}

/* SE's doUnaryChaining from (k, on): cycle hints, then forcing hints. */
static void
unary(struct ch_engine *e, const struct ch_grid *g, int k, bool x, bool y)
{
	struct search s;
	int sortkey = x && y ? 4 : y ? 3 : 2, cap_c, cap_f;
	bool live;

	if (ch_many(g->cand[k / 9] & (g->cand[k / 9] - 1)) && !x)
		return;		/* Y-cycles start in bivalue cells only */
	if (!(live = has(e->unary->live, k))) {
		mark(e->unary->live, k);
		e->unary->livecell[k / 9] |= (uint16_t)(1u << (k % 9));
	}
	s.x = x;
	s.y = y;
	cap_c = chains_multi_cap(e, x && y ? 7.0 : 6.5, sortkey);
	/* forcing Y-chains cannot exist (odd and even at once) */
	cap_f = x ? chains_multi_cap(e, x && y ? 7.0 : 6.6, sortkey) : 0;
	if (cap_c < 4)
		cap_c = 0;
	if (cap_c > 0 || cap_f >= 3) {
		search_begin(&s, e, g, k, true);
		search_cycles(&s, cap_c, cap_f);
		for (int i = 0; i < s.nends; i++)
			cycle_hint(&s, &s.ends[i]);
		if (s.has_target)
			forcing_hint(&s, &s.target);
	}
	if (x && (cap_f = chains_multi_cap(e, x && y ? 7.0 : 6.6,
	    sortkey)) >= 3) {
		search_begin(&s, e, g, k, false);
		search_forcing(&s, cap_f);
		if (s.nends > 0)
			forcing_hint(&s, &s.ends[0]);
	}
	if (!live) {
		unmark(e->unary->live, k);
		e->unary->livecell[k / 9] &= (uint16_t)~(1u << (k % 9));
	}
}

static bool
m81_equal(const struct m81 *a, const struct m81 *b)
{
	return a->w[0] == b->w[0] && a->w[1] == b->w[1];
}

static bool
m81_within(const struct m81 *a, const struct m81 *b)
{
	return (a->w[0] & ~b->w[0]) == 0 && (a->w[1] & ~b->w[1]) == 0;
}

/* The memo entry of digit d's plane p. */
static struct xmemo *
x_memo(struct ch_unary *u, int d, const struct m81 *p)
{
	uint64_t h = (p->w[0] ^ p->w[1] * 0x9e3779b97f4a7c15u) *
	    0xff51afd7ed558ccdu;

	return &u->xmemo[d][h >> (64 - XMEMO_BITS)];
}

/*
 * The X pass, digit by digit as the cells come; the digits the memo
 * says find nothing are skipped, and what the others found is remembered
 * (false when the producer was stopped).
 */
static bool
x_pass(struct ch_engine *e, const struct ch_grid *g, const struct m81 *start)
{
	struct ch_unary *u = e->unary;
	struct xmemo *memo[9];
	bool skip[9], capped[9] = { false }, found[9] = { false };

	for (int d = 0; d < 9; d++) {
		memo[d] = x_memo(u, d, &u->plane[d]);
		skip[d] = memo[d]->none &&
		    m81_equal(&u->plane[d], &memo[d]->plane) &&
		    m81_within(&start[d], &memo[d]->start);
	}
	for (int cell = 0; cell < 81; cell++) {
		if (g->value[cell] != 0 || !ch_many(g->cand[cell]))
			continue;
		if (!chains_prop_poll(e))
			return false;
		for (unsigned m = g->cand[cell]; m != 0; m &= m - 1) {
			int d = __builtin_ctz(m);
			uint32_t before = e->nhint;

			if (skip[d])
				continue;
			capped[d] |= e->best_only && e->best != CH_NONE;
			unary(e, g, cell * 9 + d, true, false);
			found[d] |= e->nhint != before;
		}
	}
	if (e->stopped)
		return false;
	/* an entry found otherwise stays: it is still true of its plane */
	for (int d = 0; d < 9; d++)
		if (!skip[d] && !capped[d] && !found[d]) {
			memo[d]->none = true;
			memo[d]->plane = u->plane[d];
			memo[d]->start = start[d];
		}
	return true;
}

/* Every hint of the producer, in SE's order: X-, then Y-, then XY-loops. */
void
chains_unary_hints(struct ch_engine *e, const struct ch_grid *g)
{
	static const bool pass[3][2] = {
		{ true, false }, { false, true }, { true, true }
	};
	struct ch_unary *u;
	struct m81 start[9];

	if (e->unary == NULL && (e->unary = unary_new()) == NULL) {
		e->stopped = true;
		return;
	}
	u = e->unary;
	memset(u->plane, 0, sizeof(u->plane));
	memset(start, 0, sizeof(start));
	for (int c = 0; c < 81; c++)
		for (unsigned m = g->cand[c]; m != 0; m &= m - 1) {
			m81_set(&u->plane[__builtin_ctz(m)], c);
			if (g->value[c] == 0 && ch_many(g->cand[c]))
				m81_set(&start[__builtin_ctz(m)], c);
		}
	for (int p = 0; p < 3; p++) {
		strong_table(u, g, pass[p][0], pass[p][1]);
		if (p == 0) {
			if (!x_pass(e, g, start))
				return;
			continue;
		}
		for (int cell = 0; cell < 81; cell++) {
			if (g->value[cell] != 0 || !ch_many(g->cand[cell]))
				continue;
			if (!chains_prop_poll(e))
				return;
			for (unsigned m = g->cand[cell]; m != 0; m &= m - 1)
				unary(e, g, cell * 9 + __builtin_ctz(m),
				    pass[p][0], pass[p][1]);
		}
	}
}
