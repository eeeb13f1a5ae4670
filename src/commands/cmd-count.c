/*
 * sudoku count: count each puzzle's solutions.
 * count is solve --mode=count-all: the same engine, counting up to --limit.
 */
#include "run/batch.h"

static int
cmd_count_exec(const struct cmd_entry *self, int argc, char **argv)
{
	return batch_main(self, argc, argv, MODE_COUNT_ALL);
}

const struct cmd_entry cmd_count_entry = {
	"count", "[OPTIONS] [--limit N | --part K/N] [FILE...]",
	"count each puzzle's solutions",
	CMD_COUNT, cmd_count_exec
};
