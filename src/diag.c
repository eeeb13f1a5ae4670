/*
 * Diagnostics are filled in where a problem is found and printed only by
 * the command that decides what the problem means for the run.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"

void
diag_set(struct diag *d, const char *file, unsigned long line,
    unsigned long col, const char *fmt, ...)
{
	va_list	ap;

	d->file = file;
	d->line = line;
	d->col = col;
	va_start(ap, fmt);
	vsnprintf(d->message, sizeof d->message, fmt, ap);
	va_end(ap);
}

void
diag_append(struct diag *d, const char *fmt, ...)
{
	va_list	ap;
	size_t	used;

	used = strlen(d->message);
	if (used + 1 >= sizeof d->message)
		return;
	va_start(ap, fmt);
	vsnprintf(d->message + used, sizeof d->message - used, fmt, ap);
	va_end(ap);
}

/*
 * A byte as it goes on a message line: a control character escaped (\n,
 * \t, \r, else \xNN), so that a file name can neither split the line nor
 * reach the terminal as a command; any other byte, UTF-8 or not, as it is.
 */
const char *
diag_byte(char c, char buf[DIAG_BYTE_MAX])
{
	unsigned char	u = (unsigned char)c;

	if (u == '\n')
		return "\\n";
	if (u == '\t')
		return "\\t";
	if (u == '\r')
		return "\\r";
	if (u < 0x20 || u == 0x7f)
		snprintf(buf, DIAG_BYTE_MAX, "\\x%02x", u);
	else {
		buf[0] = c;
		buf[1] = '\0';
	}
	return buf;
}

/* text on a message line, its control characters escaped */
void
diag_puts(const char *text, FILE *stream)
{
	char	buf[DIAG_BYTE_MAX];

	for (; *text != '\0'; text++)
		fputs(diag_byte(*text, buf), stream);
}

void
diag_print(const struct diag *d, FILE *stream)
{
	fputs("sudoku: ", stream);
	if (d->file != NULL) {
		diag_puts(d->file, stream);
		if (d->line != 0)
			fprintf(stream, ":%lu", d->line);
		if (d->line != 0 && d->col != 0)
			fprintf(stream, ":%lu", d->col);
		fputs(": ", stream);
	}
	diag_puts(d->message, stream);
	fputc('\n', stream);
}
