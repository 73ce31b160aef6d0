"""The game-agnostic core: cards, zones, state, actions, events, undo and positions.

Nothing here imports Qt or the packages above it; a game's rules arrive through `registry`.
"""

from playtester.engine.actions import Action, Verdict
from playtester.engine.cards import Card, CardInstance
from playtester.engine.errors import DeckError, IllegalAction, NotationError, PositionError, Reason
from playtester.engine.events import Event
from playtester.engine.game import Game, Step
from playtester.engine.state import Modifier, State
from playtester.engine.zones import Visibility, Zone

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
