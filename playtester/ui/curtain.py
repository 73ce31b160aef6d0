"""The privacy curtain of hot-seat play: it hides the table until the next player is ready."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QMenuBar, QPushButton, QVBoxLayout, QWidget

from playtester.ui.messages import plain

HINT = "Only the player named above should look at the screen now."


class Curtain(QWidget):
    """Covers its parent; `lifted` fires when the player clicks."""

    lifted = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = plain(QLabel())
        self.title.setStyleSheet("color: white; font-size: 30px; font-weight: bold;")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = plain(QLabel(HINT))
        self.hint.setStyleSheet("color: #c8d0dc; font-size: 15px;")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton("I'm ready")
        self.button.setStyleSheet("font-size: 17px; padding: 10px 28px;")
        self.button.clicked.connect(self._lift)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(16)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        parent.installEventFilter(self)
        self.hide()

    def show_for(self, name: str) -> None:
        self.show_with(f"Pass to {name} \u2014 click when ready")

    def show_with(self, title: str, hint: str = HINT) -> None:
        """Cover the window, saying who (or what) is shown next."""
        self.title.setText(title)
        self.hint.setText(hint)
        self._cover()
        self.raise_()
        self.show()
        self.button.setFocus()

    def _lift(self) -> None:
        self.hide()
        self.lifted.emit()

    def mousePressEvent(self, event: object) -> None:  # a click anywhere lifts it
        self._lift()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(8, 12, 20, 242))

    def _cover(self) -> None:
        """Everything but the menu bar (the menus stay usable: Undo, Save...)."""
        parent = self.parentWidget()
        assert parent is not None  # made with the window as its parent
        rect = parent.rect()
        bar = parent.findChild(QMenuBar)
        if bar is not None and bar.isVisible():
            rect.setTop(bar.geometry().bottom() + 1)
        self.setGeometry(rect)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._cover()
        return False
