"""A unit's power (and critical, when above 1) shown under its circle, as the engine counts it."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from playtester.ui.items.pill import draw_pill

UP = QColor(120, 230, 140)
DOWN = QColor(240, 120, 110)
PLAIN = QColor(244, 246, 250)


class PowerBadge(QGraphicsItem):
    def __init__(self, x: float, y: float) -> None:
        super().__init__()
        self.setPos(x, y)
        self.power = 0
        self.printed = 0
        self.critical = 1
        self.setZValue(300)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-56, -15, 112, 30)

    def show_power(self, power: int, printed: int, critical: int) -> None:
        if (power, printed, critical) != (self.power, self.printed, self.critical):
            self.power, self.printed, self.critical = power, printed, critical
            self.update()
        self.setVisible(True)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        colour = UP if self.power > self.printed else DOWN if self.power < self.printed else PLAIN
        text = f"{self.power:,}".replace(",", " ")
        if self.critical != 1:
            text += f"  \u2605{self.critical}"
        draw_pill(painter, self.boundingRect(), text, colour, 18)
