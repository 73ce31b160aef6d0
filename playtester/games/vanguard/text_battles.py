"""The triggers and conditions of a battle that issue 26's vocab22 pass reads (its block of
text_grammar.py): "when this unit is attacked", "when your vanguard with "Name" in its card name
attacks", "when your grade 3 <Clan> is placed on (VC)", and "if the attack did not hit", said
only after a battle's end ("at the end of the battle that this unit attacked (a vanguard)",
TriggerRecords' `battle_end`): whether the attack hit is the ended battle's (triggering.py), so
the condition is folded into the trigger, `battle-end no-hit`, as the battle is over when the
ability waits."""

from __future__ import annotations

from typing import Any

from lark import Token

from playtester.games.common.abilities import Step
from playtester.games.vanguard.text_parts import Body, Trigger, Unread

NO_HIT = ("vocab22", "no-hit")  # the condition as read, until `fold_hit` puts it in the trigger


class BattleRecords:
    """vocab22's rules to records (a base of `Records`)."""

    def vocab22_attacked(self, _: list[Any]) -> Trigger:
        """ "when (this unit is) attacked": this unit is the target of an attack."""
        return Trigger(("attacked",))

    def vocab22_vanguard_attacks(self, c: list[Any]) -> Trigger:
        """ "when your grade 3 or greater vanguard with "Part" in its card name attacks": your
        vanguard attacks (a rear-guard's ability) and the attacking unit is so."""
        said = [w for f in c if isinstance(f, tuple) for w in f]
        which = ("count", "my", "vanguard", "attacking", *said, ">=", "1")
        return Trigger(("vanguard-attacks",), ("RC",), which)

    def vocab22_vanguard_placed(self, c: list[Any]) -> Trigger:
        """ "when your grade 3 <Clan> (unit with "Part" in its card name) is placed on (VC)":
        another card of yours is placed on VC (`that`: it), and it is so."""
        zone = next(str(t) for t in c if isinstance(t, Token) and t.type == "ZONE")
        if zone != "(vc)":
            raise Unread("another unit placed on another circle than (VC)")
        said = [w for f in c if isinstance(f, tuple) for w in f]
        which = ("count", "my", "vanguard", "that", *said, ">=", "1")
        return Trigger(("vanguard-placed",), None, which)

    def vocab22_no_hit(self, _: list[Any]) -> tuple[str, ...]:
        """ "if the attack did not hit (during that battle)", "if that attack did not hit"."""
        return NO_HIT


def fold_hit(body: Body) -> Body:
    """The body with "if the attack did not hit" made its battle-end trigger's `no-hit` (the
    ended battle's hit, known when the battle ends); said after any other trigger, or among the
    effects, it is Unread."""
    for step in body.effects:
        if isinstance(step, Step) and step.verb == "if" and tuple(step.parts) == NO_HIT:
            raise Unread("whether an attack hit, said among the effects")
    if NO_HIT not in body.conditions:
        return body
    trigger = body.trigger
    if trigger is None or trigger.words[0] != "battle-end":
        raise Unread("whether an attack hit, said of no battle's end")
    kept = tuple(c for c in body.conditions if c != NO_HIT)
    if len(kept) != len(body.conditions) - 1:
        raise Unread("whether an attack hit, said twice")
    folded = Trigger((*trigger.words, "no-hit"), trigger.zones, trigger.condition)
    return Body(folded, kept, body.pay, body.effects, body.durations)


__all__ = ["NO_HIT", "BattleRecords", "fold_hit"]
