"""Vanguard's bookkeeping as typed records: the game's variables (the phase and step, the battle
under way, the check waiting for its trigger's effects, a Force marker waiting for its circle,
the trigger kinds said in this game) and each player's flags (ridden, mulligan, gifts).

The records are frozen: rules replace them (`ch.update(replace(vg(state), ...))`), one event
for each field that changed, so undo puts back exactly what was. The writes made many times a
turn (the phase and step, the battle, the check) have their own typed setters below, which
emit the one event without rebuilding the variables first (benchmarks/engine.py). The enums
are text enums, so a phase still compares with, prints and is stored as the same words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from playtester.engine.changes import Changes
from playtester.engine.state import State
from playtester.games.common.ability_play import AbilityVars
from playtester.games.common.deal import DealFlags


class Phase(StrEnum):
    """The phases of a turn, and the set-up (mulligans) before the first."""

    SETUP = "setup"
    STAND = "stand"
    DRAW = "draw"
    RIDE = "ride"
    MAIN = "main"
    BATTLE = "battle"
    END = "end"


class Step(StrEnum):
    """The steps a phase may stand in: the mulligan (set-up), G-Assist (draw), the stride
    step (ride, the G era) and the battle's steps."""

    MULLIGAN = "mulligan"
    GASSIST = "gassist"
    STRIDE = "stride"
    ATTACK = "attack"
    GUARD = "guard"
    DRIVE = "drive"
    DAMAGE = "damage"
    CLOSE = "close"


# The members under plain names, for the rules' many comparisons: looking a member up on its
# class (`Phase.BATTLE`) takes Python 3.11's slow path for an enum class's attributes, several
# times an action (benchmarks/engine.py).
SETUP, STAND, DRAW, RIDE, MAIN, BATTLE, END = Phase
MULLIGAN, GASSIST, STRIDE, ATTACK, GUARD, DRIVE, DAMAGE, CLOSE = Step


class Ending(StrEnum):
    """How a Vanguard game ends (`Outcome.reason`): the loser's sixth damage (the detail: how
    many), an empty deck at the rule check, no card to draw in the draw phase, a concession."""

    DAMAGE = "damage"
    DECK_OUT = "deck out"
    NO_DRAW = "no draw"
    CONCESSION = "concession"


@dataclass(frozen=True)
class Battle:
    """The battle under way: the attacking circle, its booster (None: no boost) and the target
    circle; then the drive checks still to make (None until the guard step ends), whether the
    attack hit and the damage checks still to make (None until the hit is decided)."""

    attacker: str
    booster: str | None
    target: str
    drives: int | None = None
    hit: bool | None = None
    damage: int | None = None


@dataclass(frozen=True)
class Check:
    """A checked trigger waiting for its effects: whose check, the card in the trigger zone,
    drive or damage, the effects given so far, and the kind the player said for a card whose
    data does not name it."""

    player: int
    card: int
    kind: str
    done: tuple[str, ...] = ()
    trigger: str | None = None


@dataclass(frozen=True)
class ForceWait:
    """Force markers waiting for a circle (premium): whose, and how many (the player chooses
    one circle at a time; no other rule action is legal meanwhile)."""

    player: int
    count: int = 1


@dataclass(frozen=True)
class VanguardVars(AbilityVars):
    """The game's variables: those every game keeps, with Vanguard's phases and steps, and the
    battle, check, waiting Force marker, trigger kinds said (card name, kind) and the last id a
    gift marker took."""

    # a factory, not a default: a default stays on the class, and an enum member there makes
    # every read of the field take Python 3.11's slow path (about 45 ns instead of 12)
    phase: Phase = field(default_factory=lambda: Phase.SETUP)
    step: Step | None = None
    battle: Battle | None = None
    check: Check | None = None
    gift: ForceWait | None = None
    trigger_kinds: tuple[tuple[str, str], ...] = ()
    marker_id: int = 0
    battles: int = 0  # the battles of this turn so far (card text: "your second battle")

    @classmethod
    def legacy(cls, key: str, value: Any) -> tuple[str, Any]:
        """Variables as stored before they were typed: the trigger kinds were a dict, and a
        waiting Force marker said its type (always "force")."""
        if key == "trigger_kinds" and isinstance(value, dict):
            return key, [[name, kind] for name, kind in value.items()]
        if key == "gift" and isinstance(value, dict):
            return key, {k: v for k, v in value.items() if k != "type"}
        return super().legacy(key, value)

    def said_kind(self, name: str) -> str | None:
        """The trigger kind a player said in this game for the card `name`, if any."""
        for said, kind in self.trigger_kinds:
            if said == name:
                return kind
        return None


@dataclass(frozen=True)
class VanguardFlags(DealFlags):
    """A player's flags: the mulligan chosen (the deal's), a ride made this turn, the type of
    their first Imaginary Gift, their Force markers ((circle, count), ... in circle order) and
    their Accel circles in the order gained; the D era's Energy, whether they Persona Rode this
    turn, whether their Energy Generator drew this turn and how many orders they played."""

    ridden: bool = False
    gift: str | None = None
    force: tuple[tuple[str, int], ...] = ()
    accel: tuple[str, ...] = ()
    energy: int = 0
    persona: bool = False
    generated: bool = False
    orders: int = 0  # the orders played this turn (card text: "if you played an order")
    blitzes: int = 0  # the Blitz Orders among them (one a turn: orders.py)


def vg(state: State) -> VanguardVars:
    """The game's variables, typed."""
    return state.vars  # type: ignore[return-value]  # (no cast call on the hottest path)


def flags_of(state: State, player: int) -> VanguardFlags:
    """A player's flags, typed."""
    return state.flags[player]  # type: ignore[return-value]


def set_flags(state: State, player: int, flags: VanguardFlags) -> None:
    """Give a player their flags while a state is built (a position: no event, no undo)."""
    state.flags = [flags if p == player else f for p, f in enumerate(state.flags)]


# -- the writes made many times a turn: one event each, the variables rebuilt once, by it ------


def set_phase(ch: Changes, phase: Phase, step: Step | None = None) -> None:
    """The game goes to `phase`, at `step` (None: the phase itself)."""
    ch.set_two("phase", phase, "step", step)


def set_step(ch: Changes, step: Step | None) -> None:
    """The game goes to `step` of the phase it is in."""
    ch.set("step", step)


def set_battle(ch: Changes, battle: Battle | None) -> None:
    """The battle under way becomes `battle` (None: none)."""
    ch.set("battle", battle)


def change_battle(ch: Changes, battle: Battle) -> None:
    """The battle under way becomes `battle`, a copy of it with a field changed (a check
    counted down, the hit decided): as `set_battle`, without comparing the two (they differ)."""
    ch.change("battle", battle)


def set_battle_step(ch: Changes, battle: Battle | None, step: Step | None) -> None:
    """The battle becomes `battle` and the game goes to `step`: as `set_battle` then
    `set_step`, the record rebuilt once (each battle's drive and close)."""
    ch.set_two("battle", battle, "step", step)


def set_check(ch: Changes, check: Check | None) -> None:
    """The check waiting for its trigger's effects becomes `check` (None: none)."""
    ch.set("check", check)
