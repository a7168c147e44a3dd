"""shudu.variant: sudoku on boards from 4x4 to 16x16, with the rules setters use, read from
f-puzzles and SudokuPad.

``load`` reads a puzzle from f-puzzles JSON, an f-puzzles link
(``https://f-puzzles.com/?load=...``), a SudokuPad link that carries an f-puzzles payload
(``https://sudokupad.app/fpuzzles...``) or the bare payload; a text it cannot read raises
``shudu.ParseError`` (a ``ValueError``) saying what is wrong and where, and a constraint the
engine has no rule for is such an error too, never a rule dropped in silence. A ``Puzzle``
counts its solutions, solves, lists solutions, gives its true candidates and says which rules
placed digits break; ``count_many`` and ``solve_many`` answer for many puzzles on every core.

A grid is a list of ``size * size`` ints, row by row, 0 for an empty cell; a cell is
``(row, column)`` from 0. Every search makes at most ``budget`` guesses (1,000,000 when not
given) and raises ``shudu.GaveUpError`` past them (in the batch calls, that puzzle's result
is the exception).

>>> import shudu
>>> p = shudu.variant.load('{"size": 6, "grid": [[{"value": 1, "given": true}, {"value": 2, "given": true}, {}, {}, {}, {}],'
...     ' [{}, {}, {}, {}, {}, {}], [{}, {}, {}, {}, {}, {}], [{}, {}, {}, {}, {}, {}],'
...     ' [{}, {}, {}, {}, {}, {}], [{}, {}, {}, {}, {}, {}]],'
...     ' "thermometer": [{"lines": [["R6C1", "R5C1", "R4C1", "R3C1", "R2C1"]]}]}')
>>> p.size, p.count(limit=10)
(6, 10)
>>> p.solve()[:12]
[1, 2, 3, 4, 5, 6, 6, 4, 5, 1, 2, 3]
>>> shudu.variant.load('{"size": 9, "clone": [{"cells": ["R1C1"], "cloneCells": ["R9C9"]}]}')
Traceback (most recent call last):
...
shudu.ParseError: unsupported constraint 'clone' (1 entry)
"""

from __future__ import annotations

from typing import Iterable, List, Optional, Union

from . import _shudu, _Reporter, Progress
from ._shudu import GaveUpError, ParseError

Puzzle = _shudu.VariantPuzzle
Break = _shudu.VariantBreak

#: A puzzle argument of the batch calls: a text ``load`` reads, or a Puzzle.
PuzzleLike = Union[str, Puzzle]

__all__ = [
    "Break",
    "GaveUpError",
    "ParseError",
    "Puzzle",
    "count_many",
    "load",
    "solve_many",
]


def load(text: str) -> Puzzle:
    """The puzzle in ``text``: f-puzzles JSON, an f-puzzles link, a SudokuPad link that carries
    an f-puzzles payload, or the bare payload (lz-string's base64 of the JSON), with or without
    whitespace around it.

    Raises ``shudu.ParseError`` (a ``ValueError``) for a text it cannot read, saying what is
    wrong and where: not one of those forms (SudokuPad's own ``scl``/``ctc`` formats and short
    links included), not JSON, a constraint the engine has no rule for, or a value of the wrong
    kind or off the board.

    >>> import shudu
    >>> p = shudu.variant.load('https://f-puzzles.com/?load=N4IgzglgXgpiBcBOAvkA')
    >>> p.size, p.givens[:3]
    (9, [0, 0, 0])
    >>> shudu.variant.load('{"size": 9, "killercage": [{"cells": ["R10C1"], "value": "5"}]}')
    Traceback (most recent call last):
    ...
    shudu.ParseError: killercage 1: cell r10c1 is outside the 9x9 board
    """
    return _shudu._variant_load(text)


def count_many(
    puzzles: Iterable[PuzzleLike],
    limit: int = 2,
    *,
    jobs: Optional[int] = None,
    budget: Optional[int] = None,
    progress: Progress = False,
) -> List[Union[int, ValueError]]:
    """The number of solutions of each puzzle, counting no further than ``limit`` (2 asks
    whether the solution is unique), in input order, on ``jobs`` threads (None: every core),
    with the GIL released.

    ``puzzles`` is a list (or any iterable) of texts ``load`` reads, or Puzzles. Each result
    is an int, or the exception that input raised: a ``ParseError`` for a text that does not
    load, a ``GaveUpError`` for a search past ``budget`` guesses (1,000,000 when not given).
    One bad input never stops the batch. ``progress=True`` shows a tqdm bar (a line on
    standard error without tqdm); a function is called with (done, total) as the batch goes.

    >>> import shudu
    >>> results = shudu.variant.count_many(['{"size": 4}', '{"size": 17}'], limit=10)
    >>> results[0], type(results[1]).__name__, str(results[1])
    (10, 'ParseError', 'size 17 is outside 4 to 16')
    """
    data = _list(puzzles)
    with _Reporter(progress, len(data), "count") as report:
        return _shudu._variant_count_many(data, limit, jobs=jobs, budget=budget, progress=report)


def solve_many(
    puzzles: Iterable[PuzzleLike],
    *,
    jobs: Optional[int] = None,
    budget: Optional[int] = None,
    progress: Progress = False,
) -> List[Union[List[int], None, ValueError]]:
    """The first solution of each puzzle (a list of ``size * size`` ints, row by row), in
    input order, on ``jobs`` threads (None: every core), with the GIL released.

    Each result is a solution, None for a puzzle without one, or the exception that input
    raised (``ParseError``, ``GaveUpError``), as in ``count_many``; ``budget`` and
    ``progress`` as there.

    >>> import shudu
    >>> nine = '{"size": 4, "killercage": [{"cells": ["R1C1", "R1C2"], "value": "9"}]}'
    >>> solutions = shudu.variant.solve_many(['{"size": 4, "antiknight": true}', nine])
    >>> solutions[0][:4], solutions[1:]
    ([1, 2, 3, 4], [None])
    """
    data = _list(puzzles)
    with _Reporter(progress, len(data), "solve") as report:
        return _shudu._variant_solve_many(data, jobs=jobs, budget=budget, progress=report)


def _list(puzzles: Iterable[PuzzleLike]) -> List[PuzzleLike]:
    """The batch calls' puzzles as a list (a single puzzle is refused, by the extension)."""
    if isinstance(puzzles, (str, Puzzle)):
        raise TypeError("the batch calls take a list of puzzles, not one puzzle: wrap it in a list")
    return puzzles if isinstance(puzzles, list) else list(puzzles)
