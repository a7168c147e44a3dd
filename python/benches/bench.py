"""Benchmarks of the Python package, side by side in one run: the batch calls against the Rust
examples on the same files, single calls against the Rust engine's own loop, threads, and
py-sudoku on what it can do (solve, generate). Not a test: it measures, it asserts nothing
but that both sides give the same answers.

    cargo build --release --examples          # the Rust side
    pip install ./python py-sudoku            # the Python side (py-sudoku is optional)
    python python/benches/bench.py            # from the repository's root
    python python/benches/bench.py --quick    # smaller samples, one round
    python python/benches/bench.py --peerbench  # also the engine's single-call figure from
                                                # ../shared/peerbench (first solution)
    python python/benches/bench.py --callgrind  # also instruction counts (valgrind): the
                                                # Rust examples against Python, and threads

CPU times (the process's, for one thread: ``time.process_time`` around a Python call, the
child's user + system time for a Rust example) are what the comparisons use: on a shared
machine they move far less than wall-clock times. Each figure is the median of ``--rounds``
rounds, Rust and Python alternating. Thread scaling is wall-clock, and says the load.
The Rust examples' CPU time includes starting the process and reading the file; the Python
calls' includes reading the texts from a list and making the result objects.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

import shudu

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "target" / "release" / "examples"


def processor() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def run_rust(args: Sequence[str], stdin: Optional[Path] = None) -> Tuple[float, float, str]:
    """(CPU seconds, wall seconds, standard output) of a Rust example."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with open(stdin or os.devnull, "rb") as source:
        done = subprocess.run(args, stdin=source, capture_output=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise RuntimeError(f"{args} failed: {done.stderr.decode()}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall, done.stdout.decode()


def run_python(call: Callable[[], Any]) -> Tuple[float, float, Any]:
    """(CPU seconds of the process, wall seconds, result) of a Python call."""
    cpu, wall = time.process_time(), time.perf_counter()
    result = call()
    return time.process_time() - cpu, time.perf_counter() - wall, result


def median_pair(
    rounds: int, rust: Callable[[], Tuple[float, float, Any]], python: Callable[[], Tuple[float, float, Any]]
) -> Tuple[Tuple[float, float], Tuple[float, float], Any, Any]:
    """Medians of (CPU, wall) for both sides over alternating rounds, and their last answers."""
    r: List[Tuple[float, float]] = []
    p: List[Tuple[float, float]] = []
    rust_out = python_out = None
    for _ in range(rounds):
        cpu, wall, rust_out = rust()
        r.append((cpu, wall))
        cpu, wall, python_out = python()
        p.append((cpu, wall))
    def med(xs: List[Tuple[float, float]]) -> Tuple[float, float]:
        return statistics.median(x[0] for x in xs), statistics.median(x[1] for x in xs)

    return med(r), med(p), rust_out, python_out


def puzzles_of(path: Path, limit: Optional[int] = None) -> List[str]:
    lines = [line.strip()[:81] for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")]
    return lines[:limit] if limit else lines


def write(lines: Sequence[str], directory: Path, name: str) -> Path:
    path = directory / name
    path.write_text("\n".join(lines) + "\n")
    return path


def rate_line(grid: str, rating: Any) -> str:
    if rating is None or isinstance(rating, Exception):
        return f"{grid}\terror"
    return (
        f"{grid}\t{rating.er:.1f}\t{rating.ep:.1f}\t{rating.ed:.1f}\t{rating.hardest}"
        f"\t{rating.level}\t{rating.score}\t{rating.hodoku_hardest}"
    )


def table(title: str, header: Sequence[str], rows: Sequence[Sequence[str]]) -> None:
    print(f"\n### {title}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" if i == 0 else "--:" for i in range(len(header))) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    sys.stdout.flush()


def batch_section(sets: Dict[str, Path], rounds: int, rate_sets: Dict[str, Path]) -> None:
    rows = []
    for name, path in sets.items():
        lines = puzzles_of(path)
        rust, py, rust_out, counts = median_pair(
            rounds,
            lambda: run_rust([str(EXAMPLES / "solve"), "--count", "2", "--jobs", "1", str(path)]),
            lambda: run_python(lambda: shudu.count_many(lines, jobs=1)),
        )
        expected = [int(line.split(": ")[1].split()[-2]) for line in rust_out.splitlines()]
        assert expected == counts, f"counts differ on {name}"
        rows.append(
            [f"count to 2, {name}", f"{len(lines):,}", f"{rust[0]:.3f}", f"{py[0]:.3f}",
             f"{len(lines) / rust[0]:,.0f}", f"{len(lines) / py[0]:,.0f}", f"{rust[0] / py[0]:.1%}"]
        )
    for name, path in rate_sets.items():
        lines = puzzles_of(path)
        rust, py, rust_out, ratings = median_pair(
            rounds,
            lambda: run_rust([str(EXAMPLES / "rate"), str(path)]),
            lambda: run_python(lambda: shudu.rate_many(lines, jobs=1)),
        )
        mine = [rate_line(str(shudu.Grid(g)), r) for g, r in zip(lines, ratings)]
        theirs = ["\t".join(line.split("\t")[:8]) if "error" not in line else line.split("\t")[0] + "\terror"
                  for line in rust_out.splitlines()]
        assert mine == theirs, f"ratings differ on {name}"
        rows.append(
            [f"rate, {name}", f"{len(lines):,}", f"{rust[0]:.3f}", f"{py[0]:.3f}",
             f"{len(lines) / rust[0]:,.0f}", f"{len(lines) / py[0]:,.0f}", f"{rust[0] / py[0]:.1%}"]
        )
    table(
        "Batch calls with jobs=1 against the Rust examples (CPU seconds, medians)",
        ["what", "puzzles", "Rust example s", "Python s", "Rust puzzles/s", "Python puzzles/s", "Python / Rust speed"],
        rows,
    )


def threads_section(count_lines: List[str], rate_lines: List[str], rounds: int) -> None:
    rows = []
    calls: List[Tuple[str, Callable[[int], Any]]] = [
        (f"count_many, 17-clue ({len(count_lines):,})", lambda jobs: shudu.count_many(count_lines, jobs=jobs)),
        (f"rate_many, random minimal ({len(rate_lines):,})", lambda jobs: shudu.rate_many(rate_lines, jobs=jobs)),
    ]
    for name, call in calls:
        one: List[float] = []
        two: List[float] = []
        for _ in range(rounds):
            one.append(run_python(lambda: call(1))[1])
            two.append(run_python(lambda: call(2))[1])
        a, b = statistics.median(one), statistics.median(two)
        rows.append([name, f"{a:.3f}", f"{b:.3f}", f"{a / b:.2f}"])
    table(
        f"Threads (wall seconds, medians of {rounds}; load before: {load()})",
        ["call", "jobs=1 s", "jobs=2 s", "speed-up"],
        rows,
    )


def single_section(lines: List[str], peerbench: bool, data: Path, rounds: int) -> None:
    grids = [shudu.Grid(line) for line in lines]
    solve, solution = shudu.solve, shudu.solution
    figures: Dict[str, float] = {}
    for name, call in [
        ("shudu.solve(str)", lambda: [solve(line) for line in lines]),
        ("shudu.solve(Grid)", lambda: [solve(grid) for grid in grids]),
        ("shudu.solution(str)", lambda: [solution(line) for line in lines]),
        ("shudu.count_solutions(Grid)", lambda: [shudu.count_solutions(grid) for grid in grids]),
        ("solve_many(str list, jobs=1)", lambda: shudu.solve_many(lines, jobs=1)),
        ("count_many(Grid list, jobs=1)", lambda: shudu.count_many(grids, jobs=1)),
    ]:
        figures[name] = statistics.median(run_python(call)[0] for _ in range(rounds)) / len(lines) * 1e6
    rows = [[name, f"{us:.2f}"] for name, us in figures.items()]
    if peerbench:
        runner = data.parent / "peerbench" / "run"
        for limit, label in [("1", "Rust Solver::solve_first (peerbench, thread CPU)"), ("2", "Rust count_solutions(g, 2) (peerbench)")]:
            out = subprocess.run(
                [str(runner), "solve", "--limit", limit, "--secs", "1", "--rounds", "3", str(data / "17clue.txt")],
                cwd=ROOT, capture_output=True, text=True, check=True,
            ).stdout
            match = re.search(r"^17clue\.txt\s+\d+\s+(\d+)", out, re.M)
            if match:
                rows.append([label, f"{1e6 / int(match.group(1)):.2f}"])
    table(
        f"Single calls on 17-clue puzzles ({len(lines):,}; CPU microseconds per call, medians)",
        ["call", "µs per call"],
        rows,
    )


CALLGRIND_SCRIPT = """
import sys, shudu
what, jobs, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
lines = [line.strip() for line in open(path)]
if what == "count":
    shudu.count_many(lines, jobs=jobs)
elif what == "rate":
    shudu.rate_many(lines, jobs=jobs)
"""


def instructions(command: Sequence[str], directory: Path) -> List[int]:
    """Instructions executed by each thread of ``command`` (valgrind's callgrind, which runs
    the threads one at a time: the counts do not depend on the machine's load)."""
    for old in directory.glob("cg.*"):
        old.unlink()
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--separate-threads=yes", f"--callgrind-out-file={directory}/cg.%p", *command],
        capture_output=True, check=True,
    )
    counts = []
    for path in sorted(directory.glob("cg.*")):
        for line in path.read_text(errors="replace").splitlines():
            if line.startswith(("summary:", "totals:")):
                counts.append(int(line.split()[1]))
                break
    return counts


def callgrind_section(sets: Dict[str, Path], directory: Path) -> None:
    script = directory / "calls.py"
    script.write_text(CALLGRIND_SCRIPT)
    python = sys.executable
    rows = []
    for what, name, rust_args in [
        ("count", "17-clue", ["solve", "--count", "2", "--jobs", "1"]),
        ("rate", "random minimal", ["rate"]),
    ]:
        path = sets[name]
        base = sum(instructions([python, str(script), "none", "1", str(path)], directory))
        one = sum(instructions([python, str(script), what, "1", str(path)], directory)) - base
        threads = instructions([python, str(script), what, "2", str(path)], directory)
        main_thread, others = threads[0] - base, threads[1:]
        critical = max([main_thread, *others])
        rust = sum(instructions([str(EXAMPLES / rust_args[0]), *rust_args[1:], str(path)], directory))
        rows.append([
            f"{what}_many, {name} ({len(puzzles_of(path)):,})", f"{rust / 1e6:,.0f}", f"{one / 1e6:,.0f}",
            f"{rust / one:.1%}", f"{main_thread / 1e6:,.0f} + {' + '.join(f'{t / 1e6:,.0f}' for t in others)}",
            f"{one / critical:.2f}",
        ])
    table(
        "Instruction counts (callgrind, millions; independent of the load)",
        ["call", "Rust example", "Python jobs=1", "Python / Rust speed", "jobs=2: calling thread + worker",
         "jobs=2 speed-up (work / longest thread)"],
        rows,
    )


def py_sudoku_section(lines: List[str], count: int) -> None:
    try:
        from sudoku import Sudoku  # type: ignore[import-untyped,import-not-found,unused-ignore]
    except ImportError:
        print("\n(py-sudoku is not installed: pip install py-sudoku for its figures)")
        return
    boards = [[[int(c) if c != "." else 0 for c in line[r * 9 : r * 9 + 9]] for r in range(9)] for line in lines]
    theirs, _, solved = run_python(lambda: [Sudoku(3, 3, board=b).solve() for b in boards])
    ours, _, mine = run_python(lambda: [shudu.solve(line) for line in lines])
    for s, m in zip(solved, mine):
        assert s is not None and m is not None and [v for row in s.board for v in row] == m.to_list()
    # py-sudoku's generate blanks a fraction of the cells of a complete grid (no check of a
    # unique solution); shudu's digs a minimal puzzle with exactly one solution.
    their_gen, _, _ = run_python(lambda: [Sudoku(3, seed=i).difficulty(0.6) for i in range(count)])
    our_gen, _, _ = run_python(lambda: [shudu.generate(seed=i) for i in range(count)])
    rows = [
        [f"solve, 17-clue ({len(lines)})", f"{theirs / len(lines) * 1e3:.3f}", f"{ours / len(lines) * 1e3:.4f}", f"{theirs / ours:,.0f}"],
        [f"generate ({count})", f"{their_gen / count * 1e3:.3f}", f"{our_gen / count * 1e3:.4f}", f"{their_gen / our_gen:,.1f}"],
    ]
    table(
        "Against py-sudoku (CPU milliseconds per puzzle)",
        ["what", "py-sudoku ms", "shudu ms", "shudu / py-sudoku speed"],
        rows,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data", help="the puzzle sets (../shared/data)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="smaller samples, one round")
    parser.add_argument("--peerbench", action="store_true", help="the engine's single-call figures from ../shared/peerbench")
    parser.add_argument("--callgrind", action="store_true", help="instruction counts with valgrind (slow: minutes)")
    args = parser.parse_args()
    rounds = 1 if args.quick else args.rounds
    for example in ("solve", "rate", "generate"):
        if not (EXAMPLES / example).is_file():
            parser.error(f"{EXAMPLES / example} not built: cargo build --release --examples")

    print(f"shudu {shudu.__version__}, Python {platform.python_version()}, {processor()}, "
          f"{os.cpu_count()} cores, load {load()}")
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        random_count = 500 if args.quick else 2000
        random_path = directory / "random_minimal.txt"
        random_path.write_text(run_rust([str(EXAMPLES / "generate"), "--count", str(random_count), "--seed", "20", "--format", "line"])[2])
        seventeen = puzzles_of(args.data / "17clue.txt", 5000 if args.quick else None)
        top1465 = puzzles_of(args.data / "top1465.txt", 300 if args.quick else None)
        count_sets = {
            "17-clue": write(seventeen, directory, "17clue.txt"),
            "top1465": write(top1465, directory, "top1465.txt"),
            "random minimal": random_path,
        }
        rate_sets = {
            "17-clue": write(seventeen[: 500 if args.quick else 2000], directory, "17clue_rate.txt"),
            "top1465": write(top1465[:100] if args.quick else top1465, directory, "top1465_rate.txt"),
            "random minimal": random_path,
        }
        batch_section(count_sets, rounds, rate_sets)
        threads_section(seventeen, puzzles_of(random_path), rounds)
        single_section(seventeen[:20000], args.peerbench, args.data, rounds)
        py_sudoku_section(seventeen[:10 if args.quick else 50], 50 if args.quick else 200)
        if args.callgrind:
            callgrind_section(
                {"17-clue": count_sets["17-clue"], "random minimal": write(puzzles_of(random_path)[:500], directory, "random500.txt")},
                directory,
            )
    print(f"\nload after: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
