/*
 * utf8.c: every code point, encoded here by the standard's table, decodes
 * to itself, but the surrogates; every overlong form, every sequence cut
 * short or broken, and every lead byte past U+10FFFF is refused.
 */
#include <stdbool.h>
#include <string.h>

#include "io/utf8.h"
#include "suites.h"

/* c as UTF-8 in the standard's shortest form; its length. */
static size_t
encode(unsigned long c, unsigned char *s)
{
	if (c < 0x80) {
		s[0] = (unsigned char)c;
		return 1;
	}
	if (c < 0x800) {
		s[0] = (unsigned char)(0xc0 | c >> 6);
		s[1] = (unsigned char)(0x80 | (c & 0x3f));
		return 2;
	}
	if (c < 0x10000) {
		s[0] = (unsigned char)(0xe0 | c >> 12);
		s[1] = (unsigned char)(0x80 | (c >> 6 & 0x3f));
		s[2] = (unsigned char)(0x80 | (c & 0x3f));
		return 3;
	}
	s[0] = (unsigned char)(0xf0 | c >> 18);
	s[1] = (unsigned char)(0x80 | (c >> 12 & 0x3f));
	s[2] = (unsigned char)(0x80 | (c >> 6 & 0x3f));
	s[3] = (unsigned char)(0x80 | (c & 0x3f));
	return 4;
}

/* What is wrong with c's decoding, or NULL. */
static const char *
decode_fault(unsigned long c)
{
	unsigned char	s[4];
	unsigned long	got = ~0ul;
	size_t		len = encode(c, s), cut;
	bool		surrogate = c >= 0xd800 && c < 0xe000;

	if (utf8_decode(s, len, &got) != (surrogate ? 0 : len))
		return surrogate ? "a surrogate taken" : "refused";
	if (!surrogate && got != c)
		return "decoded to another code point";
	for (cut = 1; cut < len; cut++)		/* too few bytes left */
		if (utf8_decode(s, cut, &got) != 0)
			return "taken with bytes missing";
	if (len > 1) {				/* a broken continuation */
		s[len - 1] ^= 0xc0;
		if (utf8_decode(s, len, &got) != 0)
			return "taken with a broken continuation byte";
	}
	return NULL;
}

START_TEST(every_code_point_decodes_to_itself)
{
	const char	*fault;

	for (unsigned long c = 0; c <= 0x10ffff; c++)
		if ((fault = decode_fault(c)) != NULL)
			ck_abort_msg("U+%04lX: %s", c, fault);
}
END_TEST

START_TEST(overlong_forms_and_bad_leads_are_refused)
{
	unsigned char	s[4] = { 0, 0x80, 0x80, 0x80 };
	unsigned long	got;
	int		lead;

	/* the overlong forms of a character: 2, 3 and 4 bytes */
	for (lead = 0xc0; lead <= 0xc1; lead++) {
		s[0] = (unsigned char)lead;
		ck_assert_uint_eq(utf8_decode(s, 2, &got), 0);
	}
	s[0] = 0xe0;
	ck_assert_uint_eq(utf8_decode(s, 3, &got), 0);	/* U+0000 in 3 */
	s[0] = 0xf0;
	ck_assert_uint_eq(utf8_decode(s, 4, &got), 0);	/* U+0000 in 4 */
	/* past U+10FFFF, and bytes that lead nothing */
	for (lead = 0xf5; lead <= 0xff; lead++) {
		s[0] = (unsigned char)lead;
		ck_assert_uint_eq(utf8_decode(s, 4, &got), 0);
	}
	s[0] = 0xf4, s[1] = 0x90;	/* U+110000 */
	ck_assert_uint_eq(utf8_decode(s, 4, &got), 0);
	for (lead = 0x80; lead < 0xc0; lead++) {
		s[0] = (unsigned char)lead;
		ck_assert_uint_eq(utf8_decode(s, 4, &got), 0);
	}
}
END_TEST

Suite *
make_utf8_suite(void)
{
	Suite	*s = suite_create("utf8");
	TCase	*tc = tcase_create("decode");

	tcase_add_test(tc, every_code_point_decodes_to_itself);
	tcase_add_test(tc, overlong_forms_and_bad_leads_are_refused);
	suite_add_tcase(s, tc);
	return s;
}
