/* notation-grid.c: layouts, separators, errors, writing back in place. */
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "suites.h"

static const char ss_style[] =
    "5 3 . | . 7 . | . . .\n"
    "6 . . | 1 9 5 | . . .\n"
    ". 9 8 | . . . | . 6 .\n"
    "------+-------+------\n"
    "8 . . | . 6 . | . . 3\n"
    "4 . . | 8 . 3 | . . 1\n"
    "7 . . | . 2 . | . . 6\n"
    "------+-------+------\n"
    ". 6 . | . . . | 2 8 .\n"
    ". . . | 4 1 9 | . . 5\n"
    ". . . | . 8 . | . 7 9\n";
static const char ss_solved[] =
    "534678912672195348198342567859761423426853791713924856"
    "961537284287419635345286179";

static void
grid_of(struct grid *g, const char *line)
{
	for (int i = 0; i < GRID_CELLS; i++)
		g->cell[i] = (uint8_t)(line[i] - '0');
}

START_TEST(reads_and_writes_back_in_place)
{
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	struct grid	 g;
	char		*out, want[sizeof ss_style];
	size_t		 i, k = 0;

	fixture_open(&in, ss_style, strlen(ss_style));
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.givens.cell[0], 5);
	ck_assert_int_eq(p.givens.cell[2], 0);
	ck_assert_int_eq(p.givens.cell[80], 9);
	ck_assert_int_eq(grid_count_givens(&p.givens), 30);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);

	/* the same layout comes back with every blank filled */
	grid_of(&g, ss_solved);
	memcpy(want, ss_style, sizeof want);
	for (i = 0; want[i] != '\0'; i++)
		if ((want[i] >= '1' && want[i] <= '9') || want[i] == '.')
			want[i] = ss_solved[k++];
	out = fixture_write(&notation_grid, &p, &g);
	ck_assert_str_eq(out, want);
	free(out);
	/* and the givens alone give back the input itself */
	out = fixture_write(&notation_grid, &p, &p.givens);
	ck_assert_str_eq(out, ss_style);
	free(out);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(box_drawing_and_compact_rows)
{
	static const char text[] =
	    "\xe2\x94\x8c\xe2\x94\x80\xe2\x94\x90\n"	/* ┌─┐ */
	    "\xe2\x94\x82 5 3 _ 0 7 0 0 0 0 \xe2\x94\x82\n"
	    "6__195___\n.98....6.\n8...6...3\n4..8.3..1\n"
	    "7...2...6\n.6....28.\n...419..5\n....8..79\n"
	    "\xe2\x94\x94\xe2\x94\x80\xe2\x94\x98\n"	/* └─┘ */
	    "\n"
	    "# a comment between puzzles\n"
	    "534678912\n672195348\n198342567\n859761423\n426853791\n"
	    "713924856\n961537284\n287419635\n345286179";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(grid_count_givens(&p.givens), 30);
	ck_assert_uint_eq(p.line, 1);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 14);
	ck_assert(grid_is_complete(&p.givens));
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(errors_and_recovery)
{
	static const char text[] =
	    "5 3 . | . 7 . | . . .\n"
	    "6 . . | 1 9 5 | . .\n"			/* line 2: 8 cells */
	    ". 9 8 | . . . | . 6 .\n"
	    "\n"
	    "5 3 . | . 7 . | . . .\n"			/* line 5: 3 rows */
	    "6 . . | 1 9 5 | . . .\n"
	    ". 9 8 | . . . | . 6 .\n"
	    "\n"
	    "5 3 . | . 7 . | . x .\n"			/* line 9: x */
	    "\n"
	    "534678912\n672195348\n198342567\n859761423\n426853791\n"
	    "713924856\n961537284\n287419635\n345286179\n";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 cells, found 8");
	ck_assert_uint_eq(d.line, 2);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 rows, found 3");
	ck_assert_uint_eq(d.line, 5);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'x' is not a digit, blank or separator");
	ck_assert_uint_eq(d.line, 9);
	ck_assert_uint_eq(d.col, 19);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 11);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* A puzzle from elsewhere gets the canonical layout, read back the same. */
START_TEST(canonical_round_trip)
{
	struct puzzle	 p, q;
	struct input	 in;
	struct diag	 d;
	char		*out;

	puzzle_init(&p);
	puzzle_init(&q);
	p.notation = &notation_line;
	grid_of(&p.givens, ss_solved);
	p.givens.cell[4] = 0;
	out = fixture_write(&notation_grid, &p, &p.givens);
	ck_assert(strncmp(out, "5 3 4 | 6 . 8 | 9 1 2\n", 22) == 0);
	fixture_open(&in, out, strlen(out));
	ck_assert_int_eq(notation_grid.read(&in, &q, &d), READ_PUZZLE);
	ck_assert(memcmp(q.givens.cell, p.givens.cell, GRID_CELLS) == 0);
	free(out);
	puzzle_free(&q);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

Suite *
make_notation_grid_suite(void)
{
	Suite	*s = suite_create("notation_grid");
	TCase	*tc;

	tc = tcase_create("read");
	tcase_add_test(tc, reads_and_writes_back_in_place);
	tcase_add_test(tc, box_drawing_and_compact_rows);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_add_test(tc, errors_and_recovery);
	suite_add_tcase(s, tc);
	tc = tcase_create("write");
	tcase_add_test(tc, canonical_round_trip);
	suite_add_tcase(s, tc);
	return s;
}
