/*
 * One puzzle of any shape but the classic 9x9 to one result: solve.c's
 * counterpart on the general engine (engine-general.h).  solve.c sends
 * every board whose boxes are not 3x3 here; the modes that only the 9x9
 * board has (rating, explaining, the 9x9 verify checks, count --part) say
 * so instead of answering.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine-general.h"
#include "output/result.h"
#include "model/symmetry.h"

/* The puzzle as a board: its own, or one made of a 9x9 puzzle's givens. */
static const struct board *
board_of(const struct puzzle *p, struct board *scratch)
{
	if (p->shape.side != GRID_SIDE)
		return p->board;
	board_init(scratch, &p->shape);
	memcpy(scratch->cell, p->givens.cell, GRID_CELLS);
	return scratch;
}

static void
board_set(struct result *r, enum result_status status,
    const struct puzzle *p, const char *message)
{
	r->status = status;
	if (message != NULL)
		diag_set(&r->why, p->file, p->line, 0, "%s", message);
}

/* The cells shown with the result, in the puzzle's shape. */
static bool
board_take(struct result *r, const uint8_t *cells, int n)
{
	if (n == GRID_CELLS) {
		memcpy(r->solution.cell, cells, GRID_CELLS);
		return true;
	}
	if (r->board == NULL && (r->board = malloc(sizeof *r->board)) == NULL)
		return false;
	memcpy(r->board->cell, cells, (size_t)n);
	return true;
}

static bool
board_check_givens(struct result *r, const struct puzzle *p,
    const struct board *b, enum result_status status)
{
	struct board_conflict	c;
	char			text[96], shown[8];

	if (!board_find_conflict(b, &c))
		return true;
	r->has_conflict = true;
	r->conflict.kind = (enum house_kind)c.kind;
	r->conflict.house = c.index;
	r->conflict.digit = c.symbol;
	r->conflict.first = c.first;
	r->conflict.second = c.second;
	notation_symbol(p->notation, c.symbol, shown);
	board_conflict_describe(&p->shape, &c, shown, text, sizeof text);
	board_set(r, status, p, text);
	return false;
}

static void
board_search(const struct run_options *opts, const struct board *b,
    count_t limit, struct general_answer *answer)
{
	struct general_query	q;

	memset(&q, 0, sizeof q);
	q.givens = b;
	q.limit = limit;
	q.interrupt = opts->interrupt;
	q.progress = opts->count_progress;
	q.progress_ctx = opts->progress_ctx;
	if (opts->mode == MODE_LEXICOGRAPHIC)
		engine_general_lexmin(&q, answer);
	else
		engine_general_solve(&q, answer);
}

/* No memory to work on the puzzle: said at its place, and the run fails. */
static void
board_no_memory(struct result *r, const struct puzzle *p)
{
	board_set(r, RESULT_INVALID, p, "out of memory");
	r->why.no_memory = true;
}

static void
board_first(const struct run_options *opts, const struct puzzle *p,
    const struct board *b, struct result *r, struct general_answer *a)
{
	board_search(opts, b, 1, a);
	r->guesses = a->guesses;
	r->interrupted = a->interrupted;
	if (a->out_of_memory)
		return board_no_memory(r, p);
	if (a->count == 0) {
		if (board_check_givens(r, p, b, RESULT_INVALID))
			board_set(r, RESULT_UNSOLVABLE, p, "no solution");
		return;
	}
	if (!board_take(r, a->solution.cell, p->shape.cells))
		return board_no_memory(r, p);
	board_set(r, RESULT_SOLVED, p, NULL);
}

static void
board_count(const struct run_options *opts, const struct puzzle *p,
    const struct board *b, struct result *r, struct general_answer *a)
{
	if (opts->part_n > 0) {
		board_set(r, RESULT_INVALID, p, "count --part takes 9x9 "
		    "boards of 3x3 boxes");
		return;
	}
	board_search(opts, b, opts->limit, a);
	if (a->out_of_memory)
		return board_no_memory(r, p);
	/* counted all the same: none (out-plain.c writes its 0) */
	if (a->count == 0 && !board_check_givens(r, p, b, RESULT_INVALID)) {
		r->count_complete = true;
		return;
	}
	r->guesses = a->guesses;
	r->count = a->count;
	r->interrupted = a->interrupted;
	r->count_complete = a->count < opts->limit && !a->interrupted;
	if (a->count > 0 && !board_take(r, a->solution.cell, p->shape.cells))
		return board_no_memory(r, p);
	board_set(r, RESULT_COUNTED, p, NULL);
}

/* verify --solution: the claimed board against the puzzle and the rules. */
static void
board_verify_claim(const struct puzzle *p, const struct board *b,
    const struct puzzle *claimed, struct result *r)
{
	struct board		 own;
	const struct board	*c;
	struct board_conflict	 conflict;
	char			 text[128], name[32], shown[8], given[8];
	int			 i;

	if (!board_check_givens(r, p, b, RESULT_NOT_VALID))
		return;
	if (claimed->shape.side != p->shape.side) {
		r->status = RESULT_NOT_VALID;
		diag_set(&r->why, claimed->file, claimed->line, 0,
		    "solution is a %dx%d board, the puzzle %dx%d",
		    claimed->shape.side, claimed->shape.side, p->shape.side,
		    p->shape.side);
		return;
	}
	own = *b;	/* the puzzle's shape, the claim's cells */
	memcpy(own.cell, puzzle_cells(claimed), (size_t)p->shape.cells);
	c = &own;
	if (!board_take(r, c->cell, p->shape.cells))
		return board_no_memory(r, p);
	r->solution_is_claim = true;
	r->status = RESULT_NOT_VALID;
	for (i = 0; i < p->shape.cells; i++) {
		if (c->cell[i] != 0 && (b->cell[i] == 0 ||
		    c->cell[i] == b->cell[i]))
			continue;
		board_cell_name(&p->shape, i, name, sizeof name);
		notation_symbol(claimed->notation, c->cell[i], shown);
		notation_symbol(p->notation, b->cell[i], given);
		if (c->cell[i] == 0)
			diag_set(&r->why, claimed->file, claimed->line, 0,
			    "solution leaves %s blank", name);
		else
			diag_set(&r->why, claimed->file, claimed->line, 0,
			    "solution has %s at %s, where the puzzle gives %s",
			    shown, name, given);
		return;
	}
	if (board_find_conflict(c, &conflict)) {
		notation_symbol(claimed->notation, conflict.symbol, shown);
		board_conflict_describe(&p->shape, &conflict, shown, text,
		    sizeof text);
		diag_set(&r->why, claimed->file, claimed->line, 0,
		    "solution breaks the rules: %s", text);
		return;
	}
	r->status = RESULT_VALID;
}

/* A complete board is valid when it obeys the rules, a partial one when
   it has exactly one solution. */
static void
board_verify(const struct run_options *opts, const struct puzzle *p,
    const struct board *b, struct result *r, struct general_answer *a)
{
	if (opts->minimal || opts->symmetry != SYMMETRY_NONE) {
		board_set(r, RESULT_INVALID, p, "verify --minimal and "
		    "--symmetry take 9x9 boards of 3x3 boxes");
		return;
	}
	if (!board_check_givens(r, p, b, RESULT_NOT_VALID))
		return;
	if (board_is_complete(b)) {
		if (!board_take(r, b->cell, p->shape.cells))
			return board_no_memory(r, p);
		r->status = RESULT_VALID;
		return;
	}
	board_search(opts, b, 2, a);
	r->guesses = a->guesses;
	r->interrupted = a->interrupted;
	if (a->out_of_memory)
		return board_no_memory(r, p);
	r->count = a->count;
	r->count_complete = a->count < 2 && !a->interrupted;
	if (a->count == 0)
		board_set(r, RESULT_NOT_VALID, p, "no solution");
	else if (a->count > 1)
		board_set(r, RESULT_NOT_VALID, p, "more than one solution");
	else if (!board_take(r, a->solution.cell, p->shape.cells))
		board_no_memory(r, p);
	else
		r->status = RESULT_VALID;
}

static void
board_refuse(const struct run_options *opts, const struct puzzle *p,
    struct result *r)
{
	char	text[96];

	snprintf(text, sizeof text, "%s takes 9x9 boards of 3x3 boxes, not "
	    "%dx%d with %dx%d boxes", opts->mode == MODE_RATE ? "rate" :
	    opts->mode == MODE_HINT ? "hint" : "explain", p->shape.side,
	    p->shape.side, p->shape.box_rows, p->shape.box_cols);
	board_set(r, RESULT_INVALID, p, text);
}

void
solve_board(const struct run_options *opts, const struct puzzle *p,
    const struct puzzle *claimed, struct result *r)
{
	struct board		 scratch;
	const struct board	*b = board_of(p, &scratch);
	struct general_answer	*a;

	if ((a = malloc(sizeof *a)) == NULL)
		return board_no_memory(r, p);
	switch (opts->mode) {
	case MODE_FIRST:
	case MODE_LEXICOGRAPHIC:
		board_first(opts, p, b, r, a);
		break;
	case MODE_COUNT_ALL:
		board_count(opts, p, b, r, a);
		break;
	case MODE_VERIFY:
		if (claimed != NULL)
			board_verify_claim(p, b, claimed, r);
		else
			board_verify(opts, p, b, r, a);
		break;
	case MODE_CONVERT:
		if (board_take(r, b->cell, p->shape.cells))
			r->status = RESULT_CONVERTED;
		else
			board_no_memory(r, p);
		break;
	case MODE_RATE:
	case MODE_EXPLAIN:
	case MODE_HINT:
		board_refuse(opts, p, r);
		break;
	}
	free(a);
}
