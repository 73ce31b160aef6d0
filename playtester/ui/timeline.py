"""The replay timeline: a tick per step, taller ticks where turns begin, coloured dots where a
step is annotated, and the current step; click or drag to seek."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

MARK_COLOURS = {"!": "#2f9e5b", "!!": "#1f7a44", "?": "#d0782a", "??": "#c0392b"}
NOTE = QColor(120, 160, 255)


class Timeline(QWidget):
    """Positions 0..n (0: the start); `turns[i]` is the turn of position i, `marks[i]` its
    mark ('' none, 'note' for a comment or drawing without a mark)."""

    seek = Signal(int)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("timeline")
        self.setMinimumHeight(56)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)
        self.turns: list[int] = [0]
        self.marks: list[str] = [""]
        self.current = 0

    def sizeHint(self) -> QSize:
        return QSize(600, 56)

    def set_line(self, turns: list[int], marks: list[str]) -> None:
        self.turns, self.marks = turns, marks
        self.current = min(self.current, len(turns) - 1)
        self.update()

    def set_current(self, index: int) -> None:
        self.current = index
        self.update()

    def _x(self, index: int) -> float:
        count = max(len(self.turns) - 1, 1)
        return 12 + (self.width() - 24) * index / count

    def _index(self, x: float) -> int:
        count = max(len(self.turns) - 1, 1)
        return max(0, min(len(self.turns) - 1, round((x - 12) / max(self.width() - 24, 1) * count)))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.seek.emit(self._index(event.position().x()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.seek.emit(self._index(event.position().x()))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        base = palette.color(palette.ColorRole.Base)
        text = palette.color(palette.ColorRole.Text)
        painter.fillRect(self.rect(), base)
        mid = self.height() - 18
        painter.setPen(QPen(palette.color(palette.ColorRole.Mid), 2))
        painter.drawLine(QPointF(12, mid), QPointF(self.width() - 12, mid))
        font = QFont()
        font.setPixelSize(10)
        painter.setFont(font)
        last_label = -100.0
        for i, turn in enumerate(self.turns):
            x = self._x(i)
            if i == 0 or turn != self.turns[i - 1]:
                painter.setPen(QPen(text, 1.5))
                painter.drawLine(QPointF(x, mid - 14), QPointF(x, mid + 6))
                if turn and x - last_label > 26:
                    painter.drawText(QRectF(x - 14, mid + 4, 28, 14), Qt.AlignmentFlag.AlignCenter,
                                     str(turn))  # fmt: skip
                    last_label = x
            mark = self.marks[i]
            if mark:
                colour = QColor(MARK_COLOURS.get(mark, NOTE.name()))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawEllipse(QPointF(x, mid - 22), 5, 5)
        x = self._x(self.current)
        highlight = palette.color(palette.ColorRole.Highlight)
        painter.setPen(QPen(highlight, 3))
        painter.drawLine(QPointF(x, 6), QPointF(x, mid + 8))
        painter.setBrush(highlight)
        painter.drawEllipse(QPointF(x, mid), 6, 6)
