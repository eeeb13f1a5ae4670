/*
 * Diagnostics are filled in where a problem is found and printed only by
 * the command that decides what the problem means for the run.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "io/diag.h"

void
diag_set(struct diag *d, const char *file, unsigned long line,
    unsigned long col, const char *fmt, ...)
{
	va_list	ap;

	d->file = file;
	d->line = line;
	d->col = col;
	d->no_memory = false;
	va_start(ap, fmt);
	vsnprintf(d->message, sizeof d->message, fmt, ap);
	va_end(ap);
}

/*
 * Memory ran out at file:line: not the input's fault, so it is told
 * apart from the problems found in the input.
 */
void
diag_no_memory(struct diag *d, const char *file, unsigned long line)
{
	diag_set(d, file, line, 0, "out of memory");
	d->no_memory = true;
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
 * A byte of a text is better shown by diag_char, which sees the UTF-8
 * character it is part of.
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

/*
 * The length of the well-formed UTF-8 sequence text starts with (two to
 * four bytes: no overlong forms, surrogates or code points past U+10FFFF),
 * or 0 if it starts none.
 */
static size_t
diag_utf8_len(const unsigned char *t)
{
	unsigned char	lo = 0x80, hi = 0xbf;
	size_t		n, i;

	if (t[0] >= 0xc2 && t[0] <= 0xdf)
		n = 2;
	else if (t[0] >= 0xe0 && t[0] <= 0xef)
		n = 3;
	else if (t[0] >= 0xf0 && t[0] <= 0xf4)
		n = 4;
	else
		return 0;
	if (t[0] == 0xe0)
		lo = 0xa0;
	else if (t[0] == 0xed)
		hi = 0x9f;
	else if (t[0] == 0xf0)
		lo = 0x90;
	else if (t[0] == 0xf4)
		hi = 0x8f;
	for (i = 1; i < n; i++) {
		if (t[i] < lo || t[i] > hi)
			return 0;
		lo = 0x80;
		hi = 0xbf;
	}
	return n;
}

/*
 * The character text starts with (not at its NUL) as it goes on a message
 * line, *len set to the bytes it takes.  Control characters are escaped,
 * the C0 ones and DEL by diag_byte, the C1 ones too (U+0080 to U+009F, two
 * bytes in UTF-8: CSI, U+009B, starts a terminal command as ESC [ does),
 * each byte as \xNN; so is a byte 0x80 to 0x9F that is no part of a UTF-8
 * character, which a terminal reading 8-bit controls would obey.  Other
 * characters and other bytes, UTF-8 or not, go as they are.
 */
const char *
diag_char(const char *text, size_t *len, char buf[DIAG_CHAR_MAX])
{
	const unsigned char	*t = (const unsigned char *)text;
	size_t			 i;

	*len = diag_utf8_len(t);
	if (*len == 2 && t[0] == 0xc2 && t[1] <= 0x9f) {
		snprintf(buf, DIAG_CHAR_MAX, "\\x%02x\\x%02x", t[0], t[1]);
		return buf;
	}
	if (*len > 0) {
		for (i = 0; i < *len; i++)
			buf[i] = text[i];
		buf[i] = '\0';
		return buf;
	}
	*len = 1;
	if (t[0] >= 0x80 && t[0] <= 0x9f) {
		snprintf(buf, DIAG_CHAR_MAX, "\\x%02x", t[0]);
		return buf;
	}
	return diag_byte(text[0], buf);
}

/* text on a message line, its control characters escaped */
void
diag_puts(const char *text, FILE *stream)
{
	char	buf[DIAG_CHAR_MAX];
	size_t	len;

	for (; *text != '\0'; text += len)
		fputs(diag_char(text, &len, buf), stream);
}

/*
 * text escaped as diag_puts writes it, into buf: as many whole characters
 * as fit in size - 1 bytes, and a NUL.
 */
void
diag_escape(const char *text, char *buf, size_t size)
{
	char		 c[DIAG_CHAR_MAX];
	const char	*shown;
	size_t		 len, used = 0, n;

	for (; *text != '\0'; text += len) {
		shown = diag_char(text, &len, c);
		n = strlen(shown);
		if (used + n >= size)
			break;
		memcpy(buf + used, shown, n);
		used += n;
	}
	if (size > 0)
		buf[used] = '\0';
}

/*
 * Messages go to a line-buffered stderr (main.c): each is one write(2),
 * whole, and lines that other processes write to the same pipe or file
 * fall between them, never inside them.
 */
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
