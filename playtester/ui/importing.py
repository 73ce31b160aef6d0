"""Cards ▸ Import...: card files (Card Game Simulator JSON or CSV, WIXOSS's Japanese CSV layout,
Cockatrice XML, or folders of them) of the game chosen (the table's) read into the user's
library in one pass, with a progress bar, then what the import did in plain words
(printings added, changed, unchanged, skipped with reasons)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from playtester.cards.importers import card_files, import_files
from playtester.cards.imports import ImportReport
from playtester.cards.schema import CardDatabaseError
from playtester.engine import registry
from playtester.ui import files, settings


class Importer(QThread):
    """Runs one import away from the window: reading files, then writing printings."""

    progressed = Signal(str, int, int)  # what ("reading files", "writing printings"), done, total
    finished_with = Signal(object)  # the ImportReport
    failed = Signal(str)

    def __init__(
        self, paths: list[Path], parent: QWidget | None = None, game: str = "vanguard"
    ) -> None:
        super().__init__(parent)
        self.paths = paths
        self.game = game

    def run(self) -> None:
        def reading(done: int, total: int) -> None:
            self.progressed.emit("reading files", done, total)

        def writing(done: int, total: int) -> None:
            self.progressed.emit("writing printings", done, total)

        try:
            report = import_files(self.paths, reading=reading, progress=writing, game=self.game)
        except CardDatabaseError as exc:
            self.failed.emit(str(exc))
            return
        self.finished_with.emit(report)


class ImportDialog(QDialog):
    """Choose card files or folders, import them, and read what the import did."""

    def __init__(self, parent: QWidget | None = None, game: str = "vanguard") -> None:
        super().__init__(parent)
        self.setWindowTitle("Import Cards")
        self.game = QComboBox()  # the games whose cards are read from card files
        for model in registry.card_models():
            if model.records is not None:
                self.game.addItem(registry.words_for(model.game).title, model.game)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self.resize(640, 460)
        self.paths: list[Path] = []
        self.importer: Importer | None = None
        self.report: ImportReport | None = None
        self.files = QListWidget()
        add_files = QPushButton("Add &Files…")
        add_folder = QPushButton("Add a F&older…")
        add_files.clicked.connect(self._add_files)
        add_folder.clicked.connect(self._add_folder)
        self.start = QPushButton("&Import")
        self.start.setEnabled(False)
        self.start.clicked.connect(self.run)
        self.stage = QLabel("Card Game Simulator set files (JSON) or CSV, or folders of them.")
        self.bar = QProgressBar()
        self.bar.setVisible(False)
        self.said = QPlainTextEdit()
        self.said.setReadOnly(True)
        self.said.setPlaceholderText("What the import did is shown here.")
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addWidget(self.game)
        for button in (add_files, add_folder):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.start)
        layout = QVBoxLayout(self)
        layout.addWidget(self.files, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.stage)
        layout.addWidget(self.bar)
        layout.addWidget(self.said, 2)
        layout.addWidget(close)

    def add(self, paths: list[Path]) -> None:
        """Add files or folders to import (a folder: its card files)."""
        found, problems = card_files(paths)
        for path in found:
            if path not in self.paths:
                self.paths.append(path)
                self.files.addItem(str(path))
        if problems:
            self.said.setPlainText("\n".join(problems))
        self.start.setEnabled(bool(self.paths))

    def _add_files(self) -> None:
        self.add(
            files.open_files(
                self, "Card files", "cards", "Card files (*.json *.csv *.xml);;All files (*)"
            )
        )

    def _add_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, "A folder of card files", str(settings.folder("cards"))
        )
        if folder:
            settings.chose("cards", Path(folder).parent)
            self.add([Path(folder)])

    def run(self) -> None:
        """Import the files listed, in one pass, away from the window."""
        if not self.paths or self.importer is not None:
            return
        self.start.setEnabled(False)
        self.bar.setVisible(True)
        self.said.clear()
        self.importer = Importer(list(self.paths), self, str(self.game.currentData()))
        self.importer.progressed.connect(self._progressed)
        self.importer.finished_with.connect(self._done)
        self.importer.failed.connect(self._failed)
        self.importer.start()

    def _progressed(self, what: str, done: int, total: int) -> None:
        self.stage.setText(f"{what.capitalize()}: {done:,} of {total:,}")
        self.bar.setRange(0, max(total, 1))
        self.bar.setValue(done)

    def _done(self, report: ImportReport) -> None:
        self.report = report
        self.stage.setText("Done. Decks and searches use the new cards now.")
        self.bar.setRange(0, 1)  # full, even when nothing was left to write
        self.bar.setValue(1)
        lines = [*(f"cannot use {failure}" for failure in report.failed), *report.lines(every=True)]
        self.said.setPlainText("\n".join(lines))
        self._finish()

    def _failed(self, message: str) -> None:
        self.stage.setText("The import failed; nothing was written.")
        self.said.setPlainText(message)
        self._finish()

    def _finish(self) -> None:
        if self.importer is not None:
            self.importer.wait()
        self.importer = None
        self.paths.clear()
        self.files.clear()
        self.start.setEnabled(False)
