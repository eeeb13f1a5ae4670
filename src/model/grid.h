/*
 * The 9x9 model shared by every notation, engine and command: 81 cells in
 * row-major order, 0 for a blank, 1..9 for a digit.  Cells are named the way
 * Sudominoku (Baekjoon 4574) names them, row letter then column digit, A1 at
 * the top left and I9 at the bottom right, so one naming serves everywhere.
 */
#ifndef SUDOKU_GRID_H
#define SUDOKU_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define GRID_SIDE	9
#define GRID_CELLS	81

struct grid {
	uint8_t	cell[GRID_CELLS];
};

enum house_kind {
	HOUSE_ROW,
	HOUSE_COLUMN,
	HOUSE_BOX
};

/* Two cells of one house holding the same digit. */
struct conflict {
	enum house_kind	kind;
	int		house;		/* 0..8 */
	int		digit;		/* 1..9 */
	int		first;		/* cell index, first < second */
	int		second;
};

/*
 * Sudominoku (Baekjoon 4574): the grid is covered by the 36 dominoes, one
 * for each pair of distinct digits, plus nine single digits.
 */
#define DOMINOES	36

struct domino {
	uint8_t		cell[2];	/* adjacent cells */
	uint8_t		digit[2];	/* the digit on each, distinct */
};

struct domino_set {
	int		count;
	struct domino	placed[DOMINOES];
};

/* For each cell, the other half of its domino; a single digit: itself. */
struct tiling {
	uint8_t		partner[GRID_CELLS];
};

static inline int grid_row(int cell) { return cell / GRID_SIDE; }
static inline int grid_col(int cell) { return cell % GRID_SIDE; }
static inline int grid_box(int cell)
{
	return (cell / 27) * 3 + (cell % 9) / 3;
}

/* grid.c */
void	grid_clear(struct grid *);
int	grid_count_givens(const struct grid *);
bool	grid_is_complete(const struct grid *);
bool	grid_find_conflict(const struct grid *, struct conflict *);
int	grid_first_mismatch(const struct grid *, const struct grid *);
bool	grid_lex_less(const struct grid *, const struct grid *);
void	grid_cell_name(int, char [3]);
int	grid_cell_parse(const char *, size_t);
void	grid_to_line(const struct grid *, char [GRID_CELLS + 1], char);
size_t	conflict_describe(const struct conflict *, const char *, char *,
	    size_t);
bool	grid_adjacent(int, int);
unsigned grid_peer_digits(const struct grid *, int);
int	domino_index(int, int);

#endif
