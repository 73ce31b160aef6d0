"""Zooming into the table and panning it, and the magnified card under the pointer (issue 12)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from playtester.ui import settings
from playtester.ui.window import MainWindow
from tests.test_ui_readability import _board
from tests.test_ui_table import _settle


def _scale(w: MainWindow) -> float:
    return w.view.transform().m11()


def _wheel(w: MainWindow, at: QPoint, steps: int, modifiers: Any) -> None:
    viewport = w.view.viewport()
    event = QWheelEvent(
        QPointF(at),
        QPointF(viewport.mapToGlobal(at)),
        QPoint(0, 0),
        QPoint(0, 120 * steps),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, event)


def _whole_table_shown(w: MainWindow) -> bool:
    shown = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    return shown.adjusted(-1, -1, 1, 1).contains(w.view.sceneRect())


def _menu_actions(w: MainWindow, title: str) -> list[str]:
    menu = next(a.menu() for a in w.menuBar().actions() if a.text() == title)
    return [a.objectName() for a in menu.actions()]  # type: ignore[union-attr]


# -- zoom and pan -----------------------------------------------------------------------------


def test_ctrl_wheel_zooms_around_the_pointer_and_fit_to_window_restores(window: Any) -> None:
    w = window(_board())
    fit = _scale(w)
    assert _whole_table_shown(w)
    at = w.view.viewport().rect().center() + QPoint(180, 120)
    under = w.view.mapToScene(at)
    _wheel(w, at, 2, Qt.KeyboardModifier.ControlModifier)
    assert _scale(w) > fit * 1.4
    QApplication.processEvents()  # the scroll bars come
    after = w.view.mapToScene(at)
    assert abs(after.x() - under.x()) * _scale(w) < 2 and abs(after.y() - under.y()) * _scale(w) < 2
    assert not _whole_table_shown(w)
    assert w.view.horizontalScrollBar().isVisible() or w.view.verticalScrollBar().isVisible()
    _wheel(w, at, -1, Qt.KeyboardModifier.ControlModifier)  # and back out a step
    assert fit < _scale(w) < fit * 1.4
    w.shortcuts["zoom_fit"].trigger()
    assert _scale(w) == fit and _whole_table_shown(w)
    assert not w.view.horizontalScrollBar().isVisible()


def test_zoom_commands_are_editable_shortcuts_in_the_view_menu(window: Any) -> None:
    w = window(_board())
    keys = {c: w.shortcuts[c].shortcut().toString() for c in ("zoom_in", "zoom_out", "zoom_fit")}
    assert keys == {"zoom_in": "Ctrl++", "zoom_out": "Ctrl+-", "zoom_fit": "Ctrl+0"}
    both = [k.toString() for k in w.shortcuts["zoom_in"].shortcuts()]
    assert both == ["Ctrl++", "Ctrl+="]  # + needs Shift on many keyboards
    assert {"zoom_in", "zoom_out", "zoom_fit", "magnify"} <= set(_menu_actions(w, "&View"))
    assert "magnify_hover" in _menu_actions(w, "&Settings")
    fit = _scale(w)
    w.shortcuts["zoom_in"].trigger()
    w.shortcuts["zoom_in"].trigger()
    zoomed = _scale(w)
    assert zoomed > fit * 1.4
    w.shortcuts["zoom_out"].trigger()
    assert fit < _scale(w) < zoomed
    for _ in range(10):  # never further out than the whole table
        w.shortcuts["zoom_out"].trigger()
    assert _scale(w) == fit and _whole_table_shown(w)
    w.shortcuts.set_key("zoom_in", "Ctrl+I")
    assert [k.toString() for k in w.shortcuts["zoom_in"].shortcuts()] == ["Ctrl+I"]


def test_a_zoomed_table_pans_with_the_middle_button_and_the_wheel(window: Any) -> None:
    w = window(_board())
    w.shortcuts["zoom_in"].trigger()
    w.shortcuts["zoom_in"].trigger()
    viewport = w.view.viewport()
    centre = viewport.rect().center()
    before = w.view.mapToScene(centre)
    QTest.mousePress(viewport, Qt.MouseButton.MiddleButton, pos=centre)
    QTest.mouseMove(viewport, centre + QPoint(-150, -90))
    QTest.mouseRelease(viewport, Qt.MouseButton.MiddleButton, pos=centre + QPoint(-150, -90))
    moved = w.view.mapToScene(centre)
    assert (moved.x() - before.x()) * _scale(w) > 100  # the table follows the hand
    assert (moved.y() - before.y()) * _scale(w) > 60
    _wheel(w, centre, -2, Qt.KeyboardModifier.NoModifier)  # the plain wheel scrolls down
    assert w.view.mapToScene(centre).y() > moved.y()
    assert w.controller.game.history == []  # panning is no move of the game


def test_resizing_keeps_fit_mode_and_keeps_a_chosen_zoom(window: Any) -> None:
    w = window(_board())
    w.resize(1200, 800)
    QApplication.processEvents()
    assert _whole_table_shown(w)
    small = _scale(w)
    w.resize(1600, 1000)
    QApplication.processEvents()
    assert _whole_table_shown(w) and _scale(w) > small
    w.shortcuts["zoom_in"].trigger()
    zoomed = _scale(w)
    w.resize(1500, 950)
    QApplication.processEvents()
    assert _scale(w) == zoomed


def _painted(w: MainWindow) -> Any:
    """The table as it is painted now (its playmat and cards)."""
    w.view.viewport().repaint()
    return w.view.viewport().grab().toImage()


def test_the_playmat_kept_at_its_shown_size_is_what_the_next_start_paints(
    window: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A closed window keeps the playmat at the size it showed it: the next window shown at
    that size paints that copy, the same pixels, without reading the whole picture; zooming
    in reads it, and so does a window of another size."""
    monkeypatch.setenv("PLAYTESTER_CACHE", str(tmp_path))  # no other test's kept copy
    first = window(_board())
    shown = _painted(first)
    assert first.view.mat is not None and first.view.mat.whole_read
    first.close()
    again = window(_board())
    assert _painted(again) == shown
    assert again.view.mat is not None and not again.view.mat.whole_read
    again.view.zoom_in()
    _painted(again)
    assert again.view.mat.whole_read
    other = window(_board())
    other.resize(1300, 860)
    QApplication.processEvents()
    _painted(other)
    assert other.view.mat is not None and other.view.mat.whole_read


# -- the magnified card -----------------------------------------------------------------------


def _point_at(w: MainWindow, card_id: int) -> QPoint:
    item = w.scene.card_item(card_id)
    return w.view.mapFromScene(item.mapToScene(QPointF(-20, 20)))


def _hover(w: MainWindow, at: QPoint) -> None:
    """The pointer comes to `at` (in two moves: offscreen Qt drops a first move to a spot)."""
    QTest.mouseMove(w.view.viewport(), at + QPoint(3, 3))
    QTest.mouseMove(w.view.viewport(), at)


def test_a_card_is_magnified_after_a_pause_and_a_hidden_one_never(window: Any, qtbot: Any) -> None:
    w = window(_board())
    _settle(w)
    state = w.controller.game.state
    magnifier = w.view.magnifier
    own = state.zones[0]["hand"][2]
    at = _point_at(w, own)
    _hover(w, at)
    assert not magnifier.isVisible()  # not at once: the player may be passing by
    qtbot.waitUntil(magnifier.isVisible, timeout=2000)
    assert magnifier.card_id == own
    on_screen = w.view.mapFromScene(w.scene.card_item(own).sceneBoundingRect()).boundingRect()
    assert magnifier.width() >= 2.5 * on_screen.width()
    assert w.view.viewport().rect().contains(magnifier.geometry())
    assert not magnifier.geometry().contains(at)  # beside the pointer, not under it
    hidden = state.zones[1]["hand"][0]
    assert not w.scene.visible(hidden)
    _hover(w, _point_at(w, hidden))
    assert not magnifier.isVisible()
    assert not magnifier.pending  # and nothing shows later: no timer runs for a hidden card
    assert magnifier.card_id is None


def test_holding_the_magnify_key_shows_the_card_at_once(window: Any, qtbot: Any) -> None:
    w = window(_board())
    _settle(w)
    state = w.controller.game.state
    magnifier = w.view.magnifier
    assert w.shortcuts["magnify"].shortcut().toString() == "Z"
    vanguard = state.zones[1]["VC"][0]
    _hover(w, _point_at(w, vanguard))
    w.shortcuts["magnify"].trigger()  # what pressing Z does
    assert magnifier.isVisible() and magnifier.card_id == vanguard
    hidden = state.zones[1]["hand"][0]
    _hover(w, _point_at(w, hidden))
    assert not magnifier.isVisible()  # it follows the pointer, never onto a hidden card
    own = state.zones[0]["hand"][0]
    _hover(w, _point_at(w, own))
    assert magnifier.isVisible() and magnifier.card_id == own
    QTest.keyRelease(w, Qt.Key.Key_Z)
    assert not magnifier.isVisible()


def test_magnifying_on_hover_can_be_turned_off_in_settings(window: Any, qtbot: Any) -> None:
    w = window(_board())
    _settle(w)
    toggle = w.shortcuts["magnify_hover"]
    assert toggle.isCheckable() and toggle.isChecked()
    toggle.trigger()
    assert settings.get("table/magnify_on_hover", True) is False
    own = w.controller.game.state.zones[0]["hand"][1]
    _hover(w, _point_at(w, own))
    assert not w.view.magnifier.pending  # nothing will show, however long the pointer rests
    assert not w.view.magnifier.isVisible()


def _ask_tooltip(w: MainWindow, at: QPoint) -> str:
    """What the table's tooltip says at `at` now (as the pointer resting there asks)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    viewport = w.view.viewport()
    QToolTip.hideText()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, at, viewport.mapToGlobal(at)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_no_tooltip_covers_or_contradicts_the_magnified_card(window: Any, qtbot: Any) -> None:
    """While cards are magnified under the pointer, a card's tooltip does not show beside the
    magnified card (whose text the side panel has whole); one shown before the magnifier came
    goes; with magnifying on hover off, tooltips show as ever."""
    from PySide6.QtWidgets import QToolTip

    from playtester.ui.controller import TableController

    w = window(TableController.new_game(seed=3).game)
    _settle(w)
    state = w.controller.game.state
    magnifier = w.view.magnifier
    worded = [i for i in state.zones[0]["hand"] if state.cards[i].card.text.strip()]
    first, second = worded[0], worded[-1]  # cards with a tooltip: their text
    _hover(w, _point_at(w, first))
    assert _ask_tooltip(w, _point_at(w, first)) == ""  # the magnifier is on its way
    qtbot.waitUntil(magnifier.isVisible, timeout=2000)
    assert _ask_tooltip(w, _point_at(w, first)) == ""
    _hover(w, _point_at(w, second))
    qtbot.waitUntil(lambda: magnifier.card_id == second, timeout=2000)
    assert not QToolTip.isVisible()  # nothing names the card the pointer left
    w.shortcuts["magnify_hover"].trigger()  # off: the tooltip is the only close look
    _hover(w, _point_at(w, first))
    name = state.cards[first].card.name
    assert name in _ask_tooltip(w, _point_at(w, first))
    QToolTip.hideText()
