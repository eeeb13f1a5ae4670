/*
 * run-cpu: runs a command as a whole process and prints the processor time
 * it took, its own and that of the processes it waited for (user + system,
 * from the kernel's accounting, finer than the 10 ms of time(1)), so that
 * the benchmark compares whole processes fairly on a loaded machine.
 *
 *   run-cpu [-o FILE] [-t SECONDS] COMMAND [ARG...]
 *     -o FILE     the command's standard output goes there (default
 *                 /dev/null); its standard error always goes to /dev/null
 *     -t SECONDS  killed (its process group) after this long, wall clock
 *
 * Prints "MS STATUS": milliseconds of processor time, and the exit status,
 * or "timeout" when it was killed, or "signal" when it died otherwise.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double
ms_of(const struct timeval *tv)
{
	return (double)tv->tv_sec * 1e3 + (double)tv->tv_usec / 1e3;
}

static double
children_ms(void)
{
	struct rusage	ru;

	getrusage(RUSAGE_CHILDREN, &ru);
	return ms_of(&ru.ru_utime) + ms_of(&ru.ru_stime);
}

static void
child(const char *out, char **argv)
{
	int	fd;

	setpgid(0, 0);
	if ((fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0666)) < 0 ||
	    dup2(fd, STDOUT_FILENO) < 0)
		_exit(126);
	if ((fd = open("/dev/null", O_WRONLY)) < 0 ||
	    dup2(fd, STDERR_FILENO) < 0)
		_exit(126);
	execvp(argv[0], argv);
	_exit(127);
}

int
main(int argc, char **argv)
{
	const char	*out = "/dev/null";
	double		 limit = 0, start;
	struct timeval	 now, began;
	struct timespec	 tick = { 0, 1000000 };	/* a look each millisecond */
	pid_t		 pid;
	int		 ch, status;
	bool		 killed = false;

	while ((ch = getopt(argc, argv, "+o:t:")) != -1)
		switch (ch) {
		case 'o':
			out = optarg;
			break;
		case 't':
			limit = atof(optarg);
			break;
		default:
			fprintf(stderr, "usage: run-cpu [-o FILE] [-t SECONDS]"
			    " COMMAND [ARG...]\n");
			return 2;
		}
	if (optind == argc) {
		fprintf(stderr, "run-cpu: no command\n");
		return 2;
	}
	start = children_ms();
	gettimeofday(&began, NULL);
	if ((pid = fork()) < 0) {
		perror("run-cpu");
		return 3;
	}
	if (pid == 0)
		child(out, argv + optind);
	setpgid(pid, pid);
	for (;;) {
		pid_t	r = waitpid(pid, &status, limit > 0 ? WNOHANG : 0);

		if (r == pid)
			break;
		if (r < 0 && errno != EINTR) {
			perror("run-cpu");
			return 3;
		}
		gettimeofday(&now, NULL);
		if (!killed && limit > 0 &&
		    ms_of(&now) - ms_of(&began) > limit * 1e3) {
			kill(-pid, SIGKILL);
			killed = true;
		}
		if (r == 0)
			nanosleep(&tick, NULL);
	}
	printf("%.3f %s\n", children_ms() - start, killed ? "timeout" :
	    WIFEXITED(status) ? (WEXITSTATUS(status) == 0 ? "0" :
	    WEXITSTATUS(status) == 1 ? "1" : "error") : "signal");
	return 0;
}
