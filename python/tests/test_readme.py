"""The README's Python section, as written: the quick start prints what the README shows, and
every Python block runs."""

from __future__ import annotations

import contextlib
import io
import re
from typing import List

import shudu  # noqa: F401  (the blocks import it themselves)
from conftest import ROOT


def python_section() -> str:
    text = (ROOT / "README.md").read_text()
    start = text.index("\n## Python\n")
    end = text.index("\n## ", start + 1)
    return text[start:end]


def blocks(kind: str) -> List[str]:
    return re.findall(rf"```{kind}\n(.*?)```", python_section(), re.S)


def test_the_quick_start_prints_what_the_readme_shows() -> None:
    script, shown = blocks("python")[0], blocks("text")[0]
    assert len(script.strip().splitlines()) == 5
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(script, {})
    assert out.getvalue() == shown


def test_every_python_block_runs() -> None:
    for block in blocks("python"):
        with contextlib.redirect_stdout(io.StringIO()):
            exec(block, {})


def test_every_python_block_of_the_packages_readme_runs() -> None:
    text = (ROOT / "python" / "README.md").read_text()
    found = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(found) >= 3
    for block in found:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(block, {})
