/*
 * Aligned pair (6.2) and triplet (7.5) exclusion, SE's AlignedExclusion.
 * Base cells are open cells with two candidates or more and at least one
 * "excluder" among their peers: a cell with two candidates (pair), or two
 * or three (triplet).  For two base cells (then a third among the
 * excluders of either, for triplets) sharing two excluders or more, every
 * combination of their candidates is tried: it is out if two base cells
 * that see each other take the same digit, or if it covers all of a common
 * excluder's candidates.  A candidate of a base cell in no combination
 * left is eliminated.
 *
 * Base cells come row by row, pairs of them in SE's Twomutations order
 * ((0,1), (0,2), (1,2), (0,3) ...), and the third cell in the order SE
 * builds its "twin area": the first cell's excluders in peer order (block,
 * row, column), then the second's.
 */
#include <stdio.h>
#include <string.h>

#include "human/technique.h"

struct aligned {
	int		 nbase;
	uint8_t		 base[81];	/* base cells, row by row */
	int8_t		 index[81];	/* cell -> base index, -1 */
	int		 nexcl[81];
	uint8_t		 excl[81][20];	/* excluders of each base cell */
	uint64_t	 exmask[81][2];	/* the same as a cell set */
};

static void
aligned_collect(const struct hgrid *h, int degree, struct aligned *a)
{
	a->nbase = 0;
	memset(a->index, -1, sizeof(a->index));
	for (int c = 0; c < 81; c++) {
		bool single = false;
		int n = 0;

		if (hgrid_ncand(h, c) < 2)
			continue;
		a->exmask[a->nbase][0] = a->exmask[a->nbase][1] = 0;
		for (int i = 0; i < 20; i++) {
			int e = hgrid_house[c][i], k = hgrid_ncand(h, e);

			if (k == 1)
				single = true;
			else if (k >= 2 && k <= degree) {
				a->excl[a->nbase][n++] = (uint8_t)e;
				a->exmask[a->nbase][e >> 6] |= 1ull << (e & 63);
			}
		}
		if (single || n == 0)
			continue;
		a->nexcl[a->nbase] = n;
		a->index[c] = (int8_t)a->nbase;
		a->base[a->nbase++] = (uint8_t)c;
	}
}

/*
 * The candidates of the base cells cells[0..n) that some allowed
 * combination uses; the rest go.  excl: the common excluders' candidates.
 */
static void
aligned_allowed(const struct hgrid *h, const int *cells, int n,
    const unsigned *excl, int nexcl, unsigned *allowed)
{
	unsigned cand[3];
	bool see[3][3];

	for (int i = 0; i < n; i++) {
		cand[i] = hgrid_open_cand(h, cells[i]);
		allowed[i] = 0;
		for (int j = 0; j < n; j++)
			see[i][j] = hgrid_sees(cells[i], cells[j]);
	}
	for (unsigned m0 = cand[0]; m0 != 0; m0 &= m0 - 1) {
		unsigned b0 = m0 & -m0;

		for (unsigned m1 = cand[1]; m1 != 0; m1 &= m1 - 1) {
			unsigned b1 = m1 & -m1;
			unsigned m2 = n == 3 ? cand[2] : 1;

			if (b0 == b1 && see[0][1])
				continue;
			for (; m2 != 0; m2 &= m2 - 1) {
				unsigned b2 = n == 3 ? m2 & -m2 : 0;
				unsigned used = b0 | b1 | b2;
				bool out = false;

				if (n == 3 && ((b2 == b0 && see[0][2]) ||
				    (b2 == b1 && see[1][2])))
					continue;
				for (int e = 0; e < nexcl && !out; e++)
					out = (excl[e] & ~used) == 0;
				if (out)
					continue;
				allowed[0] |= b0;
				allowed[1] |= b1;
				if (n == 3)
					allowed[2] |= b2;
			}
		}
	}
}

/* The excluders common to the base cells, as candidate masks. */
static int
aligned_common(const struct hgrid *h, const struct aligned *a,
    const int *idx, int n, unsigned *excl)
{
	uint64_t m[2];
	int count = 0;

	m[0] = a->exmask[idx[0]][0];
	m[1] = a->exmask[idx[0]][1];
	for (int i = 1; i < n; i++) {
		m[0] &= a->exmask[idx[i]][0];
		m[1] &= a->exmask[idx[i]][1];
	}
	if (__builtin_popcountll(m[0]) + __builtin_popcountll(m[1]) < 2)
		return 0;
	for (int w = 0; w < 2; w++)
		for (uint64_t x = m[w]; x != 0; x &= x - 1)
			excl[count++] = hgrid_open_cand(h,
			    w * 64 + __builtin_ctzll(x));
	return count;
}

static bool
aligned_try(const struct hgrid *h, const struct aligned *a, const int *idx,
    int n, const struct technique *t, struct step *out)
{
	unsigned excl[81], allowed[3];
	int cells[3], nexcl;
	bool useful = false;
	int len = 0;

	nexcl = aligned_common(h, a, idx, n, excl);
	if (nexcl < 2)
		return false;
	for (int i = 0; i < n; i++)
		cells[i] = a->base[idx[i]];
	aligned_allowed(h, cells, n, excl, nexcl, allowed);
	for (int i = 0; i < n; i++)
		useful |= (hgrid_open_cand(h, cells[i]) & ~allowed[i]) != 0;
	if (!useful)
		return false;
	step_clear(out, t, n == 2 ? 62 : 75);
	for (int i = 0; i < n; i++) {
		char name[5];

		out->elim[cells[i]] = (uint16_t)(hgrid_open_cand(h, cells[i]) &
		    ~allowed[i]);
		step_add_cell(out, cells[i]);
		step_cell_name(cells[i], name);
		len += snprintf(out->text + len, sizeof(out->text) - (size_t)len,
		    "%s%s", i == 0 ? "" : ",", name);
	}
	return true;
}

static bool
aligned_pair(const struct hgrid *h, struct human_ctx *ctx, struct step *out)
{
	struct aligned a;

	(void)ctx;
	aligned_collect(h, 2, &a);
	for (int i1 = 1; i1 < a.nbase; i1++)
		for (int i0 = 0; i0 < i1; i0++) {
			int idx[2] = { i0, i1 };

			if (aligned_try(h, &a, idx, 2, &technique_aligned_pair,
			    out))
				return true;
		}
	return false;
}

static bool
aligned_triple(const struct hgrid *h, struct human_ctx *ctx,
    struct step *out)
{
	struct aligned a;

	(void)ctx;
	aligned_collect(h, 3, &a);
	if (a.nbase < 3)
		return false;
	for (int i1 = 1; i1 < a.nbase; i1++)
		for (int i0 = 0; i0 < i1; i0++) {
			uint64_t seen[2] = { 0, 0 };
			int pair[2] = { i0, i1 };

			/* the twin area, in SE's order */
			for (int p = 0; p < 2; p++)
				for (int j = 0; j < a.nexcl[pair[p]]; j++) {
					int c = a.excl[pair[p]][j];
					int idx[3] = { i0, i1, a.index[c] };

					if (idx[2] < 0 || idx[2] == i0 ||
					    idx[2] == i1 ||
					    (seen[c >> 6] >> (c & 63) & 1))
						continue;
					seen[c >> 6] |= 1ull << (c & 63);
					if (aligned_try(h, &a, idx, 3,
					    &technique_aligned_triple, out))
						return true;
				}
		}
	return false;
}

const struct technique technique_aligned_pair = {
	"Aligned Pair Exclusion", 62, aligned_pair
};

const struct technique technique_aligned_triple = {
	"Aligned Triplet Exclusion", 75, aligned_triple
};
