"""The Imaginary Gift: Protect marker: a card the rules create in a player's hand and take out of
the game again as soon as it goes anywhere but the hand or the guardian circle.

Gift markers are aids, not cards of the game: a removed marker is not kept anywhere (not even
in the `removed` zone, whose cards are public), and the next Protect gift makes a fresh one.
Two events of their own create and remove marker instances, so undo, redo and recordings stay
exact; their fields are plain data, like every engine event's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import ClassVar

from playtester.engine.cards import Card, CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.events import Event
from playtester.engine.state import State
from playtester.games.vanguard import refusals
from playtester.games.vanguard.cards import VanguardCard
from playtester.games.vanguard.state import vg

# Official rules (the FAQ is silent on the numbers): the Protect marker has no grade (0 when a
# number is needed), no power and no shield; it is a sentinel whose Perfect Guard ability is
# card text, resolved with the manual tools like any other sentinel's.
PROTECT = VanguardCard(
    name="Imaginary Gift: Protect",
    grade=None,
    power=0,
    shield=0,
    kind="marker",
    sentinel=True,
    text=(
        "Gift marker (not a unit). Sentinel.\n"
        "[AUTO] (GC): When this card is placed on a guardian circle, COST [discard a card from "
        "your hand], and choose one of your units: it cannot be hit until the end of that "
        "battle.\n"
        "It is removed from the game when it goes anywhere but the hand or a guardian circle."
    ),
)
MARKERS = {"protect": PROTECT}
KEEPS = frozenset({"hand", "GC"})  # where a marker may be; anywhere else it is removed

Orientation = tuple[bool, bool, int]


def marker_kind(card: Card) -> str | None:
    """'protect' for the Protect marker card, else None (other cards of kind marker, such as
    a user's tokens, are ordinary cards)."""
    for kind, marker in MARKERS.items():
        if card == marker:
            return kind
    return None


def is_marker(card: CardInstance) -> bool:
    return card.card.kind == "marker" and marker_kind(card.card) is not None


def not_a_unit(card: CardInstance, why: Callable[[], Reason]) -> None:
    """A gift marker is not a unit: it is never ridden, called or put on a circle but the
    guardian circle, not even by an override (Impossible says so, `why()` making the refusal:
    only for a marker, as this is asked of every card the legal actions consider)."""
    if is_marker(card):
        raise refusals.impossible(why())


@dataclass(frozen=True, slots=True)
class AddMarker(Event):
    """A new gift marker instance `card` appears in `zone` of `player` at `index`."""

    kind: ClassVar[str] = "marker+"
    card: int
    player: int
    zone: str
    index: int
    gift: str = "protect"

    def do(self, state: State) -> None:
        state.cards[self.card] = CardInstance(self.card, MARKERS[self.gift], self.player)
        state.zone(self.player, self.zone).insert(self.index, self.card)
        state.where[self.card] = (self.player, self.zone)
        state.version += 1

    def undo(self, state: State) -> None:
        _drop(state, self.card, self.player, self.zone, self.index)


@dataclass(frozen=True, slots=True)
class RemoveMarker(Event):
    """The gift marker `card` leaves the game from `zone` of `player` at `index`; `slot` is
    its place among the state's cards, so undo puts it back exactly there (None, from older
    recordings: after the others)."""

    kind: ClassVar[str] = "marker-"
    card: int
    player: int
    zone: str
    index: int
    orientation: Orientation
    gift: str = "protect"
    slot: int | None = None

    def do(self, state: State) -> None:
        _drop(state, self.card, self.player, self.zone, self.index)

    def undo(self, state: State) -> None:
        face_down, rested, peek = self.orientation
        card = CardInstance(self.card, MARKERS[self.gift], self.player, face_down, rested, peek)
        _restore(state.cards, self.slot, card)
        state.zone(self.player, self.zone).insert(self.index, self.card)
        state.where[self.card] = (self.player, self.zone)
        state.version += 1


def _drop(state: State, card_id: int, player: int, zone: str, index: int) -> None:
    removed = state.zones[player][zone].pop(index)
    assert removed == card_id, "event applied to a state it was not made for"
    del state.cards[card_id]
    del state.where[card_id]
    state.version += 1


def _restore(cards: dict[int, CardInstance], slot: int | None, card: CardInstance) -> None:
    """Put a card back into the state's cards at `slot` in their order (the dict itself is
    kept: it is the state's)."""
    if slot is None or slot >= len(cards):
        cards[card.id] = card
        return
    after = list(cards.items())[slot:]
    for card_id, _ in after:
        del cards[card_id]
    cards[card.id] = card
    cards.update(after)


def add(ch: Changes, player: int, gift: str = "protect", zone: str = "hand") -> int:
    """Create a marker at the end of the player's `zone` (the hand); returns its id. Ids are
    never reused within a game (`marker_id` remembers the last one given)."""
    state = ch.state
    v = vg(state)
    card_id = max(max(state.cards, default=0), v.marker_id) + 1
    ch.update(replace(v, marker_id=card_id))
    ch.emit(AddMarker(card_id, player, zone, len(state.zone(player, zone)), gift))
    return card_id


def remove(ch: Changes, card_id: int) -> None:
    """Take a marker out of the game from wherever it is (with its changes)."""
    state = ch.state
    card = state.cards[card_id]
    kind = marker_kind(card.card)
    assert kind is not None
    player, zone = state.where[card_id]
    ch.remove_modifiers(lambda m: m.card != card_id)
    index = state.zones[player][zone].index(card_id)
    orientation = (card.face_down, card.rested, card.peek)
    slot = list(state.cards).index(card_id)
    ch.emit(RemoveMarker(card_id, player, zone, index, orientation, kind, slot))
    ch.note("marker leaves", card.card.name)
