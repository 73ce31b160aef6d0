"""The players the program plays at Vanguard, its hot-seat handover and its deck statistics
(the game's `Players` for the table, `engine/hooks.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from playtester.games.common.players import levels
from playtester.games.vanguard.bot import choose as bot
from playtester.games.vanguard.bot import passive

if TYPE_CHECKING:
    from playtester.engine.actions import Action
    from playtester.engine.game import Game
    from playtester.games.common.figures import Figures

figures: Figures  # the deck statistics' measures: read on first use (`__getattr__`)


def _sparring(game: Game) -> Action:
    """The sparring partner's choice, its module read when it first plays (not to deal)."""
    from playtester.games.vanguard import sparring

    return sparring.choose(game)


def _sharp(game: Game) -> Action:
    """The sharp player's choice, its module read when it first plays."""
    from playtester.games.vanguard import sharp

    return sharp.choose(game)


def __getattr__(name: str) -> Any:
    """`figures`, the deck statistics' measures, read when first asked for: they read the
    bots, which dealing a game does not need (start-up counts)."""
    if name == "figures":
        from playtester.games.vanguard.figures import FIGURES

        return FIGURES
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


opponents = levels(  # the levels the program plays at, weakest first
    goldfish=("rides up and passes: it never calls, attacks or guards", passive),
    sparring=(
        "plays soundly: rides on curve, calls, attacks, guards what it must",
        _sparring,
    ),
    sharp=("the sparring partner, weighing each guard one battle ahead", _sharp),
)
handover = (
    "The screen is handed to the defender for guarding only when they can guard or intercept."
)
__all__ = ["bot", "figures", "handover", "opponents"]
