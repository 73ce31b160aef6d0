"""The readings of the library's printed card text, kept with each card: at every write, each
card whose reading is missing (new, or its text changed) or of another version of its game's
reader is read again (`store`); the table, `card show` and the coverage take the kept reading
(`kept`) of the reader's version, which holds every ability with the span it came from.

Many texts (a whole data set's) are read in a pool of fresh processes, one per core: reading
is the slow part of an import, and each text is read on its own."""

from __future__ import annotations

import multiprocessing
import os
import sqlite3
from concurrent.futures import ProcessPoolExecutor

from playtester.cards.rows import CORE_COLUMNS, game_table
from playtester.engine import registry
from playtester.engine.cards import Card
from playtester.engine.shell import TextReader

PARALLEL = 3_000  # texts to read from which a pool of processes reads them
CHUNK = 500  # texts a process reads at a time


def store(conn: sqlite3.Connection, games: set[str]) -> int:
    """Read every card of `games` whose kept reading is missing or of another version (in the
    caller's transaction); the number read. A game without a reader keeps none."""
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
        texts: dict[tuple[object, ...], Card] = {}  # printings of one text are read once
        same = [(row[-1], (row[4], *row[len(CORE_COLUMNS) + 1 : -1])) for row in rows]
        for row, (_, key) in zip(rows, same, strict=True):
            if key not in texts:
                texts[key] = table.card(row[:-1])  # (its text and attributes: all it reads)
        read = dict(zip(texts, read_all(game, reader, list(texts.values())), strict=True))
        conn.executemany(
            'INSERT OR REPLACE INTO "readings" ("card", "version", "reading") VALUES (?, ?, ?)',
            [(card, version, read[key]) for card, key in same],
        )
        done += len(rows)
    return done


def read_all(game: str, reader: TextReader, cards: list[Card]) -> list[str]:
    """The readings of `cards`, in order: here, or for many in a pool of fresh processes
    (spawned, not forked: a process forked from the table's, which has threads, may inherit a
    lock another thread holds)."""
    processes = min(os.cpu_count() or 1, 4)
    if len(cards) < PARALLEL or processes < 2:
        return [reader.stored(card) for card in cards]
    chunks = [cards[i : i + CHUNK] for i in range(0, len(cards), CHUNK)]
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=processes, mp_context=context) as pool:
        found = pool.map(read_chunk, [game] * len(chunks), chunks)
        return [reading for chunk in found for reading in chunk]


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


__all__ = ["kept", "read_all", "store"]
