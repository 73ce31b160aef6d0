"""Abilities in a player's words: what the phase bar and the menus say an ability does."""

from __future__ import annotations

import pytest

from playtester.games.common.ability_text import read
from playtester.games.vanguard.ability_phrases import ability_words
from playtester.games.vanguard.ability_words import WORDS

CASES = {
    "auto VC when attacks\n    cost soulblast 1\n    do retire {their rear grade<=1}": (
        "Soul Blast 1, then retire one of your opponent's grade 1 or lower rear-guards"
    ),
    "auto VC when attacks\n    cost counterblast 1\n    do stand {my rested rear up to 2 as A}"
    "\n    do power {A} +5000 turn": (
        "Counter Blast 1, then stand up to two of your rested rear-guards, the chosen units get"
        " +5000 power until the end of the turn"
    ),
    "cont VC\n    if my turn\n    do power {self} +3000": "this unit gets +3000 power",
    "act RC\n    cost put {self} soul\n    do power {my vanguard} +3000 turn": (
        "put this unit into your soul, then your vanguard gets +3000 power until the end of the"
        " turn"
    ),
    "auto GC when placed\n    cost discard {my hand}\n    do restrict {attacked} no-hit battle": (
        "discard one of the cards in your hand, then your unit being attacked cannot be hit"
        " until the end of the battle"
    ),
    "auto soul when rode-upon\n    do may put {self} {my circle}": (
        "you may put this unit onto one of your rear-guard circles"
    ),
    "auto VC when hits\n    do look 2": "look at the top two cards of your deck",
}


@pytest.mark.parametrize("text", sorted(CASES))
def test_an_ability_is_said_in_plain_words(text: str) -> None:
    (card,) = read(f'card "X"\n  {text}\n', WORDS)
    assert ability_words(card.abilities[0]) == CASES[text]
