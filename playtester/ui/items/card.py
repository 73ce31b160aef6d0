"""A card on the table: its face or back, standing or rested, moving with short animations."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from playtester.render.layout import CARD_H, CARD_W
from playtester.ui.items.nameplate import NamePlate

if TYPE_CHECKING:
    from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QSequentialAnimationGroup

    from playtester.ui.scene import TableScene

MOVE_MS = 180
REVEAL_MS = 550  # how long a checked card shows in the trigger zone
RADIUS = 7.0
MARK = QColor(60, 150, 220, 215)  # the band of a state mark: icy blue


def draw_marks(painter: QPainter, rect: QRectF, marks: tuple[str, ...]) -> None:
    """A card's state marks ("FROZEN"), each on an icy band across the card's upper half."""
    font = painter.font()
    font.setPixelSize(15)
    font.setBold(True)
    painter.setFont(font)
    for index, mark in enumerate(marks):
        band = QRectF(rect.left(), rect.top() + 34 + 26 * index, rect.width(), 24)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(MARK)
        painter.drawRect(band)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, mark)
    painter.setPen(Qt.PenStyle.NoPen)


UNREAD = QColor(240, 172, 48)  # the disc of the "by hand" mark: amber
UNREAD_INK = QColor(44, 30, 8)


def draw_unread(painter: QPainter, rect: QRectF) -> None:
    """The "by hand" mark: a small amber disc with a pencil at the top of the card's picture,
    between the grade and the trigger icon (clear of both, and of the name printed over the
    card's lower half), for a card whose text the table does not (wholly) do."""
    centre = QPointF(rect.center().x(), rect.top() + 20)
    painter.save()
    painter.setPen(QPen(QColor(255, 250, 236), 2.5))
    painter.setBrush(UNREAD)
    painter.drawEllipse(centre, 15, 15)
    painter.translate(centre)
    painter.rotate(45)  # the pencil leans, its point down to the left
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(UNREAD_INK)
    painter.drawRect(QRectF(-3.2, -10, 6.4, 13.5))
    painter.drawPolygon(QPolygonF([QPointF(-3.2, 4.8), QPointF(3.2, 4.8), QPointF(0, 10.5)]))
    painter.restore()


class CardItem(QGraphicsObject):
    """One card instance; the scene tells it what to show and where to be."""

    def __init__(self, card_id: int) -> None:
        super().__init__()
        self.card_id = card_id
        self.pixmap = QPixmap()
        self.face_key: object = None
        self.selected = False  # chosen for a mulligan or a cost
        self.face_down = False  # lies face down although the viewer may see its face
        self.glow: QColor | None = None  # a unit that can be clicked now (a trigger's target)
        self.marks: tuple[str, ...] = ()  # words for a state it is in ("FROZEN")
        self.unread: tuple[str, ...] = ()  # the clauses of its text left by hand
        self._animation: QParallelAnimationGroup | QSequentialAnimationGroup | None = None
        self._target: tuple[float, float, float, float] | None = None  # x, y, turn, scale
        self._then: tuple[tuple[object, QPixmap], float] | None = None
        self.plate: NamePlate | None = None  # its printed name, once it has been on the field
        self._name = ("", 0.0)  # the name to print and its room (scene units)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(0, 0)

    # -- look -----------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_W / 2 - 6, -CARD_H / 2 - 6, CARD_W + 12, CARD_H + 12)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H), RADIUS, RADIUS)
        return path

    def set_pixmap(self, key: object, pixmap: QPixmap) -> None:
        if key != self.face_key:
            self.face_key = key
            self.pixmap = pixmap
            self.update()

    def set_tip(self, text: str) -> None:
        """The tooltip: the card's full text, or "" (a hidden card names nothing)."""
        if text != self.toolTip():
            self.setToolTip(text)

    def set_name(self, name: str, room: float, zoom: float) -> None:
        """Print `name` ("" none) on the card, as wide as `room` scene units allow, in pixels
        for a view showing `zoom` pixels per scene unit."""
        if self.plate is None:
            if not name:
                return
            self.plate = NamePlate(self)
            self.rotationChanged.connect(self._follow)
            self.scaleChanged.connect(self._follow)
        self._name = (name, room)
        self.show_name(zoom)

    def show_name(self, zoom: float) -> None:
        """Lay the printed name out again for this zoom (the view was resized or zoomed), for
        the card as it lies in its slot (not as it stands mid-move: a card turning sideways)."""
        if self.plate is None:
            return
        name, room = self._name
        rotation, scale = self.rotation(), self.scale()
        if self._target is not None:
            rotation, scale = self._target[2], self._target[3]
        turned = QTransform().rotate(rotation).mapRect(self._face_rect())
        scale *= zoom
        self.plate.show_name(name, turned.width() * scale, max(room, turned.width()) * scale)
        self._follow()

    def _follow(self) -> None:
        """Keep the printed name on the bottom edge of the card as it lies (turned or not)."""
        if self.plate is not None:
            turn = QTransform().rotate(self.rotation())
            bottom = turn.mapRect(self._face_rect()).bottom()
            self.plate.setPos(turn.inverted()[0].map(QPointF(0, bottom)))

    @staticmethod
    def _face_rect() -> QRectF:
        return QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)

    def set_marks(
        self,
        selected: bool,
        glow: QColor | None,
        face_down: bool = False,
        marks: tuple[str, ...] = (),
    ) -> None:
        now = (selected, glow, face_down, marks)
        if now != (self.selected, self.glow, self.face_down, self.marks):
            self.selected, self.glow, self.face_down, self.marks = now
            self.update()

    def set_unread(self, clauses: tuple[str, ...]) -> None:
        """The clauses of the card's text the table leaves by hand (marked), or none."""
        if clauses != self.unread:
            self.unread = clauses
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(rect.translated(2.5, 3.5), RADIUS, RADIUS)
        if not self.pixmap.isNull():
            painter.drawPixmap(rect, self.pixmap, QRectF(self.pixmap.rect()))
        else:
            painter.setBrush(QColor(60, 70, 90))
            painter.drawRoundedRect(rect, RADIUS, RADIUS)
        if self.face_down:  # known to the viewer, but face down on the table
            painter.setBrush(QColor(10, 16, 30, 150))
            painter.drawRoundedRect(rect, RADIUS, RADIUS)
            painter.setPen(QColor(230, 236, 246))
            font = painter.font()
            font.setPixelSize(13)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "FACE DOWN")
            painter.setPen(Qt.PenStyle.NoPen)
        if self.marks:
            draw_marks(painter, rect, self.marks)
        if self.unread:  # upright as the viewer sees the card (an opponent's is turned)
            painter.save()
            painter.rotate(-self.rotation())
            draw_unread(painter, QTransform().rotate(self.rotation()).mapRect(rect))
            painter.restore()
        if self.glow is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self.glow, 5))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), RADIUS + 2, RADIUS + 2)
        if self.selected:
            painter.setPen(QPen(QColor(255, 210, 90), 4))
            painter.setBrush(QColor(255, 210, 90, 50))
            painter.drawRoundedRect(rect, RADIUS, RADIUS)

    # -- movement -------------------------------------------------------------------------

    @property
    def moving(self) -> bool:
        """The card is on its way to its place (an animation runs)."""
        return self._animation is not None

    def place(
        self, x: float, y: float, rotation: float, z: float, animate: bool, scale: float = 1.0
    ) -> None:
        """Go to a slot (at `scale` times a field card's size); animated when asked and the
        card is really moving."""
        self.setZValue(z)
        target = (x, y, rotation, scale)
        if target == self._target and (self._animation is None or animate):
            return
        self._target = target
        self._then = None  # a newer place wins over the end of a reveal
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if not animate or not self.isVisible():
            self._jump(target)
            return
        # the animation classes are read on the first move, not at the start (the table is laid
        # out without moving: PySide building their classes' enums is about 2 ms)
        from PySide6.QtCore import QEasingCurve

        group = self._move(QPointF(x, y), rotation, scale, MOVE_MS, QEasingCurve.Type.OutCubic)
        group.setParent(self)
        group.finished.connect(self._finished)
        self._animation = group
        group.start()

    def _jump(self, target: tuple[float, float, float, float]) -> None:
        x, y, rotation, scale = target
        self.setPos(x, y)
        self.setRotation(rotation)
        self.setScale(scale)

    def reveal(
        self,
        via: tuple[float, float],
        face: tuple[object, QPixmap],
        then: tuple[object, QPixmap],
        target: tuple[float, float, float, float, float],
        delay: int,
    ) -> None:
        """A check: the card flies face up to the trigger zone, shows there, then goes on to
        `target` (x, y, rotation, z, scale) showing `then`."""
        if self._animation is not None:
            self._animation.stop()
        x, y, rotation, z, scale = target
        self._target = (x, y, rotation, scale)
        self._then = (then, z)
        self.setZValue(900)
        from PySide6.QtCore import QEasingCurve, QPauseAnimation, QSequentialAnimationGroup

        sequence = QSequentialAnimationGroup(self)
        sequence.addPause(delay)
        slow = QEasingCurve.Type.InOutCubic
        sequence.addAnimation(self._move(QPointF(*via), 0.0, 1.0, MOVE_MS * 2, slow))
        sequence.addAnimation(QPauseAnimation(REVEAL_MS, sequence))
        sequence.addAnimation(self._move(QPointF(x, y), rotation, scale, MOVE_MS * 2, slow))
        sequence.finished.connect(self._finished)
        self._animation = sequence
        self.set_pixmap(*face)
        sequence.start()

    def _move(
        self, to: QPointF, rotation: float, scale: float, ms: int, curve: QEasingCurve.Type
    ) -> QParallelAnimationGroup:
        from PySide6.QtCore import QParallelAnimationGroup, QPropertyAnimation

        group = QParallelAnimationGroup()
        for name, end in ((b"pos", to), (b"rotation", rotation), (b"scale", scale)):
            if name == b"scale" and end == self.scale():
                continue
            anim = QPropertyAnimation(self, name, group)
            anim.setDuration(ms)
            anim.setEasingCurve(curve)
            anim.setEndValue(end)
            group.addAnimation(anim)
        return group

    def _finished(self) -> None:
        self._animation = None
        if self._then is not None:  # the end of a reveal: show what the viewer may see
            (key, pixmap), z = self._then
            self._then = None
            self.set_pixmap(key, pixmap)
            self.setZValue(z)

    def settle(self) -> None:
        """Jump to the end of any animation (tests, and before a drag)."""
        if self._animation is not None:
            self._animation.stop()
            self._finished()
        if self._target is not None:
            self._jump(self._target)

    def target(self) -> tuple[float, float]:
        """Where the card is going (or is): its slot, not a point of an animation."""
        if self._target is None:
            return (self.x(), self.y())
        return (self._target[0], self._target[1])

    def forget_target(self) -> None:
        self._target = None

    # -- input: the scene decides what gestures mean --------------------------------------

    def _scene(self) -> TableScene:
        return self.scene()  # type: ignore[return-value]

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._scene().card_pressed(self, event.scenePos())
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._scene().card_dragged(self, event.scenePos(), event.modifiers())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._scene().card_released(self, event.scenePos(), event.modifiers())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._scene().card_double_clicked(self)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._scene().card_hovered(self)
