/*
 * What levels >= 1 add to a dynamic run when its queues run dry (SE's
 * Chaining.getAdvancedPotentials): eliminations that other rules make on
 * the run's working grid.  Each becomes an "off" potential whose parents are
 * the candidates the run had to remove for the rule to apply (SE's
 * getRuleParents); a rule that applies without any of them is ignored, as
 * it would apply without the chain.
 *
 * The rules, tried in order until one gives something: pointing and
 * claiming, hidden pairs, naked pairs, X-Wings, then at level 2 the forcing
 * chains and cycles, at level 3 the multiple forcing chains, at level 4 the
 * dynamic ones (themselves of level nestingLimit).  Each rule reports all
 * its hints in SE's order, so this file enumerates them as SE's producers
 * do rather than asking the ladder's techniques, which stop at the first.
 */
#include <string.h>

#include "human/chains.h"

/* What a rule found, while its eliminations are being turned into nodes. */
struct advanced {
	struct ch_engine *e;
	const struct ch_grid *work, *saved;
	uint32_t	 par0;		/* first rule parent of this hint */
	bool		 found;		/* some hint had rule parents */
	/*
	 * changed[u]: the digits whose places in unit u the run changed.
	 * The parents of a rule's hint are places the run took away from
	 * the units (or cells) of its pattern; a pattern the run did not
	 * touch has none, and its hint is dropped, so it is not looked for.
	 */
	uint16_t	 changed[27];
};

static bool
adv_parent(struct advanced *a, int k)
{
	struct ch_engine *e = a->e;

	if (!chains_prop_reserve(e, (void **)&e->advpar, &e->cadvpar,
	    e->nadvpar + 1, sizeof(*e->advpar)))
		return false;
	e->advpar[e->nadvpar++] = (uint16_t)k;
	return true;
}

/* The candidate was there when the run started and is gone now. */
static bool
adv_gone(const struct advanced *a, int cell, int d)
{
	return (a->saved->cand[cell] >> d & 1) && !(a->work->cand[cell] >> d & 1);
}

/*
 * Ends a hint: with rule parents, each removal (cells in order, digits
 * ascending) becomes an advanced potential sharing them; without, the hint
 * is dropped.
 */
static bool
adv_hint(struct advanced *a, const uint16_t *remove, uint32_t nested)
{
	struct ch_engine *e = a->e;
	uint32_t npar = e->nadvpar - a->par0;

	if (npar == 0)
		return true;
	a->found = true;
	for (int c = 0; c < 81; c++)
		for (unsigned m = remove[c]; m != 0; m &= m - 1) {
			struct ch_adv *v;

			if (!chains_prop_reserve(e, (void **)&e->adv, &e->cadv,
			    e->nadv + 1, sizeof(*e->adv)))
				return false;
			v = &e->adv[e->nadv++];
			v->cand = (uint16_t)(c * 9 + __builtin_ctz(m));
			v->par = a->par0;
			v->npar = npar;
			v->nested = nested;
		}
	return true;
}

static void
adv_begin(struct advanced *a)
{
	a->par0 = a->e->nadvpar;
}

/* Units of one kind: 0 boxes, 1 rows, 2 columns. */
static int
unit_of(int kind, int i)
{
	return kind * 9 + i;
}

/* A locked digit d of u1 (in in1) that u2 has outside in2: its removals. */
static bool
adv_lock(struct advanced *a, int u1, int u2, unsigned in1, unsigned in2,
    int d)
{
	unsigned m = a->work->pos[u2][d] & ~in2;
	uint16_t remove[81];

	if (m == 0)
		return true;
	memset(remove, 0, sizeof(remove));
	for (; m != 0; m &= m - 1)
		remove[hgrid_unit_cell[u2][__builtin_ctz(m)]] =
		    (uint16_t)(1u << d);
	adv_begin(a);
	for (int i = 0; i < 9; i++) {
		int c = hgrid_unit_cell[u1][i];

		if (!(in1 >> i & 1) && adv_gone(a, c, d) &&
		    !adv_parent(a, c * 9 + d))
			return false;
	}
	return adv_hint(a, remove, CH_NONE);
}

/*
 * The s-th unit (0..2, ascending) of kind `kind2` crossing unit u1, and the
 * positions each has of the other: in1 (bits of u1), in2 (bits of u2).
 * Boxes and lines only; units of one kind never cross.
 */
static int
crossing(int u1, int kind2, int s, unsigned *in1, unsigned *in2)
{
	if (u1 < 9) {
		if (kind2 == HGRID_COL) {
			*in1 = 0x49u << s;
			*in2 = 7u << (u1 / 3 * 3);
			return 18 + u1 % 3 * 3 + s;
		}
		*in1 = 7u << (s * 3);
		*in2 = 7u << (u1 % 3 * 3);
		return 9 + u1 / 3 * 3 + s;
	}
	*in1 = 7u << (s * 3);
	if (u1 >= 18) {
		*in2 = 0x49u << ((u1 - 18) % 3);
		return s * 3 + (u1 - 18) / 3;
	}
	*in2 = 7u << ((u1 - 9) % 3 * 3);
	return (u1 - 9) / 3 * 3 + s;
}

/*
 * SE's Locking(false): pointing then claiming, in its order: unit pairs
 * (u1, u2) by u1, then u2, ascending, and digits ascending in each.  The
 * crossing units of u1 ascend with the segment of u1 they share, so each
 * u1's digits are sorted by the segment that holds all their places.
 */
static bool
adv_locking(struct advanced *a)
{
	static const int order[4][2] = {
		{ HGRID_BOX, HGRID_COL },
		{ HGRID_BOX, HGRID_ROW },
		{ HGRID_COL, HGRID_BOX },
		{ HGRID_ROW, HGRID_BOX }
	};
	const struct ch_grid *g = a->work;

	for (int o = 0; o < 4; o++)
		for (int i1 = 0; i1 < 9; i1++) {
			int u1 = unit_of(order[o][0], i1), u2[3];
			unsigned in1[3], in2[3], digits[3] = { 0, 0, 0 };

			for (int s = 0; s < 3; s++)
				u2[s] = crossing(u1, order[o][1], s, &in1[s],
				    &in2[s]);
			for (unsigned dm = a->changed[u1]; dm != 0; dm &= dm - 1) {
				int d = __builtin_ctz(dm);
				unsigned m = g->pos[u1][d];

				if (!ch_many(m))
					continue;
				for (int s = 0; s < 3; s++)
					if ((m & ~in1[s]) == 0)
						digits[s] |= 1u << d;
			}
			for (int s = 0; s < 3; s++)
				for (unsigned dm = digits[s]; dm != 0;
				    dm &= dm - 1)
					if (!adv_lock(a, u1, u2[s], in1[s],
					    in2[s], __builtin_ctz(dm)))
						return false;
		}
	return true;
}

static int
empty_cells(const struct ch_grid *g, int u)
{
	int n = 0;

	for (int i = 0; i < 9; i++)
		n += g->value[hgrid_unit_cell[u][i]] == 0;
	return n;
}

/*
 * SE's HiddenSet(2, false): boxes, columns, rows; in each unit, digit
 * pairs in SE's order (colex: {1,2} {1,3} {2,3} {1,4}...).  Both digits
 * with at least two places and three or fewer between them: the same two
 * places, so only digits with exactly two are paired.
 */
static bool
adv_hidden_pair(struct advanced *a)
{
	static const int kinds[3] = { 0, 2, 1 };
	const struct ch_grid *g = a->work;

	for (int t = 0; t < 3; t++)
		for (int i = 0; i < 9; i++) {
			int u = unit_of(kinds[t], i);

			if (a->changed[u] == 0 || empty_cells(g, u) <= 4)
				continue;
			for (int d2 = 1; d2 < 9; d2++) {
				unsigned both = g->pos[u][d2];

				if (!ch_two(both))
					continue;
				for (int d1 = 0; d1 < d2; d1++) {
					unsigned pair = (1u << d1) | (1u << d2);
					uint16_t remove[81];
					bool any = false;

					if (g->pos[u][d1] != both ||
					    !(a->changed[u] & pair))
						continue;
					memset(remove, 0, sizeof(remove));
					for (unsigned m = both; m != 0; m &= m - 1) {
						int c = hgrid_unit_cell[u]
						    [__builtin_ctz(m)];

						remove[c] = (uint16_t)(g->cand[c] &
						    ~pair);
						any |= remove[c] != 0;
					}
					if (!any)
						continue;
					adv_begin(a);
					for (int j = 0; j < 9; j++) {
						int c = hgrid_unit_cell[u][j];

						if (both >> j & 1)
							continue;
						if ((a->saved->cand[c] >> d1 & 1) &&
						    !adv_parent(a, c * 9 + d1))
							return false;
						if ((a->saved->cand[c] >> d2 & 1) &&
						    !adv_parent(a, c * 9 + d2))
							return false;
					}
					if (!adv_hint(a, remove, CH_NONE))
						return false;
				}
			}
		}
	return true;
}

/*
 * SE's NakedSet(2): boxes, columns, rows; position pairs in colex order;
 * two cells with the same two candidates.
 */
static bool
adv_naked_pair(struct advanced *a)
{
	static const int kinds[3] = { 0, 2, 1 };
	const struct ch_grid *g = a->work;

	for (int t = 0; t < 3; t++)
		for (int i = 0; i < 9; i++) {
			int u = unit_of(kinds[t], i);

			if (a->changed[u] == 0 || empty_cells(g, u) < 4)
				continue;
			for (int i2 = 1; i2 < 9; i2++) {
				int c2 = hgrid_unit_cell[u][i2];
				unsigned digits = g->cand[c2];

				if (!ch_two(digits))
					continue;
				for (int i1 = 0; i1 < i2; i1++) {
					int c1 = hgrid_unit_cell[u][i1];
					uint16_t remove[81];
					bool any = false;

					if (g->cand[c1] != digits ||
					    (a->saved->cand[c1] == digits &&
					    a->saved->cand[c2] == digits))
						continue;
					memset(remove, 0, sizeof(remove));
					for (int j = 0; j < 9; j++) {
						int c = hgrid_unit_cell[u][j];

						if (c == c1 || c == c2)
							continue;
						remove[c] = (uint16_t)(g->cand[c] &
						    digits);
						any |= remove[c] != 0;
					}
					if (!any)
						continue;
					adv_begin(a);
					for (int j = 0; j < 2; j++) {
						int c = j == 0 ? c1 : c2;

						for (unsigned m = a->saved->cand[c] &
						    ~digits; m != 0; m &= m - 1)
							if (!adv_parent(a, c * 9 +
							    __builtin_ctz(m)))
								return false;
					}
					if (!adv_hint(a, remove, CH_NONE))
						return false;
				}
			}
		}
	return true;
}

/*
 * SE's Fisherman(2): columns as base lines, then rows; base pairs in colex
 * order, digits ascending; two lines whose places are the same two.
 */
static bool
adv_x_wing(struct advanced *a)
{
	const struct ch_grid *g = a->work;
	int placed[9] = { 0 };

	for (int c = 0; c < 81; c++)
		if (g->value[c] != 0)
			placed[g->value[c] - 1]++;
	for (int t = 0; t < 2; t++) {
		int base = t == 0 ? 2 : 1, cover = t == 0 ? 1 : 2;
		unsigned two[9];	/* digits with two places, by line */

		for (int b = 0; b < 9; b++) {
			int ub = unit_of(base, b);

			two[b] = 0;
			for (int d = 0; d < 9; d++)
				if (placed[d] + 4 <= 9 && ch_two(g->pos[ub][d]))
					two[b] |= 1u << d;
		}
		for (int b2 = 1; b2 < 9; b2++)
			for (int b1 = 0; b1 < b2; b1++) {
				int ub1 = unit_of(base, b1);
				int ub2 = unit_of(base, b2);
				unsigned dm = two[b1] & two[b2] &
				    (a->changed[ub1] | a->changed[ub2]);

				for (; dm != 0; dm &= dm - 1) {
					int d = __builtin_ctz(dm);
					unsigned covers = g->pos[ub2][d];
					uint16_t remove[81];
					bool any = false;

					if (g->pos[ub1][d] != covers)
						continue;
					memset(remove, 0, sizeof(remove));
					for (unsigned m = covers; m != 0; m &= m - 1) {
						int uc = unit_of(cover,
						    __builtin_ctz(m));

						for (unsigned q = g->pos[uc][d] &
						    ~((1u << b1) | (1u << b2));
						    q != 0; q &= q - 1) {
							remove[hgrid_unit_cell[uc]
							    [__builtin_ctz(q)]] =
							    (uint16_t)(1u << d);
							any = true;
						}
					}
					if (!any)
						continue;
					adv_begin(a);
					for (int j = 0; j < 2; j++) {
						int ub = j == 0 ? ub1 : ub2;

						for (int i = 0; i < 9; i++) {
							int c = hgrid_unit_cell[ub][i];

							if (adv_gone(a, c, d) &&
							    !(covers >> i & 1) &&
							    !adv_parent(a, c * 9 + d))
								return false;
						}
					}
					if (!adv_hint(a, remove, CH_NONE))
						return false;
				}
			}
	}
	return true;
}

/*
 * SE's collectRuleParents for a potential of a nested chain: an "on"
 * potential with a cause needed the candidates its cause rule saw gone.
 */
static bool
nested_cause_parents(struct advanced *a, int k, int cause)
{
	int cell = k / 9, d = k % 9;

	if (cause == CH_CAUSE_CELL) {
		for (int j = 0; j < 9; j++)
			if (adv_gone(a, cell, j) && !adv_parent(a, cell * 9 + j))
				return false;
	} else if (cause >= CH_CAUSE_UNIT) {
		int u = cause - CH_CAUSE_UNIT;

		for (int i = 0; i < 9; i++) {
			int c = hgrid_unit_cell[u][i];

			if (adv_gone(a, c, d) && !adv_parent(a, c * 9 + d))
				return false;
		}
	}
	return true;
}

static uint64_t
mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15u + (h << 6) + (h >> 2);
	return h * 0xff51afd7ed558ccdu;
}

/*
 * Walks one chain end of a nested hint in SE's breadth-first order:
 * gathers rule parents and hashes the walk (SE's FullChain identity).
 */
static bool
nested_walk(struct advanced *a, struct ch_engine *in, const struct ch_hint *h,
    const struct ch_target *t, uint64_t *print)
{
	const struct ch_run *r = &in->run[t->run];
	const struct ch_node *base = &in->node[r->node];
	uint64_t seen[CH_NCAND * 2 / 64 + 1];
	uint32_t head = 0, tail = 0;

	memset(seen, 0, sizeof(seen));
	in->stack[tail++] = t->node;
	while (head < tail) {
		const struct ch_node *n = &base[in->stack[head++]];
		int pot = n->cand * 2 + n->on, cause = n->cause;

		if ((seen[pot >> 6] >> (pot & 63)) & 1)
			continue;
		seen[pot >> 6] |= (uint64_t)1 << (pot & 63);
		*print = mix(*print, (uint64_t)pot);
		for (uint32_t p = 0; p < n->npar; p++)
			in->stack[tail++] = in->par[n->par + p];
		if (cause == CH_CAUSE_NONE) {
			if (h->kind == CH_CELL)
				cause = CH_CAUSE_CELL;
			else if (h->kind == CH_REGION)
				cause = CH_CAUSE_UNIT + h->unit;
		}
		/* a cycle's second chain is the first one reversed, every
		   potential's state flipped: SE then sees the causes of its
		   "off" potentials on "on" ones */
		if ((n->on || h->kind == CH_CYCLE) &&
		    !(h->kind == CH_CYCLE && n->npar == 0) &&
		    !nested_cause_parents(a, n->cand, cause))
			return false;
	}
	return true;
}

static uint64_t
elim_hash(const struct ch_engine *in, const struct ch_hint *h)
{
	uint64_t x = h->nelim;

	for (uint32_t i = 0; i < h->nelim; i++)
		x = mix(x, (uint64_t)in->elim[h->elim + i].cell << 16 |
		    in->elim[h->elim + i].mask);
	return x;
}

/* SE's ChainingHint.equals: the same removals. */
static bool
same_elims(const struct ch_engine *in, const struct ch_hint *a,
    const struct ch_hint *b)
{
	if (a->nelim != b->nelim)
		return false;
	for (uint32_t i = 0; i < a->nelim; i++)
		if (in->elim[a->elim + i].cell != in->elim[b->elim + i].cell ||
		    in->elim[a->elim + i].mask != in->elim[b->elim + i].mask)
			return false;
	return true;
}

/*
 * Level >= 2: the nested producer's hints on the working grid, in SE's
 * order, equal ones (same removals) dropped.
 */
static bool
adv_chaining(struct advanced *a)
{
	struct ch_engine *e = a->e, *in = e->inner;
	uint32_t *idx, size;

	if (in == NULL) {
		in = e->level == 2 ? chains_prop_engine_new(false, false, false,
		    0, 0) : e->level == 3 ? chains_prop_engine_new(true, false,
		    false, 0, 0) : chains_prop_engine_new(true, true, false,
		    e->nesting, 0);
		if ((e->inner = in) == NULL) {
			e->stopped = true;
			return false;
		}
	}
	in->interrupt = e->interrupt;
	in->progress = e->progress;
	in->progress_ctx = e->progress_ctx;
	chains_collect(in, a->work);
	if (in->stopped) {
		e->stopped = true;
		return false;
	}
	if (in->nhint == 0)
		return true;
	/* the sort's scratch and the walks' queue */
	if (!chains_prop_reserve(in, (void **)&in->stack, &in->stackcap,
	    in->npar + 2 * in->nhint + 1, sizeof(*in->stack)) ||
	    !chains_prop_reserve(e, (void **)&e->nest, &e->cnest,
	    e->nnest + in->nhint, sizeof(*e->nest)))
		return false;
	idx = in->stack + in->npar + 1;
	chains_multi_sorted(in, idx);
	/* equal hints (same removals): a hash table of the kept ones */
	for (size = 16; size < 2 * in->nhint; size *= 2)
		;
	if (!chains_prop_reserve(e, (void **)&e->kept, &e->ckept, size,
	    sizeof(*e->kept)))
		return false;
	memset(e->kept, 0xff, size * sizeof(*e->kept));
	for (uint32_t i = 0; i < in->nhint; i++) {
		const struct ch_hint *h = &in->hint[idx[i]];
		uint16_t remove[81];
		uint64_t print = 0;
		uint32_t slot = (uint32_t)elim_hash(in, h) & (size - 1);
		bool dup = false;

		for (; e->kept[slot] != CH_NONE && !dup;
		    slot = (slot + 1) & (size - 1)) {
			const struct ch_hint *o = &in->hint[e->kept[slot]];

			dup = same_elims(in, o, h);
		}
		if (dup)
			continue;
		e->kept[slot] = idx[i];
		adv_begin(a);
		for (uint32_t t = 0; t < h->ntgt; t++) {
			print = mix(print, 0x51);
			if (!nested_walk(a, in, h, &in->tgt[h->tgt + t], &print))
				return false;
		}
		/* SE's rule parents are a set */
		{
			uint32_t from = a->par0, to = from;
			uint64_t seen[CH_NCAND / 64 + 1];

			memset(seen, 0, sizeof(seen));
			for (uint32_t p = from; p < e->nadvpar; p++) {
				int k = e->advpar[p];

				if ((seen[k >> 6] >> (k & 63)) & 1)
					continue;
				seen[k >> 6] |= (uint64_t)1 << (k & 63);
				e->advpar[to++] = (uint16_t)k;
			}
			e->nadvpar = to;
		}
		memset(remove, 0, sizeof(remove));
		for (uint32_t j = 0; j < h->nelim; j++)
			remove[in->elim[h->elim + j].cell] =
			    in->elim[h->elim + j].mask;
		e->nest[e->nnest].complexity = h->complexity;
		e->nest[e->nnest].print = print;
		if (!adv_hint(a, remove, e->nnest))
			return false;
		e->nnest++;
	}
	return true;
}

bool
chains_nested_advanced(struct ch_engine *e, const struct ch_grid *work,
    const struct ch_grid *saved, const struct ch_run *r)
{
	static bool (*const rules[4])(struct advanced *) = {
		adv_locking, adv_hidden_pair, adv_naked_pair, adv_x_wing
	};
	struct advanced a;

	(void)r;
	a.e = e;
	a.work = work;
	a.saved = saved;
	a.found = false;
	for (int u = 0; u < 27; u++) {
		a.changed[u] = 0;
		for (int d = 0; d < 9; d++)
			if (work->pos[u][d] != saved->pos[u][d])
				a.changed[u] |= (uint16_t)(1u << d);
	}
	for (int i = 0; i < 4 && !a.found; i++)
		if (!rules[i](&a))
			return false;
	if (!a.found && e->level >= 2 && !adv_chaining(&a))
		return false;
	return true;
}
