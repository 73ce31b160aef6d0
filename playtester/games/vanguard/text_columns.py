"""The column conditions of printed Vanguard text that issue 26's vocab12 pass reads (its block
of text_grammar.py): "if you (do not) have another <Clan> in the same column as this unit", a
count of your other units on this unit's column (`column`, abilities.py)."""

from __future__ import annotations

from typing import Any


class ColumnRecords:
    """vocab12's rules to records (a base of `Records`)."""

    def column_have(self, c: list[Any]) -> tuple[str, ...]:
        """ "if you have another <Clan> (unit) in the same column as this unit"."""
        return (*_column(c), ">=", "1")

    def column_none(self, c: list[Any]) -> tuple[str, ...]:
        """ "if you do not have another <Clan> in the same column as this unit": none there."""
        return (*_column(c), "=", "0")


def _column(c: list[Any]) -> tuple[str, ...]:
    """`count my PLACE FILTERS other column`: the filters said, the place (a unit when unsaid)."""
    said = [x for x in c if x is not None]
    place = next((x for x in said if x in ("rear", "unit", "vanguard")), "unit")
    filters = [w for x in said if isinstance(x, tuple) for w in x]
    return ("count", "my", place, *filters, "other", "column")


__all__ = ["ColumnRecords"]
