/*
 * The input side of a run: every file named, in order, as one stream of
 * entries.  An entry is a puzzle to solve (with its claimed solution for
 * verify --solution) or a problem to report (a bad puzzle, a file that
 * cannot be read).  Problems travel in the stream so that they are
 * reported in input order even when puzzles are solved in parallel.
 */
#ifndef SUDOKU_STREAM_H
#define SUDOKU_STREAM_H

#include "generate/generate.h"
#include "notation/notation.h"
#include "run/options.h"
#include "output/result.h"

enum entry_kind {
	ENTRY_PUZZLE,
	ENTRY_PROBLEM,
	ENTRY_NOTE		/* -v: what a file was read as, in problem */
};

struct entry {
	enum entry_kind	 kind;
	struct puzzle	 puzzle;
	struct puzzle	 claim;		/* verify --solution */
	bool		 has_claim;
	/*
	 * verify --solution: no grid to check the puzzle against (missing,
	 * unlabelled, unreadable); problem says why, problem_status how bad,
	 * and the puzzle still gets its result, not valid.
	 */
	bool		 claim_missing;
	struct diag	 problem;	/* ENTRY_PROBLEM, claim_missing */
	int		 problem_status;
	/*
	 * ENTRY_PROBLEM: a puzzle its reader could not read (READ_BAD).  It
	 * keeps its place in the output, as an invalid result at the
	 * problem's position (puzzle: its file, line, notation, ordinal).
	 */
	bool		 unread;
	struct result	 result;	/* ENTRY_PUZZLE, once solved */
	struct gen_puzzle generated;	/* generate: what result shows */
};

struct stream {
	const struct run_options *opts;
	char			**files;
	int			  nfiles;
	int			  next_file;
	struct input		  in;
	bool			  in_open;
	const struct notation	 *notation;	/* NULL: not yet detected */
	const struct notation	 *also;		/* detection: another that
						   reads the file otherwise */
	bool			  noted;	/* -v: the file's note given */
	bool			  read_any;	/* a read of this file tried */
	struct puzzle		  sketch;	/* the file before its first
						   puzzle is read: what -v
						   says if that read fails */
	unsigned long		  unclear;	/* lines detection went past */
	unsigned long		  ordinal;	/* entries read from this file */
	unsigned long		  puzzles;	/* good puzzles read in all */
	unsigned long		  bad;		/* bad ones */
	/*
	 * verify --solution: the claimed grids, read in step.  A grid is read
	 * ahead of the puzzle it is for: a labelled one ("Puzzle k") waits
	 * there until case k comes, and while a misplaced one is reported
	 * the puzzle it was read for is held back.
	 */
	struct input		  claims;
	bool			  claims_open;
	bool			  claims_left;	/* more may be read */
	const struct notation	 *claim_notation;
	/*
	 * The answers' notation is settled at the first puzzle (UVa 989's
	 * answers are read as that judge writes them); -v then says it,
	 * after the first file's note.
	 */
	bool			  claims_settled;
	bool			  claims_note_due;
	struct diag		  claims_note;
	/*
	 * Lines at the start of the solution file that fit no notation: each
	 * is reported (claims_why) before the first puzzle, and detection
	 * tries again after it while claims_retry.
	 */
	bool			  claims_pending;
	bool			  claims_retry;
	unsigned long		  claims_unclear;
	struct diag		  claims_why;
	unsigned long		  claim_ordinal;	/* grids read so far */
	struct puzzle		  ahead;
	bool			  has_ahead;
	bool			  ahead_bad;	/* unreadable: ahead_why says why */
	struct diag		  ahead_why;
	unsigned long		  ahead_after;	/* the top label before it */
	unsigned long		  top_label;	/* of the grids read so far */
	/*
	 * An entry held back while a note or a problem goes before it: a
	 * puzzle (held_kind ENTRY_PUZZLE), or a problem, held_why saying
	 * what, held_unread whether it is an unread puzzle in held.
	 */
	struct puzzle		  held;
	bool			  holding;
	enum entry_kind		  held_kind;
	struct diag		  held_why;
	int			  held_status;
	bool			  held_unread;
	bool			  finished;
	bool			  interrupted;	/* a signal stopped reading */
	int			  out_fd;	/* written to; -1: nothing */
};

/* stream.c */
int		 stream_open(struct stream *, const struct run_options *, int,
		     char **, struct diag *);
bool		 stream_next(struct stream *, struct entry *);
void		 stream_close(struct stream *);
void		 stream_set_output(struct stream *, int);
const struct input *stream_input(const struct stream *);
void		 entry_init(struct entry *);
void		 entry_free(struct entry *);

#endif
