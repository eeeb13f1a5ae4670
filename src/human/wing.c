/*
 * XY-Wing (4.2) and XYZ-Wing (4.4), as SE's XYWing producer finds them: a
 * pivot cell (row by row) with candidates xy (xyz), two pincers among its
 * peers, in SE's peer order (block, row, column), each with two candidates
 * sharing one with the pivot and z with each other.  Cells that see both
 * pincers (and the pivot, for XYZ) lose z.
 */
#include <stdio.h>

#include "human/technique.h"

static void	wing_describe(const struct step *, char *, size_t);

static unsigned
wing_victims(const struct hgrid *h, int pivot, int xz, int yz, int z,
    bool xyz, uint16_t elim[81])
{
	unsigned found = 0, zbit = 1u << (z - 1);

	for (int i = 0; i < 20; i++) {
		int c = hgrid_peer[xz][i];	/* victims see xz */

		if (c == pivot || c == yz ||
		    !(hgrid_open_cand(h, c) & zbit) ||
		    !hgrid_sees(c, yz) ||
		    (xyz && !hgrid_sees(c, pivot)))
			continue;
		if (elim != NULL)
			elim[c] = (uint16_t)zbit;
		found++;
	}
	return found;
}

/*
 * The pivot's peers with two candidates, in SE's peer order: its block,
 * then the rest of its row, then the rest of its column.
 */
static int
wing_pincers(const struct hgrid *h, int pivot, uint8_t pincer[20])
{
	const uint8_t *unit = hgrid_cell_unit[pivot];
	int r = pivot / 9, c = pivot % 9, n = 0;
	unsigned m[3];

	m[0] = h->cellsby[unit[0]][2] & ~(1u << hgrid_cell_index[pivot][0]);
	m[1] = h->cellsby[unit[1]][2] & ~(7u << 3 * (c / 3));
	m[2] = h->cellsby[unit[2]][2] & ~(7u << 3 * (r / 3));
	for (int k = 0; k < 3; k++)
		for (; m[k] != 0; m[k] &= m[k] - 1)
			pincer[n++] = hgrid_unit_cell[unit[k]]
			    [__builtin_ctz(m[k])];
	return n;
}

static bool
wing_shape(unsigned xy, unsigned xz, unsigned yz, bool xyz)
{
	unsigned all = xy | xz | yz, common = xy & xz & yz;

	if (hgrid_count(xz) != 2 || hgrid_count(yz) != 2 ||
	    hgrid_count(all) != 3)
		return false;
	return xyz ? hgrid_count(xy) == 3 &&
	    hgrid_count(common) == 1 :
	    hgrid_count(xy) == 2 && common == 0;
}

static bool
wing_search(const struct hgrid *h, bool xyz, const struct technique *t,
    struct step *out)
{
	int size = xyz ? 3 : 2;

	for (int r = 0; r < 9; r++) {
		for (unsigned pivots = h->cellsby[9 + r][size]; pivots != 0;
		    pivots &= pivots - 1) {
			int pivot = r * 9 + __builtin_ctz(pivots);
			unsigned xy = hgrid_open_cand(h, pivot);
			uint8_t pincer[20];
			int npincer = wing_pincers(h, pivot, pincer);

			for (int i = 0; i < npincer; i++) {
				int xz = pincer[i];
				unsigned xzc = hgrid_open_cand(h, xz);

				if (hgrid_count(xy & ~xzc) != 1)
					continue;
				for (int j = 0; j < npincer; j++) {
					int yz = pincer[j];
					unsigned yzc = hgrid_open_cand(h, yz);
					int z;

					if (!wing_shape(xy, xzc, yzc, xyz))
						continue;
					z = __builtin_ctz(xzc & yzc) + 1;
					if (wing_victims(h, pivot, xz, yz, z,
					    xyz, NULL) == 0)
						continue;
					step_clear(out, t, xyz ? 44 : 42);
					out->describe = wing_describe;
					wing_victims(h, pivot, xz, yz, z, xyz,
					    out->elim);
					step_add_cell(out, pivot);
					step_add_cell(out, xz);
					step_add_cell(out, yz);
					out->digits = (uint16_t)(xy | xzc | yzc);
					return true;
				}
			}
		}
	}
	return false;
}

/* "r1c1,r1c5,r5c1 on 3": pivot, pincers, the digit eliminated. */
static void
wing_describe(const struct step *s, char *text, size_t size)
{
	size_t n = step_list_cells(s, text, size);
	int z = 0;

	for (int c = 0; c < 81 && z == 0; c++)
		if (s->elim[c] != 0)
			z = __builtin_ctz(s->elim[c]) + 1;
	if (n < size)
		snprintf(text + n, size - n, " on %d", z);
}

static bool
wing_find_xy(const struct hgrid *h, struct human_ctx *ctx, struct step *out)
{
	(void)ctx;
	return wing_search(h, false, &technique_xy_wing, out);
}

static bool
wing_find_xyz(const struct hgrid *h, struct human_ctx *ctx, struct step *out)
{
	(void)ctx;
	return wing_search(h, true, &technique_xyz_wing, out);
}

const struct technique technique_xy_wing = {
	"XY-Wing", 42, wing_find_xy
};
const struct technique technique_xyz_wing = {
	"XYZ-Wing", 44, wing_find_xyz
};
