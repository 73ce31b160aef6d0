"""Printed Vanguard text about the damage zone and classic's non-<Clan> conditions (their block
of text_grammar.py): "choose a card from your damage zone, and put it into your hand" (a card of
the damage zone, face up or down, chosen and put into the hand); the cost "choose an <Clan> from
your hand, and put it into your damage zone"; "if you have a non-<Clan> vanguard or rear-guard"
and "if you do not have another <Clan> vanguard or rear-guard". (A card name printed on a line
of its own is joined to its ability by text_name_lines.py.)"""

from __future__ import annotations

from typing import Any

from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.text_costs import quoted
from playtester.games.vanguard.text_parts import IT, Choose, Unread

Effect = tuple[list[Step | Choose], list[str | None]]  # an effect's steps and their durations


class DamageRecords:
    """vocab19's rule to records (a base of `Records`)."""

    def vocab19_damage_to_hand(self, c: list[Any]) -> Effect:
        """ "choose (up to) N cards from your damage zone, and put them into your hand": so
        many cards of the damage zone chosen (the filters said: a name), put into the hand."""
        (least, most), filters = c[0], c[1]
        chosen = Choose(Blank(("my", "damage", *filters), most, least))
        return [chosen, Step("put", (IT, "hand"))], []

    def vocab19_hand_to_damage(self, c: list[Any]) -> Step:
        """ "choose two <Clan> from your hand, and put them into your damage zone" (a cost):
        so many cards of the hand so filtered (one when not counted), put there."""
        n, filters = (c[0], c[1]) if isinstance(c[0], int) else (1, c[0])
        return Step("put", (Blank(("my", "hand", *filters), n, n), "damage"))

    def vocab19_non_clan(self, c: list[Any]) -> tuple[str, ...]:
        """ "if you have a non-<Clan> vanguard or rear-guard": a unit of yours of another clan
        (or of none) than the one named."""
        return ("count", "my", "unit", "notclan", quoted(c[0]), ">=", "1")

    def vocab19_no_other(self, c: list[Any]) -> tuple[str, ...]:
        """ "if you do not have another <Clan> vanguard or rear-guard": none of your units so
        filtered other than this one."""
        filters = [w for x in c if isinstance(x, tuple) for w in x]
        if "clan" not in filters:
            raise Unread("'another vanguard or rear-guard' with no clan")
        return ("count", "my", "unit", *filters, "other", "=", "0")


__all__ = ["DamageRecords"]
