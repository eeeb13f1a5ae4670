/*
 * notation-variant.c: every family read into its constraint, the
 * constraints in family order whatever order they came in, a puzzle
 * without rules classic, writing and reading back without loss, and the
 * errors, each at its line and column, the next puzzle still read.
 */
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "suites.h"

#define EMPTY_ROWS \
    ".........\n.........\n.........\n.........\n.........\n" \
    ".........\n.........\n.........\n.........\n"

static enum read_status
read_text(const char *text, struct input *in, struct puzzle *p,
    struct diag *d)
{
	fixture_open(in, text, strlen(text));
	puzzle_init(p);
	return notation_variant.read(in, p, d);
}

static const struct constraint *
nth(const struct puzzle *p, int i)
{
	ck_assert_int_lt(i, p->ruleset->count);
	return &p->ruleset->constraint[i];
}

START_TEST(every_family_in_family_order)
{
	static const char text[] =
	    "variant  # a comment\n"
	    "5 3 . | . 7 . | . . .\n" ".........\n.........\n"
	    "---+---+---\n"
	    ".........\n.........\n.........\n.........\n.........\n"
	    ".........\n"
	    "negative: x v\n"
	    "even: r9c9\n" "odd: r1c3 r1c4\n"
	    "xv 7: r5c5 r5c6\n" "v: r4c4 r4c5\n" "x: r3c3 r3c4\n"
	    "black 3: r2c1 r2c2\n" "white: r1c5 r1c6\n"
	    "arrow: r6c1 r6c2 - r7c1 R7C2, r8c1\n"
	    "thermo: r9c1 r9c2 r9c3\n"
	    "cage 12: r8c8 r8c9\n" "cage: r7c7 r7c8\n"
	    "nonconsecutive\n" "antiking\n" "antiknight\n" "disjoint\n"
	    "extra: r5c1 r5c2\n" "diagonal -\n" "diagonal +\n";
	static const int families[] = {
		RULE_DIAGONAL, RULE_DIAGONAL, RULE_EXTRA_REGION, RULE_DISJOINT,
		RULE_ANTIKNIGHT, RULE_ANTIKING, RULE_NONCONSECUTIVE, RULE_CAGE,
		RULE_CAGE, RULE_THERMO, RULE_ARROW, RULE_DIFFERENCE,
		RULE_RATIO, RULE_XV, RULE_XV, RULE_XV, RULE_ODD, RULE_EVEN,
		RULE_NEGATIVE
	};
	struct input	in;
	struct puzzle	p;
	struct diag	d;
	int		i;

	ck_assert_int_eq(read_text(text, &in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.rules, RULES_VARIANT);
	ck_assert_int_eq(p.givens.cell[0], 5);
	ck_assert_int_eq(p.givens.cell[4], 7);
	ck_assert_int_eq(p.ruleset->count, 19);
	for (i = 0; i < 19; i++)
		ck_assert_int_eq(nth(&p, i)->family, families[i]);
	/* the order given within a family */
	ck_assert_int_eq(nth(&p, 0)->value, -1);
	ck_assert_int_eq(nth(&p, 1)->value, 1);
	ck_assert_int_eq(nth(&p, 7)->value, 12);
	ck_assert_int_eq(nth(&p, 8)->value, 0);
	/* the arrow: a pill of two, its line of three */
	ck_assert_int_eq(nth(&p, 10)->head, 2);
	ck_assert_int_eq(nth(&p, 10)->ncells, 5);
	ck_assert_int_eq(constraint_cells(p.ruleset, nth(&p, 10))[3], 6 * 9 + 1);
	ck_assert_int_eq(nth(&p, 11)->value, 1);
	ck_assert_int_eq(nth(&p, 12)->value, 3);
	ck_assert_int_eq(nth(&p, 13)->value, 7);
	ck_assert_int_eq(nth(&p, 14)->value, 5);
	ck_assert_int_eq(nth(&p, 15)->value, 10);
	ck_assert_int_eq(nth(&p, 18)->value, NEGATIVE_X | NEGATIVE_V);
	ck_assert_int_eq(notation_variant.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(maps_and_sums)
{
	static const char text[] =
	    "variant\n" EMPTY_ROWS
	    "sums: 3 42\n"
	    "cages: A.BBBBBBB BBBBBBBBB BBBBBBBBB BBBBBBBBB BBBBBBBBB "
	    "BBBBBBBBB BBBBBBBBB BBBBBBBBB BBBBBBBBB\n"
	    "regions:\n" "AAABBBCCC\nAAABBBCCC\nAAABBBCCC\n"
	    "DDDEEEFFF\nDDDEEEFFF\nDDDEEEFFF\nGGGHHHIII\nGGGHHHIII\n"
	    "GGGHHHIII\n";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	/* B has 79 cells: no cage holds that many; then a good one */
	ck_assert_int_eq(read_text(text, &in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "cage 'B' (r1c3) has 79 cells: no "
	    "digit repeats in a cage, and there are 9");
	ck_assert_uint_eq(d.line, 12);
	input_close(&in);
	puzzle_free(&p);

	ck_assert_int_eq(read_text("variant\n" EMPTY_ROWS
	    "cages: AABBCDDDD AAEBC.... ......... ......... ......... "
	    "......... ......... ......... .........\n" "sums: B=10 A=12\n",
	    &in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.ruleset->count, 5);
	ck_assert_int_eq(nth(&p, 0)->value, 12);	/* A */
	ck_assert_int_eq(nth(&p, 0)->ncells, 4);
	ck_assert_int_eq(nth(&p, 1)->value, 10);	/* B */
	ck_assert_int_eq(nth(&p, 2)->value, 0);		/* C: no sum */
	ck_assert_int_eq(nth(&p, 3)->ncells, 4);	/* D */
	input_close(&in);
	puzzle_free(&p);
}
END_TEST

START_TEST(no_rule_is_classic)
{
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	ck_assert_int_eq(read_text("variant\n" EMPTY_ROWS, &in, &p, &d),
	    READ_PUZZLE);
	ck_assert_int_eq(p.rules, RULES_CLASSIC);
	ck_assert(shape_is_classic(&p.shape));
	input_close(&in);
	puzzle_free(&p);
}
END_TEST

/* Written, read back, written again: the same text, the same rules. */
START_TEST(round_trip)
{
	static const char text[] =
	    "variant\n"
	    "....\n" "..1.\n" "....\n" "...4\n"
	    "regions:\n" "AABB\n" "ACBB\n" "ACDD\n" "CCDD\n"
	    "cage 5: r1c1 r1c2\n" "arrow: r4c4 - r3c4 r3c3\n"
	    "white 2: r2c2 r2c3\n" "negative: white black\n";
	struct input	 in;
	struct puzzle	 p, q;
	struct diag	 d;
	char		*once, *twice;
	int		 i;

	ck_assert_int_eq(read_text(text, &in, &p, &d), READ_PUZZLE);
	input_close(&in);
	once = fixture_write_cells(&notation_variant, &p, puzzle_cells(&p));
	ck_assert_int_eq(read_text(once, &in, &q, &d), READ_PUZZLE);
	input_close(&in);
	twice = fixture_write_cells(&notation_variant, &q, puzzle_cells(&q));
	ck_assert_str_eq(once, twice);
	ck_assert_str_eq(once, text);
	ck_assert_int_eq(q.ruleset->count, p.ruleset->count);
	for (i = 0; i < p.ruleset->count; i++) {
		ck_assert_int_eq(nth(&q, i)->family, nth(&p, i)->family);
		ck_assert_int_eq(nth(&q, i)->value, nth(&p, i)->value);
		ck_assert_int_eq(nth(&q, i)->head, nth(&p, i)->head);
		ck_assert_int_eq(nth(&q, i)->ncells, nth(&p, i)->ncells);
	}
	free(once);
	free(twice);
	puzzle_free(&p);
	puzzle_free(&q);
}
END_TEST

/* Each bad rule at its place; the bad puzzle skipped, the next read. */
START_TEST(errors_and_recovery)
{
	static const struct {
		const char	*rule;
		unsigned long	 col;
		const char	*message;
	} cases[] = {
		{ "sandwich: r1c1", 1, "unknown rule 'sandwich'" },
		{ "thermo: r1c1 r1c1", 14, "r1c1 is twice in the thermo "
		  "(column 9 and here)" },
		{ "odd: r0c1", 6, "'r0c1' is off the board (r1c1 to r9c9)" },
		{ "cage 2: r1c1 r1c2", 6, "a cage of 2 cells cannot add up to "
		  "2 (3 to 17)" },
		{ "x: r1c1 r1c2 r1c3", 4, "an X mark joins 2 cells, not 3" },
		{ "xv 1: r1c1 r1c2", 4, "an XV sum of 1: on a 9x9 board it "
		  "is 2 to 18" },
		{ "extra: r1c1 r1c2 r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9 r2c1",
		  8, "an extra region of 10 cells cannot hold 10 different "
		  "digits" },
		{ "cage 10: r1c1", 6, "a cage of 1 cell cannot add up to 10 "
		  "(1 to 9)" },
		{ "antiking: r1c1", 9, "': r1c1' after antiking: it takes "
		  "nothing" },
	};
	char		text[512];
	struct input	in;
	struct puzzle	p;
	struct diag	d;
	size_t		i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		snprintf(text, sizeof text, "variant\n" EMPTY_ROWS "%s\n"
		    "variant\n" EMPTY_ROWS "antiking\n", cases[i].rule);
		ck_assert_int_eq(read_text(text, &in, &p, &d), READ_BAD);
		ck_assert_msg(strncmp(d.message, cases[i].message,
		    strlen(cases[i].message)) == 0, "%s: %s", cases[i].rule,
		    d.message);
		ck_assert_uint_eq(d.line, 11);
		ck_assert_uint_eq(d.col, cases[i].col);
		ck_assert_int_eq(notation_variant.read(&in, &p, &d),
		    READ_PUZZLE);
		ck_assert_uint_eq(p.line, 12);
		ck_assert_int_eq(p.ruleset->count, 1);
		ck_assert_int_eq(notation_variant.read(&in, &p, &d), READ_END);
		input_close(&in);
		puzzle_free(&p);
	}
}
END_TEST

/*
 * Rules without cells alone (anti-knight): their cells are still an
 * address, where every family and writer may look for none (a null
 * pointer plus 0 is undefined: the fuzzer's sanitizer found it).
 */
START_TEST(cell_less_rules_have_a_pool)
{
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	char		*out;

	ck_assert_int_eq(read_text("variant\n" EMPTY_ROWS "antiknight\n",
	    &in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.ruleset->count, 1);
	ck_assert_ptr_nonnull(constraint_cells(p.ruleset, nth(&p, 0)));
	out = fixture_write_cells(&notation_variant, &p, puzzle_cells(&p));
	ck_assert_str_eq(out, "variant\n" EMPTY_ROWS "antiknight\n");
	free(out);
	input_close(&in);
	puzzle_free(&p);
}
END_TEST

Suite *
make_notation_variant_suite(void)
{
	Suite	*s = suite_create("notation_variant");
	TCase	*tc;

	tc = tcase_create("read");
	tcase_add_test(tc, every_family_in_family_order);
	tcase_add_test(tc, maps_and_sums);
	tcase_add_test(tc, no_rule_is_classic);
	tcase_add_test(tc, cell_less_rules_have_a_pool);
	suite_add_tcase(s, tc);
	tc = tcase_create("write");
	tcase_add_test(tc, round_trip);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_add_test(tc, errors_and_recovery);
	suite_add_tcase(s, tc);
	return s;
}
