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
#   BENCH_SPLIT    parts of the long count at the end (default 64); 0
#                  skips it (it takes a few minutes: the count three times)
#   ENGINE_BENCH   the in-process program (make bench builds it)
#   TDOKU_BENCH    tdoku's run_benchmark: its in-process count to 2
#   TDOKU_SOLVE    tdoku's example program "solve": whole process
#                  ("solve 1" first solution, "solve 2" counts to two)
#   GENERAL_BENCH  the general engine's in-process program (make bench
#                  builds it): count to two on $BENCH_DATA/sizes/*.txt
#   BENCH_GENERAL_SECONDS  the longest it spends on one board there
#                  (default 20): some boards are out of its reach
#   BENCH_GENERATE puzzles per generate run (default 20000; 0 skips
#                  generation); qqwing makes BENCH_QQWING_GENERATE
#                  (default 2000) of the same kind beside it
#   BENCH_RATED    puzzles per --difficulty run (default 200; 0 skips
#                  rated generation)
#   RUN_CPU, SIZES_OURS, GECODE_SUDOKU, CADICAL_RUN, BENCH_SIZES_*: the
#                  boards of other sizes side by side (see that section)
#   BENCH_RATE     file of "PUZZLE ER EP ED" lines, ER/EP/ED as serate
#                  gives them (default tests/bench/rate-sample.txt: a few
#                  puzzles of each band); "0" skips the rating section
#   SERATE_CMD     Sudoku Explainer's batch rater, built apart and named
#                  without its options, e.g. "java -cp .../se-build
#                  diuf.sudoku.test.serate": rates the same files beside
#                  `sudoku rate`; unset, only ours is measured
#   SERATE_DIR     where serate runs (it writes SukakuExplainer.json in
#                  its working directory; default a scratch directory)
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
split_parts=${BENCH_SPLIT:-64}
engine=${ENGINE_BENCH:-}
tdoku_bench=${TDOKU_BENCH:-}
tdoku_solve=${TDOKU_SOLVE:-}

have_data=yes
if [ ! -d "$data" ] || ! ls "$data"/*.txt > /dev/null 2>&1; then
	echo "bench: no data sets in $data (set BENCH_DATA); generation only"
	have_data=no
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-bench.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
results=$scratch/results	# lines: SET RUN PUZZLES PER-SECOND
: > "$results"

now_ns() { date +%s%N; }

# A count of about 10^9 solutions (1,034,731,228: a 17-given puzzle less
# four givens) cut into $split_parts parts: each part timed alone, the
# slowest against the mean; then all of them run by GNU parallel -j 2 and
# merged, against one process counting the whole (-j 1).  Bars (issue 17):
# slowest/mean at most 3, parallel -j 2 at most 0.6 of -j 1.
split_bench() {
	puzzle=.........................3............1.4......5....6..3......4.7..8...962...7...
	echo "$puzzle" > "$scratch/long.txt"
	echo "count in $split_parts parts: $puzzle"
	start=$(now_ns)
	whole=$("$SUDOKU" count --no-progress -j 1 "$scratch/long.txt")
	whole_ns=$(( $(now_ns) - start ))
	k=1
	: > "$scratch/part-times"
	: > "$scratch/parts.txt"
	while [ "$k" -le "$split_parts" ]; do
		start=$(now_ns)
		"$SUDOKU" count --part "$k/$split_parts" "$scratch/long.txt" \
		    >> "$scratch/parts.txt"
		echo $(( $(now_ns) - start )) >> "$scratch/part-times"
		k=$((k + 1))
	done
	merged=$("$SUDOKU" merge "$scratch/parts.txt")
	if command -v parallel > /dev/null; then
		start=$(now_ns)
		parallel_total=$(seq "$split_parts" | parallel -j 2 "$SUDOKU" \
		    count --part {}/"$split_parts" "$scratch/long.txt" |
		    "$SUDOKU" merge)
		parallel_ns=$(( $(now_ns) - start ))
	else
		parallel_total="(no GNU parallel)" parallel_ns=0
	fi
	awk -v whole="$whole" -v merged="$merged" -v par="$parallel_total" \
	    -v whole_ns="$whole_ns" -v par_ns="$parallel_ns" '
		{ t = $1 / 1e9; sum += t; if (t > max) max = t; n++ }
		END {
			mean = sum / n
			same = merged == whole ? "equal" : "DIFFERENT"
			printf "  count %s; parts merged %s (%s); by parallel " \
			    "%s\n", whole, merged, same, par
			printf "  one process (-j 1)      %8.2f s\n", whole_ns / 1e9
			printf "  parts one by one        %8.2f s in all, " \
			    "mean %.3f s, slowest %.3f s\n", sum, mean, max
			printf "  slowest / mean          %8.2f   (bar: at most 3)\n",
			    max / mean
			if (par_ns > 0)
				printf "  parallel -j 2           %8.2f s, %.2f of " \
				    "-j 1   (bar: at most 0.6)\n", par_ns / 1e9,
				    par_ns / whole_ns
		}' "$scratch/part-times"
}


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
	[ "$have_data" = yes ] || break
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

# Rating, band by band (serate's ER: <= 2.5, 2.6-6.0, 6.1-8.0, 8.1-9.5,
# above): `sudoku rate` and serate on the same file, whole processes, ours
# with one thread.  Puzzles per second are per CPU second (user + system,
# every thread: serate's chaining runs threads of its own, and the machine
# may be shared), with the wall-clock ratio beside; max RSS from GNU time.
# serate runs once per band (a hard puzzle takes it seconds, the hardest
# minutes), its JVM start and JIT warm-up included, as a user meets them;
# "solver s" is what serate's own timer (%e) counts, without them.  Ours
# reads the band's file repeated until it has run 0.3 CPU seconds.
# "same" counts the puzzles where both print the same ER/EP/ED.
rate_file=${BENCH_RATE:-$top_srcdir/tests/bench/rate-sample.txt}
serate=${SERATE_CMD:-}
# timeit OUT CMD...: "wall user sys maxrss-kB" of CMD into OUT
timeit() {
	out=$1
	shift
	/usr/bin/time -f '%e %U %S %M' -o "$out" "$@"
}
rate_bands() {
	echo
	printf '%-10s %4s %10s %8s %10s %8s %9s %8s %7s %6s\n' "rating" \
	    "puz" "ours p/s" "ours RSS" "serate p/s" "its RSS" "solver s" \
	    "ratio" "wall x" "same"
	for band in 1 2 3 4 5; do
		awk -v b="$band" '{ er = $2 + 0; k = 5
			if (er <= 9.5) k = 4
			if (er <= 8.0) k = 3
			if (er <= 6.0) k = 2
			if (er <= 2.5) k = 1
			if (k == b) print }' "$rate_file" > "$scratch/band.txt"
		n=$(wc -l < "$scratch/band.txt")
		[ "$n" -gt 0 ] || continue
		cut -d' ' -f1 "$scratch/band.txt" > "$scratch/band.puz"
		cut -d' ' -f2-4 "$scratch/band.txt" > "$scratch/band.want"
		copies=1
		while :; do
			: > "$scratch/rate-in.txt"
			i=0
			while [ "$i" -lt "$copies" ]; do
				cat "$scratch/band.puz" >> "$scratch/rate-in.txt"
				i=$((i + 1))
			done
			timeit "$scratch/ours.time" "$SUDOKU" rate -j 1 \
			    --from=line "$scratch/rate-in.txt" \
			    > "$scratch/ours.out" 2> /dev/null || true
			cpu=$(awk '{ print $2 + $3 }' "$scratch/ours.time")
			if [ "$copies" -ge 4096 ] || awk -v c="$cpu" \
			    'BEGIN { exit !(c >= 0.3) }'; then
				break
			fi
			copies=$((copies * 4))
		done
		head -n "$n" "$scratch/ours.out" | cut -d' ' -f1 | tr / ' ' \
		    > "$scratch/ours.got"
		: > "$scratch/serate.time"
		: > "$scratch/serate.out"
		if [ -n "$serate" ]; then
			(cd "$serate_dir" && timeit "$scratch/serate.time" \
			    $serate --format='%r %p %d %e' \
			    --input="$scratch/band.puz" \
			    > "$scratch/serate.out" 2> /dev/null) || true
		fi
		awk -v b="$band" -v n="$n" -v copies="$copies" \
		    -v ours="$(cat "$scratch/ours.time")" \
		    -v theirs="$(cat "$scratch/serate.time")" \
		    -v got="$scratch/ours.got" -v want="$scratch/serate.out" \
		    -v have="$serate" 'BEGIN {
			split("<=2.5 2.6-6.0 6.1-8.0 8.1-9.5 >9.5", name, " ")
			split(ours, o, " ")
			ocpu = o[2] + o[3]
			orate = ocpu > 0 ? n * copies / ocpu : 0
			srate = swall = 0; scpu = solver = 0; same = 0
			if (have != "" && split(theirs, s, " ") >= 4) {
				scpu = s[2] + s[3]
				srate = scpu > 0 ? n / scpu : 0
				swall = s[1]
				while ((getline line < want) > 0) {
					split(line, f, " ")
					solver += f[4]
					getline mine < got
					if (f[1] " " f[2] " " f[3] == mine)
						same++
				}
			}
			wratio = "-"
			if (swall > 0 && o[1] > 0)
				wratio = sprintf("%.0f", copies * swall / o[1])
			sr = sm = ss = ratio = sa = "-"
			if (srate > 0) {
				sr = sprintf("%.2f", srate)
				sm = sprintf("%.0fM", s[4] / 1024)
				ss = sprintf("%.2f", solver)
				ratio = sprintf("%.0f", orate / srate)
				sa = same "/" n
			}
			printf "%-10s %4d %10.1f %7.0fM %10s %8s %9s %8s %7s %6s\n",
			    name[b], n, orate, o[4] / 1024, sr, sm, ss, ratio,
			    wratio, sa
		}'
	done
}
if [ "$rate_file" != 0 ] && [ -s "$rate_file" ]; then
	echo
	if [ ! -x /usr/bin/time ]; then
		echo "rating: needs GNU time (/usr/bin/time); skipped"
	else
		serate_dir=${SERATE_DIR:-$scratch}
		if [ -n "$serate" ]; then
			echo "rating: ours beside serate ($serate), by serate's ER"
		else
			echo "rating: ours by serate's ER (SERATE_CMD unset:" \
			    "serate not run)"
		fi
		rate_bands
	fi
fi

# Variants: the killers of $data/variants proven unique (counted to two),
# one core, beside what people use for variants: MiniZinc with Gecode on
# a plain model (tests/bench/killer.mzn, a process a puzzle, as the
# minizinc command is used) and z3 in-process (tests/bench/killer-z3.py,
# z3's time only).  Ours reads the whole file in one process, its start
# included.  Processor time throughout (user + system, children too); the
# ratio is theirs per puzzle over ours.  Bars (issue 24): at least 100x
# MiniZinc, 10x z3.
#
#   BENCH_KILLERS    the killer file (default $data/variants/
#                    killer_krazydad_7200.txt); "0" skips the section
#   BENCH_MINIZINC   puzzles given to MiniZinc (default 50; 0 skips it)
#   BENCH_Z3         puzzles given to z3 (default 5: it takes seconds each;
#                    0 skips it)
#   BENCH_PYTHON     the Python with z3 (default /usr/bin/python3, Debian's,
#                    where python3-z3 installs)
killer_bench() {
	file=$1
	n=$(grep -cv '^#' "$file")
	echo
	echo "killers: $n puzzles of ${file##*/} proven unique (count to 2)," \
	    "one core, processor time"
	printf '%-26s %8s %8s %10s %12s %10s\n' "tool" "puzzles" "unique" \
	    "cpu s" "ms/puzzle" "ratio"
	timeit "$scratch/killer.time" "$SUDOKU" count --limit 2 -j 1 \
	    --no-progress -f killer "$file" > "$scratch/killer.out" \
	    2> "$scratch/killer.err" || true
	ours=$(awk '{ print $2 + $3 }' "$scratch/killer.time")
	unique=$(grep -cx 1 "$scratch/killer.out" || true)
	ours_ms=$(awk -v c="$ours" -v n="$n" 'BEGIN { printf "%.4f", 1000 * c / n }')
	printf '%-26s %8d %8d %10.2f %12.3f %10s\n' "sudoku count --limit 2" \
	    "$n" "$unique" "$ours" "$ours_ms" "-"
	[ -s "$scratch/killer.err" ] && head -n 3 "$scratch/killer.err"
	mzn=${BENCH_MINIZINC:-50}
	if [ "$mzn" -gt 0 ] && command -v minizinc > /dev/null; then
		grep -v '^#' "$file" | head -n "$mzn" | awk -v dir="$scratch" '{
			map = $2; n = split($3, s, ",")
			f = dir "/k" NR ".dzn"
			printf "ncages = %d;\ncage = [", n > f
			for (i = 1; i <= 81; i++) {
				k = index("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", substr(map, i, 1))
				printf "%s%d", (i > 1 ? "," : ""), k > f
			}
			printf "];\nsums = [%s];\n", $3 > f
			close(f)
		}'
		timeit "$scratch/mzn.time" sh -c 'model=$1; shift
		    for d; do minizinc --solver gecode -p 1 -n 2 "$model" "$d" \
			2> /dev/null | grep -c -- "^----------" || true
		    done' sh "$top_srcdir/tests/bench/killer.mzn" \
		    "$scratch"/k*.dzn > "$scratch/mzn.out" 2> /dev/null || true
		m=$(wc -l < "$scratch/mzn.out")
		mu=$(grep -cx 1 "$scratch/mzn.out" || true)
		cpu=$(awk '{ print $2 + $3 }' "$scratch/mzn.time")
		awk -v t="minizinc + gecode (plain)" -v n="$m" -v u="$mu" \
		    -v c="$cpu" -v o="$ours_ms" 'BEGIN {
			ms = n > 0 ? 1000 * c / n : 0
			printf "%-26s %8d %8d %10.2f %12.3f %9.0fx\n", t, n, u, c,
			    ms, (o > 0 ? ms / o : 0) }'
	else
		echo "minizinc: not installed (Debian: minizinc) or skipped"
	fi
	z3n=${BENCH_Z3:-5}
	python=${BENCH_PYTHON:-/usr/bin/python3}
	if [ "$z3n" -gt 0 ] && "$python" -c 'import z3' 2> /dev/null; then
		set -- $("$python" "$top_srcdir/tests/bench/killer-z3.py" \
		    "$file" "$z3n")
		awk -v t="z3 (plain, in-process)" -v n="$1" -v u="$2" \
		    -v c="$4" -v o="$ours_ms" 'BEGIN {
			ms = n > 0 ? 1000 * c / n : 0
			printf "%-26s %8d %8d %10.2f %12.3f %9.0fx\n", t, n, u, c,
			    ms, (o > 0 ? ms / o : 0) }'
	else
		echo "z3: python3-z3 not installed (Debian) or skipped"
	fi
}
killers=${BENCH_KILLERS:-$data/variants/killer_krazydad_7200.txt}
if [ "$killers" != 0 ] && [ -s "$killers" ]; then
	if [ -x /usr/bin/time ]; then
		killer_bench "$killers"
	else
		echo "killers: need GNU time (/usr/bin/time); skipped"
	fi
fi

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
#                  "$SUDOKU count --limit 2" (the numbers notation)
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
	sizes_ours=${SIZES_OURS:-"$SUDOKU count --limit 2"}
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

if [ "$split_parts" -gt 0 ]; then
	echo
	split_bench
fi

# Generation, whole processes, no data set needed: minimal puzzles, one
# thread, beside qqwing --generate making the same kind (its puzzles are
# minimal too: it tries each given once); then -j; then the givens of
# minimal puzzles without symmetry beside those of minimal puzzles drawn
# uniformly (RATING.md), where the method's bias shows.
gen_n=${BENCH_GENERATE:-20000}
qq_gen=${BENCH_QQWING_GENERATE:-2000}
[ "$gen_n" -gt 0 ] || exit 0
gen_rate() {	# N NS: puzzles per second
	awk -v n="$1" -v ns="$2" 'BEGIN { printf "%.0f", n / (ns / 1e9) }'
}
gen_row() {	# WHAT N CMD...: a whole process, best of $runs
	what=$1 n=$2
	shift 2
	row generate "$what" "$n" "$(gen_rate "$n" "$(best_ns /dev/null "$@")")"
}
echo
printf '%-46s %-22s %7s %11s %10s\n' "generation" "run" "puzzles" \
    "puzzles/s" "us/puzzle"
gen_row rot180 "$gen_n" "$SUDOKU" generate -n "$gen_n" --seed 1
gen_row none "$gen_n" "$SUDOKU" generate -n "$gen_n" --seed 1 \
    --symmetry=none
if [ "$jobs" -gt 1 ]; then
	gen_row "rot180-j$jobs" "$gen_n" "$SUDOKU" generate -n "$gen_n" \
	    --seed 1 -j "$jobs"
fi
if command -v qqwing > /dev/null; then
	runs=1 gen_row qqwing-rotate180 "$qq_gen" qqwing --generate "$qq_gen" \
	    --symmetry rotate180 --one-line
	runs=1 gen_row qqwing-none "$qq_gen" qqwing --generate "$qq_gen" \
	    --symmetry none --one-line
fi
echo
awk -v jobs="$jobs" '
	$1 == "generate" { rate[$2] = $4 }
	function ratio(a, b) { return b > 0 && a > 0 ? sprintf("%.1f", a / b) : "-" }
	END {
		printf "%-46s %13s %13s %13s\n", "generation ratios",
		    "rot180/qqwing", "none/qqwing", "-j" jobs "/-j1"
		printf "%-46s %13s %13s %13s\n", "",
		    ratio(rate["rot180"], rate["qqwing-rotate180"]),
		    ratio(rate["none"], rate["qqwing-none"]),
		    ratio(rate["rot180-j" jobs], rate["rot180"])
	}' "$results"

echo
echo "givens of $gen_n minimal puzzles (percent)"
"$SUDOKU" generate -n "$gen_n" --seed 2 --symmetry=none > "$scratch/none.txt"
"$SUDOKU" generate -n "$gen_n" --seed 2 > "$scratch/rot180.txt"
awk '
	{ n = 0; for (i = 1; i <= 81; i++) n += substr($1, i, 1) != "."
	  count[FILENAME ~ /none/ ? "none" : "rot180", n]++
	  total[FILENAME ~ /none/ ? "none" : "rot180"]++
	  sum[FILENAME ~ /none/ ? "none" : "rot180"] += n
	  if (n < lo || lo == "") lo = n
	  if (n > hi) hi = n }
	END {
		# minimal puzzles drawn uniformly, as RATING.md gives them
		known[22] = "0.003"; known[25] = "13.4"; known[26] = "31.9"
		known[27] = "32.7"; known[28] = "15.5"
		if (lo > 22) lo = 22
		if (hi < 28) hi = 28
		printf "%-8s %12s %12s %16s\n", "givens", "none", "rot180",
		    "uniform minimal"
		for (g = lo; g <= hi; g++)
			printf "%-8d %12.2f %12.2f %16s\n", g,
			    100 * count["none", g] / total["none"],
			    100 * count["rot180", g] / total["rot180"],
			    g in known ? known[g] : "."
		printf "%-8s %12.2f %12.2f %16s\n", "mean",
		    sum["none"] / total["none"], sum["rot180"] / total["rot180"],
		    "~26.5"
	}' "$scratch/none.txt" "$scratch/rot180.txt"

# Rated generation: each --difficulty band, one thread, best of $runs;
# the share of draws kept is what --stats reports.  Then how the draws of
# each symmetry rate, band by band (--rating=0-20 rates every draw).
rated_n=${BENCH_RATED:-200}
[ "$rated_n" -gt 0 ] || exit 0
echo
printf '%-46s %-22s %7s %11s %10s\n' "rated generation" "run" "puzzles" \
    "puzzles/s" "% kept"
for band in easy medium hard fiendish diabolical; do
	ns=$(best_ns /dev/null "$SUDOKU" generate -n "$rated_n" --seed 1 \
	    --difficulty=$band)
	"$SUDOKU" generate -n "$rated_n" --seed 1 --difficulty=$band --stats \
	    2> "$scratch/stats" > /dev/null
	kept=$(sed -n 's/.*draws (\([0-9.]*\)% kept).*/\1/p' "$scratch/stats")
	echo "generate difficulty=$band $rated_n $(gen_rate "$rated_n" "$ns")" \
	    >> "$results"
	printf '%-46s %-22s %7d %11s %10s\n' generate "difficulty=$band" \
	    "$rated_n" "$(gen_rate "$rated_n" "$ns")" "$kept"
done
echo
for sym in rot180 none; do
	"$SUDOKU" generate -n "$rated_n" --seed 1 --symmetry=$sym \
	    --rating=0-20 --stats 2> "$scratch/stats" > /dev/null
	printf '%-8s %s\n' "$sym" "$(sed -n 's/^sudoku: \(.*draws rated:.*\)/\1/p' \
	    "$scratch/stats")"
done
