/*
 * Line-by-line reading of one input file, buffered with read(2) so that a
 * batch of millions of puzzles costs a handful of system calls.  Memory is
 * bounded: a line longer than INPUT_LINE_MAX is reported and skipped, never
 * buffered whole.  Lines come back without their LF or CRLF terminator; a
 * missing final newline is accepted, and so is a UTF-8 byte order mark at
 * the start of the file (skipped: it is no part of the first line).
 */
#ifndef SUDOKU_INPUT_H
#define SUDOKU_INPUT_H

#include <stdbool.h>
#include <stddef.h>

#include "io/diag.h"

#define INPUT_LINE_MAX	65536

struct line {
	const char	*text;		/* valid until the next input_line */
	size_t		 len;
	unsigned long	 no;		/* 1-based line number */
};

struct input {
	const char	*name;		/* for messages: the path, or "<stdin>" */
	int		 fd;
	char		*buf;
	size_t		 start;		/* first unread byte */
	size_t		 end;		/* one past the last buffered byte */
	size_t		 taken;		/* bytes of the line last returned */
	unsigned long	 line_no;	/* number of the line last returned */
	bool		 eof;
	bool		 unread;	/* return the last outcome again */
	bool		 last_too_long;	/* it was INPUT_TOO_LONG */
	bool		 started;	/* the byte order mark is behind us */
	unsigned long long read_total;	/* bytes read from fd so far */
	unsigned long long size;	/* of a regular file, else 0 */
	int		 peek_error;	/* errno of a read input_peek met */
	bool		 interrupted;	/* a signal stopped the run */
	struct line	 last;
	/*
	 * Over-long lines that input_skip_lines went past, by number, each
	 * to be reported by input_line before it reads on.
	 */
	unsigned long	*deferred;
	size_t		 ndeferred;
	size_t		 deferred_cap;
	size_t		 reported;	/* how many of them input_line gave */
};

enum input_status {
	INPUT_END,		/* no more lines */
	INPUT_LINE,		/* *line filled in */
	INPUT_TOO_LONG,		/* diag set; the line was skipped */
	INPUT_FAILED		/* diag set; read error, stop reading */
};

/* input.c */
int			input_open(struct input *, const char *, struct diag *);
int			input_open_fd(struct input *, int, const char *,
			    struct diag *);
void			input_close(struct input *);
bool			input_is_file(const struct input *, int);
enum input_status	input_line(struct input *, struct line *,
			    struct diag *);
void			input_unread(struct input *);
const char		*input_peek(struct input *, size_t *);
int			 input_skip_lines(struct input *, unsigned long,
			    struct diag *);
unsigned long long	 input_offset(const struct input *);

#endif
