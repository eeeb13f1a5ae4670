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

void
diag_print(const struct diag *d, FILE *stream)
{
	fputs("sudoku: ", stream);
	if (d->file != NULL) {
		fputs(d->file, stream);
		if (d->line != 0)
			fprintf(stream, ":%lu", d->line);
		if (d->line != 0 && d->col != 0)
			fprintf(stream, ":%lu", d->col);
		fputs(": ", stream);
	}
	fputs(d->message, stream);
	fputc('\n', stream);
}
