"""Cardfight!! Vanguard: the classic rules as plain functions over an engine State."""

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
from playtester.games.vanguard import (
    board,
    choices,
    facts,
    flow,
    gestures,
    legal,
    log,
    players,
    position,
    prompts,
    rules,
    setup,
    table,
    tools,
    words,
)
from playtester.games.vanguard.formats import FORMATS
from playtester.games.vanguard.state import VanguardFlags, VanguardVars, vg


class VanguardRules:
    """The Vanguard game as the engine's registry sees it."""

    name = "vanguard"
    formats: tuple[str, ...] = tuple(FORMATS)
    vars_type = VanguardVars  # the records its state keeps (recordings read them by these)
    flags_type = VanguardFlags

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
        return board.zone_spec(name)

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

    def power(self, state: State, player: int, circle: str) -> int:
        return board.power(state, player, circle)

    def stat(self, state: State, player: int, place: str, name: str) -> int:
        """ "critical": the unit's critical now (0 for an empty circle)."""
        if name != "critical":
            raise ValueError(f"Vanguard keeps no number called {name!r} for a circle")
        return board.critical(state, player, place)

    def winner(self, state: State) -> int | None:
        outcome = vg(state).outcome
        return None if outcome is None else outcome.winner

    def describe(self, state: State, action: Action, events: Sequence[Event], sight: Sight) -> str:
        return log.describe(state, action, events, sight)


RULES = VanguardRules()

TABLE = GameTable(table, facts, gestures, choices, tools, prompts, players, words)  # its parts


def command_line() -> CommandLine:
    """Its deck lists and card fields, loaded when first asked for (they read the library)."""
    from playtester.games.vanguard import cardfields, decklists

    return CommandLine(decklists, cardfields)


__all__ = ["RULES", "TABLE", "command_line"]
