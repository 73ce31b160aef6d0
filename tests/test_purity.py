"""Only the UI imports Qt: the engine, the games, the cards, the renderer and the recordings run
headless (and the engine imports nothing above it)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1] / "playtester"
FORBIDDEN = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "playtester.ui")


PURE = ("engine", "games", "cards", "render", "record", "stats", "practice")


def _python_files() -> list[Path]:
    return sorted(p for package in PURE for p in ROOT.joinpath(package).rglob("*.py"))


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
    return found


def test_there_are_files_to_check() -> None:
    assert len(_python_files()) >= 10


@pytest.mark.parametrize("path", _python_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_qt_outside_the_ui(path: Path) -> None:
    bad = [m for m in _imports(path) if m.split(".")[0] in FORBIDDEN or m.startswith(FORBIDDEN)]
    assert not bad, f"{path} imports {bad}"


def test_engine_imports_nothing_above_it() -> None:
    for path in ROOT.joinpath("engine").rglob("*.py"):
        above = [
            m
            for m in _imports(path)
            if m.startswith("playtester.") and not m.startswith("playtester.engine")
        ]
        assert not above, f"{path} imports {above}"


def test_detector_catches_a_qt_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from PySide6.QtCore import QObject\n")
    assert "PySide6.QtCore" in _imports(bad)


# words of one game or the other that the game-agnostic engine must never name (mypy's
# `call-overload` is no call to arms)
GAME_WORDS = re.compile(
    r"grade|clan|trigger|skill|gift|sentinel|shield|critical|g_unit|marker|lrig|signi|g_zone|"
    r"\bstrid|\blegion|\baccel|\bsoul\b|\bdrive\b|vanguard|wixoss|"
    r"\bride\b|\bcall\b(?!-overload)|circle|\bboost|\bVC\b|damage",
    re.IGNORECASE,
)


def test_the_engine_names_no_concept_of_a_game() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in sorted(ROOT.joinpath("engine").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if GAME_WORDS.search(line)
    ]
    assert not found, "\n".join(found)


TABLE_LAYERS = ("ui", "record", "render")
GAME_FREE = (*TABLE_LAYERS, "stats", "practice")  # statistics and puzzles: through the registry


@pytest.mark.parametrize(
    "path",
    sorted(p for layer in GAME_FREE for p in ROOT.joinpath(layer).rglob("*.py")),
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_the_table_reaches_a_game_only_through_the_registry(path: Path) -> None:
    """ui/, record/, render/ and stats/ import no game package: a second game plugs in by
    registering its rules, table parts (`engine.registry.parts_for`) and card model, whose
    faces render/ draws (`engine.registry.face_of`)."""
    games = [m for m in _imports(path) if m.split(".")[:2] == ["playtester", "games"]]
    assert not games, f"{path} imports {games}"


# The layers, dependencies pointing down only: ui -> record, render, stats -> cards -> engine. Of
# the three beside one another, record/ may use render/'s board pictures (a lesson's, a GIF's),
# and render/ imports neither record/ nor stats/; stats/ imports neither (`BELOW`: the packages a
# layer may import, beyond itself and the engine).
BELOW = {
    "render": ("cards",),
    "stats": ("cards",),
    "record": ("render", "cards"),
    "cards": (),
}
LAYERS = ("engine", "games", "cards", "render", "record", "stats", "ui", "commands")


def _layer_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "playtester" and len(parts) > 1 and parts[1] in LAYERS else None


@pytest.mark.parametrize(
    "path",
    sorted(p for layer in BELOW for p in ROOT.joinpath(layer).rglob("*.py")),
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_the_layers_point_down_only(path: Path) -> None:
    """render/ never imports record/ (an annotation it draws is plain data it describes itself,
    `render/drawings.py`), nor stats/; record/ may use render/; none imports ui/ or commands/."""
    layer = path.relative_to(ROOT).parts[0]
    allowed = {layer, "engine", "games", *BELOW[layer]}  # games: through the registry, above
    above = [m for m in _imports(path) if (_layer_of(m) or layer) not in allowed]
    assert not above, f"{path.relative_to(ROOT)} imports {above}"


def test_the_layer_detector_catches_an_upward_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from playtester.record.annotations import Annotations\n")
    assert [_layer_of(m) for m in _imports(bad)] == ["record"]


# The parts of a game's table each layer below the UI may ask the registry for (`engine/hooks.py`):
# only ui/ asks for the whole table (`registry.parts_for`).
SLICES = {
    "render": {"tabletop_for", "facts_for"},
    "record": {"players_for", "words_for"},
    "stats": {"players_for", "words_for"},
    "cards": {"words_for"},
}
PART_LOOKUPS = {"parts_for", "tabletop_for", "facts_for", "players_for", "words_for"}


def _registry_calls(path: Path) -> set[str]:
    """The registry's lookups of a game's table parts that a file names."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    names |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            names |= {alias.name for alias in node.names}
    return names & PART_LOOKUPS


@pytest.mark.parametrize(
    "path",
    sorted(p for layer in SLICES for p in ROOT.joinpath(layer).rglob("*.py")),
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_each_layer_asks_only_for_the_parts_it_uses(path: Path) -> None:
    """render/ draws with the tabletop and the cards' facts, record/ and stats/ play with the
    game's players and speak its words, cards/ names a game: none asks for the whole table."""
    allowed = SLICES[path.relative_to(ROOT).parts[0]]
    asked = _registry_calls(path) - allowed
    assert not asked, f"{path.relative_to(ROOT)} asks for {sorted(asked)}"


def test_the_slice_detector_catches_a_lookup(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from playtester.engine import registry\nregistry.parts_for(g).gestures\n")
    assert _registry_calls(bad) == {"parts_for"}


# The worked example is a Vanguard lesson: its drawings name Vanguard's circles, as a teacher's.
CONTENT = ("record/sample.py",)


def _words(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]


def test_the_table_names_no_zone_of_a_game() -> None:
    """The table's zones, their places and what is done there come from the game's layout and
    hooks: no zone name (nor the Accel circles' AL/AR) is written in ui/, record/ or render/."""
    from playtester.engine import registry

    for layer in TABLE_LAYERS:
        for path in ROOT.joinpath(layer).rglob("*.py"):
            if str(path.relative_to(ROOT)) in CONTENT:
                continue
            for line, word in _words(path):
                # (one letter is a key, not a place: WIXOSS calls its Center "C", a key too)
                named = (len(word) > 1 and registry.is_zone(word)) or word in ("AL", "AR")
                assert not named, f"{path.relative_to(ROOT)}:{line} names the zone {word!r}"


def _names_a_game(path: Path) -> list[str]:
    """Imports of a game package, and comparisons with a game's name ("vanguard")."""
    import playtester  # noqa: F401  (registers the games)
    from playtester.engine import registry

    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = [m for m in _imports(path) if m.split(".")[:2] == ["playtester", "games"]]
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            words = [n.value for n in ast.walk(node) if isinstance(n, ast.Constant)]
            found += [f"== {word!r}" for word in words if word in registry.games()]
    return found


@pytest.mark.parametrize(
    "path",
    sorted(ROOT.joinpath("cards").rglob("*.py")),
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_the_card_core_reaches_a_game_only_through_its_card_model(path: Path) -> None:
    """cards/ (library, printings, deck lists, search, the import of card files) asks a game's
    card model (`engine.registry.card_model`) for what differs by game: eras, the order of
    printings, how a card file's record becomes a card."""
    assert not _names_a_game(path), f"{path} names a game: {_names_a_game(path)}"


def test_the_demo_game_reaches_a_game_only_through_its_hooks() -> None:
    """The printed demo game plays and heads each turn through the game's table parts (its
    simple player, its passive opponent, how the players stand)."""
    path = ROOT / "demo.py"
    assert not _names_a_game(path), f"{path} names a game: {_names_a_game(path)}"


SHELL = sorted([*ROOT.joinpath("commands").rglob("*.py"), ROOT / "cli.py", ROOT / "resources.py"])


@pytest.mark.parametrize("path", SHELL, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_command_line_reaches_a_game_only_through_the_registry(path: Path) -> None:
    """commands/, cli.py and resources.py import no game package and test no game by name: a
    game's deck lists, card fields, other backs and demo decks are its own
    (`engine/shell.py`, `registry.deck_lists_for`, `registry.card_fields`)."""
    assert not _names_a_game(path), f"{path} names a game: {_names_a_game(path)}"


def test_the_game_detector_catches_a_comparison(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('def f(card):\n    return card.game == "vanguard"\n')
    assert _names_a_game(bad) == ["== 'vanguard'"]


# Things of one game the table once drew itself: Vanguard's G zone and its back, its Force
# markers. A zone's counters and a card's back are as the game describes them (`counters`,
# `card_back`). "force" alone stays: the table forces an action through (an override).
ONE_GAMES_THINGS = re.compile(r"g_zone|\bg[ -]zone|force marker|g_back", re.IGNORECASE)
ONE_GAMES_NAMES = re.compile(r"\bForce")


def _one_games_things(text: str) -> list[int]:
    """The numbers of the lines that name a thing of one game."""
    return [
        number
        for number, line in enumerate(text.splitlines(), start=1)
        if ONE_GAMES_THINGS.search(line) or ONE_GAMES_NAMES.search(line)
    ]


def test_the_table_draws_nothing_of_one_game() -> None:
    """ui/, record/, render/ and stats/ name no G zone, G back or Force marker."""
    found = []
    for layer in GAME_FREE:
        for path in sorted(ROOT.joinpath(layer).rglob("*.py")):
            lines = path.read_text(encoding="utf-8").splitlines()
            for number in _one_games_things("\n".join(lines)):
                found.append(f"{path.relative_to(ROOT)}:{number}: {lines[number - 1].strip()}")
    assert not found, "\n".join(found)


def test_the_one_game_detector_catches_its_words() -> None:
    lines = ["back_path(w, g_zone=True)", "# the G zone's back", "class ForceMarker:",
             "g_back = 1", "a force marker", "act(action, force=True)", "forced steps"]  # fmt: skip
    assert _one_games_things("\n".join(lines)) == [1, 2, 3, 4, 5]
