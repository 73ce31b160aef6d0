"""The players the program plays at Vanguard, its hot-seat handover and its deck statistics
(the game's `Players` for the table, `engine/hooks.py`)."""

from __future__ import annotations

from playtester.engine.table import Opponent
from playtester.games.vanguard import sharp, sparring
from playtester.games.vanguard.bot import choose as bot
from playtester.games.vanguard.bot import passive
from playtester.games.vanguard.figures import FIGURES as figures

opponents = {  # the levels the program plays at, weakest first
    "goldfish": Opponent(
        "Goldfish",
        "rides up and passes: it never calls, attacks or guards",
        passive,
        attacks=False,
    ),
    "sparring": Opponent(
        "Sparring partner",
        "plays soundly: rides on curve, calls, attacks, guards what it must",
        sparring.choose,
    ),
    "sharp": Opponent(
        "Sharp",
        "the sparring partner, weighing each guard one battle ahead",
        sharp.choose,
    ),
}
handover = (
    "The screen is handed to the defender for guarding only when they can guard or intercept."
)
__all__ = ["bot", "figures", "handover", "opponents"]
