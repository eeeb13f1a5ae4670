/*
 * sudoku: solve, count, verify and convert Sudoku puzzles.  main() only
 * handles the options that come before a command and dispatches; what went
 * to stdout through stdio is flushed and checked here, once, for all.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE		/* O_PATH; the fuzz build defines it already */
#endif
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "commands/cmd.h"
#include "engine/engine.h"
#include "io/signals.h"

enum main_action {
	MAIN_HELP,
	MAIN_VERSION,
	MAIN_BAD		/* d says why */
};

/*
 * "--help", "--version", or a prefix of one ("--vers", "--h"), as GNU
 * getopt_long takes them; neither takes an argument.
 */
static enum main_action
main_long(const char *arg, struct diag *d)
{
	static const char *const	 names[] = { "help", "version" };
	const char			*name = arg + 2, *eq = strchr(name, '=');
	size_t				 len = eq != NULL ? (size_t)(eq - name) :
					     strlen(name);
	int				 i;

	for (i = 0; i < 2; i++) {
		if (len == 0 || strncmp(names[i], name, len) != 0)
			continue;
		if (eq == NULL)
			return i == 0 ? MAIN_HELP : MAIN_VERSION;
		diag_set(d, NULL, 0, 0, "option '--%s' doesn't allow an "
		    "argument", names[i]);
		return MAIN_BAD;
	}
	diag_set(d, NULL, 0, 0, "unrecognized option '%s'", arg);
	diag_append(d, " (a command comes first: see 'sudoku --help')");
	return MAIN_BAD;
}

/* "-h", "-V", or several bundled ("-Vh"): the first decides, as in GNU. */
static enum main_action
main_short(const char *arg, struct diag *d)
{
	unsigned char	c = (unsigned char)arg[1];

	if (c == 'h')
		return MAIN_HELP;
	if (c == 'V')
		return MAIN_VERSION;
	if (c > ' ' && c < 0x7f)
		diag_set(d, NULL, 0, 0, "invalid option -- '%c'", c);
	else
		diag_set(d, NULL, 0, 0, "invalid option -- '\\x%02x'", c);
	diag_append(d, " (a command comes first: see 'sudoku --help')");
	return MAIN_BAD;
}

/* An option before any command: help, the version, or a usage error. */
static int
main_option(const char *arg)
{
	struct diag	d;

	switch (arg[1] == '-' ? main_long(arg, &d) : main_short(arg, &d)) {
	case MAIN_HELP:
		cmd_print_overview(stdout);
		return EXIT_OK;
	case MAIN_VERSION:
		printf("sudoku (%s) %s\nengine: %s\n", PACKAGE_NAME,
		    PACKAGE_VERSION, engine_isa());
		return EXIT_OK;
	case MAIN_BAD:
		break;
	}
	diag_print(&d, stderr);
	return EXIT_BAD_INPUT;
}

static int
main_dispatch(int argc, char **argv)
{
	const struct cmd_entry	*cmd;
	struct diag		 d;
	int			 at = 1;

	/* "--" ends the options before the command, as anywhere */
	if (argc > 1 && strcmp(argv[1], "--") == 0)
		at = 2;
	else if (argc > 1 && argv[1][0] == '-' && argv[1][1] != '\0')
		return main_option(argv[1]);
	if (at >= argc) {
		cmd_print_overview(stderr);
		return EXIT_BAD_INPUT;
	}
	if ((cmd = cmd_find(argv[at], &d)) == NULL) {
		diag_print(&d, stderr);
		return EXIT_BAD_INPUT;
	}
	return cmd->exec(cmd, argc - at, argv + at);
}

/* A failed flush of stdout (help text to /dev/full) is an error too. */
static int
main_close_stdout(int status)
{
	int	failed;

	failed = fflush(stdout) != 0 || ferror(stdout);
	if (fclose(stdout) != 0)
		failed = 1;
	if (failed && errno != EPIPE) {
		fprintf(stderr, "sudoku: <stdout>: write error: %s\n",
		    strerror(errno));
	}
	return failed && status < EXIT_SYSTEM ? EXIT_SYSTEM : status;
}

/*
 * A standard descriptor closed when we start (2>&-) would be the number
 * the next open(2) takes: an -o file on fd 2 would get the messages.  Each
 * closed one is taken by /dev/null, opened so that it still fails as a
 * closed descriptor would: reading a closed stdin or writing to a closed
 * stdout is EBADF, said and with its status, not an empty input or output
 * thrown away.  Messages to a closed stderr are lost, as they would have
 * been.  Where there is O_PATH the placeholder can be neither read nor
 * written, so -o /dev/stderr (or /dev/stdin, /dev/fd/N), which writes
 * through the descriptor, fails too instead of filling /dev/null: the
 * descriptor itself remembers that it was closed, no flag needs to.
 */
#ifdef O_PATH
#define MAIN_CLOSED_IN	O_PATH
#define MAIN_CLOSED_OUT	O_PATH
#else
#define MAIN_CLOSED_IN	O_WRONLY
#define MAIN_CLOSED_OUT	O_RDONLY
#endif
static int
main_reserve_fds(void)
{
	static const int	flags[] = {
		MAIN_CLOSED_IN, MAIN_CLOSED_OUT, MAIN_CLOSED_IN
	};
	int			fd, got;

	for (fd = STDIN_FILENO; fd <= STDERR_FILENO; fd++) {
		if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
			continue;
		if ((got = open("/dev/null", flags[fd])) < 0)
			return -1;
		if (got != fd) {	/* the lower ones are open: not so */
			close(got);
			return -1;
		}
	}
	return 0;
}

/*
 * A run stopped by SIGINT, SIGTERM or SIGHUP has cleaned up and said so;
 * it now dies of that signal, so that whoever waits for it sees a signal
 * and not an exit status: a shell running sudoku in a loop stops at
 * Ctrl-C, as it would for a program that never caught it.  The exit
 * status (128 + the signal) is only what is left should raise() return.
 */
static int
main_reraise(int status)
{
	int	sig = signals_pending();

	if (sig != 0) {
		signal(sig, SIG_DFL);
		raise(sig);
	}
	return status;
}

int
main(int argc, char **argv)
{
	if (main_reserve_fds() < 0) {
		fprintf(stderr, "sudoku: /dev/null: cannot open: %s\n",
		    strerror(errno));
		return EXIT_SYSTEM;
	}
	/*
	 * stderr is unbuffered: a message went out a piece (a byte, in
	 * escaped names) at a time, and others' lines on the same pipe got
	 * in between.  Line-buffered, each line is one write(2).  Lines that
	 * do not end (the progress line) are flushed where they are drawn.
	 */
	setvbuf(stderr, NULL, _IOLBF, 0);
	/*
	 * A closed pipe is seen as EPIPE and a file-size limit as EFBIG: both
	 * end the run with status 3 through the normal error path, which
	 * also removes an -o temporary file.
	 */
	signal(SIGPIPE, SIG_IGN);
	signal(SIGXFSZ, SIG_IGN);
	return main_reraise(main_close_stdout(main_dispatch(argc, argv)));
}
