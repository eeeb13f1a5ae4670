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

static void	fish_describe(const struct step *, char *, size_t);

static void
fish_step(struct step *out, const struct technique *t, const struct hgrid *h,
    int base, int cover, unsigned bases, unsigned covers, int digit,
    int degree)
{
	static const int rating[3] = { 32, 38, 52 };

	step_clear(out, t, rating[degree - 2]);
	out->describe = fish_describe;
	out->digits = (uint16_t)(1u << (digit - 1));
	for (unsigned m = bases; m != 0; m &= m - 1)
		step_add_unit(out, base + __builtin_ctz(m));
	for (unsigned m = covers; m != 0; m &= m - 1)
		step_add_unit(out, cover + __builtin_ctz(m));
	/* the cover units lose the digit outside the base units */
	for (unsigned m = covers; m != 0; m &= m - 1) {
		int u = cover + __builtin_ctz(m);

		for (unsigned e = hgrid_positions(h, u, digit) & ~bases; e != 0;
		    e &= e - 1)
			out->elim[hgrid_unit_cell[u][__builtin_ctz(e)]] =
			    out->digits;
	}
	for (unsigned m = bases; m != 0; m &= m - 1) {
		int u = base + __builtin_ctz(m);

		for (unsigned p = hgrid_positions(h, u, digit); p != 0;
		    p &= p - 1)
			step_add_cell(out, hgrid_unit_cell[u][__builtin_ctz(p)]);
	}
}

/* "6 in c3,c7 / r2,r8": the base units, then the cover units. */
static void
fish_describe(const struct step *s, char *text, size_t size)
{
	size_t n;

	n = (size_t)snprintf(text, size, "%d in ",
	    __builtin_ctz(s->digits) + 1);
	for (int i = 0; i < s->nunits && n < size; i++) {
		char uname[4];

		hgrid_unit_name(s->units[i], uname);
		n += (size_t)snprintf(text + n, size - n, "%s%s",
		    i == 0 ? "" : i == s->nunits / 2 ? " / " : ",", uname);
	}
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
		unsigned fit[10] = { 0 }, best_x = 0, best_covers = 0;
		int best_d = 0;

		for (int d = 1; d <= 9; d++) {
			if (placed[d] + 2 * degree > 9)
				continue;
			for (int i = 0; i < 9; i++) {
				int n = hgrid_count(
				    hgrid_positions(h, base + i, d));

				if (n >= 2 && n <= degree)
					fit[d] |= 1u << i;
			}
		}
		/*
		 * SE takes base sets in increasing mask order, digits inside:
		 * each digit's first fish among its own fitting units, and the
		 * smallest of those (then the smallest digit) is SE's.
		 */
		for (int d = 1; d <= 9; d++) {
			struct combo_list units;

			combo_list_of(&units, fit[d]);
			if (units.n < degree)
				continue;
			for (unsigned i = (1u << degree) - 1; i < 1u << units.n;
			    i = combo_next(i)) {
				unsigned x = combo_expand(&units, i);
				unsigned covers = 0, found = 0;

				if (best_d != 0 && x >= best_x)
					break;
				for (unsigned m = x; m != 0; m &= m - 1)
					covers |= hgrid_positions(h,
					    base + __builtin_ctz(m), d);
				if (hgrid_count(covers) != degree)
					continue;
				for (unsigned m = covers; m != 0; m &= m - 1)
					found |= hgrid_positions(h,
					    cover + __builtin_ctz(m), d) & ~x;
				if (found == 0)
					continue;
				best_x = x;
				best_d = d;
				best_covers = covers;
				break;
			}
		}
		if (best_d != 0) {
			fish_step(out, t, h, base, cover, best_x, best_covers,
			    best_d, degree);
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
