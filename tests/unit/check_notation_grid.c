/* notation-grid.c: layouts, separators, errors, writing back in place. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

/* Two puzzles written one after the other into one output. */
static char *
write_two(const struct puzzle *first, const struct puzzle *second)
{
	char		 path[] = "/tmp/sudoku-grid.XXXXXX";
	struct output	*out = malloc(sizeof *out);
	char		*text = calloc(1, 4096);
	int		 fd;

	ck_assert_ptr_nonnull(out);
	ck_assert_ptr_nonnull(text);
	fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	unlink(path);
	output_init(out, fd, "two");
	notation_grid.write(out, first, first->givens.cell);
	out->records++;
	notation_grid.write(out, second, second->givens.cell);
	out->records++;
	ck_assert_int_eq(output_flush(out), 0);
	ck_assert_int_ge(pread(fd, text, 4095, 0), 0);
	close(fd);
	free(out);
	return text;
}

/*
 * Our pretty output, boxed in Unicode, read as grid and written back:
 * the same bytes; two puzzles come out with one blank line between.
 */
START_TEST(unicode_box_round_trip)
{
	static const char box[] =
	    "\xe2\x94\x8c\xe2\x94\x80\xe2\x94\x80\xe2\x94\xac\xe2\x94\x90\n"
	    "\xe2\x94\x82 5 3 . \xe2\x94\x82 . 7 . \xe2\x94\x82 . . . \xe2\x94\x82\n"
	    "\xe2\x94\x82 6 . . \xe2\x94\x82 1 9 5 \xe2\x94\x82 . . . \xe2\x94\x82\n"
	    "\xe2\x94\x82 . 9 8 \xe2\x94\x82 . . . \xe2\x94\x82 . 6 . \xe2\x94\x82\n"
	    "\xe2\x94\x9c\xe2\x94\x80\xe2\x94\xbc\xe2\x94\xa4\n"
	    "\xe2\x94\x82 8 . . \xe2\x94\x82 . 6 . \xe2\x94\x82 . . 3 \xe2\x94\x82\n"
	    "\xe2\x94\x82 4 . . \xe2\x94\x82 8 . 3 \xe2\x94\x82 . . 1 \xe2\x94\x82\n"
	    "\xe2\x94\x82 7 . . \xe2\x94\x82 . 2 . \xe2\x94\x82 . . 6 \xe2\x94\x82\n"
	    "\xe2\x95\x9f\xe2\x94\x80\xe2\x95\xab\xe2\x95\xa2\n"
	    "\xe2\x94\x82 . 6 . \xe2\x94\x82 . . . \xe2\x94\x82 2 8 . \xe2\x94\x82\n"
	    "\xe2\x94\x82 . . . \xe2\x94\x82 4 1 9 \xe2\x94\x82 . . 5 \xe2\x94\x82\n"
	    "\xe2\x94\x82 . . . \xe2\x94\x82 . 8 . \xe2\x94\x82 . 7 9 \xe2\x94\x82\n"
	    "\xe2\x94\x94\xe2\x94\x80\xe2\x94\xb4\xe2\x94\x98\n";
	char		 both[2 * sizeof box + 1];
	struct input	 in;
	struct puzzle	 p, q;
	struct diag	 d;
	char		*out;

	fixture_open(&in, box, sizeof box - 1);
	puzzle_init(&p);
	puzzle_init(&q);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(grid_count_givens(&p.givens), 30);
	ck_assert_int_eq(p.givens.cell[1], 3);
	ck_assert_int_eq(p.givens.cell[80], 9);
	ck_assert_uint_eq(p.text_len, sizeof box - 1);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	input_close(&in);
	out = fixture_write(&notation_grid, &p, &p.givens);
	ck_assert_str_eq(out, box);
	free(out);

	fixture_open(&in, ss_style, strlen(ss_style));
	ck_assert_int_eq(notation_grid.read(&in, &q, &d), READ_PUZZLE);
	input_close(&in);
	out = write_two(&p, &q);
	snprintf(both, sizeof both, "%s\n%s", box, ss_style);
	ck_assert_str_eq(out, both);
	free(out);
	puzzle_free(&q);
	puzzle_free(&p);
}
END_TEST

/*
 * Blanks that stay blank keep their character; a cell blank in the grid
 * written where the source had a digit becomes '.', never that digit.
 */
START_TEST(blank_characters_written)
{
	static const char text[] =
	    "530070000\n6__195___\n.98....6.\n8...6...3\n4..8.3..1\n"
	    "7...2...6\n.6....28.\n...419..5\n....8..79\n";
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	struct grid	 g;
	char		*out;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	input_close(&in);
	out = fixture_write(&notation_grid, &p, &p.givens);
	ck_assert_str_eq(out, text);
	free(out);
	g = p.givens;
	g.cell[0] = 0;		/* a given, cleared */
	g.cell[2] = 4;		/* a '0' blank, filled */
	g.cell[10] = 7;		/* a '_' blank, filled */
	out = fixture_write(&notation_grid, &p, &g);
	ck_assert(strncmp(out, ".34070000\n67_195___\n", 20) == 0);
	free(out);
	puzzle_free(&p);
}
END_TEST

/*
 * Without blank lines: nine rows, then the separator lines under them,
 * make a puzzle; the next line with cells starts the next one.  CRLF and
 * a missing final newline are read too; lines are written back with LF.
 */
START_TEST(puzzles_without_blank_lines)
{
	static const char text[] =
	    "53.|.7.|...\r\n6..|195|...\r\n.98|...|.6.\r\n---+---+---\r\n"
	    "8..|.6.|..3\r\n4..|8.3|..1\r\n7..|.2.|..6\r\n---+---+---\r\n"
	    ".6.|...|28.\r\n...|419|..5\r\n...|.8.|.79\r\n===========\r\n"
	    "# not part of either\r\n"
	    "534678912\r\n672195348\r\n198342567\r\n859761423\r\n"
	    "426853791\r\n713924856\r\n961537284\r\n287419635\r\n345286179";
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 1);
	ck_assert_int_eq(grid_count_givens(&p.givens), 30);
	ck_assert_str_eq(p.text,
	    "53.|.7.|...\n6..|195|...\n.98|...|.6.\n---+---+---\n"
	    "8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n---+---+---\n"
	    ".6.|...|28.\n...|419|..5\n...|.8.|.79\n===========\n");
	ck_assert_uint_eq(p.cell_offset[0], 0);
	ck_assert_uint_eq(p.cell_offset[3], 4);
	ck_assert_uint_eq(p.cell_offset[9], 12);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 14);
	ck_assert(grid_is_complete(&p.givens));
	ck_assert_str_eq(p.text, "534678912\n672195348\n198342567\n"
	    "859761423\n426853791\n713924856\n961537284\n287419635\n"
	    "345286179\n");
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* Separator lines without end are refused, not held in memory. */
START_TEST(endless_separators_refused)
{
	char		text[64 * 6 + sizeof ss_style];
	struct input	in;
	struct puzzle	p;
	struct diag	d;
	int		i;

	for (i = 0; i < 40; i++)
		memcpy(text + 6 * i, "-----\n", 6);
	memcpy(text + 6 * i, "\n", 1);
	memcpy(text + 6 * i + 1, ss_style, sizeof ss_style);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message,
	    "more than 32 lines of separators in one grid");
	ck_assert_uint_eq(d.line, 33);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 42);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* A short block at the end of the file; a bad byte in a border line. */
START_TEST(truncated_and_bad_border)
{
	static const char text[] =
	    "+---+---+---+\n|53.|.7.|...|\n+---*---+---+\n"
	    "|6..|195|...|\n\n"
	    "# comment\n"
	    "|53.|.7.|...|\n|6..|195|...|\n|.98|...|.6.|\n|8..|.6.|..3|";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'*' is not a digit, blank or separator");
	ck_assert_uint_eq(d.line, 3);
	ck_assert_uint_eq(d.col, 5);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 rows, found 4");
	ck_assert_uint_eq(d.line, 7);
	ck_assert_uint_eq(d.col, 0);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/*
 * A stray line straight after a ninth row (a rating, an over-long line)
 * ends the puzzle, which is read, and is reported on its own.
 */
START_TEST(stray_line_after_a_puzzle)
{
	size_t		 big = INPUT_LINE_MAX + 100, len;
	char		*text;
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;

	text = malloc(4 * sizeof ss_style + big);
	ck_assert_ptr_nonnull(text);
	len = (size_t)sprintf(text, "%sRating: 3\n\n%s", ss_style, ss_style);
	memset(text + len, 'x', big);
	len += big;
	len += (size_t)sprintf(text + len, "\n%s", ss_style);
	fixture_open(&in, text, len);
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 1);
	ck_assert_int_eq(grid_count_givens(&p.givens), 30);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'R' is not a digit, blank or separator");
	ck_assert_uint_eq(d.line, 12);
	ck_assert_uint_eq(d.col, 1);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 14);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "line is longer than 65536 bytes");
	ck_assert_uint_eq(d.line, 25);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_uint_eq(p.line, 26);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
	free(text);
}
END_TEST

/*
 * A sign glued to a digit is no separator: "8 -7 4" would otherwise be
 * the cells 8 7 4, a different puzzle.  Signs in separator lines, and
 * after a digit, are separators as ever.
 */
START_TEST(signed_numbers_refused)
{
	static const char text[] =
	    "5 3 . | . 7 . | . . .\n"
	    "6 . . | 1 9 5 | -2 . .\n"
	    "\n"
	    "5 3- . | . 7- . | . .-.\n"
	    "+9 . . | 1 9 5 | . . .\n"
	    "\n"
	    "+-----+-----+\n|5 3 .|. 7 .|. . .|\n";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'-2': numbers have no sign");
	ck_assert_uint_eq(d.line, 2);
	ck_assert_uint_eq(d.col, 17);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'+9': numbers have no sign");
	ck_assert_uint_eq(d.line, 5);
	ck_assert_uint_eq(d.col, 1);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 rows, found 1");
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/*
 * After a bad line the block is skipped up to its blank line; when that
 * takes more rows than the bad puzzle could hold, the message says so.
 */
START_TEST(skipped_puzzles_named)
{
	char		text[4 * sizeof ss_style];
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	snprintf(text, sizeof text, "%s%s%s\n%.22s", "Rating: 3\n", ss_style,
	    ss_style, ss_style);
	fixture_open(&in, text, strlen(text));
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'R' is not a digit, blank or separator "
	    "(lines 2-23 skipped with it, up to the next blank line)");
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 rows, found 1");
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	input_close(&in);

	/* the rest of its own rows only: nothing more to say */
	snprintf(text, sizeof text, "%.22s%s", "6 . . | 1 9 5 | . .x.\n",
	    ss_style + 22);
	fixture_open(&in, text, strlen(text));
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'x' is not a digit, blank or separator");
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	input_close(&in);

	/* a bad second row, puzzles after it: skipped to the end of the file */
	snprintf(text, sizeof text, "%.44s%s%s", ss_style, ss_style, ss_style);
	memset(text + 22, 'x', 21);
	fixture_open(&in, text, strlen(text));
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'x' is not a digit, blank or separator "
	    "(lines 3-24 skipped with it, up to the end of the file)");
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* A 16x16 board: letters from A for 10, its own layout written back. */
static const char hex_grid[] =
    ". A 7 2 | 9 . B C | . . . . | . 3 . 1\n"
    "6 . . B | 3 . . . | . D . . | A . 2 .\n"
    ". . . . | . . . 5 | . 3 . . | C 8 . .\n"
    "1 . 9 . | . . 8 6 | . . 4 . | . . . .\n"
    "--------+---------+---------+--------\n"
    ". . . . | . . . . | B . . 9 | 2 . . 8\n"
    "D . . . | . . E . | . . . 2 | . . . .\n"
    ". . . . | . 3 . . | 5 . . . | . B 7 .\n"
    ". 4 . 3 | . . . D | . . . 7 | 1 . . .\n"
    "--------+---------+---------+--------\n"
    "9 B 1 . | . . A 2 | . . . . | . . . 7\n"
    "4 . 6 . | . . . . | 1 . . . | . . . .\n"
    "5 . . . | . . . . | . . G 8 | . . 3 4\n"
    ". . 2 7 | . 9 . 1 | . 4 . . | . . 6 5\n"
    "--------+---------+---------+--------\n"
    ". . . C | . . . . | . . 2 A | . . . 6\n"
    ". . . . | 6 5 . . | C 7 . . | . . A .\n"
    ". . . . | . 4 2 3 | . 1 . . | 8 5 9 .\n"
    ". . . . | . 8 . . | . . . 6 | 4 . b 2\n";

START_TEST(larger_boards_read_and_written_in_place)
{
	struct input	 in;
	struct puzzle	 p;
	struct diag	 d;
	char		*out, want[sizeof hex_grid];

	fixture_open(&in, hex_grid, strlen(hex_grid));
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.shape.side, 16);
	ck_assert_int_eq(p.shape.box_rows, 4);
	ck_assert_int_eq(board_count_givens(p.board), 81);
	ck_assert_int_eq(p.board->cell[1], 10);		/* A */
	ck_assert_int_eq(p.board->cell[10 * 16 + 10], 16);	/* G */
	ck_assert_int_eq(p.board->cell[255 - 1], 11);	/* b, as B */
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	/* the givens give the input back, the letter in capitals */
	out = fixture_write_cells(&notation_grid, &p, p.board->cell);
	memcpy(want, hex_grid, sizeof want);
	*strchr(want, 'b') = 'B';
	ck_assert_str_eq(out, want);
	free(out);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* 4x4 and 6x6 boards: the first row's cells give the side. */
START_TEST(small_boards)
{
	static const char text[] =
	    "1 . | . .\n. . | 1 .\n----+----\n. 1 | . .\n. . | . 1\n"
	    "\n"
	    "12.|4.6\n...|123\n.3.|..1\n56.|234\n..5|612\n6.2|345\n";
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.shape.side, 4);
	ck_assert_int_eq(board_count_givens(p.board), 4);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_PUZZLE);
	ck_assert_int_eq(p.shape.side, 6);
	ck_assert_int_eq(p.shape.box_rows, 2);
	ck_assert_int_eq(p.shape.box_cols, 3);
	ck_assert_uint_eq(p.line, 7);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* What is wrong on boards of other sides, said in their terms. */
START_TEST(larger_board_errors)
{
	static const char text[] =
	    "1 2 3 4 5 6 7 8 9 A B C D E F G\n"
	    "1 2 3 4 5 6 7 8 9 A B C D E F H\n"	/* line 2: H */
	    "\n"
	    "1 2 3 4 5 6 7 8 9 A B C D E F G\n"
	    "1 2 3 4 5 6 7 8 9 A B C D E F\n"	/* line 5: 15 cells */
	    "\n"
	    "1 2 3 4 5 6 7 8 9 A B C D E F G\n"	/* line 7: 2 rows */
	    "1 2 3 4 5 6 7 8 9 A B C D E F G\n"
	    "\n"
	    "1 2 3 4\n5 . . .\n"		/* line 10: 5 on 4x4 */
	    "\n"
	    "1 2 3 4 5 6 7\n"			/* line 13: no board */
	    "\n"
	    "1 2 3 4 5 6 7 8 9 A B C D E F G H\n";	/* 17: no board */
	struct input	in;
	struct puzzle	p;
	struct diag	d;

	fixture_open(&in, text, sizeof text - 1);
	puzzle_init(&p);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'H' is not a symbol of a 16x16 board "
	    "(1-9, A-G), blank or separator");
	ck_assert_uint_eq(d.line, 2);
	ck_assert_uint_eq(d.col, 31);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 16 cells as in the first row, "
	    "found 15");
	ck_assert_uint_eq(d.line, 5);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 16 rows, found 2");
	ck_assert_uint_eq(d.line, 7);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "'5' is not a symbol of a 4x4 board "
	    "(1-4), blank or separator");
	ck_assert_uint_eq(d.line, 11);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 cells, found 7");
	ck_assert_uint_eq(d.line, 13);
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_BAD);
	ck_assert_str_eq(d.message, "expected 9 cells, found 17");
	ck_assert_int_eq(notation_grid.read(&in, &p, &d), READ_END);
	puzzle_free(&p);
	input_close(&in);
}
END_TEST

/* The canonical layout of other shapes: boxes apart, read back the same. */
START_TEST(canonical_layout_of_every_shape)
{
	static const char want6[] =
	    "1 2 3 | 4 . 6\n. . . | 1 2 3\n------+------\n"
	    ". 3 . | . . 1\n5 6 . | 2 3 4\n------+------\n"
	    ". . 5 | 6 1 2\n6 . 2 | 3 4 5\n";
	static const int sides[] = { 4, 6, 8, 10, 12, 16, 25, 35 };
	struct puzzle	 p, q;
	struct input	 in;
	struct diag	 d;
	struct shape	 s;
	uint8_t		*cell;
	char		*out;
	size_t		 k;
	int		 i, r, c;

	puzzle_init(&p);
	puzzle_init(&q);
	for (k = 0; k < sizeof sides / sizeof sides[0]; k++) {
		ck_assert(board_shape_for_side(&s, sides[k]));
		cell = puzzle_set_shape(&p, &s);
		p.notation = &notation_line;
		for (i = 0; i < s.cells; i++) {
			r = i / s.side;
			c = i % s.side;
			cell[i] = (uint8_t)(((r % s.box_rows) * s.box_cols +
			    r / s.box_rows + c) % s.side + 1);
		}
		for (i = 1; i < s.cells; i += 3)
			cell[i] = 0;
		if (s.side == 6)
			memcpy(cell, (const uint8_t[36]){ 1, 2, 3, 4, 0, 6,
			    0, 0, 0, 1, 2, 3, 0, 3, 0, 0, 0, 1, 5, 6, 0, 2, 3,
			    4, 0, 0, 5, 6, 1, 2, 6, 0, 2, 3, 4, 5 }, 36);
		ck_assert(notation_writes(&notation_grid, &s));
		out = fixture_write_cells(&notation_grid, &p, cell);
		if (s.side == 6)
			ck_assert_str_eq(out, want6);
		fixture_open(&in, out, strlen(out));
		ck_assert_int_eq(notation_grid.read(&in, &q, &d), READ_PUZZLE);
		ck_assert_int_eq(q.shape.side, s.side);
		ck_assert_mem_eq(puzzle_cells(&q), cell, (size_t)s.cells);
		input_close(&in);
		free(out);
	}
	ck_assert(board_shape_for_side(&s, 36));
	ck_assert(!notation_writes(&notation_grid, &s));
	puzzle_free(&q);
	puzzle_free(&p);
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
	tcase_add_test(tc, puzzles_without_blank_lines);
	tcase_add_test(tc, larger_boards_read_and_written_in_place);
	tcase_add_test(tc, small_boards);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_add_test(tc, errors_and_recovery);
	tcase_add_test(tc, endless_separators_refused);
	tcase_add_test(tc, truncated_and_bad_border);
	tcase_add_test(tc, stray_line_after_a_puzzle);
	tcase_add_test(tc, signed_numbers_refused);
	tcase_add_test(tc, skipped_puzzles_named);
	tcase_add_test(tc, larger_board_errors);
	suite_add_tcase(s, tc);
	tc = tcase_create("write");
	tcase_add_test(tc, canonical_round_trip);
	tcase_add_test(tc, unicode_box_round_trip);
	tcase_add_test(tc, blank_characters_written);
	tcase_add_test(tc, canonical_layout_of_every_shape);
	suite_add_tcase(s, tc);
	return s;
}
