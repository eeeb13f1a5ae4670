/*
 * sudoku hint: the next step from the position given, in the same line
 * as explain writes it.  explain's path, cut after one step.
 */
#include "run/batch.h"

static int
cmd_hint_exec(const struct cmd_entry *self, int argc, char **argv)
{
	return batch_main(self, argc, argv, MODE_HINT);
}

const struct cmd_entry cmd_hint_entry = {
	"hint", "[OPTIONS] [FILE...]",
	"show the next step a player would take in each 9x9 puzzle",
	CMD_HINT, cmd_hint_exec
};
