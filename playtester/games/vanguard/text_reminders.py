"""Printed Vanguard text's reminders, read as reminder only where it says again what the
ability already says (a parenthesis the reader does not know stops the reading, as before), and
"this unit cannot be chosen by your opponent's card effects" (Resist: the `resist` skill of a
[CONT] ability, which the table's choices honour, games/vanguard/abilities.py).

- A Limit Break's or Generation Break's reminder right after its mark in the header ("[Limit-
  Break 4](This ability is active if you have four or more damage)", "[Generation Break 2](Active
  if you have two or more face up G units in total on your (VC) or G zone)"): the number said
  must be the mark's.
- "(Active if this battle is its second attack this turn or more)" at the end of an ability
  that reads "if your opponent's attacking unit has attacked two or more times this turn".
- "(Active on opponent's turn too)" at the end of a [CONT] ability that no turn limits.
- "(This unit cannot be chosen by the effects of your opponent's cards)" after "Resist"."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from playtester.games.common.abilities import Ability, Kind, Step
from playtester.games.vanguard.ability_words import RESIST
from playtester.games.vanguard.text_parts import SELF, Unread

_NUMBERS = ("zero", "one", "two", "three", "four", "five")
_LIMIT = re.compile(r"\(This ability is active if you have (\w+) or more damage\)", re.I)
_GENERATION = re.compile(
    r"\((?:This ability is a|A)ctive if you have (\w+) or more face up G units in total on"
    r" your \(VC\) or G zone\)",
    re.I,
)
_SECOND = re.compile(r"\s*\(Active if this battle is its second attack this turn or more\)\.?\s*$")
_BOTH_TURNS = re.compile(r"\s*\(Active on opponent['\u2019]s turn too\)\.?\s*$")
_FOE_TWICE = ("attacks", "their", "unit", "attacking", ">=", "2")
_TURNS = (("my", "turn"), ("their", "turn"))
# a unit given "[CONT](RC)/(GC):Resist": the circles where the skill given works
_GIVEN = re.compile(r'"\[CONT\]((?:\((?:VC|RC|GC)(?:/(?:VC|RC|GC))*\)/?)+):Resist"', re.I)

Echo = Callable[[Ability], bool]  # whether the ability read says what the reminder says


def mark_reminder(line: str, at: int, mark: str | None) -> re.Match[str] | None:
    """The reminder at `at` when it says again the mark read just before it (`LB4`, `GB2`):
    the same kind of break and the same number; None otherwise (the header is then not read)."""
    if mark is None:
        return None
    found = (_LIMIT if mark.startswith("LB") else _GENERATION).match(line, at)
    if found is None or found[1].lower() not in _NUMBERS:
        return None
    return found if _NUMBERS.index(found[1].lower()) == int(mark[2:]) else None


def tail_reminder(body: str) -> tuple[str, Echo | None]:
    """The body without a closing reminder this pass knows, and what the ability read must say
    for the reminder to be only that (None: no such reminder, the body as it is)."""
    if found := _SECOND.search(body):
        return body[: found.start()], _second_attack
    if found := _BOTH_TURNS.search(body):
        return body[: found.start()], _any_turn
    return body, None


def _second_attack(ability: Ability) -> bool:
    """ "(Active if this battle is its second attack ...)": the ability's condition says it (the
    attacking unit's attacks this turn, this one counted, two or more)."""
    return _FOE_TWICE in ability.conditions


def _any_turn(ability: Ability) -> bool:
    """ "(Active on opponent's turn too)": a [CONT] ability no turn condition limits."""
    return ability.kind is Kind.CONT and not any(c in _TURNS for c in ability.conditions)


def given_resist(name: str) -> tuple[str, ...] | None:
    """The circles of a Resist a unit is given ("[CONT](RC)/(GC):Resist"), None for another
    name."""
    found = _GIVEN.fullmatch(name)
    return tuple(re.findall(r"VC|RC|GC", found[1].upper())) if found else None


def given_within(zones: tuple[str, ...], given: list[tuple[str, ...]]) -> bool:
    """Whether each Resist given works on every circle where the ability giving it works (the
    unit has the skill while the ability works: exact only when the skill's circles hold
    them all)."""
    return all(set(zones) <= set(circles) for circles in given)


class ResistRecords:
    """vocab18's rules to records (a base of `Records`, text_records.py)."""

    def unchosen(self, c: list[Any]) -> tuple[list[Step], list[str | None]]:
        """ "this unit cannot be chosen by your opponent's card effects": this unit has the
        skill `resist` while the ability works (said of another unit: Unread)."""
        if c[0] != SELF:
            raise Unread("another unit than this one that cannot be chosen")
        return self.resist(c[1:])

    def resist(self, _: list[Any]) -> tuple[list[Step], list[str | None]]:
        """ "Resist" (with its reminder or alone): the same skill of this unit."""
        return [Step("skill", (SELF, RESIST))], [None]


__all__ = ["ResistRecords", "given_resist", "given_within", "mark_reminder", "tail_reminder"]
