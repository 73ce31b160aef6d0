"""Subcommands of the `playtester` command line, one module per part of the program.

This is top-level glue: it may import any package (cards, games, render...); nothing imports it
except `playtester.cli`.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

MAX_INTEGER = 2**63 - 1  # SQLite's largest integer: seeds and numbers stored in a library


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
