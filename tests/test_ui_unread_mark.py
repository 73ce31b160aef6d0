"""The table marks a card whose printed text it does not wholly read: a small amber pencil in
the card's picture, and its tooltip says which clauses are by hand; a card read whole, or with
no text, wears no mark. The cards are invented, their texts read by the table itself."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from playtester.render.layout import CARD_H, CARD_W
from playtester.ui.items.card import UNREAD, CardItem
from tests.positions import CARDS, game, player, unit
from tests.test_ui_table import _settle

READ = "[AUTO](VC):When this unit attacks, draw a card."
LOOK = (
    "look at the top two cards of your deck, and put them on the bottom of your deck in any order."
)
UNREAD_TEXT = f"[AUTO](RC):When this unit attacks, {LOOK}"


def _items(window: Any) -> dict[str, Any]:
    state = window.controller.game.state
    return {state.cards[i].card.name: item for i, item in window.scene.cards.items()}


def test_an_unread_card_is_marked_and_its_tooltip_says_what_is_by_hand(window: Any) -> None:
    cards = [*CARDS, unit("Reader", 3, 11000, 0, text=READ),
             unit("Scribe", 1, 8000, text=UNREAD_TEXT)]  # fmt: skip
    me = player(circles={"VC": "Reader", "FL": "Scribe", "FR": "Knight"}, hand=[])
    w = window(game(me, player(circles={"VC": "King"}, hand=[]), cards=cards))
    _settle(w)
    items = _items(w)
    assert items["Scribe"].unread != ()
    assert any("look at the top two" in clause for clause in items["Scribe"].unread)
    tip = items["Scribe"].toolTip()
    assert "By hand:" in tip and "look at the top two" in tip.split("By hand:")[1]
    assert items["Reader"].unread == () and "By hand" not in items["Reader"].toolTip()
    assert items["Knight"].unread == ()  # no text: nothing to mark


def test_a_face_down_or_hidden_card_shows_no_mark(window: Any) -> None:
    cards = [*CARDS, unit("Scribe", 1, 8000, text=UNREAD_TEXT)]
    me = player(circles={"VC": "King"}, hand=["Scribe"])
    foe = player(circles={"VC": "King"}, hand=["Scribe"])
    w = window(game(me, foe, cards=cards))
    _settle(w)
    state = w.controller.game.state
    mine, theirs = state.zones[0]["hand"][0], state.zones[1]["hand"][0]
    assert w.scene.cards[mine].unread != ()  # my hand: seen
    assert w.scene.cards[theirs].unread == () and w.scene.cards[theirs].toolTip() == ""


def _pixel_at_the_mark(unread: tuple[str, ...]) -> QColor:
    """The colour at the mark's place on a card item (no face) painted with these clauses."""
    item = CardItem(1)
    item.set_unread(unread)
    image = QImage(int(CARD_W), int(CARD_H), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0))
    painter = QPainter(image)
    painter.translate(CARD_W / 2, CARD_H / 2)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image.pixelColor(int(CARD_W / 2 - 9), 20)  # on the disc, beside the pencil


def test_the_mark_is_drawn_in_amber_only_with_clauses_by_hand(qapp: Any) -> None:
    assert _pixel_at_the_mark(("search your deck",)) == UNREAD
    assert _pixel_at_the_mark(()) != UNREAD
