#!/bin/sh
# Hostile input: every kind of bad file is reported with a message and
# exit status 2, never a crash or a hang, and the rest of the batch is
# still processed; memory stays flat however large the input; signals stop
# a run cleanly, with a partial count marked and no temporary file left.

. "$(dirname "$0")/lib.sh"
set +e

good=$scratch/good.txt
echo "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........" > "$good"
good_answer="468931527751624839392578461134756298289413675675289314846192753513867942927345186"

# bad NAME FILE WANT-MESSAGE: exit 2, the message, and the good puzzle
# after the bad file still solved.
bad() {
	name=$1 file=$2 want=$3
	${runner:-run_sudoku} solve "$file" "$good" > "$scratch/out" \
	    2> "$scratch/err"
	status=$?
	if [ "$status" -ne 2 ]; then
		echo "exit status $status, not 2" > "$scratch/why"
		tap_not_ok "$name: exit 2" "$scratch/why" "$scratch/err"
	elif ! grep -qF -- "$want" "$scratch/err"; then
		echo "wanted: $want" > "$scratch/why"
		tap_not_ok "$name: says '$want'" "$scratch/why" "$scratch/err"
	elif [ "$(tail -n 1 "$scratch/out")" != "$good_answer" ]; then
		tap_not_ok "$name: the next file is still solved" "$scratch/out"
	else
		tap_ok "$name"
	fi
}

printf '5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n' > "$scratch/f"
bad "truncated grid" "$scratch/f" "f:1: expected 9 rows, found 2"
printf '530070000\n600195000\n098000060\n' > "$scratch/f"
bad "truncated board" "$scratch/f" "f:1: expected 9 rows, found 3"
printf '0 3 5 4 6 9 2 7 8\n0 3 5 4 6 9 2 7 8 1\n' > "$scratch/f"
bad "row too long" "$scratch/f" "f:2: expected 9 numbers, found 10"
printf '%s\n' "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9.....Z.." > "$scratch/f"
bad "a letter" "$scratch/f" "f:1:79: cannot tell the notation: line 1 has 'Z', which is neither a cell nor a separator"
printf '0 3 5 4 6 9 2 7 8\n0 3 5 4 6 9 2 7 12\n' > "$scratch/f"
bad "out of range" "$scratch/f" "f:2:17: 12 is out of range 0-9"
printf '%s\n' "44...3......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........" > "$scratch/f"
bad "duplicate givens" "$scratch/f" "f:1: row 1 repeats 4 (A1 and A2)"
: > "$scratch/f"
bad "empty file" "$scratch/f" "f: no puzzle found"
printf '  \n\t\n\r\n   \n' > "$scratch/f"
bad "whitespace only" "$scratch/f" "f: no puzzle found"
printf '4...3.......6..8....\000.....1....5..9..8....6...7.2........1.27..5.3....4.9........\n' > "$scratch/f"
bad "a NUL byte" "$scratch/f" "f:1:21: cannot tell the notation: line 1 has '\\x00'"
printf '4...3.......6..8...\377\376....1....5..9..8....6...7.2........1.27..5.3....4.9........\n' > "$scratch/f"
bad "non-UTF-8 bytes" "$scratch/f" "f:1:20: cannot tell the notation: line 1 has '\\xff'"
# the same bytes in a file whose notation is already known
{ cat "$good"; cat "$scratch/f"; } > "$scratch/g"
bad "non-UTF-8 bytes in a line file" "$scratch/g" "g:2:20: '\\xff' is not a digit or blank"
head -c 65536 /dev/urandom > "$scratch/f"
bad "binary garbage" "$scratch/f" "f:"
bad "a directory" "$scratch" "read error: Is a directory"
bad "a missing file" "$scratch/missing" "missing: cannot open: No such file or directory"
# root reads every file: as root the run drops to nobody to meet one
as_nobody() {
	setpriv --reuid=65534 --regid=65534 --clear-groups "$SUDOKU" "$@"
}
cp "$good" "$scratch/locked"
chmod 000 "$scratch/locked"
if [ "$(id -u)" -ne 0 ]; then
	bad "an unreadable file" "$scratch/locked" "locked: cannot open: Permission denied"
elif command -v setpriv > /dev/null && chmod 755 "$scratch" &&
    chmod 644 "$good" && as_nobody --version > /dev/null 2>&1; then
	runner=as_nobody bad "an unreadable file (as nobody)" \
	    "$scratch/locked" "locked: cannot open: Permission denied"
else
	tap_ok "an unreadable file # SKIP root, and no setpriv to drop to nobody"
fi

# a 10 MB line is skipped without being held; the next line still counts
{
	head -c 10000000 /dev/zero | tr '\0' '1'
	echo
	cat "$good"
} > "$scratch/long"
bad "a 10 MB line" "$scratch/long" "long:1: line is longer than 65536 bytes"
if [ "$(head -n 1 "$scratch/out")" = "$good_answer" ]; then
	tap_ok "a 10 MB line: the puzzle after it is solved"
else
	tap_not_ok "a 10 MB line: the puzzle after it is solved" "$scratch/out"
fi

# an over-long first line is skipped like any other, whatever its length
# (detection holds 64 to 256 KiB of a file whole): the notation is that of
# the lines after it, whole boards here, on a file and on a pipe
for kb in 65 100 200 300; do
	{
		head -c $((kb * 1024)) /dev/zero | tr '\0' 'x'
		echo
		cat "$top_srcdir/formats/examples/boj-2580.txt"
	} > "$scratch/long"
	bad "a $kb KB first line" "$scratch/long" \
	    "long:1: line is longer than 65536 bytes"
	if grep -qx "1 3 5 4 6 9 2 7 8" "$scratch/out"; then
		tap_ok "a $kb KB first line: the board after it is solved"
	else
		tap_not_ok "a $kb KB first line: the board after it is solved" \
		    "$scratch/out" "$scratch/err"
	fi
	run_sudoku solve < "$scratch/long" > "$scratch/out" 2> "$scratch/err"
	if grep -qx "1 3 5 4 6 9 2 7 8" "$scratch/out" &&
	    grep -qx "sudoku: <stdin>:1: line is longer than 65536 bytes" \
	    "$scratch/err"; then
		tap_ok "a $kb KB first line on a pipe"
	else
		tap_not_ok "a $kb KB first line on a pipe" "$scratch/out" \
		    "$scratch/err"
	fi
done

# the longest line a file may hold is the same with LF and CRLF: 65,536
# bytes, the CR not counted; first in the file (detection) and later
line_of() {	# N CR: the puzzle, then blanks up to N bytes, then CR LF or LF
	printf '%s' "$good_answer"
	head -c $(($1 - 81)) /dev/zero | tr '\0' ' '
	printf '%s\n' "$2"
}
cr=$(printf '\r')
for ending in LF CRLF; do
	end=
	[ "$ending" = CRLF ] && end=$cr
	for at in first later; do
		for n in 65536 65537; do
			{
				[ "$at" = first ] || cat "$good"
				line_of "$n" "$end"
			} > "$scratch/longest"
			run_sudoku solve "$scratch/longest" > "$scratch/out" \
			    2> "$scratch/err" || true
			want=0
			[ "$n" -eq 65536 ] && want=1
			[ "$at" = later ] && want=$((want + 1))
			got=$(wc -l < "$scratch/out")
			if [ "$got" -eq "$want" ] && { [ "$n" -eq 65536 ] ||
			    grep -q "line is longer than 65536 bytes" \
			    "$scratch/err"; }; then
				tap_ok "a $n-byte $ending line, $at"
			else
				tap_not_ok "a $n-byte $ending line, $at: $got \
solved, not $want" "$scratch/err"
			fi
		done
	done
done

# ten million lines, none a puzzle: read through, promptly
yes '' | head -n 10000000 > "$scratch/lines"
bad "ten million blank lines" "$scratch/lines" "lines: no puzzle found"
yes '# a comment' | head -n 10000000 > "$scratch/lines"
bad "ten million comment lines" "$scratch/lines" "lines: no puzzle found"

# --- file names are bytes ------------------------------------------------------
# not UTF-8: the YAML document is written, the bad byte as U+FFFD
mkdir "$scratch/names"
bad_name=$(printf 'bad\377.txt')
cp "$good" "$scratch/names/$bad_name"
(cd "$scratch/names" && run_sudoku solve -t yaml "$bad_name") \
    > "$scratch/out" 2> "$scratch/err"
status=$?
if [ "$status" -eq 0 ] && [ ! -s "$scratch/err" ] &&
    grep -q "^source: {file: \"bad$(printf '\357\277\275').txt\", line: 1}\$" \
    "$scratch/out" && grep -q "^status: solved\$" "$scratch/out"; then
	tap_ok "a file name that is not UTF-8 in YAML"
else
	echo "exit status $status" > "$scratch/why"
	tap_not_ok "a file name that is not UTF-8 in YAML" "$scratch/why" \
	    "$scratch/err" "$scratch/out"
fi
# a newline or an escape in a name: one line per message, escaped
nl_name=$(printf 'new\nline\033[1m.txt')
echo 1234 > "$scratch/names/$nl_name"
(cd "$scratch/names" && run_sudoku solve "$nl_name") \
    > "$scratch/out" 2> "$scratch/err"
status=$?
if [ "$status" -eq 2 ] && [ "$(wc -l < "$scratch/err")" -eq 1 ] &&
    grep -qF 'sudoku: new\nline\x1b[1m.txt:1:1: cannot tell the notation' \
    "$scratch/err"; then
	tap_ok "a newline in a file name does not split its message"
else
	echo "exit status $status" > "$scratch/why"
	tap_not_ok "a newline in a file name does not split its message" \
	    "$scratch/why" "$scratch/err"
fi
cp "$good" "$scratch/names/$nl_name"
(cd "$scratch/names" && run_sudoku solve -t pretty "$nl_name") \
    > "$scratch/out" 2> "$scratch/err"
if [ "$(head -n 1 "$scratch/out")" = '# new\nline\x1b[1m.txt:1: solved' ]
then
	tap_ok "a newline in a file name does not split a pretty caption"
else
	tap_not_ok "a newline in a file name does not split a pretty caption" \
	    "$scratch/out"
fi

# C1 control characters (U+0080 to U+009F; U+009B is CSI, which starts a
# terminal command as ESC [ does) are escaped as the C0 ones are, byte by
# byte; so is a lone byte 0x80 to 0x9F, a C1 control to an 8-bit terminal.
# Other UTF-8 characters and other bytes stay as they are.
c1_name=$(printf 'c1\302\233[1m\233\303\251\342\202\254\377.txt')
echo 1234 > "$scratch/names/$c1_name"
(cd "$scratch/names" && run_sudoku solve "$c1_name") \
    > "$scratch/out" 2> "$scratch/err"
if grep -qF "sudoku: c1\\xc2\\x9b[1m\\x9b$(printf '\303\251\342\202\254\377').txt:1:1: cannot tell" \
    "$scratch/err"; then
	tap_ok "C1 controls in a file name are escaped in messages"
else
	tap_not_ok "C1 controls in a file name are escaped in messages" \
	    "$scratch/err"
fi
cp "$good" "$scratch/names/$c1_name"
(cd "$scratch/names" && run_sudoku solve -t pretty "$c1_name") \
    > "$scratch/out" 2> "$scratch/err"
if [ "$(head -n 1 "$scratch/out")" = "# c1\\xc2\\x9b[1m\\x9b$(printf '\303\251\342\202\254\377').txt:1: solved" ]
then
	tap_ok "C1 controls in a file name are escaped in a pretty caption"
else
	tap_not_ok "C1 controls in a file name are escaped in a pretty caption" \
	    "$scratch/out"
fi

# --- a message is one write ----------------------------------------------------
# Each message line goes out in one write(2), so that two runs writing to
# one pipe never split each other's lines (stderr was unbuffered, and a
# file name went out a byte at a time).
esc_name=$(printf 'esc\033.txt')
{
	cat "$good"
	i=0
	while [ "$i" -lt 2000 ]; do
		echo "4...x.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
		i=$((i + 1))
	done
} > "$scratch/names/$esc_name"
(cd "$scratch/names" &&
    { "$SUDOKU" solve "$esc_name" 2>&1 > /dev/null &
      "$SUDOKU" solve "$esc_name" 2>&1 > /dev/null; wait; } | cat) \
    > "$scratch/err"
if [ "$(wc -l < "$scratch/err")" -eq 4000 ] &&
    ! grep -vqx 'sudoku: esc\\x1b\.txt:[0-9]*:5: .x. is not a digit or blank' \
    "$scratch/err"; then
	tap_ok "two runs' messages on one pipe: every line whole"
else
	grep -vx 'sudoku: esc\\x1b\.txt:[0-9]*:5: .x. is not a digit or blank' \
	    "$scratch/err" | head -n 5 > "$scratch/why"
	tap_not_ok "two runs' messages on one pipe: every line whole" \
	    "$scratch/why"
fi
if command -v strace > /dev/null && [ "${SUDOKU_VALGRIND:-0}" = 0 ] &&
    strace -o /dev/null true 2> /dev/null; then
	(cd "$scratch/names" && strace -f -o "$scratch/trace" -e trace=write \
	    "$SUDOKU" solve --stats "$esc_name" missing > /dev/null \
	    2> "$scratch/err")
	writes=$(grep -c '^[0-9]* *write(2,' "$scratch/trace")
	lines=$(wc -l < "$scratch/err")
	# (a sanitizer may add lines of its own: each its own write too)
	if [ "$writes" -eq "$lines" ] && [ "$lines" -ge 2002 ]; then
		tap_ok "one write(2) per message line ($lines lines)"
	else
		echo "$writes writes for $lines lines" > "$scratch/why"
		tap_not_ok "one write(2) per message line" "$scratch/why"
	fi
else
	tap_ok "one write(2) per message line # SKIP no strace, or valgrind"
fi

# --- memory stays flat ---------------------------------------------------------
# max_rss KB ARGS...: the peak resident size of a run, in KB
max_rss() {
	/usr/bin/time -f %M -o "$scratch/rss" "$SUDOKU" "$@" \
	    > /dev/null 2>&1
	tail -n 1 "$scratch/rss"	# after any "Command exited" line
}
# (not under valgrind or a sanitizer: they add memory of their own)
if [ -x /usr/bin/time ] && [ "${SUDOKU_VALGRIND:-0}" = 0 ] &&
    [ -z "${ASAN_OPTIONS:-}" ]; then
	# 100 MB of bad puzzles: every one read, checked and reported
	line=$(printf '%081d' 0 | tr 0 x)
	yes "$line" | head -n 1250000 > "$scratch/big"
	for jobs in 1 2; do
		# the same threads and buffers on one puzzle: only growth counts
		small=$(max_rss solve -q -j "$jobs" "$good")
		big=$(max_rss solve -q -j "$jobs" "$scratch/big")
		if [ "$big" -le $((small + 4096)) ]; then
			tap_ok "100 MB input, -j $jobs: peak RSS ${big} KB (small input: ${small} KB)"
		else
			echo "peak RSS ${big} KB, small input ${small} KB" \
			    > "$scratch/why"
			tap_not_ok "100 MB input, -j $jobs: memory stays flat" \
			    "$scratch/why"
		fi
	done
	rm -f "$scratch/big"
	# threads cost little: the ring of puzzles in flight is kept within
	# a bound whatever -j, and a chunk of it is set up only when first
	# used (it took 1.8 MB a thread, whatever the input)
	small=$(max_rss solve -q "$good")
	one=$(max_rss solve -q -j 256 "$good")
	if [ "$one" -le $((small + 32768)) ]; then
		tap_ok "-j 256, one puzzle: peak RSS ${one} KB (-j 1: ${small} KB)"
	else
		echo "peak RSS ${one} KB, -j 1 ${small} KB" > "$scratch/why"
		tap_not_ok "-j 256, one puzzle: within 32 MB of -j 1" \
		    "$scratch/why"
	fi
	i=0
	while [ "$i" -lt 20000 ]; do
		cat "$good"
		i=$((i + 1))
	done > "$scratch/many"
	many=$(max_rss solve -q -j 256 "$scratch/many")
	if [ "$many" -le $((small + 102400)) ]; then
		tap_ok "-j 256, 20000 puzzles: peak RSS ${many} KB"
	else
		echo "peak RSS ${many} KB, -j 1 ${small} KB" > "$scratch/why"
		tap_not_ok "-j 256, 20000 puzzles: within 100 MB of -j 1" \
		    "$scratch/why"
	fi
	rm -f "$scratch/many"
else
	tap_ok "memory stays flat # SKIP no /usr/bin/time, or instrumented"
fi

# --- signals -----------------------------------------------------------------
empty=$scratch/empty.txt
printf '%081d\n' 0 > "$empty"
# interrupted ARGS: sudoku ARGS gets SIGINT after a second; sets status.
# The binary itself, not run_sudoku's wrapper, so the signal reaches it.
interrupted() {
	"$SUDOKU" "$@" > "$scratch/out" 2> "$scratch/err" &
	pid=$!
	sleep 1
	kill -INT "$pid"
	wait "$pid"
	status=$?
}
interrupted count "$empty"
if [ "$status" -eq 130 ] && grep -qE '^[0-9]+\+$' "$scratch/out" &&
    grep -q 'interrupted' "$scratch/err"; then
	tap_ok "SIGINT during a long count prints the partial count, marked"
else
	echo "exit status $status" > "$scratch/why"
	tap_not_ok "SIGINT during a long count prints the partial count" \
	    "$scratch/why" "$scratch/out" "$scratch/err"
fi

# With -o FILE the interrupted run leaves FILE as it was, so the count so
# far, which would have been lost with it, is said on stderr.
echo old > "$scratch/kept.txt"
interrupted count -o "$scratch/kept.txt" "$empty"
if [ "$status" -eq 130 ] && [ "$(cat "$scratch/kept.txt")" = old ] &&
    grep -qE "^sudoku: $empty:1: [0-9]+\+ solutions so far, not written to $scratch/kept.txt\$" \
    "$scratch/err"; then
	tap_ok "SIGINT during count -o FILE: the partial count on stderr"
else
	echo "exit status $status" > "$scratch/why"
	tap_not_ok "SIGINT during count -o FILE: the partial count on stderr" \
	    "$scratch/why" "$scratch/err"
fi

# After its cleanup and message, an interrupted run dies of the signal
# rather than exiting 130: a shell loop around sudoku (for f in ...; do
# sudoku ...; done) stops at Ctrl-C only if it sees the child killed by
# SIGINT.  The shell's $? cannot tell the two apart; waitpid can.
# killed_by_sigint NAME ARGS...
killed_by_sigint() {
	name=$1
	shift
	if python3 -c '
import signal, subprocess, sys, time
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL,
    stderr=subprocess.DEVNULL)
time.sleep(1)
p.send_signal(signal.SIGINT)
p.wait()
print("returncode", p.returncode)
sys.exit(0 if p.returncode == -signal.SIGINT else 1)
' "$SUDOKU" "$@" > "$scratch/why" 2>&1; then
		tap_ok "$name: killed by SIGINT, not exit 130"
	else
		tap_not_ok "$name: killed by SIGINT, not exit 130" \
		    "$scratch/why"
	fi
}
if command -v python3 > /dev/null; then
	killed_by_sigint "count interrupted" count "$empty"
	killed_by_sigint "generate interrupted" generate -n 100000000
else
	tap_ok "interrupted runs die of SIGINT # SKIP no python3"
fi

# count --part K/N counts many small grids, each too short for the engine
# to look at the interrupt and progress within it: they are looked at
# between grids too (72,263,256 solutions, some seconds a half).
parted=$scratch/parted.txt
echo '.................................47.9...7...6.57.6.....64.......8...95.4.....8.13' \
    > "$parted"
for jobs in 1 2; do
	interrupted count -j "$jobs" --progress --part 1/2 "$parted"
	if [ "$status" -eq 130 ] &&
	    grep -qE '^[0-9]+\+ 1/2 split=1 ' "$scratch/out" &&
	    grep -q 'counting puzzle 1: ' "$scratch/err"; then
		tap_ok "SIGINT during count --part 1/2 -j $jobs: partial count, progress"
	else
		echo "exit status $status" > "$scratch/why"
		tap_not_ok "SIGINT during count --part 1/2 -j $jobs" \
		    "$scratch/why" "$scratch/out" "$scratch/err"
	fi
done

# A part in a group of exactly 512 parts (every part of 512, and with N
# about 512 * 512 some or all of them) never ended its plan, deaf to
# signals.  The reporter's puzzle: its one solution is in the first part.
# Each run is guarded by timeout -s KILL (status 137), not timed.
unique=$scratch/unique.txt
echo '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......' \
    > "$unique"
for kn in 1/512 512/512 1/262144 262144/262144 1/261633 262655/262655; do
	timeout -s KILL 60 "$SUDOKU" count --part "$kn" "$unique" \
	    > "$scratch/out" 2> "$scratch/err"
	status=$?
	want=0
	[ "${kn%/*}" = 1 ] && want=1
	if [ "$status" -eq 0 ] && ! [ -s "$scratch/err" ] &&
	    [ "$(cat "$scratch/out")" = "$want $kn split=1 $(cat "$unique")" ]
	then
		tap_ok "count --part $kn ends"
	else
		echo "exit status $status" > "$scratch/why"
		tap_not_ok "count --part $kn ends" "$scratch/why" \
		    "$scratch/out" "$scratch/err"
	fi
done

# stopped_part K/N SIGNAL STATUS JOBS: a long part of the empty grid gets
# SIGNAL; it is gone within five seconds with STATUS and its count so far.
stopped_part() {
	"$SUDOKU" count -j "$4" --part "$1" "$empty" > "$scratch/out" \
	    2> "$scratch/err" &
	pid=$!
	sleep 0.5
	kill -"$2" "$pid"
	i=0
	while kill -0 "$pid" 2> /dev/null && [ "$i" -lt 50 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	if kill -0 "$pid" 2> /dev/null; then
		kill -KILL "$pid"
		wait "$pid"
		tap_not_ok "count --part $1 -j $4: stops at once on SIG$2"
		return
	fi
	wait "$pid"
	status=$?
	if [ "$status" -eq "$3" ] &&
	    grep -qE "^[0-9]+\+ $1 split=1 " "$scratch/out" &&
	    grep -q 'interrupted' "$scratch/err"; then
		tap_ok "count --part $1 -j $4: stops at once on SIG$2"
	else
		echo "exit status $status (want $3)" > "$scratch/why"
		tap_not_ok "count --part $1 -j $4: stops at once on SIG$2" \
		    "$scratch/why" "$scratch/out" "$scratch/err"
	fi
}
stopped_part 1/512 INT 130 1
stopped_part 512/512 TERM 143 2
stopped_part 1/262144 TERM 143 1
stopped_part 7/4096 INT 130 2

# SIGINT in the middle of a search that is not a count: the puzzle it cut
# short gets no verdict at all (no "no solution"), and what was printed is
# exactly the puzzles the message says were done (a "Puzzle N" line and
# nine rows each).  The Sudominoku is one whose open tiling keeps each
# search busy for a while.
open_sudominoku=$scratch/open-sudominoku.txt
i=0
while [ $i -lt 200 ]; do
	printf '1\n7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n'
	i=$((i + 1))
done > "$open_sudominoku"
interrupted solve "$open_sudominoku"
done_count=$(sed -n 's/.*interrupted after \([0-9]*\) puzzle.*/\1/p' \
    "$scratch/err")
if [ "$status" -eq 130 ] && [ -n "$done_count" ] &&
    [ "$done_count" -lt 200 ] && ! grep -q 'no solution' "$scratch/err" &&
    [ "$(wc -l < "$scratch/out")" -eq $((done_count * 10)) ]; then
	tap_ok "SIGINT during a solve: the puzzle cut short has no verdict"
else
	echo "exit status $status; done: ${done_count:-?}" > "$scratch/why"
	tap_not_ok "SIGINT during a solve: no verdict on the puzzle cut short" \
	    "$scratch/why" "$scratch/err"
fi

# The progress line is cut to the terminal's width less one column, so
# that it never wraps (a wrapped line is not drawn over, and each redraw
# left one more behind): a 30-column terminal gets lines of 29.
if command -v script > /dev/null && command -v timeout > /dev/null &&
    script -qec true /dev/null > /dev/null 2>&1; then
	script -qec "stty cols 30 rows 10; timeout -s INT 1.5 '$SUDOKU' count --progress '$empty'" \
	    /dev/null > "$scratch/pty" 2>&1
	tr '\r' '\n' < "$scratch/pty" | sed 's/\x1b\[K//g' |
	    grep 'solutions' > "$scratch/lines"
	widest=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' \
	    "$scratch/lines")
	if [ -s "$scratch/lines" ] && [ "$widest" -eq 29 ]; then
		tap_ok "progress on a 30-column terminal: lines of 29 columns"
	else
		echo "widest line: $widest" > "$scratch/why"
		tap_not_ok "progress on a 30-column terminal: lines of 29 columns" \
		    "$scratch/why" "$scratch/lines"
	fi
	# narrower, the words before the numbers go first, so that the
	# count stays in sight: "sudoku: counting pu" showed none
	script -qec "stty cols 20 rows 10; timeout -s INT 1.5 '$SUDOKU' count --progress '$empty'" \
	    /dev/null > "$scratch/pty" 2>&1
	tr '\r' '\n' < "$scratch/pty" | sed 's/\x1b\[K//g' |
	    grep -E '^[0-9]+ solutions' > "$scratch/lines"
	if [ -s "$scratch/lines" ]; then
		tap_ok "progress on a 20-column terminal: the count shown"
	else
		tr '\r' '\n' < "$scratch/pty" > "$scratch/lines"
		tap_not_ok "progress on a 20-column terminal: the count shown" \
		    "$scratch/lines"
	fi
else
	tap_ok "progress cut to the terminal # SKIP no script(1) or timeout"
fi

# --- progress on slow work -----------------------------------------------
# Progress is drawn by the clock, not every so many puzzles: once a run has
# taken half a second, whatever it is doing.  stderr is a file here, so
# --progress asks for the line.
# watch WANT ARGS: sudoku ARGS --progress runs until it has drawn a line
# matching WANT (an ERE), then gets SIGINT (the rest of its work proves
# nothing), or until it ends; nothing but a hang guard times the wait.
# Sets status; the lines drawn are in $scratch/lines.  stderr's file is
# emptied first: the loop may read it before the new run has opened it,
# and the last run's lines would match.
watch() {
	want=$1
	shift
	: > "$scratch/err"
	"$SUDOKU" "$@" --progress > "$scratch/out" 2> "$scratch/err" &
	pid=$!
	n=0
	while kill -0 "$pid" 2> /dev/null && [ "$n" -lt 3000 ] &&
	    ! tr '\r' '\n' < "$scratch/err" | grep -Eq "$want"; do
		sleep 0.1
		n=$((n + 1))
	done
	kill -INT "$pid" 2> /dev/null
	wait "$pid"
	status=$?
	tr '\r' '\n' < "$scratch/err" | sed 's/\x1b\[K//g' > "$scratch/lines"
}
# an ER 11.7 puzzle: seconds to rate, the first step alone a long search
slow=$scratch/slow.txt
echo '..8...5...4...2.9.7.......3.2...4......93.......2.1.6.5.......8.1.6...2...3...7..' \
    > "$slow"
for cmd in rate explain; do
	watch "puzzle 1: " $cmd "$slow"
	doing=$([ $cmd = rate ] && echo rating || echo explaining)
	if grep -Eq "^sudoku: $doing puzzle 1: [0-9.]+ s\$" "$scratch/lines"
	then
		tap_ok "$cmd of one slow puzzle: progress while it works"
	else
		echo "exit status $status" > "$scratch/why"
		tap_not_ok "$cmd of one slow puzzle: progress while it works" \
		    "$scratch/why" "$scratch/lines"
	fi
done
# with -j the workers draw nothing: the thread that writes ticks
watch "^sudoku: 0 puzzles" rate -j 2 "$slow"
if grep -Eq '^sudoku: 0 puzzles, (.* )?0\.00/s, [0-9.]+ s$' "$scratch/lines"
then
	tap_ok "rate -j 2 of one slow puzzle: progress while it works"
else
	echo "exit status $status" > "$scratch/why"
	tap_not_ok "rate -j 2 of one slow puzzle: progress while it works" \
	    "$scratch/why" "$scratch/lines"
fi
# stderr not a terminal, no --progress: no line
interrupted rate "$slow"
if [ "$status" -eq 130 ] && ! grep -q "$(printf '\r')" "$scratch/err"; then
	tap_ok "no progress on a file without --progress"
else
	echo "exit status $status" > "$scratch/why"
	tap_not_ok "no progress on a file without --progress" "$scratch/why" \
	    "$scratch/err"
fi
# a --rating that almost no draw passes: the draws show as they are made
for jobs in 1 2; do
	watch " [1-9][0-9]* draws?," generate -j $jobs --rating=11.5-12 \
	    --seed 1 --max-draws 20000
	if grep -Eq '^sudoku: 0 puzzles, [1-9][0-9]* draws?, ' "$scratch/lines"
	then
		tap_ok "generate -j $jobs, a strict --rating: the draws in progress"
	else
		echo "exit status $status" > "$scratch/why"
		tap_not_ok "generate -j $jobs, a strict --rating: the draws in progress" \
		    "$scratch/why" "$scratch/lines"
	fi
done
# Ctrl-C before the first puzzle: --stats counts the draws made all the same
interrupted generate --rating=11.5-12 --seed 1 --stats
if [ "$status" -eq 130 ] &&
    grep -Eq '^sudoku: 0 puzzles, [1-9][0-9]* draws \(0\.0% kept\), seed 1; ' \
    "$scratch/err" &&
    grep -Eq '^sudoku: [1-9][0-9]* draws rated: easy ' "$scratch/err"; then
	tap_ok "generate --stats after SIGINT: the draws made"
else
	echo "exit status $status" > "$scratch/why"
	tap_not_ok "generate --stats after SIGINT: the draws made" \
	    "$scratch/why" "$scratch/err"
fi
# A slow solve looks for one solution: until it ends it has found none, and
# "counting puzzle 1: 0 solutions so far" said what it was not doing.  A
# 64x64 board (its pattern grid, 42% of the cells open) is minutes of work.
board=$scratch/board64.txt
awk 'BEGIN {
	x = 1
	for (r = 0; r < 64; r++) {
		line = ""
		for (c = 0; c < 64; c++) {
			v = ((r % 8) * 8 + int(r / 8) + c) % 64 + 1
			x = (x * 16807) % 2147483647
			line = line (c ? " " : "") (x % 100 < 42 ? "." : v)
		}
		print line
	}
}' > "$board"
watch "puzzle 1: " solve "$board"
if [ "$status" -eq 0 ] && [ ! -s "$scratch/lines" ]; then
	tap_ok "a slow solve: progress says solving # SKIP solved in no time"
elif grep -Eq '^sudoku: solving puzzle 1: [0-9.]+ s$' "$scratch/lines" &&
    ! grep -q 'solutions so far' "$scratch/lines"; then
	tap_ok "a slow solve: progress says solving"
else
	echo "exit status $status" > "$scratch/why"
	tap_not_ok "a slow solve: progress says solving" "$scratch/why" \
	    "$scratch/lines"
fi

# killed_writing SIGNAL STATUS: a long count writing with -o is killed; the
# old file stays as it was and nothing is left beside it.  SIGKILL cannot
# be caught: there the output must have had no name yet.
mkdir "$scratch/outdir"
killed_writing() {
	echo "old" > "$scratch/outdir/result.txt"
	"$SUDOKU" count -o "$scratch/outdir/result.txt" "$good" "$empty" \
	    2> /dev/null &
	pid=$!
	sleep 1
	kill -"$1" "$pid"
	status=0
	wait "$pid" || status=$?
	left=$(ls -A "$scratch/outdir")
	if [ "$status" -eq "$2" ] && [ "$left" = result.txt ] &&
	    [ "$(cat "$scratch/outdir/result.txt")" = old ]; then
		tap_ok "SIG$1 with -o: old file kept, no temporary file left"
	else
		echo "exit status $status; files: $left" > "$scratch/why"
		tap_not_ok "SIG$1 with -o: old file kept, nothing left" \
		    "$scratch/why"
	fi
}
killed_writing TERM 143
killed_writing KILL 137

# A signal that finds the run blocked in a read or a write stops it at
# once (the handlers do not restart those calls), with the usual message
# and status and nothing else said: input that never ends or never comes,
# a FIFO that no one opens, output that no one reads.  A FIFO the shell
# holds open for reading and writing (fd 3) gives a pipe that is never
# written to or read from, and whose sudoku is the job waited for.
# stopped_at_once NAME SIGNAL STATUS: sudoku, started as $pid, gets SIGNAL;
# it is gone within two seconds with STATUS, stderr only the message
stopped_at_once() {
	sleep 0.5
	kill -"$2" "$pid"
	i=0
	while kill -0 "$pid" 2> /dev/null && [ "$i" -lt 20 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	if kill -0 "$pid" 2> /dev/null; then
		kill -KILL "$pid"
		wait "$pid"
		tap_not_ok "$1: stops at once on SIG$2" "$scratch/err"
		return
	fi
	wait "$pid"
	status=$?
	if [ "$status" -eq "$3" ] &&
	    grep -qx 'sudoku: interrupted after [0-9]* puzzles' \
	    "$scratch/err" && [ "$(wc -l < "$scratch/err")" -eq 1 ]; then
		tap_ok "$1: stops at once on SIG$2"
	else
		echo "exit status $status (want $3), and stderr:" \
		    > "$scratch/why"
		tap_not_ok "$1: stops at once on SIG$2" "$scratch/why" \
		    "$scratch/err"
	fi
}
"$SUDOKU" solve /dev/zero > "$scratch/out" 2> "$scratch/err" &
pid=$!
stopped_at_once "reading /dev/zero" TERM 143
yes '' | "$SUDOKU" solve > "$scratch/out" 2> "$scratch/err" &
pid=$!
stopped_at_once "reading endless blank lines" TERM 143
mkfifo "$scratch/held"
exec 3<> "$scratch/held"
for jobs in 1 2; do
	"$SUDOKU" solve -j "$jobs" < "$scratch/held" > "$scratch/out" \
	    2> "$scratch/err" &
	pid=$!
	stopped_at_once "a pipe no one writes to, -j $jobs" INT 130
done
"$SUDOKU" solve -j 2 < "$scratch/held" > "$scratch/out" 2> "$scratch/err" &
pid=$!
stopped_at_once "a pipe no one writes to" HUP 129
mkfifo "$scratch/unopened"
"$SUDOKU" solve "$scratch/unopened" > "$scratch/out" 2> "$scratch/err" &
pid=$!
stopped_at_once "a FIFO no one opens for writing" INT 130
"$SUDOKU" verify --solution "$scratch/unopened" "$good" \
    > "$scratch/out" 2> "$scratch/err" &
pid=$!
stopped_at_once "a --solution FIFO no one opens for writing" INT 130
i=0
while [ "$i" -lt 2000 ]; do
	echo "$good_answer"
	i=$((i + 1))
done > "$scratch/answers"
for jobs in 1 2; do
	"$SUDOKU" solve -j "$jobs" "$scratch/answers" > "$scratch/held" \
	    2> "$scratch/err" &
	pid=$!
	stopped_at_once "a pipe no one reads from, -j $jobs" INT 130
done
exec 3>&-
tap_done
