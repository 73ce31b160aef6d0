"""Puzzles at the table (docs/puzzles.md): Game > Puzzles chooses one from the pack or a file;
the puzzle is played on the real table, its goal shown beside it, the opponent answered by the
program (their best defence), with a hint on request and Retry back to the start."""

from __future__ import annotations

import json
from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from playtester.practice.coach import Coach
from playtester.practice.making import Played, puzzle_from_line
from playtester.practice.pack import pack
from playtester.practice.puzzle import Puzzle, PuzzleError, load_puzzle
from playtester.ui import files, messages
from playtester.ui.controller import TableController

if TYPE_CHECKING:
    from playtester.record.recording import Recording
    from playtester.ui.window import MainWindow

STARS = "\u2605"


class PuzzleChooser(QDialog):
    """The bundled puzzles, easiest first, and a button to open a puzzle file instead."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle("Puzzles")
        self.chosen: Puzzle | None = None
        column = QVBoxLayout(self)
        column.addWidget(QLabel("Choose a puzzle: reach its goal from the position shown."))
        self.list = QListWidget()
        self.found: list[Puzzle] = []
        try:
            bundled = pack()
        except (OSError, PuzzleError) as exc:  # a damaged installation: say it, offer files
            column.addWidget(QLabel(f"The bundled puzzles cannot be read: {exc}"))
            bundled = []
        for _, puzzle in bundled:
            item = QListWidgetItem(
                f"{puzzle.game.capitalize()}  {STARS * puzzle.difficulty:<5}  {puzzle.title}"
            )
            item.setToolTip(puzzle.goal_words())
            self.list.addItem(item)
            self.found.append(puzzle)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda item: self.accept())
        column.addWidget(self.list)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Play")
        self.open_button = buttons.addButton(
            "Open File\u2026", QDialogButtonBox.ButtonRole.ActionRole
        )
        self.open_button.clicked.connect(self._open_file)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.resize(520, 420)

    def accept(self) -> None:
        row = self.list.currentRow()
        if self.chosen is None and 0 <= row < len(self.found):
            self.chosen = self.found[row]
        super().accept()

    def _open_file(self) -> None:
        path = files.open_file(self, "Open a puzzle", "puzzles", "Puzzles (*.json);;All (*)")
        if path is None:
            return
        try:
            self.chosen = load_puzzle(path)
        except (OSError, PuzzleError) as exc:
            messages.tell(self, "Puzzles", f"This is no puzzle: {exc}", warning=True)
            return
        self.accept()


class PuzzlePanel(QDockWidget):
    """The puzzle being played: title, goal, how it stands, a hint, Retry."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__("Puzzle", window)
        self.setObjectName("puzzle-dock")
        self.window_ = window
        self.coach: Coach | None = None
        self.controller: TableController | None = None
        body = QWidget()
        column = QVBoxLayout(body)
        self.title = QLabel()
        self.goal = QLabel()
        self.state = QLabel()
        self.hint_text = QLabel()
        for label in (self.title, self.goal, self.state, self.hint_text):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            column.addWidget(label)
        self.hint_button = QPushButton("Hint")
        self.hint_button.clicked.connect(self.hint)
        self.retry_button = QPushButton("Retry")
        self.retry_button.clicked.connect(self.retry)
        column.addWidget(self.hint_button)
        column.addWidget(self.retry_button)
        column.addStretch(1)
        self.setWidget(body)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self)

    def start(self, puzzle: Puzzle) -> None:
        """Put the puzzle's position on the table, the program answering for the opponent."""
        coach = Coach(puzzle)
        fresh = TableController(puzzle.game_at_start(), "goldfish")
        fresh.seat = fresh.viewer = puzzle.side
        fresh.program = coach.answer
        fresh.meta = {"puzzle": puzzle.title}
        self.coach = coach
        self.window_.games.put_practice(fresh)
        self.controller = self.window_.controller
        self.controller.autoplay()  # the opponent may act first (a puzzle to survive)
        self.controller.changed.emit()
        self.title.setText(f"<h3>{escape(puzzle.title or 'Puzzle')}</h3>")
        self.goal.setText(f"<b>Goal:</b> {escape(puzzle.goal_words())}")
        self.hint_text.setText("")
        self.show()
        self.refresh()

    def playing(self) -> bool:
        """Whether the game on the table is still this panel's puzzle."""
        return self.coach is not None and self.window_.controller.program == self.coach.answer

    def refresh(self) -> None:
        """Say how the puzzle stands after each change on the table."""
        if not self.playing():
            self.state.setText("<i>The table has another game now.</i>")
            return
        assert self.coach is not None
        game = self.window_.controller.game
        status = self.coach.status(game)
        if status is True:
            comment = self.coach.puzzle.comment
            said = "<b>Solved!</b>" + (f" {escape(comment)}" if comment else "")
        elif status is False:
            said = "<b>The goal is missed.</b> Undo or Retry to try again."
        elif game.history and self.coach.still_reachable(game) is False:
            said = "The goal can no longer be reached from here: undo and try again."
        else:
            said = "Your move." if game.to_play == self.coach.puzzle.side else "Their move."
        self.state.setText(said)

    def hint(self) -> None:
        """The next hint: the author's words and an action that still reaches the goal."""
        if not self.playing():
            return
        assert self.coach is not None
        given = self.coach.hint(self.window_.controller.game)
        parts = [escape(given.words)] if given.words else []
        if given.action is not None:
            parts.append(f"Try <code>{escape(str(given.action))}</code>.")
        elif not parts:
            parts.append("No action of yours reaches the goal from here.")
        self.hint_text.setText("<b>Hint:</b> " + " ".join(parts))

    def retry(self) -> None:
        """Back to the puzzle's start, the opponent's first answers played again."""
        if not self.playing():
            return
        controller = self.window_.controller
        while controller.game.history:
            controller.undo()
        controller.autoplay()
        controller.changed.emit()
        self.hint_text.setText("")


def choose_puzzle(window: MainWindow) -> None:
    """Game > Puzzles: choose one and play it at the table."""
    dialog = PuzzleChooser(window)
    if not dialog.exec() or dialog.chosen is None:
        return
    play(window, dialog.chosen)


def play(window: MainWindow, puzzle: Puzzle) -> PuzzlePanel:
    """Play `puzzle` at the table, its panel beside it (made once a window)."""
    panel = window.puzzle_panel
    if panel is None:
        panel = PuzzlePanel(window)
        window.puzzle_panel = panel
        window.controller.changed.connect(panel.refresh)
    panel.start(puzzle)
    return panel


def puzzle_from_replay(recording: Recording, nodes: Sequence[int]) -> Puzzle:
    """The puzzle at the first of `nodes` (a step of a recording's line) with the steps after
    it as its line, their comments as hints."""
    first, after = nodes[0], nodes[1:]
    line = [
        Played(recording.action(n), recording.step(n).actor, recording.notes.get(n).comment)
        for n in after
    ]
    game = recording.game_at(first)
    title = f"{recording.title}, from step {recording.step(first).ply}" if first else ""
    return puzzle_from_line(game, line, title or f"{recording.title}, from the start")


def save_puzzle_from(parent: QWidget, recording: Recording, nodes: Sequence[int]) -> Path | None:
    """Make Puzzle from Here: ask where, write the puzzle file; returns where it went."""
    try:
        puzzle = puzzle_from_replay(recording, nodes)
    except (PuzzleError, ValueError) as exc:
        messages.tell(parent, "Make Puzzle", f"This step makes no puzzle: {exc}", warning=True)
        return None
    path = files.save_file(parent, "Save the puzzle", "puzzles", "puzzle.json", "Puzzles (*.json)")
    if path is None:
        return None
    try:
        write_puzzle(puzzle, path)
    except OSError as exc:
        messages.tell(parent, "Make Puzzle", f"Could not write {path}: {exc}", warning=True)
        return None
    return path


def write_puzzle(puzzle: Puzzle, path: Path) -> None:
    """Write a puzzle file (whole or not at all: the earlier file stays on failure)."""
    from playtester.files import write_bytes

    write_bytes(path, (json.dumps(puzzle.to_dict(), indent=1) + "\n").encode("utf-8"))
