/*
 * Notations: the ways people write puzzles down.  Each notation is one
 * reader and one writer in its own notation-NAME.c, registered in the table
 * in notation.c; auto-detection there picks one from a file's first lines.
 *
 * A reader fills a struct puzzle with the givens and whatever it needs to
 * write the puzzle back the way it came (the kept comment of a line, the
 * layout of a grid, the Baekjoon flavour), so that plain output is
 * byte-for-byte what the matching judge expects.
 */
#ifndef SUDOKU_NOTATION_H
#define SUDOKU_NOTATION_H

#include <stdint.h>

#include "model/board.h"
#include "model/ruleset.h"
#include "io/diag.h"
#include "model/grid.h"
#include "io/input.h"
#include "output/output.h"

struct notation;

/* The rules a puzzle is solved by, whatever notation it came in. */
enum rules {
	RULES_CLASSIC,
	RULES_SUDOMINOKU,	/* and its dominoes below */
	RULES_VARIANT		/* and the constraints of *ruleset */
};

/*
 * A puzzle carries its shape and its rules, so that nothing past the
 * reader asks which notation it came in to know how to solve it.  The
 * cells of a 9x9 board are in givens, the value type the 9x9 engines,
 * the human solver and the generator work on; those of every other side
 * are in *board.  puzzle_cells() gives either.
 */
struct puzzle {
	struct grid		 givens;	/* side 9 */
	struct shape		 shape;
	struct board		*board;		/* other sides: owned, and
						   kept for the next puzzle */
	enum rules		 rules;
	bool			 marks;		/* pencil marks in text
						   (candidates) */
	bool			 boxes_said;	/* the input gave the boxes
						   (numbers' size line), which
						   --box may not change */
	bool			 none;		/* an answer that claims no
						   solution (UVa 989's NO
						   SOLUTION): no cells */
	const struct notation	*notation;	/* the reader that made it */
	int			 variant;	/* the notation's own flavour */
	const char		*file;		/* where it starts, for messages */
	unsigned long		 line;
	unsigned long		 ordinal;	/* 1-based position in its file,
						   or in its input within it */
	/*
	 * The "Puzzle k" line before a board (Baekjoon 4574's answers, read
	 * as boj): k, or 0 when there was none; and where that line is.
	 */
	unsigned long		 label;
	unsigned long		 label_line;
	/*
	 * The notation's own text: the comment kept after a line (with the
	 * whitespace before it), or the whole block of a grid or hex board
	 * with cell_offset[] saying where each cell stands in it.  Owned,
	 * and reused from one puzzle to the next; cell_offset is allocated
	 * by the first reader that needs it (puzzle_offsets), for the
	 * largest board a one-character notation holds.
	 */
	char			*text;
	size_t			 text_len;
	size_t			 text_cap;
	uint32_t		*cell_offset;
	/* sudominoku: the dominoes placed (their digits are in givens too) */
	struct domino_set	 dominoes;
	/*
	 * RULES_VARIANT: the variant rules (killer cages, regions, ...).
	 * Owned, allocated by the first reader that needs it and kept for
	 * the next puzzle, cleared by every reader.
	 */
	struct ruleset		*ruleset;
};

enum read_status {
	READ_END,		/* no more puzzles */
	READ_PUZZLE,		/* *puzzle filled in */
	READ_BAD,		/* diag set; the bad puzzle was skipped */
	READ_FAILED		/* diag set; the input cannot be read further */
};

struct notation {
	const char	*name;
	const char	*summary;		/* one line for --help */
	/*
	 * Read the next puzzle.  On READ_BAD the input is left where the
	 * next puzzle can be read, so one bad puzzle never costs the batch.
	 * The puzzle's ordinal comes in set; a reader sets it to 1 where its
	 * notation begins a new input (Sudominoku, after a 0).
	 */
	enum read_status (*read)(struct input *, struct puzzle *,
			    struct diag *);
	/*
	 * Write cells, a board of source's shape, in this notation.  When
	 * source came in this notation its layout (comment, flavour,
	 * separators) is kept; otherwise the notation's canonical layout is
	 * used.  writes tells which shapes the notation can write (NULL:
	 * the classic board only); the caller asks before writing.
	 */
	void		(*write)(struct output *, const struct puzzle *source,
			    const uint8_t *cells);
	bool		(*writes)(const struct shape *);
	/*
	 * convert, for a notation whose puzzles say more than their givens
	 * and whose answers are written otherwise (sudominoku: dominoes in,
	 * "Puzzle k" and rows out): write_puzzle writes a puzzle read in
	 * this notation as it was given, write_end closes the input after
	 * the last one.  NULL where write serves for puzzles too.
	 */
	void		(*write_puzzle)(struct output *,
			    const struct puzzle *);
	void		(*write_end)(struct output *);
	/*
	 * A value as the notation writes it ("0" for hex's 1, "A" for
	 * letters' 1, "G" for line's 16), for messages; NULL: the number.
	 */
	void		(*symbol)(int, char [8]);
	/*
	 * solve's answer for a puzzle with no solution, where the judge of
	 * the notation wants one (UVa 989: "NO SOLUTION"); NULL, or doing
	 * nothing for the puzzle: no answer at all, as most judges want.
	 */
	void		(*write_none)(struct output *, const struct puzzle *);
	/*
	 * What -v says of a puzzle read in this notation besides its size:
	 * its flavour ("2239 digits"); NULL, or NULL returned: nothing.
	 */
	const char	*(*flavour)(const struct puzzle *);
	/*
	 * Whether the notation can write the puzzle: whole (convert: its
	 * givens and every rule), or as the layout of an answer (solve:
	 * what that needs, killer's cages); false with why saying what it
	 * has no room for.  NULL: a notation of boards alone, which writes
	 * every answer, and every puzzle but a variant's (notation_holds).
	 */
	bool		(*holds)(const struct puzzle *, bool, char *, size_t);
	/*
	 * The puzzle's title, for the captions of pictures (killer's first
	 * word, f-puzzles' "title"): written into the buffer as its text
	 * (cut to the buffer's size), and its length; 0 for none.  NULL: no
	 * titles (a line's comment, its caption's text, is the puzzle's
	 * text itself).
	 */
	size_t		(*title)(const struct puzzle *, char *, size_t);
};

enum boj_variant {
	BOJ_SPACED,		/* Baekjoon 2580: "0 3 5 4 6 9 2 7 8" */
	BOJ_COMPACT		/* Baekjoon 2239: "103000509" */
};

/* fpuzzles: how a puzzle was written, kept to write it back so. */
enum fpuzzles_flavour {
	FPUZZLES_JSON,
	FPUZZLES_LINK,		/* an address, ?load= and the text */
	FPUZZLES_TEXT		/* the LZ-String text alone */
};

/*
 * Lines that fit no notation which detection reads past, each reported,
 * before it gives a file up: a title or two at the top is common, a file
 * of lines none fits (the wrong file) needs no message for each of them.
 */
#define NOTATION_UNCLEAR_MAX	8

/* notation.c */
void	notation_symbol(const struct notation *, int, char [8]);
void	notation_board_symbol(int, char [8]);
extern const struct notation *const notation_table[];
const struct notation	*notation_find(const char *);
const struct notation	*notation_detect(struct input *, struct diag *);
const struct notation	*notation_detect_at(struct input *, struct diag *,
			    unsigned long *, const struct notation **);
int			 notation_skip_unclear(struct input *, unsigned long,
			    struct diag *);
size_t			 notation_describe(const struct puzzle *,
			    const struct notation *, char *, size_t);
void			 notation_sketch(struct input *,
			    const struct notation *, struct puzzle *);
void			 puzzle_init(struct puzzle *);
void			 puzzle_free(struct puzzle *);
void			 puzzle_set_classic(struct puzzle *, enum rules);
struct ruleset		*puzzle_set_variant(struct puzzle *);
bool			 puzzle_set_box(struct puzzle *, int, int);
uint8_t			*puzzle_set_shape(struct puzzle *,
			    const struct shape *);
const uint8_t		*puzzle_cells(const struct puzzle *);
uint32_t		*puzzle_offsets(struct puzzle *);
bool			 notation_writes(const struct notation *,
			    const struct shape *);
bool			 notation_holds(const struct notation *,
			    const struct puzzle *, bool, char *, size_t);
int			 puzzle_set_text(struct puzzle *, const char *, size_t);
int			 puzzle_append_text(struct puzzle *, const char *,
			    size_t);
void			 notation_show_char(char, char [8]);
bool			 notation_is_signed(const char *, size_t);
bool			 notation_is_blank(const struct line *);
bool			 notation_is_skipped(const struct line *);
void			 notation_skipped(struct diag *, unsigned long,
			    unsigned long, const char *);
void			 notation_signed(struct diag *, const char *,
			    unsigned long, const char *, size_t, size_t);
enum read_status	 notation_next_line(struct input *, struct line *,
			    struct diag *);
enum read_status	 notation_first_line(struct input *, struct line *,
			    struct puzzle *, const struct notation *,
			    struct diag *);

/* notation-line.c */
extern const struct notation notation_line;
/* notation-grid.c */
extern const struct notation notation_grid;
int			 notation_grid_cell(char);
int			 notation_grid_symbol(char, int);
int			 notation_grid_side(const char *, size_t);
bool			 notation_grid_shape(int, struct shape *);
size_t			 notation_grid_separator(const char *, size_t);
bool			 notation_grid_label(const char *, size_t);
int			 notation_grid_row(const struct input *,
			    const struct line *, int, int *, uint8_t *,
			    struct diag *);
/* notation-hex.c */
extern const struct notation notation_hex;
/* notation-letters.c */
extern const struct notation notation_letters;
/* notation-boj.c */
extern const struct notation notation_boj;
/* notation-candidates.c */
extern const struct notation notation_candidates;
void			 candidates_of_grid(const struct grid *,
			    uint16_t [GRID_CELLS]);
void			 candidates_of_puzzle(const struct puzzle *,
			    uint16_t [GRID_CELLS]);
void			 candidates_write_marks(struct output *,
			    const struct grid *, const uint64_t *);
/* notation-numbers.c */
extern const struct notation notation_numbers;
extern const struct notation notation_numbers_answers;
/* notation-fpuzzles.c */
extern const struct notation notation_fpuzzles;
/* notation-sudominoku.c */
extern const struct notation notation_sudominoku;
void			 sudominoku_write_case(struct output *,
			    const struct puzzle *);
/* notation-variant.c */
extern const struct notation notation_variant;
int			 variant_letter_rank(char);
char			 variant_letter(int);
bool			 variant_cage_range(int, int, int *, int *);
/* notation-killer.c */
extern const struct notation notation_killer;

#endif
