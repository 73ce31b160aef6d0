"""File dialogs that open in the folder last used for their kind of file ("decks", "games",
"recordings", "lessons", "pictures", "cards") and remember the folder of the one chosen
(`settings.folder`, `settings.chose`)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from playtester.ui import settings

DECK_FILES = "Deck lists (*.txt *.dek);;All files (*)"  # what a deck list dialog shows


def open_file(parent: QWidget | None, title: str, kind: str, filter: str) -> Path | None:
    """The file to open the player chose (None: they cancelled)."""
    name, _ = QFileDialog.getOpenFileName(parent, title, str(settings.folder(kind)), filter)
    if not name:
        return None
    settings.chose(kind, name)
    return Path(name)


def open_files(parent: QWidget | None, title: str, kind: str, filter: str) -> list[Path]:
    """The files to open the player chose (none: they cancelled)."""
    names, _ = QFileDialog.getOpenFileNames(parent, title, str(settings.folder(kind)), filter)
    if names:
        settings.chose(kind, names[0])
    return [Path(name) for name in names]


def save_file(
    parent: QWidget | None, title: str, kind: str, proposed: str, filter: str
) -> Path | None:
    """Where to save the file the player chose, `proposed` the name first offered (None: they
    cancelled)."""
    where = str(settings.folder(kind) / proposed)
    name, _ = QFileDialog.getSaveFileName(parent, title, where, filter)
    if not name:
        return None
    settings.chose(kind, name)
    return Path(name)
