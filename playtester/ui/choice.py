"""The one dialog for a game's choices: rows of cards to pick from, a running check of what is
picked, and the buttons the game names (see `engine.table.Choice`). The game decides what
the picks make; this only shows and asks."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
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
from playtester.engine.table import Choice, ChoiceButton, Chosen, Pick
from playtester.ui.controller import TableController
from playtester.ui.messages import tip
from playtester.ui.pixmaps import Pixmaps

THUMB = QSize(96, 134)
ROLES = {
    "choose": QDialogButtonBox.ButtonRole.AcceptRole,
    "anyway": QDialogButtonBox.ButtonRole.ActionRole,
    "instead": QDialogButtonBox.ButtonRole.RejectRole,
}


def card_list(pixmaps: Pixmaps, controller: TableController, pick: Pick) -> QListWidget:
    """A row of card faces to pick from: several or one; it scrolls sideways."""
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
    grid.setSelectionMode(mode.MultiSelection if pick.many else mode.SingleSelection)
    for card_id in pick.cards:
        card = state.cards[card_id].card
        item = QListWidgetItem(QIcon(pixmaps.face(card)), card.name)
        item.setData(Qt.ItemDataRole.UserRole, card_id)
        item.setToolTip(tip(controller.parts.facts.card_line(card)))
        grid.addItem(item)
        item.setSelected(card_id in pick.chosen)
    return grid


def _picked(grid: QListWidget) -> tuple[int, ...]:
    """The cards chosen in a row, in the row's order."""
    items = (grid.item(i) for i in range(grid.count()))
    return tuple(int(i.data(Qt.ItemDataRole.UserRole)) for i in items if i.isSelected())


class ChoiceDialog(QDialog):
    """A game's choice: `chosen` is the action and whether it overrides the rules, once a
    button that acts is pressed (None: cancelled)."""

    def __init__(self, controller: TableController, pixmaps: Pixmaps, choice: Choice,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.controller = controller
        self.choice = choice
        self.setWindowTitle(choice.title)
        self.resize(*choice.size)
        layout = QVBoxLayout(self)
        self.rows: list[QListWidget] = []
        for pick in choice.picks:
            layout.addWidget(QLabel(pick.title))  # the game's own rich text
            grid = card_list(pixmaps, controller, pick)
            grid.itemSelectionChanged.connect(self.refresh)
            layout.addWidget(grid)
            self.rows.append(grid)
        self.summary = QLabel()  # the game's rich text; names and reasons escaped
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setObjectName("choice-summary")
        layout.addWidget(self.summary)
        box = QDialogButtonBox()
        self.buttons: dict[str, QPushButton] = {}
        for button in choice.buttons:
            self.buttons[button.label] = self._add(box, button)
        layout.addWidget(box)
        self.chosen: tuple[Action, bool] | None = None
        self.refresh()

    def _add(self, box: QDialogButtonBox, button: ChoiceButton) -> QPushButton:
        if button.does == "cancel":
            pushed = box.addButton(QDialogButtonBox.StandardButton.Cancel)
            box.rejected.connect(self._cancel)
        else:
            pushed = QPushButton(button.label)
            box.addButton(pushed, ROLES[button.does])
            pushed.clicked.connect(lambda _c=False, b=button: self._pressed(b))
        if button.tip:
            pushed.setToolTip(tip(button.tip))
        return pushed

    def picked(self) -> Chosen:
        """What the cards picked so far make, as the game's check says."""
        return self.choice.check(tuple(_picked(grid) for grid in self.rows))

    def refresh(self) -> None:
        """Run the game's check and the rules on what is picked: say what is missing or why
        it is not allowed, and enable the buttons that may act."""
        import html  # read when a choice is first shown: not at start-up

        chosen = self.picked()
        verdict = self.controller.check(chosen.action) if chosen.action is not None else None
        lines = [chosen.summary] if chosen.summary else []
        if chosen.action is None and chosen.missing:
            lines.append(html.escape(chosen.missing))
        if verdict is not None and not verdict.legal:
            lines.append(f"<span style='color:#c0392b'>{html.escape(verdict.reason)}</span>")
        self.summary.setText("<br>".join(lines))
        for button in self.choice.buttons:
            if button.does == "choose":
                self.buttons[button.label].setEnabled(verdict is not None and verdict.legal)
            elif button.does == "anyway":
                self.buttons[button.label].setEnabled(verdict is not None and verdict.possible)

    def _pressed(self, button: ChoiceButton) -> None:
        if button.does == "instead":
            self._done(Action.parse(button.action), False)
            return
        action = self.picked().action
        if action is not None:
            self._done(action, button.does == "anyway")

    def _done(self, action: Action, override: bool) -> None:
        self.chosen = (action, override)
        self.accept()

    def _cancel(self) -> None:
        super().reject()

    def reject(self) -> None:
        """Closing the window: what the game says closing means (G-Assist: take nothing)."""
        if self.choice.closing is not None:
            self._done(Action.parse(self.choice.closing), False)
        else:
            super().reject()
