/*
 * UTF-8 as everything here reads it: the file names, comments and titles
 * that go into YAML, JSON, SVG and f-puzzles links are bytes, and each
 * writer takes only well-formed characters.
 */
#ifndef SUDOKU_UTF8_H
#define SUDOKU_UTF8_H

#include <stddef.h>

/* utf8.c */
size_t	utf8_decode(const unsigned char *, size_t, unsigned long *);

#endif
