"""The players the program plays at WIXOSS, its hot-seat handover and its deck statistics (the
game's `Players` for the table, `engine/hooks.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from playtester.games.common.players import levels
from playtester.games.wixoss.bot import choose as bot
from playtester.games.wixoss.bot import passive

if TYPE_CHECKING:
    from playtester.engine.actions import Action
    from playtester.engine.game import Game
    from playtester.games.common.figures import Figures

figures: Figures  # the deck statistics' measures: read on first use (`__getattr__`)


def _sparring(game: Game) -> Action:
    """The sparring partner's choice, its module read when it first plays (not to deal)."""
    from playtester.games.wixoss import sparring

    return sparring.choose(game)


def _sharp(game: Game) -> Action:
    """The sharp player's choice, its module read when it first plays."""
    from playtester.games.wixoss import sharp

    return sharp.choose(game)


def __getattr__(name: str) -> Any:
    """`figures`, the deck statistics' measures, read when first asked for: they read the
    bots, which dealing a game does not need (start-up counts)."""
    if name == "figures":
        from playtester.games.wixoss.figures import FIGURES

        return FIGURES
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


opponents = levels(  # the levels the program plays at, weakest first
    goldfish=("grows, plays SIGNI and charges Ener; never attacks", passive),
    sparring=(
        "grows on curve, fills its SIGNI zones, attacks where it hurts, guards when it matters",
        _sparring,
    ),
    sharp=("the sparring partner, trying each play one battle ahead", _sharp),
)
handover = (
    "The screen is handed to the defender in the guard step only when they can guard, to a "
    "player whose Life Burst waits (who keeps it while doing the effect, until Done), or "
    "who chooses among rule-based actions; in the defense step only with Settings \u25b8 "
    "Stop at the Defense Step on, when they can grow an Assist LRIG."
)
__all__ = ["bot", "figures", "handover", "opponents"]
