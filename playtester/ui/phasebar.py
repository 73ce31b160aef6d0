"""The phase bar: where the game is, the buttons of the moment and Next, and under them what
the player may do, across the whole width. It keeps one height whatever the prompt says, so the
table below it never jumps, and asks for no more width than its headline and buttons, so the
window never widens for it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from playtester.engine.table import Tool
from playtester.ui import messages
from playtester.ui.controller import TableController
from playtester.ui.messages import plain

CHIP = "QLabel {{ padding: 2px 7px; border-radius: 10px; {} }}"
CURRENT = "background: palette(highlight); color: palette(highlighted-text); font-weight: bold;"
OTHER = "color: palette(mid);"
MARGIN = 6
CHIP_GAP, HEADLINE_GAP = 4, 12  # between two chips; after the headline and after the chips


class Chip(QLabel):
    """A phase or a step; the bar hides the chips that are not current rather than widen the
    window (it may squeeze one to nothing)."""

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())


class PromptText(QWidget):
    """What the player may do, in a box of two lines the width of the bar that never grows: a
    text longer still ends with an ellipsis, and its tooltip shows it whole."""

    LINES = 2

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._shown: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.LINES * self.fontMetrics().lineSpacing())

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # QLabel's name, for the callers
        if text != self._text:
            self._text = text
            self._wrap()

    def shown_lines(self) -> list[str]:
        return list(self._shown)

    def sizeHint(self) -> QSize:
        return QSize(420, self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(180, self.height())

    def _wrap(self) -> None:
        """Break the text into lines of this width; the last one that fits is elided."""
        width = max(self.width(), 1)
        layout = QTextLayout(self._text, self.font())
        lines: list[str] = []
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            lines.append(self._text[line.textStart() : line.textStart() + line.textLength()])
        layout.endLayout()
        if len(lines) > self.LINES:
            rest = "".join(lines[self.LINES - 1 :]).strip()
            last = self.fontMetrics().elidedText(rest, Qt.TextElideMode.ElideRight, width)
            lines = [*lines[: self.LINES - 1], last]
            self.setToolTip(messages.tip(self._text))
        else:
            self.setToolTip("")
        self._shown = [line.strip() for line in lines]
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._wrap()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        metrics = self.fontMetrics()
        step = metrics.lineSpacing()
        top = (self.height() - step * len(self._shown)) // 2  # one line sits in the middle
        for index, line in enumerate(self._shown):
            painter.drawText(0, top + index * step + metrics.ascent(), line)


class PhaseBar(QWidget):
    """The game's phases as chips (a phase's steps take the others' room while it lasts), the
    prompt, the buttons of the moment and Next, all as the game's prompt says."""

    next_clicked = Signal()
    pressed = Signal(object)  # a Tool of the prompt's buttons

    def __init__(self, controller: TableController) -> None:
        super().__init__()
        self.controller = controller
        self.column = column = QVBoxLayout(self)
        column.setContentsMargins(10, MARGIN, 10, MARGIN)
        column.setSpacing(2)
        self.row = row = QHBoxLayout()
        row.setSpacing(4)
        column.addLayout(row)
        self.headline = plain(QLabel())
        self.headline.setStyleSheet("font-weight: bold; font-size: 14px;")
        row.addWidget(self.headline)
        row.addSpacing(HEADLINE_GAP)
        self.chips: dict[str, QLabel] = {}
        self.steps: dict[str, tuple[str, ...]] = {}
        self.moment = ("", "")  # the prompt's phase and step
        self.chip_row = QHBoxLayout()  # the game's phases, laid out again for another game
        self.chip_row.setSpacing(CHIP_GAP)
        row.addLayout(self.chip_row)
        row.addStretch(1)
        self._make_chips()
        self.text = PromptText()
        column.addWidget(self.text)
        self.buttons: dict[str, QPushButton] = {}  # the prompts' buttons, made as first needed
        self.shown: dict[str, Tool] = {}  # those of the prompt on show, by label
        self.next = QPushButton("Next")
        self.next.setObjectName("next")
        self.next.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next.clicked.connect(lambda _checked=False: self.next_clicked.emit())
        self.next.setDefault(True)
        self.next.setToolTip("End the current phase or step (Space)")
        row.addWidget(self.next)
        tallest = max(self.headline.sizeHint().height(), self.next.sizeHint().height())
        self.setFixedHeight(tallest + column.spacing() + self.text.height() + 2 * MARGIN)
        controller.changed.connect(self.refresh)
        self.selected = 0
        self.refresh()

    def _make_chips(self) -> None:
        """A chip for each of the game's phases and steps (again when the game on the table
        is another game, whose phases differ)."""
        phases = self.controller.parts.phase_bar.phases(self.controller.game.state.format)
        if dict(phases) == self.steps and self.chips:
            return
        while self.chip_row.count():
            item = self.chip_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.chips.clear()
        self.steps = dict(phases)
        names = list(self.steps)
        for name in (*names, *(s for steps in self.steps.values() for s in steps)):
            chip = Chip(name)
            chip.setObjectName(f"chip-{name}")
            self.chips[name] = chip
            self.chip_row.addWidget(chip)
            if name == names[-1]:
                self.chip_row.addSpacing(8)

    def _fit_chips(self, phase: str, step: str) -> None:
        """Show the chips of the moment: while a phase has steps, they take the other phases'
        room; where the bar is too narrow for them all beside the buttons, only the current
        phase and step."""
        self.moment = (phase, step)
        steps = self.steps.get(phase, ())
        for name, chip in self.chips.items():
            if name in self.steps:  # a phase
                chip.setVisible(not steps or name == phase)
            else:
                chip.setVisible(name in steps)
        shown = [chip for chip in self.chips.values() if not chip.isHidden()]
        fixed = [self.headline, *(b for b in self.buttons.values() if not b.isHidden())]
        if not self.next.isHidden():
            fixed.append(self.next)
        margins = self.column.contentsMargins()
        needed = margins.left() + margins.right() + 2 * HEADLINE_GAP + 8
        needed += sum(w.sizeHint().width() + CHIP_GAP for w in (*shown, *fixed))
        if needed > self.width():
            for name in (n for n, chip in self.chips.items() if chip in shown):
                self.chips[name].setVisible(name in (phase, step))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_chips(*self.moment)

    def button(self, label: str) -> QPushButton:
        """The button of the prompts with this label (made the first time it is needed)."""
        if label not in self.buttons:
            button = QPushButton(label)
            button.setObjectName(label.rstrip("\u2026").lower().replace(" ", "-"))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False: self.pressed.emit(self.shown[label]))
            button.setVisible(False)
            self.row.insertWidget(self.row.indexOf(self.next), button)
            self.buttons[label] = button
        return self.buttons[label]

    def set_selected(self, count: int) -> None:
        self.selected = count
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        self._make_chips()
        if c.behind_curtain:
            self._blank()
            return
        p = c.parts.phase_bar.prompt(c.game, c.actor, c.result_text())
        self.headline.setText(p.headline)
        for name, chip in self.chips.items():
            current = name in (p.phase, p.step)
            chip.setStyleSheet(CHIP.format(CURRENT if current else OTHER))
        self.text.setText(p.text)
        self.next.setText(p.next_label or "Next")
        self.next.setVisible(bool(p.next_label))
        self.shown = {tool.label: tool for tool in p.buttons}
        for tool in p.buttons:
            button = self.button(tool.label)
            button.setToolTip(messages.tip(tool.tip))
            if tool.selection:  # it acts on the selected cards: it counts them, and waits
                count = self.selected
                button.setText(f"{tool.label} {count}" if count else tool.label)
                button.setEnabled(count > 0)
        for label, button in self.buttons.items():
            button.setVisible(label in self.shown)
        self._fit_chips(p.phase, p.step)

    def _blank(self) -> None:
        """Hot-seat, while the screen changes hands: the prompt is the next player's (a G-Assist
        says they hold no card of the next grade), so the bar shows only whose turn it is."""
        c = self.controller
        self.headline.setText(c.parts.phase_bar.prompt(c.game, c.actor, c.result_text()).headline)
        for chip in self.chips.values():
            chip.setStyleSheet(CHIP.format(OTHER))  # none lit: not where it stopped
        self.text.setText("")
        self.next.setVisible(False)
        self.shown = {}
        for button in self.buttons.values():
            button.setVisible(False)
        self._fit_chips("", "")  # the phases alone
