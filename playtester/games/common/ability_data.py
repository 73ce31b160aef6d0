"""A game's bundled card abilities: the text files of assets/abilities/<game>/ (docs/abilities.md)
read with the game's words, by card name."""

from __future__ import annotations

from playtester.games.common.abilities import CardText, Vocabulary
from playtester.games.common.ability_text import read
from playtester.resources import data_path


def read_bundled(game: str, words: Vocabulary) -> dict[str, CardText]:
    """The abilities of a game's bundled cards, by card name (files in name order; a card in a
    later file replaces one of the same name)."""
    out: dict[str, CardText] = {}
    for path in sorted(data_path("assets", "abilities", game).glob("*.txt")):
        for card in read(path.read_text(encoding="utf-8"), words):
            out[card.name] = card
    return out
