"""Grid: parsing, printing, equality, hashing, indexing, lists, NumPy arrays, pickling."""

from __future__ import annotations

import copy
import pickle
from typing import List, Union

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import shudu

LINE = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
BLOCK = """
4 . . | . . . | 8 . 5
. 3 . | . . . | . . .
. . . | 7 . . | . . .
------+-------+------
. 2 . | . . . | . 6 .
. . . | . 8 . | 4 . .
. . . | . 1 . | . . .
------+-------+------
. . . | 6 . 3 | . 7 .
5 . . | 2 . . | . . .
1 . 4 | . . . | . . .
"""


def test_line_and_block_read_to_the_same_grid_and_print_back() -> None:
    grid = shudu.Grid(LINE)
    assert shudu.Grid(BLOCK) == grid
    assert str(grid) == LINE
    assert grid.block() == BLOCK.strip()
    assert shudu.Grid(grid.block()) == grid
    assert shudu.Grid(LINE.encode()) == grid
    assert shudu.Grid(grid) == grid
    assert repr(grid) == f"shudu.Grid('{LINE}')"


def test_parse_errors_carry_the_rust_message() -> None:
    with pytest.raises(shudu.ParseError) as info:
        shudu.Grid("4.....8.5.3.x")
    assert str(info.value) == (
        "unexpected character 'x' at line 1, column 13: "
        "a cell is a digit 1 to 9, or '.' or '0' for an empty cell"
    )
    assert isinstance(info.value, ValueError)
    with pytest.raises(shudu.ParseError, match="found 11 cells, a grid needs 81: 70 cells are missing"):
        shudu.Grid("4.....8.5.3")
    with pytest.raises(shudu.ParseError):
        shudu.Grid(b"\xff" * 81)
    with pytest.raises(shudu.ParseError):
        shudu.solve("")


def test_wrong_types_are_type_errors() -> None:
    for bad in (5, 1.5, None, object()):
        with pytest.raises(TypeError):
            shudu.solve(bad)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        shudu.Grid(5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        shudu.Grid([0.5] * 81)  # type: ignore[arg-type]


def test_indexing_by_row_and_column_and_by_cell() -> None:
    grid = shudu.Grid(LINE)
    assert grid[0, 0] == 4 and grid[0, 1] == 0 and grid[8, 2] == 4
    assert grid[0] == 4 and grid[80] == 0 and grid[78] == grid[8, 6]
    assert grid[-1, -1] == grid[8, 8] and grid[-81] == grid[0]
    with pytest.raises(IndexError):
        grid[9, 0]
    with pytest.raises(IndexError):
        grid[0, -10]
    with pytest.raises(IndexError):
        grid[81]
    with pytest.raises(TypeError):
        grid["a"]  # type: ignore[index]
    with pytest.raises(TypeError):
        grid[1, 2, 3]  # type: ignore[index]
    assert len(grid) == 81
    assert list(grid) == grid.to_list()
    assert sum(1 for v in grid if v) == grid.clue_count == 17


def test_lists_and_rows_round_trip() -> None:
    grid = shudu.Grid(LINE)
    values = grid.to_list()
    assert len(values) == 81 and values[:9] == [4, 0, 0, 0, 0, 0, 8, 0, 5]
    assert shudu.Grid(values) == grid
    assert shudu.Grid(tuple(values)) == grid
    assert shudu.Grid(grid.to_rows()) == grid
    with pytest.raises(ValueError, match="holds 10"):
        shudu.Grid([10] + [0] * 80)
    with pytest.raises(ValueError, match="holds -1"):
        shudu.Grid([-1] + [0] * 80)
    with pytest.raises(ValueError, match="found 80 items"):
        shudu.Grid([0] * 80)
    with pytest.raises(ValueError, match="row 2 has 8 cells"):
        shudu.Grid([[0] * 9, [0] * 9, [0] * 8] + [[0] * 9] * 6)


def test_numpy_arrays_round_trip() -> None:
    grid = shudu.Grid(LINE)
    square = grid.to_numpy()
    assert square.shape == (9, 9) and square.dtype == np.uint8
    assert square[0, 0] == 4 and square[8, 2] == 4
    flat = grid.to_numpy(flat=True)
    assert flat.shape == (81,) and flat.tolist() == grid.to_list()
    assert shudu.Grid(square) == grid == shudu.Grid(flat)
    assert shudu.Grid(flat.astype(np.int64)) == grid
    assert np.array_equal(np.asarray(grid), square)
    assert np.asarray(grid, dtype=np.int32).dtype == np.int32
    square[0, 0] = 9  # a new array: the grid does not change
    assert grid[0, 0] == 4
    with pytest.raises(ValueError):
        shudu.Grid(np.full(81, 12, dtype=np.uint8))


def test_equality_hashing_and_ordering() -> None:
    a, b = shudu.Grid(LINE), shudu.Grid(BLOCK)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert {a: 1}[b] == 1
    c = a.with_digit(0, 1, 1)
    assert c != a and c[0, 1] == 1 and c.with_digit(0, 1, 0) == a
    assert sorted([c, a]) == sorted([a, c])
    assert a != LINE  # a grid is not its text
    with pytest.raises(ValueError):
        a.with_digit(0, 1, 10)


def test_pickle_and_copy() -> None:
    grid = shudu.Grid(LINE)
    assert pickle.loads(pickle.dumps(grid)) == grid
    assert copy.deepcopy(grid) == grid


def test_facts_about_a_grid() -> None:
    grid = shudu.Grid(LINE)
    assert not grid.is_full and grid.is_valid and not grid.is_solved
    solution = shudu.solve(grid)
    assert solution is not None
    assert solution.is_full and solution.is_solved and solution.is_solution_of(grid)
    assert solution.is_solution_of(LINE)
    assert not solution.is_solution_of(shudu.Grid("5" + "." * 80))
    assert grid.candidates(0, 1) == {1, 6, 7, 9}
    assert grid.candidates(0, 0) == set()
    assert shudu.Grid.EMPTY == shudu.Grid() and shudu.Grid().clue_count == 0


def test_conflicts_name_cells_digit_and_house() -> None:
    grid = shudu.Grid("4.....8.5.3..........7......2.....6.....8.4..4...1.......6.3.7.5..2.....1.4......")
    assert not grid.is_valid
    (conflict,) = grid.conflicts()
    assert conflict.cells == ((0, 0), (5, 0))
    assert conflict.digit == 4 and conflict.house == "column 1"
    assert str(conflict) == "r1c1 and r6c1 both hold 4 in column 1"
    assert shudu.solution(grid).kind == "none"


@given(st.lists(st.integers(0, 9), min_size=81, max_size=81))
def test_any_81_values_round_trip_through_every_form(values: List[int]) -> None:
    grid = shudu.Grid(values)
    assert grid.to_list() == values
    assert shudu.Grid(str(grid)) == grid
    assert shudu.Grid(grid.block()) == grid
    assert shudu.Grid(np.array(values, dtype=np.uint8).reshape(9, 9)) == grid
    assert pickle.loads(pickle.dumps(grid)) == grid


@given(st.one_of(st.text(max_size=200), st.binary(max_size=200)))
def test_any_text_reads_or_raises_parse_error(text: Union[str, bytes]) -> None:
    try:
        grid = shudu.Grid(text)
    except shudu.ParseError:
        return
    assert shudu.Grid(str(grid)) == grid


def test_a_label_after_the_cells_is_read_as_the_rust_tools_read_it() -> None:
    for line in (LINE + "\tlabel", LINE + "   11.0 Escargot", LINE + "\t1.2\t3\n"):
        assert shudu.Grid(line) == shudu.Grid(LINE)
        assert shudu.Grid(line.encode()) == shudu.Grid(LINE)
        assert shudu.solve(line) == shudu.solve(LINE)
    assert shudu.Grid.parse_line(LINE + "\ttop95 #1 ") == (shudu.Grid(LINE), "top95 #1")
    assert shudu.Grid.parse_line(LINE) == (shudu.Grid(LINE), None)
    assert shudu.Grid.parse_line(BLOCK) == (shudu.Grid(LINE), None)
    assert shudu.Grid.parse_line(b"1" * 81 + b" x")[1] == "x"
    assert shudu.count_many([LINE + "\tone", LINE + " two"]) == [1, 1]
    # A cell right after the 81st, or text on the next line, is no label: still a mistake.
    for wrong in (LINE + "1 label", LINE + "x", LINE + "\nlabel"):
        with pytest.raises(shudu.ParseError):
            shudu.Grid(wrong)


def test_none_is_a_type_error_and_no_argument_the_empty_grid() -> None:
    assert shudu.Grid() == shudu.Grid.EMPTY
    for missing in (None, float("nan")):
        with pytest.raises(TypeError, match="missing value"):
            shudu.Grid(missing)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="missing value"):
            shudu.rate(missing)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="one puzzle"):
        shudu.Grid(LINE, LINE)  # type: ignore[call-arg]


def test_every_call_that_takes_a_puzzle_takes_what_grid_takes() -> None:
    grid = shudu.Grid(LINE)
    forms: List[shudu.PuzzleLike] = [
        LINE,
        LINE.encode(),
        bytearray(LINE.encode()),
        grid,
        grid.to_list(),
        grid.to_rows(),
        tuple(grid.to_list()),
        grid.to_numpy(),
        grid.to_numpy(flat=True),
        grid.to_numpy().astype(np.int64),
    ]
    for form in forms:
        assert shudu.Grid(form) == grid
        assert shudu.solve(form) == shudu.solve(LINE)
        assert shudu.count_solutions(form) == 1
        assert shudu.rate(form) == shudu.rate(LINE)
        assert shudu.canonical(form) == shudu.canonical(LINE)
        assert shudu.next_step(form) is not None
    assert shudu.solve_many(forms) == [shudu.solve(LINE)] * len(forms)


def test_a_bytearray_reads_as_text_like_bytes() -> None:
    assert shudu.Grid(bytearray(b".8.." + b"." * 77)) == shudu.Grid(".8.." + "." * 77)
    assert shudu.Grid(bytearray(BLOCK.encode())) == shudu.Grid(LINE)
    with pytest.raises(shudu.ParseError, match="column 2"):
        shudu.Grid(bytearray(b"1x"))
