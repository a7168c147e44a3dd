"""Checks shudu's f-puzzles links against pencilmark, an independent reader and solver.

For each puzzle of tests/data/fpuzzles/sample.json (made by `cargo test --features fpuzzles
--test fpuzzles_sample -- --ignored`), pencilmark's f-puzzles decoder must give the JSON shudu
wrote, and pencilmark's solver the solution shudu found (exactly one). Run it by hand, with
pencilmark installed (`pip install pencilmark==1.0.0rc1`):

    python3 tests/fpuzzles_oracle.py

pencilmark refuses any generic `line`, so the plain copies of renban and whispers lines that
shudu writes beside the typed constraints (as f-puzzles' constraints plugin does, so that
SudokuPad draws them) are taken out before it translates; the typed constraints stay.
"""
import collections
import json
import pathlib
import sys

import pencilmark
from pencilmark.sources import fpuzzles

SAMPLE = pathlib.Path(__file__).parent / "data" / "fpuzzles" / "sample.json"


def main():
    puzzles = json.loads(SAMPLE.read_text(encoding="utf-8"))["puzzles"]
    checked, wrong = collections.Counter(), []
    for entry in puzzles:
        decoded = fpuzzles.decode(entry["link"])
        if decoded != json.loads(entry["json"]):
            wrong.append((entry["rule"], "decoded JSON differs"))
            continue
        plain = {k: v for k, v in decoded.items() if k != "line"}
        try:
            solution = pencilmark.solve(fpuzzles.to_puzzle(plain))
        except Exception as e:  # NotUnique, NoSolution, UnsupportedPuzzle: all wrong here
            wrong.append((entry["rule"], f"{type(e).__name__}: {e}"))
            continue
        if solution != entry["solution"]:
            wrong.append((entry["rule"], "another solution"))
            continue
        checked[entry["rule"]] += 1
    for rule, count in sorted(checked.items()):
        print(f"{rule:16} {count} agree")
    for rule, why in wrong:
        print(f"{rule:16} WRONG: {why}")
    print(f"{sum(checked.values())} passed, {len(wrong)} failed")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
