"""Putting units on the field: riding a vanguard, calling rear-guards, moving them."""

from __future__ import annotations

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Impossible
from playtester.engine.state import State, replace
from playtester.games.vanguard import gifts
from playtester.games.vanguard.board import (
    COLUMN_MATE,
    VC,
    grade,
    has_circle,
    order_reason,
    send,
    stridden,
    unit,
    vanguard,
)
from playtester.games.vanguard.markers import not_a_unit
from playtester.games.vanguard.state import STRIDE, flags_of, vg
from playtester.games.vanguard.stride import return_g_unit


def _turn_player(state: State, player: int, verb: str, phase: str) -> str:
    v = vg(state)
    if v.phase != phase:
        return f"{verb}: you {verb} in your {phase} phase"
    if player != v.active:
        return f"{verb}: only the turn player can {verb}"
    return ""


# -- ride --------------------------------------------------------------------------------------


def ride_reason(state: State, player: int, card: CardInstance) -> str:
    """'' when this card in hand may ride now, else why not (Q2, Q36)."""
    not_a_unit(card, "ride", "ridden")
    reason = _turn_player(state, player, "ride", "ride")
    if reason:
        return reason
    if vg(state).step == STRIDE:
        return "ride: the ride step is over; this is the stride step"
    if flags_of(state, player).ridden:
        return "ride: you have already ridden this turn"
    if card.card.kind == "g_unit":
        return f"ride: {card.card.name} is a G unit; G units stride, they do not ride"
    if reason := order_reason(card, "ride", "ride"):
        return reason
    leader = vanguard(state, player)
    if leader is None:
        return ""
    mine, theirs = grade(card), grade(leader)
    if mine < theirs:
        return f"ride: {card.card.name} is grade {mine}, below your vanguard's grade {theirs}"
    if mine > theirs + 1:
        return (
            f"ride: {card.card.name} is grade {mine}; "
            f"on a grade {theirs} vanguard you can ride grade {theirs} or {theirs + 1}"
        )
    return ""


def do_ride(ch: Changes, player: int, card_id: int) -> None:
    """The new vanguard goes on VC, in the old one's orientation; the old one becomes soul.
    Over a stridden vanguard (a superior ride) the G unit goes back face up to the G zone and
    the Heart goes into the soul (Q6)."""
    state = ch.state
    old = list(state.zones[player].get(VC, ()))
    rested = state.cards[old[0]].rested if old else False
    if stridden(state, player):
        return_g_unit(ch, player, "ride")
        old = old[1:]
    for index, old_id in enumerate(old):
        send(ch, old_id, "soul", index)
    send(ch, card_id, VC, rested=rested)
    ch.update_flags(player, replace(flags_of(state, player), ridden=True))
    ch.note("ride", ch.card(card_id))
    gifts.on_ride(ch, player, state.cards[card_id])  # premium: before any "when placed"


# -- call --------------------------------------------------------------------------------------


def check_rear_circle(verb: str, circle: str, state: State, player: int) -> None:
    """Impossible unless the player has this rear-guard circle (an Accel circle only once
    gained; the reader let only rear-guard circles through)."""
    if not has_circle(state, player, circle):
        raise Impossible(f"{verb}: you have no {circle} circle (Accel circles come from gifts)")


def call_reason(state: State, player: int, card: CardInstance, circle: str) -> str:
    """'' when this card in hand may be called to `circle` now, else why not (Q3-Q6)."""
    check_rear_circle("call", circle, state, player)
    not_a_unit(card, "call", "called")
    reason = _turn_player(state, player, "call", "main")
    if reason:
        return reason
    if card.card.kind == "g_unit":
        return f"call: {card.card.name} is a G unit and cannot be called"
    if reason := order_reason(card, "call", "are called"):
        return reason
    leader = vanguard(state, player)
    limit = grade(leader) if leader else 0
    if grade(card) > limit:
        return f"call: {card.card.name} is grade {grade(card)}, above your vanguard's grade {limit}"
    return ""


def do_call(ch: Changes, player: int, card_id: int, circle: str) -> None:
    """Call to a circle; a unit already there retires (Q6)."""
    state = ch.state
    for old_id in list(state.zones[player].get(circle, ())):
        send(ch, old_id, "drop")
        ch.note("retired", ch.card(old_id), circle)
    send(ch, card_id, circle)
    ch.note("call", ch.card(card_id), circle)


# -- move --------------------------------------------------------------------------------------


def move_reason(state: State, player: int, src: str, dst: str) -> str:
    if unit(state, player, src) is None:
        raise Impossible(f"move: you have no unit on {src}")
    if not has_circle(state, player, dst) and dst != "GC":
        raise Impossible(f"move: you have no {dst} circle (Accel circles come from gifts)")
    reason = _turn_player(state, player, "move", "main")
    if reason:
        return reason
    if VC in (src, dst):
        return "move: the vanguard does not move"
    if COLUMN_MATE.get(src) != dst:
        if src == "BC" or dst == "BC":
            return "move: the circle behind the vanguard has no other circle in its column"
        return f"move: units move forward and back within a column; {src} and {dst} are not"
    return ""


def do_move(ch: Changes, player: int, src: str, dst: str) -> None:
    """Move the unit on `src` to `dst`, swapping with any unit there; orientation is kept."""
    state = ch.state
    mover = unit(state, player, src)
    other = unit(state, player, dst)
    assert mover is not None
    ch.move(mover.id, player, dst, 0, face_down=mover.face_down, rested=mover.rested)
    if other is not None:
        ch.move(other.id, player, src, 0, face_down=other.face_down, rested=other.rested)
    ch.note("move", ch.card(mover.id), src, dst, *((ch.card(other.id),) if other else ()))
