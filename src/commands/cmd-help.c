/*
 * sudoku help [COMMAND]: the overview, or one command's help, which is the
 * same text as "sudoku COMMAND --help".
 */
#include <string.h>

#include "commands/cmd.h"

static int
cmd_help_exec(const struct cmd_entry *self, int argc, char **argv)
{
	const struct cmd_entry	*cmd;
	struct diag		 d;
	char			*help_argv[] = { NULL, NULL, NULL };
	static char		 help_flag[] = "--help";

	if (argc > 2 || (argc == 2 && (strcmp(argv[1], "-h") == 0 ||
	    strcmp(argv[1], "--help") == 0))) {
		if (argc == 2) {
			cmd_print_usage(stdout, self);
			return EXIT_OK;
		}
		diag_set(&d, NULL, 0, 0, "help takes one command at most");
		return cmd_usage_error(self, &d);
	}
	if (argc < 2) {
		cmd_print_overview(stdout);
		return EXIT_OK;
	}
	if ((cmd = cmd_find(argv[1], &d)) == NULL) {
		diag_print(&d, stderr);
		return EXIT_BAD_INPUT;
	}
	if (cmd == self) {
		cmd_print_usage(stdout, self);
		return EXIT_OK;
	}
	help_argv[0] = argv[1];
	help_argv[1] = help_flag;
	return cmd->exec(cmd, 2, help_argv);
}

const struct cmd_entry cmd_help_entry = {
	"help", "[COMMAND]",
	"show the help of a command, or this overview",
	0, cmd_help_exec
};
