"""The players the program plays at Vanguard, its hot-seat handover and its deck statistics
(the game's `Players` for the table, `engine/hooks.py`)."""

from __future__ import annotations

from playtester.games.common.players import levels
from playtester.games.vanguard import sharp, sparring
from playtester.games.vanguard.bot import choose as bot
from playtester.games.vanguard.bot import passive
from playtester.games.vanguard.figures import FIGURES as figures

opponents = levels(  # the levels the program plays at, weakest first
    goldfish=("rides up and passes: it never calls, attacks or guards", passive),
    sparring=(
        "plays soundly: rides on curve, calls, attacks, guards what it must",
        sparring.choose,
    ),
    sharp=("the sparring partner, weighing each guard one battle ahead", sharp.choose),
)
handover = (
    "The screen is handed to the defender for guarding only when they can guard or intercept."
)
__all__ = ["bot", "figures", "handover", "opponents"]
