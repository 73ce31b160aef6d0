"""Ladder's cards: a name and a value from 1 to 8, nothing else. The card model tells the
engine how they are read from plain data (positions, recordings) and what their faces show."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from playtester.engine.cards import Attribute, Card, check_fields
from playtester.engine.errors import PositionError
from playtester.engine.faces import Face, plain_face
from playtester.engine.registry import CoreCards

GAME = "ladder"
KIND = "rung"  # Ladder has one kind of card


@dataclass(frozen=True, slots=True)
class LadderCard(Card):
    """A Ladder card: the core's fields and its value."""

    value: int = 1


def _suit(names: tuple[str, ...]) -> dict[str, LadderCard]:
    return {
        name: LadderCard(name, game=GAME, kind=KIND, value=value, text=f"Value {value}.")
        for value, name in enumerate(names, start=1)
    }


# Two suits whose names share no word, so a hidden card's name can be told from any other.
CATALOGUE: dict[str, LadderCard] = {
    **_suit(("Spark Imp", "Cinder Cub", "Ember Wisp", "Blaze Hound", "Flare Kite",
             "Pyre Golem", "Magma Drake", "Sunfire Titan")),
    **_suit(("Frost Mite", "Snow Hare", "Ice Lynx", "Sleet Owl", "Hail Ram",
             "Glacier Bear", "Blizzard Roc", "Winter Wyrm")),
}  # fmt: skip


def value_of(card: Card) -> int:
    """A card's value (a card of another game counts as 0: it climbs nothing)."""
    return card.value if isinstance(card, LadderCard) else 0


class LadderCards(CoreCards):
    """Ladder's card model: the core's, with the value read and shown."""

    def card_from_dict(self, data: Any, path: str) -> Card:
        fields = check_fields(data, path, {"value": (int,)})
        if not 1 <= fields.get("value", 1) <= 8:
            raise PositionError(f"{path}.value", "a value from 1 to 8")
        fields.setdefault("game", GAME)
        return LadderCard(**fields)

    def line(self, card: Card) -> str:
        return f"{value_of(card):<12}  {card.name}"

    def face(self, card: Card) -> Face:
        return plain_face(card.name, f"Value {value_of(card)}", card.text, card.number)


CARDS = LadderCards(GAME, LadderCard, (KIND,), (Attribute("value", int, search="range"),))
