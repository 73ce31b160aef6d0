"""Which Limit Breaks a card's abilities have: what card text asks of "a unit with [Limit-Break
4]" (the selector filter `LB4`, docs/abilities.md). A card has one when an ability header of its
printed text says it ("[AUTO](VC)[Limit-Break 4](...):"), read whole or not, or when one of its
records has the mark (an ability a user wrote); a mention in a sentence is no ability of its."""

from __future__ import annotations

import re
from collections.abc import Iterable

from playtester.games.common.abilities import Ability

# an ability's header at the start of a line: its kind, its circles, then the Limit Break
_HEADER = re.compile(
    r"^[ \t]*\[(?:AUTO|CONT|ACT)\][^:\n\"]{0,120}?\[Limit[-\u2010\u2013 ]?Break ?([1-9])\]",
    re.I | re.M,
)


def limit_breaks(text: str, abilities: Iterable[Ability]) -> frozenset[int]:
    """The Limit Breaks (4 for `[Limit-Break 4]`) of the abilities the printed `text`'s headers
    say and of the `abilities` records' marks."""
    said = {int(found[1]) for found in _HEADER.finditer(text)}
    marked = {int(m[2:]) for a in abilities for m in a.marks if m.startswith("LB")}
    return frozenset(said | marked)


__all__ = ["limit_breaks"]
