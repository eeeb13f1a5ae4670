/*
 * Basic fish (SE's Fisherman producer): a digit whose places in n columns
 * lie in n rows leaves the rest of those rows, and the same with rows and
 * columns swapped.  SE tries columns as the base first, then rows; the
 * sets of n base units in increasing mask order, and for each set the
 * digits 1..9, skipping a digit already placed more than 9 - 2n times.
 * A base unit where the digit has one place or none never takes part.
 */
#include <stdio.h>

#include "human/combo.h"
#include "human/technique.h"

static void
fish_step(struct step *out, const struct technique *t, int base, int cover,
    unsigned bases, unsigned covers, int digit, int degree)
{
	static const int rating[3] = { 32, 38, 52 };
	char text[64];
	int n = 0;

	step_clear(out, t, rating[degree - 2]);
	out->digits = (uint16_t)(1u << (digit - 1));
	for (unsigned m = bases; m != 0; m &= m - 1)
		step_add_unit(out, base + __builtin_ctz(m));
	for (unsigned m = covers; m != 0; m &= m - 1)
		step_add_unit(out, cover + __builtin_ctz(m));
	for (int i = 0; i < out->nunits; i++) {
		char uname[4];

		hgrid_unit_name(out->units[i], uname);
		n += snprintf(text + n, sizeof(text) - (size_t)n, "%s%s",
		    i == 0 ? "" : i == degree ? " / " : ",", uname);
	}
	step_set_text(out, "%d in %s", digit, text);
}

static bool
fish_search(const struct hgrid *h, int degree, const struct technique *t,
    struct step *out)
{
	int placed[10] = { 0 };

	for (int c = 0; c < 81; c++)
		placed[h->value[c]]++;
	for (int orient = 0; orient < 2; orient++) {
		int base = orient == 0 ? 18 : 9, cover = orient == 0 ? 9 : 18;
		unsigned fit[10] = { 0 };

		for (int d = 1; d <= 9; d++) {
			if (placed[d] + 2 * degree > 9)
				continue;
			for (int i = 0; i < 9; i++) {
				int n = __builtin_popcount(
				    hgrid_positions(h, base + i, d));

				if (n >= 2 && n <= degree)
					fit[d] |= 1u << i;
			}
		}
		for (unsigned x = (1u << degree) - 1; x < 1u << 9;
		    x = combo_next(x))
			for (int d = 1; d <= 9; d++) {
				unsigned covers = 0, found = 0;

				if ((x & ~fit[d]) != 0)
					continue;
				for (unsigned m = x; m != 0; m &= m - 1)
					covers |= hgrid_positions(h,
					    base + __builtin_ctz(m), d);
				if (__builtin_popcount(covers) != degree)
					continue;
				for (unsigned m = covers; m != 0; m &= m - 1)
					found |= hgrid_positions(h,
					    cover + __builtin_ctz(m), d) & ~x;
				if (found == 0)
					continue;
				fish_step(out, t, base, cover, x, covers, d,
				    degree);
				for (unsigned m = covers; m != 0; m &= m - 1) {
					int u = cover + __builtin_ctz(m);
					unsigned e = hgrid_positions(h, u, d) &
					    ~x;

					for (; e != 0; e &= e - 1)
						out->elim[hgrid_unit_cell[u]
						    [__builtin_ctz(e)]] =
						    out->digits;
				}
				for (unsigned m = x; m != 0; m &= m - 1) {
					unsigned p = hgrid_positions(h,
					    base + __builtin_ctz(m), d);

					for (; p != 0; p &= p - 1)
						step_add_cell(out, hgrid_unit_cell
						    [base + __builtin_ctz(m)]
						    [__builtin_ctz(p)]);
				}
				return true;
			}
	}
	return false;
}

#define FISH(id, degree, label, min)					\
static bool								\
id##_find(const struct hgrid *h, struct human_ctx *ctx,			\
    struct step *out)							\
{									\
	(void)ctx;							\
	return fish_search(h, degree, &id, out);			\
}									\
const struct technique id = { label, min, id##_find }

FISH(technique_x_wing, 2, "X-Wing", 32);
FISH(technique_swordfish, 3, "Swordfish", 38);
FISH(technique_jellyfish, 4, "Jellyfish", 52);
