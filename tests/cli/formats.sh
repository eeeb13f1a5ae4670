#!/bin/sh
# The examples in formats/ are tests: each formats/examples/NAME.txt is
# solved and must give formats/examples/NAME.solved byte for byte, with
# nothing on stderr and exit status 0.  The examples have one solution each,
# so any mode gives the same answer; both first and lexicographic are run.
# Converted to their own notation, some must come back unchanged.

. "$(dirname "$0")/lib.sh"

examples=$top_srcdir/formats/examples

for input in "$examples"/*.txt; do
	name=${input##*/}
	expected=${input%.txt}.solved
	if [ ! -f "$expected" ]; then
		echo "$expected: missing" > "$scratch/why"
		tap_not_ok "$name: no expected output" "$scratch/why"
		continue
	fi
	for mode in first lexicographic; do
		status=0
		(cd "$examples" && run_sudoku solve --mode="$mode" "$name") \
		    > "$scratch/out" 2> "$scratch/err" || status=$?
		if [ "$status" -ne 0 ] || [ -s "$scratch/err" ]; then
			echo "exit status $status" >> "$scratch/err"
			tap_not_ok "$name ($mode): failed" "$scratch/err"
		elif ! cmp -s "$scratch/out" "$expected"; then
			diff -u "$expected" "$scratch/out" > "$scratch/diff" ||
			    true
			tap_not_ok "$name ($mode): output differs" \
			    "$scratch/diff"
		else
			tap_ok "$name ($mode)"
		fi
	done
done

# A puzzle converted to its own notation is written as it was given: the
# Sudominoku cases with their dominoes and final 0, the boards row by row,
# variant puzzles with their rules, killer lines with their titles.
for name in boj-2239 boj-2580 sudominoku candidates variant killer fpuzzles; do
	status=0
	(cd "$examples" && run_sudoku convert --to="${name%-*}" "$name.txt") \
	    > "$scratch/out" 2> "$scratch/err" || status=$?
	if [ "$status" -ne 0 ] || [ -s "$scratch/err" ]; then
		echo "exit status $status" >> "$scratch/err"
		tap_not_ok "$name.txt: convert failed" "$scratch/err"
	elif ! cmp -s "$scratch/out" "$examples/$name.txt"; then
		diff -u "$examples/$name.txt" "$scratch/out" > "$scratch/diff" ||
		    true
		tap_not_ok "$name.txt: convert does not give it back" \
		    "$scratch/diff"
	else
		tap_ok "$name.txt: convert gives it back"
	fi
done
tap_done
