"""Cardfight!! Vanguard's rules (`RULES`) and its parts for the table (`TABLE`): read when the
registry is first asked about the game (`playtester/__init__.py`), not with the package, so
that its cards and menu commands are known without its rules (start-up counts)."""

from __future__ import annotations

from playtester.engine.hooks import GameTable
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
from playtester.games.vanguard.abilities import BY_HAND
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

# its parts; a card's text left by hand is marked on the card
TABLE = GameTable(table, facts, gestures, choices, tools, prompts, players, words, BY_HAND)


__all__ = ["RULES", "TABLE"]
