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

#include <stdint.h>

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

#endif
