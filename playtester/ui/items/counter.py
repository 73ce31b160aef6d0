"""A zone's counters (`Tabletop.counters`): a flame-orange hexagon with an up arrow, and how
many lie there when more than one. A game's counters are of one kind, so they all look alike."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from playtester.ui.items.zone import CountBadge

FILL = QColor(214, 84, 36)  # flame orange


class CounterBadge(CountBadge):
    """A zone's counters: a badge with how many lie there, hidden when there are none."""

    def __init__(self) -> None:
        super().__init__((-30, -24, 60, 48))
        self.setZValue(350)
        self.setVisible(False)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        hexagon = QPolygonF(
            [QPointF(-20, 0), QPointF(-10, -18), QPointF(10, -18), QPointF(20, 0),
             QPointF(10, 18), QPointF(-10, 18)]
        )  # fmt: skip
        painter.setPen(QPen(QColor(255, 224, 190), 2))
        painter.setBrush(FILL)
        painter.drawPolygon(hexagon)
        arrow = QPolygonF(
            [QPointF(0, -11), QPointF(8, -1), QPointF(3, -1), QPointF(3, 10),
             QPointF(-3, 10), QPointF(-3, -1), QPointF(-8, -1)]
        )  # fmt: skip
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 246, 236))
        painter.drawPolygon(arrow)
        if self.count > 1:
            font = QFont()
            font.setPixelSize(15)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255))
            painter.setBrush(QColor(14, 19, 30, 230))
            painter.drawEllipse(QRectF(12, -24, 18, 18))
            painter.drawText(QRectF(12, -24, 18, 18), Qt.AlignmentFlag.AlignCenter, str(self.count))
