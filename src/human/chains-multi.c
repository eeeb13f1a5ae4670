/*
 * SE's multiple-chains search (Chaining.getMultipleChainsHintList), shared
 * by the Nishio, multiple, dynamic and nested producers, and what every
 * chaining producer does with the hints it collects: their lengths, their
 * difficulties, SE's order among them, and the step handed to the rater.
 *
 * From each candidate of a cell SE propagates "on" and "off" and reads
 * hints off the outcomes: a contradiction (the assumption is false), a
 * potential both outcomes force (double), one every candidate of the cell
 * forces (cell), one every place of a digit in a unit forces (region).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "human/chains.h"

double
chains_multi_base(const struct ch_engine *e)
{
	if (e->level > 0)
		return 8.5 + 0.5 * e->level;
	if (e->nishio)
		return 7.5;
	if (e->dynamic)
		return 8.5;
	return 8.0;
}

static double
hint_base(const struct ch_engine *e, const struct ch_hint *h)
{
	if (h->kind == CH_CYCLE)
		return h->x && h->y ? 7.0 : 6.5;
	if (h->kind == CH_FORCING)
		return h->x && h->y ? 7.0 : 6.6;
	return chains_multi_base(e);
}

/* SE's getFlatComplexity: the ancestors of each chain end, summed. */
int
chains_multi_flat(struct ch_engine *e, const struct ch_hint *h)
{
	int sum = 0;

	for (uint32_t i = 0; i < h->ntgt; i++) {
		const struct ch_target *t = &e->tgt[h->tgt + i];

		sum += chains_prop_ancestors(e, &e->run[t->run], t->node);
	}
	return sum;
}

/*
 * SE's getNestedComplexity: the complexity of every distinct nested hint
 * met along the chains (distinct by SE's FullChain identity).
 */
int
chains_multi_nested(struct ch_engine *e, const struct ch_hint *h)
{
	uint64_t prints[64];
	int nprint = 0, sum = 0;

	if (e->nnest == 0)
		return 0;
	for (uint32_t i = 0; i < h->ntgt; i++) {
		const struct ch_target *t = &e->tgt[h->tgt + i];
		const struct ch_run *r = &e->run[t->run];
		const struct ch_node *base = &e->node[r->node];
		uint32_t top = 0;
		uint64_t seen[CH_NCAND * 2 / 64 + 1];

		memset(seen, 0, sizeof(seen));
		e->stack[top++] = t->node;
		while (top > 0) {
			const struct ch_node *n = &base[e->stack[--top]];
			int pot = n->cand * 2 + n->on, j;

			if ((seen[pot >> 6] >> (pot & 63)) & 1)
				continue;
			seen[pot >> 6] |= (uint64_t)1 << (pot & 63);
			for (uint32_t p = 0; p < n->npar; p++)
				e->stack[top++] = e->par[n->par + p];
			if (n->nested == CH_NONE)
				continue;
			for (j = 0; j < nprint &&
			    prints[j] != e->nest[n->nested].print; j++)
				;
			if (j < nprint)
				continue;
			if (nprint < 64)
				prints[nprint++] = e->nest[n->nested].print;
			sum += e->nest[n->nested].complexity;
		}
	}
	return sum;
}

/* SE's comparator: difficulty, then complexity, then sort key. */
static int
hint_cmp(const struct ch_hint *a, const struct ch_hint *b)
{
	if (a->difficulty != b->difficulty)
		return a->difficulty < b->difficulty ? -1 : 1;
	if (a->complexity != b->complexity)
		return a->complexity < b->complexity ? -1 : 1;
	return (a->sortkey > b->sortkey) - (a->sortkey < b->sortkey);
}

/* Copies a hint into the pools and works out its length and difficulty. */
uint32_t
chains_multi_add_hint(struct ch_engine *e, const struct ch_hint *tmpl,
    const struct ch_target *tgt, uint32_t ntgt, const struct ch_elim *elim,
    uint32_t nelim)
{
	struct ch_hint *h;

	if (!chains_prop_reserve(e, (void **)&e->hint, &e->chint,
	    e->nhint + 1, sizeof(*e->hint)) ||
	    !chains_prop_reserve(e, (void **)&e->tgt, &e->ctgt,
	    e->ntgt + ntgt, sizeof(*e->tgt)) ||
	    !chains_prop_reserve(e, (void **)&e->elim, &e->celim,
	    e->nelim + nelim, sizeof(*e->elim)))
		return CH_NONE;
	h = &e->hint[e->nhint];
	*h = *tmpl;
	h->tgt = e->ntgt;
	h->ntgt = ntgt;
	memcpy(&e->tgt[e->ntgt], tgt, ntgt * sizeof(*tgt));
	e->ntgt += ntgt;
	h->elim = e->nelim;
	h->nelim = nelim;
	memcpy(&e->elim[e->nelim], elim, nelim * sizeof(*elim));
	e->nelim += nelim;
	h->complexity = chains_multi_flat(e, h) + chains_multi_nested(e, h);
	h->difficulty = chains_prop_difficulty(hint_base(e, h), h->complexity);
	if (e->best == CH_NONE || hint_cmp(h, &e->hint[e->best]) < 0)
		e->best = e->nhint;
	return e->nhint++;
}

/*
 * The longest chain (complexity) a hint of this base and sort key may have
 * and still come before the best hint so far; INT_MAX when every hint is
 * wanted.  SE's difficulty grows with the length, so beyond it nothing a
 * search finds can be the producer's first hint.
 */
int
chains_multi_cap(const struct ch_engine *e, double base, int sortkey)
{
	struct ch_engine *m = (struct ch_engine *)e;	/* the memo only */
	struct ch_hint h = { 0 };
	int c;

	if (!e->best_only || e->best == CH_NONE)
		return INT_MAX;
	/* asked once per search: remembered until the best changes */
	for (int i = 0; i < 4; i++)
		if (e->capmemo[i].best == e->best && e->capmemo[i].base == base &&
		    e->capmemo[i].sortkey == sortkey)
			return e->capmemo[i].cap;
	h.sortkey = (uint8_t)sortkey;
	for (c = 1;; c++) {
		h.complexity = c;
		h.difficulty = chains_prop_difficulty(base, c);
		if (hint_cmp(&h, &e->hint[e->best]) >= 0)
			break;
	}
	m->capmemo[m->capnext] = (struct ch_capmemo){ e->best, base, sortkey,
	    c - 1 };
	m->capnext = (m->capnext + 1) % 4;
	return c - 1;
}

/* The hint SE's stable sort puts first: the earliest of the smallest. */
uint32_t
chains_multi_best(const struct ch_engine *e)
{
	return e->best;
}

/* All hints in SE's (stable) order: a merge sort of their numbers. */
void
chains_multi_sorted(const struct ch_engine *e, uint32_t *idx)
{
	uint32_t n = e->nhint, *tmp = idx + n;

	for (uint32_t i = 0; i < n; i++)
		idx[i] = i;
	for (uint32_t w = 1; w < n; w *= 2) {
		for (uint32_t lo = 0; lo < n; lo += 2 * w) {
			uint32_t mid = lo + w < n ? lo + w : n;
			uint32_t hi = lo + 2 * w < n ? lo + 2 * w : n;
			uint32_t a = lo, b = mid, o = lo;

			while (a < mid && b < hi)
				tmp[o++] = hint_cmp(&e->hint[idx[b]],
				    &e->hint[idx[a]]) < 0 ? idx[b++] : idx[a++];
			while (a < mid)
				tmp[o++] = idx[a++];
			while (b < hi)
				tmp[o++] = idx[b++];
		}
		memcpy(idx, tmp, n * sizeof(*idx));
	}
}

/* What a hint removes when its result is (k, on): SE's removable map. */
static uint32_t
result_elim(const struct ch_grid *g, int k, bool on, struct ch_elim *out)
{
	int cell = k / 9;

	out->cell = (uint8_t)cell;
	out->mask = on ? g->cand[cell] & ~(1u << (k % 9)) : 1u << (k % 9);
	return out->mask != 0;
}

static void
add_result_hint(struct ch_engine *e, const struct ch_grid *g,
    struct ch_hint *h, int k, bool on, const struct ch_target *tgt,
    uint32_t ntgt)
{
	struct ch_elim el;

	if (!result_elim(g, k, on, &el))
		return;		/* SE's isWorth */
	h->place = on ? k : -1;
	chains_multi_add_hint(e, h, tgt, ntgt, &el, 1);
}

static void
binary_hints(struct ch_engine *e, const struct ch_grid *g, int k,
    uint32_t ron, uint32_t roff, bool dbl)
{
	struct ch_hint h = { 0 };
	struct ch_target t[2];
	const struct ch_run *a = &e->run[ron], *b = &e->run[roff];

	h.src = k;
	if (e->dynamic || e->nishio) {
		h.kind = CH_CONTRA;
		h.sortkey = 7;
		if (a->contra_on != CH_NONE) {
			t[0] = (struct ch_target){ ron, a->contra_on };
			t[1] = (struct ch_target){ ron, a->contra_off };
			h.src_on = true;
			add_result_hint(e, g, &h, k, false, t, 2);
			b = &e->run[roff];
		}
		if (b->contra_on != CH_NONE) {
			t[0] = (struct ch_target){ roff, b->contra_on };
			t[1] = (struct ch_target){ roff, b->contra_off };
			h.src_on = false;
			add_result_hint(e, g, &h, k, true, t, 2);
		}
	}
	if (!dbl)
		return;
	h.kind = CH_DOUBLE;
	h.sortkey = 1;
	for (int on = 1; on >= 0; on--) {
		a = &e->run[ron];
		for (uint32_t i = 0; i < a->nnode; i++) {
			const struct ch_node *n = &e->node[a->node + i];
			uint32_t other;

			if (n->on != on || (other = chains_prop_find(e,
			    &e->run[roff], n->cand, on)) == CH_NONE)
				continue;
			t[0] = (struct ch_target){ ron, i };
			t[1] = (struct ch_target){ roff, other };
			add_result_hint(e, g, &h, n->cand, on, t, 2);
			a = &e->run[ron];
		}
	}
}

/*
 * Potentials every run of `runs` reaches, met in the first run's order,
 * ons first: SE's retainAll of LinkedSets, then a hint for each.
 */
static void
common_hints(struct ch_engine *e, const struct ch_grid *g, struct ch_hint *h,
    const uint32_t *runs, int nruns)
{
	struct ch_bits on = e->run[runs[0]].on, off = e->run[runs[0]].off;
	uint64_t any = 0;

	for (int i = 1; i < nruns; i++)
		for (int w = 0; w < CH_WORDS; w++) {
			on.w[w] &= e->run[runs[i]].on.w[w];
			off.w[w] &= e->run[runs[i]].off.w[w];
		}
	for (int w = 0; w < CH_WORDS; w++)
		any |= on.w[w] | off.w[w];
	if (any == 0)
		return;
	for (int s = 1; s >= 0; s--) {
		const struct ch_bits *want = s ? &on : &off;
		uint32_t nn = e->run[runs[0]].nnode;

		for (uint32_t i = 0; i < nn; i++) {
			const struct ch_node *n = &e->node[e->run[runs[0]].node +
			    i];
			struct ch_target t[9];
			int k = n->cand;

			if (n->on != s || !ch_bits_has(want, k))
				continue;
			for (int j = 0; j < nruns; j++) {
				t[j].run = runs[j];
				t[j].node = chains_prop_find(e, &e->run[runs[j]],
				    k, s);
			}
			add_result_hint(e, g, h, k, s, t, (uint32_t)nruns);
		}
	}
}

static bool
region_hints(struct ch_engine *e, const struct ch_grid *g, int cell, int d,
    uint32_t ron)
{
	for (int t = 0; t < 3; t++) {
		int u = hgrid_cell_unit[cell][t];
		unsigned m = g->pos[u][d];
		int card = ch_count(m), nruns = 0;
		uint32_t runs[9];
		struct ch_hint h = { 0 };

		if (!(card == 2 || (e->multiple && card > 2)) ||
		    hgrid_unit_cell[u][__builtin_ctz(m)] != cell)
			continue;
		for (; m != 0; m &= m - 1) {
			int c2 = hgrid_unit_cell[u][__builtin_ctz(m)];

			runs[nruns] = c2 == cell ? ron :
			    chains_prop_on_run(e, g, c2 * 9 + d);
			if (runs[nruns++] == CH_NONE)
				return false;
		}
		h.kind = CH_REGION;
		h.sortkey = 6;
		h.unit = u;
		h.digit = d;
		h.src = cell * 9 + d;
		common_hints(e, g, &h, runs, nruns);
	}
	return true;
}

/* Nishio's digits this call: those to skip, and what became of the rest. */
struct nishio_call {
	bool	skip[9], capped[9], found[9];
};

static bool
cell_hints(struct ch_engine *e, const struct ch_grid *g, int cell, int card,
    struct nishio_call *nc)
{
	uint32_t runs[9];
	int nruns = 0;
	bool dbl = card >= 3 && !e->nishio && e->dynamic;
	bool binary = e->dynamic || e->nishio || dbl;

	for (unsigned m = g->cand[cell]; m != 0; m &= m - 1) {
		int d = __builtin_ctz(m), k = cell * 9 + d;
		uint32_t ron, roff = CH_NONE, before = e->nhint;

		if (nc != NULL) {
			/* Nishio: no cell hints, so digits stand alone */
			if (nc->skip[d])
				continue;
			nc->capped[d] |= e->best_only && e->best != CH_NONE;
		}

		if ((ron = chains_prop_on_run(e, g, k)) == CH_NONE)
			return false;
		/* the "off" run only feeds contradictions and doubles */
		if (binary) {
			if ((roff = chains_prop_run(e, g, k, false)) == CH_NONE)
				return false;
			binary_hints(e, g, k, ron, roff, dbl);
		}
		if (!e->nishio && !region_hints(e, g, cell, d, ron))
			return false;
		runs[nruns++] = ron;
		if (nc != NULL)
			nc->found[d] |= e->nhint != before;
	}
	if (!e->nishio && (card == 2 || (e->multiple && card > 2))) {
		struct ch_hint h = { 0 };

		h.kind = CH_CELL;
		h.sortkey = 5;
		h.src = cell;
		common_hints(e, g, &h, runs, nruns);
	}
	return !e->stopped;
}

/*
 * Nishio: the digits its memo (ch_engine.nmemo) says give nothing are
 * skipped; the memo is brought up to date for the others.
 */
static void
nishio_hints(struct ch_engine *e, const struct ch_grid *g)
{
	struct ch_nishio_memo *mm = &e->nmemo;
	struct nishio_call nc = { { false }, { false }, { false } };
	uint64_t place[9][2] = { { 0 } }, start[9][2] = { { 0 } };

	for (int c = 0; c < 81; c++)
		for (unsigned m = g->cand[c]; m != 0; m &= m - 1) {
			int d = __builtin_ctz(m);

			place[d][c >> 6] |= 1ull << (c & 63);
			if (g->value[c] == 0 && ch_many(g->cand[c]))
				start[d][c >> 6] |= 1ull << (c & 63);
		}
	for (int d = 0; d < 9; d++)
		nc.skip[d] = mm->none[d] && place[d][0] == mm->place[d][0] &&
		    place[d][1] == mm->place[d][1] &&
		    (start[d][0] & ~mm->start[d][0]) == 0 &&
		    (start[d][1] & ~mm->start[d][1]) == 0;
	for (int cell = 0; cell < 81; cell++) {
		int card = ch_count(g->cand[cell]);

		if (g->value[cell] != 0 || card < 2)
			continue;
		if (!cell_hints(e, g, cell, card, &nc))
			return;
	}
	for (int d = 0; d < 9; d++)
		if (!nc.skip[d]) {
			mm->none[d] = !nc.capped[d] && !nc.found[d];
			memcpy(mm->place[d], place[d], sizeof(place[d]));
			memcpy(mm->start[d], start[d], sizeof(start[d]));
		}
}

/* Every hint of a Nishio, multiple or dynamic producer, in SE's order. */
void
chains_multi_hints(struct ch_engine *e, const struct ch_grid *g)
{
	if (e->nishio) {
		nishio_hints(e, g);
		return;
	}
	for (int cell = 0; cell < 81; cell++) {
		int card = ch_count(g->cand[cell]);

		if (g->value[cell] != 0 ||
		    !(card > 2 || (card > 1 && e->dynamic)))
			continue;
		if (!cell_hints(e, g, cell, card, NULL))
			return;
	}
}

/* SE's getName() of a hint; static strings, as step.name wants. */
static const char *
hint_name(const struct ch_engine *e, const struct ch_hint *h, int loop_cells)
{
	static const char *const dyn[5][4] = {
		{ "Dynamic Contradiction Forcing Chains",
		  "Dynamic Double Forcing Chains",
		  "Dynamic Cell Forcing Chains",
		  "Dynamic Region Forcing Chains" },
		{ "Dynamic Contradiction Forcing Chains (+)",
		  "Dynamic Double Forcing Chains (+)",
		  "Dynamic Cell Forcing Chains (+)",
		  "Dynamic Region Forcing Chains (+)" },
		{ "Dynamic Contradiction Forcing Chains (+ Forcing Chains)",
		  "Dynamic Double Forcing Chains (+ Forcing Chains)",
		  "Dynamic Cell Forcing Chains (+ Forcing Chains)",
		  "Dynamic Region Forcing Chains (+ Forcing Chains)" },
		{ "Dynamic Contradiction Forcing Chains "
		      "(+ Multiple Forcing Chains)",
		  "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)",
		  "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)",
		  "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)" },
		{ "Dynamic Contradiction Forcing Chains "
		      "(+ Dynamic Forcing Chains)",
		  "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)",
		  "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)",
		  "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)" },
	};

	switch (h->kind) {
	case CH_CYCLE:
		if (h->x && h->y)
			return "Bidirectional Cycle";
		if (h->y)
			return "Bidirectional Y-Cycle";
		return loop_cells == 4 ? "Generalized X-Wing" :
		    "Bidirectional X-Cycle";
	case CH_FORCING:
		if (h->x && h->y)
			return "Forcing Chain";
		return h->complexity == 6 ? "Turbot Fish" : "Forcing X-Chain";
	default:
		break;
	}
	if (e->nishio)
		return "Nishio Forcing Chains";
	if (!e->dynamic)
		return h->kind == CH_CELL ? "Cell Forcing Chains" :
		    "Region Forcing Chains";
	return dyn[e->level][h->kind - CH_CONTRA];
}

static char *
put_cand(char *p, int k, bool on)
{
	*p++ = 'r';
	*p++ = (char)('1' + k / 81);
	*p++ = 'c';
	*p++ = (char)('1' + k / 9 % 9);
	*p++ = on ? '=' : '<';
	if (!on)
		*p++ = '>';
	*p++ = (char)('1' + k % 9);
	*p = '\0';
	return p;
}

/* Adds the link from parent to child, unless it is there already. */
static void
step_link_add(struct step *out, const struct ch_node *parent,
    const struct ch_node *child)
{
	struct step_link	*l;

	for (int i = 0; i < out->nlinks; i++) {
		l = &out->links[i];
		if (l->from == parent->cand && l->to == child->cand &&
		    l->from_on == (parent->on != 0) &&
		    l->to_on == (child->on != 0))
			return;
	}
	if (out->nlinks == STEP_LINKS_MAX)
		return;
	l = &out->links[out->nlinks++];
	l->from = parent->cand;
	l->to = child->cand;
	l->from_on = parent->on != 0;
	l->to_on = child->on != 0;
}

/*
 * The links of the hint's chains, for pictures: from each chain's end
 * back through every parent to the assumption, as SE draws them.  Each
 * potential is walked once per chain end; a chain longer than the step
 * keeps is cut short (the rating and the text never read the links).
 */
static void
step_links(const struct ch_engine *e, const struct ch_hint *h,
    struct step *out)
{
	uint64_t	seen[CH_NCAND * 2 / 64 + 1];
	uint32_t	stack[2 * STEP_LINKS_MAX];
	uint32_t	top;

	for (uint32_t t = 0; t < h->ntgt; t++) {
		const struct ch_target	*tg = &e->tgt[h->tgt + t];
		const struct ch_node	*base = &e->node[e->run[tg->run].node];

		memset(seen, 0, sizeof seen);
		top = 0;
		stack[top++] = tg->node;
		while (top > 0 && out->nlinks < STEP_LINKS_MAX) {
			const struct ch_node *n = &base[stack[--top]];
			int pot = n->cand * 2 + n->on;

			if ((seen[pot >> 6] >> (pot & 63)) & 1)
				continue;
			seen[pot >> 6] |= (uint64_t)1 << (pot & 63);
			for (uint32_t i = 0; i < n->npar; i++) {
				uint32_t p = e->par[n->par + i];

				step_link_add(out, &base[p], n);
				if (top < sizeof stack / sizeof stack[0])
					stack[top++] = p;
			}
		}
	}
}

/* The step the rater applies, and what explain shows of it. */
void
chains_multi_step(const struct ch_engine *e, const struct ch_hint *h,
    const struct technique *t, struct step *out)
{
	char *p = out->text;
	int loop_cells = 0;
	int tk = -1;
	bool ton = false;

	step_clear(out, t, chains_prop_rating(h->difficulty));
	for (uint32_t i = 0; i < h->nelim; i++)
		out->elim[e->elim[h->elim + i].cell] |= e->elim[h->elim + i].mask;
	if (h->place >= 0)
		step_add_place(out, h->place / 9, h->place % 9 + 1);
	if (h->ntgt > 0) {
		const struct ch_target *tg = &e->tgt[h->tgt];
		const struct ch_node *n = &e->node[e->run[tg->run].node +
		    tg->node];

		tk = n->cand;
		ton = n->on;
	}
	if (h->kind == CH_CYCLE) {
		const struct ch_target *tg = &e->tgt[h->tgt];
		const struct ch_run *r = &e->run[tg->run];
		const struct ch_node *n = &e->node[r->node + tg->node];
		uint64_t seen[2] = { 0, 0 };

		for (; n->npar > 0; n = &e->node[r->node + e->par[n->par]]) {
			int c = n->cand / 9;

			if ((seen[c >> 6] >> (c & 63)) & 1)
				continue;
			seen[c >> 6] |= (uint64_t)1 << (c & 63);
			step_add_cell(out, c);
			out->digits |= (uint16_t)(1u << (n->cand % 9));
			loop_cells++;
		}
		p += sprintf(p, "loop through");
		for (int i = 0; i < out->ncells; i++)
			p += sprintf(p, "%s r%dc%d", i ? "," : "",
			    out->cells[i] / 9 + 1, out->cells[i] % 9 + 1);
	} else if (h->kind == CH_CELL) {
		step_add_cell(out, h->src);
		p += sprintf(p, "each candidate of r%dc%d implies ",
		    h->src / 9 + 1, h->src % 9 + 1);
		put_cand(p, tk, ton);
	} else if (h->kind == CH_REGION) {
		char name[4];

		hgrid_unit_name(h->unit, name);
		step_add_unit(out, h->unit);
		out->digits = (uint16_t)(1u << h->digit);
		p += sprintf(p, "each place of %d in %s implies ", h->digit + 1,
		    name);
		put_cand(p, tk, ton);
	} else {
		bool src_on = h->kind == CH_CONTRA ? h->src_on : true;

		step_add_cell(out, h->src / 9);
		out->digits = (uint16_t)(1u << (h->src % 9));
		p = put_cand(p, h->src, src_on);
		if (h->kind == CH_DOUBLE) {
			p += sprintf(p, " and ");
			p = put_cand(p, h->src, false);
			p += sprintf(p, " both imply ");
			put_cand(p, tk, ton);
		} else if (h->kind == CH_CONTRA) {
			p += sprintf(p, " implies both ");
			p = put_cand(p, tk, true);
			p += sprintf(p, " and ");
			put_cand(p, tk, false);
		} else {
			p += sprintf(p, " implies ");
			put_cand(p, tk, ton);
		}
	}
	if (tk >= 0 && h->kind != CH_CYCLE && (h->kind == CH_REGION ||
	    tk / 9 != (h->kind == CH_CELL ? h->src : h->src / 9)))
		step_add_cell(out, tk / 9);
	if (tk >= 0)
		out->digits |= (uint16_t)(1u << (tk % 9));
	out->name = hint_name(e, h, loop_cells);
	step_links(e, h, out);
}
