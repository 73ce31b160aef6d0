"""What a gesture on the WIXOSS table means in notation: a card dropped on a zone, a SIGNI or
the Center LRIG dragged forward (an attack), a click, a double click (the game's `Gestures` for
the table, `engine/hooks.py`). The table asks here, then checks and applies the action like any
other."""

from __future__ import annotations

from playtester.engine.actions import Action
from playtester.engine.game import Game
from playtester.engine.state import State
from playtester.engine.table import Option
from playtester.games.common.verbs import is_tool
from playtester.games.wixoss import battle, flow
from playtester.games.wixoss.board import (
    FIELD,
    HAND_LIMIT,
    LRIG_ZONES,
    MIRROR,
    SIGNI_ZONES,
    C,
    card_of,
    power,
    top,
)
from playtester.games.wixoss.rules import ABILITY, VERBS
from playtester.games.wixoss.state import (
    ATTACK_PHASE,
    DEFENSE_STEP,
    END_PHASE,
    GROW_PHASE,
    GUARD_STEP,
    LRIG_STEP,
    SETUP_PHASE,
    SIGNI_STEP,
    flags_of,
    wx,
)

Ref = tuple[str | tuple[str, ...], ...]


def ref(state: State, actor: int, card_id: int) -> Ref:
    """How the tools name a card: the one on top of a field zone or of the deck by its zone,
    any other by its zone and name (`->` first for an opponent's)."""
    player, zone = state.where[card_id]
    side: tuple[str, ...] = ("->",) if player != actor else ()
    on_top = state.zones[player][zone][0] == card_id
    if on_top and (zone in FIELD or zone == "deck"):
        return (*side, zone)
    return (*side, zone, (state.cards[card_id].card.name,))


def drop_action(state: State, actor: int, card_id: int, zone: str) -> Action | None:
    """The action for `actor` dropping a card onto `zone` of the card's owner (None: no move)."""
    owner, src = state.where[card_id]
    card = state.cards[card_id]
    if src == zone:
        return None
    name = (card.card.name,)
    mine = owner == actor
    if mine and src == "hand":
        if zone in SIGNI_ZONES:
            return Action("play", (name, zone))
        if zone == "ener":
            return Action("ener", (name,))
        if zone == "trash":
            return Action("discard", (name,))
    if mine and src in SIGNI_ZONES and state.zones[owner][src][0] == card_id:
        if zone == "ener":
            return Action("ener", (src,))
        if zone == "trash":
            return Action("remove", (src,))
    if mine and src == "lrig_deck" and zone in LRIG_ZONES and card_of(card).is_lrig:
        return Action("grow", (name,) if zone == C else (name, zone))
    top_of_deck = src == "deck" and state.zones[owner]["deck"][0] == card_id
    if mine and top_of_deck and zone == "hand":
        return Action("draw")
    if mine and top_of_deck and zone == "ener":
        return Action("charge")
    return Action("put", (*ref(state, actor, card_id), "to", zone))


def attacker(state: State, actor: int, card_id: int) -> str | None:
    """The zone the card attacks from now, if it is the actor's to attack with: an up SIGNI in
    the SIGNI attack step, the up Center LRIG in the LRIG attack step."""
    player, zone = state.where[card_id]
    v = wx(state)
    if player != actor or v.phase != ATTACK_PHASE or v.active != actor:
        return None
    if state.zones[player][zone][0] != card_id or flow.to_play(state) != actor:
        return None
    wanted = SIGNI_ZONES if v.step == SIGNI_STEP else (C,) if v.step == LRIG_STEP else ()
    return zone if zone in wanted and not state.cards[card_id].rested else None


def attack_label(game: Game, actor: int, zone: str) -> str:
    """What an attack from `zone` will do, as the status bar says it while dragging."""
    state = game.state
    foe = 1 - actor
    if zone == C:
        return "the defender may guard with a Guard card"
    card = top(state, actor, zone)
    facing = top(state, foe, MIRROR[zone])
    if card is not None and card_of(card).has("assassin"):
        return "Assassin ignores the SIGNI facing it: a Life Cloth is crushed"
    if card is None or facing is None:
        return "no SIGNI faces it: a Life Cloth is crushed"
    mine, theirs = power(state, actor, zone), power(state, foe, MIRROR[zone])
    outcome = f"{facing.name} is vanished" if mine >= theirs else "nothing happens"
    return f"{card.name} {mine:,} against {facing.name} {theirs:,}: {outcome}"


def aims(game: Game, actor: int, card_id: int) -> dict[str, list[Option]]:
    """In the attack phase an up SIGNI may be dragged forward onto the zone it faces (or the
    opponent's Life Cloth), the Center LRIG onto the opponent's Center or Life Cloth: each is
    its attack. Otherwise nothing (the card is dragged as a card)."""
    state = game.state
    zone = attacker(state, actor, card_id)
    if zone is None:
        return {}
    option = [Option(attack_label(game, actor, zone), Action("attack", (zone,)))]
    targets = ("life", C) if zone == C else (MIRROR[zone], "life")
    return {target: option for target in targets}


def manual(action: Action) -> bool:
    """Whether an action is a tool for card text done by hand, not a rule action."""
    return is_tool(VERBS, action)


def place_action(state: State, actor: int, player: int, zone: str) -> Action | None:
    """None: a click on a WIXOSS zone itself means nothing (its cards are clicked)."""
    return None


def click_action(state: State, actor: int, card_id: int) -> Action | None:
    """What a click means now: on your SIGNI over the limit, putting it into the trash; on a
    waiting Life Burst, using it; on a Guard card in the guard step, guarding; on an up SIGNI
    or Center LRIG that may attack, attacking; on your LRIG deck while an LRIG can grow,
    choosing the growth (`grow` alone opens the choice); on a card a card's ability may take
    now, doing that step with it."""
    if wx(state).resolving is not None and flow.rule_choice(state) is None:
        return ABILITY.click(state, actor, card_id)
    player, zone = state.where[card_id]
    if player != actor or flow.to_play(state) != actor:
        return None
    if "limit" in flow.rule_actions(state, actor):
        on_top = zone in SIGNI_ZONES and state.zones[player][zone][0] == card_id
        return Action("remove", (zone,)) if on_top else None
    if battle.burst_player(state) == actor:
        waiting = card_id in battle.waiting_bursts(state, actor)
        return Action("burst", ((state.cards[card_id].card.name,),)) if waiting else None
    card = card_of(state.cards[card_id])
    if wx(state).step == GUARD_STEP and zone == "hand":
        return Action("guard", ((card.name,),)) if card.guard else None
    attacking = attacker(state, actor, card_id)
    if attacking is not None:
        return Action("attack", (attacking,))
    if zone == "lrig_deck" and growing(state, actor):
        return Action("grow")
    return None


def growing(state: State, actor: int) -> bool:
    """Whether the actor's LRIG deck is where their next choice is: the grow phase, before the
    Center LRIG has grown."""
    v = wx(state)
    return v.phase == GROW_PHASE and v.active == actor and not flags_of(state, actor).grown


def double_click_action(state: State, actor: int, card_id: int, listed: bool) -> Action | None:
    """A double click on your deck draws; on a card of the field ups or downs it; on an LRIG
    `listed` in your LRIG deck's viewer grows into it; on another listed card takes it into
    the hand."""
    player, zone = state.where[card_id]
    card = state.cards[card_id]
    if listed:
        if zone == "lrig_deck" and player == actor and card_of(card).is_lrig:
            return Action("grow", ((card.card.name,),))
        if zone == "hand" or zone == "lrig_deck":
            return None
        return Action("put", (*ref(state, actor, card_id), "to", "hand"))
    if player != actor:
        return None
    if zone == "deck":
        return Action("draw")
    if zone in FIELD and state.zones[player][zone][0] == card_id:
        return Action("up" if card.rested else "down", (zone,))
    return None


def selectable(state: State, actor: int, card_id: int) -> bool:
    """A click on a card of your hand chooses it: before the game, to send back (mulligan); in
    your end phase with more than six cards, to discard."""
    if state.where[card_id] != (actor, "hand"):
        return False
    v = wx(state)
    if v.phase == SETUP_PHASE:
        return True
    hand = len(state.zones[actor].get("hand", ()))
    return v.phase == END_PHASE and v.active == actor and hand > HAND_LIMIT


def glows(game: Game, actor: int, card_id: int) -> bool:
    """A card glows when a click on it acts now, or when it is an LRIG of your LRIG deck that
    may grow now (the grow phase, or an Assist's timing)."""
    state = game.state
    player, zone = state.where[card_id]
    if zone != "lrig_deck" and click_action(state, actor, card_id) is not None:
        return True
    if zone != "lrig_deck" or player != actor:
        return False
    name = (state.cards[card_id].card.name,)
    return any(a.verb == "grow" and a.args[0] == name for a in game.legal_actions())


def nothing_to_decide(game: Game, optional_stop: bool, public: bool = False) -> bool:
    """A defender with nothing to do in the defense or guard step (no Guard card; no Assist
    LRIG to grow, or the stop for one, `optional_stop`, off) can only go on; never while a Life
    Burst's effect is being done (its owner says when it is done). `public` (the attacker is
    a person at the same table): only when the attacker sees so too (`seen_to_pass`)."""
    v = wx(game.state)
    if v.phase != ATTACK_PHASE or v.step not in (DEFENSE_STEP, GUARD_STEP):
        return False
    if battle.burst_player(game.state) is not None:
        return False
    if public and not seen_to_pass(game.state, game.to_play, optional_stop):
        return False
    passed = ("next",) if optional_stop or v.step != DEFENSE_STEP else ("next", "grow")
    return all(a.verb in passed for a in game.legal_actions())


def seen_to_pass(state: State, defender: int, optional_stop: bool) -> bool:
    """Whether the attacker sees that the defender's step holds nothing for them, whatever
    their hidden cards are. A Guard card is discarded from the hand, which is hidden: the guard
    step only with no card in hand. An Assist LRIG grows from the hidden LRIG deck: the defense
    step stopped for it (`optional_stop`) only with no Assist LRIG standing or no LRIG deck
    left; without that stop it always passes, whatever the hand and the LRIG deck hold."""
    zones = state.zones[defender]
    if wx(state).step == GUARD_STEP:
        return not zones.get("hand")
    if not optional_stop:
        return True
    return not zones.get("lrig_deck") or not any(zones.get(z) for z in ("AL", "AR"))
