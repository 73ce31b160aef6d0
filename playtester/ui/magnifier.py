"""A large, readable copy of the card under the pointer, floating beside it on the table: while
the Magnify key is held, or once the pointer has rested on a card for a moment (a setting).
Only a card the viewer may see is ever magnified; a hidden card shows nothing. While it
magnifies cards, their tooltips stay away (they would cover it, or name the card the pointer
has just left); the side panel shows the card's text whole."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QHelpEvent,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from playtester.ui import settings
from playtester.ui.items.card import UNREAD, UNREAD_INK, CardItem
from playtester.ui.pixmaps import PREVIEW_WIDTH

if TYPE_CHECKING:
    from playtester.ui.scene import TableScene
    from playtester.ui.view import TableView

HOVER_MS = 600  # how long the pointer rests on a card before it is magnified
ON_HOVER = "table/magnify_on_hover"  # the setting
GAP = 24  # pixels between the pointer and the card
WIDEST = 340  # the card's width at most, in pixels
SHADOW = 8


class Magnifier(QWidget):
    """Lives on the table's viewport, above the scene, and lets the mouse through."""

    def __init__(self, view: TableView, scene: TableScene) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.table = scene
        self.card_id: int | None = None  # the card shown (None: hidden)
        self.on_hover = bool(settings.get(ON_HOVER, True))
        self.held: QKeySequence | None = None  # the Magnify key, while it is held
        self._pointer: QPoint | None = None  # over the table, in viewport pixels
        self._resting: int | None = None  # the card the pointer rests on
        self._face = QPixmap()
        self._face_of: tuple[int, QSize] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(HOVER_MS)
        self._timer.timeout.connect(self._rested)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()
        view.viewport().installEventFilter(self)  # its tooltips
        scene.controller.changed.connect(self._table_changed)

    @property
    def pending(self) -> bool:
        """A card will show once the pointer has rested on it a moment longer."""
        return self._timer.isActive()

    def set_on_hover(self, on: bool) -> None:
        self.on_hover = on
        settings.put(ON_HOVER, on)
        if not on:
            self._timer.stop()

    # -- what the pointer and the keys do -------------------------------------------------

    def follow(self, at: QPoint, pressed: bool) -> None:
        """The pointer moved over the table to `at`; `pressed`: a button is down (a drag)."""
        self._pointer = at
        if pressed:
            self.dismiss()
            return
        card = self._card_at(at)
        if self.held is not None:
            self._show(card)
            return
        if card != self._resting:
            self._resting = card
            self._show(None)
            self._timer.stop()
            if card is not None and self.on_hover:
                self._timer.start()
        elif self.card_id is not None:
            self._place()

    def pointer_left(self) -> None:
        self._pointer = None
        self._resting = None
        self._timer.stop()
        self._show(None)

    def dismiss(self) -> None:
        """Hide until the pointer rests on a card again (a click, a scroll, a zoom)."""
        self._timer.stop()
        self._resting = None
        if self.held is not None:
            self.held = None
            QApplication.instance().removeEventFilter(self)  # type: ignore[union-attr]
        self._show(None)

    def hold(self, key: QKeySequence) -> None:
        """The Magnify key went down: show the card under the pointer until it comes up (or
        the next click, when the command came from the menu)."""
        if self.held is None:
            QApplication.instance().installEventFilter(self)  # type: ignore[union-attr]
        self.held = key
        self._timer.stop()
        self._show(self._card_at(self._pointer) if self._pointer is not None else None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        tooltip = event.type() == QEvent.Type.ToolTip and watched is self.view.viewport()
        if tooltip and isinstance(event, QHelpEvent):
            return self._tooltip(event)
        if self.held is None:
            return False
        kind = event.type()
        if isinstance(event, QKeyEvent) and kind == QEvent.Type.KeyRelease:
            key = self.held[0].key() if self.held.count() else None  # type: ignore[index]
            if not event.isAutoRepeat() and event.key() in (key, Qt.Key.Key_Escape):
                self.dismiss()
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.ApplicationDeactivate):
            self.dismiss()
        return False

    def _tooltip(self, event: QHelpEvent) -> bool:
        """A card's tooltip is asked for: none while its card is magnified, or about to be
        (True: the event is taken)."""
        if not (self.on_hover or self.held is not None) or self._card_at(event.pos()) is None:
            return False
        QToolTip.hideText()
        return True

    def _rested(self) -> None:
        if self._resting is not None and self._pointer is not None and self.table.drag is None:
            self._show(self._card_at(self._pointer))

    def _table_changed(self) -> None:
        """Cards moved or turned: what lies under the pointer may have changed, or be hidden."""
        if self.card_id is not None and self._pointer is not None:
            self._show(self._card_at(self._pointer))

    def _card_at(self, at: QPoint) -> int | None:
        """The topmost card under `at`, if the viewer may see its face."""
        for item in self.view.items(at):
            if isinstance(item, CardItem):
                return item.card_id if self.table.visible(item.card_id) else None
        return None

    # -- showing ----------------------------------------------------------------------------

    def _show(self, card_id: int | None) -> None:
        if card_id is None or self._pointer is None or card_id not in self.table.cards:
            self.card_id = None
            self.hide()
            return
        self.card_id = card_id
        QToolTip.hideText()  # one shown before names a card, perhaps another
        self._place()
        self.show()
        self.raise_()
        self.update()

    def _size(self) -> QSize:
        area = self.view.viewport().size()
        width = min(WIDEST, int(area.height() * 0.62 / 1.4), (area.width() - 2 * GAP) // 2)
        return QSize(width + 2 * SHADOW, round(width * 1.4) + 2 * SHADOW)

    def _place(self) -> None:
        """Beside the pointer (right of it, or left when there is no room), inside the table."""
        assert self._pointer is not None
        size, area = self._size(), self.view.viewport().size()
        x = self._pointer.x() + GAP - SHADOW
        if x + size.width() > area.width():
            x = self._pointer.x() - GAP + SHADOW - size.width()
        y = self._pointer.y() - size.height() // 2
        x = max(0, min(x, area.width() - size.width()))
        y = max(0, min(y, area.height() - size.height()))
        self.setGeometry(x, y, size.width(), size.height())

    def _picture(self) -> QPixmap:
        """The face at this size, scaled once (not on every paint)."""
        assert self.card_id is not None
        inner = self.size() - QSize(2 * SHADOW, 2 * SHADOW)
        if self._face_of != (self.card_id, inner):
            card = self.table.controller.game.state.cards[self.card_id].card
            ratio = self.devicePixelRatioF()
            face = self.table.pixmaps.face(card, PREVIEW_WIDTH).scaled(
                inner * ratio,
                Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
            face.setDevicePixelRatio(ratio)
            self._face, self._face_of = face, (self.card_id, inner)
        return self._face

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.card_id is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(SHADOW, SHADOW, -SHADOW, -SHADOW)
        radius = card.width() * 0.05
        for grow, alpha in ((8, 20), (5, 35), (2, 60)):  # a soft shadow
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(card.adjusted(-grow, -grow + 3, grow, grow + 3), radius, radius)
        path = QPainterPath()
        path.addRoundedRect(card, radius, radius)
        painter.setClipPath(path)
        painter.drawPixmap(card.topLeft(), self._picture())
        item = self.table.cards.get(self.card_id)
        if item is not None and item.unread:
            draw_by_hand(painter, card, item.unread)


def draw_by_hand(painter: QPainter, card: QRectF, clauses: tuple[str, ...]) -> None:
    """An amber band across the magnified card's picture: what of its text is by hand (in
    two lines at most, the rest elided; the tooltip and the side panel have the whole text)."""
    band = QRectF(
        card.left(), card.top() + card.height() * 0.30, card.width(), card.height() * 0.15
    )
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(UNREAD.red(), UNREAD.green(), UNREAD.blue(), 238))
    painter.drawRect(band)
    font = painter.font()
    font.setPixelSize(max(11, round(card.width() * 0.05)))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(UNREAD_INK)
    pad = card.width() * 0.05
    room = band.adjusted(pad, 2, -pad, -2)
    text = "By hand: " + " / ".join(clauses)
    text = QFontMetrics(font).elidedText(
        text, Qt.TextElideMode.ElideRight, int(room.width() * 1.85)
    )
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
    painter.drawText(room, int(flags), text)
