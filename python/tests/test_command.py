"""The ``shudu`` command from the Python package: ``python -m shudu`` and the console script
``pip install`` puts beside the interpreter run the Rust command (crate ``shudu-cli``), the
same answers as the package's functions, labels kept, exit statuses as documented."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import List

import pytest

import shudu

TOP95 = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"


def run(command: List[str], stdin: str = "") -> "subprocess.CompletedProcess[str]":
    return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=120)


def script() -> Path:
    return Path(sys.executable).parent / ("shudu.exe" if sys.platform == "win32" else "shudu")


def test_python_m_shudu_solves_a_file_and_keeps_labels(tmp_path: Path) -> None:
    puzzles = tmp_path / "puzzles.txt"
    puzzles.write_text(f"{TOP95}\ttop95 #1\n")
    done = run([sys.executable, "-m", "shudu", "solve", str(puzzles)])
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"{TOP95}\t{shudu.solve(TOP95)}\ttop95 #1\n"


def test_the_console_script_is_the_same_command() -> None:
    if not script().exists():
        pytest.skip("the package is not installed with its scripts (pip install ./python)")
    rated = run([str(script()), "rate"], stdin=TOP95 + "\n")
    assert rated.returncode == 0, rated.stderr
    assert rated.stdout.split("\t")[:2] == [TOP95, str(shudu.rate(TOP95).er)]
    made = run([str(script()), "generate", "--count", "3", "--seed", "1"])
    assert made.stdout.splitlines() == [str(p.grid) for p in shudu.generate_many(3, seed=1)]


def test_exit_statuses_are_the_commands() -> None:
    usage = run([sys.executable, "-m", "shudu", "solve", "--jobs", "0"])
    assert usage.returncode == 2 and "--jobs must be at least 1" in usage.stderr
    unreadable = run([sys.executable, "-m", "shudu", "solve"], stdin="oops\n")
    assert unreadable.returncode == 1
    from shudu.__main__ import main

    assert main(["--version"]) == 0
