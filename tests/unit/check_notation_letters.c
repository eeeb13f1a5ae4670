/* notation-letters.c: SPOJ SUDOKU and UVa 1309 boards, other sides. */
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "suites.h"

#define SPOJ_BOARD \
    "--A----C-----O-I\n-J--A-B-P-CGF-H-\n--D--F-I-E----P-\n-G-EL-H----M-J--\n" \
    "----E----C--G---\n-I--K-GA-B---E-J\nD-GP--J-F----A--\n-E---C-B--DP--O-\n" \
    "E--F-M--D--L-K-A\n-C--------O-I-L-\nH-P-C--F-A--B---\n---G-OD---J----H\n" \
    "K---J----H-A-P-L\n--B--P--E--K--A-\n-H--B--K--FI-C--\n--F---C--D--H-N-\n"
#define SPOJ_SOLVED \
    "FPAHMJECNLBDKOGI\nOJMIANBDPKCGFLHE\nLNDKGFOIJEAHMBPC\nBGCELKHPOFIMAJDN\n" \
    "MFHBELPOACKJGNID\nCILNKDGAHBMOPEFJ\nDOGPIHJMFNLECAKB\nJEKAFCNBGIDPLHOM\n" \
    "EBOFPMIJDGHLNKCA\nNCJDHBAEKMOFIGLP\nHMPLCGKFIAENBDJO\nAKIGNODLBPJCEFMH\n" \
    "KDEMJIFNCHGAOPBL\nGLBCDPMHEONKJIAF\nPHNOBALKMJFIDCEG\nIAFJOECGLDPBHMNK\n"

/* The cells of a board written in letters, rows one after another. */
static void
cells_of(const char *text, uint8_t *cell)
{
	for (; *text != '\0'; text++)
		if (*text != '\n')
			*cell++ = *text == '-' ? 0 : (uint8_t)(*text - 'A' + 1);
}

/* Two SPOJ boards after their count: answers without it, one blank line. */
START_TEST(spoj_boards_and_answers)
{
	static const char text[] = "2\n" SPOJ_BOARD "\n" SPOJ_BOARD;
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	uint8_t		 cell[256];
	char		*written;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_ptr_eq(notation_find("letters"), &notation_letters);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 2);
	ck_assert_int_eq(p.shape.side, 16);
	ck_assert_int_eq(p.shape.box_rows, 4);
	ck_assert_int_eq(p.board->cell[2], 1);		/* A */
	ck_assert_int_eq(p.board->cell[13], 15);	/* O */
	ck_assert_int_eq(board_count_givens(p.board), 89);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 19);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_END);
	cells_of(SPOJ_SOLVED, cell);
	written = fixture_write_cells(&notation_letters, &p, cell);
	ck_assert_str_eq(written, SPOJ_SOLVED);
	free(written);
	/* and its givens give the board back */
	written = fixture_write_cells(&notation_letters, &p, p.board->cell);
	ck_assert_str_eq(written, SPOJ_BOARD);
	free(written);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* UVa 1309: no count; a number later in the file is no count. */
START_TEST(uva_boards_and_no_count_later)
{
	static const char text[] = SPOJ_BOARD "\n1\n" SPOJ_BOARD;
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 1);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'1' is not a letter A-Z or '-'");
	ck_assert_uint_eq(d.line, 18);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* Other sides: the first row's length; 9x9 in A-I, 25x25 in A-Y. */
START_TEST(other_sides)
{
	static const char text[] =
	    "A-C-\n--A-\nB---\n---C\n"
	    "\n"
	    "ABCDEFGHI\nDEFGHIABC\nGHIABCDEF\nBCDEFGHIA\nEFGHIABCD\n"
	    "HIABCDEFG\nCDEFGHIAB\nFGHIABCDE\nIABCDEFG-\n";
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	struct shape	 s;
	char		*out;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.shape.side, 4);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.shape.side, 9);
	ck_assert_int_eq(p.givens.cell[80], 0);
	ck_assert_int_eq(p.givens.cell[79], 7);
	out = fixture_write_cells(&notation_letters, &p, p.givens.cell);
	ck_assert_str_eq(out, text + 21);
	free(out);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_END);
	ck_assert(board_shape_for_side(&s, 26));
	ck_assert(notation_writes(&notation_letters, &s));
	ck_assert(board_shape_for_side(&s, 27));
	ck_assert(!notation_writes(&notation_letters, &s));
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(errors_and_recovery)
{
	static const char text[] =
	    "--A----C-----O-I\n-J--A-B-P-CGF-Q-\n"	/* line 2: Q */
	    "--D--F-I-E----P-\n"
	    "\n"
	    "--A----C-----O-I\n-J--A-B-P-CGF-H\n"	/* line 6: 15 */
	    "\n"
	    "--A----C-----O-I\n-J--A-B-P-CGF-H-\n"	/* line 8: 2 rows */
	    "\n"
	    "-----\n"					/* line 11 */
	    "\n"
	    "*-A-\n"					/* line 13 */
	    "\n"
	    SPOJ_BOARD;					/* line 15 */
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'Q' is not a letter A-P or '-'");
	ck_assert_uint_eq(d.line, 2);
	ck_assert_uint_eq(d.col, 15);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 16 cells, found 15");
	ck_assert_uint_eq(d.line, 6);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 16 rows, found 2");
	ck_assert_uint_eq(d.line, 8);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "a row of 5 cells makes no board "
	    "(4 to 26 letters A-Z or '-')");
	ck_assert_uint_eq(d.line, 11);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'*' is not a letter A-Z or '-'");
	ck_assert_uint_eq(d.line, 13);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 15);
	ck_assert_int_eq(notation_letters.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

Suite *
make_notation_letters_suite(void)
{
	Suite	*s = suite_create("notation_letters");
	TCase	*tc;

	tc = tcase_create("read");
	tcase_add_test(tc, spoj_boards_and_answers);
	tcase_add_test(tc, uva_boards_and_no_count_later);
	tcase_add_test(tc, other_sides);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_add_test(tc, errors_and_recovery);
	suite_add_tcase(s, tc);
	return s;
}
