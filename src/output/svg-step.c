/*
 * A step of a human solution in SVG (explain, hint): the 9x9 candidate
 * grid before the step, as Sudoku Explainer and HoDoKu show it.  The
 * units the step names are tinted blue, the cells of its pattern yellow;
 * among the candidates, those of the pattern are blue, a placement is a
 * white digit on green, an elimination red and struck out; a chain's
 * candidates are ringed (green on, orange off) and its links drawn
 * between them, a strong link (off to on) solid and a weak one (on to
 * off) dashed, each with its arrowhead.  The step's text goes under the
 * grid in a standalone picture (hint -t svg); a page writes it as text.
 */
#include <stdio.h>
#include <string.h>

#include "human/hgrid.h"
#include "human/step.h"
#include "output/markup.h"
#include "output/svg.h"

#define STEP_CELL	54	/* room for three rows of candidates */
#define STEP_MARGIN	6
#define STEP_SIDE	(2 * STEP_MARGIN + 9 * STEP_CELL)
#define STEP_FONT	34
#define STEP_MARK_FONT	14
#define STEP_TEXT_FONT	14

static double
step_left(int cell)
{
	return STEP_MARGIN + cell % 9 * STEP_CELL;
}

static double
step_top(int cell)
{
	return STEP_MARGIN + cell / 9 * STEP_CELL;
}

/* Where candidate d of a cell is drawn: its place of a 3 by 3 square. */
static double
step_cand_x(int cell, int d)
{
	return step_left(cell) + STEP_CELL / 3.0 * ((d - 1) % 3 + 0.5);
}

static double
step_cand_y(int cell, int d)
{
	return step_top(cell) + STEP_CELL / 3.0 * ((d - 1) / 3 + 0.5);
}

static void
step_num(struct output *out, const char *name, double v)
{
	output_putc(out, ' ');
	output_puts(out, name);
	output_puts(out, "=\"");
	markup_number(out, v);
	output_putc(out, '"');
}

static void
step_rect(struct output *out, const char *class, int cell)
{
	markup_printf(out, "<rect class=\"%s\"", class);
	step_num(out, "x", step_left(cell));
	step_num(out, "y", step_top(cell));
	step_num(out, "width", STEP_CELL);
	step_num(out, "height", STEP_CELL);
	output_puts(out, "/>\n");
}

static void
step_digit(struct output *out, double x, double y, double font, int d)
{
	output_puts(out, "<text");
	step_num(out, "x", x);
	step_num(out, "y", y + 0.36 * font);
	markup_printf(out, ">%d</text>\n", d);
}

/* How the step shows candidate d of an open cell. */
enum step_look {
	LOOK_PLAIN,
	LOOK_PATTERN,
	LOOK_PLACE,
	LOOK_ELIM
};

static enum step_look
step_look(const struct step *s, int cell, int d)
{
	if (step_places(s, cell, d))
		return LOOK_PLACE;
	if (s->elim[cell] & (1u << (d - 1)))
		return LOOK_ELIM;
	if ((s->digits & (1u << (d - 1))) && step_shows(s, cell))
		return LOOK_PATTERN;
	return LOOK_PLAIN;
}

static void
step_backgrounds(struct output *out, const struct step *s)
{
	bool	unit[81] = { false };
	int	c, i, k;

	for (i = 0; i < s->nunits; i++)
		for (k = 0; k < 9; k++)
			unit[hgrid_unit_cell[s->units[i]][k]] = true;
	for (c = 0; c < 81; c++)
		if (step_shows(s, c))
			step_rect(out, "used", c);
		else if (unit[c])
			step_rect(out, "unit", c);
}

static void
step_lines(struct output *out)
{
	output_puts(out, "<path class=\"thin\" d=\"");
	for (int k = 1; k < 9; k++) {
		if (k % 3 == 0)
			continue;
		markup_printf(out, "M%d %dV%d", STEP_MARGIN + k * STEP_CELL,
		    STEP_MARGIN, STEP_MARGIN + 9 * STEP_CELL);
		markup_printf(out, "M%d %dH%d", STEP_MARGIN,
		    STEP_MARGIN + k * STEP_CELL, STEP_MARGIN + 9 * STEP_CELL);
	}
	output_puts(out, "\"/>\n<path class=\"heavy\" d=\"");
	for (int k = 3; k < 9; k += 3) {
		markup_printf(out, "M%d %dV%d", STEP_MARGIN + k * STEP_CELL,
		    STEP_MARGIN, STEP_MARGIN + 9 * STEP_CELL);
		markup_printf(out, "M%d %dH%d", STEP_MARGIN,
		    STEP_MARGIN + k * STEP_CELL, STEP_MARGIN + 9 * STEP_CELL);
	}
	markup_printf(out, "\"/>\n<rect class=\"frame\" x=\"%d\" y=\"%d\" "
	    "width=\"%d\" height=\"%d\"/>\n", STEP_MARGIN, STEP_MARGIN,
	    9 * STEP_CELL, 9 * STEP_CELL);
}

/* The placed digits: givens bold, the others in colour. */
static void
step_values(struct output *out, const struct hgrid *h,
    const struct grid *givens, bool given)
{
	markup_printf(out, "<g class=\"%s\" font-size=\"%d\">\n",
	    given ? "given" : "filled", STEP_FONT);
	for (int c = 0; c < 81; c++)
		if (h->value[c] != 0 && (givens->cell[c] != 0) == given)
			step_digit(out, step_left(c) + STEP_CELL / 2.0,
			    step_top(c) + STEP_CELL / 2.0, STEP_FONT,
			    h->value[c]);
	output_puts(out, "</g>\n");
}

/* The candidates of one look, as a group. */
static void
step_candidates(struct output *out, const struct hgrid *h,
    const struct step *s, enum step_look look)
{
	static const char *const class[] = {
		"cand", "pattern", "place", "elim"
	};
	double	r = STEP_CELL / 6.0 - 0.5, x, y;
	bool	any = false;

	for (int c = 0; c < 81; c++) {
		if (h->value[c] != 0)
			continue;
		for (int d = 1; d <= 9; d++) {
			if ((h->cand[c] & (1u << (d - 1))) == 0 ||
			    step_look(s, c, d) != look)
				continue;
			x = step_cand_x(c, d);
			y = step_cand_y(c, d);
			if (look == LOOK_PLACE) {
				output_puts(out, "<circle class=\"placebg\"");
				step_num(out, "cx", x);
				step_num(out, "cy", y);
				step_num(out, "r", r);
				output_puts(out, "/>\n");
			}
			if (look == LOOK_ELIM) {
				output_puts(out, "<path class=\"strike\" d=\"");
				markup_printf(out, "M");
				markup_number(out, x - r);
				output_putc(out, ' ');
				markup_number(out, y + r);
				output_putc(out, 'L');
				markup_number(out, x + r);
				output_putc(out, ' ');
				markup_number(out, y - r);
				output_puts(out, "\"/>\n");
			}
			if (!any)
				markup_printf(out, "<g class=\"%s\" "
				    "font-size=\"%d\">\n", class[look],
				    STEP_MARK_FONT);
			any = true;
			step_digit(out, x, y, STEP_MARK_FONT, d);
		}
	}
	if (any)
		output_puts(out, "</g>\n");
}

/* A chain's candidates ringed: green where on, orange where off. */
static void
step_rings(struct output *out, const struct step *s)
{
	bool	ringed[81 * 9 * 2] = { false };
	double	r = STEP_CELL / 6.0 - 1;

	for (int i = 0; i < 2 * s->nlinks; i++) {
		const struct step_link *l = &s->links[i / 2];
		int	cand = i % 2 == 0 ? l->from : l->to;
		bool	on = i % 2 == 0 ? l->from_on : l->to_on;

		if (cand >= 81 * 9 || ringed[cand * 2 + on])
			continue;
		ringed[cand * 2 + on] = true;
		markup_printf(out, "<circle class=\"%s\"", on ? "on" : "off");
		step_num(out, "cx", step_cand_x(cand / 9, cand % 9 + 1));
		step_num(out, "cy", step_cand_y(cand / 9, cand % 9 + 1));
		step_num(out, "r", on ? r : r - 2.5);
		output_puts(out, "/>\n");
	}
}

/*
 * A link, bowed a little to one side so that links along one line stay
 * apart, from ring to ring, and its arrowhead.
 */
static void
step_link(struct output *out, const struct step_link *l)
{
	double	x0 = step_cand_x(l->from / 9, l->from % 9 + 1);
	double	y0 = step_cand_y(l->from / 9, l->from % 9 + 1);
	double	x1 = step_cand_x(l->to / 9, l->to % 9 + 1);
	double	y1 = step_cand_y(l->to / 9, l->to % 9 + 1);
	double	dx = x1 - x0, dy = y1 - y0, len = svg_length(dx, dy);
	double	gap = STEP_CELL / 6.0, ux, uy, mx, my, hx, hy, tx, ty;

	if (len < 2 * gap)
		return;
	ux = dx / len, uy = dy / len;
	/* the control point, off the middle by a sixth of the length */
	mx = (x0 + x1) / 2 - uy * len / 6;
	my = (y0 + y1) / 2 + ux * len / 6;
	/* ends on the rings, along the curve's tangents */
	hx = mx - x0, hy = my - y0, len = svg_length(hx, hy);
	x0 += hx / len * gap, y0 += hy / len * gap;
	hx = x1 - mx, hy = y1 - my, len = svg_length(hx, hy);
	tx = hx / len, ty = hy / len;
	x1 -= tx * gap, y1 -= ty * gap;
	markup_printf(out, "<path class=\"link%s\" d=\"M",
	    l->to_on ? "" : " weak");
	markup_number(out, x0);
	output_putc(out, ' ');
	markup_number(out, y0);
	output_putc(out, 'Q');
	markup_number(out, mx);
	output_putc(out, ' ');
	markup_number(out, my);
	output_putc(out, ' ');
	markup_number(out, x1);
	output_putc(out, ' ');
	markup_number(out, y1);
	output_puts(out, "\"/>\n<path class=\"head\" d=\"M");
	markup_number(out, x1);
	output_putc(out, ' ');
	markup_number(out, y1);
	output_putc(out, 'L');
	markup_number(out, x1 - 7 * tx - 3.5 * ty);
	output_putc(out, ' ');
	markup_number(out, y1 - 7 * ty + 3.5 * tx);
	output_putc(out, 'L');
	markup_number(out, x1 - 7 * tx + 3.5 * ty);
	output_putc(out, ' ');
	markup_number(out, y1 - 7 * ty - 3.5 * tx);
	output_puts(out, "Z\"/>\n");
}

/* The height of a step's picture with its text under it (0: none). */
double
svg_step_height(const char *text)
{
	if (text == NULL || *text == '\0')
		return STEP_SIDE;
	return STEP_SIDE + 6 + 1.3 * STEP_TEXT_FONT * svg_count_lines(text,
	    STEP_SIDE - 2 * STEP_MARGIN, STEP_TEXT_FONT);
}

/* A step's picture is this wide. */
double
svg_step_width(void)
{
	return STEP_SIDE;
}

/*
 * The grid of step s on h, its top at y of the picture it is drawn in,
 * and its text under it unless text is NULL; the height it took.
 */
double
svg_draw_step(struct output *out, const struct hgrid *h,
    const struct grid *givens, const struct step *s, const char *text,
    double y)
{
	if (y != 0) {
		output_puts(out, "<g transform=\"translate(0 ");
		markup_number(out, y);
		output_puts(out, ")\">\n");
	}
	step_backgrounds(out, s);
	step_lines(out);
	step_values(out, h, givens, true);
	step_values(out, h, givens, false);
	for (int look = LOOK_PLAIN; look <= LOOK_ELIM; look++)
		step_candidates(out, h, s, (enum step_look)look);
	step_rings(out, s);
	for (int i = 0; i < s->nlinks; i++)
		step_link(out, &s->links[i]);
	if (text != NULL)
		svg_text_lines(out, text, STEP_MARGIN, STEP_SIDE + 4 +
		    STEP_TEXT_FONT, STEP_SIDE - 2 * STEP_MARGIN,
		    STEP_TEXT_FONT, false);
	if (y != 0)
		output_puts(out, "</g>\n");
	return svg_step_height(text);
}

/*
 * One step as an <svg> of its own: standalone (hint -t svg), or inline
 * in a page; with its text under the grid when text is not NULL.
 */
void
svg_write_step(struct output *out, const struct hgrid *h,
    const struct grid *givens, const struct step *s, const char *text,
    bool standalone)
{
	svg_open(out, STEP_SIDE, svg_step_height(text), text, standalone);
	svg_draw_step(out, h, givens, s, text, 0);
	svg_close(out);
}
