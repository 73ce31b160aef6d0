"""A card's printings: the same name in several sets, each with its number, era, stats and text.

Deck rules count a card by its name; a deck line with a set number plays that printing, and a
line without one plays the printing of the format's era (the newest of that era, or the newest
of all when the era has none). How a game orders its printings and what its eras are is its
card model's (`engine.cards.Printings`): this module knows no game.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from playtester.engine import registry
from playtester.engine.cards import Card


def newness(card: Card) -> tuple[Any, ...]:
    """A key that sorts a name's printings oldest first, as its game orders them."""
    return registry.card_model(card.game).printings.order(card)


def era(card: Card) -> str | None:
    """The era of a printing, as its game reads it from the set number (None: none)."""
    return registry.card_model(card.game).printings.era(card)


def number_key(number: str) -> str:
    """A set number as deck lists and files may write it: case and spaces ignored."""
    return "".join(number.split()).upper()


def choose(
    printings: Iterable[Card], wanted_era: str | None = None, section: str = "main"
) -> Card | None:
    """The printing to play: of the kinds the deck list's section plays if the name has one,
    the newest of `wanted_era` if it has one, else the newest."""
    ordered = sorted(printings, key=newness)
    if not ordered:
        return None
    kinds = registry.card_model(ordered[0].game).printings.section_kinds(section)
    ordered = [card for card in ordered if card.kind in kinds] or ordered
    of_era = [card for card in ordered if wanted_era is not None and era(card) == wanted_era]
    return (of_era or ordered)[-1]


def format_era(game: str, format: str) -> str | None:
    """The era whose printings a format of `game` plays (None: the newest)."""
    return registry.card_model(game).printings.format_era(format)
