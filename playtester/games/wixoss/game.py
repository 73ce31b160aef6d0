"""WIXOSS's rules (`RULES`) and its parts for the table (`TABLE`): read when the registry
is first asked about the game (`playtester/__init__.py`), not with the package, so that its
cards and menu commands are known without its rules (start-up counts)."""

from __future__ import annotations

from playtester.engine.hooks import GameTable
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


__all__ = ["RULES", "TABLE"]
