"""Ladder's state: its zones, its typed variables and flags, and what each player may see."""

from __future__ import annotations

from dataclasses import dataclass

from playtester.engine.cards import CardInstance
from playtester.engine.state import Flags, State, Vars
from playtester.engine.zones import Visibility, Zone
from tests.tinygame.cards import value_of

ZONES = {
    "deck": Zone("deck", Visibility.NO_ONE),  # face down: no one knows its order
    "hand": Zone("hand", Visibility.OWNER),  # the hidden zone the other player must not read
    "rungs": Zone("rungs", Visibility.EVERYONE),  # the cards played, the highest on top
    "spent": Zone("spent", Visibility.EVERYONE),  # the rungs cleared by a pass
}
PHASES = ("setup", "climb")
ENDINGS = ("emptied", "conceded")  # Outcome reasons: a hand played out, a concession
HAND = 7  # cards dealt to each player


@dataclass(frozen=True)
class LadderVars(Vars):
    """The game's bookkeeping: the engine's, and how often the ladder was cleared."""

    clears: int = 0


@dataclass(frozen=True)
class LadderFlags(Flags):
    """One player's bookkeeping: how many cards they have played."""

    played: int = 0


def top(state: State) -> CardInstance | None:
    """The highest card on the ladder: the top of either player's rungs (values only rise)."""
    tops = [state.top(p, "rungs") for p in (0, 1)]
    found = [c for c in tops if c is not None]
    return max(found, key=lambda c: value_of(c.card), default=None)


def visible(state: State, card_id: int, viewer: int) -> bool:
    card = state.cards[card_id]
    player, zone = state.where[card_id]
    return ZONES[zone].visible_to(viewer, player, card.face_down, card.peek)


def power(state: State, player: int, place: str) -> int:
    """The value of the top card of a player's zone (0 when it is empty)."""
    card = state.top(player, place)
    return 0 if card is None else getattr(card.card, "value", 0)
