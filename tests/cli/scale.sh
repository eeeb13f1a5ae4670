#!/bin/sh
# Scaling out (man page, SCALING OUT): the parts of a count, run as
# separate processes, add up through merge to the count; GNU parallel
# runs them, and cuts a big batch into blocks whose output, joined in
# order, is one run's byte for byte.  The tests that need GNU parallel
# (the README's first command installs it) are skipped without it.
# N = 4096 and the pinned parts of split version 1 are in the unit suite
# (tests/unit/check_split.c), where they need no process per part.

. "$(dirname "$0")/lib.sh"
set +e	# every check reports its own status

# check NAME CONDITION-STATUS DETAIL-FILE...
check() {
	check_name=$1 check_status=$2
	shift 2
	if [ "$check_status" -eq 0 ]; then
		tap_ok "$check_name"
	else
		tap_not_ok "$check_name" "$@"
	fi
}

skip() {
	tap_count=$((tap_count + 1))
	echo "ok $tap_count # SKIP $1"
}

# Counts from 0 to about 10^6 (a 17-given puzzle and relatives of it),
# and a Sudominoku case.
cat > "$scratch/puzzles.txt" << 'EOF'
.........................3......3.2...1.4......5....6..3......4.7..8...962...7...
.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...
1................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...
.................7.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...
.................1.....2........3.2...1.4......5....6..3......4.7..8...962...7...
EOF
status=0
run_sudoku count "$scratch/puzzles.txt" > "$scratch/whole.txt" || status=$?
printf '910776\n1\n0\n45\n14782\n' | cmp -s - "$scratch/whole.txt"
check "the puzzles count 910776, 1, 0, 45, 14782 (exit 1 for the 0)" \
    $(( $? + (status != 1) )) "$scratch/whole.txt"

# parts N [COUNT-OPTION...]: parts 1..N of puzzles.txt, one process each
parts() {
	n=$1
	shift
	k=1
	: > "$scratch/parts.txt"
	while [ "$k" -le "$n" ]; do
		run_sudoku count "$@" --part "$k/$n" "$scratch/puzzles.txt" \
		    >> "$scratch/parts.txt" || echo "part $k/$n: exit $?"
		k=$((k + 1))
	done
}

for n in 1 2 7; do
	parts "$n" > "$scratch/failed"
	status=0
	run_sudoku merge "$scratch/parts.txt" > "$scratch/merged.txt" \
	    2> "$scratch/merge.err" || status=$?
	cmp -s "$scratch/whole.txt" "$scratch/merged.txt" &&
	    [ ! -s "$scratch/failed" ] && [ "$status" -eq 1 ]
	check "parts 1..$n, each its own process, exit 0 and merge to the count" \
	    $? "$scratch/failed" "$scratch/merged.txt" "$scratch/merge.err"
done

parts 3 -t yaml > "$scratch/failed"
run_sudoku merge "$scratch/parts.txt" > "$scratch/merged.txt" 2>&1
cmp -s "$scratch/whole.txt" "$scratch/merged.txt" && [ ! -s "$scratch/failed" ]
check "YAML parts merge to the count too" $? "$scratch/failed" \
    "$scratch/merged.txt"

run_sudoku count --part 5/7 "$scratch/puzzles.txt" > "$scratch/one.txt"
run_sudoku count --part 5/7 -j 3 "$scratch/puzzles.txt" > "$scratch/three.txt"
cmp -s "$scratch/one.txt" "$scratch/three.txt"
check "a part counted in 3 threads is the same part" $? "$scratch/one.txt" \
    "$scratch/three.txt"

dominoes=$top_srcdir/formats/examples/sudominoku.txt
run_sudoku count "$dominoes" > "$scratch/whole-dominoes.txt"
for k in 1 2 3 4 5; do
	run_sudoku count --part "$k/5" "$dominoes"
done > "$scratch/parts.txt"
run_sudoku merge "$scratch/parts.txt" > "$scratch/merged.txt" 2>&1
cmp -s "$scratch/whole-dominoes.txt" "$scratch/merged.txt"
check "the parts of Sudominoku cases merge to their counts" $? \
    "$scratch/merged.txt"

if ! parallel --version 2> /dev/null | grep -q 'GNU parallel'; then
	for what in "64 parts run by parallel" "parallel --pipepart -k" \
	    "sharded generation" "sharded Sudominoku generation"; do
		skip "$what: GNU parallel is not installed (apt-get install parallel)"
	done
	tap_done
	exit
fi

# parallel runs the program the other tests run, under valgrind too (and
# then on fewer lines: a million would take many minutes)
lines=1000000
if [ "${SUDOKU_VALGRIND:-0}" = 1 ]; then
	printf '#!/bin/sh\nexec valgrind --quiet --error-exitcode=99 %s "%s" "$@"\n' \
	    --leak-check=full "$SUDOKU"
	lines=20000
else
	printf '#!/bin/sh\nexec "%s" "$@"\n' "$SUDOKU"
fi > "$scratch/sudoku"
chmod +x "$scratch/sudoku"
sudoku=$scratch/sudoku

status=0
seq 64 | parallel -j 2 "$sudoku" count --part {}/64 "$scratch/puzzles.txt" \
    > "$scratch/parts.txt" || status=$?
run_sudoku merge "$scratch/parts.txt" > "$scratch/merged.txt" 2>&1
cmp -s "$scratch/whole.txt" "$scratch/merged.txt" && [ "$status" -eq 0 ]
check "64 parts run by parallel, in any order, merge to the count" $? \
    "$scratch/merged.txt"

# Lines of easy puzzles: a thousand made from one grid (its digits turned,
# five cells blanked), some with a comment, written again and again; in
# the middle a puzzle with no solution, at the end one whose givens repeat.
awk 'BEGIN {
	s = "534678912672195348198342567859761423426853791713924856" \
	    "961537284287419635345286179"
	for (i = 0; i < 1000; i++) {
		line = ""
		for (c = 1; c <= 81; c++)
			line = line ((substr(s, c, 1) + i % 9) % 9 + 1)
		for (j = 0; j < 5; j++) {
			p = (i * 7 + j * 13) % 81
			line = substr(line, 1, p) "." substr(line, p + 2)
		}
		if (i % 97 == 0)
			line = line "  comment " i
		print line
	}
}' > "$scratch/easy.txt"
i=0
while [ "$i" -lt 9 ]; do	# 512 times: half a million lines
	cat "$scratch/easy.txt" "$scratch/easy.txt" > "$scratch/twice.txt"
	mv "$scratch/twice.txt" "$scratch/easy.txt"
	i=$((i + 1))
done
half=$((lines / 2 - 1))
gap=...............		# givens that repeat: 1 and 1 in row 1
{
	head -n "$half" "$scratch/easy.txt"
	sed -n 3p "$scratch/puzzles.txt"
	head -n "$half" "$scratch/easy.txt"
	echo "11${gap}1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."
} > "$scratch/lines.txt"
rm "$scratch/easy.txt"

# pipepart NAME BLOCK STATUS SUDOKU-ARGS...: one run over lines.txt exits
# STATUS, and parallel's blocks of BLOCK bytes write the same output and
# fail when it does (parallel exits with the number of blocks that failed)
pipepart() {
	name=$1 block=$2 want=$3
	shift 3
	one=0 many=0
	run_sudoku "$@" < "$scratch/lines.txt" > "$scratch/one.out" \
	    2> /dev/null || one=$?
	parallel -S 2/: --pipepart -a "$scratch/lines.txt" --block "$block" \
	    -k "$sudoku" "$@" > "$scratch/many.out" 2> /dev/null || many=$?
	cmp -s "$scratch/one.out" "$scratch/many.out"
	check "$name: parallel --pipepart -k writes one run's output" $?
	if [ "$want" -eq 0 ]; then
		[ "$one" -eq 0 ] && [ "$many" -eq 0 ]
	else
		[ "$one" -eq "$want" ] && [ "$many" -ge 1 ]
	fi
	check "$name: one run exits $one, parallel $many" $?
}

pipepart "solve, $(wc -l < "$scratch/lines.txt") lines" 8M 2 solve -f line
# a tenth of them for the others, the two bad puzzles kept
head -n 50000 "$scratch/lines.txt" > "$scratch/tenth.txt"
tail -n $((half + 2)) "$scratch/lines.txt" | head -n 50000 \
    >> "$scratch/tenth.txt"
tail -n 1 "$scratch/lines.txt" >> "$scratch/tenth.txt"
mv "$scratch/tenth.txt" "$scratch/lines.txt"
pipepart "count --limit 2" 1M 2 count --limit 2 -f line
pipepart "verify" 1M 1 verify -f line
pipepart "convert --to=boj" 1M 0 convert --to=boj -f line
# a line that cannot be read keeps its place ("invalid") in the joined
# blocks' output as in one run's
cp "$scratch/lines.txt" "$scratch/lines.keep"
{
	head -n 30000 "$scratch/lines.keep"
	echo "1234 not a puzzle"
	tail -n +30001 "$scratch/lines.keep"
} > "$scratch/lines.txt"
pipepart "verify, an unreadable line" 1M 2 verify -f line
mv "$scratch/lines.keep" "$scratch/lines.txt"

# The README's recipes, as written there but for fewer parts and smaller
# blocks, with "hosts" naming only this machine.
recipe() {	# N: the block after "<!-- scale N -->" in README.md
	awk -v want="<!-- scale $1 -->" '
		$0 == want { found = 1; next }
		found && /^```/ { if (inside) exit; inside = 1; next }
		found && inside { print }
	' "$top_srcdir/README.md" | sed 's|4096|16|g; s|50M|1M|g'
}
mkdir "$scratch/recipes" "$scratch/bin"
ln -s "$sudoku" "$scratch/bin/sudoku"
echo : > "$scratch/recipes/hosts"
head -n 1 "$scratch/puzzles.txt" > "$scratch/recipes/puzzle.txt"
head -n 1 "$scratch/whole.txt" > "$scratch/want.txt"
recipe 1 > "$scratch/recipe.sh"
(cd "$scratch/recipes" && PATH=$scratch/bin:$PATH sh -e "$scratch/recipe.sh") \
    > "$scratch/got.txt" 2> "$scratch/recipe.err"
cmp -s "$scratch/want.txt" "$scratch/got.txt"
check "README: the huge count's recipe counts" $? "$scratch/recipe.sh" \
    "$scratch/got.txt" "$scratch/recipe.err"
head -n 100000 "$scratch/lines.txt" > "$scratch/recipes/big.txt"
recipe 2 > "$scratch/recipe.sh"
(cd "$scratch/recipes" && PATH=$scratch/bin:$PATH sh -e "$scratch/recipe.sh") \
    2> "$scratch/recipe.err"
run_sudoku solve -f line "$scratch/recipes/big.txt" 2> /dev/null |
    cmp -s - "$scratch/recipes/solved.txt"
check "README: the big batch's recipe solves" $? "$scratch/recipe.sh" \
    "$scratch/recipe.err"

# 4 pieces of 100 for 100 of 1000: generate's pieces concatenate to one run
recipe 3 | sed 's|99000|300|; s|1000|100|g' > "$scratch/recipe.sh"
(cd "$scratch/recipes" && PATH=$scratch/bin:$PATH sh -e "$scratch/recipe.sh") \
    2> "$scratch/recipe.err"
run_sudoku generate --seed 42 -n 400 2> /dev/null |
    cmp -s - "$scratch/recipes/puzzles.txt"
check "README: the sharded generation's recipe makes one run's puzzles" $? \
    "$scratch/recipe.sh" "$scratch/recipe.err"

# 4 pieces of 3 Sudominoku cases, each without the 0 that ends the file,
# and the 0 after them: one run's cases
recipe 4 | sed 's|9900|9|; s|100|3|g' > "$scratch/recipe.sh"
(cd "$scratch/recipes" && PATH=$scratch/bin:$PATH sh -e "$scratch/recipe.sh") \
    2> "$scratch/recipe.err"
run_sudoku generate -f sudominoku --seed 42 -n 12 2> /dev/null |
    cmp -s - "$scratch/recipes/cases.txt"
check "README: the sharded Sudominoku recipe makes one run's cases" $? \
    "$scratch/recipe.sh" "$scratch/recipe.err"
tap_done
