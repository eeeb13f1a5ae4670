/*
 * Boards of any size: the shape of a box, R rows by C columns, makes a
 * board of N = R * C symbols, N rows, N columns and N boxes of N cells each,
 * N * N cells in all.  N is at most 64, so that a cell's candidates fit in
 * one 64-bit word.  The classic board is the 3x3 box; 2x3 boxes make the
 * 6x6 board, 4x4 the 16x16 and 8x8 the 64x64.
 *
 * Cells are numbered in row-major order, 0 at the top left.  The 3N units
 * are numbered rows first, then columns, then boxes:
 *
 *   unit  0 .. N-1     row u
 *   unit  N .. 2N-1    column u - N
 *   unit 2N .. 3N-1    box u - 2N, boxes in row-major order: box b has
 *                      its top-left cell at row (b / R) * R, column
 *                      (b % R) * C (a band of R rows holds N / C = R boxes)
 *
 * and the cells of a unit are listed in row-major order too (a box's i-th
 * cell is at row i / C, column i % C inside it).  Everything here is
 * computed from the shape: no size has code of its own.
 *
 * A board holds its shape and N * N cells, 0 for a blank and 1 .. N for a
 * symbol; the cells past N * N are always 0, so boards compare with memcmp.
 */
#ifndef SUDOKU_BOARD_H
#define SUDOKU_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define BOARD_MAX_SIDE	64
#define BOARD_MAX_CELLS	(BOARD_MAX_SIDE * BOARD_MAX_SIDE)
#define BOARD_MAX_UNITS	(3 * BOARD_MAX_SIDE)

struct shape {
	int	box_rows;	/* R */
	int	box_cols;	/* C */
	int	side;		/* N = R * C */
	int	cells;		/* N * N */
};

enum board_unit_kind {
	BOARD_ROW,
	BOARD_COLUMN,
	BOARD_BOX
};

struct board {
	struct shape	shape;
	uint8_t		cell[BOARD_MAX_CELLS];
};

/* Two cells of one unit holding the same symbol. */
struct board_conflict {
	enum board_unit_kind	kind;
	int			index;		/* row, column or box, 0 .. N-1 */
	int			symbol;		/* 1 .. N */
	int			first;		/* cell indices, first < second */
	int			second;
};

static inline int
board_row(const struct shape *s, int cell)
{
	return cell / s->side;
}

static inline int
board_col(const struct shape *s, int cell)
{
	return cell % s->side;
}

static inline int
board_box(const struct shape *s, int cell)
{
	return board_row(s, cell) / s->box_rows * s->box_rows +
	    board_col(s, cell) / s->box_cols;
}

/* The classic board: 3x3 boxes, the one the 9x9 fast paths take. */
extern const struct shape shape_classic;

static inline bool
shape_is_classic(const struct shape *s)
{
	return s->box_rows == 3 && s->box_cols == 3;
}

/*
 * The one-character symbols of boards up to 35x35: 1-9, then A-Z for 10
 * to 35 (the way Gecode and the forums write 16x16 and 25x25 boards).
 */
#define BOARD_CHAR_SIDE	35

/* board.c */
char	board_symbol_char(int);
int	board_symbol_value(char);
size_t	board_cell_name(const struct shape *, int, char *, size_t);
size_t	board_conflict_describe(const struct shape *,
	    const struct board_conflict *, const char *, char *, size_t);
bool	board_parse_box(const char *, struct shape *);
bool	board_shape(struct shape *, int, int);
bool	board_shape_for_side(struct shape *, int);
int	board_unit_cell(const struct shape *, int, int);
void	board_unit_cells(const struct shape *, int, uint16_t *);
void	board_unit_tables(const struct shape *, uint16_t *, uint8_t *,
	    uint8_t *);
int	board_cell_unit(const struct shape *, int, enum board_unit_kind);
int	board_peers(const struct shape *, int, uint16_t *);
bool	board_are_peers(const struct shape *, int, int);
void	board_init(struct board *, const struct shape *);
int	board_count_givens(const struct board *);
bool	board_is_complete(const struct board *);
bool	board_find_conflict(const struct board *, struct board_conflict *);
bool	board_is_solution(const struct board *, const struct board *);
bool	board_lex_less(const struct board *, const struct board *);

#endif
