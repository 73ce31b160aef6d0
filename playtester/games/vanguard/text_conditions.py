"""The conditions of printed Vanguard text ("if it is your turn", "if you have N or more
rear-guards", "if your opponent's vanguard is grade 3 or greater", ...) read into the records'
condition words (`count my rear ... >= N`, `my turn`): the `Records` transformer's part for
the conditions of text_grammar.py."""

from __future__ import annotations

from typing import Any

from lark import Token

from playtester.games.vanguard.text_costs import quoted
from playtester.games.vanguard.text_parts import Unread

PAYING_STRIDE = ("paying", "stride")  # a condition's place in the text, no record's condition


def _count(number: int, compare: str, said: list[Any]) -> tuple[str, ...]:
    """`count my PLACE FILTERS >= N`: so many of your units (or rear-guards, vanguards)."""
    filters = [w for x in said if isinstance(x, tuple) for w in x]
    place = next(x for x in said if x in ("rear", "unit", "vanguard"))
    other = ["other"] if "other" in said else []
    return ("count", "my", place, *filters, *other, compare, str(number))


class ConditionRecords:
    """The conditions said, each to its words (a lark Transformer's methods, one per rule)."""

    def conds(self, c: list[Any]) -> tuple[tuple[str, ...], ...]:
        """The conditions said, in order (vocab21's pair of conditions counts as its two)."""
        out: list[tuple[str, ...]] = []
        for cond in c:
            out += cond if cond and isinstance(cond[0], tuple) else [cond]
        return tuple(out)

    def my_turn(self, _: list[Any]) -> tuple[str, ...]:
        return ("my", "turn")

    def their_turn(self, _: list[Any]) -> tuple[str, ...]:
        return ("their", "turn")

    def paying_stride(self, _: list[Any]) -> tuple[str, ...]:
        """ "while you are paying the cost for [Stride]": no condition of the records, but what
        a `stridegrade` step says (the reader keeps it only with one, text_reader.py)."""
        return PAYING_STRIDE

    def went_second(self, _: list[Any]) -> tuple[str, ...]:
        return ("went", "second")

    def is_boosted(self, c: list[Token]) -> tuple[str, ...]:
        """ "if this unit is boosted (by a <Clan>)": a unit (of the clan) boosts it in the
        battle under way."""
        clan = ("clan", quoted(c[0])) if c else ()
        return ("count", "my", "rear", "booster", *clan, ">=", "1")

    def boosting(self, _: list[Any]) -> tuple[str, ...]:
        """ "during the battle this unit boosted": it boosts a unit in the battle under way."""
        return ("count", "boosted", ">=", "1")

    def persona_rode(self, _: list[Any]) -> tuple[str, ...]:
        """ "if you persona rode this turn" (the D era's Persona Ride, for the turn)."""
        return ("persona", "rode")

    def played_order(self, _: list[Any]) -> tuple[str, ...]:
        """ "if you played an order this turn" (vocab10, orders: the count of the turn)."""
        return ("played", "order")

    def played_no_order(self, _: list[Any]) -> tuple[str, ...]:
        """ "if you did not play an order this turn" (vocab10, orders)."""
        return ("played", "no", "order")

    def have_vanguard(self, c: list[tuple[str, ...]]) -> tuple[str, ...]:
        return ("count", "my", "vanguard", *[w for f in c for w in f], ">=", "1")

    def have_rear(self, c: list[tuple[str, ...]]) -> tuple[str, ...]:
        """ "if you have a rear-guard with "Name" in its card name"."""
        return ("count", "my", "rear", *[w for f in c for w in f], ">=", "1")

    def their_g_zone(self, c: list[Any]) -> tuple[str, ...]:
        """ "if your opponent's G zone has two or more cards" (face up or down)."""
        return ("count", "their", "gzone", c[1], str(c[0]))

    def their_g_zone_card(self, _: list[Any]) -> tuple[str, ...]:
        return ("count", "their", "gzone", ">=", "1")

    def named_in_drop(self, c: list[Token]) -> tuple[str, ...]:
        """ "if there is a card named "Name" in your drop zone"."""
        return ("count", "my", "drop", "name", quoted(c[0]), ">=", "1")

    def vanguard_is(self, c: list[tuple[str, ...]]) -> tuple[str, ...]:
        return self.have_vanguard(c)

    def their_vanguard_is(self, c: list[tuple[str, ...]]) -> tuple[str, ...]:
        """ "if your opponent's vanguard is grade 3 or greater": their vanguard so filtered."""
        return ("count", "their", "vanguard", *[w for f in c for w in f], ">=", "1")

    def have_units(self, c: list[Any]) -> tuple[str, ...]:
        return _count(c[0], c[1], c[2:])

    def number_of(self, _: list[Any]) -> None:
        return None

    def number_of_units(self, c: list[Any]) -> tuple[str, ...]:
        return _count(c[-2], c[-1], c[1:-2])

    def have_damage(self, c: list[Any]) -> tuple[str, ...]:
        said = [x for x in c if x is not None]
        return ("count", "my", "damage", said[1], str(said[0]))

    def they_have_rears(self, c: list[Any]) -> tuple[str, ...]:
        return ("count", "their", "rear", c[1], str(c[0]))

    def they_have_vanguard(self, c: list[Any]) -> tuple[str, ...]:
        """ "if your opponent has a grade 3 or greater vanguard"."""
        if c[0] != 1:
            raise Unread("a number of vanguards other than one")
        return self.their_vanguard_is(c[1:])

    def opponents_damage(self, _: list[Any]) -> None:
        return None

    def their_damage(self, c: list[Any]) -> tuple[str, ...]:
        """ "if the number of cards in your opponent's damage zone is three or more"."""
        return ("count", "their", "damage", c[-1], str(c[-2]))

    def than_theirs(self, c: list[str]) -> str:
        """ "more than your opponent's": strictly more (less: strictly less)."""
        return {">=": ">", "<=": "<"}[c[0]]

    def or_same(self, c: list[str]) -> str:
        """ "the same as or less than your opponent's"."""
        return c[0]

    def have_more_rears(self, c: list[str]) -> tuple[str, ...]:
        """ "if you have more rear-guards than your opponent": strictly more."""
        return ("compare", "my", "rear", self.than_theirs(c), "their", "rear")

    def more_rears(self, c: list[Any]) -> tuple[str, ...]:
        """ "if the number of rear-guards you have is more than your opponent's": your
        rear-guards counted against theirs."""
        said = [x for x in c if x is not None]
        if said[0] in ("unit", "vanguard"):
            raise Unread("units compared with the opponent's: only rear-guards are read")
        return ("compare", "my", "rear", said[-1], "their", "rear")

    def more_hand(self, c: list[Any]) -> tuple[str, ...]:
        """ "if the number of cards in your hand is less than your opponent's"."""
        return ("compare", "my", "hand", c[-1], "their", "hand")

    def have_soul(self, c: list[Any]) -> tuple[str, ...]:
        return ("count", "my", "soul", c[-1], str(c[-2]))

    def have_hand(self, c: list[Any]) -> tuple[str, ...]:
        return ("count", "my", "hand", c[-1], str(c[-2]))

    def clan_in_soul(self, c: list[Token]) -> tuple[str, ...]:
        return ("count", "my", "soul", "clan", quoted(c[0]), ">=", "1")
