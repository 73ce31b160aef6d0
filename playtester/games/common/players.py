"""Players by name, the same in every game."""

from __future__ import annotations

from playtester.engine.state import State


def player_name(state: State, player: int) -> str:
    return state.names[player] if player < len(state.names) else f"Player {player + 1}"
