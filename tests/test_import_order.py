"""Each of the Vanguard modules that import one another in a cycle (abilities -> board ->
continuous -> abilities) can be the first one a program imports (a test file or a tool that
starts from any of them must not fail with a half-made module)."""

from __future__ import annotations

import subprocess
import sys

import pytest

CYCLE = ("abilities", "board", "continuous")


@pytest.mark.parametrize("module", CYCLE)
def test_a_module_of_the_cycle_imports_first(module: str) -> None:
    name = f"playtester.games.vanguard.{module}"
    done = subprocess.run(
        [sys.executable, "-c", f"import {name}"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
