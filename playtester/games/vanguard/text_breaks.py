"""The vocab6 block of text_grammar.py to records (a mixin of `Records`, text_records.py): a
unit "with [Limit-Break N]", one of whose abilities has that Limit Break (the selector filter
`LBN`: games/vanguard/breaks.py finds them), where the text asks it of the unit this one boosts
or of a unit you have; and a skill given to a unit ("this unit gets "Intercept"", "can intercept
from the back row": the `skill` step of a [CONT] ability, with no duration: an auto ability's is
refused as a bonus without its duration)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token

from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.ability_words import RESIST
from playtester.games.vanguard.text_costs import quoted
from playtester.games.vanguard.text_parts import Trigger, Unread
from playtester.games.vanguard.text_reminders import given_resist

_BREAK = re.compile(r"\[limit[- ]?break ?([1-9])\]", re.I)
SKILLS = {"intercept": "intercept", "boost": "boost"}  # a printed skill's name: the step's word
BACK_ROW = "back-intercept"


class BreakRecords:
    """The vocab6 block's rules to records (lark calls each method by its rule's name)."""

    given: list[tuple[str, ...]]  # the circles of each Resist given (vocab18, text_records.py)

    def limit_break(self, c: list[Token]) -> str:
        """ "[Limit-Break 4]": the filter `LB4` (the mark's own word)."""
        return f"LB{int(c[0])}"

    def boosts_breaker(self, c: list[Any]) -> Trigger:
        """ "this unit boosts a <Clan> with [Limit-Break 4]": any boost (the unit boosted may be
        a rear-guard), and the unit boosted, the event's `that`, is of the clan and so."""
        clan, mark = _clan_and_mark(c)
        return Trigger(("boosts",), None, ("count", "my", "unit", "that", *clan, mark, ">=", "1"))

    def boosts_clan(self, c: list[Any]) -> Trigger:
        """ "this unit boosts a <Clan>": any boost, of a unit (the event's `that`) of the clan."""
        clan = next(t for t in c if isinstance(t, Token) and t.type == "CLAN")
        return Trigger(
            ("boosts",), None, ("count", "my", "unit", "that", "clan", quoted(clan), ">=", "1")
        )

    def boosts_named(self, c: list[Any]) -> Trigger:
        """ "this unit boosts a unit named "Name"": any boost, of the unit so named."""
        name = next(t for t in c if isinstance(t, Token) and t.type == "NAME")
        return Trigger(
            ("boosts",), None, ("count", "my", "unit", "that", "name", quoted(name), ">=", "1")
        )

    def boosted_breaker(self, c: list[Any]) -> tuple[str, ...]:
        """ "during the battle that this unit boosted a <Clan> with [Limit-Break 4]": the unit
        boosted (`boost-hits` asks it of its `that`)."""
        clan, mark = _clan_and_mark(c)
        return ("unit", *clan, mark)

    def unit_with_break(self, c: list[str]) -> str:
        """ "vanguard or rear-guard with [Limit-Break 4]": a unit (the filter is the mark's)."""
        return c[0]

    def have_breaker(self, c: list[Any]) -> tuple[str, ...]:
        """ "if you have a <Clan> vanguard or rear-guard with [Limit-Break 4]": a unit of
        yours, so filtered (a clan, a grade) and so."""
        filters = [w for x in c if isinstance(x, tuple) for w in x]
        mark = next(x for x in c if isinstance(x, str))
        return ("count", "my", "unit", *filters, mark, ">=", "1")

    def gets_skill(self, c: list[Any]) -> tuple[list[Step], list[str | None]]:
        """ "this unit gets "Intercept"" (and what follows: "can intercept from the back row",
        a bonus): a skill step for each, then the bonus's, none with a duration."""
        holder, name, *more = c
        skill = SKILLS.get(str(name)[1:-1].strip().lower())
        if (circles := given_resist(str(name))) is not None:  # (vocab18) "[CONT](RC):Resist"
            skill = RESIST
            self.given.append(circles)
        if not isinstance(holder, Blank) or skill is None:
            raise Unread(f"a unit given {name}: no skill the table knows")
        steps = [Step("skill", (holder, skill))]
        for part in more[0] if more else ():
            steps.append(
                Step("skill", (holder, BACK_ROW))
                if part == BACK_ROW
                else Step(part[0], (holder, part[1]))
            )
        return steps, [None] * len(steps)

    def break_freed(self, c: list[Any]) -> tuple[list[Step], list[str | None]]:
        """ "your vanguard's "[Limit-Break 4]" is active even when you have three or less
        damage": its Limit Break 4 abilities work whatever your damage (the damage said must be
        the one just below the Limit Break's)."""
        found = _BREAK.fullmatch(str(c[0])[1:-1].strip())
        if found is None or int(found[1]) != int(c[1]) + 1:
            raise Unread(f"{c[0]} active at {c[1]} damage: no Limit Break the records say")
        return [Step("limitbreak", (Blank(("my", "vanguard")), found[1]))], [None]

    def break_active(self, c: list[int]) -> int:
        """ "is active even when you have three or less damage": the damage said (3)."""
        return c[0]

    def back_row(self, _: list[Any]) -> str:
        return BACK_ROW

    def more_back(self, c: list[str]) -> list[Any]:
        return list(c)

    def more_back_bonus(self, c: list[Any]) -> list[Any]:
        return list(c)

    def more_bonus(self, c: list[Any]) -> list[Any]:
        return list(c)


def _clan_and_mark(c: list[Any]) -> tuple[tuple[str, str], str]:
    clan = next(t for t in c if isinstance(t, Token) and t.type == "CLAN")
    mark = next(x for x in c if isinstance(x, str) and x.startswith("LB"))
    return ("clan", quoted(clan)), mark


__all__ = ["BreakRecords"]
