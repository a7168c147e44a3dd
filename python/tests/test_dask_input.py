"""The Dask example checks its input before it starts a cluster (issue 29, friction 12): a
file that does not open, or an option the generator does not take, is a usage error at once."""

from __future__ import annotations

from typing import Any, List

import pytest

from programs import rate_dask


@pytest.mark.parametrize(
    "argv, said",
    [
        (["rate", "/nonexistent.txt"], "cannot read /nonexistent.txt: No such file or directory"),
        (["generate", "5", "--level", "diabolical"], "level 'diabolical': not a level"),
        (["generate", "5", "--clues", "90"], "17 to 80, not 90"),
    ],
)
def test_bad_input_is_a_usage_error_before_any_cluster(
    argv: List[str], said: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    example = rate_dask()
    started: List[Any] = []
    monkeypatch.setattr(example, "client_for", lambda *args: started.append(args))
    with pytest.raises(SystemExit) as exit:
        example.main(argv)
    assert exit.value.code == 2
    assert said in capsys.readouterr().err
    assert started == []
