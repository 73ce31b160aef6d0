"""A zone on the table: where drops land. While a card is dragged it glows where the card may
go and is faintly outlined in red where it may not (hovering there says why); a place where a
drop is a tool for card text is outlined only under the pointer, until Alt lights it; it shows
how many cards a pile holds."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from playtester.ui.items.pill import draw_pill

LEGAL = QColor(255, 204, 92)
HOVER = QColor(255, 236, 160)
ILLEGAL = QColor(230, 90, 90)
MANUAL = QColor(200, 214, 236)  # a tool's place under the pointer: Alt does it


class ZoneItem(QGraphicsItem):
    """One player's zone (`player` None: the shared guardian circle, owned by whoever drops)."""

    def __init__(
        self,
        player: int | None,
        zone: str,
        rect: tuple[float, float, float, float],
        round_shape: bool,
    ) -> None:
        super().__init__()
        self.player = player
        self.zone = zone
        self.rect = QRectF(*rect)
        self.round_shape = round_shape
        self.state = ""  # "", "legal", "refused", "hover", "hover-illegal", "hover-manual"
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.RightButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-12, -12, 12, 12)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.update()

    def contains_point(self, x: float, y: float) -> bool:
        return self.rect.contains(x, y)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect.adjusted(4, 4, -4, -4)
        if self.state in ("refused", "hover-manual"):  # a faint outline: not here (or Alt)
            faint = QColor(ILLEGAL if self.state == "refused" else MANUAL)
            faint.setAlpha(120 if self.state == "refused" else 170)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(faint, 2))
            self._outline(painter, rect)
        elif self.state:
            colour = {"legal": LEGAL, "hover": HOVER, "hover-illegal": ILLEGAL}[self.state]
            fill = QColor(colour)
            fill.setAlpha(70 if self.state.startswith("hover") else 34)
            painter.setBrush(fill)
            painter.setPen(QPen(colour, 5 if self.state.startswith("hover") else 3))
            self._outline(painter, rect)

    def _outline(self, painter: QPainter, rect: QRectF) -> None:
        if self.round_shape:
            painter.drawEllipse(rect.center(), rect.width() / 2, rect.height() / 2)
        else:
            painter.drawRoundedRect(rect, 12, 12)


class CountBadge(QGraphicsItem):
    """The number of cards in a pile, drawn above the cards where the layout puts it."""

    def __init__(self, rect: tuple[float, float, float, float]) -> None:
        super().__init__()
        self.rect = QRectF(*rect)
        self.count = 0
        self.setZValue(400)

    def boundingRect(self) -> QRectF:
        return self.rect

    def set_rect(self, rect: tuple[float, float, float, float]) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(*rect)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()
        self.setVisible(count > 0)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        draw_pill(painter, self.boundingRect(), str(self.count), QColor(240, 244, 250), 16)
