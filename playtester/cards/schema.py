"""The one definition of a card database file: the `cards` table (the core of every card), each
game's attribute table, the full-text index, `meta`, the schema version, and the migrations that
bring an older file up to date.

The bundled `cards.db` (built by `scripts/build_cards_db.py`) and the user's card library
(`library.db`) share this layout, so one search query and one row reader serve both (see
`rows.py` for a card as rows). The file records its layout in `meta.schema_version`. An older
file is migrated step by step (the bundled file, which is never written, is migrated in an
in-memory copy); a newer or damaged file is refused with a message that names it
(`check_library` looks over a user's library). A game that becomes known after a file was
written gets its table when the library is next opened (`add_game_tables`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from playtester.cards.rows import CORE_COLUMNS, attribute_table_sql, game_tables

__all__ = [
    "COLUMNS",
    "SCHEMA_VERSION",
    "UNSPACED",
    "CardDatabaseError",
    "CardLibraryDamaged",
    "add_game_tables",
    "add_library_tables",
    "check_library",
    "create",
    "migrate",
    "open_readonly",
    "read_version",
]

SCHEMA_VERSION = 7

# the columns of `cards`: `id` keys each card's row in its game's table and in the search index
COLUMNS: tuple[str, ...] = ("id", *CORE_COLUMNS, "source")
SOURCES = ("bundled", "imported", "custom")
_CARDS_SQL = (
    'CREATE TABLE "cards" (\n   "id" INTEGER PRIMARY KEY,\n'
    + "".join(f'   "{column}" TEXT NOT NULL,\n' for column in COLUMNS[1:])
    + '   UNIQUE ("game", "name", "number")\n)'
)
# the library's own tables: the evidence of each field decided for an imported card (one row
# per field, deleted with its card), and the fields the user set (`card edit`, or an answer at
# the table), which every later import of that name (or of that printing) keeps
INFERRED_SQL = (
    'CREATE TABLE IF NOT EXISTS "inferred" (\n   "card" INTEGER NOT NULL REFERENCES "cards" ("id"),'
    '\n   "field" TEXT NOT NULL,\n   "rule" TEXT NOT NULL,\n   "evidence" TEXT NOT NULL,'
    '\n   PRIMARY KEY ("card", "field")\n) WITHOUT ROWID',
    'CREATE TRIGGER IF NOT EXISTS "inferred_ad" AFTER DELETE ON "cards"'
    ' BEGIN DELETE FROM "inferred" WHERE "card" = old."id"; END',
)
FIXES_SQL = (
    'CREATE TABLE IF NOT EXISTS "fixes" (\n   "game" TEXT NOT NULL,\n   "name" TEXT NOT NULL,'
    '\n   "number" TEXT NOT NULL,\n   "field" TEXT NOT NULL,\n   "value" TEXT NOT NULL,'
    '\n   "said" TEXT NOT NULL,\n   PRIMARY KEY ("game", "name", "number", "field")\n)'
)

# the reading of each imported card's printed text by its game's reader (the abilities with the
# span each came from, as the reader keeps them), with the reader's version: a reading of
# another version is read again at the next import; deleted with its card, or its text
READINGS_SQL = (
    'CREATE TABLE IF NOT EXISTS "readings" (\n'
    '   "card" INTEGER PRIMARY KEY REFERENCES "cards" ("id"),\n'
    '   "version" TEXT NOT NULL,\n   "reading" TEXT NOT NULL\n)',
    'CREATE TRIGGER IF NOT EXISTS "readings_ad" AFTER DELETE ON "cards"'
    ' BEGIN DELETE FROM "readings" WHERE "card" = old."id"; END',
    # a text changed by a program that keeps no readings (an older one) is read again too
    'CREATE TRIGGER IF NOT EXISTS "readings_au" AFTER UPDATE OF "text" ON "cards"'
    ' WHEN old."text" IS NOT new."text"'
    ' BEGIN DELETE FROM "readings" WHERE "card" = old."id"; END',
)


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


MOVE_ASIDE = (
    "`playtester cards move-aside` sets it aside (renamed, nothing is deleted) and starts an"
    " empty one"
)


def said(exc: CardDatabaseError) -> str:
    """A card database error in one sentence; for a damaged library, how to set it aside."""
    return f"{exc}; {MOVE_ASIDE}" if isinstance(exc, CardLibraryDamaged) else str(exc)


# Full-text index over name and text, kept in step with `cards` by triggers. Prefix indexes make
# search-as-you-type ("blas" -> "Blaster ...") fast; accents are ignored ("eclair" finds "Éclair").
# A second index of the same columns cuts them into trigrams, so that a run of Japanese, which
# has no spaces between its words (`unicode61` keeps a whole run as one word), is found by any
# part of it of three characters or more ("バニッシュ" in "それをバニッシュする").
# Only a card whose name or text holds such a script is in the trigram index (a query is asked
# of it only when it holds one, `queries.japanese_tiers`, and then finds only cards that hold
# one): an English set's cards are not (they made the index, and an import's time, twice).
UNSPACED = "\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef"  # the scripts


def _unspaced(row: str) -> str:
    """The SQL condition that a row (`new`, `old`, a table's alias) holds an UNSPACED script."""
    return f"({row}.\"name\" GLOB '*[{UNSPACED}]*' OR {row}.\"text\" GLOB '*[{UNSPACED}]*')"


_FTS_INSERT = (
    'INSERT INTO "cards_fts" (rowid, "name", "text") VALUES (new.rowid, new."name", new."text");'
    '\n  INSERT INTO "cards_trigram" (rowid, "name", "text")'
    f' SELECT new.rowid, new."name", new."text" WHERE {_unspaced("new")};'
)
_FTS_DELETE = (
    'INSERT INTO "cards_fts" ("cards_fts", rowid, "name", "text")'
    ' VALUES (\'delete\', old.rowid, old."name", old."text");'
    '\n  INSERT INTO "cards_trigram" ("cards_trigram", rowid, "name", "text")'
    f' SELECT \'delete\', old.rowid, old."name", old."text" WHERE {_unspaced("old")};'
)
_FTS_SQL = (
    'CREATE VIRTUAL TABLE "cards_fts" USING FTS5 ("name", "text", content="cards",'
    " content_rowid='id', prefix='1 2 3', tokenize='unicode61 remove_diacritics 2')",
    'CREATE VIRTUAL TABLE "cards_trigram" USING FTS5 ("name", "text", content="cards",'
    " content_rowid='id', tokenize='trigram')",
    f'CREATE TRIGGER "cards_ai" AFTER INSERT ON "cards" BEGIN\n  {_FTS_INSERT}\nEND',
    f'CREATE TRIGGER "cards_ad" AFTER DELETE ON "cards" BEGIN\n  {_FTS_DELETE}\nEND',
    f'CREATE TRIGGER "cards_au" AFTER UPDATE ON "cards" BEGIN\n'
    f"  {_FTS_DELETE}\n  {_FTS_INSERT}\nEND",
)
# Listing by name ignoring case (search results, filter-only searches) reads this index in order.
_INDEX_SQL = 'CREATE INDEX "cards_by_name" ON "cards" ("game", "name" COLLATE NOCASE)'
# A set number typed, or its start ("bt01/0"), is found in this index, in number order.
_NUMBER_INDEX_SQL = (
    'CREATE INDEX IF NOT EXISTS "cards_by_number" ON "cards" ("game", "number" COLLATE NOCASE)'
)
_META_SQL = 'CREATE TABLE "meta" ("key" TEXT PRIMARY KEY, "value" TEXT NOT NULL)'


def create(conn: sqlite3.Connection) -> None:
    """Create the current layout in an empty database (the caller commits)."""
    conn.execute(_CARDS_SQL)
    _index_and_search(conn)
    conn.execute(_META_SQL)
    _set_version(conn, SCHEMA_VERSION)
    add_game_tables(conn)


def add_library_tables(conn: sqlite3.Connection) -> None:
    """The library's evidence, fixes and readings tables, and the index of set numbers (a
    library made before them has none), where a file lacks them (never changed): a table of
    the library alone needs no new layout version, as an older program leaves it alone."""
    for statement in (*INFERRED_SQL, FIXES_SQL, *READINGS_SQL, _NUMBER_INDEX_SQL):
        conn.execute(statement)


def add_game_tables(conn: sqlite3.Connection) -> None:
    """Create the table of every known game that the file lacks (none is ever changed)."""
    for table in game_tables():
        for statement in table.create_sql():
            conn.execute(statement)


def _index_and_search(conn: sqlite3.Connection) -> None:
    """The name index, and the full-text index with the triggers that keep it up to date."""
    conn.execute(_INDEX_SQL)
    conn.execute(_NUMBER_INDEX_SQL)
    for statement in _FTS_SQL:
        conn.execute(statement)


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


# -- the layouts before this one, as their migrations need them ----------------------------------

# version 1: one table with the core and Vanguard's fields, keyed by game and name; (column, SQL
# type and constraint, value given to rows of the unversioned layout that lack it)
_V1_COLUMNS: tuple[tuple[str, str, str], ...] = (
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
# version 2's table of Vanguard's attributes (the version 1 columns of the same names), which
# version 3 kept
_V2_VANGUARD: tuple[tuple[str, str], ...] = (
    ("grade", "INTEGER"),
    ("power", "INTEGER NOT NULL"),
    ("shield", "INTEGER NOT NULL"),
    ("critical", "INTEGER NOT NULL"),
    ("clan", "TEXT NOT NULL"),
    ("race", "TEXT NOT NULL"),
    ("trigger", "TEXT"),
    ("trigger_power", "INTEGER NOT NULL"),
    ("skills", "TEXT NOT NULL"),
    ("gift", "TEXT"),
    ("sentinel", "INTEGER NOT NULL"),
)


def _drop_search(conn: sqlite3.Connection) -> None:
    for name in ("cards_ai", "cards_ad", "cards_au"):
        conn.execute(f'DROP TRIGGER IF EXISTS "{name}"')
    conn.execute('DROP TABLE IF EXISTS "cards_fts"')
    conn.execute('DROP TABLE IF EXISTS "cards_trigram"')
    conn.execute('DROP INDEX IF EXISTS "cards_by_name"')


def _to_v1(conn: sqlite3.Connection, source: str) -> None:
    """0 -> 1: the unversioned layout gains `source` (and any column it lacked) and `meta`.
    The table is copied so that it ends exactly as version 1 made it."""
    have = {row[1] for row in conn.execute('PRAGMA table_info("cards")')}
    _drop_search(conn)
    conn.execute('DROP TABLE IF EXISTS "cards_new"')
    columns = ",\n".join(f'   "{column}" {sql}' for column, sql, _ in _V1_COLUMNS)
    conn.execute(f'CREATE TABLE "cards_new" (\n{columns},\n   PRIMARY KEY ("game", "name")\n)')
    values = [
        f'"{column}"' if column in have else ("?" if default == "?" else default)
        for column, _, default in _V1_COLUMNS
    ]
    targets = ", ".join(f'"{column}"' for column, _, _ in _V1_COLUMNS)
    params = [source] if "source" not in have else []
    conn.execute(
        f'INSERT INTO "cards_new" ({targets}) SELECT {", ".join(values)} FROM "cards"', params
    )
    conn.execute('DROP TABLE "cards"')
    conn.execute('ALTER TABLE "cards_new" RENAME TO "cards"')
    if "meta" not in _tables(conn):
        conn.execute(_META_SQL)


def _to_v2(conn: sqlite3.Connection, source: str) -> None:
    """1 -> 2: `cards` keeps the core (each card keeps its rowid as its id, and gets no
    picture); Vanguard's fields move to `cards_vanguard`. A card of another game keeps its
    core (version 1 gave it Vanguard's fields, which mean nothing for it)."""
    _drop_search(conn)
    conn.execute('ALTER TABLE "cards" RENAME TO "cards_v1"')
    conn.execute(_CARDS_SQL)
    core = ", ".join(f'"{column}"' for column in CORE_COLUMNS if column != "picture")
    conn.execute(
        f'INSERT INTO "cards" ("id", {core}, "picture", "source")'
        f' SELECT rowid, {core}, \'\', "source" FROM "cards_v1" ORDER BY rowid'
    )
    for statement in attribute_table_sql("cards_vanguard", _V2_VANGUARD):
        conn.execute(statement)
    vanguard = ", ".join(f'"{column}"' for column, _ in _V2_VANGUARD)
    conn.execute(
        f'INSERT INTO "cards_vanguard" ("card", {vanguard}) SELECT rowid, {vanguard}'
        ' FROM "cards_v1" WHERE "game" = \'vanguard\''
    )
    conn.execute('DROP TABLE "cards_v1"')


def _to_v3(conn: sqlite3.Connection, source: str) -> None:
    """2 -> 3: a card is one printing, so `cards` is unique by game, name and number (each card
    keeps its id, and so its attributes); the library's `inferred` table, which listed the
    inferred fields of a name, lists them per card with their evidence."""
    _drop_search(conn)
    conn.execute('ALTER TABLE "cards" RENAME TO "cards_v2"')
    conn.execute(_CARDS_SQL)
    columns = ", ".join(f'"{column}"' for column in COLUMNS)
    conn.execute(f'INSERT INTO "cards" ({columns}) SELECT {columns} FROM "cards_v2" ORDER BY id')
    conn.execute('DROP TABLE "cards_v2"')  # its triggers go with it; add_game_tables remakes them
    if "inferred" in _tables(conn):
        conn.execute('ALTER TABLE "inferred" RENAME TO "inferred_v2"')
        for statement in INFERRED_SQL:
            conn.execute(statement)
        rows = conn.execute(
            'SELECT c.id, i.fields FROM "inferred_v2" AS i JOIN cards AS c'
            " ON c.game = i.game AND c.name = i.name"
        ).fetchall()
        conn.executemany(
            'INSERT OR IGNORE INTO "inferred" VALUES (?, ?, \'older\', ?)',
            [(card, field, "inferred by an older version (re-import the file to see why)")
             for card, fields in rows for field in str(fields).split(",") if field],
        )  # fmt: skip
        conn.execute('DROP TABLE "inferred_v2"')


def _to_v4(conn: sqlite3.Connection, source: str) -> None:
    """3 -> 4: a Vanguard card's shield may be unknown (NULL, where a record lost it), so
    Vanguard's table is copied into one whose shield column allows it (each card keeps its
    row; the trigger that deletes a card's row is made again)."""
    _drop_search(conn)  # `migrate` makes it again
    if "cards_vanguard" not in _tables(conn):
        return
    conn.execute('DROP TRIGGER IF EXISTS "cards_vanguard_ad"')
    conn.execute('ALTER TABLE "cards_vanguard" RENAME TO "cards_vanguard_v3"')
    columns = [(name, "INTEGER" if name == "shield" else sql) for name, sql in _V2_VANGUARD]
    for statement in attribute_table_sql("cards_vanguard", columns):
        conn.execute(statement)
    names = ", ".join(f'"{name}"' for name, _ in columns)
    conn.execute(
        f'INSERT INTO "cards_vanguard" ("card", {names})'
        f' SELECT "card", {names} FROM "cards_vanguard_v3"'
    )
    conn.execute('DROP TABLE "cards_vanguard_v3"')


# the columns version 5 added to WIXOSS's table (real cards print them), with the value every
# card of an older file gets: the bundled cards print none of them
_V5_WIXOSS: tuple[tuple[str, str], ...] = (
    ("timing", "TEXT NOT NULL DEFAULT ''"),
    ("restriction", "TEXT NOT NULL DEFAULT ''"),
    ("story", "TEXT NOT NULL DEFAULT ''"),
    ("coin", "INTEGER NOT NULL DEFAULT 0"),
)


def _to_v5(conn: sqlite3.Connection, source: str) -> None:
    """4 -> 5: the search index gains a trigram index (Japanese names and texts), and WIXOSS's
    table the fields of real cards (timing, LRIG restriction, story, coins)."""
    _drop_search(conn)  # `migrate` makes both indexes again
    if "cards_wixoss" not in _tables(conn):
        return
    have = {row[1] for row in conn.execute('PRAGMA table_info("cards_wixoss")')}
    for name, sql in _V5_WIXOSS:
        if name not in have:
            conn.execute(f'ALTER TABLE "cards_wixoss" ADD COLUMN "{name}" {sql}')


def _to_v6(conn: sqlite3.Connection, source: str) -> None:
    """5 -> 6: the trigram index holds only the cards whose name or text holds a script written
    without spaces (`UNSPACED`)."""
    _drop_search(conn)  # `migrate` makes both indexes again


def _to_v7(conn: sqlite3.Connection, source: str) -> None:
    """6 -> 7: Vanguard's table gains the kind of an order (Normal, Blitz, Set: when it is
    played), NULL for every card of an older file (not said; a re-import reads its type)."""
    _drop_search(conn)  # `migrate` makes both indexes again
    if "cards_vanguard" not in _tables(conn):
        return
    have = {row[1] for row in conn.execute('PRAGMA table_info("cards_vanguard")')}
    if "order_kind" not in have:
        conn.execute('ALTER TABLE "cards_vanguard" ADD COLUMN "order_kind" TEXT')


# MIGRATIONS[n] brings a file from version n to n + 1; `source` is the file's default source.
MIGRATIONS: list[Callable[[sqlite3.Connection, str], None]] = [
    _to_v1, _to_v2, _to_v3, _to_v4, _to_v5, _to_v6, _to_v7,
]  # fmt: skip
assert len(MIGRATIONS) == SCHEMA_VERSION


def migrate(conn: sqlite3.Connection, version: int, source: str) -> None:
    """Run every step from `version` to SCHEMA_VERSION (inside the caller's transaction)."""
    for step in range(version, SCHEMA_VERSION):
        MIGRATIONS[step](conn, source)
        _set_version(conn, step + 1)
    _index_and_search(conn)
    conn.execute("INSERT INTO cards_fts (cards_fts) VALUES ('rebuild')")
    conn.execute(
        'INSERT INTO "cards_trigram" (rowid, "name", "text") SELECT c."id", c."name", c."text"'
        f' FROM "cards" AS c WHERE {_unspaced("c")} ORDER BY c."id"'
    )  # (a rebuild would index every card)
    add_game_tables(conn)


def check_columns(conn: sqlite3.Connection, path: Path) -> None:
    """Refuse a card table, or a known game's table, that lacks a column of this layout, and a
    file that holds a known game's cards without its table."""
    tables = _tables(conn)
    for table, columns in [("cards", COLUMNS)] + [
        (t.table, tuple(name for name, _ in t.columns())) for t in game_tables() if t.table
    ]:
        if table not in tables:
            game = table.removeprefix("cards_")
            held = conn.execute("SELECT EXISTS (SELECT 1 FROM cards WHERE game = ?)", (game,))
            if held.fetchone()[0]:
                raise CardDatabaseError(path, f"its table of {game} cards ({table}) is missing")
            continue
        have = {row[1] for row in conn.execute(f'PRAGMA table_info("{table}")')}
        missing = [column for column in columns if column not in have]
        if missing:
            listed = ", ".join(missing)
            raise CardDatabaseError(path, f"its table {table} lacks the column(s) {listed}")


# the search index's own tables, and the triggers that keep it up to date
_FTS_PARTS = ("cards_fts_data", "cards_fts_idx", "cards_fts_docsize", "cards_fts_config",
              "cards_trigram", "cards_trigram_data", "cards_trigram_idx",
              "cards_trigram_docsize", "cards_trigram_config",
              "cards_ai", "cards_ad", "cards_au")  # fmt: skip


def check_library(conn: sqlite3.Connection, path: Path, whole: bool = False) -> int | None:
    """The schema version of a library file, after checking that nothing in it is damaged;
    None for a new, empty file. `whole`: SQLite's own check found the file whole and it has
    not changed since (`checked.py`): that check is not made again."""
    found = [("ok",)] if whole else conn.execute("PRAGMA quick_check(5)").fetchall()
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
    for table in game_tables():
        if table.table in have and f"{table.table}_ad" not in have:
            problem = f"the trigger {table.table}_ad that keeps {table.table} in step is missing"
            raise CardLibraryDamaged(path, problem)
    imported = conn.execute("SELECT EXISTS (SELECT 1 FROM cards WHERE source = 'imported')")
    if "inferred" not in have and imported.fetchone()[0]:  # it held what was inferred
        raise CardLibraryDamaged(path, "its inferred table is missing")
    if "inferred" in have and "inferred_ad" not in have:
        problem = "the trigger inferred_ad that deletes a card's evidence with it is missing"
        raise CardLibraryDamaged(path, problem)
    if "readings" in have and "readings_ad" not in have:
        problem = "the trigger readings_ad that deletes a card's reading with it is missing"
        raise CardLibraryDamaged(path, problem)
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
