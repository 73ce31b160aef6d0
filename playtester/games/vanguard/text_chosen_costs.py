"""Costs of chosen cards in printed Vanguard text (text_grammar.py's vocab9 block): a rear-guard
of yours rested or returned to the hand, a card of the drop zone or soul put on the bottom of
the deck, this card revealed and put on the bottom of the deck, a blast of cards so filtered.
A mixin of `Records` (text_records.py), beside `CostRecords`, which reads the other costs."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer

from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.text_costs import _own_rears
from playtester.games.vanguard.text_parts import SELF, Unread

# classic's blast of cards so filtered, its number's bracket closed early ("[Counter-Blast
# 2]-card with "Name" in its card name & ...]"): the bracket is the whole cost
_FILTERED_BLAST = re.compile(
    r"^(\s*\[(?:Counter|Soul)[- ]?Blast ?\(?[0-9]{1,2}\)?)\]\s?[-\u2010\u2013](cards? with )", re.I
)


def joined_blast(body: str) -> str:
    """A body whose classic cost is a blast of cards so filtered, its bracket made one
    ("[Counter-Blast 2 card with "Name" in its card name]"); any other body as it is."""
    return _FILTERED_BLAST.sub(r"\1 \2", body, count=1)


class ChosenCosts(Transformer[Token, Any]):
    """The vocab9 cost rules to steps (each rule's children as lark gives them)."""

    def rest_chosen(self, c: list[Any]) -> Step:
        """ "choose one of your <Clan> rear-guards, and [Rest] it": so many of your standing
        rear-guards (a rested one cannot pay it)."""
        return Step("rest", (_own_rears([c[0], *c[1]], ("standing",)),))

    def hand_own(self, c: list[Any]) -> Step:
        """ "choose one of your other rear-guards ..., and return it to your hand"."""
        return Step("put", (_own_rears([c[0], *c[1]], ()), "hand"))

    def pile_bottom(self, c: list[Any]) -> Step:
        """ "choose a grade 3 card ... from your drop zone, and put it on the bottom of your
        deck": so many cards of the drop zone (or the soul), the player's pick."""
        count, filters, pile = c[0], c[1], c[2]
        return Step("put", (Blank(("my", pile, *filters), count, count), "bottom"))

    def blast_of(self, c: list[Any]) -> Step:
        """ "Counter-Blast 2 - card with "Name" in its card name": the blast paid with cards so
        filtered (the damage zone's, the soul's: an Energy Blast has no cards)."""
        step, filters = c[0], c[1]
        if step.verb not in ("counterblast", "soulblast"):
            raise Unread("a blast of cards so filtered, of no cards")
        return Step(step.verb, (*step.parts, *filters))

    def reveal_self_bottom(self, _: list[Any]) -> list[Step]:
        """ "reveal this card to your opponent, and put it on the bottom of your deck": two
        steps of the card itself (of the hand: the reader keeps it only for a hand ability)."""
        return [Step("reveal", (SELF,)), Step("put", (SELF, "bottom"))]


__all__ = ["ChosenCosts", "joined_blast"]
