/*
 * Inputs for tests: text written to an unlinked temporary file and opened
 * with input_open, so readers see exactly what they see on a real file;
 * and capture of what a writer produces.
 */
#ifndef SUDOKU_FIXTURE_H
#define SUDOKU_FIXTURE_H

#include <stddef.h>

#include "io/input.h"
#include "notation/notation.h"

#define FIXTURE_NAME	"t.txt"

void	fixture_open(struct input *, const char *, size_t);
struct format;
struct result;
struct run_options;

char	*fixture_write(const struct notation *, const struct puzzle *,
	    const struct grid *);
char	*fixture_write_cells(const struct notation *, const struct puzzle *,
	    const uint8_t *);
char	*fixture_write_puzzle(const struct notation *,
	    const struct puzzle *);
int	fixture_stride(void);
char	*fixture_format(const struct format *, const struct result *,
	    const struct run_options *);

#endif
