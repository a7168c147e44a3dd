"""shudu (数独): a fast sudoku engine, from Python.

Parse, check, solve, count, generate, explain and rate 9x9 puzzles with the Rust library
``shudu``: the same answers, the same puzzles for the same seed, and batch calls that use
every core.

>>> import shudu
>>> puzzle = shudu.Grid('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......')
>>> shudu.count_solutions(puzzle)
1
>>> print(shudu.solve(puzzle))
417369825632158947958724316825437169791586432346912758289643571573291684164875293
>>> shudu.rate(puzzle).er
2.6

Cells are (row, column) from 0 and digits 1 to 9, with 0 for an empty cell; the sentences of
the explainer name cells as people do, from 1 (``r1c1``). Every error is an exception with a
message that says what and where: ``ParseError`` (a ``ValueError``) for a text that is not a
grid, ``TypeError`` for a wrong type, ``ValueError`` for a value out of range, and
``GaveUpError`` for a search past its budget of guesses (``solve``, ``count_solutions`` and
``solution`` take ``budget=``, 100,000 guesses by default: no real puzzle needs that many).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, Callable, Iterable, List, Literal, Optional, Tuple, Union, overload

from . import _shudu
from ._shudu import (
    Canonical,
    Conflict,
    Error,
    GaveUpError,
    GenerateError,
    Grade,
    Grid,
    Marks,
    ParseError,
    Puzzle,
    RateError,
    Rating,
    SeRating,
    Solution,
    Step,
    Transform,
    canonical,
    canonical_form,
    count_solutions,
    generate,
    grade,
    next_step,
    path,
    rate,
    rate_se,
    solution,
    solutions,
    solve,
    techniques,
)

if TYPE_CHECKING:
    import numpy
    import numpy.typing

    #: An (N, 81) or (N, 9, 9) array of cell values, 0 for an empty cell.
    _Array = numpy.typing.NDArray[numpy.uint8]

__version__: str = _shudu.__version__

__all__ = [
    "Canonical",
    "Conflict",
    "Error",
    "GaveUpError",
    "GenerateError",
    "Grade",
    "Grid",
    "Marks",
    "ParseError",
    "Puzzle",
    "RateError",
    "Rating",
    "SeRating",
    "Solution",
    "Step",
    "Transform",
    "canonical",
    "canonical_form",
    "canonical_many",
    "count_many",
    "count_solutions",
    "generate",
    "generate_many",
    "grade",
    "next_step",
    "path",
    "rate",
    "rate_many",
    "rate_se",
    "solution",
    "solutions",
    "solve",
    "solve_many",
    "techniques",
    "to_numpy",
]

#: A puzzle argument: a text in any form the parser reads, or a Grid.
PuzzleLike = Union[str, bytes, Grid]
#: What ``progress=`` takes: True for a tqdm bar (a line on standard error without tqdm),
#: False for nothing, or a function called with (done, total).
Progress = Union[bool, Callable[[int, int], object]]


def _is_array(puzzles: object) -> bool:
    """Whether ``puzzles`` is a NumPy array (or another object with NumPy's array interface)."""
    return hasattr(puzzles, "__array_interface__")


def _read(puzzles: Any) -> Tuple[Any, bool, Optional[Tuple[int, ...]]]:
    """The batch calls' puzzles argument as the extension reads it: a list of str, bytes or
    Grid as it is, or an array as the bytes of its (N, 81) uint8 values. Returns (argument,
    whether it is array values, the array's shape to give back)."""
    if isinstance(puzzles, (str, bytes, Grid)):
        raise TypeError(
            "the batch calls take a list of puzzles (or an (N, 81) array), not one puzzle: "
            "wrap it in a list"
        )
    if not _is_array(puzzles):
        if not isinstance(puzzles, (list, tuple)):
            puzzles = list(puzzles)
        return puzzles, False, None
    import numpy as np

    array = np.asarray(puzzles)
    if array.dtype.kind in "US":  # an array of texts
        return array.ravel().tolist(), False, None
    shape = array.shape
    if array.ndim == 3 and shape[1:] == (9, 9):
        array = array.reshape(shape[0], 81)
    if array.ndim != 2 or array.shape[1] != 81:
        raise ValueError(
            f"an array of puzzles has shape (N, 81) or (N, 9, 9), not {shape}"
        )
    if array.dtype != np.uint8:
        if array.dtype.kind not in "iu":
            raise TypeError(
                f"an array of puzzles holds integers (uint8), not {array.dtype}"
            )
        if array.size and (array.min() < 0 or array.max() > 255):
            raise ValueError(
                "an array of puzzles holds cell values 0 to 9 (0 for empty), "
                f"not {array.min() if array.min() < 0 else array.max()}"
            )
        array = array.astype(np.uint8)
    return np.ascontiguousarray(array).tobytes(), True, shape


def _array(data: bytearray, shape: Tuple[int, ...]) -> "_Array":
    """The (N, 81) uint8 array over ``data``, in the shape the input had."""
    import numpy as np

    return np.frombuffer(data, dtype=np.uint8).reshape(shape)


class _Reporter:
    """Shows a batch's progress: a user's function, a tqdm bar, or a line on stderr."""

    def __init__(self, progress: Progress, total: int, what: str) -> None:
        self.progress = progress
        self.total = total
        self.what = what
        self.bar: Any = None
        if not (callable(progress) or progress is True or progress is False or progress is None):
            raise TypeError(
                "progress is True, False, or a function called with (done, total), "
                f"not {type(progress).__name__}"
            )

    def __call__(self, done: int) -> None:
        progress = self.progress
        if callable(progress):
            progress(done, self.total)
        elif self.bar is not None:
            self.bar.update(done - self.bar.n)
        else:
            end = "\n" if done >= self.total else ""
            print(f"\r{self.what}: {done} of {self.total}", end=end, file=sys.stderr, flush=True)

    def __enter__(self) -> Optional[Callable[[int], None]]:
        if self.progress is True:
            try:
                from tqdm.auto import tqdm  # type: ignore[import-untyped,import-not-found,unused-ignore]
            except ImportError:
                pass
            else:
                self.bar = tqdm(total=self.total, desc=self.what, unit=" puzzles")
        return self if (callable(self.progress) or self.progress is True) else None

    def __exit__(self, *exc: object) -> None:
        if self.bar is not None:
            self.bar.close()


def _length(data: Any, values: bool) -> int:
    return len(data) // 81 if values else len(data)


@overload
def solve_many(
    puzzles: "_Array", *, jobs: Optional[int] = None, progress: Progress = False
) -> "_Array": ...
@overload
def solve_many(
    puzzles: Iterable[PuzzleLike], *, jobs: Optional[int] = None, progress: Progress = False
) -> List[Union[Grid, None, ValueError]]: ...
def solve_many(
    puzzles: Union[Iterable[PuzzleLike], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
) -> Any:
    """A first solution of each puzzle, in input order, on ``jobs`` threads (None: every core).

    ``puzzles`` is a list (or any iterable) of str, bytes or Grid: the result is a list whose
    items are a Grid, None for a puzzle without a solution, or, for a text that does not
    read, the ``ParseError`` saying why (the batch goes on). Or ``puzzles`` is an (N, 81) or
    (N, 9, 9) array of cell values (uint8, 0 for empty): the result is an array of the same
    shape, a row of zeros where a puzzle has no solution or a row holds a value above 9.

    ``progress=True`` shows a tqdm bar (a line on standard error without tqdm); a function
    is called with (done, total) as the batch goes. The GIL is released while it works.

    >>> import shudu
    >>> grids = shudu.solve_many(['1' + '.' * 80, '11' + '.' * 79, 'oops'])
    >>> grids[0].is_solved, grids[1], type(grids[2]).__name__
    (True, None, 'ParseError')
    """
    data, values, shape = _read(puzzles)
    with _Reporter(progress, _length(data, values), "solve") as report:
        result = _shudu._solve_many(data, jobs=jobs, progress=report, values=values)
    if values:
        assert shape is not None
        return _array(result, shape)
    return result


def count_many(
    puzzles: Union[Iterable[PuzzleLike], "_Array"],
    limit: int = 2,
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
) -> List[Union[int, ValueError]]:
    """The number of solutions of each puzzle, counting no further than ``limit`` (2 asks
    whether the solution is unique), in input order, on ``jobs`` threads (None: every core).

    ``puzzles`` is a list of str, bytes or Grid, or an (N, 81) or (N, 9, 9) uint8 array. Each
    result is an int, or the exception saying why an input could not be read (a
    ``ParseError``, or a ``ValueError`` for an array row holding a value above 9): one bad
    input never stops the batch. ``progress`` as in ``solve_many``.

    >>> import shudu
    >>> shudu.count_many(['1' + '.' * 80, '11' + '.' * 79], limit=10)
    [10, 0]
    """
    data, values, _ = _read(puzzles)
    with _Reporter(progress, _length(data, values), "count") as report:
        return _shudu._count_many(data, limit, jobs=jobs, progress=report, values=values)


@overload
def rate_many(
    puzzles: Union[Iterable[PuzzleLike], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    se_only: Literal[False] = False,
) -> List[Union[Rating, None, ValueError]]: ...
@overload
def rate_many(
    puzzles: Union[Iterable[PuzzleLike], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    se_only: Literal[True],
) -> List[Union[SeRating, None, ValueError]]: ...
@overload
def rate_many(
    puzzles: Union[Iterable[PuzzleLike], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    se_only: bool = False,
) -> List[Union[Rating, SeRating, None, ValueError]]: ...
def rate_many(
    puzzles: Union[Iterable[PuzzleLike], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    se_only: bool = False,
) -> List[Any]:
    """The rating of each puzzle, as ``rate()`` gives it, in input order, on ``jobs`` threads
    (None: every core).

    Each result is a Rating; None for a puzzle without exactly one solution (which has no
    rating: the Rust ``rate`` example prints an error there); or the exception saying why
    an input could not be read (``ParseError``, or ``ValueError`` for an array row) or rated
    (``RateError``). With ``se_only=True``, each is a SeRating, as ``rate_se()`` gives, about
    half again as fast. ``progress`` as in ``solve_many``.

    >>> import shudu
    >>> ratings = shudu.rate_many(['.8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61.', '.' * 81])
    >>> ratings[0].er, ratings[0].level, ratings[1]
    (4.2, 'Hard', None)
    """
    data, values, _ = _read(puzzles)
    with _Reporter(progress, _length(data, values), "rate") as report:
        return _shudu._rate_many(
            data, jobs=jobs, progress=report, values=values, se_only=se_only
        )


def generate_many(
    count: int,
    seed: Optional[int] = None,
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    symmetry: Optional[str] = None,
    clues: Optional[int] = None,
    best_of: Optional[int] = None,
    level: Optional[str] = None,
    er: Optional[Tuple[float, float]] = None,
    technique: Optional[str] = None,
    budget: Optional[int] = None,
    pattern: Union[str, Grid, None] = None,
) -> List[Union[Puzzle, GenerateError]]:
    """``count`` new puzzles on ``jobs`` threads (None: every core), with the options of
    ``generate()``.

    Puzzle ``i`` is the one ``generate(seed=seed + i, ...)`` makes (modulo 2**64), so a seed
    gives the same puzzles whatever ``jobs`` is, and any one of them can be made again
    alone. ``seed=None`` draws a fresh one; each Puzzle keeps its own in ``Puzzle.seed``.
    Each result is a Puzzle, or the ``GenerateError`` of a puzzle whose order ran out of
    budget. ``progress`` as in ``solve_many``.

    >>> import shudu
    >>> puzzles = shudu.generate_many(4, seed=10, clues=30)
    >>> [p.seed for p in puzzles], puzzles[3] == shudu.generate(13, clues=30)
    ([10, 11, 12, 13], True)
    """
    with _Reporter(progress, count if isinstance(count, int) else 0, "generate") as report:
        return _shudu._generate_many(
            count,
            seed,
            jobs=jobs,
            progress=report,
            symmetry=symmetry,
            clues=clues,
            best_of=best_of,
            level=level,
            er=er,
            technique=technique,
            budget=budget,
            pattern=pattern,
        )


@overload
def canonical_many(
    puzzles: "_Array", *, jobs: Optional[int] = None, progress: Progress = False
) -> "_Array": ...
@overload
def canonical_many(
    puzzles: Iterable[PuzzleLike], *, jobs: Optional[int] = None, progress: Progress = False
) -> List[Union[Grid, ValueError]]: ...
def canonical_many(
    puzzles: Union[Iterable[PuzzleLike], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
) -> Any:
    """The canonical form of each puzzle, as ``canonical()`` gives it, in input order, on
    ``jobs`` threads (None: every core).

    For a list of str, bytes or Grid, a list of Grids (the ``ParseError`` in place of an
    input that does not read); for an (N, 81) or (N, 9, 9) uint8 array, an array of the
    same shape (a row of zeros for a row holding a value above 9). ``progress`` as in
    ``solve_many``.

    >>> import shudu
    >>> a = shudu.generate(seed=3).grid
    >>> forms = shudu.canonical_many([a, shudu.Transform.random(seed=1)(a)])
    >>> forms[0] == forms[1] == shudu.canonical(a)
    True
    """
    data, values, shape = _read(puzzles)
    with _Reporter(progress, _length(data, values), "canonical") as report:
        result = _shudu._canonical_many(data, jobs=jobs, progress=report, values=values)
    if values:
        assert shape is not None
        return _array(result, shape)
    return result


def to_numpy(puzzles: Iterable[PuzzleLike]) -> "_Array":
    """The cell values of puzzles (str, bytes or Grid) as an (N, 81) uint8 array, 0 for an
    empty cell: the form the batch calls take and give for arrays. Needs NumPy; a
    ``ParseError`` names the first puzzle that does not read.

    >>> import shudu
    >>> array = shudu.to_numpy(p.grid for p in shudu.generate_many(3, seed=1))
    >>> array.shape, array.dtype.name
    ((3, 81), 'uint8')
    >>> shudu.solve_many(array)[0].tolist() == shudu.solve(shudu.Grid(array[0])).to_list()
    True
    """
    import numpy as np

    data = _shudu._values(list(puzzles))
    return np.frombuffer(data, dtype=np.uint8).reshape(len(data) // 81, 81)


# The variant engine, shudu.variant (boards from 4x4 to 16x16, the f-puzzles rules), imported
# last: it uses the batch calls' helpers above.
from . import variant as variant  # noqa: E402
