#!/bin/sh
# explain's steps are sound: over the serate sample and the notation
# examples (every puzzle with one solution), replaying the placements of
# `explain -t yaml` from the givens gives exactly the grid `solve` finds,
# each placement puts the solution's digit in an empty cell, and no
# elimination removes the solution's digit from its cell.  hint's step is
# explain's first.

. "$(dirname "$0")/lib.sh"

ex=$top_srcdir/formats/examples
cut -d' ' -f1 "$top_srcdir/tests/data/serate-sample.txt" > "$scratch/all"
for f in "$ex"/line.txt "$ex"/grid.txt "$ex"/boj-*.txt; do
	run_sudoku convert --to=line "$f" 2>/dev/null | cut -c1-81 \
	    >> "$scratch/all" || true
done
# only the puzzles with one solution: the others are not explained
run_sudoku verify "$scratch/all" > "$scratch/verdicts" 2>/dev/null || true
paste -d' ' "$scratch/verdicts" "$scratch/all" |
    sed -n 's/^valid //p' > "$scratch/puzzles"
run_sudoku solve "$scratch/puzzles" > "$scratch/solutions"
n=$(wc -l < "$scratch/puzzles")

status=0
run_sudoku explain -t yaml -j 2 "$scratch/puzzles" > "$scratch/yaml" \
    2> "$scratch/err" || status=$?
if [ "$status" -eq 0 ] && [ "$n" -gt 600 ]; then
	tap_ok "explain explains all $n puzzles"
else
	echo "exit status $status, $n puzzles" > "$scratch/why"
	tap_not_ok "explain explains every puzzle" "$scratch/why" "$scratch/err"
fi

# one line a puzzle: "ok", or what went wrong first
awk -v solutions="$scratch/solutions" '
BEGIN { while ((getline line < solutions) > 0) sol[++nsol] = substr(line, 1, 81) }
function finish() {
	if (doc == 0)
		return
	if (bad == "" && grid != sol[doc])
		bad = "replay gives " grid " not " sol[doc]
	print (bad == "" ? "ok" : "puzzle " doc ": " bad)
}
function check(name, d, c) {
	c = (substr(name, 2, 1) - 1) * 9 + substr(name, 4, 1)
	if (section == "elim" && substr(sol[doc], c, 1) == d && bad == "")
		bad = name "<>" d " removes the solution"
	if (section == "place") {
		if (substr(grid, c, 1) != "0" && bad == "")
			bad = name "=" d " places in a full cell"
		if (substr(sol[doc], c, 1) != d && bad == "")
			bad = name "=" d " is not the solution"
		grid = substr(grid, 1, c - 1) d substr(grid, c + 1)
	}
}
/^---/ { finish(); doc++; bad = ""; grid = ""; section = ""; next }
/^givens:/ { grid = $2; gsub(/"/, "", grid); gsub(/\./, "0", grid); next }
/^status:/ && $2 != "explained" { bad = "status " $2; next }
/^  placements:/ { section = "place"; next }
/^  eliminations:/ { section = "elim"; next }
/^[ -] [a-z]/ { section = ""; next }
/^  - [{]cell: r[1-9]c[1-9], digit: [1-9][}]/ {
	name = $3; sub(/,/, "", name)
	check(name, substr($5, 1, 1))
}
END { finish() }
' "$scratch/yaml" > "$scratch/replayed"
if [ "$(grep -c '^ok$' "$scratch/replayed")" -eq "$n" ]; then
	tap_ok "replaying each path gives solve's solution; no elimination is wrong"
else
	grep -v '^ok$' "$scratch/replayed" | head -5 > "$scratch/why"
	echo "$(wc -l < "$scratch/replayed") paths for $n puzzles" \
	    >> "$scratch/why"
	tap_not_ok "replaying each path gives solve's solution" "$scratch/why"
fi

# plain is yaml's lines; hint is explain's first line
head -100 "$scratch/puzzles" > "$scratch/few"
run_sudoku explain -t yaml "$scratch/few" |
    sed -n 's/^  line: "\([0-9]*\.[0-9] .*\)"$/\1/p' > "$scratch/yaml-lines"
run_sudoku explain "$scratch/few" | grep -v '^$' > "$scratch/plain"
if cmp -s "$scratch/plain" "$scratch/yaml-lines"; then
	tap_ok "plain writes the lines yaml gives"
else
	diff "$scratch/plain" "$scratch/yaml-lines" | head > "$scratch/why" || true
	tap_not_ok "plain writes the lines yaml gives" "$scratch/why"
fi
run_sudoku explain "$scratch/few" |
    awk 'NR == 1 || prev == "" { print } { prev = $0 }' > "$scratch/first"
run_sudoku hint "$scratch/few" > "$scratch/hints"
if cmp -s "$scratch/first" "$scratch/hints"; then
	tap_ok "hint gives explain's first step"
else
	diff "$scratch/first" "$scratch/hints" | head > "$scratch/why" || true
	tap_not_ok "hint gives explain's first step" "$scratch/why"
fi

# a position in candidates notation, with only the eliminations its
# placed digits make, is explained as those digits are (an open cell with
# one candidate stays open: the naked singles of the puzzle are found
# there too)
run_sudoku convert --to=candidates "$scratch/few" > "$scratch/few.cand"
run_sudoku convert --to=line "$scratch/few.cand" > "$scratch/few.placed"
run_sudoku explain "$scratch/few.placed" > "$scratch/from-line"
run_sudoku explain "$scratch/few.cand" > "$scratch/from-cand" 2>&1 || true
if cmp -s "$scratch/from-line" "$scratch/from-cand"; then
	tap_ok "explain from candidates = explain from their placed digits"
else
	diff "$scratch/from-line" "$scratch/from-cand" | head > "$scratch/why" ||
	    true
	tap_not_ok "explain from candidates = explain from their placed digits" \
	    "$scratch/why"
fi

# --stats counts them
run_sudoku hint --stats "$scratch/few" 2> "$scratch/stats" > /dev/null
if grep -q '^sudoku: 100 puzzles, 100 explained, 0 invalid;' "$scratch/stats"; then
	tap_ok "--stats counts the puzzles explained"
else
	tap_not_ok "--stats counts the puzzles explained" "$scratch/stats"
fi

tap_done
