"""Access to python/examples/rate_dask.py (loaded from its file) and to the Rust examples as
built by `cargo build --release --examples` (which .ci/run does before the Python step)."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import pytest

from conftest import ROOT


def rate_dask() -> ModuleType:
    path = ROOT / "python" / "examples" / "rate_dask.py"
    spec = importlib.util.spec_from_file_location("rate_dask", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["rate_dask"] = module  # Dask's workers unpickle its functions by this name
    spec.loader.exec_module(module)
    return module


def rust_example(name: str) -> Path:
    """The built Rust example `name`; the test is skipped without it, unless
    SHUDU_REQUIRE_RUST_EXAMPLES is set (as in CI), where its absence fails."""
    directory = Path(os.environ.get("SHUDU_RUST_EXAMPLES", ROOT / "target" / "release" / "examples"))
    path = directory / name
    if not path.is_file():
        message = f"{path} not built (cargo build --release --examples)"
        if os.environ.get("SHUDU_REQUIRE_RUST_EXAMPLES"):
            pytest.fail(message)
        pytest.skip(message)
    return path
