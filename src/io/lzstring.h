/*
 * LZ-String's base64 form, the text f-puzzles links carry after "?load=":
 * an LZW code over the UTF-16 units of a string, the codes packed into
 * six-bit groups written as base64 characters.  Decoding gives UTF-8;
 * encoding takes UTF-8 and gives what LZ-String's compressToBase64 gives
 * for the same string, byte for byte, so a link made here is the link
 * f-puzzles makes.
 */
#ifndef SUDOKU_LZSTRING_H
#define SUDOKU_LZSTRING_H

#include <stddef.h>

enum lzstring_status {
	LZSTRING_OK,
	LZSTRING_BAD_CHAR,	/* not a base64 character (at *at) */
	LZSTRING_TRUNCATED,	/* the text ends before its end code */
	LZSTRING_BAD_CODE,	/* a code no dictionary entry has */
	LZSTRING_TRAILING,	/* text after the end code (at *at) */
	LZSTRING_TOO_LONG,	/* decodes to more than the limit */
	LZSTRING_NO_MEMORY
};

/* lzstring.c */
enum lzstring_status	 lzstring_decode_base64(const char *, size_t, size_t,
			    char **, size_t *, size_t *);
enum lzstring_status	 lzstring_encode_base64(const char *, size_t,
			    char **, size_t *);
const char		*lzstring_status_text(enum lzstring_status);

#endif
