"""The table with Imaginary Gifts: the Force choice by clicking a glowing circle, its markers."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from playtester.engine import Game
from playtester.games.vanguard.state import flags_of
from playtester.render.layout import table_for
from playtester.ui.controller import TableController
from tests.positions import names, p_game, player
from tests.test_ui_table import _centre, _screen, drag


def test_riding_a_force_unit_then_clicking_an_empty_circle_places_the_marker(window: Any) -> None:
    me = player(circles={"VC": "Knight"}, hand=["Force Knight"])
    g = p_game(me, player(circles={"VC": "King"}), phase="ride")
    w = window(g)
    drag(w, g.state.zones[0]["hand"][0], _centre(w, 0, "VC"))
    assert names(w.controller.game, 0, "VC") == ["Force Knight"]
    assert w.scene.zone_item(0, "FL").state == "legal"  # the circles that may take it glow
    assert "Force" in w.phase_bar.text.text()
    x, y = _centre(w, 0, "FL")
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, x, y))
    assert dict(flags_of(w.controller.game.state, 0).force) == {"FL": 1}
    assert w.scene.counters[(0, "FL")].isVisible() and w.scene.counters[(0, "FL")].count == 1
    assert w.scene.zone_item(0, "FL").state == ""


def test_a_force_marker_shows_in_the_power_readout_in_its_owners_turn(window: Any) -> None:
    doc = p_game(player(circles={"VC": "Knight"}), player(circles={"VC": "King"})).to_position()
    doc["players"][0]["gifts"] = {"type": "force", "force": {"VC": 2}, "accel": 0}
    w = window(Game.from_position(doc))
    assert w.scene.counters[(0, "VC")].count == 2
    readout = w.scene.badges[(0, "VC")].readout
    assert readout.text == "29,000" and readout.trend == 1  # 9000 + 2 x 10000, above printed


def test_an_accel_circle_appears_and_takes_calls(window: Any) -> None:
    me = player(circles={"VC": "Knight"}, hand=["Accel Rider", "Lancer"])
    w = window(p_game(me, player(circles={"VC": "King"}), phase="ride"))
    standard = table_for("vanguard", "standard").width
    assert w.scene.table.width > standard  # the premium table keeps room for Accel circles
    drag(w, w.controller.game.state.zones[0]["hand"][0], _centre(w, 0, "VC"))
    assert (0, "AL1") in w.scene.rings and (0, "AL1") in w.scene.zones
    w.phase_bar.next.click()  # to the stride step
    w.phase_bar.next.click()  # to the main phase
    assert [str(s.action) for s in w.controller.game.history][-2:] == ["next", "next"]
    drag(w, w.controller.game.state.zones[0]["hand"][0], _centre(w, 0, "AL1"))
    assert names(w.controller.game, 0, "AL1") == ["Lancer"]
    assert w.scene.badges[(0, "AL1")].readout.text == "18,000"  # 8000 + 10000


def test_a_new_game_of_another_format_lays_the_table_out_again(window: Any) -> None:
    w = window(p_game(player(circles={"VC": "Knight"}), player(circles={"VC": "King"})))
    wide = w.scene.table.width
    w.controller.replace(TableController.new_game(seed=2))
    assert w.scene.table.width < wide
    assert w.view.sceneRect().width() == w.scene.table.width
