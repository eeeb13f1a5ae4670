#!/bin/sh
# The judges' plainest boards through the whole program, with detection:
# Baekjoon 2580 and 2239 boards with rows blank (every count of first and
# last rows, and sets of rows), the empty board, a single clue in every
# cell, wrapped as files come (CRLF, a byte order mark, no final newline,
# trailing blanks); lines of 81 zeros; UVa 989 boards of every size it
# allows, with and without a solution; Sudominoku inputs run together.
# Each is generated here, solved with detection and with --from naming
# the notation, and the two answers must be the same bytes, a valid
# completion of the board (verify --solution), and for the empty board
# the smallest grid there is.  A detection that takes a board for
# another notation (a 2239 board with a blank first row for Sudominoku)
# fails here.

. "$(dirname "$0")/lib.sh"
set +e	# every check reports its own status

solution=417369825632158947958724316825437169791586432346912758289643571573291684164875293

# board SEP MASK CLUE WRAP: the solution as a Baekjoon board, rows whose
# bit is set in MASK blank, and if CLUE >= 0 only that cell given; SEP ""
# writes 2239 rows, " " 2580 rows.  WRAP: lf, crlf, bom, nofinal,
# trailing.
board() {
	awk -v s="$solution" -v sep="$1" -v mask="$2" -v clue="$3" \
	    -v wrap="$4" 'BEGIN {
		out = wrap == "bom" ? "\357\273\277" : ""
		eol = wrap == "crlf" ? "\r\n" : wrap == "trailing" ? " \t\n" : "\n"
		for (r = 0; r < 9; r++) {
			blank = int(mask / 2 ^ r) % 2
			for (c = 0; c < 9; c++) {
				i = r * 9 + c
				d = substr(s, i + 1, 1)
				if (blank || (clue >= 0 && i != clue))
					d = 0
				out = out (c > 0 ? sep : "") d
			}
			out = out eol
		}
		if (wrap == "nofinal")
			out = substr(out, 1, length(out) - 1)
		printf "%s", out
	}'
}

n=0
# write_boards SEP: the boards of one flavour, one a file, named in order
write_boards() {
	for wrap in lf crlf bom nofinal trailing; do
		# the first k rows blank, the last k, and the empty board
		for k in 0 1 2 3 4 5 6 7 8 9; do
			n=$((n + 1))
			board "$1" $(((1 << k) - 1)) -1 $wrap > "$scratch/$n.txt"
			n=$((n + 1))
			board "$1" $((511 - (511 >> k))) -1 $wrap \
			    > "$scratch/$n.txt"
		done
		# sets of rows: every other, the middle band, the outer bands
		for mask in 85 170 56 455 16 256 257 495; do
			n=$((n + 1))
			board "$1" $mask -1 $wrap > "$scratch/$n.txt"
		done
	done
	# a single clue in every cell
	for clue in $(seq 0 80); do
		n=$((n + 1))
		board "$1" 0 $clue lf > "$scratch/$n.txt"
	done
}

# check_flavour NAME SEP MODE...: every board solved both ways
check_flavour() {
	name=$1 sep=$2
	shift 2
	n=0
	rm -f "$scratch"/*.txt
	write_boards "$sep"
	files=$(seq 1 $n | sed "s|.*|$scratch/&.txt|")
	# shellcheck disable=SC2086
	run_sudoku solve "$@" $files > "$scratch/auto.out" \
	    2> "$scratch/auto.err"
	st=$?
	# shellcheck disable=SC2086
	run_sudoku solve "$@" -f boj $files > "$scratch/boj.out" \
	    2> "$scratch/boj.err"
	if [ "$st" -eq 0 ] && [ ! -s "$scratch/auto.err" ] &&
	    cmp -s "$scratch/auto.out" "$scratch/boj.out"; then
		tap_ok "$name: $n boards with rows blank, one clue, every wrap: read as boj"
	else
		diff "$scratch/boj.out" "$scratch/auto.out" | head -n 20 \
		    > "$scratch/diff"
		tap_not_ok "$name: $n boards read otherwise with detection (status $st)" \
		    "$scratch/auto.err" "$scratch/diff"
	fi
	# shellcheck disable=SC2086
	if run_sudoku verify --solution "$scratch/auto.out" $files \
	    > "$scratch/verdicts" 2> "$scratch/verify.err" &&
	    [ "$(grep -c '^valid$' "$scratch/verdicts")" -eq "$n" ]; then
		tap_ok "$name: every answer completes its board"
	else
		tap_not_ok "$name: answers that do not complete their boards" \
		    "$scratch/verify.err"
	fi
}

check_flavour "Baekjoon 2239" "" --lex
check_flavour "Baekjoon 2580" " "

# The empty board's smallest solution, from a 2239 file of nine zero rows.
board "" 511 -1 lf > "$scratch/empty.txt"
printf '%s\n' 123456789 456789123 789123456 214365897 365897214 897214365 \
    531642978 642978531 978531642 > "$scratch/expected"
if run_sudoku solve --lex "$scratch/empty.txt" > "$scratch/out" \
    2> "$scratch/err" && cmp -s "$scratch/out" "$scratch/expected"; then
	tap_ok "the empty 2239 board: its smallest solution"
else
	tap_not_ok "the empty 2239 board" "$scratch/err" "$scratch/out"
fi

# A line of 81 zeros, and of 81 dots, each a puzzle with the empty board's
# smallest solution.
printf '%081d\n' 0 > "$scratch/zeros.txt"
printf '%081d\n' 0 | tr 0 . >> "$scratch/zeros.txt"
tr -d '\n' < "$scratch/expected" | sed 's/$/\n/' > "$scratch/line"
cat "$scratch/line" "$scratch/line" > "$scratch/expected2"
if run_sudoku solve --lex "$scratch/zeros.txt" > "$scratch/out" \
    2> "$scratch/err" && cmp -s "$scratch/out" "$scratch/expected2"; then
	tap_ok "lines of 81 zeros and of 81 dots: read as line"
else
	tap_not_ok "lines of 81 zeros and dots" "$scratch/err" "$scratch/out"
fi

# UVa 989: boards of n = 1, 2 and 3, one with no solution (NO SOLUTION in
# its place, its reason on stderr, status 1), a blank line between.
printf '1\n0\n\n2\n1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n\n2\n1 2 0 0\n0 0 3 0\n0 0 0 0\n0 0 0 3\n\n3\n' \
    > "$scratch/uva.txt"
board " " 511 -1 lf >> "$scratch/uva.txt"
sed 's/\(.\)/\1 /g; s/ $//' "$scratch/line" | awk '{
	for (r = 0; r < 9; r++) {
		row = ""
		for (c = 1; c <= 9; c++) row = row (c > 1 ? " " : "") $(r * 9 + c)
		print row
	}
}' > "$scratch/rows"
{ printf '1\n\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n\nNO SOLUTION\n\n'
  cat "$scratch/rows"; } > "$scratch/expected"
run_sudoku solve --lex "$scratch/uva.txt" > "$scratch/out" 2> "$scratch/err"
st=$?
if [ "$st" -eq 1 ] && cmp -s "$scratch/out" "$scratch/expected" &&
    grep -q 'uva.txt:11: no solution' "$scratch/err"; then
	tap_ok "UVa 989: n = 1, 2, 3 and NO SOLUTION, as the judge wants"
else
	diff "$scratch/expected" "$scratch/out" > "$scratch/diff"
	tap_not_ok "UVa 989 (status $st)" "$scratch/err" "$scratch/diff"
fi

# Sudominoku inputs run together: a 0 ends each, one is empty (a 0 alone),
# and the cases after it are numbered from 1 again.
ex=$top_srcdir/formats/examples
{ cat "$ex/sudominoku.txt"; echo 0; cat "$ex/sudominoku.txt"; } \
    > "$scratch/dominoes.txt"
run_sudoku solve "$scratch/dominoes.txt" > "$scratch/out" 2> "$scratch/err"
st=$?
run_sudoku solve "$ex/sudominoku.txt" > "$scratch/one" 2>/dev/null
cat "$scratch/one" "$scratch/one" > "$scratch/expected"
if [ "$st" -eq 0 ] && cmp -s "$scratch/out" "$scratch/expected"; then
	tap_ok "Sudominoku inputs run together, an empty one among them"
else
	tap_not_ok "Sudominoku inputs run together (status $st)" "$scratch/err"
fi

tap_done
