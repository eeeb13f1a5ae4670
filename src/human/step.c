/*
 * Building and applying steps.  A technique fills a step only once it has
 * found one, so the cost of clearing it is paid per step, not per search.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "human/hgrid.h"
#include "human/step.h"
#include "human/technique.h"

void
step_clear(struct step *s, const struct technique *t, int rating)
{
	s->technique = t;
	s->name = NULL;
	s->rating = rating;
	s->nplace = 0;
	memset(s->elim, 0, sizeof(s->elim));
	s->ncells = 0;
	s->digits = 0;
	s->nunits = 0;
	s->nlinks = 0;
	s->text[0] = '\0';
	s->describe = NULL;
}

void
step_add_place(struct step *s, int cell, int digit)
{
	s->place[s->nplace].cell = (uint8_t)cell;
	s->place[s->nplace].digit = (uint8_t)digit;
	s->nplace++;
}

void
step_add_cell(struct step *s, int cell)
{
	s->cells[s->ncells++] = (uint8_t)cell;
}

void
step_add_unit(struct step *s, int unit)
{
	s->units[s->nunits++] = (uint8_t)unit;
}

bool
step_has_elim(const struct step *s)
{
	for (int c = 0; c < 81; c++)
		if (s->elim[c] != 0)
			return true;
	return false;
}

int
step_count_elim(const struct step *s)
{
	int n = 0;

	for (int c = 0; c < 81; c++)
		n += hgrid_count(s->elim[c]);
	return n;
}

/* As SE's IndirectHint.apply: the eliminations first, then the placements. */
void
step_apply(const struct step *s, struct hgrid *h)
{
	/* most steps eliminate little: skip empty runs four cells at once */
	for (int c = 0; c < 80; c += 4) {
		uint64_t four;

		memcpy(&four, &s->elim[c], sizeof(four));
		if (four == 0)
			continue;
		for (int i = c; i < c + 4; i++)
			if (s->elim[i] != 0)
				hgrid_eliminate_mask(h, i, s->elim[i]);
	}
	if (s->elim[80] != 0)
		hgrid_eliminate_mask(h, 80, s->elim[80]);
	for (int i = 0; i < s->nplace; i++)
		hgrid_place(h, s->place[i].cell, s->place[i].digit);
}

const char *
step_name(const struct step *s)
{
	return s->name != NULL ? s->name : s->technique->name;
}

/* "r4c7": the cell names of step texts (rows and columns from 1). */
void
step_cell_name(int cell, char name[5])
{
	name[0] = 'r';
	name[1] = (char)('1' + cell / 9);
	name[2] = 'c';
	name[3] = (char)('1' + cell % 9);
	name[4] = '\0';
}

void
step_set_text(struct step *s, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(s->text, sizeof(s->text), fmt, ap);
	va_end(ap);
}

/* The step's text, written by its technique's describe() on first use. */
const char *
step_text(struct step *s)
{
	if (s->text[0] == '\0' && s->describe != NULL)
		s->describe(s, s->text, sizeof(s->text));
	return s->text;
}

/* "r1c1,r1c4,r2c1": the pattern's cells, for texts. */
size_t
step_list_cells(const struct step *s, char *text, size_t size)
{
	size_t n = 0;

	if (size > 0)
		text[0] = '\0';
	for (int i = 0; i < s->ncells && n + 6 < size; i++) {
		char name[5];

		step_cell_name(s->cells[i], name);
		n += (size_t)snprintf(text + n, size - n, "%s%s",
		    i == 0 ? "" : ",", name);
	}
	return n;
}

/* The step places digit in cell. */
bool
step_places(const struct step *s, int cell, int digit)
{
	for (int i = 0; i < s->nplace; i++)
		if (s->place[i].cell == cell && s->place[i].digit == digit)
			return true;
	return false;
}

/*
 * The step's pattern holds cell, as the pictures show it: one of its cells,
 * or, for a step that lists only units (an intersection), a cell in all of
 * them.
 */
bool
step_shows(const struct step *s, int cell)
{
	const uint8_t	*u = hgrid_cell_unit[cell];

	for (int i = 0; i < s->ncells; i++)
		if (s->cells[i] == cell)
			return true;
	if (s->ncells > 0 || s->nunits == 0)
		return false;
	for (int i = 0; i < s->nunits; i++)
		if (s->units[i] != u[0] && s->units[i] != u[1] &&
		    s->units[i] != u[2])
			return false;
	return true;
}
