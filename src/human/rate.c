/*
 * The rating driver: Sudoku Explainer's Solver.getDifficulty, which serate
 * runs for %r/%p/%d.  Each round asks the ladder top down and applies the
 * first step found; the grid is one candidate grid changed in place, so a
 * round allocates nothing.
 *
 * --max-rating stops as soon as the answer is known to be above it: when a
 * step rated higher is taken, or when every technique left in the ladder
 * rates higher than the cap (whatever they find, or if they find nothing,
 * the rating is above it), so a cap below the chains never runs them.
 */
#include <stdio.h>
#include <string.h>

#include "human/path.h"
#include "human/rate.h"

const struct rate_band rate_bands[RATE_BANDS] = {
	{ "easy",	 0,  15 },	/* hidden singles */
	{ "medium",	16,  25 },	/* direct locking, naked singles */
	{ "hard",	26,  49 },	/* pairs, triples, X-Wing, XY-Wing, UR */
	{ "fiendish",	50,  70 },	/* quads, BUG, turbots, cycles */
	{ "diabolical",	71, RATE_STUCK } /* forcing chains and beyond */
};

/* The band named name; -1 when none is. */
int
rate_band_find(const char *name)
{
	for (int i = 0; i < RATE_BANDS; i++)
		if (strcmp(name, rate_bands[i].name) == 0)
			return i;
	return -1;
}

/* The band a rating in tenths falls in. */
int
rate_band_of(int tenths)
{
	int	i;

	for (i = 0; i < RATE_BANDS - 1 && tenths > rate_bands[i].max; i++)
		continue;
	return i;
}

static void
rate_count_use(struct rating *r, const struct step *s)
{
	const char *name = step_name(s);

	for (int i = 0; i < r->nuses; i++)
		if (r->uses[i].name == name ||
		    strcmp(r->uses[i].name, name) == 0) {
			r->uses[i].count++;
			if (s->rating > r->uses[i].rating)
				r->uses[i].rating = s->rating;
			return;
		}
	if (r->nuses == RATE_MAX_USES)
		return;
	r->uses[r->nuses].name = name;
	r->uses[r->nuses].rating = s->rating;
	r->uses[r->nuses].count = 1;
	r->nuses++;
}

/* The first step the ladder finds; -1 none, -2 none at or under cap. */
static int
rate_next_step(const struct hgrid *h, struct human_ctx *ctx, int cap,
    const int *floor, struct step *s)
{
	for (int i = 0; human_ladder[i] != NULL; i++) {
		if (cap >= 0 && floor[i] > cap)
			return -2;
		if (human_ladder[i]->find(h, ctx, s))
			return i;
		if (human_poll(ctx))
			return -1;
	}
	return -1;
}

/*
 * max_rating: tenths, or -1 for none.  ctx's scratch is the techniques';
 * its interrupt flag, when set, stops the rating (r->interrupted).
 */
void
rate_puzzle(const struct grid *givens, int max_rating, struct human_ctx *ctx,
    struct rating *r)
{
	rate_position(givens, NULL, max_rating, ctx, r);
}

/* From a position with its candidates (cand; NULL: the givens alone). */
void
rate_position(const struct grid *givens, const uint16_t *cand,
    int max_rating, struct human_ctx *ctx, struct rating *r)
{
	struct hgrid	h;
	struct step	s;
	int		floor[64], n = 0;

	memset(r, 0, sizeof(*r));
	while (human_ladder[n] != NULL)
		n++;
	/* floor[i]: the least rating any technique from i on can give */
	floor[n] = RATE_STUCK;
	for (int i = n - 1; i >= 0; i--)
		floor[i] = human_ladder[i]->min_rating < floor[i + 1] ?
		    human_ladder[i]->min_rating : floor[i + 1];
	path_start(&h, givens, cand);
	while (!hgrid_solved(&h)) {
		int found = rate_next_step(&h, ctx, max_rating, floor, &s);

		if (ctx->interrupt != NULL && *ctx->interrupt != 0) {
			r->interrupted = true;
			return;
		}
		if (found == -2) {
			r->capped = true;
			r->cap = max_rating;
			r->er = max_rating + 1;
			return;
		}
		if (found < 0) {
			r->stuck = true;
			r->er = RATE_STUCK;
			return;
		}
		if (max_rating >= 0 && s.rating > max_rating) {
			r->capped = true;
			r->cap = max_rating;
			r->er = s.rating;
			return;
		}
		if (s.rating > r->er) {
			r->er = s.rating;
			r->hardest = step_name(&s);
		}
		step_apply(&s, &h);
		r->nsteps++;
		rate_count_use(r, &s);
		if (r->ep == 0) {
			if (r->ed == 0)
				r->ed = r->er;
			if (s.nplace > 0)
				r->ep = r->er;
		}
	}
}

/* "7.1": tenths as serate prints them. */
void
rate_format(int tenths, char text[16])
{
	snprintf(text, 16, "%d.%d", tenths / 10, tenths % 10);
}

/*
 * "7.1/1.2/1.2 Forcing Chain", the plain line of a rating: ER/EP/ED and
 * the hardest technique used; ">7.0" when --max-rating stopped it,
 * "20.0/1.2/1.2 (stuck)" when no technique applies.  Returns the length.
 */
size_t
rate_describe(const struct rating *r, char *text, size_t size)
{
	char	er[16], ep[16], ed[16];
	int	n;

	rate_format(r->er, er);
	rate_format(r->ep, ep);
	rate_format(r->ed, ed);
	if (r->capped) {
		rate_format(r->cap, er);
		n = snprintf(text, size, ">%s", er);
	}
	else if (r->stuck)
		n = snprintf(text, size, "%s/%s/%s (stuck)", er, ep, ed);
	else if (r->hardest != NULL)
		n = snprintf(text, size, "%s/%s/%s %s", er, ep, ed,
		    r->hardest);
	else
		n = snprintf(text, size, "%s/%s/%s", er, ep, ed);
	return n < 0 ? 0 : (size_t)n >= size ? size - 1 : (size_t)n;
}
