"""The bundled card database (`cards.db`, built by `scripts/build_cards_db.py`), read-only.

The whole database is small, so each game's cards are read once into memory and every later
`lookup` is a dictionary access.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

from playtester.cards.rows import game_table
from playtester.cards.schema import CardDatabaseError, open_readonly
from playtester.engine.cards import MAX_NAME, Card

__all__ = [
    "CardDatabase",
    "CardDatabaseError",
    "all_cards",
    "bundled_db_path",
    "close_names",
    "lookup",
    "use_database",
]

_PACKAGE_DB = Path(__file__).resolve().parents[1] / "_data" / "cards.db"
_REPO_DB = Path(__file__).resolve().parents[2] / "cards.db"
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def bundled_db_path() -> Path:
    """The bundled database: inside the package (installed wheel) if present, else the repo's."""
    return _PACKAGE_DB if _PACKAGE_DB.is_file() else _REPO_DB


def loose_key(name: str) -> str:
    """A name with case, runs of spaces and typographic quotes ignored."""
    return " ".join(name.translate(_QUOTES).split()).casefold()


@dataclass(frozen=True, slots=True)
class _GameCards:
    cards: tuple[Card, ...]
    exact: dict[str, Card]
    loose: dict[str, Card]
    numbers: dict[str, Card]


class CardDatabase:
    """One card database file, opened read-only; each game's cards are loaded on first use."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._games: dict[str, _GameCards] = {}
        self._lock = threading.Lock()

    def lookup(self, game: str, name: str) -> Card | None:
        """The card with exactly this name, else the one whose name matches ignoring case."""
        cards = self._load(game)
        found = cards.exact.get(name)
        return found if found is not None else cards.loose.get(loose_key(name))

    def printing(self, game: str, number: str) -> Card | None:
        """The card with this set number (case and spaces ignored), or None."""
        return self._load(game).numbers.get("".join(number.split()).upper())

    def all_cards(self, game: str) -> list[Card]:
        """Every card of `game`, in the order the database was built (by source file, then by
        set number: for Vanguard, by clan and number)."""
        return list(self._load(game).cards)

    def close_names(self, game: str, name: str, n: int = 3) -> list[str]:
        """Up to `n` card names that look like `name`, best first (to suggest for a typo)."""
        key = loose_key(name)
        if not key or len(key) > MAX_NAME:  # no card has a name that long: nothing is close
            return []
        scored: list[tuple[float, str]] = []
        for card in self._load(game).cards:
            score = _likeness(key, loose_key(card.name))
            if score >= 0.6:
                scored.append((-score, card.name))
        scored.sort()
        best = -scored[0][0] if scored else 0.0
        return [card_name for score, card_name in scored[:n] if -score >= best - 0.1]

    def _load(self, game: str) -> _GameCards:
        cards = self._games.get(game)
        if cards is None:
            with self._lock:
                cards = self._games.get(game)
                if cards is None:
                    cards = self._games[game] = self._read(game)
        return cards

    def _read(self, game: str) -> _GameCards:
        path = self.path.resolve()
        if not path.is_file():
            raise CardDatabaseError(
                path, "no such file (build it with `python scripts/build_cards_db.py`)"
            )
        conn = open_readonly(path)  # checks the schema version; never writes to the file
        table = game_table(game)
        try:
            rows = (
                conn.execute(
                    f"SELECT {table.select()} FROM cards AS c{table.join()}"
                    " WHERE c.game = ? ORDER BY c.id",
                    (game,),
                ).fetchall()
                if table.is_there(conn)
                else []
            )
        except sqlite3.Error as exc:
            raise CardDatabaseError(path, str(exc)) from None
        finally:
            conn.close()
        try:
            cards = tuple(table.card(row) for row in rows)
        except ValueError as exc:
            raise CardDatabaseError(path, str(exc)) from None
        loose: dict[str, Card] = {}
        for card in cards:
            loose.setdefault(loose_key(card.name), card)
        numbers = {"".join(c.number.split()).upper(): c for c in reversed(cards) if c.number}
        return _GameCards(cards, {card.name: card for card in cards}, loose, numbers)


def _likeness(key: str, other: str) -> float:
    """How alike a typed name is to a card name: whole, before a comma, or as a prefix."""
    if key in other:
        return 1.0 if key == other else 0.9
    parts = {other, other.split(",")[0], other[: len(key)]}
    import difflib  # only when a name is mistyped: it is slow to import

    return max(difflib.SequenceMatcher(None, key, part).ratio() for part in parts if part)


_default: CardDatabase | None = None


def _db() -> CardDatabase:
    global _default
    if _default is None:
        _default = CardDatabase(bundled_db_path())
    return _default


def use_database(path: Path | str | None) -> None:
    """Make the module functions read another database file (None: the bundled one again)."""
    global _default
    _default = None if path is None else CardDatabase(path)


def lookup(game: str, name: str) -> Card | None:
    """The card named `name` in `game` (exact name first, then ignoring case), or None."""
    return _db().lookup(game, name)


def printing(game: str, number: str) -> Card | None:
    """The bundled card with this set number, or None."""
    return _db().printing(game, number)


def all_cards(game: str) -> list[Card]:
    """Every card of `game` in the database, in the order it was built."""
    return _db().all_cards(game)


def close_names(game: str, name: str, n: int = 3) -> list[str]:
    """Up to `n` names of `game` close to `name`, best first, ignoring case."""
    return _db().close_names(game, name, n)
