/* notation-hex.c: rows and lines, blanks, layouts written back, errors. */
#include <stdlib.h>
#include <string.h>

#include "fixture.h"
#include "suites.h"

/* The SPOJ SUDOKU sample board in hex: groups, bands, two blanks. */
static const char rows_text[] =
    "**0* ***2 **** *E*8\n"
    "*9** 0*1* F*26 5*7*\n"
    "**3* *5*8 *4** **F*\n"
    "*6*4 B*7* ***C *9**\n"
    "\n"
    "**** 4*** *2** 6***\n"
    "*8** A*60 *1** *4*9\n"
    "3*6F **9* 5*** *0**\n"
    "*4** *2*1 **3F **E*\n"
    "\n"
    "# a comment: no part of the layout\n"
    "4--5 -C-- 3--B -A-0\n"
    "-2-- ---- --E- 8-B-\n"
    "7-F- 2--5 -0-- 1---\n"
    "---6 -E3- --9- ---7\n"
    "\n"
    "A--- 9--- -7-0 -F-B\n"
    "--1- -F-- 4--A --0-\n"
    "-7-- 1--A --58 -2--\n"
    "--5- --2- -3-- 7-D-\n";
static const char solved[] =
    "5F07C942DB13AE68E9C80D13FA265B74BD3A65E89407C1F21624BA7FE58C093D"
    "C5714BFE02A96D8328BDA36071CEF4593E6F879C5DB420A194A052D1683FB7EC"
    "41E5FC89367BDA20D2937104ACE586BF7CFB26A5804D139E0A86DE3B1F9245C7"
    "A34C985D2760EF1B6B123FC74EDA9805F7DE10BAC95832468059E426B3F17CDA";
static const char line_text[] =
    "..0....2.....E.8.9..0.1.F.265.7...3..5.8.4....F..6.4B.7....C.9.."
    "....4....2..6....8..A.60.1...4.93.6F..9.5....0...4...2.1..3F..E."
    "4..5.C..3..B.A.0.2........E.8.B.7.F.2..5.0..1......6.E3...9....7"
    "A...9....7.0.F.B..1..F..4..A..0..7..1..A..58.2....5...2..3..7.D."
    "\t# spoj sample\n";

static int
hex_digit(char c)
{
	return c <= '9' ? c - '0' + 1 : c - 'A' + 11;
}

/* The solution's cells, and the givens' count of a board read. */
static void
solved_cells(uint8_t cell[256])
{
	for (int i = 0; i < 256; i++)
		cell[i] = (uint8_t)hex_digit(solved[i]);
}

/* text with every blank replaced, in order, by the solution's digits */
static char *
filled(const char *text)
{
	char	*out = strdup(text);
	size_t	 i, k = 0;
	bool	 comment = false;

	ck_assert_ptr_nonnull(out);
	for (i = 0; out[i] != '\0'; i++) {
		comment = out[i] == '#' ? true : out[i] == '\n' ? false :
		    comment;
		if (comment || out[i] == ' ' || out[i] == '\n' ||
		    out[i] == '\t')
			continue;
		out[i] = solved[k++];
	}
	return out;
}

START_TEST(rows_read_and_written_in_place)
{
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	uint8_t		 cell[256];
	char		*out, *want, *no_comment;

	fixture_open(&in, rows_text, strlen(rows_text));
	puzzle_init(&p);
	ck_assert_ptr_eq(notation_find("hex"), &notation_hex);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 1);
	ck_assert_int_eq(p.shape.side, 16);
	ck_assert_int_eq(p.shape.box_rows, 4);
	ck_assert_int_eq(board_count_givens(p.board), 89);
	ck_assert_int_eq(p.board->cell[2], 1);		/* 0 */
	ck_assert_int_eq(p.board->cell[8 * 16 + 15], 1);
	ck_assert_int_eq(p.board->cell[2 * 16 + 14], 16);	/* F */
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_END);

	/* the layout comes back with every blank filled; no comment */
	solved_cells(cell);
	out = fixture_write_cells(&notation_hex, &p, cell);
	no_comment = strdup(rows_text);
	ck_assert_ptr_nonnull(no_comment);
	memmove(strchr(no_comment, '#'), strstr(no_comment, "layout\n") + 7,
	    strlen(strstr(no_comment, "layout\n") + 7) + 1);
	want = filled(no_comment);
	ck_assert_str_eq(out, want);
	free(out);
	free(want);
	/* blanks stay the source's: '*' in the top half, '-' below */
	out = fixture_write_cells(&notation_hex, &p, p.board->cell);
	ck_assert_str_eq(out, no_comment);
	free(out);
	free(no_comment);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

START_TEST(line_read_and_written_with_its_comment)
{
	struct input	 in;
	struct puzzle	 p, q;
	struct diag	 d;
	uint8_t		 cell[256];
	char		*out, *want;

	fixture_open(&in, rows_text, strlen(rows_text));
	puzzle_init(&q);
	ck_assert_int_eq(notation_hex.read(&in, &q, &d), READ_PUZZLE);
	input_close(&in);
	fixture_open(&in, line_text, strlen(line_text));
	puzzle_init(&p);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_mem_eq(p.board->cell, q.board->cell, 256);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_END);
	solved_cells(cell);
	out = fixture_write_cells(&notation_hex, &p, cell);
	want = filled(line_text);
	ck_assert_str_eq(out, want);
	free(out);
	free(want);
	/* a blank where the source had a digit: the source's blank */
	cell[0] = 0;
	cell[2] = 0;
	out = fixture_write_cells(&notation_hex, &p, cell);
	ck_assert(strncmp(out, ".F.7", 4) == 0);
	free(out);
	puzzle_free(&p);
	puzzle_free(&q);
	input_close(&in);
}
END_TEST

/* From another notation: rows of four groups, '*' blank; read back. */
START_TEST(canonical_layout)
{
	struct input	 in;
	struct puzzle	 p, q;
	struct diag	 d;
	char		*out;

	fixture_open(&in, line_text, strlen(line_text));
	puzzle_init(&p);
	puzzle_init(&q);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_PUZZLE);
	input_close(&in);
	p.notation = &notation_line;
	out = fixture_write_cells(&notation_hex, &p, p.board->cell);
	ck_assert(strncmp(out, "**0* ***2 **** *E*8\n*9** 0*1* F*26 5*7*\n",
	    40) == 0);
	ck_assert_uint_eq(strlen(out), 16 * 20);
	fixture_open(&in, out, strlen(out));
	ck_assert_int_eq(notation_hex.read(&in, &q, &d), READ_PUZZLE);
	ck_assert_mem_eq(q.board->cell, p.board->cell, 256);
	input_close(&in);
	free(out);
	ck_assert(notation_writes(&notation_hex, &p.shape));
	ck_assert(!notation_writes(&notation_hex, &shape_classic));
	puzzle_free(&p);
	puzzle_free(&q);
}
END_TEST

START_TEST(errors_and_recovery)
{
	char		 text[4096];
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	/* a G (line's 16) in row 2; a row of 15; a board cut short */
	snprintf(text, sizeof text, "%s\n%s\n%.60s%s",
	    rows_text, rows_text, rows_text, line_text);
	text[20 + 5] = 'G';
	memmove(strstr(text + 500, "--5- --2- -3-- 7-D-") + 18,
	    strstr(text + 500, "--5- --2- -3-- 7-D-") + 19,
	    strlen(strstr(text + 500, "--5- --2- -3-- 7-D-") + 19) + 1);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'G' is not a hex digit (0-F) or blank "
	    "(. * -)");
	ck_assert_uint_eq(d.line, 2);
	ck_assert_uint_eq(d.col, 6);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 16 cells, found 15");
	ck_assert_uint_eq(d.line, 41);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 16 rows, found 3");
	ck_assert_uint_eq(d.line, 43);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 46);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_END);
	input_close(&in);

	fixture_open(&in, "0123 4567\n", 10);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 16 cells in a row or 256 on a "
	    "line, found 8");
	input_close(&in);
	fixture_open(&in, "0123456789ABCDEF0123\n", 21);
	ck_assert_int_eq(notation_hex.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 256 cells, found 20");
	input_close(&in);
	puzzle_free(&p);
}
END_TEST

Suite *
make_notation_hex_suite(void)
{
	Suite	*s = suite_create("notation_hex");
	TCase	*tc;

	tc = tcase_create("read");
	tcase_add_test(tc, rows_read_and_written_in_place);
	tcase_add_test(tc, line_read_and_written_with_its_comment);
	suite_add_tcase(s, tc);
	tc = tcase_create("write");
	tcase_add_test(tc, canonical_layout);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_add_test(tc, errors_and_recovery);
	suite_add_tcase(s, tc);
	return s;
}
