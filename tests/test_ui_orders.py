"""A Normal Order played through the real widgets (the d format, offscreen): dragged from the
hand, the drop zone glows; let go there, its cost is paid and its effect's choice is a click on
a rear-guard; the log says it; undo puts it all back. The order's text is invented."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from playtester.games.vanguard.state import flags_of, vg
from tests.positions import names
from tests.test_ui_d_era import _press
from tests.test_ui_drag_glow import _let_go, _over, _status
from tests.test_ui_table import _centre, _screen, _settle
from tests.test_vanguard_orders import _main
from tests.test_vanguard_orders import read_orders as read_orders  # (the fixture)


def test_an_order_dropped_on_the_drop_zone_is_played_then_undone(
    window: Any, read_orders: None
) -> None:
    w = window(_main(hand=["Rally Banner"], soul=["Squire"]))
    game = w.controller.game
    banner = game.state.zones[0]["hand"][0]
    lancer = game.power(0, "FL")
    _press(w, banner, _centre(w, 0, "FL"))
    _over(w, "drop")
    assert w.scene.zone_item(0, "drop").state == "hover"  # the play is legal: lit, not dark
    assert "Rally Banner" in _status(w)
    _let_go(w, "drop")
    game = w.controller.game
    assert names(game, 0, "hand") == [] and "Rally Banner" in names(game, 0, "drop")
    assert names(game, 0, "soul") == [] and flags_of(game.state, 0).orders == 1
    assert w.controller.log.entries[-1].line(0).notation == 'order "Rally Banner"'
    assert "plays the order Rally Banner" in w.side.log.toPlainText()
    assert vg(game.state).resolving is not None  # its effect waits for a rear-guard
    _settle(w)
    item = w.scene.card_item(game.state.zones[0]["FL"][0])
    QTest.mouseClick(
        w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, item.x(), item.y())
    )
    assert game.power(0, "FL") == lancer + 5000 + 3000 and vg(game.state).resolving is None
    w.controller.undo()
    w.controller.undo()
    assert names(w.controller.game, 0, "hand") == ["Rally Banner"]
    assert flags_of(w.controller.game.state, 0).orders == 0
