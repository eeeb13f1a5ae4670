/*
 * -o FILE: an output file that replaces FILE only once it is complete, so
 * that an interrupted or failed run leaves the old FILE as it was and no
 * half-written file anywhere.
 */
#ifndef SUDOKU_OUTFILE_H
#define SUDOKU_OUTFILE_H

#include <stdbool.h>

struct outfile {
	const char	*path;		/* what it will replace */
	int		 fd;		/* written to until the end */
	char		*temp;		/* its name, or the name it will get */
	bool		 anonymous;	/* no name yet: nothing to clean up */
};

/* outfile.c */
int	outfile_open(struct outfile *, const char *);
int	outfile_commit(struct outfile *);
void	outfile_discard(struct outfile *);

#endif
