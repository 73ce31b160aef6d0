"""While a card is dragged only the places the rules allow glow (issue 23, item 36): a place
where a drop would be a tool for card text done by hand (a `put`, a discard, a soulcharge) stays
dark unless Alt, the override modifier, is held; then it glows, and only then does a drop there
act. Both games, through the real widgets."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.positions import game, names, player
from tests.test_ui_table import _centre, _screen, _settle, drag
from tests.wixoss_positions import game as wixoss_game
from tests.wixoss_positions import player as wixoss_player

ALT = Qt.KeyboardModifier.AltModifier


def _press(w: Any, card_id: int, to: tuple[float, float]) -> None:
    """Press on a card and move it over `to` with the button held (the drag goes on)."""
    _settle(w)
    item = w.scene.card_item(card_id)
    viewport = w.view.viewport()
    start, end = _screen(w, item.x(), item.y()), _screen(w, *to)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (i / 8))


def _over(w: Any, zone: str) -> None:
    """The pointer, button still held, comes over one of the near player's zones."""
    QTest.mouseMove(w.view.viewport(), _screen(w, *_centre(w, 0, zone)))


def _let_go(w: Any, zone: str) -> None:
    QTest.mouseRelease(
        w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, *_centre(w, 0, zone))
    )


def _alt(w: Any, down: bool) -> None:
    """Alt goes down (or up) during the drag, the mouse still."""
    if down:
        QTest.keyPress(w.view.viewport(), Qt.Key.Key_Alt, ALT)
    else:
        QTest.keyRelease(w.view.viewport(), Qt.Key.Key_Alt)


def _states(w: Any, zones: tuple[str, ...]) -> dict[str, str]:
    return {zone: w.scene.zone_item(0, zone).state for zone in zones}


def _status(w: Any) -> str:
    return str(w.statusBar().currentMessage())


# -- Vanguard -----------------------------------------------------------------------------------

VANGUARD_TOOLS = ("deck", "drop", "soul", "damage", "bind", "removed", "trigger", "g_zone")


def test_a_vanguard_drag_lights_the_legal_circles_and_the_tools_only_with_alt(window: Any) -> None:
    w = window(game(player(circles={"VC": "Knight"}, hand=["Lancer", "Squire"]), player()))
    lancer = w.controller.game.state.zones[0]["hand"][0]
    _press(w, lancer, _centre(w, 0, "FL"))
    assert _states(w, ("FR", "BL", "BC", "BR")) == dict.fromkeys(("FR", "BL", "BC", "BR"), "legal")
    assert w.scene.zone_item(0, "FL").state == "hover"  # a call: it glows where it may go
    assert w.scene.zone_item(0, "VC").state == "refused"  # no ride in the main phase
    assert _states(w, VANGUARD_TOOLS) == dict.fromkeys(VANGUARD_TOOLS, "")  # no glow
    _alt(w, True)  # the override: the places a tool would put it glow too
    assert _states(w, VANGUARD_TOOLS) == dict.fromkeys(VANGUARD_TOOLS, "legal")
    assert w.scene.zone_item(0, "FR").state == "legal"
    _alt(w, False)
    assert _states(w, VANGUARD_TOOLS) == dict.fromkeys(VANGUARD_TOOLS, "")
    # over a tool's place without Alt: outlined, and the status says how to do it by hand
    _over(w, "bind")
    assert w.scene.zone_item(0, "bind").state == "hover-manual"
    assert _status(w).startswith("Hold Alt to put Lancer")
    _let_go(w, "bind")
    g = w.controller.game
    assert names(g, 0, "hand") == ["Lancer", "Squire"] and names(g, 0, "bind") == []
    assert "Hold Alt" in _status(w) and all(z.state == "" for z in w.scene.zones.values())
    drag(w, lancer, _centre(w, 0, "bind"), ALT)  # with Alt it goes, as a tool (no override)
    assert names(g, 0, "bind") == ["Lancer"] and not g.history[-1].override
    drag(w, g.state.zones[0]["hand"][0], _centre(w, 0, "FR"))  # a legal call needs no Alt
    assert names(g, 0, "FR") == ["Squire"]


def test_free_play_drops_on_a_tools_place_without_alt_but_does_not_light_it(window: Any) -> None:
    w = window(game(player(circles={"VC": "Knight"}, hand=["Lancer"]), player()), "free")
    lancer = w.controller.game.state.zones[0]["hand"][0]
    _press(w, lancer, _centre(w, 0, "FL"))
    assert _states(w, VANGUARD_TOOLS) == dict.fromkeys(VANGUARD_TOOLS, "")
    _over(w, "drop")
    assert w.scene.zone_item(0, "drop").state == "hover"  # a plain tabletop: it goes there
    _let_go(w, "drop")
    assert names(w.controller.game, 0, "drop") == ["Lancer"]


# -- WIXOSS -------------------------------------------------------------------------------------

WIXOSS_TOOLS = ("deck", "trash", "life", "lrig_deck", "lrig_trash", "check")


def test_a_wixoss_drag_lights_the_signi_zones_and_the_tools_only_with_alt(window: Any) -> None:
    w = window(wixoss_game(wixoss_player(hand=["Knight", "Spark"]), wixoss_player()))
    knight = w.controller.game.state.zones[0]["hand"][0]
    _press(w, knight, _centre(w, 0, "SC"))
    assert _states(w, ("SL", "SR")) == {"SL": "legal", "SR": "legal"}
    assert w.scene.zone_item(0, "ener").state == "refused"  # Ener is charged in its phase
    assert _states(w, WIXOSS_TOOLS) == dict.fromkeys(WIXOSS_TOOLS, "")
    _alt(w, True)
    assert _states(w, WIXOSS_TOOLS) == dict.fromkeys(WIXOSS_TOOLS, "legal")
    _alt(w, False)
    _over(w, "trash")
    assert w.scene.zone_item(0, "trash").state == "hover-manual"
    _let_go(w, "trash")
    g = w.controller.game
    assert names(g, 0, "trash") == [] and len(names(g, 0, "hand")) == 2
    drag(w, knight, _centre(w, 0, "trash"), ALT)
    assert names(g, 0, "trash") == ["Knight"]
