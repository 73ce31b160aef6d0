"""The readings of the library's printed card text, kept with each card: at every write, each
card whose reading is missing (new, or its text changed) or of another version of its game's
reader is read again (`store`); the table, `card show` and the coverage take the kept reading
(`kept`) of the reader's version, which holds every ability with the span it came from."""

from __future__ import annotations

import sqlite3

from playtester.cards.rows import game_table
from playtester.engine import registry
from playtester.engine.cards import Card


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
        conn.executemany(
            'INSERT OR REPLACE INTO "readings" ("card", "version", "reading") VALUES (?, ?, ?)',
            [(row[-1], version, reader.stored(table.card(row[:-1]))) for row in rows],
        )
        done += len(rows)
    return done


def kept(conn: sqlite3.Connection, card: Card, version: str) -> str:
    """The reading kept with a printing, if it is of `version` ("" when none is)."""
    row = conn.execute(
        'SELECT r."reading" FROM "readings" AS r JOIN cards AS c ON c."id" = r."card"'
        " WHERE c.game = ? AND c.name = ? AND c.number = ? AND r.version = ?",
        (card.game, card.name, card.number, version),
    ).fetchone()
    return str(row[0]) if row is not None else ""


__all__ = ["kept", "store"]
