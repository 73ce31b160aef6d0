"""Card abilities through the real widgets (Vanguard): an auto ability offered when a unit
dragged onto the opponent's vanguard attacks, used with the phase bar's Use button and its
choice made by clicking the glowing card, an [ACT] ability run from the unit's menu, and a
[CONT] bonus in the power readout with where it comes from."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.positions import ability_texts, face_up_damage, game, names, player
from tests.test_ui_hidden import _click_card
from tests.test_ui_table import _centre, _settle, drag

TEXT = """
card "Paladin"
  auto VC when attacks
    cost counterblast 1
    do retire {their rear}
card "Knight"
  act RC
    cost counterblast 1
    do power {self} +5000 turn
card "King"
  cont VC
    if my turn
    do power {my rear} +2000
"""


@pytest.fixture(autouse=True)
def abilities() -> Iterator[None]:
    with ability_texts(TEXT):
        yield


def test_an_auto_ability_is_used_with_the_button_and_its_target_clicked(window: Any) -> None:
    me = player(circles={"VC": "Paladin"}, damage=face_up_damage(2))
    foe = player(circles={"VC": "Knight", "FL": "Lancer", "FR": "Swordsman"}, hand=[])
    w = window(game(me, foe, phase="battle", step="attack"))
    drag(w, w.controller.game.state.zones[0]["VC"][0], _centre(w, 1, "VC"))  # the attack
    assert [str(s.action) for s in w.controller.game.history] == ["attack VC -> VC"]
    _settle(w)
    assert "may be used" in w.phase_bar.text.text()
    use = w.phase_bar.buttons["Use"]
    assert use.isVisible()
    QTest.mouseClick(use, Qt.MouseButton.LeftButton)
    _settle(w)
    assert "Click a glowing card" in w.phase_bar.text.text()
    state = w.controller.game.state
    swordsman = state.zones[1]["FR"][0]
    assert w.scene.card_item(swordsman).glow is not None
    _click_card(w, swordsman)
    assert names(w.controller.game, 1, "drop") == ["Swordsman"]
    assert "uses the ability of Paladin" in w.side.log.toPlainText()


def test_an_act_ability_runs_from_the_units_menu(window: Any) -> None:
    me = player(circles={"VC": "Paladin", "FL": "Knight"}, damage=face_up_damage(1))
    w = window(game(me, player(circles={"VC": "King"})))
    knight = w.controller.game.state.zones[0]["FL"][0]
    menu = w.context_menu(knight, None)
    uses = [a for a in menu.actions() if a.text().startswith("Use:")]
    assert [a.text() for a in uses] == [
        "Use: Counter Blast 1, then this unit gets +5000 power until the end of the turn"
    ]
    uses[0].trigger()
    assert w.controller.game.power(0, "FL") == 9000 + 5000


def test_a_cont_bonus_shows_in_the_readout_with_its_source_on_hover(window: Any) -> None:
    me = player(circles={"VC": "King", "FL": "Lancer"})
    w = window(game(me, player(circles={"VC": "Knight"})))
    _settle(w)
    badge = w.scene.badges[(0, "FL")]
    assert badge.readout.text == "10,000"
    assert badge.toolTip() == "+2,000 power from King ([CONT])"
