"""The side panel: a large preview of the card under the mouse with its full text, and the log
of every action in notation and in plain words."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QLabel,
    QSizePolicy,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from playtester.engine.cards import Card
from playtester.ui.controller import LogEntry
from playtester.ui.pixmaps import PREVIEW_WIDTH, Pixmaps

DOT = " \u00b7 "


def describe(card: Card) -> str:
    """The card's facts and text as rich text for the preview."""
    facts = []
    if card.grade is not None:
        facts.append(f"Grade {card.grade}")
    if card.kind != "marker":
        facts.append(f"Power {card.power:,}")
    if card.shield:
        facts.append(f"Shield {card.shield:,}")
    if card.critical != 1:
        facts.append(f"Critical {card.critical}")
    icons = [s.replace("_", " ") for s in card.skills]
    if card.trigger:
        icons.insert(0, f"{card.trigger} trigger (+{card.trigger_power:,})")
    if card.gift:
        icons.append(f"gift: {card.gift}")
    if card.sentinel:
        icons.append("sentinel")
    lines = [f"<h3 style='margin:0'>{html.escape(card.name)}</h3>"]
    kin = DOT.join(x for x in (card.clan, card.race) if x)
    if kin:
        lines.append(f"<div style='color:gray'>{html.escape(kin)}</div>")
    lines.append("<p>" + DOT.join(facts) + "</p>")
    if icons:
        lines.append(f"<p><i>{html.escape(', '.join(icons))}</i></p>")
    if card.text:
        lines.append("<p>" + html.escape(card.text).replace("\n", "<br>") + "</p>")
    if card.number:
        lines.append(f"<p style='color:gray'>{html.escape(card.number)}</p>")
    return "".join(lines)


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
        self.entries: list[LogEntry] = []
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

    def add_log(self, entry: LogEntry) -> None:
        """Append an action: a turn heading when the turn changes, then who did what in plain
        words, with the notation underneath in small type."""
        self.entries.append(entry)
        parts = []
        if entry.turn != self._turn:
            self._turn = entry.turn
            if entry.turn:
                parts.append(f"<h4 style='margin:10px 0 2px 0'>Turn {entry.turn}</h4>")
        words = "; ".join(html.escape(n) for n in entry.notes) or html.escape(entry.notation)
        warning = (
            "<span style='color:#d0782a;font-weight:bold'>\u26a0 override</span> "
            if entry.override
            else ""
        )
        notation = (
            f"<br><span style='color:gray;font-family:monospace;font-size:small'>"
            f"{html.escape(entry.notation)}</span>"
            if entry.notation
            else ""
        )
        who = f"<b>{html.escape(entry.who)}</b> " if entry.who else ""
        parts.append(f"<p style='margin:2px 0 6px 0'>{warning}{who}{words}{notation}</p>")
        self.log.append("".join(parts))
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def note(self, text: str) -> None:
        """A line of the log that is not an action (the start of a game)."""
        self.add_log(LogEntry(turn=0, who="", notation="", notes=(text,)))

    def clear_log(self) -> None:
        self.log.clear()
        self.entries.clear()
        self._turn = -1
