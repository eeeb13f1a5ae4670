/*
 * Where the kernel allows it (Linux, O_TMPFILE), the output is written to
 * a file with no name in FILE's directory, and named only at the end: a
 * run killed by any signal, SIGKILL included, leaves nothing behind.
 * Elsewhere it is written to FILE.XXXXXX beside FILE, which the signals
 * that can be caught remove.  Either way the last step is a rename over
 * FILE, which readers see happen all at once.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE		/* O_TMPFILE; the fuzz build defines it already */
#endif
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "outfile.h"

/* The directory part of path, "." when it has none. */
static char *
outfile_dir(const char *path)
{
	const char	*slash = strrchr(path, '/');
	char		*dir;
	size_t		 len;

	if (slash == NULL)
		return strdup(".");
	len = slash == path ? 1 : (size_t)(slash - path);
	if ((dir = malloc(len + 1)) != NULL) {
		memcpy(dir, path, len);
		dir[len] = '\0';
	}
	return dir;
}

static int
outfile_open_anonymous(struct outfile *f)
{
#ifdef O_TMPFILE
	char	*dir = outfile_dir(f->path);

	if (dir == NULL)
		return -1;
	f->fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
	free(dir);
	if (f->fd >= 0) {
		f->anonymous = true;
		return 0;
	}
#endif
	return -1;
}

/* 0, or -1 with errno set. */
int
outfile_open(struct outfile *f, const char *path)
{
	f->path = path;
	f->fd = -1;
	f->anonymous = false;
	if ((f->temp = malloc(strlen(path) + 8)) == NULL)
		return -1;
	sprintf(f->temp, "%s.XXXXXX", path);
	if (outfile_open_anonymous(f) == 0)
		return 0;
	if ((f->fd = mkstemp(f->temp)) < 0) {
		free(f->temp);
		f->temp = NULL;
		return -1;
	}
	return 0;
}

/*
 * Gives the anonymous file the temporary name: a fresh name from mkstemp,
 * given up for the link, which cannot replace a file.
 */
static int
outfile_name(struct outfile *f)
{
	char	fd_path[32];
	int	fd;

	if ((fd = mkstemp(f->temp)) < 0)
		return -1;
	close(fd);
	unlink(f->temp);
	snprintf(fd_path, sizeof fd_path, "/proc/self/fd/%d", f->fd);
	if (linkat(AT_FDCWD, fd_path, AT_FDCWD, f->temp,
	    AT_SYMLINK_FOLLOW) != 0)
		return -1;
	f->anonymous = false;
	return 0;
}

/*
 * The file complete: closed, with the mode a new file gets, and renamed
 * over path.  0, or an errno value (the file is then discarded).
 */
int
outfile_commit(struct outfile *f)
{
	mode_t	mask = umask(0);
	int	error = 0;

	umask(mask);
	if (fchmod(f->fd, 0666 & ~mask) != 0 ||
	    (f->anonymous && outfile_name(f) != 0) ||
	    close(f->fd) != 0)
		error = errno;
	f->fd = -1;
	if (error == 0 && rename(f->temp, f->path) != 0)
		error = errno;
	if (error != 0)
		outfile_discard(f);
	free(f->temp);
	f->temp = NULL;
	return error;
}

/* The run failed or was cut short: the old file stays as it was. */
void
outfile_discard(struct outfile *f)
{
	if (f->fd >= 0)
		close(f->fd);
	f->fd = -1;
	if (f->temp != NULL && !f->anonymous)
		unlink(f->temp);
	free(f->temp);
	f->temp = NULL;
}
