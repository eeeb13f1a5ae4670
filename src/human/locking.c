/*
 * Intersections (SE's Locking producer): a digit whose places in one unit
 * all lie in a crossing unit is locked there, and leaves the rest of the
 * crossing unit.  Pairs of units are tried in SE's order: block then
 * column, block then row, column then block, row then block; units by
 * index, digits 1..9.
 *
 * The direct mode (1.7 pointing, 1.9 claiming) only counts an intersection
 * that leaves a hidden single in another unit of the first unit's type
 * crossing the second: the step eliminates and places that single.  The
 * plain mode (2.6, 2.8) counts any intersection that eliminates something.
 * SE's generalised intersections add nothing on a classic grid: a digit
 * spread over two rows of a block, or two blocks of a row, has no common
 * peers outside its unit.
 */
#include <stdio.h>

#include "human/technique.h"

static void	locking_describe(const struct step *, char *, size_t);

/* The pair types in SE's order, and the type facing each (same units). */
enum { LOCK_BOX_COL, LOCK_BOX_ROW, LOCK_COL_BOX, LOCK_ROW_BOX };
static const int locking_facing[4] = {
	LOCK_COL_BOX, LOCK_ROW_BOX, LOCK_BOX_COL, LOCK_BOX_ROW
};
static const int locking_base[4] = { 0, 0, 18, 9 };

/*
 * For each pair type (block/column, block/row, column/block, row/block) and
 * each first unit, its three crossing units in order: the unit, the cells
 * they share as a mask of the first unit's indexes, and of the second's.
 * (Generated from the geometry; the producer positions in the tests pin it.)
 */
static const struct locking_cross {
	uint8_t		unit;
	uint16_t	in1, in2;
} locking_crossing[4][9][3] = {
	{
		{ { 18, 0x049, 0x007 }, { 19, 0x092, 0x007 },
		  { 20, 0x124, 0x007 } },
		{ { 21, 0x049, 0x007 }, { 22, 0x092, 0x007 },
		  { 23, 0x124, 0x007 } },
		{ { 24, 0x049, 0x007 }, { 25, 0x092, 0x007 },
		  { 26, 0x124, 0x007 } },
		{ { 18, 0x049, 0x038 }, { 19, 0x092, 0x038 },
		  { 20, 0x124, 0x038 } },
		{ { 21, 0x049, 0x038 }, { 22, 0x092, 0x038 },
		  { 23, 0x124, 0x038 } },
		{ { 24, 0x049, 0x038 }, { 25, 0x092, 0x038 },
		  { 26, 0x124, 0x038 } },
		{ { 18, 0x049, 0x1c0 }, { 19, 0x092, 0x1c0 },
		  { 20, 0x124, 0x1c0 } },
		{ { 21, 0x049, 0x1c0 }, { 22, 0x092, 0x1c0 },
		  { 23, 0x124, 0x1c0 } },
		{ { 24, 0x049, 0x1c0 }, { 25, 0x092, 0x1c0 },
		  { 26, 0x124, 0x1c0 } },
	},
	{
		{ {  9, 0x007, 0x007 }, { 10, 0x038, 0x007 },
		  { 11, 0x1c0, 0x007 } },
		{ {  9, 0x007, 0x038 }, { 10, 0x038, 0x038 },
		  { 11, 0x1c0, 0x038 } },
		{ {  9, 0x007, 0x1c0 }, { 10, 0x038, 0x1c0 },
		  { 11, 0x1c0, 0x1c0 } },
		{ { 12, 0x007, 0x007 }, { 13, 0x038, 0x007 },
		  { 14, 0x1c0, 0x007 } },
		{ { 12, 0x007, 0x038 }, { 13, 0x038, 0x038 },
		  { 14, 0x1c0, 0x038 } },
		{ { 12, 0x007, 0x1c0 }, { 13, 0x038, 0x1c0 },
		  { 14, 0x1c0, 0x1c0 } },
		{ { 15, 0x007, 0x007 }, { 16, 0x038, 0x007 },
		  { 17, 0x1c0, 0x007 } },
		{ { 15, 0x007, 0x038 }, { 16, 0x038, 0x038 },
		  { 17, 0x1c0, 0x038 } },
		{ { 15, 0x007, 0x1c0 }, { 16, 0x038, 0x1c0 },
		  { 17, 0x1c0, 0x1c0 } },
	},
	{
		{ {  0, 0x007, 0x049 }, {  3, 0x038, 0x049 },
		  {  6, 0x1c0, 0x049 } },
		{ {  0, 0x007, 0x092 }, {  3, 0x038, 0x092 },
		  {  6, 0x1c0, 0x092 } },
		{ {  0, 0x007, 0x124 }, {  3, 0x038, 0x124 },
		  {  6, 0x1c0, 0x124 } },
		{ {  1, 0x007, 0x049 }, {  4, 0x038, 0x049 },
		  {  7, 0x1c0, 0x049 } },
		{ {  1, 0x007, 0x092 }, {  4, 0x038, 0x092 },
		  {  7, 0x1c0, 0x092 } },
		{ {  1, 0x007, 0x124 }, {  4, 0x038, 0x124 },
		  {  7, 0x1c0, 0x124 } },
		{ {  2, 0x007, 0x049 }, {  5, 0x038, 0x049 },
		  {  8, 0x1c0, 0x049 } },
		{ {  2, 0x007, 0x092 }, {  5, 0x038, 0x092 },
		  {  8, 0x1c0, 0x092 } },
		{ {  2, 0x007, 0x124 }, {  5, 0x038, 0x124 },
		  {  8, 0x1c0, 0x124 } },
	},
	{
		{ {  0, 0x007, 0x007 }, {  1, 0x038, 0x007 },
		  {  2, 0x1c0, 0x007 } },
		{ {  0, 0x007, 0x038 }, {  1, 0x038, 0x038 },
		  {  2, 0x1c0, 0x038 } },
		{ {  0, 0x007, 0x1c0 }, {  1, 0x038, 0x1c0 },
		  {  2, 0x1c0, 0x1c0 } },
		{ {  3, 0x007, 0x007 }, {  4, 0x038, 0x007 },
		  {  5, 0x1c0, 0x007 } },
		{ {  3, 0x007, 0x038 }, {  4, 0x038, 0x038 },
		  {  5, 0x1c0, 0x038 } },
		{ {  3, 0x007, 0x1c0 }, {  4, 0x038, 0x1c0 },
		  {  5, 0x1c0, 0x1c0 } },
		{ {  6, 0x007, 0x007 }, {  7, 0x038, 0x007 },
		  {  8, 0x1c0, 0x007 } },
		{ {  6, 0x007, 0x038 }, {  7, 0x038, 0x038 },
		  {  8, 0x1c0, 0x038 } },
		{ {  6, 0x007, 0x1c0 }, {  7, 0x038, 0x1c0 },
		  {  8, 0x1c0, 0x1c0 } },
	},
};

static void
locking_step(struct step *out, const struct technique *t, int u1, int u2,
    int digit, unsigned elim, int rating, const char *name)
{
	step_clear(out, t, rating);
	out->describe = locking_describe;
	out->name = name;
	out->digits = (uint16_t)(1u << (digit - 1));
	for (unsigned m = elim; m != 0; m &= m - 1)
		out->elim[hgrid_unit_cell[u2][__builtin_ctz(m)]] = out->digits;
	step_add_unit(out, u1);
	step_add_unit(out, u2);
}

/* "4 in b1 locked in r2" */
static void
locking_describe(const struct step *s, char *text, size_t size)
{
	char n1[4], n2[4];

	hgrid_unit_name(s->units[0], n1);
	hgrid_unit_name(s->units[1], n2);
	snprintf(text, size, "%d in %s locked in %s",
	    __builtin_ctz(s->digits) + 1, n1, n2);
}

/*
 * SE's lookForFollowingHiddenSingles: another unit u3 of u1's type crossing
 * u2 (in index order) with the digit in more than one place, one of them
 * outside u2: the cell of that one place, or -1.  p: the pair type of u1,u2.
 */
static int
locking_following_single(const struct hgrid *h, int p, int u1, int u2,
    int digit)
{
	const struct locking_cross *x =
	    locking_crossing[locking_facing[p]][u2 % 9];

	for (int k = 0; k < 3; k++) {
		unsigned pos = hgrid_positions(h, x[k].unit, digit);
		unsigned rest = pos & ~x[k].in2;

		/* one place outside u2, and more inside */
		if (x[k].unit != u1 && rest != 0 && (rest & (rest - 1)) == 0 &&
		    (pos & x[k].in2) != 0)
			return hgrid_unit_cell[x[k].unit][__builtin_ctz(rest)];
	}
	return -1;
}

/*
 * The digits of u1 with two places or more, all in the k-th crossing
 * unit: those that no cell of u1 outside it holds.  (A placed digit has
 * no place, so the candidates of placed cells can stay in the union.)
 */
static void
locking_locked(const struct hgrid *h, int p, int u1, unsigned locked[3])
{
	const uint8_t *cell = hgrid_unit_cell[u1];
	unsigned multi = HGRID_ALL & ~h->bycount[u1][0] & ~h->bycount[u1][1];
	unsigned seg[3];

	/* a block's columns are its cells k, k+3, k+6; else runs of three */
	for (int k = 0; k < 3; k++)
		seg[k] = p == LOCK_BOX_COL ?
		    h->cand[cell[k]] | h->cand[cell[k + 3]] |
		    h->cand[cell[k + 6]] :
		    h->cand[cell[3 * k]] | h->cand[cell[3 * k + 1]] |
		    h->cand[cell[3 * k + 2]];
	for (int k = 0; k < 3; k++)
		locked[k] = multi & ~(seg[(k + 1) % 3] | seg[(k + 2) % 3]);
}

/*
 * SE's order is unit pairs (u1, u2), u2 ascending among the units
 * crossing u1, then digits; the pair types block/column, block/row,
 * column/block, row/block.
 */
static bool
locking_search(const struct hgrid *h, bool direct, struct step *out)
{
	static const char *const names[2][2] = {
		{ "Pointing", "Claiming" },
		{ "Direct Pointing", "Direct Claiming" }
	};

	for (int p = 0; p < 4; p++)
		for (int u1 = locking_base[p]; u1 < locking_base[p] + 9; u1++) {
			const struct locking_cross *x =
			    locking_crossing[p][u1 % 9];
			unsigned locked[3];
			bool box = p < LOCK_COL_BOX;

			locking_locked(h, p, u1, locked);
			for (int k = 0; k < 3; k++)
				for (unsigned m = locked[k]; m != 0;
				    m &= m - 1) {
					int d = __builtin_ctz(m) + 1, single = -1;
					unsigned elim = hgrid_positions(h,
					    x[k].unit, d) & ~x[k].in2;

					if (direct)
						single = locking_following_single(
						    h, p, u1, x[k].unit, d);
					if (direct ? single < 0 : elim == 0)
						continue;
					locking_step(out, direct ?
					    &technique_direct_locking :
					    &technique_locking, u1, x[k].unit, d,
					    elim, direct ? (box ? 17 : 19) :
					    (box ? 26 : 28), names[direct][!box]);
					if (direct) {
						step_add_place(out, single, d);
						step_add_cell(out, single);
					}
					return true;
				}
		}
	return false;
}

static bool
locking_find_direct(const struct hgrid *h, struct human_ctx *ctx,
    struct step *out)
{
	(void)ctx;
	return locking_search(h, true, out);
}

static bool
locking_find(const struct hgrid *h, struct human_ctx *ctx, struct step *out)
{
	(void)ctx;
	return locking_search(h, false, out);
}

const struct technique technique_direct_locking = {
	"Direct Pointing", 17, locking_find_direct
};

const struct technique technique_locking = {
	"Pointing", 26, locking_find
};
