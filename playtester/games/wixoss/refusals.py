"""WIXOSS's refusals as reason ids and the words a player reads for each: the rules give a
reason id with its facts (`Reason.of("play.level", card=..., level=3, lrig_level=2)`), and only
this module words it (ids both games share fall back to games/common/refusals.py)."""

from __future__ import annotations

from typing import Any

from playtester.engine.errors import Impossible, Reason
from playtester.engine.state import State
from playtester.games.common import refusals as common
from playtester.games.common.manual import whose
from playtester.games.wixoss.board import RULE_WORDS, ZONE_NAMES
from playtester.games.wixoss.cards import KIND_WORDS, Cost, cost_total, cost_words

# Each id's words as a str.format template over the reason's parameters and the words made
# from them (`_derived`: `kind_words`, `cost_words`, `on_lrig`, ...).
WORDS: dict[str, str] = {
    # attacking
    "attack.assist": "attack: only the Center LRIG attacks; Assist LRIGs never do",
    "attack.no_lrig": "attack: you have no Center LRIG",
    "attack.no_signi": "attack: you have no SIGNI on {zone}",
    "attack.nothing": "attack: nothing attacks from {zone}",
    "attack.first_turn": "attack: the first player skips the attack phase on the first turn",
    "attack.phase": "attack: attacks are made in the attack phase",
    "attack.lrig_step": "attack: the Center LRIG attacks in the LRIG attack step",
    "attack.signi_step": "attack: SIGNI attack in the SIGNI attack step",
    "attack.down_lrig": "attack: {card}, your Center LRIG, is down; only an up card attacks",
    "attack.down_signi": "attack: {card}, the SIGNI on {zone}, is down; only an up card attacks",
    # Life Bursts and guarding
    "burst.none": "burst: no Life Burst is waiting in your check zone",
    "burst.missing": 'burst: no Life Burst "{card}" is waiting in your check zone',
    "guard.step": "guard: a Guard card is discarded in the guard step, against an LRIG attack",
    "guard.no_guard": "guard: {card} has no Guard; only a Guard card prevents an LRIG attack",
    # the turn and what must come first
    "next.mulligan": "next: choose your mulligan first (send cards back, or keep your hand)",
    "next.hand_limit": (
        "next: you have {hand} cards in hand; in the end phase you discard down to {limit} "
        "before the turn ends"
    ),
    "wait.burst_effect": (
        "{verb}: first do the Life Burst's effect with the tools, then say it is done (next): "
        "the game goes on after it"
    ),
    "wait.burst": (
        "{verb}: first use the Life Burst in the check zone (burst), or decline it (next)"
    ),
    "wait.rules": (
        "{verb}: rule-based actions apply to {player}'s board at once ({rule_list}); they have "
        "no order: choose which comes first ({choices})"
    ),
    "wait.limit": (
        "{verb}: {player}'s SIGNI add up to more than the Center LRIG's limit of {limit}; first "
        "put SIGNI into the trash until they fit (remove SL, ...: a rule-based action)"
    ),
    "rule.not_now": "rule: it does not apply now ({rule_words})",
    "rule.alone": "rule: no other rule-based action applies; {rule_words} after the next action",
    # the Ener charge
    "ener.no_signi": "ener: you have no SIGNI on {zone}",
    "ener.phase": "ener: the Ener charge is made in your ener phase",
    "ener.once": "ener: you have already charged Ener this turn (once per turn)",
    # growing
    "grow.not_lrig": "grow: {card} is {kind_words}; only an LRIG grows",
    "grow.no_lrig": "grow: you have no LRIG on {zone} to grow from",
    "grow.assist_on_center": (
        "grow: {card} is an Assist LRIG; it grows on an Assist LRIG (AL or AR)"
    ),
    "grow.phase": "grow: your Center LRIG grows in your grow phase",
    "grow.once": "grow: your Center LRIG has already grown this turn (once per turn)",
    "grow.center_on_assist": "grow: {card} is a Center LRIG; it grows on your Center LRIG (C)",
    "grow.assist_timing": (
        "grow: an Assist LRIG grows in your main phase, or in the attack phase (your "
        "pre-attack step, or the defense step of your opponent's turn)"
    ),
    "grow.level": (
        "grow: {card} is level {level}, and {on_lrig} is level {old_level}: an LRIG grows one "
        "level at a time (into level {into})"
    ),
    "grow.type": (
        "grow: {card} is of the LRIG type {type_words}, and {on_lrig} of {old_type_words}; an "
        "LRIG grows only into its own LRIG type"
    ),
    # paying a cost (`verb` grow or play, `card` the card whose cost it is)
    "pay.nothing": "{verb}: {card}'s {cost_name} costs nothing; pay no Ener",
    "pay.cannot": "{verb}: your Ener zone cannot pay {card}'s {cost_name} of {cost_words}",
    "pay.count": (
        "{verb}: {card}'s {cost_name} is {cost_words}: the cost is {cost_words} "
        "({cost_total} Ener), and {paid_cards} were paid"
    ),
    "pay.colour": (
        "{verb}: {card}'s {cost_name} is {cost_words}: the cost needs {need} {colour}, and "
        "{have} of the cards paid {is_are} {colour}"
    ),
    "pay.match": (
        "{verb}: {card}'s {cost_name} is {cost_words}: the cards paid cannot cover "
        "{cost_words} at once (a multicolour card pays one symbol)"
    ),
    # playing SIGNI
    "play.phase": "play: SIGNI are played in your main phase",
    "play.not_signi": (
        "play: {card} is {kind_words}; only SIGNI are played into a SIGNI zone (spells and "
        "other card text: use the manual tools)"
    ),
    "play.rise_empty": (
        "play: {card} has Rise: it is played onto one of your SIGNI, and {zone} is empty"
    ),
    "play.taken": "play: {zone} already holds {there}; remove it first to make room",
    "play.no_lrig": "play: you have no Center LRIG, whose level and limit a SIGNI needs",
    "play.level": "play: {card} is level {level}, above your Center LRIG's level {lrig_level}",
    "play.limit": (
        "play: {card} would bring your SIGNI's levels to {total}, over your Center LRIG's "
        "limit of {limit}"
    ),
    # removing SIGNI
    "remove.no_signi": "remove: you have no SIGNI on {zone}",
    "remove.level_zero": (
        "remove: {card} is level 0; putting it into the trash does not bring the SIGNI's "
        "levels ({total}) down to the Center LRIG's limit of {limit}"
    ),
    "remove.more": (
        "remove: {card} is more than needed: the others named already bring the SIGNI's "
        "levels from {total} within the Center LRIG's limit of {limit}"
    ),
    "remove.phase": "remove: SIGNI are removed in your main phase",
    "remove.once": "remove: you have already removed SIGNI this turn (once per turn)",
    # [Action] abilities (the ids both games give are in games/common/refusals.py)
    "ability.no_act": "use: {card} has no such [Action] ability",
    "ability.act_timing": (
        "use: the [Action] ability of {card} is used in your main phase, with nothing else "
        "waiting (an ability, a Life Burst, a rule-based action)"
    ),
    "ability.act_unusable": "use: the [Action] ability of {card} cannot be used now (its cost)",
    # the tools
    "put.not_signi": (
        "put: {card} is {kind_words}; only SIGNI stand on {zone} (a card under one goes with "
        "bottom)"
    ),
    "put.not_lrig": (
        "put: {card} is {kind_words}; only LRIGs stand on {zone} (a card under one goes with "
        "bottom)"
    ),
    "draw.empty": "draw: your deck is empty",
    "discard.hand_limit": (
        "discard: the end phase asks you to discard down to {limit}; {count} cards would "
        "leave {left}"
    ),
    # not a refusal: a legal tool aimed where the player's abilities cannot aim
    "warning.shadow": (
        "warning: {verb}: {card} has Shadow: your abilities cannot target it (fine only for an "
        "effect that does not choose it)"
    ),
}


def cost_symbols(cost: Cost) -> tuple[str, ...]:
    """A cost as a reason's fact: one colour per symbol, in the cost's order."""
    return tuple(colour for colour, n in cost for _ in range(n))


def _cost(symbols: tuple[str, ...]) -> Cost:
    """The cost that `cost_symbols` gave these symbols."""
    out: list[tuple[str, int]] = []
    for colour in symbols:
        if out and out[-1][0] == colour:
            out[-1] = (colour, out[-1][1] + 1)
        else:
            out.append((colour, 1))
    return tuple(out)


def _choosing(kinds: tuple[str, ...]) -> str:
    """The actions that choose among these rule-based actions."""
    firsts = [f"rule {k}" for k in kinds if k != "limit"]
    return ", ".join(firsts + (["remove SL, ..."] if "limit" in kinds else []))


def _derived(params: dict[str, Any]) -> dict[str, Any]:
    """The words some templates use, made from the reason's facts."""
    out: dict[str, Any] = {}
    if "kind" in params:
        out["kind_words"] = KIND_WORDS[params["kind"]]
    if "cost" in params:
        cost = _cost(params["cost"])
        out["cost_words"], out["cost_total"] = cost_words(cost), cost_total(cost)
    if params.get("verb") in ("grow", "play"):
        out["cost_name"] = "grow cost" if params["verb"] == "grow" else "cost"
    if "paid" in params:
        out["paid_cards"] = f"{params['paid']} card{'s' if params['paid'] != 1 else ''}"
    if "have" in params:
        out["is_are"] = "is" if params["have"] == 1 else "are"
    if "rule" in params:
        out["rule_words"] = RULE_WORDS[params["rule"]]
    if "rules" in params:
        out["rule_list"] = "; ".join(RULE_WORDS[k] for k in params["rules"])
        out["choices"] = _choosing(params["rules"])
    if "on" in params:
        on = params["on"]
        out["on_lrig"] = "your Center LRIG" if on == "C" else f"your Assist LRIG on {on}"
    if "old_level" in params:
        out["into"] = params["old_level"] + 1
    if "lrig_type" in params:
        out["type_words"] = params["lrig_type"] or "(none)"
        out["old_type_words"] = params["old_type"] or "(none)"
    return out


def words(why: Reason, state: State | None = None) -> str:
    """The refusal in a player's words (every parameter is public: no state is needed)."""
    template = WORDS.get(why.id)
    if template is None:
        return common.words(why)
    params = why.params
    return template.format(**params, **_derived(params))


def impossible(why: Reason) -> Impossible:
    """The exception for an action that cannot be done even as an override, with its words."""
    return Impossible(words(why), why)


def where(zone: str, theirs: bool = False) -> str:
    """A zone as the player reads it in a refusal: "your hand", "your opponent's Ener zone"."""
    return f"{whose(theirs)} {ZONE_NAMES.get(zone, zone)}"


def missing(verb: str, card: str, zone: str) -> Impossible:
    """No card of that name in the actor's zone: nothing to act on, even as an override."""
    return impossible(Reason.of("card.missing", verb=verb, card=card, where=where(zone)))
