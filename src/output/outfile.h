/*
 * -o FILE: an output file that replaces FILE only once it is complete, so
 * that an interrupted or failed run leaves the old FILE as it was and no
 * half-written file anywhere.  What is not a regular file (a terminal, a
 * device, a pipe) cannot be replaced that way and is written as it is.
 */
#ifndef SUDOKU_OUTFILE_H
#define SUDOKU_OUTFILE_H

#include <sys/types.h>

#include <stdbool.h>

#include "io/diag.h"

struct outfile {
	char		*target;	/* what it will replace, links followed */
	int		 fd;		/* written to until the end */
	char		*temp;		/* its name, or the name it will get */
	bool		 anonymous;	/* no name yet: nothing to clean up */
	bool		 direct;	/* FILE itself: nothing to put in place */
	bool		 replacing;	/* FILE exists: keep its mode and owner */
	bool		 parked;	/* written, named and closed: only the
					   rename is left (outfile_park) */
	mode_t		 mode;
	uid_t		 uid;
	gid_t		 gid;
};

/* outfile.c */
int	outfile_open(struct outfile *, const char *, struct diag *);
int	outfile_park(struct outfile *, const char *, struct diag *);
int	outfile_commit(struct outfile *, const char *, struct diag *);
void	outfile_discard(struct outfile *);

#endif
