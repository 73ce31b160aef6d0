"""The legal actions of the player to play, listed for the assistant, bots and benchmarks.

Guardians and mulligans are listed as single actions per card or per choice of cards; a guard
of several cards is the same as several one-card guards.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from playtester.engine.actions import Action, listed
from playtester.engine.cards import CardInstance
from playtester.engine.state import State
from playtester.games.common.abilities import Kind
from playtester.games.common.ability_play import acts, offers
from playtester.games.vanguard import (
    battle,
    checks,
    dera,
    flow,
    gassist,
    gifts,
    orders,
    placing,
    stride,
)
from playtester.games.vanguard.abilities import ABILITIES, Named
from playtester.games.vanguard.board import (
    BEHIND,
    CIRCLES,
    COLUMN_MATE,
    VC,
    front_circles,
    grade,
    has_skill,
    is_order,
    may_restrict,
    rear_circles,
    restricted,
    unit,
    units,
    vanguard,
    vanguard_grade,
)
from playtester.games.vanguard.formats import D_ERA, format_of
from playtester.games.vanguard.rules import act_reason
from playtester.games.vanguard.state import (
    ATTACK,
    BATTLE,
    DRAW,
    GASSIST,
    GUARD,
    MAIN,
    RIDE,
    SETUP,
    STRIDE,
    flags_of,
    vg,
)

NEXT = Action("next")
GENERATOR = Action("generator")


def _distinct_hand(state: State, player: int, markers: bool = False) -> list[CardInstance]:
    """One card per name in the hand; gift markers (never ridden or called) only on demand."""
    seen: set[str] = set()
    out = []
    for card_id in state.zones[player].get("hand", ()):
        card = state.cards[card_id]
        if card.card.kind == "marker" and not markers:
            continue
        if card.card.name not in seen:
            seen.add(card.card.name)
            out.append(card)
    return out


def legal_actions(state: State) -> list[Action]:
    v = vg(state)
    if v.outcome is not None:
        return []
    player = flow.to_play(state)
    phase = v.phase
    if v.check is not None:
        return _trigger_actions(state, player)
    if v.gift is not None:
        return gifts.legal(state)
    if v.resolving is not None or v.pending:
        return offers(ABILITIES, state)
    if phase == SETUP:
        return _mulligans(state, player) if not flags_of(state, player).mulligan else []
    if phase == RIDE:
        if v.step == STRIDE:
            return [NEXT, *stride.legal(state, player)]
        hand = _distinct_hand(state, player)  # (one list for both kinds of ride)
        return [NEXT, *_rides(state, player, hand), *_ride_deck_rides(state, player, hand)]
    if phase == DRAW and v.step == GASSIST:
        return gassist.legal(state, player)
    if phase == MAIN:
        hand = _distinct_hand(state, player)  # (one list for calls and orders)
        out = [NEXT, *_calls(state, player, hand), *_moves(state, player), *_acts(state, player)]
        if format_of(state).has(D_ERA):
            if dera.generator_refusal(state, player) is None:
                out.append(GENERATOR)  # the D era's crest
            out += _orders(state, player, hand)
        return out
    if phase == BATTLE:
        if v.step == ATTACK:
            return [NEXT, *_attacks(state, player)]
        if v.step == GUARD:
            out = [NEXT, *_guards(state, player)]
            if format_of(state).has(D_ERA):
                # Blitz Orders (the attacked player's)
                out += _orders(state, player, _distinct_hand(state, player))
            return out
    return [NEXT]


def _rides(state: State, player: int, hand: list[CardInstance]) -> list[Action]:
    """The rides from the hand (`hand`: one card per name): the time is judged once, then each
    distinct card (`placing.ride_reason` in two parts)."""
    if placing.ride_timing_reason(state, player):
        return []
    leader = vanguard(state, player)
    theirs = None if leader is None else grade(leader)
    return [
        listed("ride", ((c.card.name,),))
        for c in hand
        if placing.ride_card_refusal(c, theirs) is None
    ]


def _ride_deck_rides(state: State, player: int, hand: list[CardInstance]) -> list[Action]:
    """The D era's rides from the Ride Deck: each unit there that may ride now, with each
    distinct card of the hand (`hand`) to discard for it (`placing.ridedeck_reason` in two
    parts: the time once, then each unit's grade; the card discarded changes neither)."""
    out: list[Action] = []
    ride_deck = state.zones[player].get("ride_deck")
    if not ride_deck or not hand or placing.ridedeck_timing_reason(state, player):
        return out
    costs = [cost.card.name for cost in hand]
    wanted = placing.ridedeck_grade(state, player)
    for card_id in ride_deck:
        card = state.cards[card_id]
        if placing.ridedeck_card_fits(card, wanted):
            name = card.card.name
            out.extend(listed("ridedeck", ((name,), "discard", (c,))) for c in costs)
    return out


def _mulligans(state: State, player: int) -> list[Action]:
    hand = sorted(state.cards[i].card.name for i in state.zones[player].get("hand", ()))
    choices: set[tuple[str, ...]] = set()
    for size in range(len(hand) + 1):
        choices.update(combinations(hand, size))
    return [listed("mulligan", (names,) if names else ()) for names in sorted(choices)]


def _calls(state: State, player: int, hand: list[CardInstance]) -> list[Action]:
    """The calls of each distinct card of the hand (`hand`) to each rear-guard circle."""
    out: list[Action] = []
    if placing.call_timing_reason(state, player):
        return out  # (`placing.call_reason` in two parts: the time once, then each card)
    circles = tuple(rear_circles(state, player))
    limit = vanguard_grade(state, player)
    for card in hand:
        if placing.call_card_refusal(card, limit) is not None:
            continue  # the reason does not depend on the circle
        out.extend(_call_actions(card.card.name, circles))
    return out


@lru_cache(maxsize=1024)
def _call_actions(name: str, circles: tuple[str, ...]) -> tuple[Action, ...]:
    """The calls of the card `name` to each of `circles` (made once: the lists of a main phase
    name the same cards and circles again and again)."""
    return tuple(listed("call", ((name,), c)) for c in circles)


def _orders(state: State, player: int, hand: list[CardInstance]) -> list[Action]:
    """The orders of the player's hand (`hand`: one card per name) they may play now
    (`order "Name"`): Normal Orders in their main phase, Blitz Orders in the guard step of
    their opponent's turn."""
    return [
        listed("order", ((c.card.name,),))
        for c in hand
        if is_order(c) and not orders.reason(state, player, c.card.name)
    ]


# the moves whose circles allow them, whatever the time (`placing.move_places_reason`): from
# each circle to its column mate (circles every player has), judged once
_COLUMN_MOVES = tuple(
    (circle, listed("move", (circle, dst)))
    for circle, dst in COLUMN_MATE.items()
    if not placing.move_places_reason(circle, dst)
)


def _moves(state: State, player: int) -> list[Action]:
    """The moves of the player's units (`placing.move_reason` in two parts: the time once,
    then the circles, judged once for all games)."""
    if placing.move_timing_reason(state, player):
        return []
    zones = state.zones[player]
    return [action for circle, action in _COLUMN_MOVES if zones.get(circle)]


def _acts(state: State, player: int) -> list[Action]:
    """The [ACT] abilities the player's units may use now (`use FL 1`)."""
    out: list[Action] = []
    named = ABILITIES.named(state, Kind.ACT)  # (asked on every legal list of a main phase)
    if not named:
        return out
    for circle, card in _act_units(state, player, named):
        for n in range(1, len(acts(ABILITIES, state, card)) + 1):
            if not act_reason(state, player, circle, n):
                out.append(listed("use", (circle, str(n))))
    return out


def _act_units(state: State, player: int, named: Named) -> list[tuple[str, int]]:
    """(circle, card) of the player's units with [ACT] abilities, in the field's order (Accel
    circles last, by name): the top card of each of the player's circles whose name has some
    (a few circles, where the game's cards of those names may be many, most in a pile)."""
    placed = []
    zones, cards = state.zones[player], state.cards
    accel = flags_of(state, player).accel  # (the Accel circles the player has gained)
    for circle in (*CIRCLES, *sorted(set(accel))) if accel else CIRCLES:
        stack = zones.get(circle)
        if stack and cards[stack[0]].card.name in named:  # (the top: not a Heart)
            placed.append((circle, stack[0]))
    return placed


def _attacks(state: State, player: int) -> list[Action]:
    v = vg(state)
    if v.turn == 1 or player != v.active:
        return []
    foe = 1 - player
    targets = tuple(c for c in front_circles(state, foe) if unit(state, foe, c) is not None)
    out: list[Action] = []
    check = may_restrict(state)  # (most states: nothing restricts, no unit is asked)
    for attacker in front_circles(state, player):
        card = unit(state, player, attacker)
        if card is None or card.rested or (check and restricted(state, card.id, "no-attack")):
            continue
        back = BEHIND.get(attacker)
        booster = unit(state, player, back) if back else None
        boosts: list[str | None] = [None]
        if (
            booster is not None
            and not booster.rested
            and has_skill(state, booster, "boost")
            and not (check and restricted(state, booster.id, "no-boost"))
            and not (check and restricted(state, card.id, "no-boosted"))
        ):
            boosts.append(back)
        out.extend(_attack_actions(attacker, targets, tuple(boosts)))
    return out


@lru_cache(maxsize=4096)
def _attack_actions(
    attacker: str, targets: tuple[str, ...], boosts: tuple[str | None, ...]
) -> tuple[Action, ...]:
    """The attacks of the unit on `attacker` at each of `targets`, with each of `boosts` (None:
    no boost), made once: the attack steps name the same few again and again."""
    return tuple(
        listed("attack", (attacker, "->", target) + (("boost", boost) if boost else ()))
        for target in targets
        for boost in boosts
    )


def _guards(state: State, player: int) -> list[Action]:
    out: list[Action] = []
    # (`guard_reason` and `intercept_reason` in two parts: the step once, then each card)
    if battle.guard_step_reason(state, player, "guard"):
        return out
    limit = vanguard_grade(state, player)
    out.extend(
        listed("guard", ((c.card.name,),))
        for c in _distinct_hand(state, player, markers=True)
        if battle.guard_card_refusal(c, limit) is None
    )
    for circle, card in units(state, player):  # (the rule's own judgement of each unit)
        if battle.intercept_unit_refusal(state, circle, card) is None:
            out.append(listed("intercept", (circle,)))
    return out


def _trigger_actions(state: State, player: int) -> list[Action]:
    parts = checks.pending_parts(state)
    if "kind" in parts:
        return [listed("trigger", ("kind", kind)) for kind in checks.kind_choices(state)]
    out = []
    for circle, card in units(state, player):
        if "power" in parts:
            out.append(listed("trigger", (circle,)))
        if "critical" in parts:
            out.append(listed("critical", (circle,)))
        if "stand" in parts and circle != VC and card.rested:
            out.append(listed("stand", (circle,)))
    if "heal" in parts:
        out.append(listed("heal"))
    return out
