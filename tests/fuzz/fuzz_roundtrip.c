/*
 * libFuzzer harness for a notation that carries rules (FUZZ_NOTATION:
 * variant, killer): every puzzle read is written back as convert writes
 * it, and the text written must read back as the same puzzle: its shape,
 * its cells, and its constraints one for one, in order.  Nothing may
 * crash, hang or leak, and no rule may be lost or changed on the way.
 */
#include <sys/mman.h>

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "notation/notation.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static bool
same_rules(const struct puzzle *a, const struct puzzle *b)
{
	const struct ruleset	*x = a->ruleset, *y = b->ruleset;
	int			 i;

	if (a->rules != b->rules)
		return false;
	if (a->rules != RULES_VARIANT)
		return true;
	if (x->count != y->count)
		return false;
	for (i = 0; i < x->count; i++) {
		const struct constraint *c = &x->constraint[i],
		    *d = &y->constraint[i];

		if (c->family != d->family || c->head != d->head ||
		    c->ncells != d->ncells || c->value != d->value ||
		    memcmp(constraint_cells(x, c), constraint_cells(y, d),
		    c->ncells * sizeof(uint16_t)) != 0)
			return false;
	}
	return true;
}

/* The puzzle written, then read back: it must be the same. */
static void
round_trip(const struct notation *n, const struct puzzle *p)
{
	struct output	out;
	struct input	in;
	struct puzzle	q;
	struct diag	d;
	char		path[64], why[160];
	int		fd;

	if (!notation_writes(n, &p->shape) ||
	    !notation_holds(n, p, true, why, sizeof why))
		return;
	if ((fd = memfd_create("out", 0)) < 0)
		return;
	output_init(&out, fd, "out");
	n->write(&out, p, puzzle_cells(p));
	output_flush(&out);
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	if (input_open(&in, path, &d) == 0) {
		puzzle_init(&q);
		if (n->read(&in, &q, &d) != READ_PUZZLE ||
		    q.shape.side != p->shape.side ||
		    q.shape.box_rows != p->shape.box_rows ||
		    memcmp(puzzle_cells(&q), puzzle_cells(p),
		    (size_t)p->shape.cells) != 0 || !same_rules(p, &q)) {
			fprintf(stderr, "round trip lost something: %s\n",
			    d.message);
			abort();
		}
		puzzle_free(&q);
		input_close(&in);
	}
	close(fd);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct notation	*n = notation_find(FUZZ_NOTATION);
	struct input		 in;
	struct puzzle		 p;
	struct diag		 d;
	char			 path[64];
	enum read_status	 rs;
	int			 fd;

	fd = memfd_create("fuzz", 0);
	if (fd < 0 || write(fd, data, size) != (ssize_t)size)
		return 0;
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	if (input_open(&in, path, &d) == 0) {
		puzzle_init(&p);
		while ((rs = n->read(&in, &p, &d)) != READ_END &&
		    rs != READ_FAILED)
			if (rs == READ_PUZZLE)
				round_trip(n, &p);
		puzzle_free(&p);
		input_close(&in);
	}
	close(fd);
	return 0;
}
