"""The bundled puzzles (`assets/puzzles/<game>/*.json`), easiest first."""

from __future__ import annotations

from pathlib import Path

from playtester.engine import registry
from playtester.practice.puzzle import Puzzle, load_puzzle
from playtester.resources import data_path


def pack_folder(game: str) -> Path:
    """Where `game`'s bundled puzzles lie."""
    return data_path("assets", "puzzles", game)


def pack(game: str | None = None) -> list[tuple[Path, Puzzle]]:
    """The bundled puzzles of `game` (None: of every game), by game, then difficulty, then
    file name; ValueError for a game that is not registered."""
    names = registry.games() if game is None else [registry.rules_for(game).name]
    found = []
    for name in names:
        paths = sorted(pack_folder(name).glob("*.json"))
        puzzles = [(path, load_puzzle(path)) for path in paths]
        found += sorted(puzzles, key=lambda item: (item[1].difficulty, item[0].name))
    return found
