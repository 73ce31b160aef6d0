"""The Recordings dialog: steps counted as the replay viewer counts them, the format and decks
of each game, a viewer opened from it that takes input, and a large import that runs away from
the window (with progress and Cancel)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt, QThread, QTimer
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


def _large_recording(path: Any, steps: int) -> Any:
    """A recording file of `steps` variations of its first step: slow to replay."""
    from playtester.record.library import Library
    from playtester.record.portable import export_document
    from playtester.record.sample import play_recorded

    with Library(memory=True) as library:
        doc = export_document(play_recorded(library, limit=2))
    action = doc["steps"][0]["action"]
    doc["steps"] = [{"id": i + 1, "parent": 0, "action": action} for i in range(steps)]
    doc["annotations"], doc["cursor"] = [], 1
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _importing(qtbot: Any, monkeypatch: Any, library: Any, path: Any) -> tuple[Any, Any]:
    """Recordings ▸ Import… of `path`: the list, and the progress dialog once it shows."""
    from PySide6.QtWidgets import QFileDialog, QProgressDialog

    dialog = RecordingsDialog(library, lambda _id: None, lambda _id: None)
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    dialog._import()

    def shown() -> list[Any]:
        return [p for p in dialog.findChildren(QProgressDialog) if p.isVisible()]

    qtbot.waitUntil(lambda: bool(shown()) and shown()[0].value() > 0, timeout=20_000)
    return dialog, shown()[0]


def test_a_large_recording_is_imported_with_a_progress_dialog_and_the_window_stays_live(
    qtbot: Any, monkeypatch: Any, tmp_path: Any
) -> None:
    from playtester.record.library import Library

    library = Library()
    path = _large_recording(tmp_path / "large.json", 3000)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    dialog, progress = _importing(qtbot, monkeypatch, library, path)
    assert progress.maximum() == 3000 and "large.json" in progress.labelText()
    seen = len(ticks)
    qtbot.waitUntil(lambda: not dialog.findChildren(QThread), timeout=60_000)
    timer.stop()
    assert seen > 0 and len(ticks) > seen  # the window's own timers ran during the import
    [info] = library.recordings()
    assert info.steps == 3000 and dialog.table.rowCount() == 1
    library.close()


def test_a_cancelled_import_leaves_nothing_of_the_recording(
    qtbot: Any, monkeypatch: Any, tmp_path: Any
) -> None:
    import sqlite3

    from playtester.record.library import Library

    library = Library()
    path = _large_recording(tmp_path / "large.json", 3000)
    dialog, progress = _importing(qtbot, monkeypatch, library, path)
    [cancel] = progress.findChildren(QPushButton)
    assert cancel.text() == "Cancel"
    cancel.click()
    qtbot.waitUntil(lambda: not dialog.findChildren(QThread), timeout=60_000)
    assert library.recordings() == [] and dialog.table.rowCount() == 0
    db = sqlite3.connect(library.path)
    assert [db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
            for t in ("recordings", "steps", "snapshots", "journal")] == [0, 0, 0, 0]  # fmt: skip
    db.close()
    library.close()
