"""Putting cards into play: the Ener charge, growing LRIGs, playing SIGNI, removing SIGNI, and
paying costs from the Ener zone."""

from __future__ import annotations

from dataclasses import replace

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Impossible
from playtester.engine.state import State
from playtester.games.wixoss import costs, flow
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
from playtester.games.wixoss.cards import KIND_WORDS, Cost, WixossCard, cost_words
from playtester.games.wixoss.state import Phase, Step, flags_of, wx

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
    state: State, actor: int, cost: Cost, pay: tuple[str, ...] | None, what: str
) -> str:
    """Why the payment does not pay `what` ('' when it does)."""
    if not cost:
        return f"{what} costs nothing; pay no Ener" if pay else ""
    ids = payment(state, actor, cost, pay)
    if pay is None and not ids:
        return f"your Ener zone cannot pay {what} of {cost_words(cost)}"
    problem = costs.payment_problem(cost, [card_of(state.cards[i]) for i in ids])
    return f"{what} is {cost_words(cost)}: {problem}" if problem else ""


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
            raise Impossible(f'ener: no "{source}" in your hand')
        return card
    found = top(state, actor, source)
    if found is None:
        raise Impossible(f"ener: you have no SIGNI on {source}")
    return found


def ener_reason(state: State, actor: int, source: str, from_hand: bool) -> str:
    _ener_card(state, actor, source, from_hand)
    if wx(state).phase != Phase.ENER:
        return "ener: the Ener charge is made in your ener phase"
    if flags_of(state, actor).ener:
        return "ener: you have already charged Ener this turn (once per turn)"
    return ""


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
        raise Impossible(f'grow: no "{name}" in your LRIG deck')
    return card


def assist_timing(state: State, actor: int) -> bool:
    """Where the text is silent, the official rule: an Assist LRIG grows at its use timing,
    [Main Phase] or [Attack Phase]: in your main phase, in your pre-attack step, or in the
    defense step of your opponent's turn."""
    v = wx(state)
    mine = v.active == actor
    phase, step = v.phase, v.step
    return (mine and phase == Phase.MAIN) or (
        phase == Phase.ATTACK
        and ((mine and step == Step.PRE) or (not mine and step == Step.DEFENSE))
    )


def grow_reason(
    state: State, actor: int, name: str, zone: str | None, pay_names: tuple[str, ...] | None
) -> str:
    card = card_of(_grow_card(state, actor, name))
    where = _grow_target(state, actor, card, zone)
    now = top(state, actor, where)
    _named_payment(state, actor, pay_names)
    if card.kind not in ("lrig", "assist_lrig"):
        return f"grow: {name} is {KIND_WORDS[card.kind]}; only an LRIG grows"
    if now is None:
        raise Impossible(f"grow: you have no LRIG on {where} to grow from")
    if where == "C":
        if card.kind != "lrig":
            return f"grow: {name} is an Assist LRIG; it grows on an Assist LRIG (AL or AR)"
        if wx(state).phase != Phase.GROW:
            return "grow: your Center LRIG grows in your grow phase"
        if flags_of(state, actor).grown:
            return "grow: your Center LRIG has already grown this turn (once per turn)"
    else:
        if card.kind != "assist_lrig":
            return f"grow: {name} is a Center LRIG; it grows on your Center LRIG (C)"
        if not assist_timing(state, actor):
            return (
                "grow: an Assist LRIG grows in your main phase, or in the attack phase (your "
                "pre-attack step, or the defense step of your opponent's turn)"
            )
    old = card_of(now)
    whose = "your Center LRIG" if where == "C" else f"your Assist LRIG on {where}"
    if card.level != old.level + 1:
        return (
            f"grow: {name} is level {card.level}, and {whose} is level {old.level}: an LRIG "
            f"grows one level at a time (into level {old.level + 1})"
        )
    if card.lrig_type != old.lrig_type:
        return (
            f"grow: {name} is of the LRIG type {card.lrig_type or '(none)'}, and {whose} of "
            f"{old.lrig_type or '(none)'}; an LRIG grows only into its own LRIG type"
        )
    reason = payment_reason(state, actor, card.grow_cost, pay_names, f"{name}'s grow cost")
    return f"grow: {reason}" if reason else ""


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
        raise Impossible(f'{verb}: no "{name}" in your hand')
    return card


def play_reason(
    state: State, actor: int, name: str, zone: str, pay_names: tuple[str, ...] | None
) -> str:
    card = card_of(_hand_card(state, actor, name, "play"))
    _named_payment(state, actor, pay_names)
    v = wx(state)
    if v.phase != Phase.MAIN or v.active != actor:
        return "play: SIGNI are played in your main phase"
    if card.kind != "signi":
        return (
            f"play: {name} is {KIND_WORDS[card.kind]}; only SIGNI are played into a SIGNI zone "
            "(spells and other card text: use the manual tools)"
        )
    there = top(state, actor, zone)
    if card.has("rise") and there is None:
        return f"play: {name} has Rise: it is played onto one of your SIGNI, and {zone} is empty"
    if not card.has("rise") and there is not None:
        return f"play: {zone} already holds {there.name}; remove it first to make room"
    lrig = center(state, actor)
    if lrig is None:
        return "play: you have no Center LRIG, whose level and limit a SIGNI needs"
    if card.level > lrig.level:
        return f"play: {name} is level {card.level}, above your Center LRIG's level {lrig.level}"
    total = level_total(state, actor, leaving=zone) + card.level
    if total > lrig.limit:
        return (
            f"play: {name} would bring your SIGNI's levels to {total}, over your Center "
            f"LRIG's limit of {lrig.limit}"
        )
    reason = payment_reason(state, actor, card.cost, pay_names, f"{name}'s cost")
    return f"play: {reason}" if reason else ""


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
            raise Impossible(f"remove: you have no SIGNI on {zone}")
        out.append(card.id)
    return out


def over_limit_reason(state: State, actor: int, ids: list[int]) -> str:
    """Why putting these SIGNI into the trash goes further than the limit asks ('' when each
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
            return (
                f"remove: {name} is level 0; putting it into the trash does not bring the "
                f"SIGNI's levels ({total}) down to the Center LRIG's limit of {limit}"
            )
        if total - (sum(levels.values()) - level) <= limit:
            return (
                f"remove: {name} is more than needed: the others named already bring the "
                f"SIGNI's levels from {total} within the Center LRIG's limit of {limit}"
            )
    return ""


def remove_reason(state: State, actor: int, zones: tuple[str, ...]) -> str:
    ids = _removed(state, actor, zones)
    if "limit" in flow.rule_actions(state, actor):  # the rule-based action: the owner chooses
        return over_limit_reason(state, actor, ids)
    v = wx(state)
    if v.phase != Phase.MAIN or v.active != actor:
        return "remove: SIGNI are removed in your main phase"
    if flags_of(state, actor).removed:
        return "remove: you have already removed SIGNI this turn (once per turn)"
    return ""


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
