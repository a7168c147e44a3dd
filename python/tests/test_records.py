"""Results as records for a data frame: ``to_dict()`` on every result type, ``records()`` for
a batch, and puzzles rated as they are made (issue 29, friction 7)."""

from __future__ import annotations

import pickle
from typing import Any, Dict, List

import shudu

HARD = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."


def test_every_result_type_has_to_dict_with_plain_values() -> None:
    rating = shudu.rate(HARD)
    assert rating.to_dict() == {
        "er": 4.2, "ep": 1.2, "ed": 1.2, "hardest": "XY-Wing", "steps": rating.steps,
        "level": "Hard", "score": rating.score, "hodoku_hardest": rating.hodoku_hardest,
    }
    assert rating.se.to_dict() == {k: rating.to_dict()[k] for k in ("er", "ep", "ed", "hardest", "steps")}
    assert rating.grade.to_dict()["level"] == "Hard"
    solution = shudu.solution(HARD).to_dict()
    assert solution["kind"] == "unique" and solution["unique"] == str(shudu.solve(HARD))
    assert solution["grids"] == [solution["unique"]]
    step = shudu.path(HARD)[0].to_dict()
    assert step["technique"] == "Hidden single" and step["placements"] == [(1, 2, 5)]
    assert shudu.canonical_form(HARD).to_dict()["grid"] == str(shudu.canonical(HARD))
    conflict = shudu.Grid("5.5" + "." * 78).conflicts()[0].to_dict()
    assert conflict == {"cells": ((0, 0), (0, 2)), "digit": 5, "house": "row 1"}
    puzzle = shudu.generate(seed=1, clues=30)
    assert puzzle.to_dict()["grid"] == str(puzzle.grid) and puzzle.to_dict()["seed"] == 1
    assert "er" not in puzzle.to_dict() and puzzle.rating is None
    broken = shudu.variant.load('{"size": 4}').breaks([1] * 16)[0].to_dict()
    assert set(broken) == {"rule", "cells", "message"}


def test_generated_puzzles_can_be_rated_as_they_are_made() -> None:
    made = list(shudu.generate_many(6, seed=3, level="hard", rate=True, jobs=2))
    for puzzle in made:
        assert isinstance(puzzle, shudu.Puzzle)
        assert puzzle.rating is not None and puzzle.rating == shudu.rate(puzzle.grid)
        assert puzzle.to_dict()["level"] == "Hard" and puzzle.to_dict()["er"] == puzzle.rating.er
    one, first = shudu.generate(seed=3, level="hard", rate=True), made[0]
    assert isinstance(first, shudu.Puzzle) and one == first and one.rating == first.rating
    # Rating changes nothing else, and survives pickling.
    assert one.grid == shudu.generate(seed=3, level="hard").grid
    assert pickle.loads(pickle.dumps(one)).rating == one.rating


def test_records_give_one_row_per_result_with_the_error_in_its_row() -> None:
    puzzles: List[Any] = [HARD, None, "oops", float("nan"), "." * 81]
    rows = shudu.records(shudu.rate_many(puzzles), puzzles)
    assert len(rows) == 5 and all("error" in row for row in rows)
    assert rows[0]["puzzle"] == HARD and rows[0]["er"] == 4.2 and rows[0]["error"] is None
    assert rows[1]["error"].startswith("TypeError: ") and "missing value" in rows[1]["error"]
    assert rows[2]["error"].startswith("ParseError: ") and rows[2]["puzzle"] == "oops"
    assert "NaN" in rows[3]["error"]
    assert rows[4] == {"puzzle": "." * 81, "error": None}  # several solutions: no rating
    counts = shudu.records(shudu.count_many([HARD, None]))
    assert counts == [{"count": 1, "error": None}, {"error": counts[1]["error"]}]
    solved = shudu.records(shudu.solve_many([HARD]))
    assert solved == [{"grid": str(shudu.solve(HARD)), "error": None}]
    generated: List[Dict[str, Any]] = shudu.records(shudu.generate_many(3, seed=1, rate=True))
    assert [row["seed"] for row in generated] == [1, 2, 3] and all("er" in row for row in generated)
