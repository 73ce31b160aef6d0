"""Files an older program wrote still open (tests/data/old/, made by commit 559c763, see its
README): a recordings library of three games (standard, G era with a stride, premium with
gifts), a portable recording and a saved game. Each opens, every step replays, the log is told
for both players, and the game ends where the old program left it."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from playtester.engine import Game
from playtester.games.vanguard.state import vg
from playtester.record import savegame
from playtester.record.library import Library
from playtester.record.printer import print_lines
from playtester.record.recording import Recording

OLD = Path(__file__).resolve().parent / "data" / "old"
EXPECTED: dict[str, Any] = json.loads((OLD / "expected.json").read_text(encoding="utf-8"))


def _position(game: Game) -> dict[str, Any]:
    """The game's position as the old program wrote it: without the cards' definitions (the
    files hold those), nor what positions write since: the cards' ids in deck-list order, and a
    pending check's trigger kind when the checked card's data names it (it was read there)."""
    doc = game.to_position()
    del doc["cards"]
    doc.pop("ids", None)
    check = doc.get("check")
    if check is not None and "trigger" in check:
        checked = game.state.cards[vg(game.state).check.card].card
        if check["trigger"] == getattr(checked, "trigger", None):
            del check["trigger"]
    return doc


def _walk(recording: Recording, expected: dict[str, Any]) -> None:
    """Every step (variations too) replayed and told to both players; the main line's end is
    the position the old program recorded."""
    replay = recording.replay()
    steps = recording.tree.preorder()
    assert len(steps) == expected["steps"]
    for node in steps:
        if node == 0:
            continue
        for viewer in (0, 1):
            said = replay.describe(node, viewer)
            assert said.words.strip(), (node, viewer)
    for viewer in (0, 1):
        lines = list(print_lines(recording, viewer, variations=True))
        assert sum("Ann" in line or "Ben" in line for line in lines) >= expected["main_line"]
    line = recording.main_line()
    assert len(line) == expected["main_line"]
    final = replay.goto(line[-1])
    assert final.state.format == expected["format"]
    assert _position(final) == expected["final"]


@pytest.fixture
def old_library(tmp_path: Path) -> Iterator[Library]:
    path = tmp_path / "recordings.db"
    path.write_bytes(gzip.decompress((OLD / "recordings.db.gz").read_bytes()))
    library = Library(path)
    yield library
    library.close()


@pytest.mark.parametrize("number", ["1", "2", "3"])
def test_an_old_library_s_recording_replays_to_its_end(old_library: Library, number: str) -> None:
    expected = EXPECTED[number]
    titles = {info.id: info.title for info in old_library.recordings()}
    assert titles[int(number)] == f"old {expected['format']}"
    _walk(old_library.open(int(number)), expected)


def test_an_old_portable_recording_imports_and_replays(tmp_path: Path) -> None:
    with Library(tmp_path / "recordings.db") as library:
        recording, problems = library.import_file(OLD / "standard-recording.json")
        assert problems == []  # its notes are in an older form; what the steps do is the same
        _walk(recording, EXPECTED["export"])


def test_an_old_portable_recording_whose_steps_did_otherwise_is_warned_of(tmp_path: Path) -> None:
    doc = json.loads((OLD / "standard-recording.json").read_text(encoding="utf-8"))
    ride = next(step for step in doc["steps"] if step["action"].startswith("ride"))
    moves = [e for e in ride["events"] if e["type"] == "move"]
    moves[0]["dst"][1] = "drop"  # the file says the old vanguard went to the drop zone
    with Library(tmp_path / "recordings.db") as library:
        _recording, problems = library.import_document(doc)
    assert len(problems) == 1 and "events differ" in problems[0]


def test_an_old_saved_game_opens_and_replays() -> None:
    game, meta = savegame.load(OLD / "standard-game.json")
    expected = EXPECTED["save"]
    assert meta.get("mode") == "goldfish"
    assert len(game.history) == expected["history"]
    assert _position(game) == expected["final"]
    for _ in range(len(game.history)):
        game.undo()
    told = 0
    while (step := game.redo()) is not None:
        for viewer in (0, 1):
            assert game.describe(step.action, step.events, viewer).words.strip()
        told += 1
    assert told == expected["history"]
    assert _position(game) == expected["final"]
