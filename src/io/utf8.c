#include "io/utf8.h"

/*
 * The UTF-8 character at s (left bytes remain): its length, its code point
 * in *cp; 0 when the bytes are no UTF-8: an overlong form, a surrogate, a
 * code point past U+10FFFF, a sequence cut short.
 */
size_t
utf8_decode(const unsigned char *s, size_t left, unsigned long *cp)
{
	unsigned long	c = s[0], least;
	size_t		len, i;

	len = c < 0x80 ? 1 : c >= 0xc2 && c < 0xe0 ? 2 : c >= 0xe0 &&
	    c < 0xf0 ? 3 : c >= 0xf0 && c < 0xf5 ? 4 : 0;
	if (len == 0 || len > left)
		return 0;
	least = len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000;
	if (len > 1)
		c &= 0x3fu >> (len - 1);
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3fu);
	}
	if ((len > 1 && c < least) || c > 0x10ffff ||
	    (c >= 0xd800 && c < 0xe000))
		return 0;
	*cp = c;
	return len;
}
