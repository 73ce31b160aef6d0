"""What registers the games, run when the registry is first asked for one.

`import playtester` hands its registration here rather than running it, so that the table's
window can appear before the engine and the games are read (ui/starting.py); the registry runs
it on first use, in whichever thread asks first (another thread asking meanwhile waits for it).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

_pending: list[Callable[[], None]] = []
lock = threading.RLock()  # re-entrant: a registration may ask the registry itself


def defer(load: Callable[[], None]) -> None:
    """Run `load` (which registers games, cards and lookups) when the registry is first used."""
    with lock:
        _pending.append(load)


def load_pending() -> None:
    """Run what was deferred, once, in order: each is taken off the list before it runs, so a
    registration that asks the registry does not run itself again."""
    if not _pending:  # the common case, once loaded: no lock to take
        return
    with lock:
        while _pending:
            _pending.pop(0)()
