/*
 * The records of a rule set (ruleset.h): growing, copying, and the few
 * questions every reader of them asks (which regions, which negatives).
 */
#include <stdlib.h>
#include <string.h>

#include "model/ruleset.h"

void
ruleset_init(struct ruleset *set)
{
	memset(set, 0, sizeof *set);
}

void
ruleset_free(struct ruleset *set)
{
	free(set->constraint);
	free(set->cell);
	ruleset_init(set);
}

/* No constraint, the memory kept for the next puzzle. */
void
ruleset_clear(struct ruleset *set)
{
	set->count = 0;
	set->ncell = 0;
}

/* Room for `more` constraints and `cells` cells; -1 when memory ran out. */
static int
ruleset_reserve(struct ruleset *set, int more, uint32_t cells)
{
	struct constraint	*c;
	uint16_t		*p;
	size_t			 cap;

	if (set->count + more > set->cap) {
		cap = set->cap == 0 ? 16 : 2 * (size_t)set->cap;
		while (cap < (size_t)set->count + (size_t)more)
			cap *= 2;
		if (cap > INT32_MAX ||
		    (c = realloc(set->constraint, cap * sizeof *c)) == NULL)
			return -1;
		set->constraint = c;
		set->cap = (int)cap;
	}
	/* a pool even for rules without cells: constraint_cells is an
	   address then too (a null pointer plus 0 is undefined) */
	if (set->cell == NULL || set->ncell + cells > set->cell_cap) {
		cap = set->cell_cap == 0 ? 256 : 2 * (size_t)set->cell_cap;
		while (cap < (size_t)set->ncell + cells)
			cap *= 2;
		if (cap > UINT32_MAX ||
		    (p = realloc(set->cell, cap * sizeof *p)) == NULL)
			return -1;
		set->cell = p;
		set->cell_cap = (uint32_t)cap;
	}
	return 0;
}

/*
 * Adds a constraint of the family on n cells (copied) with a value, head
 * of them its head (an arrow's circle); -1 when memory ran out.
 */
int
ruleset_add(struct ruleset *set, enum rule_family_id family,
    const uint16_t *cells, int n, int32_t value, int head)
{
	struct constraint	*c;

	if (n < 0 || n > UINT16_MAX || head < 0 || head > n || head > 255 ||
	    ruleset_reserve(set, 1, (uint32_t)n) < 0)
		return -1;
	c = &set->constraint[set->count++];
	c->family = (uint8_t)family;
	c->head = (uint8_t)head;
	c->ncells = (uint16_t)n;
	c->value = value;
	c->first = set->ncell;
	if (n > 0)
		memcpy(set->cell + set->ncell, cells, (size_t)n * sizeof *cells);
	set->ncell += (uint32_t)n;
	return 0;
}

/* A copy of src in dst, whose memory is reused; -1 when it ran out. */
int
ruleset_copy(struct ruleset *dst, const struct ruleset *src)
{
	ruleset_clear(dst);
	if (ruleset_reserve(dst, src->count, src->ncell) < 0)
		return -1;
	if (src->count > 0)
		memcpy(dst->constraint, src->constraint,
		    (size_t)src->count * sizeof *src->constraint);
	if (src->ncell > 0)
		memcpy(dst->cell, src->cell, src->ncell * sizeof *src->cell);
	dst->count = src->count;
	dst->ncell = src->ncell;
	return 0;
}

bool
ruleset_has(const struct ruleset *set, enum rule_family_id family)
{
	int	i;

	for (i = 0; i < set->count; i++)
		if (set->constraint[i].family == family)
			return true;
	return false;
}

/* The marks whose absence says no (NEGATIVE_*), from every such record. */
int
ruleset_negative(const struct ruleset *set)
{
	int	i, m = 0;

	for (i = 0; i < set->count; i++)
		if (set->constraint[i].family == RULE_NEGATIVE)
			m |= set->constraint[i].value;
	return m;
}

/* Regions given: they replace the boxes. */
bool
ruleset_has_regions(const struct ruleset *set)
{
	return ruleset_has(set, RULE_REGION);
}

/*
 * The classic units a variant keeps, numbered as the shape numbers them:
 * rows and columns, then the boxes unless regions replace them.  How many.
 */
int
ruleset_frame_units(const struct ruleset *set, const struct shape *s)
{
	return (ruleset_has_regions(set) ? 2 : 3) * s->side;
}

/*
 * Each cell's region: the boxes of the shape, or when regions are given
 * the index of the region that holds it (REGION_NONE: none does; a cell in
 * two regions keeps the first).  Returns how many regions there are.
 */
int
ruleset_region_map(const struct ruleset *set, const struct shape *s,
    uint8_t *region)
{
	const struct constraint	*c;
	const uint16_t		*cells;
	int			 i, k, n = 0;

	if (!ruleset_has_regions(set)) {
		for (i = 0; i < s->cells; i++)
			region[i] = (uint8_t)board_box(s, i);
		return s->side;
	}
	memset(region, REGION_NONE, (size_t)s->cells);
	for (i = 0; i < set->count; i++) {
		c = &set->constraint[i];
		if (c->family != RULE_REGION)
			continue;
		cells = constraint_cells(set, c);
		for (k = 0; k < c->ncells; k++)
			if (cells[k] < s->cells && region[cells[k]] == REGION_NONE)
				region[cells[k]] = (uint8_t)(n < REGION_NONE ? n :
				    REGION_NONE - 1);
		n++;
	}
	return n;
}
