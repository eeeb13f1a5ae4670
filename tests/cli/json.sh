#!/bin/sh
# -t json, JSON Lines: for every command, one object per input puzzle on a
# line, in input order with -j 2 as with -j 1, each parsed by Python's
# json (and jq, when installed); and the same fields and values as the
# yaml documents of the same run (compared when Python has yaml), timings
# aside.  The input mixes puzzles with lines that cannot be read, which
# keep their place too.

. "$(dirname "$0")/lib.sh"
set +e	# every check reports its own status

python=
for p in python3 /usr/bin/python3; do
	if command -v "$p" > /dev/null 2>&1 && "$p" -c 'import json' 2> /dev/null
	then
		python=$p
		break
	fi
done
if [ -z "$python" ]; then
	echo "1..0 # SKIP no python3"
	exit 0
fi

in=$scratch/in.txt
cat > "$in" <<'PUZZLES'
4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... top95-1
52...6.........7.13...........4..8..6......5...........418.........3..2...87.....
4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4.....
...........................................................................12345678 nine
417369825632158947958724316825437169791586432346912758289643571573291684164875293
1.3...4..6..2...............5.......
PUZZLES
puzzles=6

# check LABEL FILE N: N lines, each a JSON object, sources in input order
check_lines() {
	"$python" - "$2" "$3" > "$scratch/why" 2>&1 <<'PY'
import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
assert lines[-1] == "", "no final newline"
lines = lines[:-1]
assert len(lines) == int(sys.argv[2]), "%d lines" % len(lines)
last = 0
for l in lines:
    o = json.loads(l)
    assert isinstance(o, dict), "not an object: " + l
    src = o.get("source", {}).get("line", o.get("index", last + 1))
    assert src >= last, "out of order: " + l
    last = src
PY
	check_status=$?
	if [ "$check_status" -eq 0 ] && command -v jq > /dev/null; then
		jq -c . "$2" > /dev/null 2>> "$scratch/why"
		check_status=$?
	fi
	if [ "$check_status" -eq 0 ]; then
		tap_ok "$1"
	else
		tap_not_ok "$1" "$scratch/why"
	fi
}

# same_as_yaml LABEL JSON YAML: the same objects, timings aside
same_as_yaml() {
	if ! "$python" -c 'import yaml' 2> /dev/null; then
		tap_ok "$1 # SKIP no yaml module in $python"
		return
	fi
	if "$python" - "$2" "$3" > "$scratch/why" 2>&1 <<'PY'
import json, sys, yaml
def plain(o):
    if isinstance(o, dict):
        return {k: plain(v) for k, v in o.items() if k != "stats"}
    if isinstance(o, list):
        return [plain(v) for v in o]
    return o
js = [plain(json.loads(l)) for l in open(sys.argv[1], encoding="utf-8")]
ys = [plain(d) for d in yaml.safe_load_all(open(sys.argv[2], encoding="utf-8"))]
assert len(js) == len(ys), "%d objects, %d documents" % (len(js), len(ys))
for j, y in zip(js, ys):
    assert j == y, "json %r\nyaml %r" % (j, y)
PY
	then
		tap_ok "$1"
	else
		tap_not_ok "$1" "$scratch/why"
	fi
}

for cmd in solve count verify rate explain hint candidates convert; do
	extra=
	[ "$cmd" = convert ] && extra=
	for j in 1 2; do
		run_sudoku $cmd -t json -j $j "$in" > "$scratch/$cmd.$j.json" \
		    2> /dev/null
		check_lines "$cmd -t json -j $j: one object a puzzle, in order" \
		    "$scratch/$cmd.$j.json" "$puzzles"
	done
	sed 's/"microseconds":[0-9]*/"microseconds":0/' "$scratch/$cmd.1.json" \
	    > "$scratch/a"
	sed 's/"microseconds":[0-9]*/"microseconds":0/' "$scratch/$cmd.2.json" \
	    > "$scratch/b"
	if cmp -s "$scratch/a" "$scratch/b"; then
		tap_ok "$cmd -t json: -j 2 writes what -j 1 does"
	else
		diff "$scratch/a" "$scratch/b" > "$scratch/diff"
		tap_not_ok "$cmd -t json: -j 2 writes what -j 1 does" \
		    "$scratch/diff"
	fi
	run_sudoku $cmd -t yaml "$in" > "$scratch/$cmd.yaml" 2> /dev/null
	same_as_yaml "$cmd: json has the fields and values of yaml" \
	    "$scratch/$cmd.1.json" "$scratch/$cmd.yaml"
done

run_sudoku generate -n 5 --seed 7 -t json -j 2 > "$scratch/gen.json"
check_lines "generate -t json: one object a puzzle" "$scratch/gen.json" 5
run_sudoku generate -n 5 --seed 7 -t yaml > "$scratch/gen.yaml"
same_as_yaml "generate: json has the fields and values of yaml" \
    "$scratch/gen.json" "$scratch/gen.yaml"

# merge adds up count --part's JSON as it does its plain lines (it read
# them as plain: "too long for a part of a count")
for k in 1 2; do
	run_sudoku count --part $k/2 -t json "$in" >> "$scratch/parts.json" \
	    2> /dev/null || true
	run_sudoku count --part $k/2 "$in" >> "$scratch/parts.txt" \
	    2> /dev/null || true
done
status=0
run_sudoku merge "$scratch/parts.json" > "$scratch/merged.json.txt" \
    2> "$scratch/why" || status=$?
run_sudoku merge "$scratch/parts.txt" > "$scratch/merged.txt" 2> /dev/null ||
    true
if [ "$status" -eq 0 ] && [ -s "$scratch/merged.txt" ] &&
    cmp -s "$scratch/merged.txt" "$scratch/merged.json.txt"; then
	tap_ok "merge: count --part -t json adds up as the plain parts do"
else
	echo "status $status" >> "$scratch/why"
	tap_not_ok "merge: count --part -t json adds up as the plain parts do" \
	    "$scratch/why" "$scratch/merged.json.txt"
fi

# Strings are escaped: a file name with a quote, a backslash and a tab.
odd=$scratch/'a"b\c	d.txt'
head -n 1 "$in" > "$odd"
run_sudoku solve -t json "$odd" > "$scratch/odd.json"
check_lines "file names with quotes, backslashes, tabs: escaped" \
    "$scratch/odd.json" 1

tap_done
