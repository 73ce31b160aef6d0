"""Vanguard's tabletop: its table in each format, and what the table draws beyond the cards
(the game's `Tabletop` for the table, `engine/hooks.py`)."""

from __future__ import annotations

from playtester.engine.hooks import Ends
from playtester.engine.state import State
from playtester.games.vanguard.layout import layout_for as layout
from playtester.games.vanguard.state import flags_of, vg


def gained_zones(state: State, player: int) -> list[str]:
    """The Accel circles a player has gained, even empty ones."""
    return list(flags_of(state, player).accel)


def counters(state: State, player: int) -> dict[str, int]:
    """The Force markers on a player's circles, by circle."""
    return dict(flags_of(state, player).force)


def arrow(state: State) -> Ends | None:
    """The attack of the battle under way, from the attacker to its target."""
    v = vg(state)
    if v.battle is None:
        return None
    return (v.active, v.battle.attacker), (1 - v.active, v.battle.target)


def marks(state: State, card_id: int) -> tuple[str, ...]:
    """None: Vanguard's card states show by the card itself (rested, face down)."""
    return ()


__all__ = ["arrow", "counters", "gained_zones", "layout", "marks"]
