"""Drive and damage checks, and the trigger effects a checked card gives.

A trigger whose kind its card data could not decide (`trigger` "unknown") stops the check for
the player to say which kind it is (`trigger kind stand`): the answer is noted (`SAID`, which
the table keeps in the user's library), holds for every copy of that card for the
rest of the game, and the check goes on as for a trigger of that kind. The later eras' front
trigger gives its power to every front-row unit at once, and an over trigger is removed from the
game after its draw and its power.
"""

from __future__ import annotations

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.events import SAID
from playtester.engine.state import Modifier, State, replace
from playtester.games.vanguard import eras, refusals
from playtester.games.vanguard.board import (
    GC,
    count,
    draw,
    find_in,
    front_circles,
    is_rear,
    send,
    unit,
    units,
)
from playtester.games.vanguard.cards import UNKNOWN, VanguardCard, vanguard_card
from playtester.games.vanguard.formats import format_of
from playtester.games.vanguard.state import Check, set_check, vg

PARTS = ("kind", "power", "critical", "stand", "heal")


def reveal(ch: Changes, player: int, kind: str) -> None:
    """Check the top card of the deck (`kind`: drive or damage) into the trigger zone.

    A trigger whose clan the player has on the field waits for its effects to be assigned;
    anything else goes straight on (to the hand for a drive check, the damage zone otherwise).
    """
    state = ch.state
    deck = state.zones[player].get("deck")
    if not deck:
        return
    card_id = deck[0]
    send(ch, card_id, "trigger")
    card = vanguard_card(state.cards[card_id])
    trigger = card.trigger
    if trigger is None:  # (`_put_away` written out: most checks)
        ch.note("check", kind, ch.card(card_id))
        send(ch, card_id, "hand" if kind == "drive" else "damage")
        return
    if not any(vanguard_card(u).clan == card.clan for _, u in units(state, player)):
        ch.note("check", kind, ch.card(card_id), trigger, card.clan)
        _put_away(ch, card_id, kind)
        return
    ch.note("check", kind, ch.card(card_id), trigger)
    v = vg(state)
    set_check(ch, Check(player, card_id, kind))
    said = v.said_kind(card.name) if trigger == UNKNOWN else trigger
    if said is not None:
        _start(ch, said)
    if not pending_parts(state):
        finish(ch)


def _start(ch: Changes, trigger: str) -> None:
    """The checked trigger's kind is known: record it, and do what needs no choice: a draw
    (before anything else, Q20), a front trigger's power to every front-row unit."""
    check = _checking(ch.state)
    set_check(ch, replace(check, trigger=trigger))
    player = check.player
    if trigger in ("draw", "over"):
        draw(ch, player)
    if trigger == "front":
        power = trigger_power(ch.state)
        for circle in front_circles(ch.state, player):
            target = unit(ch.state, player, circle)
            if target is not None:
                ch.add_modifier(Modifier(target.id, "power", power, "turn", "trigger"))
                ch.note("trigger power", power, ch.card(target.id), circle)
        _done(ch, "power")


def trigger_power(state: State) -> int:
    """The power the checked trigger gives: its format's for every trigger but an over (the D
    era's +10000, the how-to page), else the card's own (an over's +100 million)."""
    card = vanguard_card(checked_card(state))
    era_power = format_of(state).trigger_power
    if era_power is None or trigger_kind(state) == "over":
        return card.trigger_power
    return era_power


def trigger_kind(state: State) -> str | None:
    """The kind of the trigger being checked (None while it is unknown and not yet said)."""
    return _checking(state).trigger or _known(vanguard_card(checked_card(state)))


def _known(card: VanguardCard) -> str | None:
    return None if card.trigger == UNKNOWN else card.trigger


def kind_choices(state: State) -> tuple[str, ...]:
    """The kinds the checked trigger may be said to be: those its era's shield allows."""
    card = vanguard_card(checked_card(state))
    return eras.card_trigger_kinds(card.number, card.text, card.shield)


def kind_reason(state: State, player: int, kind: str) -> Reason | None:
    """Why `trigger kind KIND` may not be said now (None if it may)."""
    check = vg(state).check
    if check is None:
        raise refusals.impossible(Reason.of("kind.none"))
    if player != check.player:
        return Reason.of("kind.theirs")
    if "kind" not in pending_parts(state):
        name = checked_card(state).card.name
        return Reason.of("kind.known", card=name, kind=str(trigger_kind(state)))
    return None


def say_kind(ch: Changes, player: int, kind: str) -> None:
    """The player says which trigger the checked card is: remembered for this game, noted (so
    the table can keep the answer in the user's library), and the check goes on."""
    card = checked_card(ch.state)
    v = vg(ch.state)
    said = tuple(pair for pair in v.trigger_kinds if pair[0] != card.card.name)
    ch.update(replace(v, trigger_kinds=(*said, (card.card.name, kind))))
    ch.note(SAID, ch.card(card.id), "trigger", kind)
    _start(ch, kind)
    if not pending_parts(ch.state):
        finish(ch)


def _put_away(ch: Changes, card_id: int, kind: str) -> None:
    send(ch, card_id, "hand" if kind == "drive" else "damage")


def _checking(state: State) -> Check:
    """The check waiting for its trigger's effects (Impossible when none waits)."""
    check = vg(state).check
    if check is None:
        raise refusals.impossible(Reason.of("check.none"))
    return check


def checked_card(state: State) -> CardInstance:
    return state.cards[_checking(state).card]


def can_heal(state: State, player: int) -> bool:
    """A heal trigger heals only when your damage is at least your opponent's."""
    mine = count(state, player, "damage")
    return mine > 0 and mine >= count(state, 1 - player, "damage")


def pending_parts(state: State) -> list[str]:
    """The effects of the checked trigger still to be given, in the order players give them."""
    check = vg(state).check
    if check is None:
        return []
    player, done = check.player, check.done
    # (`trigger_kind` and `units` asked directly: after every action while a check waits)
    trigger = check.trigger or _known(vanguard_card(state.cards[check.card]))
    if trigger is None:
        return ["kind"]
    has_units = next(units(state, player), None) is not None
    parts = []
    if "power" not in done and has_units:
        parts.append("power")
    if trigger == "critical" and "critical" not in done and has_units:
        parts.append("critical")
    if trigger == "stand" and "stand" not in done and rested_rear_guards(state, player):
        parts.append("stand")
    if trigger == "heal" and "heal" not in done and can_heal(state, player):
        parts.append("heal")
    return parts


def rested_rear_guards(state: State, player: int) -> list[str]:
    return [c for c, u in units(state, player) if is_rear(c) and u.rested]


def _done(ch: Changes, part: str) -> None:
    """Note that the checked trigger has given `part` (power, critical, stand, heal)."""
    check = _checking(ch.state)
    set_check(ch, replace(check, done=(*check.done, part)))


def _mark(ch: Changes, part: str) -> None:
    _done(ch, part)
    if not pending_parts(ch.state):
        finish(ch)


def finish(ch: Changes) -> None:
    """Every effect is given: the checked card goes on to the hand or the damage zone."""
    check = _checking(ch.state)
    set_check(ch, None)
    if check.trigger == "over":  # it is removed from the game once it has given
        send(ch, check.card, "removed")
        return
    _put_away(ch, check.card, check.kind)


# -- giving effects ------------------------------------------------------------------------------

_VERB_PART = {"trigger": "power", "critical": "critical", "stand": "stand", "heal": "heal"}


def assign_reason(state: State, player: int, verb: str, circle: str | None) -> Reason | None:
    """Why `verb` (trigger, critical, stand, heal) may not give that effect now (None if it
    may)."""
    check = vg(state).check
    if check is None:
        raise refusals.impossible(Reason.of("effect.none", verb=verb))
    if circle is not None and unit(state, player, circle) is None:
        raise refusals.impossible(Reason.of("unit.none", verb=verb, circle=circle))
    if player != check.player:
        return Reason.of("effect.theirs", verb=verb)
    part = _VERB_PART[verb]
    if "kind" in pending_parts(state):
        name = checked_card(state).card.name
        return Reason.of("effect.kind_unknown", verb=verb, card=name)
    if part not in pending_parts(state):
        name = checked_card(state).card.name
        return Reason.of("effect.given", verb=verb, card=name, part=part)
    if circle == GC:
        return Reason.of("effect.guardian_circle", verb=verb)
    if circle is not None:
        target = unit(state, player, circle)
        assert target is not None
        if part == "stand" and not (is_rear(circle) and target.rested):
            return Reason.of("effect.stand_target", verb=verb, circle=circle)
    return None


def give(ch: Changes, player: int, verb: str, circle: str) -> None:
    """Give the checked trigger's power, critical or stand to the unit on `circle`."""
    state = ch.state
    target = unit(state, player, circle)
    assert target is not None
    if verb == "trigger":
        power = trigger_power(state)
        ch.add_modifier(Modifier(target.id, "power", power, "turn", "trigger"))
        ch.note("trigger power", power, ch.card(target.id), circle)
    elif verb == "critical":
        ch.add_modifier(Modifier(target.id, "critical", 1, "turn", "trigger"))
        ch.note("trigger critical", ch.card(target.id), circle)
    else:
        ch.turn(target.id, rested=False)
        ch.note("trigger stand", ch.card(target.id), circle)
    _mark(ch, _VERB_PART[verb])


def heal_choice(state: State, player: int, name: str | None) -> int:
    """The damage card a heal puts in the drop: the one named, or else a face-down one first."""
    if name is not None:
        card = find_in(state, player, "damage", name)
        if card is None:
            missing = Reason.of("card.missing", verb="heal", card=name, where="your damage zone")
            raise refusals.impossible(missing)
        return card.id
    damage = state.zones[player].get("damage", [])
    if not damage:
        raise refusals.impossible(Reason.of("zone.empty", verb="heal", where="your damage zone"))
    face_down = [i for i in damage if state.cards[i].face_down]
    return (face_down or damage)[0]


def heal(ch: Changes, player: int, name: str | None) -> None:
    card_id = heal_choice(ch.state, player, name)
    send(ch, card_id, "drop")
    ch.note("heal", ch.card(card_id))
    _mark(ch, "heal")
