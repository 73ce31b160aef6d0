"""A card's readings (text_reading.py) as the text the library keeps with the card, and back:
a JSON list, one object per ability with its text, its span, its record in the text form of
docs/abilities.md (none when nothing was read), whether it was read whole, its cost read and
its note. A kept text that no longer reads (the words changed since) gives None: read again."""

from __future__ import annotations

import json
from typing import Any

from playtester.games.common.abilities import CardText, Vocabulary
from playtester.games.common.ability_text import AbilityTextError, read, write
from playtester.games.common.text_reading import Reading

NAME = "kept"  # the card name the records are written under (the card's own is kept apart)


def encode(readings: tuple[Reading, ...]) -> str:
    """The readings as the library keeps them."""
    return json.dumps([_one(r) for r in readings], ensure_ascii=False, separators=(",", ":"))


def _one(reading: Reading) -> dict[str, Any]:
    ability = reading.ability
    written = write([CardText(NAME, (ability,))]) if ability is not None else None
    return {"text": reading.text, "start": reading.start, "end": reading.end,
            "ability": written, "whole": reading.whole, "cost": reading.cost,
            "note": reading.note}  # fmt: skip


def decode(kept: str, words: Vocabulary) -> tuple[Reading, ...] | None:
    """The readings a kept text holds, or None when it does not read back (read again)."""
    try:
        found = json.loads(kept)
        return tuple(_reading(item, words) for item in found)
    except (ValueError, TypeError, KeyError, IndexError, AbilityTextError):
        return None


def _reading(item: dict[str, Any], words: Vocabulary) -> Reading:
    written = item["ability"]
    ability = read(written, words)[0].abilities[0] if written is not None else None
    cost = item["cost"]
    return Reading(str(item["text"]), int(item["start"]), int(item["end"]), ability,
                   bool(item["whole"]), None if cost is None else bool(cost),
                   str(item["note"]))  # fmt: skip


__all__ = ["decode", "encode"]
