"""The replay viewer: step through a recorded game on the table, from either player's side or
with everything shown, read and write the teacher's notes, switch between variations, play
on from any step, and export a lesson."""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStyle,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from playtester.engine import Action
from playtester.record.annotations import MARK_NAMES, MARKS, Target
from playtester.record.printer import Shown, say
from playtester.record.recording import Recording
from playtester.ui import files, messages
from playtester.ui.controller import TableController
from playtester.ui.curtain import Curtain
from playtester.ui.pixmaps import Pixmaps
from playtester.ui.scene import TableScene
from playtester.ui.timeline import Timeline
from playtester.ui.view import TableView
from playtester.ui.watching import (
    EVERYTHING_FIRST,
    Watching,
    curtain_words,
    nearest,
    offer_views,
    told_steps,
)

SPEEDS = (("0.5x", 2400), ("1x", 1200), ("2x", 600), ("4x", 300))


class ReplayController(TableController):
    """A recorded game shown step by step: nothing can be played on it."""

    read_only = True

    def act(self, action: Action | str, force: bool = False) -> bool:
        self.message.emit("This is a replay: use Play from Here to play on from this step.")
        return False

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False


class ReplayWindow(QMainWindow):
    def __init__(
        self,
        recording: Recording,
        pixmaps: Pixmaps | None = None,
        play_from: Callable[[Recording, int], None] | None = None,
        watching: Watching = EVERYTHING_FIRST,
    ) -> None:
        super().__init__()
        self.watching = watching
        self.recording = recording
        self.play_from_callback = play_from
        self.replay = recording.replay()
        self.words = recording.replay()  # its own cursor: saying a step moves it
        self.controller = ReplayController(self.replay.goto(0))
        self.controller.recording = recording
        self.controller.reveal_all = True
        self.controller.viewer = 0
        self.pixmaps = pixmaps or Pixmaps()
        self.scene = TableScene(self.controller, self.pixmaps)
        self.view = TableView(self.scene)
        self.view.set_mat(self.scene.mat, self.scene.mat_rect)
        self.line: list[int] = [0, *recording.main_line()]  # the line on show, every step
        self.nodes = list(self.line)  # those the chosen view is shown (see told_steps)
        self.index = 0
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.setWindowTitle(f"Replay: {recording.title}")
        self.resize(1500, 960)
        self._build()
        self.curtain = Curtain(self)
        self.scene.sketched.connect(self._sketched)
        self.controller.message.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self.offer(watching)
        self.goto(0)

    # -- building -------------------------------------------------------------------------

    def _build(self) -> None:
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        bar.setContentsMargins(8, 6, 8, 6)
        self.buttons: dict[str, QToolButton] = {}
        icons = QStyle.StandardPixmap
        for key, icon, tip, slot in (
            ("start", icons.SP_MediaSkipBackward, "To the start (Home)", lambda: self.goto(0)),
            ("back", icons.SP_MediaSeekBackward, "One step back (Left)",
             lambda: self.goto(self.index - 1)),
            ("play", icons.SP_MediaPlay, "Play / pause (Space)", self.toggle_play),
            ("forward", icons.SP_MediaSeekForward, "One step on (Right)",
             lambda: self.goto(self.index + 1)),
            ("end", icons.SP_MediaSkipForward, "To the end (End)",
             lambda: self.goto(len(self.nodes) - 1)),
        ):  # fmt: skip
            button = QToolButton()
            button.setIcon(self.style().standardIcon(icon))
            button.setToolTip(tip)
            button.clicked.connect(lambda _c=False, slot=slot: slot())
            bar.addWidget(button)
            self.buttons[key] = button
        self.speed = QComboBox()
        for label, ms in SPEEDS:
            self.speed.addItem(label, ms)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._speed_changed)
        self.perspective = QComboBox()  # each player's view by their name
        self.perspective.currentIndexChanged.connect(self._perspective)
        self.position = QLabel()
        play_here = QPushButton("Play from Here")
        play_here.setToolTip(
            "Turn this step into a live game; what you play is kept as a variation"
        )
        play_here.clicked.connect(self.play_here)
        export = QPushButton("Export Lesson\u2026")
        export.clicked.connect(self.export_lesson)
        self.make_puzzle = QPushButton("Make Puzzle from Here\u2026")
        self.make_puzzle.setToolTip(
            "Save this position and the line that follows, to the end of the turn, as a puzzle"
        )
        self.make_puzzle.clicked.connect(self.puzzle_here)
        self.notation = QCheckBox("With notation")
        self.notation.setToolTip("Write each action's notation after its words in the lesson")
        bar.addWidget(self.speed)
        bar.addSpacing(12)
        bar.addWidget(self.perspective)
        bar.addSpacing(12)
        bar.addWidget(self.position, 1)
        bar.addWidget(play_here)
        bar.addWidget(self.make_puzzle)
        bar.addWidget(export)
        bar.addWidget(self.notation)
        column.addLayout(bar)
        self.timeline = Timeline()
        self.timeline.seek.connect(self.goto)
        column.addWidget(self.timeline)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(self._notes_panel())
        split.setSizes([1100, 380])
        column.addWidget(split, 1)
        self.setCentralWidget(central)
        for keys, slot in (
            ("Left", lambda: self.goto(self.index - 1)),
            ("Right", lambda: self.goto(self.index + 1)),
            ("Home", lambda: self.goto(0)),
            ("End", lambda: self.goto(len(self.nodes) - 1)),
            ("Space", self.toggle_play),
            ("Ctrl+Z", self.undo_note),
            ("Ctrl+Shift+Z", self.redo_note),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(keys))
            action.triggered.connect(lambda _c=False, slot=slot: slot())
            self.addAction(action)

    def _notes_panel(self) -> QWidget:
        panel = QWidget()
        layout = QVBoxLayout(panel)
        self.step_label = QLabel()
        self.step_label.setWordWrap(True)
        self.step_label.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.step_label)
        layout.addWidget(QLabel("<b>Chapter</b>"))
        self.chapter = QLineEdit()
        self.chapter.setPlaceholderText("A chapter or bookmark starting at this step")
        self.chapter.editingFinished.connect(self._save_text)
        layout.addWidget(self.chapter)
        marks = QHBoxLayout()
        self.mark_buttons: dict[str, QToolButton] = {}
        for mark in MARKS:
            button = QToolButton()
            button.setText(mark)
            button.setCheckable(True)
            button.setToolTip(MARK_NAMES[mark])
            button.clicked.connect(lambda _c=False, mark=mark: self._set_mark(mark))
            marks.addWidget(button)
            self.mark_buttons[mark] = button
        layout.addLayout(marks)
        layout.addWidget(QLabel("<b>Comment</b>"))
        self.comment = QPlainTextEdit()
        self.comment.setPlaceholderText(
            "What a student should see here. Right-drag on the table draws an arrow, a "
            "right-click a circle (Shift red, Alt blue, Ctrl yellow)."
        )
        layout.addWidget(self.comment, 1)
        save = QPushButton("Save Comment")
        save.clicked.connect(self._save_text)
        clear = QPushButton("Clear Drawings")
        clear.clicked.connect(self._clear_drawings)
        row = QHBoxLayout()
        row.addWidget(save)
        row.addWidget(clear)
        layout.addLayout(row)
        layout.addWidget(QLabel("<b>Lines</b>"))
        self.lines = QTreeWidget()
        self.lines.setHeaderHidden(True)
        self.lines.itemActivated.connect(self._switch_line)
        self.lines.itemClicked.connect(self._switch_line)
        layout.addWidget(self.lines, 1)
        return panel

    # -- moving -----------------------------------------------------------------------------

    @property
    def node(self) -> int:
        return self.nodes[self.index]

    def goto(self, index: int) -> None:
        """Show position `index` of the line: one step on is animated, a jump is not."""
        index = max(0, min(index, len(self.nodes) - 1))
        if self.comment.document().isModified() or self.chapter.isModified():
            self._save_text()  # what was typed stays with the step it was typed at
        step_on = index == self.index + 1
        self.index = index
        self.controller.game = self.replay.goto(self.node)
        self.scene.sync(animate=step_on)
        self._show_step()

    def toggle_play(self) -> None:
        icons = QStyle.StandardPixmap
        if self.timer.isActive():
            self.timer.stop()
            self.buttons["play"].setIcon(self.style().standardIcon(icons.SP_MediaPlay))
        else:
            if self.index >= len(self.nodes) - 1:
                self.goto(0)
            self.timer.start(int(self.speed.currentData()))
            self.buttons["play"].setIcon(self.style().standardIcon(icons.SP_MediaPause))

    def _tick(self) -> None:
        if self.index >= len(self.nodes) - 1:
            self.toggle_play()
            return
        self.goto(self.index + 1)

    def _speed_changed(self) -> None:
        if self.timer.isActive():
            self.timer.start(int(self.speed.currentData()))

    def offer(self, watching: Watching) -> None:
        """Offer these views (the one on show stays if it still may), behind the curtain for
        each view if they are curtained."""
        self.watching = watching
        if not offer_views(self.perspective, watching, self.recording.names):
            self._perspective()

    def _perspective(self) -> None:
        player = self.perspective.currentData()
        if self.watching.curtained:  # an unfinished hot-seat game: whose eyes, first
            self.curtain.show_with(*curtain_words(player, self.recording.names))
        self.controller.reveal_all = player is None
        self.controller.viewer = 0 if player is None else int(player)
        node, self.nodes = self.node, told_steps(self.words, self.line, player)
        self.index = nearest(self.line, self.nodes, node)
        self.controller.game = self.replay.goto(self.node)
        self._refresh_line()  # every text follows the perspective: the variations and the step
        self._say_step()
        self._show_drawings()
        self.scene.sync(animate=False)

    # -- showing ----------------------------------------------------------------------------

    def _refresh_line(self) -> None:
        rec = self.recording
        turns = [rec.step(n).turn if n else 0 for n in self.nodes]
        marks = []
        for n in self.nodes:
            notes = rec.notes.get(n)
            marks.append(notes.mark or ("note" if notes else ""))
        self.timeline.set_line(turns, marks)
        self.lines.clear()
        view = self.perspective.currentData()
        shown = Shown(self.words, view)  # counted and numbered as this view is shown them
        main = QTreeWidgetItem([f"Main line ({len(shown.steps(rec.main_line()))} steps)"])
        main.setData(0, Qt.ItemDataRole.UserRole, 0)
        self.lines.addTopLevelItem(main)
        for variation in rec.variations():
            steps = shown.steps([variation.start, *rec.tree.continuation(variation.start)])
            if not steps:
                continue
            at = shown.number(variation.branch) + 1
            words = say(self.words, steps[0], view).words
            length = f"{len(steps)} step{'s' if len(steps) != 1 else ''}"
            label = f"{'  ' * (variation.level - 1)}Variation at step {at}: {words} ({length})"
            item = QTreeWidgetItem([label])
            item.setData(0, Qt.ItemDataRole.UserRole, variation.start)
            main.addChild(item)
        main.setExpanded(True)

    def _switch_line(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        start = int(item.data(0, Qt.ItemDataRole.UserRole))
        rec = self.recording
        self.line = [0, *(rec.main_line() if start == 0 else rec.line(start))]
        self.nodes = told_steps(self.words, self.line, self.perspective.currentData())
        self._refresh_line()
        self.goto(nearest(self.line, self.nodes, start))

    def _show_step(self) -> None:
        rec = self.recording
        node = self.node
        self.timeline.set_current(self.index)
        self._say_step()
        notes = rec.notes.get(node)
        self.comment.setPlainText(notes.comment)
        self.comment.document().setModified(False)
        self.chapter.setText(notes.chapter or "")
        self.chapter.setModified(False)
        for mark, button in self.mark_buttons.items():
            button.setChecked(notes.mark == mark)
        self._show_drawings()

    def _say_step(self) -> None:
        """Which step this is and what was done in it, in plain words, naming only the cards the
        chosen view could see."""
        node = self.node
        if node == 0:
            title = "The start"
            detail = "Before the first action."
        else:
            step = self.recording.step(node)
            said = say(self.words, node, self.perspective.currentData())
            title = f"Turn {step.turn} \u00b7 step {self.index}"  # of the steps on show
            override = " <span style='color:#d0782a'>(override)</span>" if step.override else ""
            detail = f"<b>{html.escape(said.actor)}</b> {html.escape(said.words)}{override}"
        self.position.setText(f"Step {self.index} of {len(self.nodes) - 1}")
        self.step_label.setText(f"<h3 style='margin:0'>{title}</h3>{detail}")

    def _show_drawings(self) -> None:
        self.scene.show_drawings(self.recording.notes.get(self.node))

    # -- writing notes ------------------------------------------------------------------------

    def _set_mark(self, mark: str) -> None:
        self._save_text()
        current = self.recording.notes.get(self.node).mark
        self.recording.notes.annotate(self.node, mark=None if current == mark else mark)
        self._after_note()

    def _save_text(self) -> None:
        notes = self.recording.notes.get(self.node)
        comment = self.comment.toPlainText().strip()
        chapter = self.chapter.text().strip() or None
        if comment != notes.comment or chapter != notes.chapter:
            self.recording.notes.annotate(self.node, comment=comment, chapter=chapter)
            self._after_note()

    def _clear_drawings(self) -> None:
        self.recording.notes.clear(self.node, shapes_only=True)
        self._after_note()

    def _sketched(self, src: Target, dst: Target | None, colour: str) -> None:
        if dst is None:
            self.recording.notes.circle(self.node, src, colour)
        else:
            self.recording.notes.arrow(self.node, src, dst, colour)
        self._after_note()

    def undo_note(self) -> None:
        node = self.recording.notes.undo()
        self._went_to(node)

    def redo_note(self) -> None:
        node = self.recording.notes.redo()
        self._went_to(node)

    def _went_to(self, node: int | None) -> None:
        if node is not None and node in self.nodes:
            self.goto(self.nodes.index(node))
        self._after_note()

    def _after_note(self) -> None:
        self._refresh_line()
        self.timeline.set_current(self.index)
        self._show_step()

    # -- leaving ----------------------------------------------------------------------------

    def play_here(self) -> None:
        if self.play_from_callback is None:
            messages.tell(self, "Play from Here", "Open the replay from the table.")
            return
        self.play_from_callback(self.recording, self.node)

    def puzzle_here(self) -> None:
        """Make Puzzle from Here: the position and the line after it, saved as a puzzle."""
        from playtester.ui.puzzles import save_puzzle_from

        line = self.line[self.line.index(self.node) :]  # every step, whatever the view shows
        save_puzzle_from(self, self.recording, line)

    def export_lesson(self) -> None:
        path = files.save_file(
            self,
            "Export a lesson",
            "lessons",
            "lesson.html",
            "HTML lesson (*.html);;PDF (*.pdf);;Animated GIF (*.gif)",
        )
        if path is not None:
            self.write_lesson(path)

    def write_lesson(self, path: Path) -> None:
        """Export the lesson; a file that cannot be written is said in a message."""
        try:
            self._write_lesson(path)
        except OSError as exc:
            messages.tell(self, "Export Lesson", f"Could not write {path}: {exc}", warning=True)
            return
        self.statusBar().showMessage(f"Wrote {path}", 8000)

    def _write_lesson(self, path: Path) -> None:
        from playtester.record.lesson import build_lesson, write_lesson_html

        view = self.perspective.currentData()
        if path.suffix.lower() == ".gif":
            from playtester.record.gif import write_gif

            write_gif(self.recording, path, self.nodes, view=view)
        else:
            last = self.nodes[-1] if len(self.nodes) > 1 else None
            lesson = build_lesson(
                self.recording, view=view, line=last, notation=self.notation.isChecked()
            )
            if path.suffix.lower() == ".pdf":
                from playtester.ui.pdf import write_pdf

                write_pdf(lesson, path)
            else:
                write_lesson_html(lesson, path)
