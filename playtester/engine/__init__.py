"""The game-agnostic core: cards, zones, state, actions, events, undo and positions.

Nothing here imports Qt or the packages above it; a game's rules arrive through `registry`.
The names below load with their module when first used (`from playtester.engine import Game`
works as ever), so that importing one part of the engine, such as `engine.loading`, does not
load all of it: the table's window appears before the engine is read (ui/starting.py).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playtester.engine.actions import Action, Verdict
    from playtester.engine.cards import Card, CardInstance
    from playtester.engine.errors import (
        DeckError,
        IllegalAction,
        NotationError,
        PositionError,
        Reason,
    )
    from playtester.engine.events import Event
    from playtester.engine.game import Game, Step
    from playtester.engine.state import Modifier, State
    from playtester.engine.zones import Visibility, Zone

# each name and the module that defines it
_HOMES = {
    "Action": "actions",
    "Verdict": "actions",
    "Card": "cards",
    "CardInstance": "cards",
    "DeckError": "errors",
    "IllegalAction": "errors",
    "NotationError": "errors",
    "PositionError": "errors",
    "Reason": "errors",
    "Event": "events",
    "Game": "game",
    "Step": "game",
    "Modifier": "state",
    "State": "state",
    "Visibility": "zones",
    "Zone": "zones",
}

__all__ = [
    "Action",
    "Card",
    "CardInstance",
    "DeckError",
    "Event",
    "Game",
    "IllegalAction",
    "Modifier",
    "NotationError",
    "PositionError",
    "Reason",
    "State",
    "Step",
    "Verdict",
    "Visibility",
    "Zone",
]


def __getattr__(name: str) -> Any:
    """One of the names above, from its module (imported on first use)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'playtester.engine' has no attribute {name!r}")
    value = getattr(import_module(f"playtester.engine.{home}"), name)
    globals()[name] = value  # found directly from now on
    return value
