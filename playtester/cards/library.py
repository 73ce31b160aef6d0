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

import shutil
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from playtester import userdata
from playtester.cards import checked, db, printings, readings, schema
from playtester.cards.rows import SOURCE, game_table
from playtester.cards.schema import CardDatabaseError, CardLibraryDamaged, explain
from playtester.engine.cards import MAX_NAME, Card
from playtester.engine.imports import Evidence, ImportedCard

if TYPE_CHECKING:  # the writing's modules are read by the first write, not by the table's start
    from playtester.cards import writing
    from playtester.cards.imports import ImportReport

__all__ = [
    "CardLibraryDamaged",
    "Evidence",
    "ImportedCard",
    "Library",
    "all_cards",
    "close_names",
    "default_library",
    "find_card",
    "kept_reading",
    "library_path",
    "lookup",
    "move_aside",
    "remember",
]

Progress = Callable[[int, int], None]  # (cards written so far, cards to write)


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


@dataclass
class _GameCards:
    """One game's library cards, read once: every printing by name and by set number."""

    printings: dict[str, list[Card]] = field(default_factory=dict)  # name -> oldest first
    loose: dict[str, str] = field(default_factory=dict)  # loose key -> name
    numbers: dict[str, Card] = field(default_factory=dict)  # number key -> printing

    def names(self, name: str) -> list[Card]:
        found = self.printings.get(name)
        if found is None:
            exact = self.loose.get(db.loose_key(name))
            found = self.printings.get(exact, []) if exact is not None else []
        return found


class Library:
    """One library file. Nothing is created until the first write; reads of a missing file
    find nothing. Lookups are served from memory and reloaded when the file changes."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else library_path()
        self._conn: sqlite3.Connection | None = None
        self._lock = threading.RLock()
        self._cache: dict[str, _GameCards] = {}
        # read by name, when not every card of the game is read: (game, name) -> printings;
        # game -> loose key -> name (every name of the game, for a name written loosely)
        self._named: dict[tuple[str, str], list[Card]] = {}
        self._loose: dict[str, dict[str, str]] = {}
        self._seen_version = -1
        self.generation = 0  # counts this object's writes (to refresh what was read from it)

    # -- opening -----------------------------------------------------------------------------

    def _connection(self, create: bool) -> sqlite3.Connection | None:
        if self._conn is not None:
            return self._conn
        if not create and not self.path.is_file():
            return None
        if self.path.resolve() == db.bundled_db_path().resolve():
            raise CardDatabaseError(self.path, "the bundled database cannot be used as a library")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # the user's library (in the data folder asked for, which this does not create or
        # probe, unlike library_path): its last check is kept
        remembers = self.path == userdata.asked() / "library.db"
        whole = remembers and checked.found_whole(self.path)
        try:
            conn = sqlite3.connect(
                self.path, timeout=10, isolation_level=None, check_same_thread=False
            )
        except sqlite3.Error as exc:
            raise CardDatabaseError(self.path, explain(exc)) from None
        try:
            version = schema.check_library(conn, self.path, whole)
            if version is not None and version < schema.SCHEMA_VERSION:
                # keep the old file as it was, in case the user wants it back
                shutil.copy2(self.path, self.path.with_name(f"{self.path.name}.v{version}.bak"))
            conn.execute("PRAGMA journal_mode = WAL")
            if version is None or version < schema.SCHEMA_VERSION:
                with _transaction(conn, self.path):
                    if version is None:
                        schema.create(conn)
                    else:
                        _migrate(conn, self.path, version)
            schema.add_game_tables(conn)  # a game this program knows and the file does not
            schema.add_library_tables(conn)
        except (sqlite3.Error, UnicodeDecodeError) as exc:
            conn.close()
            raise _damage(self.path, exc) from None
        except BaseException:
            conn.close()
            raise
        self._conn = conn
        if remembers and not whole:
            checked.remember_whole(self.path)
        return conn

    def open(self) -> None:
        """Create the file if needed, migrate an older one, or raise CardDatabaseError."""
        with self._lock:
            self._connection(create=True)

    def open_existing(self) -> None:
        """Open the file if there is one, checking it (see `schema.check_library`), without
        reading its cards: CardDatabaseError (CardLibraryDamaged) for a damaged file."""
        with self._lock:
            self._connection(create=False)

    def check(self) -> None:
        """Open the file and read every card of every game it holds: CardDatabaseError
        (CardLibraryDamaged naming the card) for a file or a row that does not read back.
        The cards read are not kept (the table reads a deck's cards by name)."""
        from playtester.engine import registry

        with self._lock:
            if self._connection(create=False) is not None:
                for model in registry.card_models():
                    for _card in self._read(model.game):
                        pass

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None
            self._forget()

    # -- reading -----------------------------------------------------------------------------

    def _fresh(self) -> sqlite3.Connection | None:
        """The connection (None: no file), with what was read forgotten if another connection
        wrote to the file since."""
        conn = self._connection(create=False)
        if conn is not None:
            version = self._rows("PRAGMA data_version")[0][0]
            if version != self._seen_version:  # another connection wrote to the file
                self._forget()
                self._seen_version = version
        return conn

    def _forget(self) -> None:
        self._cache.clear()
        self._named.clear()
        self._loose.clear()

    def _cards(self, game: str) -> _GameCards:
        with self._lock:
            if self._fresh() is None:
                return _GameCards()
            if game not in self._cache:
                found = _GameCards()
                for card in self._read(game):
                    found.printings.setdefault(card.name, []).append(card)
                    found.numbers.setdefault(printings.number_key(card.number), card)
                for name, cards in found.printings.items():
                    cards.sort(key=printings.newness)
                    found.loose.setdefault(db.loose_key(name), name)
                self._cache[game] = found
            return self._cache[game]

    def _read(self, game: str, name: str | None = None) -> Iterator[Card]:
        """The printings of `game` (of the name `name`, ignoring case), in name order."""
        table = game_table(game)
        params: tuple[str, ...]
        where, params = " ORDER BY c.name", (game,)
        if name is not None:  # the name index ignores case (no order: it would not be used)
            where, params = " AND c.name = ? COLLATE NOCASE", (game, name)
        rows = self._rows(
            f"SELECT {table.select()} FROM cards AS c{table.join()} WHERE c.game = ?{where}",
            params,
        )
        return (self._card(table.card, row) for row in rows)

    def _names(self, game: str, name: str) -> list[Card]:
        """The printings of a name (exact, else written loosely), oldest first. Read by name
        (through the name index) unless every card of the game is read already: a deck's cards
        cost a query each, not the whole library (21,000 printings: half a second, 25 MB)."""
        with self._lock:
            if self._fresh() is None:
                return []
            if game in self._cache:
                return self._cache[game].names(name)
            found = self._named.get((game, name))
            if found is None:
                found = [c for c in self._read(game, name) if c.name == name]
                if not found:
                    if game not in self._loose:
                        rows = self._rows(
                            "SELECT DISTINCT name FROM cards WHERE game = ? ORDER BY name", (game,)
                        )
                        loose: dict[str, str] = {}
                        for (each,) in rows:
                            loose.setdefault(db.loose_key(each), each)
                        self._loose[game] = loose
                    exact = self._loose[game].get(db.loose_key(name))
                    if exact is not None:
                        found = [c for c in self._read(game, exact) if c.name == exact]
                found.sort(key=printings.newness)
                self._named[(game, name)] = found
            return found

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

    def lookup(self, game: str, name: str, era: str | None = None) -> Card | None:
        """The library card with exactly this name, else one matching it ignoring case: its
        printing of `era` (the newest of that era), else its newest."""
        return printings.choose(self._names(game, name), era)

    def printings(self, game: str, name: str) -> list[Card]:
        """Every printing of a name (exact, else ignoring case), oldest first."""
        return list(self._names(game, name))

    def printing(self, game: str, number: str) -> Card | None:
        """The printing with this set number (case and spaces ignored), or None."""
        return self._cards(game).numbers.get(printings.number_key(number)) if number else None

    def all_cards(self, game: str) -> list[Card]:
        """Every card name of `game` in the library, by name, each as its newest printing."""
        return [cards[-1] for _, cards in sorted(self._cards(game).printings.items())]

    def all_printings(self, game: str) -> list[Card]:
        """Every printing of `game` in the library, by name, oldest first within a name."""
        return [card for _, cards in sorted(self._cards(game).printings.items()) for card in cards]

    def source(
        self, game: str, name: str, number: str | None = None
    ) -> tuple[str, tuple[str, ...]] | None:
        """("imported" or "custom", the fields decided by evidence) of a card (its newest
        printing unless `number` is given), or None if absent."""
        found = self.evidence(game, name, number)
        return None if found is None else (found[0], tuple(e.field for e in found[1]))

    def evidence(
        self, game: str, name: str, number: str | None = None
    ) -> tuple[str, tuple[Evidence, ...]] | None:
        """The source of a card and the evidence of each field decided rather than read."""
        card = self.lookup(game, name) if number is None else None
        if number is None and card is None:
            return None
        number = card.number if card is not None else number
        with self._lock:
            conn = self._connection(create=False)
            if conn is None:
                return None
            rows = self._rows(
                "SELECT c.source, i.field, i.rule, i.evidence FROM cards c LEFT JOIN inferred i"
                " ON i.card = c.id WHERE c.game = ? AND c.name = ? AND c.number = ?"
                " ORDER BY i.field",
                (game, card.name if card is not None else name, number),
            )
        if not rows:
            return None
        found = tuple(Evidence(f, r, e) for _, f, r, e in rows if f is not None)
        return str(rows[0][0]), found

    def evidence_by_number(self, game: str, field: str, rule: str) -> dict[str, str]:
        """What the evidence of `field` decided by `rule` says, by set number, for every
        printing of `game` that has a number (a WIXOSS card's picture address, say)."""
        with self._lock:
            conn = self._connection(create=False)
            if conn is None:
                return {}
            rows = self._rows(
                "SELECT c.number, i.evidence FROM cards c JOIN inferred i ON i.card = c.id"
                " WHERE c.game = ? AND i.field = ? AND i.rule = ? AND c.number != ''"
                " ORDER BY c.number",
                (game, field, rule),
            )
        return {str(number): str(says) for number, says in rows}

    def reading(self, card: Card, version: str) -> str:
        """The reading of the printing's text kept with it, if of `version` ("": none)."""
        with self._lock:
            conn = self._fresh()
            if conn is None:
                return ""
            try:
                return readings.kept(conn, card, version)
            except (sqlite3.Error, UnicodeDecodeError) as exc:
                raise _damage(self.path, exc) from None

    def fixes(self, game: str) -> writing.Fixes:
        """The fields the user set: (name, number or "" for every printing) -> field -> fix."""
        from playtester.cards import writing

        with self._lock:
            conn = self._connection(create=False)
            if conn is None:
                return {}
            try:
                return writing.read_fixes(conn, game)
            except (sqlite3.Error, UnicodeDecodeError) as exc:
                raise _damage(self.path, exc) from None

    # -- writing -----------------------------------------------------------------------------

    def add_cards(
        self,
        cards: Iterable[Card | ImportedCard],
        source: str = "imported",
        progress: Progress | None = None,
        report: ImportReport | None = None,
    ) -> ImportReport:
        """Add or change printings in one transaction; a custom card is never replaced by an
        import, and the fields the user set are kept.

        A printing equal to the stored one (and its evidence) counts as unchanged; a second
        card of a printing already in this batch is skipped, with the reason.
        `progress(done, total)` is called as batches are written.
        """
        from playtester.cards import writing
        from playtester.cards.imports import ImportReport

        if source not in ("imported", "custom"):
            raise ValueError(f"source must be 'imported' or 'custom', not {source!r}")
        report = report if report is not None else ImportReport()
        entries = [c if isinstance(c, ImportedCard) else ImportedCard(c) for c in cards]
        with self._lock:
            conn = self._connection(create=True)
            assert conn is not None
            with _transaction(conn, self.path):
                games = {e.card.game for e in entries}
                if source == "imported":
                    fixes = {game: writing.read_fixes(conn, game) for game in games}
                    entries = [writing.with_fixes(e, fixes[e.card.game]) for e in entries]
                stored = writing.existing(conn, games)
                batch = writing.changes(entries, stored, source, report)
                # many new texts are read in a pool of processes while SQLite writes
                with readings.begun(writing.new_texts(batch, stored), source) as early:
                    writing.write(conn, batch, source, progress)
                    readings.store(conn, games, early)  # what was written, or of another version
            report.skipped.sort(key=writing.position)
            self._changed()
        return report

    def _changed(self) -> None:
        self._forget()
        self.generation += 1

    def upsert_custom(self, card: Card) -> str:
        """Save a custom card, replacing every library printing of its name: "added",
        "updated" or "unchanged"."""
        with self._lock:
            old = self.printings(card.game, card.name)
            replaced = [c for c in old if c.number != card.number]
            if replaced:
                conn = self._connection(create=True)
                assert conn is not None
                with _transaction(conn, self.path):
                    conn.executemany(
                        "DELETE FROM cards WHERE game = ? AND name = ? AND number = ?",
                        [(c.game, c.name, c.number) for c in replaced],
                    )
                self._changed()
            report = self.add_cards([card], source="custom")
        if report.added and not old:
            return "added"
        return "updated" if report.added or report.changed else "unchanged"

    def remove(self, game: str, name: str) -> bool:
        """Remove a library card, every printing (exact name, else ignoring case); False if
        there is none. What the user set for it is kept, for a later import."""
        card = self.lookup(game, name)
        if card is None:
            return False
        with self._lock:
            conn = self._connection(create=True)
            assert conn is not None
            with _transaction(conn, self.path):
                conn.execute("DELETE FROM cards WHERE game = ? AND name = ?", (game, card.name))
            self._changed()
        return True

    def fix(self, game: str, name: str, number: str, values: dict[str, Any], said: str) -> int:
        """Set fields of a card that its data could not decide (or got wrong), for one printing
        (`number`) or every printing of the name (`number` ""): kept in the library, applied to
        the stored printings now, and to every later import. Returns the printings changed."""
        from playtester.cards import writing
        from playtester.cards.imports import ImportReport

        with self._lock:
            conn = self._connection(create=True)
            assert conn is not None
            with _transaction(conn, self.path):
                writing.save_fixes(conn, (game, name, number), values, said)
                fixes = writing.read_fixes(conn, game)
                stored = writing.existing(conn, {game}, name)
                changed = 0
                for (_, _, printed), (row, evidence) in stored.items():
                    if number and printed != number:
                        continue
                    source = str(row[SOURCE])
                    found = tuple(Evidence(*e) for e in evidence)
                    entry = ImportedCard(self._card(game_table(game).card, row), found)
                    batch = writing.changes(
                        [writing.with_fixes(entry, fixes)], stored, source, ImportReport()
                    )
                    writing.write(conn, batch, source)
                    changed += len(batch)
                readings.store(conn, {game})
            self._changed()
        return changed


def _migrate(conn: sqlite3.Connection, path: Path, version: int) -> None:
    """Bring an older library to this layout. One whose rows cannot take it (a card held twice,
    say) is damaged for this program: said so, so that it may be moved aside; it is kept as it
    was (the transaction is undone), with its copy from before."""
    try:
        schema.migrate(conn, version, "imported")
    except sqlite3.Error as exc:
        if any(word in str(exc) for word in ("full", "locked", "busy", "I/O")):
            raise  # the disk or another program, not the file: trying again may work
        problem = f"it could not be brought up to date from layout version {version} ({exc})"
        raise CardLibraryDamaged(path, problem) from None


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
    """What is wrong with the user's card library, in a sentence ("" when it opens and every
    card reads back, when there is none yet, or when it is left out of this session)."""
    return _found(lambda library: library.check())


def file_problem() -> str:
    """What is wrong with the user's card library file itself, in a sentence ("" as for
    `problem`): it does not open, or SQLite finds it damaged, or a table, a column, the search
    index or its triggers are missing. The table checks this before it deals, and reads every
    card (`problem`) once it is playing: a library of 21,000 printings takes half a second."""
    return _found(lambda library: library.open_existing())


def _found(look: Callable[[Library], object]) -> str:
    """The sentence `look` raises about the user's library ("" when it raises none, when there
    is no library yet, or when it is left out of this session)."""
    if _left_out or not library_path().exists():
        return ""
    try:
        look(default_library())
    except CardDatabaseError as exc:
        return str(exc)
    return ""


def leave_out(reason: str) -> None:
    """Play with the bundled cards only for the rest of this session: the user's library is
    damaged, and is kept as it is (never emptied or rewritten)."""
    global _left_out
    _left_out = reason or "left out"


@contextmanager
def bundled_only(reason: str) -> Iterator[None]:
    """The bundled cards only while the block runs (to check decks before the player is asked
    what to do with a damaged library)."""
    global _left_out
    before, _left_out = _left_out, reason or "left out"
    try:
        yield
    finally:
        _left_out = before


def lookup(game: str, name: str) -> Card | None:
    """The user's library card of that name, or None."""
    return None if _left_out else default_library().lookup(game, name)


def all_cards(game: str) -> list[Card]:
    """Every card of `game` in the user's library, by name."""
    return [] if _left_out else default_library().all_cards(game)


def printings_of(game: str, name: str) -> list[Card]:
    """Every printing of a name in the user's library, oldest first."""
    return [] if _left_out else default_library().printings(game, name)


def printing(game: str, number: str) -> Card | None:
    """The user's library printing with this set number, or None."""
    return None if _left_out else default_library().printing(game, number)


def library_evidence(game: str, name: str, number: str) -> tuple[str, tuple[Evidence, ...]] | None:
    """The source and evidence of a printing in the user's library, or None."""
    return None if _left_out else default_library().evidence(game, name, number)


def kept_reading(card: Card, version: str) -> str:
    """The reading of a library printing's text kept at import, if of `version` ("": none,
    or a card not in the library)."""
    return "" if _left_out else default_library().reading(card, version)


ABILITIES = "abilities"  # the field of the fixes table that keeps a card's hand-written abilities


def written_abilities(game: str) -> dict[str, str]:
    """The abilities the user wrote by hand (`card edit --ability`), in the text form of
    docs/abilities.md, by card name: kept in the library with the other fields the user set,
    so every import keeps them."""
    if _left_out:
        return {}
    fixes = default_library().fixes(game)
    return {
        name: str(found[ABILITIES].value)
        for (name, number), found in fixes.items()
        if not number and ABILITIES in found and found[ABILITIES].value
    }


def remember(card: Card, field: str, value: Any, said: str = "answered at the table") -> bool:
    """Keep what the player said about a card whose data did not say it (the kind of a
    trigger, asked at the table when it is first checked): every later game and import of that
    printing has it. False when the card is not in the user's library (a bundled card)."""
    if _left_out:
        return False
    library = default_library()
    if (
        library.printing(card.game, card.number) is None
        and library.lookup(card.game, card.name) is None
    ):
        return False
    library.fix(card.game, card.name, card.number, {field: value}, said)
    return True


class _Catalog:
    """The user's library, then the bundled cards: where deck lists find printings."""

    def printings(self, game: str, name: str) -> list[Card]:
        found = printings_of(game, name)
        if found:
            return found
        bundled = db.lookup(game, name)
        return [bundled] if bundled is not None else []

    def printing(self, game: str, number: str) -> Card | None:
        return printing(game, number) or db.printing(game, number)


CATALOG = _Catalog()


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
