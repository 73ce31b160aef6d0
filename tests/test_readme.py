"""The README's example code runs as written."""

from __future__ import annotations

import os
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_example_runs(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[3].startswith("scripts/run") and lines[4].startswith("scripts/test")
    code = re.search(r"```python\n(.*?)```", text, re.S)
    assert code is not None
    monkeypatch.chdir(ROOT)
    namespace: dict[str, object] = {}
    exec(compile(code.group(1), "README.md", "exec"), namespace)
    assert namespace["g"].winner is None  # type: ignore[attr-defined]
    assert os.path.exists(ROOT / "scripts" / "run")
