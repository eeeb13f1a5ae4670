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
 *
 * Trying a pair or triplet of base cells reads only the candidates of its
 * base cells and of their common excluders.  The driver asks again after
 * every step, and a step changes few cells, so a search that found
 * nothing is remembered (struct aligned_memo): the next search skips the
 * sets of base cells none of whose inputs changed since, which were tried
 * then and gave nothing.  The memo states a fact about the grid it saw,
 * so it holds from one puzzle to the next too.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "human/technique.h"

static void	aligned_describe(const struct step *, char *, size_t);

struct aligned {
	int		 nbase;
	uint8_t		 base[81];	/* base cells, row by row */
	int8_t		 index[81];	/* cell -> base index, -1 */
	unsigned __int128 exset[81];	/* excluders of each base cell */
	/* triplets: the excluders that are base cells too, in peer order
	   (block, row, column), as base indexes */
	uint8_t		 nnear[81];
	uint8_t		 near[81][20];
	unsigned	 cand[81];	/* candidates of each base cell */
	/* each excluder cell's digit sets of three digits or fewer that
	   take all its candidates (bit s of the 512: digit set s), made
	   once per search rather than once per combination of base cells */
	uint64_t	 locks[81][8];
	unsigned __int128 baseset;	/* the base cells */
	unsigned __int128 exclset;	/* the excluders */
};

/* The last search of one degree that found nothing: what it saw. */
struct aligned_seen {
	bool		 valid;
	uint16_t	 cand[81];	/* every cell's open candidates */
	unsigned __int128 baseset, exclset;
};

struct aligned_memo {
	struct aligned_seen seen[2];	/* pairs, triplets */
};

/*
 * A search against the memo: the cells whose candidates changed since,
 * those of them that are or were excluders (dirty), and the base cells
 * then.  A set of base cells was tried then, with the same inputs, when
 * none of its cells changed, all were base cells, and no dirty cell sees
 * them all (the common excluders are the same cells with the same
 * candidates).
 */
struct aligned_since {
	bool		 valid;
	unsigned __int128 changed, dirty, baseset;
};

struct aligned_memo *
aligned_memo_new(void)
{
	return calloc(1, sizeof(struct aligned_memo));
}

void
aligned_memo_free(struct aligned_memo *m)
{
	free(m);
}

static void
aligned_since(const struct aligned_memo *m, int degree, const struct hgrid *h,
    const struct aligned *a, struct aligned_since *s)
{
	const struct aligned_seen *seen;

	s->valid = false;
	s->changed = s->dirty = s->baseset = 0;
	if (m == NULL || !(seen = &m->seen[degree - 2])->valid)
		return;
	s->valid = true;
	for (int c = 0; c < 81; c++)
		if (seen->cand[c] != hgrid_open_cand(h, c))
			s->changed |= (unsigned __int128)1 << c;
	s->dirty = s->changed & (seen->exclset | a->exclset);
	s->baseset = seen->baseset;
}

/* Was the set of cells (seen by all of peers) tried with nothing found? */
static bool
aligned_tried(const struct aligned_since *s, unsigned __int128 cells,
    unsigned __int128 peers)
{
	return s->valid && (cells & s->changed) == 0 &&
	    (cells & s->baseset) == cells && (peers & s->dirty) == 0;
}

/* A search of the degree found nothing on h: remember what it saw. */
static void
aligned_remember(struct aligned_memo *m, int degree, const struct hgrid *h,
    const struct aligned *a)
{
	struct aligned_seen *seen;

	if (m == NULL)
		return;
	seen = &m->seen[degree - 2];
	for (int c = 0; c < 81; c++)
		seen->cand[c] = (uint16_t)hgrid_open_cand(h, c);
	seen->baseset = a->baseset;
	seen->exclset = a->exclset;
	seen->valid = true;
}

/* The digit sets of three digits or fewer holding all of cand. */
static void
aligned_locks(unsigned cand, uint64_t locks[8])
{
	memset(locks, 0, 8 * sizeof(*locks));
	locks[cand >> 6] |= 1ull << (cand & 63);
	if (hgrid_count(cand) == 2)
		for (unsigned more = HGRID_ALL & ~cand; more != 0;
		    more &= more - 1) {
			unsigned sup = cand | (more & -more);

			locks[sup >> 6] |= 1ull << (sup & 63);
		}
}

/* Every base cell and its excluders, as cell sets (bit c: cell c). */
static void
aligned_collect(const struct hgrid *h, int degree, struct aligned *a)
{
	unsigned __int128 open = hgrid_cells_set(h, 2, 9);
	unsigned __int128 single = hgrid_cells_set(h, 1, 1);
	unsigned __int128 excl = hgrid_cells_set(h, 2, degree);

	a->nbase = 0;
	a->baseset = 0;
	a->exclset = excl;
	memset(a->index, -1, sizeof(a->index));
	for (int c = 0; c < 81; c++)
		if (excl >> c & 1)
			aligned_locks(hgrid_open_cand(h, c), a->locks[c]);
	for (int c = 0; c < 81; c++) {
		unsigned __int128 peers;

		if (!(open >> c & 1))
			continue;
		peers = hgrid_peers(c);
		/* SE skips a cell with a naked single among its peers */
		if ((peers & single) != 0 || (peers & excl) == 0)
			continue;
		a->exset[a->nbase] = peers & excl;
		a->cand[a->nbase] = hgrid_open_cand(h, c);
		a->index[c] = (int8_t)a->nbase;
		a->base[a->nbase++] = (uint8_t)c;
		a->baseset |= (unsigned __int128)1 << c;
	}
	if (degree < 3)
		return;
	for (int i = 0; i < a->nbase; i++) {
		a->nnear[i] = 0;
		for (int j = 0; j < 20; j++) {
			int c = hgrid_house[a->base[i]][j];

			if ((a->exset[i] >> c & 1) && a->index[c] >= 0)
				a->near[i][a->nnear[i]++] = (uint8_t)a->index[c];
		}
	}
}

/*
 * An allowed combination of the base cells' candidates with cell i taking
 * `fixed`, in b[]: no two cells that see each other share a digit, no
 * common excluder has all its candidates taken (locked[]: the digit sets
 * that do).  A pair's third cell is a dummy with one candidate and b 0.
 */
static bool
aligned_witness(const unsigned cand[3], int n, int i, unsigned fixed,
    bool see[3][3], const uint64_t locked[8], unsigned b[3])
{
	/* the third cell's digits a pair of the others leaves it: all of
	   them but those of the cells it sees (none for a pair's dummy) */
	unsigned c2 = n == 3 ? (i == 2 ? fixed : cand[2]) : 0;
	unsigned s02 = see[0][2] ? ~0u : 0, s12 = see[1][2] ? ~0u : 0;

	for (unsigned m0 = i == 0 ? fixed : cand[0]; m0 != 0; m0 &= m0 - 1)
		for (unsigned m1 = i == 1 ? fixed : cand[1]; m1 != 0;
		    m1 &= m1 - 1) {
			unsigned b0 = m0 & -m0, b1 = m1 & -m1;
			unsigned used = b0 | b1, m2;

			if (b0 == b1 && see[0][1])
				continue;
			if (n == 2) {
				if (locked[used >> 6] >> (used & 63) & 1)
					continue;
				b[0] = b0;
				b[1] = b1;
				b[2] = 0;
				return true;
			}
			for (m2 = c2 & ~(b0 & s02) & ~(b1 & s12); m2 != 0;
			    m2 &= m2 - 1) {
				unsigned all = used | (m2 & -m2);

				if (locked[all >> 6] >> (all & 63) & 1)
					continue;
				b[0] = b0;
				b[1] = b1;
				b[2] = m2 & -m2;
				return true;
			}
		}
	return false;
}

/*
 * The candidates of the base cells cells[0..n) that some allowed
 * combination uses; the rest go.  excl: the common excluders.
 * A combination uses at most three digits, so "it takes all of some
 * excluder's candidates" is one bit of a 512-bit table of digit sets,
 * marked beforehand from each excluder's supersets of three digits or
 * fewer.
 */
static void
aligned_allowed(const struct aligned *a, const int *idx, const int *cells,
    int n, const uint8_t *excl, int nexcl, unsigned *allowed)
{
	uint64_t locked[8] = { 0 };
	unsigned cand[3] = { 1, 1, 1 };
	bool see[3][3] = { { false } };

	for (int e = 0; e < nexcl; e++)
		for (int w = 0; w < 8; w++)
			locked[w] |= a->locks[excl[e]][w];
	for (int i = 0; i < n; i++) {
		cand[i] = a->cand[idx[i]];
		allowed[i] = 0;
	}
	/* the witness only asks about the pairs (0,1), (0,2) and (1,2) */
	see[0][1] = hgrid_sees(cells[0], cells[1]);
	if (n == 3) {
		see[0][2] = hgrid_sees(cells[0], cells[2]);
		see[1][2] = hgrid_sees(cells[1], cells[2]);
	}
	/*
	 * Which combinations are allowed does not depend on the order they
	 * are tried in: look for one allowed combination through each
	 * candidate not yet covered, and each one found covers a candidate
	 * of every cell.  Most candidates are covered after a few.
	 */
	for (int i = 0; i < n; i++)
		for (unsigned todo = cand[i] & ~allowed[i]; todo != 0;
		    todo &= todo - 1) {
			unsigned b[3], fixed = todo & -todo;

			if ((allowed[i] & fixed) == 0 &&
			    aligned_witness(cand, n, i, fixed, see, locked, b))
				for (int j = 0; j < n; j++)
					allowed[j] |= b[j];
		}
}
/* Has the cell set two cells or more? */
static bool
aligned_two_or_more(unsigned __int128 set)
{
	return (set & (set - 1)) != 0;
}

/* The cells of the set common (the base cells' common excluders). */
static int
aligned_common(unsigned __int128 common, uint8_t *excl)
{
	int count = 0;

	for (int half = 0; half < 2; half++)
		for (uint64_t m = (uint64_t)(common >> 64 * half); m != 0;
		    m &= m - 1)
			excl[count++] = (uint8_t)(64 * half +
			    __builtin_ctzll(m));
	return count;
}

/* common: the base cells' common excluders, two or more. */
static bool
aligned_try(const struct hgrid *h, const struct aligned *a, const int *idx,
    int n, unsigned __int128 common, const struct technique *t,
    struct step *out)
{
	unsigned allowed[3] = { 0, 0, 0 };
	uint8_t excl[81];
	int cells[3] = { 0, 0, 0 }, nexcl;	/* n of them set */
	bool useful = false;

	nexcl = aligned_common(common, excl);
	for (int i = 0; i < n; i++)
		cells[i] = a->base[idx[i]];
	aligned_allowed(a, idx, cells, n, excl, nexcl, allowed);
	for (int i = 0; i < n; i++)
		useful |= (a->cand[idx[i]] & ~allowed[i]) != 0;
	if (!useful)
		return false;
	step_clear(out, t, n == 2 ? 62 : 75);
	out->describe = aligned_describe;
	for (int i = 0; i < n; i++) {
		out->elim[cells[i]] = (uint16_t)(hgrid_open_cand(h, cells[i]) &
		    ~allowed[i]);
		step_add_cell(out, cells[i]);
	}
	return true;
}

/* "r1c1,r1c2": the base cells. */
static void
aligned_describe(const struct step *s, char *text, size_t size)
{
	step_list_cells(s, text, size);
}

static unsigned __int128
aligned_bit(int cell)
{
	return (unsigned __int128)1 << cell;
}

static bool
aligned_pair(const struct hgrid *h, struct human_ctx *ctx, struct step *out)
{
	struct aligned a;
	struct aligned_since since;

	aligned_collect(h, 2, &a);
	aligned_since(ctx->aligned, 2, h, &a, &since);
	for (int i1 = 1; i1 < a.nbase; i1++)
		for (int i0 = 0; i0 < i1; i0++) {
			int idx[2] = { i0, i1 };
			unsigned __int128 common = a.exset[i0] & a.exset[i1];

			if (!aligned_two_or_more(common) ||
			    aligned_tried(&since, aligned_bit(a.base[i0]) |
			    aligned_bit(a.base[i1]), hgrid_peers(a.base[i0]) &
			    hgrid_peers(a.base[i1])))
				continue;
			if (aligned_try(h, &a, idx, 2, common,
			    &technique_aligned_pair, out))
				return true;
		}
	aligned_remember(ctx->aligned, 2, h, &a);
	return false;
}

static bool
aligned_triple(const struct hgrid *h, struct human_ctx *ctx,
    struct step *out)
{
	struct aligned a;
	struct aligned_since since;
	/* mark[k] == stamp: base cell k already tried with this pair */
	unsigned mark[81] = { 0 }, stamp = 0;

	aligned_collect(h, 3, &a);
	if (a.nbase < 3)
		return false;
	aligned_since(ctx->aligned, 3, h, &a, &since);
	for (int i1 = 1; i1 < a.nbase; i1++)
		for (int i0 = 0; i0 < i1; i0++) {
			unsigned __int128 pairset = a.exset[i0] & a.exset[i1];
			unsigned __int128 paircells, pairpeers;
			int pair[2] = { i0, i1 };

			/* a third cell only narrows the pair's excluders */
			if (!aligned_two_or_more(pairset))
				continue;
			paircells = aligned_bit(a.base[i0]) |
			    aligned_bit(a.base[i1]);
			pairpeers = hgrid_peers(a.base[i0]) &
			    hgrid_peers(a.base[i1]);
			/* every third cell tried before: the pair is done */
			if (aligned_tried(&since, paircells, pairpeers) &&
			    ((a.exset[i0] | a.exset[i1]) & a.baseset &
			    (since.changed | ~since.baseset)) == 0)
				continue;
			mark[i0] = mark[i1] = ++stamp;
			/*
			 * The third cell from SE's twin area: the first
			 * cell's excluders in peer order (block, row,
			 * column), then the second's; base cells only.
			 */
			for (int p = 0; p < 2; p++)
				for (int j = 0; j < a.nnear[pair[p]]; j++) {
					int k = a.near[pair[p]][j];
					int idx[3] = { i0, i1, k };
					unsigned __int128 common;

					if (mark[k] == stamp)
						continue;
					mark[k] = stamp;
					common = pairset & a.exset[k];
					if (!aligned_two_or_more(common) ||
					    aligned_tried(&since, paircells |
					    aligned_bit(a.base[k]), pairpeers &
					    hgrid_peers(a.base[k])))
						continue;
					if (aligned_try(h, &a, idx, 3, common,
					    &technique_aligned_triple, out))
						return true;
				}
		}
	aligned_remember(ctx->aligned, 3, h, &a);
	return false;
}

const struct technique technique_aligned_pair = {
	"Aligned Pair Exclusion", 62, aligned_pair
};

const struct technique technique_aligned_triple = {
	"Aligned Triplet Exclusion", 75, aligned_triple
};
