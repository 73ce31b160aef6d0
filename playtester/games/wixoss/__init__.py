"""WIXOSS, the three-LRIG game (format "diva"): its rules as plain functions over an engine
State, its cards and its deck lists, and its parts for the table (`TABLE`, `engine/hooks.py`)."""

from __future__ import annotations

from playtester.engine.hooks import GameTable
from playtester.engine.shell import CommandLine
from playtester.engine.state import State
from playtester.games.common.game import GameModules, GameRules
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


def _stat(state: State, player: int, place: str, name: str) -> int:
    """WIXOSS keeps no number for a zone but the power."""
    raise ValueError(f"WIXOSS keeps no number called {name!r} for a zone")


_MODULES = GameModules(setup, position, board, flow, rules, legal, words)
RULES = GameRules(
    "wixoss", setup.FORMATS, (WixossVars, WixossFlags), _MODULES, board.ZONES.get, _stat
)

TABLE = GameTable(table, facts, gestures, choices, tools, prompts, players, wording)  # its parts


def command_line() -> CommandLine:
    """Its deck lists and card fields, loaded when first asked for (they read the library)."""
    from playtester.games.wixoss import cardfields, decklists

    return CommandLine(decklists, cardfields)


__all__ = ["RULES", "TABLE", "command_line"]
