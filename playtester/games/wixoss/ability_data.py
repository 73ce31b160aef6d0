"""The bundled WIXOSS cards' abilities as data: `assets/abilities/wixoss/*.txt`, read once with
WIXOSS's words (games/common/ability_data.py: an error names the file, line and column)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from types import MappingProxyType

from playtester.games.common.abilities import CardText
from playtester.games.common.ability_data import read_folder
from playtester.games.wixoss.ability_words import WORDS
from playtester.resources import data_path

FOLDER = ("assets", "abilities", "wixoss")


@cache
def bundled() -> Mapping[str, CardText]:
    """The bundled WIXOSS cards' abilities by card name: read once, the same read-only mapping
    for every caller (asked for every ability a rule looks at)."""
    return MappingProxyType(read_folder(data_path(*FOLDER), WORDS))
