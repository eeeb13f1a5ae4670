/*
 * The bitboard engine, in the family of JCZSolve: the board is held band
 * by band, and in each band digit by digit, as a 27-bit mask of the cells
 * where the digit may still go.  Block 9b + d (BLOCK) is digit d in band b;
 * a band's nine blocks lie side by side, so a placed cell leaves all nine
 * in a few SSE2 operations (band_clear).  In a block:
 *
 *   band b, bit 9*r + c:  row 3*b + r, column c
 *
 *     bit  0  1  2 |  3  4  5 |  6  7  8     row 0 of the band
 *     bit  9 10 11 | 12 13 14 | 15 16 17     row 1
 *     bit 18 19 20 | 21 22 23 | 24 25 26     row 2
 *
 * A placed digit keeps its own bit and is cleared from its peers, so every
 * row, column and box always holds each digit at least once; a house left
 * without one is a contradiction.  The givens go in all at once, their
 * peers, columns and cells cleared before any propagation (board_init).
 *
 * Propagation works on the blocks that changed (a dirty bit per block):
 *  - inside a band a digit stands once in each row and once in each box, so
 *    the rows-to-boxes assignment is a permutation.  A 9-bit "minirow" mask
 *    (row r, box k: bit 3r+k) says where the digit may still stand;
 *    band_matching[] keeps only the minirows on some permutation, which is
 *    locked candidates (pointing and claiming) in one lookup;
 *  - a box of the band whose cells for the digit lie in one column owns
 *    that column: the digit leaves it in the other two bands;
 *  - a row of the band left with one cell has the digit placed there: the
 *    cell leaves the other eight digits.
 * The update also keeps the block's minirow mask (its shape) for the
 * region rules below.
 * When no block is dirty: naked singles by bit-sliced counting across the
 * nine digits (c2 |= c1 & m; c1 |= m), then hidden singles in columns the
 * same way over the bands and rows of a digit.  When that stalls too, the
 * search branches on a cell with two candidates, in the band and row
 * richest in them (board_pick_cell), each branch on a copy of the 180-byte
 * board: copying is cheaper than undoing.
 *
 * A short count on an open board (proving a solution unique) branches
 * instead on a digit's permutation in a band or stack, the way tdoku does,
 * after two more rules that only pay there: the stacks' permutations (the
 * band rule turned by 90 degrees) and hidden triads in minirows and
 * minicols (search_permutations).
 *
 * Long counts spend their time at the leaves: once a count passes a few
 * dozen, the search leaves the band that was widest at the root alone, and
 * when the other two are solved, counts its completions as an exact cover
 * of at most six placements per digit (search_last_band).
 *
 * All state lives in the caller's frame: the engine is reentrant.
 */
#include <string.h>

#include "engine/engine.h"

/* ENGINE_PORTABLE: the plain C the engine has for other processors. */
#if defined(__SSE2__) && !defined(ENGINE_PORTABLE)
#define ENGINE_SSE2	1
#include <emmintrin.h>
#endif

/*
 * The build compiles this file once for each instruction set the binary
 * may run on (engine-isa.c picks one at run time), ENGINE_ISA naming each
 * copy's entry point: engine_bitboard_solve_base (the baseline: SSE2 on
 * x86-64, plain C elsewhere), _avx2, _avx512.  The source is one; the
 * compiler's -m flags make the difference (wider vectors for the generic
 * ones below, popcnt, tzcnt and BMI2 for the bit tricks).
 */
#ifndef ENGINE_ISA
#define ENGINE_ISA	base
#endif
#define ENGINE_ENTRY_(isa)	engine_bitboard_solve_##isa
#define ENGINE_ENTRY(isa)	ENGINE_ENTRY_(isa)

#define BANDS		3
#define DIGITS		9
#define BLOCKS		(DIGITS * BANDS)
#define BLOCK(d, b)	(DIGITS * (b) + (d))	/* digit d in band b */
#define ALL_BLOCKS	0x7ffffffu	/* one dirty bit per block */
#define BAND_CELLS	0x7ffffffu	/* 27 bits */
#define ROW_BITS	0x1ffu
#define COLUMN_BITS	0x40201u	/* column 0 of a band: bits 0, 9, 18 */
#define POLL_EVERY	4096		/* nodes between looks at the interrupt */
#define MANY_SOLUTIONS	64		/* a count past this is a long one */
#define PERMUTATION_OPEN 50		/* see search_choose */

/*
 * Generated tables (the definitions are the comments; a script computed
 * them once, and the engine tests check the results against a reference).
 */

/* For a minirow presence mask: the minirows that lie on a permutation. */
static const uint16_t band_matching[512] = {
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x054, 0x054, 0x054, 0x054,
	0x000, 0x000, 0x000, 0x000, 0x054, 0x054, 0x054, 0x054,
	0x000, 0x000, 0x062, 0x062, 0x000, 0x000, 0x062, 0x062,
	0x000, 0x000, 0x062, 0x062, 0x000, 0x000, 0x062, 0x062,
	0x000, 0x000, 0x062, 0x062, 0x054, 0x054, 0x076, 0x076,
	0x000, 0x000, 0x062, 0x062, 0x054, 0x054, 0x076, 0x076,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x08c, 0x08c, 0x08c, 0x08c,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x08c, 0x08c, 0x08c, 0x08c,
	0x000, 0x0a1, 0x000, 0x0a1, 0x000, 0x0a1, 0x000, 0x0a1,
	0x000, 0x0a1, 0x000, 0x0a1, 0x08c, 0x0ad, 0x08c, 0x0ad,
	0x000, 0x0a1, 0x000, 0x0a1, 0x000, 0x0a1, 0x000, 0x0a1,
	0x000, 0x0a1, 0x000, 0x0a1, 0x08c, 0x0ad, 0x08c, 0x0ad,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x000, 0x000, 0x08c, 0x08c, 0x08c, 0x08c,
	0x000, 0x000, 0x000, 0x000, 0x054, 0x054, 0x054, 0x054,
	0x000, 0x000, 0x000, 0x000, 0x0dc, 0x0dc, 0x0dc, 0x0dc,
	0x000, 0x0a1, 0x062, 0x0e3, 0x000, 0x0a1, 0x062, 0x0e3,
	0x000, 0x0a1, 0x062, 0x0e3, 0x08c, 0x0ad, 0x0ee, 0x0ef,
	0x000, 0x0a1, 0x062, 0x0e3, 0x054, 0x0f5, 0x076, 0x0f7,
	0x000, 0x0a1, 0x062, 0x0e3, 0x0dc, 0x0fd, 0x0fe, 0x0ff,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x10a, 0x10a, 0x000, 0x000, 0x10a, 0x10a,
	0x000, 0x111, 0x000, 0x111, 0x000, 0x111, 0x000, 0x111,
	0x000, 0x111, 0x10a, 0x11b, 0x000, 0x111, 0x10a, 0x11b,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x10a, 0x10a, 0x000, 0x000, 0x10a, 0x10a,
	0x000, 0x111, 0x000, 0x111, 0x000, 0x111, 0x000, 0x111,
	0x000, 0x111, 0x10a, 0x11b, 0x000, 0x111, 0x10a, 0x11b,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x10a, 0x10a, 0x000, 0x000, 0x10a, 0x10a,
	0x000, 0x111, 0x000, 0x111, 0x054, 0x155, 0x054, 0x155,
	0x000, 0x111, 0x10a, 0x11b, 0x054, 0x155, 0x15e, 0x15f,
	0x000, 0x000, 0x062, 0x062, 0x000, 0x000, 0x062, 0x062,
	0x000, 0x000, 0x16a, 0x16a, 0x000, 0x000, 0x16a, 0x16a,
	0x000, 0x111, 0x062, 0x173, 0x054, 0x155, 0x076, 0x177,
	0x000, 0x111, 0x16a, 0x17b, 0x054, 0x155, 0x17e, 0x17f,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x10a, 0x10a, 0x08c, 0x08c, 0x18e, 0x18e,
	0x000, 0x111, 0x000, 0x111, 0x000, 0x111, 0x000, 0x111,
	0x000, 0x111, 0x10a, 0x11b, 0x08c, 0x19d, 0x18e, 0x19f,
	0x000, 0x0a1, 0x000, 0x0a1, 0x000, 0x0a1, 0x000, 0x0a1,
	0x000, 0x0a1, 0x10a, 0x1ab, 0x08c, 0x0ad, 0x18e, 0x1af,
	0x000, 0x1b1, 0x000, 0x1b1, 0x000, 0x1b1, 0x000, 0x1b1,
	0x000, 0x1b1, 0x10a, 0x1bb, 0x08c, 0x1bd, 0x18e, 0x1bf,
	0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000, 0x000,
	0x000, 0x000, 0x10a, 0x10a, 0x08c, 0x08c, 0x18e, 0x18e,
	0x000, 0x111, 0x000, 0x111, 0x054, 0x155, 0x054, 0x155,
	0x000, 0x111, 0x10a, 0x11b, 0x0dc, 0x1dd, 0x1de, 0x1df,
	0x000, 0x0a1, 0x062, 0x0e3, 0x000, 0x0a1, 0x062, 0x0e3,
	0x000, 0x0a1, 0x16a, 0x1eb, 0x08c, 0x0ad, 0x1ee, 0x1ef,
	0x000, 0x1b1, 0x062, 0x1f3, 0x054, 0x1f5, 0x076, 0x1f7,
	0x000, 0x1b1, 0x16a, 0x1fb, 0x0dc, 0x1fd, 0x1fe, 0x1ff,
};
/*
 * For a minirow presence mask: the permutations it still allows, bit p for
 * permutation_boxes[p] (band_matching is their union).  The same table
 * serves a stack, read as bands to columns.
 */
static const uint8_t shape_permutations[512] = {
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x20, 0x20, 0x20, 0x20, 0x00, 0x00, 0x00, 0x00, 0x20, 0x20, 0x20, 0x20,
	0x00, 0x00, 0x08, 0x08, 0x00, 0x00, 0x08, 0x08, 0x00, 0x00, 0x08, 0x08,
	0x00, 0x00, 0x08, 0x08, 0x00, 0x00, 0x08, 0x08, 0x20, 0x20, 0x28, 0x28,
	0x00, 0x00, 0x08, 0x08, 0x20, 0x20, 0x28, 0x28, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10, 0x10, 0x10, 0x10,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x10, 0x10, 0x10, 0x10, 0x00, 0x02, 0x00, 0x02, 0x00, 0x02, 0x00, 0x02,
	0x00, 0x02, 0x00, 0x02, 0x10, 0x12, 0x10, 0x12, 0x00, 0x02, 0x00, 0x02,
	0x00, 0x02, 0x00, 0x02, 0x00, 0x02, 0x00, 0x02, 0x10, 0x12, 0x10, 0x12,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x10, 0x10, 0x10, 0x10, 0x00, 0x00, 0x00, 0x00, 0x20, 0x20, 0x20, 0x20,
	0x00, 0x00, 0x00, 0x00, 0x30, 0x30, 0x30, 0x30, 0x00, 0x02, 0x08, 0x0a,
	0x00, 0x02, 0x08, 0x0a, 0x00, 0x02, 0x08, 0x0a, 0x10, 0x12, 0x18, 0x1a,
	0x00, 0x02, 0x08, 0x0a, 0x20, 0x22, 0x28, 0x2a, 0x00, 0x02, 0x08, 0x0a,
	0x30, 0x32, 0x38, 0x3a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x04, 0x04, 0x00, 0x01, 0x00, 0x01,
	0x00, 0x01, 0x00, 0x01, 0x00, 0x01, 0x04, 0x05, 0x00, 0x01, 0x04, 0x05,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04,
	0x00, 0x00, 0x04, 0x04, 0x00, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x01,
	0x00, 0x01, 0x04, 0x05, 0x00, 0x01, 0x04, 0x05, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04, 0x00, 0x00, 0x04, 0x04,
	0x00, 0x01, 0x00, 0x01, 0x20, 0x21, 0x20, 0x21, 0x00, 0x01, 0x04, 0x05,
	0x20, 0x21, 0x24, 0x25, 0x00, 0x00, 0x08, 0x08, 0x00, 0x00, 0x08, 0x08,
	0x00, 0x00, 0x0c, 0x0c, 0x00, 0x00, 0x0c, 0x0c, 0x00, 0x01, 0x08, 0x09,
	0x20, 0x21, 0x28, 0x29, 0x00, 0x01, 0x0c, 0x0d, 0x20, 0x21, 0x2c, 0x2d,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x04,
	0x10, 0x10, 0x14, 0x14, 0x00, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x01,
	0x00, 0x01, 0x04, 0x05, 0x10, 0x11, 0x14, 0x15, 0x00, 0x02, 0x00, 0x02,
	0x00, 0x02, 0x00, 0x02, 0x00, 0x02, 0x04, 0x06, 0x10, 0x12, 0x14, 0x16,
	0x00, 0x03, 0x00, 0x03, 0x00, 0x03, 0x00, 0x03, 0x00, 0x03, 0x04, 0x07,
	0x10, 0x13, 0x14, 0x17, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x04, 0x04, 0x10, 0x10, 0x14, 0x14, 0x00, 0x01, 0x00, 0x01,
	0x20, 0x21, 0x20, 0x21, 0x00, 0x01, 0x04, 0x05, 0x30, 0x31, 0x34, 0x35,
	0x00, 0x02, 0x08, 0x0a, 0x00, 0x02, 0x08, 0x0a, 0x00, 0x02, 0x0c, 0x0e,
	0x10, 0x12, 0x1c, 0x1e, 0x00, 0x03, 0x08, 0x0b, 0x20, 0x23, 0x28, 0x2b,
	0x00, 0x03, 0x0c, 0x0f, 0x30, 0x33, 0x3c, 0x3f,
};
/* Rows 0, 1, 2 of a band to boxes: the six permutations. */
static const uint8_t permutation_boxes[6][3] = {
	{ 0, 1, 2 }, { 0, 2, 1 }, { 1, 0, 2 }, { 1, 2, 0 }, { 2, 0, 1 },
	{ 2, 1, 0 }
};
/* How many permutations a shape allows: bits set in shape_permutations. */
static const uint8_t permutation_count[512] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1,
	0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1,
	0, 0, 1, 1, 1, 1, 2, 2, 0, 0, 1, 1, 1, 1, 2, 2,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1,
	0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 2, 1, 2,
	0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 2, 1, 2,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1,
	0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2,
	0, 1, 1, 2, 0, 1, 1, 2, 0, 1, 1, 2, 1, 2, 2, 3,
	0, 1, 1, 2, 1, 2, 2, 3, 0, 1, 1, 2, 2, 3, 3, 4,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1,
	0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 2, 0, 1, 1, 2,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1,
	0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 2, 0, 1, 1, 2,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1,
	0, 1, 0, 1, 1, 2, 1, 2, 0, 1, 1, 2, 1, 2, 2, 3,
	0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 2, 2, 0, 0, 2, 2,
	0, 1, 1, 2, 1, 2, 2, 3, 0, 1, 2, 3, 1, 2, 3, 4,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2,
	0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 2, 1, 2, 2, 3,
	0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 2, 1, 2, 2, 3,
	0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 1, 3, 1, 3, 2, 4,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2,
	0, 1, 0, 1, 1, 2, 1, 2, 0, 1, 1, 2, 2, 3, 3, 4,
	0, 1, 1, 2, 0, 1, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4,
	0, 2, 1, 3, 1, 3, 2, 4, 0, 2, 2, 4, 2, 4, 4, 6,
};
/* The 27 cells of the minirows of a mask. */
static const uint32_t minirow_cells[512] = {
	0x0000000, 0x0000007, 0x0000038, 0x000003f,
	0x00001c0, 0x00001c7, 0x00001f8, 0x00001ff,
	0x0000e00, 0x0000e07, 0x0000e38, 0x0000e3f,
	0x0000fc0, 0x0000fc7, 0x0000ff8, 0x0000fff,
	0x0007000, 0x0007007, 0x0007038, 0x000703f,
	0x00071c0, 0x00071c7, 0x00071f8, 0x00071ff,
	0x0007e00, 0x0007e07, 0x0007e38, 0x0007e3f,
	0x0007fc0, 0x0007fc7, 0x0007ff8, 0x0007fff,
	0x0038000, 0x0038007, 0x0038038, 0x003803f,
	0x00381c0, 0x00381c7, 0x00381f8, 0x00381ff,
	0x0038e00, 0x0038e07, 0x0038e38, 0x0038e3f,
	0x0038fc0, 0x0038fc7, 0x0038ff8, 0x0038fff,
	0x003f000, 0x003f007, 0x003f038, 0x003f03f,
	0x003f1c0, 0x003f1c7, 0x003f1f8, 0x003f1ff,
	0x003fe00, 0x003fe07, 0x003fe38, 0x003fe3f,
	0x003ffc0, 0x003ffc7, 0x003fff8, 0x003ffff,
	0x01c0000, 0x01c0007, 0x01c0038, 0x01c003f,
	0x01c01c0, 0x01c01c7, 0x01c01f8, 0x01c01ff,
	0x01c0e00, 0x01c0e07, 0x01c0e38, 0x01c0e3f,
	0x01c0fc0, 0x01c0fc7, 0x01c0ff8, 0x01c0fff,
	0x01c7000, 0x01c7007, 0x01c7038, 0x01c703f,
	0x01c71c0, 0x01c71c7, 0x01c71f8, 0x01c71ff,
	0x01c7e00, 0x01c7e07, 0x01c7e38, 0x01c7e3f,
	0x01c7fc0, 0x01c7fc7, 0x01c7ff8, 0x01c7fff,
	0x01f8000, 0x01f8007, 0x01f8038, 0x01f803f,
	0x01f81c0, 0x01f81c7, 0x01f81f8, 0x01f81ff,
	0x01f8e00, 0x01f8e07, 0x01f8e38, 0x01f8e3f,
	0x01f8fc0, 0x01f8fc7, 0x01f8ff8, 0x01f8fff,
	0x01ff000, 0x01ff007, 0x01ff038, 0x01ff03f,
	0x01ff1c0, 0x01ff1c7, 0x01ff1f8, 0x01ff1ff,
	0x01ffe00, 0x01ffe07, 0x01ffe38, 0x01ffe3f,
	0x01fffc0, 0x01fffc7, 0x01ffff8, 0x01fffff,
	0x0e00000, 0x0e00007, 0x0e00038, 0x0e0003f,
	0x0e001c0, 0x0e001c7, 0x0e001f8, 0x0e001ff,
	0x0e00e00, 0x0e00e07, 0x0e00e38, 0x0e00e3f,
	0x0e00fc0, 0x0e00fc7, 0x0e00ff8, 0x0e00fff,
	0x0e07000, 0x0e07007, 0x0e07038, 0x0e0703f,
	0x0e071c0, 0x0e071c7, 0x0e071f8, 0x0e071ff,
	0x0e07e00, 0x0e07e07, 0x0e07e38, 0x0e07e3f,
	0x0e07fc0, 0x0e07fc7, 0x0e07ff8, 0x0e07fff,
	0x0e38000, 0x0e38007, 0x0e38038, 0x0e3803f,
	0x0e381c0, 0x0e381c7, 0x0e381f8, 0x0e381ff,
	0x0e38e00, 0x0e38e07, 0x0e38e38, 0x0e38e3f,
	0x0e38fc0, 0x0e38fc7, 0x0e38ff8, 0x0e38fff,
	0x0e3f000, 0x0e3f007, 0x0e3f038, 0x0e3f03f,
	0x0e3f1c0, 0x0e3f1c7, 0x0e3f1f8, 0x0e3f1ff,
	0x0e3fe00, 0x0e3fe07, 0x0e3fe38, 0x0e3fe3f,
	0x0e3ffc0, 0x0e3ffc7, 0x0e3fff8, 0x0e3ffff,
	0x0fc0000, 0x0fc0007, 0x0fc0038, 0x0fc003f,
	0x0fc01c0, 0x0fc01c7, 0x0fc01f8, 0x0fc01ff,
	0x0fc0e00, 0x0fc0e07, 0x0fc0e38, 0x0fc0e3f,
	0x0fc0fc0, 0x0fc0fc7, 0x0fc0ff8, 0x0fc0fff,
	0x0fc7000, 0x0fc7007, 0x0fc7038, 0x0fc703f,
	0x0fc71c0, 0x0fc71c7, 0x0fc71f8, 0x0fc71ff,
	0x0fc7e00, 0x0fc7e07, 0x0fc7e38, 0x0fc7e3f,
	0x0fc7fc0, 0x0fc7fc7, 0x0fc7ff8, 0x0fc7fff,
	0x0ff8000, 0x0ff8007, 0x0ff8038, 0x0ff803f,
	0x0ff81c0, 0x0ff81c7, 0x0ff81f8, 0x0ff81ff,
	0x0ff8e00, 0x0ff8e07, 0x0ff8e38, 0x0ff8e3f,
	0x0ff8fc0, 0x0ff8fc7, 0x0ff8ff8, 0x0ff8fff,
	0x0fff000, 0x0fff007, 0x0fff038, 0x0fff03f,
	0x0fff1c0, 0x0fff1c7, 0x0fff1f8, 0x0fff1ff,
	0x0fffe00, 0x0fffe07, 0x0fffe38, 0x0fffe3f,
	0x0ffffc0, 0x0ffffc7, 0x0fffff8, 0x0ffffff,
	0x7000000, 0x7000007, 0x7000038, 0x700003f,
	0x70001c0, 0x70001c7, 0x70001f8, 0x70001ff,
	0x7000e00, 0x7000e07, 0x7000e38, 0x7000e3f,
	0x7000fc0, 0x7000fc7, 0x7000ff8, 0x7000fff,
	0x7007000, 0x7007007, 0x7007038, 0x700703f,
	0x70071c0, 0x70071c7, 0x70071f8, 0x70071ff,
	0x7007e00, 0x7007e07, 0x7007e38, 0x7007e3f,
	0x7007fc0, 0x7007fc7, 0x7007ff8, 0x7007fff,
	0x7038000, 0x7038007, 0x7038038, 0x703803f,
	0x70381c0, 0x70381c7, 0x70381f8, 0x70381ff,
	0x7038e00, 0x7038e07, 0x7038e38, 0x7038e3f,
	0x7038fc0, 0x7038fc7, 0x7038ff8, 0x7038fff,
	0x703f000, 0x703f007, 0x703f038, 0x703f03f,
	0x703f1c0, 0x703f1c7, 0x703f1f8, 0x703f1ff,
	0x703fe00, 0x703fe07, 0x703fe38, 0x703fe3f,
	0x703ffc0, 0x703ffc7, 0x703fff8, 0x703ffff,
	0x71c0000, 0x71c0007, 0x71c0038, 0x71c003f,
	0x71c01c0, 0x71c01c7, 0x71c01f8, 0x71c01ff,
	0x71c0e00, 0x71c0e07, 0x71c0e38, 0x71c0e3f,
	0x71c0fc0, 0x71c0fc7, 0x71c0ff8, 0x71c0fff,
	0x71c7000, 0x71c7007, 0x71c7038, 0x71c703f,
	0x71c71c0, 0x71c71c7, 0x71c71f8, 0x71c71ff,
	0x71c7e00, 0x71c7e07, 0x71c7e38, 0x71c7e3f,
	0x71c7fc0, 0x71c7fc7, 0x71c7ff8, 0x71c7fff,
	0x71f8000, 0x71f8007, 0x71f8038, 0x71f803f,
	0x71f81c0, 0x71f81c7, 0x71f81f8, 0x71f81ff,
	0x71f8e00, 0x71f8e07, 0x71f8e38, 0x71f8e3f,
	0x71f8fc0, 0x71f8fc7, 0x71f8ff8, 0x71f8fff,
	0x71ff000, 0x71ff007, 0x71ff038, 0x71ff03f,
	0x71ff1c0, 0x71ff1c7, 0x71ff1f8, 0x71ff1ff,
	0x71ffe00, 0x71ffe07, 0x71ffe38, 0x71ffe3f,
	0x71fffc0, 0x71fffc7, 0x71ffff8, 0x71fffff,
	0x7e00000, 0x7e00007, 0x7e00038, 0x7e0003f,
	0x7e001c0, 0x7e001c7, 0x7e001f8, 0x7e001ff,
	0x7e00e00, 0x7e00e07, 0x7e00e38, 0x7e00e3f,
	0x7e00fc0, 0x7e00fc7, 0x7e00ff8, 0x7e00fff,
	0x7e07000, 0x7e07007, 0x7e07038, 0x7e0703f,
	0x7e071c0, 0x7e071c7, 0x7e071f8, 0x7e071ff,
	0x7e07e00, 0x7e07e07, 0x7e07e38, 0x7e07e3f,
	0x7e07fc0, 0x7e07fc7, 0x7e07ff8, 0x7e07fff,
	0x7e38000, 0x7e38007, 0x7e38038, 0x7e3803f,
	0x7e381c0, 0x7e381c7, 0x7e381f8, 0x7e381ff,
	0x7e38e00, 0x7e38e07, 0x7e38e38, 0x7e38e3f,
	0x7e38fc0, 0x7e38fc7, 0x7e38ff8, 0x7e38fff,
	0x7e3f000, 0x7e3f007, 0x7e3f038, 0x7e3f03f,
	0x7e3f1c0, 0x7e3f1c7, 0x7e3f1f8, 0x7e3f1ff,
	0x7e3fe00, 0x7e3fe07, 0x7e3fe38, 0x7e3fe3f,
	0x7e3ffc0, 0x7e3ffc7, 0x7e3fff8, 0x7e3ffff,
	0x7fc0000, 0x7fc0007, 0x7fc0038, 0x7fc003f,
	0x7fc01c0, 0x7fc01c7, 0x7fc01f8, 0x7fc01ff,
	0x7fc0e00, 0x7fc0e07, 0x7fc0e38, 0x7fc0e3f,
	0x7fc0fc0, 0x7fc0fc7, 0x7fc0ff8, 0x7fc0fff,
	0x7fc7000, 0x7fc7007, 0x7fc7038, 0x7fc703f,
	0x7fc71c0, 0x7fc71c7, 0x7fc71f8, 0x7fc71ff,
	0x7fc7e00, 0x7fc7e07, 0x7fc7e38, 0x7fc7e3f,
	0x7fc7fc0, 0x7fc7fc7, 0x7fc7ff8, 0x7fc7fff,
	0x7ff8000, 0x7ff8007, 0x7ff8038, 0x7ff803f,
	0x7ff81c0, 0x7ff81c7, 0x7ff81f8, 0x7ff81ff,
	0x7ff8e00, 0x7ff8e07, 0x7ff8e38, 0x7ff8e3f,
	0x7ff8fc0, 0x7ff8fc7, 0x7ff8ff8, 0x7ff8fff,
	0x7fff000, 0x7fff007, 0x7fff038, 0x7fff03f,
	0x7fff1c0, 0x7fff1c7, 0x7fff1f8, 0x7fff1ff,
	0x7fffe00, 0x7fffe07, 0x7fffe38, 0x7fffe3f,
	0x7ffffc0, 0x7ffffc7, 0x7fffff8, 0x7ffffff,
};
/*
 * minirow_cells[band_matching[m]], the cells a block keeps, in one lookup:
 * the block update runs a few million times a second, and this is one
 * dependent load fewer on its path.
 */
static const uint32_t band_matching_cells[512] = {
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x01c71c0, 0x01c71c0, 0x01c71c0, 0x01c71c0,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x01c71c0, 0x01c71c0, 0x01c71c0, 0x01c71c0,
	0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
	0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
	0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
	0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
	0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
	0x01c71c0, 0x01c71c0, 0x01ff1f8, 0x01ff1f8,
	0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
	0x01c71c0, 0x01c71c0, 0x01ff1f8, 0x01ff1f8,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0e00fc0, 0x0e00fc0, 0x0e00fc0, 0x0e00fc0,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0e00fc0, 0x0e00fc0, 0x0e00fc0, 0x0e00fc0,
	0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
	0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
	0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
	0x0e00fc0, 0x0e38fc7, 0x0e00fc0, 0x0e38fc7,
	0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
	0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
	0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
	0x0e00fc0, 0x0e38fc7, 0x0e00fc0, 0x0e38fc7,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0e00fc0, 0x0e00fc0, 0x0e00fc0, 0x0e00fc0,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x01c71c0, 0x01c71c0, 0x01c71c0, 0x01c71c0,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0fc7fc0, 0x0fc7fc0, 0x0fc7fc0, 0x0fc7fc0,
	0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f,
	0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f,
	0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f,
	0x0e00fc0, 0x0e38fc7, 0x0ff8ff8, 0x0ff8fff,
	0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f,
	0x01c71c0, 0x0fff1c7, 0x01ff1f8, 0x0fff1ff,
	0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f,
	0x0fc7fc0, 0x0ffffc7, 0x0fffff8, 0x0ffffff,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
	0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
	0x0000000, 0x7007007, 0x0000000, 0x7007007,
	0x0000000, 0x7007007, 0x0000000, 0x7007007,
	0x0000000, 0x7007007, 0x7000e38, 0x7007e3f,
	0x0000000, 0x7007007, 0x7000e38, 0x7007e3f,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
	0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
	0x0000000, 0x7007007, 0x0000000, 0x7007007,
	0x0000000, 0x7007007, 0x0000000, 0x7007007,
	0x0000000, 0x7007007, 0x7000e38, 0x7007e3f,
	0x0000000, 0x7007007, 0x7000e38, 0x7007e3f,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
	0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
	0x0000000, 0x7007007, 0x0000000, 0x7007007,
	0x01c71c0, 0x71c71c7, 0x01c71c0, 0x71c71c7,
	0x0000000, 0x7007007, 0x7000e38, 0x7007e3f,
	0x01c71c0, 0x71c71c7, 0x71c7ff8, 0x71c7fff,
	0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
	0x0000000, 0x0000000, 0x01f8038, 0x01f8038,
	0x0000000, 0x0000000, 0x71f8e38, 0x71f8e38,
	0x0000000, 0x0000000, 0x71f8e38, 0x71f8e38,
	0x0000000, 0x7007007, 0x01f8038, 0x71ff03f,
	0x01c71c0, 0x71c71c7, 0x01ff1f8, 0x71ff1ff,
	0x0000000, 0x7007007, 0x71f8e38, 0x71ffe3f,
	0x01c71c0, 0x71c71c7, 0x71ffff8, 0x71fffff,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
	0x0e00fc0, 0x0e00fc0, 0x7e00ff8, 0x7e00ff8,
	0x0000000, 0x7007007, 0x0000000, 0x7007007,
	0x0000000, 0x7007007, 0x0000000, 0x7007007,
	0x0000000, 0x7007007, 0x7000e38, 0x7007e3f,
	0x0e00fc0, 0x7e07fc7, 0x7e00ff8, 0x7e07fff,
	0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
	0x0000000, 0x0e38007, 0x0000000, 0x0e38007,
	0x0000000, 0x0e38007, 0x7000e38, 0x7e38e3f,
	0x0e00fc0, 0x0e38fc7, 0x7e00ff8, 0x7e38fff,
	0x0000000, 0x7e3f007, 0x0000000, 0x7e3f007,
	0x0000000, 0x7e3f007, 0x0000000, 0x7e3f007,
	0x0000000, 0x7e3f007, 0x7000e38, 0x7e3fe3f,
	0x0e00fc0, 0x7e3ffc7, 0x7e00ff8, 0x7e3ffff,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x0000000, 0x0000000,
	0x0000000, 0x0000000, 0x7000e38, 0x7000e38,
	0x0e00fc0, 0x0e00fc0, 0x7e00ff8, 0x7e00ff8,
	0x0000000, 0x7007007, 0x0000000, 0x7007007,
	0x01c71c0, 0x71c71c7, 0x01c71c0, 0x71c71c7,
	0x0000000, 0x7007007, 0x7000e38, 0x7007e3f,
	0x0fc7fc0, 0x7fc7fc7, 0x7fc7ff8, 0x7fc7fff,
	0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f,
	0x0000000, 0x0e38007, 0x01f8038, 0x0ff803f,
	0x0000000, 0x0e38007, 0x71f8e38, 0x7ff8e3f,
	0x0e00fc0, 0x0e38fc7, 0x7ff8ff8, 0x7ff8fff,
	0x0000000, 0x7e3f007, 0x01f8038, 0x7fff03f,
	0x01c71c0, 0x7fff1c7, 0x01ff1f8, 0x7fff1ff,
	0x0000000, 0x7e3f007, 0x71f8e38, 0x7fffe3f,
	0x0fc7fc0, 0x7ffffc7, 0x7fffff8, 0x7ffffff,
};
/* The boxes (bit k) a row's 9-bit mask touches. */
static const uint8_t row_minirows[512] = {
	0, 1, 1, 1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3, 3, 3,
	2, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3,
	2, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3,
	2, 3, 3, 3, 3, 3, 3, 3, 2, 3, 3, 3, 3, 3, 3, 3,
	4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	4, 5, 5, 5, 5, 5, 5, 5, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
	6, 7, 7, 7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7,
};
/*
 * The same digit's blocks in the other two bands: computed, they were
 * a branch gcc could not predict (a fifth of the update's mispredicts).
 */
static const uint8_t band_partner[BLOCKS][2] = {
	{ 9, 18 }, { 10, 19 }, { 11, 20 }, { 12, 21 }, { 13, 22 }, { 14, 23 },
	{ 15, 24 }, { 16, 25 }, { 17, 26 }, { 18, 0 }, { 19, 1 }, { 20, 2 },
	{ 21, 3 }, { 22, 4 }, { 23, 5 }, { 24, 6 }, { 25, 7 }, { 26, 8 },
	{ 0, 9 }, { 1, 10 }, { 2, 11 }, { 3, 12 }, { 4, 13 }, { 5, 14 },
	{ 6, 15 }, { 7, 16 }, { 8, 17 },
};
/* The other cells of a cell's row, box and column inside its band. */
static const uint32_t band_peers[27] = {
	0x01c0ffe, 0x01c0ffd, 0x01c0ffb, 0x0e071f7,
	0x0e071ef, 0x0e071df, 0x70381bf, 0x703817f,
	0x70380ff, 0x01ffc07, 0x01ffa07, 0x01ff607,
	0x0e3ee38, 0x0e3de38, 0x0e3be38, 0x7037fc0,
	0x702ffc0, 0x701ffc0, 0x7f80e07, 0x7f40e07,
	0x7ec0e07, 0x7dc7038, 0x7bc7038, 0x77c7038,
	0x6ff81c0, 0x5ff81c0, 0x3ff81c0,
};


struct board {
	uint32_t	cand[BLOCKS];		/* [BLOCK(digit, band)] */
	uint32_t	unsolved[BANDS];	/* cells not yet placed */
	uint32_t	dirty;			/* blocks to look at again */
	uint16_t	shape[BLOCKS];		/* minirows, as of the block's
						   last update */
};

struct search {
	const struct engine_query	*query;
	struct engine_answer		*answer;
	uint64_t			 nodes;
	bool				 stop;
	int				 widest_band;	/* at the root; -1
							   until search_choose */
	bool				 by_permutation;
};

static inline int
lowest_bit(uint32_t m)
{
	return __builtin_ctz(m);
}

/* Clears cells from a block; its dirty bit if that changed it, else 0. */
static inline uint32_t
block_clear(struct board *bd, int block, uint32_t cells)
{
	uint32_t	before = bd->cand[block];

	bd->cand[block] = before & ~cells;
	return (uint32_t)(bd->cand[block] != before) << block;
}

/*
 * Clears cells from the nine digits of band b; their dirty bits where that
 * changed them.  The band's blocks lie side by side, so SSE2 (every x86-64
 * has it) clears eight at a time.
 */
static inline uint32_t
band_clear(struct board *bd, int b, uint32_t cells)
{
#ifdef ENGINE_SSE2
	uint32_t	*first = &bd->cand[BLOCK(0, b)];
	__m128i		 c = _mm_set1_epi32((int)cells), zero = _mm_setzero_si128();
	__m128i		 lo = _mm_loadu_si128((const __m128i *)first);
	__m128i		 hi = _mm_loadu_si128((const __m128i *)(first + 4));
	uint32_t	 kept;

	kept = (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(
	    _mm_and_si128(lo, c), zero))) |
	    (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(
	    _mm_and_si128(hi, c), zero))) << 4;
	_mm_storeu_si128((__m128i *)first, _mm_andnot_si128(c, lo));
	_mm_storeu_si128((__m128i *)(first + 4), _mm_andnot_si128(c, hi));
	return (~kept & 0xffu) << BLOCK(0, b) |
	    block_clear(bd, BLOCK(DIGITS - 1, b), cells);
#else
	uint32_t	 dirty = 0;
	int		 d;

	for (d = 0; d < DIGITS; d++)
		dirty |= block_clear(bd, BLOCK(d, b), cells);
	return dirty;
#endif
}

/* Clears cells from a block, marking it dirty if that changed it. */
static inline void
board_clear(struct board *bd, int block, uint32_t cells)
{
	bd->dirty |= block_clear(bd, block, cells);
}

/*
 * Digit d at bit pos of band b: its peers in the band lose d, and the
 * block update that follows places it (its row is left with one cell).
 * False if d cannot go there.
 */
static inline bool
board_place(struct board *bd, int d, int b, int pos)
{
	int	block = BLOCK(d, b);

	if ((bd->cand[block] & (1u << pos)) == 0)
		return false;
	board_clear(bd, block, band_peers[pos]);
	return true;
}

/*
 * For a 9-bit column mask of one band: the columns alone in their box's
 * three (a box whose candidates all lie in one column).
 */
static inline uint32_t
columns_alone(uint32_t cols)
{
	uint32_t	near = ((cols << 1) & 0x1b6) | ((cols >> 1) & 0x0db) |
			    ((cols << 2) & 0x124) | ((cols >> 2) & 0x049);

	return cols & ~near;
}

/* The cells of the rows of a band that hold one candidate. */
static inline uint32_t
single_rows(uint32_t a)
{
	uint32_t	solved = 0, row;
	int		r;

	for (r = 0; r < 27; r += 9) {
		row = a & (ROW_BITS << r);
		if ((row & (row - 1)) == 0)
			solved |= row;
	}
	return solved;
}

/* The columns of a block that still hold candidates, as 9 bits. */
static inline uint32_t
block_columns(uint32_t a)
{
	return (a | a >> 9 | a >> 18) & ROW_BITS;
}

/* The minirows of a block that hold candidates: bit 3r + k, row r, box k. */
static inline uint32_t
block_shape(uint32_t a)
{
	return row_minirows[a & ROW_BITS] |
	    (uint32_t)row_minirows[(a >> 9) & ROW_BITS] << 3 |
	    (uint32_t)row_minirows[a >> 18] << 6;
}

/*
 * The rules of one block, and what follows from them elsewhere.  The dirty
 * bits are gathered here and stored once.  A solved cell is cleared from
 * all nine digits, the own block's dirty bit then dropped, and the block
 * stored last: stored before, it would sit in the band_clear's wide load
 * while still on its way to memory, which stalls the load (5% of a count
 * on msolve).
 */
static inline bool
board_update_block(struct board *bd, int block)
{
	uint32_t	a = bd->cand[block], shape, lock, solved, dirty;
	int		b = block / DIGITS;

	shape = block_shape(a);
	a &= band_matching_cells[shape];
	if (a == 0)
		return false;
	bd->shape[block] = band_matching[shape];
	lock = columns_alone(block_columns(a)) * COLUMN_BITS;
	dirty = block_clear(bd, band_partner[block][0], lock) |
	    block_clear(bd, band_partner[block][1], lock);
	solved = single_rows(a) & bd->unsolved[b];
	if (solved != 0) {
		bd->unsolved[b] &= ~solved;
		dirty |= band_clear(bd, b, solved);
		dirty &= ~(1u << block);
	}
	bd->cand[block] = a;
	bd->dirty |= dirty;
	return true;
}

/* Cells with one candidate left; -1 on a cell with none, else how many. */
static int
board_naked_singles(struct board *bd)
{
	uint32_t	c1, c2, m, singles;
	int		b, d, placed = 0, pos;

	for (b = 0; b < BANDS; b++) {
		c1 = c2 = 0;
		for (d = 0; d < DIGITS; d++) {
			m = bd->cand[BLOCK(d, b)];
			c2 |= c1 & m;
			c1 |= m;
		}
		if ((bd->unsolved[b] & ~c1) != 0)
			return -1;
		singles = c1 & ~c2 & bd->unsolved[b];
		for (; singles != 0; singles &= singles - 1) {
			pos = lowest_bit(singles);
			for (d = 0; (bd->cand[BLOCK(d, b)] & (1u << pos)) == 0;
			    d++)
				if (d == DIGITS - 1)
					return -1;	/* taken by a peer */
			board_clear(bd, BLOCK(d, b), band_peers[pos]);
			placed++;
		}
	}
	return placed;
}

/*
 * Four blocks side by side: four digits of one band, worked on at once
 * with gcc's generic vectors (SSE2 on x86-64, plain C where there is no
 * vector unit).
 */
typedef uint32_t four_blocks __attribute__((vector_size(16)));

/* block_columns of four blocks. */
static inline four_blocks
block_columns_of_four(four_blocks a)
{
	return (a | a >> 9 | a >> 18) & ROW_BITS;
}

/*
 * For four digits, each's blocks in bands 0-2 (x, y, z): the columns it
 * covers (has a cell in, or stands in) and the columns where it has one
 * unsolved cell left.  Only unsolved cells are counted, the three bands
 * added cell by cell first, then the three rows of the sums.
 */
static inline void
column_counts(const struct board *bd, four_blocks x, four_blocks y,
    four_blocks z, uint32_t covered[4], uint32_t single[4])
{
	four_blocks	done, ones, twos, c1, c2;

	done = (x & ~bd->unsolved[0]) | (y & ~bd->unsolved[1]) |
	    (z & ~bd->unsolved[2]);
	x &= bd->unsolved[0];
	y &= bd->unsolved[1];
	z &= bd->unsolved[2];
	ones = x | y | z;
	twos = (x & y) | (z & (x | y));
	c1 = block_columns_of_four(ones);
	c2 = (twos | twos >> 9 | twos >> 18 | (ones & ones >> 9) |
	    ((ones >> 18) & (ones | ones >> 9))) & ROW_BITS;
	done = c1 | block_columns_of_four(done);
	c1 &= ~c2;
	memcpy(covered, &done, sizeof done);
	memcpy(single, &c1, sizeof c1);
}

/* Four digits' blocks in band b, from digit d on (past 8: none). */
static inline four_blocks
four_digits(const struct board *bd, int d, int b)
{
	four_blocks	v = { 0 };

	if (d + 4 <= DIGITS)
		memcpy(&v, &bd->cand[BLOCK(d, b)], sizeof v);
	else
		v[0] = bd->cand[BLOCK(d, b)];
	return v;
}

/*
 * Columns where a digit has one place left; -1 on a column where it has
 * none (a column where the digit is placed has none left, and is
 * covered).  Four digits at a time: this runs before every guess, and one
 * digit at a time it was a tenth of a count on msolve.
 */
static int
board_column_singles(struct board *bd)
{
	uint32_t	covered[12], single[12], singles, cells;
	int		d, b, col, placed = 0;

	for (d = 0; d < DIGITS; d += 4)
		column_counts(bd, four_digits(bd, d, 0), four_digits(bd, d, 1),
		    four_digits(bd, d, 2), &covered[d], &single[d]);
	for (d = 0; d < DIGITS; d++) {
		if (covered[d] != ROW_BITS)
			return -1;
		for (singles = single[d]; singles != 0; singles &= singles - 1) {
			col = lowest_bit(singles);
			for (b = 0; b < BANDS; b++) {
				cells = bd->cand[BLOCK(d, b)] & bd->unsolved[b] &
				    (COLUMN_BITS << col);
				if (cells != 0) {
					board_clear(bd, BLOCK(d, b),
					    band_peers[lowest_bit(cells)]);
					placed++;
					break;
				}
			}
		}
	}
	return placed;
}

/*
 * Every rule until nothing changes; false on a contradiction.  The dirty
 * blocks are taken a round at a time: choosing the next block from what
 * the last update left made each update wait for the one before, a chain
 * of dependent table lookups; from a round known in advance the processor
 * overlaps them (msolve and 1106 counts 10-14% faster).  A block dirtied
 * again before its turn in the round is seen then, once.
 */
static bool
board_propagate(struct board *bd)
{
	uint32_t	round;
	int		block, n;

	for (;;) {
		while ((round = bd->dirty) != 0)
			do {
				block = lowest_bit(round);
				round &= round - 1;
				bd->dirty &= ~(1u << block);
				if (!board_update_block(bd, block))
					return false;
			} while (round != 0);
		if ((n = board_naked_singles(bd)) < 0)
			return false;
		if (n > 0)
			continue;
		if ((n = board_column_singles(bd)) < 0)
			return false;
		if (n == 0)
			return true;
	}
}

/*
 * Bits set in a mask.  The default target has no popcount instruction, and
 * the compiler's fallback is a library call.
 */
static inline int
bit_count(uint32_t m)
{
	m = m - ((m >> 1) & 0x55555555u);
	m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
	return (int)((((m + (m >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

/* The band with unsolved cells when the other two have none, else -1. */
static inline int
board_open_band(const struct board *bd)
{
	int	b, open = -1;

	for (b = 0; b < BANDS; b++)
		if (bd->unsolved[b] != 0) {
			if (open >= 0)
				return -1;
			open = b;
		}
	return open;
}

/* The band with the most unsolved cells. */
static int
board_widest_band(const struct board *bd)
{
	int	b, widest = 0;

	for (b = 1; b < BANDS; b++)
		if (bit_count(bd->unsolved[b]) > bit_count(bd->unsolved[widest]))
			widest = b;
	return widest;
}

/* The cells of m in the row of the band that holds the most of them. */
static inline uint32_t
busiest_row(uint32_t m)
{
	uint32_t	row, best = 0;
	int		r, n, most = 0;

	for (r = 0; r < 27; r += 9) {
		row = m & (ROW_BITS << r);
		if ((n = bit_count(row)) > most) {
			most = n;
			best = row;
		}
	}
	return best;
}

/*
 * The cell to branch on (outside band skip, unless skip is -1): one with
 * two candidates, in the band richest in them and in open cells, in its
 * row richest in them (measured: 35% fewer guesses on the hardest sets
 * than the first such cell);
 * when no cell has two, one with the fewest.  Returns its band and bit,
 * and its candidates as a digit mask.
 */
static uint32_t
board_pick_cell(const struct board *bd, int skip, int *band, int *pos)
{
	uint32_t	c1, c2, c3, m, digits, best_digits = 0;
	int		b, d, count, score, best_score = -1, fewest = DIGITS + 1;

	for (b = 0; b < BANDS; b++) {
		if (b == skip)
			continue;
		c1 = c2 = c3 = 0;
		for (d = 0; d < DIGITS; d++) {
			m = bd->cand[BLOCK(d, b)] & bd->unsolved[b];
			c3 |= c2 & m;
			c2 |= c1 & m;
			c1 |= m;
		}
		if ((m = c2 & ~c3) == 0)
			continue;
		score = 2 * bit_count(m) + bit_count(bd->unsolved[b]);
		if (score > best_score) {
			best_score = score;
			*band = b;
			*pos = lowest_bit(busiest_row(m));
			fewest = 2;
		}
	}
	for (b = 0; b < BANDS && fewest > 2; b++)
		for (m = b == skip ? 0 : bd->unsolved[b]; m != 0; m &= m - 1) {
			for (digits = 0, d = 0; d < DIGITS; d++)
				if (bd->cand[BLOCK(d, b)] & (m & -m))
					digits |= 1u << d;
			count = bit_count(digits);
			if (count < fewest) {
				fewest = count;
				best_digits = digits;
				*band = b;
				*pos = lowest_bit(m);
			}
		}
	if (fewest == 2)
		for (d = 0; d < DIGITS; d++)
			if (bd->cand[BLOCK(d, *band)] & (1u << *pos))
				best_digits |= 1u << d;
	return best_digits;
}

/*
 * The other way to branch: on a digit's permutation in a band (rows to
 * boxes) or in a stack (bands to columns), six regions in all, 0-2 the
 * bands and 3-5 the stacks.  Each child fixes three minirows or minicols
 * of the digit at once.
 */
struct permutation_branch {
	int		region;
	int		digit;
	uint32_t	permutations;	/* bit p: permutation_boxes[p] */
};

/*
 * The region pass keeps a digit's six shapes in one 64-bit word, region r
 * in bits 9r to 9r + 8, so the triads count all six regions at once: the
 * rows of every shape are the word's 3-bit groups.  (One region at a time
 * was a third of the time of a count on msolve.)
 */
#define REGIONS		(2 * BANDS)
#define REGION_WORD	0x3fffffffffffffull	/* 54 bits: six shapes */
#define GROUPS_LOW	0x9249249249249249ull	/* bit 0 of each 3-bit group */

static inline uint32_t
region_shape(uint64_t word, int r)
{
	return (uint32_t)(word >> (9 * r)) & ROW_BITS;
}

/*
 * The 3-bit groups of a 3x3 arrangement, group (i, j) at bit 9i + 3j,
 * moved to (j, i): a digit's columns band by band, stack by stack, become
 * its stack shapes (bit 3b + k of field s: band b, column 3s + k), and
 * back.
 */
#define TRANSPOSE_GROUPS(x)	((x & 0x7007007u) | (x & 0x38038u) << 6 | \
	(x >> 6 & 0x38038u) | (x & 0x1c0u) << 12 | (x >> 12 & 0x1c0u))

static inline uint32_t
transpose_groups(uint32_t x)
{
	return TRANSPOSE_GROUPS(x);
}

/* Every digit's three stack shapes, field s at bit 9s; four at a time. */
static inline void
board_stack_shapes(const struct board *bd, uint32_t stacks[12])
{
	four_blocks	x;
	int		d, b;

	for (d = 0; d < DIGITS; d += 4) {
		x = block_columns_of_four(four_digits(bd, d, 0));
		for (b = 1; b < BANDS; b++)
			x |= block_columns_of_four(four_digits(bd, d, b)) << 9 * b;
		x = TRANSPOSE_GROUPS(x);
		memcpy(&stacks[d], &x, sizeof x);
	}
}

/*
 * The minirows of each shape alone in their row.  Of a matching-closed
 * shape these are alone in their box too: the digit stands there for
 * certain.
 */
static inline uint64_t
shapes_forced(uint64_t x)
{
	uint64_t	low = GROUPS_LOW & REGION_WORD, others;

	others = (x >> 1 & (low | low << 1)) | (x << 1 & (low << 1 | low << 2)) |
	    (x >> 2 & low) | (x << 2 & low << 2);
	return x & ~others;
}

/*
 * Triads on the six regions of all nine digits (shapes matching-closed):
 * each minirow, or minicol in a stack, holds three digits, so it needs
 * three that may go there and has room for no fourth that must; once
 * three must, it keeps out the other six (hidden triads: 16% to 31% fewer
 * guesses on the hard sets when counting).  In place; -1 on a
 * contradiction, 1 if a shape shrank.
 */
static int
region_triads(uint64_t shapes[DIGITS])
{
	uint64_t	forced[DIGITS], may1 = 0, may2 = 0, may3 = 0;
	uint64_t	must1 = 0, must2 = 0, must3 = 0, must4 = 0, m, x;
	uint32_t	shrunk;
	int		d, r, changed = 0;

	for (d = 0; d < DIGITS; d++) {
		m = shapes[d];
		may3 |= may2 & m;
		may2 |= may1 & m;
		may1 |= m;
		m = forced[d] = shapes_forced(m);
		must4 |= must3 & m;
		must3 |= must2 & m;
		must2 |= must1 & m;
		must1 |= m;
	}
	if (may3 != REGION_WORD || must4 != 0)
		return -1;
	if (must3 == 0)
		return 0;
	for (d = 0; d < DIGITS; d++) {
		if ((m = shapes[d] & must3 & ~forced[d]) == 0)
			continue;
		for (r = 0; r < REGIONS; r++) {
			if (region_shape(m, r) == 0)
				continue;
			x = region_shape(shapes[d], r);
			shrunk = band_matching[x & ~region_shape(m, r)];
			if (shrunk == 0)
				return -1;
			shapes[d] ^= (uint64_t)(x ^ shrunk) << (9 * r);
		}
		changed = 1;
	}
	return changed;
}

/*
 * Every digit's shapes in the six regions, the stacks' closed by
 * band_matching as the bands' already are (propagation left them so),
 * then the triads.  What that rules out leaves the board: 1 if the board
 * changed (propagate again), -1 on a contradiction, 0 if the shapes
 * stand.  A search that branches on permutations needs these checks:
 * without them a board with few givens can hide a contradiction (four
 * digits bound to one minirow) under a tree too large to walk.
 */
static int
board_region_shapes(struct board *bd, uint64_t shapes[DIGITS])
{
	uint64_t	before[DIGITS];
	uint32_t	stacks[12], closed, gone;
	int		r, d, b, changed = 0, c;

	board_stack_shapes(bd, stacks);
	for (d = 0; d < DIGITS; d++) {
		closed = band_matching[stacks[d] & ROW_BITS] |
		    (uint32_t)band_matching[stacks[d] >> 9 & ROW_BITS] << 9 |
		    (uint32_t)band_matching[stacks[d] >> 18] << 18;
		changed |= closed != stacks[d];
		before[d] = shapes[d] = bd->shape[BLOCK(d, 0)] |
		    (uint64_t)bd->shape[BLOCK(d, 1)] << 9 |
		    (uint64_t)bd->shape[BLOCK(d, 2)] << 18 |
		    (uint64_t)closed << 27;
	}
	if ((c = region_triads(shapes)) < 0)
		return -1;
	if (!(changed | c))
		return 0;
	for (d = 0; d < DIGITS; d++) {
		for (r = 0; r < BANDS; r++)
			if (region_shape(shapes[d] ^ before[d], r) != 0)
				board_clear(bd, BLOCK(d, r), BAND_CELLS &
				    ~minirow_cells[region_shape(shapes[d], r)]);
		gone = transpose_groups(stacks[d] & ~(uint32_t)(shapes[d] >> 27));
		for (b = 0; gone != 0; b++, gone >>= 9)
			board_clear(bd, BLOCK(d, b), (gone & ROW_BITS) * COLUMN_BITS);
	}
	return 1;
}

/* How many permutations region r allows over its nine digits. */
static int
region_permutations(const uint64_t shapes[DIGITS], int r)
{
	int	d, total = 0;

	for (d = 0; d < DIGITS; d++)
		total += permutation_count[region_shape(shapes[d], r)];
	return total;
}

/*
 * The region with the fewest permutations over its nine digits (not all
 * fixed), and in it a digit with the fewest, at least two.  With the
 * triads, 40% (1106) to 55% (msolve) fewer guesses than branching on a
 * cell when counting.  0 if every digit is fixed everywhere.
 */
static int
pick_permutation(const uint64_t shapes[DIGITS], struct permutation_branch *pb)
{
	int		r, d, n, fewest;
	uint32_t	shape;

	pb->region = -1;
	for (fewest = 6 * DIGITS + 1, r = 0; r < REGIONS; r++)
		if ((n = region_permutations(shapes, r)) > DIGITS &&
		    n < fewest) {
			fewest = n;
			pb->region = r;
		}
	if (pb->region < 0)
		return 0;
	pb->digit = 0;
	pb->permutations = 0;
	for (fewest = 7, d = 0; d < DIGITS; d++) {
		shape = region_shape(shapes[d], pb->region);
		if ((n = permutation_count[shape]) > 1 && n < fewest) {
			fewest = n;
			pb->digit = d;
			pb->permutations = shape_permutations[shape];
		}
	}
	return 1;
}

/* Keeps digit d to permutation p of a region. */
static void
board_apply_permutation(struct board *bd, const struct permutation_branch *pb,
    int p)
{
	const uint8_t	*to = permutation_boxes[p];
	int		 d = pb->digit, b, s;

	if (pb->region < BANDS) {
		board_clear(bd, BLOCK(d, pb->region), BAND_CELLS &
		    ~minirow_cells[1u << to[0] | 1u << (3 + to[1]) |
		    1u << (6 + to[2])]);
		return;
	}
	s = pb->region - BANDS;
	for (b = 0; b < BANDS; b++)
		board_clear(bd, BLOCK(d, b), (0x1c0e07u << (3 * s)) &
		    ~(COLUMN_BITS << (3 * s + to[b])));
}

/*
 * A digit's placements in the last open band once the other two are solved:
 * one open column per stack, so each of the six row-to-box permutations
 * is at most one set of three cells.  -1 if a minirow still has two cells
 * (propagation not complete: the caller searches instead).
 */
static int
last_band_placements(uint32_t a, uint32_t out[6])
{
	uint32_t	cells, one;
	int		p, r, n = 0;

	for (p = 0; p < 6; p++) {
		for (cells = 0, r = 0; r < 3; r++) {
			one = a & 7u << (9 * r + 3 * permutation_boxes[p][r]);
			if (one == 0 || (one & (one - 1)) != 0)
				break;
			cells |= one;
		}
		if (r == 3)
			out[n++] = cells;
		else if (one != 0)
			return -1;
	}
	return n;
}

static void search_record(struct search *, const struct board *);

/*
 * Two bands solved: the completions of the third are the ways to give each
 * digit one of its placements with no two overlapping, counted by a small
 * exact-cover walk, most constrained digit first.  This is where long
 * counts spend their time, so it costs a few operations a solution.
 * False if the band is not in the shape this needs.
 */
static bool
search_last_band(struct search *s, const struct board *bd, int band)
{
	uint32_t	 place[DIGITS][6], used[DIGITS + 1];
	const uint32_t	*options[DIGITS];
	int		 count[DIGITS], order[DIGITS], left[DIGITS], at[DIGITS];
	int		 d, i, level;
	struct board	 done;

	for (d = 0; d < DIGITS; d++) {
		if ((count[d] = last_band_placements(bd->cand[BLOCK(d, band)],
		    place[d])) < 0)
			return false;
		if (count[d] == 0)
			return true;		/* no completion */
		for (i = d; i > 0 && count[order[i - 1]] > count[d]; i--)
			order[i] = order[i - 1];
		order[i] = d;
	}
	for (level = 0; level < DIGITS; level++) {
		options[level] = place[order[level]];
		left[level] = count[order[level]];
	}
	used[0] = 0;
	at[0] = 0;
	for (level = 0; level >= 0;) {
		for (i = at[level]; i < left[level] &&
		    (options[level][i] & used[level]) != 0; i++)
			;
		if (i < left[level] && level < DIGITS - 1) {
			at[level] = i;
			used[level + 1] = used[level] | options[level][i];
			at[++level] = 0;
			continue;
		}
		/*
		 * A fit at the last level is a completion, and the only one
		 * there: its three cells are all the band has left.
		 */
		if (i < left[level]) {
			if (s->answer->count == 0) {
				done = *bd;
				at[level] = i;
				for (d = 0; d < DIGITS; d++)
					done.cand[BLOCK(order[d], band)] =
					    options[d][at[d]];
				search_record(s, &done);
			} else if (++s->answer->count >= s->query->limit)
				s->stop = true;
			if (s->stop)
				return true;
		}
		if (--level >= 0)
			at[level]++;
	}
	return true;
}

static void
search_record(struct search *s, const struct board *bd)
{
	struct grid	*g = &s->answer->solution;
	int		 block;
	uint32_t	 m;

	if (s->answer->count == 0)
		for (block = 0; block < BLOCKS; block++)
			for (m = bd->cand[block]; m != 0; m &= m - 1)
				g->cell[block / DIGITS * 27 + lowest_bit(m)] =
				    (uint8_t)(block % DIGITS + 1);
	s->answer->count++;
	if (s->answer->count >= s->query->limit)
		s->stop = true;
}

static bool
search_interrupted(struct search *s)
{
	if (!engine_poll(s->query, s->answer, &s->nodes, POLL_EVERY))
		return false;
	s->stop = true;
	return true;
}

/*
 * At the first branch: how long counts leave a band alone, and whether to
 * branch on permutations.  A first solution comes sooner by cells (msolve
 * 56 guesses against 101); the tree of a short count, such as proving a
 * solution unique, is smaller by permutations (msolve 133 guesses against
 * 299).  Cells stay for long counts, whose leaves search_last_band counts
 * (20M solutions of a sparse puzzle: 2.9 s by cells, 4.3 s by
 * permutations first), and for boards left with fewer than
 * PERMUTATION_OPEN open cells (serg's 34-given puzzles), where the trees
 * are alike and a cell is cheaper to pick.
 */
static void
search_choose(struct search *s, const struct board *bd)
{
	s->widest_band = board_widest_band(bd);
	s->by_permutation = s->query->limit > 1 &&
	    s->query->limit <= MANY_SOLUTIONS &&
	    bit_count(bd->unsolved[0]) + bit_count(bd->unsolved[1]) +
	    bit_count(bd->unsolved[2]) >= PERMUTATION_OPEN;
}

static void search(struct search *, struct board *);

/*
 * Applies the region rules, or else branches on a permutation: 1 when the
 * board (changed, or left with the last permutation) is to go on with,
 * -1 when the search ends here, 0 when there is nothing to branch on (the
 * caller picks a cell).
 */
static int
search_permutations(struct search *s, struct board *bd)
{
	uint64_t			shapes[DIGITS];
	uint32_t			p;
	struct permutation_branch	pb;
	struct board			child;
	int				found;

	if ((found = board_region_shapes(bd, shapes)) != 0)
		return found;
	if (!pick_permutation(shapes, &pb))
		return 0;
	s->answer->guesses++;
	for (p = pb.permutations; (p & (p - 1)) != 0; p &= p - 1) {
		child = *bd;
		board_apply_permutation(&child, &pb, lowest_bit(p));
		search(s, &child);
		if (s->stop)
			return -1;
	}
	board_apply_permutation(bd, &pb, lowest_bit(p));
	return 1;
}

/* Depth first; the last candidate of a cell reuses the parent's board. */
static void
search(struct search *s, struct board *bd)
{
	struct board	child;
	uint32_t	digits;
	int		band = 0, pos = 0, open, branched;

	for (;;) {
		if (search_interrupted(s) || !board_propagate(bd))
			return;
		if ((bd->unsolved[0] | bd->unsolved[1] | bd->unsolved[2]) == 0) {
			search_record(s, bd);
			return;
		}
		open = board_open_band(bd);
		if (open >= 0 && search_last_band(s, bd, open))
			return;
		if (s->widest_band < 0)
			search_choose(s, bd);
		if (s->by_permutation) {
			if ((branched = search_permutations(s, bd)) < 0)
				return;
			if (branched > 0)
				continue;
		}
		/*
		 * Many solutions: branch outside the band that was the
		 * widest at the root, so that it is left to search_last_band.
		 * A part of a long count does so from the start: branches
		 * taken in that band before the count is long would have
		 * the other two searched again under each (10% of the time
		 * of 64 parts of a count of 10^9).
		 */
		digits = board_pick_cell(bd, s->answer->count < MANY_SOLUTIONS &&
		    !s->query->split_part ? -1 : s->widest_band, &band, &pos);
		if (digits == 0)	/* only the widest band is open */
			digits = board_pick_cell(bd, -1, &band, &pos);
		s->answer->guesses++;
		for (; (digits & (digits - 1)) != 0; digits &= digits - 1) {
			child = *bd;
			board_place(&child, lowest_bit(digits), band, pos);
			search(s, &child);
			if (s->stop)
				return;
		}
		if (digits == 0)
			return;
		board_place(bd, lowest_bit(digits), band, pos);
	}
}

/*
 * Collects the givens and required digits as cells per block; false if a
 * cell is given two digits or a digit is out of range.
 */
static bool
board_collect(const struct engine_query *query, uint32_t placed[BLOCKS],
    uint32_t taken[BANDS])
{
	const struct grid	*from[2] = { query->givens, query->require };
	uint32_t		 bit;
	int			 cell, v, i, b;

	memset(placed, 0, BLOCKS * sizeof *placed);
	memset(taken, 0, BANDS * sizeof *taken);
	for (i = 0; i < 2 && from[i] != NULL; i++)
		for (cell = 0; cell < GRID_CELLS; cell++) {
			if ((v = from[i]->cell[cell]) == 0)
				continue;
			b = cell / 27;
			bit = 1u << (cell % 27);
			if (v > DIGITS || ((taken[b] & bit) != 0 &&
			    (placed[BLOCK(v - 1, b)] & bit) == 0))
				return false;
			taken[b] |= bit;
			placed[BLOCK(v - 1, b)] |= bit;
		}
	return true;
}

/*
 * Forbidden digits leave their cells' candidates; false if one of them is
 * given there.
 */
static bool
board_forbid(struct board *bd, const struct grid *forbid)
{
	uint32_t	bit;
	int		cell, v, block;

	for (cell = 0; cell < GRID_CELLS; cell++) {
		if ((v = forbid->cell[cell]) == 0 || v > DIGITS)
			continue;
		block = BLOCK(v - 1, cell / 27);
		bit = 1u << (cell % 27);
		if ((bd->unsolved[cell / 27] & bit) == 0 &&
		    (bd->cand[block] & bit) != 0)
			return false;
		bd->cand[block] &= ~bit;
	}
	return true;
}

/* Each cell's digits outside its allowed mask forbidden, as above. */
static bool
board_allow(struct board *bd, const uint16_t *allowed)
{
	struct grid	forbid;
	int		d, cell;

	for (d = 1; d <= DIGITS; d++) {
		for (cell = 0; cell < GRID_CELLS; cell++)
			forbid.cell[cell] = (allowed[cell] &
			    (1u << (d - 1))) != 0 ? 0 : (uint8_t)d;
		if (!board_forbid(bd, &forbid))
			return false;
	}
	return true;
}

/*
 * All givens (and required digits) at once: each digit leaves their peers
 * in the band and their columns in the other bands, and their cells leave
 * the other digits, before any propagation.  False if two of them clash.
 */
static bool
board_init(struct board *bd, const struct engine_query *query)
{
	uint32_t	placed[BLOCKS], taken[BANDS], peers, columns, m;
	int		d, b;

	if (!board_collect(query, placed, taken))
		return false;
	for (d = 0; d < DIGITS; d++)
		for (b = 0; b < BANDS; b++) {
			for (peers = 0, m = placed[BLOCK(d, b)]; m != 0;
			    m &= m - 1)
				peers |= band_peers[lowest_bit(m)];
			columns = block_columns(placed[BLOCK(d, (b + 1) % 3)] |
			    placed[BLOCK(d, (b + 2) % 3)]) * COLUMN_BITS;
			if (placed[BLOCK(d, b)] & (peers | columns))
				return false;
			bd->cand[BLOCK(d, b)] = (BAND_CELLS & ~peers & ~columns &
			    ~taken[b]) | placed[BLOCK(d, b)];
		}
	for (b = 0; b < BANDS; b++)
		bd->unsolved[b] = BAND_CELLS & ~taken[b];
	bd->dirty = ALL_BLOCKS;
	return (query->forbid == NULL || board_forbid(bd, query->forbid)) &&
	    (query->allowed == NULL || board_allow(bd, query->allowed));
}

/* One search from a board (a copy: the search works on it in place). */
static void
search_from(const struct engine_query *query, struct board bd,
    struct engine_answer *answer)
{
	struct search	s;

	answer->count = 0;
	answer->interrupted = false;
	answer->guesses = 0;
	memset(&s, 0, sizeof s);
	s.query = query;
	s.answer = answer;
	s.widest_band = -1;
	search(&s, &bd);
}

/*
 * A count with no small limit first runs to two, the short way (by
 * permutations on an open board): most puzzles counted have one solution,
 * and then that is the answer (1106: 112 guesses a puzzle against 184, 12%
 * faster as a whole).  Only when it finds two does the count run again in
 * full, by cells.
 */
void
ENGINE_ENTRY(ENGINE_ISA)(const struct engine_query *query,
    struct engine_answer *answer)
{
	struct engine_query	to_two;
	struct board		bd;
	uint64_t		guesses;

	answer->count = 0;
	answer->interrupted = false;
	answer->guesses = 0;
	if (query->limit == 0 || !board_init(&bd, query))
		return;
	if (query->limit <= MANY_SOLUTIONS) {
		search_from(query, bd, answer);
		return;
	}
	to_two = *query;
	to_two.limit = 2;
	search_from(&to_two, bd, answer);
	if (answer->count < 2 || answer->interrupted)
		return;
	guesses = answer->guesses;
	search_from(query, bd, answer);
	answer->guesses += guesses;
}
