"""A seat's list of deck lists (New Game, Deck Statistics): a format's demo decks, and the
player's own files, added when chosen."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QComboBox

from playtester.resources import deck_title, demo_decks


def fill(combo: QComboBox, format: str, game: str, seat: int) -> None:
    """The format's demo decks, a different one chosen for each seat."""
    combo.clear()
    for path in demo_decks(format, game):
        combo.addItem(f"{deck_title(path)} (demo)", str(path))
    combo.setCurrentIndex(min(seat, combo.count() - 1))


def choose(combo: QComboBox, path: Path) -> None:
    """Select a deck list in a seat's list, adding it when it is the user's own file."""
    index = combo.findData(str(path))
    if index < 0:
        combo.addItem(deck_title(path), str(path))
        index = combo.count() - 1
    combo.setCurrentIndex(index)
