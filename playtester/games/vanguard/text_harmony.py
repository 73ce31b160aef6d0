"""The G era's Harmony in printed Vanguard text, as issue 26's vocab16 pass reads it (its block
of text_grammar.py): the keyword "[AUTO](VC/RC):Harmony" (with its reminder, or without: the
same keyword) as the auto ability its reminder states, "when this unit becomes in harmony",
"if this unit is in harmony" (the mark: games/vanguard/harmony.py); and Revelation
("[AUTO]:Revelation-(RC)", with its reminder or without), the auto ability its reminder states."""

from __future__ import annotations

from typing import Any

from lark import Token

from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.text_looked import LOOKED
from playtester.games.vanguard.text_parts import Body, Trigger
from playtester.games.vanguard.text_triggers import ZONES

SELF, THAT = Blank(("self",)), Blank(("that",))
# the unit placed is in this unit's column (vocab12's `column`: VC and the back center, a
# front circle and the one behind it)
PLACED_HERE = ("count", "my", "unit", "that", "column", ">=", "1")
IN_HARMONY = ("count", "my", "unit", "self", "harmony", ">=", "1")
# Revelation's effect: the card looked at put into the soul if the player will; if it was
# (no card of the deck is looked at any more), one of your standing rear-guards rested
REVEALING = (
    Step("look", ("1",)),
    Step("put", (Blank(("my", "deck", LOOKED)), "soul"), True),
    Step("if", ("count", "my", "deck", LOOKED, "=", "0")),
    Step("rest", (Blank(("my", "rear", "standing")),)),
)


class HarmonyRecords:
    """vocab16's rules to records (a base of `Records`)."""

    def vocab16_harmony(self, _: list[Any]) -> Body:
        """The keyword: when another unit of yours is placed on a circle of this unit's column,
        this unit and it become in harmony until end of turn (the reminder says so)."""
        both = (Step("harmony", (SELF,)), Step("harmony", (THAT,)))
        return Body(Trigger(("ally-placed",), None, PLACED_HERE), (), None, both, ())

    def vocab16_reminder(self, _: list[Any]) -> None:
        return None

    def vocab16_harmonized(self, _: list[Any]) -> Trigger:
        """ "when this unit becomes in harmony" (a Harmony ability's effect marks it)."""
        return Trigger(("harmonized",))

    def vocab16_attacks(self, c: list[Any]) -> Trigger:
        """ "when this unit is in harmony and attacks (a vanguard)": it attacks while so."""
        return Trigger(("attacks", *[w for w in c if isinstance(w, str)]), None, IN_HARMONY)

    def vocab16_in_harmony(self, _: list[Any]) -> tuple[str, ...]:
        """ "if this unit is in harmony"."""
        return IN_HARMONY

    def vocab16_filter(self, _: list[Any]) -> tuple[str, ...]:
        """ "(your other units) in harmony": a filter of units."""
        return ("harmony",)

    def vocab16_revelation(self, c: list[Any]) -> Body:
        """Revelation: when this unit is placed on the circle said, look at the top card of
        your deck, and you may put it into your soul; if you did (the card looked at is no
        longer on the deck: a deck is never empty while the game goes on), rest one of your
        standing rear-guards (the reminder says so)."""
        return Body(Trigger(("placed",), c[0]), (), None, REVEALING, ())

    def vocab16_circles(self, c: list[Token]) -> tuple[str, ...]:
        return (ZONES[str(c[0])],)

    def vocab16_vc_rc(self, _: list[Any]) -> tuple[str, ...]:
        return ("VC", "RC")

    def vocab16_revealing(self, _: list[Any]) -> None:
        return None


__all__ = ["HarmonyRecords"]
