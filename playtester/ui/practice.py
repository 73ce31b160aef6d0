"""Find the move at the table (Game > Recordings > Practise): each step the teacher marked is
put on the real table from the student's seat; the student plays (drag, menus); the answer is
compared with the recorded action and the variations marked right too, the teacher's comment
shown; a summary at the end, the score kept in the data folder (practice/lesson.py)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QPushButton, QVBoxLayout, QWidget

from playtester.practice.lesson import Question, keep_score, questions
from playtester.ui import messages
from playtester.ui.controller import TableController

if TYPE_CHECKING:
    from playtester.record.recording import Recording
    from playtester.ui.window import MainWindow


FOUND, MISSED = "\u2713", "\u2717"


class PracticePanel(QDockWidget):
    """A lesson being practised: the question, the verdict and comment, Next, the summary."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__("Find the move", window)
        self.setObjectName("practice-dock")
        self.window_ = window
        self.recording: Recording | None = None
        self.asked: list[Question] = []
        self.results: list[bool] = []  # each question answered: found or not
        self.index = 0
        self.right = 0
        self.answered = False
        self.base = 0  # the steps that led to the question (its game can undo them)
        self.meta: dict[str, str] = {}
        self.controller: TableController | None = None
        body = QWidget()
        column = QVBoxLayout(body)
        self.title = QLabel()
        self.question = QLabel()
        self.verdict = QLabel()
        for label in (self.title, self.question, self.verdict):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            column.addWidget(label)
        self.next_button = QPushButton("Next")
        self.next_button.clicked.connect(self.next_question)
        column.addWidget(self.next_button)
        column.addStretch(1)
        self.setWidget(body)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self)

    def start(self, recording: Recording) -> bool:
        """Practise `recording`'s marked steps; False (and said) when it has none."""
        asked = questions(recording)
        if not asked:
            words = "This recording has no marked step to practise: mark the moments that "
            words += "matter in the replay viewer (a chapter, !, !!, ? or a question)."
            messages.tell(self.window_, "Practise", words)
            return False
        self.recording, self.asked, self.index, self.right = recording, asked, 0, 0
        self.results = []
        self.title.setText(f"<h3>{escape(recording.title)}</h3>")
        self.show()
        self._ask()
        return True

    def _ask(self) -> None:
        """Put the position before the current question's step on the table."""
        assert self.recording is not None
        question = self.asked[self.index]
        fresh = TableController(self.recording.game_at(question.parent), "goldfish")
        fresh.seat = fresh.viewer = question.actor
        fresh.answers = False  # the student's one move is judged; no one answers it
        fresh.meta = self.meta = {"lesson": self.recording.title}  # (its identity: still ours?)
        self.window_.games.put_practice(fresh)
        self.controller = self.window_.controller
        self.answered = False
        self.base = len(self.controller.game.history)
        name = self.recording.names[question.actor]
        heading = f"<b>{escape(question.chapter)}</b><br>" if question.chapter else ""
        self.question.setText(
            f"{heading}Question {self.index + 1} of {len(self.asked)}: find {escape(name)}'s move."
        )
        self.verdict.setText("")
        self.next_button.setEnabled(False)

    def following(self) -> bool:
        """Whether the game on the table is one of this lesson's questions (the last one
        stays, with the summary, until another game is put on the table)."""
        return self.window_.controller.meta is self.meta

    def judge(self) -> None:
        """After each change on the table: the student's first action is the answer."""
        if self.recording is None or self.answered or self.controller is None:
            return
        game = self.window_.controller.game
        if self.window_.controller.meta is not self.meta or len(game.history) <= self.base:
            return
        question = self.asked[self.index]
        played = game.history[self.base].action
        self.answered = True
        self.results.append(question.is_right(played))
        if question.is_right(played):
            self.right += 1
            said = "<b>Right!</b>"
        else:
            answer = escape(str(question.right[0]))
            said = f"<b>Not this one.</b> The lesson plays <code>{answer}</code>."
        if question.comment:
            said += f"<br><i>{escape(question.comment)}</i>"
        self.verdict.setText(said)
        self.next_button.setEnabled(True)

    def next_question(self) -> None:
        """On to the next question, or the summary at the end."""
        if self.recording is None:
            return
        self.index += 1
        if self.index < len(self.asked):
            self._ask()
            return
        entry = keep_score(
            f"recording {self.recording.id}",
            self.recording.title,
            self.right,
            len(self.asked),
        )
        best = entry["best"]
        rows = "".join(
            f"<li>{FOUND if found else MISSED} {escape(str(q.right[0]))}</li>"
            for q, found in zip(self.asked, self.results, strict=False)
        )
        self.question.setText(
            f"<b>Lesson done:</b> you found {self.right} of {len(self.asked)} moves.<br>"
            f"Best: {best[0]} of {best[1]}; tries: {entry['tries']}.<ul>{rows}</ul>"
        )
        self.verdict.setText("")
        self.next_button.setEnabled(False)
        self.recording = None


def practise(window: MainWindow, recording: Recording) -> PracticePanel:
    """Practise a recording at the table, its panel beside it (made once a window)."""
    panel = window.practice_panel
    if panel is None:
        panel = PracticePanel(window)
        window.practice_panel = panel
        window.controller.changed.connect(panel.judge)
    panel.start(recording)
    return panel
