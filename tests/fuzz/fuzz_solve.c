/*
 * libFuzzer harness for the whole path a command takes: detect the
 * notation, read every puzzle, check and solve it (first solution, count
 * to 2, and verify), and write the results in plain, pretty and YAML.
 * Some searches legitimately take long (a sparse Sudominoku has many
 * tilings to go through), and a slow input is the benchmark's business,
 * not the fuzzer's: each input gets a budget of engine polls, after which
 * the interrupt stops every search it starts.  A real hang still times
 * out, because a search that never polls never spends its budget.
 */
#include <sys/mman.h>

#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "notation/notation.h"
#include "output/result.h"

/* Engine polls one input may spend: about 1 s under the sanitizers. */
#define POLL_BUDGET	16

struct budget {
	unsigned		polls;
	volatile sig_atomic_t	spent;
};

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
budget_spend(void *ctx, count_t count)
{
	struct budget	*b = ctx;

	(void)count;
	if (++b->polls >= POLL_BUDGET)
		b->spent = 1;
}

static void
fuzz_results(const struct run_options *base, const struct puzzle *p,
    struct output *out)
{
	static const struct format *const formats[] = {
		&format_plain, &format_pretty, &format_yaml
	};
	static const enum solve_mode modes[] = {
		MODE_FIRST, MODE_COUNT_ALL, MODE_VERIFY, MODE_CONVERT
	};
	struct run_options	opts = *base;
	struct result		r;
	size_t			m;

	memset(&r, 0, sizeof r);	/* its board is kept from mode to mode */
	for (m = 0; m < sizeof modes / sizeof modes[0]; m++) {
		opts.mode = modes[m];
		opts.format = formats[m % 3];
		solve_puzzle(&opts, p, NULL, NULL, &r);
		opts.format->write(out, &r, &opts);
	}
	result_free(&r);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct budget			 budget = { 0, 0 };
	const struct notation		*n;
	struct run_options		 opts;
	struct input			 in;
	struct output			 out;
	struct puzzle			 p;
	struct diag			 d;
	char				 path[64];
	enum read_status		 rs;
	int				 fd, sink, puzzles = 0;

	fd = memfd_create("fuzz", 0);
	if (fd < 0 || write(fd, data, size) != (ssize_t)size)
		return 0;
	snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
	sink = open("/dev/null", O_WRONLY);
	output_init(&out, sink, "/dev/null");
	memset(&opts, 0, sizeof opts);
	opts.limit = 2;
	opts.timing = true;
	opts.interrupt = &budget.spent;
	opts.count_progress = budget_spend;
	opts.progress_ctx = &budget;
	if (input_open(&in, path, &d) == 0) {
		if ((n = notation_detect(&in, &d)) != NULL) {
			puzzle_init(&p);
			/* a few puzzles are enough to reach every path */
			while (puzzles++ < 4 &&
			    (rs = n->read(&in, &p, &d)) != READ_END &&
			    rs != READ_FAILED)
				if (rs == READ_PUZZLE)
					fuzz_results(&opts, &p, &out);
			puzzle_free(&p);
		}
		input_close(&in);
	}
	output_flush(&out);
	close(sink);
	close(fd);
	return 0;
}
