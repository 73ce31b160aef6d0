"""PySide's look at each imported module (does its source name PySide6?), made cheap by
`ui/pysidecheck.py`, gives PySide the answers its own test gives."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from playtester.engine import state  # noqa: F401 (a module that names no PySide6)
from playtester.ui import app, pysidecheck, window  # noqa: F401 (window names PySide6)


def test_the_cheap_test_is_installed_and_answers_as_pysides_own() -> None:
    feature = sys.modules["shibokensupport.feature"]
    assert feature._mod_uses_pyside is pysidecheck.uses_pyside  # the table's start put it in
    assert pysidecheck.install()  # once is enough: PySide's own test is kept
    own = pysidecheck._pysides_test
    assert own is not None and own is not pysidecheck.uses_pyside
    answers = {name: pysidecheck.uses_pyside(module) for name, module in list(sys.modules.items())}
    assert answers["playtester.ui.window"] and not answers["playtester.engine.state"]
    for name, module in list(sys.modules.items()):
        if name in answers:
            assert answers[name] == own(module), name


def test_a_module_imported_later_is_marked_by_whether_it_names_pyside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """PySide keeps 0 (switches may apply) for a module naming PySide6, -1 for any other."""
    feature = sys.modules["shibokensupport.feature"]
    assert pysidecheck.install()
    (tmp_path / "startup_probe_qt.py").write_text("from PySide6 import QtCore\n", "utf-8")
    (tmp_path / "startup_probe_plain.py").write_text("VALUE = 1\n", "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("startup_probe_qt", "startup_probe_plain"):
        monkeypatch.delitem(sys.modules, name, raising=False)
        monkeypatch.delitem(feature.pyside_feature_dict, name, raising=False)
        __import__(name)  # as an import statement does: through PySide's hook
    assert feature.pyside_feature_dict["startup_probe_qt"] == 0
    assert feature.pyside_feature_dict["startup_probe_plain"] == -1
    del sys.modules["startup_probe_qt"], sys.modules["startup_probe_plain"]


def test_a_module_without_a_readable_source_file_gets_pysides_own_answer(
    tmp_path: Path,
) -> None:
    """A module whose file cannot be read as bytes (here: a path that is not there) is
    answered by PySide's own test, which finds no source and says no."""
    assert pysidecheck.install()
    module = type(sys)("startup_probe_gone")
    module.__file__ = str(tmp_path / "gone.py")
    assert pysidecheck.uses_pyside(module) is False
    assert pysidecheck.uses_pyside(sys) is False  # built in: no file
