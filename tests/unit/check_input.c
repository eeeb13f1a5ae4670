/* input.c: lines, terminators, push-back, over-long lines, errors. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fixture.h"
#include "io/input.h"
#include "suites.h"

static void
expect_line(struct input *in, const char *text, unsigned long no)
{
	struct line	l;
	struct diag	d;

	ck_assert_int_eq(input_line(in, &l, &d), INPUT_LINE);
	ck_assert_uint_eq(l.len, strlen(text));
	ck_assert(memcmp(l.text, text, l.len) == 0);
	ck_assert_uint_eq(l.no, no);
}

static void
expect_end(struct input *in)
{
	struct line	l;
	struct diag	d;

	ck_assert_int_eq(input_line(in, &l, &d), INPUT_END);
}

START_TEST(lf_crlf_and_missing_final_newline)
{
	static const char	text[] = "one\r\ntwo\n\nlast";
	struct input		in;

	fixture_open(&in, text, sizeof text - 1);
	expect_line(&in, "one", 1);
	expect_line(&in, "two", 2);
	expect_line(&in, "", 3);
	expect_line(&in, "last", 4);
	expect_end(&in);
	input_close(&in);
}
END_TEST

START_TEST(unread_returns_the_same_line)
{
	static const char	text[] = "a\nb\n";
	struct input		in;

	fixture_open(&in, text, sizeof text - 1);
	expect_line(&in, "a", 1);
	input_unread(&in);
	expect_line(&in, "a", 1);
	expect_line(&in, "b", 2);
	expect_end(&in);
	input_close(&in);
}
END_TEST

START_TEST(peek_does_not_consume)
{
	static const char	text[] = "abc\ndef\n";
	struct input		in;
	const char		*p;
	size_t			len;

	fixture_open(&in, text, sizeof text - 1);
	p = input_peek(&in, &len);
	ck_assert_uint_eq(len, sizeof text - 1);
	ck_assert(memcmp(p, text, len) == 0);
	expect_line(&in, "abc", 1);
	expect_line(&in, "def", 2);
	input_close(&in);
}
END_TEST

/* A line past the limit is skipped with a message; reading goes on. */
START_TEST(long_line_skipped)
{
	size_t		 big = 3 * INPUT_LINE_MAX + 17, len;
	char		*text;
	struct input	 in;
	struct line	 l;
	struct diag	 d;

	text = malloc(big + 16);
	ck_assert_ptr_nonnull(text);
	memcpy(text, "first\n", 6);
	memset(text + 6, 'x', big);
	memcpy(text + 6 + big, "\nafter\n", 7);
	len = 6 + big + 7;
	fixture_open(&in, text, len);
	expect_line(&in, "first", 1);
	ck_assert_int_eq(input_line(&in, &l, &d), INPUT_TOO_LONG);
	ck_assert_uint_eq(d.line, 2);
	ck_assert_str_eq(d.message, "line is longer than 65536 bytes");
	expect_line(&in, "after", 3);
	expect_end(&in);
	input_close(&in);
	free(text);
}
END_TEST

/* Many lines across buffer refills keep their numbers and bytes. */
START_TEST(many_lines_across_refills)
{
	size_t		 n = 20000, i, len = 0;
	char		*text, expect[16];
	struct input	 in;

	text = malloc(n * 16);
	ck_assert_ptr_nonnull(text);
	for (i = 0; i < n; i++)
		len += (size_t)sprintf(text + len, "line %zu\n", i + 1);
	fixture_open(&in, text, len);
	for (i = 0; i < n; i++) {
		sprintf(expect, "line %zu", i + 1);
		expect_line(&in, expect, i + 1);
	}
	expect_end(&in);
	input_close(&in);
	free(text);
}
END_TEST

/*
 * A UTF-8 byte order mark starts no line: it is skipped, even when it
 * comes in pieces through a pipe; elsewhere, or cut short, it is data.
 */
START_TEST(byte_order_mark_skipped)
{
	static const char	text[] = "\xef\xbb\xbf" "one\n\xef\xbb\xbf" "two\n";
	struct input		in;
	const char		*p;
	size_t			len;
	int			fds[2];
	struct timespec		pause = { 0, 20000000 };

	fixture_open(&in, text, sizeof text - 1);
	expect_line(&in, "one", 1);
	expect_line(&in, "\xef\xbb\xbf" "two", 2);
	expect_end(&in);
	input_close(&in);
	fixture_open(&in, text, sizeof text - 1);
	p = input_peek(&in, &len);
	ck_assert_uint_eq(len, sizeof text - 4);
	ck_assert(memcmp(p, "one\n", 4) == 0);
	input_close(&in);
	fixture_open(&in, "\xef\xbbx\n", 4);
	expect_line(&in, "\xef\xbbx", 1);
	input_close(&in);
	fixture_open(&in, "\xef\xbb", 2);
	expect_line(&in, "\xef\xbb", 1);
	expect_end(&in);
	input_close(&in);

	/* one byte at a time: the mark is whole only after three reads */
	ck_assert_int_eq(pipe(fds), 0);
	ck_assert_int_eq(write(fds[1], "\xef", 1), 1);
	memset(&in, 0, sizeof in);
	in.name = "pipe";
	in.fd = fds[0];
	in.buf = malloc(4 * INPUT_LINE_MAX);
	ck_assert_ptr_nonnull(in.buf);
	if (fork() == 0) {
		close(fds[0]);
		nanosleep(&pause, NULL);
		ck_assert_int_eq(write(fds[1], "\xbb", 1), 1);
		nanosleep(&pause, NULL);
		ck_assert_int_eq(write(fds[1], "\xbf" "a\n", 3), 3);
		_exit(0);
	}
	close(fds[1]);
	expect_line(&in, "a", 1);
	expect_end(&in);
	input_close(&in);
	wait(NULL);
}
END_TEST

/* An over-long line pushed back is reported again, at the same place. */
START_TEST(unread_after_a_long_line)
{
	size_t		 big = INPUT_LINE_MAX + 10, len;
	char		*text;
	struct input	 in;
	struct line	 l;
	struct diag	 d;

	text = malloc(big + 16);
	ck_assert_ptr_nonnull(text);
	memset(text, 'x', big);
	memcpy(text + big, "\nnext\n", 6);
	len = big + 6;
	fixture_open(&in, text, len);
	ck_assert_int_eq(input_line(&in, &l, &d), INPUT_TOO_LONG);
	input_unread(&in);
	memset(&d, 0, sizeof d);
	ck_assert_int_eq(input_line(&in, &l, &d), INPUT_TOO_LONG);
	ck_assert_uint_eq(d.line, 1);
	ck_assert_str_eq(d.message, "line is longer than 65536 bytes");
	expect_line(&in, "next", 2);
	expect_end(&in);
	input_close(&in);
	free(text);
}
END_TEST

/*
 * Lines skipped for detection: the over-long ones among them are reported
 * by input_line afterwards, in order, with their own numbers.
 */
START_TEST(skipped_long_lines_reported_later)
{
	size_t		 big = 2 * INPUT_LINE_MAX, len = 0;
	char		*text;
	struct input	 in;
	struct line	 l;
	struct diag	 d;

	text = malloc(2 * big + 64);
	ck_assert_ptr_nonnull(text);
	len += (size_t)sprintf(text + len, "# c\n");
	memset(text + len, 'x', big);
	len += big;
	len += (size_t)sprintf(text + len, "\n\n");
	memset(text + len, 'y', big);
	len += big;
	len += (size_t)sprintf(text + len, "\npuzzle\n");
	fixture_open(&in, text, len);
	ck_assert_int_eq(input_skip_lines(&in, 2, &d), 0);
	ck_assert_int_eq(input_skip_lines(&in, 2, &d), 0);
	ck_assert_int_eq(input_line(&in, &l, &d), INPUT_TOO_LONG);
	ck_assert_uint_eq(d.line, 2);
	input_unread(&in);
	ck_assert_int_eq(input_line(&in, &l, &d), INPUT_TOO_LONG);
	ck_assert_uint_eq(d.line, 2);
	ck_assert_int_eq(input_line(&in, &l, &d), INPUT_TOO_LONG);
	ck_assert_uint_eq(d.line, 4);
	expect_line(&in, "puzzle", 5);
	expect_end(&in);
	input_close(&in);
	free(text);
}
END_TEST

START_TEST(missing_file_and_directory)
{
	struct input	in;
	struct line	l;
	struct diag	d;

	ck_assert_int_eq(input_open(&in, "/nonexistent/x.txt", &d), -1);
	ck_assert_str_eq(d.message, "cannot open: No such file or directory");
	ck_assert_int_eq(input_open(&in, "/", &d), 0);
	ck_assert_int_eq(input_line(&in, &l, &d), INPUT_FAILED);
	ck_assert_str_eq(d.message, "read error: Is a directory");
	input_close(&in);
}
END_TEST

Suite *
make_input_suite(void)
{
	Suite	*s = suite_create("input");
	TCase	*tc;

	tc = tcase_create("lines");
	tcase_add_test(tc, lf_crlf_and_missing_final_newline);
	tcase_add_test(tc, unread_returns_the_same_line);
	tcase_add_test(tc, peek_does_not_consume);
	tcase_add_test(tc, many_lines_across_refills);
	tcase_add_test(tc, byte_order_mark_skipped);
	suite_add_tcase(s, tc);
	tc = tcase_create("limits");
	tcase_add_test(tc, long_line_skipped);
	tcase_add_test(tc, unread_after_a_long_line);
	tcase_add_test(tc, skipped_long_lines_reported_later);
	tcase_add_test(tc, missing_file_and_directory);
	suite_add_tcase(s, tc);
	return s;
}
