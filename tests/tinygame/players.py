"""The player the program plays at Ladder (`Players`, engine/hooks.py): it plays its lowest
card that climbs, else passes. Ladder has no deck statistics."""

from __future__ import annotations

from playtester.engine import Game
from playtester.engine.actions import Action
from playtester.engine.table import Opponent
from tests.tinygame.cards import CATALOGUE


def bot(game: Game) -> Action:
    """The lowest card that climbs, else a pass."""
    actions = game.legal_actions()
    plays = [a for a in actions if a.verb == "play"]
    if not plays:
        return Action("pass")
    return min(plays, key=lambda a: CATALOGUE[a.args[0][0]].value)


opponents = {"goldfish": Opponent("Goldfish", "plays its lowest card that climbs", bot)}
handover = "The screen is handed over at every turn."
figures = None
