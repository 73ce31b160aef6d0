"""Subcommands of the `playtester` command line, one module per part of the program.

This is top-level glue: it may import any package (cards, games, render...); nothing imports it
except `playtester.cli`.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable, Sequence

MAX_INTEGER = 2**63 - 1  # SQLite's largest integer: seeds and numbers stored in a library
_UNKNOWN_CARD = re.compile(r'unknown card "([^"]*)"')  # as deck list problems say it


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high`, said in words when it is not
    (a number too large to store must never reach a library)."""

    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"a number from {low:,} to {high:,}, not {text}")
        return value

    return read


def with_game_hint(problems: Sequence[str], game: str) -> list[str]:
    """A deck list's problems, and, when most of the cards they call unknown are another
    game's, a last line naming it (a WIXOSS list read as the default game's, Vanguard)."""
    from playtester.engine import registry

    names = [m[1] for problem in problems for m in _UNKNOWN_CARD.finditer(problem)]
    for other in registry.games():
        found = sum(registry.find_card(other, name) is not None for name in names)
        if other != game and names and found * 2 > len(names):
            title = registry.hooks_for(other).title
            return [*problems, f"(these are {title} cards: add --game {other})"]
    return list(problems)
