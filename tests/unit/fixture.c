/* Test inputs from strings, and writer output back as strings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>

#include "fixture.h"

/* The input reads text; messages name it FIXTURE_NAME. */
void
fixture_open(struct input *in, const char *text, size_t len)
{
	char		path[] = "/tmp/sudoku-fixture.XXXXXX";
	struct diag	d;
	int		fd;

	fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(write(fd, text, len), (ssize_t)len);
	close(fd);
	ck_assert_int_eq(input_open(in, path, &d), 0);
	unlink(path);
	in->name = FIXTURE_NAME;
}

/* What n writes for g with source's layout, as a NUL-terminated string. */
char *
fixture_write(const struct notation *n, const struct puzzle *source,
    const struct grid *g)
{
	struct output	 out;
	char		 path[] = "/tmp/sudoku-fixture.XXXXXX";
	char		*text;
	long		 len;
	FILE		*f;
	int		 fd;

	fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	unlink(path);
	output_init(&out, fd, "fixture");
	n->write(&out, source, g);
	ck_assert_int_eq(output_flush(&out), 0);
	f = fdopen(fd, "r");
	ck_assert_ptr_nonnull(f);
	len = lseek(fd, 0, SEEK_END);
	rewind(f);
	text = calloc(1, (size_t)len + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_uint_eq(fread(text, 1, (size_t)len, f), (size_t)len);
	fclose(f);
	return text;
}
