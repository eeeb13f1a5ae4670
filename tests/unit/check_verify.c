/*
 * solve.c in verify mode (and the statuses of the other modes): what each
 * kind of grid turns into, and the message that goes with it.
 */
#include <signal.h>
#include <string.h>

#include "notation/notation.h"
#include "output/result.h"
#include "suites.h"

static const char solved[] =
    "135469278782135649469278135321546897874913526596827413"
    "917652384643781952258394761";
/* Baekjoon 2580's sample: one solution, the grid above. */
static const char sample[] =
    "035469278782105609060278135321046897804913506596820413"
    "917652080603701952258394760";

static void
load(struct puzzle *p, const char *line)
{
	int	i;

	puzzle_init(p);
	p->file = "t.txt";
	p->line = 3;
	for (i = 0; i < GRID_CELLS; i++)
		p->givens.cell[i] = line[i] == '.' ? 0 :
		    (uint8_t)(line[i] - '0');
}

static void
run(enum solve_mode mode, const struct puzzle *p,
    const struct puzzle *claim, struct result *r)
{
	struct run_options	opts;

	memset(&opts, 0, sizeof opts);
	opts.mode = mode;
	opts.limit = COUNT_MAX;
	opts.format = &format_plain;
	solve_puzzle(&opts, p, claim, NULL, r);
}

START_TEST(complete_valid_grid)
{
	struct puzzle	p;
	struct result	r;

	load(&p, solved);
	run(MODE_VERIFY, &p, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_VALID);
	puzzle_free(&p);
}
END_TEST

START_TEST(complete_grid_breaking_a_rule)
{
	struct puzzle	p;
	struct result	r;
	char		broken[GRID_CELLS + 1];

	memcpy(broken, solved, sizeof broken);
	broken[0] = '2';		/* A1 now repeats A7's 2 */
	load(&p, broken);
	run(MODE_VERIFY, &p, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_NOT_VALID);
	ck_assert_str_eq(r.why.message, "row 1 repeats 2 (A1 and A7)");
	ck_assert_str_eq(r.why.file, "t.txt");
	ck_assert_uint_eq(r.why.line, 3);
	puzzle_free(&p);
}
END_TEST

START_TEST(partial_unique_multiple_none)
{
	struct puzzle	p;
	struct result	r;
	char		text[GRID_CELLS + 1];

	load(&p, sample);
	run(MODE_VERIFY, &p, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_VALID);
	ck_assert(memcmp(r.solution.cell, (load(&p, solved), p.givens.cell),
	    GRID_CELLS) == 0);
	puzzle_free(&p);

	memset(text, '.', GRID_CELLS);
	text[GRID_CELLS] = '\0';
	load(&p, text);
	run(MODE_VERIFY, &p, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_NOT_VALID);
	ck_assert_str_eq(r.why.message, "more than one solution");
	puzzle_free(&p);

	/* A1 can hold nothing: 1..8 in its row, 9 in its column */
	memcpy(text, ".12345678", 9);
	text[9 * 4] = '9';
	load(&p, text);
	run(MODE_VERIFY, &p, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_NOT_VALID);
	ck_assert_str_eq(r.why.message, "no solution");
	run(MODE_FIRST, &p, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_UNSOLVABLE);
	run(MODE_COUNT_ALL, &p, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_COUNTED);
	ck_assert(r.count == 0 && r.count_complete);
	puzzle_free(&p);
}
END_TEST

START_TEST(claimed_solutions)
{
	struct puzzle	p, claim;
	struct result	r;
	char		text[GRID_CELLS + 1];

	load(&p, sample);
	load(&claim, solved);
	claim.file = "answer.txt";
	claim.line = 10;
	run(MODE_VERIFY, &p, &claim, &r);
	ck_assert_int_eq(r.status, RESULT_VALID);

	/* swapping two digits of a row keeps the row, breaks the columns */
	memcpy(text, solved, sizeof text);
	text[0] = '3';
	text[1] = '1';
	load(&claim, text);
	claim.file = "answer.txt";
	run(MODE_VERIFY, &p, &claim, &r);
	ck_assert_int_eq(r.status, RESULT_NOT_VALID);
	ck_assert_str_eq(r.why.message,
	    "solution has 1 at A2, where the puzzle gives 3");
	ck_assert_str_eq(r.why.file, "answer.txt");

	text[1] = '.';
	load(&claim, text);
	run(MODE_VERIFY, &p, &claim, &r);
	ck_assert_str_eq(r.why.message, "solution leaves A2 blank");
	puzzle_free(&claim);
	puzzle_free(&p);
}
END_TEST

START_TEST(claim_breaking_rules_but_keeping_givens)
{
	struct puzzle	p, claim;
	struct result	r;
	char		text[GRID_CELLS + 1];

	memset(text, '.', GRID_CELLS);
	text[GRID_CELLS] = '\0';
	load(&p, text);
	memcpy(text, solved, sizeof text);
	text[80] = '9';			/* I9 repeats I5's 9 */
	load(&claim, text);
	run(MODE_VERIFY, &p, &claim, &r);
	ck_assert_int_eq(r.status, RESULT_NOT_VALID);
	ck_assert_str_eq(r.why.message,
	    "solution breaks the rules: row 9 repeats 9 (I5 and I9)");
	puzzle_free(&claim);
	puzzle_free(&p);
}
END_TEST

START_TEST(invalid_givens_in_solve)
{
	struct puzzle	p;
	struct result	r;
	char		text[GRID_CELLS + 1];

	memset(text, '.', GRID_CELLS);
	text[GRID_CELLS] = '\0';
	text[0] = '5';
	text[80] = '5';
	text[8] = '5';
	load(&p, text);
	run(MODE_FIRST, &p, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_INVALID);
	ck_assert_str_eq(r.why.message, "row 1 repeats 5 (A1 and A9)");
	puzzle_free(&p);
}
END_TEST

/*
 * One domino placed (7 on C9, 2 on B9) and the nine single digits: the
 * tiling is so open that the first solution takes thousands of nodes,
 * past the engine's first look at the interrupt.
 */
static const char open_sudominoku[] =
    ".72.....5........2....18..7........3....6......................."
    "........9..4.....";

static void
load_open_sudominoku(struct puzzle *p)
{
	static const struct domino	placed = { { 17, 26 }, { 2, 7 } };

	load(p, open_sudominoku);
	p->notation = &notation_sudominoku;
	p->rules = RULES_SUDOMINOKU;
	p->dominoes.count = 1;
	p->dominoes.placed[0] = placed;
}

START_TEST(interrupted_search_has_no_verdict)
{
	static const enum solve_mode	modes[] = {
		MODE_FIRST, MODE_LEXICOGRAPHIC, MODE_VERIFY, MODE_COUNT_ALL
	};
	volatile sig_atomic_t	stop = 1;
	struct run_options	opts;
	struct puzzle		p;
	struct result		r;
	size_t			m;

	load_open_sudominoku(&p);
	memset(&opts, 0, sizeof opts);
	opts.limit = 2;
	opts.format = &format_plain;
	opts.interrupt = &stop;
	for (m = 0; m < sizeof modes / sizeof modes[0]; m++) {
		opts.mode = modes[m];
		solve_puzzle(&opts, &p, NULL, NULL, &r);
		ck_assert_msg(r.interrupted, "mode %d", (int)modes[m]);
		ck_assert(!r.count_complete);
	}
	stop = 0;
	opts.mode = MODE_FIRST;
	solve_puzzle(&opts, &p, NULL, NULL, &r);
	ck_assert(!r.interrupted);
	ck_assert_int_eq(r.status, RESULT_SOLVED);
	puzzle_free(&p);
}
END_TEST

/* convert --to=sudominoku takes only Sudominoku cases: others lack dominoes. */
START_TEST(convert_to_sudominoku_needs_dominoes)
{
	struct run_options	opts;
	struct puzzle		p;
	struct result		r;

	memset(&opts, 0, sizeof opts);
	opts.mode = MODE_CONVERT;
	opts.format = &format_plain;
	opts.to_notation = &notation_sudominoku;
	load(&p, sample);
	p.notation = &notation_boj;
	solve_puzzle(&opts, &p, NULL, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_INVALID);
	ck_assert_str_eq(r.why.message, "a boj puzzle has no dominoes: only "
	    "sudominoku cases convert to sudominoku");
	ck_assert_uint_eq(r.why.line, 3);
	load_open_sudominoku(&p);
	solve_puzzle(&opts, &p, NULL, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_CONVERTED);
	opts.to_notation = &notation_line;
	p.notation = &notation_boj;
	solve_puzzle(&opts, &p, NULL, NULL, &r);
	ck_assert_int_eq(r.status, RESULT_CONVERTED);
	puzzle_free(&p);
}
END_TEST

Suite *
make_verify_suite(void)
{
	Suite	*s = suite_create("verify");
	TCase	*tc;

	tc = tcase_create("grids");
	tcase_add_test(tc, complete_valid_grid);
	tcase_add_test(tc, complete_grid_breaking_a_rule);
	tcase_add_test(tc, partial_unique_multiple_none);
	suite_add_tcase(s, tc);
	tc = tcase_create("claims");
	tcase_add_test(tc, claimed_solutions);
	tcase_add_test(tc, claim_breaking_rules_but_keeping_givens);
	tcase_add_test(tc, invalid_givens_in_solve);
	suite_add_tcase(s, tc);
	tc = tcase_create("signals");
	tcase_add_test(tc, interrupted_search_has_no_verdict);
	suite_add_tcase(s, tc);
	tc = tcase_create("convert");
	tcase_add_test(tc, convert_to_sudominoku_needs_dominoes);
	suite_add_tcase(s, tc);
	return s;
}
