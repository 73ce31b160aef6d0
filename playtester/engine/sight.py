"""What one player saw of one step, so that every text about it is made for that player.

A log line, a replay label or a lesson names a card to a viewer only if that viewer saw the
card at some moment of the step: before it, between two of its events, or after it. A card
played where both see it, a card revealed or checked, a hand shown while it lasts, and your own
hand are seen; a mulligan, or a card searched out of the deck into the hand, stays unnamed for
the opponent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from playtester.engine.actions import Action
from playtester.engine.events import CardRef, Event, Move, Note, Turn

if TYPE_CHECKING:
    from playtester.engine.game import Game

HIDDEN = "?"  # how notation writes a name the viewer may not read
A_CARD = "a card"  # how words write it


def handled(events: Sequence[Event]) -> list[int]:
    """The ids of the cards the events move or turn, in order, each once."""
    seen: dict[int, None] = {}
    for event in events:
        if isinstance(event, Move | Turn):
            seen.setdefault(event.card, None)
    return list(seen)


@dataclass(frozen=True, slots=True)
class Sight:
    """Which of the cards a step handled or named one viewer saw (`everything`: all of them);
    `viewer`: whom the words are for (None: everyone), for facts only one player is told."""

    seen: frozenset[int] = frozenset()
    unseen: frozenset[int] = frozenset()
    shown_names: frozenset[str] = frozenset()
    unseen_names: frozenset[str] = frozenset()
    everything: bool = False
    viewer: int | None = None

    def told(self, player: int | None) -> bool:
        """Whether a fact only `player` may know is said to this viewer (None: no one)."""
        return self.everything or (player is not None and self.viewer == player)

    def saw(self, card_id: int) -> bool:
        return self.everything or card_id in self.seen

    def action(self, action: Action) -> Action:
        """The action with every name the viewer did not see written as "?" (a name that
        names no card of the step counts as unseen: nothing is shown on trust)."""
        if self.everything or not any(isinstance(a, tuple) for a in action.args):
            return action
        args = tuple(
            tuple(n if n in self.shown_names else HIDDEN for n in a) if isinstance(a, tuple) else a
            for a in action.args
        )
        return Action(action.verb, args, action.player)

    def name(self, card: CardRef) -> str:
        """A card's name if the viewer saw it, else "a card"."""
        return card.name if self.saw(card.id) else A_CARD

    def listed(self, cards: tuple[CardRef, ...]) -> str:
        """Cards as a list, "A, B and C"; the unseen ones counted: "A, B and 2 cards"."""
        if not cards:
            return "no card"
        names = [c.name for c in cards if self.saw(c.id)]
        unseen = len(cards) - len(names)
        if unseen:
            names.append(A_CARD if unseen == 1 else f"{unseen} cards")
        return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]

    def text(self, text: str, hidden: str = A_CARD) -> str:
        """`text` with the names of unseen cards (that no seen card shares) replaced."""
        for name in sorted(self.unseen_names, key=len, reverse=True):
            text = text.replace(name, hidden)
        return text


EVERYTHING = Sight(everything=True)


def sight(game: Game, events: Sequence[Event], viewer: int | None) -> Sight:
    """What `viewer` saw of the cards `events` handled or named (None: a viewer who sees
    everything).

    `game` must stand right after the events; it is walked back and forth through them (exact
    undo and redo) and left where it was.
    """
    if viewer is None:
        return EVERYTHING
    ids = handled(events)
    for event in events:
        if isinstance(event, Note):
            ids.extend(i for i in event.cards if i not in ids)
    state = game.state
    ids = [i for i in ids if i in state.cards]
    for event in reversed(events):
        event.undo(state)
    seen = {i for i in ids if game.visible(i, viewer)}
    for event in events:
        event.do(state)
        seen.update(i for i in ids if i not in seen and game.visible(i, viewer))
    names = {i: state.cards[i].card.name for i in ids}
    shown = frozenset(names[i] for i in seen)
    return Sight(
        frozenset(seen),
        frozenset(ids) - seen,
        shown,
        frozenset(n for n in names.values() if n not in shown),
        viewer=viewer,
    )
