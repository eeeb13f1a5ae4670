/*
 * sudoku candidates: each puzzle's true candidates, the symbols some
 * solution puts in each cell: what setters look at while setting.
 */
#include "run/batch.h"

static int
cmd_candidates_exec(const struct cmd_entry *self, int argc, char **argv)
{
	return batch_main(self, argc, argv, MODE_CANDIDATES);
}

const struct cmd_entry cmd_candidates_entry = {
	"candidates", "[OPTIONS] [FILE...]",
	"show each cell's true candidates (the digits some solution has)",
	CMD_CANDIDATES, cmd_candidates_exec
};
