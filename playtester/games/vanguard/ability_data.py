"""The bundled Vanguard cards' abilities, read once from assets/abilities/vanguard/*.txt."""

from __future__ import annotations

from functools import cache

from playtester.games.common.abilities import CardText
from playtester.games.common.ability_text import read
from playtester.games.vanguard.ability_words import WORDS
from playtester.resources import data_path


@cache
def bundled() -> dict[str, CardText]:
    """The abilities of the bundled cards, by card name."""
    out: dict[str, CardText] = {}
    for path in sorted(data_path("assets", "abilities", "vanguard").glob("*.txt")):
        for card in read(path.read_text(encoding="utf-8"), WORDS):
            out[card.name] = card
    return out
