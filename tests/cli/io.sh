#!/bin/sh
# Output that fails: a full disk (/dev/full) is reported with exit status 3,
# for puzzle output and for help text alike; a reader that closes the pipe
# early ends the run quietly, with status 3 and nothing on stderr.

. "$(dirname "$0")/lib.sh"

puzzle=135469278782135649469278135321546897874913526596827413917652384643781952258394761

# check NAME WANT-STATUS WANT-STDERR-FILE STATUS
check() {
	if [ "$4" -ne "$2" ]; then
		echo "exit status $4, not $2" > "$scratch/why"
		tap_not_ok "$1" "$scratch/why" "$scratch/err"
	elif ! cmp -s "$3" "$scratch/err"; then
		diff -u "$3" "$scratch/err" > "$scratch/why" || true
		tap_not_ok "$1" "$scratch/why"
	else
		tap_ok "$1"
	fi
}

if [ -w /dev/full ]; then
	echo 'sudoku: <stdout>: write error: No space left on device' \
	    > "$scratch/want"
	status=0
	echo "$puzzle" | run_sudoku solve > /dev/full 2> "$scratch/err" ||
	    status=$?
	check "solve to /dev/full" 3 "$scratch/want" "$status"
	status=0
	run_sudoku --help > /dev/full 2> "$scratch/err" || status=$?
	check "help to /dev/full" 3 "$scratch/want" "$status"
fi

# 20000 puzzles: far more output than a pipe holds, so the writer meets EPIPE
i=0
while [ "$i" -lt 20000 ]; do
	echo "$puzzle"
	i=$((i + 1))
done > "$scratch/many.txt"
: > "$scratch/want"
{ s=0; run_sudoku solve "$scratch/many.txt" 2> "$scratch/err" || s=$?; \
    echo "$s" > "$scratch/status"; } | head -n 1 > "$scratch/first"
status=$(cat "$scratch/status")
check "closed pipe ends quietly" 3 "$scratch/want" "$status"
if [ "$(cat "$scratch/first")" = "$puzzle" ]; then
	tap_ok "closed pipe: the reader got its line"
else
	tap_not_ok "closed pipe: the reader got its line" "$scratch/first"
fi

# Promptly: the run stops at the first write after the reader left, not
# after solving the rest (--stats says how many puzzles it got through).
for jobs in 1 2; do
	{ run_sudoku solve --stats -j "$jobs" "$scratch/many.txt" \
	    2> "$scratch/err" || true; } | head -n 1 > /dev/null
	solved=$(sed -n 's/^sudoku: \([0-9]*\) puzzles.*/\1/p' "$scratch/err")
	if [ -n "$solved" ] && [ "$solved" -lt 10000 ]; then
		tap_ok "closed pipe, -j $jobs: stopped after $solved of 20000 puzzles"
	else
		tap_not_ok "closed pipe, -j $jobs: stops promptly" "$scratch/err"
	fi
done
tap_done
