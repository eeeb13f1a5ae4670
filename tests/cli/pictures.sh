#!/bin/sh
# -t svg and -t html: well-formed XML (xmllint, from Debian's
# libxml2-utils; the checks skip with a message without it) for every
# command, size and golden picture; an -o pattern's files, put in place
# only when the run is complete; a second puzzle without a pattern
# refused; bad input's status and messages as in the other formats; and
# memory that stays flat over a long batch.  The goldens themselves are
# cases (tests/cli/cases/pictures-*) and unit tests (check_svg.c).

. "$(dirname "$0")/lib.sh"

cases=$top_srcdir/tests/cli/cases
examples=$top_srcdir/formats/examples
line=$examples/line.txt

have_xmllint=false
command -v xmllint > /dev/null && have_xmllint=true

# well_formed NAME FILE: FILE parses as XML
well_formed() {
	if ! $have_xmllint; then
		tap_ok "$1 # SKIP no xmllint (Debian: libxml2-utils)"
	elif xmllint --noout "$2" 2> "$scratch/xmllint"; then
		tap_ok "$1"
	else
		tap_not_ok "$1" "$scratch/xmllint"
	fi
}

# expect NAME STATUS CMD...: the exit status CMD gives is STATUS
expect() {
	name=$1 want=$2
	shift 2
	status=0
	"$@" > "$scratch/out" 2> "$scratch/err" || status=$?
	if [ "$status" -eq "$want" ]; then
		tap_ok "$name"
	else
		echo "exit status $status, not $want" >> "$scratch/err"
		tap_not_ok "$name" "$scratch/err"
	fi
}

# --- the goldens parse ----------------------------------------------------------
for f in "$cases"/pictures-*/stdout "$top_srcdir"/tests/data/svg/*.svg \
    "$top_srcdir"/formats/examples/*.svg; do
	[ -s "$f" ] || continue
	case $(head -c 15 "$f") in
	'<?xml'*|'<!DOCTYPE html'*) ;;
	*) continue ;;
	esac
	well_formed "${f#"$top_srcdir"/}: well-formed" "$f"
done

# --- the examples in formats/ are what the program draws -------------------------
sed -n 1,2p "$line" > "$scratch/l1.txt"
(cd "$scratch" && run_sudoku solve -t svg l1.txt) > "$scratch/solved.svg"
cp "$cases/pictures-hint-svg/position.txt" "$scratch/position.txt"
(cd "$scratch" && run_sudoku hint -t svg position.txt) > "$scratch/hint.svg"
for name in solved hint; do
	if cmp -s "$scratch/$name.svg" "$examples/$name.svg"; then
		tap_ok "formats/examples/$name.svg: as drawn now"
	else
		tap_not_ok "formats/examples/$name.svg: as drawn now"
	fi
done

# --- every command, both formats ----------------------------------------------
head -n 3 "$line" > "$scratch/two.txt"	# a comment line, two puzzles
sed -n 2p "$line" > "$scratch/one.txt"
for cmd in solve count verify convert rate explain hint candidates; do
	for format in svg html; do
		input=$scratch/two.txt
		[ "$format" = svg ] && input=$scratch/one.txt
		status=0
		run_sudoku "$cmd" -t "$format" "$input" > "$scratch/p.$format" \
		    2> "$scratch/err" || status=$?
		if [ "$status" -ne 0 ]; then
			echo "exit status $status" >> "$scratch/err"
			tap_not_ok "$cmd -t $format: runs" "$scratch/err"
			continue
		fi
		well_formed "$cmd -t $format: well-formed" "$scratch/p.$format"
	done
done
run_sudoku generate --seed 3 -n 2 -t html --solution > "$scratch/book.html"
well_formed "generate -t html --solution: well-formed" "$scratch/book.html"
if grep -q '<h1>Solutions</h1>' "$scratch/book.html" &&
    [ "$(grep -c '<figure' "$scratch/book.html")" -eq 4 ]; then
	tap_ok "generate --solution: a book, 2 puzzles and 2 solutions"
else
	tap_not_ok "generate --solution: a book, 2 puzzles and 2 solutions"
fi

# --- every size from 4x4 to 64x64, with pencil marks -----------------------------
for side in 4 6 9 16 25 36 49 64; do
	# one row of 1..N: a valid partial board of every size
	awk -v n="$side" 'BEGIN {
		for (r = 0; r < n; r++) {
			line = ""
			for (c = 1; c <= n; c++)
				line = line (c > 1 ? " " : "") (r == 0 ? c : 0)
			print line
		} }' > "$scratch/board.txt"
	status=0
	run_sudoku convert -f numbers -t svg --marks "$scratch/board.txt" \
	    > "$scratch/board.svg" 2> "$scratch/err" || status=$?
	if [ "$status" -ne 0 ]; then
		tap_not_ok "${side}x$side: convert -t svg --marks" "$scratch/err"
		continue
	fi
	well_formed "${side}x$side: well-formed" "$scratch/board.svg"
	# boxes of R by C (R <= C): the first band's open cells see C of
	# the first row's symbols, the others one
	rows=$(awk -v n="$side" 'BEGIN { for (r = 1; r * r <= n; r++)
	    if (n % r == 0) b = r; print b }')
	cols=$((side / rows))
	marks=$(sed -n '/<g class="mark"/,/<\/g>/p' "$scratch/board.svg" |
	    grep -c '<text' || true)
	want=$(((side - rows) * side * (side - 1) +
	    (rows - 1) * side * (side - cols)))
	if [ "$marks" -eq "$want" ]; then
		tap_ok "${side}x$side: $marks pencil marks"
	else
		echo "$marks marks, not $want" > "$scratch/why"
		tap_not_ok "${side}x$side: pencil marks" "$scratch/why"
	fi
	# marks side by side stay apart: a symbol is about 0.64 of the font
	# wide, and past 35x35 each is two digits (at 13 units a mark they
	# ran together, 0102 for 01 and 02)
	chars=1
	[ "$side" -gt 35 ] && chars=2
	sed -n '/<g class="mark"/,/<\/g>/p' "$scratch/board.svg" |
	    awk -v chars="$chars" -F'"' '
		/<g class="mark"/ { font = $4; next }
		/<text/ {
			if ($4 == y && $2 > x && (gap == "" || $2 - x < gap))
				gap = $2 - x
			x = $2; y = $4
		}
		END {
			room = font * (0.64 * chars + 0.25)
			if (gap < room) {
				printf "marks %s apart, %s wide at font %s\n",
				    gap, room, font
			}
		}' > "$scratch/why"
	if [ -s "$scratch/why" ]; then
		tap_not_ok "${side}x$side: marks apart" "$scratch/why"
	else
		tap_ok "${side}x$side: marks apart"
	fi
done

# --- -o PATTERN ----------------------------------------------------------------
mkdir "$scratch/pages"
expect "-o pattern: two puzzles" 0 \
    run_sudoku solve -t svg -o "$scratch/pages/p-%02d.svg" "$line"
ls "$scratch/pages" > "$scratch/names"
printf 'p-01.svg\np-02.svg\n' > "$scratch/want"
if cmp -s "$scratch/want" "$scratch/names"; then
	tap_ok "-o pattern: one file a puzzle, numbered from 1"
else
	tap_not_ok "-o pattern: one file a puzzle, numbered from 1" \
	    "$scratch/names"
fi
# (the title names the file and line, which differ)
run_sudoku solve -t svg "$scratch/one.txt" | grep -v '^<title>' \
    > "$scratch/first.svg"
grep -v '^<title>' "$scratch/pages/p-01.svg" > "$scratch/p-01.svg"
if cmp -s "$scratch/first.svg" "$scratch/p-01.svg"; then
	tap_ok "-o pattern: the first file is the first puzzle's picture"
else
	tap_not_ok "-o pattern: the first file is the first puzzle's picture"
fi
well_formed "-o pattern: p-02.svg well-formed" "$scratch/pages/p-02.svg"

# bad input in the middle: status 2, no file replaced or made
echo old > "$scratch/pages/p-01.svg"
{ sed -n 2p "$line"; echo "12x"; sed -n 3p "$line"; } > "$scratch/bad.txt"
expect "-o pattern, bad input: status 2" 2 \
    run_sudoku solve -t svg -o "$scratch/pages/q-%d.svg" "$scratch/bad.txt"
if [ ! -e "$scratch/pages/q-1.svg" ] && [ ! -e "$scratch/pages/q-3.svg" ] &&
    grep -q "q-%d.svg: no file written, because of the errors above" \
    "$scratch/err" && grep -q "bad.txt:2:" "$scratch/err"; then
	tap_ok "-o pattern, bad input: no file made, the message as ever"
else
	ls "$scratch/pages" >> "$scratch/err"
	tap_not_ok "-o pattern, bad input: no file made" "$scratch/err"
fi
expect "-o pattern, bad input: old file stays" 2 \
    run_sudoku solve -t svg -o "$scratch/pages/p-%02d.svg" "$scratch/bad.txt"
if [ "$(cat "$scratch/pages/p-01.svg")" = old ] &&
    [ ! -e "$scratch/pages/p-01.svg.tmp" ] &&
    [ "$(ls "$scratch/pages" | wc -l)" -eq 2 ]; then
	tap_ok "-o pattern, bad input: p-01.svg left as it was, nothing else"
else
	ls "$scratch/pages" > "$scratch/why"
	tap_not_ok "-o pattern, bad input: p-01.svg left as it was" \
	    "$scratch/why"
fi
# an unreadable puzzle keeps its number and has no file
expect "-o pattern: the run repeated" 0 \
    run_sudoku solve -t svg -o "$scratch/pages/p-%02d.svg" "$line"
if grep -q '<svg' "$scratch/pages/p-01.svg"; then
	tap_ok "-o pattern: a good run replaces the files"
else
	tap_not_ok "-o pattern: a good run replaces the files"
fi
expect "-o pattern: a directory that is not there" 3 \
    run_sudoku solve -t svg -o "$scratch/none/p-%d.svg" "$line"
for pattern in 'p.svg%' 'p-%s.svg' 'p-%d-%d.svg' 'p-%-3d.svg'; do
	expect "-o '$pattern': usage error" 2 \
	    run_sudoku solve -t svg -o "$scratch/$pattern" "$line"
done
# a width is room in the name: 99 places at most (wider ran past the
# name's memory, and the run aborted)
for pattern in 'w-%100d.svg' 'w-%0200d.svg' 'w-%999d.svg'; do
	expect "-o '$pattern': too wide, a usage error" 2 \
	    run_sudoku solve -t svg -o "$scratch/pages/$pattern" "$line"
done
if grep -q "'%999d' is too wide: a number fills 99 places at most" \
    "$scratch/err"; then
	tap_ok "-o pattern: a width too wide is named"
else
	tap_not_ok "-o pattern: a width too wide is named" "$scratch/err"
fi
mkdir "$scratch/wide"
expect "-o 'w-%099d.svg': 99 places" 0 \
    run_sudoku solve -t svg -o "$scratch/wide/w-%099d.svg" "$line"
if [ -f "$scratch/wide/w-$(printf '%099d' 2).svg" ]; then
	tap_ok "-o pattern: %099d fills 99 places"
else
	ls "$scratch/wide" > "$scratch/why"
	tap_not_ok "-o pattern: %099d fills 99 places" "$scratch/why"
fi
expect "-o '100%%-%d.svg': a percent sign" 0 \
    run_sudoku convert -t svg -o "$scratch/pages/100%%-%d.svg" "$line"
if [ -f "$scratch/pages/100%-2.svg" ]; then
	tap_ok "-o pattern: %% is a percent sign"
else
	tap_not_ok "-o pattern: %% is a percent sign"
fi
# a name with no number is one file, its %% a percent sign all the same
# (it was kept as two, while a lone % was refused: no way to 100%.svg)
expect "-o '100%%.svg': one puzzle" 0 \
    run_sudoku solve -t svg -o "$scratch/pages/100%%.svg" "$scratch/one.txt"
expect "generate -o 'g-100%%.svg': one puzzle" 0 \
    run_sudoku generate --seed 5 -t svg -o "$scratch/pages/g-100%%.svg"
if [ -f "$scratch/pages/100%.svg" ] && [ -f "$scratch/pages/g-100%.svg" ] &&
    [ ! -e "$scratch/pages/100%%.svg" ]; then
	tap_ok "-o name: %% is a percent sign without a number too"
else
	ls "$scratch/pages" > "$scratch/why"
	tap_not_ok "-o name: %% is a percent sign without a number too" \
	    "$scratch/why"
fi
# other formats take % as part of a name
expect "-t yaml -o 'a%d': a file of that name" 0 \
    run_sudoku solve -t yaml -o "$scratch/a%d" "$line"
if [ -f "$scratch/a%d" ]; then
	tap_ok "-t yaml: -o 'a%d' is a name"
else
	tap_not_ok "-t yaml: -o 'a%d' is a name"
fi

# generate: files by index; several without a pattern, refused at once
expect "generate -n 3 -o pattern" 0 \
    run_sudoku generate --seed 5 -n 3 -t svg -o "$scratch/pages/g-%d.svg"
expect "generate --skip 1 -n 1 -o pattern" 0 \
    run_sudoku generate --seed 5 --skip 1 -t svg -o "$scratch/pages/h-%d.svg"
if cmp -s "$scratch/pages/g-2.svg" "$scratch/pages/h-2.svg"; then
	tap_ok "generate: --skip names its files as the whole run"
else
	tap_not_ok "generate: --skip names its files as the whole run"
fi
expect "generate -n 2 -t svg: refused" 2 run_sudoku generate -n 2 -t svg
if grep -q "needs a pattern to name them, -o 'page-%03d.svg'" \
    "$scratch/err"; then
	tap_ok "generate -n 2 -t svg: says how to name files"
else
	tap_not_ok "generate -n 2 -t svg: says how to name files" \
	    "$scratch/err"
fi

# --- options that go with the pictures ------------------------------------------
expect "--per-page without html: usage error" 2 \
    run_sudoku solve --per-page 4 "$line"
expect "--marks with yaml: usage error" 2 \
    run_sudoku convert -t yaml --marks "$line"
expect "--book with svg: usage error" 2 \
    run_sudoku solve -t svg --book "$scratch/one.txt"
expect "--per-page 0: usage error" 2 \
    run_sudoku solve -t html --per-page 0 "$line"
expect "--per-page 65: usage error" 2 \
    run_sudoku solve -t html --per-page 65 "$line"

# --- bad input: the status and messages of the other formats -------------------
run_sudoku solve -t json "$scratch/bad.txt" > /dev/null 2> "$scratch/json.err" ||
    true
for format in svg html; do
	status=0
	output=$scratch/bad.$format
	[ "$format" = svg ] && output=$scratch/bad-%d.svg
	run_sudoku solve -t "$format" -o "$output" "$scratch/bad.txt" \
	    > /dev/null 2> "$scratch/err" || status=$?
	head -n 1 "$scratch/err" > "$scratch/err.first"
	head -n 1 "$scratch/json.err" > "$scratch/json.first"
	if [ "$status" -eq 2 ] && cmp -s "$scratch/err.first" \
	    "$scratch/json.first" && [ ! -e "$scratch/bad.$format" ] &&
	    [ ! -e "$scratch/bad-1.svg" ]; then
		tap_ok "bad input, -t $format: status 2, json's message, no file"
	else
		echo "status $status" >> "$scratch/err"
		tap_not_ok "bad input, -t $format: as json" "$scratch/err"
	fi
done

# --- a caption has the puzzle's title where its notation gives one: killer's
# first word, f-puzzles' "title" (the file and line were shown instead)
run_sudoku convert -t html "$examples/killer.txt" > "$scratch/killer.html"
run_sudoku convert -t html "$examples/fpuzzles.txt" > "$scratch/fp.html"
if grep -q '<span class="title">Own-1</span>' "$scratch/killer.html" &&
    grep -q '<span class="title">Own-2</span>' "$scratch/killer.html" &&
    grep -q '<span class="title">Jigsaw 6x6</span>' "$scratch/fp.html"; then
	tap_ok "html captions: killer and f-puzzles titles"
else
	grep -h '<figcaption>' "$scratch/killer.html" "$scratch/fp.html" \
	    > "$scratch/why"
	tap_not_ok "html captions: killer and f-puzzles titles" "$scratch/why"
fi
printf '{"size":4,"title":"a <b> & \\"q\\" \\\\ \\u0001 \\u00e9","grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}\n' \
    > "$scratch/odd-title.txt"
run_sudoku convert -t html "$scratch/odd-title.txt" > "$scratch/odd.html"
well_formed "html caption: an f-puzzles title with markup and escapes" \
    "$scratch/odd.html"
if grep -q '<span class="title">a &lt;b&gt; &amp; &quot;q&quot; \\ ' \
    "$scratch/odd.html"; then
	tap_ok "html caption: an f-puzzles title's escapes read"
else
	grep '<figcaption>' "$scratch/odd.html" > "$scratch/why"
	tap_not_ok "html caption: an f-puzzles title's escapes read" \
	    "$scratch/why"
fi

# --- an interrupt: no file left, and the message says files (it said "output
# file left as it was", for a run of a file a puzzle)
mkdir "$scratch/cut"
echo old > "$scratch/cut/p-2.svg"
{ sed -n 2p "$line"; echo '..8...5...4...2.9.7.......3.2...4......93.......2.1.6.5.......8.1.6...2...3...7..'; } \
    > "$scratch/slow.txt"
"$SUDOKU" rate -t svg -o "$scratch/cut/p-%d.svg" "$scratch/slow.txt" \
    > /dev/null 2> "$scratch/err" &
pid=$!
sleep 1
kill -INT "$pid"
status=0
wait "$pid" || status=$?
if [ "$status" -eq 130 ] && [ "$(ls "$scratch/cut")" = p-2.svg ] &&
    [ "$(cat "$scratch/cut/p-2.svg")" = old ] &&
    grep -q 'interrupted after [0-9]* puzzles*; output files left as they were$' \
    "$scratch/err"; then
	tap_ok "-o pattern, interrupted: files as they were, and it says so"
else
	echo "status $status" >> "$scratch/err"
	ls "$scratch/cut" >> "$scratch/err"
	tap_not_ok "-o pattern, interrupted: files as they were" "$scratch/err"
fi

# --- a puzzle with no answer says why, under its grid (the title is not shown;
# hint's picture of an unsolvable puzzle was its givens, not a word)
echo 46....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... \
    > "$scratch/unsolvable.txt"
for cmd in hint solve rate; do
	run_sudoku $cmd -t svg "$scratch/unsolvable.txt" > "$scratch/no.svg" \
	    2> /dev/null || true
	if grep -v '<title>' "$scratch/no.svg" | grep -q '>[a-z: ]*no solution<'
	then
		tap_ok "$cmd -t svg, no solution: said under the grid"
	else
		tap_not_ok "$cmd -t svg, no solution: said under the grid"
	fi
	well_formed "$cmd -t svg, no solution: well-formed" "$scratch/no.svg"
done

# --- memory stays flat -----------------------------------------------------------
# max_rss ARGS...: the peak resident size of a run, in KB
max_rss() {
	/usr/bin/time -f %M -o "$scratch/rss" "$SUDOKU" "$@" \
	    > /dev/null 2>&1
	tail -n 1 "$scratch/rss"
}
if [ -x /usr/bin/time ] && [ "${SUDOKU_VALGRIND:-0}" = 0 ] &&
    [ -z "${ASAN_OPTIONS:-}" ]; then
	yes "$(sed -n 2p "$line")" | head -n 100000 > "$scratch/many.txt"
	yes "$(sed -n 2p "$line")" | head -n 10000 > "$scratch/some.txt"
	small=$(max_rss convert -t html "$scratch/one.txt")
	big=$(max_rss convert -t html "$scratch/many.txt")
	book=$(max_rss solve -t html --book "$scratch/some.txt")
	if [ "$big" -le $((small + 4096)) ] &&
	    [ "$book" -le $((small + 4096)) ]; then
		tap_ok "html: 100,000 puzzles in ${big} KB, a book of 10,000 in ${book} KB (one: ${small} KB)"
	else
		echo "100,000: ${big} KB, book of 10,000: ${book} KB, one: ${small} KB" \
		    > "$scratch/why"
		tap_not_ok "html: memory stays flat" "$scratch/why"
	fi
	rm -f "$scratch/many.txt" "$scratch/some.txt"
else
	tap_ok "html: memory stays flat # SKIP no /usr/bin/time, or valgrind"
fi
tap_done
