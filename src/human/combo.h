/*
 * k-subsets of a small set in increasing order of their masks, the order of
 * Sudoku Explainer's Permutations class (Hacker's Delight's next-bit-
 * permutation): {1,2}, {1,3}, {2,3}, {1,4} ...  Subsets of a set A in that
 * order are the subsets of the indexes into A in that order, expanded, so a
 * search can skip members that cannot take part without changing the
 * order it meets the others in.
 */
#ifndef SUDOKU_HUMAN_COMBO_H
#define SUDOKU_HUMAN_COMBO_H

#include <stdbool.h>
#include <stdint.h>

#include "human/hgrid.h"

/* The next mask with as many bits set; x must not be 0. */
static inline unsigned combo_next(unsigned x)
{
	unsigned smallest = x & -x, ripple = x + smallest;

	return (((ripple ^ x) >> 2) / smallest) | ripple;
}

/* Sets of the bits of a set (at most 16) listed in order. */
struct combo_list {
	int		n;
	uint8_t		item[16];
};

static inline void combo_list_of(struct combo_list *l, unsigned set)
{
	l->n = 0;
	for (; set != 0; set &= set - 1)
		l->item[l->n++] = (uint8_t)__builtin_ctz(set);
}

/* The members of l chosen by the index mask x, as a mask. */
static inline unsigned combo_expand(const struct combo_list *l, unsigned x)
{
	unsigned m = 0;

	for (; x != 0; x &= x - 1)
		m |= 1u << l->item[__builtin_ctz(x)];
	return m;
}

/*
 * The first k of the n masks (in increasing order of the chosen set, as
 * above) whose union has exactly k bits and that visit() accepts: it gets
 * the chosen indexes as a mask and the union, and returns true to stop.
 * A branch whose union already has more than k bits is cut, which is
 * where the time goes otherwise.  Returns whether visit() stopped it.
 */
typedef bool combo_visit(void *, unsigned, unsigned);

static inline bool combo_tuples_from(const unsigned *mask, int level,
    int below, int k, unsigned chosen, unsigned uni, combo_visit *visit,
    void *ctx)
{
	/* the highest index first: sets come in increasing mask order */
	for (int i = level; i < below; i++) {
		unsigned u = uni | mask[i];

		if (hgrid_count(u) > k)
			continue;
		if (level == 0) {
			if (hgrid_count(u) == k &&
			    visit(ctx, chosen | 1u << i, u))
				return true;
		} else if (combo_tuples_from(mask, level - 1, i, k,
		    chosen | 1u << i, u, visit, ctx))
			return true;
	}
	return false;
}

static inline bool combo_tuples(const unsigned *mask, int n, int k,
    combo_visit *visit, void *ctx)
{
	return k <= n && combo_tuples_from(mask, k - 1, n, k, 0, 0, visit,
	    ctx);
}

#endif
