"""Generating: seeds, symmetry, clue targets, orders, patterns, and the errors."""

from __future__ import annotations

import pickle
from typing import Any, Callable, Dict, List, Tuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import shudu

SYMMETRIES = [
    "none", "central", "quarter", "mirror-lr", "mirror-ud", "both-mirrors",
    "diagonal", "anti-diagonal", "both-diagonals", "full",
]


def clue_cells(grid: shudu.Grid) -> set[tuple[int, int]]:
    return {(r, c) for r in range(9) for c in range(9) if grid[r, c]}


def test_the_same_seed_gives_the_same_puzzle() -> None:
    a, b = shudu.generate(seed=2024), shudu.generate(2024)
    assert a == b and hash(a) == hash(b) and a.seed == 2024
    assert shudu.generate(seed=2025) != a
    fresh = shudu.generate()
    assert shudu.generate(seed=fresh.seed) == fresh


@given(st.integers(0, 2**64 - 1))
@settings(max_examples=25)
def test_a_puzzle_has_exactly_its_solution(seed: int) -> None:
    puzzle = shudu.generate(seed=seed)
    found = shudu.solution(puzzle.grid)
    assert found.kind == "unique" and found.unique == puzzle.solution
    assert puzzle.solution.is_solution_of(puzzle.grid)
    assert puzzle.clue_count == puzzle.grid.clue_count
    assert puzzle.target_met and puzzle.order_met and puzzle.attempts >= 1
    assert puzzle.symmetry == "none"
    # Minimal: every clue is needed.
    for r, c in clue_cells(puzzle.grid):
        assert shudu.count_solutions(puzzle.grid.with_digit(r, c, 0)) == 2


@pytest.mark.parametrize("symmetry", SYMMETRIES)
def test_symmetries_shape_the_clues(symmetry: shudu.SymmetryName) -> None:
    puzzle = shudu.generate(seed=11, symmetry=symmetry)
    assert puzzle.symmetry == symmetry
    cells = clue_cells(puzzle.grid)
    maps: Dict[str, List[Callable[[int, int], Tuple[int, int]]]] = {
        "central": [lambda r, c: (8 - r, 8 - c)],
        "mirror-lr": [lambda r, c: (r, 8 - c)],
        "mirror-ud": [lambda r, c: (8 - r, c)],
        "diagonal": [lambda r, c: (c, r)],
        "anti-diagonal": [lambda r, c: (8 - c, 8 - r)],
        "quarter": [lambda r, c: (c, 8 - r)],
    }
    maps["both-mirrors"] = maps["mirror-lr"] + maps["mirror-ud"]
    maps["both-diagonals"] = maps["diagonal"] + maps["anti-diagonal"]
    maps["full"] = maps["quarter"] + maps["diagonal"]
    for image in maps.get(symmetry, []):
        assert {image(r, c) for r, c in cells} == cells
    assert shudu.count_solutions(puzzle.grid) == 1


def test_clue_targets() -> None:
    easy = shudu.generate(seed=1, clues=36)
    assert easy.clue_count == 36 and easy.target_met
    tight = shudu.generate(seed=1, clues=17)
    assert tight.clue_count > 17 and not tight.target_met
    assert shudu.count_solutions(tight.grid) == 1
    several = shudu.generate(seed=1, best_of=5)
    assert several.attempts == 5 and several.clue_count <= shudu.generate(seed=1).clue_count


@pytest.mark.parametrize("level", ["easy", "Medium", "HARD"])
def test_levels_are_met(level: Any) -> None:  # any case is read; the type has two
    puzzle = shudu.generate(seed=3, level=level)
    assert puzzle.order_met
    assert shudu.rate(puzzle.grid).level == level.capitalize()
    assert shudu.grade(puzzle.grid).level == level.capitalize()


def test_se_range_and_technique_orders() -> None:
    puzzle = shudu.generate(seed=4, er=(3.0, 4.0))
    assert 3.0 <= shudu.rate(puzzle.grid).er <= 4.0
    practice = shudu.generate(seed=4, technique="x-wing")  # type: ignore[arg-type]  # any case
    assert "X-Wing" in {step.technique for step in shudu.path(practice.grid)}
    skyscraper = shudu.generate(seed=4, technique="Skyscraper", budget=5000)
    assert "Skyscraper" in {step.technique for step in shudu.path(skyscraper.grid, order="hodoku")}


def test_patterns() -> None:
    base = shudu.generate(seed=8, clues=32).grid
    pattern = "".join("x" if v else "." for v in base)
    puzzle = shudu.generate(seed=9, pattern=pattern)
    assert clue_cells(puzzle.grid) == clue_cells(base)
    assert shudu.count_solutions(puzzle.grid) == 1
    assert clue_cells(shudu.generate(seed=9, pattern=base).grid) == clue_cells(base)
    with pytest.raises(shudu.GenerateError, match="no sudoku with fewer than 17 clues"):
        shudu.generate(seed=1, pattern="x" * 16 + "." * 65)
    with pytest.raises(shudu.ParseError, match="a pattern needs 81"):
        shudu.generate(seed=1, pattern="x.x")
    with pytest.raises(ValueError, match="level does not apply"):
        shudu.generate(seed=1, pattern=pattern, level="hard")


def test_bad_options_are_clear_errors() -> None:
    with pytest.raises(ValueError, match="symmetry"):
        shudu.generate(seed=1, symmetry="sideways")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="easy, medium, hard"):
        shudu.generate(seed=1, level="impossible")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not a technique"):
        shudu.generate(seed=1, technique="guessing")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="low <= high"):
        shudu.generate(seed=1, er=(5.0, 4.0))
    with pytest.raises(TypeError):
        shudu.generate(seed=1, er=4.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        shudu.generate(seed=-1)
    with pytest.raises(ValueError):
        shudu.generate(seed=2**64)
    with pytest.raises(TypeError):
        shudu.generate(seed="1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="below 2\\*\\*32"):
        shudu.generate(seed=1, budget=2**32)
    with pytest.raises(shudu.GenerateError, match="no puzzle of 1 attempts fit the order"):
        shudu.generate(seed=1, level="extreme", budget=1)


def test_techniques_are_listed_in_their_order() -> None:
    se = shudu.techniques()
    assert se[0] == "Full house" and se[-1] == "Nested forcing chain" and "XY-Wing" in se
    hodoku = shudu.techniques("hodoku")
    assert hodoku[-1] == "Brute Force" and "Locked Candidates Type 1 (Pointing)" in hodoku
    for name in se + hodoku:  # every name listed is one generate() reads
        try:
            shudu.generate(seed=1, technique=name, budget=1)
        except shudu.GenerateError:
            pass  # the one attempt did not use it: the name was read
    with pytest.raises(ValueError):
        shudu.techniques("sudopedia")  # type: ignore[arg-type]


def test_puzzles_pickle() -> None:
    puzzle = shudu.generate(seed=5, symmetry="central", clues=30)
    again = pickle.loads(pickle.dumps(puzzle))
    assert again == puzzle
    assert (again.grid, again.solution, again.seed, again.symmetry, again.clue_count) == (
        puzzle.grid, puzzle.solution, 5, "central", puzzle.clue_count,
    )


LEVELS = "easy, medium, hard, unfair or extreme"


def test_bad_levels_symmetries_and_techniques_name_the_choices_once() -> None:
    # Called untyped: the wrong names and types are what is tested.
    calls: List[Callable[..., Any]] = [shudu.generate, lambda **kw: list(shudu.generate_many(1, **kw))]
    for call in calls:
        with pytest.raises(TypeError, match="level is a str, not int 3") as wrong_type:
            call(seed=7, level=3)
        assert str(wrong_type.value).count(LEVELS) == 1
        with pytest.raises(ValueError, match="level 'diabolical'") as wrong_name:
            call(seed=7, level="diabolical")
        assert str(wrong_name.value).count(LEVELS) == 1
        with pytest.raises(ValueError, match="symmetry 'round'") as wrong_name:
            call(seed=7, symmetry="round")
        assert str(wrong_name.value).count("both-diagonals") == 1
        with pytest.raises(TypeError, match="symmetry is a str, not int"):
            call(seed=7, symmetry=2)
        with pytest.raises(TypeError, match="technique is a str, not float") as wrong_type:
            call(seed=7, technique=1.5)
        assert str(wrong_type.value).count("shudu.techniques() lists them") == 1


def test_clue_counts_out_of_range_are_errors_that_say_the_range() -> None:
    for clues in (90, 81, 16, 0):
        with pytest.raises(ValueError, match=f"17 to 80, not {clues}"):
            shudu.generate(7, clues=clues)
        with pytest.raises(ValueError, match=f"17 to 80, not {clues}"):
            shudu.generate_many(2, seed=7, clues=clues)
    assert shudu.generate(7, clues=80).clue_count == 80
    with pytest.raises(ValueError, match="at least 0"):
        shudu.generate(7, clues=-1)


def test_str_of_a_puzzle_is_its_grid_and_repr_stays_the_repr() -> None:
    puzzle = shudu.generate(seed=3)
    assert str(puzzle) == f"{puzzle}" == str(puzzle.grid)
    assert len(str(puzzle)) == 81 and shudu.Grid(str(puzzle)) == puzzle.grid
    assert repr(puzzle).startswith("<shudu.Puzzle '") and "seed 3" in repr(puzzle)
