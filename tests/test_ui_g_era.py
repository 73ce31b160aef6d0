"""The table in the G era: glowing G units, the stride discard picker, the G-Assist dialog."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from playtester.engine import Action, Game
from playtester.games.vanguard.state import vg
from playtester.ui.choice import ChoiceDialog
from tests.positions import g_game, g_zone, names, player
from tests.test_ui_table import _centre, _settle, drag

STRIDE, GASSIST = "Stride\u2026", "G-Assist\u2026"


def _dialog(w: Any, action: str) -> ChoiceDialog:
    """The choice the table asks for before `action` (the stride picker, G-Assist)."""
    choice = w.controller.choice_for(Action.parse(action))
    assert choice is not None
    return ChoiceDialog(w.controller, w.pixmaps, choice, w)


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
    assert w.phase_bar.button(STRIDE).isVisible()


def test_dropping_a_g_unit_on_vc_asks_for_the_discards(window: Any, monkeypatch: Any) -> None:
    w = window(_stride_board())
    asked: list[Any] = []
    w.scene.choice_requested.disconnect()
    w.scene.choice_requested.connect(asked.append)
    colossus = w.controller.game.state.zones[0]["g_zone"][0]
    drag(w, colossus, _centre(w, 0, "VC"), grip=76)  # its strip shows above the next one
    assert [c.title for c in asked] == ["Stride"]
    g_units = asked[0].picks[0]
    assert g_units.chosen == (colossus,)  # the G unit dropped is chosen already
    _settle(w)
    assert w.controller.game.state.where[colossus] == (0, "g_zone")  # nothing happened yet


def test_the_stride_button_opens_the_picker(window: Any, monkeypatch: Any) -> None:
    w = window(_stride_board())
    asked: list[Any] = []
    monkeypatch.setattr(w, "choose", asked.append)
    w.phase_bar.button(STRIDE).click()
    assert [c.title for c in asked] == ["Stride"]


def _answer_stride(seen: dict[str, Any]) -> None:
    """Answer the discard picker the drop is about to open, as a player does: discards worth
    one grade (noted: what the picker says, which buttons it offers), then worth three, then
    Stride. The picker is closed whatever happens, so the test never waits on it."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        seen["dialog"] = type(dialog).__name__
        if not isinstance(dialog, ChoiceDialog):
            return
        try:
            stride, anyway = dialog.buttons["Stride"], dialog.buttons["Stride Anyway"]
            hand = dialog.rows[1]
            _select(hand, ["Lancer", "Squire"])
            seen["grade 1"] = (dialog.summary.text(), stride.isEnabled(), anyway.isEnabled())
            _select(hand, ["Lancer", "Knight"])
            seen["grade 3"] = (dialog.summary.text(), stride.isEnabled())
            stride.click()
            seen["chosen"] = dialog.chosen
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, answer)


def test_the_discard_picker_counts_grades_and_refuses_below_three(window: Any) -> None:
    """The G unit dropped on the vanguard circle opens the picker; its discards are counted
    in grades, Stride waits for three; the stride is done once picked."""
    w = window(_stride_board())
    seen: dict[str, Any] = {}
    _answer_stride(seen)
    colossus = w.controller.game.state.zones[0]["g_zone"][0]
    drag(w, colossus, _centre(w, 0, "VC"), grip=76)
    assert seen["dialog"] == "ChoiceDialog"
    summary, stride_on, anyway_on = seen["grade 1"]
    assert "<b>1</b> of 3" in summary and "needs 3 or more" in summary
    assert not stride_on and anyway_on
    summary, stride_on = seen["grade 3"]
    assert "<b>3</b> of 3" in summary and stride_on
    action, force = seen["chosen"]
    assert str(action) == 'stride "Dawn Colossus" discard "Knight", "Lancer"' and not force
    assert str(w.controller.game.history[-1].action) == str(action)  # done by the window
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
    assert w.phase_bar.button(GASSIST).isVisible()
    dialog = _dialog(w, "gassist")
    top, hand, g_units = dialog.rows
    take = dialog.buttons["Take and Pay"]
    _select(top, ["Lancer"])
    assert not take.isEnabled() and "two" in dialog.summary.text()
    _select(hand, ["Heal Page", "Paladin"])
    _select(g_units, ["Dawn Colossus", "Plain Giant"])
    assert take.isEnabled(), dialog.summary.text()
    take.click()
    assert dialog.chosen is not None and not dialog.chosen[1]
    assert w.controller.act(dialog.chosen[0])
    game = w.controller.game
    assert "Lancer" in names(game, 0, "hand")
    assert sorted(names(game, 0, "removed")) == [
        "Dawn Colossus",
        "Heal Page",
        "Paladin",
        "Plain Giant",
    ]
    assert vg(game.state).phase == "ride"


def test_closing_the_g_assist_dialog_takes_nothing(window: Any) -> None:
    me = player(circles={"VC": "Squire"}, hand=["Squire"], deck=["Knight"] * 6,
                g_zone=g_zone("Dawn Colossus", "Plain Giant"))  # fmt: skip
    w = window(g_game(me, player(circles={"VC": "King"}), phase="draw", step="gassist"))
    dialog = _dialog(w, "gassist")
    dialog.reject()
    assert dialog.chosen is not None and str(dialog.chosen[0]) == "gassist"
    assert dialog.result() == 1  # accepted: taking nothing is a choice, not a cancel


def test_cancelling_the_discard_picker_does_nothing(window: Any) -> None:
    w = window(_stride_board())
    dialog = _dialog(w, 'stride "Dawn Colossus"')
    dialog.reject()
    assert dialog.chosen is None and dialog.result() == 0


def test_the_discard_picker_speaks_plain_words(window: Any) -> None:
    w = window(_stride_board())
    dialog = _dialog(w, 'stride "Dawn Colossus"')
    text = dialog.summary.text()
    assert "3 or more" in text and '"' not in text and 'discard "' not in text
    _select(dialog.rows[1], ["Lancer", "Knight"])
    text = dialog.summary.text()
    assert "Discard: Knight, Lancer" in text and '"' not in text


def test_a_zone_viewer_shows_hidden_g_units_with_their_own_back(
    window: Any, monkeypatch: Any
) -> None:
    """The opponent's face-down G units show the G zone's back in a zone viewer too, as on
    the table; a face-up one its face."""
    from playtester.engine.faces import MAIN_BACK, Back
    from playtester.games.vanguard.faces import G_BACK
    from playtester.ui.pixmaps import FACE_WIDTH, Pixmaps

    asked: list[Back] = []
    drawn = Pixmaps.back

    def back(self: Pixmaps, back: Back = MAIN_BACK, width: int = FACE_WIDTH) -> Any:
        asked.append(back)
        return drawn(self, back, width)

    monkeypatch.setattr(Pixmaps, "back", back)
    w = window(g_game(player(circles={"VC": "King"}), _stride_board().to_position()["players"][0]))
    asked.clear()  # the table's own backs
    w.view_zone(1, "g_zone")
    grid = w.viewers[-1].grid
    assert sorted(grid.item(i).text() for i in range(grid.count())) == ["(hidden)", "Star Empress"]
    assert asked == [G_BACK]
