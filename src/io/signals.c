/*
 * SIGINT, SIGTERM and SIGHUP only raise a flag.  The batch loop and the
 * engines poll it, so an interrupted run still stops at a safe point: the
 * partial count is printed as partial and no temporary file is left
 * behind.  The flag is the program's one piece of mutable global state:
 * a signal handler can reach nothing else.
 *
 * The handlers are installed without SA_RESTART, so a read or write the
 * signal finds blocked (a pipe nobody writes to, a reader that has
 * stopped reading, a FIFO that no one opens) fails with EINTR, and the
 * reading and writing code sees the flag at once instead of waiting on.
 * Only the main thread does such I/O; worker threads block the signals
 * (signals_block), so that it is the main thread the kernel interrupts.
 */
#include <signal.h>
#include <string.h>

#include "io/signals.h"

static volatile sig_atomic_t	signal_caught;

static void
signals_note(int sig)
{
	signal_caught = sig;
}

static void
signals_set(sigset_t *set)
{
	sigemptyset(set);
	sigaddset(set, SIGINT);
	sigaddset(set, SIGTERM);
	sigaddset(set, SIGHUP);
}

const volatile sig_atomic_t *
signals_catch(void)
{
	struct sigaction	sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = signals_note;
	sa.sa_flags = 0;		/* no SA_RESTART: see above */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	return &signal_caught;
}

/*
 * The signal that interrupted the run, 0 if none: for the I/O code, which
 * is handed no run options, to stop on.
 */
int
signals_pending(void)
{
	return signal_caught;
}

/*
 * Around pthread_create: threads start with the creator's mask, so the
 * workers created between the two calls never take the signals.
 */
void
signals_block(sigset_t *saved)
{
	sigset_t	set;

	signals_set(&set);
	pthread_sigmask(SIG_BLOCK, &set, saved);
}

void
signals_restore(const sigset_t *saved)
{
	pthread_sigmask(SIG_SETMASK, saved, NULL);
}
