#!/bin/sh
# make bench: puzzles per second and microseconds per puzzle of whole
# `sudoku` processes on the data sets in ../shared/data (or $BENCH_DATA),
# with qqwing (Debian's package) on the same puzzles as a reference.
# Not a test: nothing here passes or fails on speed.
#
#   BENCH_DATA    directory of 81-character puzzle files (default: the
#                 shared/data beside the checkout)
#   BENCH_QQWING  puzzles per set given to qqwing (default 1000; it is
#                 slow on the hard sets); 0 skips it
#   BENCH_RUNS    runs per measurement, the fastest kept (default 3)
#   BENCH_JOBS    also measure count --limit 2 with -j N (default: the
#                 number of cores; 1 skips it)
#   TDOKU_SOLVE   path to tdoku's example program "solve", built apart
#                 from this project: measured side by side ("solve 1" is
#                 first solution, "solve 2" counts to 2 then solves)
set -eu
LC_ALL=C
export LC_ALL

top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
SUDOKU=${SUDOKU:-$top_srcdir/src/sudoku}
data=${BENCH_DATA:-$top_srcdir/../shared/data}
qq_puzzles=${BENCH_QQWING:-1000}
runs=${BENCH_RUNS:-3}
jobs=${BENCH_JOBS:-$(nproc 2> /dev/null || echo 1)}
tdoku=${TDOKU_SOLVE:-}

if [ ! -d "$data" ] || ! ls "$data"/*.txt > /dev/null 2>&1; then
	echo "bench: no data sets in $data (set BENCH_DATA); nothing to measure"
	exit 0
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-bench.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

now_ns() { date +%s%N; }

# best_ns FILE CMD...: the fastest of $runs runs of CMD < FILE, in ns.
best_ns() {
	file=$1
	shift
	best=
	i=0
	while [ "$i" -lt "$runs" ]; do
		start=$(now_ns)
		"$@" < "$file" > /dev/null 2>&1 || true
		t=$(( $(now_ns) - start ))
		if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
		i=$((i + 1))
	done
	echo "$best"
}

report() {	# SET WHAT PUZZLES NS
	awk -v set="$1" -v what="$2" -v n="$3" -v ns="$4" 'BEGIN {
		s = ns / 1e9
		printf "%-48s %-14s %8d %12.0f %10.2f\n", set, what, n,
		    n / s, s * 1e6 / n
	}'
}

printf '%-48s %-14s %8s %12s %10s\n' "data set" "run" "puzzles" \
    "puzzles/s" "us/puzzle"
for file in "$data"/*.txt; do
	set_name=${file##*/}
	set_name=${set_name%.txt}
	n=$(wc -l < "$file")
	report "$set_name" "solve" "$n" \
	    "$(best_ns "$file" "$SUDOKU" solve)"
	report "$set_name" "count-limit-2" "$n" \
	    "$(best_ns "$file" "$SUDOKU" count --limit 2)"
	report "$set_name" "solve-lex" "$n" \
	    "$(best_ns "$file" "$SUDOKU" solve --lex)"
	if [ "$jobs" -gt 1 ]; then
		report "$set_name" "count-2-j$jobs" "$n" \
		    "$(best_ns "$file" "$SUDOKU" count --limit 2 -j "$jobs")"
	fi
	if [ -n "$tdoku" ] && [ -x "$tdoku" ]; then
		report "$set_name" "tdoku-solve-1" "$n" \
		    "$(best_ns "$file" "$tdoku" 1)"
		report "$set_name" "tdoku-solve-2" "$n" \
		    "$(best_ns "$file" "$tdoku" 2)"
	fi
	if [ "$qq_puzzles" -gt 0 ] && command -v qqwing > /dev/null; then
		head -n "$qq_puzzles" "$file" > "$scratch/qq.txt"
		qn=$(wc -l < "$scratch/qq.txt")
		report "$set_name" "qqwing-solve" "$qn" \
		    "$(runs=1 best_ns "$scratch/qq.txt" qqwing --solve)"
		report "$set_name" "sudoku-same" "$qn" \
		    "$(best_ns "$scratch/qq.txt" "$SUDOKU" solve)"
	fi
done
