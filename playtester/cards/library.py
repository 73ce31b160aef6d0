"""The user's card library: imported and custom cards in `library.db` in the user's data folder.

It has the same layout as the bundled `cards.db` (see `schema.py`: the core of each card, and
each game's attributes in its own table), plus a table that records which fields of an
imported card were inferred rather than read. The file is created on first
write, uses WAL so a search can read while an import writes, and every write is one transaction:
an import that fails part way leaves the library as it was. A library card shadows a bundled
card of the same name (the library lookup is registered first).

The file is checked when it is opened (`PRAGMA quick_check`, its tables, columns, search index
and the triggers that keep the index up to date): a damaged one raises CardLibraryDamaged and is
never changed; `move_aside` renames it so that a new, empty library can start.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from playtester import userdata
from playtester.cards import db, schema
from playtester.cards.rows import SOURCE, game_table, write_cards
from playtester.cards.schema import CardDatabaseError, CardLibraryDamaged, explain
from playtester.engine.cards import MAX_NAME, Card

__all__ = [
    "CardLibraryDamaged",
    "ImportReport",
    "ImportedCard",
    "Library",
    "Skipped",
    "all_cards",
    "close_names",
    "default_library",
    "find_card",
    "library_path",
    "lookup",
    "move_aside",
]

Progress = Callable[[int, int], None]  # (cards written so far, cards to write)
BATCH = 1000
_INFERRED_SQL = (
    'CREATE TABLE IF NOT EXISTS "inferred" ("game" TEXT NOT NULL, "name" TEXT NOT NULL,'
    ' "fields" TEXT NOT NULL, PRIMARY KEY ("game", "name"))'
)


def library_path() -> Path:
    """Where the user's library lives: `library.db` in the user's data folder."""
    return userdata.home() / "library.db"


def move_aside(path: Path | str | None = None) -> Path:
    """Set a damaged card library aside (default: the user's): it is renamed to
    `library.damaged-YYYYmmdd-HHMMSS.db`, with its -wal and -shm files, and the next write
    starts a new, empty library. Returns the new path; OSError if it cannot be renamed."""
    from playtester.cards import search

    path = Path(path) if path is not None else library_path()
    if _default is not None and _default.path == path:
        _default.close()
    search.close_default()
    return userdata.move_aside(path)


def _damage(path: Path, exc: sqlite3.Error | UnicodeDecodeError) -> CardDatabaseError:
    """An SQLite error as a CardDatabaseError: CardLibraryDamaged when the file itself is bad."""
    text = str(exc)
    if isinstance(exc, UnicodeDecodeError) or "decode to UTF-8" in text:
        return CardLibraryDamaged(path, "it holds text that is not UTF-8")
    if "not a database" in text or "malformed" in text or "no such" in text:
        return CardLibraryDamaged(path, f"SQLite cannot read it ({text})")
    return CardDatabaseError(path, explain(exc))


@dataclass(frozen=True)
class ImportedCard:
    """A card read from a file, with the fields guessed rather than read, and where it was."""

    card: Card
    inferred: tuple[str, ...] = ()
    where: str = ""  # "item 3", "line 7": for messages


@dataclass(frozen=True)
class Skipped:
    """One record left out of an import, and why."""

    where: str
    field: str
    reason: str

    def __str__(self) -> str:
        where = f"{self.where} ({self.field})" if self.field else self.where
        return f"{where}: {self.reason}"


@dataclass
class ImportReport:
    """What an import did: counts of cards added, updated and unchanged, and every skip."""

    source: str = ""
    format: str = ""
    added: int = 0
    updated: int = 0
    unchanged: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def summary(self) -> str:
        head = f"{self.source}: " if self.source else ""
        kind = f" ({self.format})" if self.format else ""
        return (
            f"{head}{self.added} added, {self.updated} updated, {self.unchanged} unchanged,"
            f" {len(self.skipped)} skipped{kind}"
        )


class Library:
    """One library file. Nothing is created until the first write; reads of a missing file
    find nothing. Lookups are served from memory and reloaded when the file changes."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else library_path()
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.RLock()
        self._cache: dict[str, tuple[dict[str, Card], dict[str, Card]]] = {}
        self._seen_version = -1

    # -- opening -----------------------------------------------------------------------------

    def _connection(self, create: bool) -> sqlite3.Connection | None:
        if self._conn is not None:
            return self._conn
        if not create and not self.path.is_file():
            return None
        if self.path.resolve() == db.bundled_db_path().resolve():
            raise CardDatabaseError(self.path, "the bundled database cannot be used as a library")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            conn = sqlite3.connect(
                self.path, timeout=10, isolation_level=None, check_same_thread=False
            )
        except sqlite3.Error as exc:
            raise CardDatabaseError(self.path, explain(exc)) from None
        try:
            version = schema.check_library(conn, self.path)
            if version is not None and version < schema.SCHEMA_VERSION:
                # keep the old file as it was, in case the user wants it back
                shutil.copy2(self.path, self.path.with_name(f"{self.path.name}.v{version}.bak"))
            conn.execute("PRAGMA journal_mode = WAL")
            if version is None or version < schema.SCHEMA_VERSION:
                with _transaction(conn, self.path):
                    if version is None:
                        schema.create(conn)
                    else:
                        schema.migrate(conn, version, "imported")
            schema.add_game_tables(conn)  # a game this program knows and the file does not
            conn.execute(_INFERRED_SQL)
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            conn.close()
            raise _damage(self.path, exc) from None
        except BaseException:
            conn.close()
            raise
        self._conn = conn
        return conn

    def open(self) -> None:
        """Create the file if needed, migrate an older one, or raise CardDatabaseError."""
        with self._lock:
            self._connection(create=True)

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            self._cache.clear()

    # -- reading -----------------------------------------------------------------------------

    def _cards(self, game: str) -> tuple[dict[str, Card], dict[str, Card]]:
        with self._lock:
            conn = self._connection(create=False)
            if conn is None:
                return {}, {}
            version = self._rows("PRAGMA data_version")[0][0]
            if version != self._seen_version:  # another connection wrote to the file
                self._cache.clear()
                self._seen_version = version
            if game not in self._cache:
                table = game_table(game)
                rows = self._rows(
                    f"SELECT {table.select()} FROM cards AS c{table.join()}"
                    " WHERE c.game = ? ORDER BY c.name",
                    (game,),
                )
                exact = {row[1]: self._card(table.card, row) for row in rows}
                loose: dict[str, Card] = {}
                for card in exact.values():
                    loose.setdefault(db.loose_key(card.name), card)
                self._cache[game] = (exact, loose)
            return self._cache[game]

    def _rows(self, sql: str, params: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        """The rows of a query; CardDatabaseError (CardLibraryDamaged for a bad file)."""
        assert self._conn is not None
        try:
            return self._conn.execute(sql, params).fetchall()
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            raise _damage(self.path, exc) from None

    def _card(self, read: Callable[[tuple[Any, ...]], Card], row: tuple[Any, ...]) -> Card:
        try:
            return read(row)
        except ValueError as exc:
            raise CardLibraryDamaged(self.path, str(exc)) from None

    def lookup(self, game: str, name: str) -> Card | None:
        """The library card with exactly this name, else one matching it ignoring case."""
        exact, loose = self._cards(game)
        found = exact.get(name)
        return found if found is not None else loose.get(db.loose_key(name))

    def all_cards(self, game: str) -> list[Card]:
        """Every library card of `game`, by name."""
        return list(self._cards(game)[0].values())

    def source(self, game: str, name: str) -> tuple[str, tuple[str, ...]] | None:
        """("imported" or "custom", inferred field names) of a card, or None if absent."""
        with self._lock:
            conn = self._connection(create=False)
            if conn is None:
                return None
            rows = self._rows(
                "SELECT c.source, coalesce(i.fields, '') FROM cards c LEFT JOIN inferred i"
                " ON i.game = c.game AND i.name = c.name WHERE c.game = ? AND c.name = ?",
                (game, name),
            )
        if not rows:
            return None
        source, fields = (str(value) for value in rows[0])
        return source, tuple(f for f in fields.split(",") if f)

    # -- writing -----------------------------------------------------------------------------

    def add_cards(
        self,
        cards: Iterable[Card | ImportedCard],
        source: str = "imported",
        progress: Progress | None = None,
        report: ImportReport | None = None,
    ) -> ImportReport:
        """Add or update cards in one transaction; a custom card is never replaced by an import.

        A card equal to the stored one counts as unchanged; a second card of a name already in
        this batch is skipped. `progress(done, total)` is called as batches are written.
        """
        if source not in ("imported", "custom"):
            raise ValueError(f"source must be 'imported' or 'custom', not {source!r}")
        report = report if report is not None else ImportReport()
        entries = [c if isinstance(c, ImportedCard) else ImportedCard(c) for c in cards]
        with self._lock:
            conn = self._connection(create=True)
            assert conn is not None
            with _transaction(conn, self.path):
                existing = _existing(conn, {e.card.game for e in entries})
                batch = _changes(entries, existing, source, report)
                _write(conn, batch, source, progress)
            report.skipped.sort(key=_position)
            self._cache.clear()
        return report

    def upsert_custom(self, card: Card) -> str:
        """Save a custom card (replacing any library card of its name): "added" or "updated"."""
        report = self.add_cards([card], source="custom")
        return "added" if report.added else "updated" if report.updated else "unchanged"

    def remove(self, game: str, name: str) -> bool:
        """Remove a library card (exact name, else ignoring case); False if there is none."""
        card = self.lookup(game, name)
        if card is None:
            return False
        with self._lock:
            conn = self._connection(create=True)
            assert conn is not None
            with _transaction(conn, self.path):
                conn.execute("DELETE FROM cards WHERE game = ? AND name = ?", (game, card.name))
                conn.execute("DELETE FROM inferred WHERE game = ? AND name = ?", (game, card.name))
            self._cache.clear()
        return True


def _changes(
    entries: list[ImportedCard],
    existing: dict[tuple[str, str], tuple[tuple[object, ...], str]],
    source: str,
    report: ImportReport,
) -> list[ImportedCard]:
    """The entries to write, counting added, updated, unchanged and skipped ones in `report`."""
    seen: dict[tuple[str, str], tuple[ImportedCard, str]] = {}
    changed: list[ImportedCard] = []
    for index, entry in enumerate(entries, start=1):
        key = (entry.card.game, entry.card.name)
        where = entry.where or f"card {index}"
        if key in seen:
            report.skipped.append(Skipped(where, "name", _repeat(entry, *seen[key])))
            continue
        seen[key] = (entry, where)
        old = existing.get(key)
        if old is not None and old[0][SOURCE] == "custom" and source == "imported":
            report.skipped.append(
                Skipped(where, "name", "a custom card of this name is in the library")
            )
            continue
        if old == (game_table(entry.card.game).row(entry.card, source), ",".join(entry.inferred)):
            report.unchanged += 1
            continue
        changed.append(entry)
        if old is None:
            report.added += 1
        else:
            report.updated += 1
    return changed


def _position(skipped: Skipped) -> int:
    """The item or line number in a skip's `where`, to list skips in file order."""
    found = re.search(r"[0-9]+", skipped.where)
    return int(found[0]) if found else 0


def _repeat(entry: ImportedCard, first: ImportedCard, where: str) -> str:
    """Why a second card of a name is skipped: another printing, or a clash."""
    if replace(entry.card, number="") == replace(first.card, number=""):
        return f"another printing of {where}"
    return f"same name as {where} but different data; the first one was kept"


def _existing(
    conn: sqlite3.Connection, games: set[str]
) -> dict[tuple[str, str], tuple[tuple[object, ...], str]]:
    out: dict[tuple[str, str], tuple[tuple[object, ...], str]] = {}
    for game in games:
        table = game_table(game)
        for row in conn.execute(
            f"SELECT {table.select()}, coalesce(i.fields, '') FROM cards AS c{table.join()}"
            " LEFT JOIN inferred i ON i.game = c.game AND i.name = c.name WHERE c.game = ?",
            (game,),
        ):
            out[(row[0], row[1])] = (tuple(row[:-1]), row[-1])
    return out


def _write(
    conn: sqlite3.Connection, entries: list[ImportedCard], source: str, progress: Progress | None
) -> None:
    total = len(entries)
    if progress:
        progress(0, total)
    for start in range(0, total, BATCH):
        chunk = entries[start : start + BATCH]
        write_cards(conn, (e.card for e in chunk), source)
        keys = [(e.card.game, e.card.name) for e in chunk]
        conn.executemany("DELETE FROM inferred WHERE game = ? AND name = ?", keys)
        conn.executemany(
            "INSERT INTO inferred (game, name, fields) VALUES (?, ?, ?)",
            [(e.card.game, e.card.name, ",".join(e.inferred)) for e in chunk if e.inferred],
        )
        if progress:
            progress(min(start + BATCH, total), total)


@contextmanager
def _transaction(conn: sqlite3.Connection, path: Path) -> Iterator[None]:
    """One transaction: all of it is written, or (on any error) none of it. An SQLite error
    (a full disk, say) becomes a CardDatabaseError naming the file."""
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            if conn.in_transaction:  # SQLite may already have rolled back (a full disk, say)
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise _damage(path, exc) from None


_default: Library | None = None


def default_library() -> Library:
    """The library in the current data folder (follows PLAYTESTER_HOME if it changes)."""
    global _default
    path = library_path()
    if _default is None or _default.path != path:
        if _default is not None:
            _default.close()
        _default = Library(path)
    return _default


_left_out = ""  # why the user's library is left out of this session ("": it is used)


def problem() -> str:
    """What is wrong with the user's card library, in a sentence ("" when it opens, when there
    is none yet, or when it is left out of this session)."""
    if _left_out or not library_path().exists():
        return ""
    try:
        default_library().open()
    except CardDatabaseError as exc:
        return str(exc)
    return ""


def leave_out(reason: str) -> None:
    """Play with the bundled cards only for the rest of this session: the user's library is
    damaged, and is kept as it is (never emptied or rewritten)."""
    global _left_out
    _left_out = reason or "left out"


def lookup(game: str, name: str) -> Card | None:
    """The user's library card of that name, or None."""
    return None if _left_out else default_library().lookup(game, name)


def all_cards(game: str) -> list[Card]:
    """Every card of `game` in the user's library, by name."""
    return [] if _left_out else default_library().all_cards(game)


def find_card(game: str, name: str) -> Card | None:
    """A card from the user's library if it has one of that name, else from the bundled set."""
    return lookup(game, name) or db.lookup(game, name)


def close_names(game: str, name: str, n: int = 3) -> list[str]:
    """Names close to `name` among library and bundled cards (to suggest for a typo)."""
    key = db.loose_key(name)
    if len(key) > MAX_NAME:  # no card has a name that long: nothing is close
        return []
    names = {db.loose_key(card.name): card.name for card in all_cards(game)}
    near = [k for k in names if key and key in k]
    import difflib  # only when a name is mistyped: it is slow to import

    near += difflib.get_close_matches(key, list(names), n=n, cutoff=0.6)
    found = [names[k] for k in dict.fromkeys(near)]
    return list(dict.fromkeys(found[:n] + db.close_names(game, name, n)))[:n]
