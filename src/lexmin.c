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
 */
#include "engine.h"

static bool
lexmin_ask(engine_fn *engine, const struct grid *g,
    const volatile sig_atomic_t *interrupt, struct engine_answer *answer,
    uint64_t *guesses)
{
	struct engine_query	query = { g, 1, interrupt };

	engine(&query, answer);
	*guesses += answer->guesses;
	return answer->count > 0;
}

/* Tries digits below best's at cell; on a yes, best becomes that solution. */
static bool
lexmin_lower(engine_fn *engine, struct grid *fixed, int cell,
    struct grid *best, const volatile sig_atomic_t *interrupt,
    uint64_t *guesses)
{
	struct engine_answer	trial;
	int			digit;

	for (digit = 1; digit < best->cell[cell]; digit++) {
		fixed->cell[cell] = (uint8_t)digit;
		if (lexmin_ask(engine, fixed, interrupt, &trial, guesses)) {
			*best = trial.solution;
			return true;
		}
		if (trial.interrupted)
			return false;
	}
	fixed->cell[cell] = best->cell[cell];
	return false;
}

void
lexmin_solve(engine_fn *engine, const struct grid *givens,
    const volatile sig_atomic_t *interrupt, struct engine_answer *answer)
{
	struct engine_query	query = { givens, 2, interrupt };
	struct grid		fixed = *givens, best;
	uint64_t		guesses = 0;
	int			cell;

	engine(&query, answer);
	if (answer->count < 2 || answer->interrupted)
		return;
	guesses = answer->guesses;
	best = answer->solution;
	for (cell = 0; cell < GRID_CELLS; cell++) {
		if (fixed.cell[cell] != 0)
			continue;
		lexmin_lower(engine, &fixed, cell, &best, interrupt, &guesses);
		if (interrupt != NULL && *interrupt != 0) {
			answer->interrupted = true;
			break;
		}
	}
	answer->count = 1;
	answer->solution = best;
	answer->guesses = guesses;
}
