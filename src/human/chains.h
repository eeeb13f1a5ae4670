/*
 * The chaining producers' internals, shared by src/human/chains*.c and by
 * nothing else: the rest of the solver sees only the technique objects and
 * chains_scratch_new/free in technique.h.
 *
 * The model follows Sudoku Explainer's Chaining (see /work/ref/SE-CHAINS.md
 * for the rules this code reproduces).  A *candidate* is cell * 9 + digit - 1
 * (0..728); a *potential* is a candidate with a state, on (the cell holds the
 * digit) or off (it does not).  Ratings depend on how long SE's chains are,
 * and that depends on the exact order in which SE derives potentials and on
 * which derivation each potential keeps, so the propagation below keeps SE's
 * queue discipline and records every potential's parents.
 *
 * One *run* is one propagation from a starting assumption: the on- and
 * off-sets it reached (bitsets), the nodes in the order they were derived,
 * each with its parents (node numbers of the same run), and a contradiction
 * if one stopped it.  All runs of one producer call live in the pools of an
 * *engine*; a nested producer (levels 2 to 4) has an engine of its own.
 */
#ifndef SUDOKU_HUMAN_CHAINS_H
#define SUDOKU_HUMAN_CHAINS_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#include "human/hgrid.h"
#include "human/step.h"
#include "human/technique.h"

#define CH_NCAND	729
#define CH_WORDS	12		/* 64-bit words of a candidate set */
#define CH_NONE		UINT32_MAX

struct ch_bits {
	uint64_t	w[CH_WORDS];
};

static inline bool
ch_bits_has(const struct ch_bits *b, int k)
{
	return (b->w[k >> 6] >> (k & 63)) & 1;
}

static inline void
ch_bits_set(struct ch_bits *b, int k)
{
	b->w[k >> 6] |= (uint64_t)1 << (k & 63);
}

/* Bits set in a mask (no reliance on a popcount instruction). */
static inline int
ch_count(unsigned m)
{
	m = m - ((m >> 1) & 0x55555555u);
	m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
	return (int)((((m + (m >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

/* Two bits set or more. */
static inline bool
ch_many(unsigned m)
{
	return (m & (m - 1)) != 0;
}

/* Exactly two bits set (the test the propagation makes most). */
static inline bool
ch_two(unsigned m)
{
	unsigned rest = m & (m - 1);

	return rest != 0 && (rest & (rest - 1)) == 0;
}

/*
 * The grid as SE's chaining sees it: a placed cell has no candidates.
 * pos[u][d] has bit i when hgrid_unit_cell[u][i] has digit d + 1.
 */
struct ch_grid {
	uint16_t	cand[81];
	uint16_t	pos[27][9];
	uint8_t		value[81];
};

/* How a potential was derived (SE's Potential.Cause). */
enum {
	CH_CAUSE_NONE,			/* the assumption */
	CH_CAUSE_CELL,			/* naked single / cell rule */
	CH_CAUSE_ADVANCED,		/* a rule of level >= 1 */
	CH_CAUSE_UNIT			/* + unit: hidden single / unit rule */
};

struct ch_node {
	uint16_t	cand;
	uint8_t		on;
	uint8_t		cause;
	uint16_t	npar;
	uint16_t	gen;		/* edges back to the assumption along
					   first parents: ancestors > gen */
	uint32_t	par;		/* first parent in the engine's pool */
	uint32_t	nested;		/* advanced from a chaining rule: its
					   record (engine's nest pool), else
					   CH_NONE */
};

struct ch_run {
	struct ch_bits	on, off;	/* what the run reached */
	uint32_t	node;		/* its first node in the node pool */
	uint32_t	nnode;		/* stored nodes */
	uint32_t	map;		/* node of each potential (pot = cand *
					   2 + on), valid where on/off has it;
					   CH_NONE for unary runs */
	uint32_t	contra_on;	/* contradiction: the two potentials */
	uint32_t	contra_off;	/* (run-relative node numbers) */
};

/* The hint kinds, with SE's sort keys where they are fixed. */
enum ch_kind {
	CH_CYCLE,
	CH_FORCING,
	CH_CONTRA,			/* sort key 7 */
	CH_DOUBLE,			/* 1 */
	CH_CELL,			/* 5 */
	CH_REGION			/* 6 */
};

struct ch_target {
	uint32_t	run;
	uint32_t	node;		/* run-relative */
};

struct ch_elim {
	uint8_t		cell;
	uint16_t	mask;
};

struct ch_hint {
	uint8_t		kind;
	uint8_t		sortkey;
	bool		x, y;		/* the unary producer's link kinds */
	int		complexity;	/* flat + nested */
	double		difficulty;
	int		src;		/* source candidate, or cell (CH_CELL) */
	int		unit;		/* CH_REGION: unit; its digit in digit */
	int		digit;
	int		place;		/* candidate placed, or -1 */
	uint32_t	elim, nelim;	/* removals, in the engine's pool */
	uint32_t	tgt, ntgt;	/* chain ends, in the engine's pool */
	bool		src_on;		/* CH_CONTRA: the assumption's state */
};

/* A potential a level >= 1 rule removes, before the run makes it a node. */
struct ch_adv {
	uint16_t	cand;
	uint32_t	par, npar;	/* parent candidates (all off), in the
					   engine's advpar pool */
	uint32_t	nested;		/* its nested hint's record, or CH_NONE */
};

/* A nested hint met by an advanced potential: what its container needs. */
struct ch_nest {
	int		complexity;
	uint64_t	print;		/* SE's FullChain identity, hashed */
};

struct ch_unary;

struct ch_engine {
	/* The producer: SE's Chaining(multiple, dynamic, nishio, level,
	   nestingLimit); unary when neither multiple nor dynamic. */
	bool		multiple, dynamic, nishio;
	int		level, nesting;

	const volatile sig_atomic_t *interrupt;
	void		(*progress)(void *);	/* human_ctx's */
	void		*progress_ctx;
	bool		stopped;	/* interrupted or out of memory */
	/* Only the first hint is wanted (the ladder's call, not a nested
	   one), so searches may stop once they cannot beat `best`. */
	bool		best_only;
	uint32_t	best;		/* SE's first hint so far, CH_NONE */
	struct ch_capmemo {
		uint32_t	best;
		double		base;
		int		sortkey, cap;
	}		capmemo[4];	/* chains_multi_cap's answers */
	int		capnext;

	/* Pools, grown on demand, emptied at each producer call. */
	struct ch_node	*node;
	uint32_t	nnode, cnode;
	uint32_t	*par;
	uint32_t	npar, cpar;
	uint32_t	*map;
	uint32_t	nmap, cmap;
	struct ch_run	*run;
	uint32_t	nrun, crun;
	struct ch_hint	*hint;
	uint32_t	nhint, chint;
	struct ch_target *tgt;
	uint32_t	ntgt, ctgt;
	struct ch_elim	*elim;
	uint32_t	nelim, celim;
	struct ch_nest	*nest;
	uint32_t	nnest, cnest;

	struct ch_adv	*adv;
	uint32_t	nadv, cadv;
	uint16_t	*advpar;
	uint32_t	nadvpar, cadvpar;

	uint32_t	*kept;		/* chains-nested.c: hints kept */
	uint32_t	ckept;

	uint32_t	onrun[CH_NCAND]; /* cached run from (cand, on) */

	/*
	 * Nishio follows one digit's links only: its runs from the cells
	 * of digit d read nothing but d's places.  none[d]: the last call's
	 * runs of digit d, from the cells in start[d], gave no hint on the
	 * places place[d], none of them cut short by a cap; a later call
	 * with the same places and no other start gives none either (a cap
	 * only stops a run sooner), and skips them.  Kept across calls.
	 */
	struct ch_nishio_memo {
		bool		none[9];
		uint64_t	place[9][2], start[9][2];
	}		nmemo;

	/* Propagation scratch. */
	struct ch_grid	work, saved;
	const struct ch_grid *work_of;	/* the grid `work` is a copy of, for
					   this call (runs undo their
					   removals), or NULL */
	uint32_t	*queue;		/* 2 x CH_NCAND * 2 entries */
	uint32_t	qcap;
	uint64_t	*seen;		/* ancestor walks */
	uint32_t	seencap;
	uint32_t	*stack;
	uint32_t	stackcap;

	struct ch_unary	*unary;		/* chains-unary.c's search scratch */
	/* Static producers: SE's getOffToOn of each candidate, on a grid
	   that does not change during the call (chains_prop_static). */
	struct ch_static {
		uint8_t		n[CH_NCAND];
		uint16_t	to[CH_NCAND][4];
		uint8_t		cause[CH_NCAND][4];
	}		*statics;

	/* Level >= 2: the nested producer, made on first use. */
	struct ch_engine *inner;
};

/*
 * The scratch memory of all chaining producers (technique.h's opaque
 * struct): one engine per producer, made on first use.
 */
struct chains_scratch {
	struct ch_engine *engine[10];
};

/* chains.c */
void	chains_collect(struct ch_engine *, const struct ch_grid *);

/* chains-prop.c: engines, pools, the propagation, ancestors */
struct ch_engine *chains_prop_engine_new(bool, bool, bool, int, int);
void	chains_prop_engine_free(struct ch_engine *);
void	chains_prop_reset(struct ch_engine *);
void	chains_prop_grid(struct ch_grid *, const struct hgrid *);
bool	chains_prop_reserve(struct ch_engine *, void **, uint32_t *,
	    uint32_t, size_t);
uint32_t chains_prop_node(struct ch_engine *, int, bool, int);
bool	chains_prop_add_parent(struct ch_engine *, uint32_t, uint32_t);
uint32_t chains_prop_run(struct ch_engine *, const struct ch_grid *, int,
	    bool);
bool	chains_prop_static(struct ch_engine *, const struct ch_grid *);
uint32_t chains_prop_on_run(struct ch_engine *, const struct ch_grid *, int);
uint32_t chains_prop_find(const struct ch_engine *, const struct ch_run *,
	    int, bool);
int	chains_prop_ancestors(struct ch_engine *, const struct ch_run *,
	    uint32_t);
double	chains_prop_difficulty(double, int);
int	chains_prop_rating(double);
bool	chains_prop_poll(struct ch_engine *);

/* chains-unary.c: the forcing chains and cycles producer */
void	chains_unary_hints(struct ch_engine *, const struct ch_grid *);

/* chains-multi.c: Nishio, multiple and dynamic producers, hint choice */
void	chains_multi_hints(struct ch_engine *, const struct ch_grid *);
uint32_t chains_multi_add_hint(struct ch_engine *, const struct ch_hint *,
	    const struct ch_target *, uint32_t, const struct ch_elim *,
	    uint32_t);
int	chains_multi_flat(struct ch_engine *, const struct ch_hint *);
int	chains_multi_nested(struct ch_engine *, const struct ch_hint *);
uint32_t chains_multi_best(const struct ch_engine *);
int	chains_multi_cap(const struct ch_engine *, double, int);
double	chains_multi_base(const struct ch_engine *);
void	chains_multi_sorted(const struct ch_engine *, uint32_t *);
void	chains_multi_step(const struct ch_engine *, const struct ch_hint *,
	    const struct technique *, struct step *);

/* chains-nested.c: the potentials levels >= 1 add (SE's "advanced") */
bool	chains_nested_advanced(struct ch_engine *, const struct ch_grid *,
	    const struct ch_grid *, const struct ch_run *);

#endif
