#!/bin/sh
# Runs every case under tests/cli/cases: a directory per case holding
#   args      the command line after "sudoku", one argument per line
#   stdin     (optional) what is fed to standard input
#   stdout    the expected standard output, byte for byte
#   stderr    the expected standard error, byte for byte
#   status    the expected exit status
#   filter    (optional) a sed script applied to stdout before comparing,
#             for what differs from run to run (timings)
# and any input files the arguments name.  The case runs inside its own
# directory, so messages name files as a user typing the command would see.
# Set CASES=glob to run some of them.

. "$(dirname "$0")/lib.sh"

cases_dir=$top_srcdir/tests/cli/cases

run_case() {
	dir=$1
	name=${dir#"$cases_dir"/}
	out=$scratch/out err=$scratch/err
	set --
	while IFS= read -r arg || [ -n "$arg" ]; do
		set -- "$@" "$arg"
	done < "$dir/args"
	input=/dev/null
	[ -f "$dir/stdin" ] && input=$dir/stdin
	status=0
	(cd "$dir" && run_sudoku "$@") < "$input" > "$out" 2> "$err" ||
	    status=$?
	echo "$status" > "$scratch/status"
	if [ -f "$dir/filter" ]; then
		sed -f "$dir/filter" "$out" > "$out.filtered"
		mv "$out.filtered" "$out"
	fi
	if ! cmp -s "$out" "$dir/stdout"; then
		diff -u "$dir/stdout" "$out" > "$scratch/diff" || true
		tap_not_ok "$name: stdout differs" "$scratch/diff"
	elif ! cmp -s "$err" "$dir/stderr"; then
		diff -u "$dir/stderr" "$err" > "$scratch/diff" || true
		tap_not_ok "$name: stderr differs" "$scratch/diff"
	elif ! cmp -s "$scratch/status" "$dir/status"; then
		tap_not_ok "$name: exit status $status, not $(cat "$dir/status")"
	else
		tap_ok "$name"
	fi
}

for dir in "$cases_dir"/${CASES:-*}/; do
	dir=${dir%/}
	[ -f "$dir/args" ] || continue
	run_case "$dir"
done
tap_done
