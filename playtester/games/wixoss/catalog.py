"""The bundled WIXOSS cards, read once from `cardlist.json` and found by name."""

from __future__ import annotations

import functools

from playtester.engine.cards import Card
from playtester.games.wixoss.cardlist import numbered
from playtester.games.wixoss.cards import WixossCard, card_from_dict


@functools.cache
def _cards() -> tuple[dict[str, WixossCard], dict[str, WixossCard]]:
    """(exact name -> card, case-folded name -> card)."""
    exact = {}
    for i, data in enumerate(numbered()):
        card = card_from_dict(data, f"cardlist[{i}]")
        exact[card.name] = card
    return exact, {name.casefold(): card for name, card in exact.items()}


def lookup(game: str, name: str) -> Card | None:
    """A bundled WIXOSS card by its exact name, else ignoring case (for the registry)."""
    if game != "wixoss":
        return None
    exact, loose = _cards()
    return exact.get(name) or loose.get(name.casefold())


def all_cards() -> list[WixossCard]:
    """Every bundled WIXOSS card, in the list's order."""
    return list(_cards()[0].values())


def names() -> list[str]:
    return list(_cards()[0])
