"""Checks the variant engine against pencilmark, an independent solver, on puzzles made here.

The puzzles come from the variant_make example (every rule alone and mixed, on boards from
4x4 to 16x16, jigsaw boards, minimal givens, and a quarter of them left with no solution or
several on purpose). For each one, shudu's answer (`variant_make --answer --candidates`: the
count up to two, the first solution, the true candidates) is checked against pencilmark
1.0.0rc1 (`pip install pencilmark==1.0.0rc1`; without it the script says so and exits 0):

- the count: pencilmark.solve returns the one solution, or raises NotUnique or NoSolution;
- the solution, when there is one;
- true candidates, which pencilmark has no call for: on a sample of cells, each digit we keep
  must have a solution once given in that cell, and each digit we exclude must have none
  (pencilmark's C++ search, the one behind pencilmark.solve, with the puzzle compiled once).

Run from the repository's root (it builds the example first):

    python3 tests/variant_oracle.py                  # the full plan, about 2,700 puzzles
    python3 tests/variant_oracle.py --quick          # a tenth of it (--scale 0.1)
    python3 tests/variant_oracle.py --links FILE     # the links of a file, as they are
    python3 tests/variant_oracle.py --sample-out tests/data/variant/sample.txt
    python3 tests/variant_oracle.py --only "each 16x16" --timeout 60 --big-cells 1 --jobs 1

It prints, per rule, how many puzzles were checked (alone or with other rules) and how many
true-candidate digits, then every disagreement, and exits 1 if there was one. With
--sample-out it writes a spread of the checked puzzles, with pencilmark's verdict and
solution, for the Rust test that reads them on every `cargo test`.

pencilmark can take minutes on a 16x16 puzzle. With --timeout, each puzzle is checked in a
process of its own, stopped after that many seconds: what it checked by then stands (the
count, the true-candidate digits tried), and the puzzle is counted as cut short, never as
agreeing; one stopped before pencilmark's verdict is not checked at all. True candidates are
checked on boards up to 12x12 only, unless --big-cells asks for some on the larger ones.

pencilmark refuses any generic f-puzzles `line`, so the plain copies of renban and whispers
lines that shudu writes beside the typed constraints (as f-puzzles' constraints plugin does,
so that SudokuPad draws them) are taken out before it translates; the typed ones stay.
"""
import argparse
import collections
import json
import multiprocessing
import multiprocessing.pool
import pathlib
import random
import re
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAKER = ROOT / "target" / "release" / "examples" / "variant_make"
NODE_LIMIT = 20_000_000

# (name, maker arguments): every kind alone (`--kinds each` cycles through them) on each size,
# mixed kinds, jigsaw boards, and minimal 16x16 classics. A quarter have a defect on purpose,
# but for "each 16x16 unique" (a later --defects wins over the first).
PLAN = [
    ("each 9x9", ["--kinds", "each", "--size", "9", "--count", "300", "--seed", "1000000"]),
    ("each 4x4 6x6", ["--kinds", "each", "--size", "4,6", "--count", "250", "--seed", "2000000"]),
    ("each 8x8 12x12", ["--kinds", "each", "--size", "8,12", "--count", "125", "--seed", "3000000"]),
    ("each 16x16", ["--kinds", "each", "--size", "16", "--count", "50", "--seed", "4000000"]),
    ("each 16x16 unique", ["--kinds", "each", "--size", "16", "--count", "25", "--seed", "11000000",
                           "--defects", "0"]),
    ("mix 16x16", ["--kinds", "mix", "--size", "16", "--count", "8", "--seed", "12000000"]),
    ("mix 9x9", ["--kinds", "mix", "--size", "9", "--count", "1200", "--seed", "5000000"]),
    ("mix 4x4 6x6", ["--kinds", "mix", "--size", "4,6", "--count", "300", "--seed", "6000000"]),
    ("mix 8x8 12x12", ["--kinds", "mix", "--size", "8,12", "--count", "150", "--seed", "7000000"]),
    ("jigsaw each", ["--kinds", "each", "--size", "6,8,9", "--jigsaw", "100", "--count", "100",
                     "--seed", "8000000"]),
    ("jigsaw mix", ["--kinds", "mix", "--size", "6,8,9", "--jigsaw", "100", "--count", "150",
                    "--seed", "9000000"]),
    ("classic 16x16", ["--kinds", "classic", "--size", "16", "--count", "50", "--seed", "10000000"]),
]


def build():
    subprocess.run(["cargo", "build", "--release", "-p", "shudu-examples", "--features", "fpuzzles",
                    "--example", "variant_make"], cwd=ROOT, check=True)


def make(args, scale, jobs):
    if scale != 1:
        i = args.index("--count")
        args = args[:i + 1] + [str(max(1, round(int(args[i + 1]) * scale)))] + args[i + 2:]
    out = subprocess.run([str(MAKER), "--jobs", str(jobs), "--defects", "25", *args], check=True,
                         capture_output=True, text=True).stdout
    return [line for line in out.splitlines() if line.strip()]


def ours(links):
    """shudu's answers, one dict per link."""
    out = subprocess.run([str(MAKER), "--answer", "-", "--candidates"], input="\n".join(links) + "\n",
                         check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines()]


def describe(title):
    """(size, jigsaw, kinds, made) from a variant_make title."""
    m = re.search(r": (\d+)x\d+ (jigsaw )?(\S+) \((\w+)\)$", title or "")
    if not m:
        return None, False, ["?"], "?"
    return int(m.group(1)), bool(m.group(2)), m.group(3).split("+"), m.group(4)


def check(job, progress=None):
    """One puzzle against pencilmark: verdict, solution, and true candidates in `sample` cells
    drawn at random. Returns a dict of what was checked and what was wrong; `progress`, when
    given, is called with that dict after the verdict and after each cell's candidates."""
    import pencilmark
    from pencilmark import cbackend
    from pencilmark.sources import fpuzzles
    link, answer, sample = job
    decoded = fpuzzles.decode(link)
    result = blank(link, decoded)
    plain = {k: v for k, v in decoded.items() if k != "line"}
    puzzle_json = fpuzzles.to_puzzle(plain)
    try:
        solution = pencilmark.solve(puzzle_json)
        verdict = 1
    except pencilmark.NotUnique:
        solution, verdict = None, 2
    except pencilmark.NoSolution:
        solution, verdict = None, 0
    except Exception as e:  # Undecided, a translation it refuses: no verdict to compare
        result["wrong"].append(f"pencilmark: {type(e).__name__}: {e}")
        return result
    result["verdict"], result["solution"] = verdict, solution
    if "error" in answer:
        result["wrong"].append(f"shudu: {answer['error']}")
        return result
    if answer["count"] != verdict:
        result["wrong"].append(f"count: shudu {answer['count']}, pencilmark {verdict}")
    elif verdict == 1 and answer["solution"] != solution:
        result["wrong"].append("another solution")
    masks = answer.get("candidates")
    if masks is None or not sample:
        return result
    if progress:
        progress(result)
    p = pencilmark.load(puzzle_json)
    compiled = cbackend.to_cpuzzle(p)
    givens = dict(p.givens)
    n = result["size"]
    rng = random.Random(link)
    empty = [c for c in range(n * n) if c not in givens]
    for cell in rng.sample(empty, min(sample, len(empty))):
        for digit in range(1, n + 1):
            p.givens = dict(givens)
            p.givens[cell] = digit
            found = cbackend.brute_solve(p, limit=1, node_limit=NODE_LIMIT, cpuzzle=compiled)
            if not found.complete:
                result["undecided"] += 1
                continue
            kept = bool(masks[cell] >> (digit - 1) & 1)
            if kept != (len(found) > 0):
                r, c = divmod(cell, n)
                result["wrong"].append(
                    f"true candidates: r{r + 1}c{c + 1} digit {digit} "
                    f"{'kept' if kept else 'excluded'} by shudu, pencilmark finds "
                    f"{'a solution' if found else 'none'}")
            result["digits"] += 1
        if progress:
            progress(result)
    p.givens = givens
    return result


def check_in_time(job, seconds):
    """`check` in a process of its own, stopped after `seconds`: then the result holds what was
    checked by that time, and its "timeout" says which stage was cut short ("verdict", with
    nothing checked, or "candidates")."""
    context = multiprocessing.get_context("spawn")
    receive, send = context.Pipe(duplex=False)
    process = context.Process(target=check_child, args=(job, send), daemon=True)
    process.start()
    send.close()
    result, done = None, False
    deadline = time.monotonic() + seconds
    while not done:
        left = deadline - time.monotonic()
        if left <= 0 or not receive.poll(left):
            break
        try:
            result, done = receive.recv()
        except EOFError:  # the child ended without its last word
            break
    timed_out = process.is_alive()
    if timed_out:
        process.kill()
    process.join()
    receive.close()
    if done:
        return result
    if not timed_out:
        link = job[0]
        result = result or unchecked(link)
        result["wrong"].append(f"check: its process ended with status {process.exitcode}")
        return result
    if result is None:
        result = unchecked(job[0])
        result["timeout"] = "verdict"
    else:
        result["timeout"] = "candidates"
    return result


def check_child(job, send):
    """The child of `check_in_time`: sends (result so far, done) at each stage."""
    result = check(job, progress=lambda r: send.send((r, False)))
    send.send((result, True))
    send.close()


def unchecked(link):
    """The result of a puzzle that pencilmark gave no verdict on."""
    from pencilmark.sources import fpuzzles
    return blank(link, fpuzzles.decode(link))


def blank(link, decoded):
    """A puzzle's result before anything is checked: what it is, and nothing found yet."""
    size, jigsaw, kinds, made = describe(decoded.get("title"))
    return {"kinds": kinds, "size": decoded.get("size", 9), "jigsaw": jigsaw, "made": made,
            "wrong": [], "digits": 0, "undecided": 0, "verdict": None, "solution": None,
            "link": link, "title": decoded.get("title"), "timeout": None}


def tc_cells(answer, size, big_cells=0):
    """How many cells to check the true candidates of: more where there are several solutions;
    on boards over 12x12, `big_cells` (pencilmark's search is slow there)."""
    if "error" in answer or answer.get("candidates") is None:
        return 0
    if size > 12:
        return big_cells
    return 3 if answer["count"] == 2 else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a tenth of the plan")
    parser.add_argument("--scale", type=float, default=1.0,
                        help="this share of each set of the plan (--quick is 0.1)")
    parser.add_argument("--links", help="check the links of this file instead of the plan")
    parser.add_argument("--only", action="append", metavar="NAME", choices=[name for name, _ in PLAN],
                        help="only this set of the plan (again for more): " +
                             ", ".join(repr(name) for name, _ in PLAN))
    parser.add_argument("--timeout", type=float, metavar="SECONDS",
                        help="stop pencilmark on a puzzle after this many seconds (wall clock)")
    parser.add_argument("--big-cells", type=int, default=0, metavar="N",
                        help="cells whose true candidates are checked on boards over 12x12 (default 0)")
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count(),
                        help="processes for pencilmark, threads for the maker")
    parser.add_argument("--sample-out", help="write a spread of the checked puzzles here")
    parser.add_argument("--sample-size", type=int, default=300)
    args = parser.parse_args()
    try:
        import pencilmark
    except ImportError:
        print("skipped: pencilmark is not installed (pip install pencilmark==1.0.0rc1)", file=sys.stderr)
        return 0
    if pencilmark.__version__ != "1.0.0rc1":
        print(f"note: pencilmark {pencilmark.__version__}, the check was written for 1.0.0rc1", file=sys.stderr)
    build()
    if args.links:
        sets = [(args.links, [l.strip() for l in open(args.links) if l.strip() and not l.startswith("#")])]
    else:
        sets = []
        for name, maker_args in PLAN:
            if args.only and name not in args.only:
                continue
            sets.append((name, make(maker_args, 0.1 if args.quick else args.scale, args.jobs)))
            print(f"made {len(sets[-1][1])} puzzles: {name}", file=sys.stderr)
    from pencilmark.sources import fpuzzles
    jobs = []
    for name, links in sets:
        for link, answer in zip(links, ours(links)):
            size = fpuzzles.decode(link).get("size", 9)
            jobs.append((link, answer, tc_cells(answer, size, args.big_cells)))
    print(f"checking {len(jobs)} puzzles with pencilmark on {args.jobs} processes", file=sys.stderr)
    if args.timeout:
        # Threads that each wait on one child process at a time.
        pool = multiprocessing.pool.ThreadPool(args.jobs)
        checked = pool.imap(lambda job: check_in_time(job, args.timeout), jobs)
    else:
        pool = multiprocessing.Pool(args.jobs)
        checked = pool.imap(check, jobs, chunksize=2)
    with pool:
        results = []
        for i, result in enumerate(checked):
            results.append(result)
            if args.timeout:  # slow puzzles: a line each
                state = f"timeout ({result['timeout']})" if result["timeout"] else \
                    f"{len(result['wrong'])} wrong" if result["wrong"] else "agree"
                print(f"  {i + 1} checked: {result['title']}: {state}", file=sys.stderr)
            elif (i + 1) % 200 == 0:
                print(f"  {i + 1} checked", file=sys.stderr)
    report(results)
    if args.sample_out:
        write_sample(results, args.sample_out, args.sample_size)
    return 1 if any(r["wrong"] for r in results) else 0


def report(results):
    per_kind = collections.defaultdict(collections.Counter)
    per_size = collections.Counter()
    for r in results:
        for kind in r["kinds"]:
            tally = per_kind[kind]
            tally["puzzles"] += 1
            tally["alone"] += len(r["kinds"]) == 1
            tally[{0: "none", 1: "unique", 2: "several"}.get(r["verdict"], "no verdict")] += 1
            tally["jigsaw"] += r["jigsaw"]
            tally["digits"] += r["digits"]
            tally["wrong"] += bool(r["wrong"])
            tally["timeout"] += bool(r["timeout"])
        per_size[f"{r['size']}x{r['size']}" + (" jigsaw" if r["jigsaw"] else "")] += 1
    print(f"{'rule':16} {'puzzles':>7} {'alone':>5} {'unique':>6} {'several':>7} {'none':>5} "
          f"{'jigsaw':>6} {'tc digits':>9} {'timeout':>7} {'wrong':>5}")
    for kind in sorted(per_kind):
        t = per_kind[kind]
        print(f"{kind:16} {t['puzzles']:7} {t['alone']:5} {t['unique']:6} {t['several']:7} {t['none']:5} "
              f"{t['jigsaw']:6} {t['digits']:9} {t['timeout']:7} {t['wrong']:5}")
    print("boards: " + ", ".join(f"{k} {v}" for k, v in sorted(per_size.items())))
    verdicts = collections.Counter(r["verdict"] for r in results)
    print(f"{len(results)} puzzles: {verdicts[1]} unique, {verdicts[2]} several, {verdicts[0]} none; "
          f"{sum(r['digits'] for r in results)} true-candidate digits checked, "
          f"{sum(r['undecided'] for r in results)} undecided by pencilmark")
    wrong = [r for r in results if r["wrong"]]
    for r in wrong:
        for why in r["wrong"]:
            print(f"WRONG {r['title']}: {why}\n  {r['link']}")
    unchecked = [r for r in results if not r["wrong"] and r["timeout"] == "verdict"]
    cut = [r for r in results if not r["wrong"] and r["timeout"] == "candidates"]
    for r in unchecked + cut:
        print(f"TIMEOUT ({'not checked' if r['timeout'] == 'verdict' else 'true candidates cut short'}) "
              f"{r['title']}\n  {r['link']}")
    print(f"{len(results) - len(wrong) - len(unchecked) - len(cut)} agree, {len(wrong)} wrong, "
          f"{len(unchecked)} not checked (timeout), {len(cut)} agree on the count with their true "
          f"candidates cut short (timeout)")


def write_sample(results, path, size):
    """A spread of the checked puzzles: round-robin over (kinds, board) groups, so that every
    rule and board is in it, each line `count<TAB>solution<TAB>link` (count 2 for two or more,
    the solution comma-separated or `-`)."""
    groups = collections.defaultdict(list)
    for r in results:
        if r["wrong"] or r["verdict"] is None:
            continue
        key = ("+".join(sorted(r["kinds"])) if len(r["kinds"]) == 1 else "mix", r["size"], r["jigsaw"],
               r["verdict"])
        groups[key].append(r)
    rng = random.Random(1)
    keys = sorted(groups, key=str)
    for key in keys:
        rng.shuffle(groups[key])
    chosen = []
    while len(chosen) < size and any(groups.values()):
        for key in keys:
            if groups[key] and len(chosen) < size:
                chosen.append(groups[key].pop())
    chosen.sort(key=lambda r: (r["size"], r["title"]))
    with open(path, "w", encoding="utf-8") as out:
        out.write("# Variant puzzles made by examples/variant_make, each with pencilmark 1.0.0rc1's verdict:\n"
                  "# count (0, 1, or 2 for two or more), the solution when there is one (comma-separated,\n"
                  "# row by row) or '-', and the f-puzzles link. Written by tests/variant_oracle.py\n"
                  "# --sample-out; read by tests/variant_sample.rs (`cargo test --features fpuzzles`).\n")
        for r in chosen:
            solution = ",".join(map(str, r["solution"])) if r["solution"] else "-"
            out.write(f"{r['verdict']}\t{solution}\t{r['link']}\n")
    print(f"wrote {len(chosen)} puzzles to {path}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
