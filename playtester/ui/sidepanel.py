"""The side panel: a large preview of the card under the mouse with its full text, and the log
of every action in plain words, as the player at the screen may read it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap, QResizeEvent, QTextCursor
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from playtester.engine.cards import Card
from playtester.engine.registry import facts_for
from playtester.ui.logbook import Logbook, LogEntry
from playtester.ui.messages import escape
from playtester.ui.pixmaps import PREVIEW_WIDTH, Pixmaps


def describe(card: Card) -> str:
    """The card's facts and text as rich text for the preview, as its game tells them."""
    return facts_for(card.game).card_facts(card)


class Preview(QLabel):
    """The large face: as big as its area allows, whole, redrawn when the area changes."""

    def __init__(self) -> None:
        super().__init__()
        self.source = QPixmap()
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(120, 168)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def show_pixmap(self, pixmap: QPixmap) -> None:
        self.source = pixmap
        self._fit()

    def _fit(self) -> None:
        if self.source.isNull():
            self.clear()
            return
        ratio = self.devicePixelRatioF()
        scaled = self.source.scaled(
            self.size() * ratio,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        scaled.setDevicePixelRatio(ratio)
        self.setPixmap(scaled)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()


class SidePanel(QWidget):
    def __init__(self, pixmaps: Pixmaps) -> None:
        super().__init__()
        self.pixmaps = pixmaps
        self.setMinimumWidth(300)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        split = QSplitter(Qt.Orientation.Vertical)
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        self.picture = Preview()
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.setPlaceholderText("Point at a card to read it here.")
        top_layout.addWidget(self.picture, 3)
        top_layout.addWidget(self.text, 2)
        self.log = QTextBrowser()
        self.log.setObjectName("log")
        self.log.setOpenLinks(False)
        self.show_notation = False  # the notation under each line (a View menu option)
        self._shown: tuple[int, int] | None = None  # (viewer, entries) the log shows now
        self._turn = -1
        split.addWidget(top)
        split.addWidget(self.log)
        split.setSizes([560, 300])
        layout.addWidget(split)
        self.card: Card | None = None

    def show_card(self, card: Card | None) -> None:
        if card is None or card == self.card:
            return
        self.card = card
        self.picture.show_pixmap(self.pixmaps.face(card, PREVIEW_WIDTH))
        self.text.setHtml(describe(card))

    def clear_card(self) -> None:
        """Show nothing (the hot-seat curtain is down)."""
        self.card = None
        self.picture.show_pixmap(QPixmap())
        self.text.clear()

    def show_log(self, log: Logbook, viewer: int | None, appended: bool = False) -> None:
        """Show the log as `viewer` may read it (None: the screen is changing hands, show
        nothing). `appended`: only the last entry is new, so only it is added."""
        if viewer is None:
            self.log.clear()
            self.log.setPlaceholderText("The log is hidden while the screen changes hands.")
            self._shown = None
            return
        if appended and self._shown == (viewer, len(log.entries) - 1):
            entry = self._entry_html(log.entries[-1], viewer)
            if entry:
                self.log.append(entry)
        else:
            self._turn = -1
            header = f"<p style='margin:2px 0 6px 0'>{escape(log.header)}</p>"
            body = "".join(self._entry_html(e, viewer) for e in log.entries)
            self.log.setHtml(header + body)
        self._shown = (viewer, len(log.entries))
        self.log.moveCursor(QTextCursor.MoveOperation.End)  # the latest line in sight
        self.log.ensureCursorVisible()

    @property
    def shown_viewer(self) -> int | None:
        """Whose log is on show (None: none, the screen is changing hands)."""
        return None if self._shown is None else self._shown[0]

    def _entry_html(self, entry: LogEntry, viewer: int) -> str:
        """An entry: a turn heading when the turn changes, then who did what in plain words,
        with the notation underneath in small type when the player asked for it; nothing for
        a step the viewer is told nothing of (a G-Assist declined by the other player)."""
        if not entry.line(viewer).words:
            return ""
        parts = []
        if entry.turn != self._turn:
            self._turn = entry.turn
            if entry.turn:
                parts.append(f"<h4 style='margin:10px 0 2px 0'>Turn {entry.turn}</h4>")
        line = entry.line(viewer)
        words = escape(line.words)
        warning = (
            "<span style='color:#d0782a;font-weight:bold'>\u26a0 override</span> "
            if entry.override
            else ""
        )
        notation = (
            f"<br><span style='color:gray;font-family:monospace;font-size:small'>"
            f"{escape(line.notation)}</span>"
            if line.notation and self.show_notation
            else ""
        )
        who = f"<b>{escape(entry.who)}</b> " if entry.who else ""
        text = f"{warning}{who}{words}{notation}"
        if entry.undone:
            text = f"<span style='color:gray'><s>{text}</s> (undone)</span>"
        parts.append(f"<p style='margin:2px 0 6px 0'>{text}</p>")
        return "".join(parts)

    def clear_log(self) -> None:
        self.log.clear()
        self._shown = None
        self._turn = -1
