"""Rates or generates a large number of puzzles with Dask, on one machine or a cluster.

    python rate_dask.py rate puzzles.txt > ratings.tsv
    python rate_dask.py rate --scheduler tcp://10.0.0.5:8786 puzzles.txt > ratings.tsv
    python rate_dask.py generate 1000000 --seed 7 --level hard > hard.txt

``rate`` reads puzzles one a line (81 cells, then an optional label; blank lines and lines
starting with '#' are skipped) and writes the Rust ``rate`` example's lines, byte for byte: the
puzzle, ER, EP, ED and SE's hardest technique, then HoDoKu's level, score and hardest
technique (``--se``: SE's columns alone), tab-separated, in input order. ``generate`` writes
``count`` puzzles, the ones ``shudu.generate_many(count, seed=...)`` makes on one machine.

The work goes out in chunks of ``--chunk`` lines (default 1000), each a Dask task that runs a
batch call of shudu; results are written in input order as their chunks come back. Without
``--scheduler``, a ``LocalCluster`` with a worker process per core runs here; with it, the
workers of that scheduler do the work, and each needs shudu installed (``pip install
./python`` from a clone, or the wheel built by ``pip wheel ./python``). Dask schedules; this
script only cuts the input into chunks and puts the answers back in order.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union

import shudu


def rate_chunk(lines: Sequence[Tuple[int, str]], se_only: bool = False, jobs: int = 1) -> List[str]:
    """The output lines for numbered input lines (line number, text), as the Rust ``rate``
    example writes them. Runs on a Dask worker."""
    grids: List[Union[shudu.Grid, shudu.ParseError]] = []
    for _, text in lines:
        try:
            grids.append(shudu.Grid(text[:81]))
        except shudu.ParseError as e:
            grids.append(e)
    readable = [g for g in grids if isinstance(g, shudu.Grid)]
    ratings = iter(shudu.rate_many(readable, jobs=jobs, se_only=se_only))
    out = []
    for (number, text), grid in zip(lines, grids):
        if isinstance(grid, shudu.ParseError):
            out.append(f"{text}\terror: line {number}: {grid}")
            continue
        label = text[81:].strip()
        out.append(format_rating(grid, next(ratings), se_only) + (f"\t{label}" if label else ""))
    return out


def format_rating(grid: shudu.Grid, rating: Any, se_only: bool = False) -> str:
    """One result of ``rate_many`` as the Rust ``rate`` example prints it (without the label)."""
    if isinstance(rating, shudu.RateError):
        # SE's techniques ran out; HoDoKu's path always ends.
        return f"{grid}\terror: {rating}; HoDoKu: {shudu.grade(grid)}"
    if rating is None:
        # No solution, or several: the single call says which, in the library's words.
        try:
            shudu.rate(grid)
        except shudu.RateError as e:
            return f"{grid}\terror: {e}"
        raise AssertionError(f"{grid} has no rating in a batch but has one alone")
    columns = f"{grid}\t{rating.er:.1f}\t{rating.ep:.1f}\t{rating.ed:.1f}\t{rating.hardest}"
    if se_only:
        return columns
    return f"{columns}\t{rating.level}\t{rating.score}\t{rating.hodoku_hardest}"


def generate_chunk(count: int, seed: int, options: Dict[str, Any], with_solution: bool) -> List[str]:
    """Puzzles ``seed`` to ``seed + count - 1``, one line each. Runs on a Dask worker."""
    out = []
    for i, puzzle in enumerate(shudu.generate_many(count, seed=seed, jobs=1, **options)):
        if isinstance(puzzle, shudu.GenerateError):
            out.append(f"# seed {seed + i}: {puzzle}")
        elif with_solution:
            out.append(f"{puzzle.grid}\t{puzzle.solution}")
        else:
            out.append(str(puzzle.grid))
    return out


def numbered_puzzles(text: Iterable[str]) -> Iterator[Tuple[int, str]]:
    """The lines that hold a puzzle, with their 1-based line numbers."""
    for number, line in enumerate(text, start=1):
        line = line.strip()
        if line and not line.startswith("#"):
            yield number, line


def chunks(items: Iterable[Any], size: int) -> Iterator[List[Any]]:
    chunk: List[Any] = []
    for item in items:
        chunk.append(item)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def in_order(client: Any, futures: Iterable[Any]) -> Iterator[str]:
    """The lines of each chunk's future, chunk after chunk in input order."""
    for future in futures:
        yield from future.result()
        future.release()


def rate_lines(client: Any, text: Iterable[str], chunk: int = 1000, se_only: bool = False, jobs: int = 1) -> Iterator[str]:
    """The output lines for the puzzles of ``text``, rated by ``client``'s workers, in input
    order."""
    futures = [
        client.submit(rate_chunk, part, se_only, jobs, pure=False)
        for part in chunks(numbered_puzzles(text), chunk)
    ]
    return in_order(client, futures)


def generate_lines(
    client: Any, count: int, seed: int, options: Dict[str, Any], chunk: int = 1000, with_solution: bool = False
) -> Iterator[str]:
    """``count`` puzzles made by ``client``'s workers: puzzle ``i`` from seed ``seed + i``,
    as ``shudu.generate_many(count, seed=seed)`` makes them."""
    futures = [
        client.submit(generate_chunk, min(chunk, count - start), (seed + start) % 2**64, options, with_solution, pure=False)
        for start in range(0, count, chunk)
    ]
    return in_order(client, futures)


def client_for(scheduler: Optional[str], workers: Optional[int]) -> Any:
    """A Dask client: to ``scheduler`` when given, else to a new LocalCluster."""
    from dask.distributed import Client, LocalCluster

    if scheduler:
        return Client(scheduler)
    cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True)
    return Client(cluster)


def er_range(text: str) -> Tuple[float, float]:
    low, _, high = text.partition("-")
    try:
        return float(low), float(high)
    except ValueError:
        raise argparse.ArgumentTypeError(f"--er needs MIN-MAX such as 7.0-8.5, not {text!r}") from None


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scheduler", help="address of a Dask scheduler (default: a LocalCluster here)")
    parser.add_argument("--workers", type=int, help="worker processes of the LocalCluster (default: every core)")
    parser.add_argument("--chunk", type=int, default=1000, help="lines per task (default 1000)")
    parser.add_argument("--jobs", type=int, default=1, help="threads of each task (default 1: Dask's workers give the parallelism)")
    commands = parser.add_subparsers(dest="command", required=True)
    rate = commands.add_parser("rate", help="rate the puzzles of FILE ('-' for standard input)")
    rate.add_argument("file")
    rate.add_argument("--se", action="store_true", help="SE's scale alone (faster)")
    make = commands.add_parser("generate", help="generate COUNT puzzles")
    make.add_argument("count", type=int)
    make.add_argument("--seed", type=int, help="seed of puzzle 0 (default: a fresh one, printed on standard error)")
    make.add_argument("--symmetry")
    make.add_argument("--clues", type=int)
    make.add_argument("--level")
    make.add_argument("--er", type=er_range)
    make.add_argument("--technique")
    make.add_argument("--budget", type=int)
    make.add_argument("--format", choices=["line", "line+solution"], default="line")
    args = parser.parse_args(argv)
    if args.chunk < 1 or args.jobs < 1:
        parser.error("--chunk and --jobs must be at least 1")

    # Everything that can be wrong with the input is found before a cluster starts: the file
    # opens, the generator's options are ones it takes.
    if args.command == "rate":
        try:
            source = sys.stdin if args.file == "-" else open(args.file, encoding="utf-8")
        except OSError as e:
            parser.error(f"cannot read {args.file}: {e.strerror}")
        with source, client_for(args.scheduler, args.workers) as client:
            for line in rate_lines(client, source, args.chunk, args.se, args.jobs):
                print(line)
        return 0
    options = {
        name: getattr(args, name)
        for name in ("symmetry", "clues", "level", "er", "technique", "budget")
        if getattr(args, name) is not None
    }
    try:
        shudu.generate_many(0, seed=args.seed, **options)
    except (TypeError, ValueError) as e:
        parser.error(str(e))
    seed = args.seed if args.seed is not None else shudu.generate().seed
    print(f"seed: {seed}", file=sys.stderr)
    with_solution = args.format == "line+solution"
    with client_for(args.scheduler, args.workers) as client:
        for line in generate_lines(client, args.count, seed, options, args.chunk, with_solution):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
