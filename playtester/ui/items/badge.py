"""What is shown under a card on the table (a unit's power, as the engine counts it): the game's
readout, coloured by whether it is above or below what is printed."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from playtester.engine.table import Readout
from playtester.ui.items.pill import draw_pill

UP = QColor(120, 230, 140)
DOWN = QColor(240, 120, 110)
PLAIN = QColor(244, 246, 250)


class PowerBadge(QGraphicsItem):
    def __init__(self, x: float, y: float) -> None:
        super().__init__()
        self.setPos(x, y)
        self.readout = Readout("")
        self.setZValue(300)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-56, -15, 112, 30)

    def show_readout(self, readout: Readout | None) -> None:
        """Show this readout (None: hide)."""
        if readout is None:
            self.setVisible(False)
            return
        if readout != self.readout:
            self.readout = readout
            self.update()
        self.setVisible(True)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        trend = self.readout.trend
        colour = UP if trend > 0 else DOWN if trend < 0 else PLAIN
        draw_pill(painter, self.boundingRect(), self.readout.text, colour, 18)
