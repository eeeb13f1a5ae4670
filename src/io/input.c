/*
 * Line input over read(2).  The buffer holds at least one whole line of the
 * longest length accepted, so a line is always returned as one pointer into
 * it; a longer line is skipped through to its newline, never buffered.
 *
 * The line last returned stays valid until the next call: consuming it is
 * put off until then, which is also what makes one line of push-back free.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/input.h"
#include "io/signals.h"

#define INPUT_BUFFER	(4 * INPUT_LINE_MAX)

/*
 * A signal that stops the run is not a fault of the file: it is said as
 * "interrupted" (errno EINTR, .interrupted set), which callers keep quiet
 * about, as the run reports the interruption itself.
 */
static int
input_interrupted(struct input *in, struct diag *d)
{
	in->interrupted = true;
	diag_set(d, in->name, 0, 0, "interrupted");
	errno = EINTR;
	return -1;
}

/*
 * open(2) of a FIFO waits for a writer: a signal that stops the run ends
 * the wait; any other that cuts it short (one not caught by us) does not.
 */
static int
input_open_path(struct input *in, const char *path, struct diag *d)
{
	int	fd;

	for (;;) {
		if (signals_pending())
			return input_interrupted(in, d);
		if ((fd = open(path, O_RDONLY | O_CLOEXEC)) >= 0)
			return fd;
		if (errno != EINTR) {
			diag_set(d, path, 0, 0, "cannot open: %s",
			    strerror(errno));
			return -1;
		}
	}
}

int
input_open(struct input *in, const char *path, struct diag *d)
{
	int	fd;

	if (strcmp(path, "-") == 0)
		return input_open_fd(in, STDIN_FILENO, "<stdin>", d);
	memset(in, 0, sizeof *in);
	in->name = path;
	if ((fd = input_open_path(in, path, d)) < 0)
		return -1;
	return input_open_fd(in, fd, path, d);
}

/*
 * Reads fd, which is the input's from now on (closed with it, unless it
 * is standard input), named name in messages.
 */
int
input_open_fd(struct input *in, int fd, const char *name, struct diag *d)
{
	struct stat	st;

	memset(in, 0, sizeof *in);
	in->name = name;
	in->fd = fd;
	if (fstat(in->fd, &st) == 0 && S_ISREG(st.st_mode))
		in->size = (unsigned long long)st.st_size;
	in->buf = malloc(INPUT_BUFFER);
	if (in->buf == NULL) {
		diag_no_memory(d, in->name, 0);
		input_close(in);
		return -1;
	}
	return 0;
}

void
input_close(struct input *in)
{
	if (in->fd > STDIN_FILENO)
		close(in->fd);
	in->fd = -1;
	free(in->buf);
	in->buf = NULL;
	free(in->deferred);
	in->deferred = NULL;
	in->ndeferred = in->deferred_cap = in->reported = 0;
}

/*
 * Whether the open input is the same regular file as descriptor fd (the
 * output): reading back what the run writes would never end.
 */
bool
input_is_file(const struct input *in, int fd)
{
	struct stat	a, b;

	return fd >= 0 && fstat(in->fd, &a) == 0 && fstat(fd, &b) == 0 &&
	    S_ISREG(a.st_mode) && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/*
 * One read(2) into the free end of the buffer.  The flag a signal raises
 * is looked at before each read and when one is cut short (EINTR): an
 * endless input (/dev/zero, yes) or one that never comes (a pipe nobody
 * writes to) stops as soon as the run is interrupted.
 */
static int
input_read(struct input *in, struct diag *d)
{
	ssize_t	n;

	for (;;) {
		if (signals_pending())
			return input_interrupted(in, d);
		n = read(in->fd, in->buf + in->end, INPUT_BUFFER - in->end);
		if (n >= 0)
			break;
		if (errno != EINTR) {
			diag_set(d, in->name, in->line_no + 1, 0,
			    "read error: %s", strerror(errno));
			return -1;
		}
	}
	if (n == 0)
		in->eof = true;
	in->end += (size_t)n;
	in->read_total += (unsigned long long)n;
	return 0;
}

/*
 * A UTF-8 byte order mark, which some editors put at the start of a file,
 * is skipped: it would otherwise be the first character of line 1 and no
 * notation's.  Only the first fill comes here, before anything is scanned.
 */
static int
input_skip_bom(struct input *in, struct diag *d)
{
	static const char	bom[] = "\xef\xbb\xbf";
	size_t			have;

	in->started = true;
	for (;;) {
		have = in->end - in->start;
		if (memcmp(in->buf + in->start, bom, have < 3 ? have : 3) != 0)
			return 0;
		if (have >= 3)
			break;
		if (in->eof)
			return 0;
		if (input_read(in, d) < 0)
			return -1;
	}
	in->start += 3;
	return 0;
}

/* Moves the unread bytes to the front and reads more behind them. */
static int
input_fill(struct input *in, struct diag *d)
{
	if (in->start > 0) {
		memmove(in->buf, in->buf + in->start, in->end - in->start);
		in->end -= in->start;
		in->start = 0;
	}
	if (input_read(in, d) < 0)
		return -1;
	return in->started ? 0 : input_skip_bom(in, d);
}

static enum input_status
input_too_long(struct input *in, unsigned long no, struct diag *d)
{
	in->last_too_long = true;
	in->last.no = no;
	diag_set(d, in->name, no, 0, "line is longer than %d bytes",
	    INPUT_LINE_MAX);
	return INPUT_TOO_LONG;
}

/* Discards the rest of an over-long line, through its newline. */
static enum input_status
input_skip_long_line(struct input *in, struct diag *d)
{
	char	*nl;

	input_too_long(in, ++in->line_no, d);
	for (;;) {
		nl = memchr(in->buf + in->start, '\n', in->end - in->start);
		if (nl != NULL) {
			in->start = (size_t)(nl - in->buf) + 1;
			return INPUT_TOO_LONG;
		}
		in->start = in->end = 0;
		if (in->eof)
			return INPUT_TOO_LONG;
		if (input_fill(in, d) < 0)
			return INPUT_FAILED;
	}
}

static void
input_take(struct input *in, struct line *line, size_t len, size_t taken)
{
	line->text = in->buf + in->start;
	line->len = len;
	if (len > 0 && line->text[len - 1] == '\r')
		line->len--;
	line->no = ++in->line_no;
	in->taken = taken;
	in->last = *line;
	in->last_too_long = false;
}

/*
 * Whether the len bytes at the buffer's start, a line or the start of
 * one, are more than a line may hold.  A CR before the LF is not counted:
 * the limit is the same for CRLF files as for LF ones.
 */
static bool
input_over_long(const struct input *in, size_t len)
{
	return len > INPUT_LINE_MAX + 1 || (len == INPUT_LINE_MAX + 1 &&
	    in->buf[in->start + len - 1] != '\r');
}

/* The next line from the buffer, pushed-back outcomes aside. */
static enum input_status
input_next(struct input *in, struct line *line, struct diag *d)
{
	size_t	 scanned = 0, avail;
	char	*nl;

	in->start += in->taken;
	in->taken = 0;
	for (;;) {
		avail = in->end - in->start;
		nl = memchr(in->buf + in->start + scanned, '\n',
		    avail - scanned);
		if (nl != NULL) {
			avail = (size_t)(nl - (in->buf + in->start));
			if (input_over_long(in, avail))
				return input_skip_long_line(in, d);
			input_take(in, line, avail, avail + 1);
			return INPUT_LINE;
		}
		if (input_over_long(in, avail))
			return input_skip_long_line(in, d);
		if (in->eof) {
			if (avail == 0)
				return INPUT_END;
			input_take(in, line, avail, avail);
			return INPUT_LINE;
		}
		scanned = avail;
		if (input_fill(in, d) < 0)
			return INPUT_FAILED;
	}
}

/* What input_unread or input_skip_lines left to be returned again. */
static enum input_status
input_again(struct input *in, struct line *line, struct diag *d)
{
	if (in->unread) {
		in->unread = false;
		if (in->last_too_long)
			return input_too_long(in, in->last.no, d);
		*line = in->last;
		return INPUT_LINE;
	}
	return input_too_long(in, in->deferred[in->reported++], d);
}

enum input_status
input_line(struct input *in, struct line *line, struct diag *d)
{
	if (in->unread || in->reported < in->ndeferred)
		return input_again(in, line, d);
	return input_next(in, line, d);
}

/* The next input_line returns the same outcome: a line, or a too long. */
void
input_unread(struct input *in)
{
	in->unread = true;
}

static int
input_defer(struct input *in)
{
	unsigned long	*grown;
	size_t		 cap;

	if (in->ndeferred == in->deferred_cap) {
		cap = in->deferred_cap == 0 ? 4 : 2 * in->deferred_cap;
		grown = realloc(in->deferred, cap * sizeof *grown);
		if (grown == NULL)
			return -1;
		in->deferred = grown;
		in->deferred_cap = cap;
	}
	in->deferred[in->ndeferred++] = in->last.no;
	return 0;
}

/*
 * For detection, which looks at lines through input_peek: reads past n of
 * them, lines every reader skips (blank lines, comments) and over-long
 * lines.  Those are kept by number for input_line to report, in order,
 * before the lines after them, so that the reader detection picks says
 * where each is, as if it had met them itself.
 */
int
input_skip_lines(struct input *in, unsigned long n, struct diag *d)
{
	struct line	l;

	for (; n > 0; n--) {
		switch (input_next(in, &l, d)) {
		case INPUT_LINE:
			break;
		case INPUT_TOO_LONG:
			if (input_defer(in) < 0) {
				diag_no_memory(d, in->name, in->last.no);
				return -1;
			}
			break;
		case INPUT_END:
			return 0;
		case INPUT_FAILED:
			return -1;
		}
	}
	return 0;
}

/*
 * For notation detection, before the first line is read: the buffered start
 * of the input, as much of it as fits and always more than a line may hold,
 * so that a line with no end in it is known to be over-long.  Not to be
 * mixed with input_unread.
 */
const char *
input_peek(struct input *in, size_t *len)
{
	struct diag	ignored;

	in->start += in->taken;
	in->taken = 0;
	/* a longest line, its CR and its LF */
	while (!in->eof && in->end - in->start <= INPUT_LINE_MAX + 1)
		if (input_fill(in, &ignored) < 0) {
			in->peek_error = errno;
			break;
		}
	*len = in->end - in->start;
	return in->buf + in->start;
}

/* How far reading has got, in bytes: for progress against the size. */
unsigned long long
input_offset(const struct input *in)
{
	return in->read_total - (in->end - in->start - in->taken);
}
