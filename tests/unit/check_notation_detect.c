/* notation.c: which notation a file's first meaningful line says. */
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "suites.h"

static const char sdk_board[] =
    "530070000\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n"
    "7...2...6\n.6....28.\n...419..5\n....8..79\n";
static const char sample_line[] =
    "1...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4"
    ".9........";

static const struct notation *
detect(const char *text, struct diag *d)
{
	struct input		 in;
	const struct notation	*n;

	fixture_open(&in, text, strlen(text));
	n = notation_detect(&in, d);
	input_close(&in);
	return n;
}

START_TEST(each_notation_recognised)
{
	struct diag	d;

	ck_assert_ptr_eq(detect("# c\n\n4.....8.5.3..........7......2.....6."
	    "....8.4......1.......6.3.7.5..2.....1.4...... top95\n", &d),
	    &notation_line);
	ck_assert_ptr_eq(detect("0 3 5 4 6 9 2 7 8\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("0 3 5 4 6 9 2 7 8 \t\r\n", &d),
	    &notation_boj);
	ck_assert_ptr_eq(detect("103000509\r\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("Puzzle 1\n872643195\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("5 3 . | . 7 . | . . .\n", &d),
	    &notation_grid);
	ck_assert_ptr_eq(detect("5 3 . . 7 . . . .\n", &d), &notation_grid);
	ck_assert_ptr_eq(detect("53.|.7.|...\n", &d), &notation_grid);
	ck_assert_ptr_eq(detect("+-------+-------+-------+\n", &d),
	    &notation_grid);
	ck_assert_ptr_eq(detect("\xe2\x94\x8c\xe2\x94\x80\n", &d),
	    &notation_grid);
	/* │ 5 3 . │ . 7 . │ . . . │ : a row of our pretty output */
	ck_assert_ptr_eq(detect("\xe2\x94\x82 5 3 . \xe2\x94\x82 . 7 . "
	    "\xe2\x94\x82 . . . \xe2\x94\x82\n", &d), &notation_grid);
	ck_assert_ptr_eq(detect("53..7....\n", &d), &notation_grid);
	ck_assert_ptr_eq(detect("10\n6 B2 1 B3\n", &d), &notation_sudominoku);
	ck_assert_ptr_eq(detect(" 0 \n", &d), &notation_sudominoku);
	/* blanks before a line puzzle */
	ck_assert_ptr_eq(detect(" \t4.....8.5.3..........7......2.....6."
	    "....8.4......1.......6.3.7.5..2.....1.4...... top95\n", &d),
	    &notation_line);
	/* a UTF-8 byte order mark is no part of the first line */
	ck_assert_ptr_eq(detect("\xef\xbb\xbf" "530070000\n", &d),
	    &notation_boj);
	ck_assert_ptr_eq(detect("\xef\xbb\xbf" "10\n", &d),
	    &notation_sudominoku);
}
END_TEST

/*
 * The man page's rules where shapes overlap.  A line of nine digits is a
 * Baekjoon 2239 row whatever its value (a board whose first rows are
 * blank), a case count only before a domino; a size line 1 before one
 * number is UVa 989's one-cell board; 81 single digits between blanks
 * are a solved candidates position.
 */
START_TEST(overlapping_shapes_follow_the_rules)
{
	struct diag	d;

	ck_assert_ptr_eq(detect("000000000\n000000000\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("000000005\n103000509\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("000000099\r\n000000000\r\n", &d),
	    &notation_boj);
	ck_assert_ptr_eq(detect("000000037", &d), &notation_boj);
	ck_assert_ptr_eq(detect("000000010\n6 B2 1 B3\n", &d),
	    &notation_sudominoku);
	ck_assert_ptr_eq(detect("000000010\n\n# c\n6 B2 1 B3 \n", &d),
	    &notation_sudominoku);
	ck_assert_ptr_eq(detect("05\n000000000\n", &d), &notation_sudominoku);
	ck_assert_ptr_eq(detect("1\n0\n", &d), &notation_numbers);
	ck_assert_ptr_eq(detect("1\n\n1\n", &d), &notation_numbers);
	ck_assert_ptr_eq(detect("1\n6 B2 1 B3\n", &d), &notation_sudominoku);
	ck_assert_ptr_eq(detect("1\n", &d), &notation_sudominoku);
	ck_assert_ptr_eq(detect("3\n0 0 0 0 0 0 0 0 0\n", &d),
	    &notation_numbers);
	ck_assert_ptr_eq(detect("5 3 4 6 7 8 9 1 2 6 7 2 1 9 5 3 4 8 1 9 8 3 4 "
	    "2 5 6 7 8 5 9 7 6 1 4 2 3 4 2 6 8 5 3 7 9 1 7 1 3 9 2 4 8 5 6 9 6 "
	    "1 5 3 7 2 8 4 2 8 7 4 1 9 6 3 5 3 4 5 2 8 6 1 7 9\n", &d),
	    &notation_candidates);
	/* with 0s among them they are a board's cells, 0 its blanks */
	ck_assert_ptr_eq(detect("5 3 0 0 7 0 0 0 0 6 0 0 1 9 5 0 0 0 0 9 8 0 0 "
	    "0 0 6 0 8 0 0 0 6 0 0 0 3 4 0 0 8 0 3 0 0 1 7 0 0 0 2 0 0 0 6 0 6 "
	    "0 0 0 0 2 8 0 0 0 0 4 1 9 0 0 5 0 0 0 0 8 0 0 7 9\n", &d),
	    &notation_grid);
	/* UVa 989's answer for a board without a solution */
	ck_assert_ptr_eq(detect("NO SOLUTION\r\n\n1 2\n", &d),
	    &notation_numbers);
}
END_TEST

/* Where another notation reads the same lines otherwise, detection says. */
START_TEST(another_reading_is_named)
{
	struct input		 in;
	struct diag		 d;
	unsigned long		 unclear;
	const struct notation	*also;
	char			 text[16 * 17 + 1];
	static const char	 row[] = ".1....4....32...\n";

	for (int i = 0; i < 16; i++)
		memcpy(text + i * 17, row, 17);
	text[16 * 17] = '\0';
	fixture_open(&in, text, strlen(text));
	ck_assert_ptr_eq(notation_detect_at(&in, &d, &unclear, &also),
	    &notation_line);
	ck_assert_ptr_eq(also, &notation_hex);
	input_close(&in);
	/* one such row is no hex board */
	fixture_open(&in, row, strlen(row));
	ck_assert_ptr_eq(notation_detect_at(&in, &d, &unclear, &also),
	    &notation_line);
	ck_assert_ptr_null(also);
	input_close(&in);
	/* boj does not read a count before a domino: no other reading */
	fixture_open(&in, "000000010\n6 B2 1 B3\n", 20);
	ck_assert_ptr_eq(notation_detect_at(&in, &d, &unclear, &also),
	    &notation_sudominoku);
	ck_assert_ptr_null(also);
	input_close(&in);
	fixture_open(&in, "000000010\n000000000\n", 20);
	ck_assert_ptr_eq(notation_detect_at(&in, &d, &unclear, &also),
	    &notation_boj);
	ck_assert_ptr_null(also);
	input_close(&in);
}
END_TEST

/* The notation detection picks, and the other reading it names. */
static const struct notation *
detect_also(const char *text, const struct notation **also)
{
	struct input		 in;
	struct diag		 d;
	unsigned long		 unclear;
	const struct notation	*n;

	fixture_open(&in, text, strlen(text));
	n = notation_detect_at(&in, &d, &unclear, also);
	input_close(&in);
	return n;
}

/* Nine rows of the row, each followed by the separator. */
static char *
nine_rows(const char *row)
{
	static char	text[9 * 64 + 1];

	text[0] = '\0';
	for (int i = 0; i < 9; i++)
		strcat(text, row);
	return text;
}

/*
 * Other readings -v names where the answer would differ: a 2580 board
 * laid out with tabs or double spaces is grid's (kept as laid out), boj
 * writes the judge's single spaces; a hex board marked by '0' and '.'
 * reads otherwise as line (a word) or grid (rows); 81 cells on a line
 * with a 0 among them are a board, a cell of no candidate to candidates.
 */
START_TEST(other_readings_that_change_the_answer)
{
	const struct notation	*also;
	char			 word[300];
	char			 rows[16 * 20 + 2];	/* and one blank line */

	ck_assert_ptr_eq(detect_also(nine_rows("0\t3\t5\t4\t6\t9\t2\t7\t8\n"),
	    &also), &notation_grid);
	ck_assert_ptr_eq(also, &notation_boj);
	ck_assert_ptr_eq(detect_also(nine_rows("0  3  5  4  6  9  2  7  8\n"),
	    &also), &notation_grid);
	ck_assert_ptr_eq(also, &notation_boj);
	ck_assert_ptr_eq(detect_also(nine_rows(" 035469278\n"), &also),
	    &notation_grid);
	ck_assert_ptr_eq(also, &notation_boj);
	/* boj must read the whole board: not with a '.' in a row */
	ck_assert_ptr_eq(detect_also("0\t3\t5\t4\t6\t9\t2\t7\t8\n"
	    "0\t3\t.\t4\t6\t9\t2\t7\t8\n", &also), &notation_grid);
	ck_assert_ptr_null(also);
	/* nor with only part of it */
	ck_assert_ptr_eq(detect_also("0\t3\t5\t4\t6\t9\t2\t7\t8\n", &also),
	    &notation_grid);
	ck_assert_ptr_null(also);
	memset(word, '.', 256);
	strcpy(word + 256, "\n");
	word[3] = '0';
	word[9] = 'A';
	ck_assert_ptr_eq(detect_also(word, &also), &notation_hex);
	ck_assert_ptr_eq(also, &notation_line);
	word[4] = '*';
	ck_assert_ptr_eq(detect_also(word, &also), &notation_hex);
	ck_assert_ptr_null(also);
	rows[0] = '\0';
	for (int i = 0; i < 16; i++)
		strcat(rows, i == 0 ? "0... .... .... ....\n" :
		    ".5.. 6..E .F.C .1..\n");
	ck_assert_ptr_eq(detect_also(rows, &also), &notation_hex);
	ck_assert_ptr_eq(also, &notation_grid);
	/* a blank line between bands would end a grid board */
	rows[0] = '\0';
	for (int i = 0; i < 16; i++)
		strcat(rows, i == 4 ? "\n.5.. 6..E .F.C .1..\n" : i == 0 ?
		    "0... .... .... ....\n" : ".5.. 6..E .F.C .1..\n");
	ck_assert_ptr_eq(detect_also(rows, &also), &notation_hex);
	ck_assert_ptr_null(also);
	ck_assert_ptr_eq(detect_also("4 0 0 0 0 0 8 0 5 0 3 0 0 0 0 0 0 0 0 0 0 "
	    "7 0 0 0 0 0 0 2 0 0 0 0 0 6 0 0 0 0 0 8 0 4 0 0 0 0 0 0 1 0 0 0 0 "
	    "0 0 0 6 0 3 0 7 0 5 0 0 2 0 0 0 0 0 1 0 4 0 0 0 0 0 0\n", &also),
	    &notation_grid);
	ck_assert_ptr_eq(also, &notation_candidates);
	ck_assert_ptr_eq(detect_also("4 . . . . . 8 . 5 . 3 . . . . . . . . . . "
	    "7 . . . . . . 2 . . . . . 6 . . . . . 8 . 4 . . . . . . 1 . . . . "
	    ". . . 6 . 3 . 7 . 5 . . 2 . . . . . 1 . 4 . . . . . .\n", &also),
	    &notation_grid);
	ck_assert_ptr_null(also);
}
END_TEST

/*
 * A candidates board whose first row is all placed digits: the rows after
 * it decide, a HoDoKu border before it too.  With a 0 in the board, or no
 * row of several candidates, it is a Baekjoon board still.
 */
START_TEST(placed_first_rows_of_candidates)
{
	static const char	 board[] =
	    "4 2 5 6 9 1 7 3 8\n"
	    "9 6 18 238 37 2378 14 ?2 5\n"
	    "178 3 18 5 4 278 19 269 169\n"
	    "?6 59 3 49 8 457 2 1 479\n"
	    "18 159 7 12349 135 2345 6 589 49\n"
	    "18 4 2 19 6 57 3 589 79\n"
	    "1367 17 16 138 2 9 158 4 136\n"
	    "5 19 1469 1348 13 3468 189 7 2\n"
	    "1236 8 1469 7 135 3456 159 569 1369\n";
	static const char	 hodoku[] =
	    ".-------.-------.-------.\n"
	    "| 4 2 5 | 6 9 1 | 7 3 8 |\n"
	    "| 9 6 18 | 238 37 2378 | 14 ?2 5 |\n";
	static const char	 solved_hodoku[] =
	    ".-------.-------.-------.\n"
	    "| 4 2 5 | 6 9 1 | 7 3 8 |\n"
	    "| 9 6 1 | 2 3 7 | 4 8 5 |\n";
	struct diag		 d;

	ck_assert_ptr_eq(detect(board, &d), &notation_candidates);
	ck_assert_ptr_eq(detect(hodoku, &d), &notation_candidates);
	ck_assert_ptr_eq(detect(solved_hodoku, &d), &notation_candidates);
	/* a grid's border is no HoDoKu border: the rows decide */
	ck_assert_ptr_eq(detect("+-------+-------+-------+\n"
	    "| 4 2 5 | 6 9 1 | 7 3 8 |\n| 9 6 1 | 2 3 7 | 4 8 5 |\n", &d),
	    &notation_grid);
	ck_assert_ptr_eq(detect("5 3 4 6 7 8 9 1 2\n6 7 2 1 9 5 3 4 8\n"
	    "1 9 8 3 4 2 5 6 7\n", &d), &notation_boj);
	/* a wrong number in a Baekjoon board with blanks: still boj */
	ck_assert_ptr_eq(detect("5 3 4 6 7 8 9 1 2\n6 7 2 1 9 5 3 4 8\n"
	    "1 9 8 34 4 2 5 6 0\n", &d), &notation_boj);
}
END_TEST

/*
 * A sign before a digit, or a number past 9, is wrong in every notation;
 * where it stands in a Baekjoon board, first row or later, the board is
 * still read as boj, to be reported as boj reports it, never as a grid
 * (where - and + are separators and 10 is two cells).
 */
START_TEST(malformed_boards_stay_boards)
{
	struct diag	d;

	ck_assert_ptr_eq(detect("8 -7 4 1 2 3 5 6 9\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("8 +7 4 1 2 3 5 6 9\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("0 3 5 4 6 9 2 7 10\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("0 3 5 4 6 9 2 7 08\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("0 3 5 4 6 9 2 7 8\n7 -8 2 1 0 5 6 0 9\n",
	    &d), &notation_boj);
	ck_assert_ptr_eq(detect("0 3 5 4 6 9 2 7 8\n7 +8 2 1 0 5 6 0 9\n",
	    &d), &notation_boj);
	ck_assert_ptr_eq(detect("103000509\n00210940-0\n", &d), &notation_boj);
	/* grid rows of runs of digits are still grid */
	ck_assert_ptr_eq(detect("534 678 912\n", &d), &notation_grid);
	/* nine cells or more, one of two candidates or more: candidates */
	ck_assert_ptr_eq(detect("9 3478 1 347 2347 237 6 23478 5\n", &d),
	    &notation_candidates);
	ck_assert_ptr_eq(detect("9 3478 1 | 347 2347 237 | 6 23478 5\n", &d),
	    &notation_candidates);
	/* an open cell of one candidate tells too; 0 is a cell, not a sign */
	ck_assert_ptr_eq(detect("4 1 7 3 6 9 8 2 ?5\n", &d),
	    &notation_candidates);
	ck_assert_ptr_eq(detect("1 2 3 4 5 6 7 8 0 45678\n", &d),
	    &notation_candidates);
	ck_assert_ptr_null(detect("4 1 7 3 6 9 8 2 5? 12\n", &d));
	ck_assert_ptr_eq(detect("5 3 4 6 7 8 9 1 2\n", &d), &notation_boj);
	ck_assert_ptr_eq(detect("5 3 . | . -7 . | . . .\n", &d),
	    &notation_grid);
	/* nothing reads it: the sign is what is wrong */
	ck_assert_ptr_null(detect("\n-7 1\n", &d));
	ck_assert_uint_eq(d.line, 2);
	ck_assert_uint_eq(d.col, 1);
	ck_assert_str_eq(d.message, "cannot tell the notation: line 2 has "
	    "'-7': numbers have no sign");
}
END_TEST

/* Digit rows that are not single-spaced are laid out by hand: grid. */
START_TEST(irregular_spacing_is_grid)
{
	struct diag	d;

	ck_assert_ptr_eq(detect("5 3 0  0 7 0  0 0 0\n", &d), &notation_grid);
	ck_assert_ptr_eq(detect(" 530070000\n", &d), &notation_grid);
	ck_assert_ptr_eq(detect("5\t3\t0\t0\t7\t0\t0\t0\t0\n", &d),
	    &notation_grid);
}
END_TEST

/*
 * An .sdk file may start with a row of digits and go on with dots: the
 * rest of the first board decides, not its first row alone.
 */
START_TEST(later_rows_of_the_board_decide)
{
	struct diag	d;

	ck_assert_ptr_eq(detect(sdk_board, &d), &notation_grid);
	ck_assert_ptr_eq(detect("5 3 0 0 7 0 0 0 0\n6 . . 1 9 5 . . .\n", &d),
	    &notation_grid);
	ck_assert_ptr_eq(detect("530070000\n# note\n600195000\n"
	    "098000060 |\n", &d), &notation_grid);
	/* a blank line ends the board: the next board does not count */
	ck_assert_ptr_eq(detect("530070000\n\n6..195...\n", &d),
	    &notation_boj);
	/* a row no notation reads does not make it grid */
	ck_assert_ptr_eq(detect("530070000\n6xx195000\n", &d), &notation_boj);
}
END_TEST

/* Where boj and grid both fit, they write back the same bytes. */
/*
 * Grids of other sides: the first row's cells (letters from A for 10 on
 * boards past 9x9) and the next row's agree.  One row alone, or rows that
 * disagree, are no board: the message stays what it was.
 */
START_TEST(grids_of_other_sizes)
{
	struct diag	d;

	ck_assert_ptr_eq(detect("1 . | . .\n\n", &d), NULL);
	ck_assert_ptr_eq(detect("1 . | . .\n----+----\n. . | 1 .\n", &d),
	    &notation_grid);
	ck_assert_ptr_eq(detect("12.|4.6\n...|123\n", &d), &notation_grid);
	ck_assert_ptr_eq(detect(". A 7 2 | 9 . B C | . . . . | . 3 . 1\n"
	    "# a comment\n6 . . B | 3 . . . | . D . . | A . 2 .\n", &d),
	    &notation_grid);
	ck_assert_ptr_eq(detect("1 2 3 4 5 6 7 8 9 A B C D E F G\n"
	    "1 2 3 4 5 6 7 8 9 A B C D E F\n", &d), NULL);
	ck_assert_str_eq(d.message, "cannot tell the notation: line 1 has "
	    "'A', which is neither a cell nor a separator");
	ck_assert_ptr_eq(detect("53..7...\n6..195...\n", &d), NULL);
	ck_assert_str_eq(d.message, "cannot tell the notation: line 1 has "
	    "8 cells; a 'line' puzzle has 81 cells (N*N for other "
	    "sizes), a row 9 cells or N numbers");
	/* a letter past the side is no symbol: no board of 10 */
	ck_assert_ptr_eq(detect("53..7....x\n6..195...x\n", &d), NULL);
}
END_TEST

/*
 * hex against line and grid: '*' or '-', or both '0' and '.', say hex;
 * a G says line; without either, line and grid keep what they had.
 */
START_TEST(hex_told_from_line_and_grid)
{
	char		line[300];
	struct diag	d;

	memset(line, '.', 256);
	strcpy(line + 256, " # x\n");
	line[3] = '0';
	ck_assert_ptr_eq(detect(line, &d), &notation_hex);
	line[3] = '*';
	ck_assert_ptr_eq(detect(line, &d), &notation_hex);
	line[3] = '-';
	ck_assert_ptr_eq(detect(line, &d), &notation_hex);
	line[3] = 'F';
	ck_assert_ptr_eq(detect(line, &d), &notation_line);
	line[4] = '0';
	line[5] = 'G';
	ck_assert_ptr_eq(detect(line, &d), &notation_line);
	/* rows: the board's rows decide, blank lines between bands */
	ck_assert_ptr_eq(detect("*5** 6**E *F*C *0**\n", &d), &notation_hex);
	ck_assert_ptr_eq(detect(".5.. 6..E .F.C .1..\n.... ....\n", &d),
	    NULL);
	ck_assert_ptr_eq(detect(".5.. 6..E .F.C .1..\nB..1 24.. .1.3 5.E.\n"
	    "\n.E.. .D.1 5... ....\n..9F ..C. ..2. .418\n"
	    "\n.02. F3E. .97. ..4.\n", &d), &notation_hex);
	ck_assert_ptr_eq(detect(".5.. 6..E .F.C .1..\nB..1 24.. .1.3 5.E.\n",
	    &d), &notation_grid);
	ck_assert_ptr_eq(detect("-5-- 6--E -F-C -0--\n", &d), &notation_hex);
}
END_TEST

/* letters: rows of A-Z and '-' of one length, SPOJ's count before them. */
START_TEST(letters_recognised)
{
	struct diag	d;

	ck_assert_ptr_eq(detect("--A----C-----O-I\n-J--A-B-P-CGF-H-\n", &d),
	    &notation_letters);
	ck_assert_ptr_eq(detect("1\n--A----C-----O-I\n-J--A-B-P-CGF-H-\n",
	    &d), &notation_letters);
	ck_assert_ptr_eq(detect("10\n\n----------------\n"
	    "-J--A-B-P-CGF-H-\n", &d), &notation_letters);
	ck_assert_ptr_eq(detect("A-C-\n--A-\n", &d), &notation_letters);
	/* a lone line of dashes is a grid's border; Q is no 16x16 letter */
	ck_assert_ptr_eq(detect("----------------\n", &d), &notation_grid);
	ck_assert_ptr_eq(detect("--A----C-----O-Q\n-J--A-B-P-CGF-H-\n", &d),
	    NULL);
	/* a count before anything else stays Sudominoku's */
	ck_assert_ptr_eq(detect("10\n6 B2 1 B3\n", &d), &notation_sudominoku);
	ck_assert_ptr_eq(detect("10\n", &d), &notation_sudominoku);
}
END_TEST

START_TEST(boj_and_grid_agree_where_both_fit)
{
	static const char *const boards[] = {
		"103000509\n002109400\n000704000\n300502006\n060000050\n"
		"700803004\n000401000\n009205800\n804000107\n",
		"0 3 5 4 6 9 2 7 8\n7 8 2 1 0 5 6 0 9\n0 6 0 2 7 8 1 3 5\n"
		"3 2 1 0 4 6 8 9 7\n8 0 4 9 1 3 5 0 6\n5 9 6 8 2 0 4 1 3\n"
		"9 1 7 6 5 2 0 8 0\n6 0 3 7 0 1 9 5 2\n2 5 8 3 9 4 7 6 0\n",
	};
	struct input	 in;
	struct puzzle	 as_boj, as_grid;
	struct diag	 d;
	char		*by_boj, *by_grid;
	size_t		 i;

	for (i = 0; i < sizeof boards / sizeof boards[0]; i++) {
		ck_assert_ptr_eq(detect(boards[i], &d), &notation_boj);
		puzzle_init(&as_boj);
		puzzle_init(&as_grid);
		fixture_open(&in, boards[i], strlen(boards[i]));
		ck_assert_int_eq(notation_boj.read(&in, &as_boj, &d),
		    READ_PUZZLE);
		input_close(&in);
		fixture_open(&in, boards[i], strlen(boards[i]));
		ck_assert_int_eq(notation_grid.read(&in, &as_grid, &d),
		    READ_PUZZLE);
		input_close(&in);
		ck_assert_mem_eq(as_boj.givens.cell, as_grid.givens.cell,
		    GRID_CELLS);
		by_boj = fixture_write(&notation_boj, &as_boj, &as_boj.givens);
		by_grid = fixture_write(&notation_grid, &as_grid,
		    &as_grid.givens);
		ck_assert_str_eq(by_boj, boards[i]);
		ck_assert_str_eq(by_grid, boards[i]);
		free(by_boj);
		free(by_grid);
		puzzle_free(&as_boj);
		puzzle_free(&as_grid);
	}
}
END_TEST

/* Detection consumes nothing: the reader starts at line 1. */
START_TEST(detection_leaves_input_unread)
{
	static const char text[] = "# two boards\n\n"
	    "103000509\n002109400\n000704000\n300502006\n060000050\n"
	    "700803004\n000401000\n009205800\n804000107\n";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_ptr_eq(notation_detect(&in, &d), &notation_boj);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 3);
	ck_assert_int_eq(p.givens.cell[0], 1);
	ck_assert_int_eq(notation_boj.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(a_character_no_notation_has)
{
	struct diag	d;

	ck_assert_ptr_null(detect("\n\nhello world\n", &d));
	ck_assert_str_eq(d.file, FIXTURE_NAME);
	ck_assert_uint_eq(d.line, 3);
	ck_assert_uint_eq(d.col, 1);
	ck_assert_str_eq(d.message, "cannot tell the notation: line 3 has "
	    "'h', which is neither a cell nor a separator");
	/* an 81-cell line with one bad byte: the byte is pointed at */
	ck_assert_ptr_null(detect("4...3.......6..8..........1....5..9..8..x."
	    "..6...7.2........1.27..5.3....4.9........\n", &d));
	ck_assert_uint_eq(d.line, 1);
	ck_assert_uint_eq(d.col, 41);
	ck_assert_str_eq(d.message, "cannot tell the notation: line 1 has "
	    "'x', which is neither a cell nor a separator");
}
END_TEST

START_TEST(a_wrong_number_of_cells)
{
	struct diag	d;

	ck_assert_ptr_null(detect("# c\r\n\r\n123456789012\r\n", &d));
	ck_assert_uint_eq(d.line, 3);
	ck_assert_uint_eq(d.col, 1);
	ck_assert_str_eq(d.message, "cannot tell the notation: line 3 has 12 "
	    "cells; a 'line' puzzle has 81 cells (N*N for other "
	    "sizes), a row 9 cells or N numbers");
	ck_assert_ptr_null(detect("5 3 . | . 7 . | . .\n", &d));
	ck_assert_str_eq(d.message, "cannot tell the notation: line 1 has 8 "
	    "cells; a 'line' puzzle has 81 cells (N*N for other "
	    "sizes), a row 9 cells or N numbers");
	ck_assert_ptr_null(detect("123\n", &d));
	ck_assert_str_eq(d.message, "cannot tell the notation: line 1 has 3 "
	    "cells; a 'line' puzzle has 81 cells (N*N for other "
	    "sizes), a row 9 cells or N numbers");
	ck_assert_ptr_null(detect("|.|\n", &d));
	ck_assert_str_eq(d.message, "cannot tell the notation: line 1 has 1 "
	    "cell; a 'line' puzzle has 81 cells (N*N for other "
	    "sizes), a row 9 cells or N numbers");
	ck_assert_ptr_null(detect("4...3.......6..8..........1....5..9..8....6"
	    "...7.2........1.27..5.3....4.9.......\n", &d));
	ck_assert_str_eq(d.message, "cannot tell the notation: line 1 has 80 "
	    "cells; a 'line' puzzle has 81 cells (N*N for other "
	    "sizes), a row 9 cells or N numbers");
	/* pencil marks that detection cannot place name -f candidates */
	ck_assert_ptr_null(detect("1459 23 7\n", &d));
	ck_assert_str_eq(d.message, "cannot tell the notation: line 1 has 7 "
	    "cells; a 'line' puzzle has 81 cells (N*N for other "
	    "sizes), a row 9 cells or N numbers; pencil marks: -f candidates");
	ck_assert_ptr_null(detect(".------.------.------.\n| 5 3 . |\n", &d));
	ck_assert_str_eq(d.message, "cannot tell the notation: line 1 has 4 "
	    "cells; a 'line' puzzle has 81 cells (N*N for other "
	    "sizes), a row 9 cells or N numbers; pencil marks: -f candidates");
	ck_assert_ptr_null(detect("*------*\n| 5 3 . |\n", &d));
	ck_assert_str_eq(d.message, "cannot tell the notation: line 1 has '*', "
	    "which is neither a cell nor a separator; pencil marks: -f "
	    "candidates");
}
END_TEST

START_TEST(no_puzzle_at_all)
{
	struct diag	d;

	ck_assert_ptr_null(detect("", &d));
	ck_assert_str_eq(d.message, "no puzzle found");
	ck_assert_str_eq(d.file, FIXTURE_NAME);
	ck_assert_uint_eq(d.line, 0);
	ck_assert_uint_eq(d.col, 0);
	ck_assert_ptr_null(detect("# only\n  \n\t\n\r\n# comments", &d));
	ck_assert_str_eq(d.message, "no puzzle found");
	ck_assert_uint_eq(d.line, 0);
}
END_TEST

/* Comments past the window, and nothing after them. */
START_TEST(no_puzzle_beyond_the_window)
{
	struct input	 in;
	struct diag	 d;
	size_t		 size = 4 * INPUT_LINE_MAX + 4096, i;
	char		*text = malloc(size + 1);

	ck_assert_ptr_nonnull(text);
	for (i = 0; i + 4 <= size; i += 4)
		memcpy(text + i, "# c\n", 4);
	fixture_open(&in, text, i);
	ck_assert_ptr_null(notation_detect(&in, &d));
	ck_assert_str_eq(d.message, "no puzzle found");
	input_close(&in);
	free(text);
}
END_TEST

/*
 * The first meaningful line decides wherever it is: comments past the
 * window are read through, and an over-long line before it, whole in the
 * window or longer than it, is skipped and kept for the reader to report
 * where it is, as it would anywhere else.
 */
static void
detect_after(const char *before, size_t before_len, const char *text,
    const struct notation *expect, unsigned long first_line)
{
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	size_t		 len = strlen(text);
	char		*all = malloc(before_len + len);

	ck_assert_ptr_nonnull(all);
	memcpy(all, before, before_len);
	memcpy(all + before_len, text, len);
	fixture_open(&in, all, before_len + len);
	free(all);
	ck_assert_ptr_eq(notation_detect(&in, &d), expect);
	puzzle_init(&p);
	ck_assert_int_eq(expect->read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, first_line);
	ck_assert_int_eq(p.givens.cell[0], text[0] - '0');
	ck_assert_int_eq(expect->read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}

START_TEST(start_beyond_the_window)
{
	size_t		 size = 4 * INPUT_LINE_MAX + 4096, i;
	unsigned long	 lines = 0;
	char		*text = malloc(size + 1);

	ck_assert_ptr_nonnull(text);
	for (i = 0; i + 4 <= size; i += 4, lines++)
		memcpy(text + i, "# c\n", 4);
	detect_after(text, i, sdk_board, &notation_grid, lines + 1);
	detect_after(text, i, "103000509\n002109400\n000704000\n300502006\n"
	    "060000050\n700803004\n000401000\n009205800\n804000107\n",
	    &notation_boj, lines + 1);
	free(text);
}
END_TEST

/* Over-long lines are reported by the reader, then the rest is read. */
static void
expect_long_lines(const char *text, size_t len, const struct notation *n,
    int nlong, unsigned long first_puzzle_line)
{
	struct input	in;
	struct puzzle	p;
	struct diag	d;
	int		i;

	fixture_open(&in, text, len);
	ck_assert_ptr_eq(notation_detect(&in, &d), n);
	puzzle_init(&p);
	for (i = 0; i < nlong; i++) {
		ck_assert_int_eq(n->read(&in, &p, &d), READ_BAD);
		ck_assert_str_eq(d.message, "line is longer than 65536 bytes");
	}
	if (first_puzzle_line > 0) {
		ck_assert_int_eq(n->read(&in, &p, &d), READ_PUZZLE);
		ck_assert_uint_eq(p.line, first_puzzle_line);
	}
	ck_assert_int_eq(n->read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}

START_TEST(over_long_first_lines)
{
	/* a line whole in the window (up to 4 x 64 KiB), and one past it */
	size_t		 sizes[] = { INPUT_LINE_MAX + 1, 100000,
			    4 * INPUT_LINE_MAX + 10 };
	size_t		 i, at;
	char		*text = malloc(2 * 4 * INPUT_LINE_MAX + 4096);

	ck_assert_ptr_nonnull(text);
	for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		memset(text, 'x', sizes[i]);
		at = sizes[i];
		at += (size_t)sprintf(text + at, "\n%s", sdk_board);
		expect_long_lines(text, at, &notation_grid, 1, 2);
		/* two of them, a comment between, then a sudominoku case */
		memset(text, 'x', sizes[i]);
		at = sizes[i];
		at += (size_t)sprintf(text + at, "\r\n# c\n");
		memset(text + at, 'y', sizes[i]);
		at += sizes[i];
		at += (size_t)sprintf(text + at, "\n\n1\n1 A1 2 A2\n"
		    "A3 B3 C3 D3 E3 F3 G3 H3 I3\n0\n");
		expect_long_lines(text, at, &notation_sudominoku, 2, 5);
		/* nothing else: the line reader reports it */
		expect_long_lines(text, sizes[i], &notation_line, 1, 0);
	}
	/* exactly as long as a line may be: the line decides */
	memset(text, '.', INPUT_LINE_MAX);
	memcpy(text, sample_line, GRID_CELLS);
	text[GRID_CELLS] = ' ';
	text[INPUT_LINE_MAX] = '\n';
	expect_long_lines(text, INPUT_LINE_MAX + 1, &notation_line, 0, 1);
	free(text);
}
END_TEST

START_TEST(names_find_notations)
{
	const struct notation *const	*n;
	int				 count = 0;

	ck_assert_ptr_eq(notation_find("line"), &notation_line);
	ck_assert_ptr_eq(notation_find("grid"), &notation_grid);
	ck_assert_ptr_eq(notation_find("boj"), &notation_boj);
	ck_assert_ptr_eq(notation_find("sudominoku"), &notation_sudominoku);
	ck_assert_ptr_eq(notation_find("candidates"), &notation_candidates);
	ck_assert_ptr_eq(notation_find("hex"), &notation_hex);
	ck_assert_ptr_eq(notation_find("letters"), &notation_letters);
	ck_assert_ptr_eq(notation_find("numbers"), &notation_numbers);
	ck_assert_ptr_eq(notation_find("variant"), &notation_variant);
	ck_assert_ptr_eq(notation_find("killer"), &notation_killer);
	ck_assert_ptr_eq(notation_find("fpuzzles"), &notation_fpuzzles);
	ck_assert_ptr_null(notation_find("auto"));
	ck_assert_ptr_null(notation_find("lin"));
	for (n = notation_table; *n != NULL; n++) {
		ck_assert_ptr_eq(notation_find((*n)->name), *n);
		ck_assert_ptr_nonnull((*n)->read);
		ck_assert_ptr_nonnull((*n)->write);
		count++;
	}
	ck_assert_int_eq(count, 11);
}
END_TEST

/* The text buffer is the puzzle's, grown as needed and then reused. */
START_TEST(puzzle_text_grows_and_is_reused)
{
	struct puzzle	 p;
	char		 big[1000];
	const char	*first;

	puzzle_init(&p);
	ck_assert_ptr_null(p.text);
	ck_assert_int_eq(puzzle_set_text(&p, "ab", 2), 0);
	ck_assert_str_eq(p.text, "ab");
	ck_assert_int_eq(puzzle_append_text(&p, "cd", 2), 0);
	ck_assert_str_eq(p.text, "abcd");
	ck_assert_uint_eq(p.text_len, 4);
	memset(big, 'x', sizeof big);
	ck_assert_int_eq(puzzle_append_text(&p, big, sizeof big), 0);
	ck_assert_uint_eq(p.text_len, 1004);
	ck_assert_uint_ge(p.text_cap, 1005);
	ck_assert_int_eq(p.text[1004], '\0');
	first = p.text;
	ck_assert_int_eq(puzzle_set_text(&p, "", 0), 0);
	ck_assert_str_eq(p.text, "");
	ck_assert_int_eq(puzzle_set_text(&p, big, sizeof big), 0);
	ck_assert_ptr_eq(p.text, first);
	ck_assert_int_eq(puzzle_append_text(&p, big, (size_t)-1 / 2), -1);
	ck_assert_uint_eq(p.text_len, sizeof big);
	puzzle_free(&p);
	ck_assert_ptr_null(p.text);
	ck_assert_uint_eq(p.text_cap, 0);
}
END_TEST

/*
 * Project Euler 96's label, a case count with zeros before it, a domino
 * line where a case count should be.
 */
START_TEST(labels_counts_and_dominoes)
{
	struct diag	d;

	ck_assert_ptr_eq(detect("Grid 01\n003020600\n", &d), &notation_grid);
	ck_assert_ptr_eq(detect("Grid 7 \r\n", &d), &notation_grid);
	ck_assert_ptr_null(detect("Grid\n", &d));
	ck_assert_ptr_null(detect("Grid 1a\n", &d));
	ck_assert_ptr_eq(detect("010\n6 B2 1 B3\n", &d),
	    &notation_sudominoku);
	ck_assert_ptr_eq(detect("00\n", &d), &notation_sudominoku);
	ck_assert_ptr_null(detect("100\n", &d));
	ck_assert_ptr_eq(detect("6 B2 1 B3\n", &d), &notation_sudominoku);
	ck_assert_ptr_null(detect("6 B2 1 J3\n", &d));
}
END_TEST

/* A line no rule fits: its number, to read past it and try again. */
START_TEST(past_an_unclear_line)
{
	struct input		 in;
	struct diag		 d;
	unsigned long		 unclear;
	static const char	 text[] = "Puzzles\n\n# c\n***\n530070000\n";

	fixture_open(&in, text, strlen(text));
	ck_assert_ptr_null(notation_detect_at(&in, &d, &unclear, NULL));
	ck_assert_uint_eq(unclear, 1);
	ck_assert_uint_eq(d.line, 1);
	ck_assert_int_eq(notation_skip_unclear(&in, unclear, &d), 0);
	ck_assert_ptr_null(notation_detect_at(&in, &d, &unclear, NULL));
	ck_assert_uint_eq(unclear, 4);
	ck_assert_int_eq(notation_skip_unclear(&in, unclear, &d), 0);
	ck_assert_ptr_eq(notation_detect_at(&in, &d, &unclear, NULL), &notation_boj);
	ck_assert_uint_eq(unclear, 0);
	input_close(&in);
	fixture_open(&in, "", 0);
	ck_assert_ptr_null(notation_detect_at(&in, &d, &unclear, NULL));
	ck_assert_uint_eq(unclear, 0);
	input_close(&in);
}
END_TEST

START_TEST(shown_characters)
{
	char	shown[8];

	notation_show_char('x', shown);
	ck_assert_str_eq(shown, "x");
	notation_show_char('\t', shown);
	ck_assert_str_eq(shown, "\\x09");
	notation_show_char('\x7f', shown);
	ck_assert_str_eq(shown, "\\x7f");
	notation_show_char('\xe2', shown);
	ck_assert_str_eq(shown, "\\xe2");
}
END_TEST

Suite *
make_notation_detect_suite(void)
{
	Suite	*s = suite_create("notation_detect");
	TCase	*tc;

	tc = tcase_create("detect");
	tcase_add_test(tc, each_notation_recognised);
	tcase_add_test(tc, overlapping_shapes_follow_the_rules);
	tcase_add_test(tc, another_reading_is_named);
	tcase_add_test(tc, other_readings_that_change_the_answer);
	tcase_add_test(tc, placed_first_rows_of_candidates);
	tcase_add_test(tc, irregular_spacing_is_grid);
	tcase_add_test(tc, grids_of_other_sizes);
	tcase_add_test(tc, hex_told_from_line_and_grid);
	tcase_add_test(tc, letters_recognised);
	tcase_add_test(tc, later_rows_of_the_board_decide);
	tcase_add_test(tc, boj_and_grid_agree_where_both_fit);
	tcase_add_test(tc, detection_leaves_input_unread);
	tcase_add_test(tc, malformed_boards_stay_boards);
	tcase_add_test(tc, start_beyond_the_window);
	tcase_add_test(tc, over_long_first_lines);
	tcase_add_test(tc, labels_counts_and_dominoes);
	suite_add_tcase(s, tc);
	tc = tcase_create("failures");
	tcase_add_test(tc, a_character_no_notation_has);
	tcase_add_test(tc, a_wrong_number_of_cells);
	tcase_add_test(tc, no_puzzle_at_all);
	tcase_add_test(tc, no_puzzle_beyond_the_window);
	tcase_add_test(tc, past_an_unclear_line);
	suite_add_tcase(s, tc);
	tc = tcase_create("table");
	tcase_add_test(tc, names_find_notations);
	tcase_add_test(tc, puzzle_text_grows_and_is_reused);
	tcase_add_test(tc, shown_characters);
	suite_add_tcase(s, tc);
	return s;
}
