"""The battle phase: attacks, boosts, guardians, intercepts, the hit, and the end of a battle."""

from __future__ import annotations

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.events import CardRef
from playtester.engine.state import Modifier, State, replace
from playtester.games.vanguard import checks, refusals
from playtester.games.vanguard.board import (
    ATTACKED,
    BEHIND,
    GC,
    VC,
    critical,
    grade,
    has_skill,
    is_aside_kind,
    is_front,
    is_order,
    is_rear,
    may_restrict,
    power,
    restricted,
    send,
    unit,
    vanguard,
    vanguard_grade,
)
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.state import (
    ATTACK,
    BATTLE,
    CLOSE,
    DAMAGE,
    DRIVE,
    GUARD,
    Battle,
    VanguardVars,
    change_battle,
    set_battle,
    set_battle_step,
    set_phase,
    set_step,
    vg,
)


def _circle(verb: str, circle: str) -> None:
    """Impossible for the guardian circle: units attack, boost and intercept from the field (the
    reader let only circles through)."""
    if circle == GC:
        raise refusals.impossible(Reason.of("circle.guardian", verb=verb))


def _on(ch: Changes, player: int, circle: str) -> tuple[CardRef | str, str]:
    """A circle and the unit on it, for a note ("" when there is none)."""
    card = unit(ch.state, player, circle)
    return (ch.card(card.id) if card else "", circle)


# -- attack ------------------------------------------------------------------------------------


def attack_reason(
    state: State, player: int, attacker: str, target: str, booster: str | None
) -> Reason | None:
    """None when the attack is legal, else why not; Impossible when a named unit is missing."""
    for circle in (attacker, target, booster):
        if circle is not None:
            _circle("attack", circle)
    foe = 1 - player
    attacking = unit(state, player, attacker)
    if attacking is None:
        raise refusals.impossible(Reason.of("unit.none", verb="attack", circle=attacker))
    if unit(state, foe, target) is None:
        raise refusals.impossible(Reason.of("unit.none_theirs", verb="attack", circle=target))
    if booster is not None and unit(state, player, booster) is None:
        raise refusals.impossible(Reason.of("unit.none", verb="boost", circle=booster))
    v = vg(state)
    if v.phase != BATTLE:
        return Reason.of("attack.phase")
    if player != v.active:
        return Reason.of("attack.not_active")
    if v.step != ATTACK:
        return Reason.of("attack.in_battle")
    if v.turn == 1:
        return Reason.of("attack.first_turn")
    if not is_front(attacker):
        return Reason.of("attack.back_row", circle=attacker)
    if attacking.rested:
        return Reason.of("attack.rested", card=attacking.card.name, circle=attacker)
    if restricted(state, attacking.id, "no-attack"):
        return Reason.of("attack.restricted", card=attacking.card.name)
    if not is_front(target):
        return Reason.of("attack.target_back_row", circle=target)
    if booster is not None:
        boosting = unit(state, player, booster)
        assert boosting is not None
        if BEHIND.get(attacker) != booster:
            return Reason.of("boost.not_behind", circle=attacker)
        if boosting.rested:
            return Reason.of("boost.rested", card=boosting.card.name, circle=booster)
        if not has_skill(state, boosting, "boost"):
            return Reason.of("boost.no_icon", card=boosting.card.name)
        if restricted(state, boosting.id, "no-boost"):
            return Reason.of("boost.restricted", card=boosting.card.name)
        if restricted(state, attacking.id, "no-boosted"):
            return Reason.of("boost.restricted_boosted", card=attacking.card.name)
    return None


def do_attack(ch: Changes, player: int, attacker: str, target: str, booster: str | None) -> None:
    state = ch.state
    ch.turn(state.zones[player][attacker][0], rested=True)
    if booster is not None:
        ch.turn(state.zones[player][booster][0], rested=True)
    v = vg(state)
    if not v.card_text:
        set_battle(ch, Battle(attacker, booster, target))
    else:  # counted for card text ("your second battle"): the record rebuilt once for both
        ch.set_two("battle", Battle(attacker, booster, target), "battles", v.battles + 1)
        ch.add_modifier(Modifier(state.zones[player][attacker][0], ATTACKED, 1, "turn", "attack"))
    set_phase(ch, BATTLE, GUARD)  # an attack forced outside the battle phase too
    ch.note(
        "attack",
        *_on(ch, 1 - player, target),
        *_on(ch, player, attacker),
        *(_on(ch, player, booster) if booster else ("", "")),
        power(state, player, attacker),
        power(state, 1 - player, target),
    )


# -- guard step ----------------------------------------------------------------------------------


def guard_step_reason(state: State, player: int, verb: str) -> Reason | None:
    v = vg(state)
    if v.phase != BATTLE or v.step != GUARD:
        return Reason.of("guard.step", verb=verb)
    if player == v.active:
        return Reason.of("guard.attacker", verb=verb)
    return None


def guard_reason(state: State, player: int, card: CardInstance) -> Reason | None:
    """Why this card in hand may not be called as a guardian now (None when it may)."""
    reason = guard_step_reason(state, player, "guard")
    if reason:
        return reason
    return guard_card_reason(card, vanguard_grade(state, player))


def guard_card_reason(card: CardInstance, limit: int) -> Reason | None:
    """Why this card may not be a guardian whatever the step (a G unit, an order, a grade
    above the vanguard's `limit`)."""
    refusal = guard_card_refusal(card, limit)  # (one body: the legal list asks it alone)
    name = card.card.name
    if refusal is None:
        return None
    if refusal == "guard.g_unit":
        return Reason.of("guard.g_unit", card=name)
    if refusal == "guard.order":
        return Reason.of("guard.order", card=name)
    if refusal == "guard.aside":
        return Reason.of("guard.aside", card=name, kind=card.card.kind)
    return Reason.of("guard.grade", card=name, grade=grade(card), vanguard=limit)


def guard_card_refusal(card: CardInstance, limit: int) -> str | None:
    """The id of `guard_card_reason`'s refusal, None when the card may be a guardian: the
    legal list asks it of each card (no reason made only to be thrown away), the step once."""
    if card.card.kind == "g_unit":
        return "guard.g_unit"
    if is_order(card):
        return "guard.order"
    if is_aside_kind(card):
        return "guard.aside"
    if grade(card) > limit:
        return "guard.grade"
    return None


def do_guard(ch: Changes, player: int, card_ids: list[int]) -> None:
    for card_id in card_ids:
        send(ch, card_id, GC, rested=True)
    named = ch.cards(card_ids)
    target = _target(ch.state)
    if target is None:
        ch.note("guard", named)
    else:
        ch.note("guard total", named, target, power(ch.state, player, target))
    for card_id in card_ids:  # a record that lost it: it counts none, never a guess
        if vanguard_card(ch.state.cards[card_id]).shield is None:
            ch.note("shield unknown", ch.card(card_id))


def _target(state: State) -> str | None:
    """The circle under attack, when a battle is under way."""
    fight = vg(state).battle
    return None if fight is None else fight.target


def intercept_reason(state: State, player: int, circle: str) -> Reason | None:
    _circle("intercept", circle)
    card = unit(state, player, circle)
    if card is None:
        raise refusals.impossible(Reason.of("unit.none", verb="intercept", circle=circle))
    reason = guard_step_reason(state, player, "intercept")
    if reason:
        return reason
    return intercept_unit_reason(state, circle, card)


def intercept_unit_reason(state: State, circle: str, card: CardInstance) -> Reason | None:
    """Why the unit `card` on `circle` may not intercept whatever the step (the legal list asks
    the step once): only a front-row rear-guard with the skill (or one an ability lets intercept
    from the back row), not the one attacked."""
    refusal = intercept_unit_refusal(state, circle, card)  # (one body: the legal list's)
    name = card.card.name
    if refusal is None:
        return None
    if refusal == "intercept.circle":
        return Reason.of("intercept.circle", circle=circle)
    if refusal == "intercept.no_icon":
        return Reason.of("intercept.no_icon", card=name)
    if refusal == "intercept.attacked":
        return Reason.of("intercept.attacked", card=name)
    return Reason.of("intercept.restricted", card=name)


def intercept_unit_refusal(state: State, circle: str, card: CardInstance) -> str | None:
    """The id of `intercept_unit_reason`'s refusal, None when the unit may intercept (the
    legal list asks it of each unit: no reason made only to be thrown away)."""
    rear = is_rear(circle)  # (each circle test asked once: of every unit of a guard list)
    front_row = rear and is_front(circle)  # from the back row, only with back-intercept:
    if not front_row and not (rear and has_skill(state, card, "back-intercept")):
        return "intercept.circle"
    if not has_skill(state, card, "intercept"):
        return "intercept.no_icon"
    if circle == _target(state):
        return "intercept.attacked"
    if may_restrict(state) and restricted(state, card.id, "no-intercept"):
        return "intercept.restricted"
    return None


def do_intercept(ch: Changes, player: int, circle: str) -> None:
    card_id = ch.state.zones[player][circle][0]
    send(ch, card_id, GC, rested=True)
    ch.note("intercept", ch.card(card_id), circle)


# -- after the guard step: drive, damage, close ---------------------------------------------------


def drive_count(state: State, player: int) -> int:
    """How many drive checks the attack makes: only a vanguard drives."""
    fight = vg(state).battle
    if fight is None or fight.attacker != VC:
        return 0
    leader = vanguard(state, player)
    if leader is None:
        return 0
    printed = 1
    card = vanguard_card(leader)
    if card.has("triple_drive"):
        printed = 3
    elif card.has("twin_drive"):
        printed = 2
    changed = 0
    for m in state.modifiers:  # (no generator made: asked at the end of every guard step)
        if m.card == leader.id and m.stat == "drive":
            changed += m.amount
    return max(0, printed + changed)  # card text: "it gets drive -2"


def end_guard_step(ch: Changes) -> None:
    v = vg(ch.state)
    fight = _fight(v)
    drives = drive_count(ch.state, v.active)
    step = DRIVE if drives else DAMAGE
    set_battle_step(ch, replace(fight, drives=drives), step)
    advance(ch)


def _fight(v: VanguardVars) -> Battle:
    """The battle under way (Impossible when there is none: a position edited by hand)."""
    if v.battle is None:
        raise refusals.impossible(Reason.of("battle.none"))
    return v.battle


def advance(ch: Changes) -> None:
    """Run the battle on until someone has a choice to make (a trigger) or the battle is over."""
    state = ch.state
    active = vg(state).active
    while (v := vg(state)).outcome is None and v.check is None:
        fight = _fight(v)
        step = v.step
        if step == DRIVE:
            drives = fight.drives or 0
            if drives > 0:  # (a count down: the battle changes, no need to compare them)
                change_battle(ch, replace(fight, drives=drives - 1))
                checks.reveal(ch, active, "drive")
            else:
                set_step(ch, DAMAGE)
        elif step == DAMAGE:
            if fight.hit is None:
                _decide_hit(ch, v, fight)
            elif (fight.damage or 0) > 0:
                change_battle(ch, replace(fight, damage=(fight.damage or 0) - 1))
                checks.reveal(ch, 1 - active, "damage")
            else:
                set_step(ch, CLOSE)
        else:
            close(ch)
            return


def _decide_hit(ch: Changes, v: VanguardVars, fight: Battle) -> None:
    """The hit of the battle `fight` (not yet decided) under the variables `v`, and the
    damage checks it makes or the unit it retires."""
    state = ch.state
    active = v.active
    attacker, target = fight.attacker, fight.target
    attack, defence = power(state, active, attacker), power(state, 1 - active, target)
    defender = unit(state, 1 - active, target)
    hit = unit(state, active, attacker) is not None and attack >= defence
    if hit and defender is not None and restricted(state, defender.id, "no-hit"):
        hit = False  # card text: it cannot be hit (a sentinel's, for one)
    damage = critical(state, active, attacker) if hit and target == VC else 0
    change_battle(ch, replace(fight, hit=hit, damage=damage))  # (its hit was None)
    ch.note("hit" if hit else "no hit", attack, defence)
    if hit and target != VC and defender is not None:  # (no card moved since it was found)
        send(ch, defender.id, "drop")
        ch.note("retired", ch.card(defender.id), target)


def close(ch: Changes) -> None:
    """End of the battle: guardians retire, boosts and battle-long bonuses end (Q25, Q41)."""
    state = ch.state
    for player in (0, 1):
        for card_id in list(state.zones[player].get(GC, ())):
            send(ch, card_id, "drop")
    ch.remove_lasting(("battle",))
    set_battle_step(ch, None, ATTACK)
