"""A format is composed once from its rule pieces, and rule code asks it what it has, never its
name; the table holds no word of one game: a gained zone's label and a game's own commands (with
their keys) come from the game."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from playtester.engine import registry
from playtester.ui.controller import TableController
from tests.positions import p_game, player
from tests.test_ui_table import _centre, drag

ROOT = Path(__file__).resolve().parents[1] / "playtester"

# `format == ...`, `state.format != ...`, `format in ("g", ...)`, or a format's name compared
NAME_TEST = re.compile(
    r"\bformat\s*(==|!=)"
    r"|\bformat\s+(not\s+)?in\s*[(\[{]"
    r"|(==|!=)\s*[\"'](standard|premium|g)[\"']"
    r"|[\"'](standard|premium)[\"']\s*(==|!=)"
)


def _name_tests(text: str) -> list[tuple[int, str]]:
    return [
        (number, line.strip())
        for number, line in enumerate(text.splitlines(), start=1)
        if NAME_TEST.search(line) and "format" in line.lower()
    ]


def test_the_detector_catches_a_format_name_test() -> None:
    caught = 'if state.format != "premium":\nx = fmt\nif format in ("g", "premium"):\n'
    caught += 'return WIDE if format == "premium" else NARROW\n'
    assert [n for n, _ in _name_tests(caught)] == [1, 3, 4]
    looked_up = "if format not in FORMATS:\n    raise _fail()\nf = FORMATS[format]\n"
    assert _name_tests(looked_up) == []  # looking a format up by its name composes it


def test_no_code_compares_a_format_name() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line}"
        for path in sorted(ROOT.rglob("*.py"))
        for number, line in _name_tests(path.read_text(encoding="utf-8"))
    ]
    assert not found, "\n".join(found)


# words only Vanguard has: the table must get them from the game (a command id spelt so too)
VANGUARD_WORDS = re.compile(
    r"soul ?charge|counter ?blast|accel|\bg zone\b|view_g_zone|view_soul|stand_all",
    re.IGNORECASE,
)


def test_the_table_holds_no_word_of_vanguard_alone() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in sorted(ROOT.joinpath("ui").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if VANGUARD_WORDS.search(line.replace("&", ""))
    ]
    assert not found, "\n".join(found)


def test_a_gained_circle_shows_the_label_its_game_gives_it(window: Any) -> None:
    me = player(circles={"VC": "Knight"}, hand=["Accel Rider", "Lancer"])
    w = window(p_game(me, player(circles={"VC": "King"}), phase="ride"))
    drag(w, w.controller.game.state.zones[0]["hand"][0], _centre(w, 0, "VC"))
    place = w.scene.table.place("AL1")
    assert place.gained and place.label == "Accel +10000"
    assert w.scene.rings[(0, "AL1")].label == place.label.upper()


def _menu_commands() -> dict[str, Any]:
    """Every registered game's commands that the menus offer, by id (the first game's first)."""
    found: dict[str, Any] = {}
    for game in registry.games(table=True):
        for key, tool in registry.parts_for(game).menus.commands.items():
            if tool.menu:
                found.setdefault(key, tool)
    return found


def test_the_games_commands_are_on_the_menus_with_their_keys(window: Any) -> None:
    w = window(TableController.new_game(seed=4).game)
    commands = _menu_commands()
    assert {"soulcharge", "counterblast", "stand_all", "view_g_zone"} <= set(commands)
    for key, tool in commands.items():
        action = w.shortcuts[key]
        assert action.shortcut().toString() == tool.key, key
        assert action in w.findChildren(type(action)), key
    assert w.shortcuts["soulcharge"].text() == "Soul &Charge 1"
    assert w.shortcuts["soulcharge"].shortcut().toString() == "Ctrl+G"
    soul = len(w.controller.game.state.zones[0].get("soul", []))
    w.shortcuts["soulcharge"].trigger()
    assert len(w.controller.game.state.zones[0].get("soul", [])) == soul + 1
    w.shortcuts.set_key("soulcharge", "Ctrl+J")  # a game's command's key can be changed too
    assert w.shortcuts["soulcharge"].shortcut().toString() == "Ctrl+J"
    w.shortcuts.reset()
    assert w.shortcuts["soulcharge"].shortcut().toString() == "Ctrl+G"


@pytest.mark.parametrize("game", ["vanguard", "wixoss"])
def test_every_command_a_game_gives_runs(window: Any, monkeypatch: Any, game: str) -> None:
    """Each of the game's menu commands, triggered as from its menu, runs without an error."""
    from PySide6.QtWidgets import QDialog, QInputDialog

    monkeypatch.setattr(QInputDialog, "getInt", lambda *args, **kwargs: (1, True))
    monkeypatch.setattr(QDialog, "exec", lambda self: 0)
    fmt = next(iter(registry.words_for(game).formats))
    w = window(TableController.new_game(seed=6, format=fmt, game_name=game).game)
    offered = [k for k, t in w.controller.parts.menus.commands.items() if t.menu]
    assert offered
    for key in offered:
        assert w.shortcuts[key].isVisible(), key
        w.shortcuts[key].trigger()
        for viewer in list(w.viewers):
            viewer.close()


def test_only_the_premium_table_keeps_room_for_accel_circles() -> None:
    """What the formats' composition says: Imaginary Gifts (premium) bring Accel circles."""
    tabletop = registry.tabletop_for("vanguard")
    widths = {fmt: tabletop.layout(fmt).width for fmt in registry.words_for("vanguard").formats}
    assert widths["premium"] > widths["g"] == widths["standard"]
