"""A Ladder card as the table shows it (`Facts`, engine/hooks.py): its value, its line, its
place in a sorted list, its back, and the readout under the top of the rungs."""

from __future__ import annotations

import html

from playtester.engine import Game
from playtester.engine.cards import Card
from playtester.engine.faces import MAIN_BACK, Back
from playtester.engine.table import Readout
from playtester.games.common.facts import facts_html
from tests.tinygame.cards import value_of


def card_facts(card: Card) -> str:
    return facts_html(card, "", [html.escape(f"Value {value_of(card)}")], [])


def card_line(card: Card) -> str:
    return f"{card.name} (value {value_of(card)})"


def card_order(card: Card) -> tuple[int, str]:
    return (value_of(card), card.name)


def card_back(card: Card) -> Back:
    return MAIN_BACK


def readout(game: Game, player: int, place: str) -> Readout | None:
    """Under the top of a player's rungs: the value to beat."""
    card = game.state.top(player, place) if place == "rungs" else None
    return None if card is None else Readout(f"Value {value_of(card.card)}")
