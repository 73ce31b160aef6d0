"""The table in the G era: glowing G units, the stride discard picker, the G-Assist dialog."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.ui.gdialogs import GAssistDialog, StrideDialog
from tests.positions import g_game, g_zone, names, player
from tests.test_ui_table import _centre, _settle, drag


def _stride_board() -> Game:
    me = player(
        circles={"VC": "Paladin"},
        hand=["Paladin", "Knight", "Lancer", "Squire"],
        g_zone=g_zone("Dawn Colossus", "Star Empress", face_up=("Star Empress",)),
    )
    return g_game(me, player(circles={"VC": "King"}), phase="ride", step="stride")


def _select(grid: Any, wanted: list[str]) -> None:
    for index in range(grid.count()):
        item = grid.item(index)
        item.setSelected(item.text() in wanted)


def test_face_down_g_units_glow_in_the_stride_step(window: Any) -> None:
    w = window(_stride_board())
    state = w.controller.game.state
    colossus, empress = state.zones[0]["g_zone"]
    assert w.scene.card_item(colossus).glow is not None
    assert w.scene.card_item(empress).glow is None  # face up: it has strode before
    assert w.phase_bar.stride.isVisible()


def test_dropping_a_g_unit_on_vc_asks_for_the_discards(window: Any, monkeypatch: Any) -> None:
    w = window(_stride_board())
    asked: list[str | None] = []
    monkeypatch.setattr(w, "choose_stride", asked.append)
    w.scene.stride_requested.disconnect()
    w.scene.stride_requested.connect(w.choose_stride)
    colossus = w.controller.game.state.zones[0]["g_zone"][0]
    drag(w, colossus, _centre(w, 0, "VC"), grip=76)  # its strip shows above the next one
    assert asked == ["Dawn Colossus"]
    _settle(w)
    assert w.controller.game.state.where[colossus] == (0, "g_zone")  # nothing happened yet


def test_the_discard_picker_counts_grades_and_refuses_below_three(window: Any) -> None:
    w = window(_stride_board())
    dialog = StrideDialog(w.controller, w.pixmaps, "Dawn Colossus", w)
    _select(dialog.hand, ["Lancer", "Squire"])
    assert dialog.total == 1 and "needs 3 or more" in dialog.sum.text()
    assert not dialog.stride.isEnabled() and dialog.anyway.isEnabled()
    _select(dialog.hand, ["Lancer", "Knight"])
    assert dialog.total == 3 and dialog.stride.isEnabled()
    dialog.stride.click()
    action, force = dialog.chosen
    assert str(action) == 'stride "Dawn Colossus" discard "Knight", "Lancer"' and not force
    assert w.controller.act(action)
    assert names(w.controller.game, 0, "VC") == ["Dawn Colossus", "Paladin"]
    assert w.controller.game.power(0, "VC") == 15000 + 11000


def test_g_assist_takes_a_card_and_pays(window: Any) -> None:
    me = player(
        circles={"VC": "Squire"},
        hand=["Squire", "Heal Page", "Paladin"],
        deck=["Knight", "Lancer", "Squire", "King", "Paladin", "Lancer"],
        g_zone=g_zone("Dawn Colossus", "Star Empress", "Plain Giant"),
    )
    g = g_game(me, player(circles={"VC": "King"}), phase="draw", step="gassist")
    w = window(g)
    assert w.phase_bar.gassist.isVisible()
    dialog = GAssistDialog(w.controller, w.pixmaps, w)
    _select(dialog.top, ["Lancer"])
    assert not dialog.take.isEnabled() and "two" in dialog.why.text()
    _select(dialog.hand, ["Heal Page", "Paladin"])
    _select(dialog.g_zone, ["Dawn Colossus", "Plain Giant"])
    assert dialog.take.isEnabled(), dialog.why.text()
    dialog.take.click()
    assert w.controller.act(dialog.chosen)
    game = w.controller.game
    assert "Lancer" in names(game, 0, "hand")
    assert sorted(names(game, 0, "removed")) == [
        "Dawn Colossus",
        "Heal Page",
        "Paladin",
        "Plain Giant",
    ]
    assert game.state.vars["phase"] == "ride"


def test_closing_the_g_assist_dialog_takes_nothing(window: Any) -> None:
    me = player(circles={"VC": "Squire"}, hand=["Squire"], deck=["Knight"] * 6,
                g_zone=g_zone("Dawn Colossus", "Plain Giant"))  # fmt: skip
    w = window(g_game(me, player(circles={"VC": "King"}), phase="draw", step="gassist"))
    dialog = GAssistDialog(w.controller, w.pixmaps, w)
    dialog.reject()
    assert str(dialog.chosen) == "gassist"
    assert dialog.result() == 1  # accepted: taking nothing is a choice, not a cancel


def test_the_discard_picker_speaks_plain_words(window: Any) -> None:
    w = window(_stride_board())
    dialog = StrideDialog(w.controller, w.pixmaps, "Dawn Colossus", w)
    text = dialog.sum.text()
    assert "3 or more" in text and '"' not in text and 'discard "' not in text
    _select(dialog.hand, ["Lancer", "Knight"])
    assert "Discard: Knight, Lancer" in dialog.sum.text() and '"' not in dialog.sum.text()
