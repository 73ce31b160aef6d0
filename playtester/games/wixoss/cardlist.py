"""The bundled WIXOSS cards: this program's own invented cards (no real card's name or text),
kept as data in `cardlist.json` beside this module, in the position format's card fields (see
docs/wixoss-position-format.md), each with its text where it has one.

Four teams, each with a Center LRIG from level 0 to 3, two Assist LRIGs and an arts; SIGNI of
the five colours in eight classes with every keyword; colourless Guard SIGNI; spells; and one
card of each other LRIG deck type (key, resona, piece). As written there, an LRIG's limit goes
by its level (0, 2, 5, 7); a Center LRIG grows for one symbol of its colour per level above 1,
an Assist LRIG for one colourless symbol per level, unless its row says otherwise.
"""

from __future__ import annotations

import json
from typing import Any

FILE = "cardlist.json"  # shipped in the package beside this module (packaging/playtester.spec)

Data = dict[str, Any]


def numbered() -> list[Data]:
    """The cards with their numbers (PT-001...), in the file's order."""
    from importlib import resources  # slow to import: only when the cards are read

    text = resources.files("playtester.games.wixoss").joinpath(FILE).read_text(encoding="utf-8")
    cards: list[Data] = json.loads(text)
    return [{**data, "number": f"PT-{i:03}"} for i, data in enumerate(cards, start=1)]
