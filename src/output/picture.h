/*
 * What the pictures of a result show (svg and html): which digits, the
 * dominoes, the cells in conflict, the variant's marks, the pencil marks,
 * worked out once from the result and the options; and a caption that
 * says what the picture is.
 */
#ifndef SUDOKU_PICTURE_H
#define SUDOKU_PICTURE_H

#include <stddef.h>

#include "output/result.h"
#include "output/svg.h"

enum picture_what {
	PICTURE_RESULT,		/* what the command found: a solution, a
				   claim that failed, else the puzzle */
	PICTURE_PUZZLE,		/* the givens */
	PICTURE_SOLUTION	/* the solution */
};

struct picture {
	struct svg_grid		 grid;
	uint8_t			 partner[GRID_CELLS];
	bool			 conflict[BOARD_MAX_CELLS];
	uint64_t		*marks;		/* owned, or NULL */
	struct pretty_marks	*variant;	/* owned, or NULL */
};

#define PICTURE_CAPTION_MAX	512

/* picture.c */
int	picture_init(struct picture *, const struct result *,
	    const struct run_options *, enum picture_what);
void	picture_free(struct picture *);
void	picture_caption(const struct result *, const struct run_options *,
	    char *, size_t);
bool	picture_answered(const struct result *);
void	picture_outcome(const struct result *, const struct run_options *,
	    char *, size_t);
int	picture_givens(const struct puzzle *);
bool	picture_has_solution(const struct result *);

#endif
