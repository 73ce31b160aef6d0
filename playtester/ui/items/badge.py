"""What is shown under a card on the table (a unit's power, as the engine counts it) or on a
zone (a tally): the game's readout, coloured by whether it is above or below what is printed,
or in the colours of its parts; as wide as its text."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from playtester.engine.table import Readout
from playtester.ui.items.pill import draw_pill

UP = QColor(120, 230, 140)
DOWN = QColor(240, 120, 110)
PLAIN = QColor(244, 246, 250)
SIZE = 18  # the text's pixel size
WIDTH, HEIGHT = 112.0, 30.0  # the narrowest pill
GAP = 10.0  # between the parts of a tally
LEFT = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft


def _font() -> QFont:
    font = QFont()
    font.setPixelSize(SIZE)
    font.setBold(True)
    return font


class PowerBadge(QGraphicsItem):
    def __init__(self, x: float, y: float) -> None:
        super().__init__()
        self.setPos(x, y)
        self.readout = Readout("")
        self.width = WIDTH
        self.setZValue(300)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.width / 2, -HEIGHT / 2, self.width, HEIGHT)

    def _words(self) -> list[str]:
        return [text for text, _ in self.readout.parts] or [self.readout.text]

    def show_readout(self, readout: Readout | None) -> None:
        """Show this readout (None: hide)."""
        if readout is None:
            self.setVisible(False)
            return
        if readout != self.readout:
            self.readout = readout
            self.setToolTip(readout.tip)
            metrics = QFontMetricsF(_font())
            words = self._words()
            wide = sum(metrics.horizontalAdvance(w) for w in words) + GAP * (len(words) - 1)
            self.prepareGeometryChange()
            self.width = max(WIDTH, wide + 24)
            self.update()
        self.setVisible(True)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect()
        if not self.readout.parts:
            trend = self.readout.trend
            colour = UP if trend > 0 else DOWN if trend < 0 else PLAIN
            draw_pill(painter, rect, self.readout.text, colour, SIZE)
            return
        draw_pill(painter, rect, "", PLAIN, SIZE)
        painter.setFont(_font())
        metrics = QFontMetricsF(painter.font())
        words = self._words()
        wide = sum(metrics.horizontalAdvance(w) for w in words) + GAP * (len(words) - 1)
        x = rect.center().x() - wide / 2
        for text, rgb in self.readout.parts:
            advance = metrics.horizontalAdvance(text)
            painter.setPen(QColor(*rgb))
            box = QRectF(x, rect.top(), advance + 2, rect.height())
            painter.drawText(box, LEFT, text)
            x += advance + GAP
