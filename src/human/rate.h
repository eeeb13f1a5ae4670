/*
 * The Sudoku Explainer rating of a puzzle (what serate prints as %r/%p/%d):
 * solve step by step, each time with the first technique of the ladder
 * that finds a step, and keep
 *
 *	ER  the highest rating of all steps (20.0 when the ladder runs dry);
 *	EP  the highest rating up to the first step that places a digit;
 *	ED  the rating of the first step.
 *
 * The puzzle must have exactly one solution: the uniqueness techniques
 * (unique loops, BUG) assume it.  Checking that is the caller's job.
 */
#ifndef SUDOKU_HUMAN_RATE_H
#define SUDOKU_HUMAN_RATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/grid.h"
#include "human/technique.h"

#define RATE_STUCK	200	/* SE's 20.0: no technique applies */
/* SE's 1.0, a house's last blank (singles.c): the easiest step, and so
   the lowest rating of a puzzle with a blank */
#define RATE_LOWEST	10
#define RATE_MAX_USES	48	/* distinct step names counted */

struct rate_use {
	const char	*name;		/* step_name() */
	int		 rating;	/* the highest of its steps */
	int		 count;
};

struct rating {
	int		 er, ep, ed;	/* tenths */
	bool		 capped;	/* a step above max_rating needed:
					   stopped there; er > cap */
	int		 cap;		/* max_rating, when capped */
	bool		 stuck;		/* no technique applies: er 200 */
	bool		 interrupted;
	const char	*hardest;	/* first step rated er; NULL if none */
	int		 nsteps;
	int		 nuses;
	struct rate_use	 uses[RATE_MAX_USES]; /* in order of first use */
};

/*
 * generate --difficulty's named bands of ER, in tenths (sudoku(1),
 * GENERATING, says why these).  They follow one another without gaps.
 */
struct rate_band {
	const char	*name;
	int		 min, max;
};

#define RATE_BANDS	5
extern const struct rate_band rate_bands[RATE_BANDS];

/* rate.c */
int	rate_band_find(const char *);
int	rate_band_of(int);
void	rate_puzzle(const struct grid *, int, struct human_ctx *,
	    struct rating *);
void	rate_position(const struct grid *, const uint16_t *, int,
	    struct human_ctx *, struct rating *);
void	rate_format(int, char [16]);
size_t	rate_describe(const struct rating *, char *, size_t);

#endif
