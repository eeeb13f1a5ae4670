/*
 * What a variant puzzle adds to its pretty grid (out-pretty.c), worked out
 * from its rule set before drawing, as places on the lattice: a region
 * and a cage for each cell (heavy lines between regions, no wall inside a
 * cage), what encloses a cell's digit (an odd or even cell, a
 * thermometer's bulb, an arrow's circle), a shade for the cells of extra
 * regions; on each wall between two neighbours a dot or an XV, a step of
 * a thermometer or an arrow across it, or a pill's cells joined; at each
 * corner the diagonals and the diagonal steps through it.  What has no
 * place (a dot between cells that do not touch) is kept in words, and the
 * rules that hold everywhere as flags, for the legend under the grid: no
 * rule goes unsaid.
 */
#ifndef SUDOKU_PRETTY_MARKS_H
#define SUDOKU_PRETTY_MARKS_H

#include <stdbool.h>
#include <stdint.h>

#include "model/board.h"
#include "model/ruleset.h"

enum pretty_enclosure {
	ENCLOSE_NONE,
	ENCLOSE_ODD,		/* (5) */
	ENCLOSE_EVEN,		/* [4] */
	ENCLOSE_BULB,		/* {1}: a thermometer starts here */
	ENCLOSE_CIRCLE		/* <9>: an arrow's circle, or a pill's cell */
};

/* A thermometer's or an arrow's line across a wall or a corner. */
enum pretty_line {
	LINE_NONE,
	LINE_THERMO,
	LINE_ARROW
};

enum pretty_dot {
	DOT_NONE,
	DOT_WHITE,		/* value: the difference */
	DOT_BLACK,		/* value: the ratio */
	DOT_XV			/* value: the sum, X 10 and V 5 */
};

/* The wall right of a cell, or the one below it. */
struct pretty_wall {
	uint8_t	line;		/* enum pretty_line */
	uint8_t	dot;		/* enum pretty_dot */
	uint8_t	value;		/* the dot's, 1 .. 99 */
	bool	joined;		/* two cells of one pill: no wall */
};

/* Through a corner, below right of a cell. */
#define CORNER_DOWN	0x1	/* top left to bottom right */
#define CORNER_UP	0x2	/* bottom left to top right */

/* What the legend names: the global rules, and the marks drawn. */
#define SEEN_ANTIKNIGHT		0x00001
#define SEEN_ANTIKING		0x00002
#define SEEN_NONCONSECUTIVE	0x00004
#define SEEN_DISJOINT		0x00008
#define SEEN_DIAGONAL_DOWN	0x00010
#define SEEN_DIAGONAL_UP	0x00020
#define SEEN_CAGE		0x00040
#define SEEN_CAGE_SUM		0x00080
#define SEEN_ODD		0x00100
#define SEEN_EVEN		0x00200
#define SEEN_THERMO		0x00400
#define SEEN_ARROW		0x00800
#define SEEN_PILL		0x01000
#define SEEN_WHITE		0x02000	/* difference 1 */
#define SEEN_WHITE_VALUE	0x04000	/* another difference */
#define SEEN_BLACK		0x08000	/* ratio 2 */
#define SEEN_BLACK_VALUE	0x10000
#define SEEN_X			0x20000
#define SEEN_V			0x40000
#define SEEN_SUM_VALUE		0x80000	/* an XV of another sum */
#define SEEN_EXTRA		0x100000

#define CAGE_NONE	(-1)

/* "not drawn: white dot r1c1 r3c3; ...": room for a few. */
#define PRETTY_UNDRAWN_MAX	480

struct pretty_marks {
	struct shape		shape;
	/* cells wider than a symbol and a space each side: marks need room */
	bool			wide;
	unsigned		seen;		/* SEEN_* */
	int			negative;	/* NEGATIVE_* */
	uint8_t			region[BOARD_MAX_CELLS];
	int32_t			cage[BOARD_MAX_CELLS];	/* or CAGE_NONE */
	/* a cage's first cell (row by row) carries its sum */
	bool			has_sum[BOARD_MAX_CELLS];
	int32_t			sum[BOARD_MAX_CELLS];
	uint8_t			enclose[BOARD_MAX_CELLS];
	bool			shade[BOARD_MAX_CELLS];
	struct pretty_wall	right[BOARD_MAX_CELLS];
	struct pretty_wall	below[BOARD_MAX_CELLS];
	uint8_t			corner[BOARD_MAX_CELLS];	/* CORNER_* */
	char			undrawn[PRETTY_UNDRAWN_MAX];
};

/* pretty-marks.c */
void	pretty_marks_build(struct pretty_marks *, const struct ruleset *,
	    const struct shape *);

#endif
