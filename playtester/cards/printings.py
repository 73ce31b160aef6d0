"""A card's printings: the same name in several sets, each with its number, era, stats and text.

Deck rules count a card by its name; a deck line with a set number plays that printing, and a
line without one plays the printing of the format's era (the newest of that era, or the newest
of all when the era has none). Printings sort oldest first by era, set code and number.
"""

from __future__ import annotations

from collections.abc import Iterable

from playtester.engine.cards import Card
from playtester.games.vanguard import eras


def newness(card: Card) -> tuple[int, str, str]:
    """A key that sorts a name's printings oldest first (by era for Vanguard, else by number)."""
    if card.game == "vanguard":
        return eras.newness(card.number)
    return (0, "", card.number)


def era(card: Card) -> str | None:
    """The era of a printing (Vanguard's, by set code), or None."""
    return eras.era_of(card.number) if card.game == "vanguard" else None


def number_key(number: str) -> str:
    """A set number as deck lists and files may write it: case and spaces ignored."""
    return "".join(number.split()).upper()


# the kinds a deck list's section plays first, when one name is several cards (Harmonics
# Messiah is a grade 3 and a G unit; Chronojet Dragon a unit and a crest)
SECTION_KINDS: dict[str, dict[str, tuple[str, ...]]] = {
    "vanguard": {"main": ("unit", "order"), "g_zone": ("g_unit", "g_guardian")},
}


def choose(
    printings: Iterable[Card], wanted_era: str | None = None, section: str = "main"
) -> Card | None:
    """The printing to play: of the kinds the deck list's section plays if the name has one,
    the newest of `wanted_era` if it has one, else the newest."""
    ordered = sorted(printings, key=newness)
    if not ordered:
        return None
    kinds = SECTION_KINDS.get(ordered[0].game, {}).get(section, ())
    ordered = [card for card in ordered if card.kind in kinds] or ordered
    of_era = [card for card in ordered if wanted_era is not None and era(card) == wanted_era]
    return (of_era or ordered)[-1]


def format_era(game: str, format: str) -> str | None:
    """The era whose printings a format plays (None: the newest)."""
    return eras.FORMAT_ERAS.get(format) if game == "vanguard" else None
