"""Test set-up: Qt runs offscreen, the user's data folder is a temporary one."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def _home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PLAYTESTER_HOME", str(tmp_path_factory.mktemp("home")))
