/*
 * One puzzle in, one result out, for every mode and every puzzle: the
 * part of a command that neither reads nor writes.  count and verify are
 * solve with the mode preset, so they all come through here.
 *
 * The engine is the puzzle's business, not the mode's: a classic 9x9
 * board (Sudominoku too) goes to the bitboard engines, which work on
 * struct grid; a board of any other shape to the general engine; a
 * puzzle with variant rules, of any shape, to the rules engine.  All of
 * it comes back the same way (solve_search), so each mode is written
 * once.  What only the 9x9 classic board has (the human solver, verify
 * --minimal and --symmetry, count --part) says so for other puzzles.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/clock.h"
#include "engine/engine.h"
#include "engine/engine-general.h"
#include "generate/minimal.h"
#include "output/result.h"
#include "model/symmetry.h"
#include "rules/rules.h"

/* What one search found, whatever engine ran it. */
struct found {
	count_t		count;
	bool		interrupted;
	bool		out_of_memory;
	uint64_t	guesses;
};

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

/* The 9x9 engines take it: a classic board, Sudominoku too. */
static bool
solve_is_grid(const struct puzzle *p)
{
	return shape_is_classic(&p->shape) && p->rules != RULES_VARIANT;
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

/*
 * The cells shown with the result, in the puzzle's shape: a 9x9 board's
 * in solution, any other's in *board (allocated the first time).
 */
static bool
solve_take(struct result *r, const uint8_t *cells, int n)
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

/*
 * The first rule the givens break, said at the puzzle: a digit twice in a
 * unit (r->conflict then says where, for pretty and yaml), or for a
 * variant any rule a partial grid can already break.  True if none.
 */
static bool
solve_check_givens(struct result *r, const struct puzzle *p,
    enum result_status status)
{
	struct board_conflict	c;
	const uint8_t		*cells = puzzle_cells(p);
	struct board		 b;
	char			 text[160], shown[8];

	if (solve_is_grid(p)) {
		if (!grid_find_conflict(&p->givens, &r->conflict))
			return true;
		r->has_conflict = true;
		notation_symbol(p->notation, r->conflict.digit, shown);
		conflict_describe(&r->conflict, shown, text, sizeof text);
		solve_set(r, status, p, text);
		return false;
	}
	if (p->rules == RULES_VARIANT) {
		if (rules_check(p->ruleset, &p->shape, cells, text,
		    sizeof text))
			return true;
		r->has_conflict = true;
		r->conflict_is_rule = true;
		solve_set(r, status, p, text);
		return false;
	}
	board_init(&b, &p->shape);
	memcpy(b.cell, cells, (size_t)p->shape.cells);
	if (!board_find_conflict(&b, &c))
		return true;
	r->has_conflict = true;
	r->conflict.kind = (enum house_kind)c.kind;
	r->conflict.house = c.index;
	r->conflict.digit = c.symbol;
	r->conflict.first = c.first;
	r->conflict.second = c.second;
	notation_symbol(p->notation, c.symbol, shown);
	board_conflict_describe(&p->shape, &c, shown, text, sizeof text);
	solve_set(r, status, p, text);
	return false;
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

/* The 9x9 engines: the search of the mode, count --part included. */
static void
solve_search_grid(const struct run_options *opts, const struct puzzle *p,
    count_t limit, struct result *r, struct found *f)
{
	struct engine_query	query = solve_query(opts, p, limit);
	struct engine_answer	answer;

	if (opts->mode == MODE_LEXICOGRAPHIC)
		lexmin_solve(solve_engine_for(p), &query, &answer);
	else if (opts->mode == MODE_COUNT_ALL && opts->part_n > 0)
		f->out_of_memory = split_count_part(solve_engine_for(p),
		    &query, opts->part_k, opts->part_n,
		    opts->split_threads > 1 ? opts->split_threads : 1,
		    &answer) < 0;
	else if (opts->mode == MODE_COUNT_ALL && opts->split_threads > 1)
		solve_count_split(opts, &query, solve_engine_for(p), &answer);
	else
		solve_engine_for(p)(&query, &answer);
	if (f->out_of_memory)
		return;
	f->count = answer.count;
	f->interrupted = answer.interrupted;
	f->guesses = answer.guesses;
	if (answer.count == 0)
		return;
	r->solution = answer.solution;
	r->has_tiling = p->rules == RULES_SUDOMINOKU;
	if (r->has_tiling)
		r->tiling = answer.tiling;
}

/* The general engines: every other shape, and every variant. */
static void
solve_search_board(const struct run_options *opts, const struct puzzle *p,
    count_t limit, struct result *r, struct found *f)
{
	struct general_query	 q;
	struct general_answer	*a;
	struct board		 givens;
	bool			 lex = opts->mode == MODE_LEXICOGRAPHIC;

	if ((a = malloc(sizeof *a)) == NULL) {
		f->out_of_memory = true;
		return;
	}
	board_init(&givens, &p->shape);
	memcpy(givens.cell, puzzle_cells(p), (size_t)p->shape.cells);
	memset(&q, 0, sizeof q);
	q.givens = &givens;
	q.limit = lex ? 1 : limit;
	q.interrupt = opts->interrupt;
	q.progress = opts->count_progress;
	q.progress_ctx = opts->progress_ctx;
	if (p->rules == RULES_VARIANT) {
		q.rules = p->ruleset;
		(lex ? engine_rules_lexmin : engine_rules_solve)(&q, a);
	} else
		(lex ? engine_general_lexmin : engine_general_solve)(&q, a);
	f->count = a->count;
	f->interrupted = a->interrupted;
	f->out_of_memory = a->out_of_memory;
	f->guesses = a->guesses;
	if (a->count > 0 && !solve_take(r, a->solution.cell, p->shape.cells))
		f->out_of_memory = true;
	free(a);
}

/*
 * A search of the puzzle by the engine it takes, the mode saying which
 * (the smallest solution, a count, count --part): the first solution
 * found into r, and what else was found into f.
 */
static void
solve_search(const struct run_options *opts, const struct puzzle *p,
    count_t limit, struct result *r, struct found *f)
{
	memset(f, 0, sizeof *f);
	if (solve_is_grid(p))
		solve_search_grid(opts, p, limit, r, f);
	else
		solve_search_board(opts, p, limit, r, f);
	r->guesses = f->guesses;
	r->interrupted = f->interrupted;
}

/*
 * Givens that break the rules have no solution, so they are looked for
 * only when the engine found none: the common case pays nothing for it.
 */
static void
solve_first(const struct run_options *opts, const struct puzzle *p,
    struct result *r)
{
	struct found	f;

	solve_search(opts, p, 1, r, &f);
	if (f.out_of_memory)
		return solve_no_memory(r, p);
	if (f.count == 0) {
		if (solve_check_givens(r, p, RESULT_INVALID))
			solve_set(r, RESULT_UNSOLVABLE, p, "no solution");
		return;
	}
	solve_set(r, RESULT_SOLVED, p, NULL);
}

/* What only the classic 9x9 board has: said, for others. */
static bool
solve_refuse(struct result *r, const struct puzzle *p, const char *what)
{
	char	text[160];

	if (solve_is_grid(p))
		return false;
	if (p->rules == RULES_VARIANT)
		snprintf(text, sizeof text, "%s takes classic Sudoku, not "
		    "variants", what);
	else
		snprintf(text, sizeof text, "%s takes 9x9 boards of 3x3 "
		    "boxes, not %dx%d with %dx%d boxes", what, p->shape.side,
		    p->shape.side, p->shape.box_rows, p->shape.box_cols);
	solve_set(r, RESULT_INVALID, p, text);
	return true;
}

static void
solve_count(const struct run_options *opts, const struct puzzle *p,
    struct result *r)
{
	struct found	f;

	if (opts->part_n > 0 && solve_refuse(r, p, "count --part"))
		return;
	solve_search(opts, p, opts->limit, r, &f);
	if (f.out_of_memory)
		return solve_no_memory(r, p);
	/* counted all the same: none (out/plain.c writes its 0) */
	if (f.count == 0 && !solve_check_givens(r, p, RESULT_INVALID)) {
		r->count_complete = true;
		return;
	}
	r->count = f.count;
	r->count_complete = f.count < opts->limit && !f.interrupted;
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

/* The claim keeps every given: false with why set where it does not. */
static bool
solve_claim_keeps(const struct puzzle *p, const struct puzzle *claimed,
    struct result *r)
{
	const uint8_t	*given = puzzle_cells(p), *claim = puzzle_cells(claimed);
	char		 name[32], shown[8], was[8];
	int		 i;

	for (i = 0; i < p->shape.cells; i++) {
		if (claim[i] != 0 && (given[i] == 0 || claim[i] == given[i]))
			continue;
		board_cell_name(&p->shape, i, name, sizeof name);
		notation_symbol(claimed->notation, claim[i], shown);
		notation_symbol(p->notation, given[i], was);
		if (claim[i] == 0)
			diag_set(&r->why, claimed->file, claimed->line, 0,
			    "solution leaves %s blank", name);
		else
			diag_set(&r->why, claimed->file, claimed->line, 0,
			    "solution has %s at %s, where the puzzle gives %s",
			    shown, name, was);
		return false;
	}
	return true;
}

/*
 * A claim of the puzzle's size that keeps its givens, against the rules:
 * false with why set at the claim when it breaks one.
 */
static bool
solve_claim_obeys(const struct puzzle *p, const struct puzzle *claimed,
    struct result *r)
{
	struct board_conflict	c;
	struct board		b;
	char			text[160], shown[8];

	if (p->rules == RULES_VARIANT) {
		if (rules_check(p->ruleset, &p->shape, puzzle_cells(claimed),
		    text, sizeof text))
			return true;
	} else if (solve_is_grid(p)) {
		if (!grid_find_conflict(&claimed->givens, &r->conflict))
			return true;
		r->has_conflict = true;
		notation_symbol(claimed->notation, r->conflict.digit, shown);
		conflict_describe(&r->conflict, shown, text, sizeof text);
	} else {
		board_init(&b, &p->shape);
		memcpy(b.cell, puzzle_cells(claimed), (size_t)p->shape.cells);
		if (!board_find_conflict(&b, &c))
			return true;
		notation_symbol(claimed->notation, c.symbol, shown);
		board_conflict_describe(&p->shape, &c, shown, text,
		    sizeof text);
	}
	diag_set(&r->why, claimed->file, claimed->line, 0,
	    "solution breaks the rules: %s", text);
	return false;
}

/* Verification of a claimed completion: the judge for "any solution". */
static void
solve_verify_claim(const struct run_options *opts, const struct puzzle *p,
    const struct puzzle *claimed, struct result *r)
{
	if (!solve_check_givens(r, p, RESULT_NOT_VALID))
		return;
	r->status = RESULT_NOT_VALID;
	if (claimed->shape.side != p->shape.side) {
		/* no cell to compare */
		diag_set(&r->why, claimed->file, claimed->line, 0,
		    "solution is a %dx%d board, the puzzle %dx%d",
		    claimed->shape.side, claimed->shape.side, p->shape.side,
		    p->shape.side);
		return;
	}
	if (!solve_take(r, puzzle_cells(claimed), p->shape.cells))
		return solve_no_memory(r, p);
	r->solution_is_claim = true;
	if (!solve_claim_keeps(p, claimed, r) ||
	    !solve_claim_obeys(p, claimed, r))
		return;
	if (p->rules == RULES_SUDOMINOKU &&
	    !solve_can_tile(opts, p, claimed, r)) {
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

/* Whether every cell of the puzzle is given. */
static bool
solve_is_complete(const struct puzzle *p)
{
	const uint8_t	*cells = puzzle_cells(p);
	int		 i;

	for (i = 0; i < p->shape.cells; i++)
		if (cells[i] == 0)
			return false;
	return true;
}

/*
 * A complete grid is valid when it obeys the rules; a partial one when its
 * givens are consistent and it has exactly one solution.
 */
static void
solve_verify(const struct run_options *opts, const struct puzzle *p,
    struct result *r)
{
	struct found	f;
	char		text[160];

	if ((opts->minimal || opts->symmetry != SYMMETRY_NONE) &&
	    solve_refuse(r, p, opts->minimal ? "verify --minimal" :
	    "verify --symmetry"))
		return;
	if (!solve_check_givens(r, p, RESULT_NOT_VALID))
		return;
	if (!solve_symmetric(opts, p, r))
		return;
	if (solve_is_complete(p)) {
		if (!solve_take(r, puzzle_cells(p), p->shape.cells))
			return solve_no_memory(r, p);
		/* a variant's sums and lines are for the whole grid */
		if (p->rules == RULES_VARIANT && !rules_check(p->ruleset,
		    &p->shape, puzzle_cells(p), text, sizeof text))
			return solve_set(r, RESULT_NOT_VALID, p, text);
		if (solve_minimal(opts, p, &p->givens, r))
			r->status = RESULT_VALID;
		return;
	}
	solve_search(opts, p, 2, r, &f);
	if (f.out_of_memory)
		return solve_no_memory(r, p);
	r->count = f.count;
	r->count_complete = f.count < 2 && !f.interrupted;
	if (f.count == 0)
		solve_set(r, RESULT_NOT_VALID, p, "no solution");
	else if (f.count > 1)
		solve_set(r, RESULT_NOT_VALID, p, "more than one solution");
	else if (solve_minimal(opts, p, &r->solution, r))
		r->status = RESULT_VALID;
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

static const char *
solve_mode_name(const struct run_options *opts)
{
	return opts->mode == MODE_RATE ? "rate" : opts->mode == MODE_HINT ?
	    "hint" : "explain";
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
	char			 text[96];

	if (solve_refuse(r, p, solve_mode_name(opts)))
		return;
	if (p->rules == RULES_SUDOMINOKU) {
		snprintf(text, sizeof text, "%s takes classic Sudoku, not "
		    "sudominoku", solve_mode_name(opts));
		return solve_set(r, RESULT_INVALID, p, text);
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

	if (!solve_take(r, puzzle_cells(p), p->shape.cells))
		return solve_no_memory(r, p);
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
	const char		*why;

	if (opts->format != &format_plain || to == NULL ||
	    (opts->mode != MODE_FIRST && opts->mode != MODE_LEXICOGRAPHIC &&
	    opts->mode != MODE_CONVERT))
		return true;
	if (!notation_writes(to, &p->shape)) {
		r->status = RESULT_INVALID;
		diag_set(&r->why, p->file, p->line, 0, "%s notation cannot "
		    "write a %dx%d board with %dx%d boxes", to->name,
		    p->shape.side, p->shape.side, p->shape.box_rows,
		    p->shape.box_cols);
		return false;
	}
	if (to->cannot_write == NULL || (why = to->cannot_write(p)) == NULL)
		return true;
	r->status = RESULT_INVALID;
	diag_set(&r->why, p->file, p->line, 0, "%s notation cannot write %s",
	    to->name, why);
	return false;
}

static void
solve_reset(const struct puzzle *p, struct result *r)
{
	r->puzzle = p;
	r->has_tiling = false;
	r->has_conflict = false;
	r->conflict_is_rule = false;
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
