/*
 * sudoku solve: solve each puzzle (first solution, or --lex for the smallest).
 * Solving is the default mode of the shared batch runner; --mode picks another.
 */
#include "run/batch.h"

static int
cmd_solve_exec(const struct cmd_entry *self, int argc, char **argv)
{
	return batch_main(self, argc, argv, MODE_FIRST);
}

const struct cmd_entry cmd_solve_entry = {
	"solve", "[OPTIONS] [FILE...]",
	"solve each puzzle (first solution, or --lex for the smallest)",
	CMD_SOLVE, cmd_solve_exec
};
