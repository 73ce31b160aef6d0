"""Test set-up: Qt runs offscreen, the user's data folder is a temporary one."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(scope="session")
def _shared_cache(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(tmp_path_factory.mktemp("cache"))


@pytest.fixture(autouse=True)
def _home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch, _shared_cache: str
) -> None:
    """Every test gets its own data folder; drawn faces are shared to save time."""
    monkeypatch.setenv("PLAYTESTER_HOME", str(tmp_path_factory.mktemp("home")))
    monkeypatch.setenv("PLAYTESTER_CACHE", _shared_cache)
