"""Drive and damage checks, and the trigger effects a checked card gives."""

from __future__ import annotations

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Impossible
from playtester.engine.state import Modifier, State
from playtester.games.vanguard.board import (
    GC,
    count,
    draw,
    find_in,
    is_rear,
    send,
    unit,
    units,
    zone_spec,
)
from playtester.games.vanguard.cards import vanguard_card

PARTS = ("power", "critical", "stand", "heal")


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
    if trigger is None:
        ch.note("check", kind, ch.card(card_id))
        _put_away(ch, card_id, kind)
        return
    if not any(vanguard_card(u).clan == card.clan for _, u in units(state, player)):
        ch.note("check", kind, ch.card(card_id), trigger, card.clan)
        _put_away(ch, card_id, kind)
        return
    ch.note("check", kind, ch.card(card_id), trigger)
    if trigger == "draw":  # the draw happens before anything else (Q20)
        draw(ch, player)
    ch.set("check", {"player": player, "card": card_id, "kind": kind, "done": ()})
    if not pending_parts(state):
        finish(ch)


def _put_away(ch: Changes, card_id: int, kind: str) -> None:
    send(ch, card_id, "hand" if kind == "drive" else "damage")


def checked_card(state: State) -> CardInstance:
    check = state.vars["check"]
    return state.cards[check["card"]]


def can_heal(state: State, player: int) -> bool:
    """A heal trigger heals only when your damage is at least your opponent's."""
    mine = count(state, player, "damage")
    return mine > 0 and mine >= count(state, 1 - player, "damage")


def pending_parts(state: State) -> list[str]:
    """The effects of the checked trigger still to be given, in the order players give them."""
    check = state.vars.get("check")
    if check is None:
        return []
    player, done = check["player"], check["done"]
    trigger = vanguard_card(checked_card(state)).trigger
    has_units = any(True for _ in units(state, player))
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


def _mark(ch: Changes, part: str) -> None:
    check = ch.state.vars["check"]
    ch.set("check", {**check, "done": (*check["done"], part)})
    if not pending_parts(ch.state):
        finish(ch)


def finish(ch: Changes) -> None:
    """Every effect is given: the checked card goes on to the hand or the damage zone."""
    check = ch.state.vars["check"]
    ch.set("check", None)
    _put_away(ch, check["card"], check["kind"])


# -- giving effects ------------------------------------------------------------------------------

_VERB_PART = {"trigger": "power", "critical": "critical", "stand": "stand", "heal": "heal"}


def assign_reason(state: State, player: int, verb: str, circle: str | None) -> str:
    """Why `verb` (trigger, critical, stand, heal) may not give that effect now ('' if it may)."""
    check = state.vars.get("check")
    if check is None:
        raise Impossible(f"{verb}: no trigger is waiting for its effects")
    if circle is not None:
        spec = zone_spec(circle)
        if spec is None or not spec.circle:
            raise Impossible(f"{verb}: {circle} is not a circle")
        if unit(state, player, circle) is None:
            raise Impossible(f"{verb}: you have no unit on {circle}")
    if player != check["player"]:
        return f"{verb}: the checked trigger is the other player's"
    part = _VERB_PART[verb]
    if part not in pending_parts(state):
        name = checked_card(state).card.name
        return f"{verb}: {name} has no {part} effect left to give"
    if circle == GC:
        return (
            f"{verb}: GC is the guardian circle; trigger effects go to your units on the "
            "vanguard and rear-guard circles"
        )
    if circle is not None:
        target = unit(state, player, circle)
        assert target is not None
        if part == "stand" and not (is_rear(circle) and target.rested):
            return f"{verb}: a stand trigger stands a rested rear-guard, and {circle} is not one"
    return ""


def give(ch: Changes, player: int, verb: str, circle: str) -> None:
    """Give the checked trigger's power, critical or stand to the unit on `circle`."""
    state = ch.state
    target = unit(state, player, circle)
    assert target is not None
    card = vanguard_card(checked_card(state))
    if verb == "trigger":
        ch.add_modifier(Modifier(target.id, "power", card.trigger_power, "turn", "trigger"))
        ch.note("trigger power", card.trigger_power, ch.card(target.id), circle)
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
            raise Impossible(f'heal: no "{name}" in your damage zone')
        return card.id
    damage = state.zones[player].get("damage", [])
    if not damage:
        raise Impossible("heal: your damage zone is empty")
    face_down = [i for i in damage if state.cards[i].face_down]
    return (face_down or damage)[0]


def heal(ch: Changes, player: int, name: str | None) -> None:
    card_id = heal_choice(ch.state, player, name)
    send(ch, card_id, "drop")
    ch.note("heal", ch.card(card_id))
    _mark(ch, "heal")
