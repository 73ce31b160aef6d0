"""The command line: the demo game runs to a winner and prints a readable log."""

from __future__ import annotations

import subprocess
import sys

import pytest

from playtester.cli import main


def test_demo_prints_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "== Turn 1:" in out and "stand up, vanguard!" in out
    assert "attack VC -> VC" in out and "damage check:" in out
    assert out.rstrip().splitlines()[-1].startswith("Winner: ")


def test_python_dash_m_runs_the_demo() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "playtester", "demo"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "Winner: " in done.stdout


def test_demo_against_a_goldfish(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--seed", "4", "--goldfish", "--format", "g"]) == 0
    out = capsys.readouterr().out
    assert "Goldfish" in out and out.rstrip().splitlines()[-1].startswith("Winner: ")
    assert "Goldfish: attack" not in out  # a goldfish never attacks
