#!/bin/sh
# Records a new CLI case from what the program does now:
#   [STDIN=file] tests/cli/record-case.sh NAME [ARG...]
# Input files the arguments name must already be in tests/cli/cases/NAME/.
# The recorded output is what the program printed, not what is right:
# read every file it writes before committing the case.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
: "${SUDOKU:=$top/src/sudoku}"
name=$1
shift
dir=$top/tests/cli/cases/$name
mkdir -p "$dir"
: > "$dir/args"
for arg in "$@"; do
	printf '%s\n' "$arg" >> "$dir/args"
done
if [ -n "${STDIN:-}" ] && [ "$STDIN" != "$dir/stdin" ]; then
	cp "$STDIN" "$dir/stdin"
fi
input=/dev/null
[ -f "$dir/stdin" ] && input=$dir/stdin
status=0
(cd "$dir" && "$SUDOKU" "$@") < "$input" > "$dir/stdout" 2> "$dir/stderr" ||
    status=$?
echo "$status" > "$dir/status"
if [ -f "$dir/filter" ]; then
	sed -f "$dir/filter" "$dir/stdout" > "$dir/stdout.filtered"
	mv "$dir/stdout.filtered" "$dir/stdout"
fi
echo "== $name: exit $status"
echo "-- stdout"; cat "$dir/stdout"
echo "-- stderr"; cat "$dir/stderr"
