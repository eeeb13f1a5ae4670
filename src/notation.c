/*
 * The notation table, the puzzle record every reader fills, and automatic
 * detection of a file's notation from its first meaningful line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation.h"

const struct notation *const notation_table[] = {
	&notation_line,
	&notation_grid,
	&notation_boj,
	&notation_sudominoku,
	NULL
};

const struct notation *
notation_find(const char *name)
{
	const struct notation *const	*n;

	for (n = notation_table; *n != NULL; n++)
		if (strcmp((*n)->name, name) == 0)
			return *n;
	return NULL;
}

void
puzzle_init(struct puzzle *p)
{
	memset(p, 0, sizeof *p);
}

void
puzzle_free(struct puzzle *p)
{
	free(p->text);
	puzzle_init(p);
}

int
puzzle_append_text(struct puzzle *p, const char *text, size_t len)
{
	size_t	 cap;
	char	*grown;

	if (p->text_len + len + 1 > p->text_cap) {
		cap = p->text_cap == 0 ? 256 : p->text_cap;
		while (cap < p->text_len + len + 1)
			cap *= 2;
		if ((grown = realloc(p->text, cap)) == NULL)
			return -1;
		p->text = grown;
		p->text_cap = cap;
	}
	memcpy(p->text + p->text_len, text, len);
	p->text_len += len;
	p->text[p->text_len] = '\0';
	return 0;
}

int
puzzle_set_text(struct puzzle *p, const char *text, size_t len)
{
	p->text_len = 0;
	return puzzle_append_text(p, text, len);
}

/* A byte as a message shows it: printable ASCII as is, else escaped. */
void
notation_show_char(char c, char out[8])
{
	unsigned char	u = (unsigned char)c;

	if (u >= 0x20 && u < 0x7f) {
		out[0] = c;
		out[1] = '\0';
	} else
		snprintf(out, 8, "\\x%02x", u);
}

/*
 * The next line for a reader, with the input's own problems turned into
 * read statuses: READ_PUZZLE here means "a line came".
 */
enum read_status
notation_next_line(struct input *in, struct line *l, struct diag *d)
{
	switch (input_line(in, l, d)) {
	case INPUT_LINE:
		return READ_PUZZLE;
	case INPUT_END:
		return READ_END;
	case INPUT_TOO_LONG:
		return READ_BAD;
	case INPUT_FAILED:
		break;
	}
	return READ_FAILED;
}

static bool
is_blank_text(const char *s, size_t len)
{
	size_t	i;

	for (i = 0; i < len; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
			return false;
	return true;
}

static bool
is_line_cell(char c)
{
	return (c >= '0' && c <= '9') || c == '.';
}

/* The whole first token is 81 cells of a line puzzle. */
static bool
looks_like_line(const char *s, size_t len)
{
	size_t	i;

	if (len < GRID_CELLS)
		return false;
	for (i = 0; i < GRID_CELLS; i++)
		if (!is_line_cell(s[i]))
			return false;
	return len == GRID_CELLS || s[i] == ' ' || s[i] == '\t';
}

/*
 * Only digits, at least two numbers separated by blanks, or exactly nine
 * digits: a Baekjoon board.  A grid row of nine digits fits both boj and
 * grid; either reads the same givens and writes back the same bytes, so
 * the choice cannot change an answer.
 */
static bool
looks_like_boj(const char *s, size_t len)
{
	size_t	i, digits = 0, numbers = 0;
	bool	in_number = false;

	for (i = 0; i < len; i++) {
		if (s[i] >= '0' && s[i] <= '9') {
			digits++;
			if (!in_number)
				numbers++;
			in_number = true;
		} else if (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')
			in_number = false;
		else
			return false;
	}
	return numbers >= 2 || (numbers == 1 && digits == GRID_SIDE);
}

/* Cells, grid separators, or UTF-8 box drawing (U+2500..U+257F). */
static bool
looks_like_grid(const char *s, size_t len)
{
	size_t	i;

	for (i = 0; i < len; i++) {
		if (strchr("0123456789._|+-=: \t\r", s[i]) != NULL &&
		    s[i] != '\0')
			continue;
		if (i + 2 < len && (unsigned char)s[i] == 0xe2 &&
		    ((unsigned char)s[i + 1] == 0x94 ||
		    (unsigned char)s[i + 1] == 0x95)) {
			i += 2;
			continue;
		}
		return false;
	}
	return true;
}

/* One number alone on the line: a Sudominoku case header. */
static bool
looks_like_count(const char *s, size_t len)
{
	size_t	i = 0, digits = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	for (; i < len && s[i] >= '0' && s[i] <= '9'; i++)
		digits++;
	while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
		i++;
	return i == len && digits >= 1 && digits <= 2;
}

static const struct notation *
notation_of_line(const char *s, size_t len, struct diag *d,
    const char *file, unsigned long no)
{
	if (looks_like_line(s, len))
		return &notation_line;
	if (looks_like_count(s, len))
		return &notation_sudominoku;
	if (looks_like_boj(s, len))
		return &notation_boj;
	if (looks_like_grid(s, len))
		return &notation_grid;
	diag_set(d, file, no, 0, "cannot tell the notation: line %lu is not "
	    "81 cells (line), 9 numbers (boj), a grid row (grid) or a "
	    "number of dominoes (sudominoku); use --from", no);
	return NULL;
}

const struct notation *
notation_detect(struct input *in, struct diag *d)
{
	const char	*buf, *s, *nl;
	size_t		 len, n;
	unsigned long	 no = 0;

	buf = input_peek(in, &len);
	for (s = buf; s < buf + len; s = nl + 1) {
		nl = memchr(s, '\n', (size_t)(buf + len - s));
		if (nl == NULL)
			nl = buf + len;
		n = (size_t)(nl - s);
		no++;
		if (n > 0 && s[n - 1] == '\r')
			n--;
		if (n == 0 || s[0] == '#' || is_blank_text(s, n))
			continue;
		/* a Baekjoon 4574 answer: "Puzzle k", then nine digit rows */
		if (n > 7 && memcmp(s, "Puzzle ", 7) == 0)
			return &notation_boj;
		return notation_of_line(s, n, d, in->name, no);
	}
	diag_set(d, in->name, 0, 0, "no puzzle found");
	return NULL;
}
