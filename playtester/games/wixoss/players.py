"""The players the program plays at WIXOSS, its hot-seat handover and its deck statistics (the
game's `Players` for the table, `engine/hooks.py`)."""

from __future__ import annotations

from playtester.games.common.players import levels
from playtester.games.wixoss import sharp, sparring
from playtester.games.wixoss.bot import choose as bot
from playtester.games.wixoss.bot import passive
from playtester.games.wixoss.figures import FIGURES as figures

opponents = levels(  # the levels the program plays at, weakest first
    goldfish=("grows, plays SIGNI and charges Ener; never attacks", passive),
    sparring=(
        "grows on curve, fills its SIGNI zones, attacks where it hurts, guards when it matters",
        sparring.choose,
    ),
    sharp=("the sparring partner, trying each play one battle ahead", sharp.choose),
)
handover = (
    "The screen is handed to the defender in the guard step only when they can guard, to a "
    "player whose Life Burst waits (who keeps it while doing the effect, until Done), or "
    "who chooses among rule-based actions; in the defense step only with Settings \u25b8 "
    "Stop at the Defense Step on, when they can grow an Assist LRIG."
)
__all__ = ["bot", "figures", "handover", "opponents"]
