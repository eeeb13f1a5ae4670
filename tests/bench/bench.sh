#!/bin/sh
# make bench: puzzles per second and microseconds per puzzle on the data
# sets in ../shared/data (or $BENCH_DATA): the engine in-process, whole
# `sudoku` processes, and beside them qqwing (Debian's package) and, when
# built apart and named, tdoku.  Not a test: nothing here passes or fails
# on speed.
#
#   BENCH_DATA     directory of 81-character puzzle files (default: the
#                  shared/data beside the checkout)
#   BENCH_SETS     only the sets whose names contain this text
#   BENCH_QQWING   puzzles per set given to qqwing (default 1000; it is
#                  slow on the hard sets); 0 skips it
#   BENCH_RUNS     runs per whole-process measurement, fastest kept
#                  (default 3)
#   BENCH_SECONDS  time per in-process measurement (default 2)
#   BENCH_MIN_PUZZLES  whole processes read a small set repeated up to
#                  this many puzzles (default 20000), so that starting
#                  the process does not dominate
#   BENCH_JOBS     also measure count --limit 2 with -j N (default: the
#                  number of cores; 1 skips it)
#   ENGINE_BENCH   the in-process program (make bench builds it)
#   TDOKU_BENCH    tdoku's run_benchmark: its in-process count to 2
#   TDOKU_SOLVE    tdoku's example program "solve": whole process
#                  ("solve 1" first solution, "solve 2" counts to two)
#   GENERAL_BENCH  the general engine's in-process program (make bench
#                  builds it): count to two on $BENCH_DATA/sizes/*.txt
#   BENCH_GENERAL_SECONDS  the longest it spends on one board there
#                  (default 20): some boards are out of its reach
#   RUN_CPU, SIZES_OURS, GECODE_SUDOKU, CADICAL_RUN, BENCH_SIZES_*: the
#                  boards of other sizes side by side (see that section)
set -eu
LC_ALL=C
export LC_ALL

top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
SUDOKU=${SUDOKU:-$top_srcdir/src/sudoku}
data=${BENCH_DATA:-$top_srcdir/../shared/data}
sets=${BENCH_SETS:-}
qq_puzzles=${BENCH_QQWING:-1000}
runs=${BENCH_RUNS:-3}
seconds=${BENCH_SECONDS:-2}
min_puzzles=${BENCH_MIN_PUZZLES:-20000}
jobs=${BENCH_JOBS:-$(nproc 2> /dev/null || echo 1)}
engine=${ENGINE_BENCH:-}
tdoku_bench=${TDOKU_BENCH:-}
tdoku_solve=${TDOKU_SOLVE:-}

if [ ! -d "$data" ] || ! ls "$data"/*.txt > /dev/null 2>&1; then
	echo "bench: no data sets in $data (set BENCH_DATA); nothing to measure"
	exit 0
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-bench.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
results=$scratch/results	# lines: SET RUN PUZZLES PER-SECOND
: > "$results"

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

# row SET RUN PUZZLES PER-SECOND: one line of the table, kept for the summary
row() {
	echo "$1 $2 $3 $4" >> "$results"
	awk -v set="$1" -v what="$2" -v n="$3" -v rate="$4" 'BEGIN {
		printf "%-46s %-22s %7d %11.0f %10.2f\n", set, what, n, rate,
		    (rate > 0 ? 1e6 / rate : 0)
	}'
}

# timed SET RUN PUZZLES FILE CMD...: a whole process, best of $runs
timed() {
	set_name=$1 what=$2 n=$3 file=$4
	shift 4
	ns=$(best_ns "$file" "$@")
	row "$set_name" "$what" "$n" "$(awk -v n="$n" -v ns="$ns" \
	    'BEGIN { printf "%.0f", n / (ns / 1e9) }')"
}

printf '%-46s %-22s %7s %11s %10s\n' "data set" "run" "puzzles" \
    "puzzles/s" "us/puzzle"
for file in "$data"/*.txt; do
	set_name=${file##*/}
	set_name=${set_name%.txt}
	case $set_name in *"$sets"*) ;; *) continue ;; esac
	n=$(wc -l < "$file")
	[ "$n" -gt 0 ] || continue
	# Whole processes read the set repeated up to BENCH_MIN_PUZZLES, so a
	# small set measures solving rather than starting a process.
	copies=$(( (min_puzzles + n - 1) / n ))
	: > "$scratch/input.txt"
	i=0
	while [ "$i" -lt "$copies" ]; do
		cat "$file" >> "$scratch/input.txt"
		i=$((i + 1))
	done
	big=$((n * copies))
	if [ -n "$engine" ] && [ -x "$engine" ]; then
		"$engine" "$file" "$seconds" | while read -r what count rate _; do
			row "$set_name" "$what" "$count" "$rate"
		done
	fi
	if [ -n "$tdoku_bench" ] && [ -x "$tdoku_bench" ]; then
		whole=${seconds%.*}	# run_benchmark takes whole seconds
		[ "${whole:-0}" -ge 1 ] || whole=1
		rate=$("$tdoku_bench" -s tdoku -t "$whole" -w 1 "$file" \
		    2> /dev/null | awk -F'|' '$2 ~ /^tdoku / {
			gsub(/[ ,]/, "", $3); print $3; exit }')
		row "$set_name" "tdoku-count-2" "$n" "${rate:-0}"
	fi
	input=$scratch/input.txt
	timed "$set_name" solve "$big" "$input" "$SUDOKU" solve
	timed "$set_name" count-limit-2 "$big" "$input" "$SUDOKU" count --limit 2
	timed "$set_name" solve-lex "$big" "$input" "$SUDOKU" solve --lex
	if [ "$jobs" -gt 1 ]; then
		timed "$set_name" "count-limit-2-j$jobs" "$big" "$input" \
		    "$SUDOKU" count --limit 2 -j "$jobs"
	fi
	if [ -n "$tdoku_solve" ] && [ -x "$tdoku_solve" ]; then
		timed "$set_name" tdoku-solve-1 "$big" "$input" "$tdoku_solve" 1
		timed "$set_name" tdoku-solve-2 "$big" "$input" "$tdoku_solve" 2
	fi
	if [ "$qq_puzzles" -gt 0 ] && command -v qqwing > /dev/null; then
		head -n "$qq_puzzles" "$file" > "$scratch/qq.txt"
		qn=$(wc -l < "$scratch/qq.txt")
		runs=1 timed "$set_name" qqwing-solve "$qn" "$scratch/qq.txt" \
		    qqwing --solve
		timed "$set_name" solve-same-as-qqwing "$qn" "$scratch/qq.txt" \
		    "$SUDOKU" solve
	fi
done

# The ratios that matter: ours over the reference on the same puzzles.
echo
awk '
	{ rate[$1, $2] = $4; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
	function ratio(a, b) { return b > 0 && a > 0 ? sprintf("%.2f", a / b) : "-" }
	END {
		printf "%-46s %13s %13s %13s %13s\n", "ratios", "count-2/tdoku",
		    "engine/tdoku", "solve/tdoku1", "solve/qqwing"
		for (i = 1; i <= n; i++) {
			s = order[i]
			printf "%-46s %13s %13s %13s %13s\n", s,
			    ratio(rate[s, "count-limit-2"], rate[s, "tdoku-count-2"]),
			    ratio(rate[s, "engine-count-2"], rate[s, "tdoku-count-2"]),
			    ratio(rate[s, "solve"], rate[s, "tdoku-solve-1"]),
			    ratio(rate[s, "solve-same-as-qqwing"], rate[s, "qqwing-solve"])
		}
	}' "$results"

# Boards of other sizes: the general engine in-process, median and worst
# per file.
general=${GENERAL_BENCH:-}
if [ -n "$general" ] && [ -x "$general" ] &&
    ls "$data"/sizes/*.txt > /dev/null 2>&1; then
	echo
	"$general" -t "${BENCH_GENERAL_SECONDS:-20}" "$data"/sizes/*.txt
fi

# Boards of other sizes side by side: whole processes, one board each,
# counting to two (the proof that the solution is unique), processor time
# (run-cpu).  Ours beside Gecode's Sudoku example and CaDiCaL when they
# are named; each board's time is capped, a capped time counting as the
# cap (then the row says how many were capped: the figure is a bound).
#
#   SIZES_OURS     our command, given one board's file (N rows of N
#                  numbers, `.` blank) as its last argument; default
#                  general-bench -l 2 until the CLI reads these boards,
#                  then "$SUDOKU count --limit 2"
#   GECODE_SUDOKU  Gecode's examples/sudoku built with our puzzles in it
#                  (/work/ref/GECODE.md); the file $GECODE_SUDOKU.index (or
#                  sudoku.index beside it) maps a board to its number there
#   CADICAL_RUN    run.sh FILE INDEX of the direct encoding for CaDiCaL,
#                  printing cpu_ms= (its solver processes only)
#   BENCH_SIZES_FILES   the files (default $data/sizes/*.txt, plus
#                  BENCH_SIZES_EXTRA, e.g. Gecode's own hard 25x25 boards)
#   BENCH_SIZES_BOARDS  boards per file, evenly spread (default 15)
#   BENCH_SIZES_CAP     seconds per board and program (default 5)
run_cpu=${RUN_CPU:-}
if [ -n "$run_cpu" ] && [ -x "$run_cpu" ] && [ -n "$general" ] &&
    [ -x "$general" ]; then
	sizes_ours=${SIZES_OURS:-"$general -l 2"}
	gecode=${GECODE_SUDOKU:-}
	cadical=${CADICAL_RUN:-}
	per_file=${BENCH_SIZES_BOARDS:-15}
	cap=${BENCH_SIZES_CAP:-5}
	gecode_index=
	if [ -n "$gecode" ]; then
		gecode_index=$gecode.index
		[ -f "$gecode_index" ] ||
		    gecode_index=$(dirname "$gecode")/sudoku.index
		[ -f "$gecode_index" ] || gecode=
	fi
	split=$scratch/sizes
	mkdir -p "$split"
	times=$scratch/sizes.times	# lines: FILE TOOL MS CAPPED
	: > "$times"
	echo
	echo "boards of other sizes: count to 2, whole process, CPU ms per" \
	    "board (cap ${cap}s)"
	# shellcheck disable=SC2086
	for file in ${BENCH_SIZES_FILES:-"$data"/sizes/*.txt} \
	    ${BENCH_SIZES_EXTRA:-}; do
		[ -f "$file" ] || continue
		name=${file##*/}
		name=${name%.txt}
		case $name in *"$sets"*) ;; *) continue ;; esac
		rm -f "$split"/*
		"$general" -s "$split" "$file" || continue
		total=$(find "$split" -type f | wc -l)
		[ "$total" -gt 0 ] || continue
		take=$per_file
		[ "$take" -le "$total" ] || take=$total
		j=0
		while [ "$j" -lt "$take" ]; do
			k=$((j * total / take))
			board=$split/$name.$k.txt
			j=$((j + 1))
			# run-cpu prints "MS STATUS"; SIZES_OURS is words
			# shellcheck disable=SC2046,SC2086
			set -- $("$run_cpu" -t "$cap" $sizes_ours "$board")
			echo "$name ours $1 $2" >> "$times"
			if [ -n "$gecode" ]; then
				num=$(awk -v s="$name" -v k="$k" \
				    '$1 == s && $2 == k { print $3 }' \
				    "$gecode_index")
				if [ -n "$num" ]; then
					# shellcheck disable=SC2046
					set -- $("$run_cpu" -t "$cap" "$gecode" \
					    -solutions 2 -time $((cap * 1000)) \
					    "$num")
					echo "$name gecode $1 $2" >> "$times"
				fi
			fi
			if [ -n "$cadical" ]; then
				ms=$(CADICAL_LIMIT=$cap "$cadical" "$board" 0 \
				    2> /dev/null | sed -n 's/.*cpu_ms=\([0-9.]*\) count=\(.\).*/\1 \2/p')
				# shellcheck disable=SC2086
				set -- ${ms:-0 ?}
				echo "$name cadical $1 $2" >> "$times"
			fi
		done
	done
	# median and worst per file and tool; the ratios the issue asks for
	sort -k1,1 -k2,2 -k3,3g "$times" | awk -v cap="$cap" '
		function flush() {
			if (n == 0) return
			med = n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
			median[f, t] = med; worst[f, t] = v[n]
			capped[f, t] = c; boards[f] = n
			if (!(f in seen)) { seen[f] = 1; order[++files] = f }
			n = 0; c = 0
		}
		{
			if ($1 != f || $2 != t) { flush(); f = $1; t = $2 }
			ms = $3
			if ($4 == "timeout" || $4 == "?") { ms = cap * 1000; c++ }
			v[++n] = ms
		}
		function cell(f, t) {
			if (!((f, t) in median)) return sprintf("%23s", "-")
			return sprintf("%9.1f %9.1f%s", median[f, t], worst[f, t],
			    capped[f, t] ? sprintf(" %-3s", ">" capped[f, t]) : "    ")
		}
		function ratio(a, b) {
			return a > 0 && b > 0 ? sprintf("%7.1f", a / b) : sprintf("%7s", "-")
		}
		END {
			flush()
			printf "%-24s %6s %-23s %-23s %-23s %-15s %s\n", "", "",
			    "      ours", "      gecode", "      cadical",
			    "  gecode/ours", "  cadical/ours"
			printf "%-24s %6s %-23s %-23s %-23s %-15s %s\n", "file",
			    "boards", "   median     worst", "   median     worst",
			    "   median     worst", "   med   worst", "   med   worst"
			for (i = 1; i <= files; i++) {
				f = order[i]
				printf "%-24s %6d %s %s %s %s %s %s %s\n", f, boards[f],
				    cell(f, "ours"), cell(f, "gecode"), cell(f, "cadical"),
				    ratio(median[f, "gecode"], median[f, "ours"]),
				    ratio(worst[f, "gecode"], worst[f, "ours"]),
				    ratio(median[f, "cadical"], median[f, "ours"]),
				    ratio(worst[f, "cadical"], worst[f, "ours"])
			}
			print "(>k: k boards hit the cap, counted as the cap;" \
			    " ratios over 1: ours faster)"
		}'
fi
