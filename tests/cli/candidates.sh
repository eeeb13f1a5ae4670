#!/bin/sh
# A candidates grid is a position, kept as given.  Over the puzzles of
# tests/data/tdoku-unbiased-sample.txt (the first 39 of tdoku's unbiased
# set and 11 more whose candidates rated differently before, when a cell
# with one candidate was taken for placed): line -> candidates -> line
# gives back the givens; candidates -> candidates gives back the position;
# rate and explain from a puzzle's candidates are rate and explain from the
# puzzle.  tests/data/serate-positions.txt holds positions with candidates
# removed at random ("ER/EP/ED CELLS..." per line, the rating serate of
# SukakuExplainer 20dd96e gives the same position in its 729-character
# form); `sudoku rate` reads them as serate does and must rate them alike.

. "$(dirname "$0")/lib.sh"

sample=$top_srcdir/tests/data/tdoku-unbiased-sample.txt
positions=$top_srcdir/tests/data/serate-positions.txt

# compare NAME WANT GOT: ok when the files are the same
compare() {
	if cmp -s "$2" "$3"; then
		tap_ok "$1"
	else
		diff "$2" "$3" | head -6 > "$scratch/why" || true
		tap_not_ok "$1" "$scratch/why"
	fi
}

run_sudoku convert --to=candidates "$sample" > "$scratch/cand"
run_sudoku convert --to=line "$scratch/cand" > "$scratch/back" || true
compare "line -> candidates -> line gives the givens back" \
    "$sample" "$scratch/back"

run_sudoku convert --to=candidates --from=candidates "$scratch/cand" \
    > "$scratch/cand2" || true
compare "candidates -> candidates gives the position back" \
    "$scratch/cand" "$scratch/cand2"

run_sudoku rate "$sample" > "$scratch/rate-line"
run_sudoku rate --from=candidates "$scratch/cand" > "$scratch/rate-cand" \
    2>&1 || true
compare "rate from a puzzle's candidates = rate from the puzzle" \
    "$scratch/rate-line" "$scratch/rate-cand"

run_sudoku explain "$sample" > "$scratch/explain-line"
run_sudoku explain --from=candidates "$scratch/cand" \
    > "$scratch/explain-cand" 2>&1 || true
compare "explain from a puzzle's candidates = explain from the puzzle" \
    "$scratch/explain-line" "$scratch/explain-cand"

# the one open cell of a position stays open: its single is found
line=41736982563215894795872431682543716979158643234691275828964357157329168416487529.
echo "$line" | run_sudoku convert --to=candidates > "$scratch/one"
run_sudoku hint "$scratch/one" > "$scratch/hint" 2>&1 || true
echo "1.0  Hidden Single: the last cell in b9 => r9c9=3" > "$scratch/want"
compare "hint finds the single of the one open cell, not 'solved'" \
    "$scratch/want" "$scratch/hint"

# a cell with no candidate left: written 0, read back, no solution
line=12345678.........9...............................................................
echo "$line" > "$scratch/want"
echo "$line" | run_sudoku convert --to=candidates > "$scratch/empty"
run_sudoku convert --to=line "$scratch/empty" > "$scratch/back" 2>&1 || true
compare "a cell with no candidate goes to candidates and back" \
    "$scratch/want" "$scratch/back"

cut -d' ' -f1 "$positions" > "$scratch/serate"
cut -d' ' -f2- "$positions" > "$scratch/positions"
run_sudoku rate --from=candidates "$scratch/positions" 2>&1 |
    cut -d' ' -f1 > "$scratch/ours"
compare "positions with candidates removed are rated as serate rates them" \
    "$scratch/serate" "$scratch/ours"

tap_done
