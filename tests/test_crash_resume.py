"""Crash and resume: a real table process (tests/table_driver.py) is killed at random points,
many times, in goldfish and hot-seat games of Vanguard and WIXOSS; every game it left is
offered again, resumes on the last step it reported (or one action past it, or one undo before
it: the action in flight), replays legally to where it stopped, and plays on at once without an
override (a goldfish that had not replied yet replies first)."""

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
from playtester.record.recording import Recording
from playtester.ui.controller import TableController

DRIVER = Path(__file__).with_name("table_driver.py")
KILLS = 12


def _run_and_kill(
    home: Path, game: str, mode: str, seed: int, after: int, wait: float
) -> list[str]:
    """Start the table, let it report `after` lines, kill it `wait` seconds later (in the
    middle of an action, most likely); the lines it reported."""
    env = {**os.environ, "PLAYTESTER_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, str(DRIVER), "--game", game, "--mode", mode, "--seed", str(seed)]
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


def _assert_resumed_where_it_stopped(
    recording: Recording, reported: int, undoing: bool, mode: str
) -> None:
    """The resumed cursor is the last step the table reported, or one action from it: past
    it (the player's step and the goldfish's replies to it) or, killed during an undo, before
    it (those steps then wait to be redone)."""
    tree, cursor = recording.tree, recording.cursor
    if cursor == reported:
        return
    if tree.is_ancestor(reported, cursor):
        between = tree.path(cursor, base=reported)
    else:
        assert undoing and tree.is_ancestor(cursor, reported), (mode, reported, cursor)
        between = tree.path(reported, base=cursor)
        assert set(between) <= set(recording.future), (mode, "undone steps lost")
    players = [node for node in between if not recording.step(node).auto]
    assert len(players) <= 1, (mode, reported, cursor, "more than one action from it")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("name, kills", [("vanguard", KILLS), ("wixoss", KILLS // 2)])
def test_a_table_killed_anywhere_resumes_complete_legal_and_playable(
    tmp_path: Path, qapp: Any, monkeypatch: pytest.MonkeyPatch, name: str, kills: int
) -> None:
    rng = random.Random(12)
    resumed = 0
    for kill in range(kills):
        mode = ("goldfish", "hotseat")[kill % 2]
        home = tmp_path / f"home{kill}"
        after, wait = rng.randrange(2, 60), rng.uniform(0, 0.04)
        lines = _run_and_kill(home, name, mode, seed=kill, after=after, wait=wait)
        assert lines[0].startswith("started"), lines[:3]
        saved = [line.split() for line in lines[1:] if line.split()[0] in ("step", "undo")]
        if not saved or lines[-1] == "over":
            continue
        plies = [int(words[1]) for words in saved]
        undoing = lines[-1] == "undoing"  # killed during an undo
        monkeypatch.setenv("PLAYTESTER_HOME", str(home))
        library = Library()
        offered = library.unfinished()
        assert [info.id for info in offered] == [int(lines[0].split()[1])], (mode, lines[-3:])
        recording = library.resume(offered[0].id)
        deepest = max(step.ply for step in recording.tree.steps.values())
        assert deepest >= max(plies)  # every step it reported is kept
        _assert_resumed_where_it_stopped(recording, int(saved[-1][2]), undoing, mode)
        assert not any(step.override for step in recording.tree.steps.values())  # none made
        replayed = Game.from_position(recording.start)  # complete and legal to its last step
        for node in recording.tree.path(recording.cursor):
            step = recording.step(node)
            assert replayed.check(step.action).legal or step.override, (mode, step.action)
            replayed.apply(step.action, override=step.override)
        assert replayed.to_position() == recording.game.to_position()
        controller = TableController.resume(recording)
        assert recording.game.rules.name == name
        controller.assist = "strict"  # nothing illegal gets through
        game = controller.game
        if game.winner is None:
            assert game.to_play in controller.humans, (mode, "the goldfish did not reply")
            controller.viewer = game.to_play  # (hot-seat: the player sat down)
            legal = game.legal_actions()
            assert legal and controller.act(legal[0]), (mode, legal[:3])
            assert not controller.game.history[-1].override
        library.close()
        resumed += 1
    assert resumed >= kills // 2  # most kills land in a game under way
