/*
 * Naked sets (SE's NakedSet producer): n cells of a unit whose candidates
 * together are n digits, so the unit's other cells lose those digits.
 * Units are scanned blocks, columns, rows, only with at least 2n open
 * cells; cell sets in increasing mask order of their indexes in the unit.
 * A cell with one candidate never takes part (SE's CommonTuples).
 */
#include <stdio.h>

#include "human/combo.h"
#include "human/technique.h"

static void
naked_set_step(struct step *out, const struct technique *t, int unit,
    unsigned where, unsigned digits, const unsigned elim[9], int degree)
{
	static const int rating[3] = { 30, 36, 50 };
	static const char *const name[3] = {
		"Naked Pair", "Naked Triplet", "Naked Quad"
	};
	char uname[4];
	int n;

	step_clear(out, t, rating[degree - 2]);
	out->name = name[degree - 2];
	out->digits = (uint16_t)digits;
	step_add_unit(out, unit);
	for (int i = 0; i < 9; i++) {
		int cell = hgrid_unit_cell[unit][i];

		if (where >> i & 1)
			step_add_cell(out, cell);
		out->elim[cell] = (uint16_t)elim[i];
	}
	hgrid_unit_name(unit, uname);
	n = snprintf(out->text, sizeof(out->text), "{");
	for (unsigned m = digits; m != 0; m &= m - 1)
		n += snprintf(out->text + n, sizeof(out->text) - (size_t)n,
		    "%s%d", n > 1 ? "," : "", __builtin_ctz(m) + 1);
	snprintf(out->text + n, sizeof(out->text) - (size_t)n, "} in %s",
	    uname);
}

static bool
naked_set_unit(const struct hgrid *h, int unit, int degree,
    const struct technique *t, struct step *out)
{
	struct combo_list cells;
	unsigned cand[9], avail = 0;

	if (__builtin_popcount(h->open[unit]) < 2 * degree)
		return false;
	for (int i = 0; i < 9; i++) {
		int n;

		cand[i] = hgrid_open_cand(h, hgrid_unit_cell[unit][i]);
		n = __builtin_popcount(cand[i]);
		if (n >= 2 && n <= degree)
			avail |= 1u << i;
	}
	combo_list_of(&cells, avail);
	if (cells.n < degree)
		return false;
	for (unsigned x = (1u << degree) - 1; x < 1u << cells.n;
	    x = combo_next(x)) {
		unsigned where = combo_expand(&cells, x), digits = 0;
		unsigned elim[9];
		bool useful = false;

		for (unsigned m = where; m != 0; m &= m - 1)
			digits |= cand[__builtin_ctz(m)];
		if (__builtin_popcount(digits) != degree)
			continue;
		for (int i = 0; i < 9; i++) {
			elim[i] = where >> i & 1 ? 0 : cand[i] & digits;
			useful |= elim[i] != 0;
		}
		if (!useful)
			continue;
		naked_set_step(out, t, unit, where, digits, elim, degree);
		return true;
	}
	return false;
}

#define NAKED_SET(id, degree, label, min)				\
static bool								\
id##_find(const struct hgrid *h, struct human_ctx *ctx,			\
    struct step *out)							\
{									\
	(void)ctx;							\
	for (int k = 0; k < HGRID_UNITS; k++)				\
		if (naked_set_unit(h, hgrid_scan_bcr[k], degree, &id, out)) \
			return true;					\
	return false;							\
}									\
const struct technique id = { label, min, id##_find }

NAKED_SET(technique_naked_pair, 2, "Naked Pair", 30);
NAKED_SET(technique_naked_triple, 3, "Naked Triplet", 36);
NAKED_SET(technique_naked_quad, 4, "Naked Quad", 50);
