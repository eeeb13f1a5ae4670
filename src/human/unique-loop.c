/*
 * Unique rectangles and loops, types 1 to 4 (SE's UniqueLoops producer).
 * From every cell with exactly two candidates {v1, v2}, row by row, a
 * depth-first search follows cells holding both digits through their
 * block, row and column (in that order, never twice in a row through the
 * same kind of unit) until it comes back to the start with four cells or
 * more.  A loop is a deadly pattern when every unit it visits is visited by
 * two of its cells, one at an even and one at an odd place.  The cells
 * with more candidates than v1, v2 (at most two, or any number sharing one
 * extra digit) rescue the puzzle, and what they allow is a type 1 to 4
 * step.
 *
 * SE collects every such step and hands over the one with the lowest
 * rating, then the lowest type, the first found among equals; so does this
 * search, stopping early only at a rectangle of type 1 (4.5), which nothing
 * beats.  The search reproduces SE's quirks where they change what is
 * found: the extra digits seen are gathered across sibling branches, not
 * only along the path.
 */
#include <stdio.h>
#include <string.h>

#include "human/combo.h"
#include "human/technique.h"

static void	ul_describe(const struct step *, char *, size_t);

struct ul_search {
	const struct hgrid *h;
	struct step	*out;
	int		 v1, v2;
	unsigned	 both;		/* bits of v1 and v2 */
	int		 len;
	uint8_t		 loop[81];
	bool		 in_loop[81];
	uint32_t	 seen[2];	/* units met at even, odd places */
	bool		 found;
	int		 best_rating, best_type;
};

static const char *const ul_name[2][4] = {
	{ "Unique Rectangle type 1", "Unique Rectangle type 2",
	  "Unique Rectangle type 3", "Unique Rectangle type 4" },
	{ "Unique Loop type 1", "Unique Loop type 2",
	  "Unique Loop type 3", "Unique Loop type 4" }
};

static int
ul_base_rating(int len)
{
	return 45 + (len >= 10 ? 3 : 0) + (len >= 8 ? 2 : len >= 6 ? 1 : 0);
}

/*
 * Opens a step for a hint of this rating and type when it beats the best
 * so far (returns false otherwise); the caller fills the eliminations.
 */
static bool
ul_take(struct ul_search *s, int rating, int type)
{
	struct step *out = s->out;

	if (s->found && (rating > s->best_rating ||
	    (rating == s->best_rating && type >= s->best_type)))
		return false;
	s->found = true;
	s->best_rating = rating;
	s->best_type = type;
	step_clear(out, &technique_unique_loop, rating);
	out->describe = ul_describe;
	out->name = ul_name[s->len != 4][type - 1];
	out->digits = (uint16_t)s->both;
	for (int i = 0; i < s->len; i++)
		step_add_cell(out, s->loop[i]);
	return true;
}

/* "r1c1,r1c4,r2c4,r2c1 on 1,2": the loop in order, its two digits. */
static void
ul_describe(const struct step *s, char *text, size_t size)
{
	size_t n = step_list_cells(s, text, size);

	if (n < size)
		snprintf(text + n, size - n, " on %d,%d",
		    __builtin_ctz(s->digits) + 1, 32 - __builtin_clz(s->digits));
}

static bool
ul_valid(const struct ul_search *s)
{
	uint32_t seen[2] = { 0, 0 };

	for (int i = 0; i < s->len; i++)
		for (int k = 0; k < 3; k++) {
			uint32_t bit = 1u << hgrid_cell_unit[s->loop[i]][k];

			if (seen[i & 1] & bit)
				return false;
			seen[i & 1] |= bit;
		}
	return seen[0] == seen[1];
}

static void
ul_type1(struct ul_search *s, int rescue)
{
	if (ul_take(s, ul_base_rating(s->len), 1))
		s->out->elim[rescue] = (uint16_t)s->both;
}

/* Every cell but the rescue cells that sees all of them loses the digit. */
static void
ul_type2(struct ul_search *s, const int *extra, int nextra)
{
	const struct hgrid *h = s->h;
	unsigned value = hgrid_open_cand(h, extra[0]) & ~s->both;
	uint16_t elim[81];
	bool useful = false;

	value &= -value;
	memset(elim, 0, sizeof(elim));
	for (int c = 0; c < 81; c++) {
		bool all = (hgrid_open_cand(h, c) & value) != 0;

		for (int i = 0; all && i < nextra; i++)
			all = hgrid_sees(c, extra[i]);
		if (all) {
			elim[c] = (uint16_t)value;
			useful = true;
		}
	}
	if (useful && ul_take(s, ul_base_rating(s->len), 2))
		memcpy(s->out->elim, elim, sizeof(elim));
}

static void
ul_type3_naked(struct ul_search *s, int unit, int c1, int c2, unsigned extra,
    int degree)
{
	const struct hgrid *h = s->h;
	int index1 = -1, index2 = -1;

	for (int i = 0; i < 9; i++) {
		if (hgrid_unit_cell[unit][i] == c1)
			index1 = i;
		if (hgrid_unit_cell[unit][i] == c2)
			index2 = i;
	}
	for (unsigned x = (1u << degree) - 1; x < 1u << 9; x = combo_next(x)) {
		unsigned naked, all = extra, others = 0;
		unsigned common = extra & hgrid_open_cand(h, c1) &
		    hgrid_open_cand(h, c2);
		bool ok = true, useful = false;
		uint16_t elim[9];

		if (!(x >> index1 & 1) || (x >> index2 & 1))
			continue;
		for (unsigned m = x & ~(1u << index1); m != 0; m &= m - 1) {
			unsigned cand = hgrid_open_cand(h,
			    hgrid_unit_cell[unit][__builtin_ctz(m)]);

			others |= cand;
			ok &= hgrid_count(cand) > 1;
		}
		naked = common | others;
		all |= others;
		if (hgrid_count(naked) != degree || !ok ||
		    hgrid_count(all) != degree)
			continue;
		for (int i = 0; i < 9; i++) {
			int cell = hgrid_unit_cell[unit][i];

			elim[i] = (x >> i & 1) || cell == c2 ? 0 :
			    (uint16_t)(hgrid_open_cand(h, cell) & all);
			useful |= elim[i] != 0;
		}
		if (!useful ||
		    !ul_take(s, ul_base_rating(s->len) + degree - 1, 3))
			continue;
		for (int i = 0; i < 9; i++)
			s->out->elim[hgrid_unit_cell[unit][i]] = elim[i];
	}
}

static void
ul_type3_hidden(struct ul_search *s, int unit, int c1, int c2,
    unsigned extra, int degree)
{
	const struct hgrid *h = s->h;
	struct combo_list rest;
	int index1 = -1, index2 = -1, k = degree - 2;

	for (int i = 0; i < 9; i++) {
		if (hgrid_unit_cell[unit][i] == c1)
			index1 = i;
		if (hgrid_unit_cell[unit][i] == c2)
			index2 = i;
	}
	combo_list_of(&rest, HGRID_ALL & ~s->both & ~extra);
	if (k > rest.n || rest.n == 0)
		return;
	for (unsigned x = (1u << k) - 1; x < 1u << rest.n;
	    x = k == 0 ? 1u << rest.n : combo_next(x)) {
		unsigned values = combo_expand(&rest, x) | s->both;
		unsigned where = 0, hidden;
		bool ok = true, useful = false;
		uint16_t elim[9];

		for (unsigned m = values; m != 0; m &= m - 1) {
			unsigned pos = h->pos[unit][__builtin_ctz(m)] &
			    ~(1u << index2);

			ok &= pos != 0;
			where |= pos;
		}
		if (!ok || hgrid_count(where) != degree)
			continue;
		hidden = where & ~(1u << index1) & ~(1u << index2);
		for (int i = 0; i < 9; i++) {
			elim[i] = hidden >> i & 1 ? (uint16_t)(hgrid_open_cand(h,
			    hgrid_unit_cell[unit][i]) & ~values) : 0;
			useful |= elim[i] != 0;
		}
		if (!useful || !ul_take(s, ul_base_rating(s->len) +
		    hgrid_count(hidden) - 1, 3))
			continue;
		for (int i = 0; i < 9; i++)
			s->out->elim[hgrid_unit_cell[unit][i]] = elim[i];
	}
}

/* The extra digits of the two rescue cells form a set with other cells. */
static void
ul_type3(struct ul_search *s, int c1, int c2, unsigned extra)
{
	for (int degree = hgrid_count(extra); degree <= 7; degree++)
		for (int k = 0; k < 3; k++) {
			int unit = hgrid_cell_unit[c1][k];
			int nopen = hgrid_count(s->h->open[unit]);

			if (unit != hgrid_cell_unit[c2][k])
				continue;
			if (degree * 2 <= nopen)
				ul_type3_naked(s, unit, c1, c2, extra, degree);
			if (degree * 2 < nopen)
				ul_type3_hidden(s, unit, c1, c2, extra, degree);
		}
}

/* One loop digit confined to the rescue cells in a unit: the other goes. */
static void
ul_type4(struct ul_search *s, int c1, int c2)
{
	const struct hgrid *h = s->h;
	int lock1 = -1, lock2 = -1;
	unsigned gone;

	for (int k = 0; k < 3; k++) {
		int unit = hgrid_cell_unit[c1][k];
		bool has1 = false, has2 = false;

		if (unit != hgrid_cell_unit[c2][k])
			continue;
		for (int i = 0; i < 9; i++) {
			int cell = hgrid_unit_cell[unit][i];
			unsigned cand = hgrid_open_cand(h, cell);

			if (cell == c1 || cell == c2)
				continue;
			has1 |= (cand >> (s->v1 - 1) & 1) != 0;
			has2 |= (cand >> (s->v2 - 1) & 1) != 0;
		}
		if (!has1)
			lock1 = unit;
		if (!has2)
			lock2 = unit;
	}
	if (lock1 >= 0)
		gone = 1u << (s->v2 - 1);
	else if (lock2 >= 0)
		gone = 1u << (s->v1 - 1);
	else
		return;
	if (ul_take(s, ul_base_rating(s->len), 4)) {
		s->out->elim[c1] = (uint16_t)gone;
		s->out->elim[c2] = (uint16_t)gone;
	}
}

static void
ul_loop_found(struct ul_search *s)
{
	int extra[81], nextra = 0;

	if (!ul_valid(s))
		return;
	for (int i = 0; i < s->len; i++)
		if (hgrid_ncand(s->h, s->loop[i]) > 2)
			extra[nextra++] = s->loop[i];
	if (nextra == 1)
		ul_type1(s, extra[0]);
	else if (nextra > 2)
		ul_type2(s, extra, nextra);
	else if (nextra == 2) {
		unsigned more = (hgrid_open_cand(s->h, extra[0]) |
		    hgrid_open_cand(s->h, extra[1])) & ~s->both;

		if (hgrid_count(more) == 1)
			ul_type2(s, extra, nextra);
		else if (hgrid_count(more) >= 2)
			ul_type3(s, extra[0], extra[1], more);
		ul_type4(s, extra[0], extra[1]);
	}
}

static uint32_t
ul_units(int cell)
{
	const uint8_t *u = hgrid_cell_unit[cell];

	return 1u << u[0] | 1u << u[1] | 1u << u[2];
}

static bool
ul_done(const struct ul_search *s)
{
	return s->found && s->best_rating == 45 && s->best_type == 1;
}

static void
ul_walk(struct ul_search *s, int cell, int allowed, unsigned extra,
    int last_kind)
{
	int parity = s->len & 1;
	uint32_t units = ul_units(cell);

	s->loop[s->len++] = (uint8_t)cell;
	s->in_loop[cell] = true;
	s->seen[parity] |= units;
	for (int k = 0; k < 3 && !ul_done(s); k++) {
		int unit = hgrid_cell_unit[cell][k];
		unsigned both = s->h->pos[unit][s->v1 - 1] &
		    s->h->pos[unit][s->v2 - 1];

		if (k == last_kind)
			continue;
		/* the unit's open cells holding both digits, in order */
		for (; both != 0 && !ul_done(s); both &= both - 1) {
			int next = hgrid_unit_cell[unit][__builtin_ctz(both)];
			unsigned cand;
			int n;

			if (next == s->loop[0] && s->len >= 4) {
				ul_loop_found(s);
				continue;
			}
			if (s->in_loop[next])
				continue;
			cand = s->h->cand[next];
			extra |= cand & ~s->both;
			n = hgrid_count(cand);
			/*
			 * A unit met twice at places of the same parity
			 * makes every loop through here fail SE's validity
			 * test: such paths are not followed.
			 */
			if ((n == 2 || hgrid_count(extra) == 1 ||
			    allowed > 0) &&
			    !(s->seen[s->len & 1] & ul_units(next)))
				ul_walk(s, next, allowed - (n > 2), extra, k);
		}
	}
	s->seen[parity] &= ~units;
	s->in_loop[cell] = false;
	s->len--;
}

static bool
ul_find(const struct hgrid *h, struct human_ctx *ctx, struct step *out)
{
	struct ul_search s;

	(void)ctx;
	memset(&s, 0, sizeof(s));
	s.h = h;
	s.out = out;
	for (int c = 0; c < 81 && !ul_done(&s); c++) {
		unsigned cand = hgrid_open_cand(h, c);

		if (hgrid_count(cand) != 2)
			continue;
		s.both = cand;
		s.v1 = __builtin_ctz(cand) + 1;
		s.v2 = 32 - __builtin_clz(cand);
		ul_walk(&s, c, 2, 0, -1);
	}
	return s.found;
}

const struct technique technique_unique_loop = {
	"Unique Rectangle", 45, ul_find
};
