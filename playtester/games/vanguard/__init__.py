"""Cardfight!! Vanguard: the classic rules as plain functions over an engine State."""

from __future__ import annotations

from playtester.engine.hooks import GameTable
from playtester.engine.shell import CommandLine
from playtester.engine.state import State
from playtester.games.common.game import GameModules, GameRules
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
from playtester.games.vanguard.state import VanguardFlags, VanguardVars


def _stat(state: State, player: int, place: str, name: str) -> int:
    """ "critical": the unit's critical now (0 for an empty circle)."""
    if name != "critical":
        raise ValueError(f"Vanguard keeps no number called {name!r} for a circle")
    return board.critical(state, player, place)


_MODULES = GameModules(setup, position, board, flow, rules, legal, log)
RULES = GameRules(
    "vanguard", tuple(FORMATS), (VanguardVars, VanguardFlags), _MODULES, board.zone_spec, _stat
)

TABLE = GameTable(table, facts, gestures, choices, tools, prompts, players, words)  # its parts


def command_line() -> CommandLine:
    """Its deck lists and card fields, loaded when first asked for (they read the library)."""
    from playtester.games.vanguard import cardfields, decklists
    from playtester.games.vanguard.card_abilities import ABILITIES

    return CommandLine(decklists, cardfields, ABILITIES)


__all__ = ["RULES", "TABLE", "command_line"]
