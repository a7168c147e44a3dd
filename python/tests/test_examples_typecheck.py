"""The Python examples of the documentation pass ``mypy --strict`` against the package's
types (issue 29, friction 9): every ```python block of README.md, python/README.md and every
docs/*.md, wherever the examples move, written to a file of its own and checked in one run."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any, List, Tuple

import pytest
from conftest import ROOT

import shudu


def documents() -> List[Path]:
    found = [ROOT / "README.md", ROOT / "python" / "README.md"]
    return [p for p in found if p.exists()] + sorted((ROOT / "docs").glob("*.md"))


def python_blocks() -> List[Tuple[str, int, str]]:
    """(document, line of the block's first line of code, code) for each ```python block."""
    blocks = []
    for doc in documents():
        text = doc.read_text(encoding="utf-8")
        for match in re.finditer(r"^```python\n(.*?)^```", text, re.S | re.M):
            line = text.count("\n", 0, match.start()) + 2
            blocks.append((str(doc.relative_to(ROOT)), line, match.group(1)))
    return blocks


def test_the_documents_hold_python_examples() -> None:
    where = [doc for doc, _, _ in python_blocks()]
    assert any(w.startswith("python/README.md") for w in where)
    assert len(where) >= 3


def test_every_python_example_passes_mypy_strict(tmp_path: Path) -> None:
    pytest.importorskip("mypy")
    names = {}
    for i, (doc, line, code) in enumerate(python_blocks()):
        path = tmp_path / f"example_{i}.py"
        path.write_text(code, encoding="utf-8")
        names[path.name] = (doc, line)
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", str(tmp_path / ".cache"), *sorted(names)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    # Each error names the document and its line, not the temporary file.
    report = re.sub(
        r"^(example_\d+\.py):(\d+)",
        lambda m: f"{names[m.group(1)][0]}:{names[m.group(1)][1] + int(m.group(2)) - 1}",
        run.stdout,
        flags=re.M,
    )
    assert run.returncode == 0, report


def test_the_names_of_levels_symmetries_and_techniques_are_literal_types() -> None:
    from typing import get_args

    def names(union: object) -> List[Any]:  # the names, each of the union's type
        return [name for literal in get_args(union) for name in get_args(literal)]

    assert set(names(shudu.TechniqueName)) == set(shudu.techniques()) | set(shudu.techniques("hodoku"))
    for name in names(shudu.TechniqueName):
        try:  # every name is one the library reads: at worst the one attempt does not fit
            shudu.generate(seed=1, technique=name, budget=1)
        except shudu.GenerateError:
            pass
    levels = names(shudu.LevelName)
    assert {name.lower() for name in levels} == {"easy", "medium", "hard", "unfair", "extreme"}
    assert {shudu.generate(seed=2, level=level).seed for level in ("easy", "Easy")} == {2}
    for symmetry in names(shudu.SymmetryName):
        assert shudu.generate(seed=3, symmetry=symmetry).symmetry == symmetry
