"""WIXOSS's tabletop: its one table, and what the table draws beyond the cards (the game's
`Tabletop` for the table, `engine/hooks.py`)."""

from __future__ import annotations

from playtester.engine.hooks import Ends
from playtester.engine.state import State
from playtester.games.wixoss.board import C, is_frozen
from playtester.games.wixoss.layout import TABLE as LAYOUT
from playtester.games.wixoss.layout import WixossLayout
from playtester.games.wixoss.state import ATTACK_PHASE, GUARD_STEP, wx


def layout(format: str) -> WixossLayout:
    """The one table: WIXOSS has one format."""
    return LAYOUT


def gained_zones(state: State, player: int) -> list[str]:
    """None: every WIXOSS zone is printed on the playmat."""
    return []


def counters(state: State, player: int) -> dict[str, int]:
    """None: WIXOSS puts no counters on its zones."""
    return {}


def arrow(state: State) -> Ends | None:
    """The Center LRIG's attack while the defender chooses a guard."""
    v = wx(state)
    if v.phase != ATTACK_PHASE or v.step != GUARD_STEP:
        return None
    active = v.active
    return (active, C), (1 - active, "life")


def marks(state: State, card_id: int) -> tuple[str, ...]:
    """FROZEN on a frozen card."""
    return ("FROZEN",) if is_frozen(state, card_id) else ()
