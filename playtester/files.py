"""The files a player names, read and written safely (every reader and export goes through here).

Reading: only a regular file is read, and never more than the reader's limit. A named pipe
would wait for a writer for ever and a device such as `/dev/zero` never ends, so anything that
is not a regular file is refused, from its `stat`, before it is opened for reading.

Writing: a file a player cares about (a lesson, a saved game, an exported recording) is written
to a temporary file beside it and renamed into place, so a failure midway (a full disk, the
program killed) leaves the earlier file as it was, never empty or cut.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["NotAFile", "TooLarge", "read_at_most", "replacing", "write_bytes"]

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
    (stat.S_ISSOCK, "a socket"),
)


class NotAFile(OSError):
    """The path names something other than a regular file (a folder, a device, a pipe)."""

    def __init__(self, path: Path, kind: str) -> None:
        super().__init__(0, f"it is {kind}, not a regular file", str(path))
        self.kind = kind

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


class TooLarge(OSError):
    """The file holds more than the reader's limit (`size`: its size when known)."""

    def __init__(self, path: Path, limit: int, size: int | None) -> None:
        said = f"{size:,} bytes, more than" if size is not None else "more than"
        super().__init__(0, f"it holds {said} the {limit:,} bytes it may", str(path))
        self.limit, self.size = limit, size

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


def _refuse(path: Path, mode: int) -> None:
    if not stat.S_ISREG(mode):
        kind = next((said for test, said in _KINDS if test(mode)), "not a file")
        raise NotAFile(path, kind)


def read_at_most(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file at `path`: NotAFile for anything else, TooLarge for more
    than `limit` bytes (at most `limit` + 1 are read); OSError when it cannot be read."""
    path = Path(path)
    _refuse(path, os.stat(path).st_mode)  # before opening: opening a pipe waits for a writer
    # O_NONBLOCK: a pipe put in its place since does not stop the open; fstat then refuses it
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as file:
        found = os.fstat(fd)
        _refuse(path, found.st_mode)
        if found.st_size > limit:
            raise TooLarge(path, limit, found.st_size)
        data = file.read(limit + 1)  # a file that grew since: never more than the limit
    if len(data) > limit:
        raise TooLarge(path, limit, None)
    return data


@contextmanager
def replacing(path: Path | str) -> Iterator[Path]:
    """A new temporary file beside `path` for the block to write; renamed over `path` when the
    block ends, removed if it fails. OSError (the system's reason) if it cannot be made."""
    path = Path(path)
    while True:
        temporary = path.with_name(f".{path.name}.{os.urandom(4).hex()}.part")
        try:  # made as open() makes a file (its mode from the umask), and never an old one
            os.close(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
            break
        except FileExistsError:
            continue
        except OSError as exc:  # the player's file is named, not the temporary one
            raise OSError(exc.errno, exc.strerror, str(path)) from None
    try:
        yield temporary
        with open(temporary, "rb+") as written:
            os.fsync(written.fileno())  # on the disk before it takes the old file's place
        try:
            os.replace(temporary, path)
        except OSError as exc:
            raise OSError(exc.errno, exc.strerror, str(path)) from None
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def write_bytes(path: Path | str, data: bytes) -> None:
    """Write `data` to `path` through a temporary file (see `replacing`)."""
    with replacing(path) as temporary:
        temporary.write_bytes(data)
