#!/bin/sh
# generate keeps its promises over thousands of puzzles and every option:
# each puzzle has one solution (count --limit 2), is minimal unless told
# otherwise and keeps its symmetry (verify --minimal --symmetry), has its
# givens in the range asked for; a seed makes the same bytes whatever -j,
# pieces cut by --skip concatenate to the whole run (Sudominoku cases
# with --no-end), and a run without a seed can be made again from the
# seed it reports.

. "$(dirname "$0")/lib.sh"

# expect NAME FILE-OF-WANTED-LINES...: every line of $scratch/got is WANTED
all_lines() {
	name=$1 want=$2
	if [ ! -s "$scratch/got" ]; then
		echo "no output" > "$scratch/why"
		tap_not_ok "$name" "$scratch/why"
	elif grep -qv "^$want\$" "$scratch/got"; then
		grep -v "^$want\$" "$scratch/got" | head -5 > "$scratch/why"
		tap_not_ok "$name" "$scratch/why"
	else
		tap_ok "$name"
	fi
}

# the number of givens of each line-notation puzzle
givens_of() {
	awk '{ n = 0; for (i = 1; i <= 81; i++) n += substr($1, i, 1) != "."
	    print n }' "$1"
}

# in_range NAME FILE MIN MAX
in_range() {
	givens_of "$2" | awk -v lo="$3" -v hi="$4" '$1 < lo || $1 > hi' \
	    > "$scratch/why"
	if [ -s "$scratch/why" ]; then
		tap_not_ok "$1" "$scratch/why"
	else
		tap_ok "$1"
	fi
}

# checked NAME FILE SYM [minimal]: unique, symmetric (and minimal)
checked() {
	run_sudoku count --limit 2 "$2" > "$scratch/got" 2>&1 || true
	all_lines "$1: unique" 1
	if [ "${4:-}" = minimal ]; then
		run_sudoku verify --minimal --symmetry="$3" "$2" \
		    > "$scratch/got" 2>&1 || true
		all_lines "$1: minimal, $3-symmetric" valid
	else
		run_sudoku verify --symmetry="$3" "$2" > "$scratch/got" 2>&1 ||
		    true
		all_lines "$1: $3-symmetric" valid
	fi
}

# same NAME FILE FILE
same() {
	if cmp -s "$2" "$3"; then
		tap_ok "$1"
	else
		echo "$2 and $3 differ" > "$scratch/why"
		tap_not_ok "$1" "$scratch/why"
	fi
}

# 300 minimal puzzles of each symmetry
for sym in none rot180 rot90 mirror diagonal antidiagonal dihedral; do
	run_sudoku generate -n 300 --seed 11 --symmetry=$sym \
	    > "$scratch/$sym.txt"
	checked "$sym" "$scratch/$sym.txt" "$sym" minimal
done
in_range "none: 17 givens at least" "$scratch/none.txt" 17 81

# random: each puzzle's symmetry is in its YAML document
run_sudoku generate -n 200 --seed 12 --symmetry=random -t yaml |
    awk -v dir="$scratch" '
	/^givens:/ { gsub(/"/, "", $2); g = $2 }
	/^symmetry:/ { s = $2 }
	/^draws:/ { print g > (dir "/random." s ".txt") }'
n=0
for f in "$scratch"/random.*.txt; do
	sym=${f#"$scratch"/random.}
	sym=${sym%.txt}
	n=$((n + $(wc -l < "$f")))
	checked "random, $sym" "$f" "$sym" minimal
done
[ "$n" -eq 200 ] && tap_ok "random: 200 puzzles" ||
    tap_not_ok "random: $n puzzles, not 200"

# a range of givens, minimal
run_sudoku generate -n 200 --seed 13 --symmetry=none --givens=22-24 \
    > "$scratch/range.txt"
checked "--givens=22-24" "$scratch/range.txt" none minimal
in_range "--givens=22-24: in range" "$scratch/range.txt" 22 24

# not minimal: stops in the range, keeps the symmetry
run_sudoku generate -n 300 --seed 14 --no-minimal --givens=30-34 \
    > "$scratch/easy.txt"
checked "--no-minimal" "$scratch/easy.txt" rot180
in_range "--no-minimal: in range" "$scratch/easy.txt" 30 34
givens_of "$scratch/easy.txt" | sort -u | tr '\n' ' ' > "$scratch/got"
[ "$(cat "$scratch/got")" = "30 31 32 33 34 " ] &&
    tap_ok "--no-minimal: every count of the range" ||
    tap_not_ok "--no-minimal: counts $(cat "$scratch/got")"

# a pattern: the givens are its cells; minimal under its symmetry
head -n 1 "$scratch/rot180.txt" | tr '1-9' 'x' > "$scratch/pattern.txt"
run_sudoku generate -n 3 --seed 15 --pattern="$scratch/pattern.txt" \
    > "$scratch/on.txt"
checked "--pattern" "$scratch/on.txt" rot180 minimal
tr '1-9' 'xxxxxxxxx' < "$scratch/on.txt" | sort -u > "$scratch/got"
same "--pattern: exactly its cells" "$scratch/got" "$scratch/pattern.txt"

# a sparse pattern with no symmetry, where random grids almost never
# give one puzzle in a million: the walk finds some in a few draws
run_sudoku generate --seed 19 --symmetry=none --givens=22 | tr '1-9' 'x' \
    > "$scratch/sparse.txt"
run_sudoku generate -n 3 --seed 19 --max-draws=50 \
    --pattern="$scratch/sparse.txt" > "$scratch/on.txt" || true
checked "sparse --pattern" "$scratch/on.txt" none minimal
tr '1-9' 'xxxxxxxxx' < "$scratch/on.txt" | sort -u > "$scratch/got"
same "sparse --pattern: exactly its cells" "$scratch/got" "$scratch/sparse.txt"

# Sudominoku cases: unique, 10 to 12 dominoes, ended by 0
run_sudoku generate -f sudominoku -n 15 --seed 16 --givens=10-12 \
    --no-minimal > "$scratch/dominoes.txt"
run_sudoku count --limit 2 "$scratch/dominoes.txt" > "$scratch/got"
all_lines "sudominoku: unique" 1
awk 'NF == 1 && $1 != 0' "$scratch/dominoes.txt" > "$scratch/got"
all_lines "sudominoku: 10 to 12 dominoes" '1[0-2]'
tail -n 1 "$scratch/dominoes.txt" > "$scratch/got"
all_lines "sudominoku: ends with 0" 0

# the same bytes for every -j
for to in line yaml; do
	run_sudoku generate -n 1500 --seed 17 -t $to > "$scratch/j1"
	run_sudoku generate -n 1500 --seed 17 -t $to -j 2 > "$scratch/j2"
	run_sudoku generate -n 1500 --seed 17 -t $to -j 3 > "$scratch/j3"
	same "-t $to: -j 2 as -j 1" "$scratch/j1" "$scratch/j2"
	same "-t $to: -j 3 as -j 1" "$scratch/j1" "$scratch/j3"
done

# --skip: pieces concatenate to the whole, in every format
for to in line grid boj pretty yaml; do
	run_sudoku generate -n 50 --seed 18 -t $to --ascii --solution \
	    > "$scratch/whole"
	{
		run_sudoku generate -n 20 --seed 18 -t $to --ascii --solution
		run_sudoku generate -n 29 --skip=20 --seed 18 -t $to --ascii \
		    --solution -j 2
		run_sudoku generate --skip=49 --seed 18 -t $to --ascii \
		    --solution
	} > "$scratch/pieces"
	same "-t $to: pieces make the whole" "$scratch/whole" "$scratch/pieces"
done

# Sudominoku pieces leave out the 0 that ends the cases (--no-end), and
# the 0 written once after them makes the whole run; solved, the cases
# are one input, numbered Puzzle 1 to 6 (a 0 between pieces would start
# the numbering again)
run_sudoku generate -f sudominoku -n 6 --seed 20 > "$scratch/whole" || true
{
	run_sudoku generate -f sudominoku -n 2 --seed 20 --no-end
	run_sudoku generate -f sudominoku -n 3 --skip=2 --seed 20 --no-end -j 2
	run_sudoku generate -f sudominoku --skip=5 --seed 20 --no-end
	echo 0
} > "$scratch/pieces" || true
same "sudominoku: pieces with --no-end, and a 0, make the whole" \
    "$scratch/whole" "$scratch/pieces"
run_sudoku solve "$scratch/pieces" 2>&1 | grep '^Puzzle' | tr '\n' ' ' \
    > "$scratch/got" || true
if [ "$(cat "$scratch/got")" = \
    "Puzzle 1 Puzzle 2 Puzzle 3 Puzzle 4 Puzzle 5 Puzzle 6 " ]; then
	tap_ok "sudominoku: the pieces solve as one input"
else
	tap_not_ok "sudominoku: the pieces solve as one input" "$scratch/got"
fi

# ratings: every puzzle --difficulty or --rating keeps has its ER, as
# rate finds it, in the band or range asked; a rating filter changes
# nothing about -j
er_in_range() {	# NAME FILE MIN MAX
	run_sudoku rate "$2" | awk -v lo="$3" -v hi="$4" '{ split($1, r, "/")
	    if (r[1] + 0 < lo + 0 || r[1] + 0 > hi + 0) print }' \
	    > "$scratch/why"
	if [ "$(wc -l < "$2")" -ne 40 ]; then
		echo "$(wc -l < "$2") puzzles, not 40" > "$scratch/why"
		tap_not_ok "$1" "$scratch/why"
	elif [ -s "$scratch/why" ]; then
		tap_not_ok "$1" "$scratch/why"
	else
		tap_ok "$1"
	fi
}
for band in difficulty=easy:0.0:1.5 difficulty=medium:1.6:2.5 \
    difficulty=hard:2.6:4.9 difficulty=fiendish:5.0:7.0 \
    difficulty=diabolical:7.1:20.0 rating=4.5:4.5:4.5 rating=3.0-6.6:3.0:6.6
do
	opt=${band%%:*} range=${band#*:}
	run_sudoku generate -n 40 --seed 13 "--$opt" > "$scratch/rated.txt"
	er_in_range "--$opt: ER in ${range%:*} to ${range#*:}" \
	    "$scratch/rated.txt" "${range%:*}" "${range#*:}"
	checked "--$opt" "$scratch/rated.txt" rot180 minimal
done
run_sudoku generate -n 30 --seed 5 --rating=5.0-20 -j 1 > "$scratch/j1"
run_sudoku generate -n 30 --seed 5 --rating=5.0-20 -j 2 > "$scratch/j2"
same "--rating: -j 1 and -j 2 make the same bytes" "$scratch/j1" \
    "$scratch/j2"
run_sudoku generate -n 30 --seed 5 --difficulty=fiendish -t yaml -j 2 \
    > "$scratch/j2"
run_sudoku generate -n 30 --seed 5 --difficulty=fiendish -t yaml -j 1 \
    > "$scratch/j1"
same "--difficulty: -j 1 and -j 2 make the same YAML" "$scratch/j1" \
    "$scratch/j2"
grep -c '^rating: {er: [0-9.]*, ep: [0-9.]*, ed: [0-9.]*}$' "$scratch/j1" \
    > "$scratch/got"
all_lines "YAML of rated puzzles has rating: {er, ep, ed}" 30
run_sudoku generate -n 5 --seed 5 --difficulty=hard --stats \
    2> "$scratch/err" > /dev/null
grep -c '^sudoku: [0-9]* draws rated: easy [0-9.]*%, medium [0-9.]*%, hard [0-9.]*%, above 4.9 [0-9.]*%$' \
    "$scratch/err" > "$scratch/got"
all_lines "--stats with --difficulty: the draws' shares per band" 1

# the puzzle that gave up (--max-draws) counts its draws too
run_sudoku generate -n 3 --seed 1 --givens 20 --max-draws 5 --stats -j 1 \
    2> "$scratch/err" > /dev/null || true
grep -c '^sudoku: 0 puzzles, 5 draws ' "$scratch/err" > "$scratch/got" || true
all_lines "--stats counts the draws of the puzzle that gave up" 1

# one puzzle and one draw are singular; no draw has no share kept, and
# no draw rated no shares of bands
run_sudoku generate -n 1 --seed 1 --stats 2> "$scratch/err" > /dev/null
grep -c '^sudoku: 1 puzzle, 1 draw (100.0% kept), seed 1; ' "$scratch/err" \
    > "$scratch/got" || true
all_lines "--stats: 1 puzzle, 1 draw" 1
run_sudoku generate -n 0 --seed 1 --rating=1-9 --stats 2> "$scratch/err" \
    > /dev/null
grep -c '^sudoku: 0 puzzles, 0 draws, seed 1; \|^sudoku: 0 draws rated$' \
    "$scratch/err" > "$scratch/got" || true
all_lines "--stats of -n 0: no share of no draws" 2
run_sudoku generate -n 1 --seed 1 --givens 20 --max-draws 1 2> "$scratch/err" \
    > /dev/null || true
grep -c ' in 1 draw (see --max-draws)$' "$scratch/err" > "$scratch/got" ||
    true
all_lines "gave up in 1 draw" 1

# a run without a seed is made again from the seed it reports
run_sudoku generate -n 5 --stats > "$scratch/first" 2> "$scratch/err"
seed=$(sed -n 's/.*, seed \([0-9]*\);.*/\1/p' "$scratch/err")
run_sudoku generate -n 5 --seed="$seed" > "$scratch/again"
same "the reported seed makes the run again" "$scratch/first" \
    "$scratch/again"
run_sudoku generate -n 5 -t yaml --seed="$seed" |
    grep -c "^seed: $seed\$" > "$scratch/got"
all_lines "YAML says the seed" 5

tap_done
