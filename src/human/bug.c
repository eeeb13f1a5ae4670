/*
 * Bivalue Universal Grave, types 1 to 4 (SE's BivalueUniversalGrave).  A
 * grid where every open cell had two candidates and every digit two places
 * in each unit would have two solutions; the "BUG cells" holding a third
 * candidate must keep one.  SE walks units (blocks, rows, columns) and
 * digits: a digit with neither 0 nor 2 places must fall on exactly one
 * cell with 3 candidates or more (the BUG cell, that digit a BUG value),
 * else it gives up.  Removing the BUG values must leave a true grave.
 * Then: one BUG cell, type 1 (5.6); one BUG value, type 2 (5.7), or type 4
 * (5.7) for two cells; several values, type 4 then type 3 (5.7 + 0.1 per
 * digit of the naked set beyond the first).  Cells seeing every BUG cell
 * are the only ones a step may touch.
 */
#include <stdio.h>
#include <string.h>

#include "human/combo.h"
#include "human/technique.h"

static void	bug_describe(const struct step *, char *, size_t);

struct bug {
	int		 ncells;
	uint8_t		 cell[81];	/* BUG cells, in order found */
	uint16_t	 values[81];	/* BUG values per cell */
	unsigned	 all;		/* all BUG values */
	bool		 have_common;
	bool		 common[81];	/* sees every BUG cell, not one */
	uint16_t	 rest[81];	/* candidates once BUG values go */
};

static void
bug_step(struct step *out, const struct bug *b, int rating, const char *name)
{
	step_clear(out, &technique_bug, rating);
	out->describe = bug_describe;
	out->name = name;
	out->digits = (uint16_t)b->all;
	for (int i = 0; i < b->ncells; i++)
		step_add_cell(out, b->cell[i]);
}

/* "r4c5,r6c2": the BUG cells. */
static void
bug_describe(const struct step *s, char *text, size_t size)
{
	step_list_cells(s, text, size);
}

/* The BUG cells and values, or false when this is no BUG. */
static bool
bug_scan(const struct hgrid *h, struct bug *b)
{
	memset(b, 0, sizeof(*b));
	for (int c = 0; c < 81; c++)
		b->rest[c] = (uint16_t)hgrid_open_cand(h, c);
	for (int u = 0; u < HGRID_UNITS; u++)
		for (int d = 1; d <= 9; d++) {
			unsigned pos = hgrid_positions(h, u, d);
			int n = hgrid_count(pos), nbug = 0, cell = -1;

			if (n == 0 || n == 2)
				continue;
			for (; pos != 0; pos &= pos - 1) {
				int c = hgrid_unit_cell[u][__builtin_ctz(pos)];

				if (hgrid_ncand(h, c) >= 3) {
					nbug++;
					cell = c;
				}
			}
			if (nbug == 0)
				return false;
			if (nbug != 1)
				continue;
			if (b->values[cell] == 0)
				b->cell[b->ncells++] = (uint8_t)cell;
			b->values[cell] |= (uint16_t)(1u << (d - 1));
			b->all |= 1u << (d - 1);
			b->rest[cell] &= (uint16_t)~(1u << (d - 1));
			if (!b->have_common) {
				b->have_common = true;
				for (int i = 0; i < 20; i++)
					b->common[hgrid_house[cell][i]] = true;
			} else
				for (int c = 0; c < 81; c++)
					b->common[c] &= hgrid_sees(c, cell);
			for (int i = 0; i < b->ncells; i++)
				b->common[b->cell[i]] = false;
			if (b->ncells > 1 && hgrid_count(b->all) > 1) {
				bool any = false;

				for (int c = 0; c < 81; c++)
					any |= b->common[c];
				if (!any)
					return false;
			}
		}
	/* What is left must be a grave: two candidates, two places. */
	for (int c = 0; c < 81; c++)
		if (h->value[c] == 0 && hgrid_count(b->rest[c]) != 2)
			return false;
	for (int u = 0; u < HGRID_UNITS; u++)
		for (int d = 0; d < 9; d++) {
			int n = 0;

			for (int i = 0; i < 9; i++)
				n += b->rest[hgrid_unit_cell[u][i]] >> d & 1;
			if (n != 0 && n != 2)
				return false;
		}
	return true;
}

static bool
bug_any_common(const struct bug *b)
{
	for (int c = 0; c < 81; c++)
		if (b->common[c])
			return true;
	return false;
}

static bool
bug_type2(const struct hgrid *h, const struct bug *b, struct step *out)
{
	uint16_t elim[81];
	bool useful = false;

	if (!b->have_common)
		return false;
	for (int c = 0; c < 81; c++) {
		elim[c] = b->common[c] ?
		    (uint16_t)(hgrid_open_cand(h, c) & b->all) : 0;
		useful |= elim[c] != 0;
	}
	if (!useful)
		return false;
	bug_step(out, b, 57, "BUG type 2");
	memcpy(out->elim, elim, sizeof(elim));
	return true;
}

/* The unit of this kind both BUG cells share, or -1. */
static int
bug_shared_unit(const struct bug *b, int kind)
{
	int unit = hgrid_cell_unit[b->cell[0]][kind];

	for (int i = 1; i < b->ncells; i++)
		if (hgrid_cell_unit[b->cell[i]][kind] != unit)
			return -1;
	return unit;
}

static bool
bug_type4(const struct hgrid *h, const struct bug *b, struct step *out)
{
	int c1 = b->cell[0], c2 = b->cell[1];
	unsigned common = hgrid_open_cand(h, c1) & hgrid_open_cand(h, c2) &
	    ~b->all;

	if (hgrid_count(common) != 1)
		return false;
	for (int k = 0; k < 3; k++) {
		if (bug_shared_unit(b, k) < 0)
			continue;
		bug_step(out, b, 57, "BUG type 4");
		out->elim[c1] = (uint16_t)(hgrid_open_cand(h, c1) &
		    ~b->values[c1] & ~common);
		out->elim[c2] = (uint16_t)(hgrid_open_cand(h, c2) &
		    ~b->values[c2] & ~common);
		step_add_unit(out, bug_shared_unit(b, k));
		return true;
	}
	return false;
}

/*
 * The BUG values, as if one cell, make a naked set with degree - 1 cells
 * seeing every BUG cell in a unit they share.
 */
static bool
bug_type3(const struct hgrid *h, const struct bug *b, struct step *out)
{
	for (int k = 0; k < 3; k++) {
		int unit = bug_shared_unit(b, k), nregion = 0;
		uint8_t region[9];

		if (unit < 0)
			continue;
		/* SE keeps the common cells in the first cell's house order */
		for (int i = 0; i < 20; i++) {
			int c = hgrid_house[b->cell[0]][i];

			if (b->common[c] && hgrid_cell_unit[c][k] == unit)
				region[nregion++] = (uint8_t)c;
		}
		for (int degree = 2; degree <= 6; degree++) {
			if (nregion < degree)
				continue;
			for (unsigned x = (1u << (degree - 1)) - 1;
			    x < 1u << nregion; x = combo_next(x)) {
				unsigned others = 0, naked;
				bool ok = true, useful = false;
				uint16_t elim[9];

				for (unsigned m = x; m != 0; m &= m - 1) {
					unsigned cand = hgrid_open_cand(h,
					    region[__builtin_ctz(m)]);

					others |= cand;
					ok &= hgrid_count(cand) > 1;
				}
				naked = others | b->all;
				if (hgrid_count(others) != degree ||
				    !ok || hgrid_count(naked) != degree)
					continue;
				for (int i = 0; i < nregion; i++) {
					elim[i] = x >> i & 1 ? 0 : (uint16_t)
					    (hgrid_open_cand(h, region[i]) &
					    naked);
					useful |= elim[i] != 0;
				}
				if (!useful)
					continue;
				bug_step(out, b, 57 + degree - 1,
				    "BUG type 3");
				for (int i = 0; i < nregion; i++)
					out->elim[region[i]] = elim[i];
				step_add_unit(out, unit);
				return true;
			}
		}
	}
	return false;
}

static bool
bug_find(const struct hgrid *h, struct human_ctx *ctx, struct step *out)
{
	struct bug b;

	(void)ctx;
	if (!bug_scan(h, &b))
		return false;
	if (b.ncells == 1) {
		int cell = b.cell[0];

		bug_step(out, &b, 56, "BUG type 1");
		out->elim[cell] = (uint16_t)(hgrid_open_cand(h, cell) & ~b.all);
		return true;
	}
	if (hgrid_count(b.all) == 1) {
		if (bug_type2(h, &b, out))
			return true;
		return b.ncells == 2 && bug_type4(h, &b, out);
	}
	if (!bug_any_common(&b))
		return false;
	if (b.ncells == 2 && bug_type4(h, &b, out))
		return true;
	return bug_type3(h, &b, out);
}

const struct technique technique_bug = {
	"Bivalue Universal Grave", 56, bug_find
};
