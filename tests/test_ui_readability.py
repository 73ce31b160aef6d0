"""Reading the table (issue 12): the own hand drawn larger than field cards, and a phase bar
that never makes the table jump, whatever its prompt says."""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, QSizeF

from playtester.engine import Game
from playtester.render.layout import CARD_H, CARD_W
from playtester.ui.messages import tip
from tests.positions import game, player
from tests.test_ui_table import _settle

HAND = ["Lancer", "Paladin", "Knight", "Squire", "Swordsman", "King", "Shieldbearer"]


def settle_layouts() -> None:
    """Deliver the posted layout requests (what a resize or a new text asks) now."""
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()


def _board() -> Game:
    return game(
        player(circles={"VC": "Paladin", "FL": "Knight", "BC": "Lancer"}, hand=HAND),
        player(circles={"VC": "King"}, hand=["Lancer"] * 5),
    )


def _battle() -> Game:
    return game(
        player(circles={"VC": "Paladin", "FL": "Knight"}, hand=HAND),
        player(circles={"VC": "King"}, hand=["Lancer"] * 5),
        phase="battle",
        step="guard",
        battle={"attacker": "VC", "target": "VC"},
    )


def _size(item: Any) -> QSizeF:
    """A card item's size on the table (turned or not)."""
    top, bottom = item.mapToScene(QPointF(0, -CARD_H / 2)), item.mapToScene(QPointF(0, CARD_H / 2))
    left, right = item.mapToScene(QPointF(-CARD_W / 2, 0)), item.mapToScene(QPointF(CARD_W / 2, 0))
    return QSizeF(QLineF(left, right).length(), QLineF(top, bottom).length())


# -- the own hand -----------------------------------------------------------------------------


def test_the_own_hand_is_drawn_larger_than_field_cards_and_clear_of_the_field(
    window: Any,
) -> None:
    w = window(_board())
    _settle(w)
    state = w.controller.game.state
    field_card = _size(w.scene.card_item(state.zones[0]["VC"][0]))
    zones = [z.rect for (p, name), z in w.scene.zones.items() if name not in ("hand", "soul")]
    own = [w.scene.card_item(i) for i in state.zones[0]["hand"]]
    for item in own:
        assert _size(item).height() >= 1.3 * field_card.height()
        face = item.mapToScene(item.shape()).boundingRect()  # the card, not its shadow
        assert not any(face.intersects(rect) for rect in zones)
    xs = [item.x() for item in own]
    width = _size(own[0]).width()
    assert all(b - a >= 0.7 * width for a, b in itertools.pairwise(xs))  # names show
    theirs = _size(w.scene.card_item(state.zones[1]["hand"][0]))
    assert theirs.height() <= field_card.height() + 0.5


# -- the phase bar ----------------------------------------------------------------------------


def test_a_long_prompt_does_not_move_the_table(window: Any, qtbot: Any, monkeypatch: Any) -> None:
    w = window(_battle())
    w.resize(1366, 768)
    settle_layouts()
    assert w.width() == 1366  # the bar does not make a laptop's screen too narrow
    bar = w.phase_bar
    short = bar.text.text()
    assert short  # the guard step's own words
    geometry = w.view.geometry()
    words = "Drag guardians onto the guardian circle, or intercept, then No more guardians. "
    long = words * 6
    hooks = w.controller.hooks
    real = hooks.prompt
    monkeypatch.setattr(hooks, "prompt", lambda *args: dataclasses.replace(real(*args), text=long))
    bar.refresh()
    settle_layouts()
    assert w.view.geometry() == geometry
    assert bar.text.toolTip() == tip(long)  # the whole text on hover, as text
    shown = bar.text.shown_lines()
    assert 1 <= len(shown) <= 2 and shown[-1].endswith("\u2026")
    text_box = QRectF(bar.text.rect())
    assert all(bar.text.fontMetrics().horizontalAdvance(line) <= text_box.width() for line in shown)
