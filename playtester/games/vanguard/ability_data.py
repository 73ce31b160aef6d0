"""The bundled Vanguard cards' abilities as data: `assets/abilities/vanguard/*.txt`, in the text
form of docs/abilities.md, read once and kept by card name. A file that does not read is an
error naming the file, its line and column: a bundled file is never half used."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType

from playtester.games.common.abilities import CardText
from playtester.games.common.ability_data import AbilityDataError
from playtester.games.common.ability_data import read_folder as read_cards
from playtester.games.vanguard.ability_words import WORDS
from playtester.resources import data_path

FOLDER = ("assets", "abilities", "vanguard")


def read_folder(folder: Path) -> dict[str, CardText]:
    """Every card described by the `*.txt` files of `folder`, read with Vanguard's words
    (games/common/ability_data.py)."""
    return read_cards(folder, WORDS)


@cache
def bundled() -> Mapping[str, CardText]:
    """The bundled Vanguard cards' abilities by card name (the files are read once; asked on
    every power read, so the same read-only mapping each time)."""
    folder = data_path(*FOLDER)
    if not folder.is_dir():
        raise FileNotFoundError(f"the bundled ability files are missing: {folder}")
    return MappingProxyType(read_folder(folder))


__all__ = ["FOLDER", "AbilityDataError", "bundled", "read_folder"]
