/*
 * Diagnostics: a message with the position it is about, built where the
 * problem is found and printed only by the command at the top, in the
 * compiler style editors jump to ("sudoku: FILE:LINE:COL: message").
 * Line or column 0 means "not known" and is left out of the print.
 * Control characters are printed escaped, so one problem is one line.
 */
#ifndef SUDOKU_DIAG_H
#define SUDOKU_DIAG_H

#include <stdbool.h>
#include <stdio.h>

#define DIAG_MESSAGE_MAX	320
#define DIAG_BYTE_MAX		5	/* "\xNN" and its NUL */
#define DIAG_CHAR_MAX		17	/* four bytes as "\xNN", and a NUL */

struct diag {
	const char	*file;
	unsigned long	 line;
	unsigned long	 col;
	char		 message[DIAG_MESSAGE_MAX];
	/* "out of memory": a system error (exit status 3), however the
	   command would take the problem in its place */
	bool		 no_memory;
};

/* diag.c */
void	diag_set(struct diag *, const char *, unsigned long, unsigned long,
	    const char *, ...) __attribute__((format(printf, 5, 6)));
void	diag_no_memory(struct diag *, const char *, unsigned long);
void	diag_append(struct diag *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
const char *diag_byte(char, char [DIAG_BYTE_MAX]);
const char *diag_char(const char *, size_t *, char [DIAG_CHAR_MAX]);
void	diag_puts(const char *, FILE *);
void	diag_escape(const char *, char *, size_t);
void	diag_print(const struct diag *, FILE *);

#endif
