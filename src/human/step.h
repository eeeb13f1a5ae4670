/*
 * One step of a human solution: what a technique found, what it places and
 * eliminates, and what a reader needs to see it.  Shared by rate, explain
 * and hint, so a technique fills it once and every writer reads it.
 *
 * Ratings are in tenths (23 is 2.3): Sudoku Explainer's getDifficulty()
 * times ten.  Its ratings are all multiples of 0.1 and it prints them
 * rounded to tenths, so integers carry them exactly.
 */
#ifndef SUDOKU_HUMAN_STEP_H
#define SUDOKU_HUMAN_STEP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct hgrid;
struct technique;

struct step_item {
	uint8_t		cell;
	uint8_t		digit;		/* 1..9 */
};

/*
 * A link of a chain, as a picture draws it: from one candidate (cell * 9
 * + digit - 1) to the next, each on (the cell holds the digit) or off.
 * From on to off is a weak link, from off to on a strong one.
 */
struct step_link {
	uint16_t	from;
	uint16_t	to;
	bool		from_on;
	bool		to_on;
};

/* Links kept of a chain: enough to see it; a longer one is cut short. */
#define STEP_LINKS_MAX	96

struct step {
	const struct technique *technique;
	const char	*name;		/* SE's getName() of this step:
					   "Pointing" or "Claiming" from the
					   one technique; technique->name
					   when NULL.  Static storage: the
					   driver keeps the pointer. */
	int		 rating;	/* tenths */
	int		 nplace;	/* placements (cell = digit) */
	struct step_item place[81];
	uint16_t	 elim[81];	/* candidates removed, per cell */
	/* What a reader needs to see it (explain, pretty, yaml): */
	int		 ncells;
	uint8_t		 cells[81];	/* the cells the pattern uses */
	uint16_t	 digits;	/* the digits it is about */
	int		 nunits;
	uint8_t		 units[27];
	int		 nlinks;	/* chains: their links, as drawn */
	struct step_link links[STEP_LINKS_MAX];
	char		 text[256];	/* "4 in b1 locked in r2": no
					   technique name, no "=> ..." */
	/*
	 * Writes text from the fields above when someone asks (step_text):
	 * rating never does, so finding a step formats nothing.  NULL (what
	 * step_clear leaves) when the technique fills text itself.
	 */
	void		(*describe)(const struct step *, char *, size_t);
};

/* step.c */
void		 step_clear(struct step *, const struct technique *, int);
void		 step_add_place(struct step *, int, int);
void		 step_add_cell(struct step *, int);
void		 step_add_unit(struct step *, int);
bool		 step_has_elim(const struct step *);
int		 step_count_elim(const struct step *);
void		 step_apply(const struct step *, struct hgrid *);
const char	*step_name(const struct step *);
void		 step_cell_name(int, char [5]);
void		 step_set_text(struct step *, const char *, ...)
		    __attribute__((format(printf, 2, 3)));
const char	*step_text(struct step *);
size_t		 step_list_cells(const struct step *, char *, size_t);
bool		 step_places(const struct step *, int, int);
bool		 step_shows(const struct step *, int);

#endif
