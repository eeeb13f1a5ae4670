/*
 * Writing XML (SVG, and the XHTML that -t html writes): text escaped so
 * that any bytes make a well-formed document, and numbers formatted the
 * one way the pictures use, so goldens do not depend on the C library's
 * rounding of doubles.
 */
#ifndef SUDOKU_MARKUP_H
#define SUDOKU_MARKUP_H

#include "output/output.h"

/* markup.c */
void	markup_text(struct output *, const char *, size_t);
void	markup_puts(struct output *, const char *);
void	markup_printf(struct output *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
void	markup_number(struct output *, double);

#endif
