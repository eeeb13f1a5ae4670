#!/bin/sh
# The bitboard engine is built for several instruction sets and one is
# picked at run time (src/engine/engine-isa.c): the engine's suite runs on
# every path this machine runs, each forced with SUDOKU_ISA, and
# `sudoku --version` names the path it took.  A path the processor (or
# the build) lacks is skipped, said so.

. "$(dirname "$0")/lib.sh"
set +e	# every check reports its own status

: "${top_builddir:=$top_srcdir}"
check=$top_builddir/tests/unit/check_sudoku
best=$("$SUDOKU" --version | sed -n 's/^engine: //p')
case $best in
avx512|avx2|sse2|portable) tap_ok "sudoku --version names the engine's path: $best" ;;
*) echo "$best" > "$scratch/why"
   tap_not_ok "sudoku --version names the engine's path" "$scratch/why" ;;
esac
# the whole program on each path: the same counts and solutions as the
# path the build calls its baseline (a unique puzzle has one solution, so
# every correct path prints the same)
cut -d' ' -f1 "$top_srcdir/tests/bench/rate-sample.txt" > "$scratch/puzzles"
SUDOKU_ISA=sse2 "$SUDOKU" count --limit 2 "$scratch/puzzles" \
    > "$scratch/counts.want" 2>&1
SUDOKU_ISA=sse2 "$SUDOKU" solve --lex "$scratch/puzzles" \
    > "$scratch/lex.want" 2>&1
for isa in portable sse2 avx2 avx512; do
	got=$(SUDOKU_ISA=$isa "$SUDOKU" --version | sed -n 's/^engine: //p')
	if [ "$got" != "$isa" ]; then
		tap_ok "the engine on $isa # SKIP not on this processor or build (it takes $got)"
		tap_ok "sudoku on $isa # SKIP not on this processor or build"
		continue
	fi
	SUDOKU_ISA=$isa "$SUDOKU" count --limit 2 "$scratch/puzzles" \
	    > "$scratch/counts" 2>&1
	SUDOKU_ISA=$isa "$SUDOKU" solve --lex "$scratch/puzzles" \
	    > "$scratch/lex" 2>&1
	if cmp -s "$scratch/counts" "$scratch/counts.want" &&
	    cmp -s "$scratch/lex" "$scratch/lex.want" &&
	    [ "$(grep -c '^1$' "$scratch/counts")" -eq \
	    "$(wc -l < "$scratch/puzzles")" ]; then
		tap_ok "sudoku on $isa: count --limit 2 and solve --lex as on sse2"
	else
		diff "$scratch/counts.want" "$scratch/counts" > "$scratch/why"
		diff "$scratch/lex.want" "$scratch/lex" >> "$scratch/why"
		tap_not_ok "sudoku on $isa: count --limit 2 and solve --lex as on sse2" \
		    "$scratch/why"
	fi
	if [ "${SUDOKU_VALGRIND:-0}" = 1 ]; then
		SUDOKU_ISA=$isa CK_RUN_SUITE=engine CK_FORK=no valgrind \
		    --quiet --error-exitcode=99 "$check" > "$scratch/out" 2>&1
	else
		SUDOKU_ISA=$isa CK_RUN_SUITE=engine "$check" > "$scratch/out" \
		    2>&1
	fi
	if [ $? -eq 0 ]; then
		tap_ok "the engine's suite on $isa"
	else
		tap_not_ok "the engine's suite on $isa" "$scratch/out"
	fi
done
# a path that does not exist is no path: the best one runs
got=$(SUDOKU_ISA=mmx "$SUDOKU" --version | sed -n 's/^engine: //p')
[ "$got" = "$best" ]
if [ $? -eq 0 ]; then
	tap_ok "SUDOKU_ISA naming no path: the best one runs"
else
	tap_not_ok "SUDOKU_ISA naming no path: $got, not $best"
fi
tap_done
