"""The bundled Vanguard cards' abilities, read once from assets/abilities/vanguard/*.txt."""

from __future__ import annotations

from functools import cache

from playtester.games.common.abilities import CardText
from playtester.games.common.ability_data import read_bundled
from playtester.games.vanguard.ability_words import WORDS


@cache
def bundled() -> dict[str, CardText]:
    """The abilities of the bundled cards, by card name."""
    return read_bundled("vanguard", WORDS)
