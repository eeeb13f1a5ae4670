/* Test inputs from strings, and writer output back as strings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>

#include "fixture.h"
#include "output/result.h"

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

static int
fixture_output(struct output *out)
{
	char	path[] = "/tmp/sudoku-fixture.XXXXXX";
	int	fd;

	fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	unlink(path);
	output_init(out, fd, "fixture");
	return fd;
}

/* Everything written to out, as a NUL-terminated string; closes it. */
static char *
fixture_collect(struct output *out)
{
	char	*text;
	long	 len;
	FILE	*f;

	ck_assert_int_eq(output_flush(out), 0);
	f = fdopen(out->fd, "r");
	ck_assert_ptr_nonnull(f);
	len = lseek(out->fd, 0, SEEK_END);
	rewind(f);
	text = calloc(1, (size_t)len + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_uint_eq(fread(text, 1, (size_t)len, f), (size_t)len);
	fclose(f);
	return text;
}

/* What n writes for g with source's layout. */
char *
fixture_write(const struct notation *n, const struct puzzle *source,
    const struct grid *g)
{
	struct output	out;

	fixture_output(&out);
	n->write(&out, source, g->cell);
	return fixture_collect(&out);
}

/* What n writes for cells, a board of source's shape, in its layout. */
char *
fixture_write_cells(const struct notation *n, const struct puzzle *source,
    const uint8_t *cells)
{
	struct output	out;

	fixture_output(&out);
	n->write(&out, source, cells);
	return fixture_collect(&out);
}

/* What convert writes for one puzzle read in n, end mark included. */
char *
fixture_write_puzzle(const struct notation *n, const struct puzzle *p)
{
	struct output	out;

	fixture_output(&out);
	n->write_puzzle(&out, p);
	n->write_end(&out);
	return fixture_collect(&out);
}

/* What a format writes for r. */
char *
fixture_format(const struct format *f, const struct result *r,
    const struct run_options *opts)
{
	struct output	out;

	fixture_output(&out);
	f->write(&out, r, opts);
	return fixture_collect(&out);
}

/*
 * How sparsely a generated test samples its cases: every one, but under
 * valgrind (SUDOKU_VALGRIND=1, as .ci/run's pass sets it), where a case
 * costs fifty times as much, one in FIXTURE_VALGRIND_STRIDE; the
 * sanitizers' pass runs them all.
 */
#define FIXTURE_VALGRIND_STRIDE	41

int
fixture_stride(void)
{
	const char	*v = getenv("SUDOKU_VALGRIND");

	return v != NULL && strcmp(v, "1") == 0 ? FIXTURE_VALGRIND_STRIDE : 1;
}
