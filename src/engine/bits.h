/*
 * Words of up to 64 bits as sets (a cell's candidates, a unit's places):
 * the few operations the general engines use on them.
 */
#ifndef SUDOKU_BITS_H
#define SUDOKU_BITS_H

#include <stdbool.h>
#include <stdint.h>

/* The smallest member of a non-empty set. */
static inline int
lowest(uint64_t m)
{
	return __builtin_ctzll(m);
}

/*
 * Without -mpopcnt (the build sets no -march) __builtin_popcountll is a
 * call into libgcc: inline arithmetic is cheaper in the engines' loops.
 */
static inline int
bit_count(uint64_t m)
{
#ifdef __POPCNT__
	return __builtin_popcountll(m);
#else
	m -= m >> 1 & 0x5555555555555555ULL;
	m = (m & 0x3333333333333333ULL) + (m >> 2 & 0x3333333333333333ULL);
	m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)((m * 0x0101010101010101ULL) >> 56);
#endif
}

/* At most one member. */
static inline bool
single(uint64_t m)
{
	return (m & (m - 1)) == 0;
}

/* The set {0, ..., k - 1}, k <= 64. */
static inline uint64_t
low_bits(int k)
{
	return k >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << k) - 1;
}

#endif
