"""WIXOSS card abilities through the real widgets: a bundled LRIG's [Auto] ability offered in
the phase bar when the LRIG is dragged onto the opponent's Center to attack, used with its Use
button and its target chosen by clicking the glowing SIGNI; a SIGNI's [Action] ability in its
menu only while its cost can be paid, used from there; and a [Constant] bonus in the power
readout with where it comes from on hover."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.test_ui_hidden import _click_card
from tests.test_ui_table import _centre, _settle, drag
from tests.wixoss_positions import game, names, player


def _uses(w: Any, card_id: int) -> list[Any]:
    """The `Use:` entries of a card's context menu."""
    return [a for a in w.context_menu(card_id, None).actions() if a.text().startswith("Use:")]


def test_an_auto_ability_is_used_with_the_button_and_its_target_clicked(window: Any) -> None:
    me = player(field={"C": "Cindrel, Forge Tyrant"})
    foe = player(field={"SL": "Spark", "SC": "Ember", "SR": "Knight"})
    w = window(game(me, foe, phase="attack", step="lrig"))
    drag(w, w.controller.game.state.zones[0]["C"][0], _centre(w, 1, "C"))  # the LRIG attacks
    assert [str(s.action) for s in w.controller.game.history][:1] == ["attack C"]
    _settle(w)
    assert "may be used" in w.phase_bar.text.text()
    use = w.phase_bar.buttons["Use"]
    assert use.isVisible()
    QTest.mouseClick(use, Qt.MouseButton.LeftButton)
    _settle(w)
    assert "Click a glowing card" in w.phase_bar.text.text()
    state = w.controller.game.state
    ember, knight = state.zones[1]["SC"][0], state.zones[1]["SR"][0]
    assert w.scene.card_item(ember).glow is not None  # power 2000: a target
    assert w.scene.card_item(knight).glow is None  # power 8000: not one
    _click_card(w, ember)
    after = w.controller.game
    assert names(after, 1, "SC") == [] and names(after, 1, "ener")[0] == "Ember"  # vanished
    assert names(after, 1, "SL") == ["Spark"] and names(after, 1, "SR") == ["Knight"]
    assert "uses the ability of Cindrel, Forge Tyrant" in w.side.log.toPlainText()


def test_an_action_ability_is_in_the_signis_menu_only_when_it_can_be_paid(window: Any) -> None:
    me = player(field={"SL": "Thornback Beetle", "SC": "Spark"}, deck=["Giant", "Spark"])
    w = window(game(me, player()))
    state = w.controller.game.state
    beetle, spark = state.zones[0]["SL"][0], state.zones[0]["SC"][0]
    assert _uses(w, spark) == []  # a SIGNI without an [Action] ability
    uses = _uses(w, beetle)
    assert [a.text() for a in uses] == [
        "Use: down this SIGNI: put the top card of your deck into your Ener zone"
    ]
    uses[0].trigger()
    game_now = w.controller.game
    assert names(game_now, 0, "ener") == ["Giant"]
    assert game_now.state.cards[beetle].rested
    assert _uses(w, beetle) == []  # down: its cost cannot be paid again


def test_a_constant_bonus_shows_in_the_readout_with_its_source_on_hover(window: Any) -> None:
    me = player(field={"C": "Verdayne, World-Root Empress", "SL": "Spark"})
    w = window(game(me, player(field={"SL": "Spark"})))
    _settle(w)
    badge = w.scene.badges[(0, "SL")]
    assert badge.readout.text == "Lv1 \u00b7 5,000"
    assert badge.toolTip() == "+2,000 power from Verdayne, World-Root Empress ([Constant])"
    theirs = w.scene.badges[(1, "SL")]
    assert theirs.readout.text == "Lv1 \u00b7 3,000" and theirs.toolTip() == ""
