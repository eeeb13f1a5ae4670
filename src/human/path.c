/*
 * The solving path: rate.c's loop, keeping the steps.  SE's order, so the
 * path explain prints is the one the rating measures.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "human/path.h"
#include "human/rate.h"

static struct step *
path_next_slot(struct path *p)
{
	if (p->nsteps == p->cap) {
		int		 cap = p->cap == 0 ? 64 : 2 * p->cap;
		struct step	*s = realloc(p->steps, (size_t)cap * sizeof(*s));

		if (s == NULL)
			return NULL;
		p->steps = s;
		p->cap = cap;
	}
	return &p->steps[p->nsteps];
}

static bool
path_find(const struct hgrid *h, struct human_ctx *ctx, struct step *s)
{
	for (int i = 0; human_ladder[i] != NULL; i++) {
		if (human_ladder[i]->find(h, ctx, s))
			return true;
		if (human_poll(ctx))
			return false;
	}
	return false;
}

/*
 * The grid of the givens, with the candidates cand leaves (a position read
 * with its pencil marks) when cand is not NULL.  The candidates notation
 * places no digit an open peer still has, so the givens rule out nothing
 * cand keeps: the grid is the position as given, each open cell with its
 * marks, one candidate or none included.
 */
void
path_start(struct hgrid *h, const struct grid *givens, const uint16_t *cand)
{
	hgrid_init(h, givens);
	if (cand == NULL)
		return;
	for (int c = 0; c < 81; c++)
		if (h->value[c] == 0 && (h->cand[c] & ~cand[c]) != 0)
			hgrid_eliminate_mask(h, c, h->cand[c] & ~cand[c]);
}

/*
 * A step that names only units (an intersection: "4 in b1 locked in r2")
 * gets the cells it is about, those in all of its units with one of its
 * digits, so a reader or a program sees the pattern without working it
 * out.  Rating never needs them, so the techniques leave them out.
 */
static void
path_fill_cells(const struct hgrid *h, struct step *s)
{
	if (s->ncells > 0 || s->nunits < 2)
		return;
	for (int c = 0; c < 81; c++) {
		const uint8_t	*u = hgrid_cell_unit[c];
		bool		 in_all = h->value[c] == 0 &&
				    (h->cand[c] & s->digits) != 0;

		for (int i = 0; in_all && i < s->nunits; i++)
			in_all = s->units[i] == u[0] || s->units[i] == u[1] ||
			    s->units[i] == u[2];
		if (in_all)
			step_add_cell(s, c);
	}
}

/*
 * Up to max_steps steps (0: until solved or stuck) from the givens, or
 * from the candidates cand when not NULL.  -1 when out of memory.
 */
int
path_solve(const struct grid *givens, const uint16_t *cand, int max_steps,
    struct human_ctx *ctx, struct path *p)
{
	struct hgrid	h;
	struct step	*s;

	p->nsteps = 0;
	p->stuck = false;
	p->interrupted = false;
	path_start(&h, givens, cand);
	while (!hgrid_solved(&h) && (max_steps == 0 || p->nsteps < max_steps)) {
		if ((s = path_next_slot(p)) == NULL)
			return -1;
		if (!path_find(&h, ctx, s)) {
			if (ctx->interrupt != NULL && *ctx->interrupt != 0)
				p->interrupted = true;
			else
				p->stuck = true;
			return 0;
		}
		step_text(s);
		path_fill_cells(&h, s);
		step_apply(s, &h);
		p->nsteps++;
	}
	return 0;
}

void
path_free(struct path *p)
{
	free(p->steps);
	memset(p, 0, sizeof(*p));
}

/* Appends text to buf at *n, never past size. */
static void
path_append(char *buf, size_t size, size_t *n, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void
path_append(char *buf, size_t size, size_t *n, const char *fmt, ...)
{
	va_list	ap;
	int	k;

	if (*n >= size)
		return;
	va_start(ap, fmt);
	k = vsnprintf(buf + *n, size - *n, fmt, ap);
	va_end(ap);
	if (k > 0)
		*n = *n + (size_t)k >= size ? size - 1 : *n + (size_t)k;
}

/*
 * "2.6  Pointing: 4 in b1 locked in r2 => r2c5<>4, r2c6<>4": the rating,
 * the step's name and text, then what it does, placements first (players'
 * notation: r5c8=4 places, r6c3<>1 eliminates).  No newline.
 */
size_t
path_step_line(const struct step *s, char *buf, size_t size)
{
	char		rating[16], name[5];
	size_t		n = 0;
	const char	*sep = " => ";

	if (size > 0)
		buf[0] = '\0';
	rate_format(s->rating, rating);
	path_append(buf, size, &n, "%-4s %s", rating, step_name(s));
	if (s->text[0] != '\0')
		path_append(buf, size, &n, ": %s", s->text);
	for (int i = 0; i < s->nplace; i++) {
		step_cell_name(s->place[i].cell, name);
		path_append(buf, size, &n, "%s%s=%d", sep, name,
		    s->place[i].digit);
		sep = ", ";
	}
	for (int c = 0; c < 81; c++)
		for (int d = 1; d <= 9; d++)
			if (s->elim[c] & (1u << (d - 1))) {
				step_cell_name(c, name);
				path_append(buf, size, &n, "%s%s<>%d", sep,
				    name, d);
				sep = ", ";
			}
	return n;
}
