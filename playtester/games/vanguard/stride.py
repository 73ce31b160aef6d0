"""Stride (the G era's rule piece, `formats.G_ERA`): a G unit from the G zone stands on the
vanguard, which becomes its Heart, until the end of the turn.

The stack on VC is the model (see `board.stridden`): the G unit on top, the Heart under it, the
chosen Heart first. Nothing moves the Heart out of VC while it is the Heart, so it is not in the
soul (Q7), is never "placed" again (Q9), and the vanguard is one unit on one circle (Q8).
"""

from __future__ import annotations

from itertools import combinations

from playtester.engine.actions import Action, ArgReader
from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.games.common.abilities import Blank
from playtester.games.vanguard import refusals
from playtester.games.vanguard.board import (
    VC,
    grade,
    heart,
    in_legion,
    is_g_unit,
    pick,
    send,
    stridden,
    vanguard,
)
from playtester.games.vanguard.state import RIDE, STRIDE, vg

COST = 3  # the discarded cards' grades must add up to this or more
MIN_GRADE = 3  # both vanguards must be of this grade or more
SELF = Blank(("self",))

StrideArgs = tuple[str, tuple[str, ...], str | None]


def read(r: ArgReader) -> StrideArgs:
    """`stride "G" [discard "A", "B"] [heart "H"]` (discard and heart in either order)."""
    name = r.name()
    discard: tuple[str, ...] | None = None
    chosen: str | None = None
    while r.more():
        word = r.word("discard or heart", ("discard", "heart"))
        if word == "discard":
            if discard is not None:
                raise r.error("discard is given twice", last=True)
            discard = r.names()
        else:
            if chosen is not None:
                raise r.error("heart is given twice", last=True)
            chosen = r.name()
    return name, discard or (), chosen


def g_card(state: State, player: int, name: str) -> CardInstance:
    """The named card in the G zone, a face-down copy first; Impossible when there is none."""
    found = None
    for card_id in state.zones[player].get("g_zone", ()):
        card = state.cards[card_id]
        if card.card.name == name:
            if card.face_down:
                return card
            found = found or card
    if found is None:
        missing = Reason.of("card.missing", verb="stride", card=name, where="your G zone")
        raise refusals.impossible(missing)
    return found


def _chosen_heart(state: State, player: int, name: str | None) -> CardInstance:
    """The card on VC whose power and name the G unit will take: the named one, else the top."""
    stack = [state.cards[i] for i in state.zones[player].get(VC, ())]
    if stridden(state, player):
        stack = stack[1:]
    if not stack:
        raise refusals.impossible(Reason.of("stride.no_vanguard"))
    if name is None:
        return stack[0]
    for card in stack:
        if card.card.name == name:
            return card
    raise refusals.impossible(Reason.of("stride.no_heart", card=name))


def conditions(state: State, player: int) -> Reason | None:
    """Why the player may not stride now, whatever the cost (None when they may)."""
    v = vg(state)
    if v.phase != RIDE or player != v.active:
        return Reason.of("stride.timing")
    if v.step != STRIDE:
        return Reason.of("stride.step")
    leader = vanguard(state, player)
    if leader is not None and is_g_unit(leader):
        return Reason.of("stride.stridden")
    mine = grade(leader) if leader is not None else 0
    if mine < MIN_GRADE:
        return Reason.of("stride.grade", grade=mine)
    foe = vanguard(state, 1 - player)
    theirs = grade(foe) if foe is not None else 0
    if theirs < MIN_GRADE:
        return Reason.of("stride.foe_grade", grade=theirs)
    return None


def reason(
    state: State, player: int, name: str, discard: tuple[str, ...], chosen: str | None
) -> Reason | None:
    """None when this stride is legal now, else the rule it breaks; Impossible when a named
    card is missing."""
    g = g_card(state, player, name)
    _chosen_heart(state, player, chosen)
    cost = pick(state, player, "hand", discard, "stride")
    why = conditions(state, player)
    if why:
        return why
    if g.card.kind == "g_guardian":
        return Reason.of("stride.g_guardian", card=name)
    if not is_g_unit(g):
        return Reason.of("stride.not_g_unit", card=name)
    if not g.face_down:
        return Reason.of("stride.face_up", card=name)
    if not cost:
        return Reason.of("stride.no_cost")
    total = sum(cost_grade(state, i) for i in cost)
    if total < COST:
        return Reason.of("stride.cost", total=total)
    return None


def cost_grade(state: State, card_id: int) -> int:
    """A hand card's grade as Stride's cost counts it: its grade, plus what its own working
    [CONT] abilities of the hand give "while you are paying the cost for [Stride]"
    (`stridegrade {self} +N`, with their conditions)."""
    from playtester.games.common.ability_play import Context, usable_now
    from playtester.games.vanguard.abilities import ABILITIES  # (it reads the rules)

    card = state.cards[card_id]
    total = grade(card)
    for index, ability in ABILITIES.continuous(state, card_id):
        steps = [s for s in ability.effects if s.verb == "stridegrade"]
        if steps and usable_now(ABILITIES, state, Context(card.owner, card_id), index):
            total += sum(int(str(s.parts[1])) for s in steps if s.parts[0] == SELF)
    return total


def perform(
    ch: Changes, player: int, name: str, discard: tuple[str, ...], chosen: str | None
) -> None:
    """Pay the cost, then put the G unit on the vanguard: the vanguard becomes the Heart, face
    up (Q2), losing what it had gained (Q10). Stride is not a ride (Q1, Q5)."""
    state = ch.state
    g = g_card(state, player, name)
    cost = pick(state, player, "hand", discard, "stride")
    paid = ch.cards(cost)  # named now: a gift marker paid leaves the game
    for card_id in cost:
        send(ch, card_id, "drop")
    if stridden(state, player):  # only by override: the G unit already there goes home
        return_g_unit(ch, player, "stride")
    first = _chosen_heart(state, player, chosen)
    stack = list(state.zones[player][VC])
    rested = state.cards[stack[0]].rested
    ch.remove_modifiers(lambda m: m.card not in stack)
    for card_id in stack:
        ch.turn(card_id, face_down=False)
    if stack[0] != first.id:
        ch.move(first.id, player, VC, 0, face_down=False, rested=first.rested)
    send(ch, g.id, VC, 0, rested=rested)
    ch.note("stride", ch.card(g.id), ch.card(first.id), paid)


def return_g_unit(ch: Changes, player: int, why: str) -> None:
    """The G unit on VC goes back face up to the G zone; what was under it stays on VC."""
    state = ch.state
    g = vanguard(state, player)
    assert g is not None
    send(ch, g.id, "g_zone")
    ch.note("g unit home", why, ch.card(g.id))


def end_of_turn(ch: Changes) -> None:
    """End phase: each G unit returns face up to the G zone and its Heart is the vanguard again,
    in the G unit's orientation; it is not placed on VC (Q9), and a Legion is one again (Q12)."""
    state = ch.state
    for player in (0, 1):
        if not stridden(state, player):
            continue
        g = vanguard(state, player)
        assert g is not None
        under, rested = heart(state, player), g.rested
        return_g_unit(ch, player, "end phase")
        for card in under:
            ch.turn(card.id, rested=rested)
        if under:
            ch.note("heart again", ch.cards(c.id for c in under))


def legal(state: State, player: int) -> list[Action]:
    """One stride per face-down G unit name, with a default discard (and, for a Legion, one
    per choice of Heart)."""
    if conditions(state, player):  # (only a format with the stride step gets here)
        return []
    discard = default_discard(state, player)
    if discard is None:
        return []
    hearts: list[tuple[str | tuple[str, ...], ...]] = [()]
    if in_legion(state, player):
        hearts = [("heart", (state.cards[i].card.name,)) for i in state.zones[player][VC]]
    seen: set[str] = set()
    out = []
    for card_id in state.zones[player].get("g_zone", ()):
        card = state.cards[card_id]
        if card.face_down and is_g_unit(card) and card.card.name not in seen:
            seen.add(card.card.name)
            for choice in hearts:
                out.append(Action("stride", ((card.card.name,), "discard", discard, *choice)))
    return out


def default_discard(state: State, player: int) -> tuple[str, ...] | None:
    """The fewest cards from hand whose grades reach 3, overshooting least (None: no such set).

    Three cards always suffice when any set does, since every useful card has grade 1 or more.
    """
    by_grade: dict[int, list[CardInstance]] = {}
    worth: dict[int, int] = {}  # (each card's grade as the cost counts it)
    for card_id in state.zones[player].get("hand", ()):
        card = state.cards[card_id]
        worth[card_id] = counted = cost_grade(state, card_id)
        if counted > 0 and len(by_grade.setdefault(counted, [])) < COST:
            by_grade[counted].append(card)
    pool = [c for g in sorted(by_grade) for c in by_grade[g]]
    for size in range(1, COST + 1):
        best = min(
            (c for c in combinations(pool, size) if sum(worth[x.id] for x in c) >= COST),
            key=lambda c: sum(worth[x.id] for x in c),
            default=None,
        )
        if best is not None:
            return tuple(c.card.name for c in best)
    return None
