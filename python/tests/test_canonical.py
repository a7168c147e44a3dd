"""Canonical forms and transformations."""

from __future__ import annotations

import pickle

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import shudu


@given(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1))
@settings(max_examples=40)
def test_the_form_does_not_change_under_any_transformation(seed: int, other: int) -> None:
    puzzle = shudu.generate(seed=seed).grid
    disguised = shudu.Transform.random(seed=other).apply(puzzle)
    assert shudu.canonical(disguised) == shudu.canonical(puzzle)
    form = shudu.canonical_form(puzzle)
    assert form.grid == shudu.canonical(puzzle)
    assert form.transform.apply(puzzle) == form.grid
    assert form.automorphisms >= 1
    assert shudu.count_solutions(disguised) == 1


def test_forms_of_symmetric_grids() -> None:
    assert shudu.canonical_form(shudu.Grid()).automorphisms == 3359232
    grid = "123456789456789123789123456231564897564897231897231564312645978645978312978312645"
    assert shudu.canonical_form(grid).automorphisms == 648
    assert shudu.canonical("1" + "." * 80) == shudu.Grid("." * 80 + "1")
    assert "automorphisms" in repr(shudu.canonical_form(grid))


def test_transformations_compose_and_invert() -> None:
    grid = shudu.generate(seed=2).grid
    turn = shudu.Transform.rotate()
    assert turn.then(turn).then(turn).then(turn) == shudu.Transform()
    assert turn.inverse()(turn(grid)) == grid
    for t in (shudu.Transform.transpose(), shudu.Transform.mirror_left_right(), shudu.Transform.mirror_up_down()):
        assert t.then(t) == shudu.Transform() and t.inverse() == t
    t = shudu.Transform.random(seed=7)
    assert t.then(t.inverse()) == shudu.Transform()
    assert t.then(turn).apply(grid) == turn.apply(t.apply(grid))
    for r in range(9):
        for c in range(9):
            rr, cc = t.cell(r, c)
            assert t.apply(grid)[rr, cc] == (t.digit(grid[r, c]) if grid[r, c] else 0)
    assert hash(shudu.Transform.random(seed=7)) == hash(t)


def test_transformations_from_parts() -> None:
    swap = shudu.Transform(False, [3, 4, 5, 0, 1, 2, 6, 7, 8], range(9), range(1, 10))
    assert swap.rows == [3, 4, 5, 0, 1, 2, 6, 7, 8] and swap.cols == list(range(9))
    assert swap.digits == list(range(1, 10)) and not swap.transposes
    assert shudu.Transform.transpose().transposes
    relabel = shudu.Transform.relabel([2, 1, 3, 4, 5, 6, 7, 8, 9])
    assert relabel.digit(1) == 2 and relabel.digit(2) == 1
    assert str(relabel("12" + "." * 79)).startswith("21.")
    for t in (swap, relabel, shudu.Transform.random(seed=1)):
        assert pickle.loads(pickle.dumps(t)) == t
        assert eval(repr(t), {"shudu": shudu}) == t
    with pytest.raises(ValueError, match="not a sudoku transformation"):
        shudu.Transform(False, [0, 1, 3, 2, 4, 5, 6, 7, 8])
    with pytest.raises(ValueError, match="not a sudoku transformation"):
        shudu.Transform.relabel([1, 1, 3, 4, 5, 6, 7, 8, 9])
    with pytest.raises(ValueError, match="needs 9 values"):
        shudu.Transform(False, [0, 1, 2])
    with pytest.raises(ValueError, match="not 0 to 8"):
        shudu.Transform(False, [9, 1, 2, 3, 4, 5, 6, 7, 8])
    with pytest.raises(ValueError, match="not 1 to 9"):
        shudu.Transform.relabel([0, 1, 2, 3, 4, 5, 6, 7, 8])
    with pytest.raises(TypeError):
        shudu.Transform(False, "012345678")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        shudu.Transform.random().digit(0)
