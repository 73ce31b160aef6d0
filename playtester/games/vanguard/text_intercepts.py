"""Units that cannot intercept, as printed Vanguard text says it (issue 26's vocab24 pass, its
block of text_grammar.py): "that unit cannot intercept until end of turn", "all of your
opponent's units cannot intercept until end of that battle", "your opponent cannot intercept"
(each of their units), and a [CONT] ability's "your opponent's units cannot intercept"."""

from __future__ import annotations

from typing import Any

from playtester.games.common.abilities import ALL, Blank, Step

THEIR_UNITS = Blank(("their", "unit"), ALL, ALL)  # every unit of the opponent


class InterceptRecords:
    """vocab24's rules to records (a base of `Records`)."""

    def no_intercept(self, c: list[Any]) -> Any:
        """ "HOLDER cannot intercept (until end of ...)": `restrict HOLDER no-intercept`, for so
        long (none said: a [CONT] ability's, while it works)."""
        holder, duration = c[0], c[1] if len(c) > 1 else None
        parts = (holder, "no-intercept", *((duration,) if duration else ()))
        return [Step("restrict", parts)], [duration]

    def no_intercept_after(self, c: list[Any]) -> Any:
        """ "until end of turn, that unit cannot intercept": the duration said first."""
        return self.no_intercept([c[1], c[0]])

    def no_intercept_all(self, c: list[Any]) -> Any:
        """ "your opponent's units cannot intercept" ("your opponent cannot"): each of them."""
        return self.no_intercept([THEIR_UNITS, *c])

    def no_intercept_all_after(self, c: list[Any]) -> Any:
        return self.no_intercept([THEIR_UNITS, c[0]])


__all__ = ["InterceptRecords"]
