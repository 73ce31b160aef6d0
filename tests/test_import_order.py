"""Every module of the engine and the games imports by itself, first, in a fresh set of the
project's modules: an import cycle that works only in some order (the test suite's, the
table's) breaks a command, a test file run alone, or a mutant's test run. One subprocess
imports each module after forgetting every `playtester` module imported before it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import importlib, sys
from pathlib import Path
root = Path(sys.argv[1]) / "playtester"
names = sorted(
    ".".join(("playtester",) + f.relative_to(root).with_suffix("").parts).removesuffix(".__init__")
    for f in root.rglob("*.py")
)
failed = []
for name in names:
    if ".ui" in name or name.endswith("__main__"):
        continue  # (the Qt side: its own tests open it)
    for loaded in [k for k in sys.modules if k == "playtester" or k.startswith("playtester.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except ImportError as exc:
        failed.append(f"{name}: {exc}")
print("\\n".join(failed))
"""


def test_every_module_imports_first() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(ROOT)], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == ""
