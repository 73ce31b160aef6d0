"""The one definition of a card database file: the `cards` table, its full-text index, `meta`,
the schema version, and the migrations that bring an older file up to date.

The bundled `cards.db` (built by `scripts/build_cards_db.py`) and the user's card library
(`library.db`) share this layout, so one search query and one row reader serve both. The file
records its layout in `meta.schema_version`. An older file is migrated step by step (the
bundled file, which is never written, is migrated in an in-memory copy); a newer or damaged
file is refused with a message that names it (`check_library` looks over a user's library).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playtester.engine.cards import Card

__all__ = [
    "COLUMNS",
    "SCHEMA_VERSION",
    "CardDatabaseError",
    "CardLibraryDamaged",
    "card_row",
    "check_library",
    "create",
    "migrate",
    "open_readonly",
    "read_version",
    "row_card",
]

SCHEMA_VERSION = 1

# (column, SQL type and constraint, value given to rows that an older layout lacks)
_COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("game", "TEXT NOT NULL", "'vanguard'"),
    ("name", "TEXT NOT NULL", "''"),
    ("number", "TEXT NOT NULL", "''"),
    ("kind", "TEXT NOT NULL", "'unit'"),
    ("grade", "INTEGER", "0"),
    ("power", "INTEGER NOT NULL", "0"),
    ("shield", "INTEGER NOT NULL", "0"),
    ("critical", "INTEGER NOT NULL", "1"),
    ("clan", "TEXT NOT NULL", "''"),
    ("race", "TEXT NOT NULL", "''"),
    ("trigger", "TEXT", "NULL"),
    ("trigger_power", "INTEGER NOT NULL", "5000"),
    ("skills", "TEXT NOT NULL", "''"),
    ("gift", "TEXT", "NULL"),
    ("sentinel", "INTEGER NOT NULL", "0"),
    ("text", "TEXT NOT NULL", "''"),
    ("source", "TEXT NOT NULL", "?"),  # bundled | imported | custom: the file's own default
)
COLUMNS: tuple[str, ...] = tuple(column for column, _, _ in _COLUMNS)
SOURCES = ("bundled", "imported", "custom")


class CardDatabaseError(RuntimeError):
    """A card database file is missing, damaged or of an unknown layout; the message names it."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"cannot read the card database {path}: {problem}")
        self.path = path
        self.problem = problem


class CardLibraryDamaged(CardDatabaseError):
    """The user's card library is damaged (SQLite finds it so, or a table, column, index or
    trigger is missing); it is left as it is, and `library.move_aside(path)` sets it aside."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(path, problem)
        self.args = (f"your card library {path} is damaged: {problem}",)


def _cards_table_sql(table: str) -> str:
    columns = ",\n".join(f'   "{column}" {sql}' for column, sql, _ in _COLUMNS)
    return f'CREATE TABLE "{table}" (\n{columns},\n   PRIMARY KEY ("game", "name")\n)'


# Full-text index over name and text, kept in step with `cards` by triggers. Prefix indexes make
# search-as-you-type ("blas" -> "Blaster ...") fast; accents are ignored ("eclair" finds "Éclair").
_FTS_INSERT = (
    'INSERT INTO "cards_fts" (rowid, "name", "text") VALUES (new.rowid, new."name", new."text");'
)
_FTS_DELETE = (
    'INSERT INTO "cards_fts" ("cards_fts", rowid, "name", "text")'
    ' VALUES (\'delete\', old.rowid, old."name", old."text");'
)
_FTS_SQL = (
    'CREATE VIRTUAL TABLE "cards_fts" USING FTS5 ("name", "text", content="cards",'
    " prefix='1 2 3', tokenize='unicode61 remove_diacritics 2')",
    f'CREATE TRIGGER "cards_ai" AFTER INSERT ON "cards" BEGIN\n  {_FTS_INSERT}\nEND',
    f'CREATE TRIGGER "cards_ad" AFTER DELETE ON "cards" BEGIN\n  {_FTS_DELETE}\nEND',
    f'CREATE TRIGGER "cards_au" AFTER UPDATE ON "cards" BEGIN\n'
    f"  {_FTS_DELETE}\n  {_FTS_INSERT}\nEND",
)
# Listing by name ignoring case (search results, filter-only searches) reads this index in order.
_INDEX_SQL = 'CREATE INDEX "cards_by_name" ON "cards" ("game", "name" COLLATE NOCASE)'
_META_SQL = 'CREATE TABLE "meta" ("key" TEXT PRIMARY KEY, "value" TEXT NOT NULL)'


def create(conn: sqlite3.Connection) -> None:
    """Create the current layout in an empty database (the caller commits)."""
    conn.execute(_cards_table_sql("cards"))
    conn.execute(_INDEX_SQL)
    for statement in _FTS_SQL:
        conn.execute(statement)
    conn.execute(_META_SQL)
    _set_version(conn, SCHEMA_VERSION)


def _set_version(conn: sqlite3.Connection, version: int) -> None:
    conn.execute(
        "INSERT INTO meta (key, value) VALUES ('schema_version', ?)"
        " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (str(version),),
    )


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def read_version(conn: sqlite3.Connection, path: Path) -> int | None:
    """The file's schema version: None for an empty file, 0 for the unversioned first layout."""
    try:
        tables = _tables(conn)
        if "cards" not in tables:
            if tables:
                raise CardDatabaseError(path, "it is an SQLite file but holds no card table")
            return None
        if "meta" not in tables:
            return 0
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    except sqlite3.DatabaseError as exc:
        raise CardDatabaseError(path, explain(exc)) from None
    if row is None:
        return 0
    try:
        return int(row[0])
    except (TypeError, ValueError):
        raise CardDatabaseError(path, f"its schema version {row[0]!r} is not a number") from None


def explain(exc: sqlite3.Error) -> str:
    """A database error as a reader understands it."""
    text = str(exc)
    if "not a database" in text or "malformed" in text:
        return f"it is not a card database, or it is damaged ({text})"
    if "disk is full" in text:
        return "the disk is full (or the file reached its size limit); nothing was written"
    return text


def check_version(version: int, path: Path) -> None:
    """Refuse a file written by a newer program: reading it could lose what it holds."""
    if version > SCHEMA_VERSION:
        raise CardDatabaseError(
            path,
            f"it has schema version {version}, but this program reads up to version"
            f" {SCHEMA_VERSION}; update playtester to open it",
        )


def _to_v1(conn: sqlite3.Connection, source: str) -> None:
    """0 -> 1: the unversioned layout gains `source` (and any column it lacked), `meta`, and a
    rebuilt full-text index. The table is copied so that it ends exactly as `create` makes it."""
    have = {row[1] for row in conn.execute('PRAGMA table_info("cards")')}
    for name in ("cards_ai", "cards_ad", "cards_au"):
        conn.execute(f'DROP TRIGGER IF EXISTS "{name}"')
    conn.execute('DROP TABLE IF EXISTS "cards_fts"')
    conn.execute('DROP TABLE IF EXISTS "cards_new"')
    conn.execute(_cards_table_sql("cards_new"))
    values = [
        f'"{column}"' if column in have else ("?" if default == "?" else default)
        for column, _, default in _COLUMNS
    ]
    targets = ", ".join(f'"{column}"' for column in COLUMNS)
    params = [source] if "source" not in have else []
    conn.execute(
        f'INSERT INTO "cards_new" ({targets}) SELECT {", ".join(values)} FROM "cards"', params
    )
    conn.execute('DROP TABLE "cards"')
    conn.execute('ALTER TABLE "cards_new" RENAME TO "cards"')
    conn.execute(_INDEX_SQL)
    for statement in _FTS_SQL:
        conn.execute(statement)
    conn.execute("INSERT INTO cards_fts (cards_fts) VALUES ('rebuild')")
    if "meta" not in _tables(conn):
        conn.execute(_META_SQL)


# MIGRATIONS[n] brings a file from version n to n + 1; `source` is the file's default source.
MIGRATIONS: list[Callable[[sqlite3.Connection, str], None]] = [_to_v1]
assert len(MIGRATIONS) == SCHEMA_VERSION


def migrate(conn: sqlite3.Connection, version: int, source: str) -> None:
    """Run every step from `version` to SCHEMA_VERSION (inside the caller's transaction)."""
    for step in range(version, SCHEMA_VERSION):
        MIGRATIONS[step](conn, source)
        _set_version(conn, step + 1)


def check_columns(conn: sqlite3.Connection, path: Path) -> None:
    """Refuse a card table that lacks a column of this layout."""
    have = {row[1] for row in conn.execute('PRAGMA table_info("cards")')}
    missing = [column for column in COLUMNS if column not in have]
    if missing:
        raise CardDatabaseError(path, f"its card table lacks the column(s) {', '.join(missing)}")


# the search index's own tables, and the triggers that keep it up to date
_FTS_PARTS = ("cards_fts_data", "cards_fts_idx", "cards_fts_docsize", "cards_fts_config",
              "cards_ai", "cards_ad", "cards_au")  # fmt: skip


def check_library(conn: sqlite3.Connection, path: Path) -> int | None:
    """The schema version of a library file, after checking that nothing in it is damaged;
    None for a new, empty file."""
    found = conn.execute("PRAGMA quick_check(5)").fetchall()
    if found != [("ok",)]:
        raise CardLibraryDamaged(path, f"SQLite finds it damaged ({found[0][0]})")
    try:
        version = read_version(conn, path)
    except CardDatabaseError as exc:
        raise CardLibraryDamaged(path, exc.problem) from None
    if version is None:
        return None
    check_version(version, path)  # newer: refused, but not damaged
    if version < SCHEMA_VERSION:
        return version  # migrated (from a copy kept aside) when opened
    try:
        check_columns(conn, path)
    except CardDatabaseError as exc:
        raise CardLibraryDamaged(path, exc.problem) from None
    have = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
    if "cards_fts" not in have:
        raise CardLibraryDamaged(path, "its search index cards_fts is missing")
    for name in _FTS_PARTS:
        if name not in have:
            raise CardLibraryDamaged(path, f"its search index is incomplete ({name} is missing)")
    imported = conn.execute("SELECT EXISTS (SELECT 1 FROM cards WHERE source = 'imported')")
    if "inferred" not in have and imported.fetchone()[0]:  # it held what was inferred
        raise CardLibraryDamaged(path, "its inferred table is missing")
    return version


def open_readonly(path: Path, source: str = "bundled") -> sqlite3.Connection:
    """A read-only connection to a card database, never writing to the file.

    A current file is opened as it is; an older one is copied into memory and migrated there.
    The connection accepts URIs, so other files can be ATTACHed to it.
    """
    path = Path(path).resolve()
    if not path.is_file():
        raise CardDatabaseError(path, "no such file")
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, check_same_thread=False)
    except sqlite3.Error as exc:
        raise CardDatabaseError(path, explain(exc)) from None
    try:
        version = read_version(conn, path)
        if version is None:
            raise CardDatabaseError(path, "the file is empty")
        check_version(version, path)
        if version < SCHEMA_VERSION:
            memory = sqlite3.connect("file::memory:", uri=True, check_same_thread=False)
            conn.backup(memory)
            conn.close()
            conn = memory
            with conn:
                migrate(conn, version, source)
        check_columns(conn, path)
    except sqlite3.DatabaseError as exc:
        conn.close()
        raise CardDatabaseError(path, explain(exc)) from None
    except BaseException:
        conn.close()
        raise
    return conn


SELECT_COLUMNS = ", ".join(f'"{column}"' for column in COLUMNS if column != "source")


def card_row(card: Card, source: str) -> tuple[Any, ...]:
    """The `cards` row of a card, in COLUMNS order."""
    return (
        card.game,
        card.name,
        card.number,
        card.kind,
        card.grade,
        card.power,
        card.shield,
        card.critical,
        card.clan,
        card.race,
        card.trigger,
        card.trigger_power,
        ",".join(card.skills),
        card.gift,
        int(card.sentinel),
        card.text,
        source,
    )


_NONE = type(None)
# the types of a row read with SELECT_COLUMNS, in order
_ROW_TYPES: tuple[type | tuple[type, ...], ...] = (
    str, str, str, str, (int, _NONE), int, int, int, str, str, (str, _NONE), int, str,
    (str, _NONE), int, str,
)  # fmt: skip


def row_card(row: tuple[Any, ...] | sqlite3.Row) -> Card:
    """The Card of a row read with SELECT_COLUMNS (every column but `source`); ValueError for a
    row whose values are not of their column's type (a damaged file)."""
    if len(row) < len(_ROW_TYPES) or not all(map(isinstance, row, _ROW_TYPES)):
        raise ValueError(f"the card {row[1] if len(row) > 1 else '?'!r} is not readable")
    (game, name, number, kind, grade, power, shield, critical, clan, race) = row[:10]
    trigger, trigger_power, skills, gift, sentinel, text = row[10:16]
    return Card(
        name=name,
        grade=grade,
        power=power,
        shield=shield,
        critical=critical,
        clan=clan,
        kind=kind,
        trigger=trigger,
        trigger_power=trigger_power,
        skills=tuple(s for s in skills.split(",") if s),
        gift=gift,
        sentinel=bool(sentinel),
        race=race,
        text=text,
        number=number,
        game=game,
    )
