/*
 * The parts of split counts, gathered per puzzle (merge.h).  Puzzles are
 * found by their key in a hash table, so merging the parts of a batch of
 * many puzzles stays linear.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "run/merge.h"

#define MERGE_MISSING_SHOWN	12	/* ranges named in a message */

void
merge_init(struct merge *m)
{
	memset(m, 0, sizeof *m);
}

void
merge_free(struct merge *m)
{
	size_t	i;

	for (i = 0; i < m->count; i++) {
		free(m->puzzles[i].seen);
		free(m->puzzles[i].cut);
	}
	free(m->puzzles);
	free(m->slots);
	merge_init(m);
}

/* FNV-1a: keys differ in a few cells, and this spreads every byte. */
static size_t
merge_hash(const char *key)
{
	uint64_t	h = 0xcbf29ce484222325ull;

	for (; *key != '\0'; key++)
		h = (h ^ (unsigned char)*key) * 0x100000001b3ull;
	return (size_t)h;
}

/* The slot that holds key, or the empty one where it would go. */
static size_t *
merge_slot(const struct merge *m, const char *key)
{
	size_t	i = merge_hash(key) & (m->nslots - 1);

	while (m->slots[i] != 0 &&
	    strcmp(m->puzzles[m->slots[i] - 1].key, key) != 0)
		i = (i + 1) & (m->nslots - 1);
	return &m->slots[i];
}

/* Room for one more puzzle, the table kept at most half full. */
static int
merge_grow(struct merge *m)
{
	struct merge_puzzle	*puzzles;
	size_t			*old = m->slots, nold = m->nslots, i;

	if (m->count == m->cap) {
		m->cap = m->cap == 0 ? 16 : 2 * m->cap;
		if ((puzzles = realloc(m->puzzles, m->cap *
		    sizeof *puzzles)) == NULL)
			return -1;
		m->puzzles = puzzles;
	}
	if (2 * (m->count + 1) <= m->nslots)
		return 0;
	m->nslots = nold == 0 ? 64 : 2 * nold;
	if ((m->slots = calloc(m->nslots, sizeof *m->slots)) == NULL) {
		m->slots = old;
		m->nslots = nold;
		return -1;
	}
	for (i = 0; i < nold; i++)
		if (old[i] != 0)
			*merge_slot(m, m->puzzles[old[i] - 1].key) = old[i];
	free(old);
	return 0;
}

static struct merge_puzzle *
merge_new(struct merge *m, const struct part_count *pc, const char *file,
    unsigned long line)
{
	struct merge_puzzle	*p;

	if (merge_grow(m) < 0)
		return NULL;
	p = &m->puzzles[m->count];
	memset(p, 0, sizeof *p);
	if ((p->seen = calloc((size_t)pc->name.n / 8 + 1, 1)) == NULL)
		return NULL;
	if ((p->cut = calloc((size_t)pc->name.n / 8 + 1, 1)) == NULL) {
		free(p->seen);
		return NULL;
	}
	strcpy(p->key, pc->name.key);
	p->n = pc->name.n;
	p->version = pc->name.version;
	p->file = file;
	p->line = line;
	p->copy = 1;
	m->count++;
	*merge_slot(m, p->key) = m->count;
	return p;
}

static bool
merge_has(const unsigned char *bits, int bit)
{
	return (bits[bit / 8] & (1u << (bit % 8))) != 0;
}

/*
 * The copy of the puzzle at index first that takes a part: the first
 * without it (complete, or for a part cut short, either way), or a new
 * copy after the last; NULL if memory ran out.
 */
static struct merge_puzzle *
merge_copy_for(struct merge *m, size_t first, const struct part_count *pc,
    const char *file, unsigned long line)
{
	struct merge_puzzle	*p;
	size_t			 at = first, slot;
	int			 bit = pc->name.k - 1, copy;

	for (;;) {
		p = &m->puzzles[at];
		if (!merge_has(p->seen, bit) &&
		    (pc->complete || !merge_has(p->cut, bit)))
			return p;
		if (p->next_copy == 0)
			break;
		at = p->next_copy - 1;
	}
	/* merge_new files the new copy under the key: the first stays */
	copy = p->copy + 1;
	slot = *merge_slot(m, pc->name.key);
	if ((p = merge_new(m, pc, file, line)) == NULL)
		return NULL;
	p->copy = copy;
	*merge_slot(m, pc->name.key) = slot;
	m->puzzles[at].next_copy = m->count;
	return p;
}

/*
 * Adds one part, read at file:line (file must outlive m): 0, or -1 with d
 * saying what is wrong with it.  A part that does not fit its puzzle's
 * others (another N or split version, seen before, incomplete) leaves that
 * puzzle without a total; so does a count past 2^128 - 1, a part's own or
 * the sum's, said once, at the part that went past.
 */
int
merge_add(struct merge *m, const struct part_count *pc, const char *file,
    unsigned long line, struct diag *d)
{
	struct merge_puzzle	*p;
	size_t			 slot;
	int			 bit = pc->name.k - 1;

	slot = m->nslots > 0 ? *merge_slot(m, pc->name.key) : 0;
	if (slot != 0)
		p = &m->puzzles[slot - 1];
	else if ((p = merge_new(m, pc, file, line)) == NULL) {
		diag_no_memory(d, file, line);
		return -1;
	}
	if (pc->name.version != p->version) {
		diag_set(d, file, line, 0, "part %d/%d was cut by split=%d, "
		    "its puzzle's part at %s:%lu by split=%d: parts of "
		    "different versions of the split do not add up",
		    pc->name.k, pc->name.n, pc->name.version, p->file,
		    p->line, p->version);
		goto failed;
	}
	if (pc->name.n != p->n) {
		diag_set(d, file, line, 0, "part %d/%d of a puzzle cut into "
		    "%d parts at %s:%lu", pc->name.k, pc->name.n, p->n,
		    p->file, p->line);
		goto failed;
	}
	if ((p = merge_copy_for(m, (size_t)(p - m->puzzles), pc, file,
	    line)) == NULL) {
		diag_no_memory(d, file, line);
		return -1;
	}
	if (!pc->complete && !pc->overflows) {
		p->cut[bit / 8] |= (unsigned char)(1u << (bit % 8));
		return 0;
	}
	p->seen[bit / 8] |= (unsigned char)(1u << (bit % 8));
	p->have++;
	if (p->overflowed)
		return 0;		/* said at the part that went past */
	if (pc->overflows || p->total > COUNT_MAX - pc->count) {
		diag_set(d, file, line, 0, pc->overflows ? "a part's count "
		    "overflows (past 2^128 - 1)" : "the parts add up past "
		    "2^128 - 1");
		p->overflowed = true;
		goto failed;
	}
	p->total += pc->count;
	return 0;
failed:
	p->failed = true;
	return -1;
}

static bool
merge_bit(const unsigned char *bits, int k)
{
	return (bits[(k - 1) / 8] & (1u << ((k - 1) % 8))) != 0;
}

/*
 * Appends the parts 1..n whose bit in bits is want, as "a, b-c, ...";
 * returns how many there are.
 */
static int
merge_name_parts(struct diag *d, const unsigned char *bits, int n,
    bool want)
{
	int	k, first = 0, runs = 0, parts = 0;

	for (k = 1; k <= n + 1; k++) {
		if (k <= n && merge_bit(bits, k) == want) {
			parts++;
			if (first == 0)
				first = k;
			continue;
		}
		if (first == 0)
			continue;
		if (runs < MERGE_MISSING_SHOWN)
			diag_append(d, first == k - 1 ? "%s%d" : "%s%d-%d",
			    runs > 0 ? ", " : "", first, k - 1);
		else if (runs == MERGE_MISSING_SHOWN)
			diag_append(d, ", ...");
		runs++;
		first = 0;
	}
	return parts;
}

/*
 * True, with d naming them at the puzzle's first part, if p lacks parts;
 * when it lacks more than it has, it may well be a stray part of another
 * puzzle, and the message says so.  Parts that were seen only cut short
 * are named again as such.
 */
bool
merge_missing(const struct merge *m, const struct merge_puzzle *p,
    struct diag *d)
{
	unsigned char	*cut_only;
	size_t		 i, bytes = (size_t)p->n / 8 + 1;

	if (p->have == p->n)
		return false;
	if (p->n == 1)
		diag_set(d, p->file, p->line, 0, "this puzzle's only part "
		    "(1/1) missing");
	else {
		diag_set(d, p->file, p->line, 0, "%d of this puzzle's %d "
		    "parts missing: ", p->n - p->have, p->n);
		merge_name_parts(d, p->seen, p->n, false);
	}
	if ((cut_only = malloc(bytes)) != NULL) {
		for (i = 0; i < bytes; i++)
			cut_only[i] = p->cut[i] & ~p->seen[i];
		for (i = 0; i < bytes && cut_only[i] == 0; i++)
			continue;
		if (i < bytes) {
			diag_append(d, "; cut short (a count with +), to count "
			    "again: ");
			merge_name_parts(d, cut_only, p->n, true);
		}
		free(cut_only);
	}
	if (p->copy > 1)
		diag_append(d, " (parts of this puzzle again: the same "
		    "puzzle %d times in the batch, or a part given twice?)",
		    p->copy);
	else if (m->count > 1 && 2 * p->have < p->n)
		diag_append(d, " (is this a part of another puzzle?)");
	return true;
}
