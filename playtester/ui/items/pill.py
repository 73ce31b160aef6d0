"""The dark rounded label that badges on the table share (power readouts, pile counts)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

BACKGROUND = QColor(14, 19, 30, 225)
EDGE = QColor(255, 255, 255, 64)


def draw_pill(painter: QPainter, rect: QRectF, text: str, colour: QColor, size: int) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(EDGE, 1))
    painter.setBrush(BACKGROUND)
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    font = QFont()
    font.setPixelSize(size)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
