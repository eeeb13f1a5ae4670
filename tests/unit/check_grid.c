/* grid.c: rule checks, cell names, comparisons. */
#include <string.h>

#include "model/grid.h"
#include "suites.h"

/* Baekjoon 2580's sample answer: a valid complete grid. */
static const char solved[] =
    "135469278782135649469278135321546897874913526596827413"
    "917652384643781952258394761";

static void
grid_from(struct grid *g, const char *line)
{
	int	i;

	for (i = 0; i < GRID_CELLS; i++)
		g->cell[i] = line[i] == '.' ? 0 : (uint8_t)(line[i] - '0');
}

START_TEST(houses_of_cells)
{
	ck_assert_int_eq(grid_row(40), 4);
	ck_assert_int_eq(grid_col(40), 4);
	ck_assert_int_eq(grid_box(40), 4);
	ck_assert_int_eq(grid_box(8), 2);
	ck_assert_int_eq(grid_box(72), 6);
	ck_assert_int_eq(grid_box(80), 8);
	ck_assert_int_eq(grid_box(30), 4);
}
END_TEST

START_TEST(complete_grid_has_no_conflict)
{
	struct grid	g;
	struct conflict	c;

	grid_from(&g, solved);
	ck_assert(grid_is_complete(&g));
	ck_assert(!grid_find_conflict(&g, &c));
}
END_TEST

START_TEST(row_conflict_named)
{
	struct grid	g;
	struct conflict	c;
	char		text[64];

	grid_clear(&g);
	g.cell[2 * 9 + 1] = 7;		/* C2 */
	g.cell[2 * 9 + 7] = 7;		/* C8 */
	ck_assert(grid_find_conflict(&g, &c));
	ck_assert_int_eq(c.kind, HOUSE_ROW);
	conflict_describe(&c, "7", text, sizeof text);
	ck_assert_str_eq(text, "row 3 repeats 7 (C2 and C8)");
}
END_TEST

START_TEST(column_and_box_conflicts_named)
{
	struct grid	g;
	struct conflict	c;
	char		text[64];

	grid_clear(&g);
	g.cell[1 * 9 + 4] = 3;		/* B5 */
	g.cell[7 * 9 + 4] = 3;		/* H5 */
	ck_assert(grid_find_conflict(&g, &c));
	conflict_describe(&c, "3", text, sizeof text);
	ck_assert_str_eq(text, "column 5 repeats 3 (B5 and H5)");

	grid_clear(&g);
	g.cell[3 * 9 + 0] = 2;		/* D1 */
	g.cell[5 * 9 + 2] = 2;		/* F3 */
	ck_assert(grid_find_conflict(&g, &c));
	conflict_describe(&c, "2", text, sizeof text);
	ck_assert_str_eq(text, "box 4 repeats 2 (D1 and F3)");
}
END_TEST

START_TEST(completion_mismatch)
{
	struct grid	puzzle, answer;

	grid_from(&answer, solved);
	grid_clear(&puzzle);
	puzzle.cell[0] = 1;
	ck_assert_int_eq(grid_first_mismatch(&puzzle, &answer), -1);
	puzzle.cell[10] = 9;		/* the answer has 8 there */
	ck_assert_int_eq(grid_first_mismatch(&puzzle, &answer), 10);
	puzzle.cell[10] = 0;
	answer.cell[50] = 0;
	ck_assert_int_eq(grid_first_mismatch(&puzzle, &answer), 50);
}
END_TEST

/* What a cell can no longer take: the digits of its row, column and box. */
START_TEST(peer_digits)
{
	struct grid	g;

	grid_clear(&g);
	g.cell[0] = 5;		/* A1: in B2's box, A5's row */
	g.cell[8] = 7;		/* A9: in A5's row, E9's column */
	g.cell[80] = 9;		/* I9: in E9's column */
	g.cell[10] = 3;		/* B2 itself does not count */
	ck_assert_uint_eq(grid_peer_digits(&g, 10), 1u << 5);
	ck_assert_uint_eq(grid_peer_digits(&g, 4), 1u << 5 | 1u << 7);
	ck_assert_uint_eq(grid_peer_digits(&g, 40), 0);
	ck_assert_uint_eq(grid_peer_digits(&g, 44), 1u << 7 | 1u << 9);
}
END_TEST

START_TEST(cell_names_both_ways)
{
	char	name[3];
	int	cell;

	for (cell = 0; cell < GRID_CELLS; cell++) {
		grid_cell_name(cell, name);
		ck_assert_int_eq(grid_cell_parse(name, 2), cell);
	}
	grid_cell_name(80, name);
	ck_assert_str_eq(name, "I9");
	ck_assert_int_eq(grid_cell_parse("J1", 2), -1);
	ck_assert_int_eq(grid_cell_parse("A0", 2), -1);
	ck_assert_int_eq(grid_cell_parse("A10", 3), -1);
	ck_assert_int_eq(grid_cell_parse("a1", 2), -1);
}
END_TEST

START_TEST(line_text_and_order)
{
	struct grid	a, b;
	char		line[GRID_CELLS + 1];

	grid_from(&a, solved);
	grid_to_line(&a, line, '.');
	ck_assert_str_eq(line, solved);
	b = a;
	ck_assert(!grid_lex_less(&a, &b));
	b.cell[80] = 9;
	ck_assert(grid_lex_less(&a, &b));
	a.cell[3] = 0;
	grid_to_line(&a, line, '0');
	ck_assert_int_eq(line[3], '0');
	ck_assert_int_eq(grid_count_givens(&a), 80);
}
END_TEST

Suite *
make_grid_suite(void)
{
	Suite	*s = suite_create("grid");
	TCase	*tc;

	tc = tcase_create("houses");
	tcase_add_test(tc, houses_of_cells);
	suite_add_tcase(s, tc);
	tc = tcase_create("conflicts");
	tcase_add_test(tc, complete_grid_has_no_conflict);
	tcase_add_test(tc, row_conflict_named);
	tcase_add_test(tc, column_and_box_conflicts_named);
	tcase_add_test(tc, completion_mismatch);
	suite_add_tcase(s, tc);
	tc = tcase_create("names");
	tcase_add_test(tc, peer_digits);
	tcase_add_test(tc, cell_names_both_ways);
	tcase_add_test(tc, line_text_and_order);
	suite_add_tcase(s, tc);
	return s;
}
