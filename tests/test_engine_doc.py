"""docs/engine.md names only what the engine has: every `g.x` is a member of Game, every hook
in its table is a member of one of the table's protocols (`engine/hooks.py`) and every member is
in it, each protocol is named, every `registry.x` is the registry's."""

from __future__ import annotations

import re
from pathlib import Path

from playtester.engine import registry
from playtester.engine.hooks import PARTS
from tests.positions import game, player

DOC = (Path(__file__).resolve().parents[1] / "docs" / "engine.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    start = DOC.index(f"## {title}")
    end = DOC.find("\n## ", start + 1)
    return DOC[start : end if end != -1 else len(DOC)]


def test_every_game_member_named_exists() -> None:
    named = set(re.findall(r"\bg\.([a-z_]+)", DOC))
    assert named >= {"power", "stat", "check", "apply", "undo"}
    g = game(player(), player())
    missing = sorted(name for name in named if not hasattr(g, name))
    assert not missing, f"docs/engine.md names Game members it does not have: {missing}"


def test_the_hooks_table_lists_exactly_the_hooks() -> None:
    rows = [line for line in _section("Table hooks").splitlines() if line.startswith("| `")]
    named = {name for row in rows for name in re.findall(r"`([a-z_]+)[`(]", row.split(" | ")[0])}
    hooks = {name for part in PARTS for name in vars(part) if not name.startswith("_")}
    assert named == hooks, f"only in the doc: {named - hooks}; not in the doc: {hooks - named}"
    unnamed = [
        part.__name__ for part in PARTS if f"`{part.__name__}`" not in _section("Table hooks")
    ]
    assert not unnamed, f"docs/engine.md does not name the protocols {unnamed}"


def test_every_registry_function_named_exists() -> None:
    named = set(re.findall(r"\bregistry\.([a-z_]+)", DOC))
    assert named
    missing = sorted(name for name in named if not hasattr(registry, name))
    assert not missing, f"docs/engine.md names registry functions it does not have: {missing}"
