/*
 * The lexicographically smallest solution, on top of any engine.
 *
 * Row-major backtracking finds it first but can take billions of nodes on
 * puzzles built against it (the one whose first row solves to 987654321).
 * Instead: find any solution W; if it is the only one, it is the answer.
 * Otherwise fix the cells in row-major order: for each cell not yet fixed,
 * try the digits below W's digit in ascending order, asking the engine
 * whether the puzzle with that digit placed is solvable; the first yes is
 * fixed and its solution becomes W; if none is, W's digit is right.  W is
 * always a solution that agrees with every fixed cell, so the loop ends
 * with it, after at most 81 solvable and 648 unsolvable questions.
 *
 * Fixed digits are passed as the query's required cells, not as givens,
 * so the same loop serves engines where a given means more than a digit
 * (a Sudominoku given is also covered by its domino).
 */
#include "engine/engine.h"

static bool
lexmin_ask(engine_fn *engine, const struct engine_query *base,
    const struct grid *fixed, struct engine_answer *answer,
    uint64_t *guesses)
{
	struct engine_query	query = *base;

	query.limit = 1;
	query.require = fixed;
	engine(&query, answer);
	*guesses += answer->guesses;
	return answer->count > 0;
}

/*
 * Tries digits below best's at cell; on a yes, best becomes that solution.
 * A digit a fixed peer holds is no question worth an engine call.  (In
 * Sudominoku a domino's digit may sit beside the same digit, but never in
 * the same house, so the rule holds there too.)
 */
static void
lexmin_lower(engine_fn *engine, const struct engine_query *base,
    struct grid *fixed, int cell, struct engine_answer *best,
    uint64_t *guesses)
{
	struct engine_answer	trial;
	unsigned		taken = grid_peer_digits(fixed, cell);
	int			digit;

	for (digit = 1; digit < best->solution.cell[cell]; digit++) {
		if (taken & (1u << digit))
			continue;
		fixed->cell[cell] = (uint8_t)digit;
		if (lexmin_ask(engine, base, fixed, &trial, guesses)) {
			*best = trial;
			return;
		}
		if (trial.interrupted)
			break;
	}
	fixed->cell[cell] = best->solution.cell[cell];
}

void
lexmin_solve(engine_fn *engine, const struct engine_query *base,
    struct engine_answer *answer)
{
	struct engine_query	query = *base;
	struct grid		fixed = *base->givens;
	uint64_t		guesses;
	int			cell;

	query.limit = 2;
	engine(&query, answer);
	if (answer->count < 2 || answer->interrupted)
		return;
	guesses = answer->guesses;
	for (cell = 0; cell < GRID_CELLS; cell++) {
		if (fixed.cell[cell] != 0)
			continue;
		lexmin_lower(engine, base, &fixed, cell, answer, &guesses);
		if (base->interrupt != NULL && *base->interrupt != 0) {
			answer->interrupted = true;
			break;
		}
	}
	answer->count = 1;
	answer->guesses = guesses;
}
