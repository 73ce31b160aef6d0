"""One table per data folder: the first window holds a lock file there; a second one is told so
at start and may play without recording (its games would otherwise fight the first over the
recordings library) or quit.

The lock goes with its process: a table that was killed leaves a lock that the next start
finds stale (its process is gone) and takes over.
"""

from __future__ import annotations

from PySide6.QtCore import QLockFile

from playtester.userdata import home

LOCK_NAME = "playtester.lock"


def claim() -> QLockFile | None:
    """Take the data folder's lock; None when another running table holds it."""
    lock = QLockFile(str(home() / LOCK_NAME))
    return lock if lock.tryLock(200) else None


def holder() -> str:
    """Who holds the lock, in words ("process 1234"), as far as the lock file says."""
    pid, _host, _app = QLockFile(str(home() / LOCK_NAME)).getLockInfo()
    return f"process {pid}" if pid else "another window"


SECOND_WINDOW = (
    "playtester is already open with this data folder ({holder}).\n\n"
    "A second window would share its recordings library: play here without recording, "
    "or quit and use the window that is open."
)
