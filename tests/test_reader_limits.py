"""Positions and saved games have size limits, and say which one a document breaks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from playtester import files
from playtester.engine import Game, PositionError
from playtester.games.vanguard.gifts import MAX_ACCEL
from playtester.games.vanguard.position import MAX_CARDS, MAX_MODIFIERS
from playtester.record import savegame
from playtester.resources import demo_decks

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]


def _start() -> dict[str, Any]:
    return Game.new(decks=DECKS, seed=4).to_position()


def _refused(doc: dict[str, Any]) -> PositionError:
    with pytest.raises(PositionError) as caught:
        Game.from_position(doc)
    return caught.value


def test_a_position_holds_at_most_so_many_cards() -> None:
    doc = _start()
    doc["players"][0]["deck"] = doc["players"][0]["deck"] * 40
    error = _refused(doc)
    assert f"a position holds at most {MAX_CARDS} cards" in str(error)
    assert error.path.startswith("players[0].deck[")


def test_a_position_holds_at_most_so_many_changes() -> None:
    doc = _start()
    change = {"stat": "power", "amount": 1000, "until": "permanent"}
    doc["players"][0]["hand"][0] = {
        "name": doc["players"][0]["hand"][0],
        "modifiers": [change] * (MAX_MODIFIERS + 1),
    }
    assert f"at most {MAX_MODIFIERS} changes" in str(_refused(doc))


def test_accel_circles_far_beyond_any_game_are_refused() -> None:
    doc = _start()
    doc["format"] = "premium"
    doc["players"][0]["circles"]["AL99999999"] = doc["players"][0]["hand"].pop()
    assert f"at most {MAX_ACCEL} Accel circles" in str(_refused(doc))
    doc = _start()
    doc["format"] = "premium"
    doc["players"][0]["gifts"] = {"accel": 10**9}
    assert f"expected 0 to {MAX_ACCEL} Accel circles" in str(_refused(doc))


@pytest.mark.parametrize(
    ("key", "value", "said"),
    [
        ("turn", 10**30, "turn: expected a number from 0 to 100,000"),
        ("seed", 2**63, "seed: expected a number from"),
        ("rng", -1, "rng: expected a number from 0"),
    ],
)
def test_numbers_beyond_what_can_be_stored(key: str, value: int, said: str) -> None:
    doc = _start()
    doc[key] = value
    assert said in str(_refused(doc))


def test_a_huge_power_or_long_text_in_a_card_definition() -> None:
    doc = _start()
    doc["cards"][0]["power"] = 10**20
    assert "cards[0].power: a number from" in str(_refused(doc))
    doc = _start()
    doc["cards"][0]["text"] = "x" * 20_000
    assert "cards[0].text: at most 10,000 characters" in str(_refused(doc))


def test_a_save_with_too_many_or_too_long_actions(tmp_path: Path) -> None:
    game = Game.new(decks=DECKS, seed=4)
    doc = savegame.to_document(game)
    doc["actions"] = [{"action": "coin"}] * (savegame.MAX_ACTIONS + 1)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(savegame.SaveFileError, match="100,001 actions, at most 100,000"):
        savegame.load(path)
    doc["actions"] = [{"action": "coin " + "x" * savegame.MAX_ACTION}]
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(savegame.SaveFileError, match=r"actions\[0\]: longer than 2,000"):
        savegame.load(path)


# -- what is not a regular file: devices, named pipes, folders ----------------------------------

# Each reader is run in a child process: a reader that opens a named pipe waits for a writer for
# ever, and one that reads /dev/zero to its end fills the memory (capped here at 1 GB).
_DRIVER = """
import contextlib, io, json, resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
from playtester.cli import main
for argv in json.loads(sys.argv[1]):
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()) as out:
        code = main(argv)
    print(json.dumps([argv, code, err.getvalue(), out.getvalue()]), flush=True)
"""


def _readers(name: str) -> list[list[str]]:
    """Every command that reads a file the player names, given `name`."""
    return [
        ["deck", "check", name],
        ["cards", "import", name],
        ["replay", "print", name],
        ["replay", "import", name],
        ["table", "--open", name],
        ["table", "--deck", name, "--deck", name],
        ["demo", "--deck", name, "--deck", name],
    ]


def _run_readers(name: str) -> list[tuple[list[str], int, str, str]]:
    commands = _readers(name)
    done = subprocess.run(
        [sys.executable, "-c", _DRIVER, json.dumps(commands)],
        capture_output=True,
        text=True,
        timeout=120,  # a reader stuck on a named pipe never ends: a generous bound for a busy box
    )
    results = [tuple(json.loads(line)) for line in done.stdout.splitlines()]
    assert done.returncode == 0 and len(results) == len(commands), done.stderr[-2000:]
    return results  # type: ignore[return-value]


@pytest.mark.parametrize(
    ("special", "kind"),
    [("fifo", "a named pipe"), ("/dev/zero", "a device"), ("/dev/urandom", "a device")],
)
def test_readers_refuse_what_is_not_a_regular_file(tmp_path: Path, special: str, kind: str) -> None:
    if special == "fifo":
        special = str(tmp_path / "deck.txt")
        os.mkfifo(special)
    elif not Path(special).exists():
        pytest.skip(f"no {special} here")
    for argv, code, err, out in _run_readers(special):
        said = err + out  # `deck check` lists its problems on stdout
        assert code == 1, (argv, said)
        assert f"{special}: it is {kind}, not a regular file" in said, (argv, said)
        assert "Traceback" not in said and "MemoryError" not in said, argv


def test_a_named_pipe_is_refused_before_it_is_opened(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pipe = tmp_path / "deck.txt"
    os.mkfifo(pipe)
    opened: list[object] = []
    real = os.open
    monkeypatch.setattr(files.os, "open", lambda *a, **k: opened.append(a[0]) or real(*a, **k))
    with pytest.raises(files.NotAFile) as caught:
        files.read_at_most(pipe, 1000)
    assert str(caught.value) == f"{pipe}: it is a named pipe, not a regular file"
    assert opened == []  # opening it to read would have waited for a writer
    with pytest.raises(files.NotAFile, match="it is a folder, not a regular file"):
        files.read_at_most(tmp_path, 1000)


def test_a_pipe_put_in_a_files_place_after_the_look_does_not_stop_the_reader(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Between the look (stat) and the open, a file may be replaced by a pipe: the open does
    not wait for a writer, and the pipe is refused."""
    import threading

    plain, pipe = tmp_path / "plain.txt", tmp_path / "deck.txt"
    plain.write_text("1x Card", encoding="utf-8")
    os.mkfifo(pipe)
    real_stat = os.stat
    monkeypatch.setattr(files.os, "stat", lambda p, *a, **k: real_stat(plain if p == pipe else p))
    outcome: list[BaseException] = []

    def read() -> None:
        try:
            files.read_at_most(pipe, 1000)
        except BaseException as exc:
            outcome.append(exc)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout=60)
    stuck = reader.is_alive()
    if stuck:  # waiting for a writer: give it one, so that the test ends
        os.close(os.open(pipe, os.O_WRONLY))
        reader.join()
    assert not stuck
    assert len(outcome) == 1 and isinstance(outcome[0], files.NotAFile), outcome


def test_no_more_than_the_limit_is_read_from_a_file_that_grew(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(b"x" * 5000)
    real_fstat = os.fstat

    def fstat(fd: int) -> os.stat_result:  # its size as it was when looked at: empty
        found = real_fstat(fd)
        return os.stat_result((*found[:6], 0, *found[7:]))

    monkeypatch.setattr(files.os, "fstat", fstat)
    with pytest.raises(files.TooLarge) as caught:
        files.read_at_most(path, 1000)
    assert caught.value.size is None and "more than the 1,000 bytes" in str(caught.value)
    assert files.read_at_most(path, 5000) == b"x" * 5000


def test_a_replaced_file_is_made_as_any_new_file_and_nothing_is_left_on_failure(
    tmp_path: Path,
) -> None:
    path = tmp_path / "lesson.html"
    files.write_bytes(path, b"one")
    plain = tmp_path / "plain.html"
    plain.write_bytes(b"two")
    assert path.stat().st_mode == plain.stat().st_mode  # not a private temporary file's mode
    with pytest.raises(ValueError), files.replacing(path) as temporary:
        temporary.write_bytes(b"half")
        raise ValueError("stopped midway")
    assert path.read_bytes() == b"one" and sorted(p.name for p in tmp_path.iterdir()) == [
        "lesson.html",
        "plain.html",
    ]
