"""Manual tools for card text the program does not automate (spells, arts, abilities, Life
Burst effects): move any card, up, down, freeze, power, vanish, crush, charge, shuffle, look,
reveal. They are never against the rules, only sometimes impossible."""

from __future__ import annotations

from playtester.engine.actions import ArgReader
from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import Modifier, State
from playtester.games.common import manual as common_manual
from playtester.games.common.manual import Ref, position_index
from playtester.games.common.zones import from_deck
from playtester.games.wixoss import battle, refusals
from playtester.games.wixoss.board import (
    FIELD,
    HAND_LIMIT,
    SIGNI_ZONES,
    ZONE_NAMES,
    ZONES,
    card_of,
    declare_winner,
    draw,
    pick,
    player_name,
    send,
    set_frozen,
    top,
)
from playtester.games.wixoss.cards import FIELD_SIGNI_KINDS, LRIG_KINDS
from playtester.games.wixoss.state import END_PHASE, Ending, wx

DURATIONS = ("turn", "permanent")


# -- reading ----------------------------------------------------------------------------------


def read_zone(r: ArgReader) -> str:
    zone = r.word("a zone (hand, deck, life, ener, trash, lrig_deck, lrig_trash, check, C, SL...)")
    if zone not in ZONES:
        raise r.error(f"{zone} is not a zone", last=True)
    return zone


def read_side_zone(r: ArgReader, field: tuple[str, ...] = FIELD) -> tuple[bool, str]:
    theirs = r.accept("->")
    zone = r.word(f"a zone on the field ({', '.join(field)})")
    if zone not in field:
        raise r.error(f"{zone} is not one of {', '.join(field)}", last=True)
    return theirs, zone


def read_modifier(r: ArgReader) -> tuple[bool, str, int, str]:
    theirs, zone = read_side_zone(r, SIGNI_ZONES)
    amount = r.number("a signed amount such as +3000", signed=True)
    until = r.word("turn or permanent", DURATIONS) if r.more() else "turn"
    r.done()
    return theirs, zone, amount, until


# -- finding ----------------------------------------------------------------------------------


def resolve(state: State, actor: int, ref: Ref, verb: str) -> CardInstance:
    """The card a reference names, or Impossible saying it is not there."""
    return common_manual.resolve(state, actor, ref, verb, ZONE_NAMES)


def on_field(state: State, actor: int, theirs: bool, zone: str, verb: str) -> CardInstance:
    card = top(state, 1 - actor if theirs else actor, zone)
    if card is None:
        why = Reason.of("zone.empty", verb=verb, where=refusals.where(zone, theirs))
        raise refusals.impossible(why)
    return card


def has_shadow(state: State, actor: int, card: CardInstance) -> bool:
    """Whether the card is an opponent's SIGNI with Shadow, which the actor's abilities cannot
    target (a tool aimed at it is still legal: the effect may not be choosing it)."""
    zone = state.where[card.id][1]
    return card.owner != actor and zone in SIGNI_ZONES and card_of(card).has("shadow")


def shadow_warning(verb: str, card: CardInstance) -> str:
    return refusals.words(Reason.of("warning.shadow", verb=verb, card=card.name))


# -- the tools --------------------------------------------------------------------------------


def put(ch: Changes, actor: int, ref: Ref, zone: str, where: str | None) -> None:
    """Move a card to a zone of its owner: on top, at the bottom, or at a position counted from
    the top (1 = top). Onto a SIGNI zone without a position, a Rise SIGNI goes on the SIGNI
    there and any other card takes the place of it (which goes to the trash); onto an LRIG zone
    a card goes on top. With a position, a card goes under the one on top, say."""
    state = ch.state
    card = resolve(state, actor, ref, "put")
    owner = card.owner
    now = state.zone(owner, zone)
    index = position_index(where, len(now))
    if where is None and zone in FIELD:
        index = 0
    if zone in FIELD and index == 0:
        kinds = FIELD_SIGNI_KINDS if zone in SIGNI_ZONES else LRIG_KINDS
        if card_of(card).kind not in kinds:
            wrong = "put.not_signi" if zone in SIGNI_ZONES else "put.not_lrig"
            why = Reason.of(wrong, card=card.name, kind=card_of(card).kind, zone=zone)
            raise refusals.impossible(why)
    base = top(state, owner, zone)
    making_room = zone in SIGNI_ZONES and where is None and not card_of(card).has("rise")
    if making_room and base is not None and base.id != card.id:
        send(ch, base.id, "trash")
    send(ch, card.id, zone, index, face_down=zone == "life")
    ch.note("put", ch.card(card.id), ref.zone, zone)


def set_down(ch: Changes, actor: int, theirs: bool, zone: str, down: bool) -> None:
    card = on_field(ch.state, actor, theirs, zone, "down" if down else "up")
    ch.turn(card.id, rested=down)
    ch.note("down" if down else "up", ch.card(card.id), zone)


def freeze(ch: Changes, actor: int, theirs: bool, zone: str) -> None:
    card = on_field(ch.state, actor, theirs, zone, "freeze")
    set_frozen(ch, card.id, True)
    ch.note("freeze", ch.card(card.id), zone)


def modify(ch: Changes, actor: int, theirs: bool, zone: str, amount: int, until: str) -> None:
    card = on_field(ch.state, actor, theirs, zone, "power")
    ch.add_modifier(Modifier(card.id, "power", amount, until, "manual"))
    ch.note("power", amount, ch.card(card.id), zone, until)


def vanish(ch: Changes, actor: int, theirs: bool, zone: str) -> None:
    battle.vanish(ch, on_field(ch.state, actor, theirs, zone, "vanish").id)


def crush(ch: Changes, actor: int, theirs: bool, n: int) -> None:
    """Crush by an ability: with no Life Cloth left nothing happens (no one loses)."""
    player = 1 - actor if theirs else actor
    if not battle.crush(ch, player, n):
        ch.note("no life cloth", player_name(ch.state, player))


def charge(ch: Changes, actor: int, n: int) -> None:
    """The top n cards of the deck to the Ener zone (as many as there are)."""
    from_deck(ch, actor, n, "ener", send)
    ch.note("charge", n)


def manual_draw(ch: Changes, actor: int, n: int) -> None:
    """Draw n cards (as many as there are: an emptied deck then refreshes)."""
    if not ch.state.zones[actor].get("deck"):
        raise refusals.impossible(Reason.of("draw.empty"))
    ch.note("draw", draw(ch, actor, n))


def discard_reason(state: State, actor: int, names: tuple[str, ...]) -> Reason | None:
    """Discarding is card text at any time; in the end phase the turn player discards down to
    six, no further."""
    pick(state, actor, "hand", names, "discard")
    v = wx(state)
    hand = len(state.zones[actor].get("hand", ()))
    cleanup = v.phase == END_PHASE and v.active == actor and hand > HAND_LIMIT
    if cleanup and hand - len(names) < HAND_LIMIT:
        left = hand - len(names)
        return Reason.of("discard.hand_limit", limit=HAND_LIMIT, count=len(names), left=left)
    return None


def discard(ch: Changes, actor: int, names: tuple[str, ...]) -> None:
    ids = pick(ch.state, actor, "hand", names, "discard")
    for card_id in ids:
        send(ch, card_id, "trash")
    ch.note("discard", ch.cards(ids))


def reveal(ch: Changes, actor: int, ref: Ref) -> None:
    """Show a card to both players for this action (the log names it to both)."""
    common_manual.reveal(ch, actor, ref, ZONE_NAMES)


def concede(ch: Changes, actor: int) -> None:
    declare_winner(ch, 1 - actor, Ending.CONCESSION)
