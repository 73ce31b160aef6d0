"""A circle gained in play: a place the playmat does not have, drawn when it is gained, with
the label its game gives it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import QPropertyAnimation

RING = QColor(20, 160, 160)
RADIUS = 91.0


class GainedRing(QGraphicsObject):
    def __init__(self, x: float, y: float, bottom: bool, label: str) -> None:
        super().__init__()
        self.label = label.upper()  # as the playmat prints its zones' names
        self.setPos(x, y)
        self.setZValue(1)
        self.bottom = bottom
        self._animation: QPropertyAnimation | None = None

    def boundingRect(self) -> QRectF:
        return QRectF(-RADIUS - 4, -RADIUS - 4, 2 * RADIUS + 8, 2 * RADIUS + 8)

    def appear(self) -> None:
        """A short grow-and-fade-in, so the player sees the circle arrive."""
        from PySide6.QtCore import QEasingCurve, QPropertyAnimation  # (read when first needed)

        self.setScale(0.4)
        self.setOpacity(0.0)
        animation = QPropertyAnimation(self, b"scale", self)
        animation.setDuration(450)
        animation.setStartValue(0.4)
        animation.setEndValue(1.0)
        animation.setEasingCurve(QEasingCurve.Type.OutBack)
        animation.valueChanged.connect(lambda value: self.setOpacity(min(1.0, float(value))))
        self._animation = animation
        animation.start()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(RING)
        fill.setAlpha(30)
        painter.setBrush(fill)
        painter.setPen(QPen(RING, 4))
        painter.drawEllipse(QRectF(-RADIUS, -RADIUS, 2 * RADIUS, 2 * RADIUS))
        inner = RADIUS * 0.86
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(20, 160, 160, 110), 1.5))
        painter.drawEllipse(QRectF(-inner, -inner, 2 * inner, 2 * inner))
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(180, 236, 236, 200))
        painter.save()
        if not self.bottom:
            painter.rotate(180)
        painter.drawText(QRectF(-RADIUS, RADIUS * 0.35, 2 * RADIUS, 24),
                         Qt.AlignmentFlag.AlignCenter, self.label)  # fmt: skip
        painter.restore()
