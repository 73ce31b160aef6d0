"""Text in the recordings library that is not UTF-8: one damaged recording, never the library.

SQLite stores whatever bytes it is given as text; a row written by another tool (or damaged on
the disk) may hold bytes that are not UTF-8. They are read back as `bytes` (`text_or_bytes`,
the connection's text factory), which no reader takes for text, so each reader reports the
recording they belong to (`RecordingDamaged`) and the other recordings work. `unreadable`
finds such rows for the library's list.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection

# per table: the text columns, and what a damaged row is called ({0}: the row's node)
_TEXTS: dict[str, tuple[tuple[str, ...], str]] = {
    "steps": (("action", "phase", "events"), "step {0}"),
    "snapshots": (("state",), "the snapshot at step {0}"),
    "annotations": (("data",), "the annotations of step {0}"),
    "annotation_edits": (("before", "after"), "its annotation history"),
    "journal": (("op",), "its journal"),
}
# a recordings row's text columns, as a player knows them
COLUMNS = {"title": "its title", "meta": "its details", "start": "its start position",
           "status": "its state"}  # fmt: skip


def not_utf8(where: str) -> str:
    """What is wrong with a recording whose row holds bytes that are not UTF-8 text."""
    return f"there is text that is not UTF-8 in {where}"


def text_or_bytes(data: bytes) -> str | bytes:
    """A stored text as str; bytes that are not UTF-8 stay bytes, for the reader to report."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data


def unreadable(
    conn: sqlite3.Connection, recordings: Collection[int] | None = None
) -> dict[int, str]:
    """Each recording (of `recordings`, default all) holding text that is not UTF-8, with
    where it is ("there is text that is not UTF-8 in step 3"). One pass over the text columns."""
    found: dict[int, str] = {}
    tables = {"recordings": (tuple(COLUMNS), ""), **_TEXTS}
    before = conn.text_factory
    conn.text_factory = bytes  # read as stored: only text that is not ASCII needs decoding
    try:
        for table, (columns, what) in tables.items():
            key, node = ("id", "0") if table == "recordings" else ("recording", "node")
            if table in ("annotation_edits", "journal"):
                node = "0"
            sql = f"SELECT {key}, {node}, {', '.join(columns)} FROM {table}"
            params: list[int] = []
            if recordings is not None:
                params = sorted(set(recordings))
                sql += f" WHERE {key} IN ({', '.join('?' * len(params))})"
            for row in conn.execute(sql, params):
                for column, value in zip(columns, row[2:], strict=True):
                    if isinstance(value, bytes) and not _utf8(value) and row[0] not in found:
                        said = COLUMNS[column] if table == "recordings" else what.format(row[1])
                        found[row[0]] = not_utf8(said)
    finally:
        conn.text_factory = before
    return found


def _utf8(data: bytes) -> bool:
    if data.isascii():
        return True
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
