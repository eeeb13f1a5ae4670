/*
 * The document every puzzle's result makes, whatever writes it: the
 * schema of formats/yaml-output.md, as a tree of mappings, sequences and
 * scalars (struct tree).  The yaml format writes it with libyaml
 * (out-yaml.c), json as one line of JSON (out-json.c): one description of
 * the fields, so the two cannot disagree.
 *
 * A scalar is text; "quoted" ones are strings whatever they hold, the
 * others (keys, numbers, true and false, names) are written plain where
 * the format can.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generate/generate.h"
#include "io/utf8.h"
#include "run/part.h"
#include "output/result.h"
#include "output/tree.h"

static const char *const status_names[] = {
	[RESULT_SOLVED] = "solved",
	[RESULT_UNSOLVABLE] = "unsolvable",
	[RESULT_INVALID] = "invalid",
	[RESULT_COUNTED] = "counted",
	[RESULT_VALID] = "valid",
	[RESULT_NOT_VALID] = "not-valid",
	[RESULT_CONVERTED] = "puzzle",
	[RESULT_RATED] = "rated",
	[RESULT_EXPLAINED] = "explained",
	[RESULT_GENERATED] = "generated",
	[RESULT_CANDIDATES] = "candidates"
};

static const char *const house_names[] = { "row", "column", "box" };

/* The length of the UTF-8 character at s (left bytes remain), or 0. */
static size_t
tree_utf8_length(const unsigned char *s, size_t left)
{
	unsigned long	code;

	return utf8_decode(s, left, &code);
}

/*
 * File names (and so messages) are bytes, but a YAML string is Unicode and
 * has no escape for a raw byte: each byte that is not part of valid UTF-8
 * becomes U+FFFD, as JSON and YAML tools do.  NULL when text needs no
 * change, else a copy the caller frees (*failed set if it cannot be made).
 */
static char *
tree_valid_utf8(const char *text, size_t len, bool *failed)
{
	const unsigned char	*s = (const unsigned char *)text;
	size_t			 i, n, out = 0;
	char			*copy;

	for (i = 0; i < len && (n = tree_utf8_length(s + i, len - i)) > 0;
	    i += n)
		continue;
	if (i == len)
		return NULL;
	if ((copy = malloc(3 * len + 1)) == NULL) {
		*failed = true;
		return NULL;
	}
	for (i = 0; i < len; i += n) {
		if ((n = tree_utf8_length(s + i, len - i)) == 0) {
			memcpy(copy + out, "\xef\xbf\xbd", 3);
			out += 3;
			n = 1;
			continue;
		}
		memcpy(copy + out, s + i, n);
		out += n;
	}
	copy[out] = '\0';
	return copy;
}

/*
 * The tree's calls, as the document makes them: a scalar made valid
 * UTF-8 first, then handed to the backend.
 */
static void
tree_scalar(struct tree *t, const char *text, bool quoted)
{
	char	*valid;
	bool	 failed = false;

	if (t->out->error != 0)
		return;
	valid = tree_valid_utf8(text, strlen(text), &failed);
	if (failed) {
		t->out->error = ENOMEM;
		return;
	}
	t->scalar(t, valid != NULL ? valid : text, quoted);
	free(valid);
}

static void
tree_number(struct tree *t, unsigned long long n)
{
	char	text[24];

	snprintf(text, sizeof text, "%llu", n);
	tree_scalar(t, text, false);
}

static void
tree_begin(struct tree *t, bool mapping, bool flow)
{
	if (t->out->error == 0)
		t->begin(t, mapping, flow);
}

static void
tree_end(struct tree *t, bool mapping)
{
	if (t->out->error == 0)
		t->end(t, mapping);
}

static void
doc_grid_line(struct tree *t, const struct grid *g)
{
	char	line[GRID_CELLS + 1];

	grid_to_line(g, line, '.');
	tree_scalar(t, line, true);
}

static void
doc_grid(struct tree *t, const struct grid *g)
{
	char	line[GRID_CELLS + 1], row[GRID_SIDE + 1];
	int	r;

	grid_to_line(g, line, '.');
	tree_begin(t, true, false);
	tree_scalar(t, "rows", false);
	tree_begin(t, false, false);
	for (r = 0; r < GRID_SIDE; r++) {
		memcpy(row, line + r * GRID_SIDE, GRID_SIDE);
		row[GRID_SIDE] = '\0';
		tree_scalar(t, row, true);
	}
	tree_end(t, false);
	tree_scalar(t, "line", false);
	tree_scalar(t, line, true);
	tree_end(t, true);
}

/*
 * A row or a whole board of another shape as text: one character a cell up
 * to 35x35 (1-9, A-Z, '.' blank), numbers between spaces past it (0 blank).
 */
static char *
doc_board_text(const struct shape *s, const uint8_t *cells, int n)
{
	char	*text = malloc((size_t)n * 3 + 1);
	size_t	 len = 0;
	int	 i;

	if (text == NULL)
		return NULL;
	for (i = 0; i < n; i++) {
		if (s->side <= BOARD_CHAR_SIDE)
			text[len++] = cells[i] == 0 ? '.' :
			    board_symbol_char(cells[i]);
		else
			len += (size_t)sprintf(text + len, "%s%d",
			    i > 0 ? " " : "", cells[i]);
	}
	text[len] = '\0';
	return text;
}

static void
doc_board_scalar(struct tree *t, const struct shape *s,
    const uint8_t *cells, int n)
{
	char	*text = doc_board_text(s, cells, n);

	if (text == NULL) {
		if (t->out->error == 0)
			t->out->error = ENOMEM;
		return;
	}
	tree_scalar(t, text, true);
	free(text);
}

/*
 * A row's true candidates: each cell the symbols some solution puts there
 * (1-9, A-Z up to 35x35; numbers joined by ',' past it), cells between
 * single spaces, "0" for a cell with none.
 */
static void
doc_marks_row(struct tree *t, const struct shape *s,
    const uint64_t *marks)
{
	char		*text = malloc((size_t)s->side * (size_t)s->side * 3 +
			    (size_t)s->side + 1);
	uint64_t	 m;
	size_t		 len = 0;
	int		 c, v;

	if (text == NULL) {
		if (t->out->error == 0)
			t->out->error = ENOMEM;
		return;
	}
	for (c = 0; c < s->side; c++) {
		if (c > 0)
			text[len++] = ' ';
		if (marks[c] == 0)
			text[len++] = '0';
		for (m = marks[c]; m != 0; m &= m - 1) {
			v = __builtin_ctzll(m) + 1;
			if (s->side <= BOARD_CHAR_SIDE)
				text[len++] = board_symbol_char(v);
			else
				len += (size_t)sprintf(text + len, "%s%d",
				    m == marks[c] ? "" : ",", v);
		}
	}
	text[len] = '\0';
	tree_scalar(t, text, true);
	free(text);
}

/* candidates: the true candidates, a row a string. */
static void
doc_candidates(struct tree *t, const struct result *r)
{
	const struct shape	*s = &r->puzzle->shape;
	int			 row;

	tree_scalar(t, "candidates", false);
	tree_begin(t, false, false);
	for (row = 0; row < s->side; row++)
		doc_marks_row(t, s, r->marks + row * s->side);
	tree_end(t, false);
}

/* givens: a 9x9 board's line, another's as rows' text joined (see above). */
static void
doc_givens(struct tree *t, const struct puzzle *p)
{
	if (p->shape.side == GRID_SIDE)
		doc_grid_line(t, &p->givens);
	else
		doc_board_scalar(t, &p->shape, puzzle_cells(p),
		    p->shape.cells);
}

/*
 * solution: {rows: [...], line: ...}, the line as givens writes it: past
 * 35x35 its numbers are spaced, as the rows' are.
 */
static void
doc_solution(struct tree *t, const struct result *r)
{
	const struct shape	*s = &r->puzzle->shape;
	const uint8_t		*cells = result_cells(r);
	int			 row;

	if (s->side == GRID_SIDE) {
		doc_grid(t, &r->solution);
		return;
	}
	tree_begin(t, true, false);
	tree_scalar(t, "rows", false);
	tree_begin(t, false, false);
	for (row = 0; row < s->side; row++)
		doc_board_scalar(t, s, cells + row * s->side, s->side);
	tree_end(t, false);
	tree_scalar(t, "line", false);
	doc_board_scalar(t, s, cells, s->cells);
	tree_end(t, true);
}

/* A board that is not the classic one says its size and boxes. */
static void
doc_shape(struct tree *t, const struct shape *s)
{
	char	box[16];

	if (shape_is_classic(s))
		return;
	tree_scalar(t, "size", false);
	tree_number(t, (unsigned long long)s->side);
	snprintf(box, sizeof box, "%dx%d", s->box_rows, s->box_cols);
	tree_scalar(t, "box", false);
	tree_scalar(t, box, false);
}

static void
doc_cells(struct tree *t, int a, int b)
{
	char	name[3];

	tree_begin(t, false, true);
	grid_cell_name(a, name);
	tree_scalar(t, name, false);
	if (b >= 0) {
		grid_cell_name(b, name);
		tree_scalar(t, name, false);
	}
	tree_end(t, false);
}

/* A conflict's two cells, named as the board's messages name them. */
static void
doc_board_cells(struct tree *t, const struct shape *s, int a, int b)
{
	char	name[32];

	tree_begin(t, false, true);
	board_cell_name(s, a, name, sizeof name);
	tree_scalar(t, name, false);
	board_cell_name(s, b, name, sizeof name);
	tree_scalar(t, name, false);
	tree_end(t, false);
}

static void
doc_conflict(struct tree *t, const struct shape *s,
    const struct conflict *c)
{
	tree_begin(t, false, false);
	tree_begin(t, true, true);
	tree_scalar(t, "house", false);
	tree_scalar(t, house_names[c->kind], false);
	tree_scalar(t, "index", false);
	tree_number(t, (unsigned long long)c->house + 1);
	tree_scalar(t, "digit", false);
	tree_number(t, (unsigned long long)c->digit);
	tree_scalar(t, "cells", false);
	doc_board_cells(t, s, c->first, c->second);
	tree_end(t, true);
	tree_end(t, false);
}

/* The dominoes of the solution: cells and digits of each, then singles. */
static void
doc_dominoes(struct tree *t, const struct result *r)
{
	int	cell, other;

	tree_begin(t, false, false);
	for (cell = 0; cell < GRID_CELLS; cell++) {
		other = r->tiling.partner[cell];
		if (other < cell)
			continue;
		tree_begin(t, true, true);
		tree_scalar(t, "cells", false);
		doc_cells(t, cell, other == cell ? -1 : other);
		tree_scalar(t, "digits", false);
		tree_begin(t, false, true);
		tree_number(t, r->solution.cell[cell]);
		if (other != cell)
			tree_number(t, r->solution.cell[other]);
		tree_end(t, false);
		tree_end(t, true);
	}
	tree_end(t, false);
}

static void
doc_source(struct tree *t, const struct puzzle *p)
{
	tree_scalar(t, "source", false);
	tree_begin(t, true, true);
	tree_scalar(t, "file", false);
	tree_scalar(t, p->file, true);
	tree_scalar(t, "line", false);
	tree_number(t, p->line);
	if (p->rules == RULES_SUDOMINOKU) {
		tree_scalar(t, "puzzle", false);
		tree_number(t, p->ordinal);
	}
	tree_end(t, true);
}

/* count --part: part: {k: K, n: N, split: V, puzzle: KEY} (part.h) */
static void
doc_part(struct tree *t, const struct result *r,
    const struct run_options *opts)
{
	struct part_name	name;

	part_name_set(&name, opts->part_k, opts->part_n, r->puzzle);
	tree_scalar(t, "part", false);
	tree_begin(t, true, true);
	tree_scalar(t, "k", false);
	tree_number(t, (unsigned long long)name.k);
	tree_scalar(t, "n", false);
	tree_number(t, (unsigned long long)name.n);
	tree_scalar(t, "split", false);
	tree_number(t, (unsigned long long)name.version);
	tree_scalar(t, "puzzle", false);
	tree_scalar(t, name.key, true);
	tree_end(t, true);
}

static void
doc_outcome(struct tree *t, const struct result *r,
    const struct run_options *opts)
{
	char	count[COUNT_DIGITS];

	if (r->status == RESULT_COUNTED || r->count > 0 ||
	    (opts->mode == MODE_COUNT_ALL && r->has_conflict)) {
		count_format(r->count, count);
		tree_scalar(t, "count", false);
		tree_scalar(t, count, false);
		tree_scalar(t, "count_complete", false);
		tree_scalar(t, r->count_complete ? "true" : "false", false);
	}
	if (r->status == RESULT_COUNTED && opts->part_n > 0)
		doc_part(t, r, opts);
	/* a variant rule's conflict is in the message alone */
	if (r->has_conflict && !r->conflict_is_rule) {
		tree_scalar(t, "conflicts", false);
		doc_conflict(t, &r->puzzle->shape, &r->conflict);
	}
	if (r->status == RESULT_UNSOLVABLE || r->status == RESULT_INVALID ||
	    r->status == RESULT_NOT_VALID) {
		tree_scalar(t, "message", false);
		tree_scalar(t, r->why.message, true);
	}
}

static void
doc_tenths(struct tree *t, int tenths)
{
	char	text[16];

	rate_format(tenths, text);
	tree_scalar(t, text, false);
}

/*
 * rating: {er: 7.1, ep: 1.2, ed: 1.2}, or {er: ">7.0"} when --max-rating
 * stopped it; then the hardest technique and the steps of each.
 */
static void
doc_rating(struct tree *t, const struct rating *rt)
{
	char	text[20];

	tree_scalar(t, "rating", false);
	tree_begin(t, true, true);
	tree_scalar(t, "er", false);
	if (rt->capped) {
		char	cap[16];

		rate_format(rt->cap, cap);
		snprintf(text, sizeof text, ">%s", cap);
		tree_scalar(t, text, true);
	} else
		doc_tenths(t, rt->er);
	if (!rt->capped || rt->ep != 0) {
		tree_scalar(t, "ep", false);
		doc_tenths(t, rt->ep);
	}
	if (!rt->capped || rt->ed != 0) {
		tree_scalar(t, "ed", false);
		doc_tenths(t, rt->ed);
	}
	tree_end(t, true);
	if (rt->stuck) {
		tree_scalar(t, "stuck", false);
		tree_scalar(t, "true", false);
	}
	if (rt->hardest != NULL && !rt->capped) {
		tree_scalar(t, "hardest", false);
		tree_scalar(t, rt->hardest, true);
	}
	tree_scalar(t, "steps", false);
	tree_number(t, (unsigned long long)rt->nsteps);
	tree_scalar(t, "techniques", false);
	tree_begin(t, false, false);
	for (int i = 0; i < rt->nuses; i++) {
		tree_begin(t, true, true);
		tree_scalar(t, "name", false);
		tree_scalar(t, rt->uses[i].name, true);
		tree_scalar(t, "rating", false);
		doc_tenths(t, rt->uses[i].rating);
		tree_scalar(t, "steps", false);
		tree_number(t, (unsigned long long)rt->uses[i].count);
		tree_end(t, true);
	}
	tree_end(t, false);
}

static void
doc_cell(struct tree *t, int cell)
{
	char	name[5];

	step_cell_name(cell, name);
	tree_scalar(t, name, false);
}

/* A list of {cell: r5c8, digit: 4}: a step's placements or eliminations. */
static void
doc_cell_digits(struct tree *t, const char *key,
    const struct step *s, bool placements)
{
	tree_scalar(t, key, false);
	tree_begin(t, false, false);
	for (int i = 0; placements && i < s->nplace; i++) {
		tree_begin(t, true, true);
		tree_scalar(t, "cell", false);
		doc_cell(t, s->place[i].cell);
		tree_scalar(t, "digit", false);
		tree_number(t, s->place[i].digit);
		tree_end(t, true);
	}
	for (int c = 0; !placements && c < 81; c++)
		for (int d = 1; d <= 9; d++)
			if (s->elim[c] & (1u << (d - 1))) {
				tree_begin(t, true, true);
				tree_scalar(t, "cell", false);
				doc_cell(t, c);
				tree_scalar(t, "digit", false);
				tree_number(t, (unsigned long long)d);
				tree_end(t, true);
			}
	tree_end(t, false);
}

/* "b1", "r2", "c5": the units of hgrid's order (boxes, rows, columns). */
static void
doc_unit(struct tree *t, int unit)
{
	char	name[3] = { "brc"[unit / 9], (char)('1' + unit % 9), '\0' };

	tree_scalar(t, name, false);
}

/*
 * One step as data, enough to replay and draw it: what it is, its
 * rating, the pattern (cells, units, digits), what it places and removes,
 * and the line explain prints.
 */
static void
doc_step(struct tree *t, const struct step *s)
{
	char	line[1024];

	tree_begin(t, true, false);
	tree_scalar(t, "technique", false);
	tree_scalar(t, step_name(s), true);
	tree_scalar(t, "rating", false);
	doc_tenths(t, s->rating);
	tree_scalar(t, "cells", false);
	tree_begin(t, false, true);
	for (int i = 0; i < s->ncells; i++)
		doc_cell(t, s->cells[i]);
	tree_end(t, false);
	tree_scalar(t, "units", false);
	tree_begin(t, false, true);
	for (int i = 0; i < s->nunits; i++)
		doc_unit(t, s->units[i]);
	tree_end(t, false);
	tree_scalar(t, "digits", false);
	tree_begin(t, false, true);
	for (int d = 1; d <= 9; d++)
		if (s->digits & (1u << (d - 1)))
			tree_number(t, (unsigned long long)d);
	tree_end(t, false);
	doc_cell_digits(t, "placements", s, true);
	doc_cell_digits(t, "eliminations", s, false);
	tree_scalar(t, "text", false);
	tree_scalar(t, s->text, true);
	path_step_line(s, line, sizeof line);
	tree_scalar(t, "line", false);
	tree_scalar(t, line, true);
	tree_end(t, true);
}

static void
doc_path(struct tree *t, const struct path *p)
{
	if (p->stuck) {
		tree_scalar(t, "stuck", false);
		tree_scalar(t, "true", false);
	}
	/* "path", not "steps": rate's steps is a number */
	tree_scalar(t, "path", false);
	tree_begin(t, false, false);
	for (int i = 0; i < p->nsteps; i++)
		doc_step(t, &p->steps[i]);
	tree_end(t, false);
}

/* The rest of an unread puzzle's document: status and message. */
static void
doc_unread(struct tree *t, const struct result *r)
{
	tree_scalar(t, "status", false);
	tree_scalar(t, status_names[r->status], false);
	tree_scalar(t, "message", false);
	tree_scalar(t, r->why.message, true);
}

static void
doc_document(struct tree *t, const struct result *r,
    const struct run_options *opts)
{
	bool	solved = r->status == RESULT_SOLVED ||
		    (r->status == RESULT_COUNTED && r->count > 0) ||
		    (r->status == RESULT_VALID && !r->claims_none) ||
		    r->status == RESULT_EXPLAINED;

	tree_begin(t, true, false);
	doc_source(t, r->puzzle);
	tree_scalar(t, "notation", false);
	tree_scalar(t, r->puzzle->notation->name, false);
	if (r->unread) {
		/* where it is and what is wrong: no givens were read */
		doc_unread(t, r);
		tree_end(t, true);
		return;
	}
	doc_shape(t, &r->puzzle->shape);
	tree_scalar(t, "givens", false);
	doc_givens(t, r->puzzle);
	tree_scalar(t, "status", false);
	tree_scalar(t, status_names[r->status], false);
	if (solved) {
		tree_scalar(t, "solution", false);
		doc_solution(t, r);
	}
	doc_outcome(t, r, opts);
	if (r->status == RESULT_RATED)
		doc_rating(t, &r->rating);
	if (r->status == RESULT_EXPLAINED)
		doc_path(t, &r->path);
	if (r->status == RESULT_CANDIDATES)
		doc_candidates(t, r);
	if (solved && r->has_tiling) {
		tree_scalar(t, "dominoes", false);
		doc_dominoes(t, r);
	}
	if (r->status != RESULT_CONVERTED) {
		tree_scalar(t, "stats", false);
		tree_begin(t, true, true);
		tree_scalar(t, "guesses", false);
		tree_number(t, r->guesses);
		tree_scalar(t, "microseconds", false);
		tree_number(t, r->micros);
		tree_end(t, true);
	}
	tree_end(t, true);
}

/* The dominoes a generated Sudominoku case places. */
static void
doc_placed(struct tree *t, const struct domino_set *set)
{
	int	i;

	tree_begin(t, false, false);
	for (i = 0; i < set->count; i++) {
		tree_begin(t, true, true);
		tree_scalar(t, "cells", false);
		doc_cells(t, set->placed[i].cell[0], set->placed[i].cell[1]);
		tree_scalar(t, "digits", false);
		tree_begin(t, false, true);
		tree_number(t, set->placed[i].digit[0]);
		tree_number(t, set->placed[i].digit[1]);
		tree_end(t, false);
		tree_end(t, true);
	}
	tree_end(t, false);
}

/*
 * A generated puzzle: where it comes from (seed and index make it again),
 * the puzzle and its solution.  Nothing timed: the same seed gives the
 * same bytes.
 */
static void
doc_generated_document(struct tree *t, const struct result *r,
    const struct run_options *opts)
{
	const struct gen_puzzle	*g = r->generated;
	bool			 sudominoku;

	sudominoku = r->puzzle->rules == RULES_SUDOMINOKU;
	tree_begin(t, true, false);
	tree_scalar(t, "seed", false);
	tree_number(t, g->seed);
	tree_scalar(t, "index", false);
	tree_number(t, g->index);
	tree_scalar(t, "notation", false);
	tree_scalar(t, r->puzzle->notation->name, false);
	if (opts->pattern_file != NULL) {
		tree_scalar(t, "pattern", false);
		tree_scalar(t, opts->pattern_file, true);
	} else if (!sudominoku) {
		tree_scalar(t, "symmetry", false);
		tree_scalar(t, symmetry_names[g->symmetry], false);
	}
	tree_scalar(t, "minimal", false);
	tree_scalar(t, opts->no_minimal || sudominoku ? "false" : "true",
	    false);
	tree_scalar(t, "givens", false);
	doc_grid_line(t, &r->puzzle->givens);
	tree_scalar(t, "given_cells", false);
	tree_number(t, (unsigned long long)grid_count_givens(
	    &r->puzzle->givens));
	if (g->rated) {
		/* what --rating kept it for: the three numbers rate prints */
		tree_scalar(t, "rating", false);
		tree_begin(t, true, true);
		tree_scalar(t, "er", false);
		doc_tenths(t, g->er);
		tree_scalar(t, "ep", false);
		doc_tenths(t, g->ep);
		tree_scalar(t, "ed", false);
		doc_tenths(t, g->ed);
		tree_end(t, true);
	}
	if (sudominoku) {
		tree_scalar(t, "placed", false);
		doc_placed(t, &r->puzzle->dominoes);
	}
	tree_scalar(t, "status", false);
	tree_scalar(t, status_names[r->status], false);
	tree_scalar(t, "solution", false);
	doc_grid(t, &r->solution);
	if (r->has_tiling) {
		tree_scalar(t, "dominoes", false);
		doc_dominoes(t, r);
	}
	tree_scalar(t, "draws", false);
	tree_number(t, g->draws);
	tree_end(t, true);
}

/* The document of one result: a generated puzzle's, or any other's. */
void
tree_document(struct tree *t, const struct result *r,
    const struct run_options *opts)
{
	if (r->status == RESULT_GENERATED)
		doc_generated_document(t, r, opts);
	else
		doc_document(t, r, opts);
}
