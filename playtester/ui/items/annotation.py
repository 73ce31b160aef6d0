"""A teacher's drawings on the table: arrows and circles in four colours, shown for one step."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

COLOURS = {
    "green": QColor(46, 204, 113),
    "red": QColor(231, 76, 60),
    "blue": QColor(52, 152, 219),
    "yellow": QColor(241, 196, 15),
}
TINT_ALPHA = 28  # of 255: the inside of a circle, faintly


class CircleMark(QGraphicsItem):
    """A thick ring in the teacher's colour with a faint tint inside: the unit stays readable
    (the lesson's pictures draw circles the same way)."""

    def __init__(self, centre: QPointF, radius: float, colour: str) -> None:
        super().__init__()
        self.setPos(centre)
        self.radius = radius
        self.colour = COLOURS.get(colour, COLOURS["green"])
        self.setZValue(520)

    def boundingRect(self) -> QRectF:
        r = self.radius + 8
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        tint = QColor(self.colour)
        tint.setAlpha(TINT_ALPHA)
        painter.setBrush(tint)  # the painter's brush is otherwise the palette's: opaque
        glow = QColor(self.colour)
        glow.setAlpha(80)
        painter.setPen(QPen(glow, 16))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.colour, 6))
        painter.drawEllipse(QPointF(0, 0), self.radius, self.radius)
