"""A card as rows of a card database: its core in the `cards` table, and its game's attributes
in that game's own table (`cards_vanguard`), one row per card keyed by the card's id. A card is
one printing: the same name with another set number is another row.

A game's card model (see `engine.registry.CardModel`) declares the attributes, so a new game
brings its own table and no other game's rows change; a game that declares none keeps only
the core. Reading checks every value's type, so a damaged file is reported, not misread.
"""

from __future__ import annotations

import operator
import re
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from playtester.engine import registry
from playtester.engine.cards import Attribute, Card
from playtester.engine.registry import CardModel

__all__ = [
    "CORE_COLUMNS",
    "SOURCE",
    "GameTable",
    "attribute_table_sql",
    "game_table",
    "game_tables",
    "write_cards",
]

# the core columns, as every query reads them: `source` (bundled, imported or custom) follows
CORE_COLUMNS = ("game", "name", "number", "kind", "text", "picture")
SOURCE = len(CORE_COLUMNS)  # the index of `source` in a row
_GAME_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
_SQL_TYPES: dict[type, str] = {int: "INTEGER", str: "TEXT", bool: "INTEGER", tuple: "TEXT"}
Stored = int | str | None  # a value as a column holds it
_INCOMING = "incoming_cards"  # the temporary table a batch of cards is written from


_COUNT = re.compile(r"([^,:]+):([0-9]{1,9})")


def _words(text: str) -> tuple[str, ...]:
    return tuple(word for word in text.split(",") if word)


def _counts(text: str) -> tuple[tuple[str, int], ...] | None:
    """Word counts stored as "white:2,colorless:1", as (word, count) pairs; None when a part
    is not a word and a count (a damaged value)."""
    pairs = []
    for part in _words(text):
        found = _COUNT.fullmatch(part)
        if found is None:
            return None
        pairs.append((found[1], int(found[2])))
    return tuple(pairs)


def _column_types(attribute: Attribute) -> tuple[type, ...]:
    """The types a column of this attribute may hold (SQLite gives 0 or 1 for a flag)."""
    holds = attribute.holds
    stored = int if holds is bool else str if holds is tuple else holds
    return (stored, type(None)) if attribute.optional else (stored,)


def _stored(attribute: Attribute, value: Any) -> Stored:
    """An attribute's value as its column holds it."""
    if attribute.counts:
        return ",".join(f"{word}:{count}" for word, count in value)
    if attribute.holds is tuple:
        return ",".join(value)
    if attribute.holds is bool:
        return int(value)
    return value  # type: ignore[no-any-return]


def attribute_table_sql(table: str, columns: Sequence[tuple[str, str]]) -> list[str]:
    """A game's attribute table (`columns`: name and SQL type), keyed by the card's id, and the
    trigger that deletes a card's attributes with the card."""
    listed = "".join(f',\n   "{name}" {sql}' for name, sql in columns)
    return [
        f'CREATE TABLE IF NOT EXISTS "{table}" (\n'
        f'   "card" INTEGER PRIMARY KEY REFERENCES "cards" ("id"){listed}\n)',
        f'CREATE TRIGGER IF NOT EXISTS "{table}_ad" AFTER DELETE ON "cards"'
        f' BEGIN DELETE FROM "{table}" WHERE "card" = old."id"; END',
    ]


class GameTable:
    """How one game's cards are stored: the SQL that reads and writes them, and the rows."""

    def __init__(self, model: CardModel) -> None:
        if not _GAME_NAME.fullmatch(model.game):
            raise ValueError(f"a game's name must be a lowercase word, not {model.game!r}")
        self.model = model
        self.game = model.game
        self.attributes = model.attributes
        self.table = f"cards_{model.game}" if model.attributes else ""
        # a row's columns by name and type, in the order `select` reads them
        self._names = (*CORE_COLUMNS, "source", *(a.name for a in model.attributes))
        self._types = ((str,),) * (SOURCE + 1) + tuple(_column_types(a) for a in model.attributes)
        self._flags = [a.name for a in model.attributes if a.holds is bool]
        self._words = [a.name for a in model.attributes if a.holds is tuple and not a.counts]
        self._counts = [a.name for a in model.attributes if a.counts]
        # a card's values in a row's order (but `source`), and those stored in another form
        self._values = operator.attrgetter(*CORE_COLUMNS, *(a.name for a in model.attributes))
        self._converted = [(SOURCE + 1 + i, a) for i, a in enumerate(model.attributes)
                           if a.counts or a.holds in (tuple, bool)]  # fmt: skip

    # -- the layout --------------------------------------------------------------------------

    def columns(self) -> list[tuple[str, str]]:
        """The game's attribute columns and their SQL types (with NOT NULL), in order."""
        return [
            (a.name, _SQL_TYPES[a.holds] + ("" if a.optional else " NOT NULL"))
            for a in self.attributes
        ]

    def create_sql(self) -> list[str]:
        """The game's table and its trigger (none for a game without attributes)."""
        return attribute_table_sql(self.table, self.columns()) if self.table else []

    # -- reading -----------------------------------------------------------------------------

    def select(self) -> str:
        """The columns a row is read with: the core, `source`, then the attributes (the cards
        table is `c`, the game's table `a`)."""
        core = ", ".join(f'c."{column}"' for column in (*CORE_COLUMNS, "source"))
        return core + "".join(f', a."{a.name}"' for a in self.attributes)

    def join(self, db: str = "main") -> str:
        """What joins the game's table to `c` ("" for a game without one)."""
        if not self.table:
            return ""
        return f' JOIN {db}."{self.table}" AS a ON a."card" = c."id"'

    def card(self, row: Sequence[Any]) -> Card:
        """The card of a row read with `select`; ValueError for a value of the wrong type."""
        if len(row) < len(self._names) or not all(map(isinstance, row, self._types)):
            named = row[1] if len(row) > 1 and isinstance(row[1], str) else "?"
            return self._unreadable(named, row)
        fields = dict(zip(self._names, row, strict=False))
        del fields["source"]
        for name in self._flags:
            fields[name] = bool(fields[name])
        for name in self._words:
            fields[name] = _words(fields[name])
        for name in self._counts:
            fields[name] = _counts(fields[name])
            if fields[name] is None:
                return self._unreadable(fields["name"], row, name)
        return self.model.card_type(**fields)

    def _unreadable(self, name: str, row: Sequence[Any], column: str = "") -> Card:
        """Say which value of a row is not of its column's type (or, `column`, not readable)."""
        bad = [n for n, v, t in zip(self._names, row, self._types, strict=False)
               if not isinstance(v, t)]  # fmt: skip
        its = f" (its {column or bad[0]})" if column or bad else ""
        raise ValueError(f"the card {name!r} is not readable{its}")

    def is_there(self, conn: sqlite3.Connection, db: str = "main") -> bool:
        """Whether the file has this game's table (a file written before the game was known
        has none, and so none of its cards)."""
        if not self.table:
            return True
        found = conn.execute(
            f"SELECT 1 FROM {db}.sqlite_master WHERE type = 'table' AND name = ?", (self.table,)
        )
        return found.fetchone() is not None

    # -- writing -----------------------------------------------------------------------------

    def row(self, card: Card, source: str) -> tuple[Stored, ...]:
        """A card as stored, in the order `select` reads it."""
        if card.game != self.game or not isinstance(card, self.model.card_type):
            raise ValueError(f"{card.name!r} is not a card of {self.game}")
        row: list[Stored] = list(self._values(card))
        row.insert(SOURCE, source)
        for index, attribute in self._converted:
            row[index] = _stored(attribute, row[index])
        return tuple(row)

    def write(self, conn: sqlite3.Connection, rows: Iterable[tuple[Stored, ...]]) -> None:
        """Add or replace cards (rows from `row`), keeping the id of a card already there.

        The core rows go into `cards` in one statement, from a temporary table: a statement
        per row makes the search index (its triggers) write each row out on its own, at each
        statement's savepoint (21,000 printings: 7.8 s, against 2 s in one statement)."""
        rows = list(rows)
        names = (*CORE_COLUMNS, "source")
        listed = ", ".join(f'"{n}"' for n in names)
        updates = ", ".join(f'"{n}" = excluded."{n}"' for n in names[3:])
        incoming = f'temp."{_INCOMING}"'
        conn.execute(f'CREATE TEMP TABLE IF NOT EXISTS "{_INCOMING}" ({listed})')
        conn.execute(f"DELETE FROM {incoming}")  # (left by a write that failed)
        conn.executemany(
            f"INSERT INTO {incoming} ({listed}) VALUES ({', '.join('?' * len(names))})",
            [row[: len(names)] for row in rows],
        )
        # `WHERE true` parts the SELECT from the upsert clause; rowid order is the rows' order
        conn.execute(
            f"INSERT INTO cards ({listed}) SELECT {listed} FROM {incoming} WHERE true"
            f" ORDER BY rowid ON CONFLICT (game, name, number) DO UPDATE SET {updates}"
        )
        conn.execute(f"DROP TABLE {incoming}")
        if self.table:
            attributes = ", ".join(f'"{a.name}"' for a in self.attributes)
            marks = ", ".join("?" * len(self.attributes))
            conn.executemany(
                f'INSERT OR REPLACE INTO "{self.table}" ("card", {attributes})'
                f" SELECT id, {marks} FROM cards WHERE game = ? AND name = ? AND number = ?",
                [(*row[len(names) :], row[0], row[1], row[2]) for row in rows],
            )


_tables: dict[str, GameTable] = {}


def game_table(game: str) -> GameTable:
    """The table of `game`'s cards, as its card model declares it."""
    model = registry.card_model(game)
    found = _tables.get(game)
    if found is None or found.model != model:
        found = _tables[game] = GameTable(model)
    return found


def game_tables() -> list[GameTable]:
    """The tables of every game whose card model is registered."""
    return [game_table(model.game) for model in registry.card_models()]


def write_cards(conn: sqlite3.Connection, cards: Iterable[Card], source: str) -> None:
    """Add or replace cards of any games, each through its game's table."""
    by_game: dict[str, list[Card]] = {}
    for card in cards:
        by_game.setdefault(card.game, []).append(card)
    for game, group in by_game.items():
        table = game_table(game)
        table.write(conn, [table.row(card, source) for card in group])
