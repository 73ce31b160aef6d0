"""scripts/mutate's list stays applicable: every mutant names a real file, a snippet found there
exactly once, and tests that exist (running them broken is scripts/mutate's job, before a stop)."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent


def runner() -> ModuleType:
    path = ROOT / "scripts" / "mutate"
    loader = importlib.machinery.SourceFileLoader("mutate_script", str(path))
    spec = importlib.util.spec_from_loader("mutate_script", loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks itself up there
    loader.exec_module(module)
    return module


MUTANTS = runner().load()


def test_there_are_mutants_for_both_games() -> None:
    files = {m.file for m in MUTANTS}
    assert any("/vanguard/" in f for f in files) and any("/wixoss/" in f for f in files)
    assert len({m.name for m in MUTANTS}) == len(MUTANTS), "two mutants share a name"


@pytest.mark.parametrize("mutant", MUTANTS, ids=[m.name for m in MUTANTS])
def test_each_mutant_applies_once_and_names_existing_tests(mutant: Any) -> None:
    text = (ROOT / mutant.file).read_text(encoding="utf-8")
    assert text.count(mutant.old) == 1, f"{mutant.name}: snippet is stale"
    assert mutant.old != mutant.new
    for test in mutant.tests:
        path, _, name = test.partition("::")
        source = (ROOT / path).read_text(encoding="utf-8")
        assert not name or f"def {name.split('[')[0]}(" in source, f"no test {test}"
