"""The Recordings dialog: steps counted as the replay viewer counts them, the format and decks
of each game, and a viewer opened from it that takes input."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton

from playtester.engine import Game
from playtester.resources import demo_decks
from playtester.ui.controller import TableController
from playtester.ui.dialogs import NewGameDialog
from playtester.ui.recordings import RecordingsDialog


def _rows(dialog: RecordingsDialog) -> list[dict[str, str]]:
    table = dialog.table
    header = [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]
    return [
        {header[c]: table.item(r, c).text() for c in range(table.columnCount())}
        for r in range(table.rowCount())
    ]


def _played(window: Any) -> Any:
    """A recorded goldfish game with a variation: an action taken back and another played."""
    w = window(TableController.new_game(seed=6).game)
    w.games.start_recording(offer_resume=False)
    c = w.controller
    for action in ("mulligan", "next", "next", "next"):
        c.act(action)
    c.undo()
    c.act("power VC +1000")
    rec = c.recording
    assert len(rec.tree) > len(rec.main_line())  # the undone action stays, as a variation
    return w


def test_the_list_counts_steps_as_the_viewer_does(window: Any) -> None:
    w = _played(window)
    rec = w.controller.recording
    dialog = RecordingsDialog(w.games.library, w.games.watch, w.games.resume, w)
    row = _rows(dialog)[0]
    w.games.watch(rec.id)
    viewer = w.viewers[-1]
    viewer.goto(10**6)
    total = len(rec.main_line())
    assert viewer.position.text() == f"Step {total} of {total}"
    extra = len(rec.tree) - total
    assert row["Steps"] == f"{total} (+{extra} in variations)"
    assert row["Mode"] == "Goldfish"
    viewer.close()


def test_recordings_show_their_format_and_decks(window: Any, qtbot: Any) -> None:
    w = window(TableController.new_game(seed=6).game)
    w.games.start_recording(offer_resume=False)

    def accept() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.format.setCurrentIndex(dialog.format.findData("g"))
        buttons = dialog.findChild(QDialogButtonBox)
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, accept)
    w.games.new_game()
    w.controller.act("mulligan")
    texts = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
    old = w.games.library.start(Game.new(decks=texts, seed=1), {"mode": "hotseat"})  # no decks
    old.apply("mulligan")
    rows = {r["Game"]: r for r in _rows(RecordingsDialog(w.games.library, w.games.watch,
                                                          w.games.resume, w))}  # fmt: skip
    titles = [p.stem.replace("-", " ").title() for p in demo_decks("g")[:2]]
    new = rows["Player 1 vs Goldfish"]
    assert new["Format"] == "G era" and new["Decks"] == " vs ".join(titles)
    assert w.controller.recording.meta["decks"] == titles
    before = rows["Player 1 vs Player 2"]
    assert before["Decks"] == "\u2014" and before["Mode"] == "Hot-seat"
    assert before["Format"] == "Standard"


def test_a_viewer_opened_from_the_list_takes_input(window: Any) -> None:
    w = _played(window)
    seen: list[Any] = []

    def watch() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RecordingsDialog)
        button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Watch")
        button.click()
        QTimer.singleShot(0, look)

    def look() -> None:
        blocking = QApplication.activeModalWidget()
        seen.append(blocking)
        if blocking is not None:  # the old behaviour: close it so the test can go on
            blocking.reject()

    QTimer.singleShot(0, watch)
    w.games.show_recordings()
    QApplication.processEvents()
    assert seen == [None]  # the list closed when it opened the viewer
    viewer = w.viewers[-1]
    assert viewer.isVisible()
    QTest.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.index == 1
    viewer.close()
