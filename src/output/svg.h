/*
 * Pictures of puzzles in SVG, for -t svg (a file a puzzle) and -t html
 * (each puzzle's picture inline in the page).  A picture is one <svg>
 * element: standalone, with the XML declaration, its size and its own
 * style sheet; or inline, sized by the page, whose one style sheet
 * (svg_style) serves every picture.
 *
 * A grid picture shows the digits (givens bold, the others in colour),
 * the box or region borders, a Sudominoku puzzle's dominoes, a variant's
 * rules (pretty-marks.h says where its marks go; cages, thermometers and
 * arrows are drawn along their cells), and pencil marks.  A step picture
 * (svg-step.c) shows a human step on its candidate grid.
 *
 * Every size is drawn at one scale, a cell 40 units a side (more when
 * the cells hold pencil marks, so that they stay legible), so a picture
 * of a 64x64 board is as legible as a 9x9 one, only bigger.
 */
#ifndef SUDOKU_SVG_H
#define SUDOKU_SVG_H

#include <stdbool.h>
#include <stdint.h>

#include "model/board.h"
#include "model/ruleset.h"
#include "output/output.h"
#include "output/pretty-marks.h"

struct hgrid;
struct grid;
struct step;

#define SVG_CELL	40	/* a cell's side, in user units */
#define SVG_NO_PARTNER	0xff

struct svg_grid {
	struct shape		 shape;
	const uint8_t		*digits;	/* what the cells show, 0 none */
	const uint8_t		*givens;	/* the givens among them */
	const uint64_t		*marks;		/* pencil marks by cell (bit
						   s - 1: symbol s), or NULL */
	const uint8_t		*partner;	/* 9x9: each cell's domino
						   partner or SVG_NO_PARTNER;
						   NULL: no dominoes */
	const bool		*conflict;	/* or NULL */
	const struct pretty_marks *variant;	/* or NULL */
	const struct ruleset	*rules;		/* the variant's */
	const char		*note;		/* said under the grid (why
						   the puzzle has no answer),
						   or NULL */
};

/* svg.c */
void	svg_style(struct output *);
void	svg_write_grid(struct output *, const struct svg_grid *,
	    const char *, bool);
void	svg_open(struct output *, double, double, const char *, bool);
void	svg_close(struct output *);
void	svg_symbol(char [8], int, int);
double	svg_text_lines(struct output *, const char *, double, double,
	    double, double, bool);
int	svg_count_lines(const char *, double, double);
double	svg_length(double, double);

/* svg-step.c */
double	svg_step_width(void);
double	svg_step_height(const char *);
double	svg_draw_step(struct output *, const struct hgrid *,
	    const struct grid *, const struct step *, const char *, double);
void	svg_write_step(struct output *, const struct hgrid *,
	    const struct grid *, const struct step *, const char *, bool);

#endif
