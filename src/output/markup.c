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

#include "io/utf8.h"
#include "output/markup.h"

#define MARKUP_LINE_MAX	1024
#define REPLACEMENT	"\xef\xbf\xbd"

/*
 * The length of the UTF-8 character at s that XML takes, or 0: no C0
 * control but tab and newline, no C1 control, U+FFFE or U+FFFF.
 */
static size_t
markup_utf8(const unsigned char *s, size_t left)
{
	unsigned long	code;
	size_t		len = utf8_decode(s, left, &code);

	if (len == 1)
		return code >= 0x20 || code == '\t' || code == '\n' ? 1 : 0;
	if (code == 0xfffe || code == 0xffff || (code >= 0x80 && code < 0xa0))
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
