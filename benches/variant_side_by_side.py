"""The variant engine beside pencilmark, puzzle by puzzle, on the same files in one run.

For each file of f-puzzles links (by default the sets kept in tests/data/variant/), it times:

- shudu: a count to two (`variant_make --time`: the puzzle compiled for the search and counted,
  the link read beforehand), the mean of --rounds counts after one untimed;
- pencilmark 1.0.0rc1: `pencilmark.solve` on the puzzle it translated from the same link
  beforehand (its verdict: the one solution, NotUnique or NoSolution), the mean of --rounds
  calls after one untimed (a first call of over a second is the time); and with --search, apart,
  its C++ search alone (`cbackend.brute_solve`, limit 2,
  on the puzzle compiled once), the part of `solve` that is not Python.

Both are timed in CPU time of the thread (shudu: clock_gettime through rustix; pencilmark:
time.thread_time), so that other work on a shared machine counts less than on the wall clock.
Every verdict and solution of pencilmark's must be shudu's. It prints, per file, the median,
mean and largest time of each, the ratios of the medians and of the totals, and the least
ratio of one puzzle. A puzzle shudu gives up on (past --budget guesses, variant_make's
default) is named on standard error and counted apart, neither checked nor called wrong.

    python3 benches/variant_side_by_side.py                     # the three kept sets
    python3 benches/variant_side_by_side.py FILE... --rounds 3
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAKER = ROOT / "target" / "release" / "examples" / "variant_make"
SETS = ["mixed9", "each9", "classic16"]


def ours(path, rounds, budget):
    """(count, cpu us, wall us, guesses) per puzzle, and the answers for the check."""
    out = subprocess.run([str(MAKER), "--time", str(path), "--rounds", str(rounds),
                          "--budget", str(budget)], check=True, capture_output=True,
                         text=True).stdout
    times = [line.split("\t") for line in out.splitlines()]
    answers = subprocess.run([str(MAKER), "--answer", str(path)], check=True, capture_output=True,
                             text=True).stdout
    # A count past the budget of guesses (variant_make's --budget) reads "gave up": None here.
    return ([(None if c == "gave up" else int(c), float(cpu), float(wall), int(g))
             for c, cpu, wall, g in times],
            [json.loads(line) for line in answers.splitlines()])


def pencil(links, rounds, search_too):
    """(verdict, solution, solve cpu us, solve wall us, search cpu us) per puzzle."""
    import pencilmark
    from pencilmark import cbackend
    from pencilmark.sources import fpuzzles
    out = []
    for link in links:
        decoded = fpuzzles.decode(link)
        # pencilmark refuses generic lines; shudu writes plain copies of renban and whispers
        # lines beside the typed ones, for SudokuPad to draw.
        puzzle = fpuzzles.to_puzzle({k: v for k, v in decoded.items() if k != "line"})

        def solve():
            try:
                return 1, pencilmark.solve(puzzle)
            except pencilmark.NotUnique:
                return 2, None
            except pencilmark.NoSolution:
                return 0, None

        cpu, wall = time.thread_time_ns(), time.perf_counter_ns()
        verdict, solution = solve()
        cpu = (time.thread_time_ns() - cpu) / 1e3
        wall = (time.perf_counter_ns() - wall) / 1e3
        # A call of over a second is timed once (the first call): some take a minute.
        if cpu < 1e6:
            cpu, wall = time.thread_time_ns(), time.perf_counter_ns()
            for _ in range(rounds):
                solve()
            cpu = (time.thread_time_ns() - cpu) / 1e3 / rounds
            wall = (time.perf_counter_ns() - wall) / 1e3 / rounds
        if not search_too:
            out.append((verdict, solution, cpu, wall, float("nan")))
            continue
        p = pencilmark.load(puzzle)
        compiled = cbackend.to_cpuzzle(p)
        cbackend.brute_solve(p, limit=2, node_limit=20_000_000, cpuzzle=compiled)
        search = time.thread_time_ns()
        for _ in range(rounds):
            cbackend.brute_solve(p, limit=2, node_limit=20_000_000, cpuzzle=compiled)
        search = (time.thread_time_ns() - search) / 1e3 / rounds
        out.append((verdict, solution, cpu, wall, search))
    return out


def stats(values):
    return statistics.median(values), sum(values) / len(values), max(values)


def ms(us):
    return f"{us / 1000:.3f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*",
                        default=[str(ROOT / "tests" / "data" / "variant" / f"{s}.txt") for s in SETS])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--budget", type=int, default=200_000,
                        help="guesses shudu may make on a puzzle before it gives up")
    parser.add_argument("--search", action="store_true",
                        help="also time pencilmark's C++ search alone (brute_solve, limit 2)")
    args = parser.parse_args()
    subprocess.run(["cargo", "build", "--release", "-p", "shudu-examples", "--features", "fpuzzles",
                    "--example", "variant_make"], cwd=ROOT, check=True)
    cpu_name = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")),
                    "unknown")
    print(f"processor: {cpu_name}, {os.cpu_count()} cores; load average before: "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("times in ms of thread CPU time per puzzle (median / mean / max); ratios are pencilmark over shudu")
    print(f"{'set':12} {'puzzles':>7}  {'shudu count to 2':>26}  {'pencilmark solve':>28}  "
          f"{'ratio med':>9} {'ratio sum':>9}  {'pencilmark C++ search':>26}  {'ratio med':>9}")
    wrong = gave_up = 0
    for path in args.files:
        links = [l.strip() for l in open(path) if l.strip() and not l.startswith("#")]
        mine, answers = ours(path, args.rounds, args.budget)
        theirs = pencil(links, args.rounds, args.search)
        for link, (count, *_), answer, (verdict, solution, *_) in zip(links, mine, answers, theirs):
            if count is None:
                # Not an answer to check, and its time is the budget's: say so, count it apart.
                gave_up += 1
                print(f"GAVE UP: shudu ran out of its budget of guesses: {link}", file=sys.stderr)
            elif count != verdict or (verdict == 1 and answer["solution"] != solution):
                wrong += 1
                print(f"WRONG: shudu {count}, pencilmark {verdict}: {link}", file=sys.stderr)
        # The times of puzzles shudu gave up on are its budget's: out of the figures.
        answered = [(m, t) for m, t in zip(mine, theirs) if m[0] is not None]
        if not answered:
            continue
        mine, theirs = [m for m, _ in answered], [t for _, t in answered]
        ours_cpu = [m[1] for m in mine]
        solve_cpu = [t[2] for t in theirs]
        search_cpu = [t[4] for t in theirs]
        a, b, c = stats(ours_cpu), stats(solve_cpu), stats(search_cpu)
        name = pathlib.Path(path).stem
        print(f"{name:12} {len(mine):7}  {ms(a[0]):>8} {ms(a[1]):>8} {ms(a[2]):>8}  "
              f"{ms(b[0]):>9} {ms(b[1]):>9} {ms(b[2]):>8}  {b[0] / a[0]:9.0f} {sum(solve_cpu) / sum(ours_cpu):9.0f}  "
              f"{ms(c[0]):>8} {ms(c[1]):>8} {ms(c[2]):>8}  {c[0] / a[0]:9.2f}")
        per_puzzle = sorted(t / o for t, o in zip(solve_cpu, ours_cpu))
        print(f"{'':12} {'':7}  ratio per puzzle: least {per_puzzle[0]:.1f}, "
              f"{sum(r < 20 for r in per_puzzle)} under 20, median {statistics.median(per_puzzle):.0f}")
        guesses = [m[3] for m in mine]
        print(f"{'':12} {'':7}  shudu guesses: median {statistics.median(guesses):.0f}, max {max(guesses)}; "
              f"wall clock medians: shudu {ms(statistics.median(m[2] for m in mine))}, "
              f"pencilmark solve {ms(statistics.median(t[3] for t in theirs))}")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{wrong} answers differ" + (f", {gave_up} {'puzzle' if gave_up == 1 else 'puzzles'} shudu gave up on (not in the figures)"
                                     if gave_up else ""))
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
