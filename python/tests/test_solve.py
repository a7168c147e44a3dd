"""Solving and counting: solve, count_solutions, solution, solutions, against the samples and
a pure-Python reference."""

from __future__ import annotations

from typing import List, Tuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import shudu
from reference import count_solutions as reference_count
from reference import solved_grid

# Four empty cells of a rectangle whose digits can swap: exactly two solutions.
TWO = "4.7.698256.2.58947958724316825437169791586432346912758289643571573291684164875293"


def test_samples_have_one_solution_that_keeps_the_clues(top1465: List[str], seventeen: List[str]) -> None:
    for line in top1465 + seventeen:
        solution = shudu.solve(line)
        assert solution is not None and solution.is_solution_of(line)
        assert shudu.count_solutions(line) == 1
        found = shudu.solution(line)
        assert found.kind == "unique" and found.is_unique
        assert found.unique == solution and found.grids == (solution,)
        assert found.guesses >= 0


def test_several_solutions_come_with_two_witnesses(multi: List[str]) -> None:
    for line in multi:
        found = shudu.solution(line)
        assert found.kind == "multiple" and not found.is_unique and found.unique is None
        a, b = found.grids
        assert a != b and a.is_solution_of(line) and b.is_solution_of(line)
        assert shudu.count_solutions(line) == 2
        assert shudu.solve(line) in (a, b)


def test_no_solution() -> None:
    for puzzle in ("55" + "." * 79, "5" + "." * 8 + "5" + "." * 71):
        found = shudu.solution(puzzle)
        assert (found.kind, found.grids, found.unique) == ("none", (), None)
        assert shudu.solve(puzzle) is None
        assert shudu.count_solutions(puzzle, limit=100) == 0
        assert shudu.solutions(puzzle, limit=100) == []


def test_count_stops_at_the_limit() -> None:
    assert shudu.count_solutions(shudu.Grid(), limit=0) == 0
    assert shudu.count_solutions(shudu.Grid(), limit=1) == 1
    assert shudu.count_solutions(shudu.Grid(), limit=1000) == 1000
    assert shudu.count_solutions(TWO, limit=10) == 2
    both = shudu.solutions(TWO, limit=10)
    assert len(both) == 2 and all(g.is_solution_of(TWO) for g in both)
    assert len(shudu.solutions(shudu.Grid(), limit=7)) == 7
    assert shudu.count_solutions(TWO, limit=2**64 - 1) == 2


def test_bad_limits() -> None:
    with pytest.raises(ValueError, match="at least 0"):
        shudu.count_solutions(TWO, limit=-1)
    with pytest.raises(ValueError, match="below 2\\*\\*64"):
        shudu.count_solutions(TWO, limit=2**64)
    with pytest.raises(TypeError):
        shudu.count_solutions(TWO, limit=2.0)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        shudu.count_solutions(TWO, limit="2")  # type: ignore[arg-type]


def test_guesses_are_counted() -> None:
    # A 17-clue puzzle that logic alone does not solve, and a solved grid that needs none.
    hard = shudu.solution("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..")
    assert hard.guesses > 0
    solved = hard.unique
    assert solved is not None and shudu.solution(solved).guesses == 0


# Easy inputs for the pure-Python reference: a complete grid (a formula, permuted) with up to
# 40 cells emptied, and sometimes a few cells overwritten, which may leave no solution.
def permutation_keeping_groups() -> st.SearchStrategy[List[int]]:
    return st.tuples(
        st.permutations([0, 1, 2]), st.permutations([0, 1, 2]), st.permutations([0, 1, 2]), st.permutations([0, 1, 2])
    ).map(lambda p: [3 * p[0][g] + p[g + 1][k] for g in range(3) for k in range(3)])


@st.composite
def easy_grids(draw: st.DrawFn) -> List[int]:
    cells = solved_grid(
        draw(permutation_keeping_groups()),
        draw(permutation_keeping_groups()),
        draw(st.permutations(list(range(1, 10)))),
        draw(st.booleans()),
    )
    for i in draw(st.sets(st.integers(0, 80), max_size=40)):
        cells[i] = 0
    for i, d in draw(st.lists(st.tuples(st.integers(0, 80), st.integers(1, 9)), max_size=3)):
        cells[i] = d
    return cells


@given(easy_grids(), st.integers(0, 6))
@settings(max_examples=200)
def test_count_agrees_with_a_plain_backtracker(cells: List[int], limit: int) -> None:
    grid = shudu.Grid(cells)
    expected = reference_count(cells, limit)
    assert shudu.count_solutions(grid, limit=limit) == expected
    found = shudu.solutions(grid, limit=limit)
    assert len(found) == expected and len(set(found)) == expected
    assert all(s.is_solution_of(grid) for s in found)
    kind = shudu.solution(grid).kind
    assert kind == ("none", "unique", "multiple")[min(reference_count(cells, 2), 2)]


@given(easy_grids())
@settings(max_examples=50)
def test_solve_gives_a_solution_exactly_when_one_exists(cells: List[int]) -> None:
    solution = shudu.solve(shudu.Grid(cells))
    if reference_count(cells, 1) == 0:
        assert solution is None
    else:
        assert solution is not None and solution.is_solution_of(shudu.Grid(cells))


def relabel_and_permute(line: str, digits: Tuple[int, ...]) -> str:
    """The puzzle with its digits relabelled and its bands reversed: the same count."""
    rows = [line[r * 9 : r * 9 + 9] for r in range(9)]
    rows = rows[6:] + rows[3:6] + rows[:3]
    return "".join(c if c == "." else str(digits[int(c) - 1]) for c in "".join(rows))


@given(st.permutations(list(range(1, 10))), st.integers(0, 199))
@settings(max_examples=30)
def test_relabelling_and_moving_bands_keep_the_count(digits: Tuple[int, ...], i: int) -> None:
    from conftest import lines

    line = lines("multi_solution_sample.txt")[i]
    moved = relabel_and_permute(line, tuple(digits))
    assert shudu.count_solutions(moved, limit=50) == shudu.count_solutions(line, limit=50)


# Arto Inkala's 2010 puzzle: propagation alone does not settle it, the search guesses.
INKALA = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."


def test_a_search_past_its_budget_raises_instead_of_running_on() -> None:
    # Counting every solution of the empty grid would run for years: the default budget of
    # 100,000 guesses stops it at once.
    with pytest.raises(shudu.GaveUpError, match=r"^the search gave up after 100000 guesses"):
        shudu.count_solutions(shudu.Grid(), limit=2**63)
    # A puzzle that needs guesses, with a budget of none, in each of the three functions.
    for call in (
        lambda: shudu.solve(INKALA, budget=0),
        lambda: shudu.count_solutions(INKALA, budget=0),
        lambda: shudu.solution(INKALA, budget=0),
    ):
        with pytest.raises(shudu.GaveUpError, match=r"^the search gave up after 0 guesses"):
            call()
    # A budget that is enough answers as the default does.
    assert shudu.solve(INKALA, budget=1000) == shudu.solve(INKALA)
    assert shudu.count_solutions(INKALA, budget=1000) == 1
    assert shudu.solution(INKALA, budget=1000).kind == "unique"
    assert issubclass(shudu.GaveUpError, shudu.Error)


def test_the_budget_is_checked() -> None:
    with pytest.raises(ValueError, match="budget must be at least 0"):
        shudu.solve(INKALA, budget=-1)
    with pytest.raises(TypeError, match="budget is a whole number"):
        shudu.count_solutions(INKALA, budget=1.5)  # type: ignore[arg-type]
