"""The view onto the table: the whole table always fits, scaled smoothly with the window."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget


class TableView(QGraphicsView):
    """Draws the playmat itself, scaled once per window size: scaling a big picture on every
    frame would make dragging slow."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        # A viewport made here, not by Qt: PySide then knows its type when it hands it to the
        # items' paint(); otherwise it inspects dozens of widget classes first (~10 ms at start)
        self.setViewport(QWidget())
        self.mat = QPixmap()
        self._scaled = QPixmap()
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setObjectName("table")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setMouseTracking(True)
        # the scene handles the right button itself: a click opens a menu, a drag draws
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)
        self.setMinimumSize(640, 480)

    def set_mat(self, pixmap: QPixmap) -> None:
        self.mat = pixmap
        self._scaled = QPixmap()
        self.resetCachedContent()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._scaled = QPixmap()
        self.resetCachedContent()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        painter.fillRect(rect, QColor(10, 14, 22))
        if self.mat.isNull():
            return
        target = self.mapFromScene(self.sceneRect()).boundingRect()
        ratio = self.devicePixelRatioF()
        if self._scaled.isNull() or self._scaled.width() != round(target.width() * ratio):
            self._scaled = self.mat.scaled(
                round(target.width() * ratio),
                round(target.height() * ratio),
                Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
            self._scaled.setDevicePixelRatio(ratio)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(target.topLeft(), self._scaled)
        painter.restore()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()
