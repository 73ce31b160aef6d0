"""WIXOSS, the three-LRIG game (format "diva"): its rules as plain functions over an engine
State, its cards and its deck lists, and its parts for the table (`TABLE`, `engine/hooks.py`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from playtester.engine.actions import Action, Verdict
from playtester.engine.changes import Changes
from playtester.engine.events import Event
from playtester.engine.hooks import GameTable
from playtester.engine.shell import CommandLine
from playtester.engine.sight import Sight
from playtester.engine.state import State
from playtester.engine.zones import Zone
from playtester.games.wixoss import (
    board,
    choices,
    facts,
    flow,
    gestures,
    legal,
    players,
    position,
    prompts,
    rules,
    setup,
    table,
    tools,
    wording,
    words,
)
from playtester.games.wixoss.state import WixossFlags, WixossVars
from playtester.games.wixoss.state import winner as winner_of


class WixossRules:
    """The WIXOSS game as the engine's registry sees it."""

    name = "wixoss"
    formats: tuple[str, ...] = setup.FORMATS
    vars_type = WixossVars  # how recordings and snapshots read the game's records
    flags_type = WixossFlags

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
        return flow.to_play(state)

    def check(self, state: State, action: Action) -> Verdict:
        return rules.check(state, action)

    def perform(self, changes: Changes, action: Action) -> None:
        rules.perform(changes, action)

    def legal_actions(self, state: State) -> list[Action]:
        return legal.legal_actions(state)

    def power(self, state: State, player: int, place: str) -> int:
        return board.power(state, player, place)

    def stat(self, state: State, player: int, place: str, name: str) -> int:
        """WIXOSS keeps no number for a zone but the power."""
        raise ValueError(f"WIXOSS keeps no number called {name!r} for a zone")

    def winner(self, state: State) -> int | None:
        return winner_of(state)

    def describe(self, state: State, action: Action, events: Sequence[Event], sight: Sight) -> str:
        return words.describe(state, action, events, sight)


RULES = WixossRules()

TABLE = GameTable(table, facts, gestures, choices, tools, prompts, players, wording)  # its parts


def command_line() -> CommandLine:
    """Its deck lists and card fields, loaded when first asked for (they read the library)."""
    from playtester.games.wixoss import cardfields, decklists

    return CommandLine(decklists, cardfields)


__all__ = ["RULES", "TABLE", "command_line"]
