/*
 * XY-Wing (4.2) and XYZ-Wing (4.4), as SE's XYWing producer finds them: a
 * pivot cell (row by row) with candidates xy (xyz), two pincers among its
 * peers, in SE's peer order (block, row, column), each with two candidates
 * sharing one with the pivot and z with each other.  Cells that see both
 * pincers (and the pivot, for XYZ) lose z.
 */
#include "human/technique.h"

static unsigned
wing_victims(const struct hgrid *h, int pivot, int xz, int yz, int z,
    bool xyz, uint16_t elim[81])
{
	unsigned found = 0, zbit = 1u << (z - 1);

	for (int c = 0; c < 81; c++) {
		if (c == pivot || c == xz || c == yz ||
		    !(hgrid_open_cand(h, c) & zbit) ||
		    !hgrid_sees(c, xz) || !hgrid_sees(c, yz) ||
		    (xyz && !hgrid_sees(c, pivot)))
			continue;
		if (elim != NULL)
			elim[c] = (uint16_t)zbit;
		found++;
	}
	return found;
}

static bool
wing_shape(unsigned xy, unsigned xz, unsigned yz, bool xyz)
{
	unsigned all = xy | xz | yz, common = xy & xz & yz;

	if (__builtin_popcount(xz) != 2 || __builtin_popcount(yz) != 2 ||
	    __builtin_popcount(all) != 3)
		return false;
	return xyz ? __builtin_popcount(xy) == 3 &&
	    __builtin_popcount(common) == 1 :
	    __builtin_popcount(xy) == 2 && common == 0;
}

static bool
wing_search(const struct hgrid *h, bool xyz, const struct technique *t,
    struct step *out)
{
	int size = xyz ? 3 : 2;

	for (int pivot = 0; pivot < 81; pivot++) {
		unsigned xy = hgrid_open_cand(h, pivot);

		if (__builtin_popcount(xy) != size)
			continue;
		for (int i = 0; i < 20; i++) {
			int xz = hgrid_house[pivot][i];
			unsigned xzc = hgrid_open_cand(h, xz);

			if (__builtin_popcount(xzc) != 2 ||
			    __builtin_popcount(xy & ~xzc) != 1)
				continue;
			for (int j = 0; j < 20; j++) {
				int yz = hgrid_house[pivot][j];
				unsigned yzc = hgrid_open_cand(h, yz);
				char a[5], b[5], c[5];
				int z;

				if (!wing_shape(xy, xzc, yzc, xyz))
					continue;
				z = __builtin_ctz(xzc & yzc) + 1;
				if (wing_victims(h, pivot, xz, yz, z, xyz,
				    NULL) == 0)
					continue;
				step_clear(out, t, xyz ? 44 : 42);
				wing_victims(h, pivot, xz, yz, z, xyz,
				    out->elim);
				step_add_cell(out, pivot);
				step_add_cell(out, xz);
				step_add_cell(out, yz);
				out->digits = (uint16_t)(xy | xzc | yzc);
				step_cell_name(pivot, a);
				step_cell_name(xz, b);
				step_cell_name(yz, c);
				step_set_text(out, "%s,%s,%s on %d", a, b, c, z);
				return true;
			}
		}
	}
	return false;
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

const struct technique technique_xy_wing = { "XY-Wing", 42, wing_find_xy };
const struct technique technique_xyz_wing = { "XYZ-Wing", 44, wing_find_xyz };
