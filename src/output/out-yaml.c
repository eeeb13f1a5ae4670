/*
 * yaml: one YAML document per puzzle, written with libyaml's emitter as a
 * stream, so a huge batch stays streamable and every value is quoted the
 * way YAML needs.  The schema is in formats/yaml-output.md.
 *
 * libyaml is an event protocol; yaml_put() owns each event and turns an
 * emitter failure into the output's error, like any other write error.
 * Each document gets an emitter of its own, so nothing is kept between
 * puzzles: the explicit "---" that starts every document makes the
 * concatenation one valid stream.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "generate/generate.h"
#include "run/part.h"
#include "output/result.h"

struct yaml_state {
	yaml_emitter_t	 emitter;
	struct output	*out;
};

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

static int
yaml_write_handler(void *data, unsigned char *buffer, size_t size)
{
	struct output	*out = data;

	output_write(out, buffer, size);
	return out->error == 0;
}

static void
yaml_put(struct yaml_state *ys, yaml_event_t *event, int made)
{
	if (ys->out->error != 0)
		return;
	/* a failed write already set the output's error; else it is ours */
	if (!made || !yaml_emitter_emit(&ys->emitter, event)) {
		if (ys->out->error == 0)
			ys->out->error = made ? EPROTO : ENOMEM;
	}
}

/*
 * The length of the UTF-8 sequence at s (left bytes remain), or 0 if it is
 * not one libyaml accepts: no overlong forms, surrogates or code points
 * past U+10FFFF.
 */
static size_t
yaml_utf8_length(const unsigned char *s, size_t left)
{
	static const unsigned long least[] = { 0, 0, 0x80, 0x800, 0x10000 };
	unsigned long	code;
	size_t		len, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc0 && s[0] < 0xe0)
		len = 2, code = s[0] & 0x1fu;
	else if (s[0] >= 0xe0 && s[0] < 0xf0)
		len = 3, code = s[0] & 0x0fu;
	else if (s[0] >= 0xf0 && s[0] < 0xf8)
		len = 4, code = s[0] & 0x07u;
	else
		return 0;
	if (len > left)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0u) != 0x80)
			return 0;
		code = code << 6 | (s[i] & 0x3fu);
	}
	if (code < least[len] || code > 0x10ffff ||
	    (code >= 0xd800 && code <= 0xdfff))
		return 0;
	return len;
}

/*
 * File names (and so messages) are bytes, but a YAML string is Unicode and
 * has no escape for a raw byte: each byte that is not part of valid UTF-8
 * becomes U+FFFD, as JSON and YAML tools do.  NULL when text needs no
 * change, else a copy the caller frees (*failed set if it cannot be made).
 */
static char *
yaml_valid_utf8(const char *text, size_t len, bool *failed)
{
	const unsigned char	*s = (const unsigned char *)text;
	size_t			 i, n, out = 0;
	char			*copy;

	for (i = 0; i < len && (n = yaml_utf8_length(s + i, len - i)) > 0;
	    i += n)
		continue;
	if (i == len)
		return NULL;
	if ((copy = malloc(3 * len + 1)) == NULL) {
		*failed = true;
		return NULL;
	}
	for (i = 0; i < len; i += n) {
		if ((n = yaml_utf8_length(s + i, len - i)) == 0) {
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

static void
yaml_scalar(struct yaml_state *ys, const char *text, bool quoted)
{
	yaml_event_t	 e;
	char		*valid;
	bool		 failed = false;

	valid = yaml_valid_utf8(text, strlen(text), &failed);
	if (failed) {
		if (ys->out->error == 0)
			ys->out->error = ENOMEM;
		return;
	}
	if (valid != NULL)
		text = valid;
	yaml_put(ys, &e, yaml_scalar_event_initialize(&e, NULL, NULL,
	    (yaml_char_t *)text, (int)strlen(text), 1, 1,
	    quoted ? YAML_DOUBLE_QUOTED_SCALAR_STYLE : YAML_ANY_SCALAR_STYLE));
	free(valid);
}

static void
yaml_number(struct yaml_state *ys, unsigned long long n)
{
	char	text[24];

	snprintf(text, sizeof text, "%llu", n);
	yaml_scalar(ys, text, false);
}

static void
yaml_begin(struct yaml_state *ys, bool mapping, bool flow)
{
	yaml_event_t	e;

	if (mapping)
		yaml_put(ys, &e, yaml_mapping_start_event_initialize(&e, NULL,
		    NULL, 1, flow ? YAML_FLOW_MAPPING_STYLE :
		    YAML_BLOCK_MAPPING_STYLE));
	else
		yaml_put(ys, &e, yaml_sequence_start_event_initialize(&e,
		    NULL, NULL, 1, flow ? YAML_FLOW_SEQUENCE_STYLE :
		    YAML_BLOCK_SEQUENCE_STYLE));
}

static void
yaml_end(struct yaml_state *ys, bool mapping)
{
	yaml_event_t	e;

	if (mapping)
		yaml_put(ys, &e, yaml_mapping_end_event_initialize(&e));
	else
		yaml_put(ys, &e, yaml_sequence_end_event_initialize(&e));
}

static void
yaml_grid_line(struct yaml_state *ys, const struct grid *g)
{
	char	line[GRID_CELLS + 1];

	grid_to_line(g, line, '.');
	yaml_scalar(ys, line, true);
}

static void
yaml_grid(struct yaml_state *ys, const struct grid *g)
{
	char	line[GRID_CELLS + 1], row[GRID_SIDE + 1];
	int	r;

	grid_to_line(g, line, '.');
	yaml_begin(ys, true, false);
	yaml_scalar(ys, "rows", false);
	yaml_begin(ys, false, false);
	for (r = 0; r < GRID_SIDE; r++) {
		memcpy(row, line + r * GRID_SIDE, GRID_SIDE);
		row[GRID_SIDE] = '\0';
		yaml_scalar(ys, row, true);
	}
	yaml_end(ys, false);
	yaml_scalar(ys, "line", false);
	yaml_scalar(ys, line, true);
	yaml_end(ys, true);
}

/*
 * A row or a whole board of another shape as text: one character a cell up
 * to 35x35 (1-9, A-Z, '.' blank), numbers between spaces past it (0 blank).
 */
static char *
yaml_board_text(const struct shape *s, const uint8_t *cells, int n)
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
yaml_board_scalar(struct yaml_state *ys, const struct shape *s,
    const uint8_t *cells, int n)
{
	char	*text = yaml_board_text(s, cells, n);

	if (text == NULL) {
		if (ys->out->error == 0)
			ys->out->error = ENOMEM;
		return;
	}
	yaml_scalar(ys, text, true);
	free(text);
}

/*
 * A row's true candidates: each cell the symbols some solution puts there
 * (1-9, A-Z up to 35x35; numbers joined by ',' past it), cells between
 * single spaces, "0" for a cell with none.
 */
static void
yaml_marks_row(struct yaml_state *ys, const struct shape *s,
    const uint64_t *marks)
{
	char		*text = malloc((size_t)s->side * (size_t)s->side * 3 +
			    (size_t)s->side + 1);
	uint64_t	 m;
	size_t		 len = 0;
	int		 c, v;

	if (text == NULL) {
		if (ys->out->error == 0)
			ys->out->error = ENOMEM;
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
	yaml_scalar(ys, text, true);
	free(text);
}

/* candidates: the true candidates, a row a string. */
static void
yaml_candidates(struct yaml_state *ys, const struct result *r)
{
	const struct shape	*s = &r->puzzle->shape;
	int			 row;

	yaml_scalar(ys, "candidates", false);
	yaml_begin(ys, false, false);
	for (row = 0; row < s->side; row++)
		yaml_marks_row(ys, s, r->marks + row * s->side);
	yaml_end(ys, false);
}

/* givens: a 9x9 board's line, another's as rows' text joined (see above). */
static void
yaml_givens(struct yaml_state *ys, const struct puzzle *p)
{
	if (p->shape.side == GRID_SIDE)
		yaml_grid_line(ys, &p->givens);
	else
		yaml_board_scalar(ys, &p->shape, puzzle_cells(p),
		    p->shape.cells);
}

/*
 * solution: {rows: [...], line: ...}, the line as givens writes it: past
 * 35x35 its numbers are spaced, as the rows' are.
 */
static void
yaml_solution(struct yaml_state *ys, const struct result *r)
{
	const struct shape	*s = &r->puzzle->shape;
	const uint8_t		*cells = result_cells(r);
	int			 row;

	if (s->side == GRID_SIDE) {
		yaml_grid(ys, &r->solution);
		return;
	}
	yaml_begin(ys, true, false);
	yaml_scalar(ys, "rows", false);
	yaml_begin(ys, false, false);
	for (row = 0; row < s->side; row++)
		yaml_board_scalar(ys, s, cells + row * s->side, s->side);
	yaml_end(ys, false);
	yaml_scalar(ys, "line", false);
	yaml_board_scalar(ys, s, cells, s->cells);
	yaml_end(ys, true);
}

/* A board that is not the classic one says its size and boxes. */
static void
yaml_shape(struct yaml_state *ys, const struct shape *s)
{
	char	box[16];

	if (shape_is_classic(s))
		return;
	yaml_scalar(ys, "size", false);
	yaml_number(ys, (unsigned long long)s->side);
	snprintf(box, sizeof box, "%dx%d", s->box_rows, s->box_cols);
	yaml_scalar(ys, "box", false);
	yaml_scalar(ys, box, false);
}

static void
yaml_cells(struct yaml_state *ys, int a, int b)
{
	char	name[3];

	yaml_begin(ys, false, true);
	grid_cell_name(a, name);
	yaml_scalar(ys, name, false);
	if (b >= 0) {
		grid_cell_name(b, name);
		yaml_scalar(ys, name, false);
	}
	yaml_end(ys, false);
}

/* A conflict's two cells, named as the board's messages name them. */
static void
yaml_board_cells(struct yaml_state *ys, const struct shape *s, int a, int b)
{
	char	name[32];

	yaml_begin(ys, false, true);
	board_cell_name(s, a, name, sizeof name);
	yaml_scalar(ys, name, false);
	board_cell_name(s, b, name, sizeof name);
	yaml_scalar(ys, name, false);
	yaml_end(ys, false);
}

static void
yaml_conflict(struct yaml_state *ys, const struct shape *s,
    const struct conflict *c)
{
	yaml_begin(ys, false, false);
	yaml_begin(ys, true, true);
	yaml_scalar(ys, "house", false);
	yaml_scalar(ys, house_names[c->kind], false);
	yaml_scalar(ys, "index", false);
	yaml_number(ys, (unsigned long long)c->house + 1);
	yaml_scalar(ys, "digit", false);
	yaml_number(ys, (unsigned long long)c->digit);
	yaml_scalar(ys, "cells", false);
	yaml_board_cells(ys, s, c->first, c->second);
	yaml_end(ys, true);
	yaml_end(ys, false);
}

/* The dominoes of the solution: cells and digits of each, then singles. */
static void
yaml_dominoes(struct yaml_state *ys, const struct result *r)
{
	int	cell, other;

	yaml_begin(ys, false, false);
	for (cell = 0; cell < GRID_CELLS; cell++) {
		other = r->tiling.partner[cell];
		if (other < cell)
			continue;
		yaml_begin(ys, true, true);
		yaml_scalar(ys, "cells", false);
		yaml_cells(ys, cell, other == cell ? -1 : other);
		yaml_scalar(ys, "digits", false);
		yaml_begin(ys, false, true);
		yaml_number(ys, r->solution.cell[cell]);
		if (other != cell)
			yaml_number(ys, r->solution.cell[other]);
		yaml_end(ys, false);
		yaml_end(ys, true);
	}
	yaml_end(ys, false);
}

static void
yaml_source(struct yaml_state *ys, const struct puzzle *p)
{
	yaml_scalar(ys, "source", false);
	yaml_begin(ys, true, true);
	yaml_scalar(ys, "file", false);
	yaml_scalar(ys, p->file, true);
	yaml_scalar(ys, "line", false);
	yaml_number(ys, p->line);
	if (p->rules == RULES_SUDOMINOKU) {
		yaml_scalar(ys, "puzzle", false);
		yaml_number(ys, p->ordinal);
	}
	yaml_end(ys, true);
}

/* count --part: part: {k: K, n: N, split: V, puzzle: KEY} (part.h) */
static void
yaml_part(struct yaml_state *ys, const struct result *r,
    const struct run_options *opts)
{
	struct part_name	name;

	part_name_set(&name, opts->part_k, opts->part_n, r->puzzle);
	yaml_scalar(ys, "part", false);
	yaml_begin(ys, true, true);
	yaml_scalar(ys, "k", false);
	yaml_number(ys, (unsigned long long)name.k);
	yaml_scalar(ys, "n", false);
	yaml_number(ys, (unsigned long long)name.n);
	yaml_scalar(ys, "split", false);
	yaml_number(ys, (unsigned long long)name.version);
	yaml_scalar(ys, "puzzle", false);
	yaml_scalar(ys, name.key, true);
	yaml_end(ys, true);
}

static void
yaml_outcome(struct yaml_state *ys, const struct result *r,
    const struct run_options *opts)
{
	char	count[COUNT_DIGITS];

	if (r->status == RESULT_COUNTED || r->count > 0 ||
	    (opts->mode == MODE_COUNT_ALL && r->has_conflict)) {
		count_format(r->count, count);
		yaml_scalar(ys, "count", false);
		yaml_scalar(ys, count, false);
		yaml_scalar(ys, "count_complete", false);
		yaml_scalar(ys, r->count_complete ? "true" : "false", false);
	}
	if (r->status == RESULT_COUNTED && opts->part_n > 0)
		yaml_part(ys, r, opts);
	/* a variant rule's conflict is in the message alone */
	if (r->has_conflict && !r->conflict_is_rule) {
		yaml_scalar(ys, "conflicts", false);
		yaml_conflict(ys, &r->puzzle->shape, &r->conflict);
	}
	if (r->status == RESULT_UNSOLVABLE || r->status == RESULT_INVALID ||
	    r->status == RESULT_NOT_VALID) {
		yaml_scalar(ys, "message", false);
		yaml_scalar(ys, r->why.message, true);
	}
}

static void
yaml_tenths(struct yaml_state *ys, int tenths)
{
	char	text[16];

	rate_format(tenths, text);
	yaml_scalar(ys, text, false);
}

/*
 * rating: {er: 7.1, ep: 1.2, ed: 1.2}, or {er: ">7.0"} when --max-rating
 * stopped it; then the hardest technique and the steps of each.
 */
static void
yaml_rating(struct yaml_state *ys, const struct rating *rt)
{
	char	text[20];

	yaml_scalar(ys, "rating", false);
	yaml_begin(ys, true, true);
	yaml_scalar(ys, "er", false);
	if (rt->capped) {
		char	cap[16];

		rate_format(rt->cap, cap);
		snprintf(text, sizeof text, ">%s", cap);
		yaml_scalar(ys, text, true);
	} else
		yaml_tenths(ys, rt->er);
	if (!rt->capped || rt->ep != 0) {
		yaml_scalar(ys, "ep", false);
		yaml_tenths(ys, rt->ep);
	}
	if (!rt->capped || rt->ed != 0) {
		yaml_scalar(ys, "ed", false);
		yaml_tenths(ys, rt->ed);
	}
	yaml_end(ys, true);
	if (rt->stuck) {
		yaml_scalar(ys, "stuck", false);
		yaml_scalar(ys, "true", false);
	}
	if (rt->hardest != NULL && !rt->capped) {
		yaml_scalar(ys, "hardest", false);
		yaml_scalar(ys, rt->hardest, true);
	}
	yaml_scalar(ys, "steps", false);
	yaml_number(ys, (unsigned long long)rt->nsteps);
	yaml_scalar(ys, "techniques", false);
	yaml_begin(ys, false, false);
	for (int i = 0; i < rt->nuses; i++) {
		yaml_begin(ys, true, true);
		yaml_scalar(ys, "name", false);
		yaml_scalar(ys, rt->uses[i].name, true);
		yaml_scalar(ys, "rating", false);
		yaml_tenths(ys, rt->uses[i].rating);
		yaml_scalar(ys, "steps", false);
		yaml_number(ys, (unsigned long long)rt->uses[i].count);
		yaml_end(ys, true);
	}
	yaml_end(ys, false);
}

static void
yaml_cell(struct yaml_state *ys, int cell)
{
	char	name[5];

	step_cell_name(cell, name);
	yaml_scalar(ys, name, false);
}

/* A list of {cell: r5c8, digit: 4}: a step's placements or eliminations. */
static void
yaml_cell_digits(struct yaml_state *ys, const char *key,
    const struct step *s, bool placements)
{
	yaml_scalar(ys, key, false);
	yaml_begin(ys, false, false);
	for (int i = 0; placements && i < s->nplace; i++) {
		yaml_begin(ys, true, true);
		yaml_scalar(ys, "cell", false);
		yaml_cell(ys, s->place[i].cell);
		yaml_scalar(ys, "digit", false);
		yaml_number(ys, s->place[i].digit);
		yaml_end(ys, true);
	}
	for (int c = 0; !placements && c < 81; c++)
		for (int d = 1; d <= 9; d++)
			if (s->elim[c] & (1u << (d - 1))) {
				yaml_begin(ys, true, true);
				yaml_scalar(ys, "cell", false);
				yaml_cell(ys, c);
				yaml_scalar(ys, "digit", false);
				yaml_number(ys, (unsigned long long)d);
				yaml_end(ys, true);
			}
	yaml_end(ys, false);
}

/* "b1", "r2", "c5": the units of hgrid's order (boxes, rows, columns). */
static void
yaml_unit(struct yaml_state *ys, int unit)
{
	char	name[3] = { "brc"[unit / 9], (char)('1' + unit % 9), '\0' };

	yaml_scalar(ys, name, false);
}

/*
 * One step as data, enough to replay and draw it: what it is, its
 * rating, the pattern (cells, units, digits), what it places and removes,
 * and the line explain prints.
 */
static void
yaml_step(struct yaml_state *ys, const struct step *s)
{
	char	line[1024];

	yaml_begin(ys, true, false);
	yaml_scalar(ys, "technique", false);
	yaml_scalar(ys, step_name(s), true);
	yaml_scalar(ys, "rating", false);
	yaml_tenths(ys, s->rating);
	yaml_scalar(ys, "cells", false);
	yaml_begin(ys, false, true);
	for (int i = 0; i < s->ncells; i++)
		yaml_cell(ys, s->cells[i]);
	yaml_end(ys, false);
	yaml_scalar(ys, "units", false);
	yaml_begin(ys, false, true);
	for (int i = 0; i < s->nunits; i++)
		yaml_unit(ys, s->units[i]);
	yaml_end(ys, false);
	yaml_scalar(ys, "digits", false);
	yaml_begin(ys, false, true);
	for (int d = 1; d <= 9; d++)
		if (s->digits & (1u << (d - 1)))
			yaml_number(ys, (unsigned long long)d);
	yaml_end(ys, false);
	yaml_cell_digits(ys, "placements", s, true);
	yaml_cell_digits(ys, "eliminations", s, false);
	yaml_scalar(ys, "text", false);
	yaml_scalar(ys, s->text, true);
	path_step_line(s, line, sizeof line);
	yaml_scalar(ys, "line", false);
	yaml_scalar(ys, line, true);
	yaml_end(ys, true);
}

static void
yaml_path(struct yaml_state *ys, const struct path *p)
{
	if (p->stuck) {
		yaml_scalar(ys, "stuck", false);
		yaml_scalar(ys, "true", false);
	}
	/* "path", not "steps": rate's steps is a number */
	yaml_scalar(ys, "path", false);
	yaml_begin(ys, false, false);
	for (int i = 0; i < p->nsteps; i++)
		yaml_step(ys, &p->steps[i]);
	yaml_end(ys, false);
}

/* The rest of an unread puzzle's document: status and message. */
static void
yaml_unread(struct yaml_state *ys, const struct result *r)
{
	yaml_scalar(ys, "status", false);
	yaml_scalar(ys, status_names[r->status], false);
	yaml_scalar(ys, "message", false);
	yaml_scalar(ys, r->why.message, true);
}

static void
yaml_document(struct yaml_state *ys, const struct result *r,
    const struct run_options *opts)
{
	bool	solved = r->status == RESULT_SOLVED ||
		    (r->status == RESULT_COUNTED && r->count > 0) ||
		    r->status == RESULT_VALID || r->status == RESULT_EXPLAINED;

	yaml_begin(ys, true, false);
	yaml_source(ys, r->puzzle);
	yaml_scalar(ys, "notation", false);
	yaml_scalar(ys, r->puzzle->notation->name, false);
	if (r->unread) {
		/* where it is and what is wrong: no givens were read */
		yaml_unread(ys, r);
		yaml_end(ys, true);
		return;
	}
	yaml_shape(ys, &r->puzzle->shape);
	yaml_scalar(ys, "givens", false);
	yaml_givens(ys, r->puzzle);
	yaml_scalar(ys, "status", false);
	yaml_scalar(ys, status_names[r->status], false);
	if (solved) {
		yaml_scalar(ys, "solution", false);
		yaml_solution(ys, r);
	}
	yaml_outcome(ys, r, opts);
	if (r->status == RESULT_RATED)
		yaml_rating(ys, &r->rating);
	if (r->status == RESULT_EXPLAINED)
		yaml_path(ys, &r->path);
	if (r->status == RESULT_CANDIDATES)
		yaml_candidates(ys, r);
	if (solved && r->has_tiling) {
		yaml_scalar(ys, "dominoes", false);
		yaml_dominoes(ys, r);
	}
	if (r->status != RESULT_CONVERTED) {
		yaml_scalar(ys, "stats", false);
		yaml_begin(ys, true, true);
		yaml_scalar(ys, "guesses", false);
		yaml_number(ys, r->guesses);
		yaml_scalar(ys, "microseconds", false);
		yaml_number(ys, r->micros);
		yaml_end(ys, true);
	}
	yaml_end(ys, true);
}

/* The dominoes a generated Sudominoku case places. */
static void
yaml_placed(struct yaml_state *ys, const struct domino_set *set)
{
	int	i;

	yaml_begin(ys, false, false);
	for (i = 0; i < set->count; i++) {
		yaml_begin(ys, true, true);
		yaml_scalar(ys, "cells", false);
		yaml_cells(ys, set->placed[i].cell[0], set->placed[i].cell[1]);
		yaml_scalar(ys, "digits", false);
		yaml_begin(ys, false, true);
		yaml_number(ys, set->placed[i].digit[0]);
		yaml_number(ys, set->placed[i].digit[1]);
		yaml_end(ys, false);
		yaml_end(ys, true);
	}
	yaml_end(ys, false);
}

/*
 * A generated puzzle: where it comes from (seed and index make it again),
 * the puzzle and its solution.  Nothing timed: the same seed gives the
 * same bytes.
 */
static void
yaml_generated_document(struct yaml_state *ys, const struct result *r,
    const struct run_options *opts)
{
	const struct gen_puzzle	*g = r->generated;
	bool			 sudominoku;

	sudominoku = r->puzzle->rules == RULES_SUDOMINOKU;
	yaml_begin(ys, true, false);
	yaml_scalar(ys, "seed", false);
	yaml_number(ys, g->seed);
	yaml_scalar(ys, "index", false);
	yaml_number(ys, g->index);
	yaml_scalar(ys, "notation", false);
	yaml_scalar(ys, r->puzzle->notation->name, false);
	if (opts->pattern_file != NULL) {
		yaml_scalar(ys, "pattern", false);
		yaml_scalar(ys, opts->pattern_file, true);
	} else if (!sudominoku) {
		yaml_scalar(ys, "symmetry", false);
		yaml_scalar(ys, symmetry_names[g->symmetry], false);
	}
	yaml_scalar(ys, "minimal", false);
	yaml_scalar(ys, opts->no_minimal || sudominoku ? "false" : "true",
	    false);
	yaml_scalar(ys, "givens", false);
	yaml_grid_line(ys, &r->puzzle->givens);
	yaml_scalar(ys, "given_cells", false);
	yaml_number(ys, (unsigned long long)grid_count_givens(
	    &r->puzzle->givens));
	if (g->rated) {
		/* what --rating kept it for: the three numbers rate prints */
		yaml_scalar(ys, "rating", false);
		yaml_begin(ys, true, true);
		yaml_scalar(ys, "er", false);
		yaml_tenths(ys, g->er);
		yaml_scalar(ys, "ep", false);
		yaml_tenths(ys, g->ep);
		yaml_scalar(ys, "ed", false);
		yaml_tenths(ys, g->ed);
		yaml_end(ys, true);
	}
	if (sudominoku) {
		yaml_scalar(ys, "placed", false);
		yaml_placed(ys, &r->puzzle->dominoes);
	}
	yaml_scalar(ys, "status", false);
	yaml_scalar(ys, status_names[r->status], false);
	yaml_scalar(ys, "solution", false);
	yaml_grid(ys, &r->solution);
	if (r->has_tiling) {
		yaml_scalar(ys, "dominoes", false);
		yaml_dominoes(ys, r);
	}
	yaml_scalar(ys, "draws", false);
	yaml_number(ys, g->draws);
	yaml_end(ys, true);
}

static void
yaml_write(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	struct yaml_state	ys;
	yaml_event_t		e;

	ys.out = out;
	if (!yaml_emitter_initialize(&ys.emitter)) {
		out->error = ENOMEM;
		return;
	}
	yaml_emitter_set_output(&ys.emitter, yaml_write_handler, out);
	yaml_emitter_set_unicode(&ys.emitter, 1);
	yaml_emitter_set_width(&ys.emitter, 120);
	yaml_put(&ys, &e, yaml_stream_start_event_initialize(&e,
	    YAML_UTF8_ENCODING));
	yaml_put(&ys, &e, yaml_document_start_event_initialize(&e, NULL, NULL,
	    NULL, 0));
	if (r->status == RESULT_GENERATED)
		yaml_generated_document(&ys, r, opts);
	else
		yaml_document(&ys, r, opts);
	yaml_put(&ys, &e, yaml_document_end_event_initialize(&e, 1));
	yaml_put(&ys, &e, yaml_stream_end_event_initialize(&e));
	if (ys.out->error == 0 && !yaml_emitter_flush(&ys.emitter))
		out->error = EIO;
	yaml_emitter_delete(&ys.emitter);
	out->records++;
}

const struct format format_yaml = {
	"yaml", NULL, yaml_write, NULL
};
