"""The rule of printed Vanguard text that issue 26's vocab19 pass adds (its block of
text_grammar.py): "choose a card from your damage zone, and put it into your hand", a card of
the damage zone (face up or down, any of them) chosen and put into the hand. (vocab19 also joins
a card name printed on a line of its own to its ability: text_name_lines.py.)"""

from __future__ import annotations

from typing import Any

from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.text_parts import IT, Choose

Effect = tuple[list[Step | Choose], list[str | None]]  # an effect's steps and their durations


class DamageRecords:
    """vocab19's rule to records (a base of `Records`)."""

    def vocab19_damage_to_hand(self, c: list[Any]) -> Effect:
        """ "choose (up to) N cards from your damage zone, and put them into your hand": so
        many cards of the damage zone chosen (the filters said: a name), put into the hand."""
        (least, most), filters = c[0], c[1]
        chosen = Choose(Blank(("my", "damage", *filters), most, least))
        return [chosen, Step("put", (IT, "hand"))], []


__all__ = ["DamageRecords"]
