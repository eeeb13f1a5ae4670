/*
 * One puzzle in, one result out, for every mode: the part of a command that
 * neither reads nor writes.  count and verify are solve with the mode preset,
 * so they all come through here.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/clock.h"
#include "engine/engine.h"
#include "generate/minimal.h"
#include "output/result.h"
#include "model/symmetry.h"

/*
 * Sudominoku cases are numbered in the judge's output ("Puzzle k"), so
 * their messages say which case as well as where it starts.
 */
static void
solve_set(struct result *r, enum result_status status,
    const struct puzzle *p, const char *message)
{
	r->status = status;
	if (message == NULL)
		return;
	if (p->rules == RULES_SUDOMINOKU)
		diag_set(&r->why, p->file, p->line, 0, "puzzle %lu: %s",
		    p->ordinal, message);
	else
		diag_set(&r->why, p->file, p->line, 0, "%s", message);
}

/* No memory to work on the puzzle: said at its place, and the run fails. */
static void
solve_no_memory(struct result *r, const struct puzzle *p)
{
	solve_set(r, RESULT_INVALID, p, "out of memory");
	r->why.no_memory = true;
}

static engine_fn *
solve_engine_for(const struct puzzle *p)
{
	return p->rules == RULES_SUDOMINOKU ?
	    engine_sudominoku_solve : engine_bitboard_solve;
}

static struct engine_query
solve_query(const struct run_options *opts, const struct puzzle *p,
    count_t limit)
{
	struct engine_query	q;

	q.givens = &p->givens;
	q.limit = limit;
	q.interrupt = opts->interrupt;
	q.require = NULL;
	q.forbid = NULL;
	q.allowed = NULL;
	q.dominoes = p->rules == RULES_SUDOMINOKU ? &p->dominoes :
	    NULL;
	q.progress = opts->count_progress;
	q.progress_ctx = opts->progress_ctx;
	q.split_part = false;
	return q;
}

/* Givens that break the rules are reported as such, before any search. */
static bool
solve_check_givens(struct result *r, const struct puzzle *p,
    enum result_status status)
{
	char	text[96], shown[8];

	if (!grid_find_conflict(&p->givens, &r->conflict))
		return true;
	r->has_conflict = true;
	notation_symbol(p->notation, r->conflict.digit, shown);
	conflict_describe(&r->conflict, shown, text, sizeof text);
	solve_set(r, status, p, text);
	return false;
}

static void
solve_take_solution(struct result *r, const struct puzzle *p,
    const struct engine_answer *answer)
{
	r->solution = answer->solution;
	r->has_tiling = p->rules == RULES_SUDOMINOKU;
	if (r->has_tiling)
		r->tiling = answer->tiling;
}

/*
 * A count that may be long goes to the threads only once a first try has
 * found it is: most puzzles are done before the threads would have started.
 */
static void
solve_count_split(const struct run_options *opts, struct engine_query *query,
    engine_fn *engine, struct engine_answer *answer)
{
	count_t	limit = query->limit;

	if (limit > SPLIT_PROBE)
		query->limit = SPLIT_PROBE;
	engine(query, answer);
	query->limit = limit;
	if (answer->count < SPLIT_PROBE || limit == SPLIT_PROBE ||
	    answer->interrupted)
		return;
	if (split_count(engine, query, opts->split_threads, answer) < 0)
		engine(query, answer);
}

/*
 * Only the grids of one part, however many threads: false if memory ran
 * out for them.
 */
static bool
solve_count_part(const struct run_options *opts, const struct puzzle *p,
    struct engine_answer *answer)
{
	struct engine_query	query = solve_query(opts, p, COUNT_MAX);

	return split_count_part(solve_engine_for(p), &query, opts->part_k,
	    opts->part_n, opts->split_threads > 1 ? opts->split_threads : 1,
	    answer) == 0;
}

static void
solve_search(const struct run_options *opts, const struct puzzle *p,
    count_t limit, struct engine_answer *answer)
{
	struct engine_query	query = solve_query(opts, p, limit);

	if (opts->mode == MODE_LEXICOGRAPHIC)
		lexmin_solve(solve_engine_for(p), &query, answer);
	else if (opts->mode == MODE_COUNT_ALL && opts->split_threads > 1)
		solve_count_split(opts, &query, solve_engine_for(p), answer);
	else
		solve_engine_for(p)(&query, answer);
}

/*
 * Givens that break the rules have no solution, so they are looked for
 * only when the engine found none: the common case pays nothing for it.
 */
static void
solve_first(const struct run_options *opts, const struct puzzle *p,
    struct result *r)
{
	struct engine_answer	answer;

	solve_search(opts, p, 1, &answer);
	r->guesses = answer.guesses;
	r->interrupted = answer.interrupted;
	if (answer.count == 0) {
		if (solve_check_givens(r, p, RESULT_INVALID))
			solve_set(r, RESULT_UNSOLVABLE, p, "no solution");
		return;
	}
	solve_take_solution(r, p, &answer);
	solve_set(r, RESULT_SOLVED, p, NULL);
}

static void
solve_count(const struct run_options *opts, const struct puzzle *p,
    struct result *r)
{
	struct engine_answer	answer;

	if (opts->part_n > 0) {
		if (!solve_count_part(opts, p, &answer)) {
			solve_no_memory(r, p);
			return;
		}
	} else
		solve_search(opts, p, opts->limit, &answer);
	/* counted all the same: none (out/plain.c writes its 0) */
	if (answer.count == 0 && !solve_check_givens(r, p, RESULT_INVALID)) {
		r->count_complete = true;
		return;
	}
	r->guesses = answer.guesses;
	r->count = answer.count;
	r->interrupted = answer.interrupted;
	r->count_complete = answer.count < opts->limit && !answer.interrupted;
	if (answer.count > 0)
		solve_take_solution(r, p, &answer);
	solve_set(r, RESULT_COUNTED, p, NULL);
}

/* A Sudominoku answer must also be laid out by the unplaced dominoes. */
static bool
solve_can_tile(const struct run_options *opts, const struct puzzle *p,
    const struct puzzle *claimed, struct result *r)
{
	struct engine_query	query = solve_query(opts, p, 1);
	struct engine_answer	answer;

	query.require = &claimed->givens;
	engine_sudominoku_solve(&query, &answer);
	r->interrupted = answer.interrupted;
	return answer.count > 0;
}

/* Verification of a claimed completion: the judge for "any solution". */
static void
solve_verify_claim(const struct run_options *opts, const struct puzzle *p,
    const struct puzzle *claimed, struct result *r)
{
	char	text[96], name[3], shown[8], given[8];
	int	cell;

	if (!solve_check_givens(r, p, RESULT_NOT_VALID))
		return;
	if (claimed->shape.side != GRID_SIDE) {
		/* its cells are not in givens: no cell to compare */
		r->status = RESULT_NOT_VALID;
		diag_set(&r->why, claimed->file, claimed->line, 0,
		    "solution is a %dx%d board, the puzzle %dx%d",
		    claimed->shape.side, claimed->shape.side, GRID_SIDE,
		    GRID_SIDE);
		return;
	}
	r->solution = claimed->givens;
	r->solution_is_claim = true;
	cell = grid_first_mismatch(&p->givens, &claimed->givens);
	if (cell >= 0) {
		grid_cell_name(cell, name);
		notation_symbol(claimed->notation, claimed->givens.cell[cell],
		    shown);
		notation_symbol(p->notation, p->givens.cell[cell], given);
		r->status = RESULT_NOT_VALID;
		if (claimed->givens.cell[cell] == 0)
			diag_set(&r->why, claimed->file, claimed->line, 0,
			    "solution leaves %s blank", name);
		else
			diag_set(&r->why, claimed->file, claimed->line, 0,
			    "solution has %s at %s, where the puzzle gives %s",
			    shown, name, given);
		return;
	}
	if (grid_find_conflict(&claimed->givens, &r->conflict)) {
		r->has_conflict = true;
		notation_symbol(claimed->notation, r->conflict.digit, shown);
		conflict_describe(&r->conflict, shown, text, sizeof text);
		r->status = RESULT_NOT_VALID;
		diag_set(&r->why, claimed->file, claimed->line, 0,
		    "solution breaks the rules: %s", text);
		return;
	}
	if (p->rules == RULES_SUDOMINOKU &&
	    !solve_can_tile(opts, p, claimed, r)) {
		r->status = RESULT_NOT_VALID;
		diag_set(&r->why, claimed->file, claimed->line, 0,
		    "no tiling with the remaining dominoes gives this grid");
		return;
	}
	r->status = RESULT_VALID;
}

/* verify --symmetry: every orbit given whole or not at all. */
static bool
solve_symmetric(const struct run_options *opts, const struct puzzle *p,
    struct result *r)
{
	struct orbits	o;
	char		given[3], blank[3], text[96];
	int		g, b;

	if (opts->symmetry == SYMMETRY_NONE ||
	    p->rules == RULES_SUDOMINOKU)
		return true;
	symmetry_orbits((enum symmetry)opts->symmetry, &o);
	if (!symmetry_broken(&o, &p->givens, &g, &b))
		return true;
	grid_cell_name(g, given);
	grid_cell_name(b, blank);
	snprintf(text, sizeof text, "not %s-symmetric: %s is given, %s is "
	    "blank", symmetry_names[opts->symmetry], given, blank);
	solve_set(r, RESULT_NOT_VALID, p, text);
	return false;
}

/*
 * verify --minimal of a unique puzzle: no given (no orbit of givens under
 * --symmetry, no placed domino in Sudominoku) can go.
 */
static bool
solve_minimal(const struct run_options *opts, const struct puzzle *p,
    const struct grid *solution, struct result *r)
{
	struct orbits		o;
	const struct domino	*dm;
	enum minimal_answer	ans;
	char			cells[48], a[3], b[3], text[96];
	int			k;

	if (!opts->minimal)
		return true;
	if (p->rules == RULES_SUDOMINOKU) {
		ans = minimal_find_domino(&p->givens, &p->dominoes,
		    opts->interrupt, &k);
		if (ans == MINIMAL_REMOVABLE) {
			dm = &p->dominoes.placed[k];
			grid_cell_name(dm->cell[0], a);
			grid_cell_name(dm->cell[1], b);
			snprintf(cells, sizeof cells, "the domino %d %s %d %s",
			    dm->digit[0], a, dm->digit[1], b);
		}
	} else {
		symmetry_orbits((enum symmetry)opts->symmetry, &o);
		ans = minimal_find(&p->givens, solution, &o, opts->interrupt,
		    &k);
		if (ans == MINIMAL_REMOVABLE)
			symmetry_name_orbit(&o, k, cells, sizeof cells);
	}
	if (ans == MINIMAL_KEEP)
		return true;
	r->interrupted = ans == MINIMAL_INTERRUPTED;
	snprintf(text, sizeof text, "not minimal: %s can go", cells);
	solve_set(r, RESULT_NOT_VALID, p, r->interrupted ? NULL : text);
	return false;
}

/*
 * A complete grid is valid when it obeys the rules; a partial one when its
 * givens are consistent and it has exactly one solution.
 */
static void
solve_verify(const struct run_options *opts, const struct puzzle *p,
    struct result *r)
{
	struct engine_query	query = solve_query(opts, p, 2);
	struct engine_answer	answer;

	if (!solve_check_givens(r, p, RESULT_NOT_VALID))
		return;
	if (!solve_symmetric(opts, p, r))
		return;
	if (grid_is_complete(&p->givens)) {
		r->solution = p->givens;
		if (solve_minimal(opts, p, &p->givens, r))
			r->status = RESULT_VALID;
		return;
	}
	solve_engine_for(p)(&query, &answer);
	r->guesses = answer.guesses;
	r->interrupted = answer.interrupted;
	r->count = answer.count;
	r->count_complete = answer.count < 2 && !answer.interrupted;
	if (answer.count == 0)
		solve_set(r, RESULT_NOT_VALID, p, "no solution");
	else if (answer.count > 1)
		solve_set(r, RESULT_NOT_VALID, p, "more than one solution");
	else {
		solve_take_solution(r, p, &answer);
		if (solve_minimal(opts, p, &answer.solution, r))
			r->status = RESULT_VALID;
	}
}

/*
 * Why a position has no solution within its candidates: the placed
 * digits' own solutions, looked for again without them.
 */
static const char *
solve_cand_why(struct engine_query *query)
{
	struct engine_answer	answer;

	query->allowed = NULL;
	engine_bitboard_solve(query, &answer);
	if (answer.interrupted || answer.count == 0)
		return "no solution";
	return answer.count == 1 ? "the candidates rule out the solution" :
	    "the candidates rule out every solution";
}

/*
 * A rating needs the puzzle to have exactly one solution, as verify
 * checks it: the uniqueness techniques take it for granted.  So do explain
 * and hint, which walk the same path and keep its steps.
 */
static void
solve_rate(const struct run_options *opts, const struct puzzle *p,
    struct human_ctx *scratch, struct result *r)
{
	struct engine_query	query = solve_query(opts, p, 2);
	struct engine_answer	answer;
	struct human_ctx	own, *ctx = scratch != NULL ? scratch : &own;
	int			rc = 0;
	uint16_t		 marks[GRID_CELLS];
	const uint16_t		*cand = NULL;

	if (p->rules == RULES_SUDOMINOKU) {
		solve_set(r, RESULT_INVALID, p, opts->mode == MODE_RATE ?
		    "rate takes classic Sudoku, not sudominoku" :
		    opts->mode == MODE_HINT ?
		    "hint takes classic Sudoku, not sudominoku" :
		    "explain takes classic Sudoku, not sudominoku");
		return;
	}
	if (!solve_check_givens(r, p, RESULT_NOT_VALID))
		return;
	/* a position's solutions are those within its candidates */
	if (p->marks) {
		candidates_of_puzzle(p, marks);
		cand = marks;
		query.allowed = cand;
	}
	engine_bitboard_solve(&query, &answer);
	r->guesses = answer.guesses;
	r->interrupted = answer.interrupted;
	if (answer.interrupted)
		return;
	if (answer.count != 1) {
		solve_set(r, RESULT_NOT_VALID, p, cand == NULL ?
		    (answer.count > 1 ? "more than one solution" :
		    "no solution") : answer.count > 1 ? "more than one "
		    "solution within its candidates" : solve_cand_why(&query));
		return;
	}
	r->solution = answer.solution;
	if (scratch == NULL && human_ctx_init(&own) < 0) {
		solve_no_memory(r, p);
		return;
	}
	ctx->interrupt = opts->interrupt;
	ctx->progress = opts->human_progress;
	ctx->progress_ctx = opts->progress_ctx;
	if (opts->mode == MODE_RATE) {
		rate_position(&p->givens, cand, opts->max_rating, ctx,
		    &r->rating);
		r->interrupted = r->rating.interrupted;
		r->status = RESULT_RATED;
	} else {
		rc = path_solve(&p->givens, cand,
		    opts->mode == MODE_HINT ? 1 : 0, ctx, &r->path);
		r->interrupted = r->path.interrupted;
		r->status = RESULT_EXPLAINED;
	}
	if (scratch == NULL)
		human_ctx_free(&own);
	if (rc < 0)
		solve_no_memory(r, p);
}

/*
 * A notation whose puzzles say more than their givens (sudominoku's
 * dominoes) is written only from puzzles read in it: from any other the
 * givens alone would make a different puzzle, or none at all.
 */
static void
solve_convert(const struct run_options *opts, const struct puzzle *p,
    struct result *r)
{
	const struct notation	*to = opts->to_notation;

	r->solution = p->givens;
	r->status = RESULT_CONVERTED;
	if (to == NULL || to->write_puzzle == NULL || p->notation == to)
		return;
	r->status = RESULT_INVALID;
	diag_set(&r->why, p->file, p->line, 0, "a %s puzzle has no dominoes: "
	    "only %s cases convert to %s", p->notation->name, to->name,
	    to->name);
}

const uint8_t *
result_cells(const struct result *r)
{
	return r->puzzle->shape.side == GRID_SIDE ? r->solution.cell :
	    r->board->cell;
}

void
result_free(struct result *r)
{
	free(r->board);
	r->board = NULL;
	path_free(&r->path);
}

/*
 * Plain output writes grids in a notation, which may not have symbols for
 * the board's size: said before any work is done on the puzzle.
 */
static bool
solve_can_write(const struct run_options *opts, const struct puzzle *p,
    struct result *r)
{
	const struct notation	*to = opts->to_notation != NULL ?
				    opts->to_notation : p->notation;

	if (opts->format != &format_plain || to == NULL ||
	    (opts->mode != MODE_FIRST && opts->mode != MODE_LEXICOGRAPHIC &&
	    opts->mode != MODE_CONVERT) || notation_writes(to, &p->shape))
		return true;
	r->status = RESULT_INVALID;
	diag_set(&r->why, p->file, p->line, 0, "%s notation cannot write a "
	    "%dx%d board with %dx%d boxes", to->name, p->shape.side,
	    p->shape.side, p->shape.box_rows, p->shape.box_cols);
	return false;
}

static void
solve_reset(const struct puzzle *p, struct result *r)
{
	r->puzzle = p;
	r->has_tiling = false;
	r->has_conflict = false;
	r->solution_is_claim = false;
	r->unread = false;
	r->count = 0;
	r->count_complete = false;
	r->interrupted = false;
	r->guesses = 0;
	r->micros = 0;
}

/*
 * verify --solution with no grid to check the puzzle against (missing,
 * unlabelled, unreadable): not valid, for the reason given, so that every
 * puzzle still gets its line.
 */
void
solve_no_claim(const struct run_options *opts, const struct puzzle *p,
    const struct diag *why, struct result *r)
{
	(void)opts;
	solve_reset(p, r);
	r->status = RESULT_NOT_VALID;
	r->why = *why;
}

/*
 * A puzzle its reader could not read: invalid, for the reason the reader
 * gave, so that it keeps its line (its document) in the output.
 */
void
solve_unread(const struct puzzle *p, const struct diag *why,
    struct result *r)
{
	solve_reset(p, r);
	r->status = RESULT_INVALID;
	r->unread = true;
	r->why = *why;
}

/*
 * A worker's scratch for solve_puzzle, kept from one puzzle to the next:
 * the human solver's (rate, explain, hint), whose chaining pools would
 * otherwise be allocated and faulted in again for every puzzle.  NULL
 * when the mode needs none, or memory runs out (each puzzle then makes
 * its own).
 */
struct human_ctx *
solve_scratch_new(const struct run_options *opts)
{
	struct human_ctx *ctx;

	if (opts->mode != MODE_RATE && opts->mode != MODE_EXPLAIN &&
	    opts->mode != MODE_HINT)
		return NULL;
	if ((ctx = malloc(sizeof(*ctx))) == NULL)
		return NULL;
	if (human_ctx_init(ctx) < 0) {
		free(ctx);
		return NULL;
	}
	return ctx;
}

void
solve_scratch_free(struct human_ctx *ctx)
{
	if (ctx == NULL)
		return;
	human_ctx_free(ctx);
	free(ctx);
}

/* scratch: solve_scratch_new's, or NULL */
void
solve_puzzle(const struct run_options *opts, const struct puzzle *p,
    const struct puzzle *claimed, struct human_ctx *scratch,
    struct result *r)
{
	uint64_t	start = opts->timing ? clock_micros() : 0;

	solve_reset(p, r);
	if (!solve_can_write(opts, p, r))
		return;
	if (!shape_is_classic(&p->shape)) {
		solve_board(opts, p, claimed, r);
		if (opts->timing)
			r->micros = clock_micros() - start;
		return;
	}
	switch (opts->mode) {
	case MODE_FIRST:
	case MODE_LEXICOGRAPHIC:
		solve_first(opts, p, r);
		break;
	case MODE_COUNT_ALL:
		solve_count(opts, p, r);
		break;
	case MODE_VERIFY:
		if (claimed != NULL)
			solve_verify_claim(opts, p, claimed, r);
		else
			solve_verify(opts, p, r);
		break;
	case MODE_CONVERT:
		solve_convert(opts, p, r);
		break;
	case MODE_RATE:
	case MODE_EXPLAIN:
	case MODE_HINT:
		solve_rate(opts, p, scratch, r);
		break;
	}
	if (opts->timing)
		r->micros = clock_micros() - start;
}
