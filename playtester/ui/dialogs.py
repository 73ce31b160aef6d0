"""Dialogs: New Game, Keyboard Shortcuts and About."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QKeySequenceEdit,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from playtester.resources import demo_decks
from playtester.ui.shortcuts import COMMANDS, ShortcutRegistry


@dataclass
class NewGame:
    mode: str
    format: str
    decks: list[Path]
    seed: int | None
    names: tuple[str, str]


def _title(path: Path) -> str:
    return path.stem.replace("-", " ").title()


class NewGameDialog(QDialog):
    """Game, format, mode, decks (demo decks and the user's files), names and an optional seed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Game")
        form = QFormLayout()
        self.game = QComboBox()
        self.game.addItem("Cardfight!! Vanguard", "vanguard")
        self.mode = QComboBox()
        self.mode.addItem("Goldfish: your deck against a passive opponent", "goldfish")
        self.mode.addItem("Hot-seat: two players at this screen", "hotseat")
        self.format = QComboBox()
        self.format.addItem("Standard (classic rules)", "standard")
        self.format.addItem("G era (G zone, stride, G-Assist)", "g")
        self.format.addItem("Premium (G era and Imaginary Gifts)", "premium")
        self.decks = [self._deck_picker(i) for i in (0, 1)]
        self.names = [QLineEdit("Player 1"), QLineEdit("Player 2")]
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        form.addRow("Game", self.game)
        form.addRow("Mode", self.mode)
        form.addRow("Format", self.format)
        form.addRow("Your deck", self.decks[0][0])
        form.addRow("Opponent's deck", self.decks[1][0])
        form.addRow("Player 1", self.names[0])
        form.addRow("Player 2", self.names[1])
        form.addRow("Seed", self.seed)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.result_value: NewGame | None = None
        self.format.currentIndexChanged.connect(self._fill_decks)
        self._fill_decks()

    def _deck_picker(self, index: int) -> tuple[QWidget, QComboBox]:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        combo = QComboBox()
        combo.setProperty("seat", index)
        browse = QPushButton("Browse\u2026")
        browse.clicked.connect(lambda: self._browse(combo))
        row.addWidget(combo, 1)
        row.addWidget(browse)
        return box, combo

    def _fill_decks(self) -> None:
        """The demo decks of the chosen format (a different one for each seat)."""
        for _, combo in self.decks:
            combo.clear()
            for path in demo_decks(str(self.format.currentData())):
                combo.addItem(f"{_title(path)} (demo)", str(path))
            combo.setCurrentIndex(min(int(combo.property("seat")), combo.count() - 1))

    def _browse(self, combo: QComboBox) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, "Choose a deck list", str(Path.home()), "Deck lists (*.txt *.dek);;All files (*)"
        )
        if name:
            combo.addItem(_title(Path(name)), name)
            combo.setCurrentIndex(combo.count() - 1)

    def _accept(self) -> None:
        text = self.seed.text().strip()
        if text and not text.lstrip("-").isdigit():
            QMessageBox.warning(self, "New Game", "The seed must be a whole number, or empty.")
            return
        self.result_value = NewGame(
            mode=str(self.mode.currentData()),
            format=str(self.format.currentData()),
            decks=[Path(str(combo.currentData())) for _, combo in self.decks],
            seed=int(text) if text else None,
            names=(self.names[0].text() or "Player 1", self.names[1].text() or "Player 2"),
        )
        self.accept()


class ShortcutsDialog(QDialog):
    """Edit the key of every command; changes apply at once and are remembered."""

    def __init__(self, registry: ShortcutRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.setWindowTitle("Keyboard Shortcuts")
        self.resize(560, 640)
        self.table = QTableWidget(len(COMMANDS), 2)
        self.table.setHorizontalHeaderLabels(["Command", "Key"])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.edits: dict[str, QKeySequenceEdit] = {}
        for row, command in enumerate(COMMANDS):
            self.table.setItem(row, 0, QTableWidgetItem(command.text.replace("&", "")))
            edit = QKeySequenceEdit(registry[command.id].shortcut())
            edit.setMaximumSequenceLength(1)
            self.edits[command.id] = edit
            self.table.setCellWidget(row, 1, edit)
        self.table.resizeColumnToContents(0)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        defaults = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        defaults.clicked.connect(self._defaults)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)

    def _defaults(self) -> None:
        for command in COMMANDS:
            self.edits[command.id].setKeySequence(QKeySequence(command.key))

    def _save(self) -> None:
        for command_id, edit in self.edits.items():
            self.registry.set_key(command_id, edit.keySequence().toString())
        self.accept()


def about(parent: QWidget, version: str) -> None:
    """The version (pyproject.toml's, through the installed metadata), the licences, the
    card-data notice and the user's data folder."""
    from html import escape

    from playtester.userdata import home

    QMessageBox.about(
        parent,
        "About playtester",
        f"<h3>playtester {escape(version)}</h3>"
        "<p>A playtesting table for Cardfight!! Vanguard: goldfish, hot-seat, undo anything.</p>"
        "<p>Licensed under the MIT licence. The bundled cards are original cards written for "
        "this project; the card faces are set in the DejaVu fonts (Bitstream Vera licence).</p>"
        "<p>Card names and texts that you import belong to their publishers; "
        "playtester is not affiliated with or endorsed by them.</p>"
        f"<p>Your cards, games and settings are kept in<br>{escape(str(home()))}</p>",
    )
