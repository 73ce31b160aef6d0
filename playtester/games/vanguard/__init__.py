"""Cardfight!! Vanguard: the classic rules as plain functions over an engine State. The rules
and the table's parts are in `game.py`, read on first use: the package is light."""

from __future__ import annotations

from playtester.engine.shell import CommandLine


def command_line() -> CommandLine:
    """Its deck lists and card fields, loaded when first asked for (they read the library)."""
    from playtester.games.vanguard import cardfields, decklists
    from playtester.games.vanguard.card_abilities import ABILITIES

    return CommandLine(decklists, cardfields, ABILITIES, ABILITIES)


__all__ = ["command_line"]
