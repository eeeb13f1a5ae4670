/*
 * Singles, as Sudoku Explainer's HiddenSingle and NakedSingle producers
 * find them.  HiddenSingle makes two passes over the units, blocks then
 * columns then rows: first units with one open cell left ("last cell",
 * 1.0), then any digit with one place left in a unit (1.2 in a block, 1.5
 * in a row or column).  NakedSingle (2.3) comes later in the ladder, after
 * direct pointing and direct hidden pairs, so a cell with one candidate is
 * not always taken first.
 */
#include <stdio.h>

#include "human/technique.h"

static void	singles_describe(const struct step *, char *, size_t);

static void
singles_hidden_step(struct step *out, int unit, unsigned pos, int digit,
    int rating)
{
	int cell = hgrid_unit_cell[unit][__builtin_ctz(pos)];

	step_clear(out, &technique_hidden_single, rating);
	out->describe = singles_describe;
	step_add_place(out, cell, digit);
	step_add_cell(out, cell);
	step_add_unit(out, unit);
	out->digits = (uint16_t)(1u << (digit - 1));
}

/*
 * "the only place for 7 in b5", "the last cell in r1", "the only
 * candidate of r4c5": players' notation; the line's "=> r4c5=7" names the
 * cell and digit, so the text does not repeat them.
 */
static void
singles_describe(const struct step *s, char *text, size_t size)
{
	char name[5], uname[4];

	step_cell_name(s->place[0].cell, name);
	if (s->nunits == 0) {
		snprintf(text, size, "the only candidate of %s", name);
		return;
	}
	hgrid_unit_name(s->units[0], uname);
	if (s->rating == 10)
		snprintf(text, size, "the last cell in %s", uname);
	else
		snprintf(text, size, "the only place for %d in %s",
		    s->place[0].digit, uname);
}

static bool
singles_find_hidden(const struct hgrid *h, struct human_ctx *ctx,
    struct step *out)
{
	(void)ctx;
	for (int pass = 0; pass < 2; pass++)
		for (int k = 0; k < HGRID_UNITS; k++) {
			int unit = hgrid_scan_bcr[k];
			bool alone = hgrid_count(h->open[unit]) == 1;

			if (alone != (pass == 0))
				continue;
			if (h->bycount[unit][1] != 0) {
				int d = __builtin_ctz(h->bycount[unit][1]) + 1;

				singles_hidden_step(out, unit,
				    hgrid_positions(h, unit, d), d,
				    alone ? 10 : unit < 9 ? 12 : 15);
				return true;
			}
		}
	return false;
}

static bool
singles_find_naked(const struct hgrid *h, struct human_ctx *ctx,
    struct step *out)
{
	(void)ctx;
	for (int c = 0; c < 81; c++) {
		unsigned cand = hgrid_open_cand(h, c);
		int digit;

		if (cand == 0 || (cand & (cand - 1)) != 0)
			continue;
		digit = __builtin_ctz(cand) + 1;
		step_clear(out, &technique_naked_single, 23);
		out->describe = singles_describe;
		step_add_place(out, c, digit);
		step_add_cell(out, c);
		out->digits = (uint16_t)cand;
		return true;
	}
	return false;
}

const struct technique technique_hidden_single = {
	"Hidden Single", 10, singles_find_hidden
};

const struct technique technique_naked_single = {
	"Naked Single", 23, singles_find_naked
};
