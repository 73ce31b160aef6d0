"""The recordings library: every game played at the table, to watch again, resume, export,
import or delete."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from playtester.engine.registry import hooks_for
from playtester.ui import messages
from playtester.ui.controller import MODE_NAMES

COLUMNS = ("Game", "Mode", "Format", "Decks", "Turn", "Steps", "Played", "State")
NONE = "\u2014"  # a recording made before this was kept


def _when(ms: int) -> str:
    return datetime.datetime.fromtimestamp(ms / 1000).strftime("%Y-%m-%d %H:%M")


def _steps(info: Any) -> str:
    """The main line's steps, as the replay viewer counts them, and any in variations."""
    extra = info.steps - info.main
    return f"{info.main} (+{extra} in variations)" if extra > 0 else str(info.main)


def _cells(info: Any) -> tuple[str, ...]:
    mode = MODE_NAMES.get(info.mode, info.mode.capitalize() or NONE)
    fmt = _format_name(info.game, info.format) if info.format else NONE
    decks = " vs ".join(info.decks) or NONE
    return (info.title, mode, fmt, decks, str(info.turn), _steps(info), _when(info.updated),
            _state(info))  # fmt: skip


def _format_name(game: str, format: str) -> str:
    """The format's title in its game (as it was stored, for a game not known here)."""
    try:
        return hooks_for(game).format_name(format)
    except ValueError:
        return format


def _state(info: Any) -> str:
    if info.winner is not None:
        names = info.names
        return f"{names[info.winner] if info.winner < len(names) else '?'} won"
    return "unfinished" if info.unfinished else "left"


class RecordingsDialog(QDialog):
    """`library` is a record.library.Library; the window's callbacks watch and resume."""

    def __init__(
        self, library: Any, watch: Any, resume: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.library, self.watch, self.resume = library, watch, resume
        self.setWindowTitle("Recordings")
        self.resize(1040, 480)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.doubleClicked.connect(lambda _index: self._watch())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        for text, slot in (
            ("Watch", self._watch),
            ("Resume", self._resume),
            ("Export\u2026", self._export),
            ("Import\u2026", self._import),
            ("Delete", self._delete),
        ):
            button = QPushButton(text)
            button.clicked.connect(lambda _c=False, slot=slot: slot())
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        infos = self.library.recordings()
        self.table.setRowCount(len(infos))
        for row, info in enumerate(infos):
            for column, text in enumerate(_cells(info)):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, info.id)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        if infos:
            self.table.selectRow(0)

    def selected(self) -> int | None:
        items = self.table.selectedItems()
        return int(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def _watch(self) -> None:
        """Open the replay viewer; the list closes, so that the viewer takes input."""
        chosen = self.selected()
        if chosen is not None:
            self.accept()
            self.watch(chosen)

    def _resume(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self.resume(chosen)
            self.accept()

    def _export(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, "Export a recording", str(Path.home() / "game.playtester.json"),
            "Recordings (*.json)",
        )  # fmt: skip
        if not name:
            return
        try:
            self.library.export(chosen, name)
        except (OSError, ValueError) as exc:
            messages.tell(self, "Export", f"Could not export to {name}: {exc}", warning=True)

    def _import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, "Import a recording", str(Path.home()), "Recordings (*.json);;All files (*)"
        )
        if not name:
            return
        try:
            _, warnings = self.library.import_file(name)
        except ValueError as exc:  # the portable file's errors name what is wrong
            messages.tell(self, "Import", str(exc), warning=True)
            return
        if warnings:
            messages.tell(self, "Import", "\n".join(warnings))
        self.refresh()

    def _delete(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        if messages.ask(self, "Delete", "Delete this recording for good?", "Delete", "Keep"):
            self.library.delete(chosen)
            self.refresh()
