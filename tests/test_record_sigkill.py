"""Crash safety: a real process recording a game is killed with SIGKILL mid-game; the library
still holds every step it reported (at most the one it was busy with is lost), the game is
offered for resume, and resuming rebuilds the position that replaying those actions gives."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from playtester.engine import Game
from playtester.games.vanguard import bot
from playtester.record.driver import position_digest
from playtester.record.library import Library

KILL_AFTER = 45  # steps reported before the kill (the bot game of seed 3 lasts about 100)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_recording_loses_at_most_the_last_action(tmp_path: Path) -> None:
    db = tmp_path / "recordings.db"
    env = {**os.environ, "PLAYTESTER_HOME": str(tmp_path / "home")}
    command = [sys.executable, "-m", "playtester.record.driver", "--library", str(db)]
    command += ["--seed", "3", "--delay", "0.01", "--undo-every", "10"]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    assert process.stdout is not None
    reported: list[list[str]] = []
    deadline = time.monotonic() + 120
    try:
        for line in process.stdout:
            reported.append(line.split(" ", 4))
            if sum(r[0] == "step" for r in reported) >= KILL_AFTER:
                break
            assert time.monotonic() < deadline, "the driver is too slow"
        os.kill(process.pid, signal.SIGKILL)  # mid-game: no clean-up, no final commit
        process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == -signal.SIGKILL
    reported += [line.split(" ", 4) for line in process.stdout.read().splitlines()]
    assert reported[0][0] == "started" and all(r[0] != "over" for r in reported)
    recording_id = int(reported[0][1])
    ops = reported[1:]  # step / undo / redo lines, each printed after its commit

    library = Library(db)
    assert [info.id for info in library.unfinished()] == [recording_id]  # offered to resume
    recording = library.resume(recording_id)
    journal = recording.store.journal_rows(recording_id)
    assert len(ops) <= len(journal) <= len(ops) + 1  # at most the last action is lost
    for op, row in zip(ops, journal, strict=False):
        kind = {"step": "do"}.get(op[0], op[0])
        assert row[1] == kind
        if op[0] == "step":  # each reported step is there, with its action
            assert recording.step(int(op[2])).action == op[4].strip()

    game = recording.game
    last = ops[-1]
    if len(journal) == len(ops):
        assert (recording.ply, recording.cursor) == (int(last[1]), int(last[2]))
        assert position_digest(game) == last[3]
    # resuming gives what replaying the recorded actions from the start gives
    replayed = Game.from_position(recording.start)
    for node in recording.tree.path(recording.cursor):
        replayed.apply(recording.step(node).action)
    assert game.to_position() == replayed.to_position()
    assert len(game.history) == recording.ply and len(game.future) == len(recording.future)

    while game.winner is None:  # and the game goes on to its end, still recorded
        recording.apply(bot.choose(game))
    library.close()
    again = Library(db)
    assert again.unfinished() == []
    assert again.open(recording_id).replay(recording.cursor).game.winner == game.winner
