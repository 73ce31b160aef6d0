"""The G era's keyword states in printed Vanguard text that issue 26's vocab15 pass reads (its
block of text_grammar.py): a unit blazing or engorged (Blaze and Engorge put the state on for
the turn, text_keywords.py; `mark`, board.py), as a filter ("if your vanguard is blazing"), a
condition on this unit ("if this unit is engorged") and a trigger ("when this unit becomes
engorged": the state newly put on)."""

from __future__ import annotations

from typing import Any

from playtester.games.vanguard.text_parts import Trigger


class StateRecords:
    """vocab15's rules to records (a base of `Records`)."""

    def vocab15_state(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(c[0])

    def vocab15_blazing(self, _: list[Any]) -> tuple[str, ...]:
        return ("blazing",)

    def vocab15_engorged(self, _: list[Any]) -> tuple[str, ...]:
        return ("engorged",)

    def vocab15_with_keyword(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(c[0])

    def vocab15_blaze(self, _: list[Any]) -> tuple[str, ...]:
        """ "with the blaze ability": a card whose printed text has the Blaze line."""
        return ("blaze",)

    def vocab15_engorge(self, _: list[Any]) -> tuple[str, ...]:
        return ("engorge",)

    def vocab15_self_is(self, c: list[Any]) -> tuple[str, ...]:
        """ "if this unit is engorged": this card, a unit of yours so now."""
        return ("count", "my", "unit", "self", *c[-1], ">=", "1")

    def vocab15_becomes(self, c: list[Any]) -> Trigger:
        """ "when this unit becomes engorged": the state newly put on this unit."""
        return Trigger(("marked", *c[-1]))

    def vocab15_vanguard_becomes(self, c: list[Any]) -> Trigger:
        """ "when your vanguard becomes blazing": the state newly put on your vanguard."""
        return Trigger(("vanguard-marked", *c[-1]))


__all__ = ["StateRecords"]
