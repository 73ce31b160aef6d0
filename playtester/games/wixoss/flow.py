"""The turn: phases and steps, who acts, `next`, the start and end of turns, and the
rule-based actions checked after every action."""

from __future__ import annotations

from playtester.engine.changes import Changes, rollbacks
from playtester.engine.errors import Reason
from playtester.engine.state import State, replace
from playtester.games.wixoss import battle, refusals
from playtester.games.wixoss.board import (
    FIELD,
    HAND_LIMIT,
    card_of,
    count,
    draw,
    is_frozen,
    player_name,
    refresh,
    send,
    set_frozen,
    signi,
    top,
)
from playtester.games.wixoss.board import RULE_WORDS as RULE_WORDS
from playtester.games.wixoss.board import center as center_lrig
from playtester.games.wixoss.board import power as signi_power
from playtester.games.wixoss.state import (
    ATTACK_PHASE,
    DEFENSE_STEP,
    DRAW_PHASE,
    END_PHASE,
    ENER_PHASE,
    GROW_PHASE,
    GUARD_STEP,
    LRIG_STEP,
    MAIN_PHASE,
    PRE_STEP,
    SETUP_PHASE,
    SIGNI_STEP,
    UP_PHASE,
    Phase,
    Step,
    flags_of,
    wx,
)

PHASES = tuple(p.value for p in Phase)  # as positions name them
ATTACK_STEPS = tuple(s.value for s in Step)


def opponent(player: int) -> int:
    return 1 - player


# The rule-based actions (rules text, section 4), as `rule_actions` names them: SIGNI with power
# 0 or less are vanished; SIGNI above the Center LRIG's level go to the trash; SIGNI over its
# limit go to the trash, their owner choosing which (`remove`); an empty deck refreshes.
# Their words are board.RULE_WORDS.
RULE_ACTIONS = ("vanish", "level", "limit", "refresh")


def rule_actions(state: State, player: int) -> tuple[str, ...]:
    """The rule-based actions that apply to the player's board now, in RULE_ACTIONS' order
    (none during the set-up or once the game is won)."""
    v = wx(state)
    if v.phase == SETUP_PHASE or v.outcome is not None:
        return ()
    lrig = center_lrig(state, player)
    vanish = level = False
    total = 0
    for zone, card in signi(state, player):  # one pass: this is asked after every action
        printed = card_of(card)
        total += printed.level
        level = level or (lrig is not None and printed.level > lrig.level)
        if not vanish:
            power = signi_power(state, player, zone) if state.modifiers else printed.power
            vanish = power <= 0
    out: tuple[str, ...] = ("vanish",) if vanish else ()
    out += ("level",) if level else ()
    out += ("limit",) if lrig is not None and total > lrig.limit else ()
    return out + (() if state.zones[player].get("deck") else ("refresh",))


def rule_choice(state: State) -> int | None:
    """The player a rule-based action waits for (the turn player first), or None: one whose
    SIGNI exceed the limit chooses which go; one to whom several apply at once chooses which
    comes first (section 4: they have no order; the player decides)."""
    active = wx(state).active
    for player in (active, opponent(active)):
        kinds = rule_actions(state, player)
        if "limit" in kinds or len(kinds) > 1:
            return player
    return None


def to_play(state: State) -> int:
    """Who must act now (see `who_acts`)."""
    return who_acts(state)[0]


# Why a player is to play (`who_acts`): a mulligan, a rule-based action waiting for their
# choice, a card's ability, a Life Burst, or the turn (the defender's steps included).
MULLIGAN, RULE, ABILITY, BURST, TURN = "mulligan", "rule", "ability", "burst", "turn"


# the answer for the last state asked about: the state, its version, the dry runs taken back
# by then (see `engine.changes.rollbacks`) and who acts and why
_last_who: tuple[State | None, int, int, tuple[int, str]] = (None, -1, -1, (0, ""))


def who_acts(state: State) -> tuple[int, str]:
    """Who must act now, and why: the mulliganing player; a player a rule-based action waits
    for; the player of a card's ability being used or waiting; the owner of a Life Burst
    waiting in the check zone; the defender in the defense and guard steps; else the turn
    player. (The legal list asks both at once, and the action picked from it asks again:
    worked out once per state version.)"""
    global _last_who
    last, version, taken_back, found = _last_who
    if last is state and version == state.version and taken_back == rollbacks():
        return found
    found = _who_acts(state)
    _last_who = (state, state.version, rollbacks(), found)
    return found


def _who_acts(state: State) -> tuple[int, str]:
    v = wx(state)
    active = v.active
    if v.phase == SETUP_PHASE:
        first = v.first
        return (opponent(first) if flags_of(state, first).mulligan else first), MULLIGAN
    chooser = rule_choice(state)
    if chooser is not None:
        return chooser, RULE
    if v.resolving is not None:  # an ability being used, or waiting to be (card text)
        return v.resolving.player, ABILITY
    if v.pending:
        return v.pending[0].player, ABILITY
    bursting = battle.burst_player(state)
    if bursting is not None:
        return bursting, BURST
    if v.phase == ATTACK_PHASE and v.step in (DEFENSE_STEP, GUARD_STEP):
        return opponent(active), TURN
    return active, TURN


def waiting_reason(state: State, player: int, verb: str) -> Reason | None:
    """Why a rule action must wait for a choice the rules are asking for (None if it need not)."""
    chooser = rule_choice(state)
    if chooser is not None:
        reason = _rule_waiting(state, chooser, verb)
        if reason:
            return reason
    bursting = battle.burst_player(state)
    if bursting is not None and battle.using_burst(state, bursting) is not None:
        if verb != "next":
            return Reason.of("wait.burst_effect", verb=verb)
    elif bursting is not None and verb not in ("burst", "next"):
        return Reason.of("wait.burst", verb=verb)
    return None


# -- next -------------------------------------------------------------------------------------


def next_reason(state: State, player: int) -> Reason | None:
    v = wx(state)
    if v.phase == SETUP_PHASE:
        raise refusals.impossible(Reason.of("next.mulligan"))
    hand = count(state, v.active, "hand")
    waiting = battle.burst_player(state) is not None or rule_choice(state) is not None
    if v.phase == END_PHASE and hand > HAND_LIMIT and not waiting:
        return Reason.of("next.hand_limit", hand=hand, limit=HAND_LIMIT)
    return None


def do_next(ch: Changes, player: int) -> None:
    """End the current step or phase (or say a Life Burst's effect is done, or decline a waiting
    one); phases with nothing
    to choose (up, draw) run by themselves up to the next choice."""
    state = ch.state
    v = wx(state)
    phase, step = v.phase, v.step
    bursting = battle.burst_player(state)
    if bursting is not None and battle.using_burst(state, bursting) is not None:
        battle.finish_burst(ch, bursting)
    elif bursting is not None:
        battle.decline_burst(ch)
    elif phase == UP_PHASE:
        up_phase(ch)
    elif phase == DRAW_PHASE:
        draw_phase(ch)
    elif phase == ENER_PHASE:
        _enter(ch, GROW_PHASE)
    elif phase == GROW_PHASE:
        _enter(ch, MAIN_PHASE)
    elif phase == MAIN_PHASE:
        if v.turn == 1 and v.active == v.first:
            ch.note("no attack phase", player_name(state, v.active))
            end_phase(ch)
        else:
            _enter(ch, ATTACK_PHASE, PRE_STEP)
    elif phase == ATTACK_PHASE:
        if step == GUARD_STEP:
            battle.take_lrig_attack(ch)
        elif step == LRIG_STEP:
            end_phase(ch)
        else:
            _enter(ch, ATTACK_PHASE, NEXT_STEP[step or PRE_STEP])
    elif phase == END_PHASE:
        end_of_turn(ch)
        pass_turn(ch)


NEXT_STEP = {PRE_STEP: DEFENSE_STEP, DEFENSE_STEP: SIGNI_STEP, SIGNI_STEP: LRIG_STEP}


def _enter(ch: Changes, phase: Phase, step: Step | None = None) -> None:
    ch.update(replace(wx(ch.state), phase=phase, step=step))


def start_turn(ch: Changes) -> None:
    """The up and draw phases of the turn player; the game then waits in the ener phase."""
    v = wx(ch.state)
    ch.note("turn", v.turn, player_name(ch.state, v.active))
    _enter(ch, UP_PHASE)
    up_phase(ch)


def up_phase(ch: Changes) -> None:
    """Up every LRIG and SIGNI of the turn player, except frozen ones; then the draw phase."""
    state = ch.state
    active = wx(state).active
    for zone in FIELD:
        card = top(state, active, zone)
        if card is not None and card.rested and not is_frozen(state, card.id):
            ch.turn(card.id, rested=False)
    _enter(ch, DRAW_PHASE)
    draw_phase(ch)


def draw_phase(ch: Changes) -> None:
    """Draw two cards (one on the first player's first turn). When the deck runs out during
    the draw, the refresh happens and no more is drawn."""
    state = ch.state
    v = wx(state)
    active = v.active
    wanted = 1 if v.turn == 1 and active == v.first else 2
    if not state.zones[active].get("deck"):
        refresh(ch, active)  # a position may begin with an empty deck
    drawn = 0
    while drawn < wanted and wx(state).outcome is None and draw(ch, active):
        drawn += 1
        if not state.zones[active].get("deck"):
            refresh(ch, active)
            break
    ch.note("draw phase", drawn)
    if wx(state).outcome is None:
        _enter(ch, ENER_PHASE)


def end_phase(ch: Changes) -> None:
    """Enter the end phase: the turn player may still act here (discard down to six)."""
    _enter(ch, END_PHASE)
    hand = count(ch.state, wx(ch.state).active, "hand")
    if hand > HAND_LIMIT:
        ch.note("hand limit", hand, HAND_LIMIT)


def end_of_turn(ch: Changes) -> None:
    """The end of the turn: effects "until end of turn" end. Where the text is silent, the
    official rule: a frozen card's freeze ends at the end of its owner's turn."""
    state = ch.state
    active = wx(state).active
    ch.remove_modifiers(lambda m: m.until != "turn")
    for card_id in flags_of(state, active).frozen:
        set_frozen(ch, card_id, False)
    done = replace(flags_of(state, active), ener=False, grown=False, removed=False)
    ch.update_flags(active, done)  # what the player did this turn is forgotten


def pass_turn(ch: Changes) -> None:
    v = wx(ch.state)
    ch.update(replace(v, active=opponent(v.active), turn=v.turn + 1, used=()))
    start_turn(ch)


# -- rule-based actions -----------------------------------------------------------------------


def _rule_waiting(state: State, chooser: int, verb: str) -> Reason | None:
    """Why `verb` waits for the chooser's rule-based actions (None for the verbs that choose)."""
    kinds = rule_actions(state, chooser)
    if len(kinds) > 1 and verb != "rule" and not (verb == "remove" and "limit" in kinds):
        return Reason.of("wait.rules", verb=verb, player=player_name(state, chooser), rules=kinds)
    if kinds == ("limit",) and verb != "remove":
        lrig = center_lrig(state, chooser)
        limit = lrig.limit if lrig is not None else 0
        return Reason.of("wait.limit", verb=verb, player=player_name(state, chooser), limit=limit)
    return None


def rule_reason(state: State, player: int, kind: str) -> Reason | None:
    """`rule KIND`: doing that rule-based action first, when several apply at once."""
    kinds = rule_actions(state, player)
    if kind not in kinds:
        raise refusals.impossible(Reason.of("rule.not_now", rule=kind))
    if len(kinds) == 1:
        return Reason.of("rule.alone", rule=kind)
    return None


def do_rule(ch: Changes, player: int, kind: str) -> None:
    """Do one rule-based action (`limit` waits for its player's `remove`)."""
    state = ch.state
    if kind == "vanish":
        for zone, card in list(signi(state, player)):
            if signi_power(state, player, zone) <= 0:
                ch.note("rule vanish", ch.card(card.id), zone)
                battle.vanish(ch, card.id)
    elif kind == "level":
        lrig = center_lrig(state, player)
        for zone, card in list(signi(state, player)):
            level = card_of(card).level
            if lrig is not None and level > lrig.level:
                ch.note("rule level", ch.card(card.id), zone, level, lrig.level)
                send(ch, card.id, "trash")
    elif kind == "refresh":
        refresh(ch, player)


def rule_check(ch: Changes) -> None:
    """The rule-based actions, after every action: one that applies alone to a player's board
    is done at once; several at once wait for the player's choice of which comes first (see
    `rule_choice`), as SIGNI over the limit wait for the choice of which go."""
    state = ch.state
    active = wx(state).active
    for player in (active, opponent(active)):
        for _ in RULE_ACTIONS:  # each done makes one fewer apply
            kinds = rule_actions(state, player)
            if len(kinds) != 1 or kinds[0] == "limit":
                break
            do_rule(ch, player, kinds[0])
