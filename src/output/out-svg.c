/*
 * svg: one puzzle a picture, a standalone SVG file (svg.h draws it).  A
 * batch goes to one file a puzzle through an -o pattern (outset.h); a
 * format writes one picture and the run sees to the files.
 *
 * What is drawn is what the command found: solve's solution (givens
 * bold, the digits it filled in blue), a failed verification's cells in
 * conflict, otherwise the puzzle; with --marks, pencil marks in the open
 * cells; generate --solution draws the solution.  hint draws its step on
 * the candidate grid with the step's text under it; explain draws every
 * step so, one under the other.  A puzzle with no answer (invalid, no
 * solution) says why under its grid.  A puzzle that could not be read has no
 * picture (its message is on standard error).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "human/hgrid.h"
#include "output/picture.h"
#include "output/result.h"
#include "output/svg.h"

#define SVG_LINE_MAX	1024

/* What is left to say after the last step: solved, or stuck. */
static const char *
svg_path_end(const struct result *r)
{
	if (r->path.stuck)
		return "stuck: no technique applies";
	return r->path.nsteps == 0 ? "solved" : NULL;
}

/* explain and hint: each step on its grid, its text under it. */
static void
svg_write_path(struct output *out, const struct result *r,
    const char *caption)
{
	const struct puzzle	*p = r->puzzle;
	const char		*end = svg_path_end(r);
	struct hgrid		 h;
	struct step		 none;
	uint16_t		 cand[GRID_CELLS];
	char			 line[SVG_LINE_MAX];
	double			 height = 0, y = 0;
	int			 i;

	for (i = 0; i < r->path.nsteps; i++) {
		path_step_line(&r->path.steps[i], line, sizeof line);
		height += svg_step_height(line);
	}
	if (end != NULL)
		height += svg_step_height(end);
	svg_open(out, svg_step_width(), height, caption, true);
	if (p->notation == &notation_candidates)
		candidates_of_puzzle(p, cand);
	path_start(&h, &p->givens, p->notation == &notation_candidates ?
	    cand : NULL);
	for (i = 0; i < r->path.nsteps; i++) {
		const struct step *s = &r->path.steps[i];

		path_step_line(s, line, sizeof line);
		y += svg_draw_step(out, &h, &p->givens, s, line, y);
		step_apply(s, &h);
	}
	if (end != NULL) {
		step_clear(&none, NULL, 0);
		svg_draw_step(out, &h, &p->givens, &none, end, y);
	}
	svg_close(out);
}

static void
svg_write(struct output *out, const struct result *r,
    const struct run_options *opts)
{
	struct picture	pic;
	char		caption[PICTURE_CAPTION_MAX];
	char		why[DIAG_MESSAGE_MAX + 32];

	if (r->unread)
		return;
	picture_caption(r, opts, caption, sizeof caption);
	if (r->status == RESULT_EXPLAINED)
		svg_write_path(out, r, caption);
	else if (picture_init(&pic, r, opts, r->status == RESULT_GENERATED &&
	    opts->with_solution ? PICTURE_SOLUTION : PICTURE_RESULT) < 0) {
		out->error = ENOMEM;
		return;
	} else {
		/* the title is not shown: a puzzle with no answer says
		   why under its grid, as a hint says "solved" */
		if (!picture_answered(r)) {
			picture_outcome(r, opts, why, sizeof why);
			pic.grid.note = why;
		}
		svg_write_grid(out, &pic.grid, caption, true);
		picture_free(&pic);
	}
	out->records++;
}

const struct format format_svg = {
	"svg", NULL, svg_write, NULL, true
};
