"""Dialogs: New Game, Keyboard Shortcuts and About."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from playtester.cards.trial import deal_problems
from playtester.engine import registry
from playtester.ui import deckbox, files, messages, settings
from playtester.ui.files import DECK_FILES
from playtester.ui.shortcuts import ShortcutRegistry


@dataclass
class NewGame:
    game: str
    mode: str
    format: str
    decks: list[Path]
    seed: int | None
    names: tuple[str, str]
    opponent: str = ""  # solo: the level the program plays the second seat at


class NewGameDialog(QDialog):
    """Game, format, mode (solo against the program at a level the game offers, or hot-seat),
    decks (demo decks and the user's files), names and an optional seed; the choices are
    remembered for the next time (settings.ini, `new_game/...`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Game")
        self.form = form = QFormLayout()
        self.game = QComboBox()
        for game in registry.games(table=True):
            self.game.addItem(registry.words_for(game).title, game)
        self.mode = QComboBox()
        self.mode.addItem("Solo: your deck against an opponent the program plays", "goldfish")
        self.mode.addItem("Hot-seat: two players at this screen", "hotseat")
        self.opponent = QComboBox()
        self.format = QComboBox()
        self._fill_formats()
        self.decks = [self._deck_picker(i) for i in (0, 1)]
        self.names = [QLineEdit("Player 1"), QLineEdit("Player 2")]
        self.seed = QLineEdit()
        self.seed.setPlaceholderText("random")
        self.handover = messages.plain(QLabel())  # when the screen changes hands
        self.handover.setWordWrap(True)
        rows: list[tuple[str, QWidget]] = [
            ("Game", self.game),
            ("Mode", self.mode),
            ("Opponent", self.opponent),
            ("", self.handover),
            ("Format", self.format),
            ("Player 1", self.names[0]),
            ("Player 2", self.names[1]),
            ("Player 1's deck", self.decks[0][0]),  # named after the players, as they typed
            ("Player 2's deck", self.decks[1][0]),
            ("Seed", self.seed),
        ]
        for title, field in rows:
            form.addRow(messages.plain(QLabel(title)), field)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.column = QVBoxLayout(self)
        self.column.addLayout(form)
        self.column.addStretch(1)  # a mode with fewer rows leaves room above the buttons
        self.column.addWidget(buttons)
        self.result_value: NewGame | None = None
        self._steady_size()
        self._remembered()
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.format.currentIndexChanged.connect(self._fill_decks)
        self.mode.currentIndexChanged.connect(self._show_mode)
        self.opponent.currentIndexChanged.connect(self._show_mode)
        for name in self.names:
            name.textChanged.connect(self._show_mode)
        self._show_mode()

    def _steady_size(self) -> None:
        """Make the dialog as large as its largest game and mode need, so that it keeps its
        size when either changes (rows come and go with the mode; the boxes keep their widths
        whatever the game's texts)."""
        width = height = 0
        for combo in (self.game, self.mode, self.opponent, self.format):
            self._fixed_width(combo, 46)
        for _, combo in self.decks:
            self._fixed_width(combo, 28)
        for game in range(self.game.count()):
            self.game.setCurrentIndex(game)
            self._fill_formats()
            self._fill_decks()
            for mode in range(self.mode.count()):
                self.mode.setCurrentIndex(mode)
                self._show_mode()
                self.column.activate()
                hint = self.sizeHint()
                width, height = max(width, hint.width()), max(height, hint.height())
        self.game.setCurrentIndex(0)
        self.mode.setCurrentIndex(0)
        self._fill_formats()
        self.setMinimumSize(width, height)
        self.resize(width, height)

    @staticmethod
    def _fixed_width(combo: QComboBox, characters: int) -> None:
        """The combo box is as wide as `characters`, whatever its items say (a longer one is
        cut short in the box, and shown whole in its list)."""
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(characters)

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

    def _player(self, seat: int) -> str:
        if seat == 1 and self.mode.currentData() == "goldfish":
            return self._opponent_title()
        return self.names[seat].text().strip() or f"Player {seat + 1}"

    def _opponent_title(self) -> str:
        """The name the program's player goes by: its level's ("Sparring partner")."""
        levels = registry.players_for(str(self.game.currentData())).opponents
        level = levels.get(str(self.opponent.currentData()))
        return level.title if level is not None else next(iter(levels.values())).title

    def _show_mode(self) -> None:
        """Solo: the opponent's level, no second name; hot-seat: when the screen changes
        hands. Each deck is labelled with its player's name."""
        hotseat = self.mode.currentData() == "hotseat"
        self.form.setRowVisible(self.opponent, not hotseat)
        self.handover.setText(registry.players_for(str(self.game.currentData())).handover)
        self.form.setRowVisible(self.names[1], hotseat)
        self.form.setRowVisible(self.handover, hotseat)
        for seat, (box, _) in enumerate(self.decks):
            label = self.form.labelForField(box)
            if isinstance(label, QLabel):
                label.setText(f"{self._player(seat)}'s deck")

    def _game_chosen(self) -> None:
        self._fill_formats()
        self._show_mode()

    def _fill_formats(self) -> None:
        """The formats and the opponents' levels of the chosen game, as it offers them."""
        parts = registry.parts_for(str(self.game.currentData()))
        self.format.clear()
        for name, offer in parts.words.formats.items():
            self.format.addItem(offer, name)
        chosen = self.opponent.currentData()
        self.opponent.clear()
        for name, level in parts.players.opponents.items():
            self.opponent.addItem(f"{level.title}: {level.about}", name)
        self.opponent.setCurrentIndex(max(0, self.opponent.findData(chosen)))

    def _fill_decks(self) -> None:
        """The demo decks of the chosen game and format (a different one for each seat)."""
        game, format = str(self.game.currentData()), str(self.format.currentData())
        for _, combo in self.decks:
            deckbox.fill(combo, format, game, int(combo.property("seat")))

    def _browse(self, combo: QComboBox) -> None:
        """Choose a deck file for a seat; one that cannot be played in this game and format
        is said at once, and the seat keeps its deck."""
        path = files.open_file(self, "Choose a deck list", "decks", DECK_FILES)
        if path is not None and self._playable(int(combo.property("seat")), path):
            deckbox.choose(combo, path)

    def _playable(self, seat: int, path: Path) -> bool:
        """Whether a seat's deck can be played in the game and format chosen; if not, a
        message says why."""
        game, format = str(self.game.currentData()), str(self.format.currentData())
        problems = deal_problems(game, format, path, self._player(seat))
        if problems:
            text = f"{self._player(seat)}'s deck cannot be played:\n\n" + "\n".join(problems)
            messages.tell(self, "New Game", text, warning=True)
        return not problems

    def _remembered(self) -> None:
        """The choices of the last new game (a deck file that is gone is left out)."""
        for box, key in (
            (self.game, "game"),
            (self.mode, "mode"),
            (self.format, "format"),
            (self.opponent, "opponent"),
        ):
            index = box.findData(str(settings.get(f"new_game/{key}", "")))
            if index >= 0:
                box.setCurrentIndex(index)
            if box is self.game:
                self._fill_formats()  # the formats and levels of the game remembered
        self._fill_decks()
        for seat, (_, combo) in enumerate(self.decks):
            path = Path(str(settings.get(f"new_game/deck{seat + 1}", "")))
            if path.name and path.is_file():
                deckbox.choose(combo, path)
            name = str(settings.get(f"new_game/name{seat + 1}", ""))
            if name:
                self.names[seat].setText(name)

    def _accept(self) -> None:
        text = self.seed.text().strip()
        if text and not text.lstrip("-").isdigit():
            messages.tell(
                self, "New Game", "The seed must be a whole number, or empty.", warning=True
            )
            return
        chosen = NewGame(
            game=str(self.game.currentData()),
            mode=str(self.mode.currentData()),
            format=str(self.format.currentData()),
            decks=[Path(str(combo.currentData())) for _, combo in self.decks],
            seed=int(text) if text else None,
            names=(self.names[0].text() or "Player 1", self.names[1].text() or "Player 2"),
            opponent=str(self.opponent.currentData()),
        )
        if not all(self._playable(seat, path) for seat, path in enumerate(chosen.decks)):
            return  # the dialog stays open, every choice kept
        self.result_value = chosen
        for key, value in (
            ("game", chosen.game),
            ("mode", chosen.mode),
            ("format", chosen.format),
            ("opponent", chosen.opponent),
        ):
            settings.put(f"new_game/{key}", value)
        for seat in (0, 1):
            settings.put(f"new_game/deck{seat + 1}", str(chosen.decks[seat]))
            settings.put(f"new_game/name{seat + 1}", chosen.names[seat])
        self.accept()


class ShortcutsDialog(QDialog):
    """Edit the key of every command; changes apply at once and are remembered."""

    def __init__(self, registry: ShortcutRegistry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.registry = registry
        self.setWindowTitle("Keyboard Shortcuts")
        self.resize(560, 640)
        self.table = QTableWidget(len(registry.commands), 2)
        self.table.setHorizontalHeaderLabels(["Command", "Key"])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.edits: dict[str, QKeySequenceEdit] = {}
        for row, command in enumerate(registry.commands):
            self.table.setItem(
                row, 0, QTableWidgetItem(registry[command.id].text().replace("&", ""))
            )
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
        for command in self.registry.commands:
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
        "<p>A playtesting table for Cardfight!! Vanguard and WIXOSS: goldfish, hot-seat, undo "
        "anything.</p>"
        "<p>Licensed under the MIT licence. The bundled cards are original cards written for "
        "this project; the card faces are set in the DejaVu fonts (Bitstream Vera licence).</p>"
        "<p>Card names and texts that you import belong to their publishers; "
        "playtester is not affiliated with or endorsed by them.</p>"
        f"<p>Your cards, games and settings are kept in<br>{escape(str(home()))}</p>",
    )
