"""shudu.variant: the names the checks use, every form load reads, the crate's sample of
puzzles with their known solutions, errors as exceptions that say why, the batch calls, and
properties on random 4x4 puzzles checked against a brute force written here."""

from __future__ import annotations

import doctest
import inspect
import itertools
import json
import pickle
import threading
import time
from typing import Any, Callable, Dict, Iterator, List, Optional, Sequence, Tuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import shudu
import shudu.variant
from conftest import DATA

Grid = List[int]


def fpuzzles(size: int, givens: Optional[Sequence[int]] = None, **rules: Any) -> str:
    """f-puzzles JSON for a board of ``size`` with ``givens`` (row by row, 0 for none) and
    the constraints in ``rules`` (f-puzzles keys; ``diagonal_plus`` for ``diagonal+``)."""
    cells = list(givens) if givens is not None else [0] * (size * size)
    grid = [
        [{"value": d, "given": True} if d else {} for d in cells[r * size : (r + 1) * size]]
        for r in range(size)
    ]
    data: Dict[str, Any] = {"size": size, "grid": grid}
    for key, value in rules.items():
        data[key.replace("_plus", "+").replace("_minus", "-")] = value
    return json.dumps(data)


def sample() -> List[Dict[str, Any]]:
    """tests/data/fpuzzles/sample.json: 100 puzzles made by the crate, 4 per rule, each with
    exactly one solution (checked by pencilmark), as a link, JSON and solution."""
    puzzles: List[Dict[str, Any]] = json.loads((DATA / "fpuzzles" / "sample.json").read_text())[
        "puzzles"
    ]
    return puzzles


SAMPLE = sample()


# --- the names the checks use --------------------------------------------------------------------


def test_load_gives_a_puzzle_with_size_count_and_solve() -> None:
    entry = SAMPLE[0]
    puzzle = shudu.variant.load(entry["link"])
    assert isinstance(puzzle, shudu.variant.Puzzle)
    assert isinstance(puzzle.size, int) and puzzle.size == 9
    count = puzzle.count(limit=2)
    assert isinstance(count, int) and count == 1
    solution = puzzle.solve()
    assert solution is not None and len(solution) == puzzle.size * puzzle.size
    assert all(isinstance(d, int) for d in solution)
    assert solution == entry["solution"]


def test_count_stops_at_the_limit_and_defaults_to_two() -> None:
    empty = shudu.variant.load(fpuzzles(4))
    assert empty.count() == 2
    assert empty.count(limit=2) == 2
    assert empty.count(limit=10) == 10
    assert empty.count(limit=1000) == 288  # every 4x4 grid
    assert empty.count(limit=0) == 0


def test_solve_is_none_without_a_solution() -> None:
    puzzle = shudu.variant.load(fpuzzles(4, killercage=[{"cells": ["R1C1", "R1C2"], "value": "9"}]))
    assert puzzle.solve() is None
    assert puzzle.count() == 0
    assert puzzle.solutions(5) == []
    assert puzzle.true_candidates() is None


def test_a_text_it_cannot_read_is_a_parse_error_that_says_why() -> None:
    assert issubclass(shudu.ParseError, ValueError)
    cases = {
        "": "the text is empty",
        "   ": "the text is empty",
        "{not json": "not JSON at line 1, column 2",
        '{"size": 3}': "size 3 is outside 4 to 16",
        '{"size": 9, "clone": [{"cells": ["R1C1"], "cloneCells": ["R9C9"]}]}': (
            "unsupported constraint 'clone' (1 entry)"
        ),
        '{"size": 9, "killercage": [{"cells": ["R1C1"]}, {"cells": ["R10C1"], "value": "5"}]}': (
            "killercage 2: cell r10c1 is outside the 9x9 board"
        ),
        "https://sudokupad.app/sclN4Ig": "'scl...' is SudokuPad's own format",
        "https://example.com/?load=N4Ig": "a link to example.com",
    }
    for text, why in cases.items():
        with pytest.raises(shudu.ParseError) as caught:
            shudu.variant.load(text)
        assert str(caught.value).startswith(why), (text, str(caught.value))
        assert isinstance(caught.value, ValueError)


def test_load_takes_a_str_only() -> None:
    for wrong in [None, 5, b"{}", ["{}"]]:
        with pytest.raises(TypeError):
            shudu.variant.load(wrong)  # type: ignore[arg-type]


# --- every form, and writing back ---------------------------------------------------------------


def forms(puzzle: shudu.variant.Puzzle) -> Dict[str, str]:
    link = puzzle.fpuzzles_link()
    payload = link.split("?load=", 1)[1]
    return {
        "json": puzzle.to_fpuzzles_json(),
        "str": str(puzzle),
        "f-puzzles link": link,
        "SudokuPad link": puzzle.sudokupad_link(),
        "bare payload": payload,
        "payload with its prefix": "fpuzzles" + payload,
        "with whitespace": "\n  " + link + "  \n",
    }


@pytest.mark.parametrize("entry", SAMPLE[::7], ids=lambda e: str(e["rule"]))
def test_every_form_loads_the_same_puzzle(entry: Dict[str, Any]) -> None:
    puzzle = shudu.variant.load(entry["link"])
    assert shudu.variant.load(entry["json"]) == puzzle
    assert shudu.variant.Puzzle(entry["json"]) == puzzle
    for form, text in forms(puzzle).items():
        assert shudu.variant.load(text) == puzzle, form
    assert puzzle.fpuzzles_link().startswith("https://f-puzzles.com/?load=")
    assert puzzle.sudokupad_link().startswith("https://sudokupad.app/fpuzzles")


def test_title_author_rules_text_and_setter_solution() -> None:
    text = json.dumps(
        {
            "size": 4,
            "title": "Four",
            "author": "A. Setter",
            "ruleset": "Normal sudoku rules apply.",
            "solution": [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1],
        }
    )
    puzzle = shudu.variant.load(text)
    assert (puzzle.title, puzzle.author, puzzle.rules_text) == (
        "Four",
        "A. Setter",
        "Normal sudoku rules apply.",
    )
    assert puzzle.setter_solution == [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]
    assert repr(puzzle) == "<shudu.variant.Puzzle 'Four' 4x4, boxes 2x2, 0 givens, 0 rules>"
    bare = shudu.variant.load('{"size": 4}')
    assert (bare.title, bare.author, bare.rules_text, bare.setter_solution) == (None,) * 4


def test_board_shape_givens_and_regions() -> None:
    puzzle = shudu.variant.load(fpuzzles(6, [1, 2] + [0] * 34, antiknight=True))
    assert puzzle.box_shape == (2, 3)
    assert puzzle.givens == [1, 2] + [0] * 34
    assert puzzle.rule_count == 1
    assert puzzle.regions[:6] == [0, 0, 0, 1, 1, 1]
    assert puzzle.regions[6:12] == [0, 0, 0, 1, 1, 1]
    assert set(puzzle.regions) == set(range(6))
    # A jigsaw: regions are the rows, shifted; none are boxes.
    size = 4
    rows = [[{"region": (r + (c >= 2)) % 4} for c in range(size)] for r in range(size)]
    jigsaw = shudu.variant.load(json.dumps({"size": size, "grid": rows}))
    assert jigsaw.box_shape is None
    assert jigsaw.regions[:4] == [0, 0, 1, 1]
    assert "jigsaw regions" in repr(jigsaw)


def test_pickle_equality_and_hash() -> None:
    puzzles = [shudu.variant.load(entry["link"]) for entry in SAMPLE[:20]]
    for puzzle in puzzles:
        again = pickle.loads(pickle.dumps(puzzle))
        assert again == puzzle and hash(again) == hash(puzzle)
        assert again is not puzzle
    assert len(set(puzzles)) == len(puzzles)
    assert puzzles[0] != puzzles[1]


# --- the sample: known answers ------------------------------------------------------------------


def test_the_sample_solves_to_its_solutions() -> None:
    for entry in SAMPLE:
        puzzle = shudu.variant.load(entry["link"])
        assert puzzle.count() == 1, entry["rule"]
        assert puzzle.solve() == entry["solution"], entry["rule"]
        assert puzzle.solutions(5) == [entry["solution"]], entry["rule"]
        assert puzzle.breaks(entry["solution"]) == [], entry["rule"]


def test_true_candidates_of_a_unique_puzzle_are_its_solution() -> None:
    for entry in SAMPLE[::5]:
        puzzle = shudu.variant.load(entry["link"])
        assert puzzle.true_candidates() == [[d] for d in entry["solution"]], entry["rule"]


def test_the_batch_calls_give_the_sample_solutions_on_any_number_of_threads() -> None:
    links = [entry["link"] for entry in SAMPLE]
    solutions = [entry["solution"] for entry in SAMPLE]
    for jobs in [1, 2, 3, None]:
        assert shudu.variant.solve_many(links, jobs=jobs) == solutions
        assert shudu.variant.count_many(links, jobs=jobs) == [1] * len(links)
    puzzles = [shudu.variant.load(link) for link in links]
    assert shudu.variant.solve_many(puzzles, jobs=2) == solutions
    assert shudu.variant.count_many(iter(puzzles), limit=5, jobs=2) == [1] * len(links)


# --- breaks -------------------------------------------------------------------------------------


def test_breaks_name_the_rule_the_cells_and_say_what() -> None:
    entry = next(e for e in SAMPLE if e["rule"] == "killercage")
    puzzle = shudu.variant.load(entry["link"])
    cage = json.loads(entry["json"])["killercage"][0]
    cells = [(int(c[1 : c.index("C")]) - 1, int(c[c.index("C") + 1 :]) - 1) for c in cage["cells"]]
    # Raise one digit of the first cage and lower another: the cage keeps distinct digits
    # only if the digits differ, so change the first cell alone, by one, within 1 to 9.
    digits = list(entry["solution"])
    first = cells[0][0] * 9 + cells[0][1]
    digits[first] = digits[first] % 9 + 1
    broken = puzzle.breaks(digits)
    assert broken, "changing a solved cell must break something"
    for b in broken:
        assert isinstance(b, shudu.variant.Break)
        assert b.rule is None or 0 <= b.rule < puzzle.rule_count
        assert cells[0] in b.cells
        assert str(b) == b.message and b.message
        assert repr(b).startswith("<shudu.variant.Break ")
    assert any(b.rule == 0 for b in broken), [b.message for b in broken]


def test_breaks_take_rows_or_a_flat_list_and_refuse_other_shapes() -> None:
    puzzle = shudu.variant.load(fpuzzles(4))
    flat = [1, 1] + [0] * 14
    rows = [flat[r * 4 : r * 4 + 4] for r in range(4)]
    assert puzzle.breaks(flat) == puzzle.breaks(rows)
    assert [b.message for b in puzzle.breaks(rows)] == [
        "r1c1 and r1c2 both hold 1 in row 1",
        "r1c1 and r1c2 both hold 1 in box 1",
    ]
    assert puzzle.breaks([0] * 16) == []
    cases: List[Tuple[Any, type]] = [
        ([0] * 15, ValueError),
        ([0] * 15 + [5], ValueError),
        ([0] * 15 + [-1], ValueError),
        ([0] * 15 + [2**70], ValueError),
        ([[0] * 4] * 3 + [[0] * 3], ValueError),
        ("0" * 16, TypeError),
        (None, TypeError),
        ([0] * 15 + ["1"], TypeError),
    ]
    for wrong, error in cases:
        with pytest.raises(error):
            puzzle.breaks(wrong)


# --- budget -------------------------------------------------------------------------------------


def test_a_search_past_its_budget_raises_gave_up() -> None:
    empty = shudu.variant.load(fpuzzles(16))
    with pytest.raises(shudu.GaveUpError, match="gave up after 10 guesses"):
        empty.count(limit=10**6, budget=10)
    calls: List[Callable[[], object]] = [
        lambda: empty.solutions(10**6, budget=10),
        lambda: empty.true_candidates(budget=10),
        lambda: shudu.variant.load(fpuzzles(9, antiknight=True)).solve(budget=0),
    ]
    for call in calls:
        with pytest.raises(shudu.GaveUpError):
            call()
    assert issubclass(shudu.GaveUpError, ValueError)
    assert empty.count(limit=3, budget=10**3) == 3


def test_budget_and_limit_take_whole_numbers() -> None:
    puzzle = shudu.variant.load(fpuzzles(4))
    cases: List[Tuple[Dict[str, Any], type]] = [
        ({"budget": -1}, ValueError),
        ({"budget": 2**64}, ValueError),
        ({"budget": 1.5}, TypeError),
        ({"budget": "10"}, TypeError),
        ({"limit": -1}, ValueError),
        ({"limit": "2"}, TypeError),
    ]
    for kwargs, error in cases:
        with pytest.raises(error):
            puzzle.count(**kwargs)
    assert puzzle.count(budget=None) == 2


def test_the_batch_calls_answer_bad_inputs_in_place() -> None:
    nine = fpuzzles(4, killercage=[{"cells": ["R1C1", "R1C2"], "value": "9"}])
    items: List[Any] = [fpuzzles(4), "oops", shudu.variant.load(fpuzzles(6)), nine]
    counted = shudu.variant.count_many(items, limit=10**6, budget=1000, jobs=2)
    assert counted[0] == 288 and counted[3] == 0
    assert isinstance(counted[1], shudu.ParseError)
    assert str(counted[1]).startswith("the payload is not lz-string base64")
    assert isinstance(counted[2], shudu.GaveUpError)
    assert str(counted[2]) == "the search gave up after 1000 guesses, its budget: the grid needs more work than allowed"
    solved = shudu.variant.solve_many(items)
    assert isinstance(solved[1], shudu.ParseError) and solved[3] is None
    for i in [0, 2]:
        s = solved[i]
        assert isinstance(s, list) and shudu.variant.load(str(items[i])).breaks(s) == []
    gave_up = shudu.variant.solve_many([shudu.variant.load(fpuzzles(9, antiknight=True))], budget=0)
    assert isinstance(gave_up[0], shudu.GaveUpError)


def test_the_batch_calls_refuse_one_puzzle_and_wrong_types() -> None:
    wrongs: List[Any] = [fpuzzles(4), shudu.variant.load(fpuzzles(4)), 5, [5], [b"{}"]]
    for wrong in wrongs:
        with pytest.raises(TypeError):
            shudu.variant.count_many(wrong)
        with pytest.raises(TypeError):
            shudu.variant.solve_many(wrong)
    with pytest.raises(ValueError):
        shudu.variant.count_many([fpuzzles(4)], jobs=0)


def test_the_batch_calls_report_progress() -> None:
    seen: List[Tuple[int, int]] = []
    links = [entry["link"] for entry in SAMPLE[:30]]
    shudu.variant.count_many(links, progress=lambda done, total: seen.append((done, total)))
    assert seen and seen[-1] == (30, 30)
    assert all(total == 30 and 0 <= done <= 30 for done, total in seen)


@pytest.mark.parametrize("call", ["count", "count_many"])
def test_the_gil_is_released_while_a_search_works(call: str) -> None:
    # While one thread counts far, another runs Python code: it could not run at all between
    # the search's start and end if the search held the GIL.
    empty = shudu.variant.load(fpuzzles(9))
    inside = {"start": 0.0, "end": 0.0}

    def search() -> None:
        inside["start"] = time.perf_counter()
        if call == "count":
            empty.count(limit=100_000)
        else:
            shudu.variant.count_many([empty] * 4, limit=25_000, jobs=1)
        inside["end"] = time.perf_counter()

    worker = threading.Thread(target=search)
    ticks: List[float] = []
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
    worker.join()
    during = [t for t in ticks if inside["start"] < t < inside["end"]]
    assert len(during) > 1000, f"{len(during)} iterations ran during the search"


# --- properties on random 4x4 puzzles, against a brute force ------------------------------------


def all_4x4_grids() -> List[Grid]:
    """Every 4x4 sudoku grid (288), by plain backtracking."""
    found: List[Grid] = []
    cells = [0] * 16

    def ok(i: int, d: int) -> bool:
        r, c = divmod(i, 4)
        box = [(r // 2 * 2 + dr) * 4 + c // 2 * 2 + dc for dr in range(2) for dc in range(2)]
        peers = [r * 4 + k for k in range(4)] + [k * 4 + c for k in range(4)] + box
        return all(cells[p] != d for p in peers if p != i)

    def fill(i: int) -> None:
        if i == 16:
            found.append(list(cells))
            return
        for d in range(1, 5):
            if ok(i, d):
                cells[i] = d
                fill(i + 1)
                cells[i] = 0

    fill(0)
    return found


GRIDS = all_4x4_grids()


def keeps(rule: str, grid: Grid) -> bool:
    """Whether a full 4x4 grid keeps a global rule, checked cell by cell."""
    at: Callable[[int, int], int] = lambda r, c: grid[r * 4 + c]
    pairs: Iterator[Tuple[Tuple[int, int], Tuple[int, int]]]
    if rule == "diagonal+":  # rising: r4c1 to r1c4
        return len({at(3 - k, k) for k in range(4)}) == 4
    if rule == "diagonal-":
        return len({at(k, k) for k in range(4)}) == 4
    moves = {
        "antiknight": [(1, 2), (2, 1), (1, -2), (2, -1)],
        "antiking": [(1, 1), (1, -1)],
        "nonconsecutive": [(0, 1), (1, 0)],
    }[rule]
    pairs = (
        ((r, c), (r + dr, c + dc))
        for r, c in itertools.product(range(4), repeat=2)
        for dr, dc in moves
        if 0 <= r + dr < 4 and 0 <= c + dc < 4
    )
    for a, b in pairs:
        x, y = at(*a), at(*b)
        if (rule == "nonconsecutive" and abs(x - y) == 1) or (rule != "nonconsecutive" and x == y):
            return False
    return True


@st.composite
def small_puzzles(draw: st.DrawFn) -> Tuple[str, List[int], List[str]]:
    """A 4x4 puzzle: some givens of a random grid (or stray givens) and global rules."""
    grid = draw(st.sampled_from(GRIDS))
    mask = draw(st.lists(st.booleans(), min_size=16, max_size=16))
    givens = [d if keep else 0 for d, keep in zip(grid, mask)]
    if draw(st.booleans()):
        cell = draw(st.integers(0, 15))
        givens[cell] = draw(st.integers(0, 4))
    rules = draw(
        st.lists(
            st.sampled_from(["diagonal+", "diagonal-", "antiknight", "antiking", "nonconsecutive"]),
            unique=True,
            max_size=2,
        )
    )
    flags: Dict[str, Any] = {rule.replace("+", "_plus").replace("-", "_minus"): True for rule in rules}
    return fpuzzles(4, givens, **flags), givens, rules


@settings(max_examples=150)
@given(small_puzzles())
def test_counts_solutions_and_true_candidates_equal_a_brute_force(
    case: Tuple[str, List[int], List[str]],
) -> None:
    text, givens, rules = case
    expected = [
        g
        for g in GRIDS
        if all(d == 0 or g[i] == d for i, d in enumerate(givens)) and all(keeps(r, g) for r in rules)
    ]
    puzzle = shudu.variant.load(text)
    assert puzzle.count(limit=1000) == len(expected)
    assert sorted(puzzle.solutions(1000)) == sorted(expected)
    first = puzzle.solve()
    assert (first is None) == (not expected)
    assert first is None or first in expected
    assert puzzle.count() == min(2, len(expected))
    candidates = puzzle.true_candidates()
    if not expected:
        assert candidates is None
    else:
        assert candidates == [sorted({g[i] for g in expected}) for i in range(16)]
    for solution in expected:
        assert puzzle.breaks(solution) == []


@settings(max_examples=60)
@given(small_puzzles(), st.integers(0, 40))
def test_writing_back_loads_the_same_puzzle_with_the_same_answers(
    case: Tuple[str, List[int], List[str]], limit: int
) -> None:
    puzzle = shudu.variant.load(case[0])
    for form, text in forms(puzzle).items():
        again = shudu.variant.load(text)
        assert again == puzzle, form
    assert shudu.variant.count_many([case[0], puzzle], limit=limit, jobs=2) == [puzzle.count(limit)] * 2


@settings(max_examples=200)
@given(st.one_of(st.text(max_size=200), st.sampled_from([e["json"][:n] for e in SAMPLE[:3] for n in (1, 50, 400)])))
def test_any_text_loads_or_raises_a_parse_error(text: str) -> None:
    try:
        puzzle = shudu.variant.load(text)
    except shudu.ParseError as e:
        assert str(e)
    else:
        assert 4 <= puzzle.size <= 16


# --- the docstrings' examples -------------------------------------------------------------------


def documented() -> Iterator[Tuple[str, object]]:
    yield "shudu.variant", shudu.variant
    for name in shudu.variant.__all__:
        obj = getattr(shudu.variant, name)
        yield f"shudu.variant.{name}", obj
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for attr, member in vars(obj).items():
                if not attr.startswith("_"):
                    yield f"shudu.variant.{name}.{attr}", member


EXAMPLES = [(name, obj) for name, obj in documented() if ">>>" in (obj.__doc__ or "")]


@pytest.mark.parametrize("name,obj", EXAMPLES, ids=[name for name, _ in EXAMPLES])
def test_docstring_examples(name: str, obj: object) -> None:
    test = doctest.DocTestParser().get_doctest(obj.__doc__ or "", {}, name, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples of {name} failed"


@pytest.mark.parametrize("name", shudu.variant.__all__)
def test_every_public_name_has_an_example(name: str) -> None:
    assert ">>>" in (getattr(shudu.variant, name).__doc__ or ""), name
