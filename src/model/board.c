/*
 * The board model for every size: shapes, units and peers computed from
 * the box dimensions, and the rule checks engines and tests share.
 */
#include <stdio.h>
#include <string.h>

#include "model/board.h"

const struct shape shape_classic = { 3, 3, 9, 81 };

/* 1 .. 35 as 1-9 then A-Z; '?' past them (no one-character symbol). */
char
board_symbol_char(int value)
{
	if (value >= 1 && value <= 9)
		return (char)('0' + value);
	if (value >= 10 && value <= BOARD_CHAR_SIDE)
		return (char)('A' + value - 10);
	return '?';
}

/* A symbol character's value: 1-9, A-Z or a-z (10 ..), else 0. */
int
board_symbol_value(char c)
{
	if (c >= '1' && c <= '9')
		return c - '0';
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 10;
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	return 0;
}

/*
 * A cell's name in messages: A1 .. I9 on the classic board, the way the
 * 9x9 commands name cells; r12c7 on the others, where letters run out.
 */
size_t
board_cell_name(const struct shape *s, int cell, char *buf, size_t size)
{
	int	n;

	if (shape_is_classic(s))
		n = snprintf(buf, size, "%c%c", 'A' + board_row(s, cell),
		    '1' + board_col(s, cell));
	else
		n = snprintf(buf, size, "r%dc%d", board_row(s, cell) + 1,
		    board_col(s, cell) + 1);
	return n < 0 ? 0 : (size_t)n;
}

size_t
board_conflict_describe(const struct shape *s, const struct board_conflict *c,
    const char *symbol, char *buf, size_t size)
{
	static const char *const kind_names[] = { "row", "column", "box" };
	char	first[32], second[32];
	int	n;

	board_cell_name(s, c->first, first, sizeof first);
	board_cell_name(s, c->second, second, sizeof second);
	n = snprintf(buf, size, "%s %d repeats %s (%s and %s)",
	    kind_names[c->kind], c->index + 1, symbol, first, second);
	return n < 0 ? 0 : (size_t)n;
}

/* "RxC" (or "RXC"): boxes of R rows and C columns, a valid shape. */
bool
board_parse_box(const char *text, struct shape *s)
{
	int	r = 0, c = 0, i = 0;

	while (text[i] >= '0' && text[i] <= '9' && r <= BOARD_MAX_SIDE)
		r = r * 10 + text[i++] - '0';
	if (i == 0 || (text[i] != 'x' && text[i] != 'X'))
		return false;
	if (text[++i] < '0' || text[i] > '9')
		return false;
	while (text[i] >= '0' && text[i] <= '9' && c <= BOARD_MAX_SIDE)
		c = c * 10 + text[i++] - '0';
	return text[i] == '\0' && board_shape(s, r, c);
}

/* R x C boxes; false unless both are at least 1 and R * C <= 64. */
bool
board_shape(struct shape *s, int box_rows, int box_cols)
{
	if (box_rows < 1 || box_cols < 1 ||
	    box_rows > BOARD_MAX_SIDE || box_cols > BOARD_MAX_SIDE ||
	    box_rows * box_cols > BOARD_MAX_SIDE)
		return false;
	s->box_rows = box_rows;
	s->box_cols = box_cols;
	s->side = box_rows * box_cols;
	s->cells = s->side * s->side;
	return true;
}

/*
 * The usual boxes for a side: as square as the side allows, wider than
 * tall (6: 2x3, 8: 2x4, 12: 3x4, 16: 4x4).  A prime side has no box but
 * the whole row, which is no Sudoku: false (1 is the one-cell board).
 */
bool
board_shape_for_side(struct shape *s, int side)
{
	int	r, best = 1;

	if (side < 1 || side > BOARD_MAX_SIDE)
		return false;
	for (r = 2; r * r <= side; r++)
		if (side % r == 0)
			best = r;
	if (best == 1 && side > 1)
		return false;
	return board_shape(s, best, side / best);
}

/* The i-th cell (0 .. N-1) of unit u (0 .. 3N-1), in row-major order. */
int
board_unit_cell(const struct shape *s, int u, int i)
{
	int	n = s->side, b;

	if (u < n)
		return u * n + i;
	if (u < 2 * n)
		return i * n + (u - n);
	b = u - 2 * n;
	return (b / s->box_rows * s->box_rows + i / s->box_cols) * n +
	    b % s->box_rows * s->box_cols + i % s->box_cols;
}

/* The cells of unit u, all N of them in order. */
void
board_unit_cells(const struct shape *s, int u, uint16_t *cells)
{
	for (int i = 0; i < s->side; i++)
		cells[i] = (uint16_t)board_unit_cell(s, u, i);
}

/*
 * The lookup tables the engines index on their hot paths, filled from
 * board_unit_cell: unit_cells[u * N + i] is the i-th cell of unit u, and
 * for a cell c and a kind k, cell_unit[c * 3 + k] is its unit of that kind
 * and cell_index[c * 3 + k] its place in that unit.
 */
void
board_unit_tables(const struct shape *s, uint16_t *unit_cells,
    uint8_t *cell_unit, uint8_t *cell_index)
{
	int	n = s->side, u, i, c;

	for (u = 0; u < 3 * n; u++)
		for (i = 0; i < n; i++) {
			c = board_unit_cell(s, u, i);
			unit_cells[u * n + i] = (uint16_t)c;
			cell_unit[c * 3 + u / n] = (uint8_t)u;
			cell_index[c * 3 + u / n] = (uint8_t)i;
		}
}

/* The unit of a kind that holds a cell, as a unit number 0 .. 3N-1. */
int
board_cell_unit(const struct shape *s, int cell, enum board_unit_kind kind)
{
	switch (kind) {
	case BOARD_ROW:
		return board_row(s, cell);
	case BOARD_COLUMN:
		return s->side + board_col(s, cell);
	case BOARD_BOX:
		break;
	}
	return 2 * s->side + board_box(s, cell);
}

bool
board_are_peers(const struct shape *s, int a, int b)
{
	return a != b && (board_row(s, a) == board_row(s, b) ||
	    board_col(s, a) == board_col(s, b) ||
	    board_box(s, a) == board_box(s, b));
}

/*
 * The cells sharing a unit with cell, each once, in increasing order;
 * returns how many: 3N - R - C - 1 (20 on the classic board).
 */
int
board_peers(const struct shape *s, int cell, uint16_t *out)
{
	int	other, n = 0;

	for (other = 0; other < s->cells; other++)
		if (board_are_peers(s, cell, other))
			out[n++] = (uint16_t)other;
	return n;
}

void
board_init(struct board *b, const struct shape *s)
{
	b->shape = *s;
	memset(b->cell, 0, sizeof b->cell);
}

int
board_count_givens(const struct board *b)
{
	int	i, n = 0;

	for (i = 0; i < b->shape.cells; i++)
		n += b->cell[i] != 0;
	return n;
}

bool
board_is_complete(const struct board *b)
{
	return board_count_givens(b) == b->shape.cells;
}

/*
 * The first repeated symbol, units of each kind in the order rows,
 * columns, boxes, cells in row-major order, so that a board always
 * reports the same conflict.  Symbols past N are no conflict here (a
 * reader rejects them).
 */
bool
board_find_conflict(const struct board *b, struct board_conflict *c)
{
	const struct shape	*s = &b->shape;
	uint16_t		 seen[BOARD_MAX_SIDE + 1];	/* cell + 1 */
	int			 kind, u, i, cell, v;

	for (kind = BOARD_ROW; kind <= BOARD_BOX; kind++)
		for (u = 0; u < s->side; u++) {
			memset(seen, 0, sizeof seen);
			for (i = 0; i < s->side; i++) {
				cell = board_unit_cell(s, kind * s->side + u, i);
				if ((v = b->cell[cell]) == 0 || v > s->side)
					continue;
				if (seen[v] == 0) {
					seen[v] = (uint16_t)(cell + 1);
					continue;
				}
				c->kind = (enum board_unit_kind)kind;
				c->index = u;
				c->symbol = v;
				c->first = seen[v] - 1;
				c->second = cell;
				return true;
			}
		}
	return false;
}

/*
 * Whether solution solves puzzle: the same shape, every cell a symbol
 * 1 .. N, every given kept, no symbol twice in a unit.
 */
bool
board_is_solution(const struct board *puzzle, const struct board *solution)
{
	const struct shape	*s = &puzzle->shape;
	struct board_conflict	 c;
	int			 i;

	if (memcmp(s, &solution->shape, sizeof *s) != 0)
		return false;
	for (i = 0; i < s->cells; i++) {
		if (solution->cell[i] == 0 || solution->cell[i] > s->side)
			return false;
		if (puzzle->cell[i] != 0 &&
		    puzzle->cell[i] != solution->cell[i])
			return false;
	}
	return !board_find_conflict(solution, &c);
}

bool
board_lex_less(const struct board *a, const struct board *b)
{
	return memcmp(a->cell, b->cell, (size_t)a->shape.cells) < 0;
}
