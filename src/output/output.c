/*
 * Output through one buffer per destination.  Errors are kept, not
 * reported as they happen: the command learns of them from .error and
 * decides; only the end of a run, output_close_run, reports the first.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE		/* O_TMPFILE */
#endif
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "output/output.h"
#include "io/signals.h"

void
output_init(struct output *out, int fd, const char *name)
{
	out->fd = fd;
	out->name = name;
	out->error = 0;
	out->records = 0;
	out->before_write = NULL;
	out->before_ctx = NULL;
	out->spool = NULL;
	out->len = 0;
}

/*
 * A write that a signal stopping the run cuts short (EINTR, or fewer bytes
 * than asked: a pipe whose reader has stopped reading, a terminal on
 * hold) is not tried again: the output ends there, with the error EINTR,
 * which is not reported as a write error (the run says it was
 * interrupted).  What is written after the signal (the end of a partial
 * count) still goes out if it can be written at once.
 */
static void
output_drain(struct output *out, const char *data, size_t len)
{
	ssize_t	n;

	if (len > 0 && out->before_write != NULL)
		out->before_write(out->before_ctx);
	while (len > 0 && out->error == 0) {
		n = write(out->fd, data, len);
		if (n < 0 && errno != EINTR) {
			out->error = errno;
			break;
		}
		if (n >= 0) {
			data += n;
			len -= (size_t)n;
		}
		if (len > 0 && signals_pending())
			out->error = EINTR;
	}
}

int
output_flush(struct output *out)
{
	output_drain(out, out->buf, out->len);
	out->len = 0;
	return out->error == 0 ? 0 : -1;
}

void
output_write(struct output *out, const void *data, size_t len)
{
	if (out->error != 0)
		return;
	if (out->len + len > sizeof out->buf) {
		output_flush(out);
		if (len >= sizeof out->buf) {
			output_drain(out, data, len);
			return;
		}
	}
	memcpy(out->buf + out->len, data, len);
	out->len += len;
}

void
output_puts(struct output *out, const char *s)
{
	output_write(out, s, strlen(s));
}

void
output_putc(struct output *out, char c)
{
	if (out->len == sizeof out->buf)
		output_flush(out);
	if (out->error == 0)
		out->buf[out->len++] = c;
}

/*
 * The spool: a file with no name in TMPDIR (or /tmp), for what a format
 * puts at the end of its output while it writes the rest, so that memory
 * does not grow with the run.  -1 with out->error set when it cannot be
 * made.
 */
int
output_spool_open(struct output *out)
{
	const char	*dir = getenv("TMPDIR");
	char		*name;
	int		 fd = -1;

	if (dir == NULL || *dir == '\0')
		dir = "/tmp";
#ifdef O_TMPFILE
	fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
#endif
	if (fd < 0 && (name = malloc(strlen(dir) + 16)) != NULL) {
		sprintf(name, "%s/sudoku.XXXXXX", dir);
		if ((fd = mkstemp(name)) >= 0)
			unlink(name);
		free(name);
	}
	if (fd < 0 || (out->spool = malloc(sizeof *out->spool)) == NULL) {
		out->error = fd < 0 ? errno : ENOMEM;
		if (fd >= 0)
			close(fd);
		return -1;
	}
	output_init(out->spool, fd, "<spool>");
	return 0;
}

static void
output_spool_free(struct output *out)
{
	if (out->spool == NULL)
		return;
	close(out->spool->fd);
	free(out->spool);
	out->spool = NULL;
}

/* The spool's contents written to out, and the spool freed. */
void
output_spool_append(struct output *out)
{
	struct output	*spool = out->spool;
	char		 buf[16384];
	ssize_t		 n;

	if (spool == NULL)
		return;
	if (output_flush(spool) < 0 || lseek(spool->fd, 0, SEEK_SET) < 0)
		out->error = spool->error != 0 ? spool->error : errno;
	while (out->error == 0 && (n = read(spool->fd, buf, sizeof buf)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			out->error = errno;
			break;
		}
		output_write(out, buf, (size_t)n);
	}
	output_spool_free(out);
}

/*
 * A command's output: standard output, or -o FILE (outfile.c) when path is
 * not NULL.  -1 with *d set when FILE cannot be opened.
 */
int
output_open_run(struct output *out, struct outfile *file, const char *path,
    struct diag *d)
{
	if (path == NULL) {
		output_init(out, STDOUT_FILENO, "<stdout>");
		return 0;
	}
	if (outfile_open(file, path, d) < 0)
		return -1;
	output_init(out, file->fd, path);
	return 0;
}

/*
 * The end of a command's output: flushed, and -o FILE put in place when
 * keep (and nothing failed) or else discarded.  A write error is reported,
 * but not a reader that closed the pipe: it wanted no more output, which
 * ends the run quietly, as with cat or grep.  True when anything failed.
 */
bool
output_close_run(struct output *out, struct outfile *file, const char *path,
    bool keep)
{
	struct diag	d;
	int		error;

	output_spool_free(out);
	output_flush(out);
	if (path != NULL) {
		if (out->error != 0 || !keep)
			outfile_discard(file);
		else if ((error = outfile_commit(file, path, &d)) != 0) {
			out->error = error;
			diag_print(&d, stderr);
			return true;
		}
	}
	if (out->error == 0)
		return false;
	if (out->error != EPIPE && out->error != EINTR) {
		diag_set(&d, out->name, 0, 0, "write error: %s",
		    strerror(out->error));
		diag_print(&d, stderr);
	}
	return true;
}
