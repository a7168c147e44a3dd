"""No panic crosses into Python: any argument of any type to any public function either works
or raises a TypeError, ValueError or IndexError (a panic would be a PanicException, a
BaseException that none of these catch)."""

from __future__ import annotations

from typing import Any, Callable, Dict

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import shudu

VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True),
    st.text(max_size=100),
    st.binary(max_size=100),
    st.lists(st.integers(-3, 12), max_size=90),
    st.lists(st.lists(st.integers(0, 9), max_size=10), max_size=10),
    st.tuples(st.integers(-10, 10), st.integers(-10, 10)),
    st.sampled_from(["se", "hodoku", "central", "hard", "x-wing", "technique", "." * 81, "x" * 81]),
    st.just(shudu.Grid()),
    st.just(np.zeros((2, 81), dtype=np.uint8)),
    st.just(np.zeros(81, dtype=np.int64)),
)

TOP95_1 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def small(limit: Any) -> Any:
    """A count limit that cannot run for long: large whole numbers below 2**64 become 50 (those
    from 2**64 on stay, for the ValueError they must raise)."""
    return 50 if isinstance(limit, int) and 50 < limit < 2**64 else limit


CALLS: Dict[str, Callable[[Any, Any], Any]] = {
    "Grid": lambda a, _: shudu.Grid(a),
    "Grid.parse_line": lambda a, _: shudu.Grid.parse_line(a),
    "records": lambda a, b: shudu.records(a, b),
    "Marks": lambda a, _: shudu.Marks(a),
    "Transform": lambda a, b: shudu.Transform(False, a, b),
    "Transform.relabel": lambda a, _: shudu.Transform.relabel(a),
    "Transform.random": lambda a, _: shudu.Transform.random(a),
    "solve": lambda a, _: shudu.solve(a),
    "count_solutions": lambda a, b: shudu.count_solutions(a, small(b)),
    "solution": lambda a, _: shudu.solution(a),
    "solutions": lambda a, b: shudu.solutions(a, small(b)),
    "next_step": lambda a, b: shudu.next_step(a, b),
    "techniques": lambda a, _: shudu.techniques(a),
    "canonical": lambda a, _: shudu.canonical(a),
    "rate": lambda a, _: shudu.rate(a),
    "path": lambda a, b: shudu.path(a, b),
    "grid index": lambda a, _: shudu.Grid()[a],
    "grid candidates": lambda a, b: shudu.Grid().candidates(a, b),
    "grid with_digit": lambda a, b: shudu.Grid().with_digit(a, 0, b),
    "marks place": lambda a, b: shudu.Marks(shudu.Grid()).place(a, 0, b),
    "marks from_candidates": lambda a, b: shudu.Marks.from_candidates(a, b),
    "step hint": lambda a, _: shudu.path(TOP95_1)[0].hint(a),
    "generate seed and clues": lambda a, b: shudu.generate(a, clues=b),
    "generate symmetry": lambda a, _: shudu.generate(1, symmetry=a),
    "generate orders": lambda a, b: shudu.generate(1, level=a, er=b, budget=1),
    "generate pattern": lambda a, _: shudu.generate(1, pattern=a, budget=5),
    "count_many": lambda a, b: shudu.count_many(a, limit=small(b)),
    "count_many jobs": lambda a, b: shudu.count_many([TOP95_1], jobs=small(a), progress=b),
    "solve_many": lambda a, _: shudu.solve_many(a),
    "rate_many": lambda a, b: shudu.rate_many(a, jobs=small(b)),
    "canonical_many": lambda a, _: shudu.canonical_many(a, jobs=1),
    "generate_many": lambda a, b: list(shudu.generate_many(min(abs(a), 3) if isinstance(a, int) else a, seed=b)),
    "to_numpy": lambda a, _: shudu.to_numpy(a),
}


@given(st.sampled_from(sorted(CALLS)), VALUES, VALUES)
@settings(max_examples=1000)
def test_any_argument_gives_an_answer_or_an_ordinary_exception(name: str, a: Any, b: Any) -> None:
    call = CALLS[name]
    try:
        call(a, b)
    except (TypeError, ValueError, IndexError):
        pass
    except shudu.Error:
        pass
