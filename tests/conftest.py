"""Test set-up: Qt runs offscreen, the user's data folder is a temporary one."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# What runs while tests are collected (module-level games, parameter lists) must not read the
# user's own data folder either: it gets a throwaway one until each test sets its own.
_COLLECTING_HOME = tempfile.mkdtemp(prefix="playtester-tests-")
os.environ["PLAYTESTER_HOME"] = _COLLECTING_HOME
atexit.register(shutil.rmtree, _COLLECTING_HOME, ignore_errors=True)


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


@pytest.fixture
def window(qtbot):  # type: ignore[no-untyped-def]
    """Makes a table window on a game (offscreen), shown and laid out like the real one."""
    from playtester.ui.controller import TableController
    from playtester.ui.window import MainWindow

    def make(game, assist: str = "assist", mode: str = "goldfish"):  # type: ignore[no-untyped-def]
        controller = TableController(game, mode)
        w = MainWindow(controller)
        controller.assist = assist
        w.resize(1500, 950)
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        w.view.fit()
        return w

    return make


@pytest.fixture
def answered(monkeypatch: Any) -> None:
    """Every dialog a menu command opens is answered at once (cancelled)."""
    from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox

    monkeypatch.setattr(QDialog, "exec", lambda self: 0)
    monkeypatch.setattr(QDialog, "open", lambda self: None)
    for name in ("getOpenFileName", "getSaveFileName"):
        monkeypatch.setattr(QFileDialog, name, lambda *args, **kwargs: ("", ""))
    monkeypatch.setattr(QInputDialog, "getInt", lambda *args, **kwargs: (0, False))
    for name in ("question", "information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda *a, **k: QMessageBox.StandardButton.No)
    monkeypatch.setattr(QMessageBox, "about", lambda *args: None)
