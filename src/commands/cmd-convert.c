/*
 * sudoku convert: rewrite puzzles in another notation without solving them.
 * convert reads and writes puzzles without solving them: the batch runner
 * with a mode that copies the givens through.
 */
#include "run/batch.h"

static int
cmd_convert_exec(const struct cmd_entry *self, int argc, char **argv)
{
	return batch_main(self, argc, argv, MODE_CONVERT);
}

const struct cmd_entry cmd_convert_entry = {
	"convert", "[OPTIONS] --to NOTATION [FILE...]",
	"rewrite puzzles in another notation without solving them",
	CMD_CONVERT, cmd_convert_exec
};
