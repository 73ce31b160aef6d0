"""Ladder: a tiny third game that proves a game plugs into playtester through the registry
alone (docs/new-game.md walks through it). A few zones, one rule, a deck list format and the
eight small table parts; `register()` makes it known, `unregister()` forgets it again.

The rule: on your turn play a card from your hand onto your rungs if its value is higher than
the top of the ladder, or pass (draw a card; the ladder is cleared). Empty your hand to win.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from playtester.engine import registry
from playtester.engine.actions import Action, Verdict
from playtester.engine.changes import Changes
from playtester.engine.events import Event
from playtester.engine.hooks import GameTable
from playtester.engine.shell import CommandLine
from playtester.engine.sight import Sight
from playtester.engine.state import State
from playtester.engine.zones import Zone
from tests.tinygame import (
    board,
    decklists,
    facts,
    gestures,
    layout,
    players,
    position,
    prompts,
    rules,
    setup,
    words,
)
from tests.tinygame.cards import CARDS, GAME


class LadderRules:
    """Ladder as the engine's registry sees it."""

    name = GAME
    formats: tuple[str, ...] = setup.FORMATS
    vars_type = board.LadderVars
    flags_type = board.LadderFlags

    def new_state(
        self, format: str, decks: Sequence[str], seed: int, names: Sequence[str], validate: bool
    ) -> State:
        return setup.new_state(format, decks, seed, names, validate)

    def from_position(self, doc: dict[str, Any]) -> State:
        return position.from_position(doc)

    def to_position(self, state: State) -> dict[str, Any]:
        return position.to_position(state)

    def view(self, state: State, player: int) -> dict[str, Any]:
        return position.to_position(state, viewer=player)

    def zone(self, name: str) -> Zone | None:
        return board.ZONES.get(name)

    def visible(self, state: State, card_id: int, viewer: int) -> bool:
        return board.visible(state, card_id, viewer)

    def to_play(self, state: State) -> int:
        return rules.to_play(state)

    def check(self, state: State, action: Action) -> Verdict:
        return rules.BINDING.check(state, action)

    def perform(self, changes: Changes, action: Action) -> None:
        rules.BINDING.perform(changes, action)

    def legal_actions(self, state: State) -> list[Action]:
        return rules.legal_actions(state)

    def power(self, state: State, player: int, place: str) -> int:
        card = state.top(player, place)
        return 0 if card is None else getattr(card.card, "value", 0)

    def stat(self, state: State, player: int, place: str, name: str) -> int:
        raise ValueError(f"Ladder keeps no number called {name!r}")

    def winner(self, state: State) -> int | None:
        return rules.winner(state)

    def describe(self, state: State, action: Action, events: Sequence[Event], sight: Sight) -> str:
        return words.describe(state, action, events, sight)


RULES = LadderRules()
TABLE = GameTable(layout, facts, gestures, gestures, prompts, prompts, players, words)


def command_line() -> CommandLine:
    return CommandLine(decklists, decklists)


def register() -> None:
    """Make Ladder known to the engine, the table and the command line."""
    registry.register_game(RULES, TABLE)
    registry.register_cards(CARDS)
    registry.register_command_line(GAME, command_line)


def unregister() -> None:
    """Forget Ladder again (a test leaves the registry as it found it)."""
    registry.unregister_game(GAME)
