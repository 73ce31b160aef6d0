"""Manual tools for whatever card text does: move any card, flip, rest, modifiers, costs,
shuffle, look and reveal. They are never against the rules, only sometimes impossible."""

from __future__ import annotations

from collections.abc import Callable

from playtester.engine.actions import ArgReader
from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import Modifier, State
from playtester.games.common.manual import Ref, position_index, resolve
from playtester.games.common.zones import find_in
from playtester.games.vanguard import refusals
from playtester.games.vanguard.board import (
    GC,
    RESTRICTIONS,
    STATES,
    VC,
    draw,
    has_circle,
    is_accel,
    is_circle,
    is_g_unit,
    is_rear,
    marked,
    on_field,
    pick,
    send,
    stridden,
    unit,
    units,
    vanguard,
    zone_spec,
)
from playtester.games.vanguard.flow import declare_winner
from playtester.games.vanguard.markers import KEEPS, is_marker, not_a_unit
from playtester.games.vanguard.state import Ending
from playtester.games.vanguard.stride import return_g_unit

DURATIONS = ("battle", "turn", "permanent", "stand")  # stand: until its next stand phase ends


def read_zone(r: ArgReader) -> str:
    zone = r.word("a zone or circle (hand, deck, drop, damage, soul, VC, FL, ...)")
    if zone_spec(zone) is None:
        raise r.error(f"{zone} is not a zone or circle", last=True)
    return zone


def read_circle(
    r: ArgReader, wanted: str = "a circle (VC, FL, FR, BL, BC, BR)", also: tuple[str, ...] = ()
) -> str:
    """A circle's name (or one of the words `also`); any other word is refused at its column."""
    circle = r.word(wanted)
    if circle not in also and not is_circle(circle):
        raise r.error(f"{circle} is not a circle", last=True)
    return circle


def read_side_circle(r: ArgReader, also: tuple[str, ...] = ()) -> tuple[bool, str]:
    """`[->] CIRCLE`: whose circle (`->` the opponent's) and which."""
    theirs = r.accept("->")
    return theirs, read_circle(r, also=also)


def unit_on(state: State, actor: int, theirs: bool, circle: str, verb: str) -> CardInstance:
    card = unit(state, 1 - actor if theirs else actor, circle)
    if card is None:
        if theirs:
            raise refusals.impossible(Reason.of("unit.none_theirs", verb=verb, circle=circle))
        raise refusals.impossible(Reason.of("unit.none", verb=verb, circle=circle))
    return card


# -- put: move any card anywhere ------------------------------------------------------------------


def put(ch: Changes, actor: int, ref: Ref, zone: str, where: str | None) -> None:
    """Move a card to a zone of its owner: on top, at the bottom, or at a position counted from
    the top (1 = top). Onto an occupied rear-guard circle the old unit retires; onto the
    vanguard circle the old vanguard goes to the soul, as in a ride."""
    state = ch.state
    card = _put_card(state, actor, ref, zone)
    owner = card.owner
    if is_marker(card) and zone not in KEEPS:
        send(ch, card.id, zone)  # anywhere else it never lands: it leaves the game at once
        return
    if zone == VC and stridden(state, owner) and state.zones[owner][VC][0] != card.id:
        return_g_unit(ch, owner, "put")  # a superior ride over a stridden vanguard (Q6)
    if zone == VC or is_rear(zone):
        for old_id in list(state.zones[owner].get(zone, ())):
            if old_id != card.id:
                send(ch, old_id, "soul" if zone == VC else "drop", 0 if zone == VC else None)
    index = position_index(where, len(state.zone(owner, zone)))
    send(ch, card.id, zone, index, rested=zone == GC)
    ch.note("put", ch.card(card.id), ref.zone, zone)


def _put_card(state: State, actor: int, ref: Ref, zone: str) -> CardInstance:
    """The card `put` moves, or Impossible: it is not there, the circle does not exist, or it
    is a gift marker put on a circle other than the guardian circle."""
    card = resolve(state, actor, ref, "put")
    if is_accel(zone) and not has_circle(state, card.owner, zone):
        mine = Reason.of("circle.none_accel", verb="put", circle=zone)
        theirs = Reason.of("circle.none_accel_theirs", verb="put", circle=zone)
        raise refusals.impossible(mine if card.owner == actor else theirs)
    if is_marker(card) and zone not in KEEPS and on_field(zone):
        not_a_unit(card, lambda: Reason.of("put.marker", card=card.card.name, circle=zone))
    return card


def put_check(state: State, actor: int, ref: Ref, zone: str, where: str | None) -> None:
    """Impossible exactly when `put` is (the tool's reason, without a dry run)."""
    _put_card(state, actor, ref, zone)


# -- single units ---------------------------------------------------------------------------------


def retire(ch: Changes, actor: int, theirs: bool, circle: str) -> None:
    card = unit_on(ch.state, actor, theirs, circle, "retire")
    send(ch, card.id, "drop")
    ch.note("retire", ch.card(card.id), circle)


def unit_check(verb: str) -> Callable[..., None]:
    """The check of a tool on one unit (`retire`, `rest`, `power`, ...): Impossible exactly when
    no unit stands on the circle named (its first arguments: whose, which)."""

    def check(state: State, actor: int, theirs: bool, circle: str, *rest: object) -> None:
        unit_on(state, actor, theirs, circle, verb)

    return check


def set_rest(ch: Changes, actor: int, theirs: bool, circle: str, rested: bool) -> None:
    card = unit_on(ch.state, actor, theirs, circle, "rest" if rested else "stand")
    ch.turn(card.id, rested=rested)


def stand_all(ch: Changes, player: int) -> None:
    """Stand every unit of the player (as the stand phase does)."""
    for _, card in units(ch.state, player):
        ch.turn(card.id, rested=False)


def flip(ch: Changes, actor: int, ref: Ref) -> None:
    card = resolve(ch.state, actor, ref, "flip")
    ch.turn(card.id, face_down=not card.face_down)


def face_up(ch: Changes, actor: int, ref: Ref) -> None:
    """Turn face up a face-down card of the zone (of that name when named), as a G unit's
    cost turns one in the G zone: never a face-up copy of the same name."""
    player = ref.player(actor)
    ids = ch.state.zones[player].get(ref.zone, ())
    for card_id in ids:
        card = ch.state.cards[card_id]
        if card.face_down and (ref.name is None or card.card.name == ref.name):
            ch.turn(card_id, face_down=False)
            return
    where = f"{'your opponent' if ref.theirs else 'your'} {ref.zone.replace('_', ' ')}, face down"
    name = ref.name or "card"
    raise refusals.impossible(Reason.of("card.missing", verb="faceup", card=name, where=where))


def read_modifier(r: ArgReader) -> tuple[bool, str, int, str]:
    theirs, circle = read_side_circle(r)
    amount = r.number("a signed amount such as +5000", signed=True)
    until = r.word("battle, turn or permanent", DURATIONS) if r.more() else "turn"
    r.done()
    return theirs, circle, amount, until


def modify(
    ch: Changes, actor: int, stat: str, theirs: bool, circle: str, amount: int, until: str
) -> None:
    card = unit_on(ch.state, actor, theirs, circle, stat)
    ch.add_modifier(Modifier(card.id, stat, amount, until, "manual"))
    ch.note("modify", stat, amount, ch.card(card.id), circle, until)


def read_shield(r: ArgReader) -> tuple[str, int, str]:
    """`shield "Name" +N [battle|turn]`: a guardian of yours by its name (guardians stand on
    one circle: a name says which), a signed amount, until when (the battle when not said)."""
    name = r.name()
    amount = r.number("a signed amount such as +5000", signed=True)
    until = r.word("battle or turn", ("battle", "turn")) if r.more() else "battle"
    r.done()
    return name, amount, until


def shield(ch: Changes, actor: int, name: str, amount: int, until: str) -> None:
    """Card text adds shield to one of the actor's guardians (the board adds it to the
    guarded unit's power while the guardian stands on its circle)."""
    card = find_in(ch.state, actor, GC, name)
    if card is None:
        why = Reason.of("card.missing", verb="shield", card=name, where="your guardian circle")
        raise refusals.impossible(why)
    ch.add_modifier(Modifier(card.id, "shield", amount, until, "manual"))
    ch.note("modify", "shield", amount, ch.card(card.id), GC, until)


def read_restriction(r: ArgReader) -> tuple[bool, str, str, str]:
    """`restrict [->] CIRCLE no-hit|no-boost|no-boosted|no-attack|no-intercept [battle|turn]`,
    or `no-stand stand` (the unit does not stand in its player's next stand phase)."""
    theirs, circle = read_side_circle(r)
    word = r.word("what card text forbids (" + ", ".join(RESTRICTIONS) + ")", RESTRICTIONS)
    if word == "no-stand":
        until = r.word("stand (its next stand phase)", ("stand",)) if r.more() else "stand"
    else:
        until = r.word("battle or turn", ("battle", "turn")) if r.more() else "turn"
    r.done()
    return theirs, circle, word, until


def restrict(ch: Changes, actor: int, theirs: bool, circle: str, word: str, until: str) -> None:
    """Card text forbids the unit something until the end of the battle or the turn (the
    rules refuse it meanwhile): kept as a modifier, which ends as a bonus does."""
    card = unit_on(ch.state, actor, theirs, circle, "restrict")
    ch.add_modifier(Modifier(card.id, word, 1, until, "manual"))
    ch.note("restrict", ch.card(card.id), circle, word, until)


def read_mark(r: ArgReader) -> tuple[bool, str, str]:
    """`mark [->] CIRCLE blazing|engorged [turn]`: the unit takes a keyword state until the end
    of the turn (the G era's Blaze and Engorge)."""
    theirs, circle = read_side_circle(r)
    word = r.word("a unit's state (" + ", ".join(STATES) + ")", STATES)
    if r.more():
        r.word("turn (a state lasts until the end of the turn)", ("turn",))
    r.done()
    return theirs, circle, word


def mark(ch: Changes, actor: int, theirs: bool, circle: str, word: str) -> None:
    """The unit becomes blazing (engorged) until the end of the turn: a modifier for the turn,
    noted when it is new (a unit already so stays so, and does not become so again)."""
    card = unit_on(ch.state, actor, theirs, circle, "mark")
    if marked(ch.state, card.id, word):
        return
    ch.add_modifier(Modifier(card.id, word, 1, "turn", "manual"))
    ch.note("mark", ch.card(card.id), circle, word)


# -- costs ----------------------------------------------------------------------------------------


def read_count_or_names(r: ArgReader) -> int | tuple[str, ...]:
    if isinstance(r.peek(), tuple):
        names = r.names()
        r.done()
        return names
    n = r.number("a number or card names") if r.more() else 1
    if n < 1:
        raise r.error("the number must be at least 1", last=True)
    r.done()
    return n


def _choose(
    state: State, actor: int, zone: str, what: int | tuple[str, ...], verb: str, face_down: bool
) -> list[int]:
    """Cards for a cost: the named ones, or the first n of the right side up."""
    if isinstance(what, tuple):
        chosen = pick(state, actor, zone, what, verb)
        wrong = [i for i in chosen if state.cards[i].face_down != face_down]
        if wrong and zone == "damage":
            name = state.cards[wrong[0]].card.name
            side = Reason.of("cost.face_up", verb=verb, card=name)
            if not face_down:
                side = Reason.of("cost.face_down", verb=verb, card=name)
            raise refusals.impossible(side)
        return chosen
    ids = [i for i in state.zones[actor].get(zone, ()) if state.cards[i].face_down == face_down]
    if len(ids) < what:
        short = Reason.of("cost.short", verb=verb, needed=what, count=len(ids), zone=zone)
        if zone == "damage" and not face_down:
            short = Reason.of("cost.short_face_up", verb=verb, needed=what, count=len(ids))
        elif zone == "damage":
            short = Reason.of("cost.short_face_down", verb=verb, needed=what, count=len(ids))
        raise refusals.impossible(short)
    return ids[:what]


def cost_check(zone: str, verb: str, face_down: bool) -> Callable[..., None]:
    """The check of a cost tool (`counterblast`, `countercharge`, `soulblast`): Impossible
    exactly when its cards are not there."""

    def check(state: State, actor: int, what: int | tuple[str, ...]) -> None:
        _choose(state, actor, zone, what, verb, face_down)

    return check


def counterblast(ch: Changes, actor: int, what: int | tuple[str, ...]) -> None:
    for card_id in _choose(ch.state, actor, "damage", what, "counterblast", False):
        ch.turn(card_id, face_down=True)


def countercharge(ch: Changes, actor: int, what: int | tuple[str, ...]) -> None:
    for card_id in _choose(ch.state, actor, "damage", what, "countercharge", True):
        ch.turn(card_id, face_down=False)


def soulblast(ch: Changes, actor: int, what: int | tuple[str, ...]) -> None:
    for card_id in _choose(ch.state, actor, "soul", what, "soulblast", False):
        send(ch, card_id, "drop")


def soulcharge_check(state: State, actor: int, n: int) -> None:
    """Impossible exactly when `soulcharge n` is: fewer than n cards in the deck."""
    deck = state.zones[actor].get("deck", ())
    if len(deck) < n:
        raise refusals.impossible(Reason.of("soulcharge.short", count=len(deck)))


def soulcharge(ch: Changes, actor: int, n: int) -> None:
    soulcharge_check(ch.state, actor, n)
    for _ in range(n):
        send(ch, ch.state.zones[actor]["deck"][0], "soul", len(ch.state.zone(actor, "soul")))


def discard_check(state: State, actor: int, names: tuple[str, ...]) -> None:
    """Impossible exactly when `discard` is: a named card is not in the hand."""
    pick(state, actor, "hand", names, "discard")


def discard(ch: Changes, actor: int, names: tuple[str, ...]) -> None:
    for card_id in pick(ch.state, actor, "hand", names, "discard"):
        send(ch, card_id, "drop")


def draw_check(state: State, actor: int, n: int) -> None:
    """Impossible exactly when `draw n` is: fewer than n cards in the deck."""
    left = len(state.zones[actor].get("deck", ()))
    if left < n:
        raise refusals.impossible(Reason.of("draw.short", count=left))


def manual_draw(ch: Changes, actor: int, n: int) -> None:
    draw_check(ch.state, actor, n)
    draw(ch, actor, n)


# -- information ----------------------------------------------------------------------------------


def legion(ch: Changes, actor: int, ref: Ref) -> None:
    """Put a card beside the vanguard as its Legion mate (as a card's Legion ability does; its
    costs are the other tools). A verb of the G era's rule piece: a format without it refuses."""
    state = ch.state
    card = resolve(state, actor, ref, "legion")
    owner = card.owner
    leader = vanguard(state, owner)
    if leader is None:
        raise refusals.impossible(Reason.of("legion.no_vanguard"))
    if len(state.zones[owner][VC]) > 1 or is_g_unit(leader):
        raise refusals.impossible(Reason.of("legion.not_alone"))
    if card.id == leader.id or is_g_unit(card) or is_marker(card):
        raise refusals.impossible(Reason.of("legion.mate", card=card.card.name))
    send(ch, card.id, VC, 1, rested=leader.rested)
    ch.note("legion", ch.card(leader.id), ch.card(card.id))


def concede(ch: Changes, actor: int) -> None:
    declare_winner(ch, 1 - actor, Ending.CONCESSION)
