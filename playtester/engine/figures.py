"""What a game measures of a deck, for the deck statistics (`playtester.stats`): the odds of its
opening hands as plain data, and the figures of one game played. A game gives them through its
table's `Players` (`engine/hooks.py`: `figures`); the stats package does the sums, the exact
odds and the reports, knowing no game.

    exact:     Opening (the deck by kinds of card, the mulligan, the goals) -> stats.exact
    simulated: Watcher.after(game, events) for every action, then Watcher.tally -> Tally
               -> stats.summary adds tallies up (integers only: any order gives the same sums)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol

if TYPE_CHECKING:
    from playtester.engine.events import Event
    from playtester.engine.game import Game

Keep = Callable[[Mapping[str, int]], Mapping[str, int]]  # a hand's kinds -> how many it keeps


@dataclass(frozen=True)
class Goal:
    """A card the player wants in hand by some moment: one of `kind`, once they have seen
    `seen[0]` cards going first or `seen[1]` going second (the opening hand included)."""

    label: str  # the moment, as the report says it ("turn 2")
    kind: str
    seen: tuple[int, int]


@dataclass(frozen=True)
class Opening:
    """A deck's opening as exact odds need it: the cards that may be drawn, counted by kind; the
    opening hand's size; the mulligan (what a hand keeps, by kinds: the rest goes back, the deck
    is shuffled, and as many are drawn again); and the goals, in the order of the game."""

    kinds: Mapping[str, int]
    hand: int
    keep: Keep
    goals: tuple[Goal, ...]
    mulligan: str = ""  # the mulligan in words, for the report ("keep one card of each...")
    assumes: str = ""  # the cards seen by each goal, in words, for the report
    held: frozenset[str] = frozenset()  # kinds held outside the deck from the start: always met


Shape = Literal["turn", "game"]


@dataclass(frozen=True)
class Measure:
    """One figure a game measures of every game played.

    per "turn": a whole number on each of the player's own turns (`rate`: 1 or 0, shown as how
    often), reported for the first `turns` turns, going first and going second; `exact` names
    the exact odds it should converge to ("holding": the goal of that turn in hand, "chain":
    every goal so far) when the game's simulation and its opening agree.
    per "game": a count of each of `kinds` in a game, reported as a mean per game."""

    key: str
    title: str
    per: Shape
    rate: bool = False
    turns: int = 0
    kinds: tuple[str, ...] = ()
    exact: Literal["", "holding", "chain"] = ""


@dataclass
class Tally:
    """One game's figures for the player whose deck is measured."""

    first: bool  # they went first
    won: bool | None  # None: nobody won (the game was stopped)
    turns: int  # their own turns played
    by_turn: dict[str, list[int]] = field(default_factory=dict)  # measure -> own turn 1, 2...
    by_kind: dict[str, dict[str, int]] = field(default_factory=dict)  # measure -> kind -> count


class Watcher(Protocol):
    """Follows one game for one player, action by action."""

    def after(self, game: Game, events: Sequence[Event]) -> None:
        """An action was applied, making `events`; the game stands right after them."""
        ...

    def tally(self, game: Game) -> Tally:
        """The figures of the game, once it is over (or stopped)."""
        ...


class DeckFigures(Protocol):
    """What a game measures of a deck: its measures, its opening odds, and a watcher."""

    @property
    def measures(self) -> tuple[Measure, ...]:
        """The figures a watcher's tallies hold, in the order reports show them."""
        ...

    def opening(self, deck: str, format: str) -> Opening:
        """A deck list's opening, for its exact odds (DeckError when it cannot be read)."""
        ...

    def watch(self, game: Game, player: int) -> Watcher:
        """A watcher of `game` for `player`, from its start."""
        ...
