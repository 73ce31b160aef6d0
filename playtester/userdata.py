"""The user's data folder: card library, recordings, caches and settings files.

It defaults to the platform's data folder and moves with the environment variable
`PLAYTESTER_HOME` (tests always set it to a temporary folder). The program never writes next
to itself, only here.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from datetime import datetime
from pathlib import Path

APP = "playtester"
UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f]')  # not in a file name on some system


def platform_data_dir() -> Path:
    """Where desktop programs keep their data on this platform."""
    if sys.platform == "win32":
        base = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
        return Path(base) / APP
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP


_usable: dict[Path, Path] = {}  # a data folder asked for -> the one used (itself, or a stand-in)
problems: dict[Path, str] = {}  # a data folder that could not be used -> why, in words


def home() -> Path:
    """The data folder, created on first use. When it cannot be made or written (a read-only
    disk, a file in its place), a folder in the system's temporary space stands in for this
    session, and `problem()` says so: the program still starts, and the player is told."""
    configured = os.environ.get("PLAYTESTER_HOME")
    path = Path(configured).expanduser() if configured else platform_data_dir()
    used = _usable.get(path)
    if used is None:
        used = _usable[path] = _writable(path)
    return used


def _writable(path: Path) -> Path:
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".write-test", dir=path)
        os.close(fd)
        os.unlink(probe)
        return path
    except OSError as exc:
        stand_in = Path(tempfile.gettempdir()) / f"{APP}-session-{os.getpid()}"
        stand_in.mkdir(parents=True, exist_ok=True)
        problems[path] = (
            f"The data folder {path} cannot be written ({exc.strerror or exc}). This session "
            f"keeps its recordings and settings in {stand_in}, which is not kept."
        )
        return stand_in


def problem() -> str:
    """Why the data folder in use is a stand-in ("" when it is the one asked for)."""
    configured = os.environ.get("PLAYTESTER_HOME")
    path = Path(configured).expanduser() if configured else platform_data_dir()
    home()
    return problems.get(path, "")


def cache_dir(*parts: str) -> Path:
    """A cache folder: drawn faces and playmats. `PLAYTESTER_CACHE` moves it (tests share one
    across the session; deleting it only costs time)."""
    configured = os.environ.get("PLAYTESTER_CACHE")
    base = Path(configured).expanduser() if configured else home() / "cache"
    path = base.joinpath(*parts)
    path.mkdir(parents=True, exist_ok=True)
    return path


def safe_name(text: str) -> str:
    """`text` with the characters some file system refuses in a name made "_"."""
    return UNSAFE.sub("_", text)


def unique_name(stem: str, suffix: str, taken: set[str]) -> str:
    """A file name from `stem` made safe for any file system, not yet in `taken` (ignoring
    case, as some file systems do), which it joins."""
    stem = safe_name(stem).strip(" .") or "file"
    name, n = f"{stem}{suffix}", 1
    while name.casefold() in taken:
        n += 1
        name = f"{stem}-{n}{suffix}"
    taken.add(name.casefold())
    return name


def pictures_dir() -> Path:
    """Where downloaded card pictures are kept, named by set number (`cards fetch
    --pictures`); the renderer finds them there. Kept, unlike a cache: they cost downloads."""
    return home() / "pictures"


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
