"""The view onto the table: the whole table fits the window, scaled smoothly with it, until the
player zooms in (Ctrl+wheel around the pointer, or the zoom keys). A zoomed table shows scroll
bars and pans with the wheel (Shift+wheel sideways) or by dragging with the middle button, as
drawing and map programs do; the left button stays for the cards, the right one for drawings."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QPixmap,
    QResizeEvent,
    QShowEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from playtester.ui.magnifier import Magnifier
from playtester.ui.pixmaps import Playmat
from playtester.ui.scene import TableScene

ZOOM_STEP = 1.25  # one wheel notch or one key press
CLOSEST = 2.0  # pixels per scene unit at the closest zoom: a card face's full detail


class TableView(QGraphicsView):
    """Draws the playmat itself, scaled once per window size and zoom: scaling a big picture
    on every frame would make dragging slow."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        # A viewport made here, not by Qt: PySide then knows its type when it hands it to the
        # items' paint(); otherwise it inspects dozens of widget classes first (~10 ms at start)
        self.setViewport(QWidget())
        self.mat: Playmat | None = None
        self.mat_rect = QRectF()  # where the playmat lies on the table (wider than the table)
        self._scaled = QPixmap()
        self.fitting = True  # the whole table shown, following the window's size
        self._pan: QPoint | None = None  # where a middle-button drag is
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setObjectName("table")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self._scroll_bars(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setMouseTracking(True)
        # the scene handles the right button itself: a click opens a menu, a drag draws
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.setMinimumSize(640, 480)
        self.magnifier = Magnifier(self, scene)

    def set_mat(self, mat: Playmat, rect: QRectF) -> None:
        """The playmat's picture, and where it lies in scene units (wider than the table)."""
        self.mat, self.mat_rect = mat, rect
        self._repaint_mat()

    def _repaint_mat(self) -> None:
        """The zoom changed (or the playmat): the playmat is scaled again, the names follow."""
        self._scaled = QPixmap()
        self.resetCachedContent()
        scene = self.scene()
        if isinstance(scene, TableScene):
            scene.set_zoom(self.zoom())

    def _scroll_bars(self, policy: Qt.ScrollBarPolicy) -> None:
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    # -- zoom -------------------------------------------------------------------------------

    def zoom(self) -> float:
        """Pixels per scene unit."""
        return self.transform().m11()

    def fit_zoom(self) -> float:
        """The zoom that shows the whole table (fitInView's, which keeps a 2 px margin)."""
        size, rect = self.maximumViewportSize(), self.sceneRect()
        return min((size.width() - 4) / rect.width(), (size.height() - 4) / rect.height())

    def fit(self) -> None:
        """Show the whole table, and keep showing it as the window changes size."""
        self.fitting = True
        self._scroll_bars(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._repaint_mat()

    def zoom_in(self) -> None:
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self.zoom_by(1 / ZOOM_STEP)

    def zoom_by(self, factor: float, anchor: QPoint | None = None) -> None:
        """Zoom keeping the table point under `anchor` (viewport pixels; default the middle)
        where it is; never further out than the whole table."""
        self.magnifier.dismiss()
        fit = self.fit_zoom()
        zoom = min(self.zoom() * factor, max(CLOSEST, fit))
        if zoom <= fit * 1.001:
            self.fit()
            return
        at = anchor if anchor is not None else self.viewport().rect().center()
        point = self.mapToScene(at)
        self.fitting = False
        self._scroll_bars(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setTransform(QTransform.fromScale(zoom, zoom))
        self._keep(point, at)
        self._repaint_mat()

    def _keep(self, point: QPointF, at: QPoint) -> None:
        """Scroll so that the scene `point` lies under `at` again."""
        moved = self.mapFromScene(point) - at
        self._scroll_by(moved.x(), moved.y())

    def _scroll_by(self, dx: int, dy: int) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + dx)
        v.setValue(v.value() + dy)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.fitting or self.zoom() < self.fit_zoom():
            self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.fitting:
            self.fit()

    # -- the wheel, the middle button and touchpad pinches ------------------------------------

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y() or event.angleDelta().x()
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if delta:
                self.zoom_by(ZOOM_STEP ** (delta / 120), event.position().toPoint())
            event.accept()
            return
        self.magnifier.dismiss()
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:  # sideways
            self._scroll_by(-delta, 0)
            event.accept()
            return
        super().wheelEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        if isinstance(event, QNativeGestureEvent):  # a touchpad pinch
            if event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                self.zoom_by(1 + event.value(), event.position().toPoint())
                return True
            if event.gestureType() == Qt.NativeGestureType.SmartZoomNativeGesture:
                self.fit()
                return True
        if event.type() == QEvent.Type.Leave:
            self.magnifier.pointer_left()
        return super().viewportEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.magnifier.dismiss()
        if event.button() == Qt.MouseButton.MiddleButton and not self.fitting:
            self._pan = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        at = event.position().toPoint()
        if self._pan is not None:
            moved, self._pan = self._pan - at, at
            self._scroll_by(moved.x(), moved.y())
            event.accept()
            return
        super().mouseMoveEvent(event)
        self.magnifier.follow(at, event.buttons() != Qt.MouseButton.NoButton)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton and self._pan is not None:
            self._pan = None
            self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # -- the playmat ------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, QColor(10, 14, 22))
        if self.mat is None:
            return
        target = self.mapFromScene(self.mat_rect).boundingRect()
        ratio = self.devicePixelRatioF()
        if self._scaled.isNull() or self._scaled.width() != round(target.width() * ratio):
            self._scaled = self.mat.scaled(
                round(target.width() * ratio), round(target.height() * ratio)
            )
            self._scaled.setDevicePixelRatio(ratio)
        if self._scaled.isNull():
            # closer than the picture's own size: enlarged as it is drawn, only where exposed
            whole = self.mat.pixmap()
            if not whole.isNull():
                painter.drawPixmap(self.mat_rect, whole, QRectF(whole.rect()))
            return
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(target.topLeft(), self._scaled)
        painter.restore()
