/*
 * What names a part of a split count, written and read back (part.h has
 * the layout).  One file holds both directions, so that what count
 * --part writes is always what merge reads.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/engine.h"
#include "run/part.h"

#define PART_STRING(x)	PART_STRING_(x)
#define PART_STRING_(x)	#x

/* A decimal from 1 to SPLIT_PARTS_MAX at s, which is moved past it. */
static bool
part_number(const char **s, int *out)
{
	long	n = 0;

	if (**s < '1' || **s > '9')
		return false;
	for (; **s >= '0' && **s <= '9'; (*s)++)
		if ((n = n * 10 + (**s - '0')) > SPLIT_PARTS_MAX)
			return false;
	*out = (int)n;
	return true;
}

/* "K/N" with 1 <= K <= N <= SPLIT_PARTS_MAX, and nothing else. */
bool
part_parse_kn(const char *s, int *k, int *n)
{
	int	a, b;

	if (!part_number(&s, &a) || *s++ != '/' || !part_number(&s, &b) ||
	    *s != '\0' || a > b)
		return false;
	*k = a;
	*n = b;
	return true;
}

void
part_key(const struct puzzle *p, char key[PART_KEY_MAX])
{
	const struct domino	*dm;
	int			 i, a;

	grid_to_line(&p->givens, key, '.');
	if (p->rules != RULES_SUDOMINOKU)
		return;
	key[GRID_CELLS] = ':';
	memset(key + GRID_CELLS + 1, '.', GRID_CELLS);
	key[2 * GRID_CELLS + 1] = '\0';
	for (i = 0; i < p->dominoes.count; i++) {
		dm = &p->dominoes.placed[i];
		a = dm->cell[0] < dm->cell[1] ? dm->cell[0] : dm->cell[1];
		key[GRID_CELLS + 1 + a] = grid_row(dm->cell[0]) ==
		    grid_row(dm->cell[1]) ? '>' : 'v';
	}
}

bool
part_key_valid(const char *key)
{
	size_t	len = strlen(key), i;

	if (len != GRID_CELLS && len != 2 * GRID_CELLS + 1)
		return false;
	for (i = 0; i < GRID_CELLS; i++)
		if (key[i] != '.' && (key[i] < '1' || key[i] > '9'))
			return false;
	if (len == GRID_CELLS)
		return true;
	if (key[GRID_CELLS] != ':')
		return false;
	for (i = GRID_CELLS + 1; i < len; i++)
		if (key[i] != '.' && key[i] != '>' && key[i] != 'v')
			return false;
	return true;
}

/* Part k of n of p's count, as this version of the split cuts it. */
void
part_name_set(struct part_name *name, int k, int n, const struct puzzle *p)
{
	name->k = k;
	name->n = n;
	name->version = SPLIT_VERSION;
	part_key(p, name->key);
}

/* "K/N split=V KEY": what follows the count on a part's line. */
size_t
part_format(const struct part_name *name, char text[PART_TEXT_MAX])
{
	return (size_t)snprintf(text, PART_TEXT_MAX, "%d/%d split=%d %s",
	    name->k, name->n, name->version, name->key);
}

/*
 * Reads "COUNT[+] K/N split=V KEY" (len bytes, no newline): NULL, or what
 * is wrong with it.  A count past 2^128 - 1 is no reason not to read the
 * rest: pc->overflows says so, for merge to say once, at its puzzle.
 */
const char *
part_parse_line(const char *line, size_t len, struct part_count *pc)
{
	char		 text[PART_TEXT_MAX], *field[4], *save, *end;
	long		 version;
	size_t		 n;
	int		 i;

	if (len >= sizeof text)
		return "too long for a part of a count";
	memcpy(text, line, len);
	text[len] = '\0';
	for (i = 0; i < 4; i++)
		if ((field[i] = strtok_r(i == 0 ? text : NULL, " ", &save)) ==
		    NULL)
			return "not a part of a count (COUNT K/N split=V "
			    "PUZZLE, from count --part)";
	if (strtok_r(NULL, " ", &save) != NULL)
		return "more after the puzzle of a part";
	n = strlen(field[0]);
	pc->complete = field[0][n - 1] != '+';
	if (!pc->complete)
		field[0][n - 1] = '\0';
	pc->overflows = !count_parse(field[0], &pc->count);
	if (pc->overflows && !count_is_digits(field[0]))
		return "a part's count is not a whole number";
	if (!part_parse_kn(field[1], &pc->name.k, &pc->name.n))
		return "not a part K/N (1 <= K <= N <= 1048576)";
	if (strncmp(field[2], "split=", 6) != 0 || field[2][6] < '1' ||
	    field[2][6] > '9' || (version = strtol(field[2] + 6, &end, 10),
	    *end != '\0') || version > 1000000)
		return "not a split version (split=V)";
	if (version != SPLIT_VERSION)
		return "a version of the split this build does not know "
		    "(it knows split=" PART_STRING(SPLIT_VERSION) ")";
	pc->name.version = (int)version;
	if (!part_key_valid(field[3]))
		return "not a puzzle (81 cells, and for Sudominoku ':' and "
		    "81 domino marks)";
	strcpy(pc->name.key, field[3]);
	return NULL;
}
