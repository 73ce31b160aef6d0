"""The readings of the library's printed card text, kept with each card: at every write, each
card whose reading is missing (new, or its text changed) or of another version of its game's
reader is read again (`store`); the table, `card show` and the coverage take the kept reading
(`kept`) of the reader's version, which holds every ability with the span it came from.

Many texts (a whole data set's) are read in a pool of fresh processes, one per core: reading
is the slow part of an import, and each text is read on its own. An import begins reading the
new texts of the cards it writes before it writes them (`begun`), so that the pool reads while
SQLite writes."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from playtester.cards.rows import CORE_COLUMNS, game_table
from playtester.engine import registry
from playtester.engine.cards import Card
from playtester.engine.shell import TextReader

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

PARALLEL = 3_000  # texts to read from which a pool of processes reads them
CHUNK = 500  # texts a process reads at a time
# a text and the attributes it is read with: the printings of one key have one reading
Key = tuple[object, ...]


def key(row: Sequence[object]) -> Key:
    """The reading key of a card's row (as `GameTable.select` reads it, or `row` makes it)."""
    return (row[CORE_COLUMNS.index("text")], *row[len(CORE_COLUMNS) + 1 :])


class Early:
    """Readings begun in a pool of processes before the cards are written (`begun`), by game
    and key, for `store` to take."""

    def __init__(self) -> None:
        self.pool: ProcessPoolExecutor | None = None
        self.begun: dict[str, list[tuple[list[Key], Future[list[str]]]]] = {}

    def begin(self, game: str, texts: dict[Key, Card]) -> None:
        """Start reading `texts` (a card of each key) in the pool, a chunk at a time."""
        if self.pool is None:
            self.pool = _pool(max(1, _processes() - 1))  # the import writes on a core
        keys, cards = list(texts), list(texts.values())
        self.begun[game] = [
            (keys[i : i + CHUNK], self.pool.submit(read_chunk, game, cards[i : i + CHUNK]))
            for i in range(0, len(cards), CHUNK)
        ]

    def take(self, game: str) -> dict[Key, str]:
        """The readings begun for `game`, by key (waiting for them); none when none were."""
        found: dict[Key, str] = {}
        for keys, future in self.begun.pop(game, []):
            found.update(zip(keys, future.result(), strict=True))
        return found

    def close(self) -> None:
        """End the pool (what it has not begun to read is not read)."""
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
            self.pool = None


@contextmanager
def begun(cards: Iterable[Card], source: str) -> Iterator[Early]:
    """Begin reading the texts of `cards` (the printings an import writes whose text the
    library does not hold yet) in a pool of processes, where there are many of one game's;
    the pool ends with the block."""
    early = Early()
    try:
        by_game: dict[str, dict[Key, Card]] = {}
        for card in cards:
            if card.text:
                texts = by_game.setdefault(card.game, {})
                texts.setdefault(key(game_table(card.game).row(card, source)), card)
        for game, texts in sorted(by_game.items()):
            if _parallel(len(texts)) and registry.text_reader_for(game) is not None:
                early.begin(game, texts)
        yield early
    finally:
        early.close()


def store(conn: sqlite3.Connection, games: set[str], early: Early | None = None) -> int:
    """Read every card of `games` whose kept reading is missing or of another version (in the
    caller's transaction), taking the readings `early` began; the number read. A game without
    a reader keeps none."""
    done = 0
    for game in sorted(games):
        reader = registry.text_reader_for(game)
        if reader is None:
            continue
        version = reader.version
        table = game_table(game)
        rows = conn.execute(
            f"SELECT {table.select()}, c.id FROM cards AS c{table.join()}"
            ' LEFT JOIN "readings" AS r ON r."card" = c."id"'
            " WHERE c.game = ? AND c.text != '' AND (r.version IS NULL OR r.version != ?)",
            (game, version),
        ).fetchall()
        same = [(row[-1], key(row[:-1])) for row in rows]
        read = early.take(game) if early is not None else {}
        texts: dict[Key, Card] = {}  # printings of one text are read once (if not begun)
        for row, (_, found) in zip(rows, same, strict=True):
            if found not in texts and found not in read:
                texts[found] = table.card(row[:-1])  # (its text and attributes: all it reads)
        read.update(zip(texts, read_all(game, reader, list(texts.values())), strict=True))
        conn.executemany(
            'INSERT OR REPLACE INTO "readings" ("card", "version", "reading") VALUES (?, ?, ?)',
            [(card, version, read[found]) for card, found in same],
        )
        done += len(rows)
    return done


def read_all(game: str, reader: TextReader, cards: list[Card]) -> list[str]:
    """The readings of `cards`, in order: here, or for many in a pool of fresh processes."""
    if not _parallel(len(cards)):
        return [reader.stored(card) for card in cards]
    chunks = [cards[i : i + CHUNK] for i in range(0, len(cards), CHUNK)]
    with _pool(_processes()) as pool:
        found = pool.map(read_chunk, [game] * len(chunks), chunks)
        return [reading for chunk in found for reading in chunk]


def _processes() -> int:
    """The processes of a pool: one per core, four at most."""
    return min(os.cpu_count() or 1, 4)


def _parallel(texts: int) -> bool:
    """Whether so many texts are read in a pool (there are cores to share it)."""
    return texts >= PARALLEL and _processes() >= 2


def _pool(processes: int) -> ProcessPoolExecutor:
    """A pool of fresh processes (spawned, not forked: a process forked from the table's,
    which has threads, may inherit a lock another thread holds)."""
    import multiprocessing  # read only for a pool: not on the table's start (about 10 ms)
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("spawn")
    return ProcessPoolExecutor(max_workers=processes, mp_context=context)


def read_chunk(game: str, cards: list[Card]) -> list[str]:
    """The readings of some cards, in a process of the pool."""
    reader = registry.text_reader_for(game)
    assert reader is not None
    return [reader.stored(card) for card in cards]


def kept(conn: sqlite3.Connection, card: Card, version: str) -> str:
    """The reading kept with a printing, if it is of `version` ("" when none is)."""
    row = conn.execute(
        'SELECT r."reading" FROM "readings" AS r JOIN cards AS c ON c."id" = r."card"'
        " WHERE c.game = ? AND c.name = ? AND c.number = ? AND r.version = ?",
        (card.game, card.name, card.number, version),
    ).fetchone()
    return str(row[0]) if row is not None else ""


__all__ = ["Early", "begun", "kept", "key", "read_all", "store"]
