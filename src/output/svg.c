/*
 * A puzzle's picture in SVG (svg.h).  Drawn in layers, each one group of
 * like elements, back to front: cell backgrounds and shades, the
 * variant's shapes under the digits (odd and even cells, thermometers,
 * arrows, diagonals), the thin lines between cells, the heavy lines
 * between boxes or regions and the frame, dominoes, cages, the dots on
 * the walls, cage sums, then the digits and pencil marks; a legend under
 * the grid names the rules that hold everywhere and any mark that has no
 * place in the drawing.  Classes say what each element is; the style
 * sheet (svg_style) says how it looks.
 */
#include <stdio.h>
#include <string.h>

#include "model/grid.h"
#include "output/markup.h"
#include "output/svg.h"
#include "rules/rules.h"

#define SVG_MARGIN	6	/* around the frame, which is 4 wide */
#define SVG_LEGEND_FONT	13
#define SVG_LEGEND_MAX	(PRETTY_UNDRAWN_MAX + 512)
/* the width of a character of the sans-serif fonts, in ems, at most */
#define SVG_EM_WIDTH	0.56

/*
 * How each element looks.  Strokes and sizes are in user units, the
 * cell being 40 or more; fonts are set where the text is, as their size
 * follows the cell's.
 */
static const char svg_css[] =
    ".sudoku text{font-family:\"DejaVu Sans\",\"Liberation Sans\",Arial,"
    "Helvetica,sans-serif;text-anchor:middle}\n"
    ".sudoku .text text,.sudoku .legend text,.sudoku .sum text{"
    "text-anchor:start}\n"
    ".sudoku .bg{fill:#fff}\n"
    ".sudoku .thin{stroke:#999;stroke-width:1;fill:none}\n"
    ".sudoku .heavy{stroke:#000;stroke-width:3;fill:none;"
    "stroke-linecap:square}\n"
    ".sudoku .frame{stroke:#000;stroke-width:4;fill:none}\n"
    ".sudoku .given{font-weight:bold;fill:#000}\n"
    ".sudoku .filled{fill:#1c5bbf}\n"
    ".sudoku .clash{fill:#f6c3c3}\n"
    ".sudoku .clashed{fill:#b3141a;font-weight:bold}\n"
    ".sudoku .mark{fill:#555}\n"
    ".sudoku .domino{fill:none;stroke:#666;stroke-width:2}\n"
    ".sudoku .cage{fill:none;stroke:#222;stroke-width:1.2;"
    "stroke-dasharray:4 3}\n"
    ".sudoku .sum{fill:#000}\n"
    ".sudoku .sumbg{fill:#fff}\n"
    ".sudoku .shade{fill:#e2e2e2}\n"
    ".sudoku .parity{fill:#d8d8d8}\n"
    ".sudoku .thermo{fill:none;stroke:#c4c4c4;stroke-linecap:round;"
    "stroke-linejoin:round}\n"
    ".sudoku .bulb{fill:#c4c4c4}\n"
    ".sudoku .arrow{fill:none;stroke:#808080;stroke-width:2;"
    "stroke-linecap:round;stroke-linejoin:round}\n"
    ".sudoku .circle{fill:#fff;stroke:#808080;stroke-width:2}\n"
    ".sudoku .pill{fill:none;stroke:#fff;stroke-linecap:round;"
    "stroke-linejoin:round}\n"
    ".sudoku .diagonal{stroke:#7c7cb4;stroke-width:1.5}\n"
    ".sudoku .white{fill:#fff;stroke:#000;stroke-width:1.5}\n"
    ".sudoku .black{fill:#000}\n"
    ".sudoku .onwhite{fill:#000}\n"
    ".sudoku .onblack{fill:#fff}\n"
    ".sudoku .xv{font-weight:bold;fill:#000}\n"
    ".sudoku .xvbg{fill:#fff}\n"
    ".sudoku .legend{fill:#000}\n"
    ".sudoku .unit{fill:#e3ecfd}\n"
    ".sudoku .used{fill:#fff1b0}\n"
    ".sudoku .cand{fill:#666}\n"
    ".sudoku .pattern{fill:#1c5bbf;font-weight:bold}\n"
    ".sudoku .placebg{fill:#2b9a46}\n"
    ".sudoku .place{fill:#fff;font-weight:bold}\n"
    ".sudoku .elim{fill:#d01c1c;font-weight:bold}\n"
    ".sudoku .strike{stroke:#d01c1c;stroke-width:1.5}\n"
    ".sudoku .link{fill:none;stroke:#e8590c;stroke-width:1.5}\n"
    ".sudoku .weak{stroke-dasharray:4 3}\n"
    ".sudoku .head{fill:#e8590c}\n"
    ".sudoku .on{fill:none;stroke:#2b9a46;stroke-width:1.5}\n"
    ".sudoku .off{fill:none;stroke:#e8590c;stroke-width:1.5}\n"
    ".sudoku .text{fill:#000}\n";

/* The style sheet every picture's classes need, for <style>. */
void
svg_style(struct output *out)
{
	output_puts(out, svg_css);
}

/*
 * A picture's <svg> element opened, w by h units.  Standalone: an SVG
 * file of its own, the XML declaration, its size and its style sheet;
 * otherwise inline in a page, which sizes it and has the style sheet.
 */
void
svg_open(struct output *out, double w, double h, const char *title,
    bool standalone)
{
	if (standalone)
		output_puts(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	output_puts(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "class=\"sudoku\"");
	if (standalone) {
		output_puts(out, " width=\"");
		markup_number(out, w);
		output_puts(out, "\" height=\"");
		markup_number(out, h);
		output_putc(out, '"');
	}
	output_puts(out, " viewBox=\"0 0 ");
	markup_number(out, w);
	output_putc(out, ' ');
	markup_number(out, h);
	output_puts(out, "\" role=\"img\">\n");
	if (title != NULL) {
		output_puts(out, "<title>");
		markup_puts(out, title);
		output_puts(out, "</title>\n");
	}
	if (standalone) {
		output_puts(out, "<style>\n");
		svg_style(out);
		output_puts(out, "</style>\n");
	}
	output_puts(out, "<rect class=\"bg\" width=\"100%\" "
	    "height=\"100%\"/>\n");
}

void
svg_close(struct output *out)
{
	output_puts(out, "</svg>\n");
}

/*
 * The length of (dx, dy), by Newton's method: the pictures need a few
 * lengths to place arrowheads, not the maths library.
 */
double
svg_length(double dx, double dy)
{
	double	square = dx * dx + dy * dy, x = square;

	if (square <= 0)
		return 0;
	if (x < 1)
		x = 1;
	for (int i = 0; i < 64; i++) {
		double next = (x + square / x) / 2;

		if (next >= x)
			break;
		x = next;
	}
	return x;
}

/* A symbol as the cells show it: 1-9, A-Z up to 35x35, numbers past. */
void
svg_symbol(char text[8], int symbol, int side)
{
	if (side <= BOARD_CHAR_SIDE) {
		text[0] = board_symbol_char(symbol);
		text[1] = '\0';
	} else {
		/* at most 64: two digits */
		text[0] = (char)('0' + symbol / 10 % 10);
		text[1] = (char)('0' + symbol % 10);
		text[2] = '\0';
	}
}

/* The length of the next line of text, wrapped at chars characters. */
static size_t
svg_wrap(const char *text, size_t chars)
{
	size_t	len = strlen(text), i, cut = 0;

	if (len <= chars)
		return len;
	for (i = 0; i <= chars; i++)
		if (text[i] == ' ')
			cut = i;
	return cut > 0 ? cut : chars;
}

/* Characters of a font's size that fit in width. */
static size_t
svg_chars(double width, double font)
{
	double	n = width / (SVG_EM_WIDTH * font);

	return n < 8 ? 8 : (size_t)n;
}

/* The lines text takes, wrapped at width. */
int
svg_count_lines(const char *text, double width, double font)
{
	size_t	chars = svg_chars(width, font), len;
	int	lines = 0;

	while (*text != '\0') {
		len = svg_wrap(text, chars);
		text += len;
		while (*text == ' ')
			text++;
		lines++;
	}
	return lines;
}

/*
 * Text wrapped at width, its first baseline at y, in lines of 1.3 ems;
 * the height it took.
 */
double
svg_text_lines(struct output *out, const char *text, double x, double y,
    double width, double font, bool legend)
{
	size_t	chars = svg_chars(width, font), len;
	double	line = 1.3 * font, used = 0;

	if (*text == '\0')
		return 0;
	output_puts(out, "<g class=\"");
	output_puts(out, legend ? "legend" : "text");
	output_puts(out, "\" font-size=\"");
	markup_number(out, font);
	output_puts(out, "\">\n");
	while (*text != '\0') {
		len = svg_wrap(text, chars);
		output_puts(out, "<text x=\"");
		markup_number(out, x);
		output_puts(out, "\" y=\"");
		markup_number(out, y + used);
		output_puts(out, "\">");
		markup_text(out, text, len);
		output_puts(out, "</text>\n");
		used += line;
		text += len;
		while (*text == ' ')
			text++;
	}
	output_puts(out, "</g>\n");
	return used;
}

/* Where things are: the cell's side and what follows from it. */
struct svg_layout {
	const struct svg_grid	*g;
	int			 n;		/* the side */
	double			 cell;
	double			 font;		/* a digit */
	int			 per_row;	/* pencil marks across a cell */
	double			 mark_font;
	double			 width, height;	/* the picture */
	char			 legend[SVG_LEGEND_MAX];
};

static double
svg_left(const struct svg_layout *l, int col)
{
	return SVG_MARGIN + col * l->cell;
}

static double
svg_top(const struct svg_layout *l, int row)
{
	return SVG_MARGIN + row * l->cell;
}

static double
svg_cx(const struct svg_layout *l, int cell)
{
	return svg_left(l, cell % l->n) + l->cell / 2;
}

static double
svg_cy(const struct svg_layout *l, int cell)
{
	return svg_top(l, cell / l->n) + l->cell / 2;
}

static void
svg_attr(struct output *out, const char *name, double value)
{
	output_putc(out, ' ');
	output_puts(out, name);
	output_puts(out, "=\"");
	markup_number(out, value);
	output_putc(out, '"');
}

/* "Hx" or "Vx" of a path's data. */
static void
svg_hv(struct output *out, char op, double v)
{
	output_putc(out, op);
	markup_number(out, v);
}

/* "M x y" or "L x y" of a path's data. */
static void
svg_to(struct output *out, char op, double x, double y)
{
	output_putc(out, op);
	markup_number(out, x);
	output_putc(out, ' ');
	markup_number(out, y);
}

static void
svg_group(struct output *out, const char *class, double font)
{
	output_puts(out, "<g class=\"");
	output_puts(out, class);
	output_putc(out, '"');
	if (font > 0)
		svg_attr(out, "font-size", font);
	output_puts(out, ">\n");
}

static void
svg_rect(struct output *out, const char *class, double x, double y,
    double w, double h, double round)
{
	output_puts(out, "<rect");
	if (class != NULL) {
		output_puts(out, " class=\"");
		output_puts(out, class);
		output_putc(out, '"');
	}
	svg_attr(out, "x", x);
	svg_attr(out, "y", y);
	svg_attr(out, "width", w);
	svg_attr(out, "height", h);
	if (round > 0) {
		svg_attr(out, "rx", round);
		svg_attr(out, "ry", round);
	}
	output_puts(out, "/>\n");
}

static void
svg_circle(struct output *out, const char *class, double x, double y,
    double r)
{
	output_puts(out, "<circle");
	if (class != NULL) {
		output_puts(out, " class=\"");
		output_puts(out, class);
		output_putc(out, '"');
	}
	svg_attr(out, "cx", x);
	svg_attr(out, "cy", y);
	svg_attr(out, "r", r);
	output_puts(out, "/>\n");
}

/* Text centred on x, its middle at y (a digit's height is 0.72 em). */
static void
svg_text(struct output *out, double x, double y, double font,
    const char *text)
{
	output_puts(out, "<text");
	svg_attr(out, "x", x);
	svg_attr(out, "y", y + 0.36 * font);
	output_putc(out, '>');
	markup_puts(out, text);
	output_puts(out, "</text>\n");
}

/* The region (box, or jigsaw piece) of a cell, for the heavy lines. */
static int
svg_region(const struct svg_layout *l, int cell)
{
	if (l->g->variant != NULL)
		return l->g->variant->region[cell];
	return board_box(&l->g->shape, cell);
}

/* The rules of the whole grid, and what has no place, for the legend. */
static void
svg_say(char *legend, const char *text)
{
	size_t	len = strlen(legend);

	if (len > 0 && len + 2 < SVG_LEGEND_MAX)
		memcpy(legend + len, "; ", 3), len += 2;
	if (len + strlen(text) < SVG_LEGEND_MAX)
		memcpy(legend + len, text, strlen(text) + 1);
}

/*
 * "not drawn: ...": what the terminal's lattice had no place for, but for
 * thermometers and arrows, which a picture draws along their cells
 * wherever they go.
 */
static void
svg_undrawn(const char *items, char *text, size_t size)
{
	const char	*end;
	size_t		 len, used = 0;

	text[0] = '\0';
	for (; *items != '\0'; items = *end != '\0' ? end + 2 : end) {
		if ((end = strstr(items, "; ")) == NULL)
			end = items + strlen(items);
		len = (size_t)(end - items);
		if (strncmp(items, "thermometer ", 12) == 0 ||
		    strncmp(items, "arrow ", 6) == 0)
			continue;
		if (used + len + 16 >= size)
			break;
		used += (size_t)snprintf(text + used, size - used, "%s%.*s",
		    used == 0 ? "not drawn: " : "; ", (int)len, items);
	}
}

static void
svg_legend(struct svg_layout *l)
{
	const struct pretty_marks	*m = l->g->variant;
	char				 undrawn[PRETTY_UNDRAWN_MAX + 16];

	l->legend[0] = '\0';
	if (l->g->note != NULL)
		svg_say(l->legend, l->g->note);
	if (m == NULL)
		return;
	if (m->seen & SEEN_ANTIKNIGHT)
		svg_say(l->legend, "anti-knight");
	if (m->seen & SEEN_ANTIKING)
		svg_say(l->legend, "anti-king");
	if (m->seen & SEEN_NONCONSECUTIVE)
		svg_say(l->legend, "non-consecutive");
	if (m->seen & SEEN_DISJOINT)
		svg_say(l->legend, "disjoint groups");
	if (m->seen & (SEEN_DIAGONAL_DOWN | SEEN_DIAGONAL_UP))
		svg_say(l->legend, (m->seen & SEEN_DIAGONAL_DOWN) &&
		    (m->seen & SEEN_DIAGONAL_UP) ? "diagonals" : "diagonal");
	if (m->negative & NEGATIVE_WHITE)
		svg_say(l->legend, "no white dot: not consecutive");
	if (m->negative & NEGATIVE_BLACK)
		svg_say(l->legend, "no black dot: neither double the other");
	if ((m->negative & (NEGATIVE_X | NEGATIVE_V)) ==
	    (NEGATIVE_X | NEGATIVE_V))
		svg_say(l->legend, "no X or V: no sum of 10 or 5");
	else if (m->negative & NEGATIVE_X)
		svg_say(l->legend, "no X: no sum of 10");
	else if (m->negative & NEGATIVE_V)
		svg_say(l->legend, "no V: no sum of 5");
	svg_undrawn(m->undrawn, undrawn, sizeof undrawn);
	if (undrawn[0] != '\0')
		svg_say(l->legend, undrawn);
}

/*
 * The room a pencil mark takes across, at the least: 13 units for one
 * character, 17 for the two digits of a symbol past 35, so that marks
 * side by side stay apart (01 02, not 0102).
 */
static int
svg_mark_pitch(int side)
{
	return side <= BOARD_CHAR_SIDE ? 13 : 17;
}

static void
svg_measure(struct svg_layout *l, const struct svg_grid *g)
{
	int	k = 1;

	l->g = g;
	l->n = g->shape.side;
	while (k * k < l->n)
		k++;
	l->per_row = k;
	l->cell = SVG_CELL;
	if (g->marks != NULL && svg_mark_pitch(l->n) * k > l->cell)
		l->cell = svg_mark_pitch(l->n) * k;
	l->font = l->cell * (l->n <= BOARD_CHAR_SIDE ? 0.62 : 0.46);
	l->mark_font = l->cell / k * (l->n <= BOARD_CHAR_SIDE ? 0.78 : 0.6);
	l->width = 2 * SVG_MARGIN + l->n * l->cell;
	l->height = l->width;
	svg_legend(l);
	if (l->legend[0] != '\0')
		l->height += 4 + 1.3 * SVG_LEGEND_FONT * svg_count_lines(
		    l->legend, l->width - 2 * SVG_MARGIN, SVG_LEGEND_FONT);
}

/* Shaded cells of extra regions, and cells in conflict. */
static void
svg_backgrounds(struct output *out, const struct svg_layout *l)
{
	const struct svg_grid	*g = l->g;
	int			 i;

	for (i = 0; g->variant != NULL && i < g->shape.cells; i++)
		if (g->variant->shade[i])
			svg_rect(out, "shade", svg_left(l, i % l->n),
			    svg_top(l, i / l->n), l->cell, l->cell, 0);
	for (i = 0; g->conflict != NULL && i < g->shape.cells; i++)
		if (g->conflict[i])
			svg_rect(out, "clash", svg_left(l, i % l->n),
			    svg_top(l, i / l->n), l->cell, l->cell, 0);
}

/* Odd cells are grey circles, even ones grey squares. */
static void
svg_parity(struct output *out, const struct svg_layout *l)
{
	const struct pretty_marks	*m = l->g->variant;
	double				 r = 0.4 * l->cell;

	for (int i = 0; i < l->g->shape.cells; i++) {
		if (m->enclose[i] == ENCLOSE_ODD)
			svg_circle(out, "parity", svg_cx(l, i), svg_cy(l, i), r);
		else if (m->enclose[i] == ENCLOSE_EVEN)
			svg_rect(out, "parity", svg_cx(l, i) - r,
			    svg_cy(l, i) - r, 2 * r, 2 * r, 0);
	}
}

/* A path through the centres of cells[from .. n-1]. */
static void
svg_polyline(struct output *out, const struct svg_layout *l,
    const uint16_t *cells, int from, int n)
{
	for (int i = from; i < n; i++)
		svg_to(out, i == from ? 'M' : 'L', svg_cx(l, cells[i]),
		    svg_cy(l, cells[i]));
}

static bool
svg_on_board(const struct svg_layout *l, const uint16_t *cells, int n)
{
	for (int i = 0; i < n; i++)
		if (cells[i] >= l->g->shape.cells)
			return false;
	return n > 0;
}

/* A thermometer: its bulb, and a thick round line from it. */
static void
svg_thermo(struct output *out, const struct svg_layout *l,
    const uint16_t *cells, int n)
{
	svg_circle(out, "bulb", svg_cx(l, cells[0]), svg_cy(l, cells[0]),
	    0.38 * l->cell);
	if (n < 2)
		return;
	output_puts(out, "<path class=\"thermo\"");
	svg_attr(out, "stroke-width", 0.3 * l->cell);
	output_puts(out, " d=\"");
	svg_polyline(out, l, cells, 0, n);
	output_puts(out, "\"/>\n");
}

/* Two cells next to each other, orthogonally or diagonally. */
static bool
svg_touch(const struct svg_layout *l, int a, int b)
{
	int	dr = a / l->n - b / l->n, dc = a % l->n - b % l->n;

	return a != b && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

/*
 * An arrow: its circle, or its pill (an outline: a wide grey line with a
 * narrower white one on it), and its line from the circle's edge to an
 * arrowhead in the last cell.
 */
static void
svg_arrow(struct output *out, const struct svg_layout *l,
    const uint16_t *cells, int head, int n)
{
	double	r = 0.4 * l->cell, x0, y0, x1, y1, dx, dy, len, ux, uy;
	int	from = head - 1, i;

	if (head <= 1)
		svg_circle(out, "circle", svg_cx(l, cells[0]),
		    svg_cy(l, cells[0]), r);
	else {
		/* the widths in style: the classes' own would win */
		output_puts(out, "<path class=\"circle\" style=\"fill:none;"
		    "stroke-linecap:round;stroke-linejoin:round;stroke-width:");
		markup_number(out, 2 * r + 4);
		output_puts(out, "\" d=\"");
		svg_polyline(out, l, cells, 0, head);
		output_puts(out, "\"/>\n<path class=\"pill\" style=\""
		    "stroke-width:");
		markup_number(out, 2 * r);
		output_puts(out, "\" d=\"");
		svg_polyline(out, l, cells, 0, head);
		output_puts(out, "\"/>\n");
	}
	if (head >= n)
		return;
	/* the line leaves the circle cell nearest its first cell */
	for (i = head - 1; i >= 0; i--)
		if (svg_touch(l, cells[i], cells[head])) {
			from = i;
			break;
		}
	x0 = svg_cx(l, cells[from]);
	y0 = svg_cy(l, cells[from]);
	x1 = svg_cx(l, cells[head]);
	y1 = svg_cy(l, cells[head]);
	dx = x1 - x0, dy = y1 - y0;
	len = svg_length(dx, dy);
	if (len > 0) {
		x0 += dx / len * r;
		y0 += dy / len * r;
	}
	output_puts(out, "<path class=\"arrow\" d=\"");
	svg_to(out, 'M', x0, y0);
	for (i = head; i < n; i++)
		svg_to(out, 'L', svg_cx(l, cells[i]), svg_cy(l, cells[i]));
	/* the head, along the last step */
	x1 = svg_cx(l, cells[n - 1]);
	y1 = svg_cy(l, cells[n - 1]);
	if (n - head >= 2) {
		dx = x1 - svg_cx(l, cells[n - 2]);
		dy = y1 - svg_cy(l, cells[n - 2]);
	} else
		dx = x1 - x0, dy = y1 - y0;
	len = svg_length(dx, dy);
	if (len > 0) {
		ux = dx / len * 0.22 * l->cell;
		uy = dy / len * 0.22 * l->cell;
		svg_to(out, 'M', x1 - ux - 0.6 * uy, y1 - uy + 0.6 * ux);
		svg_to(out, 'L', x1, y1);
		svg_to(out, 'L', x1 - ux + 0.6 * uy, y1 - uy - 0.6 * ux);
	}
	output_puts(out, "\"/>\n");
}

/* Thermometers and arrows, drawn along their cells in order. */
static void
svg_lines(struct output *out, const struct svg_layout *l)
{
	const struct ruleset	*set = l->g->rules;
	const struct constraint	*c;
	const uint16_t		*cells;

	for (int i = 0; i < set->count; i++) {
		c = &set->constraint[i];
		cells = constraint_cells(set, c);
		if (!svg_on_board(l, cells, c->ncells))
			continue;
		if (c->family == RULE_THERMO)
			svg_thermo(out, l, cells, c->ncells);
		else if (c->family == RULE_ARROW)
			svg_arrow(out, l, cells, c->head, c->ncells);
	}
}

static void
svg_diagonals(struct output *out, const struct svg_layout *l)
{
	unsigned	seen = l->g->variant->seen;
	double		a = SVG_MARGIN, b = SVG_MARGIN + l->n * l->cell;

	if (seen & SEEN_DIAGONAL_DOWN) {
		output_puts(out, "<line class=\"diagonal\"");
		svg_attr(out, "x1", a);
		svg_attr(out, "y1", a);
		svg_attr(out, "x2", b);
		svg_attr(out, "y2", b);
		output_puts(out, "/>\n");
	}
	if (seen & SEEN_DIAGONAL_UP) {
		output_puts(out, "<line class=\"diagonal\"");
		svg_attr(out, "x1", a);
		svg_attr(out, "y1", b);
		svg_attr(out, "x2", b);
		svg_attr(out, "y2", a);
		output_puts(out, "/>\n");
	}
}

/*
 * The lines between cells: thin ones across the whole grid, then the
 * heavy ones, wall by wall where the regions on either side differ, in
 * runs along each line; and the frame.
 */
static void
svg_grid_lines(struct output *out, const struct svg_layout *l)
{
	int	n = l->n, k, i, start;
	double	a = SVG_MARGIN, b = SVG_MARGIN + n * l->cell;

	output_puts(out, "<path class=\"thin\" d=\"");
	for (k = 1; k < n; k++) {
		svg_to(out, 'M', svg_left(l, k), a);
		svg_hv(out, 'V', b);
		svg_to(out, 'M', a, svg_top(l, k));
		svg_hv(out, 'H', b);
	}
	output_puts(out, "\"/>\n<path class=\"heavy\" d=\"");
	for (k = 1; k < n; k++) {
		/* the wall left of column k, row by row; then above row k */
		for (i = 0, start = -1; i <= n; i++) {
			bool heavy = i < n && svg_region(l, i * n + k - 1) !=
			    svg_region(l, i * n + k);

			if (heavy && start < 0)
				start = i;
			if (!heavy && start >= 0) {
				svg_to(out, 'M', svg_left(l, k),
				    svg_top(l, start));
				svg_hv(out, 'V', svg_top(l, i));
				start = -1;
			}
		}
		for (i = 0, start = -1; i <= n; i++) {
			bool heavy = i < n && svg_region(l, (k - 1) * n + i) !=
			    svg_region(l, k * n + i);

			if (heavy && start < 0)
				start = i;
			if (!heavy && start >= 0) {
				svg_to(out, 'M', svg_left(l, start),
				    svg_top(l, k));
				svg_hv(out, 'H', svg_left(l, i));
				start = -1;
			}
		}
	}
	output_puts(out, "\"/>\n");
	svg_rect(out, "frame", a, a, b - a, b - a, 0);
}

/* Sudominoku: each domino outlined, a rounded box over its two cells. */
static void
svg_dominoes(struct output *out, const struct svg_layout *l)
{
	const uint8_t	*partner = l->g->partner;
	double		 inset = 0.1 * l->cell;
	int		 a, b;

	for (a = 0; a < l->g->shape.cells && a < GRID_CELLS; a++) {
		b = partner[a];
		if (b == SVG_NO_PARTNER || b < a || b >= GRID_CELLS)
			continue;
		svg_rect(out, "domino", svg_left(l, a % l->n) + inset,
		    svg_top(l, a / l->n) + inset,
		    (b % l->n - a % l->n + 1) * l->cell - 2 * inset,
		    (b / l->n - a / l->n + 1) * l->cell - 2 * inset,
		    0.2 * l->cell);
	}
}

static bool
svg_in_cage(const struct svg_layout *l, int row, int col, int32_t cage)
{
	return row >= 0 && row < l->n && col >= 0 && col < l->n &&
	    l->g->variant->cage[row * l->n + col] == cage;
}

/*
 * One side of a cage's outline along a cell, inset d inside the cage.
 * Walking the side from its start (s) to its end (e): it stops short of
 * the corner where the cage ends there, runs on into the next cell where
 * the cage goes on along the side, and past it where the cage turns
 * round the corner (the cell diagonally beyond is in it too).
 */
static double
svg_cage_end(const struct svg_layout *l, int row, int col, int32_t cage,
    int along_r, int along_c, int out_r, int out_c, double corner, double d)
{
	if (!svg_in_cage(l, row + along_r, col + along_c, cage))
		return corner - (along_r + along_c) * d;
	if (svg_in_cage(l, row + along_r + out_r, col + along_c + out_c, cage))
		return corner + (along_r + along_c) * d;
	return corner;
}

static void
svg_cage_cell(struct output *out, const struct svg_layout *l, int cell,
    int32_t cage, double d)
{
	int	r = cell / l->n, c = cell % l->n;
	double	x0 = svg_left(l, c), x1 = x0 + l->cell;
	double	y0 = svg_top(l, r), y1 = y0 + l->cell;

	if (!svg_in_cage(l, r - 1, c, cage)) {
		svg_to(out, 'M', svg_cage_end(l, r, c, cage, 0, -1, -1, 0, x0,
		    d), y0 + d);
		svg_hv(out, 'H', svg_cage_end(l, r, c, cage, 0, 1, -1, 0, x1,
		    d));
	}
	if (!svg_in_cage(l, r + 1, c, cage)) {
		svg_to(out, 'M', svg_cage_end(l, r, c, cage, 0, -1, 1, 0, x0,
		    d), y1 - d);
		svg_hv(out, 'H', svg_cage_end(l, r, c, cage, 0, 1, 1, 0, x1,
		    d));
	}
	if (!svg_in_cage(l, r, c - 1, cage)) {
		svg_to(out, 'M', x0 + d, svg_cage_end(l, r, c, cage, -1, 0, 0,
		    -1, y0, d));
		svg_hv(out, 'V', svg_cage_end(l, r, c, cage, 1, 0, 0, -1, y1,
		    d));
	}
	if (!svg_in_cage(l, r, c + 1, cage)) {
		svg_to(out, 'M', x1 - d, svg_cage_end(l, r, c, cage, -1, 0, 0,
		    1, y0, d));
		svg_hv(out, 'V', svg_cage_end(l, r, c, cage, 1, 0, 0, 1, y1,
		    d));
	}
}

/* Cages: a dashed outline inside their cells; sums at the top left. */
static void
svg_cages(struct output *out, const struct svg_layout *l)
{
	const struct pretty_marks	*m = l->g->variant;
	double				 d = 0.08 * l->cell;
	double				 font = 0.27 * l->cell;
	char				 sum[16];
	int				 i;

	output_puts(out, "<path class=\"cage\" d=\"");
	for (i = 0; i < l->g->shape.cells; i++)
		if (m->cage[i] != CAGE_NONE)
			svg_cage_cell(out, l, i, m->cage[i], d);
	output_puts(out, "\"/>\n");
	svg_group(out, "sum", font);
	for (i = 0; i < l->g->shape.cells; i++) {
		double	x = svg_left(l, i % l->n) + 2;
		double	y = svg_top(l, i / l->n) + 2;

		if (!m->has_sum[i])
			continue;
		snprintf(sum, sizeof sum, "%ld", (long)m->sum[i]);
		svg_rect(out, "sumbg", x, y, strlen(sum) * 0.62 * font + 2,
		    font + 1, 0);
		output_puts(out, "<text");
		svg_attr(out, "x", x + 1);
		svg_attr(out, "y", y + 0.86 * font);
		output_putc(out, '>');
		output_puts(out, sum);
		output_puts(out, "</text>\n");
	}
	output_puts(out, "</g>\n");
}

/* A dot or an XV on the wall whose middle is x, y. */
static void
svg_wall_mark(struct output *out, const struct svg_layout *l,
    const struct pretty_wall *w, double x, double y)
{
	char	text[8] = "";
	double	font = 0.24 * l->cell, r = 0.12 * l->cell;

	if (w->dot == DOT_NONE)
		return;
	if (w->dot == DOT_XV) {
		snprintf(text, sizeof text, "%s", w->value == 10 ? "X" :
		    w->value == 5 ? "V" : "");
		if (text[0] == '\0')
			snprintf(text, sizeof text, "%d", w->value);
		font = 0.4 * l->cell;
		svg_rect(out, "xvbg", x - strlen(text) * 0.34 * font,
		    y - 0.45 * font, strlen(text) * 0.68 * font, 0.9 * font, 0);
		output_puts(out, "<g class=\"xv\"");
		svg_attr(out, "font-size", font);
		output_puts(out, ">");
		svg_text(out, x, y, font, text);
		output_puts(out, "</g>\n");
		return;
	}
	if ((w->dot == DOT_WHITE && w->value != 1) ||
	    (w->dot == DOT_BLACK && w->value != 2)) {
		snprintf(text, sizeof text, "%d", w->value);
		r = 0.16 * l->cell;
	}
	svg_circle(out, w->dot == DOT_WHITE ? "white" : "black", x, y, r);
	if (text[0] == '\0')
		return;
	output_puts(out, "<g class=\"");
	output_puts(out, w->dot == DOT_WHITE ? "onwhite" : "onblack");
	output_putc(out, '"');
	svg_attr(out, "font-size", font);
	output_puts(out, ">");
	svg_text(out, x, y, font, text);
	output_puts(out, "</g>\n");
}

static void
svg_walls(struct output *out, const struct svg_layout *l)
{
	const struct pretty_marks	*m = l->g->variant;
	int				 i, n = l->n;

	for (i = 0; i < l->g->shape.cells; i++) {
		if (i % n < n - 1)
			svg_wall_mark(out, l, &m->right[i],
			    svg_left(l, i % n + 1), svg_cy(l, i));
		if (i / n < n - 1)
			svg_wall_mark(out, l, &m->below[i], svg_cx(l, i),
			    svg_top(l, i / n + 1));
	}
}

/* The digits, a group for each kind: given, filled in, in conflict. */
static void
svg_digits(struct output *out, const struct svg_layout *l,
    const char *class, int kind)
{
	const struct svg_grid	*g = l->g;
	char			 text[8];
	bool			 any = false;
	int			 i, k;

	for (i = 0; i < g->shape.cells; i++) {
		if (g->digits[i] == 0)
			continue;
		k = g->conflict != NULL && g->conflict[i] ? 2 :
		    g->givens[i] != 0 ? 0 : 1;
		if (k != kind)
			continue;
		if (!any)
			svg_group(out, class, l->font);
		any = true;
		svg_symbol(text, g->digits[i], l->n);
		svg_text(out, svg_cx(l, i), svg_cy(l, i), l->font, text);
	}
	if (any)
		output_puts(out, "</g>\n");
}

/*
 * Pencil marks in the open cells: symbol s at its own place of a k by k
 * square (3 by 3 for 9x9), so a mark's place says which it is.
 */
static void
svg_marks(struct output *out, const struct svg_layout *l)
{
	const struct svg_grid	*g = l->g;
	double			 step = l->cell / l->per_row;
	char			 text[8];
	int			 i, s;

	svg_group(out, "mark", l->mark_font);
	for (i = 0; i < g->shape.cells; i++) {
		if (g->digits[i] != 0 || g->marks[i] == 0)
			continue;
		for (s = 1; s <= l->n; s++) {
			if ((g->marks[i] >> (s - 1) & 1) == 0)
				continue;
			svg_symbol(text, s, l->n);
			svg_text(out, svg_left(l, i % l->n) + step *
			    ((s - 1) % l->per_row + 0.5), svg_top(l, i / l->n) +
			    step * ((s - 1) / l->per_row + 0.5), l->mark_font,
			    text);
		}
	}
	output_puts(out, "</g>\n");
}

/* The whole picture of a grid, as an <svg> element. */
void
svg_write_grid(struct output *out, const struct svg_grid *g,
    const char *title, bool standalone)
{
	struct svg_layout	l;
	const struct pretty_marks *m = g->variant;

	svg_measure(&l, g);
	svg_open(out, l.width, l.height, title, standalone);
	svg_backgrounds(out, &l);
	if (m != NULL) {
		svg_parity(out, &l);
		if (g->rules != NULL)
			svg_lines(out, &l);
		svg_diagonals(out, &l);
	}
	svg_grid_lines(out, &l);
	if (g->partner != NULL)
		svg_dominoes(out, &l);
	if (m != NULL && (m->seen & SEEN_CAGE))
		svg_cages(out, &l);
	if (m != NULL)
		svg_walls(out, &l);
	svg_digits(out, &l, "given", 0);
	svg_digits(out, &l, "filled", 1);
	svg_digits(out, &l, "clashed", 2);
	if (g->marks != NULL)
		svg_marks(out, &l);
	if (l.legend[0] != '\0')
		svg_text_lines(out, l.legend, SVG_MARGIN, l.width + 2 +
		    SVG_LEGEND_FONT, l.width - 2 * SVG_MARGIN,
		    SVG_LEGEND_FONT, true);
	svg_close(out);
}
