"""The attack arrow: from the attacker to the cursor while dragging, to the target in battle."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

ATTACK = QColor(255, 96, 72)


class ArrowItem(QGraphicsItem):
    def __init__(self) -> None:
        super().__init__()
        self.line = QLineF()
        self.colour = ATTACK
        self.setZValue(500)
        self.setVisible(False)

    def point(self, start: QPointF, end: QPointF, colour: QColor = ATTACK) -> None:
        self.prepareGeometryChange()
        self.line = QLineF(start, end)
        self.colour = colour
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(self.line.p1(), self.line.p2()).normalized().adjusted(-30, -30, 30, 30)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.line.length() < 4:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        head = 34.0
        angle = math.atan2(self.line.dy(), self.line.dx())
        tip = self.line.p2()
        base = QPointF(tip.x() - head * math.cos(angle), tip.y() - head * math.sin(angle))
        glow = QColor(self.colour)
        glow.setAlpha(70)
        for colour, width in ((glow, 22.0), (self.colour, 10.0)):
            painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(QLineF(self.line.p1(), base))
        path = QPainterPath()
        left = QPointF(
            base.x() + 22 * math.cos(angle + math.pi / 2),
            base.y() + 22 * math.sin(angle + math.pi / 2),
        )
        right = QPointF(
            base.x() + 22 * math.cos(angle - math.pi / 2),
            base.y() + 22 * math.sin(angle - math.pi / 2),
        )
        path.addPolygon(QPolygonF([tip, left, right, tip]))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawPath(path)
