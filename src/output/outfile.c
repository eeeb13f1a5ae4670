/*
 * -o FILE.  FILE is first opened as it is, for writing: that says what it
 * is, and whether it may be written at all (a file we may not write is not
 * ours to replace, just as the shell's > would not write it).
 *
 * - A name for one of our own descriptors (/dev/stdout, /dev/fd/N,
 *   /proc/self/fd/N, and a link to one): that descriptor is written
 *   through a copy (dup), as the shell does with >/dev/stdout, not
 *   opened again.
 * - Not a regular file (a terminal, /dev/null, a FIFO): it is written
 *   directly, as a shell redirection would.  It cannot be replaced by a
 *   file, and must not be.  So is a regular file reached through /proc
 *   (another process's /proc/PID/fd/N): the name stands for an open
 *   descriptor, which a new file cannot take the place of; it is appended
 *   to, as the descriptor may have been opened by >>.
 * - A regular file, or nothing yet: the output goes to a new file in the
 *   directory of the file it will replace and is renamed over it at the
 *   end, which readers see happen all at once.  A symbolic link is
 *   followed and its target replaced, so the link stays a link; a dangling
 *   link gets its target created, as > would.  The replaced file keeps its
 *   mode and, where we may set them, its owner and group.
 *
 * Where the kernel allows it (Linux, O_TMPFILE, with /proc to name the
 * file by), the new file has no name until the end: a run killed by any
 * signal, SIGKILL included, leaves nothing behind.  Elsewhere it is
 * FILE.XXXXXX beside FILE, which the signals that can be caught remove.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE		/* O_TMPFILE; the fuzz build defines it already */
#endif
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "output/outfile.h"
#include "io/signals.h"

#define OUTFILE_LINKS_MAX	40	/* Linux's own limit, then ELOOP */

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

/* The text of a symbolic link; size is lstat's, 0 where it tells nothing. */
static char *
outfile_readlink(const char *path, off_t size)
{
	size_t	 cap = size > 0 ? (size_t)size + 1 : 256;
	char	*buf;
	ssize_t	 n;

	for (;;) {
		if ((buf = malloc(cap)) == NULL)
			return NULL;
		if ((n = readlink(path, buf, cap)) < 0) {
			free(buf);
			return NULL;
		}
		if ((size_t)n < cap) {
			buf[n] = '\0';
			return buf;
		}
		free(buf);
		cap *= 2;
	}
}

/* A link's text read from where the link is: its directory, not ours. */
static char *
outfile_join(const char *link, const char *to)
{
	const char	*slash = strrchr(link, '/');
	char		*path;
	size_t		 len;

	if (to[0] == '/' || slash == NULL)
		return strdup(to);
	len = (size_t)(slash - link) + 1;
	if ((path = malloc(len + strlen(to) + 1)) != NULL) {
		memcpy(path, link, len);
		strcpy(path + len, to);
	}
	return path;
}

/*
 * The file path finally names, following the symbolic links of its last
 * part (those on the way the kernel follows itself), or NULL with errno
 * set.  *in_proc says a link was found in /proc, where it names an open
 * descriptor rather than a file.
 */
static char *
outfile_follow(const char *path, bool *in_proc)
{
	struct stat	 st, proc;
	bool		 have_proc = stat("/proc", &proc) == 0;
	char		*at, *link, *to;
	int		 hops;

	*in_proc = false;
	if ((at = strdup(path)) == NULL)
		return NULL;
	for (hops = 0; hops < OUTFILE_LINKS_MAX; hops++) {
		if (lstat(at, &st) != 0 || !S_ISLNK(st.st_mode))
			return at;	/* not there: the name to create */
		if (have_proc && st.st_dev == proc.st_dev) {
			*in_proc = true;
			return at;
		}
		to = outfile_readlink(at, st.st_size);
		link = at;
		at = to == NULL ? NULL : outfile_join(link, to);
		free(link);
		free(to);
		if (at == NULL)
			return NULL;
	}
	free(at);
	errno = ELOOP;
	return NULL;
}

/* An O_TMPFILE file is named through /proc, which may not be mounted. */
static bool
outfile_nameable(int fd)
{
	char	fd_path[32];

	snprintf(fd_path, sizeof fd_path, "/proc/self/fd/%d", fd);
	return access(fd_path, F_OK) == 0;
}

static void
outfile_release(struct outfile *f)
{
	free(f->target);
	free(f->temp);
	f->target = NULL;
	f->temp = NULL;
}

/* The new file, in the directory of the file it will replace. */
static int
outfile_create(struct outfile *f, const char *path, struct diag *d)
{
	char	*dir = outfile_dir(f->target);
	int	 error;

	if (dir == NULL ||
	    (f->temp = malloc(strlen(f->target) + 8)) == NULL) {
		diag_set(d, path, 0, 0, "cannot create: %s", strerror(errno));
		free(dir);
		return -1;
	}
	sprintf(f->temp, "%s.XXXXXX", f->target);
#ifdef O_TMPFILE
	f->fd = open(dir, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
	if (f->fd >= 0 && outfile_nameable(f->fd)) {
		f->anonymous = true;
		free(dir);
		return 0;
	}
	if (f->fd >= 0)
		close(f->fd);
#endif
	if ((f->fd = mkstemp(f->temp)) < 0) {
		error = errno;
		diag_set(d, path, 0, 0, "cannot create a file in %s: %s", dir,
		    strerror(error));
		free(dir);
		errno = error;
		return -1;
	}
	free(dir);
	return 0;
}

static int
outfile_cannot_open(struct outfile *f, const char *path, struct diag *d)
{
	int	error = errno;

	if (f->fd >= 0)
		close(f->fd);
	f->fd = -1;
	outfile_release(f);
	diag_set(d, path, 0, 0, "cannot open: %s", strerror(error));
	errno = error;
	return -1;
}

/*
 * FILE opened as it is.  A FIFO's open waits for a reader: a signal that
 * stops the run ends the wait (EINTR, which the caller keeps quiet about:
 * the run says it was interrupted); any other that cuts it short does not.
 */
static int
outfile_open_path(const char *path)
{
	int	fd;

	for (;;) {
		if (signals_pending()) {
			errno = EINTR;
			return -1;
		}
		if ((fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)) >= 0 ||
		    errno != EINTR)
			return fd;
	}
}

/*
 * The descriptor a name stands for, as the shell reads >/dev/stdout or
 * >/dev/fd/N: /dev/stdin, /dev/stdout, /dev/stderr, /dev/fd/N, and
 * /proc/self/fd/N or /proc/PID/fd/N with our own PID.  -1 for any other.
 */
static int
outfile_descriptor(const char *path)
{
	static const char *const std[] = {
		"/dev/stdin", "/dev/stdout", "/dev/stderr"
	};
	char		self[40];
	const char	*n = NULL;
	long		fd;
	char		*end;
	int		i;

	for (i = 0; i < 3; i++)
		if (strcmp(path, std[i]) == 0)
			return i;
	snprintf(self, sizeof self, "/proc/%ld/fd/", (long)getpid());
	if (strncmp(path, "/dev/fd/", 8) == 0)
		n = path + 8;
	else if (strncmp(path, "/proc/self/fd/", 14) == 0)
		n = path + 14;
	else if (strncmp(path, self, strlen(self)) == 0)
		n = path + strlen(self);
	if (n == NULL || *n < '0' || *n > '9')
		return -1;
	errno = 0;
	fd = strtol(n, &end, 10);
	return *end != '\0' || errno != 0 || fd > INT_MAX ? -1 : (int)fd;
}

/*
 * A name for one of our descriptors is written through a copy of that
 * descriptor, not opened again: the output shares its offset with what
 * the descriptor was opened for (a file that >> or an earlier command
 * writes to goes on where it stands), and a socket or a pipe whose name
 * cannot be opened is written all the same.
 */
static int
outfile_dup(struct outfile *f, int fd, const char *path, struct diag *d)
{
	if (f->fd >= 0)
		close(f->fd);
	f->direct = true;
	if ((f->fd = fcntl(fd, F_DUPFD_CLOEXEC, STDERR_FILENO + 1)) < 0)
		return outfile_cannot_open(f, path, d);
	outfile_release(f);
	return 0;
}

/* 0, or -1 with errno set and d saying what went wrong. */
int
outfile_open(struct outfile *f, const char *path, struct diag *d)
{
	struct stat	st;
	bool		in_proc;
	int		fd;

	memset(f, 0, sizeof *f);
	f->fd = -1;
	if ((fd = outfile_descriptor(path)) >= 0)
		return outfile_dup(f, fd, path, d);
	f->fd = outfile_open_path(path);
	if (f->fd < 0 && errno != ENOENT)
		return outfile_cannot_open(f, path, d);
	if (f->fd >= 0) {
		if (fstat(f->fd, &st) != 0)
			return outfile_cannot_open(f, path, d);
		f->direct = !S_ISREG(st.st_mode);
		if (f->direct)
			return 0;
	}
	if ((f->target = outfile_follow(path, &in_proc)) == NULL)
		return outfile_cannot_open(f, path, d);
	if (in_proc && (fd = outfile_descriptor(f->target)) >= 0)
		return outfile_dup(f, fd, path, d);
	if (f->fd >= 0) {
		if (in_proc) {
			f->direct = true;
			if (fcntl(f->fd, F_SETFL, O_APPEND) != 0)
				return outfile_cannot_open(f, path, d);
			return 0;
		}
		close(f->fd);
		f->fd = -1;
		f->replacing = true;
		f->mode = st.st_mode & 07777;
		f->uid = st.st_uid;
		f->gid = st.st_gid;
	}
	if (outfile_create(f, path, d) != 0) {
		outfile_release(f);
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
 * A new file gets the mode the umask allows; one that replaces a file, that
 * file's mode, owner and group.  Only root may give a file away, and only a
 * group we are in may be set: short of that the file stays ours, with the
 * old mode still keeping out whom it kept out.  The mode comes last, as a
 * change of owner clears the set-user-ID bit.
 */
static int
outfile_settle(const struct outfile *f)
{
	mode_t	mask;

	if (!f->replacing) {
		mask = umask(0);
		umask(mask);
		return fchmod(f->fd, 0666 & ~mask);
	}
	if (fchown(f->fd, f->uid, f->gid) != 0 &&
	    fchown(f->fd, (uid_t)-1, f->gid) != 0) {
		/* ours, with our group: the best that may be done */
	}
	return fchmod(f->fd, f->mode);
}

/* Whether the directory path is in has its sticky bit (/tmp has). */
static bool
outfile_sticky(const char *path)
{
	struct stat	 st;
	char		*dir = outfile_dir(path);
	bool		 sticky;

	sticky = dir != NULL && stat(dir, &st) == 0 &&
	    (st.st_mode & S_ISVTX) != 0;
	free(dir);
	return sticky;
}

/*
 * What failed at the end, with what became of FILE: a file that was to be
 * replaced is left as it was; one that was to be made is not.  A failed
 * rename is its own message: where the directory is sticky (/tmp), a file
 * that we may write but is not ours may still not be replaced.
 */
static int
outfile_failed(struct outfile *f, const char *path, const char *what,
    int error, const char *note, struct diag *d)
{
	diag_set(d, path, 0, 0, "%s: %s%s", what, strerror(error), note);
	if (!f->direct)
		diag_append(d, f->replacing ? "; left as it was" :
		    "; not created");
	return error;
}

/*
 * The new file made ready for its rename: its mode set, a name given to an
 * anonymous file, its descriptor closed.  NULL, or what failed (errno
 * says why).
 */
static const char *
outfile_close_new(struct outfile *f)
{
	if (outfile_settle(f) != 0)
		return "cannot set the new file's mode";
	if (f->anonymous && outfile_name(f) != 0)
		return "cannot give the new file a name";
	if (close(f->fd) != 0)
		return "write error";
	return NULL;
}

/*
 * The file written, but not to be put in place yet (the files of an -o
 * pattern, each renamed only once the whole run is complete): its mode
 * set, a name given to an anonymous file, its descriptor closed, so that
 * a run of many files holds no descriptor for each.  Only the rename is
 * left to outfile_commit; outfile_discard removes it.  0, or an errno
 * value with d saying what failed (the new file is then discarded).
 */
int
outfile_park(struct outfile *f, const char *path, struct diag *d)
{
	const char	*what = NULL;
	int		 error = 0;

	if (f->direct) {
		if (!f->parked && close(f->fd) != 0 && errno != EINTR)
			what = "write error";
	} else
		what = outfile_close_new(f);
	if (what != NULL)
		error = errno;
	f->fd = -1;
	f->parked = true;
	if (error != 0) {
		outfile_failed(f, path, what, error, "", d);
		outfile_discard(f);
	}
	return error;
}

/*
 * The file complete: closed, and renamed over the file it replaces.
 * 0, or an errno value with d saying what failed (the new file is then
 * discarded).
 */
int
outfile_commit(struct outfile *f, const char *path, struct diag *d)
{
	const char	*what = NULL, *note = "";
	int		 error = 0;

	if (f->direct) {
		if (!f->parked && close(f->fd) != 0 && errno != EINTR)
			error = errno;
		f->fd = -1;
		if (error != 0)
			outfile_failed(f, path, "write error", error, "", d);
		outfile_release(f);
		return error;
	}
	if (!f->parked)	/* else settled, named and closed already */
		what = outfile_close_new(f);
	if (what != NULL)
		error = errno;
	f->fd = -1;
	if (error == 0 && rename(f->temp, f->target) != 0) {
		error = errno;
		what = f->replacing ? "cannot rename the new file over it" :
		    "cannot rename the new file to this name";
		if (f->replacing && error == EPERM && outfile_sticky(f->target))
			note = " (the directory is sticky: only the file's "
			    "owner or the directory's may replace it)";
	}
	if (error != 0) {
		outfile_failed(f, path, what, error, note, d);
		outfile_discard(f);
	}
	outfile_release(f);
	return error;
}

/*
 * The run failed or was cut short: a file that was to be replaced stays as
 * it was.  What went straight to a device or a pipe cannot be taken back.
 */
void
outfile_discard(struct outfile *f)
{
	if (f->fd >= 0)
		close(f->fd);
	f->fd = -1;
	if (f->temp != NULL && !f->anonymous && !f->direct)
		unlink(f->temp);
	outfile_release(f);
}
