/*
 * The human solver's techniques behind one table.  Each family lives in its
 * own file and exports one `const struct technique` per Sudoku Explainer
 * producer; human_ladder lists them in SE's order (Solver.java), and the
 * rating driver asks them in turn, taking the first step found.
 *
 * A technique's find() is a pure function of the grid: no globals, no
 * allocation; what scratch memory it needs beyond its stack frame lives in
 * the human_ctx the caller owns, so threads share nothing.
 */
#ifndef SUDOKU_HUMAN_TECHNIQUE_H
#define SUDOKU_HUMAN_TECHNIQUE_H

#include <signal.h>
#include <stdbool.h>

#include "human/hgrid.h"
#include "human/step.h"

/* Owned by the chaining producers (chains*.c); opaque to the rest. */
struct chains_scratch;
/* Owned by aligned.c: what its last fruitless searches saw. */
struct aligned_memo;

struct human_ctx {
	/* When not NULL, polled by long searches: non-zero stops them
	   (find() then returns false and the driver sees the flag). */
	const volatile sig_atomic_t *interrupt;
	/* When not NULL, called with progress_ctx wherever interrupt is
	   looked at: a long rating shows how it goes (batch.c).  It is
	   called by the thread doing the search. */
	void			(*progress)(void *);
	void			*progress_ctx;
	struct chains_scratch	*chains;
	struct aligned_memo	*aligned;	/* NULL: no memo */
};

struct technique {
	const char	*name;		/* the producer: "Hidden Single",
					   "Locking", "Forcing Chain" ... */
	int		 min_rating;	/* tenths: no step it finds rates less
					   (lets --max-rating stop early) */
	/*
	 * Fills *out with the step SE's producer would hand its accumulator
	 * first and returns true; false when there is none.
	 */
	bool		(*find)(const struct hgrid *, struct human_ctx *,
			    struct step *);
};

/* Between two searches: progress told, and true when told to stop. */
static inline bool
human_poll(const struct human_ctx *ctx)
{
	if (ctx->progress != NULL)
		ctx->progress(ctx->progress_ctx);
	return ctx->interrupt != NULL && *ctx->interrupt != 0;
}

/* ladder.c: SE's producer order, NULL-terminated */
extern const struct technique *const human_ladder[];
int	human_ctx_init(struct human_ctx *);
void	human_ctx_free(struct human_ctx *);

/* singles.c */
extern const struct technique technique_hidden_single;
extern const struct technique technique_naked_single;

/* locking.c */
extern const struct technique technique_direct_locking;
extern const struct technique technique_locking;

/* hidden-set.c */
extern const struct technique technique_direct_hidden_pair;
extern const struct technique technique_direct_hidden_triple;
extern const struct technique technique_hidden_pair;
extern const struct technique technique_hidden_triple;
extern const struct technique technique_hidden_quad;

/* naked-set.c */
extern const struct technique technique_naked_pair;
extern const struct technique technique_naked_triple;
extern const struct technique technique_naked_quad;

/* fish.c */
extern const struct technique technique_x_wing;
extern const struct technique technique_swordfish;
extern const struct technique technique_jellyfish;

/* wing.c */
extern const struct technique technique_xy_wing;
extern const struct technique technique_xyz_wing;

/* unique-loop.c */
extern const struct technique technique_unique_loop;

/* bug.c */
extern const struct technique technique_bug;

/* aligned.c */
extern const struct technique technique_aligned_pair;
extern const struct technique technique_aligned_triple;
struct aligned_memo *aligned_memo_new(void);
void	aligned_memo_free(struct aligned_memo *);

/*
 * chains*.c: SE's Chaining producers in Solver.java's order, and their
 * scratch memory.
 */
extern const struct technique technique_forcing_chain_cycle;
extern const struct technique technique_nishio;
extern const struct technique technique_multiple_forcing_chain;
extern const struct technique technique_dynamic_forcing_chain;
extern const struct technique technique_dynamic_forcing_chain_plus;
extern const struct technique technique_nested_forcing_chain_2;
extern const struct technique technique_nested_forcing_chain_3;
extern const struct technique technique_nested_forcing_chain_4a;
extern const struct technique technique_nested_forcing_chain_4b;
extern const struct technique technique_nested_forcing_chain_4c;
struct chains_scratch *chains_scratch_new(void);
void	chains_scratch_free(struct chains_scratch *);

#endif
