"""The Python package against the Rust examples on the same input: ratings byte for byte
(the rate example's lines), the same puzzle for the same seed, the same counts."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import List

import shudu
from conftest import lines
from programs import rate_dask, rust_example


def rated_lines(puzzles: List[str], se_only: bool = False) -> List[str]:
    example = rate_dask()
    ratings = shudu.rate_many(puzzles, se_only=se_only)
    return [example.format_rating(shudu.Grid(p), r, se_only) for p, r in zip(puzzles, ratings)]


def rust(name: str, *args: str, text: str = "") -> List[str]:
    done = subprocess.run(
        [str(rust_example(name)), *args], input=text, capture_output=True, text=True, check=False
    )
    assert done.returncode in (0, 1), done.stderr
    return done.stdout.splitlines()


def test_ratings_equal_the_rate_example_on_every_puzzle(tmp_path: Path) -> None:
    # 300 random minimal puzzles (se_rated300), 50 of top1465, 100 made here, and a
    # puzzle with several solutions.
    puzzles = lines("se_rated300.tsv") + lines("top1465_sample.txt")[:50]
    puzzles += [str(p.grid) for p in shudu.generate_many(100, seed=99) if isinstance(p, shudu.Puzzle)]
    puzzles.append(lines("multi_solution_sample.txt")[0])
    text = "\n".join(puzzles) + "\n"
    assert rated_lines(puzzles) == rust("rate", text=text)
    assert rated_lines(puzzles[:300], se_only=True) == rust("rate", "--se", text="\n".join(puzzles[:300]))


def test_the_same_seed_gives_the_generate_example_s_puzzle() -> None:
    cases = [
        (["--seed", "1"], shudu.generate(1)),
        (["--seed", "2024", "--symmetry", "central"], shudu.generate(2024, symmetry="central")),
        (["--seed", "7", "--clues", "30"], shudu.generate(7, clues=30)),
        (["--seed", "3", "--level", "hard"], shudu.generate(3, level="hard")),
        (["--seed", "4", "--er", "3.0-4.0"], shudu.generate(4, er=(3.0, 4.0))),
    ]
    for args, puzzle in cases:
        assert rust("generate", "--format", "line+solution", *args) == [f"{puzzle.grid}\t{puzzle.solution}"]


def test_counts_equal_the_solve_example_s() -> None:
    puzzles = lines("multi_solution_sample.txt")[:100] + lines("17clue_sample.txt")[:100]
    out = rust("solve", "--count", "5", "--jobs", "2", text="\n".join(puzzles))
    # "# line 3: 1 solution", "# line 4: at least 5 solutions"
    counts = [int(line.split(": ")[1].split()[-2]) for line in out]
    assert len(counts) == len(puzzles)
    assert counts == shudu.count_many(puzzles, limit=5)
