"""What a gesture on the table means in notation: a card dropped on a zone, a unit dragged onto
an opponent's unit, a click, a double click (the game's `Gestures` for the table,
`engine/hooks.py`). The table asks here, then checks and applies the action like any other."""

from __future__ import annotations

from playtester.engine.actions import Action
from playtester.engine.game import Game
from playtester.engine.state import State
from playtester.engine.table import Option
from playtester.games.common.verbs import is_tool
from playtester.games.vanguard.board import (
    BEHIND,
    CIRCLES,
    GC,
    VC,
    front_circles,
    is_front,
    is_order,
    is_rear,
    unit,
    zone_spec,
)
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.formats import RIDE_DECK, format_of
from playtester.games.vanguard.rules import VERBS
from playtester.games.vanguard.state import ATTACK, BATTLE, GUARD, MAIN, RIDE, SETUP, STRIDE, vg


def drop_action(state: State, actor: int, card_id: int, zone: str) -> Action | None:
    """The action for `actor` dropping a card onto `zone` of the card's owner (None: no move)."""
    src_player, src = state.where[card_id]
    card = state.cards[card_id]
    if src == zone and src_player == card.owner:
        return None
    name = (card.card.name,)
    mine = card.owner == actor
    if mine and src == "hand":
        if zone == VC:
            return Action("ride", (name,))
        if is_rear(zone):
            return Action("call", (name, zone))
        if zone == GC:
            return Action("guard", (name,))
        if zone == "drop":
            return Action("order" if plays_order(state, actor, card_id) else "discard", (name,))
    if mine and is_rear(src):
        if is_rear(zone):
            return Action("move", (src, zone))
        if zone == GC and is_front(src):
            return Action("intercept", (src,))
        if zone == "drop":
            return Action("retire", (src,))
    if mine and src == "g_zone" and zone == VC:
        return Action("stride", (name,))  # the discards are chosen next (see `stride`)
    if mine and src == RIDE_DECK and zone == VC:
        return Action("ridedeck", (name,))  # the card to discard is chosen next (`choices`)
    top_of_deck = src == "deck" and state.zones[src_player]["deck"][0] == card_id
    if mine and top_of_deck and zone == "hand":
        return Action("draw")
    if mine and top_of_deck and zone == "soul":
        return Action("soulcharge")
    if mine and src == "soul" and zone == "drop":
        return Action("soulblast", (name,))
    return Action("put", (*put_ref(state, actor, card_id), "to", zone))


def plays_order(state: State, actor: int, card_id: int) -> bool:
    """Whether an order of the actor's hand dropped on their drop zone is played rather than
    discarded: in a format whose rules play orders, in their main phase, or (a Blitz Order) in
    the guard step of their opponent's turn (the assistant then judges the play: its grade,
    its cost)."""
    v = vg(state)
    card = state.cards[card_id]
    if "order" not in format_of(state).verbs or not is_order(card):
        return False
    if vanguard_card(card).order_kind == "blitz":
        return v.phase == BATTLE and v.step == GUARD and v.active != actor
    return v.phase == MAIN and v.active == actor


def put_ref(state: State, actor: int, card_id: int) -> tuple[str | tuple[str, ...], ...]:
    """How `put` names a card: the unit on a circle or the top of the deck by place, any other
    card by its zone and name."""
    player, zone = state.where[card_id]
    side: tuple[str, ...] = ("->",) if player != actor else ()
    spec = zone_spec(zone)
    by_place = (spec is not None and spec.field and zone != GC) or (
        zone == "deck" and state.zones[player][zone][0] == card_id
    )
    if by_place:
        return (*side, zone)
    return (*side, zone, (state.cards[card_id].card.name,))


def attack_actions(state: State, actor: int, attacker: str, target: str) -> list[Action]:
    """The attacks of the unit on `attacker` against the opponent's `target`: with a boost
    first when a unit stands behind it, then without."""
    plain = Action("attack", (attacker, "->", target))
    back = BEHIND.get(attacker)
    if back is not None and unit(state, actor, back) is not None:
        return [Action("attack", (attacker, "->", target, "boost", back)), plain]
    return [plain]


def click_action(state: State, actor: int, card_id: int) -> Action | None:
    """What a click on a card means now: the circle of a waiting Force marker (premium), or
    giving a waiting trigger's next effect to that unit (power first, then critical, then a
    stand for a rested rear-guard); otherwise nothing."""
    from playtester.games.vanguard.checks import pending_parts

    v = vg(state)
    check = v.check
    player, circle = state.where[card_id]
    if v.gift is not None:
        return circle_action(state, actor, player, circle)
    if check is None and v.resolving is not None:
        return _step_click(state, actor, card_id)
    if check is None or check.player != actor or player != actor:
        return None
    if not (circle == VC or is_rear(circle)):
        return None
    parts = pending_parts(state)
    if "power" in parts:
        return Action("trigger", (circle,))
    if "critical" in parts:
        return Action("critical", (circle,))
    if "stand" in parts and is_rear(circle) and state.cards[card_id].rested:
        return Action("stand", (circle,))
    return None


def _step_click(state: State, actor: int, card_id: int) -> Action | None:
    """A click on a card that fills the blank of the step an ability is at."""
    from playtester.games.vanguard.rules import ABILITY

    return ABILITY.click(state, actor, card_id)


def force_choice(state: State, actor: int) -> list[str]:
    """The circles that may take the actor's waiting Force marker ([] when none waits): the
    table lights them up, empty ones too, and a click on one is `circle_action`."""
    from playtester.games.vanguard.gifts import force_circles, pending

    waiting = pending(state)
    if waiting is None or waiting.player != actor:
        return []
    return force_circles(state, actor)


def circle_action(state: State, actor: int, player: int, circle: str) -> Action | None:
    """What a click on a circle of `player` (empty or not) means now: `force CIRCLE` when the
    actor's Force marker waits for a circle and this is one of theirs; otherwise nothing."""
    if player != actor or circle not in force_choice(state, actor):
        return None
    return Action("force", (circle,))


place_action = circle_action  # a click on a circle itself, empty or not


def manual(action: Action) -> bool:
    """Whether an action is a tool for card text done by hand, not a rule action."""
    return is_tool(VERBS, action)


def aims(game: Game, actor: int, card_id: int) -> dict[str, list[Option]]:
    """In the attack step, the actor's front-row unit may be aimed at each opposing front-row
    unit: with a boost (when one stands behind it) or without. Otherwise nothing."""
    state = game.state
    player, zone = state.where[card_id]
    v = vg(state)
    attacking = v.phase == BATTLE and v.step == ATTACK
    front = zone in front_circles(state, player)
    if not (attacking and player == actor == v.active and front):
        return {}
    foe = 1 - player
    game.legal_actions()  # listed once for the drag: a legal attack then costs no check
    return {
        target: attack_options(game, actor, zone, target)
        for target in front_circles(state, foe)
        if state.zones[foe].get(target)
    }


def attack_options(game: Game, actor: int, attacker: str, target: str) -> list[Option]:
    """The attacks of `attacker` on `target`, each with its power in the menu's words."""
    state = game.state
    power = game.power(actor, attacker)
    options = []
    for action in attack_actions(state, actor, attacker, target):
        if "boost" in action.args:
            booster = vanguard_card(state.cards[state.zones[actor][str(action.args[-1])][0]])
            label = f"Attack with a boost from {booster.name} ({power + booster.power:,})"
        else:
            label = f"Attack without a boost ({power:,})"
        options.append(Option(label, action))
    return options


def double_click_action(state: State, actor: int, card_id: int, listed: bool) -> Action | None:
    """A double click on your deck draws; on a unit of a printed circle, rests or stands it;
    on a card `listed` in a zone viewer, takes it into the hand."""
    player, zone = state.where[card_id]
    if listed:
        return (
            None
            if zone == "hand"
            else Action("put", (*put_ref(state, actor, card_id), "to", "hand"))
        )
    if player != actor:
        return None
    if zone == "deck":
        return Action("draw")
    if zone in CIRCLES:
        return Action("stand" if state.cards[card_id].rested else "rest", (zone,))
    return None


def selectable(state: State, actor: int, card_id: int) -> bool:
    """Before the game, a click on a card of your hand chooses it to send back (mulligan)."""
    return vg(state).phase == SETUP and state.where[card_id] == (actor, "hand")


def glows(game: Game, actor: int, card_id: int) -> bool:
    """A card glows when a click on it acts now, in the stride step when it is a G unit of
    the actor that may stride, and in the ride phase when it is the unit of the actor's Ride
    Deck that may ride (the D era)."""
    state = game.state
    if click_action(state, actor, card_id) is not None:
        return True
    where = state.where[card_id]
    if vg(state).step == STRIDE and where == (actor, "g_zone"):
        verb = "stride"
    elif vg(state).phase == RIDE and where == (actor, RIDE_DECK):
        verb = "ridedeck"
    else:
        return False
    name = (state.cards[card_id].card.name,)
    return any(a.verb == verb and a.args[0] == name for a in game.legal_actions())


def nothing_to_decide(game: Game, optional_stop: bool = False, public: bool = False) -> bool:
    """A defender with nothing to guard or intercept with can only let the attack through
    (the table stops for every choice: there is no `optional_stop`). `public` (the attacker is
    a person at the same table): only with no card in hand, which the attacker sees too; a
    hand's cards are hidden, and a step that passed by itself for cards that may not guard
    (above the vanguard's grade, orders) would tell them."""
    v = vg(game.state)
    if v.phase != BATTLE or v.step != GUARD:
        return False
    if public and game.state.zones[game.to_play].get("hand"):
        return False
    return all(a.verb == "next" for a in game.legal_actions())
