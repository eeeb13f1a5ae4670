/*
 * Variant rules as data: what a puzzle adds to classic Sudoku, or puts in
 * place of its boxes.  A rule set is a list of constraints, each a typed
 * record: its family, its cells (a cage's, a thermometer's path bulb
 * first, an arrow's circle or pill then its path, a dot's two cells), and
 * a value (a cage's sum, a dot's difference or ratio, an XV's sum).
 * Families that hold everywhere (anti-knight, a diagonal) have no cells.
 * Regions, once one is given, replace the boxes: a jigsaw.
 *
 * What each family means, how it propagates in the engine and how a grid
 * is checked against it are in its own file, src/rules/rule-NAME.c, found
 * through the family table (src/rules/rules.h).  The model only holds the
 * records: readers fill them, writers, engines and checks read them.
 *
 * Cells are numbered as on any board (board.h), row-major from 0.
 */
#ifndef SUDOKU_RULESET_H
#define SUDOKU_RULESET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model/board.h"

/* The families, in the order of the family table. */
enum rule_family_id {
	RULE_REGION,		/* cells: one region, in place of the boxes */
	RULE_DIAGONAL,		/* value +1: bottom-left to top-right ("+"),
				   -1: top-left to bottom-right ("-") */
	RULE_EXTRA_REGION,	/* cells that hold no digit twice */
	RULE_DISJOINT,		/* the cells at one place (in reading order)
				   of every box or region */
	RULE_ANTIKNIGHT,	/* no digit a knight's move from itself */
	RULE_ANTIKING,		/* no digit a king's move from itself */
	RULE_NONCONSECUTIVE,	/* orthogonal neighbours never differ by 1 */
	RULE_CAGE,		/* killer cage: no repeat, sum value (0: any) */
	RULE_THERMO,		/* strictly increasing from the bulb, cell 0 */
	RULE_ARROW,		/* the circle (or pill, read as a number): its
				   first `head` cells; the sum along the rest */
	RULE_DIFFERENCE,	/* white dot: two cells differ by value (1) */
	RULE_RATIO,		/* black dot: one is value (2) times the other */
	RULE_XV,		/* two cells that add up to value: X 10, V 5 */
	RULE_ODD,		/* odd digits only */
	RULE_EVEN,		/* even digits only */
	RULE_NEGATIVE,		/* value: the marks whose absence says no
				   (NEGATIVE_*): where no such mark is, the
				   relation does not hold */
	RULE_FAMILIES
};

/*
 * RULE_NEGATIVE's value: a bit for each mark it covers.  A dot of either
 * colour spares its pair both dots' negatives (a 1 beside a 2 takes one
 * dot, white or black), an X or a V both of XV's.
 */
#define NEGATIVE_WHITE	0x1	/* no dot: not consecutive */
#define NEGATIVE_BLACK	0x2	/* no dot: not one double the other */
#define NEGATIVE_X	0x4	/* no X or V: not adding up to 10 */
#define NEGATIVE_V	0x8	/* no X or V: not adding up to 5 */

struct constraint {
	uint8_t		family;		/* enum rule_family_id */
	uint8_t		head;		/* RULE_ARROW: cells of its circle */
	uint16_t	ncells;
	int32_t		value;
	uint32_t	first;		/* its cells: set->cell[first ...] */
};

/*
 * The rules of one puzzle.  Memory is kept from one puzzle to the next
 * (ruleset_clear), so a batch allocates only while it grows.
 */
struct ruleset {
	struct constraint	*constraint;
	int			 count;
	int			 cap;
	uint16_t		*cell;
	uint32_t		 ncell;
	uint32_t		 cell_cap;
};

static inline const uint16_t *
constraint_cells(const struct ruleset *set, const struct constraint *c)
{
	return set->cell + c->first;
}

/* ruleset.c */
void	ruleset_init(struct ruleset *);
void	ruleset_free(struct ruleset *);
void	ruleset_clear(struct ruleset *);
int	ruleset_copy(struct ruleset *, const struct ruleset *);
int	ruleset_add(struct ruleset *, enum rule_family_id, const uint16_t *,
	    int, int32_t, int);
bool	ruleset_has(const struct ruleset *, enum rule_family_id);
int	ruleset_negative(const struct ruleset *);
bool	ruleset_has_regions(const struct ruleset *);
int	ruleset_frame_units(const struct ruleset *, const struct shape *);
int	ruleset_region_map(const struct ruleset *, const struct shape *,
	    uint8_t *);

#define REGION_NONE	0xff

#endif
