"""The phase bar: where the game is, what the player may do, and the Next button. It keeps one
height whatever the prompt says, so the table below it never jumps."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from playtester.ui import messages
from playtester.ui.controller import TableController
from playtester.ui.messages import plain
from playtester.ui.prompts import PHASE_NAMES, STEP_NAMES, prompt

CHIP = "QLabel {{ padding: 2px 7px; border-radius: 10px; {} }}"
CURRENT = "background: palette(highlight); color: palette(highlighted-text); font-weight: bold;"
OTHER = "color: palette(mid);"
MARGIN = 6


class PromptText(QWidget):
    """What the player may do, in a box of two lines that never grows: a longer text ends
    with an ellipsis, and its tooltip shows it whole."""

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
    next_clicked = Signal()
    keep_clicked = Signal()
    mulligan_clicked = Signal()
    heal_clicked = Signal()
    stride_clicked = Signal()
    gassist_clicked = Signal()

    def __init__(self, controller: TableController) -> None:
        super().__init__()
        self.controller = controller
        row = QHBoxLayout(self)
        row.setContentsMargins(10, MARGIN, 10, MARGIN)
        row.setSpacing(4)
        self.headline = plain(QLabel())
        self.headline.setStyleSheet("font-weight: bold; font-size: 14px;")
        row.addWidget(self.headline)
        row.addSpacing(12)
        self.chips: dict[str, QLabel] = {}
        for name in (*PHASE_NAMES, *STEP_NAMES):
            chip = QLabel(name)
            chip.setObjectName(f"chip-{name}")
            self.chips[name] = chip
            row.addWidget(chip)
            if name == PHASE_NAMES[-1]:
                row.addSpacing(8)
        row.addSpacing(12)
        self.text = PromptText()
        row.addWidget(self.text, 1)
        self.heal = self._button("Heal", self.heal_clicked)
        self.stride = self._button("Stride\u2026", self.stride_clicked)
        self.gassist = self._button("G-Assist\u2026", self.gassist_clicked)
        self.keep = self._button("Keep Hand", self.keep_clicked)
        self.mulligan = self._button("Mulligan", self.mulligan_clicked)
        self.next = self._button("Next", self.next_clicked)
        self.next.setDefault(True)
        self.next.setToolTip("End the current phase or step (Space)")
        buttons = (self.heal, self.stride, self.gassist, self.keep, self.mulligan, self.next)
        for button in buttons:
            row.addWidget(button)
        tallest = max(self.text.height(), *(b.sizeHint().height() for b in buttons))
        self.setFixedHeight(tallest + 2 * MARGIN)
        controller.changed.connect(self.refresh)
        self.selected = 0
        self.refresh()

    def _button(self, text: str, signal: SignalInstance) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(text.lower().replace(" ", "-"))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(lambda _checked=False: signal.emit())
        return button

    def set_selected(self, count: int) -> None:
        self.selected = count
        self.refresh()

    def refresh(self) -> None:
        p = prompt(self.controller)
        self.headline.setText(p.headline)
        for name, chip in self.chips.items():
            current = name in (p.phase, p.step)
            chip.setStyleSheet(CHIP.format(CURRENT if current else OTHER))
            # in battle its steps take the other phases' room, so the bar fits a laptop
            battle = p.phase == "Battle"
            chip.setVisible(name == "Battle" or (name in STEP_NAMES) == battle)
        self.text.setText(p.text)
        self.next.setText(p.next_label or "Next")
        self.next.setVisible(bool(p.next_label))
        self.heal.setVisible(p.heal)
        self.stride.setVisible(p.stride)
        self.gassist.setVisible(p.gassist)
        self.keep.setVisible(p.mulligan)
        self.mulligan.setVisible(p.mulligan)
        self.mulligan.setEnabled(self.selected > 0)
        self.mulligan.setText(f"Mulligan {self.selected}" if self.selected else "Mulligan")
