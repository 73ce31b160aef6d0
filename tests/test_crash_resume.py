"""Crash and resume: a real table process (tests/table_driver.py) is killed at random points,
many times, in goldfish and hot-seat games; every game it left is offered again, holds every
step it reported (at most the one in flight is lost), replays legally to where it stopped, and
plays on at once without an override (a goldfish that had not replied yet replies first)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from playtester.engine import Game
from playtester.record.library import Library
from playtester.ui.controller import TableController

DRIVER = Path(__file__).with_name("table_driver.py")
KILLS = 12


def _run_and_kill(home: Path, mode: str, seed: int, after: int, wait: float) -> list[str]:
    """Start the table, let it report `after` lines, kill it `wait` seconds later (in the
    middle of an action, most likely); the lines it reported."""
    env = {**os.environ, "PLAYTESTER_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, str(DRIVER), "--mode", mode, "--seed", str(seed)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    assert process.stdout is not None
    lines: list[str] = []
    deadline = time.monotonic() + 60
    try:
        for line in process.stdout:
            lines.append(line.strip())
            if len(lines) > after or line.startswith("over"):
                break
            assert time.monotonic() < deadline, "the table is too slow"
        time.sleep(wait)
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    lines += [line.strip() for line in process.stdout.read().splitlines()]
    return lines


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_table_killed_anywhere_resumes_complete_legal_and_playable(
    tmp_path: Path, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(12)
    for kill in range(KILLS):
        mode = ("goldfish", "hotseat")[kill % 2]
        home = tmp_path / f"home{kill}"
        after, wait = rng.randrange(2, 60), rng.uniform(0, 0.04)
        lines = _run_and_kill(home, mode, seed=kill, after=after, wait=wait)
        assert lines[0].startswith("started"), lines[:3]
        plies = [int(line.split()[1]) for line in lines[1:] if line.split()[0] in ("step", "undo")]
        if not plies or lines[-1] == "over":
            continue
        monkeypatch.setenv("PLAYTESTER_HOME", str(home))
        library = Library()
        offered = library.unfinished()
        assert [info.id for info in offered] == [int(lines[0].split()[1])], (mode, lines[-3:])
        recording = library.resume(offered[0].id)
        deepest = max(step.ply for step in recording.tree.steps.values())
        assert deepest >= max(plies)  # every step it reported is kept (one action may be in
        # flight: a goldfish's whole turn after the player's step, or an undo)
        replayed = Game.from_position(recording.start)  # complete and legal to its last step
        for node in recording.tree.path(recording.cursor):
            step = recording.step(node)
            assert replayed.check(step.action).legal or step.override, (mode, step.action)
            replayed.apply(step.action, override=step.override)
        assert replayed.to_position() == recording.game.to_position()
        controller = TableController.resume(recording)
        controller.assist = "strict"  # nothing illegal gets through
        game = controller.game
        if game.winner is None:
            assert game.to_play in controller.humans, (mode, "the goldfish did not reply")
            controller.viewer = game.to_play  # (hot-seat: the player sat down)
            legal = game.legal_actions()
            assert legal and controller.act(legal[0]), (mode, legal[:3])
            assert not controller.game.history[-1].override
        library.close()
