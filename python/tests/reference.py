"""Small pure-Python references for the property tests: a solved grid built from a formula,
permuted, and a plain backtracking counter. Slow and obvious, independent of shudu."""

from __future__ import annotations

from typing import List, Sequence


def solved_grid(rows: Sequence[int], cols: Sequence[int], digits: Sequence[int], transpose: bool) -> List[int]:
    """A complete valid grid: the pattern (3 * (r % 3) + r // 3 + c) % 9 + 1, with its rows
    and columns permuted (``rows[r]`` is the source row of row r), maybe transposed, and its
    digits relabelled (``digits[d - 1]`` replaces d). ``rows`` and ``cols`` must keep bands
    and stacks together for the result to stay valid."""
    base = [[(3 * (r % 3) + r // 3 + c) % 9 + 1 for c in range(9)] for r in range(9)]
    if transpose:
        base = [list(col) for col in zip(*base)]
    return [digits[base[rows[r]][cols[c]] - 1] for r in range(9) for c in range(9)]


def peers(i: int) -> List[int]:
    """The 20 cells that share a row, column or box with cell i."""
    r, c = divmod(i, 9)
    top_left = (r // 3) * 27 + (c // 3) * 3
    house = {r * 9 + k for k in range(9)} | {k * 9 + c for k in range(9)}
    house |= {top_left + 9 * dr + dc for dr in range(3) for dc in range(3)}
    return sorted(house - {i})


PEERS = [peers(i) for i in range(81)]


def count_solutions(cells: Sequence[int], limit: int) -> int:
    """How many solutions the grid (81 values, 0 for empty) has, up to ``limit``: a plain
    backtracking search that fills the emptiest-choice cell first."""
    grid = list(cells)
    for i, v in enumerate(grid):
        if v and any(grid[p] == v for p in PEERS[i]):
            return 0

    def search() -> int:
        best, best_options = -1, None
        for i in range(81):
            if grid[i] == 0:
                options = set(range(1, 10)) - {grid[p] for p in PEERS[i]}
                if best_options is None or len(options) < len(best_options):
                    best, best_options = i, options
                    if not options:
                        return 0
        if best_options is None:
            return 1
        found = 0
        for d in sorted(best_options):
            grid[best] = d
            found += search()
            grid[best] = 0
            if found >= limit:
                break
        return found

    return min(search(), limit) if limit > 0 else 0
