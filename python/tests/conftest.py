"""Shared test data and settings.

The puzzle samples are the crate's own (``tests/data/`` at the repository's root): the Python
tests run from a clone, on the package as ``pip install ./python`` installed it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import List

import pytest
from hypothesis import HealthCheck, settings

#: The repository's root (python/tests/ -> the crate's root).
ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"

# Hypothesis: no deadline (the machine is shared and rating a hard puzzle can take a second);
# CI (CI=true) runs a fixed number of examples.
settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile(
    "ci",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
    database=None,
)
settings.load_profile("ci" if os.environ.get("CI") else "default")


def lines(name: str) -> List[str]:
    """The puzzles of a sample in tests/data, one 81-character line each."""
    text = (DATA / name).read_text()
    return [line.split("\t")[0] for line in text.splitlines() if line and not line.startswith("#")]


@pytest.fixture(scope="session")
def top1465() -> List[str]:
    return lines("top1465_sample.txt")


@pytest.fixture(scope="session")
def seventeen() -> List[str]:
    return lines("17clue_sample.txt")


@pytest.fixture(scope="session")
def multi() -> List[str]:
    return lines("multi_solution_sample.txt")


@pytest.fixture(scope="session")
def se_rated() -> List[List[str]]:
    """se_rated300.tsv: puzzle, SE's ER, EP, ED, HoDoKu's level and score."""
    text = (DATA / "se_rated300.tsv").read_text()
    return [line.split("\t") for line in text.splitlines() if line and not line.startswith("#")]
