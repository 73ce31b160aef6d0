"""The tickets of printed Vanguard text that issue 26's vocab14 pass reads (its block of
text_grammar.py): "put a <Name> ticket into your hand", a card of that name taken from those
kept aside with the deck (`aside`, the cards listed with a deck and never shuffled into it) and
put into the hand. No rule text says what a ticket does: the record says only that."""

from __future__ import annotations

import re
from typing import Any

from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.text_costs import quoted

# a ticket's name printed without quotes ("put a Quick Shield ticket into your hand"): words
# that each begin with a capital letter, between "put a" and "ticket", nothing else
_UNQUOTED = re.compile(r"\b(put an? )((?:[A-Z][A-Za-z'-]{0,30} ){1,4})(ticket into your hand)\b")


def quoted_tickets(body: str) -> str:
    """The body with a ticket's unquoted name quoted as the grammar reads names ("put a
    "Quick Shield" ticket into your hand"); any other text as printed."""
    return _UNQUOTED.sub(lambda m: f'{m[1]}"{m[2].strip()}" {m[3]}', body)


class TicketRecords:
    """vocab14's rules to records (a base of `Records`)."""

    def vocab14_ticket(self, c: list[Any]) -> Any:
        """ "put a <Name> ticket into your hand": the one card of that name kept aside with
        your deck put into your hand."""
        name = quoted(c[0])
        return [Step("put", (Blank(("my", "aside", "name", name)), "hand"))], []


__all__ = ["TicketRecords", "quoted_tickets"]
