"""What the table says is in plain words: the drop hint, the log line of a drawn arrow, the
right-click menu's titles, the zone viewer."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from playtester.record.annotations import Target
from playtester.ui.controller import TableController
from tests.positions import g_game, g_zone, game, player
from tests.test_ui_table import _centre, _ride_position, _screen, _settle


def test_hovering_a_drop_place_says_what_the_drop_does(window: Any) -> None:
    w = window(_ride_position())
    lancer = w.controller.game.state.zones[0]["hand"][0]
    _settle(w)
    item = w.scene.card_item(lancer)
    viewport = w.view.viewport()
    start, end = _screen(w, item.x(), item.y()), _screen(w, *_centre(w, 0, "VC"))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (i / 8))
    assert w.statusBar().currentMessage() == "Release to ride Lancer"
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_an_arrow_on_the_live_table_is_logged_in_words(window: Any) -> None:
    w = window(TableController.new_game(seed=6).game)
    w.games.start_recording(offer_resume=False)
    w.scene.sketched.emit(Target(0, "VC"), Target(1, "drop"), "red")
    line = w.side.log.toPlainText().splitlines()[-1]
    assert line == "red arrow from Player's VC to Goldfish's drop zone"


def _entries(menu: Any) -> list[tuple[str, str]]:
    """("section", title) and ("item", label) in the menu's order."""
    return [("section" if a.isSeparator() else "item", a.text()) for a in menu.actions()
            if a.text()]  # fmt: skip


def test_the_right_click_menu_has_section_titles_and_no_duplicates(window: Any) -> None:
    w = window(
        game(player(circles={"VC": "Knight", "FL": "Lancer"}), player(circles={"VC": "King"}))
    )
    state = w.controller.game.state
    lancer = state.zones[0]["FL"][0]
    entries = _entries(w.context_menu(lancer, w.scene.zone_item(0, "FL")))
    labels = [text for kind, text in entries if kind == "item"]
    assert labels.count("Rest") == 1 and "Stand" not in labels
    sections = [text for kind, text in entries if kind == "section"]
    assert sections == ["Lancer", "Your front-left rear-guard circle"]
    assert labels.index("Rest") < labels.index("Stand all units")  # the card's, then the zone's
    king = state.zones[1]["VC"][0]
    theirs = _entries(w.context_menu(king, w.scene.zone_item(1, "VC")))
    assert [t for k, t in theirs if k == "section"] == ["King", "Player 2's vanguard circle"]


def test_the_g_zone_is_named_in_words_in_its_menu(window: Any) -> None:
    me = player(circles={"VC": "Paladin"}, g_zone=g_zone("Dawn Colossus"))
    w = window(g_game(me, player(circles={"VC": "King"})))
    entries = _entries(w.context_menu(None, w.scene.zone_item(0, "g_zone")))
    assert ("section", "Your G zone") in entries and ("item", "View G zone\u2026") in entries
    assert not any("g_zone" in text or "g zone" in text for _, text in entries)


def test_escape_during_a_drag_puts_the_card_back(window: Any) -> None:
    w = window(_ride_position())
    game = w.controller.game
    lancer = game.state.zones[0]["hand"][0]
    _settle(w)
    item = w.scene.card_item(lancer)
    home = item.pos()
    steps = len(game.history)
    viewport = w.view.viewport()
    start, end = _screen(w, item.x(), item.y()), _screen(w, *_centre(w, 0, "VC"))
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mousePress(viewport, left, none, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (i / 8))
    assert w.scene.zone_item(0, "VC").state == "hover"
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert w.scene.zone_item(0, "VC").state == ""  # nothing glows any more
    QTest.mouseRelease(viewport, left, none, end)  # over VC: it would have ridden
    assert len(game.history) == steps and game.state.where[lancer] == (0, "hand")
    _settle(w)
    assert item.pos() == home


def test_the_readme_names_the_menus_as_the_program_does(window: Any) -> None:
    import re
    from pathlib import Path

    from PySide6.QtWidgets import QMenu

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    named = re.findall(r"\*\*(\w+) \u25b8 ([^*]+)\*\*", readme)
    assert len(named) >= 4
    w = window(TableController.new_game(seed=6).game)
    menus: dict[str, list[str]] = {}
    for action in w.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        items = [a.text().replace("&", "").rstrip("\u2026") for a in menu.actions()]
        menus[action.text().replace("&", "")] = items
    for menu_name, item in named:
        assert item in menus.get(menu_name, []), f"{menu_name} \u25b8 {item}: not in {menus}"
