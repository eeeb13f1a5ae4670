/*
 * Singles, as Sudoku Explainer's HiddenSingle and NakedSingle producers
 * find them.  HiddenSingle makes two passes over the units, blocks then
 * columns then rows: first units with one open cell left ("last cell",
 * 1.0), then any digit with one place left in a unit (1.2 in a block, 1.5
 * in a row or column).  NakedSingle (2.3) comes later in the ladder, after
 * direct pointing and direct hidden pairs, so a cell with one candidate is
 * not always taken first.
 */
#include "human/technique.h"

static void
singles_hidden_step(struct step *out, int unit, unsigned pos, int digit,
    int rating)
{
	static const char *const kind[3] = { "block", "row", "column" };
	int cell = hgrid_unit_cell[unit][__builtin_ctz(pos)];
	char name[5], uname[4];

	step_clear(out, &technique_hidden_single, rating);
	step_add_place(out, cell, digit);
	step_add_cell(out, cell);
	step_add_unit(out, unit);
	out->digits = (uint16_t)(1u << (digit - 1));
	step_cell_name(cell, name);
	hgrid_unit_name(unit, uname);
	step_set_text(out, "%s: %d, %s in %s %s", name, digit,
	    rating == 10 ? "the last cell" : "the only place",
	    kind[hgrid_unit_kind(unit)], uname + 1);
}

static bool
singles_find_hidden(const struct hgrid *h, struct human_ctx *ctx,
    struct step *out)
{
	(void)ctx;
	for (int pass = 0; pass < 2; pass++)
		for (int k = 0; k < HGRID_UNITS; k++) {
			int unit = hgrid_scan_bcr[k];
			bool alone = __builtin_popcount(h->open[unit]) == 1;

			if (alone != (pass == 0))
				continue;
			for (int d = 1; d <= 9; d++) {
				unsigned pos = hgrid_positions(h, unit, d);

				if (pos == 0 || (pos & (pos - 1)) != 0)
					continue;
				singles_hidden_step(out, unit, pos, d,
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
		char name[5];
		int digit;

		if (cand == 0 || (cand & (cand - 1)) != 0)
			continue;
		digit = __builtin_ctz(cand) + 1;
		step_clear(out, &technique_naked_single, 23);
		step_add_place(out, c, digit);
		step_add_cell(out, c);
		out->digits = (uint16_t)cand;
		step_cell_name(c, name);
		step_set_text(out, "%s: %d, its only candidate", name, digit);
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
