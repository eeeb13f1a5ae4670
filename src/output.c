/*
 * Output through one buffer per destination.  Errors are kept, not
 * reported here: the command learns of them from .error and decides.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "output.h"

void
output_init(struct output *out, int fd, const char *name)
{
	out->fd = fd;
	out->name = name;
	out->error = 0;
	out->records = 0;
	out->before_write = NULL;
	out->before_ctx = NULL;
	out->len = 0;
}

static void
output_drain(struct output *out, const char *data, size_t len)
{
	ssize_t	n;

	if (len > 0 && out->before_write != NULL)
		out->before_write(out->before_ctx);
	while (len > 0 && out->error == 0) {
		n = write(out->fd, data, len);
		if (n < 0) {
			if (errno != EINTR)
				out->error = errno;
			continue;
		}
		data += n;
		len -= (size_t)n;
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
