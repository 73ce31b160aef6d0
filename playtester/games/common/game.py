"""A game's rules as the engine's registry sees them (`Rules`, engine/registry.py), made from
the game's own modules: a game names its modules and writes no class of its own."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, Protocol

from playtester.engine.actions import Action, Verdict
from playtester.engine.changes import Changes
from playtester.engine.events import Event
from playtester.engine.sight import Sight
from playtester.engine.state import Flags, State, Vars
from playtester.engine.zones import Zone

# What each of a game's modules provides (a module satisfies these protocols by its functions).


class Setup(Protocol):
    def new_state(
        self, format: str, decks: Sequence[str], seed: int, names: Sequence[str], validate: bool, /
    ) -> State: ...


class Positions(Protocol):
    def from_position(self, doc: dict[str, Any], /) -> State: ...
    def to_position(self, state: State, viewer: int | None = None) -> dict[str, Any]: ...


class Board(Protocol):
    def visible(self, state: State, card_id: int, viewer: int, /) -> bool: ...
    def power(self, state: State, player: int, place: str, /) -> int: ...


class Flow(Protocol):
    def to_play(self, state: State, /) -> int: ...


class Judge(Protocol):
    def check(self, state: State, action: Action, /) -> Verdict: ...
    def perform(self, changes: Changes, action: Action, /) -> None: ...


class Legal(Protocol):
    def legal_actions(self, state: State, /) -> list[Action]: ...


class Describe(Protocol):
    def describe(
        self, state: State, action: Action, events: Sequence[Event], sight: Sight, /
    ) -> str: ...


class GameModules(NamedTuple):
    """The modules a game's rules come from, each by the functions it provides."""

    setup: Setup
    position: Positions
    board: Board
    flow: Flow
    rules: Judge
    legal: Legal
    words: Describe


class GameRules:
    """The rules of one game, each a function of its modules (kept as attributes, so the
    engine's calls of check and perform go straight to the game's functions)."""

    def __init__(
        self,
        name: str,
        formats: Sequence[str],
        types: tuple[type[Vars], type[Flags]],
        modules: GameModules,
        zone: Callable[[str], Zone | None],
        stat: Callable[[State, int, str, str], int],
    ) -> None:
        self.name = name
        self.formats = tuple(formats)
        self.vars_type, self.flags_type = types  # how recordings and snapshots read the records
        setup, position, board, flow, rules, legal, words = modules
        self.new_state = setup.new_state
        self.from_position = position.from_position
        self.to_position = position.to_position
        self.zone = zone
        self.visible = board.visible
        self.power = board.power
        self.stat = stat
        self.to_play = flow.to_play
        self.check = rules.check
        self.perform = rules.perform
        self.legal_actions = legal.legal_actions
        self.describe = words.describe

    def view(self, state: State, player: int) -> dict[str, Any]:
        """What `player` may see of the state, as a position document."""
        return self.to_position(state, viewer=player)

    def winner(self, state: State) -> int | None:
        outcome = state.vars.outcome
        return None if outcome is None else outcome.winner
