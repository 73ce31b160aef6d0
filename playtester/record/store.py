"""The session library's SQLite file (`recordings.db` in the data folder): its tables and the
row reads and writes the recordings make.

One row per step, written and committed as the step happens, in WAL mode: a killed program
loses nothing that was committed (at most the action it was busy recording). `synchronous` is
NORMAL, which keeps every commit across a crash of the program; only a power cut may lose the
last commits. The layout is versioned in `info.schema_version`; a newer file is refused.

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

from sqlite_utils import Database

from playtester.record.tree import StepInfo

SCHEMA_VERSION = 1
FILE_NAME = "recordings.db"

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
_PER_RECORDING = ("steps", "journal", "snapshots", "annotations", "annotation_edits")


class LibraryError(RuntimeError):
    """The session library cannot be used (damaged, newer, unknown recording); says why."""


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class Store:
    """The library file. `path=None`: a private in-memory library (for files opened to be
    printed or exported, never kept)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        try:
            if path is None:
                self.db = Database(memory=True)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                self.db = Database(path)
                self.db.enable_wal()
                self.db.execute("PRAGMA synchronous=NORMAL")
                self.db.execute("PRAGMA busy_timeout=5000")
            self._create()
        except sqlite3.DatabaseError as exc:
            raise LibraryError(f"cannot open the session library {path}: {exc}") from None

    def _create(self) -> None:
        with self.db.atomic():
            for name, (columns, pk) in _TABLES.items():
                not_null = {c for c in columns if c not in ("winner", "phase")}
                self.db[name].create(  # type: ignore[union-attr]
                    columns,
                    pk=pk if len(pk) > 1 else pk[0],
                    if_not_exists=True,
                    not_null=not_null if name != "info" else None,
                )
            row = self.db.execute("SELECT value FROM info WHERE key='schema_version'").fetchone()
            if row is None:
                self.db.execute(
                    "INSERT INTO info (key, value) VALUES ('schema_version', ?)",
                    [str(SCHEMA_VERSION)],
                )
            elif int(row[0]) > SCHEMA_VERSION:
                raise LibraryError(
                    f"the session library {self.path} was written by a newer playtester"
                    f" (layout {row[0]}; this one knows up to {SCHEMA_VERSION})"
                )

    def close(self) -> None:
        self.db.close()

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
        cursor = self.db.execute("SELECT * FROM recordings WHERE id = ?", [recording])
        row = cursor.fetchone()
        if row is None:
            raise LibraryError(f"no recording {recording} in the session library")
        return dict(zip([d[0] for d in cursor.description], row, strict=True))

    def recording_rows(self, where: str = "", params: Any = ()) -> list[dict[str, Any]]:
        sql = "SELECT id, title, meta, created, updated, status, winner, nodes, cursor, ply, turn,"
        sql += " (SELECT COUNT(*) FROM steps WHERE steps.recording = recordings.id AND auto = 0)"
        sql += " AS played, (WITH RECURSIVE line(node) AS (SELECT 0 UNION ALL"
        sql += " SELECT s.node FROM steps s JOIN line ON s.parent = line.node"
        sql += " WHERE s.recording = recordings.id AND s.rank = 0)"
        sql += " SELECT COUNT(*) - 1 FROM line) AS main"
        sql += f" FROM recordings {where} ORDER BY updated DESC, id DESC"
        cursor = self.db.execute(sql, params)
        names = [d[0] for d in cursor.description]
        return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]

    def delete_recording(self, recording: int) -> None:
        with self.db.atomic():
            for table in _PER_RECORDING:
                self.db.execute(f"DELETE FROM {table} WHERE recording = ?", [recording])
            self.db.execute("DELETE FROM recordings WHERE id = ?", [recording])

    # -- rows of one recording ------------------------------------------------------------

    def step_rows(self, recording: int) -> list[tuple[Any, ...]]:
        return self.db.execute(
            "SELECT node, parent, rank, ply, action, override, actor, auto, t, turn, phase,"
            " events FROM steps WHERE recording = ? ORDER BY node",
            [recording],
        ).fetchall()

    def journal_rows(self, recording: int) -> list[tuple[Any, ...]]:
        return self.db.execute(
            "SELECT seq, op, node, branch FROM journal WHERE recording = ? ORDER BY seq",
            [recording],
        ).fetchall()

    def snapshot_nodes(self, recording: int) -> set[int]:
        rows = self.db.execute("SELECT node FROM snapshots WHERE recording = ?", [recording])
        return {int(r[0]) for r in rows.fetchall()}

    def snapshot(self, recording: int, node: int) -> str | None:
        row = self.db.execute(
            "SELECT state FROM snapshots WHERE recording = ? AND node = ?", [recording, node]
        ).fetchone()
        return None if row is None else str(row[0])

    def annotation_rows(self, recording: int) -> list[tuple[int, str]]:
        return self.db.execute(
            "SELECT node, data FROM annotations WHERE recording = ?", [recording]
        ).fetchall()

    def edit_rows(self, recording: int) -> list[tuple[Any, ...]]:
        return self.db.execute(
            "SELECT seq, node, before, after, undone FROM annotation_edits"
            " WHERE recording = ? ORDER BY seq",
            [recording],
        ).fetchall()

    def set_annotations(self, recording: int, node: int, data: dict[str, Any]) -> None:
        self.db.execute(
            "DELETE FROM annotations WHERE recording = ? AND node = ?", [recording, node]
        )
        if data:
            self.insert("annotations", {"recording": recording, "node": node, "data": dumps(data)})
