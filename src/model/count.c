/*
 * Decimal conversion of 128-bit counts: printf has no conversion for them.
 */
#include <string.h>

#include "model/count.h"

size_t
count_format(count_t n, char out[COUNT_DIGITS])
{
	char	digits[COUNT_DIGITS];
	size_t	len = 0, i;

	do {
		digits[len++] = (char)('0' + (int)(n % 10));
		n /= 10;
	} while (n != 0);
	for (i = 0; i < len; i++)
		out[i] = digits[len - 1 - i];
	out[len] = '\0';
	return len;
}

/* Whether s is plain decimal digits, as many as it has: what count_parse
   takes but for size, so a caller can tell too big from not a number. */
bool
count_is_digits(const char *s)
{
	if (*s == '\0')
		return false;
	for (; *s != '\0'; s++)
		if (*s < '0' || *s > '9')
			return false;
	return true;
}

/* Accepts only plain decimal digits; false on anything else or overflow. */
bool
count_parse(const char *s, count_t *out)
{
	count_t	n = 0, digit;

	if (*s == '\0')
		return false;
	for (; *s != '\0'; s++) {
		if (*s < '0' || *s > '9')
			return false;
		digit = (count_t)(*s - '0');
		if (n > (COUNT_MAX - digit) / 10)
			return false;
		n = n * 10 + digit;
	}
	*out = n;
	return true;
}
