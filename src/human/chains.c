/*
 * The chaining producers as the ladder sees them: one technique object per
 * producer of SE's Solver (Chaining with its parameters), each finding the
 * hint SE's producer hands its accumulator first, and the scratch memory
 * (one engine per producer) they keep between calls.
 */
#include <stdlib.h>

#include "human/chains.h"

/* SE's Chaining(multiple, dynamic, nishio, level, nestingLimit) */
static const struct producer {
	bool	multiple, dynamic, nishio;
	int	level, nesting;
} producers[10] = {
	{ false, false, false, 0, 0 },	/* forcing chains & cycles */
	{ false, true, true, 0, 0 },	/* Nishio */
	{ true, false, false, 0, 0 },	/* multiple */
	{ true, true, false, 0, 0 },	/* dynamic */
	{ true, true, false, 1, 0 },	/* dynamic (+) */
	{ true, true, false, 2, 0 },	/* nested: + forcing chains */
	{ true, true, false, 3, 0 },	/* + multiple forcing chains */
	{ true, true, false, 4, 0 },	/* + dynamic forcing chains */
	{ true, true, false, 4, 1 },	/* + dynamic (+) */
	{ true, true, false, 4, 2 },	/* + dynamic (+ forcing chains) */
};

struct chains_scratch *
chains_scratch_new(void)
{
	return calloc(1, sizeof(struct chains_scratch));
}

void
chains_scratch_free(struct chains_scratch *s)
{
	if (s == NULL)
		return;
	for (int i = 0; i < 10; i++)
		chains_prop_engine_free(s->engine[i]);
	free(s);
}

/* Fills e with every hint of its producer on h, in SE's collection order. */
void
chains_collect(struct ch_engine *e, const struct ch_grid *g)
{
	chains_prop_reset(e);
	if (!e->multiple && !e->dynamic)
		chains_unary_hints(e, g);
	else if (e->dynamic || chains_prop_static(e, g))
		chains_multi_hints(e, g);
}

static bool
chains_find(int which, const struct technique *t, const struct hgrid *h,
    struct human_ctx *ctx, struct step *out)
{
	const struct producer *p = &producers[which];
	struct ch_engine *e;
	struct ch_grid g;
	uint32_t best;

	if (ctx->chains == NULL)
		return false;
	if ((e = ctx->chains->engine[which]) == NULL) {
		e = chains_prop_engine_new(p->multiple, p->dynamic, p->nishio,
		    p->level, p->nesting);
		if ((ctx->chains->engine[which] = e) == NULL)
			return false;
	}
	e->interrupt = ctx->interrupt;
	e->progress = ctx->progress;
	e->progress_ctx = ctx->progress_ctx;
	e->best_only = true;
	chains_prop_grid(&g, h);
	chains_collect(e, &g);
	if (e->stopped || (best = chains_multi_best(e)) == CH_NONE)
		return false;
	chains_multi_step(e, &e->hint[best], t, out);
	return true;
}

#define CHAINS_TECHNIQUE(id, which, label, min)				\
	static bool id##_find(const struct hgrid *, struct human_ctx *,	\
	    struct step *);						\
	const struct technique id = { label, min, id##_find };		\
	static bool							\
	id##_find(const struct hgrid *h, struct human_ctx *ctx,	\
	    struct step *out)						\
	{								\
		return chains_find(which, &id, h, ctx, out);		\
	}

CHAINS_TECHNIQUE(technique_forcing_chain_cycle, 0, "Forcing Chain", 65)
CHAINS_TECHNIQUE(technique_nishio, 1, "Nishio Forcing Chain", 75)
CHAINS_TECHNIQUE(technique_multiple_forcing_chain, 2,
    "Multiple Forcing Chain", 80)
CHAINS_TECHNIQUE(technique_dynamic_forcing_chain, 3, "Dynamic Forcing Chain",
    85)
CHAINS_TECHNIQUE(technique_dynamic_forcing_chain_plus, 4,
    "Dynamic Forcing Chain (+)", 90)
CHAINS_TECHNIQUE(technique_nested_forcing_chain_2, 5, "Nested Forcing Chain",
    95)
CHAINS_TECHNIQUE(technique_nested_forcing_chain_3, 6, "Nested Forcing Chain",
    100)
CHAINS_TECHNIQUE(technique_nested_forcing_chain_4a, 7, "Nested Forcing Chain",
    105)
CHAINS_TECHNIQUE(technique_nested_forcing_chain_4b, 8, "Nested Forcing Chain",
    105)
CHAINS_TECHNIQUE(technique_nested_forcing_chain_4c, 9, "Nested Forcing Chain",
    105)
