"""The user's data folder: card library, recordings, caches and settings files.

It defaults to the platform's data folder and moves with the environment variable
`PLAYTESTER_HOME` (tests always set it to a temporary folder). The program never writes next
to itself, only here.
"""

from __future__ import annotations

import atexit
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import datetime

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
_unwritable: dict[Path, str] = {}  # a data folder that cannot be written -> why, in words
problems: dict[Path, str] = {}  # a data folder that could not be used -> what that means, in words
STAND_IN = f"{APP}-session-"  # + the process id and a few letters: the stand-ins' folder names
READ = ("recordings.db", "library.db", "settings.ini")  # what a stand-in starts with, copied


def asked() -> Path:
    """The data folder asked for: `PLAYTESTER_HOME`, else the platform's (whether or not it can
    be written; `home()` is the one in use)."""
    configured = os.environ.get("PLAYTESTER_HOME")
    return Path(configured).expanduser() if configured else platform_data_dir()


def home() -> Path:
    """The data folder, created on first use. When it cannot be made or written (a read-only
    disk, a file in its place), a folder in the system's temporary space stands in for this
    session, starting with copies of the libraries and settings the data folder holds, so that
    its recordings and cards are still read; `problem()` says so: the program still starts,
    and the player is told. The stand-in is removed when the program ends."""
    path = asked()
    used = _usable.get(path)
    if used is None:
        why = unwritable(path)
        used = _usable[path] = path if not why else _stand_in_for(path, why)
    return used


def unwritable(path: Path) -> str:
    """Why the data folder `path` cannot be made or written, in words ("" when it can); asked
    once a session."""
    if path not in _unwritable:
        try:
            _probe(path)
            _unwritable[path] = ""
        except OSError as exc:
            _unwritable[path] = exc.strerror or str(exc)
    return _unwritable[path]


def _probe(path: Path) -> None:
    """Make the folder and a file in it (removed again); OSError when either cannot be."""
    path.mkdir(parents=True, exist_ok=True)
    fd, probe = tempfile.mkstemp(prefix=".write-test", dir=path)
    os.close(fd)
    os.unlink(probe)


def _stand_in_for(path: Path, why: str) -> Path:
    """A new stand-in folder for `path`, holding copies of what the session reads from it."""
    _sweep()
    stand_in = Path(tempfile.mkdtemp(prefix=f"{STAND_IN}{os.getpid()}-"))
    atexit.register(shutil.rmtree, stand_in, ignore_errors=True)
    copied, unread = 0, []
    for name in READ:
        for part in (name, f"{name}-wal") if name.endswith(".db") else (name,):
            try:
                if (path / part).is_file():  # a regular file only: never a pipe or a device
                    shutil.copyfile(path / part, stand_in / part)
                    copied += 1
            except OSError as exc:
                (stand_in / part).unlink(missing_ok=True)
                unread.append(f"{part} ({exc.strerror or exc})")
    reads = "reads its recordings, cards and settings from copies in" if copied else "works in"
    said = f" It could not read {', '.join(unread)}." if unread else ""
    problems[path] = (
        f"The data folder {path} cannot be written ({why}). This session {reads} {stand_in};"
        f" what it adds there (games played, settings changed) is not kept.{said}"
    )
    return stand_in


def _sweep() -> None:
    """Remove the stand-ins that sessions killed before they could end left behind: this
    user's, whose process is gone. (Where a process cannot be asked about, none is removed.)"""
    if not hasattr(os, "getuid"):
        return
    for folder in Path(tempfile.gettempdir()).glob(f"{STAND_IN}*"):
        pid = folder.name.removeprefix(STAND_IN).split("-")[0]
        try:
            if not pid.isdigit() or folder.lstat().st_uid != os.getuid() or _alive(int(pid)):
                continue
        except OSError:
            continue
        shutil.rmtree(folder, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process is there
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return pid > 0
    return True


def problem() -> str:
    """Why the data folder in use is a stand-in ("" when it is the one asked for)."""
    home()
    return problems.get(asked(), "")


def cannot_keep(done: str) -> str:
    """Why a command that keeps something in the data folder must not run ("" when it may):
    written to a stand-in, it would be thrown away at the end of the session. `done` says
    what was therefore not done ("nothing was imported")."""
    path = asked()
    why = unwritable(path)
    if not why:
        return ""
    return (
        f"the data folder {path} cannot be written ({why}), and what this session adds is"
        f" thrown away when it ends; {done}"
    )


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
    --pictures`); the renderer finds them there. Kept, unlike a cache: they cost downloads.
    A data folder that cannot be written still holds its pictures: they are read there."""
    return asked() / "pictures" if unwritable(asked()) else home() / "pictures"


def move_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename a damaged data file (a library) to `NAME.damaged-YYYYmmdd-HHMMSS.EXT`, with its
    SQLite `-wal` and `-shm` files, so that a new one can start; nothing is deleted. Returns
    the new path. The file must be closed first; OSError if it cannot be renamed."""
    from datetime import datetime  # only when a file is set aside: start-up counts

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
