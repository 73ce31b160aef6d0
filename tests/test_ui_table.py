"""The table driven through real widgets (offscreen): drags, refusals, undo, triggers."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from playtester.engine import Game
from playtester.games.vanguard.state import flags_of, vg
from playtester.ui.controller import TableController
from playtester.ui.window import MainWindow
from tests.positions import game, names, player


def _settle(w: MainWindow) -> None:
    for item in w.scene.cards.values():
        item.settle()


def _screen(w: MainWindow, x: float, y: float) -> QPoint:
    return w.view.mapFromScene(QPointF(x, y))


def drag(
    w: MainWindow, card_id: int, to: tuple[float, float], modifier: Any = None, grip: float = 0
) -> None:
    """Press on a card (`grip` units above its centre), move in steps with the button held,
    release over `to` (scene units)."""
    _settle(w)
    item = w.scene.card_item(card_id)
    viewport = w.view.viewport()
    start = _screen(w, item.x(), item.y() - grip)
    end = _screen(w, *to)
    mods = modifier or Qt.KeyboardModifier.NoModifier
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, mods, start)
    for i in range(1, 9):
        point = start + (end - start) * (i / 8)
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, mods, end)


def _centre(w: MainWindow, player: int | None, zone: str) -> tuple[float, float]:
    rect = w.scene.zone_item(player, zone).rect
    return (rect.center().x(), rect.center().y())


def _ride_position() -> Game:
    return game(
        player(circles={"VC": "Squire"}, hand=["Lancer", "Paladin", "Knight"]),
        player(circles={"VC": "Knight"}),
        phase="ride",
    )


def test_dragging_a_card_from_hand_onto_vc_rides(window: Any) -> None:
    w = window(_ride_position())
    lancer = w.controller.game.state.zones[0]["hand"][0]
    drag(w, lancer, _centre(w, 0, "VC"))
    assert names(w.controller.game, 0, "VC") == ["Lancer"]
    assert names(w.controller.game, 0, "soul") == ["Squire"]
    entry = w.controller.log.entries[-1]
    assert entry.line(0).notation == 'ride "Lancer"' and entry.who == "Player 1"
    assert "Player 1 rides Lancer" in w.side.log.toPlainText()
    _settle(w)
    item = w.scene.card_item(lancer)
    assert w.scene.zone_item(0, "VC").rect.contains(item.pos())


def test_an_illegal_drop_is_refused_with_its_reason(window: Any) -> None:
    w = window(_ride_position(), assist="strict")
    paladin = w.controller.game.state.zones[0]["hand"][1]
    before = w.controller.game.to_position()
    drag(w, paladin, _centre(w, 0, "VC"))
    assert w.controller.game.to_position() == before
    assert "grade 3" in w.statusBar().currentMessage()
    _settle(w)
    assert w.scene.card_item(paladin).y() > w.scene.zone_item(0, "BC").rect.bottom()  # back in hand


def test_strict_mode_lets_alt_override_and_the_log_marks_it(window: Any) -> None:
    w = window(_ride_position(), assist="strict")
    paladin = w.controller.game.state.zones[0]["hand"][1]
    drag(w, paladin, _centre(w, 0, "VC"), Qt.KeyboardModifier.AltModifier)
    assert names(w.controller.game, 0, "VC") == ["Paladin"]
    assert w.controller.game.history[-1].override
    assert w.controller.log.entries[-1].override and "override" in w.side.log.toPlainText()


def test_assist_mode_asks_once_and_free_mode_never(window: Any) -> None:
    w = window(_ride_position(), assist="assist")
    asked: list[str] = []
    w.controller.confirm = lambda action, verdict: asked.append(verdict.reason) or False
    paladin = w.controller.game.state.zones[0]["hand"][1]
    drag(w, paladin, _centre(w, 0, "VC"))
    assert len(asked) == 1 and names(w.controller.game, 0, "VC") == ["Squire"]
    w.controller.assist = "free"
    drag(w, paladin, _centre(w, 0, "VC"))
    assert len(asked) == 1 and names(w.controller.game, 0, "VC") == ["Paladin"]


def test_undo_puts_the_scene_back(window: Any) -> None:
    w = window(_ride_position())
    lancer = w.controller.game.state.zones[0]["hand"][0]
    _settle(w)
    home = w.scene.card_item(lancer).pos()
    drag(w, lancer, _centre(w, 0, "VC"))
    assert w.shortcuts["undo"].shortcut().toString() == "Ctrl+Z"
    w.shortcuts["undo"].trigger()
    assert names(w.controller.game, 0, "hand")[0] == "Lancer"
    _settle(w)
    assert w.scene.card_item(lancer).pos() == home
    assert w.shortcuts["redo"].shortcut().toString() == "Ctrl+Shift+Z"
    w.shortcuts["redo"].trigger()
    assert names(w.controller.game, 0, "VC") == ["Lancer"]


def test_an_attack_is_a_drag_onto_the_target_and_triggers_are_clicks(window: Any) -> None:
    g = game(
        player(
            circles={"VC": "Paladin", "FL": "Swordsman"}, deck=["Critical Page", *["Lancer"] * 6]
        ),
        player(circles={"VC": "Knight"}, deck=["Lancer"] * 6),
        phase="battle",
    )
    w = window(g)
    vanguard = g.state.zones[0]["VC"][0]
    drag(w, vanguard, _centre(w, 1, "VC"))
    state = w.controller.game.state
    # the goldfish does not guard: the drive check revealed a critical trigger for us to give
    assert vg(state).check is not None and w.controller.game.to_play == 0
    assert w.scene.card_item(vanguard).glow is not None
    swordsman = state.zones[0]["FL"][0]
    for target in (swordsman, vanguard):
        _settle(w)
        item = w.scene.card_item(target)
        QTest.mouseClick(
            w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, item.x(), item.y())
        )
    assert w.controller.game.power(0, "FL") == 10000 + 5000
    assert w.controller.game.stat(0, "VC", "critical") == 2
    assert len(state.zones[1]["damage"]) == 2


def test_mulligan_by_clicking_cards_and_pressing_mulligan(window: Any) -> None:
    controller = TableController.new_game(seed=3)
    w = window(controller.game)
    me = w.controller.actor
    hand = list(w.controller.game.state.zones[me]["hand"])
    for card_id in hand[:2]:
        _settle(w)
        item = w.scene.card_item(card_id)
        QTest.mouseClick(
            w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, item.x(), item.y())
        )
    assert w.scene.selection == set(hand[:2])
    assert w.phase_bar.button("Mulligan").text() == "Mulligan 2"
    w.phase_bar.button("Mulligan").click()
    assert flags_of(w.controller.game.state, me).mulligan
    assert not set(hand[:2]) & set(w.controller.game.state.zones[me]["hand"][:3])


def test_hot_seat_hides_hands_behind_a_curtain_between_players(window: Any) -> None:
    controller = TableController.new_game(seed=4, mode="hotseat")
    w = window(controller.game, mode="hotseat")
    c = w.controller
    assert c.viewer is None and w.curtain.isVisible()
    first = c.game.to_play
    hands = [c.game.state.zones[p]["hand"] for p in (0, 1)]
    assert not any(w.scene.visible(i) for i in hands[0] + hands[1])
    w.curtain.button.click()
    assert c.viewer == first and not w.curtain.isVisible()
    assert all(w.scene.visible(i) for i in hands[first])
    assert not any(w.scene.visible(i) for i in hands[1 - first])
    w.phase_bar.button(
        "Keep Hand"
    ).click()  # the other player chooses a mulligan next: curtain again
    assert c.game.to_play == 1 - first
    assert c.viewer is None and w.curtain.isVisible()
    assert "Pass to" in w.curtain.title.text()
    assert not any(w.scene.visible(i) for i in c.game.state.zones[first]["hand"])
    w.curtain.button.click()
    assert c.viewer == 1 - first
    _settle(w)
    item = w.scene.card_item(c.game.state.zones[1 - first]["hand"][0])
    assert (
        item.y() > w.scene.zone_item(1 - first, "BC").rect.bottom()
    )  # their hand is at the bottom now


def _menu_action(menu: Any, label: str) -> Any:
    for action in menu.actions():
        if action.text() == label:
            return action
        if action.menu() is not None:
            found = _menu_action(action.menu(), label)
            if found is not None:
                return found
    return None


def test_context_menus_offer_the_engines_tools(window: Any) -> None:
    w = window(game(player(circles={"VC": "Knight", "FL": "Lancer"}, deck=["Squire"] * 5,
                           damage=["King"]), player(circles={"VC": "Knight"})))  # fmt: skip
    state = w.controller.game.state
    lancer = state.zones[0]["FL"][0]
    menu = w.context_menu(lancer, w.scene.zone_item(0, "FL"))
    _menu_action(menu, "Rest").trigger()
    assert state.cards[lancer].rested
    _menu_action(menu, "+5000 power (turn)").trigger()
    assert w.controller.game.power(0, "FL") == 8000 + 5000
    _menu_action(w.context_menu(lancer, None), "To hand").trigger()
    assert names(w.controller.game, 0, "hand") == ["Lancer"]
    deck = w.context_menu(None, w.scene.zone_item(0, "deck"))
    _menu_action(deck, "Soul charge").trigger()
    assert names(w.controller.game, 0, "soul") == ["Squire"]
    damage = w.context_menu(None, w.scene.zone_item(0, "damage"))
    assert _menu_action(damage, "Countercharge 1").isEnabled() is False  # nothing face down
    _menu_action(damage, "Counterblast 1").trigger()
    assert state.cards[state.zones[0]["damage"][0]].face_down


def test_a_zone_viewer_lists_the_drop_and_its_tools_move_cards(window: Any) -> None:
    w = window(game(player(circles={"VC": "Knight"}, drop=["Lancer", "Paladin"]), player()))
    w.view_zone(0, "drop")
    viewer = w.viewers[-1]
    assert viewer.grid.count() == 2 and "drop zone (2 cards)" in viewer.windowTitle()
    viewer.search.setText("pala")
    assert viewer.grid.count() == 1
    viewer._to_hand(viewer.grid.item(0))
    assert names(w.controller.game, 0, "hand") == ["Paladin"]
    assert viewer.grid.count() == 0  # it follows the game
    viewer.close()


def test_an_unfinished_game_is_offered_at_the_next_start(window: Any, monkeypatch: Any) -> None:
    from playtester.ui import messages

    first = window(TableController.new_game(seed=6).game)
    first.games.start_recording()
    first.controller.act("mulligan")
    first.controller.act("next")
    position = first.controller.game.to_position()
    first.games.library.close()  # the program is killed: nothing more is written

    asked: list[str] = []

    def answer(*args: Any) -> bool:
        asked.append(args[2])
        return True

    monkeypatch.setattr(messages, "ask", answer)
    second = window(TableController.new_game(seed=7).game)
    second.games.start_recording()
    assert asked and "did not finish" in asked[0]
    assert second.controller.game.to_position() == position


def test_a_game_where_nothing_was_played_is_not_offered_nor_kept(
    window: Any, monkeypatch: Any
) -> None:
    from playtester.ui import messages

    asked: list[str] = []
    monkeypatch.setattr(messages, "ask", lambda *args: asked.append(args[2]))
    killed = window(TableController.new_game(seed=8).game)  # we go first: no goldfish step
    killed.games.start_recording()
    killed.games.library.close()  # killed before anyone acted
    quit_played = window(TableController.new_game(seed=7).game)
    quit_played.games.start_recording()
    quit_played.controller.act("mulligan")
    quit_played.close()  # quit after playing: kept, to resume next time
    quit_unplayed = window(TableController.new_game(seed=8).game)
    quit_unplayed.games.start_recording()
    assert len(asked) == 1  # the played one only
    unplayed_id = quit_unplayed.controller.recording.id
    quit_unplayed.close()  # quit without playing: its recording goes
    library = quit_played.games.library
    ids = [info.id for info in library.recordings()]
    assert unplayed_id not in ids
    assert quit_played.controller.recording.id in ids


def test_opening_a_saved_game_puts_it_on_the_table_and_a_damaged_one_changes_nothing(
    window: Any, monkeypatch: Any, tmp_path: Any
) -> None:
    from playtester.ui import messages

    saved = TableController.new_game(seed=3)
    saved.act("mulligan")
    saved.act("next")
    saved.save(tmp_path / "game.json")
    w = window(TableController.new_game(seed=9).game)
    before = w.controller.game.to_position()
    warnings: list[str] = []
    monkeypatch.setattr(messages, "tell", lambda *args, **kw: warnings.append(args[2]))

    (tmp_path / "broken.json").write_text('{"format": "playtester-game", "actions": [', "utf-8")
    w.games.load(tmp_path / "broken.json")
    assert warnings and "broken.json" in warnings[0]
    assert w.controller.game.to_position() == before

    w.games.load(tmp_path / "game.json")
    assert w.controller.game.to_position() == saved.game.to_position()
    assert len(warnings) == 1


def test_an_arrow_drawn_on_the_live_table_is_kept_with_the_recorded_step(window: Any) -> None:
    from playtester.record.annotations import Target

    w = window(TableController.new_game(seed=6).game)
    w.scene.sketched.emit(Target(0, "VC"), Target(1, "VC"), "red")
    assert "recorded games only" in w.statusBar().currentMessage()

    w.games.start_recording(offer_resume=False)
    w.scene.sketched.emit(Target(0, "VC"), Target(1, "VC"), "red")
    rec = w.controller.recording
    drawn = rec.notes.get(rec.cursor)
    assert drawn is not None and len(drawn.arrows) == 1
    assert drawn.arrows[0].colour == "red"


def test_a_right_drag_from_one_vanguard_to_the_other_records_an_arrow(window: Any) -> None:
    w = window(TableController.new_game(seed=6).game)
    w.games.start_recording(offer_resume=False)
    viewport = w.view.viewport()
    start = _screen(w, *w.scene.table.centre("VC", True))
    end = _screen(w, *w.scene.table.centre("VC", False))
    right, shift = Qt.MouseButton.RightButton, Qt.KeyboardModifier.ShiftModifier
    QTest.mousePress(viewport, right, shift, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (i / 8))
    QTest.mouseRelease(viewport, right, shift, end)
    rec = w.controller.recording
    drawn = rec.notes.get(rec.cursor)
    assert drawn is not None and len(drawn.arrows) == 1
    arrow = drawn.arrows[0]
    assert (arrow.src.player, arrow.src.zone, arrow.dst.player, arrow.dst.zone) == (
        0,
        "VC",
        1,
        "VC",
    )
    assert arrow.colour == "red"  # Shift picks the red pen (no modifier draws green)
    assert len(w.scene.drawings) == 1  # and it is shown on the table at once


def test_the_recording_keeps_the_table_game_and_its_card_ids(window: Any) -> None:
    w = window(TableController.new_game(seed=6).game)  # dealt: ids in deck-list order
    w.games.start_recording(offer_resume=False)
    c = w.controller
    assert c.recording is not None and c.recording.game is c.game
    _settle(w)
    card = c.game.state.zones[0]["hand"][2]
    item = w.scene.card_item(card)
    viewport = w.view.viewport()
    start = _screen(w, item.x(), item.y())
    end = _screen(w, *w.scene.table.centre("VC", False))
    QTest.mousePress(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (i / 8))
    QTest.mouseRelease(viewport, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, end)
    drawn = c.recording.notes.get(c.recording.cursor)
    assert drawn is not None and len(drawn.arrows) == 1
    assert drawn.arrows[0].src.card == card  # the table's own id of the card in hand
    assert c.recording.snapshot_state(0).cards[card].card == c.game.state.cards[card].card
    assert len(w.scene.drawings) == 1  # drawn from that card, found by the same id


def test_the_winner_is_announced_once_and_new_game_opens_the_dialog(
    window: Any, monkeypatch: Any
) -> None:
    from playtester.ui.dialogs import NewGameDialog

    opened: list[bool] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: opened.append(True) or 0)
    w = window(TableController.new_game(seed=8).game)
    w.controller.act("mulligan")
    assert w.announced is None
    w.controller.act("concede")
    box = w.announced
    assert box is not None and box.isVisible()
    assert "Goldfish won on turn 1" in box.text()
    w.controller.changed.emit()  # another refresh does not announce it again
    assert w.announced is box
    again = next(b for b in box.buttons() if b.text().startswith("New Game"))
    again.click()
    assert opened == [True]
    w.controller.undo()  # undoing the concession takes the result back
    assert w.controller.game.winner is None and w.announced is None
    box.close()


def test_every_menu_command_runs_without_an_error(window: Any, monkeypatch: Any) -> None:
    """Each command of the shortcut registry, triggered as from its menu, with every dialog
    answered at once (cancelled); pytest-qt fails the test on an exception in any slot."""
    from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

    from playtester.ui.shortcuts import COMMANDS

    monkeypatch.setattr(QDialog, "exec", lambda self: 0)
    monkeypatch.setattr(QDialog, "open", lambda self: None)
    for name in ("getOpenFileName", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, name, lambda *args, **kwargs: ("", ""))
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args, **kwargs: (3, True))
    no = QMessageBox.StandardButton.No
    for name in ("question", "information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda *args, **kwargs: no)
    monkeypatch.setattr(QMessageBox, "about", lambda *args: None)
    w = window(TableController.new_game(seed=8).game)
    w.games.start_recording(offer_resume=False)
    w.controller.act("mulligan")
    triggered = []
    for command in COMMANDS:
        if command.id == "quit":
            continue
        w.shortcuts[command.id].trigger()
        triggered.append(command.id)
        for viewer in list(w.viewers):
            viewer.close()
        for replay in w.findChildren(QDialog):
            replay.close()
    assert len(triggered) == len(COMMANDS) - 1
    assert w.controller.game.winner == 1  # "concede" went through
    w.shortcuts["quit"].trigger()
    assert not w.isVisible()


def test_a_card_dragged_within_the_hand_keeps_its_size_until_it_leaves(window: Any) -> None:
    """A card picked up from the hand keeps the hand's size while the pointer is still over
    the hand (it does not shrink and open a gap that seems to spread the hand apart under the
    pointer); it takes a field card's size once it leaves the hand."""
    w = window(_ride_position())
    _settle(w)
    hand = w.controller.game.state.zones[0]["hand"]
    item = w.scene.card_item(hand[0])  # Lancer
    size = item.scale()
    assert size > 1.0  # the own hand is drawn larger than the field
    neighbours = [w.scene.card_item(i).sceneBoundingRect() for i in hand[1:]]
    viewport = w.view.viewport()
    start = _screen(w, item.x(), item.y())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):  # along the hand, past the distance that starts a drag
        QTest.mouseMove(viewport, start + QPoint(6 * step, 0))
    assert w.scene.drag is not None and w.scene.drag.active
    assert item.scale() == size
    assert [w.scene.card_item(i).sceneBoundingRect() for i in hand[1:]] == neighbours
    end = _screen(w, *_centre(w, 0, "VC"))
    QTest.mouseMove(viewport, end)
    assert item.scale() == 1.0  # over the field: a field card's size
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert names(w.controller.game, 0, "VC") == ["Lancer"]  # the drop did what it does
