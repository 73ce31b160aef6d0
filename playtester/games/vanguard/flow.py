"""The turn: phases and steps, `next`, the start and end of turns, and the victory checks."""

from __future__ import annotations

from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import Outcome, State, replace
from playtester.games.common.players import player_name as player_name
from playtester.games.vanguard import battle, dera, gassist, stride
from playtester.games.vanguard.board import draw, units
from playtester.games.vanguard.formats import format_of
from playtester.games.vanguard.state import (
    ATTACK,
    BATTLE,
    CLOSE,
    DAMAGE,
    DRAW,
    DRIVE,
    END,
    GASSIST,
    GUARD,
    MAIN,
    RIDE,
    SETUP,
    STAND,
    Ending,
    Phase,
    VanguardVars,
    flags_of,
    set_phase,
    set_step,
    vg,
)
from playtester.games.vanguard.words import ending_words

PHASES = tuple(p.value for p in Phase)
BATTLE_STEPS = (ATTACK, GUARD, DRIVE, DAMAGE, CLOSE)


def opponent(player: int) -> int:
    return 1 - player


def to_play(state: State) -> int:
    """Who must act now: the mulliganing player, the defender in the guard step, the player
    assigning a trigger, or else the turn player."""
    v: VanguardVars = state.vars  # type: ignore[assignment]  # (`vg` written out: twice an action)
    if v.check is not None:
        return v.check.player
    if v.gift is not None:  # a Force marker waits for its circle (premium)
        return v.gift.player
    if v.resolving is not None:  # an ability being used, or waiting to be (card text)
        return v.resolving.player
    if v.pending:
        return v.pending[0].player
    if v.phase == SETUP:
        return opponent(v.first) if flags_of(state, v.first).mulligan else v.first
    if v.phase == BATTLE and v.step == GUARD:
        return opponent(v.active)
    return v.active


# -- next ---------------------------------------------------------------------------------------


def next_reason(state: State, player: int) -> Reason | None:
    v = vg(state)
    if v.phase == SETUP:
        return Reason.of("next.mulligan")
    if v.check is not None:
        return Reason.of("next.trigger")
    return None


def do_next(ch: Changes, player: int) -> None:
    """End the current step or phase; phases with nothing to decide run by themselves."""
    v = vg(ch.state)
    phase, step = v.phase, v.step
    if phase == STAND:
        stand_phase(ch)
    elif phase == DRAW:
        if step == GASSIST:  # G assist declined
            enter_ride_phase(ch)
        else:
            draw_phase(ch)
    elif phase == RIDE:
        following = format_of(ch.state).step_after(RIDE, step)  # the G era's stride step
        if following is not None:
            set_step(ch, following)
        else:
            set_phase(ch, MAIN)
    elif phase == MAIN:
        set_phase(ch, BATTLE, ATTACK)
    elif phase == BATTLE:
        if step == GUARD:
            battle.end_guard_step(ch)
        elif step in (DRIVE, DAMAGE):
            battle.advance(ch)
        elif step == CLOSE:
            battle.close(ch)
        else:
            end_phase(ch)
    elif phase == END:
        end_of_turn(ch)  # whatever is still to do (a position may start in the end phase)
        pass_turn(ch)


def start_turn(ch: Changes) -> None:
    """The stand and draw phases of the turn player, then the ride phase."""
    set_phase(ch, STAND)
    stand_phase(ch)


def stand_phase(ch: Changes) -> None:
    state = ch.state
    active = vg(state).active
    modifiers = state.modifiers  # (none at the start of most turns: no set made then)
    held = {m.card for m in modifiers if m.stat == "no-stand"} if modifiers else ()
    for _, card in units(state, active):  # (card text: a unit held does not stand now)
        if card.id not in held:
            ch.turn(card.id, rested=False)
    if held:  # what lasts until this stand phase ends with it
        ch.remove_modifiers(lambda m: m.until != "stand" or state.cards[m.card].owner != active)
    set_phase(ch, DRAW)
    draw_phase(ch)


def draw_phase(ch: Changes) -> None:
    active = vg(ch.state).active
    if not draw(ch, active):
        # Victory conditions: a player with no card to draw in the draw phase loses.
        declare_winner(ch, opponent(active), Ending.NO_DRAW)
        return
    steps = format_of(ch.state).steps_of(DRAW)
    if GASSIST in steps and gassist.applies(ch.state, active):  # the G era's G assist step
        set_step(ch, GASSIST)
        # told to that player only: it says they hold no card of the next grade
        ch.note("gassist possible", player_name(ch.state, active), active)
        return
    enter_ride_phase(ch)


def enter_ride_phase(ch: Changes) -> None:
    """The ride phase begins: the D era's Energy Generator charges first (its [AUTO] at the
    start of the ride phase)."""
    set_phase(ch, RIDE)
    dera.start_ride_phase(ch)


def end_phase(ch: Changes) -> None:
    """Enter the end phase, doing its work at once."""
    set_phase(ch, END)
    end_of_turn(ch)


def end_of_turn(ch: Changes) -> None:
    """The end phase's work: G units go home, and bonuses that last for the turn (triggers...)
    end (Q18). Done on the way into the end phase and again on the way out, where it finds
    nothing left unless the end phase began in a position or something was added since."""
    stride.end_of_turn(ch)
    ch.remove_lasting(("turn", "battle"))


def pass_turn(ch: Changes) -> None:
    state = ch.state
    v = vg(state)
    active = opponent(v.active)
    dera.end_turn(ch)  # the D era's Persona Ride and the crest's draw last a turn
    # (in the variables' field order, as `update` of them replaced would give the events)
    ch.set_many({"turn": v.turn + 1, "active": active, "used": (), "battles": 0})
    ch.set("ridden", False, active)
    start_turn(ch)


# -- victory -----------------------------------------------------------------------------------


def declare_winner(ch: Changes, winner: int, reason: Ending, detail: int | None = None) -> None:
    """The game ends: `winner` wins for `reason` (the log says it as the table will)."""
    v = vg(ch.state)
    if v.outcome is not None:
        return
    loser = player_name(ch.state, opponent(winner))
    ch.update(replace(v, outcome=Outcome(winner, reason.value, detail)))
    ch.note("win", loser, ending_words(reason, detail), player_name(ch.state, winner))


LOSING_DAMAGE = 6  # the damage that loses the game (Q31)


def rule_check(ch: Changes) -> None:
    """The victory conditions, checked after every action: six damage, or an empty deck (Q31)
    (the four counts read first, with no memo to keep right: most actions leave nobody losing)."""
    state = ch.state
    first, second = state.zones[0], state.zones[1]
    if (
        len(first.get("damage", ())) < LOSING_DAMAGE
        and len(second.get("damage", ())) < LOSING_DAMAGE
        and first.get("deck")
        and second.get("deck")
    ):
        return
    v = vg(state)
    if v.outcome is not None or v.phase == SETUP:
        return
    for player in (v.active, opponent(v.active)):
        zones = state.zones[player]
        damage = len(zones.get("damage", ()))
        if damage >= LOSING_DAMAGE:
            declare_winner(ch, opponent(player), Ending.DAMAGE, damage)
            return
        if not zones.get("deck"):
            declare_winner(ch, opponent(player), Ending.DECK_OUT)
            return
