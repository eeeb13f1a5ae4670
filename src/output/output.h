/*
 * Buffered output to a file descriptor.  The first write error sticks: later
 * writes are dropped, and the command sees the error (errno value in
 * .error) after each puzzle and at the final flush, so a full disk or a
 * closed pipe is never swallowed.
 */
#ifndef SUDOKU_OUTPUT_H
#define SUDOKU_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>

#include "io/diag.h"
#include "output/outfile.h"

#define OUTPUT_BUFFER	65536

struct output {
	int		 fd;
	const char	*name;		/* for messages */
	int		 error;		/* errno of the first failed write */
	unsigned long	 records;	/* puzzles written so far */
	/* told before bytes go to fd: a progress line on it is erased */
	void		(*before_write)(void *);
	void		*before_ctx;
	/*
	 * What a format writes now to put at the end (html's solutions),
	 * in a temporary file: opened by the format, freed at the end of
	 * the run.  NULL: none.
	 */
	struct output	*spool;
	size_t		 len;
	char		 buf[OUTPUT_BUFFER];
};

/* output.c */
void	output_init(struct output *, int, const char *);
void	output_write(struct output *, const void *, size_t);
void	output_puts(struct output *, const char *);
void	output_putc(struct output *, char);
int	output_flush(struct output *);
int	output_open_run(struct output *, struct outfile *, const char *,
	    struct diag *);
bool	output_close_run(struct output *, struct outfile *, const char *,
	    bool);
int	output_spool_open(struct output *);
void	output_spool_append(struct output *);

#endif
