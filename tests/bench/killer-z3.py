"""make bench: a plain z3 model of killer Sudoku, in-process, for the
side-by-side timing of proving killers unique.

    python3 killer-z3.py FILE [MAX]

reads the killer layout of ../shared/data/variants (TITLE CAGEMAP SUMS
SOLUTION a line), proves each of the first MAX puzzles unique the way a
z3 user does (a model, then the same constraints with that model
excluded: unsat), and prints "PUZZLES UNIQUE SAME-AS-PUBLISHED CPU-SECONDS"
(z3's own time, in this process: the Python start is not counted).
"""
import sys
import time

import z3


def puzzles(path, limit):
    n = 0
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            if n == limit:
                return
            n += 1
            title, cage_map, sums, solution = line.split()[:4]
            yield cage_map, [int(s) for s in sums.split(",")], solution


def model(cage_map, sums):
    x = [z3.Int("x%d" % i) for i in range(81)]
    s = z3.Solver()
    s.add([z3.And(v >= 1, v <= 9) for v in x])
    for r in range(9):
        s.add(z3.Distinct([x[r * 9 + c] for c in range(9)]))
    for c in range(9):
        s.add(z3.Distinct([x[r * 9 + c] for r in range(9)]))
    for b in range(9):
        s.add(z3.Distinct([x[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3]
                           for i in range(9)]))
    letters = sorted(set(cage_map), key=cage_map.index)
    for k, letter in enumerate(letters):
        cells = [x[i] for i in range(81) if cage_map[i] == letter]
        s.add(z3.Distinct(cells))
        s.add(z3.Sum(cells) == sums[k])
    return x, s


def main():
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else -1
    n = unique = same = 0
    start = time.process_time()
    for cage_map, sums, solution in puzzles(sys.argv[1], limit):
        x, s = model(cage_map, sums)
        n += 1
        if s.check() != z3.sat:
            continue
        m = s.model()
        same += "".join(str(m[v]) for v in x) == solution
        s.add(z3.Or([v != m[v] for v in x]))
        unique += s.check() == z3.unsat
    print("%d %d %d %.3f" % (n, unique, same, time.process_time() - start))


main()
