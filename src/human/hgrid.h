/*
 * The candidate grid of the human solver: what a person solving with pencil
 * marks sees.  Each cell holds a value (0 while open) and its candidates;
 * for speed the grid also keeps, for each unit and digit, the 9-bit mask of
 * the open cells of the unit where the digit can still go, so a technique
 * reads a unit's positions in one load instead of nine.
 *
 * Units follow Sudoku Explainer's order of region types, so scans made in
 * unit order meet the patterns in the order its producers do:
 *
 *	units  0.. 8	boxes, row-major (box 0 top left, 2 top right)
 *	units  9..17	rows, top to bottom
 *	units 18..26	columns, left to right
 *
 * and the cells of a unit are listed in SE's order too: a box's row by
 * row, a row's left to right, a column's top to bottom.  Bit i of a
 * position mask is hgrid_unit_cell[u][i].
 *
 * A placed cell keeps exactly its digit's bit in cand[] but no longer
 * counts as a position of any digit: hgrid_positions() sees open cells
 * only, as SE's Region.getPotentialPositions does (its placed cells have no
 * potential values).
 */
#ifndef SUDOKU_HUMAN_HGRID_H
#define SUDOKU_HUMAN_HGRID_H

#include <stdbool.h>
#include <stdint.h>

#include "model/grid.h"

#define HGRID_ALL	0x1ffu
#define HGRID_UNITS	27

struct hgrid {
	uint16_t	cand[81];	/* bit d-1: digit d still possible */
	uint8_t		value[81];	/* 0 open, 1..9 placed */
	/* Derived, kept right by hgrid_place and hgrid_eliminate: */
	uint16_t	pos[HGRID_UNITS][9]; /* [unit][digit-1]: open cells
					   of the unit with the candidate */
	uint16_t	open[HGRID_UNITS]; /* open cells of each unit */
	/* [unit][n]: the digits with n places left in the unit, and the
	   unit's open cells (indexes) with n candidates */
	uint16_t	bycount[HGRID_UNITS][10];
	uint16_t	cellsby[HGRID_UNITS][10];
	int		nopen;		/* open cells in the grid */
};

enum hgrid_unit_kind {
	HGRID_BOX,
	HGRID_ROW,
	HGRID_COL
};

/* hgrid.c: the geometry, built once and const */
extern const uint8_t hgrid_unit_cell[HGRID_UNITS][9];
extern const uint8_t hgrid_cell_unit[81][3];	/* box, row, column unit */
extern const uint8_t hgrid_cell_index[81][3];	/* index in each of them */
extern const uint8_t hgrid_peer[81][20];	/* the 20 peers, ascending */
extern const uint8_t hgrid_house[81][20];	/* the same in SE's order */
extern const uint64_t hgrid_peer_set[81][2];	/* the same as cell sets */
extern const uint8_t hgrid_scan_bcr[HGRID_UNITS]; /* boxes, cols, rows */
extern const uint8_t hgrid_popcount[512];

static inline enum hgrid_unit_kind hgrid_unit_kind(int unit)
{
	return (enum hgrid_unit_kind)(unit / 9);
}

/* Is b one of a's peers (shares a unit, a != b)?  A table bit: the
   divisions the unit test would take cost more in the hot searches. */
static inline bool hgrid_sees(int a, int b)
{
	return (hgrid_peer_set[a][b >> 6] >> (b & 63)) & 1;
}

/* Bits set in a mask of at most 9 bits (digits, cells of a unit). */
static inline int hgrid_count(unsigned mask)
{
	return hgrid_popcount[mask & 0x1ff];
}

/* Candidates of an open cell; none for a placed one, as in SE. */
static inline unsigned hgrid_open_cand(const struct hgrid *h, int cell)
{
	return h->value[cell] != 0 ? 0 : h->cand[cell];
}

static inline int hgrid_ncand(const struct hgrid *h, int cell)
{
	return hgrid_count(hgrid_open_cand(h, cell));
}

/* The digits with from `lo` to `hi` places left in the unit. */
static inline unsigned hgrid_digits_placed(const struct hgrid *h, int unit,
    int lo, int hi)
{
	unsigned m = 0;

	for (int n = lo; n <= hi; n++)
		m |= h->bycount[unit][n];
	return m;
}

/* The unit's open cells (indexes) with from `lo` to `hi` candidates. */
static inline unsigned hgrid_cells_sized(const struct hgrid *h, int unit,
    int lo, int hi)
{
	unsigned m = 0;

	for (int n = lo; n <= hi; n++)
		m |= h->cellsby[unit][n];
	return m;
}

/*
 * The open cells with from `lo` to `hi` candidates as an 81-bit cell set
 * (bit c: cell c): rows are 9 consecutive bits, so each row's mask drops
 * in with one shift.
 */
static inline unsigned __int128 hgrid_cells_set(const struct hgrid *h,
    int lo, int hi)
{
	unsigned __int128 set = 0;

	for (int r = 8; r >= 0; r--)
		set = set << 9 | hgrid_cells_sized(h, 9 + r, lo, hi);
	return set;
}

static inline unsigned __int128 hgrid_peers(int cell)
{
	return (unsigned __int128)hgrid_peer_set[cell][1] << 64 |
	    hgrid_peer_set[cell][0];
}

static inline unsigned hgrid_positions(const struct hgrid *h, int unit,
    int digit)
{
	return h->pos[unit][digit - 1];
}

/* hgrid.c */
void	hgrid_init(struct hgrid *, const struct grid *);
void	hgrid_place(struct hgrid *, int, int);
void	hgrid_eliminate(struct hgrid *, int, int);
void	hgrid_eliminate_mask(struct hgrid *, int, unsigned);
bool	hgrid_solved(const struct hgrid *);
bool	hgrid_check(const struct hgrid *);
void	hgrid_to_grid(const struct hgrid *, struct grid *);
void	hgrid_unit_name(int, char [4]);

#endif
