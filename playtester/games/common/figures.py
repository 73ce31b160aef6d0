"""What every game's deck statistics do alike: a deck counted by the mulligan's kinds, one
player's game summed up as a tally, and the figures a game registers."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from playtester.engine.figures import Measure, Opening, Tally, Watcher
from playtester.engine.game import Game
from playtester.engine.state import turn_info

C = TypeVar("C")


def count_kinds(cards: Iterable[C], kind_of: Callable[[C], str]) -> dict[str, int]:
    """How many cards of each kind (as the game's mulligan sorts them) the cards hold."""
    kinds: dict[str, int] = {}
    for card in cards:
        kinds[kind_of(card)] = kinds.get(kind_of(card), 0) + 1
    return kinds


def tally(
    game: Game,
    player: int,
    turns: int,
    by_turn: dict[str, list[int]],
    by_kind: dict[str, dict[str, int]],
) -> Tally:
    """One player's game: first or not, won or lost (None: unfinished), and the figures."""
    winner = game.winner
    return Tally(
        first=turn_info(game.state).first == player,
        won=None if winner is None else winner == player,
        turns=turns,
        by_turn=by_turn,
        by_kind=by_kind,
    )


@dataclass(frozen=True)
class Figures:
    """A game's deck statistics (`engine.figures.DeckFigures`): what its tallies measure, a deck
    list's opening for the exact odds, and the watcher of one player's game."""

    measures: tuple[Measure, ...]
    opening: Callable[[str, str], Opening]
    watch: Callable[[Game, int], Watcher]
