"""Finding cards by name in a zone and taking cards off the deck, the same in every game."""

from __future__ import annotations

from collections.abc import Callable

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.games.common import refusals


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
            missing = "card.none_left" if chosen else "card.missing"
            raise refusals.impossible(Reason.of(missing, verb=verb, card=name, where=where))
    return chosen


def from_deck(
    ch: Changes, player: int, n: int, zone: str, send: Callable[[Changes, int, str], None]
) -> int:
    """Up to n cards from the top of the player's deck to a zone, one at a time, with the game's
    `send`; returns how many went (an empty deck stops it)."""
    moved = 0
    for _ in range(n):
        deck = ch.state.zones[player].get("deck")
        if not deck:
            break
        send(ch, deck[0], zone)
        moved += 1
    return moved
