"""WIXOSS's cards from the shell: none is made from fields (its cards are the bundled catalog),
`card show` lists the core's fields, and every card shows the one back (the game's
`CardFields`, `engine/shell.py`)."""

from __future__ import annotations

from playtester.engine.faces import Back
from playtester.engine.shell import Flag
from playtester.engine.shell import core_fields as shown

flags: tuple[Flag, ...] = ()
backs: dict[str, tuple[Back, str]] = {}
__all__ = ["backs", "flags", "shown"]
