"""Ladder: a tiny third game that proves a game plugs into playtester through the registry
alone (docs/new-game.md walks through it). A few zones, one rule, a deck list format and the
eight small table parts; `register()` makes it known, `unregister()` forgets it again.

The rule: on your turn play a card from your hand onto your rungs if its value is higher than
the top of the ladder, or pass (draw a card; the ladder is cleared). Empty your hand to win.
"""

from __future__ import annotations

from playtester.engine import registry
from playtester.engine.hooks import GameTable
from playtester.engine.shell import CommandLine
from playtester.engine.state import State
from playtester.games.common.game import GameModules, GameRules
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


def _stat(state: State, player: int, place: str, name: str) -> int:
    raise ValueError(f"Ladder keeps no number called {name!r}")


_MODULES = GameModules(setup, position, board, rules, rules, rules, words)
_TYPES = (board.LadderVars, board.LadderFlags)
RULES = GameRules(GAME, setup.FORMATS, _TYPES, _MODULES, board.ZONES.get, _stat)
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
