#!/usr/bin/env python3
"""A search for the variant puzzles that cost the engine most, climbing on CPU time.

The engine's guesses are bounded by its budget; what a budget does not bound is the work of
each guess, which grows with the rules: long lines, big cages, sandwich clues on a large
board. This search draws random boards (9x9, 12x12, 16x16, no givens or a few) with one to
four kinds of rules at their extremes (lines up to three times the board's side, cages up to
a whole house, arrows with circles of up to three cells), keeps the slowest, and climbs from
them: each round, every kept puzzle makes children (one kind of rule drawn again, a kind
added or taken away, a given put in), and the slowest of parents and children are kept.

Each puzzle is timed counting to two under a budget of guesses (`variant_make --time`, CPU
time, one thread), so a slow one is slow per guess, not by its number of guesses. Most
drawn puzzles have no solution: that is fine, their propagation is what is measured.

    python3 tests/variant_adversary.py [--seed S] [--draw N] [--rounds R] [--keep K]
        [--budget G] [--out FILE]

prints each round's slowest (microseconds, guesses, microseconds a guess, size and rules)
and writes the kept puzzles, slowest first, as f-puzzles JSON lines to --out. Needs the
example built: cargo build --release -p shudu-examples --features fpuzzles --example
variant_make.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAKE = os.path.join(ROOT, "target", "release", "examples", "variant_make")

KINDS = [
    "arrow", "killercage", "thermometer", "whispers", "renban", "palindrome", "betweenline",
    "littlekillersum", "sandwichsum", "nonconsecutive", "antiknight", "antiking",
    "difference", "xv", "ratio", "quadruple", "extraregion",
]
KING = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
ROOK = [(-1, 0), (1, 0), (0, -1), (0, 1)]


def name(cell):
    return f"R{cell[0] + 1}C{cell[1] + 1}"


def walk(rng, n, length, steps):
    """A path of up to `length` cells, each a step from the last, none twice."""
    cell = (rng.randrange(n), rng.randrange(n))
    path, seen = [cell], {cell}
    while len(path) < length:
        r, c = path[-1]
        nexts = [(r + a, c + b) for a, b in steps
                 if 0 <= r + a < n and 0 <= c + b < n and (r + a, c + b) not in seen]
        if not nexts:
            break
        cell = rng.choice(nexts)
        path.append(cell)
        seen.add(cell)
    return path


def draw_kind(rng, n, kind):
    """The entries of one kind of rule on an n x n board, at their extremes."""
    many = rng.randint(1, 6)
    long_line = lambda: [name(c) for c in walk(rng, n, rng.randint(2, 3 * n), KING)]
    if kind in ("nonconsecutive", "antiknight", "antiking"):
        return True
    if kind == "arrow":
        arrows = []
        for _ in range(many):
            path = walk(rng, n, rng.randint(3, 3 * n), KING)
            circle = rng.randint(1, min(3, len(path) - 1))
            arrows.append({"cells": [name(c) for c in path[:circle]],
                           "lines": [[name(c) for c in path[circle - 1:]]]})
        return arrows
    if kind == "killercage":
        cages = []
        for _ in range(many):
            cells = walk(rng, n, rng.randint(2, n), ROOK)
            cage = {"cells": [name(c) for c in cells]}
            if rng.random() < 0.8:
                cage["value"] = str(rng.randint(len(cells), len(cells) * n))
            cages.append(cage)
        return cages
    if kind == "renban":
        return [{"lines": [[name(c) for c in walk(rng, n, rng.randint(2, n), KING)]]}
                for _ in range(many)]
    if kind in ("thermometer", "palindrome", "betweenline"):
        return [{"lines": [long_line()]} for _ in range(many)]
    if kind == "whispers":
        return [{"lines": [long_line()], "value": str(rng.randint(1, n // 2 + 1))}
                for _ in range(many)]
    if kind == "littlekillersum":
        clues = []
        for _ in range(many):
            column = rng.randrange(n)
            cells = [(i, column + i) for i in range(n - column)]
            clues.append({"cell": f"R0C{column}", "direction": "DR",
                          "cells": [name(c) for c in cells],
                          "value": str(rng.randint(1, n * len(cells) // 2))})
        return clues
    if kind == "sandwichsum":
        most = sum(range(2, n))
        return [{"cell": f"R0C{rng.randint(1, n)}", "value": str(rng.randint(0, most))}
                for _ in range(many)]
    if kind == "quadruple":
        quads = []
        for _ in range(many):
            r, c = rng.randrange(n - 1), rng.randrange(n - 1)
            quads.append({"cells": [name((r, c)), name((r, c + 1)), name((r + 1, c)),
                                    name((r + 1, c + 1))],
                          "values": rng.sample(range(1, n + 1), rng.randint(1, 4))})
        return quads
    if kind == "extraregion":
        return [{"cells": [name(c) for c in walk(rng, n, n, ROOK)]} for _ in range(many)]
    # difference, xv, ratio: dots between neighbours.
    dots = []
    for _ in range(4 * many):
        pair = walk(rng, n, 2, ROOK)
        if len(pair) == 2:
            value = rng.choice(["X", "V"]) if kind == "xv" else str(rng.randint(1, 4))
            dots.append({"cells": [name(c) for c in pair], "value": value})
    return dots


def draw(rng):
    n = rng.choice([9, 12, 16])
    puzzle = {"size": n, "grid": [[{} for _ in range(n)] for _ in range(n)]}
    for kind in rng.sample(KINDS, rng.randint(1, 4)):
        puzzle[kind] = draw_kind(rng, n, kind)
    return puzzle


def child(rng, parent):
    """A copy of `parent` with one change."""
    puzzle = json.loads(json.dumps(parent))
    n = puzzle["size"]
    kinds = [k for k in KINDS if k in puzzle]
    move = rng.random()
    if move < 0.5 and kinds:
        kind = rng.choice(kinds)
        puzzle[kind] = draw_kind(rng, n, kind)
    elif move < 0.7:
        kind = rng.choice(KINDS)
        puzzle[kind] = draw_kind(rng, n, kind)
    elif move < 0.8 and len(kinds) > 1:
        del puzzle[rng.choice(kinds)]
    else:
        puzzle["grid"][rng.randrange(n)][rng.randrange(n)] = {
            "value": rng.randint(1, n), "given": True}
    return puzzle


def time_all(puzzles, budget):
    """CPU microseconds and guesses of a count to two of each puzzle; None for a puzzle the
    reader refuses (an over-long renban, a sum out of range)."""
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "one.txt")
        # One process a batch. A puzzle the reader refuses would stop the example, so the
        # command, which reports each line on its own, sorts them out first.
        lines = [json.dumps(p, separators=(",", ":")) for p in puzzles]
        ok = readable(lines)
        good = [line for line, fine in zip(lines, ok) if fine]
        with open(path, "w") as f:
            f.write("\n".join(good) + "\n")
        out = subprocess.run([MAKE, "--time", path, "--rounds", "1", "--jobs", "1",
                              "--budget", str(budget)],
                             capture_output=True, text=True, check=True).stdout.splitlines()
        timed = iter(out)
        for fine in ok:
            if not fine:
                results.append(None)
                continue
            fields = next(timed).split("\t")
            results.append((float(fields[1]), int(fields[3])))
    return results


def readable(lines):
    """Whether the reader takes each line: `shudu variant count` says so line by line."""
    shudu = os.path.join(ROOT, "target", "release", "shudu")
    out = subprocess.run([shudu, "variant", "count", "--format", "tsv", "--budget", "1",
                          "--jobs", "1", "-q", "-"], input="\n".join(lines) + "\n",
                         capture_output=True, text=True).stdout.splitlines()
    header = out[0].split("\t")
    message = header.index("message")
    return [not row.split("\t")[message].strip() or "gave up" in row for row in out[1:]]


def describe(puzzle):
    n = puzzle["size"]
    rules = ", ".join(f"{k} {len(v)}" if isinstance(v, list) else k
                      for k, v in puzzle.items() if k in KINDS)
    givens = sum(1 for row in puzzle["grid"] for cell in row if cell)
    return f"{n}x{n}, {rules}, {givens} givens"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--draw", type=int, default=2000, help="puzzles drawn to start")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--keep", type=int, default=20)
    parser.add_argument("--children", type=int, default=10, help="children a kept puzzle makes")
    parser.add_argument("--budget", type=int, default=2000)
    parser.add_argument("--out", default="variant_adversary.txt")
    args = parser.parse_args()
    for binary in (MAKE, os.path.join(ROOT, "target", "release", "shudu")):
        if not os.path.exists(binary):
            sys.exit(f"{binary} is missing: cargo build --release -p shudu-cli, and "
                     "cargo build --release -p shudu-examples --features fpuzzles "
                     "--example variant_make")
    rng = random.Random(args.seed)
    pool = []
    candidates = [draw(rng) for _ in range(args.draw)]
    for round_ in range(args.rounds + 1):
        scored = [(r[0], r[1], p) for p, r in zip(candidates, time_all(candidates, args.budget))
                  if r is not None]
        pool = sorted(pool + scored, key=lambda s: -s[0])[:args.keep]
        micros, guesses, worst = pool[0]
        print(f"round {round_}: {len(scored)} timed; slowest {micros:.0f} us, {guesses} "
              f"guesses, {micros / max(guesses, 1):.1f} us a guess: {describe(worst)}",
              flush=True)
        candidates = [child(rng, p) for _, _, p in pool for _ in range(args.children)]
    with open(args.out, "w") as f:
        for micros, guesses, puzzle in pool:
            f.write(json.dumps(puzzle, separators=(",", ":")) + "\n")
    print(f"the {len(pool)} kept, slowest first: {args.out}")


if __name__ == "__main__":
    main()
