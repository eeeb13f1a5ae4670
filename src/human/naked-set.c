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

static void	naked_set_describe(const struct step *, char *, size_t);

static void
naked_set_step(struct step *out, const struct technique *t, int unit,
    unsigned where, unsigned digits, const unsigned elim[9], int degree)
{
	static const int rating[3] = { 30, 36, 50 };
	static const char *const name[3] = {
		"Naked Pair", "Naked Triplet", "Naked Quad"
	};
	step_clear(out, t, rating[degree - 2]);
	out->describe = naked_set_describe;
	out->name = name[degree - 2];
	out->digits = (uint16_t)digits;
	step_add_unit(out, unit);
	for (int i = 0; i < 9; i++) {
		int cell = hgrid_unit_cell[unit][i];

		if (where >> i & 1)
			step_add_cell(out, cell);
		out->elim[cell] = (uint16_t)elim[i];
	}
}

/* "{2,7} in b4" */
static void
naked_set_describe(const struct step *s, char *text, size_t size)
{
	char uname[4];
	size_t n = 0;

	hgrid_unit_name(s->units[0], uname);
	n += (size_t)snprintf(text, size, "{");
	for (unsigned m = s->digits; m != 0 && n < size; m &= m - 1)
		n += (size_t)snprintf(text + n, size - n, "%s%d",
		    n > 1 ? "," : "", __builtin_ctz(m) + 1);
	if (n < size)
		snprintf(text + n, size - n, "} in %s", uname);
}

struct naked_set_try {
	const struct hgrid	*h;
	const struct technique	*t;
	struct step		*out;
	const struct combo_list	*cells;
	const unsigned		*cand;
	int			 unit, degree;
};

/* A naked set found: SE's step when it eliminates something. */
static bool
naked_set_visit(void *ctx, unsigned chosen, unsigned digits)
{
	const struct naked_set_try *a = ctx;
	unsigned where = combo_expand(a->cells, chosen), elim[9];
	bool useful = false;

	for (int i = 0; i < 9; i++) {
		elim[i] = where >> i & 1 ? 0 : a->cand[i] & digits;
		useful |= elim[i] != 0;
	}
	if (!useful)
		return false;
	naked_set_step(a->out, a->t, a->unit, where, digits, elim, a->degree);
	return true;
}

static bool
naked_set_unit(const struct hgrid *h, int unit, int degree,
    const struct technique *t, struct step *out)
{
	struct combo_list cells;
	unsigned cand[9], sized[9], avail = hgrid_cells_sized(h, unit, 2,
	    degree);
	struct naked_set_try a = { h, t, out, &cells, cand, unit, degree };

	if (hgrid_count(h->open[unit]) < 2 * degree ||
	    hgrid_count(avail) < degree)
		return false;
	for (int i = 0; i < 9; i++)
		cand[i] = hgrid_open_cand(h, hgrid_unit_cell[unit][i]);
	combo_list_of(&cells, avail);
	for (int i = 0; i < cells.n; i++)
		sized[i] = cand[cells.item[i]];
	return combo_tuples(sized, cells.n, degree, naked_set_visit, &a);
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
