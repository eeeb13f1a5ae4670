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

#include "input.h"

#define INPUT_BUFFER	(4 * INPUT_LINE_MAX)

int
input_open(struct input *in, const char *path, struct diag *d)
{
	struct stat	st;

	memset(in, 0, sizeof *in);
	if (strcmp(path, "-") == 0) {
		in->name = "<stdin>";
		in->fd = STDIN_FILENO;
	} else {
		in->name = path;
		in->fd = open(path, O_RDONLY | O_CLOEXEC);
		if (in->fd < 0) {
			diag_set(d, path, 0, 0, "cannot open: %s",
			    strerror(errno));
			return -1;
		}
	}
	if (fstat(in->fd, &st) == 0 && S_ISREG(st.st_mode))
		in->size = (unsigned long long)st.st_size;
	in->buf = malloc(INPUT_BUFFER);
	if (in->buf == NULL) {
		diag_set(d, in->name, 0, 0, "out of memory");
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
}

/* Moves the unread bytes to the front and reads more behind them. */
static int
input_fill(struct input *in, struct diag *d)
{
	ssize_t	n;

	if (in->start > 0) {
		memmove(in->buf, in->buf + in->start, in->end - in->start);
		in->end -= in->start;
		in->start = 0;
	}
	for (;;) {
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

/* Discards the rest of an over-long line, through its newline. */
static enum input_status
input_skip_long_line(struct input *in, struct diag *d)
{
	char	*nl;

	in->line_no++;
	diag_set(d, in->name, in->line_no, 0,
	    "line is longer than %d bytes", INPUT_LINE_MAX);
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
}

enum input_status
input_line(struct input *in, struct line *line, struct diag *d)
{
	size_t	 scanned = 0, avail;
	char	*nl;

	if (in->unread) {
		in->unread = false;
		*line = in->last;
		return INPUT_LINE;
	}
	in->start += in->taken;
	in->taken = 0;
	for (;;) {
		avail = in->end - in->start;
		nl = memchr(in->buf + in->start + scanned, '\n',
		    avail - scanned);
		if (nl != NULL) {
			avail = (size_t)(nl - (in->buf + in->start));
			if (avail > INPUT_LINE_MAX)
				return input_skip_long_line(in, d);
			input_take(in, line, avail, avail + 1);
			return INPUT_LINE;
		}
		if (avail > INPUT_LINE_MAX)
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

void
input_unread(struct input *in)
{
	in->unread = true;
}

/*
 * For notation detection, before the first line is read: the buffered start
 * of the input, as much of it as fits.  Not to be mixed with input_unread.
 */
const char *
input_peek(struct input *in, size_t *len)
{
	struct diag	ignored;

	in->start += in->taken;
	in->taken = 0;
	while (!in->eof && in->end - in->start < INPUT_LINE_MAX)
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
