"""Putting units on the field: riding a vanguard, calling rear-guards, moving them."""

from __future__ import annotations

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State, replace
from playtester.games.vanguard import dera, gifts, refusals
from playtester.games.vanguard.board import (
    COLUMN_MATE,
    VC,
    find_in,
    grade,
    has_circle,
    is_aside_kind,
    is_order,
    send,
    stridden,
    unit,
    vanguard,
    vanguard_grade,
)
from playtester.games.vanguard.markers import not_a_unit
from playtester.games.vanguard.state import STRIDE, flags_of, vg
from playtester.games.vanguard.stride import return_g_unit


def _turn_player(state: State, player: int, verb: str, phase: str) -> Reason | None:
    v = vg(state)
    if v.phase != phase:
        return Reason.of("place.phase", verb=verb, phase=phase)
    if player != v.active:
        return Reason.of("place.not_active", verb=verb)
    return None


# -- ride --------------------------------------------------------------------------------------


def ride_reason(state: State, player: int, card: CardInstance) -> Reason | None:
    """None when this card in hand may ride now, else why not (Q2, Q36)."""
    name = card.card.name
    not_a_unit(card, lambda: Reason.of("ride.marker", card=name))
    reason = ride_timing_reason(state, player)
    if reason:
        return reason
    leader = vanguard(state, player)
    return ride_card_reason(card, None if leader is None else grade(leader))


def ride_timing_reason(state: State, player: int) -> Reason | None:
    """Why the player may not ride from the hand now, whatever the card (the legal list asks
    it once)."""
    reason = _turn_player(state, player, "ride", "ride")
    if reason:
        return reason
    if vg(state).step == STRIDE:
        return Reason.of("ride.stride_step")
    if flags_of(state, player).ridden:
        return Reason.of("ride.again")
    return None


def ride_card_reason(card: CardInstance, theirs: int | None) -> Reason | None:
    """Why this card may not ride whatever the time: a G unit, an order, a grade other than
    the vanguard's grade `theirs` or one above (None: no vanguard, any unit rides)."""
    refusal = ride_card_refusal(card, theirs)  # (one body: the legal list asks it alone)
    name = card.card.name
    if refusal is None:
        return None
    if refusal == "ride.g_unit":
        return Reason.of("ride.g_unit", card=name)
    if refusal == "ride.order":
        return Reason.of("ride.order", card=name)
    if refusal == "ride.aside":
        return Reason.of("ride.aside", card=name, kind=card.card.kind)
    assert theirs is not None  # (a grade refused: there is a vanguard)
    mine = grade(card)
    if refusal == "ride.below":
        return Reason.of("ride.below", card=name, grade=mine, vanguard=theirs)
    return Reason.of("ride.above", card=name, grade=mine, vanguard=theirs, higher=theirs + 1)


def ride_card_refusal(card: CardInstance, theirs: int | None) -> str | None:
    """The id of `ride_card_reason`'s refusal, None when the card may ride (the legal list
    asks it of each card: no reason made only to be thrown away)."""
    if card.card.kind == "g_unit":
        return "ride.g_unit"
    if is_order(card):
        return "ride.order"
    if is_aside_kind(card):
        return "ride.aside"
    if theirs is None:
        return None
    mine = grade(card)
    if mine < theirs:
        return "ride.below"
    if mine > theirs + 1:
        return "ride.above"
    return None


def do_ride(ch: Changes, player: int, card_id: int) -> None:
    """The new vanguard goes on VC, in the old one's orientation; the old one becomes soul.
    Over a stridden vanguard (a superior ride) the G unit goes back face up to the G zone and
    the Heart goes into the soul (Q6)."""
    state = ch.state
    old = list(state.zones[player].get(VC, ()))
    rested = state.cards[old[0]].rested if old else False
    before = state.cards[old[0]] if old else None
    if stridden(state, player):
        return_g_unit(ch, player, "ride")
        old = old[1:]
    for index, old_id in enumerate(old):
        send(ch, old_id, "soul", index)
    send(ch, card_id, VC, rested=rested)
    ch.update_flags(player, replace(flags_of(state, player), ridden=True))
    ch.note("ride", ch.card(card_id))
    dera.on_ride(ch, player, before, state.cards[card_id])  # Persona Ride: part of the ride
    gifts.on_ride(ch, player, state.cards[card_id])  # premium: before any "when placed"


# -- the ride from the Ride Deck (the D era) ---------------------------------------------------


def _ride_cost(state: State, player: int, name: str) -> CardInstance:
    """The card to discard from the hand for a ride from the Ride Deck (Impossible if none:
    with an empty hand, the ride has no cost to pay)."""
    if not state.zones[player].get("hand"):
        raise refusals.impossible(Reason.of("ridedeck.no_cost"))
    card = find_in(state, player, "hand", name)
    if card is None:
        missing = Reason.of("card.missing", verb="ridedeck", card=name, where="your hand")
        raise refusals.impossible(missing)
    return card


def ridedeck_reason(state: State, player: int, name: str, discarded: str) -> Reason | None:
    """None when the unit may ride from the Ride Deck now, discarding `discarded`, else why not:
    the turn player's ride phase, one ride a turn, and only the grade one above the vanguard's
    (the how-to page's Ride Deck; the ride itself is a normal ride)."""
    card = dera.ride_deck_card(state, player, name)
    _ride_cost(state, player, discarded)
    reason = ridedeck_timing_reason(state, player)
    if reason:
        return reason
    return ridedeck_card_reason(card, ridedeck_grade(state, player))


def ridedeck_timing_reason(state: State, player: int) -> Reason | None:
    """Why the player may not ride from the Ride Deck now, whatever the unit (the legal list
    asks it once): only in their own ride phase, one ride a turn."""
    reason = _turn_player(state, player, "ride", "ride")
    if reason:
        return reason
    if flags_of(state, player).ridden:
        return Reason.of("ride.again")
    return None


def ridedeck_grade(state: State, player: int) -> int:
    """The grade a unit of the Ride Deck must have to ride now: one above the vanguard's
    (grade 0 with no vanguard)."""
    leader = vanguard(state, player)
    return grade(leader) + 1 if leader is not None else 0


def ridedeck_card_reason(card: CardInstance, wanted: int) -> Reason | None:
    """Why this unit of the Ride Deck may not ride whatever the time: a grade other than
    `wanted` (`ridedeck_grade`)."""
    if not ridedeck_card_fits(card, wanted):
        name = card.card.name
        return Reason.of("ridedeck.grade", card=name, grade=grade(card), wanted=wanted)
    return None


def ridedeck_card_fits(card: CardInstance, wanted: int) -> bool:
    """Whether this unit of the Ride Deck may ride whatever the time (`ridedeck_card_reason`
    without its reason: the legal list asks it of each unit)."""
    return grade(card) == wanted


def do_ridedeck(ch: Changes, player: int, name: str, discarded: str) -> None:
    """Discard the card, then ride the unit from the Ride Deck as a normal ride."""
    card = dera.ride_deck_card(ch.state, player, name)
    dera.discard_card(ch, player, _ride_cost(ch.state, player, discarded).id)
    do_ride(ch, player, card.id)


# -- call --------------------------------------------------------------------------------------


def check_rear_circle(verb: str, circle: str, state: State, player: int) -> None:
    """Impossible unless the player has this rear-guard circle (an Accel circle only once
    gained; the reader let only rear-guard circles through)."""
    if not has_circle(state, player, circle):
        raise refusals.impossible(Reason.of("circle.none_accel", verb=verb, circle=circle))


def call_reason(state: State, player: int, card: CardInstance, circle: str) -> Reason | None:
    """None when this card in hand may be called to `circle` now, else why not (Q3-Q6)."""
    check_rear_circle("call", circle, state, player)
    name = card.card.name
    not_a_unit(card, lambda: Reason.of("call.marker", card=name))
    reason = call_timing_reason(state, player)
    if reason:
        return reason
    return call_card_reason(card, vanguard_grade(state, player))


def call_timing_reason(state: State, player: int) -> Reason | None:
    """Why the player may not call now, whatever the card (the legal list asks it once)."""
    return _turn_player(state, player, "call", "main")


def call_card_reason(card: CardInstance, limit: int) -> Reason | None:
    """Why this card in hand may not be called whatever the time (a G unit, an order, a grade
    above the vanguard's `limit`)."""
    refusal = call_card_refusal(card, limit)  # (one body: the legal list asks it alone)
    name = card.card.name
    if refusal is None:
        return None
    if refusal == "call.g_unit":
        return Reason.of("call.g_unit", card=name)
    if refusal == "call.order":
        return Reason.of("call.order", card=name)
    if refusal == "call.aside":
        return Reason.of("call.aside", card=name, kind=card.card.kind)
    return Reason.of("call.grade", card=name, grade=grade(card), vanguard=limit)


def call_card_refusal(card: CardInstance, limit: int) -> str | None:
    """The id of `call_card_reason`'s refusal, None when the card may be called (the legal
    list asks it of each card: no reason made only to be thrown away)."""
    if card.card.kind == "g_unit":
        return "call.g_unit"
    if is_order(card):
        return "call.order"
    if is_aside_kind(card):
        return "call.aside"
    if grade(card) > limit:
        return "call.grade"
    return None


def do_call(ch: Changes, player: int, card_id: int, circle: str) -> None:
    """Call to a circle; a unit already there retires (Q6)."""
    state = ch.state
    for old_id in list(state.zones[player].get(circle, ())):
        send(ch, old_id, "drop")
        ch.note("retired", ch.card(old_id), circle)
    send(ch, card_id, circle)
    ch.note("call", ch.card(card_id), circle)


# -- move --------------------------------------------------------------------------------------


def move_reason(state: State, player: int, src: str, dst: str) -> Reason | None:
    if unit(state, player, src) is None:
        raise refusals.impossible(Reason.of("unit.none", verb="move", circle=src))
    if not has_circle(state, player, dst) and dst != "GC":
        raise refusals.impossible(Reason.of("circle.none_accel", verb="move", circle=dst))
    reason = move_timing_reason(state, player)
    if reason:
        return reason
    return move_places_reason(src, dst)


def move_timing_reason(state: State, player: int) -> Reason | None:
    """Why the player may not move a unit now, whatever the circles (the legal list asks it
    once)."""
    return _turn_player(state, player, "move", "main")


def move_places_reason(src: str, dst: str) -> Reason | None:
    """Why a unit may not move from `src` to `dst` whatever the time: only between a front
    and a back circle of one column, never the vanguard nor the back centre."""
    if VC in (src, dst):
        return Reason.of("move.vanguard")
    if COLUMN_MATE.get(src) != dst:
        if src == "BC" or dst == "BC":
            return Reason.of("move.back_centre")
        return Reason.of("move.column", src=src, dst=dst)
    return None


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
