#!/bin/sh
# Output behaviour that golden files cannot show: round trips through the
# notations and pretty output, -o replacing a file only when complete,
# colour only on a terminal and never with NO_COLOR, --stats and
# --progress on stderr without touching stdout.

. "$(dirname "$0")/lib.sh"

examples=$top_srcdir/formats/examples

# same NAME FILE-A FILE-B
same() {
	if cmp -s "$2" "$3"; then
		tap_ok "$1"
	else
		diff -u "$2" "$3" > "$scratch/diff" || true
		tap_not_ok "$1" "$scratch/diff"
	fi
}

# expect NAME STATUS WANT-STATUS
expect_status() {
	if [ "$2" -eq "$3" ]; then
		tap_ok "$1"
	else
		echo "exit status $2, not $3" > "$scratch/why"
		tap_not_ok "$1" "$scratch/why"
	fi
}

# --- round trips -----------------------------------------------------------
# '.' is the blank written back; a file written with '0' comes back with '.'
grep -v '^#' "$examples/line.txt" | cut -c1-81 | tr 0 . > "$scratch/line.txt"
run_sudoku convert --to=grid "$scratch/line.txt" > "$scratch/grid.txt"
run_sudoku convert --to=line "$scratch/grid.txt" > "$scratch/line2.txt"
same "line -> grid -> line is exact" "$scratch/line.txt" "$scratch/line2.txt"

for board in boj-2580 boj-2239; do
	run_sudoku convert --to=line "$examples/$board.txt" \
	    > "$scratch/board.line"
	run_sudoku convert --to=boj "$scratch/board.line" > "$scratch/board.boj"
	if [ "$board" = boj-2239 ]; then
		# line carries no flavour: the canonical boj is 2580's, so
		# compare the digits
		tr -d ' ' < "$scratch/board.boj" > "$scratch/board.cmp"
	else
		cp "$scratch/board.boj" "$scratch/board.cmp"
	fi
	same "$board -> line -> boj keeps the board" "$examples/$board.txt" \
	    "$scratch/board.cmp"
done

# (a variant's pretty grid has its cages' sums and marks: only the classic
# notations' examples read back, as the man page says)
for example in "$examples"/*.txt; do
	name=${example##*/}
	case $name in variant.txt|killer.txt|fpuzzles*) continue ;; esac
	run_sudoku solve --to=line "$example" | cut -d' ' -f1 > "$scratch/want"
	for style in "" --ascii; do
		run_sudoku solve --to=pretty $style "$example" |
		    run_sudoku convert --from=grid --to=line - |
		    cut -d' ' -f1 > "$scratch/got"
		same "$name: pretty ${style:-unicode} reads back as grid" \
		    "$scratch/want" "$scratch/got"
	done
done

# Boards of every side grid holds (up to 35x35): a full board of the
# usual boxes, every third cell blank, solved; its pretty output, read as
# grid and detected as grid, gives the same answer, and so does the
# canonical grid that convert writes.
board() {
	awk -v n="$1" 'BEGIN {
		for (r = 2; r * r <= n; r++)
			if (n % r == 0)
				rows = r
		cols = n / rows
		s = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
		for (i = 0; i < n * n; i++) {
			r = int(i / n)
			v = ((r % rows) * cols + int(r / rows) + i % n) % n
			printf "%s", i % 3 == 1 ? "." : substr(s, v + 1, 1)
		}
		printf "\n"
	}'
}
for side in 4 6 8 10 12 15 16 25 35; do
	board "$side" > "$scratch/board.txt"
	run_sudoku solve --to=line "$scratch/board.txt" > "$scratch/want"
	for style in "" --ascii; do
		run_sudoku solve --to=pretty $style "$scratch/board.txt" \
		    > "$scratch/pretty"
		run_sudoku convert --from=grid --to=line "$scratch/pretty" \
		    > "$scratch/got"
		same "${side}x$side: pretty ${style:-unicode} reads back as grid" \
		    "$scratch/want" "$scratch/got"
		run_sudoku convert --to=line "$scratch/pretty" > "$scratch/got"
		same "${side}x$side: pretty ${style:-unicode} is detected as grid" \
		    "$scratch/want" "$scratch/got"
	done
	run_sudoku convert --to=grid "$scratch/board.txt" |
	    run_sudoku solve --to=line - > "$scratch/got"
	same "${side}x$side: line -> grid -> solved as line" "$scratch/want" \
	    "$scratch/got"
done

# --- -j: the same output, messages in the same order -------------------------
cases=$top_srcdir/tests/cli/cases
i=0
while [ "$i" -lt 300 ]; do
	cat "$cases/errors-line/puzzles.txt"
	i=$((i + 1))
done > "$scratch/mixed.txt"
status=0
run_sudoku solve "$scratch/mixed.txt" > "$scratch/want" \
    2> "$scratch/want.err" || status=$?
for jobs in 2 3 0; do
	got=0
	run_sudoku solve -j "$jobs" "$scratch/mixed.txt" > "$scratch/got" \
	    2> "$scratch/got.err" || got=$?
	same "-j $jobs: same stdout" "$scratch/want" "$scratch/got"
	same "-j $jobs: same messages in the same order" "$scratch/want.err" \
	    "$scratch/got.err"
	expect_status "-j $jobs: same exit status" "$got" "$status"
done
i=0
while [ "$i" -lt 200 ]; do
	cat "$cases/verify-solution-wrong/problem.txt"
	i=$((i + 1))
done > "$scratch/problems.txt"
i=0
while [ "$i" -lt 200 ]; do
	cat "$cases/verify-solution-wrong/answer.txt"
	i=$((i + 1))
done > "$scratch/answers.txt"
run_sudoku verify --solution "$scratch/answers.txt" "$scratch/problems.txt" \
    > "$scratch/want" 2> "$scratch/want.err" || true
run_sudoku verify -j 2 --solution "$scratch/answers.txt" \
    "$scratch/problems.txt" > "$scratch/got" 2> "$scratch/got.err" || true
same "-j 2 verify --solution: same verdicts" "$scratch/want" "$scratch/got"
same "-j 2 verify --solution: same messages" "$scratch/want.err" \
    "$scratch/got.err"

# --- -o FILE -----------------------------------------------------------------
out=$scratch/answers.txt
echo "old content" > "$out"
run_sudoku solve -o "$out" "$examples/line.txt" > "$scratch/stdout"
run_sudoku solve "$examples/line.txt" > "$scratch/want"
same "-o writes the answers" "$scratch/want" "$out"
if [ -s "$scratch/stdout" ]; then
	tap_not_ok "-o leaves stdout empty" "$scratch/stdout"
else
	tap_ok "-o leaves stdout empty"
fi

# a failure mid-way: a file-size limit makes a write fail after 1 KiB
i=0
while [ "$i" -lt 200 ]; do
	grep -v '^#' "$examples/line.txt"
	i=$((i + 1))
done > "$scratch/many.txt"
echo "old content" > "$out"
status=0
(ulimit -f 1; run_sudoku solve -o "$out" "$scratch/many.txt") \
    2> "$scratch/err" || status=$?
expect_status "-o failing mid-way exits 3" "$status" 3
echo "old content" > "$scratch/want"
same "-o failing mid-way leaves the old file" "$scratch/want" "$out"
leftover=$(find "$scratch" -name 'answers.txt.*' | wc -l)
if [ "$leftover" -eq 0 ]; then
	tap_ok "-o failing mid-way leaves no temporary file"
else
	find "$scratch" -name 'answers.txt.*' > "$scratch/why"
	tap_not_ok "-o failing mid-way leaves no temporary file" "$scratch/why"
fi
status=0
run_sudoku solve -o "$scratch/no/such/dir/out.txt" "$examples/line.txt" \
    2> "$scratch/err" || status=$?
expect_status "-o into a missing directory exits 3" "$status" 3

# --- colour ------------------------------------------------------------------
esc=$(printf '\033')
# on_terminal OUT NO_COLOR ARGS...: sudoku on a pseudo-terminal, with TERM
# $term (xterm unless set; "unset" unsets it)
on_terminal() {
	out_file=$1
	no_color=$2
	shift 2
	if [ "${term-xterm}" = unset ]; then
		set -- env -u TERM NO_COLOR="$no_color" script -qec \
		    "$SUDOKU $* --no-progress" /dev/null
	else
		set -- env TERM="${term-xterm}" NO_COLOR="$no_color" \
		    script -qec "$SUDOKU $* --no-progress" /dev/null
	fi
	"$@" > "$out_file" 2>&1 < /dev/null
}
run_sudoku solve -t pretty "$examples/line.txt" > "$scratch/plain"
if grep -q "$esc" "$scratch/plain"; then
	tap_not_ok "no colour into a pipe" "$scratch/plain"
else
	tap_ok "no colour into a pipe"
fi
if command -v script > /dev/null; then
	on_terminal "$scratch/tty" "" solve -t pretty "$examples/line.txt"
	if grep -q "${esc}\[1m" "$scratch/tty"; then
		tap_ok "colour on a terminal"
	else
		tap_not_ok "colour on a terminal" "$scratch/tty"
	fi
	on_terminal "$scratch/tty" 1 solve -t pretty "$examples/line.txt"
	if grep -q "${esc}\[" "$scratch/tty"; then
		tap_not_ok "NO_COLOR turns colour off" "$scratch/tty"
	else
		tap_ok "NO_COLOR turns colour off"
	fi
	on_terminal "$scratch/tty" 1 solve -t pretty --color=always \
	    "$examples/line.txt"
	if grep -q "${esc}\[1m" "$scratch/tty"; then
		tap_ok "--color=always overrides NO_COLOR"
	else
		tap_not_ok "--color=always overrides NO_COLOR" "$scratch/tty"
	fi
	# a terminal that cannot show colour: TERM dumb, empty or unset
	for term in dumb "" unset; do
		on_terminal "$scratch/tty" "" solve -t pretty \
		    "$examples/line.txt"
		if grep -q "${esc}\[" "$scratch/tty"; then
			tap_not_ok "no colour with TERM '$term'" "$scratch/tty"
		else
			tap_ok "no colour with TERM '$term'"
		fi
	done
	term=dumb
	on_terminal "$scratch/tty" "" solve -t pretty --color=always \
	    "$examples/line.txt"
	if grep -q "${esc}\[1m" "$scratch/tty"; then
		tap_ok "--color=always overrides TERM=dumb"
	else
		tap_not_ok "--color=always overrides TERM=dumb" "$scratch/tty"
	fi
	unset term
	# -o /dev/stdout is stdout: coloured when that is a terminal
	for name in /dev/stdout /dev/fd/1; do
		on_terminal "$scratch/tty" "" solve -t pretty -o "$name" \
		    "$examples/line.txt"
		if grep -q "${esc}\[1m" "$scratch/tty"; then
			tap_ok "colour with -o $name on a terminal"
		else
			tap_not_ok "colour with -o $name on a terminal" \
			    "$scratch/tty"
		fi
	done
fi
run_sudoku solve -t pretty -o /dev/stdout "$examples/line.txt" \
    > "$scratch/plain"
if grep -q "$esc" "$scratch/plain"; then
	tap_not_ok "no colour with -o /dev/stdout into a file" "$scratch/plain"
else
	tap_ok "no colour with -o /dev/stdout into a file"
fi

# --- --stats and --progress ----------------------------------------------------
run_sudoku solve --stats --progress "$scratch/many.txt" \
    > "$scratch/stdout" 2> "$scratch/err"
run_sudoku solve "$scratch/many.txt" > "$scratch/want"
same "--stats leaves stdout alone" "$scratch/want" "$scratch/stdout"
if grep -Eq '^sudoku: 400 puzzles, 400 solved, 0 unsolvable, 0 invalid; [0-9.]+ s, [0-9.]+ puzzles/s$' \
    "$scratch/err"; then
	tap_ok "--stats summary"
else
	tap_not_ok "--stats summary" "$scratch/err"
fi
# each command's own outcomes, in its output's words, and "1 puzzle"
good=530070000600195000098000060800060003400803001700020006060000280000419005000080079
printf '%s\n%s\nxx\n' "$good" "55${good#53}" > "$scratch/mixed.txt"
stats_line() {	# NAME WANT COMMAND...: the summary line is WANT; T s, R puzzles/s
	name=$1 want=$2
	shift 2
	run_sudoku "$@" --stats > /dev/null 2> "$scratch/err" || true
	if grep -Eq "^sudoku: $want; [0-9.]+ s, [0-9.]+ puzzles/s\$" \
	    "$scratch/err"; then
		tap_ok "--stats: $name"
	else
		tap_not_ok "--stats: $name, not $want" "$scratch/err"
	fi
}
stats_line solve "3 puzzles, 1 solved, 0 unsolvable, 2 invalid" \
    solve "$scratch/mixed.txt"
stats_line "count has no unsolvable" "3 puzzles, 1 counted, 2 invalid" \
    count "$scratch/mixed.txt"
stats_line "verify's invalid is its output's" "3 puzzles, 1 valid, 2 invalid" \
    verify "$scratch/mixed.txt"
stats_line convert "3 puzzles, 2 converted, 1 invalid" \
    convert --to=grid "$scratch/mixed.txt"
stats_line rate "3 puzzles, 1 rated, 2 invalid" rate "$scratch/mixed.txt"
stats_line candidates "3 puzzles, 1 with candidates, 0 unsolvable, 2 invalid" \
    candidates "$scratch/mixed.txt"
echo "$good" > "$scratch/one.txt"
stats_line "one puzzle" "1 puzzle, 1 counted, 0 invalid" count \
    "$scratch/one.txt"
# a slow run (its input comes in over half a second) says about 2.00
# puzzles/s: below 10 a second with two decimals, never a bare 0
# (valgrind's start takes longer than the wait: there it is longer)
pause=0.5
[ "${SUDOKU_VALGRIND:-0}" = 1 ] && pause=5
(echo "$good"; sleep "$pause") | run_sudoku rate --stats > /dev/null \
    2> "$scratch/err"
if grep -Eq '^sudoku: 1 puzzle, 1 rated, 0 invalid; [0-9.]+ s, [0-9]\.[0-9][0-9] puzzles/s$' \
    "$scratch/err"; then
	tap_ok "--stats: below 10 puzzles/s with decimals"
else
	tap_not_ok "--stats: below 10 puzzles/s with decimals" "$scratch/err"
fi
# progress starts after half a second: give it a run that long
i=0
while [ "$i" -lt 100 ]; do
	cat "$scratch/many.txt"
	i=$((i + 1))
done > "$scratch/more.txt"
run_sudoku count --progress "$scratch/more.txt" > "$scratch/stdout" \
    2> "$scratch/err"
if grep -q 'sudoku: [0-9]* puzzles, .*more.txt [0-9]*%' "$scratch/err"; then
	tap_ok "--progress reports puzzles and the file"
else
	tap_not_ok "--progress reports puzzles and the file" "$scratch/err"
fi
if [ "$(wc -l < "$scratch/stdout")" -eq 40000 ] &&
    ! grep -qv '^1$' "$scratch/stdout"; then
	tap_ok "--progress leaves stdout alone"
else
	tap_not_ok "--progress leaves stdout alone"
fi

# --- progress on a terminal -------------------------------------------------
# screen FILE: the lines a terminal shows once it has had FILE's bytes,
# empty ones left out: "\r" goes back to the start of the line, ESC [ K
# erases from there to its end.
screen() {
	awk '{
		sub(/\r$/, "")
		line = ""
		col = 0
		rest = $0
		while (rest != "") {
			if (substr(rest, 1, 1) == "\r") {
				col = 0
				rest = substr(rest, 2)
			} else if (substr(rest, 1, 3) == "\033[K") {
				line = substr(line, 1, col)
				rest = substr(rest, 4)
			} else {
				line = substr(line, 1, col) substr(rest, 1, 1) \
				    substr(line, col + 2)
				col++
				rest = substr(rest, 2)
			}
		}
		if (line != "")
			print line
	}' "$1"
}
# on_tty OUT COMMAND: a shell command run with stdout and stderr on one
# pseudo-terminal
on_tty() {
	script -qec "$2" /dev/null > "$1" 2>&1 < /dev/null || true
}
if command -v script > /dev/null && command -v timeout > /dev/null; then
	# a long count, its progress drawn, then interrupted: the count and
	# the message each on a line of their own, nothing left behind
	printf '%081d\n' 0 > "$scratch/empty.txt"
	on_tty "$scratch/tty" "timeout -s INT 1.5 $SUDOKU count $scratch/empty.txt"
	screen "$scratch/tty" > "$scratch/screen"
	if grep -q 'counting puzzle 1:' "$scratch/tty" &&
	    [ "$(wc -l < "$scratch/screen")" -eq 2 ] &&
	    sed -n 1p "$scratch/screen" | grep -Eq '^[0-9]+\+$' &&
	    [ "$(sed -n 2p "$scratch/screen")" = \
	    "sudoku: interrupted after 1 puzzle" ]; then
		tap_ok "a count's progress on a terminal is cleared"
	else
		od -c "$scratch/tty" | tail -n 12 > "$scratch/bytes"
		tap_not_ok "a count's progress on a terminal is cleared" \
		    "$scratch/screen" "$scratch/bytes"
	fi
	# a batch long enough for progress, a message at its end
	answer=$(run_sudoku solve --to=line "$examples/line.txt" | head -n 1 |
	    cut -c1-81)
	puzzle=$(grep -v '^#' "$examples/line.txt" | head -n 1 | cut -c1-81)
	cat > "$scratch/feed.sh" <<-EOF
	i=0
	while [ \$i -lt 600 ]; do
		echo $puzzle
		[ \$i -eq 300 ] && sleep 1
		i=\$((i + 1))
	done
	echo 1234
	EOF
	on_tty "$scratch/tty" "sh $scratch/feed.sh | $SUDOKU solve"
	screen "$scratch/tty" > "$scratch/screen"
	{
		i=0
		while [ $i -lt 600 ]; do
			echo "$answer"
			i=$((i + 1))
		done
	} > "$scratch/want"
	if grep -Eq 'sudoku: [0-9]+ puzzles?, [0-9.]+/s, [0-9.]+ s' \
	    "$scratch/tty" &&
	    head -n 600 "$scratch/screen" | cmp -s - "$scratch/want" &&
	    [ "$(wc -l < "$scratch/screen")" -eq 601 ] &&
	    tail -n 1 "$scratch/screen" | grep -q '^sudoku: <stdin>:601:5: expected 81 cells, found 4$'
	then
		tap_ok "progress on a terminal: output and messages on lines of their own"
	else
		od -c "$scratch/tty" | tail -n 12 > "$scratch/bytes"
		tail -n 3 "$scratch/screen" > "$scratch/last"
		tap_not_ok "progress on a terminal: output and messages on lines of their own" \
		    "$scratch/last" "$scratch/bytes"
	fi
fi
# verify --solution with a grid too many, or a "Puzzle k" label repeated:
# every puzzle is valid, yet the run fails (status 1); --stats must show
# why, not "0 invalid" alone.
sd=$top_srcdir/tests/cli/cases/verify-solution-sudominoku-swapped/problem.txt
run_sudoku solve "$sd" > "$scratch/sd.ans"
for how in extra repeated; do
	case $how in
	extra)	cat "$scratch/sd.ans" "$scratch/sd.ans" ;;
	*)	head -n 10 "$scratch/sd.ans"; cat "$scratch/sd.ans" ;;
	esac > "$scratch/sd2.ans"
	status=0
	run_sudoku verify --stats --solution "$scratch/sd2.ans" "$sd" \
	    > /dev/null 2> "$scratch/err" || status=$?
	if [ "$status" -eq 1 ] && grep -qE '^sudoku: 3 puzzles, 3 valid, 0 invalid, [0-9]+ unmatched grids?;' "$scratch/err"; then
		tap_ok "verify --solution, grid $how: --stats counts it"
	else
		echo "exit status $status" > "$scratch/why"
		tap_not_ok "verify --solution, grid $how: --stats counts it" \
		    "$scratch/why" "$scratch/err"
	fi
done
tap_done
