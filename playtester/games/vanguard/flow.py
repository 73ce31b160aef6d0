"""The turn: phases and steps, `next`, the start and end of turns, and the victory checks."""

from __future__ import annotations

from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.games.common.players import player_name as player_name
from playtester.games.vanguard import battle, gassist, stride
from playtester.games.vanguard.board import count, draw, has_stride, units

PHASES = ("setup", "stand", "draw", "ride", "main", "battle", "end")
BATTLE_STEPS = ("attack", "guard", "drive", "damage", "close")


def opponent(player: int) -> int:
    return 1 - player


def to_play(state: State) -> int:
    """Who must act now: the mulliganing player, the defender in the guard step, the player
    assigning a trigger, or else the turn player."""
    v = state.vars
    check = v.get("check")
    if check is not None:
        return int(check["player"])
    waiting = v.get("gift")
    if waiting is not None:  # a Force marker waits for its circle (premium)
        return int(waiting["player"])
    active = int(v.get("active", 0))
    phase = v.get("phase")
    if phase == "setup":
        first = int(v.get("first", active))
        return opponent(first) if state.flags[first].get("mulligan") else first
    if phase == "battle" and v.get("step") == "guard":
        return opponent(active)
    return active


# -- next ---------------------------------------------------------------------------------------


def next_reason(state: State, player: int) -> Reason | None:
    v = state.vars
    if v.get("phase") == "setup":
        return Reason.of("next.mulligan")
    if v.get("check") is not None:
        return Reason.of("next.trigger")
    return None


def do_next(ch: Changes, player: int) -> None:
    """End the current step or phase; phases with nothing to decide run by themselves."""
    v = ch.state.vars
    phase, step = v.get("phase"), v.get("step")
    if phase == "stand":
        stand_phase(ch)
    elif phase == "draw":
        if step == "gassist":  # G assist declined
            ch.set("phase", "ride")
            ch.set("step", None)
        else:
            draw_phase(ch)
    elif phase == "ride":
        if step is None and has_stride(ch.state):  # the ride step ends; the stride step begins
            ch.set("step", "stride")
        else:
            ch.set("phase", "main")
            ch.set("step", None)
    elif phase == "main":
        ch.set("phase", "battle")
        ch.set("step", "attack")
    elif phase == "battle":
        if step == "guard":
            battle.end_guard_step(ch)
        elif step in ("drive", "damage"):
            battle.advance(ch)
        elif step == "close":
            battle.close(ch)
        else:
            end_phase(ch)
    elif phase == "end":
        end_of_turn(ch)  # whatever is still to do (a position may start in the end phase)
        pass_turn(ch)


def start_turn(ch: Changes) -> None:
    """The stand and draw phases of the turn player, then the ride phase."""
    ch.set("phase", "stand")
    ch.set("step", None)
    stand_phase(ch)


def stand_phase(ch: Changes) -> None:
    state = ch.state
    active = state.vars["active"]
    for _, card in units(state, active):
        ch.turn(card.id, rested=False)
    ch.set("phase", "draw")
    draw_phase(ch)


def draw_phase(ch: Changes) -> None:
    active = ch.state.vars["active"]
    if not draw(ch, active):
        # Victory conditions: a player with no card to draw in the draw phase loses.
        declare_winner(ch, opponent(active), "has no card to draw")
        return
    if gassist.applies(ch.state, active):  # the g and premium formats: G assist may be declared
        ch.set("step", "gassist")
        # told to that player only: it says they hold no card of the next grade
        ch.note("gassist possible", player_name(ch.state, active), active)
        return
    ch.set("phase", "ride")
    ch.set("step", None)


def end_phase(ch: Changes) -> None:
    """Enter the end phase, doing its work at once."""
    ch.set("phase", "end")
    ch.set("step", None)
    end_of_turn(ch)


def end_of_turn(ch: Changes) -> None:
    """The end phase's work: G units go home, and bonuses that last for the turn (triggers...)
    end (Q18). Done on the way into the end phase and again on the way out, where it finds
    nothing left unless the end phase began in a position or something was added since."""
    stride.end_of_turn(ch)
    ch.remove_modifiers(lambda m: m.until not in ("turn", "battle"))


def pass_turn(ch: Changes) -> None:
    state = ch.state
    active = opponent(state.vars["active"])
    ch.set("active", active)
    ch.set("turn", state.vars.get("turn", 0) + 1)
    ch.set("ridden", False, active)
    start_turn(ch)


# -- victory -----------------------------------------------------------------------------------


def declare_winner(ch: Changes, winner: int, why: str) -> None:
    if ch.state.vars.get("winner") is not None:
        return
    loser = player_name(ch.state, opponent(winner))
    ch.set("winner", winner)
    ch.note("win", loser, why, player_name(ch.state, winner))


def rule_check(ch: Changes) -> None:
    """The victory conditions, checked after every action: six damage, or an empty deck (Q31)."""
    state = ch.state
    if state.vars.get("winner") is not None or state.vars.get("phase") == "setup":
        return
    for player in (state.vars.get("active", 0), opponent(state.vars.get("active", 0))):
        damage = count(state, player, "damage")
        if damage >= 6:
            declare_winner(ch, opponent(player), f"has {damage} damage")
            return
        if count(state, player, "deck") == 0:
            declare_winner(ch, opponent(player), "has no cards left in the deck")
            return
