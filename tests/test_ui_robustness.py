"""Nothing lost, nothing frozen, no tracebacks at the table: resumed games, a second window,
exports that fail, text from files shown as text, and the last-resort error dialog."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.vanguard import bot
from playtester.games.vanguard.state import vg
from playtester.record.library import Library
from playtester.resources import demo_decks
from playtester.ui.controller import TableController

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]


def test_a_resumed_goldfish_game_lets_the_goldfish_reply_first(qapp: Any) -> None:
    library = Library()
    game = Game.new(decks=DECKS, seed=3, names=("Player", "Goldfish"))
    recording = library.start(game, {"mode": "goldfish"})
    play = recording.game
    while play.to_play == 1:  # the goldfish's own mulligan, if it goes first
        recording.apply(bot.passive(play), auto=True)
    while not (play.to_play == 1 and vg(play.state).phase != "setup"):
        recording.apply(bot.choose(play))  # the player, until the goldfish must act
    steps = recording.ply
    library.close()  # the program died after the player's step, before the goldfish moved

    again = Library()
    resumed = TableController.resume(again.resume(recording.id))
    assert resumed.game.to_play == 0  # the goldfish has replied
    assert resumed.recording is not None and resumed.recording.ply > steps
    assert resumed._auto[steps:] and all(resumed._auto[steps:])  # recorded as its own moves
    assert resumed.next() or resumed.game.check("next").legal  # play goes on, no override
    again.close()


EVIL = '<img src="x"><b>Eve</b>'


def test_names_from_files_are_shown_as_text_never_as_markup(window: Any, monkeypatch: Any) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel, QMessageBox

    from playtester.engine import Verdict

    g = Game.new(decks=DECKS, seed=3, names=(EVIL, EVIL + " 2"))
    w = window(g, mode="hotseat")
    shown: list[tuple[Any, str]] = []
    monkeypatch.setattr(
        QMessageBox, "exec", lambda box: shown.append((box.textFormat(), box.text())) or 0
    )
    w.curtain.button.click()
    w._confirm(g.legal_actions()[0], Verdict(False, f"ride: {EVIL} is not in your hand"))
    assert shown and shown[0] == (
        Qt.TextFormat.PlainText,
        f"Ride: {EVIL} is not in your hand.\n\n"
        "Do it anyway? It will be marked as an override in the log.",
    )
    w.controller.act("mulligan")  # the curtain comes down for the other player
    labels = [label for label in w.findChildren(QLabel) if "<img" in label.text()]
    assert labels  # the curtain's title and the phase bar's headline name a player
    for label in labels:
        assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()


def test_the_replay_viewer_shows_names_from_files_as_text(qtbot: Any) -> None:
    """A recording's player names come from files anyone can make: the viewer's step label (rich
    text, for its heading) shows them as they are written, never as markup."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextDocument
    from PySide6.QtWidgets import QLabel

    from playtester.ui.replay import ReplayWindow

    library = Library(memory=True)
    recording = library.start(Game.new(decks=DECKS, seed=3, names=(EVIL, EVIL)), {"mode": "demo"})
    for _ in range(4):
        recording.apply(bot.choose(recording.game))
    viewer = ReplayWindow(recording)
    qtbot.addWidget(viewer)

    def shown(label: QLabel) -> str:
        if label.textFormat() == Qt.TextFormat.PlainText:
            return label.text()
        page = QTextDocument()
        page.setHtml(label.text())
        return page.toPlainText()

    for index in range(1, len(viewer.nodes)):
        viewer.goto(index)
        assert EVIL in shown(viewer.step_label), viewer.step_label.text()
        for label in viewer.findChildren(QLabel):
            assert "<img" not in label.text() or EVIL in shown(label), label.objectName()
    library.close()


def test_an_export_that_cannot_be_written_says_so_and_never_claims_success(
    qtbot: Any, monkeypatch: Any, tmp_path: Any
) -> None:
    from playtester.record.lesson import build_lesson
    from playtester.record.sample import play_recorded
    from playtester.ui import messages
    from playtester.ui.pdf import write_pdf
    from playtester.ui.recordings import RecordingsDialog
    from playtester.ui.replay import ReplayWindow

    library = Library()
    recording = play_recorded(library, seed=3, limit=12)
    nowhere = tmp_path / "a-file"  # a folder that cannot be made (as root, rights would not do)
    nowhere.write_text("not a folder")
    try:
        write_pdf(build_lesson(recording, scale=0.2), nowhere / "x.pdf")
        raise AssertionError("write_pdf claimed to write where no file can be")
    except OSError as exc:
        assert "x.pdf" in str(exc)
    told: list[str] = []
    monkeypatch.setattr(messages, "tell", lambda *args, **kw: told.append(args[2]))
    viewer = ReplayWindow(recording)
    qtbot.addWidget(viewer)
    for suffix in (".pdf", ".html", ".gif"):
        viewer.write_lesson(nowhere / f"lesson{suffix}")
        assert (
            told
            and told[-1].startswith("Could not write")
            and "Wrote" not in (viewer.statusBar().currentMessage())
        )
    assert len(told) == 3
    from PySide6.QtWidgets import QFileDialog

    dialog = RecordingsDialog(library, lambda _id: None, lambda _id: None)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(0)
    target = str(nowhere / "game.json")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target, ""))
    dialog._export()
    assert told[-1].startswith("Could not export")
    library.close()


def test_an_uncaught_error_is_logged_and_shown_with_where_the_log_is(
    qapp: Any, monkeypatch: Any
) -> None:
    import sys

    from PySide6.QtWidgets import QMessageBox

    from playtester.ui import crash

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    crash.install()
    assert sys.excepthook is crash.report
    try:
        {}["missing"]
    except KeyError as exc:
        crash.report(type(exc), exc, exc.__traceback__)
    log = crash.log_path().read_text(encoding="utf-8")
    assert "unexpected error" in log and "KeyError: 'missing'" in log and "Traceback" in log
    assert len(shown) == 1 and "KeyError" in shown[0] and str(crash.log_path()) in shown[0]
    crash.write_log("x" * crash.LOG_LIMIT)  # the log never grows without end
    crash.write_log("after")
    assert crash.log_path().stat().st_size < 100
    assert crash.log_path().with_name("playtester.log.1").exists()


def test_a_second_window_on_one_data_folder_is_told_and_may_play_unrecorded(
    qapp: Any, monkeypatch: Any
) -> None:
    import os
    import subprocess
    import sys

    from PySide6.QtWidgets import QApplication

    from playtester.ui import app, instance, messages
    from playtester.ui.window import MainWindow

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # run() installs its own
    first = subprocess.Popen(
        [sys.executable, "-c", "from playtester.ui import instance; import time\n"
         "lock = instance.claim(); print(lock is not None, flush=True); time.sleep(60)"],
        stdout=subprocess.PIPE, text=True, env={**os.environ},
    )  # fmt: skip
    try:
        assert first.stdout is not None and first.stdout.readline().strip() == "True"
        assert instance.claim() is None

        def windows() -> set[MainWindow]:
            return {w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)}

        before = windows()
        asked: list[str] = []
        monkeypatch.setattr(messages, "ask", lambda *args: asked.append(args[2]) or False)
        assert app.run(["--quit-after-paint"]) == 0  # "Quit": the program ends at once
        assert asked and "already open" in asked[0] and f"process {first.pid}" in asked[0]
        assert windows() == before  # quit: no table opened

        monkeypatch.setattr(messages, "ask", lambda *args: True)  # play without recording
        window = app.open_table(app.parse([]))
        assert window is not None and window.lock is None
        assert window.games.unrecorded and "not recorded" in window.windowTitle()
        window.games.start_recording()
        assert window.games.library is None and window.controller.recording is None
        window.close()
    finally:
        first.kill()
        first.wait()
    assert instance.claim() is not None  # a killed table's lock is taken over


def test_a_data_folder_that_cannot_be_written_is_said_and_play_goes_on(
    qapp: Any, monkeypatch: Any, tmp_path: Any, capsys: Any
) -> None:
    from playtester import userdata
    from playtester.cli import main
    from playtester.ui import app, messages

    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be")
    monkeypatch.setenv("PLAYTESTER_HOME", str(blocked))
    assert main(["demo", "--seed", "2"]) == 0
    err = capsys.readouterr().err
    assert f"The data folder {blocked} cannot be written" in err and "not kept" in err
    told: list[str] = []
    monkeypatch.setattr(messages, "tell", lambda *args, **kw: told.append(args[2]))
    window = app.open_table(app.parse(["--seed", "2"]))
    assert window is not None and told == [userdata.problem()]
    window.games.start_recording(offer_resume=False)
    assert window.controller.recording is not None  # recorded, in the stand-in folder
    assert window.controller.act("mulligan")
    assert userdata.home() != blocked and userdata.home().is_dir()
    window.close()


def test_a_damaged_recordings_library_is_said_and_moved_aside_or_played_without(
    window: Any, monkeypatch: Any
) -> None:
    from playtester.record.library import library_path
    from playtester.ui import messages

    library_path().write_bytes(b"this is not a recordings library " * 100)
    asked: list[str] = []
    monkeypatch.setattr(messages, "ask", lambda *args: asked.append(args[2]) or False)
    first = window(TableController.new_game(seed=3).game)
    first.games.start_recording()
    assert asked and "is damaged" in asked[0]
    assert first.controller.recording is None and first.games.unrecorded
    assert "not recorded" in first.windowTitle()
    assert library_path().read_bytes().startswith(b"this is not")  # kept as it was

    monkeypatch.setattr(messages, "ask", lambda *args: True)  # move it aside this time
    second = window(TableController.new_game(seed=3).game)
    second.games.start_recording()
    moved = list(library_path().parent.glob("recordings.damaged-*.db"))
    assert len(moved) == 1 and moved[0].read_bytes().startswith(b"this is not")
    assert second.controller.recording is not None and second.controller.act("mulligan")
    assert "recordings.damaged-" in (library_path().parent / "playtester.log").read_text()


def test_a_damaged_card_library_is_said_and_the_table_starts_anyway(
    qapp: Any, monkeypatch: Any
) -> None:
    from playtester.cards import library
    from playtester.ui import app, messages

    library.library_path().write_bytes(b"no cards in here " * 100)
    asked: list[str] = []
    monkeypatch.setattr(messages, "ask", lambda *args: asked.append(args[2]) or False)
    monkeypatch.setattr(library, "_left_out", "")
    window = app.open_table(app.parse(["--seed", "3"]))  # bundled cards only
    assert window is not None and asked and "card library" in asked[0]
    assert library.library_path().read_bytes().startswith(b"no cards")  # kept as it was
    assert library.lookup("vanguard", "anything") is None and library.problem() == ""
    window.close()
    monkeypatch.setattr(library, "_left_out", "")
    monkeypatch.setattr(messages, "ask", lambda *args: True)  # move it aside
    window = app.open_table(app.parse(["--seed", "3"]))
    assert window is not None and not library.library_path().exists()
    assert list(library.library_path().parent.glob("library.damaged-*.db"))
    window.close()


def test_one_bad_meta_row_is_said_and_the_new_game_is_still_recorded(
    window: Any, monkeypatch: Any
) -> None:
    import sqlite3

    from playtester.record.library import library_path
    from playtester.ui import messages

    library = Library()
    earlier = library.start(Game.new(decks=DECKS, seed=3), {"mode": "goldfish"})
    for _ in range(3):
        earlier.apply(bot.choose(earlier.game))  # a game left unfinished
    library.close()
    db = sqlite3.connect(library_path())
    db.execute("UPDATE recordings SET meta = '{not json'")  # its details are damaged
    db.commit()
    db.close()
    asked: list[str] = []
    told: list[str] = []
    monkeypatch.setattr(messages, "ask", lambda *args: asked.append(args[2]) or True)
    monkeypatch.setattr(messages, "tell", lambda *args, **kw: told.append(args[2]))
    w = window(TableController.new_game(seed=3).game)
    w.games.start_recording()
    assert not asked  # a game that cannot be resumed is not offered
    assert len(told) == 1 and "cannot be resumed" in told[0] and "damaged" in told[0], told
    recording = w.controller.recording
    assert recording is not None and recording.id != earlier.id and w.controller.act("mulligan")
    again = Library()
    assert again.open(recording.id).ply == recording.ply >= 1  # the new game is recorded
    assert {info.id for info in again.recordings()} == {earlier.id, recording.id}
    again.close()


def test_a_card_row_that_does_not_read_back_offers_to_move_the_library_aside(
    qapp: Any, monkeypatch: Any
) -> None:
    import sqlite3

    from playtester.cards import library
    from playtester.games.vanguard.cards import VanguardCard
    from playtester.ui import app, messages

    stocked = library.Library(library.library_path())
    stocked.add_cards([VanguardCard("Alpha Knight", grade=1, power=8000)])
    stocked.close()
    db = sqlite3.connect(library.library_path())
    db.execute("UPDATE cards_vanguard SET power = 'oops'")  # edited by hand
    db.commit()
    db.close()
    asked: list[str] = []
    monkeypatch.setattr(messages, "ask", lambda *args: asked.append(args[2]) or True)
    monkeypatch.setattr(library, "_left_out", "")
    window = app.open_table(app.parse(["--seed", "3"]))
    assert window is not None and len(asked) == 1
    assert "card library" in asked[0] and "'Alpha Knight' is not readable" in asked[0]
    assert not library.library_path().exists()  # moved aside, as the player chose
    assert list(library.library_path().parent.glob("library.damaged-*.db"))
    window.close()


def test_a_full_disk_only_costs_drawing_time_at_the_table(
    qtbot: Any, monkeypatch: Any, tmp_path: Any
) -> None:
    """Drawn faces and the playmat cannot be kept (the disk is full): the table opens, draws
    them as it goes and plays on; the failure is written to the log once, never shown."""
    import errno
    import io

    from PIL import Image

    from playtester.ui import app, crash, messages, pixmaps

    monkeypatch.setenv("PLAYTESTER_CACHE", str(tmp_path / "cache"))  # nothing drawn yet
    monkeypatch.setattr(pixmaps, "_unkept", "")  # nothing said yet this session
    real_save = Image.Image.save
    refused: list[object] = []

    def full_disk(image: Image.Image, fp: Any, *args: Any, **kw: Any) -> None:
        if isinstance(fp, io.BytesIO):  # in memory: no disk involved
            return real_save(image, fp, *args, **kw)
        refused.append(fp)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Image.Image, "save", full_disk)
    told: list[str] = []
    monkeypatch.setattr(messages, "tell", lambda *args, **kw: told.append(args[2]))
    monkeypatch.setattr(messages, "ask", lambda *args: told.append(args[2]) or False)
    window = app.open_table(app.parse(["--seed", "3"]))
    assert window is not None
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(6):  # play on: new cards are drawn, and the table is redrawn each time
        assert window.controller.act(window.controller.game.legal_actions()[0])
        window.view.viewport().repaint()
    assert len(refused) > 3  # every face and the playmat were tried, and could not be kept
    assert told == []
    logged = crash.log_path().read_text(encoding="utf-8")
    assert logged.count("No space left on device") == 1 and "cache" in logged
    assert "unexpected error" not in logged
    window.close()
