"""WIXOSS's typed state: the turn's phases and steps, how a game ends, the game's variables
and each player's flags as frozen records (`engine/state.py`), and the accessors rule code reads
them through (`wx(state).step`, `flags_of(state, p).grown`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from playtester.engine.state import State
from playtester.games.common.ability_play import AbilityVars
from playtester.games.common.deal import DealFlags


class Phase(StrEnum):
    """The phases of a turn, and the set-up before the first one (each is its stored text, and
    compares, prints and writes as it)."""

    SETUP = "setup"
    UP = "up"
    DRAW = "draw"
    ENER = "ener"
    GROW = "grow"
    MAIN = "main"
    ATTACK = "attack"
    END = "end"


class Step(StrEnum):
    """The steps of the attack phase; `GUARD` is the defender's choice against an LRIG attack."""

    PRE = "pre"
    DEFENSE = "defense"
    SIGNI = "signi"
    LRIG = "lrig"
    GUARD = "guard"


class Ending(StrEnum):
    """How a WIXOSS game ends (the loser's side of it), put in `Outcome.reason`."""

    DAMAGE = "damage"  # damage with no Life Cloth left
    REFRESH = "refresh"  # a refresh with an empty trash
    CONCESSION = "concession"


# The members under plain names, for rule code on hot paths: reading a member from its enum
# (`Phase.MAIN`) costs about 0.2 µs on Python 3.11, a module's name about 15 ns.
SETUP_PHASE, UP_PHASE, DRAW_PHASE, ENER_PHASE, GROW_PHASE, MAIN_PHASE, ATTACK_PHASE, END_PHASE = (
    Phase
)
PRE_STEP, DEFENSE_STEP, SIGNI_STEP, LRIG_STEP, GUARD_STEP = Step


@dataclass(frozen=True)
class WixossVars(AbilityVars):
    """The game's bookkeeping: the engine's turn, players, outcome and random counter, the card
    abilities waiting or being used, with the phase and step as WIXOSS's own enums."""

    # a factory, not a default: a default stays on the class, and an enum member there makes
    # every read of the field take Python 3.11's slow path (about 45 ns instead of 12)
    phase: Phase = field(default_factory=lambda: Phase.SETUP)
    step: Step | None = None


@dataclass(frozen=True)
class WixossFlags(DealFlags):
    """One player's bookkeeping: what they did this turn (`ener`, `grown`, `removed`, cleared
    at its end), their frozen cards, the cards in their check zone revealed from the Life
    Cloth (whose Life Burst may be used), and the card whose Life Burst they are using."""

    ener: bool = False
    grown: bool = False
    removed: bool = False
    frozen: tuple[int, ...] = ()  # sorted card ids
    from_life: tuple[int, ...] = ()  # sorted card ids
    bursting: int | None = None


def wx(state: State) -> WixossVars:
    """The game's variables (a WIXOSS state always keeps a `WixossVars`)."""
    return state.vars  # type: ignore[return-value]  # (no cast call on the hottest path)


def flags_of(state: State, player: int) -> WixossFlags:
    """A player's flags (a WIXOSS state always keeps `WixossFlags`)."""
    return state.flags[player]  # type: ignore[return-value]


def winner(state: State) -> int | None:
    """The player who won, or None while the game goes on."""
    outcome = wx(state).outcome
    return None if outcome is None else outcome.winner
