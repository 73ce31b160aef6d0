"""Find the move: a recorded lesson practised through the real window, the answers made by
dragging cards on the table: a wrong answer and a right one, the teacher's comments, the
summary and the score kept in the data folder."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from playtester.engine import Game
from playtester.games.wixoss.board import MIRROR
from playtester.practice.coach import Coach
from playtester.practice.lesson import questions, scores_path
from playtester.practice.pack import pack
from playtester.record.annotations import Annotations
from playtester.record.library import Library
from tests.positions import game, player
from tests.test_ui_table import _centre, drag

DOCS = Path(__file__).resolve().parents[1] / "docs"


def shots() -> Path:
    """Where the window's picture goes: docs/ when PLAYTESTER_WRITE_DOCS=1 asks for the
    documentation's picture to be taken again, else a temporary folder (a test run leaves the
    checkout as it was)."""
    return DOCS if os.environ.get("PLAYTESTER_WRITE_DOCS") == "1" else Path(tempfile.mkdtemp())


def lesson(library: Library) -> Any:
    """Ann's win of "Order of battle", recorded: her first attack marked !, with a comment; her
    second asked about in a comment; a variation where she attacked with the Whelp first,
    marked ? (a mistake, not a right answer)."""
    (order,) = [p for _, p in pack("wixoss") if p.title == "Order of battle"]
    rec = library.start(Game.from_position(order.position), {"mode": "hotseat"})
    coach = Coach(order)
    rec.apply("attack SC")  # the mistake, kept as a variation
    rec.undo()
    rec.apply("attack SL")
    rec.apply("attack SC")
    while rec.game.winner is None:
        rec.apply(coach.answer(rec.game) if rec.game.to_play != 0 else "next")
    main = rec.main_line()
    (mistake,) = [n for n in rec.tree.children[0] if n != main[0]]
    rec.notes.set(
        main[0], Annotations(comment="The Lancer first: its crush needs a cloth.", mark="!")
    )
    rec.notes.set(main[1], Annotations(comment="And which one now?"))
    rec.notes.set(mistake, Annotations(mark="?"))
    return rec


def attack(w: Any, zone: str) -> None:
    """Drag the seat's SIGNI on `zone` forward onto the opponent's SIGNI zone facing it."""
    c = w.controller
    drag(w, c.game.state.zones[c.seat][zone][0], _centre(w, 1 - c.seat, MIRROR[zone]))


def test_a_lesson_is_practised_at_the_table(window: Any, qtbot: Any) -> None:
    library = Library()
    rec = lesson(library)
    asked = questions(rec)
    assert [(str(q.recorded), [str(a) for a in q.right]) for q in asked] == [
        ("attack SL", ["attack SL"]),
        ("attack SC", ["attack SC"]),
    ]
    w = window(game(player(circles={"VC": "Paladin"}), player(circles={"VC": "Paladin"})))
    w.games.library = library
    w.games.practise(rec.id)
    panel = w.practice_panel
    assert panel is not None and panel.isVisible()
    assert "Question 1 of 2: find Ann's move." in panel.question.text()
    c = w.controller
    assert c.game.history == [] and c.viewer == 0
    assert not panel.next_button.isEnabled()  # nothing answered yet
    attack(w, "SC")  # wrong: the Whelp first
    assert [str(s.action) for s in c.game.history] == ["attack SC"]
    assert "Not this one." in panel.verdict.text() and "attack SL" in panel.verdict.text()
    assert "The Lancer first" in panel.verdict.text()
    assert len(c.game.history) == 1  # no one answered for Ben
    panel.next_button.click()
    c = w.controller
    assert "Question 2 of 2" in panel.question.text()
    assert [str(s.action) for s in c.game.history] == ["attack SL"]  # the lesson's own step
    attack(w, "SC")
    assert str(c.game.history[-1].action) == "attack SC"
    assert "Right!" in panel.verdict.text() and "which one now?" in panel.verdict.text()
    assert c.game.winner == 0  # the lesson's game is won: the panel says what matters,
    assert w.announced is None and QApplication.activeModalWidget() is None  # no box over it
    assert panel.next_button.isEnabled()
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert "you found 1 of 2 moves" in panel.question.text()
    assert "\u2717 attack SL</li><li>\u2713 attack SC" in panel.question.text()  # missed, found
    qtbot.wait(300)
    assert w.grab().save(str(shots() / "practice-summary.png"))
    kept = json.loads(scores_path().read_text(encoding="utf-8"))
    assert kept[f"recording {rec.id}"] == {
        "title": rec.title,
        "last": [1, 2],
        "best": [1, 2],
        "tries": 1,
    }
    w.games.practise(rec.id)  # again, both right this time
    for zone in ("SL", "SC"):
        attack(w, zone)
        assert "Right!" in panel.verdict.text()
        panel.next_button.click()
    assert "you found 2 of 2 moves" in panel.question.text()
    assert "Best: 2 of 2; tries: 2." in panel.question.text()
    library.close()


def test_a_damaged_score_file_is_set_aside(qapp: Any) -> None:
    from playtester.practice.lesson import keep_score

    path = scores_path()
    path.write_text("{not json", encoding="utf-8")
    entry = keep_score("recording 1", "t", 1, 3)
    assert entry == {"title": "t", "last": [1, 3], "best": [1, 3], "tries": 1}
    assert [p.name for p in path.parent.glob("practice.damaged-*.json")]


def test_a_mistake_asks_for_the_better_move_and_the_best_score_stays(qapp: Any) -> None:
    from playtester.practice.lesson import keep_score

    library = Library()
    (order,) = [p for _, p in pack("wixoss") if p.title == "Order of battle"]
    rec = library.start(Game.from_position(order.position), {"mode": "hotseat"})
    rec.apply("attack SL")  # the better move, a variation
    rec.undo()
    rec.apply("attack SC")  # the recorded mistake
    (better,) = [n for n in rec.tree.children[0] if n != rec.main_line()[0]]
    rec.notes.set(rec.main_line()[0], Annotations(mark="?", comment="Too early."))
    rec.notes.set(better, Annotations(mark="!"))
    (question,) = questions(rec)
    assert str(question.recorded) == "attack SC"
    assert [str(a) for a in question.right] == ["attack SL"]
    assert not question.is_right(question.recorded)
    library.close()
    assert keep_score("lesson", "t", 2, 2)["best"] == [2, 2]
    assert keep_score("lesson", "t", 1, 2) == {
        "title": "t",
        "last": [1, 2],
        "best": [2, 2],
        "tries": 2,
    }


def test_no_one_answers_a_lesson_question_for_the_other_seat(qapp: Any) -> None:
    """Ann attacks; in a lesson the table waits with Ben to guard (the program would answer
    at once in a game against it)."""
    from playtester.ui.controller import TableController

    (shield,) = [p for _, p in pack("vanguard") if p.title == "Count the shield"]
    asking = TableController(shield.game_at_start(), "goldfish")
    asking.answers = False
    assert asking.act("attack VC -> VC")
    assert len(asking.game.history) == 1 and asking.game.to_play == 1
    playing = TableController(shield.game_at_start(), "goldfish")
    assert playing.act("attack VC -> VC")
    assert len(playing.game.history) > 1 and playing.game.to_play == 0
