/*
 * SIGINT, SIGTERM and SIGHUP only raise a flag.  The batch loop and the
 * engines poll it, so an interrupted run still stops at a safe point: the
 * partial count is printed as partial and no temporary file is left
 * behind.  The flag is the program's one piece of mutable global state:
 * a signal handler can reach nothing else.
 */
#include <signal.h>
#include <string.h>

#include "signals.h"

static volatile sig_atomic_t	signal_caught;

static void
signals_note(int sig)
{
	signal_caught = sig;
}

const volatile sig_atomic_t *
signals_catch(void)
{
	struct sigaction	sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = signals_note;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	return &signal_caught;
}
