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
	char uname[4];
	int n = 0;

	step_clear(out, t, rating[direct][degree - 2]);
	out->name = hidden_set_name[direct][degree - 2];
	out->digits = (uint16_t)digits;
	step_add_unit(out, unit);
	for (unsigned m = where; m != 0; m &= m - 1) {
		int cell = hgrid_unit_cell[unit][__builtin_ctz(m)];

		step_add_cell(out, cell);
		out->elim[cell] = (uint16_t)(hgrid_open_cand(h, cell) &
		    ~digits);
	}
	hgrid_unit_name(unit, uname);
	n = snprintf(out->text, sizeof(out->text), "{");
	for (unsigned m = digits; m != 0; m &= m - 1)
		n += snprintf(out->text + n, sizeof(out->text) - (size_t)n,
		    "%s%d", n > 1 ? "," : "", __builtin_ctz(m) + 1);
	snprintf(out->text + n, sizeof(out->text) - (size_t)n, "} in %s",
	    uname);
}

/* SE's direct test: a digit outside the set left with one place. */
static int
hidden_set_single(const struct hgrid *h, int unit, unsigned digits,
    unsigned where, int *digit)
{
	for (int d = 1; d <= 9; d++) {
		unsigned pos = hgrid_positions(h, unit, d), rest;

		if ((digits >> (d - 1) & 1) || __builtin_popcount(pos) <= 1)
			continue;
		rest = pos & ~where;
		if (__builtin_popcount(rest) == 1) {
			*digit = d;
			return hgrid_unit_cell[unit][__builtin_ctz(rest)];
		}
	}
	return -1;
}

static bool
hidden_set_unit(const struct hgrid *h, int unit, int degree, bool direct,
    const struct technique *t, struct step *out)
{
	struct combo_list digits;
	unsigned avail = 0;
	int nopen = __builtin_popcount(h->open[unit]);

	if (!(nopen > 2 * degree || (direct && nopen > degree)))
		return false;
	for (int d = 0; d < 9; d++) {
		int n = __builtin_popcount(h->pos[unit][d]);

		if (n >= 2 && n <= degree)
			avail |= 1u << d;
	}
	combo_list_of(&digits, avail);
	if (digits.n < degree)
		return false;
	for (unsigned x = (1u << degree) - 1; x < 1u << digits.n;
	    x = combo_next(x)) {
		unsigned set = combo_expand(&digits, x), where = 0;
		int cell, digit;

		for (unsigned m = set; m != 0; m &= m - 1)
			where |= h->pos[unit][__builtin_ctz(m)];
		if (__builtin_popcount(where) != degree)
			continue;
		if (!direct) {
			bool useful = false;

			for (unsigned m = where; m != 0; m &= m - 1)
				useful |= (hgrid_open_cand(h,
				    hgrid_unit_cell[unit][__builtin_ctz(m)]) &
				    ~set) != 0;
			if (!useful)
				continue;
			hidden_set_step(out, t, unit, set, where, h, degree,
			    false);
			return true;
		}
		cell = hidden_set_single(h, unit, set, where, &digit);
		if (cell < 0)
			continue;
		hidden_set_step(out, t, unit, set, where, h, degree, true);
		step_add_place(out, cell, digit);
		step_add_cell(out, cell);
		return true;
	}
	return false;
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
