"""Which Limit Breaks a card's abilities have: what card text asks of "a unit with [Limit-Break
4]" (the selector filter `LB4`, docs/abilities.md). A card has one when an ability header of its
printed text says it ("[AUTO](VC)[Limit-Break 4](...):"), read whole or not, or when one of its
records has the mark (an ability a user wrote); a mention in a sentence is no ability of its."""

from __future__ import annotations

import re
from collections.abc import Iterable

from playtester.engine.state import State
from playtester.games.common.abilities import Ability, Kind

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


def freed(state: State, owner: int, card_id: int, n: int) -> bool:
    """Whether a working [CONT] ability of the owner's units on the field has the card, their
    vanguard, work its Limit Break `n` abilities whatever the damage (`limitbreak {my vanguard}
    N`). Its own conditions are looked at directly, not through continuous.py: a vanguard's
    Limit Break [CONT] ability is asked about while that module works out a power."""
    from playtester.games.common.ability_play import Context, usable_now
    from playtester.games.vanguard.abilities import ABILITIES  # (they read this module)
    from playtester.games.vanguard.board import units
    from playtester.games.vanguard.selectors import select

    for _, holder in units(state, owner):
        ctx = Context(owner, holder.id)
        for index, ability in ABILITIES.of_kind(state, holder.id, Kind.CONT):
            for step in ability.effects:
                if step.verb != "limitbreak" or str(step.parts[1]) != str(n):
                    continue
                reached = card_id in select(state, ctx, step.blanks[0].words)
                if reached and usable_now(ABILITIES, state, ctx, index):
                    return True
    return False


__all__ = ["freed", "limit_breaks"]
