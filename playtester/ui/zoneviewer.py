"""A zone viewer: the cards of a zone (a deck, a discard pile, an LRIG deck...) as a grid, with
a search field and the same tools as on the table. A card the viewer may see can be dragged out
onto the table, as from its zone (an LRIG onto the Center grows it); the cards a gesture acts on
now glow, with what they are and cost."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QMimeData, QPoint, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QIcon
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

from playtester.render.layout import table_for
from playtester.ui.controller import TableController
from playtester.ui.pixmaps import Pixmaps

THUMB = QSize(126, 176)
MIME = "application/x-playtester-card"  # a card dragged out of a viewer: its id
GLOW = QColor(255, 214, 102, 90)


def dragged_card(data: QMimeData) -> int | None:
    """The card a drag out of a viewer carries, or None (another drag)."""
    if not data.hasFormat(MIME):
        return None
    text = bytes(data.data(MIME).data()).decode("ascii", "replace")
    return int(text) if text.isdecimal() else None


class CardGrid(QListWidget):
    """The viewer's grid: a card the viewer may see is dragged out as its id."""

    def mimeTypes(self) -> list[str]:
        return [MIME]

    def mimeData(self, items: list[QListWidgetItem]) -> QMimeData:  # type: ignore[override]
        data = QMimeData()
        if items:
            data.setData(MIME, str(int(items[0].data(Qt.ItemDataRole.UserRole))).encode())
        return data


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
        self.grid = CardGrid()
        self.grid.setObjectName("zone-grid")
        self.grid.setViewMode(QListWidget.ViewMode.IconMode)
        self.grid.setIconSize(THUMB)
        self.grid.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.grid.setMovement(QListWidget.Movement.Static)
        self.grid.setDragEnabled(True)  # after the movement, which turns it off
        self.grid.setDragDropMode(QListWidget.DragDropMode.DragOnly)
        self.grid.setSpacing(8)
        self.grid.setWordWrap(True)
        self.grid.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.grid.customContextMenuRequested.connect(self._context)
        self.grid.itemDoubleClicked.connect(self._to_hand)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        state = controller.game.state
        own_pile = table_for(state.game, state.format).place(zone).face_down  # your deck
        if own_pile and player == controller.actor and "shuffle" in controller.parts.menus.commands:
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
        """The cards shown: the zone in order, or a searched deck sorted as the game sorts
        cards (Vanguard: by grade and name) so that its order is never shown."""
        state = self.controller.game.state
        ids = list(state.zones[self.player].get(self.zone, ()))
        if self.searching:
            order = self.controller.parts.facts.card_order
            return sorted(ids, key=lambda i: order(state.cards[i].card))
        return ids[: self.limit] if self.limit is not None else ids

    def refresh(self) -> None:
        game = self.controller.game
        state = game.state
        ids = self.card_ids()
        whose = "Your" if self.player == self.controller.actor else f"{state.names[self.player]}'s"
        part = f"top {len(ids)} of " if self.limit is not None else ""
        if self.searching:
            part = "search of the "
        zone = self.controller.parts.words.zone_name(self.zone)
        self.setWindowTitle(f"{whose} {part}{zone} ({len(ids)} cards)")
        query = self.search.text().strip().casefold()
        self.grid.clear()
        self.empty.setVisible(not ids)
        viewer = self.controller.viewer
        parts, actor = self.controller.parts, self.controller.actor
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
            pixmap = (
                self.pixmaps.face(card) if seen else self.pixmaps.back(parts.facts.card_back(card))
            )
            item = QListWidgetItem(QIcon(pixmap), card.name if seen else "(hidden)")
            item.setData(Qt.ItemDataRole.UserRole, card_id)
            on_table = viewer is not None and game.visible(card_id, viewer)  # not a search's
            if not on_table or self.controller.read_only:  # only what the table shows drags
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)
            live = seen and not self.controller.read_only
            if live and parts.gestures.glows(
                game, actor, card_id
            ):  # a gesture acts on it: say what
                item.setText(parts.facts.card_line(card))
                item.setBackground(QBrush(GLOW))
                bold = QFont(item.font())
                bold.setBold(True)
                item.setFont(bold)
            self.grid.addItem(item)

    def _selected(self) -> int | None:
        item = self.grid.currentItem()
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _context(self, pos: QPoint) -> None:
        item = self.grid.itemAt(pos)
        if item is not None and self.menu is not None:
            self.menu(int(item.data(Qt.ItemDataRole.UserRole)), self.grid.mapToGlobal(pos))

    def _to_hand(self, item: QListWidgetItem) -> None:
        """A double click takes the card, as the game says (Vanguard: into the hand)."""
        card_id = int(item.data(Qt.ItemDataRole.UserRole))
        c = self.controller
        action = c.parts.gestures.double_click_action(c.game.state, c.actor, card_id, listed=True)
        if action is not None:
            c.act(action)

    def _shuffle(self) -> None:
        self.controller.try_act(self.controller.parts.menus.commands["shuffle"].action)
        self.accept()

    def done(self, result: int) -> None:
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.changed.disconnect(self.refresh)
        super().done(result)
