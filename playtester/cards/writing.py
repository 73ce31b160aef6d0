"""Writing printings into a library: the difference between what an import brings and what is
stored (read once, whatever the number of files), the evidence rows, and the fields the user
set (`fixes`), which every write keeps."""

from __future__ import annotations

import json
import re
import sqlite3
from dataclasses import dataclass, replace
from typing import Any

from playtester.cards.imports import Evidence, ImportedCard, ImportReport, Skipped
from playtester.cards.rows import CORE_COLUMNS, SOURCE, game_table, write_cards
from playtester.engine.cards import Card

BATCH = 1000
YOU = "you"  # the rule of a field the user set
Key = tuple[str, str, str]  # a printing: game, name, number
Stored = tuple[tuple[Any, ...], tuple[tuple[str, str, str], ...]]  # its row, its evidence


@dataclass(frozen=True)
class Fix:
    """A field the user set, and how ("card edit", "answered at the table")."""

    value: Any
    said: str


Fixes = dict[tuple[str, str], dict[str, Fix]]  # (name, number or "") -> field -> fix


def key(card: Card) -> Key:
    return (card.game, card.name, card.number)


def read_fixes(conn: sqlite3.Connection, game: str) -> Fixes:
    out: Fixes = {}
    for name, number, field, value, said in conn.execute(
        "SELECT name, number, field, value, said FROM fixes WHERE game = ?", (game,)
    ):
        loaded = json.loads(value)
        out.setdefault((name, number), {})[field] = Fix(
            tuple(loaded) if isinstance(loaded, list) else loaded, said
        )
    return out


def save_fixes(
    conn: sqlite3.Connection, card: tuple[str, str, str], values: dict[str, Any], said: str
) -> None:
    """Store fields the user set for a name (number "") or one printing."""
    conn.executemany(
        "INSERT INTO fixes (game, name, number, field, value, said) VALUES (?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (game, name, number, field)"
        " DO UPDATE SET value = excluded.value, said = excluded.said",
        [(*card, field, json.dumps(list(v) if isinstance(v, tuple) else v), said)
         for field, v in values.items()],
    )  # fmt: skip


def with_fixes(entry: ImportedCard, fixes: Fixes) -> ImportedCard:
    """The entry with the fields the user set for its name, then for its printing; their
    evidence says so."""
    card = entry.card
    found = {**fixes.get((card.name, ""), {}), **fixes.get((card.name, card.number), {})}
    if not found:
        return entry
    evidence = {e.field: e for e in entry.evidence}
    changes = {}
    for field, fix in found.items():
        if hasattr(card, field):
            changes[field] = fix.value
            evidence[field] = Evidence(field, YOU, f"you set it ({fix.said})")
    return ImportedCard(replace(card, **changes), tuple(evidence.values()), entry.where)


def existing(
    conn: sqlite3.Connection, games: set[str], name: str | None = None
) -> dict[Key, Stored]:
    """Every stored printing of `games` (of one name if given), with its evidence: read once."""
    evidence: dict[int, list[tuple[str, str, str]]] = {}
    for card, field, rule, says in conn.execute("SELECT card, field, rule, evidence FROM inferred"):
        evidence.setdefault(card, []).append((field, rule, says))
    out: dict[Key, Stored] = {}
    for game in games:
        table = game_table(game)
        sql = f"SELECT {table.select()}, c.id FROM cards AS c{table.join()} WHERE c.game = ?"
        params: tuple[str, ...] = (game,)
        if name is not None:
            sql, params = sql + " AND c.name = ?", (game, name)
        for row in conn.execute(sql, params):
            stored = tuple(sorted(evidence.get(row[-1], ())))
            out[(row[0], row[1], row[2])] = (tuple(row[:-1]), stored)
    return out


def changes(
    entries: list[ImportedCard], stored: dict[Key, Stored], source: str, report: ImportReport
) -> list[ImportedCard]:
    """The entries to write, counting added, changed, unchanged and skipped ones in `report`."""
    custom = {(k[0], k[1]) for k, (row, _) in stored.items() if row[SOURCE] == "custom"}
    seen: dict[Key, tuple[ImportedCard, str]] = {}
    out: list[ImportedCard] = []
    for index, entry in enumerate(entries, start=1):
        card = entry.card
        where = entry.where or f"card {index}"
        if key(card) in seen:
            report.skipped.append(Skipped(where, "number", _repeat(entry, *seen[key(card)])))
            continue
        seen[key(card)] = (entry, where)
        if source == "imported" and (card.game, card.name) in custom:
            report.skipped.append(
                Skipped(where, "name", "a custom card of this name is in the library")
            )
            continue
        old = stored.get(key(card))
        if old == (game_table(card.game).row(card, source), entry.stored_evidence()):
            report.unchanged += 1
            continue
        out.append(entry)
        if old is None:
            report.added += 1
        else:
            report.changed += 1
    return out


def new_texts(entries: list[ImportedCard], stored: dict[Key, Stored]) -> list[Card]:
    """The cards of `entries` whose text the library does not hold yet (a new printing, or its
    text changed): the texts a write of them reads."""
    text = CORE_COLUMNS.index("text")
    out = []
    for entry in entries:
        old = stored.get(key(entry.card))
        if old is None or old[0][text] != entry.card.text:
            out.append(entry.card)
    return out


def _repeat(entry: ImportedCard, first: ImportedCard, where: str) -> str:
    """Why a second record of one printing is skipped: a copy, or a clash (the first wins)."""
    number = f" ({entry.card.number})" if entry.card.number else ""
    if entry.card == first.card:
        return f"the same printing{number} as {where}"
    return f"the same printing{number} as {where}, with other data; {where} was kept"


def position(skipped: Skipped) -> tuple[str, int]:
    """The file and the item or line number of a skip, to list skips in file order."""
    found = re.search(r"(?:item|line|card) ([0-9]+)", skipped.where)
    head = skipped.where[: found.start()] if found else skipped.where
    return head, int(found[1]) if found else 0


def write(
    conn: sqlite3.Connection,
    entries: list[ImportedCard],
    source: str,
    progress: Any = None,
) -> None:
    """Write printings and their evidence in batches, calling `progress(done, total)`."""
    total = len(entries)
    if progress:
        progress(0, total)
    for start in range(0, total, BATCH):
        chunk = entries[start : start + BATCH]
        write_cards(conn, (e.card for e in chunk), source)
        keys = [key(e.card) for e in chunk]
        conn.executemany(
            "DELETE FROM inferred WHERE card ="
            " (SELECT id FROM cards WHERE game = ? AND name = ? AND number = ?)",
            keys,
        )
        conn.executemany(
            "INSERT INTO inferred (card, field, rule, evidence) SELECT id, ?, ?, ? FROM cards"
            " WHERE game = ? AND name = ? AND number = ?",
            [(*ev, *key(e.card)) for e in chunk for ev in e.stored_evidence()],
        )
        if progress:
            progress(min(start + BATCH, total), total)
