"""What every game's deck statistics do alike: a deck counted by the mulligan's kinds, one
player's game summed up as a tally, their own turns followed, and the figures a game registers."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TypeVar

from playtester.engine.cards import CardInstance
from playtester.engine.events import CardRef, Event, Note
from playtester.engine.figures import Goal, Measure, Opening, Tally, Watcher
from playtester.engine.game import Game

C = TypeVar("C")


def count_kinds(cards: Iterable[C], kind_of: Callable[[C], str]) -> dict[str, int]:
    """How many cards of each kind (as the game's mulligan sorts them) the cards hold."""
    kinds: dict[str, int] = {}
    for card in cards:
        kinds[kind_of(card)] = kinds.get(kind_of(card), 0) + 1
    return kinds


def turn_goals(kind: str, last: int, seen: Callable[[int, bool], int]) -> tuple[Goal, ...]:
    """An opening's goals: on each of turns t = 1 to `last`, a card of `kind` t held ("grade 2"
    on turn 2); `seen` says how many cards a player has seen by their turn t going first (True)
    or second."""
    return tuple(
        Goal(f"turn {t}", f"{kind} {t}", (seen(t, True), seen(t, False)))
        for t in range(1, last + 1)
    )


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
        first=game.state.vars.first == player,
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


class OwnTurns:
    """The part of a game watcher every game has: one player's own turns, counted as they
    begin, and on each early one whether they held the opening's goal for it (`holding`) and
    met it in time (`curve`). A game's watcher subclasses it and adds its figures."""

    def __init__(self, game: Game, player: int) -> None:
        self.player = player
        self.turn: int | None = None  # the game turn of the player's own turn under way
        self.own = 0  # own turns begun
        self.holding: list[int] = []  # 1 or 0 on each early own turn
        self.curve: list[int] = []

    def goals(self) -> dict[str, list[int]]:
        """The opening goals' figures by turn, as a tally keeps them."""
        return {"holding": self.holding, "curve": self.curve}

    def mine(self, game: Game) -> bool:
        """Whether the game stands in one of the player's turns (the set-up is no one's)."""
        v = game.state.vars
        return v.active == self.player and v.phase != "setup"

    def noted(
        self, game: Game, events: Sequence[Event], what: str
    ) -> Iterator[tuple[Note, CardInstance]]:
        """The notes of the kind `what` among the events (a check, a crush), each with the
        first card it names; a note naming none is passed over."""
        for event in events:
            if isinstance(event, Note) and event.what == what:
                card = noted_card(game, event)
                if card is not None:
                    yield event, card

    def summed(
        self, game: Game, by_turn: dict[str, list[int]], by_kind: dict[str, dict[str, int]]
    ) -> Tally:
        """The player's game as a tally: the opening goals' figures and the game's own by turn
        (`by_turn`), and its counts by kind."""
        return tally(game, self.player, self.own, {**self.goals(), **by_turn}, by_kind)

    def begins(self, game: Game) -> bool:
        """Whether one of the player's turns has just begun (in it, the first time asked):
        it is counted."""
        turn = game.state.vars.turn
        if not self.mine(game) or turn == self.turn:
            return False
        self.turn, self.own = turn, self.own + 1
        return True


def noted_card(game: Game, note: Note) -> CardInstance | None:
    """The first card a note of the log names (a checked card, a crushed one), if any."""
    refs = [arg for arg in note.args if isinstance(arg, CardRef)]
    return game.state.cards[refs[0].id] if refs else None
