/*
 * The rules engine: puzzles that carry variant rules (ruleset.h), on a
 * board of any shape up to 64x64.  Classic puzzles never come here (the
 * bitboard engine takes 9x9, the general engine the other sizes); this
 * one trades their fixed three units a cell for whatever the rules say.
 *
 * Each family builds its part through the post_* calls (rules.h); the
 * engine keeps, by cell:
 *
 *   groups    the all-different groups that hold the cell: rows, columns,
 *             boxes or regions, diagonals, cages, extra regions; a group
 *             of N cells is full (each symbol in it once)
 *   peers     the cells that may not share its digit: every group's
 *             other cells, and the pairs of anti-knight or anti-king
 *   relations to one other cell (a dot, an XV, non-consecutive)
 *   props     the families' propagators on the cell (cage sums,
 *             thermometers, arrows)
 *
 * and the state twice over, kept in step, as in the general engine:
 *
 *   cand[cell]          bit s: symbol s + 1 may still go in the cell
 *   places[g * N + s]   bit i: symbol s + 1 may still go in the i-th cell
 *                       of full group g
 *
 * Every change narrows a cell's word (eng_keep), pushes the old word on a
 * trail for the undo, and clears the symbols' places in the cell's full
 * groups.  What a change leaves is queued: the cell (a single's digit
 * leaves its peers; relations narrow the other cell; its propagators
 * wake), and a full group's symbol with one place left (a hidden single)
 * or with its places all inside a second group (locked: the symbol
 * leaves the rest of that group, found through the crossings of the
 * group at that place, listed when the engine is built).  Propagation
 * runs the queues dry, cheapest first.
 *
 * The search branches on the open cell with the fewest candidates for
 * the failures its groups have met, its smallest symbol first (taken,
 * then refused), the decisions in frames; in row-major order for the
 * smallest solution, which is then the first found.
 *
 * All state is in memory the call allocates: the engine is reentrant.
 */
#include <stdlib.h>
#include <string.h>

#include "engine/bits.h"
#include "engine/engine-general.h"
#include "rules/rules.h"

#define POLL_EVERY	1024	/* decisions between looks at the interrupt */

struct eng_group {
	uint32_t	first;		/* its cells: group_cell[first ...] */
	uint16_t	size;
	bool		full;		/* N cells: each symbol once */
};

struct eng_relation {
	uint16_t	other;
	uint8_t		kind;		/* enum relation */
	int32_t		value;
};

struct eng_prop {
	const struct rule_family *family;
	const struct constraint	 *constraint;
	const void		 *data;
};

/* One entry of a by-cell list while it is built: (cell, what). */
struct pair {
	uint32_t	cell;
	uint32_t	what;
};

/* A growing array. */
struct vec {
	void		*at;
	size_t		 len;
	size_t		 cap;
	size_t		 size;		/* of an element */
};

/* The engine under construction (rules.h's struct post). */
struct post {
	const struct shape	*shape;
	const struct ruleset	*set;
	struct vec		 groups;	/* struct eng_group */
	struct vec		 group_cells;	/* uint16_t */
	struct vec		 relations;	/* struct pair: what indexes
						   rel_items */
	struct vec		 rel_items;	/* struct eng_relation */
	struct vec		 differents;	/* struct pair: cell, other */
	struct vec		 props;		/* struct eng_prop */
	struct vec		 prop_cells;	/* struct pair: cell, prop */
	struct vec		 blocks;	/* void *: post_alloc's */
	uint64_t		*domain;	/* by cell */
	bool			 failed;	/* memory ran out */
};

/* A decision: the trail to go back to, and the literal. */
struct frame {
	uint32_t	mark;
	uint16_t	cell;
	uint8_t		symbol;
};

/* A by-cell list: the entries of cell c are [start[c], start[c + 1]). */
struct rows {
	uint32_t	*start;
	uint32_t	*what;
};

/* The engine (rules.h's struct prop is a view of it). */
struct prop {
	int			 n, cells;
	uint64_t		 full;
	const struct shape	*shape;
	const struct ruleset	*set;
	/* groups; each one's cells as a bit set too */
	int			 ngroups;
	struct eng_group	*group;
	uint16_t		*group_cell;
	uint64_t		*group_bits;
	int			 words;		/* of a bit set of cells */
	struct rows		 cell_groups;	/* every group of a cell */
	struct rows		 cell_full;	/* its full groups... */
	uint8_t			*cell_full_index; /* ...and its place there */
	/*
	 * For full group g and place i, the other groups that hold that
	 * place and another of g: cross[g * N + i] lists them, with the
	 * places of g they hold (cross_mask).
	 */
	uint32_t		*cross_start;
	uint32_t		*cross_group;
	uint64_t		*cross_mask;
	struct rows		 peers;
	uint32_t		*rel_start;
	struct eng_relation	*rel;
	struct rows		 cell_props;
	int			 nprops;
	struct eng_prop		*props;
	uint64_t		*domain;
	struct vec		 blocks;	/* the propagators' tables */
	/* the state */
	uint64_t		*cand;
	uint64_t		*places;	/* [g * N + s] of full groups */
	int			 open;		/* cells not single */
	uint16_t		*trail_cell;
	uint64_t		*trail_old;
	uint32_t		 top;
	/* the queues, each entry at most once */
	uint16_t		*cellq;
	int			 ncellq;
	uint8_t			*cell_queued;
	uint32_t		*eventq;	/* g * N + s */
	int			 nevents;
	uint8_t			*event_queued;
	uint32_t		*propq;
	int			 npropq;
	uint8_t			*prop_queued;
	/* the search */
	uint32_t		*weight;	/* by group: failures met, + 1 */
	struct frame		*frames;
	int			 depth;
	bool			 lex;
	const struct general_query *query;
	struct general_answer	*answer;
	count_t			 found, limit;
	uint64_t		 nodes;
	bool			 stop;
	/* the true candidates: what some solution has */
	uint64_t		*seen;
};

static void
vec_init(struct vec *v, size_t size)
{
	v->at = NULL;
	v->len = v->cap = 0;
	v->size = size;
}

static void *
vec_push(struct post *p, struct vec *v)
{
	size_t	 cap;
	void	*grown;

	if (p->failed)
		return NULL;
	if (v->len == v->cap) {
		cap = v->cap == 0 ? 64 : 2 * v->cap;
		if ((grown = realloc(v->at, cap * v->size)) == NULL) {
			p->failed = true;
			return NULL;
		}
		v->at = grown;
		v->cap = cap;
	}
	return (char *)v->at + v->len++ * v->size;
}

/* post: what families declare */

const struct shape *
post_shape(const struct post *p)
{
	return p->shape;
}

/* The cells hold no digit twice; all of them, with N cells. */
int
post_group(struct post *p, const uint16_t *cells, int n)
{
	struct eng_group	*g;
	uint16_t		*c;
	int			 i;

	if (n < 2)
		return 0;
	if ((g = vec_push(p, &p->groups)) == NULL)
		return -1;
	g->first = (uint32_t)p->group_cells.len;
	g->size = (uint16_t)n;
	g->full = n == p->shape->side;
	for (i = 0; i < n; i++) {
		if ((c = vec_push(p, &p->group_cells)) == NULL)
			return -1;
		*c = cells[i];
	}
	return 0;
}

static int
post_pair(struct post *p, struct vec *v, uint32_t cell, uint32_t what)
{
	struct pair	*e;

	if ((e = vec_push(p, v)) == NULL)
		return -1;
	e->cell = cell;
	e->what = what;
	return 0;
}

/* A relation between cells a and b, propagated both ways. */
int
post_relation(struct post *p, int a, int b, enum relation kind, int value)
{
	struct eng_relation	*r;
	int			 k, from, to;

	if (a == b)
		return 0;
	if (kind == REL_DIFFERENT)
		return post_pair(p, &p->differents, (uint32_t)a,
		    (uint32_t)b) < 0 || post_pair(p, &p->differents,
		    (uint32_t)b, (uint32_t)a) < 0 ? -1 : 0;
	for (k = 0; k < 2; k++) {
		from = k == 0 ? a : b;
		to = k == 0 ? b : a;
		if ((r = vec_push(p, &p->rel_items)) == NULL ||
		    post_pair(p, &p->relations, (uint32_t)from,
		    (uint32_t)(p->rel_items.len - 1)) < 0)
			return -1;
		r->other = (uint16_t)to;
		r->kind = (uint8_t)kind;
		r->value = value;
	}
	return 0;
}

/* The cell takes only symbols of keep (bit s: symbol s + 1). */
int
post_domain(struct post *p, int cell, uint64_t keep)
{
	p->domain[cell] &= keep;
	return 0;
}

/* The family's propagator for c, woken by changes to the cells. */
int
post_propagator(struct post *p, const struct constraint *c,
    const uint16_t *cells, int n, const void *data)
{
	struct eng_prop	*e;
	uint32_t	 index = (uint32_t)p->props.len;
	int		 i;

	if ((e = vec_push(p, &p->props)) == NULL)
		return -1;
	e->family = rule_family_of(c);
	e->constraint = c;
	e->data = data;
	for (i = 0; i < n; i++)
		if (post_pair(p, &p->prop_cells, cells[i], index) < 0)
			return -1;
	return 0;
}

/* Memory for a propagator's own tables, freed with the engine. */
void *
post_alloc(struct post *p, size_t size)
{
	void	**slot, *block;

	if (p->failed || (slot = vec_push(p, &p->blocks)) == NULL)
		return NULL;
	if ((block = calloc(1, size == 0 ? 1 : size)) == NULL) {
		p->blocks.len--;
		p->failed = true;
		return NULL;
	}
	*slot = block;
	return block;
}

/* prop: what propagators see */

int
prop_side(const struct prop *e)
{
	return e->n;
}

uint64_t
prop_cand(const struct prop *e, int cell)
{
	return e->cand[cell];
}

const uint16_t *
prop_cells(const struct prop *e, const struct constraint *c)
{
	return constraint_cells(e->set, c);
}

static inline void
eng_queue_cell(struct prop *e, int cell)
{
	if (e->cell_queued[cell])
		return;
	e->cell_queued[cell] = 1;
	e->cellq[e->ncellq++] = (uint16_t)cell;
}

static inline void
eng_queue_event(struct prop *e, uint32_t ev)
{
	if (e->event_queued[ev])
		return;
	e->event_queued[ev] = 1;
	e->eventq[e->nevents++] = ev;
}

/* Whether the cell is in group h. */
static inline bool
eng_in_group(const struct prop *e, uint32_t h, int cell)
{
	return e->group_bits[(size_t)h * (size_t)e->words +
	    (size_t)(cell >> 6)] >> (cell & 63) & 1;
}

/*
 * Symbol s left place i of full group g, leaving places p: queued when
 * it has one place left, or its places lie inside a crossing group.
 */
static inline void
eng_places_left(struct prop *e, uint32_t g, int s, uint64_t p)
{
	uint32_t	base = g * (uint32_t)e->n, slot, k;

	if (single(p)) {
		eng_queue_event(e, base + (uint32_t)s);
		return;
	}
	slot = base + (uint32_t)lowest(p);
	for (k = e->cross_start[slot]; k < e->cross_start[slot + 1]; k++)
		if ((p & ~e->cross_mask[k]) == 0) {
			eng_queue_event(e, base + (uint32_t)s);
			return;
		}
}

/*
 * The cell keeps only the symbols of keep: the one change the engine
 * makes, on the trail for the undo (whole, even when it fails).  False
 * on a contradiction, weighed on the groups that met it.
 */
static bool
eng_keep(struct prop *e, int cell, uint64_t keep)
{
	uint64_t	old = e->cand[cell], now = old & keep, gone, p;
	uint32_t	i, g;
	int		s, index;

	if (now == old)
		return true;
	e->trail_cell[e->top] = (uint16_t)cell;
	e->trail_old[e->top++] = old;
	e->cand[cell] = now;
	/* counted now, as the undo counts it back, whatever follows */
	if (now != 0 && single(now))
		e->open--;
	if (now == 0) {
		for (i = e->cell_groups.start[cell];
		    i < e->cell_groups.start[cell + 1]; i++)
			e->weight[e->cell_groups.what[i]]++;
		return false;
	}
	gone = old & ~now;
	for (i = e->cell_full.start[cell]; i < e->cell_full.start[cell + 1];
	    i++) {
		g = e->cell_full.what[i];
		index = e->cell_full_index[i];
		for (uint64_t m = gone; m != 0; m &= m - 1) {
			s = lowest(m);
			p = e->places[g * (uint32_t)e->n + (uint32_t)s] &=
			    ~((uint64_t)1 << index);
			if (p == 0) {
				e->weight[g]++;
				return false;
			}
			eng_places_left(e, g, s, p);
		}
	}
	eng_queue_cell(e, cell);
	return true;
}

bool
prop_keep(struct prop *e, int cell, uint64_t keep)
{
	return eng_keep(e, cell, keep);
}

static void
eng_undo(struct prop *e, uint32_t mark)
{
	uint64_t	now, old, back, m;
	uint32_t	i;
	int		cell;

	while (e->top > mark) {
		cell = e->trail_cell[--e->top];
		now = e->cand[cell];
		old = e->trail_old[e->top];
		e->cand[cell] = old;
		back = old & ~now;
		for (i = e->cell_full.start[cell];
		    i < e->cell_full.start[cell + 1]; i++)
			for (m = back; m != 0; m &= m - 1)
				e->places[e->cell_full.what[i] *
				    (uint32_t)e->n + (uint32_t)lowest(m)] |=
				    (uint64_t)1 << e->cell_full_index[i];
		if (now != 0 && single(now) && !single(old))
			e->open++;
	}
}

static void
eng_reset_queues(struct prop *e)
{
	while (e->ncellq > 0)
		e->cell_queued[e->cellq[--e->ncellq]] = 0;
	while (e->nevents > 0)
		e->event_queued[e->eventq[--e->nevents]] = 0;
	while (e->npropq > 0)
		e->prop_queued[e->propq[--e->npropq]] = 0;
}

/* The symbols (bits) the other cell of a relation may keep. */
static uint64_t
eng_support(const struct prop *e, const struct eng_relation *r, uint64_t m)
{
	uint64_t	out = 0;
	int		x, y, v = r->value;

	switch ((enum relation)r->kind) {
	case REL_DIFFERENT:
		return single(m) ? ~m : ~(uint64_t)0;
	case REL_DIFFERENCE:
		return v >= 64 || v < 0 ? 0 : (m << v | m >> v);
	case REL_NOT_DIFFERENCE:
		return !single(m) || v >= 64 || v < 0 ? ~(uint64_t)0 :
		    ~(m << v | m >> v);
	case REL_RATIO:
	case REL_NOT_RATIO:
		if (r->kind == REL_NOT_RATIO && !single(m))
			return ~(uint64_t)0;
		for (; m != 0; m &= m - 1) {
			x = lowest(m) + 1;
			if ((long)x * v <= e->n && (long)x * v >= 1)
				out |= (uint64_t)1 << (x * v - 1);
			if (v > 0 && x % v == 0)
				out |= (uint64_t)1 << (x / v - 1);
		}
		return r->kind == REL_RATIO ? out : ~out;
	case REL_SUM:
	case REL_NOT_SUM:
		if (r->kind == REL_NOT_SUM && !single(m))
			return ~(uint64_t)0;
		for (; m != 0; m &= m - 1) {
			x = lowest(m) + 1;
			y = v - x;
			if (y >= 1 && y <= e->n)
				out |= (uint64_t)1 << (y - 1);
		}
		return r->kind == REL_SUM ? out : ~out;
	}
	return ~(uint64_t)0;
}

/*
 * A changed cell: a single leaves its peers; relations narrow the other
 * cells; its propagators wake.
 */
static bool
eng_cell(struct prop *e, int cell)
{
	uint64_t	m = e->cand[cell];
	uint32_t	i, k;

	if (single(m))
		for (i = e->peers.start[cell]; i < e->peers.start[cell + 1];
		    i++)
			if (!eng_keep(e, (int)e->peers.what[i], ~m))
				return false;
	for (i = e->rel_start[cell]; i < e->rel_start[cell + 1]; i++)
		if (!eng_keep(e, e->rel[i].other,
		    eng_support(e, &e->rel[i], m)))
			return false;
	for (i = e->cell_props.start[cell]; i < e->cell_props.start[cell + 1];
	    i++) {
		k = e->cell_props.what[i];
		if (!e->prop_queued[k]) {
			e->prop_queued[k] = 1;
			e->propq[e->npropq++] = k;
		}
	}
	return true;
}

/*
 * A full group's symbol, queued by eng_places_left: one place left is a
 * hidden single; places all inside a crossing group lock the symbol out
 * of the rest of that group.
 */
static bool
eng_event(struct prop *e, uint32_t ev)
{
	uint32_t		 g = ev / (uint32_t)e->n, slot, k;
	int			 s = (int)(ev % (uint32_t)e->n), i, cell;
	uint64_t		 p = e->places[ev], bit = (uint64_t)1 << s;
	const struct eng_group	*gr = &e->group[g], *h;

	if (p == 0)
		return false;
	if (single(p)) {
		cell = e->group_cell[gr->first + (uint32_t)lowest(p)];
		return e->cand[cell] == bit || eng_keep(e, cell, bit);
	}
	slot = g * (uint32_t)e->n + (uint32_t)lowest(p);
	for (k = e->cross_start[slot]; k < e->cross_start[slot + 1]; k++) {
		if ((p & ~e->cross_mask[k]) != 0)
			continue;
		h = &e->group[e->cross_group[k]];
		for (i = 0; i < h->size; i++) {
			cell = e->group_cell[h->first + (uint32_t)i];
			if ((e->cand[cell] & bit) != 0 &&
			    !eng_in_group(e, g, cell) &&
			    !eng_keep(e, cell, ~bit))
				return false;
		}
	}
	return true;
}

/* Runs the queues dry, cheapest first; false on a contradiction. */
static bool
eng_propagate(struct prop *e)
{
	struct eng_prop	*p;
	uint32_t	 k;

	for (;;) {
		if (e->ncellq > 0) {
			k = e->cellq[--e->ncellq];
			e->cell_queued[k] = 0;
			if (!eng_cell(e, (int)k))
				return false;
		} else if (e->nevents > 0) {
			k = e->eventq[--e->nevents];
			e->event_queued[k] = 0;
			if (!eng_event(e, k))
				return false;
		} else if (e->npropq > 0) {
			k = e->propq[--e->npropq];
			e->prop_queued[k] = 0;
			p = &e->props[k];
			if (!p->family->propagate(e, p->constraint, p->data))
				return false;
		} else
			return true;
	}
}

/* Building: the families' declarations into the tables by cell. */

/* The classic frame every variant keeps: rows, columns, boxes or not. */
static int
eng_post_units(struct post *p)
{
	const struct shape	*s = p->shape;
	uint16_t		 cells[BOARD_MAX_SIDE];
	int			 u, units = ruleset_frame_units(p->set, s);

	for (u = 0; u < units; u++) {
		board_unit_cells(s, u, cells);
		if (post_group(p, cells, s->side) < 0)
			return -1;
	}
	return 0;
}

static void
post_free(struct post *p, bool blocks)
{
	size_t	i;

	if (blocks) {
		for (i = 0; i < p->blocks.len; i++)
			free(((void **)p->blocks.at)[i]);
		free(p->blocks.at);
	}
	free(p->groups.at);
	free(p->group_cells.at);
	free(p->relations.at);
	free(p->rel_items.at);
	free(p->differents.at);
	free(p->props.at);
	free(p->prop_cells.at);
	free(p->domain);
}

/* Posts the frame and every constraint; -1 when memory ran out. */
static int
eng_post(struct post *p, const struct shape *s, const struct ruleset *set)
{
	const struct rule_family	*f;
	int				 i;

	memset(p, 0, sizeof *p);
	p->shape = s;
	p->set = set;
	vec_init(&p->groups, sizeof(struct eng_group));
	vec_init(&p->group_cells, sizeof(uint16_t));
	vec_init(&p->relations, sizeof(struct pair));
	vec_init(&p->rel_items, sizeof(struct eng_relation));
	vec_init(&p->differents, sizeof(struct pair));
	vec_init(&p->props, sizeof(struct eng_prop));
	vec_init(&p->prop_cells, sizeof(struct pair));
	vec_init(&p->blocks, sizeof(void *));
	if ((p->domain = malloc((size_t)s->cells * sizeof *p->domain)) == NULL)
		return -1;
	for (i = 0; i < s->cells; i++)
		p->domain[i] = low_bits(s->side);
	if (eng_post_units(p) < 0)
		return -1;
	for (i = 0; i < set->count; i++)
		if ((f = rule_family_of(&set->constraint[i])) != NULL &&
		    f->post(p, set, &set->constraint[i]) < 0)
			return -1;
	return p->failed ? -1 : 0;
}

/*
 * A by-cell list from pairs, in the order they come for each cell (a
 * counting sort: the build runs for every puzzle).  False when memory
 * ran out.
 */
static bool
eng_rows(const struct pair *pairs, size_t n, int cells, struct rows *r)
{
	size_t	i;
	int	c;

	r->start = calloc((size_t)cells + 2, sizeof *r->start);
	r->what = malloc((n + 1) * sizeof *r->what);
	if (r->start == NULL || r->what == NULL)
		return false;
	for (i = 0; i < n; i++)
		r->start[pairs[i].cell + 2]++;
	for (c = 2; c <= cells + 1; c++)
		r->start[c] += r->start[c - 1];
	/* start[c + 1] is where cell c's entries go, and then end */
	for (i = 0; i < n; i++)
		r->what[r->start[pairs[i].cell + 1]++] = pairs[i].what;
	return true;
}

/* The peers of cell c, as a bit set of cells in seen[]. */
static void
eng_peer_set(const struct prop *e, const struct rows *diff, int c,
    uint64_t *seen)
{
	size_t		words = (size_t)e->words, w;
	uint32_t	k, d;

	memset(seen, 0, words * sizeof *seen);
	for (k = e->cell_groups.start[c]; k < e->cell_groups.start[c + 1];
	    k++)
		for (w = 0; w < words; w++)
			seen[w] |= e->group_bits[e->cell_groups.what[k] *
			    words + w];
	for (k = diff->start[c]; k < diff->start[c + 1]; k++) {
		d = diff->what[k];
		seen[d >> 6] |= (uint64_t)1 << (d & 63);
	}
	seen[c >> 6] &= ~((uint64_t)1 << (c & 63));
}

/*
 * The peers by cell: every group's other cells and the different pairs,
 * each once, in increasing order: counted, then listed.
 */
static bool
eng_peers(struct prop *e, const struct post *p)
{
	struct rows	 diff;
	uint64_t	*seen, m;
	size_t		 words = (size_t)e->words, w;
	uint32_t	 total = 0;
	int		 c;
	bool		 ok;

	seen = malloc(words * sizeof *seen);
	e->peers.start = malloc(((size_t)e->cells + 1) *
	    sizeof *e->peers.start);
	ok = eng_rows(p->differents.at, p->differents.len, e->cells, &diff) &&
	    seen != NULL && e->peers.start != NULL;
	for (c = 0; ok && c < e->cells; c++) {
		eng_peer_set(e, &diff, c, seen);
		e->peers.start[c] = total;
		for (w = 0; w < words; w++)
			total += (uint32_t)bit_count(seen[w]);
	}
	if (ok) {
		e->peers.start[e->cells] = total;
		ok = (e->peers.what = malloc(((size_t)total + 1) *
		    sizeof *e->peers.what)) != NULL;
	}
	for (c = 0, total = 0; ok && c < e->cells; c++) {
		eng_peer_set(e, &diff, c, seen);
		for (w = 0; w < words; w++)
			for (m = seen[w]; m != 0; m &= m - 1)
				e->peers.what[total++] =
				    (uint32_t)(64 * w) + (uint32_t)lowest(m);
	}
	free(diff.start);
	free(diff.what);
	free(seen);
	return ok;
}

/*
 * The groups by cell, every one and the full ones with the cell's place
 * in each, and each group's cells as a bit set.
 */
static bool
eng_cell_groups(struct prop *e)
{
	struct pair	*all, *full;
	size_t		 n = 0, nf = 0, i;
	uint32_t	 g, k;
	int		 c;
	bool		 ok;

	all = malloc(((size_t)e->group[e->ngroups - 1].first +
	    e->group[e->ngroups - 1].size + 1) * sizeof *all);
	full = malloc(((size_t)e->group[e->ngroups - 1].first +
	    e->group[e->ngroups - 1].size + 1) * sizeof *full);
	ok = all != NULL && full != NULL;
	for (g = 0; ok && g < (uint32_t)e->ngroups; g++)
		for (k = 0; k < e->group[g].size; k++) {
			c = e->group_cell[e->group[g].first + k];
			e->group_bits[g * (size_t)e->words + (size_t)c / 64] |=
			    (uint64_t)1 << (c & 63);
			all[n].cell = (uint32_t)c;
			all[n++].what = g;
			if (e->group[g].full) {
				full[nf].cell = (uint32_t)c;
				full[nf++].what = g << 8 | k;
			}
		}
	ok = ok && eng_rows(all, n, e->cells, &e->cell_groups) &&
	    eng_rows(full, nf, e->cells, &e->cell_full) &&
	    (e->cell_full_index = malloc(nf + 1)) != NULL;
	for (i = 0; ok && i < nf; i++) {
		e->cell_full_index[i] = (uint8_t)(e->cell_full.what[i] & 0xff);
		e->cell_full.what[i] >>= 8;
	}
	free(all);
	free(full);
	return ok;
}

/*
 * The crossings of each full group at each of its places: the other
 * groups that hold the place and a second place of the group, with the
 * places they hold.
 */
static bool
eng_crossings(struct prop *e)
{
	size_t		 slots = (size_t)e->ngroups * (size_t)e->n, n = 0, cap;
	uint32_t	 g, h, i, j, k;
	uint64_t	 mask;
	int		 c;

	cap = 64;
	e->cross_start = calloc(slots + 1, sizeof *e->cross_start);
	e->cross_group = malloc(cap * sizeof *e->cross_group);
	e->cross_mask = malloc(cap * sizeof *e->cross_mask);
	if (e->cross_start == NULL || e->cross_group == NULL ||
	    e->cross_mask == NULL)
		return false;
	for (g = 0; g < (uint32_t)e->ngroups; g++)
		for (i = 0; i < (uint32_t)e->n; i++) {
			e->cross_start[g * (uint32_t)e->n + i] = (uint32_t)n;
			if (!e->group[g].full)
				continue;
			c = e->group_cell[e->group[g].first + i];
			for (k = e->cell_groups.start[c];
			    k < e->cell_groups.start[c + 1]; k++) {
				if ((h = e->cell_groups.what[k]) == g)
					continue;
				for (mask = 0, j = 0; j < (uint32_t)e->n; j++)
					if (eng_in_group(e, h, e->group_cell[
					    e->group[g].first + j]))
						mask |= (uint64_t)1 << j;
				if (single(mask))
					continue;
				if (n == cap) {
					void	*a, *b;

					cap *= 2;
					a = realloc(e->cross_group,
					    cap * sizeof *e->cross_group);
					if (a != NULL)
						e->cross_group = a;
					b = realloc(e->cross_mask,
					    cap * sizeof *e->cross_mask);
					if (b != NULL)
						e->cross_mask = b;
					if (a == NULL || b == NULL)
						return false;
				}
				e->cross_group[n] = h;
				e->cross_mask[n++] = mask;
			}
		}
	e->cross_start[slots] = (uint32_t)n;
	return true;
}

/* Relations and propagators by cell, from what was posted. */
static bool
eng_links(struct prop *e, struct post *p)
{
	struct rows	 rel;
	size_t		 i;

	if (!eng_rows(p->relations.at, p->relations.len, e->cells, &rel))
		return free(rel.start), free(rel.what), false;
	e->rel_start = rel.start;
	e->rel = malloc((p->relations.len + 1) * sizeof *e->rel);
	if (e->rel == NULL)
		return free(rel.what), false;
	for (i = 0; i < p->relations.len; i++)
		e->rel[i] = ((const struct eng_relation *)
		    p->rel_items.at)[rel.what[i]];
	free(rel.what);
	if (!eng_rows(p->prop_cells.at, p->prop_cells.len, e->cells,
	    &e->cell_props))
		return false;
	e->nprops = (int)p->props.len;
	e->props = malloc((p->props.len + 1) * sizeof *e->props);
	if (e->props == NULL)
		return false;
	/* no propagator: the vector was never allocated, at is NULL */
	if (p->props.len > 0)
		memcpy(e->props, p->props.at, p->props.len * sizeof *e->props);
	return true;
}

static void *
eng_calloc(bool *ok, size_t n, size_t size)
{
	void	*m = *ok ? calloc(n + 1, size) : NULL;

	*ok = *ok && m != NULL;
	return m;
}

/* The state and the queues, sized for the shape and what was posted. */
static bool
eng_state(struct prop *e)
{
	size_t	cells = (size_t)e->cells, slots;
	bool	ok = true;

	slots = (size_t)e->ngroups * (size_t)e->n;
	e->cand = eng_calloc(&ok, cells, sizeof *e->cand);
	e->places = eng_calloc(&ok, slots, sizeof *e->places);
	/* a change removes a candidate at least: cells * N on a path */
	e->trail_cell = eng_calloc(&ok, cells * (size_t)e->n,
	    sizeof *e->trail_cell);
	e->trail_old = eng_calloc(&ok, cells * (size_t)e->n,
	    sizeof *e->trail_old);
	e->cellq = eng_calloc(&ok, cells, sizeof *e->cellq);
	e->cell_queued = eng_calloc(&ok, cells, 1);
	e->eventq = eng_calloc(&ok, slots, sizeof *e->eventq);
	e->event_queued = eng_calloc(&ok, slots, 1);
	e->propq = eng_calloc(&ok, (size_t)e->nprops, sizeof *e->propq);
	e->prop_queued = eng_calloc(&ok, (size_t)e->nprops, 1);
	e->weight = eng_calloc(&ok, (size_t)e->ngroups, sizeof *e->weight);
	e->frames = eng_calloc(&ok, cells, sizeof *e->frames);
	e->seen = eng_calloc(&ok, cells, sizeof *e->seen);
	return ok;
}

static void
eng_close(struct prop *e)
{
	size_t	i;

	for (i = 0; i < e->blocks.len; i++)
		free(((void **)e->blocks.at)[i]);
	free(e->blocks.at);
	free(e->group);
	free(e->group_cell);
	free(e->group_bits);
	free(e->cell_groups.start);
	free(e->cell_groups.what);
	free(e->cell_full.start);
	free(e->cell_full.what);
	free(e->cell_full_index);
	free(e->cross_start);
	free(e->cross_group);
	free(e->cross_mask);
	free(e->peers.start);
	free(e->peers.what);
	free(e->rel_start);
	free(e->rel);
	free(e->cell_props.start);
	free(e->cell_props.what);
	free(e->props);
	free(e->domain);
	free(e->cand);
	free(e->places);
	free(e->trail_cell);
	free(e->trail_old);
	free(e->cellq);
	free(e->cell_queued);
	free(e->eventq);
	free(e->event_queued);
	free(e->propq);
	free(e->prop_queued);
	free(e->weight);
	free(e->frames);
	free(e->seen);
}

/*
 * Builds the engine for the query's rules and shape; false when memory
 * ran out.  eng_close frees it either way.
 */
static bool
eng_open(struct prop *e, const struct general_query *q,
    struct general_answer *a)
{
	const struct shape	*s = &q->givens->shape;
	struct post		 p;
	bool			 ok;

	memset(e, 0, sizeof *e);
	a->count = 0;
	a->interrupted = false;
	a->out_of_memory = false;
	a->guesses = 0;
	board_init(&a->solution, s);
	e->n = s->side;
	e->cells = s->cells;
	e->full = low_bits(s->side);
	e->shape = s;
	e->set = q->rules;
	e->words = (s->cells + 63) / 64;
	e->query = q;
	e->answer = a;
	ok = eng_post(&p, s, q->rules) == 0;
	e->blocks = p.blocks;
	e->ngroups = (int)p.groups.len;
	e->group = p.groups.at;
	e->group_cell = p.group_cells.at;
	e->domain = p.domain;
	p.groups.at = p.group_cells.at = NULL;
	p.domain = NULL;
	ok = ok && e->ngroups > 0 &&
	    (e->group_bits = calloc((size_t)e->ngroups * (size_t)e->words,
	    sizeof *e->group_bits)) != NULL &&
	    eng_cell_groups(e) && eng_peers(e, &p) && eng_crossings(e) &&
	    eng_links(e, &p) && eng_state(e);
	post_free(&p, false);
	return ok;
}

/* Every cell its domain, then the givens; false if they clash. */
static bool
eng_start(struct prop *e, const struct board *givens)
{
	int	c, v, g, k;

	e->top = 0;
	e->depth = 0;
	e->open = 0;
	for (g = 0; g < e->ngroups; g++) {
		e->weight[g] = 1;
		for (k = 0; k < e->n; k++)
			e->places[(size_t)g * (size_t)e->n + (size_t)k] =
			    low_bits(e->group[g].size);
	}
	for (c = 0; c < e->cells; c++) {
		e->cand[c] = e->full;
		e->open += !single(e->full);
	}
	for (k = 0; k < e->nprops; k++) {
		e->prop_queued[k] = 1;
		e->propq[e->npropq++] = (uint32_t)k;
	}
	for (c = 0; c < e->cells; c++)
		if (!eng_keep(e, c, e->domain[c]))
			return false;
	for (c = 0; c < e->cells; c++) {
		if ((v = givens->cell[c]) == 0)
			continue;
		if (v > e->n || !eng_keep(e, c, (uint64_t)1 << (v - 1)))
			return false;
	}
	return true;
}

static bool
eng_poll(struct prop *e)
{
	const struct general_query *q = e->query;

	if ((++e->nodes & (POLL_EVERY - 1)) != 0)
		return false;
	if (q->progress != NULL)
		q->progress(q->progress_ctx, e->answer->count + e->found);
	if (q->interrupt == NULL || *q->interrupt == 0)
		return false;
	e->answer->interrupted = true;
	e->stop = true;
	return true;
}

/* A solution: the first kept, every one marked in seen. */
static void
eng_record(struct prop *e)
{
	struct board	*b = &e->answer->solution;
	int		 c;

	if (e->found == 0) {
		board_init(b, e->shape);
		for (c = 0; c < e->cells; c++)
			b->cell[c] = (uint8_t)(lowest(e->cand[c]) + 1);
	}
	for (c = 0; c < e->cells; c++)
		e->seen[c] |= e->cand[c];
	if (++e->found >= e->limit)
		e->stop = true;
}

/*
 * The open cell with the fewest candidates for the failures its groups
 * have met; in row-major order the first open cell.  Its smallest
 * symbol.
 */
static void
eng_pick(const struct prop *e, int *cell, int *symbol)
{
	uint64_t	k, w, best_k = 0, best_w = 1;
	uint32_t	i;
	int		c, best = -1;

	for (c = 0; c < e->cells; c++) {
		if (single(e->cand[c]))
			continue;
		if (e->lex) {
			best = c;
			break;
		}
		k = (uint64_t)bit_count(e->cand[c]);
		for (w = 0, i = e->cell_groups.start[c];
		    i < e->cell_groups.start[c + 1]; i++)
			w += e->weight[e->cell_groups.what[i]];
		if (best < 0 || k * best_w < best_k * w) {
			best = c;
			best_k = k;
			best_w = w;
		}
	}
	*cell = best;
	*symbol = lowest(e->cand[best]);
}

/*
 * The tree below the state, depth first, counting into e->found until
 * e->limit; the state is left as it was found.
 */
static void
eng_search(struct prop *e)
{
	int		 base = e->depth;
	uint32_t	 mark = e->top;
	struct frame	*f;
	bool		 ok;
	int		 cell, s;

	ok = eng_propagate(e);
	for (;;) {
		if (ok && e->open == 0) {
			eng_record(e);
			ok = false;
		}
		if (e->stop || (ok && eng_poll(e)))
			break;
		if (ok) {
			eng_pick(e, &cell, &s);
			f = &e->frames[e->depth++];
			f->mark = e->top;
			f->cell = (uint16_t)cell;
			f->symbol = (uint8_t)s;
			e->answer->guesses++;
			ok = eng_keep(e, cell, (uint64_t)1 << s) &&
			    eng_propagate(e);
			continue;
		}
		if (e->depth == base)
			break;
		f = &e->frames[--e->depth];
		eng_reset_queues(e);
		eng_undo(e, f->mark);
		ok = eng_keep(e, f->cell, ~((uint64_t)1 << f->symbol)) &&
		    eng_propagate(e);
	}
	eng_reset_queues(e);
	eng_undo(e, mark);
	e->depth = base;
}

/*
 * Opens the engine and starts it on the givens: true ready to search,
 * false when the puzzle has no solution already (the answer says 0) or
 * memory ran out (the answer says so).
 */
static bool
eng_begin(struct prop *e, const struct general_query *q,
    struct general_answer *a)
{
	if (!eng_open(e, q, a)) {
		a->out_of_memory = true;
		return false;
	}
	return q->limit > 0 && eng_start(e, q->givens);
}

/* The first solution and the count up to query->limit. */
void
engine_rules_solve(const struct general_query *q, struct general_answer *a)
{
	struct prop	e;

	if (eng_begin(&e, q, a)) {
		e.limit = q->limit;
		eng_search(&e);
		a->count = e.found;
	}
	eng_close(&e);
}

/*
 * The smallest solution in row-major order: the row-major search, its
 * smallest symbol first, meets solutions in that order.
 */
void
engine_rules_lexmin(const struct general_query *q, struct general_answer *a)
{
	struct prop	e;

	if (eng_begin(&e, q, a)) {
		e.limit = 1;
		e.lex = true;
		eng_search(&e);
		a->count = e.found;
	}
	eng_close(&e);
}

/*
 * The true candidates: for each cell, the symbols some solution puts
 * there (bit s: symbol s + 1), in possible[].  Each solution found marks
 * all its cells at once, so a candidate is searched for only while no
 * solution has shown it; one that no solution has leaves the state for
 * good, which narrows the searches after it.  The answer holds a
 * solution and a count of 0 (none) or 1 (at least one).
 */
void
engine_rules_candidates(const struct general_query *q,
    struct general_answer *a, uint64_t *possible)
{
	struct prop	 e;
	uint64_t	 open;
	uint32_t	 mark;
	int		 c, s;

	memset(possible, 0, (size_t)q->givens->shape.cells * sizeof *possible);
	if (!eng_begin(&e, q, a) || !eng_propagate(&e)) {
		eng_close(&e);
		return;
	}
	e.limit = 1;
	for (c = 0; c < e.cells && !a->interrupted; c++)
		for (open = e.cand[c] & ~e.seen[c]; open != 0; open &= open - 1) {
			s = lowest(open);
			if (e.seen[c] >> s & 1)
				continue;
			mark = e.top;
			e.found = 0;
			e.stop = false;
			if (eng_keep(&e, c, (uint64_t)1 << s))
				eng_search(&e);
			eng_reset_queues(&e);
			eng_undo(&e, mark);
			if (a->interrupted)
				break;
			if (e.found > 0) {
				a->count = 1;
				continue;
			}
			if (!eng_keep(&e, c, ~((uint64_t)1 << s)) ||
			    !eng_propagate(&e))
				goto done;
		}
done:
	memcpy(possible, e.seen, (size_t)e.cells * sizeof *possible);
	eng_close(&e);
}
