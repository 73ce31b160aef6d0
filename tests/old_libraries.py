"""Card database files in the layouts before the current one, as older programs wrote them, for
the tests of migration (version 0: no versions; version 1: one table with Vanguard's fields)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from playtester.games.vanguard.cards import VanguardCard

# the `cards` columns of version 1, in order; version 0 had all but `trigger_power` and `source`
V1_COLUMNS = ("game", "name", "number", "kind", "grade", "power", "shield", "critical", "clan",
              "race", "trigger", "trigger_power", "skills", "gift", "sentinel", "text",
              "source")  # fmt: skip


def v1_row(card: VanguardCard, source: str) -> dict[str, Any]:
    """A card as version 1 stored it."""
    stored = {"skills": ",".join(card.skills), "sentinel": int(card.sentinel), "source": source}
    return {column: stored.get(column, getattr(card, column, None)) for column in V1_COLUMNS}


def write_v0(path: Path, cards: list[VanguardCard]) -> None:
    """A file in the layout before versions: no `source`, no meta table, no full-text index."""
    columns = [c for c in V1_COLUMNS if c not in ("source", "trigger_power")]
    conn = sqlite3.connect(path)
    conn.execute(f"CREATE TABLE cards ({', '.join(f'[{c}]' for c in columns)})")
    for card in cards:
        row = v1_row(card, "")
        conn.execute(
            f"INSERT INTO cards VALUES ({', '.join('?' * len(columns))})", [row[c] for c in columns]
        )
    conn.commit()
    conn.close()
