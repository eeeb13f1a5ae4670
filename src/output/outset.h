/*
 * -o with a pattern, for the formats that write one puzzle a file (svg):
 * "page-%03d.svg" names puzzle 3's file page-003.svg.  Each file is made
 * as -o FILE makes its one file (outfile.c), and none is put in place
 * before the whole run is complete: a run that fails, is interrupted or
 * reads bad input leaves every file as it was.  Until then each file
 * written is kept closed under a temporary name beside its own (a few
 * hundred bytes of memory each).
 */
#ifndef SUDOKU_OUTSET_H
#define SUDOKU_OUTSET_H

#include <stdbool.h>
#include <stddef.h>

#include "io/diag.h"
#include "output/outfile.h"
#include "output/output.h"

struct format;
struct result;
struct run_options;

/*
 * A name made from a pattern: the pattern and a number's digits, as many
 * as the widest number may have (%99d, 99 places; an unsigned long has
 * 20 digits), in place of the two characters of its conversion at least.
 */
#define OUTSET_WIDTH_MAX	99
#define OUTSET_NAME_EXTRA	(OUTSET_WIDTH_MAX + 1)

struct outset_file {
	struct outfile	 file;
	char		*name;
};

struct outset {
	const char		*pattern;	/* NULL: one output, -o FILE */
	struct outset_file	*files;		/* written, not in place */
	size_t			 nfiles;
	size_t			 cap;
	unsigned long		 puzzles;	/* seen: one more than one
						   file takes is refused */
	char			*failed;	/* the name of the file that
						   could not be made, kept for
						   the diag that names it */
};

/* outset.c */
bool	outset_is_pattern(const char *);
int	outset_check(const char *, struct diag *);
char	*outset_plain_name(const char *);
int	outset_write(struct outset *, struct output *, const struct result *,
	    const struct run_options *, unsigned long, struct diag *);
bool	outset_close(struct outset *, bool);

#endif
