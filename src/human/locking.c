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
#include "human/technique.h"

/* The cells u1 shares with u2, as a mask of u1's indexes. */
static unsigned
locking_inter(int u1, int u2)
{
	int i1 = u1 % 9, i2 = u2 % 9;

	switch (hgrid_unit_kind(u1)) {
	case HGRID_BOX:
		if (hgrid_unit_kind(u2) == HGRID_ROW)
			return i2 / 3 == i1 / 3 ? 7u << 3 * (i2 % 3) : 0;
		return i2 / 3 == i1 % 3 ? 0x49u << (i2 % 3) : 0;
	case HGRID_ROW:
		if (hgrid_unit_kind(u2) == HGRID_BOX)
			return i2 / 3 == i1 / 3 ? 7u << 3 * (i2 % 3) : 0;
		return 1u << i2;
	case HGRID_COL:
	default:
		if (hgrid_unit_kind(u2) == HGRID_BOX)
			return i2 % 3 == i1 / 3 ? 7u << 3 * (i2 / 3) : 0;
		return 1u << i2;
	}
}

/* The first unit types of SE's pairs, and the second. */
static const enum hgrid_unit_kind locking_first[4] = {
	HGRID_BOX, HGRID_BOX, HGRID_COL, HGRID_ROW
};
static const enum hgrid_unit_kind locking_second[4] = {
	HGRID_COL, HGRID_ROW, HGRID_BOX, HGRID_BOX
};

static void
locking_step(struct step *out, const struct technique *t, int u1, int u2,
    int digit, unsigned elim, int rating, const char *name)
{
	char n1[4], n2[4];

	step_clear(out, t, rating);
	out->name = name;
	out->digits = (uint16_t)(1u << (digit - 1));
	for (unsigned m = elim; m != 0; m &= m - 1)
		out->elim[hgrid_unit_cell[u2][__builtin_ctz(m)]] = out->digits;
	step_add_unit(out, u1);
	step_add_unit(out, u2);
	hgrid_unit_name(u1, n1);
	hgrid_unit_name(u2, n2);
	step_set_text(out, "%d in %s locked in %s", digit, n1, n2);
}

/*
 * SE's lookForFollowingHiddenSingles: another unit u3 of u1's type crossing
 * u2 with the digit in more than one place, one of them outside u2.
 */
static int
locking_following_single(const struct hgrid *h, int u1, int u2, int digit)
{
	int base = u1 / 9 * 9;

	for (int u3 = base; u3 < base + 9; u3++) {
		unsigned inter, pos, rest;

		if (u3 == u1 || (inter = locking_inter(u3, u2)) == 0)
			continue;
		pos = hgrid_positions(h, u3, digit);
		if (__builtin_popcount(pos) <= 1)
			continue;
		rest = pos & ~inter;
		if (__builtin_popcount(rest) == 1)
			return hgrid_unit_cell[u3][__builtin_ctz(rest)];
	}
	return -1;
}

static bool
locking_search(const struct hgrid *h, bool direct, struct step *out)
{
	for (int p = 0; p < 4; p++) {
		int b1 = (int)locking_first[p] * 9, b2 = (int)locking_second[p] * 9;

		for (int u1 = b1; u1 < b1 + 9; u1++)
			for (int u2 = b2; u2 < b2 + 9; u2++) {
				unsigned inter = locking_inter(u1, u2);

				if (inter == 0)
					continue;
				for (int d = 1; d <= 9; d++) {
					unsigned pos = hgrid_positions(h, u1, d);
					unsigned elim;
					int single;

					if (__builtin_popcount(pos) <= 1 ||
					    (pos & ~inter) != 0)
						continue;
					elim = hgrid_positions(h, u2, d) &
					    ~locking_inter(u2, u1);
					if (!direct) {
						if (elim == 0)
							continue;
						locking_step(out, &technique_locking,
						    u1, u2, d, elim, p < 2 ? 26 : 28,
						    p < 2 ? "Pointing" : "Claiming");
						return true;
					}
					single = locking_following_single(h, u1,
					    u2, d);
					if (single < 0)
						continue;
					locking_step(out, &technique_direct_locking,
					    u1, u2, d, elim, p < 2 ? 17 : 19,
					    p < 2 ? "Direct Pointing" :
					    "Direct Claiming");
					step_add_place(out, single, d);
					step_add_cell(out, single);
					return true;
				}
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
