"""What every game's card model (`engine.registry.CardModel`) does alike: its cards' faces are
drawn by the game's `faces` module, imported when first asked (that module reads the card
model's own, so the card model cannot import it at the top)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from playtester.engine.cards import Card
from playtester.engine.faces import Face


class Faces(Protocol):
    """A game's `faces` module."""

    def face(self, card: Card) -> Face:
        """What a card's face shows."""
        ...

    def sample(self, cards: Sequence[Card]) -> tuple[list[Card], str]:
        """A few of the cards that show every look of a face, and a line saying so."""
        ...


class FacedCards:
    """The faces part of a game's card model; the game says where its `faces` module is."""

    def faces(self) -> Faces:
        """The game's `faces` module (imported here, when first asked)."""
        raise NotImplementedError

    def face(self, card: Card) -> Face:
        return self.faces().face(card)

    def sample(self, cards: Sequence[Card]) -> tuple[list[Card], str]:
        return self.faces().sample(cards)
