"""The Dask example: a two-worker LocalCluster rates 2,000 puzzles as rate_many does, and
generates the puzzles generate_many makes."""

from __future__ import annotations

from typing import Any, Iterator

import pytest

import shudu
from conftest import ROOT
from programs import rate_dask

distributed = pytest.importorskip("dask.distributed")


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0")
    with distributed.Client(cluster) as client:
        # Run as a script, the example's functions live in __main__ and travel by value; loaded
        # here as a module, the workers import it, so they get its file.
        client.upload_file(str(ROOT / "python" / "examples" / "rate_dask.py"))
        yield client
    cluster.close()


def test_a_cluster_rates_2000_puzzles_as_rate_many_does(client: Any) -> None:
    example = rate_dask()
    puzzles = [str(p.grid) for p in shudu.generate_many(2000, seed=2026) if isinstance(p, shudu.Puzzle)]
    assert len(puzzles) == 2000
    text = ["# 2,000 random minimal puzzles, and two without a rating", *puzzles, "." * 81, "oops"]
    lines = list(example.rate_lines(client, text, chunk=250))
    local = shudu.rate_many(puzzles)
    expected = [example.format_rating(shudu.Grid(p), r) for p, r in zip(puzzles, local)]
    assert lines[:2000] == expected
    assert lines[2000].endswith("error: the puzzle has more than one solution, so it has no rating")
    assert lines[2001].startswith("oops\terror: line 2003: unexpected character 'o'")
    assert len(lines) == 2002


def test_a_cluster_generates_the_puzzles_generate_many_makes(client: Any) -> None:
    example = rate_dask()
    lines = list(example.generate_lines(client, 30, seed=5, options={"symmetry": "central"}, chunk=7))
    made = shudu.generate_many(30, seed=5, symmetry="central", jobs=1)
    assert lines == [str(p.grid) for p in made if isinstance(p, shudu.Puzzle)]
