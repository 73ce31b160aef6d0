"""Putting cards into play: the Ener charge, growing LRIGs, playing SIGNI, removing SIGNI, and
paying costs from the Ener zone."""

from __future__ import annotations

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State, replace
from playtester.games.wixoss import costs, flow, refusals
from playtester.games.wixoss.board import (
    card_of,
    center,
    find_in,
    is_frozen,
    level_total,
    pick,
    send,
    set_frozen,
    top,
)
from playtester.games.wixoss.cards import Cost, WixossCard
from playtester.games.wixoss.state import (
    ATTACK_PHASE,
    DEFENSE_STEP,
    ENER_PHASE,
    GROW_PHASE,
    MAIN_PHASE,
    PRE_STEP,
    flags_of,
    wx,
)

ASSIST_ZONES = ("AL", "AR")

# -- paying -----------------------------------------------------------------------------------


def payment(state: State, actor: int, cost: Cost, pay: tuple[str, ...] | None) -> list[int]:
    """The Ener cards that pay: the named ones, or (none named) the default payment; raises
    Impossible for a named card not in the Ener zone. [] when nothing can pay."""
    if pay is not None:
        return pick(state, actor, "ener", pay, "pay")
    ener = list(state.zones[actor].get("ener", ()))
    chosen = costs.default_payment(cost, [card_of(state.cards[i]) for i in ener])
    return [ener[i] for i in chosen] if chosen is not None else []


def _named_payment(state: State, actor: int, pay: tuple[str, ...] | None) -> None:
    """Impossible for a payment naming a card the Ener zone does not hold: no override of a
    rule could pay with it either."""
    if pay is not None:
        pick(state, actor, "ener", pay, "pay")


def payment_reason(
    state: State, actor: int, cost: Cost, pay: tuple[str, ...] | None, verb: str, name: str
) -> Reason | None:
    """Why the payment does not pay the cost of `verb` (grow or play) for the card `name`
    (None when it does)."""
    if not cost:
        return Reason.of("pay.nothing", verb=verb, card=name) if pay else None
    ids = payment(state, actor, cost, pay)
    symbols = refusals.cost_symbols(cost)
    if pay is None and not ids:
        return Reason.of("pay.cannot", verb=verb, card=name, cost=symbols)
    problem = costs.payment_problem(cost, [card_of(state.cards[i]) for i in ids])
    if problem is None:
        return None
    return Reason.of(problem.id, verb=verb, card=name, cost=symbols, **problem.params)


def pay(ch: Changes, actor: int, cost: Cost, names: tuple[str, ...] | None) -> list[int]:
    """Put the paying Ener cards into the trash."""
    ids = payment(ch.state, actor, cost, names) if cost or names else []
    for card_id in ids:
        send(ch, card_id, "trash")
    return ids


# -- the Ener charge --------------------------------------------------------------------------


def _ener_card(state: State, actor: int, source: str, from_hand: bool) -> CardInstance:
    if from_hand:
        card = find_in(state, actor, "hand", source)
        if card is None:
            raise refusals.missing("ener", source, "hand")
        return card
    found = top(state, actor, source)
    if found is None:
        raise refusals.impossible(Reason.of("ener.no_signi", zone=source))
    return found


def ener_reason(state: State, actor: int, source: str, from_hand: bool) -> Reason | None:
    _ener_card(state, actor, source, from_hand)
    if wx(state).phase != ENER_PHASE:
        return Reason.of("ener.phase")
    if flags_of(state, actor).ener:
        return Reason.of("ener.once")
    return None


def do_ener(ch: Changes, actor: int, source: str, from_hand: bool) -> None:
    """One card from the hand, or a SIGNI from the field (this is no vanish), to the Ener zone."""
    card = _ener_card(ch.state, actor, source, from_hand)
    ch.note("ener", ch.card(card.id), "hand" if from_hand else source)
    send(ch, card.id, "ener")
    ch.update_flags(actor, replace(flags_of(ch.state, actor), ener=True))


# -- growing ----------------------------------------------------------------------------------


def _grow_target(state: State, actor: int, card: WixossCard, zone: str | None) -> str:
    """Where the LRIG grows: the Center for an LRIG; for an Assist LRIG the Assist zone named,
    else the one whose LRIG it can grow from (left first)."""
    if zone is not None:
        return zone
    if card.kind != "assist_lrig":
        return "C"
    for where in ASSIST_ZONES:
        now = top(state, actor, where)
        if now is None:
            continue
        if card_of(now).lrig_type == card.lrig_type and card_of(now).level + 1 == card.level:
            return where
    return next((w for w in ASSIST_ZONES if top(state, actor, w) is not None), "AL")


def _grow_card(state: State, actor: int, name: str) -> CardInstance:
    card = find_in(state, actor, "lrig_deck", name)
    if card is None:
        raise refusals.missing("grow", name, "lrig_deck")
    return card


def assist_timing(state: State, actor: int) -> bool:
    """Where the text is silent, the official rule: an Assist LRIG grows at its use timing,
    [Main Phase] or [Attack Phase]: in your main phase, in your pre-attack step, or in the
    defense step of your opponent's turn."""
    v = wx(state)
    mine = v.active == actor
    phase, step = v.phase, v.step
    return (mine and phase == MAIN_PHASE) or (
        phase == ATTACK_PHASE
        and ((mine and step == PRE_STEP) or (not mine and step == DEFENSE_STEP))
    )


def grow_reason(
    state: State, actor: int, name: str, zone: str | None, pay_names: tuple[str, ...] | None
) -> Reason | None:
    card = card_of(_grow_card(state, actor, name))
    where = _grow_target(state, actor, card, zone)
    now = top(state, actor, where)
    _named_payment(state, actor, pay_names)
    if card.kind not in ("lrig", "assist_lrig"):
        return Reason.of("grow.not_lrig", card=name, kind=card.kind)
    if now is None:
        raise refusals.impossible(Reason.of("grow.no_lrig", zone=where))
    if where == "C":
        if card.kind != "lrig":
            return Reason.of("grow.assist_on_center", card=name)
        if wx(state).phase != GROW_PHASE:
            return Reason.of("grow.phase")
        if flags_of(state, actor).grown:
            return Reason.of("grow.once")
    else:
        if card.kind != "assist_lrig":
            return Reason.of("grow.center_on_assist", card=name)
        if not assist_timing(state, actor):
            return Reason.of("grow.assist_timing")
    old = card_of(now)
    if card.level != old.level + 1:
        return Reason.of("grow.level", card=name, level=card.level, on=where, old_level=old.level)
    if card.lrig_type != old.lrig_type:
        return Reason.of(
            "grow.type", card=name, lrig_type=card.lrig_type, on=where, old_type=old.lrig_type
        )
    return payment_reason(state, actor, card.grow_cost, pay_names, "grow", name)


def do_grow(
    ch: Changes, actor: int, name: str, zone: str | None, pay_names: tuple[str, ...] | None
) -> None:
    """Pay the grow cost; the new LRIG goes on top of the old one, in its state (up or down,
    frozen); the old one stays under it."""
    state = ch.state
    card = _grow_card(state, actor, name)
    where = _grow_target(state, actor, card_of(card), zone)
    old = top(state, actor, where)
    paid = pay(ch, actor, card_of(card).grow_cost, pay_names)
    down = old.rested if old is not None else False
    frozen = old is not None and is_frozen(state, old.id)
    send(ch, card.id, where, 0, rested=down)
    if frozen and old is not None:
        set_frozen(ch, old.id, False)
        set_frozen(ch, card.id, True)
    ch.note("grow", ch.card(card.id), where, ch.cards(paid))
    if where == "C":
        ch.update_flags(actor, replace(flags_of(state, actor), grown=True))


# -- playing SIGNI ----------------------------------------------------------------------------


def _hand_card(state: State, actor: int, name: str, verb: str) -> CardInstance:
    card = find_in(state, actor, "hand", name)
    if card is None:
        raise refusals.missing(verb, name, "hand")
    return card


def play_reason(
    state: State, actor: int, name: str, zone: str, pay_names: tuple[str, ...] | None
) -> Reason | None:
    card = card_of(_hand_card(state, actor, name, "play"))
    _named_payment(state, actor, pay_names)
    v = wx(state)
    if v.phase != MAIN_PHASE or v.active != actor:
        return Reason.of("play.phase")
    if card.kind != "signi":
        return Reason.of("play.not_signi", card=name, kind=card.kind)
    there = top(state, actor, zone)
    if card.has("rise") and there is None:
        return Reason.of("play.rise_empty", card=name, zone=zone)
    if not card.has("rise") and there is not None:
        return Reason.of("play.taken", zone=zone, there=there.name)
    lrig = center(state, actor)
    if lrig is None:
        return Reason.of("play.no_lrig")
    if card.level > lrig.level:
        return Reason.of("play.level", card=name, level=card.level, lrig_level=lrig.level)
    total = level_total(state, actor, leaving=zone) + card.level
    if total > lrig.limit:
        return Reason.of("play.limit", card=name, total=total, limit=lrig.limit)
    return payment_reason(state, actor, card.cost, pay_names, "play", name)


def do_play(
    ch: Changes, actor: int, name: str, zone: str, pay_names: tuple[str, ...] | None
) -> None:
    """Pay any cost and put the SIGNI up into the zone: a Rise SIGNI onto the SIGNI there; any
    other (an override onto a taken zone) after that zone's SIGNI goes to the trash."""
    state = ch.state
    card = _hand_card(state, actor, name, "play")
    pay(ch, actor, card_of(card).cost, pay_names)
    base = top(state, actor, zone)
    if base is not None and not card_of(card).has("rise"):
        ch.note("remove", ch.cards([base.id]))
        send(ch, base.id, "trash")
        base = None
    send(ch, card.id, zone, 0)
    if base is not None:
        ch.note("rise", ch.card(card.id), zone, ch.card(base.id))
    else:
        ch.note("play", ch.card(card.id), zone)


# -- removing SIGNI ---------------------------------------------------------------------------


def _removed(state: State, actor: int, zones: tuple[str, ...]) -> list[int]:
    """The SIGNI on the zones named (the reader let through only SIGNI zones, each once)."""
    out = []
    for zone in zones:
        card = top(state, actor, zone)
        if card is None:
            raise refusals.impossible(Reason.of("remove.no_signi", zone=zone))
        out.append(card.id)
    return out


def over_limit_reason(state: State, actor: int, ids: list[int]) -> Reason | None:
    """Why putting these SIGNI into the trash goes further than the limit asks (None when each
    is needed): rules text, section 4, the SIGNI over the Center LRIG's limit go to the trash
    until the levels fit, so each one named must bring them down, and without it the others
    named would not yet be enough."""
    lrig = center(state, actor)
    limit = lrig.limit if lrig is not None else 0
    total = level_total(state, actor)
    levels = {i: card_of(state.cards[i]).level for i in ids}
    for card_id, level in levels.items():
        name = state.cards[card_id].name
        if level <= 0:
            return Reason.of("remove.level_zero", card=name, total=total, limit=limit)
        if total - (sum(levels.values()) - level) <= limit:
            return Reason.of("remove.more", card=name, total=total, limit=limit)
    return None


def remove_reason(state: State, actor: int, zones: tuple[str, ...]) -> Reason | None:
    ids = _removed(state, actor, zones)
    if "limit" in flow.rule_actions(state, actor):  # the rule-based action: the owner chooses
        return over_limit_reason(state, actor, ids)
    v = wx(state)
    if v.phase != MAIN_PHASE or v.active != actor:
        return Reason.of("remove.phase")
    if flags_of(state, actor).removed:
        return Reason.of("remove.once")
    return None


def do_remove(ch: Changes, actor: int, zones: tuple[str, ...]) -> None:
    """Put SIGNI into the trash: once per turn in the main phase, or as many as needed when
    their levels exceed the Center LRIG's limit (which does not use the turn's removal)."""
    state = ch.state
    ids = _removed(state, actor, zones)
    by_rule = "limit" in flow.rule_actions(state, actor)
    ch.note("remove", ch.cards(ids))
    for card_id in ids:
        send(ch, card_id, "trash")
    if not by_rule:
        ch.update_flags(actor, replace(flags_of(state, actor), removed=True))
