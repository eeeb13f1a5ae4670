/*
 * symmetry.c: the orbits of each symmetry (counts by Burnside's lemma,
 * every cell in one orbit, orbits closed), broken symmetry found, and a
 * pattern's own symmetry.
 */
#include <string.h>

#include "suites.h"
#include "model/symmetry.h"

static int
turn(int cell)		/* a quarter turn, clockwise */
{
	return grid_col(cell) * GRID_SIDE + (GRID_SIDE - 1 - grid_row(cell));
}

static int
mirror(int cell)	/* left to right */
{
	return grid_row(cell) * GRID_SIDE + (GRID_SIDE - 1 - grid_col(cell));
}

START_TEST(orbit_counts)
{
	/* orbits = the average number of cells each map fixes */
	static const int	want[SYMMETRY_CONCRETE] = {
		[SYMMETRY_NONE] = 81,
		[SYMMETRY_ROT180] = 41,		/* (81 + 1) / 2 */
		[SYMMETRY_ROT90] = 21,		/* (81 + 1 + 1 + 1) / 4 */
		[SYMMETRY_MIRROR] = 45,		/* (81 + 9) / 2 */
		[SYMMETRY_DIAGONAL] = 45,
		[SYMMETRY_ANTIDIAGONAL] = 45,
		[SYMMETRY_DIHEDRAL] = 15	/* (81 + 3 + 4 * 9) / 8 */
	};
	struct orbits	o;
	int		s;

	for (s = 0; s < SYMMETRY_CONCRETE; s++) {
		symmetry_orbits((enum symmetry)s, &o);
		ck_assert_int_eq(o.count, want[s]);
		ck_assert_int_eq(o.start[o.count], GRID_CELLS);
	}
}
END_TEST

/* Each cell once, in its own orbit, and an orbit holds its images. */
START_TEST(orbits_partition_the_grid)
{
	struct orbits	o;
	int		s, k, i, seen[GRID_CELLS];

	for (s = 0; s < SYMMETRY_CONCRETE; s++) {
		symmetry_orbits((enum symmetry)s, &o);
		memset(seen, 0, sizeof seen);
		for (k = 0; k < o.count; k++)
			for (i = o.start[k]; i < o.start[k + 1]; i++) {
				seen[o.cell[i]]++;
				ck_assert_int_eq(o.of[o.cell[i]], k);
				if (i > o.start[k])
					ck_assert_int_lt(o.cell[i - 1],
					    o.cell[i]);
			}
		for (i = 0; i < GRID_CELLS; i++)
			ck_assert_int_eq(seen[i], 1);
	}
	symmetry_orbits(SYMMETRY_ROT90, &o);
	for (i = 0; i < GRID_CELLS; i++)
		ck_assert_int_eq(o.of[turn(i)], o.of[i]);
	symmetry_orbits(SYMMETRY_MIRROR, &o);
	for (i = 0; i < GRID_CELLS; i++)
		ck_assert_int_eq(o.of[mirror(i)], o.of[i]);
	ck_assert_int_ne(o.of[1], o.of[turn(1)]);	/* A2, B9 */
}
END_TEST

START_TEST(broken_symmetry_named)
{
	struct orbits	o;
	struct grid	g;
	int		given, blank;

	grid_clear(&g);
	symmetry_orbits(SYMMETRY_ROT180, &o);
	ck_assert(!symmetry_broken(&o, &g, &given, &blank));
	g.cell[2] = 5;		/* A3 */
	ck_assert(symmetry_broken(&o, &g, &given, &blank));
	ck_assert_int_eq(given, 2);
	ck_assert_int_eq(blank, 78);	/* I7 */
	g.cell[78] = 1;
	ck_assert(!symmetry_broken(&o, &g, &given, &blank));
	symmetry_orbits(SYMMETRY_ROT90, &o);
	ck_assert(symmetry_broken(&o, &g, &given, &blank));
}
END_TEST

START_TEST(names)
{
	ck_assert_int_eq(symmetry_find("rot180"), SYMMETRY_ROT180);
	ck_assert_int_eq(symmetry_find("random"), SYMMETRY_RANDOM);
	ck_assert_int_eq(symmetry_find("rot270"), -1);
	ck_assert_str_eq(symmetry_names[SYMMETRY_DIHEDRAL], "dihedral");
}
END_TEST

/*
 * A pattern kept by both mirrors (and so the half turn) but by no
 * quarter turn or diagonal has the orbits of that group of four: 25.
 */
START_TEST(pattern_symmetry)
{
	struct orbits	o;
	struct grid	p;
	int		cell;

	grid_clear(&p);
	for (cell = 0; cell < GRID_SIDE; cell++)
		p.cell[4 * GRID_SIDE + cell] = 1;	/* row E */
	p.cell[0] = p.cell[8] = p.cell[72] = p.cell[80] = 1;
	symmetry_pattern_orbits(&p, &o);
	ck_assert_int_eq(o.count, 25);
	p.cell[1] = 1;		/* A2: keeps no map but the identity */
	symmetry_pattern_orbits(&p, &o);
	ck_assert_int_eq(o.count, 81);
}
END_TEST

Suite *
make_symmetry_suite(void)
{
	Suite	*s = suite_create("symmetry");
	TCase	*tc = tcase_create("orbits");

	tcase_add_test(tc, orbit_counts);
	tcase_add_test(tc, orbits_partition_the_grid);
	tcase_add_test(tc, broken_symmetry_named);
	tcase_add_test(tc, names);
	tcase_add_test(tc, pattern_symmetry);
	suite_add_tcase(s, tc);
	return s;
}
