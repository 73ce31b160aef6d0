"""The G era's choices: the discards of a stride (with the running grade sum), and G-Assist
(which card to take from the top five, which cards to pay)."""

from __future__ import annotations

import html

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from playtester.engine import Action
from playtester.games.vanguard.board import in_legion
from playtester.games.vanguard.cards import vanguard_card
from playtester.ui.controller import TableController
from playtester.ui.messages import plain, tip
from playtester.ui.pixmaps import Pixmaps

THUMB = QSize(96, 134)


def card_list(
    pixmaps: Pixmaps, controller: TableController, ids: list[int], multi: bool
) -> QListWidget:
    """A row of card faces to pick from: several (`multi`) or one; it scrolls sideways."""
    state = controller.game.state
    grid = QListWidget()
    grid.setViewMode(QListWidget.ViewMode.IconMode)
    grid.setIconSize(THUMB)
    grid.setGridSize(QSize(THUMB.width() + 16, THUMB.height() + 40))
    grid.setUniformItemSizes(True)
    grid.setMovement(QListWidget.Movement.Static)
    grid.setFlow(QListWidget.Flow.LeftToRight)
    grid.setWrapping(False)
    grid.setWordWrap(True)
    grid.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    grid.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    grid.setFixedHeight(THUMB.height() + 64)
    mode = QListWidget.SelectionMode
    grid.setSelectionMode(mode.MultiSelection if multi else mode.SingleSelection)
    for card_id in ids:
        card = state.cards[card_id].card
        item = QListWidgetItem(QIcon(pixmaps.face(card)), card.name)
        item.setData(Qt.ItemDataRole.UserRole, card_id)
        item.setToolTip(tip(f"{card.name} (grade {vanguard_card(card).grade})"))
        grid.addItem(item)
    return grid


def _names(controller: TableController, grid: QListWidget) -> tuple[str, ...]:
    state = controller.game.state
    ids = [int(i.data(Qt.ItemDataRole.UserRole)) for i in grid.selectedItems()]
    return tuple(state.cards[i].card.name for i in ids)


class StrideDialog(QDialog):
    """Pick the G unit (if not chosen by a drag), the discards and, for a Legion, the Heart."""

    def __init__(self, controller: TableController, pixmaps: Pixmaps, g_name: str | None,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle("Stride")
        self.resize(900, 620)
        state = controller.game.state
        me = controller.actor
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<b>G unit</b>"))
        g_ids = [i for i in state.zones[me].get("g_zone", ()) if state.cards[i].face_down]
        self.g_units = card_list(pixmaps, controller, g_ids, multi=False)
        for index in range(self.g_units.count()):
            item = self.g_units.item(index)
            if (
                g_name is None
                or state.cards[item.data(Qt.ItemDataRole.UserRole)].card.name == g_name
            ):
                item.setSelected(True)
                break
        layout.addWidget(self.g_units)
        layout.addWidget(QLabel("<b>Discard from your hand</b> (grades adding up to 3 or more)"))
        self.hand = card_list(
            pixmaps, controller, list(state.zones[me].get("hand", ())), multi=True
        )
        layout.addWidget(self.hand)
        self.heart = QComboBox()
        if in_legion(state, me):
            layout.addWidget(QLabel("<b>Heart</b>: the unit whose power and name the G unit takes"))
            for card_id in state.zones[me]["VC"]:
                self.heart.addItem(state.cards[card_id].card.name)
            layout.addWidget(self.heart)
        self.sum = plain(QLabel())
        self.sum.setObjectName("grade-sum")
        layout.addWidget(self.sum)
        buttons = QDialogButtonBox()
        self.stride = buttons.addButton("Stride", QDialogButtonBox.ButtonRole.AcceptRole)
        self.anyway = buttons.addButton("Stride Anyway", QDialogButtonBox.ButtonRole.ActionRole)
        self.anyway.setToolTip("Break the rule on purpose (card text): marked as an override")
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.stride.clicked.connect(lambda: self._done(False))
        self.anyway.clicked.connect(lambda: self._done(True))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.hand.itemSelectionChanged.connect(self.refresh)
        self.g_units.itemSelectionChanged.connect(self.refresh)
        self.heart.currentIndexChanged.connect(self.refresh)
        self.chosen: tuple[Action, bool] | None = None
        self.total = 0
        self.refresh()

    def action(self) -> Action | None:
        g = _names(self.controller, self.g_units)
        if not g:
            return None
        args: list[str | tuple[str, ...]] = [g]
        discard = _names(self.controller, self.hand)
        if discard:
            args += ["discard", discard]
        if self.heart.count():
            args += ["heart", (self.heart.currentText(),)]
        return Action("stride", tuple(args))

    def refresh(self) -> None:
        state = self.controller.game.state
        chosen = [int(i.data(Qt.ItemDataRole.UserRole)) for i in self.hand.selectedItems()]
        total = self.total = sum(vanguard_card(state.cards[i]).grade or 0 for i in chosen)
        action = self.action()
        verdict = self.controller.check(action) if action is not None else None
        legal = verdict is not None and verdict.legal
        dots = "\u25cf" * min(total, 3) + "\u25cb" * max(0, 3 - total)
        text = f"<span style='font-size:18px'>{dots}</span>&nbsp; "
        text += f"Discarding grades: <b>{total}</b> of 3"
        names = [state.cards[i].card.name for i in chosen]
        if names:
            text += "<br>Discard: " + html.escape(", ".join(sorted(names)))
        if verdict is not None and not legal:
            text += f"<br><span style='color:#c0392b'>{html.escape(verdict.reason)}</span>"
        self.sum.setText(text)
        self.stride.setEnabled(legal)
        self.anyway.setEnabled(action is not None and verdict is not None and verdict.possible)

    def _done(self, force: bool) -> None:
        action = self.action()
        if action is not None:
            self.chosen = (action, force)
            self.accept()


class GAssistDialog(QDialog):
    """G-Assist: the hand is revealed, the top five looked at; take a card one grade above the
    vanguard and pay two hand cards and two G zone cards, or take nothing (and shuffle)."""

    def __init__(self, controller: TableController, pixmaps: Pixmaps,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle("G-Assist")
        self.resize(900, 760)
        state = controller.game.state
        me = controller.actor
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("<b>The top five cards of your deck</b>: take one a grade above "
                                "your vanguard"))  # fmt: skip
        self.top = card_list(pixmaps, controller, list(state.zones[me]["deck"][:5]), multi=False)
        layout.addWidget(self.top)
        layout.addWidget(
            QLabel("<b>Remove two cards from your hand</b> (revealed to your opponent)")
        )
        self.hand = card_list(
            pixmaps, controller, list(state.zones[me].get("hand", ())), multi=True
        )
        layout.addWidget(self.hand)
        layout.addWidget(QLabel("<b>Remove two cards from your G zone</b>"))
        self.g_zone = card_list(
            pixmaps, controller, list(state.zones[me].get("g_zone", ())), multi=True
        )
        layout.addWidget(self.g_zone)
        self.why = plain(QLabel())
        layout.addWidget(self.why)
        buttons = QDialogButtonBox()
        self.take = buttons.addButton("Take and Pay", QDialogButtonBox.ButtonRole.AcceptRole)
        nothing = QPushButton("Take Nothing")
        nothing.setToolTip("Shuffle the deck and go on to the ride phase")
        buttons.addButton(nothing, QDialogButtonBox.ButtonRole.RejectRole)
        self.take.clicked.connect(self._take)
        nothing.clicked.connect(self._nothing)
        layout.addWidget(buttons)
        for grid in (self.top, self.hand, self.g_zone):
            grid.itemSelectionChanged.connect(self.refresh)
        self.chosen: Action = Action("gassist")
        self.refresh()

    def action(self) -> tuple[Action | None, str]:
        """The G-Assist chosen so far, or None and what is still missing."""
        taken = _names(self.controller, self.top)
        remove = _names(self.controller, self.hand)
        g_cards = _names(self.controller, self.g_zone)
        if not taken:
            return None, "Choose the card to take, or take nothing."
        if not remove or not g_cards:
            return None, "Choose two cards from your hand and two from your G zone to remove."
        return Action("gassist", ("take", taken, "remove", remove, "g", g_cards)), ""

    def refresh(self) -> None:
        action, missing = self.action()
        verdict = self.controller.check(action) if action is not None else None
        self.take.setEnabled(verdict is not None and verdict.legal)
        self.why.setText(missing or ("" if verdict is None or verdict.legal else verdict.reason))

    def _take(self) -> None:
        action, _ = self.action()
        if action is not None:
            self.chosen = action
            self.accept()

    def _nothing(self) -> None:
        self.chosen = Action("gassist")
        self.accept()

    def reject(self) -> None:  # closing the window after looking is taking nothing
        self._nothing()
