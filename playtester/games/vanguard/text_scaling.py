"""The "for each" bonuses of printed Vanguard text that issue 26's vocab17 pass reads (its block
of text_grammar.py): a bonus so much for each card a selector counts said without a duration
(a [CONT] ability's, worked out from the count at every moment: continuous.py), and the things
counted that the earlier passes did not read: the opponent's open (RC), the face up cards of a
damage zone or the G zone, the cards of the opponent's damage zone, your rear-guards with a
name."""

from __future__ import annotations

from typing import Any

from playtester.games.common.abilities import Step
from playtester.games.vanguard.text_parts import SELF, Unread


class ScalingRecords:
    """vocab17's rules to records (a base of `Records`)."""

    def vocab17_gets_per(self, c: list[Any]) -> Any:
        """ "this unit gets [Power] +1000 for each ...", no duration said: a [CONT] ability's
        bonus (an [AUTO] or [ACT] bonus without its duration stays by hand: text_reader)."""
        holder, bonuses, per = c
        if "other" in per and holder != SELF:  # (other than the unit that gets it, not this)
            raise Unread("'for each of your other' units, said of another unit than this one")
        steps, durations = self.gets([holder, bonuses])  # type: ignore[attr-defined]
        return [Step(s.verb, (*s.parts, "per", *per)) for s in steps], durations

    def vocab17_open(self, c: list[Any]) -> tuple[str, ...]:
        """ "for each of your opponent's open (RC)": their rear-guard circles with no unit."""
        if str(c[-1]) != "(rc)":
            raise Unread("open circles other than rear-guard circles")
        return ("their", "circle", "empty")

    def vocab17_damage(self, _: list[Any]) -> tuple[str, ...]:
        """ "for each card in your opponent's damage zone" (face up or down)."""
        return ("their", "damage")

    def vocab17_face_up(self, c: list[Any]) -> tuple[str, ...]:
        """ "for each face up card in your (opponent's) damage zone / G zone"."""
        owner = "their" if "their" in c else "my"
        return (owner, c[-1], "faceup")

    def vocab17_g_zone(self, _: list[Any]) -> str:
        return "gzone"

    def vocab17_named(self, c: list[Any]) -> tuple[str, ...]:
        """ "for each rear-guard you have with "X" in its card name": yours, so filtered."""
        place = next(x for x in c if x in ("rear", "unit", "vanguard"))
        filters = [w for x in c if isinstance(x, tuple) for w in x]
        return ("my", place, *filters)


__all__ = ["ScalingRecords"]
