"""Card search over the bundled database and the user's library together, fast enough to run on
every keystroke.

Words typed are matched as prefixes against card names and texts with SQLite FTS5 ("lum"
finds "Lumen Blade"); what the user types is reduced to words and quoted, so quotes and FTS
operators in a query are plain text and never an error (`queries.py`). A query that is a set
number, or its start ("BT01/001", "v-bt01"), finds those printings first, by number. Filters
narrow the hits: the game and the kind of card, and the attributes the game's card model lets a
search narrow by (for Vanguard: grade, clan, trigger, gift, power range; for WIXOSS: level,
colour, SIGNI class, team, LRIG type, power range). The library is ATTACHed to the bundled
database and a library card hides a bundled card of the same name. A hit is one printing: the
search lists each printing of a name, and callers show its set number.

Relevance comes in three tiers, each sorted by name: names that start with the first word
typed, then names that hold every word, then cards whose text holds them. Each tier is its own
query with LIMIT, so a search stops as soon as the first tiers fill the page; ranking every
match with bm25 was several times slower on one-letter prefixes. A tier sorts only each card's
name, number and id, then reads the whole rows of its page: a one-letter prefix matches
thousands of cards, whose texts and evidence were read and sorted before. The text tier,
whose word thousands of cards may hold, takes the first page of matches in the search index's
own order (the order the cards were written: a set's, or an import's) and lists that page by
name, so its read ends at the page. A filter alone walks the cards in name order until the
page is full, unless few cards pass it (a count that stops at `FEW_PER_HIT` a hit): then those
are read from the game's table and sorted, as the walk would read every card. A cost a text
may spell several ways is one word for a search: "counterblast", "CB", "counter blast" and
"Counter-Blast" find the same cards (`wording.py`); as names seldom hold one, one look at the
index spares its two tiers of names when none does (each tries every spelling).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playtester.cards import db, schema
from playtester.cards.library import CardLibraryDamaged, Library, library_path
from playtester.cards.queries import Tier, Where, condition, number_start, source, tiers
from playtester.cards.rows import SOURCE, GameTable, game_table
from playtester.cards.schema import CardDatabaseError
from playtester.engine.cards import Card

__all__ = ["CardSearch", "Hit", "close_default", "search"]

FEW_PER_HIT = 6  # a filter passed by fewer cards than this for each hit asked for: read first
_INFERRED = "(SELECT group_concat(i.field) FROM lib.inferred AS i WHERE i.card = c.id)"
_NOT_SHADOWED = (
    "NOT EXISTS (SELECT 1 FROM lib.cards AS l WHERE l.game = c.game AND l.name = c.name)"
)


@dataclass(frozen=True)
class Hit:
    """One search result: the card (one printing), where it comes from, and its inferred
    fields."""

    card: Card
    source: str  # "bundled", "imported" or "custom"
    inferred: tuple[str, ...] = ()


class CardSearch:
    """Searches one bundled database and one library file (which may not exist yet).

    The connection stays open between searches; it is safe to share between threads.
    """

    def __init__(self, bundled: Path | str | None = None, library: Path | str | None = None):
        self.bundled = Path(bundled) if bundled is not None else db.bundled_db_path()
        self.library = Path(library) if library is not None else library_path()
        self._conn: sqlite3.Connection | None = None
        self._attached = False
        self._has: dict[tuple[str, str], bool] = {}  # (file, game): it has the game's table
        self._lock = threading.Lock()

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
            self._conn, self._attached = None, False
            self._has.clear()

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = schema.open_readonly(self.bundled)
        if not self._attached and self.library.is_file():
            checked = Library(self.library)
            checked.open()  # migrates an older library, refuses a damaged or newer one
            checked.close()
            try:
                self._conn.execute("ATTACH DATABASE ? AS lib", (str(self.library),))
            except sqlite3.Error as exc:  # a damaged file (its text encoding...)
                raise CardDatabaseError(self.library, str(exc)) from None
            self._attached = True
        return self._conn

    def search(
        self,
        query: str = "",
        *,
        game: str = "vanguard",
        kind: str | None = None,
        limit: int = 50,
        **filters: Any,
    ) -> list[Hit]:
        """Cards matching every word of `query` (as prefixes) and every filter given; a query
        that is a set number, or its start, finds those printings first.

        `filters` name the game's attributes (None: not filtered): an "equal" attribute by
        value (an optional one also by "any" or "none": has one, has none), a "prefix" one by
        its start ignoring case, a "range" one by `NAME_min` and `NAME_max`, a "word" one (a
        tuple of words) by a word it holds. An empty query
        lists the cards that pass the filters, by name. ValueError names an unknown filter or
        value.
        """
        table = game_table(game)
        kinds = table.model.kinds
        if kind is not None and kinds and kind not in kinds:
            raise ValueError(f"unknown kind {kind!r}; kinds: {', '.join(kinds)}")
        ask = _Ask(table, Where(["c.game = ?"], [game]), Where(), limit)
        if kind is not None:
            ask.core.add("c.kind = ?", [kind])
        # the tests of text last: a row that a number test excludes is never matched as text
        tests = [condition(table, k, v) for k, v in filters.items() if v is not None]
        for sql, args in sorted(tests, key=lambda test: " LIKE " in test[0] or "instr" in test[0]):
            ask.held.add(sql, args)
        if limit <= 0:
            return []
        words, spelled = tiers(query)
        number = number_start(query)
        todo = [*([Tier(number=number)] if number else []), *words]
        if not query.strip():
            todo = [Tier()]
        if not todo:
            return []
        with self._lock:
            conn = self._connection()
            hits: dict[tuple[Any, ...], Hit] = {}  # a tier may find again what one before did

            def hit(row: tuple[Any, ...]) -> Hit:
                try:
                    return Hit(table.card(row), row[SOURCE], _split(row[-1]))
                except ValueError as exc:  # a damaged row: a value of the wrong type
                    if row[SOURCE] != "bundled":  # the user's library: it may be moved aside
                        raise CardLibraryDamaged(self.library, str(exc)) from None
                    raise CardDatabaseError(self.bundled, f"a search failed: {exc}") from None

            # a rules word spelled several ways (a cost) is a text's: its name tiers, which
            # try every spelling twice, are spared when no name holds any spelling (one look)
            named = not spelled or self._named(conn, words[1].match)
            for tier in todo:
                if number and hits:
                    break  # a set number typed found its printings: its words name no card
                if tier in words[:2] and not named:
                    continue
                for row in self._tier(conn, ask, tier):
                    key = (*row[:3], row[SOURCE])  # game, name, number: one printing
                    if len(hits) < limit and key not in hits:
                        hits[key] = hit(row)
                if len(hits) >= limit:
                    break
            return list(hits.values())

    def _tier(self, conn: sqlite3.Connection, ask: _Ask, tier: Tier) -> list[tuple[Any, ...]]:
        """A tier's first cards, each as a whole row (a damaged file: CardDatabaseError)."""
        try:
            page, whole = self._page(conn, ask, tier)
            return [row[3:] for row in page] if whole else self._rows(conn, ask.table, page)
        except (sqlite3.Error, ValueError) as exc:  # a damaged file (UnicodeDecodeError...)
            raise CardDatabaseError(self.library, f"a search failed: {exc}") from None

    def _page(
        self, conn: sqlite3.Connection, ask: _Ask, tier: Tier
    ) -> tuple[list[tuple[Any, ...]], bool]:
        """A tier's first cards as (name, id, file), by name (by number for a set number;
        printings of a name in the order they were written): bundled cards not shadowed by the
        library, and library cards. A `wide` tier takes each file's first matches in the
        search index's own order. A tier that sorts no more than its page (a walk along an
        index) or the few cards some filters pass reads their whole rows at once (then
        True)."""
        parts: list[str] = []
        args: list[Any] = []
        table, matched, wide = ask.table, tier.match is not None, tier.wide
        key = "c.number" if tier.number else "c.name"  # then the id: the order it was written
        files = [f for f in ("main", "lib")[: 1 + self._attached] if self._there(conn, table, f)]
        narrowed = len(ask.core.sql) > 1 or ask.held.sql  # more than the game
        # filters alone that few cards pass: those cards, read first from the game's table
        few = {f: self._few(conn, ask, f) if narrowed and tier == Tier() else None for f in files}
        whole = not matched  # sorts no more than the page, or the few cards
        for name in files:
            where = Where([*ask.core.sql], [*ask.core.args])
            if few[name] is None:
                where.add(str(ask.held), ask.held.args)
            where.add(*tier.condition())
            if name == "main" and self._attached:
                where.add(_NOT_SHADOWED, [])
            held = bool(ask.held.sql) or whole  # the game's table is read
            cards = source(table, name, matched, held, ids=few[name] is not None, index=tier.index)
            read = f", {table.select()}, {_inferred(name)}" if whole else ""
            sql = f"SELECT {key}, c.id, '{name}'{read} FROM {cards} WHERE {where}"
            if matched and wide:
                sql = f"SELECT * FROM ({sql} ORDER BY f.rowid LIMIT ?)"
            parts.append(sql)
            args += (
                [tier.match] if matched else [] if few[name] is None else [json.dumps(few[name])]
            )
            args += where.args + ([ask.n] if matched and wide else [])
        if not parts:
            return [], whole
        sql = " UNION ALL ".join(parts) + " ORDER BY 1 COLLATE NOCASE, 1, 2 LIMIT ?"
        return conn.execute(sql, [*args, ask.n]).fetchall(), whole

    def _rows(
        self, conn: sqlite3.Connection, table: GameTable, page: list[tuple[Any, ...]]
    ) -> list[tuple[Any, ...]]:
        """The whole rows of a page's cards (a library card's with its inferred fields), in
        the page's order."""
        ids: dict[str, list[int]] = {}
        for *_, card, name in page:
            ids.setdefault(name, []).append(card)
        rows: dict[tuple[str, int], tuple[Any, ...]] = {}
        for name, wanted in ids.items():
            sql = (
                f"SELECT {table.select()}, {_inferred(name)}, c.id FROM json_each(?) AS j"
                f" CROSS JOIN {name}.cards AS c ON c.id = j.value{table.join(name)}"
            )
            for row in conn.execute(sql, (json.dumps(wanted),)):
                rows[name, row[-1]] = row[:-1]
        return [rows[name, card] for *_, card, name in page if (name, card) in rows]

    def _few(self, conn: sqlite3.Connection, ask: _Ask, name: str) -> list[int] | None:
        """The ids of the cards of file `name` that pass the filters (the kind, and the game's
        attributes) when they are fewer than FEW_PER_HIT for each hit asked for, else None: a
        walk in name order would read most of the file to find them. Found once a search."""
        if name not in ask.few:
            few = FEW_PER_HIT * ask.n
            if ask.held.sql and len(ask.core.sql) == 1:  # the game's table holds only its cards
                sql = f'SELECT a."card" FROM {name}."{ask.table.table}" AS a WHERE {ask.held}'
                args = ask.held.args
            else:  # the small rows' test first
                cards = source(ask.table, name, False, bool(ask.held.sql), first=True)
                sql = f"SELECT c.id FROM {cards} WHERE {ask.held} AND {ask.core}"
                args = [*ask.held.args, *ask.core.args]
            found = [row[0] for row in conn.execute(f"{sql} LIMIT ?", [*args, few])]
            ask.few[name] = found if len(found) < few else None
        return ask.few[name]

    def _named(self, conn: sqlite3.Connection, match: str | None) -> bool:
        """Whether the search index of a file matches the names of some card (of any game)."""
        sql = "SELECT 1 FROM {}.cards_fts(?) LIMIT 1"
        files = ("main", "lib") if self._attached else ("main",)
        try:
            return any(conn.execute(sql.format(name), (match,)).fetchone() for name in files)
        except (sqlite3.Error, ValueError) as exc:  # a damaged file
            raise CardDatabaseError(self.library, f"a search failed: {exc}") from None

    def _there(self, conn: sqlite3.Connection, table: GameTable, name: str) -> bool:
        """Whether file `name` has the game's table (one from before the game was known has
        none, and none of its cards)."""
        there = self._has.get((name, table.game))
        if there is None:
            there = self._has[name, table.game] = table.is_there(conn, name)
        return there


def _inferred(name: str) -> str:
    """The inferred fields of a card of file `name` (a library's), as "a,b"."""
    return f"coalesce({_INFERRED}, '')" if name == "lib" else "''"


@dataclass
class _Ask:
    """What one search asks of every tier: the game's table, the conditions on the cards
    (`c`) and on the game's table (`a`), how many hits, and the cards few filters pass."""

    table: GameTable
    core: Where
    held: Where
    n: int
    few: dict[str, list[int] | None] = field(default_factory=dict)


def _split(fields: str) -> tuple[str, ...]:
    return tuple(f for f in fields.split(",") if f)


_default: CardSearch | None = None


def close_default() -> None:
    """Close the shared search's files (before the library is moved aside)."""
    if _default is not None:
        _default.close()


def search(query: str = "", **filters: Any) -> list[Hit]:
    """Search the bundled cards and the user's library (see CardSearch.search for filters)."""
    global _default
    bundled, library = db.bundled_db_path(), library_path()
    if _default is None or (_default.bundled, _default.library) != (bundled, library):
        if _default is not None:
            _default.close()
        _default = CardSearch(bundled, library)
    return _default.search(query, **filters)
