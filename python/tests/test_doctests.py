"""The docstrings' examples, run as doctests: every public function, class, method and
property of shudu that shows an example, and a check that each public function and class
has one."""

from __future__ import annotations

import doctest
import inspect
from typing import Iterator, Tuple

import pytest

import shudu


def documented() -> Iterator[Tuple[str, object]]:
    yield "shudu", shudu
    for name in shudu.__all__:
        obj = getattr(shudu, name)
        yield f"shudu.{name}", obj
        if inspect.isclass(obj) and not issubclass(obj, BaseException):
            for attr, member in vars(obj).items():
                if not attr.startswith("_"):
                    yield f"shudu.{name}.{attr}", member


EXAMPLES = [(name, obj) for name, obj in documented() if ">>>" in (obj.__doc__ or "")]


@pytest.mark.parametrize("name,obj", EXAMPLES, ids=[name for name, _ in EXAMPLES])
def test_docstring_examples(name: str, obj: object) -> None:
    parser = doctest.DocTestParser()
    test = parser.get_doctest(obj.__doc__ or "", {}, name, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted > 0
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples of {name} failed"


@pytest.mark.parametrize("name", shudu.__all__)
def test_every_public_function_and_class_has_an_example(name: str) -> None:
    obj = getattr(shudu, name)
    assert ">>>" in (obj.__doc__ or ""), f"shudu.{name} has no example in its docstring"
