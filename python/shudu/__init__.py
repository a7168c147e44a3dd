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
from typing import TYPE_CHECKING, Any, Callable, Dict, Iterable, Iterator, List, Literal, Optional, Tuple, Union, cast, overload

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
    "records",
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

#: A puzzle argument, what ``Grid()`` reads: a text in any form the parser reads (str,
#: bytes, bytearray; a label after the 81 cells is ignored), a Grid, or 81 values (flat or
#: as 9 rows of 9: lists, tuples, NumPy arrays).
PuzzleLike = Union[str, bytes, bytearray, Grid, Iterable[int], Iterable[Iterable[int]]]
#: An item of a batch call: a puzzle, or a missing value (None, or a float NaN as pandas
#: marks one), whose result is a ``TypeError`` saying so, in its place.
BatchItem = Union[PuzzleLike, None, float]
# The names are unions of one-name Literals, the same type to a checker as one Literal of
# many names, which stubtest can match with the object at run time.
#: The levels ``generate(level=...)`` takes (in any case; ``Rating.level`` gives them
#: capitalised).
LevelName = Union[
    Literal["easy"],
    Literal["medium"],
    Literal["hard"],
    Literal["unfair"],
    Literal["extreme"],
    Literal["Easy"],
    Literal["Medium"],
    Literal["Hard"],
    Literal["Unfair"],
    Literal["Extreme"],
]
#: The symmetries of a clue pattern, ``generate(symmetry=...)``.
SymmetryName = Union[
    Literal["none"],
    Literal["central"],
    Literal["quarter"],
    Literal["mirror-lr"],
    Literal["mirror-ud"],
    Literal["both-mirrors"],
    Literal["diagonal"],
    Literal["anti-diagonal"],
    Literal["both-diagonals"],
    Literal["full"],
]
#: The techniques, as ``techniques()`` and ``techniques("hodoku")`` name them, for
#: ``generate(technique=...)`` (which also reads them in any case, without spaces or dashes).
TechniqueName = Union[
    Literal['Full house'],
    Literal['Hidden single'],
    Literal['Direct pointing'],
    Literal['Direct claiming'],
    Literal['Direct hidden pair'],
    Literal['Naked single'],
    Literal['Direct hidden triple'],
    Literal['Pointing'],
    Literal['Claiming'],
    Literal['Naked pair'],
    Literal['X-Wing'],
    Literal['Hidden pair'],
    Literal['Naked triple'],
    Literal['Swordfish'],
    Literal['Hidden triple'],
    Literal['XY-Wing'],
    Literal['XYZ-Wing'],
    Literal['Unique rectangle'],
    Literal['Naked quad'],
    Literal['Jellyfish'],
    Literal['Hidden quad'],
    Literal['Bivalue universal grave'],
    Literal['Aligned pair exclusion'],
    Literal['X-Cycle'],
    Literal['Y-Cycle'],
    Literal['Bidirectional cycle'],
    Literal['Forcing X-Chain'],
    Literal['Forcing chain'],
    Literal['Aligned triple exclusion'],
    Literal['Nishio forcing chain'],
    Literal['Multiple forcing chain'],
    Literal['Dynamic forcing chain'],
    Literal['Dynamic forcing chain (+)'],
    Literal['Nested forcing chain'],
    Literal['Full House'],
    Literal['Naked Single'],
    Literal['Hidden Single'],
    Literal['Locked Pair'],
    Literal['Locked Triple'],
    Literal['Locked Candidates Type 1 (Pointing)'],
    Literal['Locked Candidates Type 2 (Claiming)'],
    Literal['Naked Pair'],
    Literal['Naked Triple'],
    Literal['Hidden Pair'],
    Literal['Hidden Triple'],
    Literal['Naked Quadruple'],
    Literal['Hidden Quadruple'],
    Literal['Remote Pair'],
    Literal['Bivalue Universal Grave + 1'],
    Literal['Skyscraper'],
    Literal['2-String Kite'],
    Literal['Turbot Fish'],
    Literal['Empty Rectangle'],
    Literal['W-Wing'],
    Literal['Uniqueness Test'],
    Literal['Avoidable Rectangle'],
    Literal['Finned X-Wing'],
    Literal['Sashimi X-Wing'],
    Literal['Finned Swordfish'],
    Literal['Sashimi Swordfish'],
    Literal['Finned Jellyfish'],
    Literal['Sashimi Jellyfish'],
    Literal['Sue de Coq'],
    Literal['Simple Colors'],
    Literal['Multi Colors'],
    Literal['X-Chain'],
    Literal['XY-Chain'],
    Literal['Nice Loop/AIC'],
    Literal['Grouped Nice Loop/AIC'],
    Literal['Almost Locked Set XZ-Rule'],
    Literal['Almost Locked Set XY-Wing'],
    Literal['Almost Locked Set Chain'],
    Literal['Franken X-Wing'],
    Literal['Franken Swordfish'],
    Literal['Finned Franken X-Wing'],
    Literal['Finned Franken Swordfish'],
    Literal['Forcing Chain'],
    Literal['Forcing Net'],
    Literal['Brute Force'],
]

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
    if isinstance(puzzles, (str, bytes, bytearray, Grid)):
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
    puzzles: Iterable[BatchItem], *, jobs: Optional[int] = None, progress: Progress = False
) -> List[Union[Grid, None, ValueError, TypeError]]: ...
def solve_many(
    puzzles: Union[Iterable[BatchItem], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
) -> Any:
    """A first solution of each puzzle, in input order, on ``jobs`` threads (None or -1: every core).

    ``puzzles`` is a list (or any iterable) of puzzles as ``Grid()`` reads them (str, bytes,
    Grid, 81 values; a label after the cells ignored): the result is a list whose items are
    a Grid, None for a puzzle without a solution, or, for an input that does not read, the
    exception saying why, in its place: a ``ParseError`` for a text, a ``TypeError`` for an
    item that is no puzzle (None or a NaN, a missing value). One bad item never stops the
    batch; ``records()`` turns the results into rows for a data frame. Or ``puzzles`` is an (N, 81) or
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
    puzzles: Union[Iterable[BatchItem], "_Array"],
    limit: int = 2,
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
) -> List[Union[int, ValueError, TypeError]]:
    """The number of solutions of each puzzle, counting no further than ``limit`` (2 asks
    whether the solution is unique), in input order, on ``jobs`` threads (None or -1: every core).

    ``puzzles`` is a list of str, bytes or Grid, or an (N, 81) or (N, 9, 9) uint8 array. Each
    result is an int, or the exception saying why an input could not be read (a
    ``ParseError``, a ``TypeError`` for None or a NaN, or a ``ValueError`` for an array row
    holding a value above 9): one bad input never stops the batch. ``progress`` as in ``solve_many``.

    >>> import shudu
    >>> shudu.count_many(['1' + '.' * 80, '11' + '.' * 79], limit=10)
    [10, 0]
    """
    data, values, _ = _read(puzzles)
    with _Reporter(progress, _length(data, values), "count") as report:
        return _shudu._count_many(data, limit, jobs=jobs, progress=report, values=values)


@overload
def rate_many(
    puzzles: Union[Iterable[BatchItem], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    se_only: Literal[False] = False,
) -> List[Union[Rating, None, ValueError, TypeError]]: ...
@overload
def rate_many(
    puzzles: Union[Iterable[BatchItem], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    se_only: Literal[True],
) -> List[Union[SeRating, None, ValueError, TypeError]]: ...
@overload
def rate_many(
    puzzles: Union[Iterable[BatchItem], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    se_only: bool = False,
) -> List[Union[Rating, SeRating, None, ValueError, TypeError]]: ...
def rate_many(
    puzzles: Union[Iterable[BatchItem], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    se_only: bool = False,
) -> List[Any]:
    """The rating of each puzzle, as ``rate()`` gives it, in input order, on ``jobs`` threads
    (None or -1: every core).

    Each result is a Rating; None for a puzzle without exactly one solution (which has no
    rating: the Rust ``rate`` example prints an error there); or the exception saying why
    an input could not be read (``ParseError``; ``TypeError`` for None or a NaN, with a
    message that says it is a missing value; ``ValueError`` for an array row) or rated
    (``RateError``). ``shudu.rate_many([p, None, p])`` gives three results. With ``se_only=True``, each is a SeRating, as ``rate_se()`` gives, about
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


#: How many puzzles ``generate_many`` makes at a time, on every thread, before it yields
#: them: the memory a stream holds, whatever its count.
_GENERATE_CHUNK = 1024


@overload
def generate_many(
    count: int,
    seed: Optional[int] = None,
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    symmetry: Optional[SymmetryName] = None,
    clues: Optional[int] = None,
    best_of: Optional[int] = None,
    level: None = None,
    er: None = None,
    technique: None = None,
    budget: Optional[int] = None,
    pattern: None = None,
    rate: bool = False,
) -> Iterator[Puzzle]: ...
@overload
def generate_many(
    count: int,
    seed: Optional[int] = None,
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    symmetry: Optional[SymmetryName] = None,
    clues: Optional[int] = None,
    best_of: Optional[int] = None,
    level: Optional[LevelName] = None,
    er: Optional[Tuple[float, float]] = None,
    technique: Optional[TechniqueName] = None,
    budget: Optional[int] = None,
    pattern: Union[str, Grid, None] = None,
    rate: bool = False,
) -> Iterator[Union[Puzzle, GenerateError]]: ...
def generate_many(
    count: int,
    seed: Optional[int] = None,
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
    symmetry: Optional[SymmetryName] = None,
    clues: Optional[int] = None,
    best_of: Optional[int] = None,
    level: Optional[LevelName] = None,
    er: Optional[Tuple[float, float]] = None,
    technique: Optional[TechniqueName] = None,
    budget: Optional[int] = None,
    pattern: Union[str, Grid, None] = None,
    rate: bool = False,
) -> Iterator[Union[Puzzle, GenerateError]]:
    """``count`` new puzzles on ``jobs`` threads (None or -1: every core), with the options of
    ``generate()``, as an iterator: they are made 1024 at a time and yielded in order, so
    ``generate_many(10**7)`` holds a few thousand puzzles at most (``list()`` it for a list).
    Every argument is checked before the call returns.

    Puzzle ``i`` is the one ``generate(seed=seed + i, ...)`` makes (modulo 2**64), so a seed
    gives the same puzzles whatever ``jobs`` is, and any one of them can be made again
    alone. ``seed=None`` draws a fresh one; each Puzzle keeps its own in ``Puzzle.seed``.
    Each result is a Puzzle, or the ``GenerateError`` of a puzzle whose order (``level``,
    ``er``, ``technique``) or ``pattern`` ran out of budget; without either, every result is
    a Puzzle, and the types say so. ``rate=True`` rates each puzzle as it is made (``Puzzle.rating``, and its fields
    in ``Puzzle.to_dict()``), instead of a second pass with ``rate_many``. ``progress`` as in
    ``solve_many``.

    >>> import shudu
    >>> puzzles = list(shudu.generate_many(4, seed=10, clues=30))
    >>> [p.seed for p in puzzles], puzzles[3] == shudu.generate(13, clues=30)
    ([10, 11, 12, 13], True)
    >>> [p.rating.level for p in shudu.generate_many(2, seed=1, level='hard', rate=True)]
    ['Hard', 'Hard']
    """
    options: Dict[str, Any] = dict(
        symmetry=symmetry,
        clues=clues,
        best_of=best_of,
        level=level,
        er=er,
        technique=technique,
        budget=budget,
        pattern=pattern,
        rate=rate,
    )
    if not isinstance(count, int) or isinstance(count, bool):
        raise TypeError(f"count is a whole number, not {type(count).__name__}")
    if count < 0:
        raise ValueError(f"count must be at least 0, not {count}")
    if seed is None:
        import secrets

        seed = secrets.randbits(64)
    # A batch of none checks the seed, jobs and every option now, not at the first next().
    _shudu._generate_many(0, seed, jobs=jobs, **options)
    _Reporter(progress, count, "generate")  # checks progress
    return _generate_stream(count, seed, jobs, progress, options)


def _generate_stream(
    count: int, seed: int, jobs: Optional[int], progress: Progress, options: Dict[str, Any]
) -> Iterator[Union[Puzzle, GenerateError]]:
    with _Reporter(progress, count, "generate") as report:
        done = 0
        while done < count:
            size = min(_GENERATE_CHUNK, count - done)
            step = None if report is None else _offset(report, done)
            chunk = _shudu._generate_many(
                size, (seed + done) % 2**64, jobs=jobs, progress=step, **options
            )
            done += size
            yield from chunk


def _offset(report: Callable[[int], None], done: int) -> Callable[[int], None]:
    """``report``, called with the count done so far in the whole stream."""
    return lambda n: report(done + n)


def records(
    results: Iterable[Any], puzzles: Optional[Iterable[BatchItem]] = None
) -> List[Dict[str, Any]]:
    """The results of a batch call as records, one dict per result, for
    ``pandas.DataFrame(shudu.records(...))``: a result's ``to_dict()`` fields (a Rating's
    ``er``, ``level``...; a Puzzle's ``grid``, ``seed``... and its rating's fields), a Grid
    as ``{"grid": line}``, a count as ``{"count": n}``, None (no solution, no rating) as no
    field; every record has ``"error"``: None, or the exception in that slot as
    ``"ParseError: ..."``. With ``puzzles`` (the batch's input), each record starts with
    ``"puzzle"``, the input as an 81-character line where it reads.

    >>> import shudu
    >>> puzzles = ['.8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61.', None]
    >>> rows = shudu.records(shudu.rate_many(puzzles), puzzles)
    >>> rows[0]['er'], rows[0]['level'], rows[0]['error'], rows[1]['puzzle']
    (4.2, 'Hard', None, None)
    >>> rows[1]['error']
    'TypeError: a puzzle is a str, bytes, a shudu.Grid, or 81 ints (flat or as 9 rows of 9), not None (a missing value?)'
    """
    rows: List[Dict[str, Any]] = []
    inputs = iter(puzzles) if puzzles is not None else None
    for result in results:
        row: Dict[str, Any] = {}
        if inputs is not None:
            given = next(inputs, None)
            try:
                row["puzzle"] = str(Grid(cast(Any, given))) if given is not None else None
            except (TypeError, ValueError):
                row["puzzle"] = given if isinstance(given, str) else None
        if isinstance(result, BaseException):
            row["error"] = f"{type(result).__name__}: {result}"
            rows.append(row)
            continue
        if isinstance(result, Grid):
            row["grid"] = str(result)
        elif isinstance(result, int):
            row["count"] = result
        elif hasattr(result, "to_dict"):
            row.update(result.to_dict())
        elif result is not None:
            raise TypeError(
                f"records() takes the results of a batch call, not {type(result).__name__}"
            )
        row["error"] = None
        rows.append(row)
    return rows


@overload
def canonical_many(
    puzzles: "_Array", *, jobs: Optional[int] = None, progress: Progress = False
) -> "_Array": ...
@overload
def canonical_many(
    puzzles: Iterable[BatchItem], *, jobs: Optional[int] = None, progress: Progress = False
) -> List[Union[Grid, ValueError, TypeError]]: ...
def canonical_many(
    puzzles: Union[Iterable[BatchItem], "_Array"],
    *,
    jobs: Optional[int] = None,
    progress: Progress = False,
) -> Any:
    """The canonical form of each puzzle, as ``canonical()`` gives it, in input order, on
    ``jobs`` threads (None or -1: every core).

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
