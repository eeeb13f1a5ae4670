#!/bin/sh
# Boards of every size (man page, "Boards of every size"): for every side
# from 4 to 64 that has boxes, and for boxes given with --box, a board is
# solved and its solution checked cell by cell against the rules by an
# awk checker that shares nothing with the program: every row, column and
# R x C box holds 1 .. N once, and every given is kept.  Counts on small
# boards are the brute-force ones (4x4: 288 grids).  Memory stays flat
# for a file of many big boards.

. "$(dirname "$0")/lib.sh"
set +e	# every check reports its own status

# check_solution R C PUZZLE SOLUTION: both in the numbers notation.
check_solution() {
	awk -v R="$1" -v C="$2" '
	BEGIN { r1 = r2 = 0 }
	FNR == 1 { file++ }
	NF == 0 { next }
	file == 1 { for (i = 1; i <= NF; i++) given[r1, i] = $i; r1++; next }
	{ for (i = 1; i <= NF; i++) cell[r2, i] = $i; n = NF; r2++ }
	END {
		if (r2 != n || r1 != n) { print "rows: " r1 ", " r2 ", side " n; exit 1 }
		for (r = 0; r < n; r++)
			for (c = 1; c <= n; c++) {
				v = cell[r, c]
				if (v < 1 || v > n) { print "bad " v; exit 1 }
				if (given[r, c] != 0 && given[r, c] != "." &&
				    given[r, c] != v) { print "given lost"; exit 1 }
				if (row[r, v]++ || col[c, v]++) { print "repeat"; exit 1 }
				b = int(r / R) * R + int((c - 1) / C)
				if (box[b, v]++) { print "box repeat"; exit 1 }
			}
	}' "$3" "$4"
}

# empty N: an empty N x N board in the numbers notation, a given at r1c1
empty() {
	awk -v n="$1" 'BEGIN {
		for (r = 0; r < n; r++) {
			line = ""
			for (c = 0; c < n; c++)
				line = line (c ? " " : "") (r + c == 0 ? 1 : 0)
			print line
		}
	}'
}

# check_side N R C [OPTION]: the default box, or the one --box gives
check_side() {
	empty "$1" > "$scratch/p.txt"
	run_sudoku solve ${4:-} "$scratch/p.txt" > "$scratch/s.txt" \
	    2> "$scratch/err.txt"
	st=$?
	if [ "$st" -eq 0 ] &&
	    check_solution "$2" "$3" "$scratch/p.txt" "$scratch/s.txt" \
	    > "$scratch/why.txt"; then
		tap_ok "$1x$1 with ${2}x$3 boxes ${4:-} solves by the rules"
	else
		tap_not_ok "$1x$1 with ${2}x$3 boxes ${4:-} (status $st)" \
		    "$scratch/err.txt" "$scratch/why.txt"
	fi
}

for shape in 4:2:2 6:2:3 8:2:4 9:3:3 10:2:5 12:3:4 14:2:7 15:3:5 16:4:4 \
    18:3:6 20:4:5 21:3:7 24:4:6 25:5:5 28:4:7 30:5:6 32:4:8 35:5:7 \
    36:6:6 40:5:8 42:6:7 48:6:8 49:7:7 56:7:8 60:6:10 63:7:9 64:8:8; do
	IFS=: read -r n r c << EOF
$shape
EOF
	check_side "$n" "$r" "$c"
done
check_side 6 3 2 --box=3x2
check_side 12 4 3 --box=4x3
check_side 12 2 6 --box=2x6
check_side 9 1 9 --box=1x9

# The checker itself must be able to fail: a solution with two cells
# swapped breaks a column.
empty 4 > "$scratch/p.txt"
printf '1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 1 2\n' > "$scratch/s.txt"
if check_solution 2 2 "$scratch/p.txt" "$scratch/s.txt" > /dev/null; then
	tap_not_ok "the checker catches a broken solution"
else
	tap_ok "the checker catches a broken solution"
fi

# Brute-force counts: 288 4x4 grids; 6x6 grids with the first row fixed,
# 28,200,960 / 6! = 39,168, either box.
printf '................\n' > "$scratch/p.txt"
out=$(run_sudoku count "$scratch/p.txt")
[ "$out" = 288 ] && tap_ok "288 4x4 grids" ||
    tap_not_ok "288 4x4 grids, not $out"
printf '123456..............................\n' > "$scratch/p.txt"
out=$(run_sudoku count "$scratch/p.txt")
[ "$out" = 39168 ] && tap_ok "39168 6x6 grids with a first row" ||
    tap_not_ok "39168 6x6 grids with a first row, not $out"
out=$(run_sudoku count --box=3x2 "$scratch/p.txt")
[ "$out" = 39168 ] && tap_ok "39168 with 3x2 boxes too" ||
    tap_not_ok "39168 with 3x2 boxes too, not $out"

# A 9x9 board in the numbers notation (size line 3) is the same puzzle
# as in line: the same solution.
line=4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
echo "$line" > "$scratch/l.txt"
run_sudoku convert --to=numbers "$scratch/l.txt" > "$scratch/n.txt"
{ echo 3; cat "$scratch/n.txt"; } > "$scratch/n3.txt"
a=$(run_sudoku solve "$scratch/l.txt")
b=$(run_sudoku solve --to=line "$scratch/n3.txt")
[ -n "$a" ] && [ "$a" = "$b" ] && tap_ok "9x9 with a size line solves as line" ||
    tap_not_ok "9x9 with a size line solves as line: $a / $b"

# What solve writes in hex and letters reads back as the same notation:
# a complete hex board in rows of four groups of four (no '*') and one of
# letters (no '-') are no grid and no 4x4 line puzzles.
ex="$top_srcdir/formats/examples"
for f in hex letters; do
	run_sudoku solve -t "$f" "$ex/$f.txt" > "$scratch/s.txt"
	out=$(run_sudoku verify --solution "$scratch/s.txt" "$ex/$f.txt" 2>&1)
	[ "$out" = "$(printf 'valid\nvalid')" ] &&
	    tap_ok "verify --solution reads $f's own answers" ||
	    tap_not_ok "verify --solution reads $f's own answers: $out"
done
out=$(run_sudoku verify --solution "$ex/hex.solved" "$ex/hex.txt" 2>&1)
[ "$out" = "$(printf 'valid\nvalid')" ] &&
    tap_ok "verify --solution hex.solved hex.txt" ||
    tap_not_ok "verify --solution hex.solved hex.txt: $out"

# One word of 16 cells is a 4x4 line, '0' and '.' blanks both.
out=$(echo '.1....4....32..0' | run_sudoku solve 2>&1)
[ "$out" = 4132324114232314 ] && tap_ok "a 4x4 line with 0 and . blanks" ||
    tap_not_ok "a 4x4 line with 0 and . blanks: $out"

# Memory that runs out is a system error: said where it ran out ("out of
# memory", at the puzzle's line when solving it), status 3, and the rest
# of the batch still processed; never a puzzle left out with status 0.
# The address space is capped (ulimit -v) from below what the program
# needs to start up to what solves a 4x4, an empty 64x64 and a 4x4 board:
# on the way memory runs out reading, then in the general engine.
# (not under valgrind or a sanitizer: they reserve memory of their own)
if [ "${SUDOKU_VALGRIND:-0}" != 1 ] && [ -z "${ASAN_OPTIONS:-}" ] &&
    (ulimit -v 1048576) 2> /dev/null; then
	echo '.1....4....32..0' > "$scratch/s1.txt"
	empty 64 > "$scratch/big.txt"
	echo '423131422413132.' > "$scratch/s2.txt"
	"$SUDOKU" solve "$scratch/s1.txt" "$scratch/big.txt" \
	    "$scratch/s2.txt" > "$scratch/want.txt"
	# reported FILE: the run says memory ran out at FILE
	reported() {
		grep -F "sudoku: $scratch/$1" "$scratch/err.txt" |
		    grep -q ': out of memory$'
	}
	# the least cap (in steps of 64 KB) the program starts under:
	# below it the loader fails, or crashes (quietly: the subshell
	# waits for it, and not the shell, which would say so)
	cap=256
	until [ $cap -gt 1048576 ] || (exec 2> /dev/null;
	    ulimit -v $cap && "$SUDOKU" --version > /dev/null; exit $?); do
		cap=$((cap + 64))
	done
	wrong= engine=
	while [ $cap -le 1048576 ]; do
		(ulimit -v $cap && "$SUDOKU" solve "$scratch/s1.txt" \
		    "$scratch/big.txt" "$scratch/s2.txt" \
		    > "$scratch/out.txt" 2> "$scratch/err.txt")
		st=$?
		cap=$((cap + 64))
		if [ $st -eq 0 ]; then
			cmp -s "$scratch/want.txt" "$scratch/out.txt" ||
			    wrong="status 0 with a puzzle missing"
			break
		fi
		[ $st -ne 3 ] && wrong="status $st, not 3"
		grep -qv ': out of memory$' "$scratch/err.txt" &&
		    wrong="a message that is not 'out of memory'"
		grep -qx 4132324114232314 "$scratch/out.txt" ||
		    reported s1.txt || wrong="s1.txt neither solved nor reported"
		[ "$(grep -c ' ' "$scratch/out.txt")" -eq 64 ] ||
		    reported big.txt || wrong="big.txt neither solved nor reported"
		grep -qx 4231314224131324 "$scratch/out.txt" ||
		    reported s2.txt || wrong="s2.txt neither solved nor reported"
		[ -z "$engine" ] &&
		    grep -q 'big\.txt:1: out of memory$' "$scratch/err.txt" &&
		    engine=$((cap - 64))
		[ -n "$wrong" ] && break
	done
	cap=$((cap - 64))
	name="out of memory: status 3, each puzzle solved or reported"
	if [ -n "$wrong" ]; then
		echo "with ulimit -v $cap: $wrong" > "$scratch/why.txt"
		tap_not_ok "$name" "$scratch/why.txt" "$scratch/err.txt"
	elif [ -z "$engine" ]; then
		tap_ok "out of memory in the engine # SKIP no cap ran out there"
	else
		tap_ok "$name (in the engine from $engine KB)"
	fi
fi

# Memory stays flat: many 25x25 boards take no more than one.
# (not under valgrind or a sanitizer: they add memory of their own)
if [ "${SUDOKU_VALGRIND:-0}" != 1 ] && [ -z "${ASAN_OPTIONS:-}" ] &&
    [ -x /usr/bin/time ]; then
	empty 25 > "$scratch/one.txt"
	i=0
	: > "$scratch/many.txt"
	while [ $i -lt 200 ]; do
		cat "$scratch/one.txt" >> "$scratch/many.txt"
		echo >> "$scratch/many.txt"
		i=$((i + 1))
	done
	rss() {
		/usr/bin/time -f %M "$SUDOKU" solve "$1" 2>&1 > /dev/null |
		    tail -n 1
	}
	one=$(rss "$scratch/one.txt")
	many=$(rss "$scratch/many.txt")
	if [ "$many" -le $((one + 1024)) ]; then
		tap_ok "200 25x25 boards in $many KB, one in $one KB"
	else
		tap_not_ok "200 25x25 boards in $many KB, one in $one KB"
	fi
fi

tap_done
