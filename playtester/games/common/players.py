"""Players by name, and the levels the program plays at: the same in every game."""

from __future__ import annotations

from playtester.engine.state import State
from playtester.engine.table import Opponent, Policy


def player_name(state: State, player: int) -> str:
    return state.names[player] if player < len(state.names) else f"Player {player + 1}"


Level = tuple[str, Policy]  # what a level does, in a few words, and its policy


def levels(goldfish: Level, sparring: Level, sharp: Level) -> dict[str, Opponent]:
    """The three levels every game's program plays at, weakest first: the goldfish (it never
    attacks), the sparring partner, the sharp one."""
    return {
        "goldfish": Opponent("Goldfish", *goldfish, attacks=False),
        "sparring": Opponent("Sparring partner", *sparring),
        "sharp": Opponent("Sharp", *sharp),
    }
