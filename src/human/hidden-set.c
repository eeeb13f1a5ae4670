/*
 * Hidden sets (SE's HiddenSet producer): n digits confined to n cells of a
 * unit, so those cells lose their other candidates.  Units are scanned
 * blocks, columns, rows; digit sets in increasing mask order.  A digit
 * placed, or with one place left, never takes part (SE's CommonTuples).
 *
 * The direct variants (pair 2.0, triplet 2.5) take a hidden set only when
 * the cells it claims leave another digit with one place in the unit: the
 * step then places that digit, whether or not it eliminates.
 */
#include <stdio.h>

#include "human/combo.h"
#include "human/technique.h"

static void	hidden_set_describe(const struct step *, char *, size_t);

static const char *const hidden_set_name[2][3] = {
	{ "Hidden Pair", "Hidden Triplet", "Hidden Quad" },
	{ "Direct Hidden Pair", "Direct Hidden Triplet", "Direct Hidden Quad" }
};

static void
hidden_set_step(struct step *out, const struct technique *t, int unit,
    unsigned digits, unsigned where, const struct hgrid *h, int degree,
    bool direct)
{
	static const int rating[2][3] = { { 34, 40, 54 }, { 20, 25, 43 } };

	step_clear(out, t, rating[direct][degree - 2]);
	out->describe = hidden_set_describe;
	out->name = hidden_set_name[direct][degree - 2];
	out->digits = (uint16_t)digits;
	step_add_unit(out, unit);
	for (unsigned m = where; m != 0; m &= m - 1) {
		int cell = hgrid_unit_cell[unit][__builtin_ctz(m)];

		step_add_cell(out, cell);
		out->elim[cell] = (uint16_t)(hgrid_open_cand(h, cell) &
		    ~digits);
	}
}

/* "{1,5} in c3" */
static void
hidden_set_describe(const struct step *s, char *text, size_t size)
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

/* SE's direct test: a digit outside the set left with one place. */
static int
hidden_set_single(const struct hgrid *h, int unit, unsigned digits,
    unsigned where, int *digit)
{
	for (int d = 1; d <= 9; d++) {
		unsigned pos = hgrid_positions(h, unit, d), rest;

		if ((digits >> (d - 1) & 1) || hgrid_count(pos) <= 1)
			continue;
		rest = pos & ~where;
		if (hgrid_count(rest) == 1) {
			*digit = d;
			return hgrid_unit_cell[unit][__builtin_ctz(rest)];
		}
	}
	return -1;
}

struct hidden_set_try {
	const struct hgrid	*h;
	const struct technique	*t;
	struct step		*out;
	const struct combo_list	*digits;
	int			 unit, degree;
	bool			 direct;
};

/* A hidden set found: SE's step, if it has one. */
static bool
hidden_set_visit(void *ctx, unsigned chosen, unsigned where)
{
	const struct hidden_set_try *a = ctx;
	const struct hgrid *h = a->h;
	unsigned set = combo_expand(a->digits, chosen);
	int cell, digit;

	if (!a->direct) {
		bool useful = false;

		for (unsigned m = where; m != 0; m &= m - 1)
			useful |= (hgrid_open_cand(h,
			    hgrid_unit_cell[a->unit][__builtin_ctz(m)]) &
			    ~set) != 0;
		if (!useful)
			return false;
		hidden_set_step(a->out, a->t, a->unit, set, where, h,
		    a->degree, false);
		return true;
	}
	cell = hidden_set_single(h, a->unit, set, where, &digit);
	if (cell < 0)
		return false;
	hidden_set_step(a->out, a->t, a->unit, set, where, h, a->degree,
	    true);
	step_add_place(a->out, cell, digit);
	step_add_cell(a->out, cell);
	return true;
}

static bool
hidden_set_unit(const struct hgrid *h, int unit, int degree, bool direct,
    const struct technique *t, struct step *out)
{
	struct combo_list digits;
	unsigned avail = hgrid_digits_placed(h, unit, 2, degree), pos[9];
	int nopen = hgrid_count(h->open[unit]);
	struct hidden_set_try a = { h, t, out, &digits, unit, degree, direct };

	if (!(nopen > 2 * degree || (direct && nopen > degree)) ||
	    hgrid_count(avail) < degree)
		return false;
	combo_list_of(&digits, avail);
	for (int i = 0; i < digits.n; i++)
		pos[i] = h->pos[unit][digits.item[i]];
	return combo_tuples(pos, digits.n, degree, hidden_set_visit, &a);
}

static bool
hidden_set_search(const struct hgrid *h, int degree, bool direct,
    const struct technique *t, struct step *out)
{
	for (int k = 0; k < HGRID_UNITS; k++)
		if (hidden_set_unit(h, hgrid_scan_bcr[k], degree, direct, t,
		    out))
			return true;
	return false;
}

#define HIDDEN_SET(id, degree, direct, label, min)			\
static bool								\
id##_find(const struct hgrid *h, struct human_ctx *ctx,			\
    struct step *out)							\
{									\
	(void)ctx;							\
	return hidden_set_search(h, degree, direct, &id, out);		\
}									\
const struct technique id = { label, min, id##_find }

HIDDEN_SET(technique_direct_hidden_pair, 2, true, "Direct Hidden Pair", 20);
HIDDEN_SET(technique_direct_hidden_triple, 3, true, "Direct Hidden Triplet",
    25);
HIDDEN_SET(technique_hidden_pair, 2, false, "Hidden Pair", 34);
HIDDEN_SET(technique_hidden_triple, 3, false, "Hidden Triplet", 40);
HIDDEN_SET(technique_hidden_quad, 4, false, "Hidden Quad", 54);
