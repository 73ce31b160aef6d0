"""Card search over the bundled database and the user's library together, fast enough to run on
every keystroke.

Words typed are matched as prefixes against card names and texts with SQLite FTS5 ("lum"
finds "Lumen Blade"); what the user types is reduced to words and quoted, so quotes and FTS
operators in a query are plain text and never an error. Filters narrow the hits: the game and
the kind of card, and the attributes the game's card model lets a search narrow by (for
Vanguard: grade, clan, trigger, gift, power range; for WIXOSS: level, colour, SIGNI class, team,
LRIG type, power range). The library is ATTACHed to the bundled database
and a library card hides a bundled card of the same name.

Relevance comes in three tiers, each sorted by name: names that start with the first word
typed, then names that hold every word, then cards whose text holds them. Each tier is its own
query with LIMIT, so a search stops as soon as the first tiers fill the page; ranking every
match with bm25 was several times slower on one-letter prefixes. The text tier, whose word
thousands of cards may hold, takes the first page of matches in the search index's own order
(the order the cards were written: a set's, or an import's) and lists that page by name, so
its read ends at the page; walking the cards in name order and keeping those the index
matched gave the page in name order, but first read every match (4 to 5 ms for a text word
over 30,000 printings, against under 2 ms now). A cost a text may spell several ways is one
word for a search: "counterblast", "CB", "counter blast" and "Counter-Blast" find the same
cards (`wording.py`); as names seldom hold one, one look at the index spares its two tiers of
names when none does (each tries every spelling).
"""

from __future__ import annotations

import re
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playtester.cards import db, schema
from playtester.cards.library import CardLibraryDamaged, Library, library_path
from playtester.cards.rows import SOURCE, GameTable, game_table
from playtester.cards.schema import CardDatabaseError
from playtester.cards.wording import search_forms
from playtester.engine.cards import Attribute, Card

__all__ = ["CardSearch", "Hit", "close_default", "search"]

MAX_WORDS = 12
TEXT_TIER = 2  # the tier of cards whose text holds the words (after two tiers of names)
_WORD = re.compile(r"[^\W_]+")
_INFERRED = "(SELECT group_concat(i.field) FROM lib.inferred AS i WHERE i.card = c.id)"
_NOT_SHADOWED = (
    "NOT EXISTS (SELECT 1 FROM lib.cards AS l WHERE l.game = c.game AND l.name = c.name)"
)


@dataclass(frozen=True)
class Hit:
    """One search result: the card, where it comes from, and its inferred fields."""

    card: Card
    source: str  # "bundled", "imported" or "custom"
    inferred: tuple[str, ...] = ()


def _tiers(query: str) -> tuple[list[str], bool]:
    """The FTS5 queries of the three relevance tiers (a tier finds again what the ones before
    it found: the search keeps the first, which is cheaper than excluding them here), and
    whether a word is one a text may spell several ways (a cost: "counterblast", "CB",
    "counter blast"), which matches any of its spellings."""
    words = [w.casefold() for w in _WORD.findall(query)][:MAX_WORDS]
    if not words:
        return [], False
    groups = search_forms(words)
    every = " AND ".join(_any(forms) for forms in groups)
    in_name = f"{{name}}: ({every})"
    first = " OR ".join(f'^"{form}"*' for form in groups[0])
    # a name starting with the only word holds every word: testing it twice costs twice
    starts = f"{{name}}: ({first})" if len(groups) == 1 else f"{{name}}: (({first}) AND {every})"
    return [starts, in_name, every], any(len(forms) > 1 for forms in groups)


def _any(forms: list[str]) -> str:
    """An FTS5 query for any of a word's spellings, each as a prefix."""
    if len(forms) == 1:
        return f'"{forms[0]}"*'
    return "(" + " OR ".join(f'"{form}"*' for form in forms) + ")"


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
        """Cards matching every word of `query` (as prefixes) and every filter given.

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
        where: list[str] = ["c.game = ?"]
        params: list[Any] = [game]
        if kind is not None:
            where.append("c.kind = ?")
            params.append(kind)
        for name, value in filters.items():
            if value is not None:
                condition, args = _condition(table, name, value)
                where.append(condition)
                params += args
        if limit <= 0:
            return []
        with self._lock:
            conn = self._connection()
            matches, spelled = _tiers(query) if query.strip() else ([], False)
            tiers: list[str | None] = [*matches] if query.strip() else [None]
            if not tiers:
                return []
            hits: dict[tuple[Any, ...], Hit] = {}  # a tier may find again what one before did

            def tier(match: str | None, wide: bool = False) -> list[tuple[Any, ...]]:
                try:
                    return self._query(conn, table, match, " AND ".join(where), params,
                                       limit, wide)  # fmt: skip
                except (sqlite3.Error, ValueError) as exc:  # a damaged file (UnicodeDecodeError...)
                    raise CardDatabaseError(self.library, f"a search failed: {exc}") from None

            def hit(row: tuple[Any, ...]) -> Hit:
                try:
                    return Hit(table.card(row), row[SOURCE], _split(row[-1]))
                except ValueError as exc:  # a damaged row: a value of the wrong type
                    if row[SOURCE] != "bundled":  # the user's library: it may be moved aside
                        raise CardLibraryDamaged(self.library, str(exc)) from None
                    raise CardDatabaseError(self.bundled, f"a search failed: {exc}") from None

            # a rules word spelled several ways (a cost) is a text's: its name tiers, which
            # try every spelling twice, are spared when no name holds any spelling (one look)
            named = not spelled or self._named(conn, tiers[1])
            for number, match in enumerate(tiers):
                if number < TEXT_TIER and not named:
                    continue
                for row in tier(match, wide=number == TEXT_TIER):  # a text word matches many
                    key = (*row[:3], row[SOURCE])  # game, name, number: one printing
                    if len(hits) < limit and key not in hits:
                        hits[key] = hit(row)
                if len(hits) >= limit:
                    break
            return list(hits.values())

    def _query(
        self,
        conn: sqlite3.Connection,
        table: GameTable,
        match: str | None,
        where: str,
        params: list[Any],
        n: int,
        wide: bool = False,
    ) -> list[tuple[Any, ...]]:
        """One tier: bundled cards not shadowed by the library, and library cards, by name.
        A `wide` tier (a text word, which many cards may hold) takes each file's first `n`
        matches in the search index's own order, which ends the read at the first page."""
        parts: list[str] = []
        args: list[Any] = []
        for name in ("main", "lib") if self._attached else ("main",):
            if not self._there(conn, table, name):
                continue
            inferred = f"coalesce({_INFERRED}, '')" if name == "lib" else "''"
            source = _source(table, name, match is not None)
            sql = f"SELECT {table.select()}, {inferred} FROM {source} WHERE {where}"
            if name == "main" and self._attached:
                sql += f" AND {_NOT_SHADOWED}"
            if match is not None and wide:
                sql = f"SELECT * FROM ({sql} ORDER BY f.rowid LIMIT ?)"
            parts.append(sql)
            args += [match] if match is not None else []
            args += params + ([n] if match is not None and wide else [])
        if not parts:
            return []
        sql = " UNION ALL ".join(parts) + " ORDER BY 2 COLLATE NOCASE, 2 LIMIT ?"
        return conn.execute(sql, [*args, n]).fetchall()

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


def _source(table: GameTable, db: str, match: bool) -> str:
    """The cards one file offers a query: all of them, or those the search index matches; a
    match is tested on the game's attributes (a small row) before the rest of it is read."""
    if not match:
        return f"{db}.cards AS c{table.join(db)}"
    found = f"{db}.cards_fts(?) AS f"
    if table.table:
        found += f' CROSS JOIN {db}."{table.table}" AS a ON a."card" = f.rowid'
    return f"{found} CROSS JOIN {db}.cards AS c ON c.id = f.rowid"


def _condition(table: GameTable, name: str, value: Any) -> tuple[str, list[Any]]:
    """The SQL condition (on the game's table `a`) of one filter, and its parameters."""
    found = _filters(table).get(name)
    if found is None:
        known = ", ".join(_filters(table)) or "none"
        raise ValueError(f"unknown filter {name!r} for {table.game} cards; filters: {known}")
    attribute, test = found
    column = f'a."{attribute.name}"'
    if test == "min":
        return f"{column} >= ?", [value]
    if test == "max":
        return f"{column} <= ?", [value]
    if test == "prefix":
        escaped = str(value).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        return f"{column} LIKE ? ESCAPE '\\'", [escaped + "%"]
    if attribute.optional and value in ("any", "none"):
        return f"{column} IS {'NOT ' if value == 'any' else ''}NULL", []
    if attribute.choices and value not in attribute.choices:
        words = f"{attribute.name}s".replace("_", " ")
        raise ValueError(
            f"unknown {attribute.name} {value!r}; {words}: {', '.join(attribute.choices)}"
        )
    if test == "word":  # the words are stored as "a,b": one of them is the value
        return f"instr(',' || {column} || ',', ?) > 0", [f",{value},"]
    return f"{column} = ?", [value]


def _filters(table: GameTable) -> dict[str, tuple[Attribute, str]]:
    """The filters of a game's cards: name -> (attribute, test)."""
    out: dict[str, tuple[Attribute, str]] = {}
    for attribute in table.attributes:
        if attribute.search == "range":
            out[f"{attribute.name}_min"] = (attribute, "min")
            out[f"{attribute.name}_max"] = (attribute, "max")
        elif attribute.search:
            out[attribute.name] = (attribute, attribute.search)
    return out


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
