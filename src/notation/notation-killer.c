/*
 * killer: the layout of the killer sets that are shared as text (the
 * 7,200 of ../shared/data/variants/), one 9x9 puzzle a line:
 *
 *   [TITLE] CAGEMAP SUMS [SOLUTION]
 *
 * CAGEMAP is 81 letters, a cage each (A-Z, then a-z: 52 at most), cells in
 * row-major order; SUMS the cages' sums separated by commas, in the order
 * of their letters, which must be the order in which the cages first
 * appear (so both readings of "in order" agree; letters may be skipped).
 * A letter's cells need not touch, as f-puzzles allows.  The layout has
 * no givens: the puzzle is its cages.  SOLUTION, 81 digits, is kept like
 * line's comment, never read as givens (a count would then count nothing
 * but the grid given): convert writes it back, and solve writes the
 * solution it finds in its place, so solving a file of published
 * solutions gives the file back when every one agrees.  The title is the
 * first word unless the line starts with its map.
 *
 * The numbers are checked as far as the map tells: each sum one its cage
 * can have (3 cells: 6 to 24), and all of them 405, as the 81 cells of a
 * solution add up to.
 */
#include <stdio.h>
#include <string.h>

#include "notation/notation.h"
#include "rules/rules.h"

#define KILLER_CAGES	52	/* A-Z, a-z */
#define KILLER_WORDS	5	/* one more than a line has: said */

/* A word of a line: where it starts, how long it is. */
struct killer_word {
	size_t	at;
	size_t	len;
};

/* The words of the line, up to max; how many there are, up to max. */
static int
killer_split(const char *text, size_t len, struct killer_word *w, int max)
{
	size_t	i = 0;
	int	n = 0;

	while (n < max) {
		while (i < len && (text[i] == ' ' || text[i] == '\t'))
			i++;
		if (i == len)
			break;
		w[n].at = i;
		while (i < len && text[i] != ' ' && text[i] != '\t')
			i++;
		w[n].len = i - w[n].at;
		n++;
	}
	return n;
}

static bool
killer_is_map(const char *s, size_t len)
{
	size_t	i;

	for (i = 0; i < len; i++)
		if (variant_letter_rank(s[i]) < 0)
			return false;
	return len == GRID_CELLS;
}

/*
 * Which word is the map: the first, when it is one and a word that
 * starts with a digit follows it (the sums); else the second, after a
 * title.
 */
static int
killer_map_word(const char *text, const struct killer_word *w, int n)
{
	return n >= 2 && killer_is_map(text + w[0].at, w[0].len) &&
	    text[w[1].at] >= '0' && text[w[1].at] <= '9' ? 0 : 1;
}

/* What a killer line is being read into. */
struct killer_read {
	const struct input	*in;
	const struct line	*l;
	struct diag		*d;
	int8_t			 cage[GRID_CELLS];	/* letter rank */
	int			 first[KILLER_CAGES];	/* its first cell, or -1 */
	int			 size[KILLER_CAGES];
	int			 sum[KILLER_CAGES];
};

/* The problem is at byte at of the line: READ_BAD, with d set there. */
#define KILLER_BAD(k, at, ...) \
	(diag_set((k)->d, (k)->in->name, (k)->l->no, (at) + 1, __VA_ARGS__), \
	    READ_BAD)

/* The map: each cell's cage, the letters in order of first appearance. */
static enum read_status
killer_map(struct killer_read *k, const struct killer_word *w)
{
	const char	*s = k->l->text + w->at;
	char		 shown[8];
	int		 i, r, last = -1;

	for (i = 0; i < KILLER_CAGES; i++) {
		k->first[i] = -1;
		k->size[i] = 0;
	}
	for (i = 0; i < (int)w->len && i < GRID_CELLS; i++) {
		if ((r = variant_letter_rank(s[i])) < 0) {
			notation_show_char(s[i], shown);
			return KILLER_BAD(k, w->at + (size_t)i, "'%s' is not a "
			    "cage letter (A-Z, a-z)", shown);
		}
		k->cage[i] = (int8_t)r;
		k->size[r]++;
		if (k->first[r] >= 0)
			continue;
		if (r < last)
			return KILLER_BAD(k, w->at + (size_t)i, "cage '%c' "
			    "first appears after '%c': cages must first appear "
			    "in the order of their letters, A-Z then a-z", s[i],
			    variant_letter(last));
		k->first[r] = i;
		last = r;
	}
	if (w->len != GRID_CELLS)
		return KILLER_BAD(k, w->at, "expected a cage map of 81 "
		    "letters, found %zu", w->len);
	return READ_PUZZLE;
}

/* A number of the sums at s, stopped at 9999; its digits in *len. */
static int
killer_number(const char *s, size_t left, size_t *len)
{
	int	v = 0;

	for (*len = 0; *len < left && s[*len] >= '0' && s[*len] <= '9';
	    (*len)++)
		if (v <= 9999)
			v = v * 10 + s[*len] - '0';
	return v;
}

/* The next cage after rank r, in letter order. */
static int
killer_next_cage(const struct killer_read *k, int r)
{
	while (++r < KILLER_CAGES && k->first[r] < 0)
		;
	return r;
}

static enum read_status
killer_not_number(struct killer_read *k, const struct killer_word *w,
    size_t i)
{
	const char	*s = k->l->text + w->at;
	char		 shown[8];

	if (i == w->len || s[i] == ',')
		return KILLER_BAD(k, w->at + i, "expected a sum %s the comma",
		    i == w->len ? "after" : "before");
	notation_show_char(s[i], shown);
	return KILLER_BAD(k, w->at + i, "'%s' in the sums: they are numbers "
	    "separated by commas", shown);
}

/* The sum of cage r at byte at: one its cells can have. */
static enum read_status
killer_sum(struct killer_read *k, int r, int v, size_t at)
{
	char	cell[RULES_NAME_MAX];
	int	lo, hi;

	k->sum[r] = v;
	if (variant_cage_range(GRID_SIDE, k->size[r], &lo, &hi) && v >= lo &&
	    v <= hi)
		return READ_PUZZLE;
	rules_cell_name(&shape_classic, k->first[r], cell, sizeof cell);
	if (k->size[r] > GRID_SIDE)
		return KILLER_BAD(k, at, "cage '%c' (%s) has %d cells: no "
		    "digit may repeat in a cage, and there are 9",
		    variant_letter(r), cell, k->size[r]);
	return KILLER_BAD(k, at, "cage '%c' (%s) of %d cell%s cannot add "
	    "up to %d (%d to %d)", variant_letter(r), cell, k->size[r],
	    k->size[r] == 1 ? "" : "s", v, lo, hi);
}

/* The sums, a cage's each in letter order; all of them 405. */
static enum read_status
killer_sums(struct killer_read *k, const struct killer_word *w)
{
	const char	*s = k->l->text + w->at;
	size_t		 i = 0, len;
	int		 r = -1, v, total = 0, cages = 0, sums = 0;

	while ((r = killer_next_cage(k, r)) < KILLER_CAGES)
		cages++;
	r = -1;
	for (;;) {
		v = killer_number(s + i, w->len - i, &len);
		if (len == 0)
			return killer_not_number(k, w, i);
		if (++sums <= cages) {
			r = killer_next_cage(k, r);
			if (killer_sum(k, r, v, w->at + i) != READ_PUZZLE)
				return READ_BAD;
			total += v;
		}
		if ((i += len) == w->len)
			break;
		if (s[i++] != ',')
			return killer_not_number(k, w, i - 1);
	}
	if (sums != cages)
		return KILLER_BAD(k, w->at, "%d sum%s for %d cages", sums,
		    sums == 1 ? "" : "s", cages);
	if (total != GRID_SIDE * 45)
		return KILLER_BAD(k, w->at, "the sums add up to %d; the 81 "
		    "cells of a solution add up to %d", total, GRID_SIDE * 45);
	return READ_PUZZLE;
}

/* The solution: 81 digits 1-9, kept, never read as givens. */
static enum read_status
killer_solution(struct killer_read *k, const struct killer_word *w)
{
	const char	*s = k->l->text + w->at;
	char		 shown[8];
	size_t		 i;

	for (i = 0; i < w->len && i < GRID_CELLS; i++)
		if (s[i] < '1' || s[i] > '9') {
			notation_show_char(s[i], shown);
			return KILLER_BAD(k, w->at + i, "'%s' in the solution: "
			    "it is 81 digits 1-9", shown);
		}
	if (w->len != GRID_CELLS)
		return KILLER_BAD(k, w->at, "expected a solution of 81 digits, "
		    "found %zu", w->len);
	return READ_PUZZLE;
}

/* The cages into a rule set, in letter order, their cells in order. */
static enum read_status
killer_rules(struct killer_read *k, struct puzzle *p)
{
	struct ruleset	*set;
	uint16_t	 cells[GRID_CELLS];
	int		 r = -1, i, n;

	if (puzzle_set_shape(p, &shape_classic) == NULL ||
	    (set = puzzle_set_variant(p)) == NULL)
		goto no_memory;
	while ((r = killer_next_cage(k, r)) < KILLER_CAGES) {
		for (i = n = 0; i < GRID_CELLS; i++)
			if (k->cage[i] == r)
				cells[n++] = (uint16_t)i;
		if (ruleset_add(set, RULE_CAGE, cells, n, k->sum[r], 0) < 0)
			goto no_memory;
	}
	return READ_PUZZLE;
no_memory:
	diag_no_memory(k->d, k->in->name, k->l->no);
	return READ_FAILED;
}

/*
 * The words of the line in turn.  The line is kept from its first word to
 * its last (the title, the map and sums as they were, the solution), for
 * convert to write back; variant says whether it has a title.
 */
static enum read_status
killer_parse(struct killer_read *k, struct puzzle *p)
{
	struct killer_word	 w[KILLER_WORDS];
	const struct line	*l = k->l;
	int			 n, m;

	n = killer_split(l->text, l->len, w, KILLER_WORDS);
	m = n > 0 ? killer_map_word(l->text, w, n) : 0;
	if (m >= n)
		return KILLER_BAD(k, n > 0 ? w[n - 1].at + w[n - 1].len :
		    l->len, "expected a cage map of 81 letters%s",
		    m > 0 ? " after the title" : "");
	if (killer_map(k, &w[m]) != READ_PUZZLE)
		return READ_BAD;
	if (m + 1 >= n)
		return KILLER_BAD(k, w[m].at + w[m].len, "expected the cage "
		    "sums after the map");
	if (killer_sums(k, &w[m + 1]) != READ_PUZZLE)
		return READ_BAD;
	if (m + 2 < n && killer_solution(k, &w[m + 2]) != READ_PUZZLE)
		return READ_BAD;
	if (m + 3 < n)
		return KILLER_BAD(k, w[m + 3].at, "'%.*s%s' after the solution: "
		    "a killer line has a title, a map, sums and a solution",
		    (int)(w[m + 3].len > 12 ? 12 : w[m + 3].len),
		    l->text + w[m + 3].at, w[m + 3].len > 12 ? "..." : "");
	p->variant = m;
	if (puzzle_set_text(p, l->text + w[0].at, w[n - 1].at + w[n - 1].len -
	    w[0].at) < 0) {
		diag_no_memory(k->d, k->in->name, l->no);
		return READ_FAILED;
	}
	return killer_rules(k, p);
}

static enum read_status
killer_read(struct input *in, struct puzzle *p, struct diag *d)
{
	struct killer_read	k;
	struct line		l;
	enum read_status	rs;

	if ((rs = notation_first_line(in, &l, p, &notation_killer, d)) != READ_PUZZLE)
		return rs;
	puzzle_set_classic(p, RULES_CLASSIC);
	k.in = in;
	k.l = &l;
	k.d = d;
	return killer_parse(&k, p);
}

/*
 * The cages of p as a map and sums, letters given in order of first
 * appearance: false, why said, when they make none (a cell in none or in
 * two, a cage without a sum, more than 52).
 */
static bool
killer_layout(const struct puzzle *p, char map[GRID_CELLS],
    int sums[KILLER_CAGES], int *ncages, char *why, size_t size)
{
	const struct constraint	*c;
	const uint16_t		*cells;
	int			 cage[GRID_CELLS], value[GRID_CELLS];
	int			 letter[GRID_CELLS], i, k, n = 0, cages = 0;
	char			 name[RULES_NAME_MAX];

	for (i = 0; i < GRID_CELLS; i++)
		cage[i] = letter[i] = -1;
	for (i = 0; p->rules == RULES_VARIANT && i < p->ruleset->count; i++) {
		c = &p->ruleset->constraint[i];
		if (c->family != RULE_CAGE)
			continue;
		cells = constraint_cells(p->ruleset, c);
		for (k = 0; k < c->ncells; k++) {
			rules_cell_name(&shape_classic, cells[k], name,
			    sizeof name);
			if (cells[k] >= GRID_CELLS || cage[cells[k]] >= 0) {
				snprintf(why, size, "killer notation has one "
				    "cage a cell: %s is in two", name);
				return false;
			}
			if (c->value <= 0) {
				snprintf(why, size, "killer notation gives "
				    "every cage a sum: the cage at %s has none",
				    name);
				return false;
			}
			cage[cells[k]] = cages;
		}
		/* disjoint cages of a cell or more: 81 at most */
		if (c->ncells > 0)
			value[cages++] = c->value;
	}
	for (i = 0; i < GRID_CELLS; i++) {
		if (cage[i] < 0) {
			rules_cell_name(&shape_classic, i, name, sizeof name);
			snprintf(why, size, "killer notation has every cell in "
			    "a cage: %s is in none", name);
			return false;
		}
		if (letter[cage[i]] < 0) {
			if (n == KILLER_CAGES) {
				snprintf(why, size, "killer notation has "
				    "letters for 52 cages, not %d", cages);
				return false;
			}
			sums[n] = value[cage[i]];
			letter[cage[i]] = n++;
		}
		map[i] = variant_letter(letter[cage[i]]);
	}
	*ncages = n;
	return true;
}

/*
 * Whether p writes as a killer line: its cages make a map; and whole,
 * they are all it has, with no givens.
 */
static bool
killer_holds(const struct puzzle *p, bool whole, char *why, size_t size)
{
	const uint8_t	*cells = puzzle_cells(p);
	char		 map[GRID_CELLS], name[RULES_NAME_MAX];
	int		 sums[KILLER_CAGES], n, i;

	if (p->rules != RULES_VARIANT || !ruleset_has(p->ruleset, RULE_CAGE)) {
		snprintf(why, size, "killer notation writes killer puzzles: "
		    "this one has no cages");
		return false;
	}
	if (!killer_layout(p, map, sums, &n, why, size))
		return false;
	if (!whole)
		return true;
	for (i = 0; i < p->ruleset->count; i++)
		if (p->ruleset->constraint[i].family != RULE_CAGE) {
			snprintf(why, size, "killer notation has cages alone, "
			    "not %s (--to=variant keeps it)",
			    rule_family_of(&p->ruleset->constraint[i])->name);
			return false;
		}
	for (i = 0; i < GRID_CELLS; i++)
		if (cells[i] != 0) {
			rules_cell_name(&shape_classic, i, name, sizeof name);
			snprintf(why, size, "killer notation has no givens, "
			    "and %s is given (--to=variant keeps it)", name);
			return false;
		}
	return true;
}

/* Where the map's word ends in a killer line kept, and the sums' word. */
static size_t
killer_kept_sums_end(const struct puzzle *source)
{
	struct killer_word	w[KILLER_WORDS];
	int			n, m = source->variant;

	n = killer_split(source->text, source->text_len, w, KILLER_WORDS);
	return m + 1 < n ? w[m + 1].at + w[m + 1].len : source->text_len;
}

/*
 * A line read as killer is written as it came, up to its sums; one from
 * another notation gets its map and sums in order of first appearance.
 * Then the cells (solve's answer); or, when they are all blank (convert),
 * the solution the line came with.
 */
static void
killer_write(struct output *out, const struct puzzle *source,
    const uint8_t *cells)
{
	char	map[GRID_CELLS], text[GRID_CELLS], why[8], number[16];
	int	sums[KILLER_CAGES], n, i;
	bool	blank = true;
	size_t	end = 0;

	if (source == NULL)
		return;		/* killer_holds said no: never asked */
	if (source->notation == &notation_killer) {
		end = killer_kept_sums_end(source);
		output_write(out, source->text, end);
	} else if (killer_layout(source, map, sums, &n, why, sizeof why)) {
		output_write(out, map, GRID_CELLS);
		for (i = 0; i < n; i++) {
			snprintf(number, sizeof number, "%c%d",
			    i == 0 ? ' ' : ',', sums[i]);
			output_puts(out, number);
		}
	} else
		return;
	for (i = 0; i < GRID_CELLS; i++) {
		text[i] = cells[i] == 0 ? '.' : (char)('0' + cells[i]);
		blank = blank && cells[i] == 0;
	}
	if (!blank) {
		output_putc(out, ' ');
		output_write(out, text, GRID_CELLS);
	} else if (source->notation == &notation_killer)
		output_write(out, source->text + end, source->text_len - end);
	output_putc(out, '\n');
}

/* The title, the first word, when the map is the second. */
static size_t
killer_title(const struct puzzle *p, char *buf, size_t size)
{
	struct killer_word	w[KILLER_WORDS];
	size_t			len;

	if (p->variant != 1 || size == 0 ||
	    killer_split(p->text, p->text_len, w, KILLER_WORDS) < 2)
		return 0;
	len = w[0].len < size ? w[0].len : size;
	memcpy(buf, p->text + w[0].at, len);
	return len;
}

const struct notation notation_killer = {
	"killer",
	"one killer a line: [TITLE] 81 cage letters, the sums A,B,... "
	"[SOLUTION]",
	killer_read,
	killer_write,
	NULL,
	NULL,
	NULL,
	NULL,
	NULL,
	NULL,
	killer_holds,
	killer_title
};
