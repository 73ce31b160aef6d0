"""What printed Vanguard text says of the top of the deck, the soul, the drop and the damage
zone, read into ability records (a part of text_records.py's `Records`, its own module to stay
small): a card by its name in the soul or the drop zone ("if you have a card named "Name" in your
soul"), "draw up to one card", the top cards of the deck put into the drop or the damage zone,
cards of the drop zone or the soul returned to the hand, a card looked at revealed, and a face
up card of the damage zone chosen. What the records cannot say exactly raises `Unread`."""

from __future__ import annotations

from typing import Any

from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.text_costs import quoted
from playtester.games.vanguard.text_looked import LOOKED, REST
from playtester.games.vanguard.text_parts import IT, Choose, Unread

Effect = tuple[list[Step | Choose], list[str | None]]  # an effect's steps and their durations


class PileRecords:
    """The grammar's rules of the deck's top, the soul, the drop and the damage zone (a base of
    `Records`; its `pile`, `top_cards` and `among` rules are read there)."""

    def name_in_pile(self, c: list[Any]) -> tuple[str, ...]:
        """ "if you have a card named "Name" in your soul" (a "Name", in your drop zone): a card
        of that whole name is there."""
        name, pile = c
        return ("count", "my", pile, "name", quoted(name), ">=", "1")

    def draw_up_to(self, c: list[int]) -> Effect:
        """ "draw up to one card": you may draw one (up to two would be a choice of how many,
        which a step cannot say: Unread)."""
        if c[0] != 1:
            raise Unread("'draw up to' more than one card")
        return [Step("draw", ("1",), True)], []

    def mill(self, c: list[Any]) -> Effect:
        """ "put three cards from the top of your deck into your drop zone": the top three cards
        looked at and put there, each of them (the `look N` step, then "the rest" of it, as
        text_looked.py ties them; "up to" so many is no rule of the grammar)."""
        return [Step("look", (str(c[0]),)), Step("put", (REST, "drop"))], []

    def pile_to_hand(self, c: list[Any]) -> Effect:
        """ "return one card from your drop zone to your hand": so many cards of the drop zone
        (the soul) chosen and put into the hand."""
        (least, most), filters, pile = c
        chosen = Blank(("my", pile, *filters), most, least)
        return [Choose(chosen), Step("put", (IT, "hand"))], []

    def reveal_among(self, c: list[Any]) -> Effect:
        """ "reveal up to one grade 3 card from among them": a choice of the cards looked at,
        shown to both players (a later "it" is the card revealed)."""
        most, filters = c
        return [Choose(Blank(("my", "deck", LOOKED, *filters), most, 0)), Step("reveal", (IT,))], []

    def top_to_damage(self, c: list[Any]) -> Effect:
        """ "put the top card of your deck into your damage zone (face up)": looked at, then
        put there face up (as `put` lays a card in the damage zone)."""
        return [Step("look", (str(c[0]),)), Step("put", (REST, "damage"))], []

    def it_into_damage(self, _: list[Any]) -> Effect:
        """ "put it into your damage zone face up" (a card looked at, chosen...)."""
        return [Step("put", (IT, "damage"))], []

    def in_damage(self, c: list[Any]) -> Blank:
        """ "choose a face up card from your damage zone": face up cards of the damage zone."""
        (least, most), filters = c[0], next(x for x in c[1:] if isinstance(x, tuple))
        return Blank(("my", "damage", "faceup", *filters), most, least)

    def reveal_top(self, c: list[Any]) -> Effect:
        """ "reveal three cards from the top of your deck": looked at, then each revealed to
        both players (they stay there, the cards a later "from among them" chooses from)."""
        return [Step("look", (str(c[0]),)), Step("reveal", (REST,))], []

    def among_to_hand(self, c: list[Any]) -> Effect:
        """ "put up to one grade 3 card from among them into your hand": a choice of the cards
        looked at, put there."""
        most, filters = c
        return [
            Choose(Blank(("my", "deck", LOOKED, *filters), most, 0)),
            Step("put", (IT, "hand")),
        ], []


__all__ = ["PileRecords"]
