"""The recordings library: every game played at the table, to watch again, resume, export,
import or delete. An import replays every step of the file (a large one takes a while): it runs
away from the window, with a progress dialog and Cancel."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QThread, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QProgressDialog,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from playtester.engine.registry import words_for
from playtester.record.library import Library, LibraryError
from playtester.ui import files, messages
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
        return words_for(game).format_names.get(format, format)
    except ValueError:
        return format


def _state(info: Any) -> str:
    if info.winner is not None:
        names = info.names
        return f"{names[info.winner] if info.winner < len(names) else '?'} won"
    return "unfinished" if info.unfinished else "left"


class _Cancelled(Exception):
    """Raised inside an import to stop it; the import's transaction is rolled back."""


class RecordingImport(QThread):
    """Imports one recording file in the background, through its own connection to the
    library file (an SQLite connection is used only by the thread that made it)."""

    progressed = Signal(int, int)  # steps replayed, steps in all
    imported = Signal(int, list)  # the new recording's id, the import's warnings
    failed = Signal(str)

    def __init__(self, library: Path, file: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library, self.file = library, file

    def run(self) -> None:
        def progress(done: int, total: int) -> None:
            if self.isInterruptionRequested():
                raise _Cancelled
            self.progressed.emit(done, total)

        try:
            with Library(self.library) as library:
                recording, warnings = library.import_file(self.file, progress)
                self.imported.emit(recording.id, warnings)
        except _Cancelled:
            return
        except (ValueError, OSError, LibraryError) as exc:  # each names what is wrong
            self.failed.emit(str(exc))


class RecordingsDialog(QDialog):
    """`library` is a record.library.Library; the window's callbacks watch and resume."""

    def __init__(
        self, library: Any, watch: Any, resume: Any, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.library, self.watch, self.resume = library, watch, resume
        self.importing: RecordingImport | None = None
        self.practise: Any = None  # the window's: find the move in a recording's marked steps
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
            ("Practise", self._practise),
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

    def _practise(self) -> None:
        """Find the move: the list closes, the lesson is played at the table."""
        chosen = self.selected()
        if chosen is not None and self.practise is not None:
            self.accept()
            self.practise(chosen)

    def _resume(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self.resume(chosen)
            self.accept()

    def _export(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        path = files.save_file(
            self, "Export a recording", "recordings", "game.playtester.json", "Recordings (*.json)"
        )
        if path is None:
            return
        try:
            self.library.export(chosen, path)
        except (OSError, ValueError) as exc:
            messages.tell(self, "Export", f"Could not export to {path}: {exc}", warning=True)

    def _import(self) -> None:
        path = files.open_file(
            self, "Import a recording", "recordings", "Recordings (*.json);;All files (*)"
        )
        if path is not None and self.importing is None:
            self.import_file(path)

    def import_file(self, file: Path) -> None:
        """Import a recording file away from the window, showing how far the replay of its
        steps has come; Cancel leaves nothing of it in the library."""
        progress = QProgressDialog(f"Importing {file.name}\u2026", "Cancel", 0, 0, self)
        progress.setWindowTitle("Import")
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        assert self.library.path is not None, "the table's library is a file"
        runner = RecordingImport(self.library.path, file, self)
        self.importing = runner

        def advanced(done: int, total: int) -> None:
            progress.setMaximum(total)
            progress.setValue(done)
            progress.setLabelText(f"Importing {file.name}: step {done:,} of {total:,}")

        def imported(_recording: int, warnings: list[str]) -> None:
            progress.close()
            self.refresh()
            if warnings:
                messages.tell(self, "Import", "\n".join(warnings))

        def failed(problem: str) -> None:
            progress.close()
            messages.tell(self, "Import", problem, warning=True)

        def ended() -> None:
            progress.close()
            progress.deleteLater()
            runner.deleteLater()
            self.importing = None

        runner.progressed.connect(advanced)
        runner.imported.connect(imported)
        runner.failed.connect(failed)
        runner.finished.connect(ended)
        progress.canceled.connect(runner.requestInterruption)
        runner.start()

    def done(self, result: int) -> None:
        """Closing the list stops an import still running (nothing of it is kept)."""
        if self.importing is not None:
            self.importing.requestInterruption()
            self.importing.wait()
        super().done(result)

    def _delete(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        if messages.ask(self, "Delete", "Delete this recording for good?", "Delete", "Keep"):
            self.library.delete(chosen)
            self.refresh()
