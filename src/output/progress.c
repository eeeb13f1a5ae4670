/*
 * Drawing the progress line.  It is written and flushed in one piece
 * ("\r", the line, ESC [ K to clear what a longer line left), so that a
 * line-buffered stderr (main.c) puts it out at once and whole.
 */
#include <sys/ioctl.h>
#include <sys/stat.h>

#include <string.h>
#include <unistd.h>

#include "output/progress.h"

#define PROGRESS_WIDTH_DEFAULT	80	/* not a terminal, or it will not say */
#define PERCENT_DECIMALS_MAX	3	/* then "<0.001%" */

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
 * Whether the output fd (stdout, or -o /dev/stdout or /dev/tty) goes to
 * the terminal stderr shows progress on: the line is then erased before
 * results are written, and they are flushed before it is drawn.
 */
bool
progress_shares_terminal(int fd)
{
	struct stat	out, err;

	return isatty(fd) && isatty(STDERR_FILENO) &&
	    fstat(fd, &out) == 0 && fstat(STDERR_FILENO, &err) == 0 &&
	    out.st_rdev == err.st_rdev;
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

/*
 * Whether a line is due at now, for work begun at started and a line last
 * drawn at shown (0: none yet): none in the first PROGRESS_DELAY seconds,
 * so that short runs print nothing, then one every PROGRESS_PACE.  Asked
 * by the clock, not by the work done: a puzzle or a draw may take a
 * microsecond or a minute.
 */
bool
progress_due(double started, double shown, double now)
{
	return now - started >= PROGRESS_DELAY && now - shown >= PROGRESS_PACE;
}

/*
 * part of whole as a percentage, with decimals decimals or as many more as
 * it takes not to round a share that is neither none nor all to 0 or 100
 * (2 draws of 4,991 kept: "0.04%", not "0.0%"); past PERCENT_DECIMALS_MAX,
 * "<0.001%" or ">99.999%".
 */
void
progress_percent(char *buf, size_t size, double part, double whole,
    int decimals)
{
	double	percent, unit = 1;
	int	i;

	if (whole <= 0 || part <= 0 || part >= whole) {
		snprintf(buf, size, "%.*f%%", decimals,
		    whole > 0 && part >= whole ? 100.0 : 0.0);
		return;
	}
	percent = 100 * part / whole;
	for (i = 0; i < decimals; i++)
		unit /= 10;
	while ((percent < unit || percent > 100 - unit) &&
	    decimals < PERCENT_DECIMALS_MAX) {
		decimals++;
		unit /= 10;
	}
	if (percent < unit)
		snprintf(buf, size, "<%.*f%%", decimals, unit);
	else if (percent > 100 - unit)
		snprintf(buf, size, ">%.*f%%", decimals, 100 - unit);
	else
		snprintf(buf, size, "%.*f%%", decimals, percent);
}

/* Time taken, as a person reads it: "0.6 s", "42 s", "3 min 5 s",
   "2 h 7 min". */
void
progress_elapsed(char *buf, size_t size, double seconds)
{
	long	whole = seconds > 0 ? (long)seconds : 0;

	if (seconds < 10)
		snprintf(buf, size, "%.1f s", seconds > 0 ? seconds : 0);
	else if (whole < 60)
		snprintf(buf, size, "%ld s", whole);
	else if (whole < 3600)
		snprintf(buf, size, "%ld min %ld s", whole / 60, whole % 60);
	else
		snprintf(buf, size, "%ld h %ld min", whole / 3600,
		    whole / 60 % 60);
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
