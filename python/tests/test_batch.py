"""The batch calls: the same answers as the single calls, in input order, on any number of
threads, from lists or arrays, with bad inputs answered in place and progress reported."""

from __future__ import annotations

import threading
import time
from typing import Any, Iterable, Iterator, List, Tuple, Union

import numpy as np
import pytest

import shudu

BAD = "4.....8.5.3.x"
TOP95 = [
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    ".8..15.977.....8.........5.2.6.....8.1..6..7..5.9............8....39....8..72.61.",
] * 10
CLASH = "55" + "." * 79


def mixed(top1465: List[str], multi: List[str]) -> List[Any]:
    """Texts, Grids, bytes, a clash, several solutions and an unreadable line."""
    items: List[Any] = []
    for i, line in enumerate(top1465[:60]):
        items.append(shudu.Grid(line) if i % 3 == 0 else line.encode() if i % 3 == 1 else line)
    return items + [CLASH, BAD] + multi[:20] + [shudu.Grid()]


def single(call: Any, item: Any) -> Any:
    """What a single call gives for one input, or the exception it raises."""
    try:
        return call(item)
    except ValueError as e:
        return e


def same(batch: Any, one: Any) -> bool:
    if isinstance(one, Exception):
        return type(batch) is type(one) and str(batch) == str(one)
    return bool(batch == one)


@pytest.mark.parametrize("jobs", [1, 2, 3, None])
def test_solve_and_count_many_match_the_single_calls(top1465: List[str], multi: List[str], jobs: Any) -> None:
    items = mixed(top1465, multi)
    solved = shudu.solve_many(items, jobs=jobs)
    counted = shudu.count_many(items, jobs=jobs)
    counted10 = shudu.count_many(items, limit=10, jobs=jobs)
    assert len(solved) == len(counted) == len(items)
    for item, s, c, c10 in zip(items, solved, counted, counted10):
        assert same(s, single(shudu.solve, item))
        assert same(c, single(shudu.count_solutions, item))
        assert same(c10, single(lambda p: shudu.count_solutions(p, limit=10), item))
    assert isinstance(counted[-22], shudu.ParseError) and "line 1, column 13" in str(counted[-22])
    assert counted[-23] == 0 and solved[-23] is None


@pytest.mark.parametrize("jobs", [1, 2])
def test_rate_many_matches_rate(top1465: List[str], multi: List[str], jobs: int) -> None:
    items = mixed(top1465[:8], multi[:3])
    ratings = shudu.rate_many(items, jobs=jobs)
    se = shudu.rate_many(items, jobs=jobs, se_only=True)
    for item, rating, se_rating in zip(items, ratings, se):
        one = single(shudu.rate, item)
        if isinstance(one, shudu.RateError):
            # No solution or several: no rating, in place.
            assert rating is None and se_rating is None
        else:
            assert same(rating, one)
            assert same(se_rating, single(shudu.rate_se, item))


def test_canonical_many_matches_canonical(top1465: List[str]) -> None:
    items: List[Any] = top1465[:50] + [BAD]
    for jobs in (1, 2):
        forms = shudu.canonical_many(items, jobs=jobs)
        for item, form in zip(items, forms):
            assert same(form, single(shudu.canonical, item))


def puzzles(made: Iterable[Union[shudu.Puzzle, shudu.GenerateError]]) -> List[shudu.Puzzle]:
    """The results, checked to be puzzles (no order ran out of budget)."""
    results = list(made)
    assert all(isinstance(p, shudu.Puzzle) for p in results)
    return [p for p in results if isinstance(p, shudu.Puzzle)]


def test_a_seed_gives_the_same_puzzles_whatever_the_jobs() -> None:
    one = puzzles(shudu.generate_many(40, seed=77, jobs=1))
    two = puzzles(shudu.generate_many(40, seed=77, jobs=2))
    assert one == two
    assert [p.seed for p in one] == list(range(77, 117))
    assert one[5] == shudu.generate(seed=82)
    ordered = puzzles(shudu.generate_many(6, seed=5, jobs=2, symmetry="central", level="medium"))
    assert ordered == [shudu.generate(seed=5 + i, symmetry="central", level="medium") for i in range(6)]
    assert all(shudu.rate(p.grid).level == "Medium" for p in ordered)
    wrapped = puzzles(shudu.generate_many(2, seed=2**64 - 1))
    assert [p.seed for p in wrapped] == [2**64 - 1, 0]
    fresh = puzzles(shudu.generate_many(3))
    assert [p.seed for p in fresh] == [fresh[0].seed + i for i in range(3)]
    assert list(shudu.generate_many(0, seed=1)) == []


def test_generate_many_reports_each_failed_order_in_place() -> None:
    results = list(shudu.generate_many(4, seed=1, level="extreme", budget=1, jobs=2))
    for i, result in enumerate(results):
        if isinstance(result, shudu.GenerateError):
            assert "no puzzle of 1 attempts fit the order" in str(result)
        else:
            assert isinstance(result, shudu.Puzzle) and result == shudu.generate(seed=1 + i, level="extreme", budget=1)
    assert any(isinstance(r, shudu.GenerateError) for r in results)
    with pytest.raises(ValueError, match="symmetry"):
        shudu.generate_many(2, seed=1, symmetry="spiral")  # type: ignore[call-overload]


def test_arrays_in_and_out(top1465: List[str]) -> None:
    lines = top1465[:40]
    array = shudu.to_numpy(lines)
    assert array.shape == (40, 81) and array.dtype == np.uint8
    assert shudu.count_many(array) == [1] * 40
    solved = shudu.solve_many(array, jobs=2)
    assert solved.shape == (40, 81) and solved.dtype == np.uint8
    for line, row in zip(lines, solved):
        assert shudu.Grid(row) == shudu.solve(line)
    square = array.reshape(40, 9, 9)
    assert shudu.solve_many(square).shape == (40, 9, 9)
    forms = shudu.canonical_many(array)
    assert [shudu.Grid(row) for row in forms] == [shudu.canonical(line) for line in lines]
    assert shudu.rate_many(array[:5]) == shudu.rate_many(lines[:5])
    # Other integer types are read too; texts in an array are texts.
    assert shudu.count_many(array.astype(np.int64)) == [1] * 40
    assert shudu.count_many(np.array(lines)) == [1] * 40


def test_a_bad_array_row_is_answered_in_place(top1465: List[str]) -> None:
    array = shudu.to_numpy(top1465[:3])
    array[1, 40] = 12
    counts = shudu.count_many(array)
    assert counts[0] == counts[2] == 1
    assert isinstance(counts[1], ValueError) and "r5c5 (index 40) holds 12" in str(counts[1])
    solved = shudu.solve_many(array)
    assert not solved[1].any() and solved[0].all()
    clash = array.copy()
    clash[0, :2] = 5
    assert not shudu.solve_many(clash)[0].any()


def test_bad_arguments_stop_the_call_before_any_work() -> None:
    with pytest.raises(TypeError, match="wrap it in a list"):
        shudu.count_many("4" + "." * 80)
    with pytest.raises(TypeError, match="wrap it in a list"):
        shudu.solve_many(shudu.Grid())
    with pytest.raises(TypeError):
        shudu.count_many(5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="shape"):
        shudu.count_many(np.zeros((3, 80), dtype=np.uint8))
    with pytest.raises(TypeError, match="integers"):
        shudu.count_many(np.zeros((3, 81), dtype=np.float64))
    with pytest.raises(ValueError, match="0 to 9"):
        shudu.count_many(np.full((3, 81), 300, dtype=np.int64))
    with pytest.raises(ValueError, match="at least 0"):
        shudu.count_many(["." * 81], limit=-1)
    with pytest.raises(TypeError, match="progress"):
        shudu.count_many(["." * 81], progress="yes")  # type: ignore[arg-type]
    with pytest.raises(shudu.ParseError, match="puzzle 1"):
        shudu.to_numpy(["." * 81, BAD])


def test_empty_batches() -> None:
    assert shudu.count_many([]) == [] and shudu.rate_many([]) == []
    assert shudu.solve_many([]) == [] and shudu.canonical_many([]) == []
    assert shudu.solve_many(np.zeros((0, 81), dtype=np.uint8)).shape == (0, 81)


def test_any_iterable_of_puzzles(top1465: List[str]) -> None:
    lines = top1465[:10]
    assert shudu.count_many(line for line in lines) == [1] * 10
    assert shudu.count_many(tuple(lines)) == [1] * 10


def test_progress_is_reported_until_the_end(top1465: List[str]) -> None:
    calls: List[Tuple[int, int]] = []
    shudu.rate_many(top1465[:20], jobs=2, progress=lambda done, total: calls.append((done, total)))
    assert calls and calls[-1] == (20, 20)
    assert all(total == 20 for _, total in calls)
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)
    shudu.count_many(top1465, progress=True)  # a tqdm bar on standard error
    list(shudu.generate_many(3, seed=1, progress=True))


def test_progress_without_tqdm_is_a_line_on_stderr(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import builtins

    real_import = builtins.__import__

    def no_tqdm(name: str, *args: Any, **kwargs: Any) -> Any:
        if name.startswith("tqdm"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_tqdm)
    shudu.count_many(["." * 81] * 5, progress=True)
    assert capsys.readouterr().err.endswith("count: 5 of 5\n")


def test_an_exception_in_the_progress_function_stops_the_batch() -> None:
    def fail(done: int, total: int) -> None:
        raise KeyError("stop")

    # The last report comes when the work is done; a slow batch also reports before.
    with pytest.raises(KeyError, match="stop"):
        shudu.count_many(["." * 81] * 3, progress=fail)
    seen: List[int] = []

    def stop_early(done: int, total: int) -> None:
        seen.append(done)
        raise KeyError("early")

    with pytest.raises(KeyError, match="early"):
        shudu.count_many([shudu.Grid()] * 400, limit=5000, jobs=2, progress=stop_early)
    assert seen[0] < 400  # stopped before the end


def test_the_gil_is_released_while_a_batch_works() -> None:
    # While one thread runs a long batch, another runs Python code. If the batch held the
    # GIL, the other thread could not run at all between the batch's start and end.
    inside = {"start": 0.0, "end": 0.0}

    def batch() -> None:
        inside["start"] = time.perf_counter()
        shudu.count_many([shudu.Grid()] * 100, limit=5000, jobs=1)
        inside["end"] = time.perf_counter()

    worker = threading.Thread(target=batch)
    ticks: List[float] = []
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
    worker.join()
    during = [t for t in ticks if inside["start"] < t < inside["end"]]
    assert len(during) > 1000, f"{len(during)} iterations ran during the batch"


JOBS = "jobs is a number of threads, 1 or more, or -1 \\(or None\\) for every core"


def test_one_bad_item_is_an_error_in_its_own_slot() -> None:
    line = TOP95[0]
    nan = float("nan")
    rated = shudu.rate_many([line, None, line])
    assert len(rated) == 3 and rated[0] == rated[2] == shudu.rate(line)
    assert isinstance(rated[1], TypeError) and "None (a missing value?)" in str(rated[1])
    assert isinstance(shudu.count_many([line, "\udc80", line])[1], ValueError)  # not UTF-8
    mixed: List[Any] = [nan, 5, "oops", line]
    for results in (
        shudu.rate_many(mixed),
        shudu.solve_many(mixed),
        shudu.count_many(mixed),
        shudu.canonical_many(mixed),
    ):
        assert len(results) == 4
        nan_error, int_error, parse_error, answer = results
        assert isinstance(nan_error, TypeError) and "NaN (a missing value" in str(nan_error)
        assert "puzzle 0 is float" not in str(nan_error)
        assert isinstance(int_error, TypeError) and "not int" in str(int_error)
        assert isinstance(parse_error, shudu.ParseError)
        assert not isinstance(answer, Exception)
    # pandas' missing value of a string column, pd.NA, is of type NAType (pandas itself is
    # not a test dependency: a class of that name stands in).
    NAType = type("NAType", (), {})
    missing = shudu.rate_many([NAType(), line])[0]
    assert isinstance(missing, TypeError) and "NAType (a missing value" in str(missing)
    variants = shudu.variant.count_many(["{}", None, nan], limit=2)
    assert variants[0] == 2
    assert all(isinstance(e, TypeError) and "missing value" in str(e) for e in variants[1:])


def test_jobs_minus_one_is_every_core_and_bad_jobs_say_one_sentence() -> None:
    lines = TOP95[:20]
    assert shudu.count_many(lines, jobs=-1) == shudu.count_many(lines, jobs=1)
    assert shudu.solve_many(lines, jobs=-1) == shudu.solve_many(lines)
    assert shudu.variant.count_many(["{}"], jobs=-1) == [2]
    for bad in (0, -2, -(2**70), 2**70):
        with pytest.raises(ValueError, match=f"^{JOBS}, not {bad}$"):
            shudu.count_many(lines, jobs=bad)
    for wrong in (1.5, "4", True):
        with pytest.raises(TypeError, match=f"^{JOBS}, not {type(wrong).__name__}$"):
            shudu.rate_many(lines, jobs=wrong)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=JOBS):
        shudu.variant.solve_many(["{}"], jobs=0)
    with pytest.raises(ValueError, match=JOBS):
        list(shudu.generate_many(2, seed=1, jobs=0))


def test_generate_many_streams_instead_of_reserving_the_whole_count_up_front() -> None:
    import resource

    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    stream = shudu.generate_many(10**7, seed=1)
    assert isinstance(stream, Iterator)
    first = [next(stream) for _ in range(3)]
    assert first == [shudu.generate(seed=s) for s in (1, 2, 3)]
    # 10**7 puzzles would take gigabytes; the stream holds one chunk of a thousand.
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 200_000  # KiB
    chunked = list(shudu.generate_many(1030, seed=9, jobs=2))
    assert [p.seed for p in puzzles(chunked)] == list(range(9, 1039))
    assert chunked[1029] == shudu.generate(seed=1038)
    calls: List[Tuple[int, int]] = []
    list(shudu.generate_many(1030, seed=9, progress=lambda done, total: calls.append((done, total))))
    assert calls[-1] == (1030, 1030) and [d for d, _ in calls] == sorted(d for d, _ in calls)
