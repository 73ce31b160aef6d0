"""A field card's name, printed at a size a player reads at any zoom: a plate across the card's
bottom edge, laid out in screen pixels (on a table that fits a laptop's screen, the name the
card's face prints is a few pixels high)."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from playtester.resources import data_path

SIZE = 12  # the name's height on the screen, in pixels, whatever the zoom
LINES = 2  # a longer name wraps to a second line, then ends in an ellipsis
PAD_X, PAD_Y = 4.0, 2.0
BACKGROUND = QColor(12, 16, 26, 222)
EDGE = QColor(255, 255, 255, 50)
INK = QColor(242, 245, 250)


@cache
def name_font() -> QFont:
    """The faces' condensed type (bundled), so that a long name fits two lines over a card on
    a laptop's screen; the application's own if it cannot be loaded."""
    font = QFont()
    found = QFontDatabase.addApplicationFont(
        str(data_path("assets", "fonts", "DejaVuSansCondensed.ttf"))
    )
    families = QFontDatabase.applicationFontFamilies(found) if found >= 0 else []
    if families:
        font = QFont(families[0])
    font.setPixelSize(SIZE)
    font.setStretch(QFont.Stretch.SemiCondensed)  # the condensed face of the family
    return font


def wrap(name: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """`name` in at most LINES lines of at most `width` pixels, broken between words; what
    does not fit ends in an ellipsis."""
    lines: list[str] = []
    words = name.split()
    while words and len(lines) < LINES:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(f"{line} {words[0]}") <= width:
            line = f"{line} {words.pop(0)}"
        if len(lines) == LINES - 1 and words:  # the last line takes the rest, cut short
            line = " ".join([line, *words])
            words = []
        lines.append(metrics.elidedText(line, Qt.TextElideMode.ElideRight, width))
    return lines


class NamePlate(QGraphicsItem):
    """The name of the card it belongs to (its parent), centred on the card's bottom edge: as
    wide as the card, wider (up to its room) for a long name. Drawn in screen pixels, upright
    when the card is turned; the card takes the mouse."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.name = ""
        self.lines: list[str] = []
        self.size = (0.0, 0.0)  # width, height in pixels
        self.setVisible(False)

    def font(self) -> QFont:
        return name_font()

    def show_name(self, name: str, card_width: float, room: float) -> None:
        """Print `name` ("" hides the plate) on a card `card_width` pixels wide, wrapped
        within `room` pixels."""
        if not name or room <= 2 * PAD_X:
            self.name, self.lines = "", []
            self.setVisible(False)
            return
        metrics = QFontMetricsF(self.font())
        lines = wrap(name, metrics, room - 2 * PAD_X)
        if not lines:  # a name of spaces
            self.show_name("", card_width, room)
            return
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        width = min(room, max(card_width, widest + 2 * PAD_X))
        size = (round(width), round(len(lines) * metrics.height() + 2 * PAD_Y))
        if (name, lines, size) != (self.name, self.lines, self.size):
            self.prepareGeometryChange()
            self.name, self.lines, self.size = name, lines, size
            self.update()
        self.setVisible(True)

    def boundingRect(self) -> QRectF:
        width, height = self.size
        return QRectF(-width / 2, -height, width, height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.boundingRect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(EDGE, 1))
        painter.setBrush(BACKGROUND)
        painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
        painter.setFont(self.font())
        painter.setPen(INK)
        line_height = QFontMetricsF(self.font()).height()
        top = rect.top() + PAD_Y
        for line in self.lines:
            box = QRectF(rect.left(), top, rect.width(), line_height)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, line)
            top += line_height
