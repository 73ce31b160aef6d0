"""A zone viewer: the cards of a deck, drop zone, soul, damage zone or G zone as a grid, with a
search field, and the same tools as on the table."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.words import zone_name
from playtester.ui.controller import TableController
from playtester.ui.pixmaps import Pixmaps

THUMB = QSize(126, 176)


class ZoneViewer(QDialog):
    """Shows `player`'s `zone` (the first `limit` cards: the top N of a deck; `searching`: the
    owner's whole deck, sorted)."""

    def __init__(
        self,
        controller: TableController,
        pixmaps: Pixmaps,
        player: int,
        zone: str,
        limit: int | None = None,
        menu: Callable[[int, QPoint], None] | None = None,
        parent: QWidget | None = None,
        searching: bool = False,
    ) -> None:
        super().__init__(parent)
        self.controller, self.pixmaps = controller, pixmaps
        self.player, self.zone, self.limit = player, zone, limit
        self.searching = searching  # the owner searches the deck: every card shown, sorted
        self.menu = menu
        self.setModal(False)
        self.resize(900, 620)
        layout = QVBoxLayout(self)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Search by name or text")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.refresh)
        self.grid = QListWidget()
        self.grid.setObjectName("zone-grid")
        self.grid.setViewMode(QListWidget.ViewMode.IconMode)
        self.grid.setIconSize(THUMB)
        self.grid.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.grid.setMovement(QListWidget.Movement.Static)
        self.grid.setSpacing(8)
        self.grid.setWordWrap(True)
        self.grid.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.grid.customContextMenuRequested.connect(self._context)
        self.grid.itemDoubleClicked.connect(self._to_hand)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        if zone == "deck" and player == controller.actor:
            shuffle = buttons.addButton("Shuffle and Close", QDialogButtonBox.ButtonRole.AcceptRole)
            shuffle.clicked.connect(self._shuffle)
        buttons.rejected.connect(self.reject)
        self.empty = QLabel("No cards here.")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.search)
        layout.addWidget(self.empty)
        layout.addWidget(self.grid)
        layout.addWidget(buttons)
        controller.changed.connect(self.refresh)
        self.refresh()

    def card_ids(self) -> list[int]:
        """The cards shown: the zone in order, or a searched deck sorted by grade and name so
        that its order is never shown."""
        state = self.controller.game.state
        ids = list(state.zones[self.player].get(self.zone, ()))
        if self.searching:
            return sorted(
                ids, key=lambda i: (vanguard_card(state.cards[i]).grade or 0, state.cards[i].name)
            )
        return ids[: self.limit] if self.limit is not None else ids

    def refresh(self) -> None:
        game = self.controller.game
        state = game.state
        ids = self.card_ids()
        whose = "Your" if self.player == self.controller.actor else f"{state.names[self.player]}'s"
        part = f"top {len(ids)} of " if self.limit is not None else ""
        if self.searching:
            part = "search of the "
        self.setWindowTitle(f"{whose} {part}{zone_name(self.zone)} ({len(ids)} cards)")
        query = self.search.text().strip().casefold()
        self.grid.clear()
        self.empty.setVisible(not ids)
        viewer = self.controller.viewer
        for card_id in ids:
            card = state.cards[card_id].card
            seen = viewer is not None and (self.searching or game.visible(card_id, viewer))
            if (
                seen
                and query
                and query not in card.name.casefold()
                and query not in card.text.casefold()
            ):
                continue
            pixmap = self.pixmaps.face(card) if seen else self.pixmaps.back()
            item = QListWidgetItem(QIcon(pixmap), card.name if seen else "(hidden)")
            item.setData(Qt.ItemDataRole.UserRole, card_id)
            self.grid.addItem(item)

    def _selected(self) -> int | None:
        item = self.grid.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _context(self, pos: QPoint) -> None:
        item = self.grid.itemAt(pos)
        if item is not None and self.menu is not None:
            self.menu(int(item.data(Qt.ItemDataRole.UserRole)), self.grid.mapToGlobal(pos))

    def _to_hand(self, item: QListWidgetItem) -> None:
        from playtester.games.vanguard.tools import card_tools

        card_id = int(item.data(Qt.ItemDataRole.UserRole))
        state = self.controller.game.state
        for tool in card_tools(state, self.controller.actor, card_id):
            if tool.label == "To hand":
                self.controller.try_act(tool.action)
                return

    def _shuffle(self) -> None:
        self.controller.try_act("shuffle")
        self.accept()

    def done(self, result: int) -> None:
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.changed.disconnect(self.refresh)
        super().done(result)
