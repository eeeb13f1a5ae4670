#!/bin/sh
# Variant puzzles through the notations that carry them (variant,
# killer): the shared killer set (../shared/data/variants, or
# $VARIANT_DATA; skipped with a message where it is not) has one solution
# each, the published one, and converts both ways without loss; the
# formats/ examples round-trip, and their solutions, written with their
# rules, read back as valid.  Under valgrind a sample of the set does.

. "$(dirname "$0")/lib.sh"
set +e	# every check reports its own status

# check NAME CONDITION-STATUS DETAIL-FILE...
check() {
	check_name=$1 check_status=$2
	shift 2
	if [ "$check_status" -eq 0 ]; then
		tap_ok "$check_name"
	else
		tap_not_ok "$check_name" "$@"
	fi
}

skip() {
	tap_count=$((tap_count + 1))
	echo "ok $tap_count # SKIP $1"
}

# run NAME EXPECTED-FILE COMMAND...: stdout must be EXPECTED-FILE, stderr
# empty, status 0.
run() {
	run_name=$1 run_expected=$2
	shift 2
	"$@" > "$scratch/out" 2> "$scratch/err"
	run_status=$?
	if [ "$run_status" -ne 0 ] || [ -s "$scratch/err" ]; then
		echo "exit status $run_status" >> "$scratch/err"
		tap_not_ok "$run_name" "$scratch/err"
	elif ! cmp -s "$run_expected" "$scratch/out"; then
		diff -u "$run_expected" "$scratch/out" | head -20 \
		    > "$scratch/diff"
		tap_not_ok "$run_name" "$scratch/diff"
	else
		tap_ok "$run_name"
	fi
}

data=${VARIANT_DATA:-$top_srcdir/../shared/data/variants}
killers=$data/killer_krazydad_7200.txt
if [ ! -r "$killers" ]; then
	for i in 1 2 3 4 5 6; do
		skip "$killers not found (the shared killer set; set VARIANT_DATA)"
	done
else
	grep -v '^#' "$killers" > "$scratch/published.txt"
	if [ "${SUDOKU_VALGRIND:-0}" = 1 ]; then
		head -n 40 "$scratch/published.txt" > "$scratch/k.txt"
	else
		cp "$scratch/published.txt" "$scratch/k.txt"
	fi
	n=$(wc -l < "$scratch/k.txt")
	yes 1 | head -n "$n" > "$scratch/ones.txt"
	run "killer set: count --limit 2 says 1 for each of $n" \
	    "$scratch/ones.txt" run_sudoku count --limit 2 -j 2 "$scratch/k.txt"
	run "killer set: solve gives every published solution" \
	    "$scratch/k.txt" run_sudoku solve -j 2 "$scratch/k.txt"
	yes valid | head -n "$n" > "$scratch/valid.txt"
	run "killer set: verify says valid for each" "$scratch/valid.txt" \
	    run_sudoku verify -j 2 "$scratch/k.txt"
	run "killer set: convert --to=killer gives the file back" \
	    "$scratch/k.txt" run_sudoku convert --to=killer "$scratch/k.txt"
	# to variant and back: the maps and sums, without the titles
	run_sudoku convert --to=variant "$scratch/k.txt" > "$scratch/k.variant"
	cut -d ' ' -f 2,3 "$scratch/k.txt" > "$scratch/k.cages"
	run "killer set: to variant and back keeps every cage and sum" \
	    "$scratch/k.cages" run_sudoku convert --to=killer \
	    "$scratch/k.variant"
	cut -d ' ' -f 2,3,4 "$scratch/k.txt" > "$scratch/k.solved"
	run "killer set: read as variant, the same solutions" \
	    "$scratch/k.solved" run_sudoku solve -t killer "$scratch/k.variant"
fi

examples=$top_srcdir/formats/examples
# a variant puzzle converted twice is the text converted once
run_sudoku convert --to=variant "$examples/killer.txt" > "$scratch/once"
run "killer example: to variant, then variant again, the same text" \
    "$scratch/once" run_sudoku convert --to=variant "$scratch/once"
# a solution written with its rules verifies
for name in variant killer; do
	run_sudoku solve "$examples/$name.txt" > "$scratch/solved"
	n=$(wc -l < "$scratch/solved")	# a killer a line
	[ "$name" = variant ] && n=$(grep -c '^variant' "$scratch/solved")
	yes valid | head -n "$n" > "$scratch/valid.txt"
	run "$name example: the solutions, read back, are valid" \
	    "$scratch/valid.txt" run_sudoku verify "$scratch/solved"
	run_sudoku solve -t variant "$examples/$name.txt" > "$scratch/solved"
	n=$(grep -c '^variant' "$scratch/solved")
	yes valid | head -n "$n" > "$scratch/valid.txt"
	run "$name example: solve -t variant, read back, is valid" \
	    "$scratch/valid.txt" run_sudoku verify "$scratch/solved"
done
tap_done
