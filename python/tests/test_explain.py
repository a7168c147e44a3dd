"""Explaining and rating: rate, rate_se, grade, path, next_step, Step, Marks."""

from __future__ import annotations

import copy
import pickle
from typing import List

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import shudu

WING = ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61."
EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."


def test_a_rating_has_both_scales() -> None:
    rating = shudu.rate(WING)
    assert (rating.er, rating.ep, rating.ed) == (4.2, 1.2, 1.2)
    assert rating.tenths == (42, 12, 12)
    assert rating.hardest == "XY-Wing"
    assert rating.level in ("Easy", "Medium", "Hard", "Unfair", "Extreme")
    assert isinstance(rating.score, int) and rating.score > 0
    assert str(rating) == "ER 4.2, EP 1.2, ED 1.2 (XY-Wing)"
    assert rating.se == shudu.rate_se(WING)
    assert rating.grade == shudu.grade(WING)
    assert rating.steps == rating.se.steps == len(shudu.path(WING))
    assert rating.grade.steps == len(shudu.path(WING, order="hodoku"))
    assert rating.hodoku_hardest == rating.grade.hardest
    assert str(rating.grade) == f"{rating.level}, score {rating.score} ({rating.hodoku_hardest})"
    for obj in (rating, rating.se, rating.grade):
        assert pickle.loads(pickle.dumps(obj)) == obj
        assert hash(pickle.loads(pickle.dumps(obj))) == hash(obj)


def test_ratings_agree_with_sudoku_explainer_and_hodoku(se_rated: List[List[str]]) -> None:
    # se_rated300.tsv holds SE 1.2.1.3's and HoDoKu 2.2's verdicts: a check, not a target.
    for puzzle, er, ep, ed, level, score in se_rated[:100]:
        rating = shudu.rate(puzzle)
        assert (rating.er, rating.ep, rating.ed) == (float(er), float(ep), float(ed)), puzzle


def test_puzzles_without_one_solution_have_no_rating() -> None:
    with pytest.raises(shudu.RateError, match="more than one solution"):
        shudu.rate(shudu.Grid())
    with pytest.raises(shudu.RateError, match="no solution"):
        shudu.rate("55" + "." * 79)
    for call in (shudu.rate_se, shudu.grade, shudu.path):
        with pytest.raises(shudu.RateError):
            call(shudu.Grid())
    assert issubclass(shudu.RateError, ValueError)


def test_steps_carry_technique_sentence_hints_and_changes() -> None:
    step = shudu.next_step(EASY)
    assert step is not None
    assert step.technique == "Hidden single" and step.hodoku_technique == "Hidden Single"
    assert str(step) == step.sentence == (
        "Hidden single: in box 1, only r2c2 can hold 6: the 6s in r1c7, r3c6 and r6c3 see the "
        "box's other empty cells"
    )
    assert step.hints == (
        "Look for a hidden single in box 1",
        "Hidden single: look at r1c7, r2c2, r3c6 and r6c3 for 6",
        step.sentence,
    )
    assert [step.hint(i) for i in (1, 2, 3)] == list(step.hints)
    assert [step.hint(s) for s in ("technique", "cells", "full")] == list(step.hints)
    with pytest.raises(ValueError):
        step.hint(4)
    with pytest.raises(ValueError):
        step.hint("everything")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        step.hint(1.5)  # type: ignore[arg-type]
    assert step.placements == [(1, 1, 6)] and step.eliminations == []
    assert step.difficulty == 1.2 and step.hodoku_score == 14
    assert step.cells == [(1, 1)] and step.focus == (1, 1)
    assert step.houses == ["box 1"] and step.cover_houses == [] and step.digits == [6]
    assert step.chain == [] and step.chain_length == 0 and step.kind is None
    assert step.order == "se"
    assert "Hidden single" in repr(step)


def test_a_wing_removes_candidates() -> None:
    wing = next(s for s in shudu.path(WING) if s.technique == "XY-Wing")
    assert str(wing) == (
        "XY-Wing: the pivot r4c8 {3,4} sees the pincers r5c9 {2,3} and r8c8 {2,4}; whichever of 3 "
        "and 4 the pivot holds, a pincer holds 2, so no cell that sees both pincers can: remove 2 "
        "from r6c8 and r8c9"
    )
    assert wing.eliminations == [(5, 7, 2), (7, 8, 2)] and wing.placements == []
    assert wing.focus == (3, 7) and wing.digits == [2, 3, 4] and wing.difficulty == 4.2


def test_step_kinds() -> None:
    # The unique rectangle of type 1 on this puzzle's path (the library's own example).
    path = shudu.path(".7....1.2.34....7...8...65.....5....94.3.15....1...3...8.9........267....5..3.7..")
    kinds = [s.kind for s in path if s.technique == "Unique rectangle"]
    assert kinds == ["type 1"]
    assert {s.kind for s in path if s.technique != "Unique rectangle"} == {None}


def test_orders() -> None:
    se = shudu.path(WING)
    hodoku = shudu.path(WING, order="hodoku")
    assert {s.order for s in se} == {"se"} and {s.order for s in hodoku} == {"hodoku"}
    assert all(s.hodoku_score is not None for s in hodoku)
    step = shudu.next_step(WING, order="hodoku")
    assert step is not None and step.order == "hodoku"
    with pytest.raises(ValueError, match="'se'"):
        shudu.path(WING, order="norvig")  # type: ignore[arg-type]


def check_path(puzzle: shudu.Grid, solution: shudu.Grid, order: str) -> None:
    marks = shudu.Marks(puzzle)
    for step in shudu.path(puzzle, order=order):  # type: ignore[arg-type]
        assert step.placements or step.eliminations
        for r, c, d in step.placements:
            assert solution[r, c] == d, str(step)
        for r, c, d in step.eliminations:
            assert solution[r, c] != d, str(step)
            assert d in marks.candidates(r, c), str(step)
        marks.apply(step)
        assert not marks.is_broken
    assert marks.is_solved and marks.grid == solution


@given(st.integers(0, 2**64 - 1))
@settings(max_examples=20)
def test_every_step_of_a_path_is_true_of_the_solution(seed: int) -> None:
    puzzle = shudu.generate(seed=seed)
    check_path(puzzle.grid, puzzle.solution, "se")
    check_path(puzzle.grid, puzzle.solution, "hodoku")


def test_next_step_walks_to_the_solution() -> None:
    marks = shudu.Marks(EASY)
    steps = 0
    while (step := shudu.next_step(marks)) is not None:
        marks.apply(step)
        steps += 1
    assert marks.is_solved and steps == shudu.rate(EASY).steps
    assert shudu.next_step(marks) is None
    assert marks.grid == shudu.solve(EASY)


def test_marks_read_and_write_both_formats() -> None:
    marks = shudu.Marks(WING)
    line, boxed = str(marks), marks.boxed()
    assert len(line) == 729
    # Both formats show a cell's one candidate as they show a placed digit, and read it back
    # as placed (r9c6 here): the texts round-trip exactly, the marks up to that.
    assert str(shudu.Marks(line)) == line and shudu.Marks(boxed).boxed() == boxed
    assert shudu.Marks(line) == shudu.Marks(boxed)
    assert marks.candidates(8, 5) == {4} and shudu.Marks(line).grid[8, 5] == 4
    assert "|" in boxed and boxed.startswith("+")
    assert marks.grid == shudu.Grid(WING)
    assert marks.candidates(0, 0) == shudu.Grid(WING).candidates(0, 0)
    assert shudu.Marks(shudu.Grid(WING)) == marks == shudu.Marks(WING.encode())
    assert pickle.loads(pickle.dumps(marks)) == marks
    assert repr(marks) == f"shudu.Marks('{line}')"


def test_marks_edits() -> None:
    marks = shudu.Marks(WING)
    other = marks.copy()
    assert marks.remove(0, 0, 3) is True and marks.remove(0, 0, 3) is False
    assert 3 not in marks.candidates(0, 0) and other != marks
    assert marks.add(0, 0, 3) is True and other == marks
    marks.place(0, 0, 3)
    assert marks.grid[0, 0] == 3 and marks.candidates(0, 0) == set()
    assert marks.unplace(0, 0) == 3 and marks.unplace(0, 0) is None
    assert copy.copy(marks) == marks and copy.deepcopy(marks) == marks
    with pytest.raises(ValueError):
        marks.place(0, 0, 0)
    with pytest.raises(IndexError):
        marks.remove(9, 0, 1)
    with pytest.raises(TypeError):
        marks.add(0, 0, "3")  # type: ignore[arg-type]


def test_marks_errors() -> None:
    with pytest.raises(shudu.ParseError, match="729"):
        shudu.Marks("123456789" * 82)
    with pytest.raises(shudu.ParseError, match="unexpected character 'x'"):
        shudu.Marks("| 12 x |")
    with pytest.raises(shudu.ParseError, match="found 3 cells, a grid needs 81"):
        shudu.Marks("123")
    with pytest.raises(TypeError):
        shudu.Marks(3)  # type: ignore[arg-type]


@given(st.text(alphabet="123456789.| -+\n", max_size=900))
def test_any_text_reads_as_marks_or_raises_parse_error(text: str) -> None:
    try:
        marks = shudu.Marks(text)
    except shudu.ParseError:
        return
    assert shudu.Marks(str(marks)) == marks
