/* human/hgrid.c: geometry, set-up, incremental position masks. */
#include "human_util.h"
#include "suites.h"

/* Baekjoon 2580's sample: a valid puzzle. */
static const char puzzle[] =
    "03546927878213564946927813532154689787491352659682741391765238464378195225839476.";

START_TEST(units_in_se_order)
{
	ck_assert_int_eq(hgrid_unit_cell[0][3], 9);	/* box 1, r2c1 */
	ck_assert_int_eq(hgrid_unit_cell[4][0], 30);	/* box 5, r4c4 */
	ck_assert_int_eq(hgrid_unit_cell[9 + 2][8], 26);	/* row 3 */
	ck_assert_int_eq(hgrid_unit_cell[18 + 2][8], 74);	/* column 3 */
	ck_assert_int_eq(hgrid_cell_unit[40][0], 4);
	ck_assert_int_eq(hgrid_cell_unit[40][1], 13);
	ck_assert_int_eq(hgrid_cell_unit[40][2], 22);
	for (int c = 0; c < 81; c++)
		for (int k = 0; k < 3; k++)
			ck_assert_int_eq(hgrid_unit_cell[hgrid_cell_unit[c][k]]
			    [hgrid_cell_index[c][k]], c);
}
END_TEST

START_TEST(peers_are_the_cells_seen)
{
	for (int c = 0; c < 81; c++) {
		int n = 0;

		for (int o = 0; o < 81; o++)
			if (hgrid_sees(c, o)) {
				ck_assert_int_eq(hgrid_peer[c][n], o);
				n++;
			}
		ck_assert_int_eq(n, 20);
	}
}
END_TEST

START_TEST(init_removes_peers_digits)
{
	struct hgrid h;

	human_util_grid(&h, puzzle);
	ck_assert(hgrid_check(&h));
	ck_assert_int_eq(h.nopen, 2);
	ck_assert_uint_eq(h.cand[0], 1u << 0);	/* only 1 fits r1c1 */
	ck_assert_uint_eq(h.cand[80], 1u << 0);
	ck_assert_uint_eq(h.cand[1], 1u << 2);	/* given 3 keeps its bit */
	ck_assert_uint_eq(hgrid_positions(&h, 0, 1), 1u);
	ck_assert_uint_eq(hgrid_positions(&h, 0, 3), 0u);	/* placed */
	ck_assert(!hgrid_solved(&h));
}
END_TEST

START_TEST(place_and_eliminate_keep_masks)
{
	struct hgrid h;
	struct grid empty = { { 0 } };

	hgrid_init(&h, &empty);
	hgrid_place(&h, 40, 5);
	ck_assert(hgrid_check(&h));
	ck_assert_uint_eq(h.cand[41] & (1u << 4), 0);
	ck_assert_uint_eq(h.cand[0], HGRID_ALL);
	ck_assert_uint_eq(hgrid_positions(&h, 4, 5), 0);
	ck_assert_uint_eq(hgrid_positions(&h, 13, 1), HGRID_ALL & ~(1u << 4));
	hgrid_eliminate(&h, 0, 9);
	hgrid_eliminate(&h, 0, 9);
	ck_assert(hgrid_check(&h));
	ck_assert_uint_eq(hgrid_positions(&h, 18, 9), HGRID_ALL & ~1u);
	hgrid_eliminate(&h, 40, 5);	/* placed: kept */
	ck_assert_uint_eq(h.cand[40], 1u << 4);
	ck_assert_int_eq(h.nopen, 80);
}
END_TEST

START_TEST(solved_after_last_placements)
{
	struct hgrid h;

	human_util_grid(&h, puzzle);
	hgrid_place(&h, 0, 1);
	hgrid_place(&h, 80, 1);
	ck_assert(hgrid_solved(&h));
	ck_assert(hgrid_check(&h));
}
END_TEST

START_TEST(unit_names)
{
	char name[4];

	hgrid_unit_name(0, name);
	ck_assert_str_eq(name, "b1");
	hgrid_unit_name(17, name);
	ck_assert_str_eq(name, "r9");
	hgrid_unit_name(22, name);
	ck_assert_str_eq(name, "c5");
}
END_TEST

Suite *
make_human_hgrid_suite(void)
{
	Suite *s = suite_create("human_hgrid");
	TCase *tc = tcase_create("geometry");

	tcase_add_test(tc, units_in_se_order);
	tcase_add_test(tc, peers_are_the_cells_seen);
	tcase_add_test(tc, unit_names);
	suite_add_tcase(s, tc);
	tc = tcase_create("changes");
	tcase_add_test(tc, init_removes_peers_digits);
	tcase_add_test(tc, place_and_eliminate_keep_masks);
	tcase_add_test(tc, solved_after_last_placements);
	suite_add_tcase(s, tc);
	return s;
}
