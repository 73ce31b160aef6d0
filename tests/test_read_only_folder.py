"""A data folder that cannot be written: what it holds is still read (recordings, cards,
settings), a command that would keep something refuses in a sentence, and the stand-in folder
in the temporary space goes away with the session."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest

from playtester import userdata
from playtester.cards.library import Library as CardLibrary
from playtester.cli import main
from playtester.games.vanguard.cards import VanguardCard
from playtester.record.library import Library
from playtester.record.portable import export_document
from playtester.record.sample import play_recorded

KEPT = "Kept Lantern Knight"  # a card of the player's own library


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(path.relative_to(folder)): (path.stat().st_size, path.stat().st_mtime_ns)
        for path in folder.rglob("*")
    }


@pytest.fixture
def read_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> Path:
    """A data folder holding a finished recording, a card of the player's own and a setting,
    then made read-only and used. Tests run as root, whom a read-only folder does not stop:
    then the data folder's write test is what fails, as it would for anyone else."""
    folder = tmp_path / "data"
    folder.mkdir()
    with Library(folder / "recordings.db") as library:
        play_recorded(library, limit=12).close()
    cards = CardLibrary(folder / "library.db")
    cards.upsert_custom(VanguardCard(KEPT, grade=2, power=9000, clan="Lantern Guard"))
    cards.close()
    (folder / "settings.ini").write_text("[table]\nassist=strict\n", encoding="utf-8")
    for path in (folder, *folder.iterdir()):
        path.chmod(0o555 if path.is_dir() else 0o444)
    request.addfinalizer(lambda: folder.chmod(0o755))
    try:
        (folder / "probe").touch()
    except PermissionError:
        pass
    else:  # root: the folder does not stop the writes, so its write test is made to fail
        (folder / "probe").unlink()
        probe = userdata._probe

        def refused(path: Path) -> None:
            if path == folder:
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            probe(path)

        monkeypatch.setattr(userdata, "_probe", refused)
    monkeypatch.setenv("PLAYTESTER_HOME", str(folder))
    return folder


def test_what_a_read_only_data_folder_holds_is_read(
    read_only: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Its recordings and cards were hidden: "no recordings yet", and no card of its own."""
    before = _snapshot(read_only)
    code, out, err = run(capsys, "replay", "list")
    assert code == 0 and "no recordings yet" not in out, out
    assert out.splitlines()[1].split()[0] == "1"  # the recorded game, numbered as it was
    assert f"The data folder {read_only} cannot be written (Permission denied)" in err
    assert "reads its recordings, cards and settings from copies" in err
    code, out, _ = run(capsys, "replay", "print", "1")
    assert code == 0 and len(out.splitlines()) > 12
    code, out, _ = run(capsys, "cards", "search", "Lantern")
    assert code == 0 and KEPT in out and "[custom]" in out, out
    code, out, _ = run(capsys, "card", "show", KEPT)
    assert code == 0 and "  clan: Lantern Guard" in out
    from playtester.ui import settings

    assert settings.get("table/assist", "assist") == "strict"
    assert userdata.pictures_dir() == read_only / "pictures"  # read where they are
    assert _snapshot(read_only) == before  # and nothing written there


@pytest.mark.parametrize(
    ("argv", "done"),
    [
        (["replay", "import", "{recording}"], "nothing was imported"),
        (["card", "add", "--name", "Gone Knight", "--grade", "1"], "no card was added"),
        (["card", "edit", KEPT, "--power", "10000"], "no card was changed"),
        (["card", "remove", KEPT], "no card was removed"),
        (["cards", "import", "{cards}"], "nothing was imported"),
        (["cards", "move-aside"], "nothing was moved"),
        (["replay", "move-aside"], "nothing was moved"),
    ],
)
def test_a_command_that_would_keep_something_refuses(
    read_only: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    done: str,
) -> None:
    """They exited 0, writing to a temporary folder that was thrown away."""
    recording = tmp_path / "received.json"
    recording.write_text(json.dumps(export_document(play_recorded(Library(memory=True), 8))))
    cards = tmp_path / "cards.csv"
    cards.write_text("name,grade\nImported Knight,1\n", encoding="utf-8")
    before = _snapshot(read_only)
    argv = [arg.format(recording=recording, cards=cards) for arg in argv]
    code, out, err = run(capsys, *argv)
    assert (code, out) == (1, ""), out + err
    assert err == (
        f"playtester: the data folder {read_only} cannot be written (Permission denied), and"
        f" what this session adds is thrown away when it ends; {done}\n"
    )
    assert _snapshot(read_only) == before
    code, out, _ = run(capsys, "replay", "list")
    assert len(out.splitlines()) == 2  # the heading and the one game it held, no more


def test_the_table_shows_the_recordings_of_a_read_only_folder(
    read_only: Path, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from playtester.ui import app, messages

    told: list[str] = []
    monkeypatch.setattr(messages, "tell", lambda *args, **kw: told.append(args[2]))
    window = app.open_table(app.parse(["--seed", "2"]))
    assert window is not None and told == [userdata.problem()]
    window.games.start_recording(offer_resume=False)
    assert window.controller.act("mulligan")  # recorded, in the stand-in
    library = window.games.library
    assert library is not None and len(library.recordings()) == 2  # the folder's game, and this
    assert window.controller.game.state.cards  # the game is dealt
    window.close()


# -- the stand-in goes away ----------------------------------------------------------------------


def _dead_pid() -> int:
    """The number of a process that has ended (and was this user's)."""
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)  # fmt: skip
    return int(done.stdout)


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="processes are asked about on POSIX")
def test_stand_ins_do_not_pile_up(tmp_path: Path) -> None:
    """Each session left a playtester-session-* folder in the temporary space, for good."""
    temp = tmp_path / "temp"
    left = temp / f"{userdata.STAND_IN}{_dead_pid()}-abc"  # a session that was killed
    live = temp / f"{userdata.STAND_IN}{os.getpid()}-xyz"  # this one: still running
    for folder in (left, live):
        folder.mkdir(parents=True)
        (folder / "recordings.db").write_bytes(b"")
    blocked = tmp_path / "a file"
    blocked.write_text("where the data folder should be", encoding="utf-8")
    env = {**os.environ, "PLAYTESTER_HOME": str(blocked), "TMPDIR": str(temp)}
    for command in (["cards", "search", "Lantern"], ["replay", "list"]):
        done = subprocess.run([sys.executable, "-m", "playtester", *command], env=env,
                              capture_output=True, text=True, timeout=120)  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert "cannot be written (File exists). This session works in" in done.stderr
        assert str(temp) in done.stderr  # its stand-in was there...
        assert sorted(temp.iterdir()) == [live]  # ...and is gone, with the killed session's
    assert tempfile.gettempdir() != str(temp)  # the test's own temporary space is untouched
