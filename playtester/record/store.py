"""The session library's SQLite file (`recordings.db` in the data folder): its tables and the
row reads and writes the recordings make.

One row per step, written and committed as the step happens, in WAL mode: a killed program
loses nothing that was committed (at most the action it was busy recording). `synchronous` is
NORMAL, which keeps every commit across a crash of the program; only a power cut may lose the
last commits. The layout is versioned in `info.schema_version`; a newer file is refused.

A file is checked when it is opened (`PRAGMA quick_check`, then every table and column this
layout expects): a damaged one raises LibraryDamaged, naming the file and what is wrong, and is
never changed; a missing table is made again only in a library that holds nothing.
(`library.move_aside` renames a damaged file so that a new library can start.) Reading a
damaged row raises RecordingDamaged; both are LibraryErrors.

Tables (every one keyed by `recording`):
- `recordings`: one row per recording: title, meta, start position, status, cursor summary.
- `steps`: the tree of steps: `node` (1, 2, ... in order of creation), `parent` (0: the start),
  `rank` (0: the main continuation of the parent), the action in notation, its events
  (`Event.to_dict()` list), override, actor, auto (a goldfish's move), `t` (ms since the
  epoch), and `turn`/`phase` as they were before the action.
- `journal`: what happened at the table, in order: `do` NODE, `undo`, `redo`, `goto` NODE
  ("play from here"), so the live cursor and the redo list come back on resume.
- `snapshots`: exact states (`codec.encode_state`) at node 0 and every `SNAPSHOT_EVERY` plies.
- `annotations`: each annotated step's annotations; `annotation_edits`: their undo history.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from playtester.record.damage import COLUMNS, not_utf8, text_or_bytes, unreadable
from playtester.record.database import Database
from playtester.record.tree import StepInfo

SCHEMA_VERSION = 1
FILE_NAME = "recordings.db"
MAX_ID = 2**63 - 1  # the largest SQLite integer: no recording has a larger number

_TABLES: dict[str, tuple[dict[str, type], tuple[str, ...]]] = {
    "recordings": (
        {
            "id": int,
            "title": str,
            "meta": str,
            "start": str,
            "created": int,
            "updated": int,
            "status": str,  # live | closed
            "winner": int,
            "nodes": int,
            "cursor": int,
            "ply": int,
            "turn": int,
        },
        ("id",),
    ),
    "steps": (
        {
            "recording": int,
            "node": int,
            "parent": int,
            "rank": int,
            "ply": int,
            "action": str,
            "override": int,
            "actor": int,
            "auto": int,
            "t": int,
            "turn": int,
            "phase": str,
            "events": str,
        },
        ("recording", "node"),
    ),
    "journal": (
        {"recording": int, "seq": int, "op": str, "node": int, "branch": int, "t": int},
        ("recording", "seq"),
    ),
    "snapshots": ({"recording": int, "node": int, "state": str}, ("recording", "node")),
    "annotations": ({"recording": int, "node": int, "data": str}, ("recording", "node")),
    "annotation_edits": (
        {
            "recording": int,
            "seq": int,
            "node": int,
            "before": str,
            "after": str,
            "undone": int,
            "t": int,
        },
        ("recording", "seq"),
    ),
    "info": ({"key": str, "value": str}, ("key",)),
}
# the types of a `steps` row: node, parent, rank, ply, action, override, actor, auto, t, turn,
# phase, events
_STEP_TYPES: tuple[type | tuple[type, ...], ...] = (
    int, int, int, int, str, int, int, int, int, int, (str, type(None)), str
)  # fmt: skip
_PER_RECORDING = ("steps", "journal", "snapshots", "annotations", "annotation_edits")


class LibraryError(RuntimeError):
    """The recordings library cannot be used (damaged, newer, unknown recording); says why."""


class LibraryDamaged(LibraryError):
    """The library file is damaged (SQLite finds it so, or a table or column is missing): it
    is left as it is; `move_aside(path)` sets it aside so that a new library can start."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"the recordings library {path} is damaged: {problem}")
        self.path = path
        self.problem = problem


class RecordingDamaged(LibraryError):
    """One recording's stored rows do not read back (a damaged file); the others may be fine."""

    def __init__(self, recording: int, problem: str) -> None:
        super().__init__(f"recording {recording} in the recordings library is damaged: {problem}")
        self.recording = recording
        self.problem = problem


def _failure(path: Path | None, exc: sqlite3.Error | UnicodeDecodeError) -> LibraryError:
    """An SQLite error as a LibraryError: LibraryDamaged when the file itself is bad."""
    text = str(exc)
    if path is not None and (isinstance(exc, UnicodeDecodeError) or "decode to UTF-8" in text):
        return LibraryDamaged(path, "it holds text that is not UTF-8")
    if path is not None and ("not a database" in text or "malformed" in text):
        return LibraryDamaged(path, f"it is not a database, or its pages are broken ({text})")
    if "disk is full" in text:
        return LibraryError(f"cannot write to the recordings library {path}: the disk is full")
    return LibraryError(f"cannot use the recordings library {path or '(in memory)'}: {text}")


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _quoted(name: str) -> str:
    """A name as SQL reads it, whatever a damaged file calls its tables."""
    return '"' + name.replace('"', '""') + '"'


def _check_version(path: Path, value: Any) -> None:
    """Refuse a layout version that is not a number (damaged) or newer than this program's."""
    try:
        version = int(value)
    except (TypeError, ValueError):
        raise LibraryDamaged(path, f"its layout version {value!r} is not a number") from None
    if version > SCHEMA_VERSION:
        raise LibraryError(
            f"the recordings library {path} was written by a newer playtester"
            f" (layout {version}; this one knows up to {SCHEMA_VERSION})"
        )


class Store:
    """The library file. `path=None`: a private in-memory library (for files opened to be
    printed or exported, never kept)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        if path is None:
            self.db = Database(None)
            self.db.conn.text_factory = text_or_bytes
            self._create()
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self.db = Database(path, timeout=5)
        except (OSError, sqlite3.Error) as exc:
            raise LibraryError(f"cannot open the recordings library {path}: {exc}") from None
        try:
            self._check(path)
            self.db.enable_wal()
            self.db.execute("PRAGMA synchronous=NORMAL")
            self._create()
        except LibraryError:
            self.db.close()
            raise
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            self.db.close()
            raise _failure(path, exc) from None
        # from here, text that is not UTF-8 in a row damages its recording, not the library
        self.db.conn.text_factory = text_or_bytes

    def _check(self, path: Path) -> None:
        """Refuse a damaged or newer file before anything is written to it."""
        found = self.db.execute("PRAGMA quick_check(5)").fetchall()
        if found != [("ok",)]:
            raise LibraryDamaged(path, f"SQLite finds it damaged ({found[0][0]})")
        tables = {
            name: {row[1] for row in self.db.execute(f"PRAGMA table_info({_quoted(name)})")}
            for (name,) in self.db.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        if "info" in tables and "value" in tables["info"] and "key" in tables["info"]:
            row = self.db.execute("SELECT value FROM info WHERE key='schema_version'").fetchone()
            if row is not None:
                _check_version(path, row[0])
        ours = [name for name in _TABLES if name in tables]
        if not ours:
            if tables:
                raise LibraryDamaged(path, "it is an SQLite file, but not a recordings library")
            return  # a new file
        for name in ours:
            lacking = [c for c in _TABLES[name][0] if c not in tables[name]]
            if lacking:
                columns = "column" + "s" * (len(lacking) > 1)
                raise LibraryDamaged(
                    path, f"its {name} table lacks the {columns} {', '.join(lacking)}"
                )
        missing = [name for name in _TABLES if name not in tables]
        held = any(
            self.db.execute(f"SELECT EXISTS (SELECT 1 FROM {name})").fetchone()[0]
            for name in ours
            if name != "info"
        )
        if missing and held:  # never make a table again, empty, in a library that has games
            if len(missing) == 1:
                raise LibraryDamaged(path, f"its {missing[0]} table is missing")
            raise LibraryDamaged(path, f"its tables {', '.join(missing)} are missing")

    def _create(self) -> None:
        with self.db.atomic():
            for name, (columns, pk) in _TABLES.items():
                not_null = {c for c in columns if c not in ("winner", "phase")}
                self.db.create_table(name, columns, pk, not_null if name != "info" else set())
            row = self.db.execute("SELECT value FROM info WHERE key='schema_version'").fetchone()
            if row is None:
                self.db.execute(
                    "INSERT INTO info (key, value) VALUES ('schema_version', ?)",
                    [str(SCHEMA_VERSION)],
                )
            elif self.path is not None:
                _check_version(self.path, row[0])

    def close(self) -> None:
        self.db.close()

    def _query(self, sql: str, params: Any = ()) -> tuple[list[str], list[tuple[Any, ...]]]:
        """The column names and rows of a query; LibraryError (LibraryDamaged for a bad file)
        if SQLite cannot read them."""
        try:
            cursor = self.db.execute(sql, params)
            return [d[0] for d in cursor.description or ()], cursor.fetchall()
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise _failure(self.path, exc) from None

    def _read(self, sql: str, params: Any = ()) -> list[tuple[Any, ...]]:
        return self._query(sql, params)[1]

    def _texts(self, recording: int, what: str, rows: list[tuple[Any, ...]]) -> None:
        """RecordingDamaged if a row holds text that is not UTF-8 (read back as bytes);
        `what` names the row ("step {0}": the row's first value)."""
        for row in rows:
            if any(isinstance(value, bytes) for value in row):
                raise RecordingDamaged(recording, not_utf8(what.format(*row)))

    def unreadable(self, recordings: list[int] | None = None) -> dict[int, str]:
        """The recordings (of `recordings`, default all) with text that is not UTF-8."""
        try:
            return unreadable(self.db.conn, recordings)
        except sqlite3.Error as exc:
            raise _failure(self.path, exc) from None

    def _named(self, sql: str, params: Any = ()) -> list[dict[str, Any]]:
        """The rows of a query as dicts by column name."""
        names, rows = self._query(sql, params)
        return [dict(zip(names, row, strict=True)) for row in rows]

    def atomic(self) -> Any:
        return self.db.atomic()

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        return self.db.execute(sql, params)

    def insert(self, table: str, row: dict[str, Any]) -> None:
        """A plain INSERT (the columns are this module's, never a file's)."""
        columns = ", ".join(row)
        marks = ", ".join("?" for _ in row)
        self.db.execute(f"INSERT INTO {table} ({columns}) VALUES ({marks})", list(row.values()))

    def insert_step(self, recording: int, info: StepInfo, rank: int, events: str) -> None:
        """One step of the tree; `events` is its JSON list of `Event.to_dict()` forms."""
        self.db.execute(
            "INSERT INTO steps (recording, node, parent, rank, ply, action, override, actor,"
            " auto, t, turn, phase, events) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [recording, info.node, info.parent, rank, info.ply, info.action, int(info.override),
             info.actor, int(info.auto), info.t, info.turn, info.phase, events],
        )  # fmt: skip

    def put_snapshot(self, recording: int, node: int, state: str) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO snapshots (recording, node, state) VALUES (?, ?, ?)",
            [recording, node, state],
        )

    def update_recording(self, recording: int, **values: Any) -> None:
        sets = ", ".join(f"{k} = ?" for k in values)
        self.db.execute(f"UPDATE recordings SET {sets} WHERE id = ?", [*values.values(), recording])

    # -- recordings -----------------------------------------------------------------------

    def new_recording(self, row: dict[str, Any]) -> int:
        cursor = self.db.execute(
            "INSERT INTO recordings (title, meta, start, created, updated, status, winner,"
            " nodes, cursor, ply, turn) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                row["title"],
                row["meta"],
                row["start"],
                row["created"],
                row["updated"],
                row["status"],
                row["winner"],
                row["nodes"],
                row["cursor"],
                row["ply"],
                row["turn"],
            ],
        )
        assert cursor.lastrowid is not None
        return int(cursor.lastrowid)

    def recording_row(self, recording: int) -> dict[str, Any]:
        rows = [] if recording > MAX_ID else self._named(
            "SELECT * FROM recordings WHERE id = ?", [recording]
        )  # fmt: skip
        if not rows:
            raise LibraryError(f"no recording {recording} in the recordings library")
        for column, said in COLUMNS.items():
            if isinstance(rows[0][column], bytes):
                raise RecordingDamaged(recording, not_utf8(said))
        return rows[0]

    def recording_rows(self, where: str = "", params: Any = ()) -> list[dict[str, Any]]:
        sql = "SELECT id, title, meta, created, updated, status, winner, nodes, cursor, ply, turn,"
        sql += " (SELECT COUNT(*) FROM steps WHERE steps.recording = recordings.id AND auto = 0)"
        # (UNION, not UNION ALL: each node once, so a damaged file whose steps lead back to
        # one already walked ends the walk instead of going round forever)
        sql += " AS played, (WITH RECURSIVE line(node) AS (SELECT 0 UNION"
        sql += " SELECT s.node FROM steps s JOIN line ON s.parent = line.node"
        sql += " WHERE s.recording = recordings.id AND s.rank = 0)"
        sql += " SELECT COUNT(*) - 1 FROM line) AS main"
        sql += f" FROM recordings {where} ORDER BY updated DESC, id DESC"
        return self._named(sql, params)

    def delete_recording(self, recording: int) -> None:
        with self.db.atomic():
            for table in _PER_RECORDING:
                self.db.execute(f"DELETE FROM {table} WHERE recording = ?", [recording])
            self.db.execute("DELETE FROM recordings WHERE id = ?", [recording])

    # -- rows of one recording ------------------------------------------------------------

    def steps(self, recording: int) -> list[tuple[StepInfo, str]]:
        """The steps of a recording with their events (JSON text), each parent before its
        children and siblings in rank order; RecordingDamaged for a row that does not read
        back, or a step whose parent is missing."""
        rows = self._read(
            "SELECT node, parent, rank, ply, action, override, actor, auto, t, turn, phase,"
            " events FROM steps WHERE recording = ? ORDER BY node",
            [recording],
        )
        self._texts(recording, "step {0}", rows)
        children: dict[int, list[tuple[Any, ...]]] = {}
        for row in rows:
            readable = all(map(isinstance, row, _STEP_TYPES))
            if not readable or row[0] < 1 or not {row[5], row[6], row[7]} <= {0, 1}:
                raise RecordingDamaged(recording, f"step {row[0]!r} is not readable")
            children.setdefault(row[1], []).append(row)
        out: list[tuple[StepInfo, str]] = []
        todo = [0]
        while todo:
            for row in sorted(children.pop(todo.pop(), []), key=lambda r: r[2]):
                node, parent, _rank, ply, action, override, actor, auto, t, turn, phase = row[:11]
                info = StepInfo(
                    node, parent, ply, action, bool(override), actor, bool(auto), t, turn, phase
                )
                out.append((info, row[11]))
                todo.append(node)
        if children:  # steps not reached from the start: their parent is missing, or a loop
            nodes = {row[0] for row in rows}
            parent = min(children, key=lambda p: (p in nodes, p))
            problem = f"follows a missing step {parent}" if parent not in nodes else "is cut off"
            raise RecordingDamaged(recording, f"step {children[parent][0][0]} {problem}")
        if len({info.node for info, _ in out}) != len(out):
            raise RecordingDamaged(recording, "a step number is used twice")
        return out

    def journal_rows(self, recording: int) -> list[tuple[Any, ...]]:
        rows = self._read(
            "SELECT seq, op, node, branch FROM journal WHERE recording = ? ORDER BY seq",
            [recording],
        )
        self._texts(recording, "its journal", rows)
        return rows

    def snapshot_nodes(self, recording: int) -> set[int]:
        rows = self._read("SELECT node FROM snapshots WHERE recording = ?", [recording])
        return {r[0] for r in rows if isinstance(r[0], int)}

    def snapshot(self, recording: int, node: int) -> str | None:
        rows = self._read(
            "SELECT state FROM snapshots WHERE recording = ? AND node = ?", [recording, node]
        )
        self._texts(recording, f"the snapshot at step {node}", rows)
        return None if not rows else str(rows[0][0])

    def annotation_rows(self, recording: int) -> list[tuple[Any, ...]]:
        rows = self._read("SELECT node, data FROM annotations WHERE recording = ?", [recording])
        self._texts(recording, "the annotations of step {0}", rows)
        return rows

    def edit_rows(self, recording: int) -> list[tuple[Any, ...]]:
        rows = self._read(
            "SELECT seq, node, before, after, undone FROM annotation_edits"
            " WHERE recording = ? ORDER BY seq",
            [recording],
        )
        self._texts(recording, "its annotation history", rows)
        return rows

    def set_annotations(self, recording: int, node: int, data: dict[str, Any]) -> None:
        self.db.execute(
            "DELETE FROM annotations WHERE recording = ? AND node = ?", [recording, node]
        )
        if data:
            self.insert("annotations", {"recording": recording, "node": node, "data": dumps(data)})
