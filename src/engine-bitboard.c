/*
 * The bitboard engine: every cell holds a 9-bit mask of the digits it may
 * still take (bit d-1 for digit d).  Placing a digit clears it from the
 * cell's 20 peers; a peer left with one candidate is placed in turn (naked
 * single), and every house is scanned for a digit with one place left
 * (hidden single), found for all nine digits at once by counting with two
 * masks ("seen once", "seen twice") across the house's cells.  When
 * propagation stalls, the search branches on the cell with the fewest
 * candidates, on a copy of the board: the state is small, and copying is
 * cheaper and simpler than undoing.
 *
 * All state lives in the caller's frame: the engine is reentrant.
 */
#include <string.h>

#include "engine.h"

#define ALL_DIGITS	0x1ffu
#define HOUSES		27
#define PEERS		20
#define POLL_EVERY	4096	/* nodes between looks at the interrupt flag */

/* The cells of each house: rows 0-8, columns 9-17, boxes 18-26. */
static const uint8_t house_cells[HOUSES][GRID_SIDE] = {
	{  0,  1,  2,  3,  4,  5,  6,  7,  8 },
	{  9, 10, 11, 12, 13, 14, 15, 16, 17 },
	{ 18, 19, 20, 21, 22, 23, 24, 25, 26 },
	{ 27, 28, 29, 30, 31, 32, 33, 34, 35 },
	{ 36, 37, 38, 39, 40, 41, 42, 43, 44 },
	{ 45, 46, 47, 48, 49, 50, 51, 52, 53 },
	{ 54, 55, 56, 57, 58, 59, 60, 61, 62 },
	{ 63, 64, 65, 66, 67, 68, 69, 70, 71 },
	{ 72, 73, 74, 75, 76, 77, 78, 79, 80 },
	{  0,  9, 18, 27, 36, 45, 54, 63, 72 },
	{  1, 10, 19, 28, 37, 46, 55, 64, 73 },
	{  2, 11, 20, 29, 38, 47, 56, 65, 74 },
	{  3, 12, 21, 30, 39, 48, 57, 66, 75 },
	{  4, 13, 22, 31, 40, 49, 58, 67, 76 },
	{  5, 14, 23, 32, 41, 50, 59, 68, 77 },
	{  6, 15, 24, 33, 42, 51, 60, 69, 78 },
	{  7, 16, 25, 34, 43, 52, 61, 70, 79 },
	{  8, 17, 26, 35, 44, 53, 62, 71, 80 },
	{  0,  1,  2,  9, 10, 11, 18, 19, 20 },
	{  3,  4,  5, 12, 13, 14, 21, 22, 23 },
	{  6,  7,  8, 15, 16, 17, 24, 25, 26 },
	{ 27, 28, 29, 36, 37, 38, 45, 46, 47 },
	{ 30, 31, 32, 39, 40, 41, 48, 49, 50 },
	{ 33, 34, 35, 42, 43, 44, 51, 52, 53 },
	{ 54, 55, 56, 63, 64, 65, 72, 73, 74 },
	{ 57, 58, 59, 66, 67, 68, 75, 76, 77 },
	{ 60, 61, 62, 69, 70, 71, 78, 79, 80 },
};

/* The 20 cells that share a house with each cell. */
static const uint8_t peer_cells[GRID_CELLS][PEERS] = {
	{  1,  2,  3,  4,  5,  6,  7,  8,  9, 10,
	  11, 18, 19, 20, 27, 36, 45, 54, 63, 72 },
	{  0,  2,  3,  4,  5,  6,  7,  8,  9, 10,
	  11, 18, 19, 20, 28, 37, 46, 55, 64, 73 },
	{  0,  1,  3,  4,  5,  6,  7,  8,  9, 10,
	  11, 18, 19, 20, 29, 38, 47, 56, 65, 74 },
	{  0,  1,  2,  4,  5,  6,  7,  8, 12, 13,
	  14, 21, 22, 23, 30, 39, 48, 57, 66, 75 },
	{  0,  1,  2,  3,  5,  6,  7,  8, 12, 13,
	  14, 21, 22, 23, 31, 40, 49, 58, 67, 76 },
	{  0,  1,  2,  3,  4,  6,  7,  8, 12, 13,
	  14, 21, 22, 23, 32, 41, 50, 59, 68, 77 },
	{  0,  1,  2,  3,  4,  5,  7,  8, 15, 16,
	  17, 24, 25, 26, 33, 42, 51, 60, 69, 78 },
	{  0,  1,  2,  3,  4,  5,  6,  8, 15, 16,
	  17, 24, 25, 26, 34, 43, 52, 61, 70, 79 },
	{  0,  1,  2,  3,  4,  5,  6,  7, 15, 16,
	  17, 24, 25, 26, 35, 44, 53, 62, 71, 80 },
	{  0,  1,  2, 10, 11, 12, 13, 14, 15, 16,
	  17, 18, 19, 20, 27, 36, 45, 54, 63, 72 },
	{  0,  1,  2,  9, 11, 12, 13, 14, 15, 16,
	  17, 18, 19, 20, 28, 37, 46, 55, 64, 73 },
	{  0,  1,  2,  9, 10, 12, 13, 14, 15, 16,
	  17, 18, 19, 20, 29, 38, 47, 56, 65, 74 },
	{  3,  4,  5,  9, 10, 11, 13, 14, 15, 16,
	  17, 21, 22, 23, 30, 39, 48, 57, 66, 75 },
	{  3,  4,  5,  9, 10, 11, 12, 14, 15, 16,
	  17, 21, 22, 23, 31, 40, 49, 58, 67, 76 },
	{  3,  4,  5,  9, 10, 11, 12, 13, 15, 16,
	  17, 21, 22, 23, 32, 41, 50, 59, 68, 77 },
	{  6,  7,  8,  9, 10, 11, 12, 13, 14, 16,
	  17, 24, 25, 26, 33, 42, 51, 60, 69, 78 },
	{  6,  7,  8,  9, 10, 11, 12, 13, 14, 15,
	  17, 24, 25, 26, 34, 43, 52, 61, 70, 79 },
	{  6,  7,  8,  9, 10, 11, 12, 13, 14, 15,
	  16, 24, 25, 26, 35, 44, 53, 62, 71, 80 },
	{  0,  1,  2,  9, 10, 11, 19, 20, 21, 22,
	  23, 24, 25, 26, 27, 36, 45, 54, 63, 72 },
	{  0,  1,  2,  9, 10, 11, 18, 20, 21, 22,
	  23, 24, 25, 26, 28, 37, 46, 55, 64, 73 },
	{  0,  1,  2,  9, 10, 11, 18, 19, 21, 22,
	  23, 24, 25, 26, 29, 38, 47, 56, 65, 74 },
	{  3,  4,  5, 12, 13, 14, 18, 19, 20, 22,
	  23, 24, 25, 26, 30, 39, 48, 57, 66, 75 },
	{  3,  4,  5, 12, 13, 14, 18, 19, 20, 21,
	  23, 24, 25, 26, 31, 40, 49, 58, 67, 76 },
	{  3,  4,  5, 12, 13, 14, 18, 19, 20, 21,
	  22, 24, 25, 26, 32, 41, 50, 59, 68, 77 },
	{  6,  7,  8, 15, 16, 17, 18, 19, 20, 21,
	  22, 23, 25, 26, 33, 42, 51, 60, 69, 78 },
	{  6,  7,  8, 15, 16, 17, 18, 19, 20, 21,
	  22, 23, 24, 26, 34, 43, 52, 61, 70, 79 },
	{  6,  7,  8, 15, 16, 17, 18, 19, 20, 21,
	  22, 23, 24, 25, 35, 44, 53, 62, 71, 80 },
	{  0,  9, 18, 28, 29, 30, 31, 32, 33, 34,
	  35, 36, 37, 38, 45, 46, 47, 54, 63, 72 },
	{  1, 10, 19, 27, 29, 30, 31, 32, 33, 34,
	  35, 36, 37, 38, 45, 46, 47, 55, 64, 73 },
	{  2, 11, 20, 27, 28, 30, 31, 32, 33, 34,
	  35, 36, 37, 38, 45, 46, 47, 56, 65, 74 },
	{  3, 12, 21, 27, 28, 29, 31, 32, 33, 34,
	  35, 39, 40, 41, 48, 49, 50, 57, 66, 75 },
	{  4, 13, 22, 27, 28, 29, 30, 32, 33, 34,
	  35, 39, 40, 41, 48, 49, 50, 58, 67, 76 },
	{  5, 14, 23, 27, 28, 29, 30, 31, 33, 34,
	  35, 39, 40, 41, 48, 49, 50, 59, 68, 77 },
	{  6, 15, 24, 27, 28, 29, 30, 31, 32, 34,
	  35, 42, 43, 44, 51, 52, 53, 60, 69, 78 },
	{  7, 16, 25, 27, 28, 29, 30, 31, 32, 33,
	  35, 42, 43, 44, 51, 52, 53, 61, 70, 79 },
	{  8, 17, 26, 27, 28, 29, 30, 31, 32, 33,
	  34, 42, 43, 44, 51, 52, 53, 62, 71, 80 },
	{  0,  9, 18, 27, 28, 29, 37, 38, 39, 40,
	  41, 42, 43, 44, 45, 46, 47, 54, 63, 72 },
	{  1, 10, 19, 27, 28, 29, 36, 38, 39, 40,
	  41, 42, 43, 44, 45, 46, 47, 55, 64, 73 },
	{  2, 11, 20, 27, 28, 29, 36, 37, 39, 40,
	  41, 42, 43, 44, 45, 46, 47, 56, 65, 74 },
	{  3, 12, 21, 30, 31, 32, 36, 37, 38, 40,
	  41, 42, 43, 44, 48, 49, 50, 57, 66, 75 },
	{  4, 13, 22, 30, 31, 32, 36, 37, 38, 39,
	  41, 42, 43, 44, 48, 49, 50, 58, 67, 76 },
	{  5, 14, 23, 30, 31, 32, 36, 37, 38, 39,
	  40, 42, 43, 44, 48, 49, 50, 59, 68, 77 },
	{  6, 15, 24, 33, 34, 35, 36, 37, 38, 39,
	  40, 41, 43, 44, 51, 52, 53, 60, 69, 78 },
	{  7, 16, 25, 33, 34, 35, 36, 37, 38, 39,
	  40, 41, 42, 44, 51, 52, 53, 61, 70, 79 },
	{  8, 17, 26, 33, 34, 35, 36, 37, 38, 39,
	  40, 41, 42, 43, 51, 52, 53, 62, 71, 80 },
	{  0,  9, 18, 27, 28, 29, 36, 37, 38, 46,
	  47, 48, 49, 50, 51, 52, 53, 54, 63, 72 },
	{  1, 10, 19, 27, 28, 29, 36, 37, 38, 45,
	  47, 48, 49, 50, 51, 52, 53, 55, 64, 73 },
	{  2, 11, 20, 27, 28, 29, 36, 37, 38, 45,
	  46, 48, 49, 50, 51, 52, 53, 56, 65, 74 },
	{  3, 12, 21, 30, 31, 32, 39, 40, 41, 45,
	  46, 47, 49, 50, 51, 52, 53, 57, 66, 75 },
	{  4, 13, 22, 30, 31, 32, 39, 40, 41, 45,
	  46, 47, 48, 50, 51, 52, 53, 58, 67, 76 },
	{  5, 14, 23, 30, 31, 32, 39, 40, 41, 45,
	  46, 47, 48, 49, 51, 52, 53, 59, 68, 77 },
	{  6, 15, 24, 33, 34, 35, 42, 43, 44, 45,
	  46, 47, 48, 49, 50, 52, 53, 60, 69, 78 },
	{  7, 16, 25, 33, 34, 35, 42, 43, 44, 45,
	  46, 47, 48, 49, 50, 51, 53, 61, 70, 79 },
	{  8, 17, 26, 33, 34, 35, 42, 43, 44, 45,
	  46, 47, 48, 49, 50, 51, 52, 62, 71, 80 },
	{  0,  9, 18, 27, 36, 45, 55, 56, 57, 58,
	  59, 60, 61, 62, 63, 64, 65, 72, 73, 74 },
	{  1, 10, 19, 28, 37, 46, 54, 56, 57, 58,
	  59, 60, 61, 62, 63, 64, 65, 72, 73, 74 },
	{  2, 11, 20, 29, 38, 47, 54, 55, 57, 58,
	  59, 60, 61, 62, 63, 64, 65, 72, 73, 74 },
	{  3, 12, 21, 30, 39, 48, 54, 55, 56, 58,
	  59, 60, 61, 62, 66, 67, 68, 75, 76, 77 },
	{  4, 13, 22, 31, 40, 49, 54, 55, 56, 57,
	  59, 60, 61, 62, 66, 67, 68, 75, 76, 77 },
	{  5, 14, 23, 32, 41, 50, 54, 55, 56, 57,
	  58, 60, 61, 62, 66, 67, 68, 75, 76, 77 },
	{  6, 15, 24, 33, 42, 51, 54, 55, 56, 57,
	  58, 59, 61, 62, 69, 70, 71, 78, 79, 80 },
	{  7, 16, 25, 34, 43, 52, 54, 55, 56, 57,
	  58, 59, 60, 62, 69, 70, 71, 78, 79, 80 },
	{  8, 17, 26, 35, 44, 53, 54, 55, 56, 57,
	  58, 59, 60, 61, 69, 70, 71, 78, 79, 80 },
	{  0,  9, 18, 27, 36, 45, 54, 55, 56, 64,
	  65, 66, 67, 68, 69, 70, 71, 72, 73, 74 },
	{  1, 10, 19, 28, 37, 46, 54, 55, 56, 63,
	  65, 66, 67, 68, 69, 70, 71, 72, 73, 74 },
	{  2, 11, 20, 29, 38, 47, 54, 55, 56, 63,
	  64, 66, 67, 68, 69, 70, 71, 72, 73, 74 },
	{  3, 12, 21, 30, 39, 48, 57, 58, 59, 63,
	  64, 65, 67, 68, 69, 70, 71, 75, 76, 77 },
	{  4, 13, 22, 31, 40, 49, 57, 58, 59, 63,
	  64, 65, 66, 68, 69, 70, 71, 75, 76, 77 },
	{  5, 14, 23, 32, 41, 50, 57, 58, 59, 63,
	  64, 65, 66, 67, 69, 70, 71, 75, 76, 77 },
	{  6, 15, 24, 33, 42, 51, 60, 61, 62, 63,
	  64, 65, 66, 67, 68, 70, 71, 78, 79, 80 },
	{  7, 16, 25, 34, 43, 52, 60, 61, 62, 63,
	  64, 65, 66, 67, 68, 69, 71, 78, 79, 80 },
	{  8, 17, 26, 35, 44, 53, 60, 61, 62, 63,
	  64, 65, 66, 67, 68, 69, 70, 78, 79, 80 },
	{  0,  9, 18, 27, 36, 45, 54, 55, 56, 63,
	  64, 65, 73, 74, 75, 76, 77, 78, 79, 80 },
	{  1, 10, 19, 28, 37, 46, 54, 55, 56, 63,
	  64, 65, 72, 74, 75, 76, 77, 78, 79, 80 },
	{  2, 11, 20, 29, 38, 47, 54, 55, 56, 63,
	  64, 65, 72, 73, 75, 76, 77, 78, 79, 80 },
	{  3, 12, 21, 30, 39, 48, 57, 58, 59, 66,
	  67, 68, 72, 73, 74, 76, 77, 78, 79, 80 },
	{  4, 13, 22, 31, 40, 49, 57, 58, 59, 66,
	  67, 68, 72, 73, 74, 75, 77, 78, 79, 80 },
	{  5, 14, 23, 32, 41, 50, 57, 58, 59, 66,
	  67, 68, 72, 73, 74, 75, 76, 78, 79, 80 },
	{  6, 15, 24, 33, 42, 51, 60, 61, 62, 69,
	  70, 71, 72, 73, 74, 75, 76, 77, 79, 80 },
	{  7, 16, 25, 34, 43, 52, 60, 61, 62, 69,
	  70, 71, 72, 73, 74, 75, 76, 77, 78, 80 },
	{  8, 17, 26, 35, 44, 53, 60, 61, 62, 69,
	  70, 71, 72, 73, 74, 75, 76, 77, 78, 79 },
};

struct board {
	uint16_t	cand[GRID_CELLS];	/* digits still possible */
	uint8_t		solved[GRID_CELLS];	/* 1 once placed */
	int		unsolved;		/* cells not yet placed */
};

struct search {
	const struct engine_query	*query;
	struct engine_answer		*answer;
	uint64_t			 nodes;
	bool				 stop;
	/* cells whose candidates became single, waiting to be placed */
	uint8_t				 queue[GRID_CELLS];
	int				 queued;
};

static inline int
digit_of(unsigned mask)
{
	return __builtin_ctz(mask) + 1;
}

static inline bool
is_single(unsigned mask)
{
	return (mask & (mask - 1)) == 0;
}

/* Places the cell's only candidate and clears it from the peers. */
static bool
board_place(struct board *b, struct search *s, int cell)
{
	unsigned	bit = b->cand[cell], left;
	int		i, peer;

	if (b->solved[cell])
		return true;
	b->solved[cell] = 1;
	b->unsolved--;
	for (i = 0; i < PEERS; i++) {
		peer = peer_cells[cell][i];
		if ((b->cand[peer] & bit) == 0)
			continue;
		left = b->cand[peer] & ~bit;
		if (left == 0)
			return false;
		b->cand[peer] = (uint16_t)left;
		if (is_single(left) && !b->solved[peer])
			s->queue[s->queued++] = (uint8_t)peer;
	}
	return true;
}

static bool
board_drain(struct board *b, struct search *s)
{
	int	cell;

	while (s->queued > 0) {
		cell = s->queue[--s->queued];
		if (!board_place(b, s, cell))
			return false;
	}
	return true;
}

/*
 * One pass of hidden singles over a house.  -1: a digit has no place left
 * (contradiction); otherwise the number of cells it fixed.
 */
static int
board_hidden_in_house(struct board *b, struct search *s, int house)
{
	const uint8_t	*cells = house_cells[house];
	unsigned	 once = 0, twice = 0, placed = 0, m, hidden;
	int		 i, fixed = 0;

	for (i = 0; i < GRID_SIDE; i++) {
		m = b->cand[cells[i]];
		if (b->solved[cells[i]])
			placed |= m;
		twice |= once & m;
		once |= m;
	}
	if ((once | placed) != ALL_DIGITS)
		return -1;
	hidden = once & ~twice & ~placed;
	if (hidden == 0)
		return 0;
	for (i = 0; i < GRID_SIDE && hidden != 0; i++) {
		m = b->cand[cells[i]] & hidden;
		if (m == 0 || b->solved[cells[i]])
			continue;
		if (!is_single(m))
			return -1;	/* one cell is the only place of two */
		b->cand[cells[i]] = (uint16_t)m;
		hidden &= ~m;
		s->queue[s->queued++] = cells[i];
		fixed++;
	}
	return fixed;
}

/* Naked and hidden singles until nothing changes; false on contradiction. */
static bool
board_propagate(struct board *b, struct search *s)
{
	int	house, fixed, n;

	do {
		if (!board_drain(b, s))
			return false;
		fixed = 0;
		for (house = 0; house < HOUSES && b->unsolved > 0; house++) {
			if ((n = board_hidden_in_house(b, s, house)) < 0)
				return false;
			fixed += n;
			if (n > 0 && !board_drain(b, s))
				return false;
		}
	} while (fixed > 0);
	return true;
}

/* The unsolved cell with the fewest candidates (a bivalue one if any). */
static int
board_pick_cell(const struct board *b)
{
	int	cell, best = -1, count, fewest = GRID_SIDE + 1;

	for (cell = 0; cell < GRID_CELLS; cell++) {
		if (b->solved[cell])
			continue;
		count = __builtin_popcount(b->cand[cell]);
		if (count < fewest) {
			fewest = count;
			best = cell;
			if (count == 2)
				break;
		}
	}
	return best;
}

static void
search_record(struct search *s, const struct board *b)
{
	int	cell;

	if (s->answer->count == 0)
		for (cell = 0; cell < GRID_CELLS; cell++)
			s->answer->solution.cell[cell] =
			    (uint8_t)digit_of(b->cand[cell]);
	s->answer->count++;
	if (s->answer->count >= s->query->limit)
		s->stop = true;
}

static bool
search_interrupted(struct search *s)
{
	if (++s->nodes % POLL_EVERY != 0 || s->query->interrupt == NULL ||
	    *s->query->interrupt == 0)
		return false;
	s->answer->interrupted = true;
	s->stop = true;
	return true;
}

static void
search(struct search *s, struct board *b)
{
	struct board	child;
	unsigned	cands;
	int		cell;

	if (search_interrupted(s) || !board_propagate(b, s)) {
		s->queued = 0;
		return;
	}
	if (b->unsolved == 0) {
		search_record(s, b);
		return;
	}
	cell = board_pick_cell(b);
	cands = b->cand[cell];
	s->answer->guesses++;
	while (cands != 0 && !s->stop) {
		child = *b;
		child.cand[cell] = (uint16_t)(cands & -cands);
		cands &= cands - 1;
		s->queue[s->queued++] = (uint8_t)cell;
		search(s, &child);
	}
}

/* Givens go in as placements; a repeated digit empties some cell. */
static bool
board_init(struct board *b, struct search *s, const struct grid *givens)
{
	int	cell, v;

	for (cell = 0; cell < GRID_CELLS; cell++) {
		b->cand[cell] = ALL_DIGITS;
		b->solved[cell] = 0;
	}
	b->unsolved = GRID_CELLS;
	for (cell = 0; cell < GRID_CELLS; cell++) {
		v = givens->cell[cell];
		if (v == 0)
			continue;
		if (v > GRID_SIDE || (b->cand[cell] & (1u << (v - 1))) == 0)
			return false;
		b->cand[cell] = (uint16_t)(1u << (v - 1));
		if (!board_place(b, s, cell))
			return false;
	}
	return true;
}

void
engine_bitboard_solve(const struct engine_query *query,
    struct engine_answer *answer)
{
	struct search	s;
	struct board	b;

	answer->count = 0;
	answer->interrupted = false;
	answer->guesses = 0;
	memset(&s, 0, sizeof s);
	s.query = query;
	s.answer = answer;
	if (query->limit == 0 || !board_init(&b, &s, query->givens))
		return;
	search(&s, &b);
}
