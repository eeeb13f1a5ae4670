/*
 * The ladder: every producer in Sudoku Explainer's order (Solver.java's
 * constructor: direct, indirect, chaining, chaining 2, advanced,
 * experimental), and the scratch memory they share.  The driver asks them
 * top down and takes the first step found, as SE's SingleHintAccumulator
 * does, so this order is part of the rating.
 */
#include <stdlib.h>

#include "human/technique.h"

const struct technique *const human_ladder[] = {
	/* direct */
	&technique_hidden_single,
	&technique_direct_locking,
	&technique_direct_hidden_pair,
	&technique_naked_single,
	&technique_direct_hidden_triple,
	/* indirect */
	&technique_locking,
	&technique_naked_pair,
	&technique_x_wing,
	&technique_hidden_pair,
	&technique_naked_triple,
	&technique_swordfish,
	&technique_hidden_triple,
	&technique_xy_wing,
	&technique_xyz_wing,
	&technique_unique_loop,
	&technique_naked_quad,
	&technique_jellyfish,
	&technique_hidden_quad,
	&technique_bug,
	/* chaining */
	&technique_aligned_pair,
	&technique_forcing_chain_cycle,
	&technique_aligned_triple,
	&technique_nishio,
	&technique_multiple_forcing_chain,
	&technique_dynamic_forcing_chain,
	/* chaining 2 */
	&technique_dynamic_forcing_chain_plus,
	/* advanced */
	&technique_nested_forcing_chain_2,
	&technique_nested_forcing_chain_3,
	/* experimental */
	&technique_nested_forcing_chain_4a,
	&technique_nested_forcing_chain_4b,
	&technique_nested_forcing_chain_4c,
	NULL
};

/* 0, or -1 when memory runs out. */
int
human_ctx_init(struct human_ctx *ctx)
{
	ctx->interrupt = NULL;
	ctx->progress = NULL;
	ctx->progress_ctx = NULL;
	ctx->chains = chains_scratch_new();
	ctx->aligned = aligned_memo_new();
	return 0;
}

void
human_ctx_free(struct human_ctx *ctx)
{
	chains_scratch_free(ctx->chains);
	ctx->chains = NULL;
	aligned_memo_free(ctx->aligned);
	ctx->aligned = NULL;
}
