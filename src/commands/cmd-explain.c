/*
 * sudoku explain: the solving path of each puzzle, one step a line in
 * players' notation, as the rating driver takes it (src/human/path.c).
 * Like rate, it is solve with its own mode.
 */
#include "run/batch.h"

static int
cmd_explain_exec(const struct cmd_entry *self, int argc, char **argv)
{
	return batch_main(self, argc, argv, MODE_EXPLAIN);
}

const struct cmd_entry cmd_explain_entry = {
	"explain", "[OPTIONS] [FILE...]",
	"show how a player solves each 9x9 puzzle, step by step",
	CMD_EXPLAIN, cmd_explain_exec
};
