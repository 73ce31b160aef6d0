"""Restrictions of printed Vanguard text that last past the turn (text_grammar.py's vocab9
block): "that unit cannot [Stand] during your opponent's next stand phase", of the opponent's
units chosen before it. A mixin of `Records` (text_records.py); `mine_held` is the reader's
check that the units so held are the opponent's."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from playtester.games.common.abilities import Blank, Step


class RestrictionRecords(Transformer[Token, Any]):
    """The vocab9 restriction rules to steps (each rule's children as lark gives them)."""

    def no_stand(self, c: list[Any]) -> Any:
        """ "that unit cannot [Stand] during your opponent's next stand phase": the units
        chosen before it do not stand in their player's next stand phase (`restrict ...
        no-stand stand`; the reader checks they are the opponent's, chosen as theirs:
        `mine_held`)."""
        return [Step("restrict", (c[0], "no-stand", "stand"))], ["stand"]


def mine_held(steps: tuple[Step, ...]) -> bool:
    """Whether a step holds units in "your opponent's next stand phase" that may be yours (it
    says nothing of them: only of the opponent's, chosen as theirs)."""
    theirs = {b.name for s in steps for b in s.blanks if b.words[0] == "their" and b.name}
    for step in steps:
        if step.verb == "restrict" and "no-stand" in step.parts:
            held = step.parts[0]
            if not isinstance(held, Blank) or held.words[0] not in ("their", *theirs):
                return True
    return False


__all__ = ["RestrictionRecords", "mine_held"]
