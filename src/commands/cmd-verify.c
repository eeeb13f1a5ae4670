/*
 * sudoku verify: check grids obey the rules and puzzles have one solution.
 * verify is solve --mode=verify: complete grids are checked against the rules,
 * partial ones for exactly one solution, and with --solution each grid of a
 * second file is judged as a completion of the matching puzzle.
 */
#include "run/batch.h"

static int
cmd_verify_exec(const struct cmd_entry *self, int argc, char **argv)
{
	return batch_main(self, argc, argv, MODE_VERIFY);
}

const struct cmd_entry cmd_verify_entry = {
	"verify", "[OPTIONS] [--solution FILE] [FILE...]",
	"check grids obey the rules and puzzles have one solution",
	CMD_VERIFY, cmd_verify_exec
};
