"""The ``shudu`` command: ``python -m shudu solve puzzles.txt``, and the console script
``shudu`` that ``pip install`` puts on the PATH. The command is the Rust one (``shudu --help``
says what it does), run inside the extension on the process's standard streams."""

from __future__ import annotations

import signal
import sys
from typing import List, Optional

from . import _shudu


def main(args: Optional[List[str]] = None) -> int:
    """Runs ``shudu`` with ``args`` (``sys.argv[1:]`` when None) and returns its exit status:
    0 when every puzzle was answered, 1 when one could not be, 2 for a usage error."""
    # Ctrl-C ends the command at once, as it ends the Rust binary; a broken pipe (`| head`)
    # ends it quietly.
    # The handlers are put back afterwards, for a program that calls main() itself.
    signals = [signal.SIGINT] + ([signal.SIGPIPE] if hasattr(signal, "SIGPIPE") else [])
    saved = {number: signal.signal(number, signal.SIG_DFL) for number in signals}
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        return _shudu._main(sys.argv[1:] if args is None else args)
    finally:
        for number, handler in saved.items():
            signal.signal(number, handler)


if __name__ == "__main__":
    sys.exit(main())
