/*
 * libFuzzer harness for one notation's reader (FUZZ_NOTATION is its name,
 * set when compiling): the bytes become a file, read to the end as that
 * notation; every puzzle read is written back, which exercises the writer
 * on whatever layout the reader kept.  Nothing may crash, hang or leak.
 */
#include <sys/mman.h>

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

#include "notation/notation.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct notation	*n = notation_find(FUZZ_NOTATION);
	struct input		 in;
	struct output		 out;
	struct puzzle		 p;
	struct diag		 d;
	char			 path[64];
	enum read_status	 rs;
	int			 fd, sink;

	fd = memfd_create("fuzz", 0);
	if (fd < 0 || write(fd, data, size) != (ssize_t)size)
		return 0;
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	sink = open("/dev/null", O_WRONLY);
	output_init(&out, sink, "/dev/null");
	if (input_open(&in, path, &d) == 0) {
		puzzle_init(&p);
		while ((rs = n->read(&in, &p, &d)) != READ_END &&
		    rs != READ_FAILED)
			/* as solve.c does: only shapes the notation writes */
			if (rs == READ_PUZZLE && notation_writes(n, &p.shape))
				n->write(&out, &p, puzzle_cells(&p));
		puzzle_free(&p);
		input_close(&in);
	}
	output_flush(&out);
	close(sink);
	close(fd);
	return 0;
}
