/*
 * sudoku rate: the Sudoku Explainer rating of each puzzle (ER/EP/ED), from
 * the human solver in src/human/.  rate is solve with its own mode: the
 * same reading, threads, output files and formats, one result kind more.
 */
#include "run/batch.h"

static int
cmd_rate_exec(const struct cmd_entry *self, int argc, char **argv)
{
	return batch_main(self, argc, argv, MODE_RATE);
}

const struct cmd_entry cmd_rate_entry = {
	"rate", "[OPTIONS] [--max-rating R] [FILE...]",
	"rate 9x9 puzzles as Sudoku Explainer does (ER/EP/ED)",
	CMD_RATE, cmd_rate_exec
};
