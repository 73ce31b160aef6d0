"""Whether the user's card library file is as SQLite's `quick_check` last found it whole: its
state then (the file's and its write-ahead log's inode, size, modification and change times) is
kept in the data folder (`library.checked`), and an open that finds the file in that state
skips the check (about 19 ms for 21,000 printings, on every start). Any write to either file
changes its times, so a file damaged since (by a write of any kind) is checked, and reported,
when it is next opened; the table's and the games' checks of its tables and columns still run
on every open."""

from __future__ import annotations

import contextlib
from pathlib import Path

from playtester import files

RECORD = "library.checked"  # beside the library, in the data folder


def state(path: Path) -> str:
    """What any write to the file or its write-ahead log changes ("-" for a log that is not
    there or empty: each connection makes its own, and it holds nothing until written); ""
    when the file cannot be looked at (it is then always checked)."""
    parts = []
    for each in (path, path.with_name(f"{path.name}-wal")):
        try:
            found = each.stat()
        except OSError:
            found = None
        if found is None or (each != path and found.st_size == 0):
            if each == path:
                return ""
            parts.append("-")
        else:
            times = f"{found.st_mtime_ns}:{found.st_ctime_ns}"
            parts.append(f"{found.st_ino}:{found.st_size}:{times}")
    return " ".join(parts)


def found_whole(path: Path) -> bool:
    """The file is unchanged since SQLite's check last found it whole (the record beside it
    names this state)."""
    now = state(path)
    if not now:
        return False
    try:
        kept = files.read_at_most(path.with_name(RECORD), 4096).decode("utf-8", "replace")
    except OSError:
        return False
    return kept.strip() == f"{path.name} {now}"


def remember_whole(path: Path) -> None:
    """SQLite's check has just found the file whole: keep its state (nothing is kept when the
    data folder cannot be written: the next open checks again)."""
    now = state(path)
    if now:
        with contextlib.suppress(OSError):
            files.write_bytes(path.with_name(RECORD), f"{path.name} {now}\n".encode())
