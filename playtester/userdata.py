"""The user's data folder: card library, recordings, caches and settings files.

It defaults to the platform's data folder and moves with the environment variable
`PLAYTESTER_HOME` (tests always set it to a temporary folder). The program never writes next
to itself, only here.
"""

from __future__ import annotations

import os
import sys
from datetime import datetime
from pathlib import Path

APP = "playtester"


def platform_data_dir() -> Path:
    """Where desktop programs keep their data on this platform."""
    if sys.platform == "win32":
        base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
        return Path(base) / APP
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP


def home() -> Path:
    """The data folder, created on first use."""
    configured = os.environ.get("PLAYTESTER_HOME")
    path = Path(configured).expanduser() if configured else platform_data_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir(*parts: str) -> Path:
    """A cache folder: drawn faces and playmats. `PLAYTESTER_CACHE` moves it (tests share one
    across the session; deleting it only costs time)."""
    configured = os.environ.get("PLAYTESTER_CACHE")
    base = Path(configured).expanduser() if configured else home() / "cache"
    path = base.joinpath(*parts)
    path.mkdir(parents=True, exist_ok=True)
    return path


def move_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename a damaged data file (a library) to `NAME.damaged-YYYYmmdd-HHMMSS.EXT`, with its
    SQLite `-wal` and `-shm` files, so that a new one can start; nothing is deleted. Returns
    the new path. The file must be closed first; OSError if it cannot be renamed."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    count = 1
    while any(Path(f"{target}{end}").exists() for end in ("", "-wal", "-shm")):
        count += 1
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{count}{path.suffix}")
    path.rename(target)
    for end in ("-wal", "-shm"):  # the journal belongs with its file, under the new name
        journal = Path(f"{path}{end}")
        if journal.exists():
            journal.rename(Path(f"{target}{end}"))
    return target
