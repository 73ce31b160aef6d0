"""Puzzles at the table: chosen from the pack, played through the real window with the goal
shown, the program answering for the opponent: cards dragged as a player drags them, the menu
of a drop with two meanings, a hint, a wrong try, Retry or undo, solved."""

from __future__ import annotations

import os
import tempfile
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from playtester.games.wixoss.board import MIRROR
from playtester.practice.pack import pack
from playtester.ui import puzzles
from playtester.ui.puzzles import PuzzleChooser
from tests.positions import game, player
from tests.test_ui_table import _centre, drag

DOCS = Path(__file__).resolve().parents[1] / "docs"


def shots() -> Path:
    """Where the window's picture goes: docs/ when PLAYTESTER_WRITE_DOCS=1 asks for the
    documentation's picture to be taken again, else a temporary folder (a test run leaves the
    checkout as it was)."""
    return DOCS if os.environ.get("PLAYTESTER_WRITE_DOCS") == "1" else Path(tempfile.mkdtemp())


def _table(window: Any) -> Any:
    """A table window on any small game (the puzzle replaces it)."""
    return window(game(player(circles={"VC": "Paladin"}), player(circles={"VC": "Paladin"})))


def pick(w: Any, words: str) -> None:
    """Click the item of the menu a drop offered (its meanings) that starts with `words`."""
    menu = w.scene.offered
    assert menu is not None and menu.isVisible()
    (item,) = [a for a in menu.actions() if a.text().startswith(words)]
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())
    assert not menu.isVisible()


def attack(w: Any, circle: str, target: str, boost: bool | None = None) -> None:
    """Drag the unit on `circle` onto the opponent's `target`; where it could attack with a
    boost or without, the menu offered is answered (`boost`); else nothing is offered."""
    c = w.controller
    offered = w.scene.offered
    drag(w, c.game.state.zones[c.seat][circle][0], _centre(w, 1 - c.seat, target))
    if boost is None:
        assert w.scene.offered is offered  # one meaning: done at once, nothing asked
    else:
        pick(w, "Attack with a boost" if boost else "Attack without a boost")


def vanguard_gesture(w: Any, action: str) -> None:
    """Make a Vanguard puzzle's attack (`attack FL -> VC boost BL`) as a player does."""
    words = action.split()
    assert words[0] == "attack" and words[2] == "->"
    attack(w, words[1], words[3], True if "boost" in words else None)


def test_a_puzzle_is_played_at_the_table_with_hint_retry_and_success(
    window: Any, qtbot: Any
) -> None:
    w = _table(window)
    chooser = PuzzleChooser(w)
    qtbot.addWidget(chooser)
    titles = [p.title for p in chooser.found]
    assert len(titles) == len(pack()) and "Count the shield" in titles
    chooser.list.setCurrentRow(titles.index("Count the shield"))
    chooser.accept()
    assert chooser.chosen is not None
    panel = puzzles.play(w, chooser.chosen)
    c = w.controller
    assert panel.isVisible() and "Goal:</b> Win this turn" in panel.goal.text()
    assert "Your move." in panel.state.text() and c.game.to_play == 0
    # a wrong try: the rear-guard attacks without its boost (9000 against 10000); the drop
    # asks which attack is meant, in a menu
    attack(w, "FL", "VC", boost=False)
    assert [str(s.action) for s in c.game.history][:1] == ["attack FL -> VC"]
    assert "can no longer be reached" in panel.state.text() or "missed" in panel.state.text()
    qtbot.mouseClick(panel.retry_button, Qt.MouseButton.LeftButton)
    assert c.game.history == [] and "Your move." in panel.state.text()
    qtbot.mouseClick(panel.hint_button, Qt.MouseButton.LeftButton)
    hint = panel.hint_text.text()
    assert "They have one guardian" in hint and "Try <code>attack" in hint
    qtbot.wait(400)  # the faces drawn meanwhile
    assert w.grab().save(str(shots() / "puzzle-table.png"))
    tried = hint.split("<code>")[1].split("</code>")[0].replace("&gt;", ">")
    vanguard_gesture(w, tried)  # the hint's action, dragged; the program answers for Ben
    assert str(c.game.history[0].action) == tried
    assert c.game.to_play == 0 and len(c.game.history) > 1
    assert "Your move." in panel.state.text()
    other = {"attack VC -> VC": "attack FL -> VC boost BL"}.get(tried, "attack VC -> VC")
    vanguard_gesture(w, other)
    assert other in [str(s.action) for s in c.game.history]
    assert c.game.winner == 0
    assert "Solved!" in panel.state.text()
    assert w.announced is None and QApplication.activeModalWidget() is None  # no Game over box


def test_a_wixoss_puzzle_is_played_by_dragging_signi_with_a_wrong_try_undone(
    window: Any, qtbot: Any
) -> None:
    """In "Order of battle" the Whelp's attack first is the wrong order (the Lancer's crush
    needs a cloth left); undo takes it back with Ben's answers, and the right order wins."""
    w = _table(window)
    (order,) = [p for _, p in pack("wixoss") if p.title == "Order of battle"]
    panel = puzzles.play(w, order)
    c = w.controller
    assert "Goal:</b> Win this turn" in panel.goal.text() and c.seat == 0
    whelp = c.game.state.zones[0]["SC"][0]
    drag(w, whelp, _centre(w, 1, MIRROR["SC"]))  # wrong: the Whelp first
    assert str(c.game.history[0].action) == "attack SC"
    assert "can no longer be reached" in panel.state.text() or "missed" in panel.state.text()
    w.shortcuts["undo"].trigger()  # the player's step back, with the program's answers
    assert c.game.history == [] and "Your move." in panel.state.text()
    for zone in ("SL", "SC"):
        drag(w, c.game.state.zones[0][zone][0], _centre(w, 1, MIRROR[zone]))
        assert f"attack {zone}" in [str(s.action) for s in c.game.history]
        assert "no longer" not in panel.state.text()
    assert [str(s.action) for s in c.game.history if s.action.verb == "attack"] == [
        "attack SL",
        "attack SC",
    ]
    assert c.game.winner == 0 and "Solved!" in panel.state.text()
    assert w.announced is None and QApplication.activeModalWidget() is None


def test_a_drop_menu_left_open_does_nothing_once_another_game_is_on_the_table(
    window: Any,
) -> None:
    """The menu of a drop's meanings acts on the game it was offered for: once the puzzle is
    started again (another game on the table), a pick in the menu left open does nothing."""
    w = _table(window)
    (shield,) = [p for _, p in pack("vanguard") if p.title == "Count the shield"]
    puzzles.play(w, shield)
    c = w.controller
    drag(w, c.game.state.zones[0]["FL"][0], _centre(w, 1, "VC"))
    assert c.game.history == []  # asked, not done
    puzzles.play(w, shield)
    pick(w, "Attack with a boost")
    assert c.game.history == []


def test_a_puzzle_to_survive_has_the_program_attack_first(window: Any, qtbot: Any) -> None:
    """Ben's side of "Hold on": the program attacks at once; Ben asks for hints and follows
    them with the table's gestures: a card dragged from his hand onto the guardian circle, or
    the phase bar's button to call no more guardians."""
    w = _table(window)
    (hold,) = [p for _, p in pack("vanguard") if p.title == "Hold on"]
    panel = puzzles.play(w, hold)
    c = w.controller
    assert c.seat == 1 and c.viewer == 1 and c.game.to_play == 1  # attacked, to guard
    assert c.game.history and "Survive this turn" in panel.goal.text()
    done = []
    while c.game.winner is None and c.game.state.vars.turn == 5:
        panel.hint_button.click()
        tried = unescape(panel.hint_text.text().split("<code>")[1].split("</code>")[0])
        steps = len(c.game.history)
        if tried.startswith("guard "):
            name = tried.split('"')[1]
            hand = c.game.state.zones[1]["hand"]
            card = next(i for i in hand if c.game.state.cards[i].card.name == name)
            drag(w, card, _centre(w, None, "GC"))
        else:
            assert tried == "next"
            w.phase_bar.next.click()
        assert str(c.game.history[steps].action) == tried  # the gesture did the hint's action
        done.append(tried)
    assert done == [
        'guard "Squire of the Gleaming Gate"',
        "next",
        'guard "Little Dawnblade Tamsin"',
    ]
    assert "Solved!" in panel.state.text()


@pytest.mark.usefixtures("answered")
def test_game_puzzles_opens_the_chooser(window: Any) -> None:
    w = _table(window)
    w.shortcuts["puzzles"].trigger()  # the dialog is answered (cancelled): the game stays
    assert w.puzzle_panel is None


def test_make_puzzle_from_here_saves_the_line_that_followed(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A recorded WIXOSS game: from the step before Ann's attacks, the puzzle is her line to
    the win, the teacher's comment its hint; the solver finds it sound."""
    from PySide6.QtWidgets import QFileDialog

    from playtester.engine import Game
    from playtester.practice.coach import Coach
    from playtester.practice.puzzle import load_puzzle
    from playtester.practice.solver import solve
    from playtester.record.library import Library
    from playtester.ui.replay import ReplayWindow

    (order,) = [p for _, p in pack("wixoss") if p.title == "Order of battle"]
    library = Library()
    rec = library.start(Game.from_position(order.position), {"mode": "hotseat"})
    coach = Coach(order)
    for action in order.solutions[0]:
        while rec.game.to_play != order.side and rec.game.winner is None:
            rec.apply(coach.answer(rec.game))
        rec.apply(action)
    while rec.game.winner is None:
        rec.apply(coach.answer(rec.game) if rec.game.to_play != 0 else "next")
    first = rec.main_line()[0]
    notes = rec.notes.get(first)
    rec.notes.set(first, type(notes)(comment="The Lancer's crush comes first."))
    viewer = ReplayWindow(rec)
    qtbot.addWidget(viewer)
    viewer.goto(0)
    target = tmp_path / "made.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(viewer.make_puzzle, Qt.MouseButton.LeftButton)
    made = load_puzzle(target)
    assert made.side == 0 and made.goal.kind == "win" and not made.unique
    assert [str(a) for a in made.solutions[0]] == ["attack SL", "attack SC"]
    assert made.hints == ("The Lancer's crush comes first.",)
    report = solve(made, workers=1)
    assert report.reachable and report.ok
    library.close()
