/*
 * notation-killer.c: the cages of a line, with a title or without, the
 * solution kept and never read as givens, written back as it came or
 * with the solution found, the letters' order and the sums checked, and
 * what it cannot write said.
 */
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "suites.h"

/* Own-3 of formats/examples/killer.txt, and its solution. */
#define MAP_REST \
    "BCCDEFFAGHCIDJKKGGHHIDJLMNOOOPDJLMNNQRRRSSMTNQUVWXXYZaaVVbccYZadeV" \
    "bbYYfddeegggg"
#define MAP		"AA" MAP_REST
#define SUMS_REST \
    "4,11,26,6,13,14,24,6,17,5,5,20,22,11,9,7,16,13,8,4,24,6,10,12,10," \
    "19,7,13,11,17,5,20"
#define SUMS		"10," SUMS_REST
#define SOLUTION_REST \
    "14239658239658714658714239471395826362187945895426371147962583983571" \
    "462526843197"
#define SOLUTION	"7" SOLUTION_REST

static enum read_status
read_text(const char *text, struct input *in, struct puzzle *p,
    struct diag *d)
{
	fixture_open(in, text, strlen(text));
	puzzle_init(p);
	return notation_killer.read(in, p, d);
}

START_TEST(cages_with_and_without_title)
{
	static const char text[] = "# a comment\n" "T1 " MAP " " SUMS " "
	    SOLUTION "\n" MAP "\t" SUMS "\n";
	struct input		 in;
	struct puzzle		 p;
	struct diag		 d;
	const struct constraint	*c;
	uint8_t			 cells[GRID_CELLS];
	char			*out;
	int			 i;

	ck_assert_int_eq(read_text(text, &in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.rules, RULES_VARIANT);
	ck_assert_int_eq(p.ruleset->count, 33);
	c = &p.ruleset->constraint[0];		/* A: r1c1 r1c2 r2c1 */
	ck_assert_int_eq(c->family, RULE_CAGE);
	ck_assert_int_eq(c->value, 10);
	ck_assert_int_eq(c->ncells, 3);
	ck_assert_int_eq(constraint_cells(p.ruleset, c)[2], 9);
	ck_assert_int_eq(p.ruleset->constraint[32].value, 20);
	/* the solution is no given */
	for (i = 0; i < GRID_CELLS; i++)
		ck_assert_int_eq(p.givens.cell[i], 0);
	/* convert writes the line back; solve, the solution found */
	out = fixture_write_cells(&notation_killer, &p, p.givens.cell);
	ck_assert_str_eq(out, "T1 " MAP " " SUMS " " SOLUTION "\n");
	free(out);
	for (i = 0; i < GRID_CELLS; i++)
		cells[i] = (uint8_t)(SOLUTION[i] - '0');
	cells[0] = 0;
	out = fixture_write_cells(&notation_killer, &p, cells);
	ck_assert_str_eq(out, "T1 " MAP " " SUMS " ." SOLUTION_REST "\n");
	free(out);

	ck_assert_int_eq(notation_killer.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.ruleset->count, 33);
	ck_assert_int_eq(p.variant, 0);		/* no title */
	out = fixture_write_cells(&notation_killer, &p, p.givens.cell);
	ck_assert_str_eq(out, MAP "\t" SUMS "\n");
	free(out);
	ck_assert_int_eq(notation_killer.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(errors_at_their_place)
{
	static const struct {
		const char	*text;
		unsigned long	 col;
		const char	*message;
	} cases[] = {
		{ "T BA" MAP_REST " " SUMS "\n", 4, "cage 'A' first appears "
		  "after 'B'" },
		{ "T " MAP " 9," SUMS_REST "\n", 85, "the sums add up to 404" },
		{ "T " MAP " " SUMS ",5\n", 85, "34 sums for 33 cages" },
		{ "T " MAP " 1," SUMS_REST "\n", 85, "cage 'A' (r1c1) of 3 "
		  "cells cannot add up to 1 (6 to 24)" },
		{ "T " MAP " " SUMS " 12\n", 172, "expected a solution of 81 "
		  "digits, found 2" },
	};
	struct input	in;
	struct puzzle	p;
	struct diag	d;
	size_t		i;
	char		text[512];

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		snprintf(text, sizeof text, "%s%s", cases[i].text,
		    MAP " " SUMS "\n");
		ck_assert_int_eq(read_text(text, &in, &p, &d), READ_BAD);
		ck_assert_msg(strncmp(d.message, cases[i].message,
		    strlen(cases[i].message)) == 0, "%zu: %s", i, d.message);
		ck_assert_uint_eq(d.col, cases[i].col);
		/* the next line is read */
		ck_assert_int_eq(notation_killer.read(&in, &p, &d),
		    READ_PUZZLE);
		input_close(&in);
		puzzle_free(&p);
	}
}
END_TEST

/* What the layout has no room for, said; a puzzle of cages is written. */
START_TEST(holds_cages_alone)
{
	struct puzzle	 p;
	struct ruleset	*set;
	uint16_t	 cells[GRID_CELLS];
	char		 why[160], *out;
	int		 i;

	puzzle_init(&p);
	puzzle_set_shape(&p, &shape_classic);
	ck_assert(!notation_holds(&notation_killer, &p, false, why,
	    sizeof why));
	ck_assert_str_eq(why, "killer notation writes killer puzzles: this "
	    "one has no cages");
	set = puzzle_set_variant(&p);
	/* nine rows, each a cage of 45 */
	for (i = 0; i < GRID_CELLS; i++)
		cells[i] = (uint16_t)i;
	for (i = 0; i < GRID_SIDE; i++)
		ruleset_add(set, RULE_CAGE, cells + 9 * i, 9, 45, 0);
	ck_assert(notation_holds(&notation_killer, &p, true, why, sizeof why));
	out = fixture_write_cells(&notation_killer, &p, p.givens.cell);
	ck_assert_str_eq(out, "AAAAAAAAABBBBBBBBBCCCCCCCCCDDDDDDDDDEEEEEEEEE"
	    "FFFFFFFFFGGGGGGGGGHHHHHHHHHIIIIIIIII 45,45,45,45,45,45,45,45,45\n");
	free(out);
	p.givens.cell[40] = 5;
	ck_assert(!notation_holds(&notation_killer, &p, true, why, sizeof why));
	ck_assert_str_eq(why, "killer notation has no givens, and r5c5 is "
	    "given (--to=variant keeps it)");
	/* an answer may be written all the same */
	ck_assert(notation_holds(&notation_killer, &p, false, why, sizeof why));
	ruleset_add(set, RULE_THERMO, cells, 2, 0, 0);
	p.givens.cell[40] = 0;
	ck_assert(!notation_holds(&notation_killer, &p, true, why, sizeof why));
	ck_assert_str_eq(why, "killer notation has cages alone, not thermo "
	    "(--to=variant keeps it)");
	/* a notation of boards alone takes no variant puzzle */
	ck_assert(!notation_holds(&notation_line, &p, true, why, sizeof why));
	ck_assert(notation_holds(&notation_line, &p, false, why, sizeof why));
	ck_assert(notation_holds(&notation_variant, &p, true, why, sizeof why));
	puzzle_free(&p);
}
END_TEST

Suite *
make_notation_killer_suite(void)
{
	Suite	*s = suite_create("notation_killer");
	TCase	*tc;

	tc = tcase_create("read");
	tcase_add_test(tc, cages_with_and_without_title);
	tcase_add_test(tc, errors_at_their_place);
	suite_add_tcase(s, tc);
	tc = tcase_create("write");
	tcase_add_test(tc, holds_cages_alone);
	suite_add_tcase(s, tc);
	return s;
}
