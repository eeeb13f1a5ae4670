/*
 * XML text out of any bytes (markup.h).  A file name or a comment is
 * bytes; XML is Unicode text without most control characters, so each
 * byte that is not part of valid UTF-8, and each control character but
 * tab and newline, becomes U+FFFD, as the yaml and json writers do with
 * the bytes they cannot write.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "output/markup.h"

#define MARKUP_LINE_MAX	1024
#define REPLACEMENT	"\xef\xbf\xbd"

/* The length of the UTF-8 sequence at s that XML takes, or 0. */
static size_t
markup_utf8(const unsigned char *s, size_t left)
{
	static const unsigned long least[] = { 0, 0, 0x80, 0x800, 0x10000 };
	unsigned long	code;
	size_t		len, i;

	if (s[0] < 0x80)
		return s[0] >= 0x20 || s[0] == '\t' || s[0] == '\n' ? 1 : 0;
	if (s[0] >= 0xc0 && s[0] < 0xe0)
		len = 2, code = s[0] & 0x1fu;
	else if (s[0] >= 0xe0 && s[0] < 0xf0)
		len = 3, code = s[0] & 0x0fu;
	else if (s[0] >= 0xf0 && s[0] < 0xf8)
		len = 4, code = s[0] & 0x07u;
	else
		return 0;
	if (len > left)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0u) != 0x80)
			return 0;
		code = code << 6 | (s[i] & 0x3fu);
	}
	/* no overlong forms, surrogates, U+FFFE, U+FFFF or past U+10FFFF */
	if (code < least[len] || code > 0x10ffff ||
	    (code >= 0xd800 && code <= 0xdfff) || code == 0xfffe ||
	    code == 0xffff || (code >= 0x80 && code < 0xa0))
		return 0;
	return len;
}

/* len bytes of text as XML character data, fit for an attribute too. */
void
markup_text(struct output *out, const char *text, size_t len)
{
	const unsigned char	*s = (const unsigned char *)text;
	size_t			 i = 0, n;

	while (i < len) {
		n = markup_utf8(s + i, len - i);
		if (n == 0) {
			output_puts(out, REPLACEMENT);
			i++;
			continue;
		}
		switch (s[i]) {
		case '&':
			output_puts(out, "&amp;");
			break;
		case '<':
			output_puts(out, "&lt;");
			break;
		case '>':
			output_puts(out, "&gt;");
			break;
		case '"':
			output_puts(out, "&quot;");
			break;
		case '\'':
			output_puts(out, "&#39;");
			break;
		default:
			output_write(out, s + i, n);
			break;
		}
		i += n;
	}
}

void
markup_puts(struct output *out, const char *text)
{
	markup_text(out, text, strlen(text));
}

/* Markup itself, not escaped: the callers' formats hold only markup. */
void
markup_printf(struct output *out, const char *fmt, ...)
{
	char	line[MARKUP_LINE_MAX];
	va_list	ap;
	int	n;

	va_start(ap, fmt);
	n = vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	output_write(out, line, (size_t)n < sizeof line ? (size_t)n :
	    sizeof line - 1);
}

/* "40", "12.5", "-3.25": at most two decimals, no trailing zeros. */
void
markup_number(struct output *out, double x)
{
	char	text[32];
	long	hundredths = (long)(x * 100 + (x < 0 ? -0.5 : 0.5));
	long	whole;
	int	n;

	if (hundredths < 0) {
		output_putc(out, '-');
		hundredths = -hundredths;
	}
	whole = hundredths / 100;
	hundredths %= 100;
	if (hundredths == 0)
		n = snprintf(text, sizeof text, "%ld", whole);
	else if (hundredths % 10 == 0)
		n = snprintf(text, sizeof text, "%ld.%ld", whole,
		    hundredths / 10);
	else
		n = snprintf(text, sizeof text, "%ld.%02ld", whole, hundredths);
	output_write(out, text, (size_t)n);
}
