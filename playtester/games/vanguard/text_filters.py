"""The conditions and filters of printed Vanguard text that issue 26's vocab8 pass reads (its
block of text_grammar.py): the unit an attack targets so filtered ("when this unit attacks a
grade 3 or greater unit"), the battle's number in the turn ("if it is the fourth battle of that
turn or more"), a placing during a phase of your turn. A battle's number is said only of an
ability used in that battle: the reader refuses it elsewhere (`battle_unsure`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from playtester.games.common.abilities import Ability
from playtester.games.vanguard.text_parts import Trigger
from playtester.games.vanguard.text_triggers import TriggerRecords

ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
# the triggers of an ability used in the battle under way, whose number it may then ask
IN_BATTLE = ("attacks", "boosts", "boosted")


class FilterRecords(TriggerRecords):
    """vocab8's rules to records (a base of `Records`, as `TriggerRecords` is)."""

    def attacks_filtered(self, c: list[Any]) -> Trigger:
        """ "this unit attacks a grade 3 or greater unit (vanguard)": it attacks, and the unit
        its attack targets is so (the trigger's condition: `attacked`, whoever's unit it is)."""
        place = c[-1]
        filters = [w for x in c if isinstance(x, tuple) for w in x]
        which = ("count", "their", place, *filters, "attacked", ">=", "1")
        return Trigger(("attacks",) if place == "unit" else ("attacks", "vanguard"), None, which)

    def placed_during(self, c: list[Any]) -> Trigger:
        """ "this unit is placed on (RC) (from hand) during your main phase": the placing, in
        that phase of your turn (the trigger's condition)."""
        said = next(x for x in c if isinstance(x, tuple))
        placed = self.placed_on([x for x in c if not isinstance(x, tuple)])
        return Trigger(placed.words, placed.zones, said)

    def battle_number(self, c: list[Any]) -> tuple[str, ...]:
        """ "if it is the fourth battle of that turn (or more)": this battle's number."""
        later = len(c) > 1
        return ("battle", ">=" if later else "=", str(c[0]))

    def number_of_theirs(self, c: list[Any]) -> tuple[str, ...]:
        """ "if the number of rear-guards your opponent has is two or less"."""
        said = [x for x in c if x is not None]
        filters = [w for x in said[:-3] for w in x]
        return ("count", "their", said[-3], *filters, said[-1], str(said[-2]))

    def have_drop(self, c: list[Any]) -> tuple[str, ...]:
        """ "if your drop (zone) has ten or more cards"."""
        return ("count", "my", "drop", c[-1], str(c[-2]))

    def their_drop(self, c: list[Any]) -> tuple[str, ...]:
        return ("count", "their", "drop", c[-1], str(c[-2]))

    def have_none(self, c: list[str]) -> tuple[str, ...]:
        """ "if you do not have any cards in your soul" (any rear-guards): none there."""
        return ("count", "my", c[0], "=", "0")

    def none_of(self, c: list[str]) -> str:
        return c[0]

    def no_rears(self, _: list[Any]) -> str:
        return "rear"

    def foe_attacks(self, c: list[Any]) -> tuple[str, ...]:
        """ "if your opponent's attacking unit has attacked two or more times this turn": the
        attacks this turn of the unit attacking now (an attack's mark, games/vanguard/board.py)."""
        return ("attacks", "their", "unit", "attacking", c[-1], str(c[-2]))

    def self_attacks(self, c: list[Any]) -> tuple[str, ...]:
        """ "(if) this unit attacked two or more times this turn"."""
        return ("attacks", "self", c[-1], str(c[-2]))

    def ordinal(self, c: list[Token]) -> int:
        return ORDINALS[str(c[0])]

    def or_later(self, _: list[Any]) -> str:
        return "later"


def battle_unsure(ability: Ability) -> bool:
    """Whether an ability asks the battle's number ("if it is the second battle") without
    being used in a battle: the count of the turn's battles would then be no battle's."""
    said = [
        *ability.conditions,
        *(tuple(map(str, s.parts)) for s in ability.steps if s.verb == "if"),
    ]
    asks = any(words and words[0] == "battle" for words in said)
    return asks and (not ability.trigger or ability.trigger[0] not in IN_BATTLE)


__all__ = ["FilterRecords", "battle_unsure"]
