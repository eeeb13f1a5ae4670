/*
 * Drawing the progress line.  It is written and flushed in one piece
 * ("\r", the line, ESC [ K to clear what a longer line left), so that a
 * line-buffered stderr (main.c) puts it out at once and whole.
 */
#include <sys/ioctl.h>

#include <string.h>

#include "output/progress.h"

#define PROGRESS_WIDTH_DEFAULT	80	/* not a terminal, or it will not say */

/* The width of the terminal stream is, in columns. */
int
progress_width(FILE *stream)
{
	struct winsize	ws;

	if (ioctl(fileno(stream), TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
		return ws.ws_col;
	return PROGRESS_WIDTH_DEFAULT;
}

/*
 * line cut to columns - 1 characters: the last column is left free, as a
 * character there moves some terminals' cursor to the next line.  A UTF-8
 * character (a file name's) counts as one column, and is never cut in two.
 */
void
progress_cut(char *line, int columns)
{
	int	used = 0;
	char	*p;

	for (p = line; *p != '\0'; p++) {
		if (((unsigned char)*p & 0xc0) == 0x80)
			continue;	/* the rest of a character */
		if (used++ == columns - 1) {
			*p = '\0';
			return;
		}
	}
}

/* Columns s takes: a UTF-8 character is one. */
static int
progress_columns(const char *s)
{
	int	n = 0;

	for (; *s != '\0'; s++)
		if (((unsigned char)*s & 0xc0) != 0x80)
			n++;
	return n;
}

/*
 * The line lead + body, fitted to columns: on a narrow terminal the words
 * of lead go first, a part ending in ": " at a time ("sudoku: ", then
 * "counting puzzle 3: "), so that the numbers in body stay in sight; only
 * then is the line cut at the end.  body is never looked into: a file
 * name in it may hold ": " too.
 */
void
progress_fit(char *line, size_t size, const char *lead, const char *body,
    int columns)
{
	const char	*next;
	int		 room = progress_columns(body);

	while (*lead != '\0' && progress_columns(lead) + room > columns - 1)
		lead = (next = strstr(lead, ": ")) != NULL ? next + 2 : "";
	snprintf(line, size, "%s%s", lead, body);
	progress_cut(line, columns);
}

/*
 * A long count's part of its line, the count found so far and how fast
 * it grows: "1 solution so far, 2/s", "1234567 solutions so far, 2345678/s".
 */
void
progress_count(char *line, size_t size, count_t found, double rate)
{
	char	digits[COUNT_DIGITS];

	count_format(found, digits);
	snprintf(line, size, "%s solution%s so far, %.0f/s", digits,
	    found == 1 ? "" : "s", rate);
}

void
progress_draw(FILE *stream, const char *line)
{
	char	buf[PROGRESS_LINE_MAX + 8];
	size_t	len = strlen(line);

	if (len > PROGRESS_LINE_MAX)
		len = PROGRESS_LINE_MAX;
	buf[0] = '\r';
	memcpy(buf + 1, line, len);
	memcpy(buf + 1 + len, "\033[K", 4);
	fputs(buf, stream);
	fflush(stream);
}

void
progress_clear(FILE *stream)
{
	fputs("\r\033[K", stream);
	fflush(stream);
}
