"""Finding cards by name in a zone, the same in every game."""

from __future__ import annotations

from playtester.engine.cards import CardInstance
from playtester.engine.errors import Impossible
from playtester.engine.state import State


def find_in(state: State, player: int, zone: str, name: str) -> CardInstance | None:
    """The first card called `name` in a zone (top first)."""
    for card_id in state.zones[player].get(zone, ()):
        card = state.cards[card_id]
        if card.card.name == name:
            return card
    return None


def pick_among(
    state: State, ids: list[int], names: tuple[str, ...], verb: str, where: str
) -> list[int]:
    """The named cards among `ids`, one per name (a name twice means two copies); Impossible
    names the missing one (`where`: the zone in a player's words, e.g. "your hand")."""
    available = list(ids)
    chosen = []
    for name in names:
        for card_id in available:
            if state.cards[card_id].card.name == name:
                available.remove(card_id)
                chosen.append(card_id)
                break
        else:
            raise Impossible(f'{verb}: no "{name}" {"left " if chosen else ""}in {where}')
    return chosen
