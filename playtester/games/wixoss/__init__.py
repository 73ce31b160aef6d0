"""WIXOSS, the three-LRIG game (format "diva"): its rules as plain functions over an engine
State, its cards and its deck lists, and its parts for the table (`TABLE`, `engine/hooks.py`).
The rules and the table's parts are in `game.py`, read on first use: the package is light."""

from __future__ import annotations

from playtester.engine.shell import CommandLine


def command_line() -> CommandLine:
    """Its deck lists and card fields, loaded when first asked for (they read the library)."""
    from playtester.games.wixoss import cardfields, decklists
    from playtester.games.wixoss.card_abilities import ABILITIES

    return CommandLine(decklists, cardfields, ABILITIES)


__all__ = ["command_line"]
