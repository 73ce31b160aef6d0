"""What the soul holds and a named unit on a circle, as printed Vanguard text says it (issue 26's
vocab21 pass, its block of text_grammar.py): "if your soul has a "Name"" (a card of that whole
name), "a grade 3", "a "A" and a "B"" (both), "if you have a "Name" on your (RC)"."""

from __future__ import annotations

from typing import Any

from lark import Token

from playtester.games.vanguard.text_costs import quoted
from playtester.games.vanguard.text_parts import Unread


class SoulRecords:
    """vocab21's rules to records (a base of `Records`)."""

    def soul_has_name(self, c: list[Token]) -> tuple[str, ...]:
        """ "if your soul has a "Name"": a card of that whole name is in your soul."""
        return _named_in_soul(c[-1])

    def soul_has_grade(self, c: list[Any]) -> tuple[str, ...]:
        """ "if your soul has a grade 3": a card of that grade is in your soul."""
        return ("count", "my", "soul", f"grade={int(c[-1])}", ">=", "1")

    def soul_pair(self, c: list[Token]) -> tuple[tuple[str, ...], ...]:
        """ "if your soul has a "A" and a "B"": both conditions (kept in the conditions' list
        as two, `Records.conds`)."""
        names = [t for t in c if isinstance(t, Token) and t.type == "NAME"]
        return tuple(_named_in_soul(n) for n in names)

    def name_on_circle(self, c: list[Token]) -> tuple[str, ...]:
        """ "if you have a "Name" on your (RC)" (a rear-guard of that whole name), "(VC)" (your
        vanguard); another circle: Unread."""
        name = next(t for t in c if t.type == "NAME")
        zone = next(t for t in c if t.type == "ZONE")
        place = {"(rc)": "rear", "(vc)": "vanguard"}.get(str(zone).lower())
        if place is None:
            raise Unread(f"a unit named on {zone}")
        return ("count", "my", place, "name", quoted(name), ">=", "1")


def _named_in_soul(name: Token) -> tuple[str, ...]:
    return ("count", "my", "soul", "name", quoted(name), ">=", "1")


__all__ = ["SoulRecords"]
