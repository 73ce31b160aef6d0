"""The legal actions of the player to play, for the assistant, bots and benchmarks.

Costs are listed with a default payment (`check` judges any other); mulligans one per choice
of cards; removals one per set of zones (over the limit, the sets no larger than needed);
end-phase discards one card at a time; Life Bursts by name; [Action] abilities that may be used
in the main phase (`use SL 1`); a card's ability waiting, Use and Skip, and one being used, its
step's ways with Skip and Stop. Every rule action spelt so is legal by `check` exactly when it
is listed (tests/test_wixoss_properties.py).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product
from math import prod

from playtester.engine.actions import Action, listed
from playtester.engine.cards import CardInstance
from playtester.engine.state import State
from playtester.games.common.ability_play import offers
from playtester.games.wixoss import acts, battle, flow, placing
from playtester.games.wixoss.board import (
    HAND_LIMIT,
    SIGNI_ZONES,
    C,
    card_of,
    center,
    signi,
    top,
)
from playtester.games.wixoss.cards import Cost
from playtester.games.wixoss.state import (
    ATTACK_PHASE,
    DEFENSE_STEP,
    END_PHASE,
    ENER_PHASE,
    GROW_PHASE,
    GUARD_STEP,
    LRIG_STEP,
    MAIN_PHASE,
    PRE_STEP,
    SETUP_PHASE,
    SIGNI_STEP,
    flags_of,
    wx,
)

NEXT = Action("next")
MAX_MULLIGANS = 256  # choices listed one by one


def _distinct(state: State, player: int, zone: str) -> list[CardInstance]:
    """One card per name in a zone."""
    seen: set[str] = set()
    out = []
    for card_id in state.zones[player].get(zone, ()):
        card = state.cards[card_id]
        if card.name not in seen:
            seen.add(card.name)
            out.append(card)
    return out


def _paid(
    state: State, player: int, cost: Cost, action: tuple[str | tuple[str, ...], ...]
) -> Action | None:
    """The action with the default payment of `cost` (None when the Ener zone cannot pay)."""
    if not cost:
        return listed(str(action[0]), tuple(action[1:]))
    ids = placing.payment(state, player, cost, None)
    if not ids:
        return None
    names = tuple(state.cards[i].name for i in ids)
    return listed(str(action[0]), (*action[1:], "pay", names))


def legal_actions(state: State) -> list[Action]:
    v = wx(state)
    if v.outcome is not None:
        return []
    player, why = flow.who_acts(state)
    phase, step = v.phase, v.step
    if phase == SETUP_PHASE:
        return _mulligans(state, player) if not flags_of(state, player).mulligan else []
    if why == flow.RULE:
        kinds = flow.rule_actions(state, player)
        firsts = [listed("rule", (k,)) for k in kinds if k != "limit"] if len(kinds) > 1 else []
        return firsts + (_removes(state, player) if "limit" in kinds else [])
    if why == flow.ABILITY:  # a card's ability: use or skip it, or its step
        from playtester.games.wixoss.rules import ABILITIES  # (rules imports this module's users)

        return offers(ABILITIES, state)
    if why == flow.BURST:
        if battle.using_burst(state, player) is not None:
            return [NEXT]  # the effect is done with the tools; then Done
        return [*_bursts(state, player), NEXT]
    if phase == ENER_PHASE:
        return [NEXT, *_eners(state, player)] if not flags_of(state, player).ener else [NEXT]
    if phase == GROW_PHASE:
        return [NEXT, *_grows(state, player, ("C",))]
    if phase == MAIN_PHASE:
        assists = _grows(state, player, ("AL", "AR"))
        plays = [*_plays(state, player), *_removes(state, player)]
        return [NEXT, *plays, *assists, *acts.legal(state, player)]
    if phase == ATTACK_PHASE:
        if step in (PRE_STEP, DEFENSE_STEP):
            return [NEXT, *_grows(state, player, ("AL", "AR"))]
        if step == SIGNI_STEP:
            return [NEXT, *_attacks(state, player, SIGNI_ZONES)]
        if step == LRIG_STEP:
            return [NEXT, *_attacks(state, player, (C,))]
        if step == GUARD_STEP:
            return [NEXT, *_guards(state, player)]
    if phase == END_PHASE:
        hand = state.zones[player].get("hand", ())
        if player == v.active and len(hand) > HAND_LIMIT:
            return [listed("discard", ((c.name,),)) for c in _distinct(state, player, "hand")]
    return [NEXT]


def _mulligans(state: State, player: int) -> list[Action]:
    """Every choice of cards to put back (one per multiset of names); a hand grown far beyond
    five by the tools lists only keeping, each single card and the whole hand."""
    hand = Counter(state.cards[i].name for i in state.zones[player].get("hand", ()))
    names = sorted(hand)
    if prod(n + 1 for n in hand.values()) > MAX_MULLIGANS:
        every = tuple(sorted(hand.elements()))
        choices = {(), every, *((name,) for name in names)}
    else:
        choices = {
            tuple(name for name, n in zip(names, counts, strict=True) for _ in range(n))
            for counts in product(*(range(hand[name] + 1) for name in names))
        }
    return [listed("mulligan", (chosen,) if chosen else ()) for chosen in sorted(choices)]


def _bursts(state: State, player: int) -> list[Action]:
    """`burst "Name"` for each waiting Life Burst (when several wait, their owner chooses the
    order); `burst` alone, which uses the first, is the same action spelt short."""
    waiting = sorted({state.cards[i].name for i in battle.waiting_bursts(state, player)})
    return [listed("burst", ((name,),)) for name in waiting]


def _eners(state: State, player: int) -> list[Action]:
    out = [listed("ener", ((c.name,),)) for c in _distinct(state, player, "hand")]
    return out + [listed("ener", (z,)) for z, _ in signi(state, player)]


def _grows(state: State, player: int, zones: tuple[str, ...]) -> list[Action]:
    out = []
    for card in _distinct(state, player, "lrig_deck"):
        printed = card_of(card)
        if printed.kind not in ("lrig", "assist_lrig"):
            continue
        for zone in zones:
            now = top(state, player, zone)
            if now is None or card_of(now).lrig_type != printed.lrig_type:
                continue
            if placing.grow_reason(state, player, card.name, zone, None):
                continue
            words: tuple[str | tuple[str, ...], ...] = ("grow", (card.name,))
            action = _paid(state, player, printed.grow_cost, (*words, zone) if zone != C else words)
            if action is not None:
                out.append(action)
    return out


def _plays(state: State, player: int) -> list[Action]:
    """Each SIGNI of the hand into each zone `play_reason` allows. Only the candidates are
    judged (asked for every card of the hand on every step of the main phase): a SIGNI no higher
    than the Center LRIG's level into an empty zone, or a Rise SIGNI onto a SIGNI; the others
    it refuses wherever they go (play.no_lrig, play.level, play.taken, play.rise_empty)."""
    out: list[Action] = []
    lrig = center(state, player)
    if lrig is None:
        return out
    free = [top(state, player, zone) is None for zone in SIGNI_ZONES]
    for card in _distinct(state, player, "hand"):
        printed = card_of(card)
        if printed.kind != "signi" or printed.level > lrig.level:
            continue
        rise = printed.has("rise")
        for zone, empty in zip(SIGNI_ZONES, free, strict=True):
            if empty != rise and not placing.play_reason(state, player, card.name, zone, None):
                action = _paid(state, player, printed.cost, ("play", (card.name,), zone))
                if action is not None:
                    out.append(action)
    return out


def _removes(state: State, player: int) -> list[Action]:
    """Every set of SIGNI zones the player may empty now: any, once a turn in the main phase;
    over the limit, the sets that go no further than needed."""
    zones = [z for z, _ in signi(state, player)]
    chosen = [c for size in range(1, len(zones) + 1) for c in combinations(zones, size)]
    return [listed("remove", c) for c in chosen if not placing.remove_reason(state, player, c)]


def _attacks(state: State, player: int, zones: tuple[str, ...]) -> list[Action]:
    return [
        listed("attack", (z,))
        for z in zones
        if top(state, player, z) is not None and not battle.attack_reason(state, player, z)
    ]


def _guards(state: State, player: int) -> list[Action]:
    return [
        listed("guard", ((c.name,),)) for c in _distinct(state, player, "hand") if card_of(c).guard
    ]
