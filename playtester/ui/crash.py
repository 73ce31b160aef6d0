"""The last resort: an error nobody caught is written to the log file in the data folder and
shown in a dialog that says where that file is, rather than lost on a terminal nobody reads.

The log file (`playtester.log`) also keeps what the table reports on the way (a recording that
stopped, a library moved aside). It never grows past `LOG_LIMIT`: the older half moves to
`playtester.log.1`.
"""

from __future__ import annotations

import sys
import time
import traceback
from pathlib import Path
from types import TracebackType

from playtester.userdata import home

LOG_NAME = "playtester.log"
LOG_LIMIT = 1_000_000  # bytes


def log_path() -> Path:
    return home() / LOG_NAME


def write_log(text: str) -> Path | None:
    """Add a dated entry to the log file; the path, or None when it cannot be written."""
    try:
        path = log_path()
        if path.exists() and path.stat().st_size > LOG_LIMIT:
            path.replace(path.with_name(LOG_NAME + ".1"))
        with path.open("a", encoding="utf-8", errors="replace") as log:
            log.write(f"{time.strftime('%Y-%m-%d %H:%M:%S')} {text.rstrip()}\n")
        return path
    except OSError:
        return None


_showing = False


def report(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """`sys.excepthook` for the table: log the error, then say so in a dialog (once at a time;
    an error while the dialog is up goes to the log only)."""
    global _showing
    details = "".join(traceback.format_exception(kind, error, trace))
    path = write_log(f"unexpected error\n{details}")
    print(details, file=sys.stderr)
    if _showing or issubclass(kind, KeyboardInterrupt):
        return
    from PySide6.QtWidgets import QApplication

    from playtester.ui import messages

    if QApplication.instance() is None:
        return
    where = f"The details are in {path}." if path else "The log file could not be written."
    text = (
        f"Something went wrong: {kind.__name__}: {error}\n\n{where}\n\n"
        "The game on the table is kept up to its last action; you can play on, or save it "
        "and restart."
    )
    _showing = True
    try:
        messages.tell(
            QApplication.activeWindow(), "playtester: unexpected error", text, warning=True
        )
    finally:
        _showing = False


def install() -> None:
    sys.excepthook = report
