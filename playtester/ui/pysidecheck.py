"""PySide's look at every module imported after it, made cheap.

Once PySide6.QtCore is imported, every import in the process ends in PySide's
`feature_imported`, which asks whether the module's source names PySide6 (the modules that do
may use its `from __feature__ import` switches) by `inspect.getsource`: about 0.1 ms a module,
and every module's lines kept in `linecache`. The table imports some 230 modules after PySide,
so that was about 25 ms of its start. `install` gives PySide the same test on the module's file
read as bytes; where the file cannot be read so (a module in an archive, one without a source
file), PySide's own test answers.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

_pysides_test: Callable[[ModuleType], bool] | None = None  # PySide's own, once replaced


def uses_pyside(module: ModuleType) -> bool:
    """Whether the module's source names PySide6: PySide's test, reading the file's bytes."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as file:
                return b"PySide6" in file.read()
        except OSError:
            pass
    return _pysides_test(module) if _pysides_test is not None else False


def install() -> bool:
    """Make PySide use `uses_pyside` (True), unless this PySide has no such test (False)."""
    global _pysides_test
    feature = sys.modules.get("shibokensupport.feature")
    test = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(test):
        return False
    if test is not uses_pyside:
        _pysides_test = test
        feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    return True
