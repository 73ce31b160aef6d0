"""G assist (the G era's rule piece, `formats.G_ERA`): after the draw, a player stuck below
grade 3 without the next grade in hand may look at the top five cards for it, paying with two
hand cards and two G zone cards removed from the game.

The game stops at `phase: draw, step: gassist` only when the conditions hold; `next` declines.
"""

from __future__ import annotations

from playtester.engine.actions import Action, ArgReader
from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.games.vanguard import refusals
from playtester.games.vanguard.board import (
    count,
    grade,
    pick_among,
    send,
    vanguard,
)
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.state import DRAW, GASSIST, RIDE, set_phase, vg

LOOK = 5  # cards looked at from the top of the deck
PAY = 2  # cards removed from the hand, and from the G zone, when a card is taken
BOTH = 0b11

GAssistArgs = tuple[str | None, tuple[str, ...], tuple[str, ...]]


def read(r: ArgReader) -> GAssistArgs:
    """`gassist` or `gassist take "X" remove "A", "B" g "G1", "G2"`."""
    if not r.more():
        return None, (), ()
    r.word("take, or nothing", ("take",))
    taken = r.name()
    r.word('remove "A", "B" (the two hand cards removed from the game)', ("remove",))
    remove = r.names()
    r.word('g "G1", "G2" (the two G zone cards removed from the game)', ("g",))
    g_cards = r.names()
    r.done()
    return taken, remove, g_cards


def _vanguard_grade(state: State, player: int) -> int:
    leader = vanguard(state, player)
    return grade(leader) if leader is not None else 0


def conditions(state: State, player: int) -> Reason | None:
    """None when the three conditions of G assist hold for the player, else the one that
    fails."""
    level = _vanguard_grade(state, player)
    if level >= 3:
        return Reason.of("gassist.grade", grade=level)
    for card_id in state.zones[player].get("hand", ()):
        card = state.cards[card_id]
        if vanguard_card(card).grade is not None and grade(card) == level + 1:
            return Reason.of("gassist.in_hand", card=card.card.name, grade=level + 1)
    held = count(state, player, "g_zone")
    if held < PAY:
        return Reason.of("gassist.g_zone", count=held)
    return None


def applies(state: State, player: int) -> bool:
    """Whether the draw phase stops for G assist (called right after the draw, in a format
    whose draw phase has the G assist step)."""
    return not conditions(state, player)


def _taken(state: State, player: int, name: str) -> CardInstance:
    """The named card of the deck, a copy among the top five first."""
    deck = state.zones[player].get("deck", [])
    for card_id in [*deck[:LOOK], *deck[LOOK:]]:
        if state.cards[card_id].card.name == name:
            return state.cards[card_id]
    raise refusals.impossible(
        Reason.of("card.missing", verb="gassist", card=name, where="your deck")
    )


def _choices(
    state: State, player: int, taken: str | None, remove: tuple[str, ...], g_cards: tuple[str, ...]
) -> tuple[CardInstance | None, list[int], list[int]]:
    """The taken card and the cards removed (the hand as it is once the card is taken)."""
    if taken is None:
        return None, [], []
    card = _taken(state, player, taken)
    hand = [*state.zones[player].get("hand", ()), card.id]
    lost = pick_among(state, hand, remove, "gassist", "your hand")
    g_zone = list(state.zones[player].get("g_zone", ()))
    spent = pick_among(state, g_zone, g_cards, "gassist", "your G zone")
    return card, lost, spent


def reason(
    state: State, player: int, taken: str | None, remove: tuple[str, ...], g_cards: tuple[str, ...]
) -> Reason | None:
    card, _, _ = _choices(state, player, taken, remove, g_cards)
    v = vg(state)
    if v.phase != DRAW or v.step != GASSIST or player != v.active:
        return Reason.of("gassist.timing")
    why = conditions(state, player)
    if why or card is None:
        return why
    level = _vanguard_grade(state, player)
    name = card.card.name
    if card.id not in state.zones[player]["deck"][:LOOK]:
        return Reason.of("gassist.not_top", card=name)
    if vanguard_card(card).grade is None:
        return Reason.of("gassist.take_no_grade", card=name, wanted=level + 1, vanguard=level)
    if grade(card) != level + 1:
        return Reason.of(
            "gassist.take_grade", card=name, grade=grade(card), wanted=level + 1, vanguard=level
        )
    if len(remove) != PAY:
        return Reason.of("gassist.hand_pay", count=len(remove))
    if len(g_cards) != PAY:
        return Reason.of("gassist.g_pay", count=len(g_cards))
    return None


def perform(
    ch: Changes, player: int, taken: str | None, remove: tuple[str, ...], g_cards: tuple[str, ...]
) -> None:
    """Reveal the hand, look at the top five, take up to one card (shown to both players),
    shuffle, and pay: two hand cards and two G zone cards leave the game (zone `removed`).

    The reveal lasts for this action only. The G units paid were never shown: face-down ones
    leave face down (the opponent may not look at your G zone, and the rule reveals only the
    hand), so the opponent reads "a card" for them.
    """
    state = ch.state
    card, lost, spent = _choices(state, player, taken, remove, g_cards)
    hand = ch.cards(state.zones[player].get("hand", ()))
    for ref in hand:
        ch.turn(ref.id, peek=BOTH)
    for card_id in state.zones[player].get("deck", [])[:LOOK]:
        ch.turn(card_id, peek=state.cards[card_id].peek | 1 << player)
    if card is not None:
        send(ch, card.id, "hand")
        ch.turn(card.id, peek=BOTH)
    ch.shuffle(player, "deck")
    gone = ch.cards([*lost, *spent])  # named now: a gift marker paid leaves the game
    for card_id in lost:
        send(ch, card_id, "removed")
    for card_id in spent:
        send(ch, card_id, "removed", face_down=state.cards[card_id].face_down)
    for card_id in state.zones[player].get("hand", ()):
        ch.turn(card_id, peek=0)  # the reveal is over
    ch.note("gassist", hand, *((ch.card(card.id), gone) if card is not None else ()))
    v = vg(state)
    if v.phase == DRAW and v.step == GASSIST:
        set_phase(ch, RIDE)


def legal(state: State, player: int) -> list[Action]:
    """`next` (decline), `gassist` (take nothing), and one take per name that may be taken, with
    default payments: hand cards of the vanguard's grade or lower first (triggers last), and
    face-up G units before face-down ones."""
    out = [Action("next")]
    if reason(state, player, None, (), ()):
        return out
    out.append(Action("gassist"))
    level = _vanguard_grade(state, player)
    zones = state.zones[player]
    g_zone = sorted(zones.get("g_zone", ()), key=lambda i: not state.cards[i].face_down)
    hand = [state.cards[i] for i in zones.get("hand", ())]
    spent = tuple(state.cards[i].card.name for i in g_zone[-PAY:][::-1])
    seen: set[str] = set()
    for card_id in zones.get("deck", [])[:LOOK]:
        card = state.cards[card_id]
        if vanguard_card(card).grade is None or grade(card) != level + 1 or card.card.name in seen:
            continue
        seen.add(card.card.name)
        ranked = sorted(
            hand, key=lambda c: (grade(c) > level, vanguard_card(c).trigger is not None)
        )
        lost = [c.card.name for c in [*ranked, card][:PAY]]
        if len(lost) == PAY and len(spent) == PAY:
            args = ((card.card.name,), "remove", tuple(lost), "g", spent)
            out.append(Action("gassist", ("take", *args)))
    return out
