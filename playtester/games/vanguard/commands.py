"""Vanguard's menu commands and shortcuts (the `commands` of its `Menus`, `tools.py`), apart
from its rules: the table's menus list every game's commands from the start, and reading them
must not read the rules of a game that is not played (start-up counts)."""

from __future__ import annotations

from playtester.engine.table import Tool
from playtester.games.common.tools import COMMANDS

KEEP = Tool("Keep Hand", "mulligan", tip="Keep your opening hand")
MULLIGAN = Tool("Mulligan", "mulligan", selection=True, tip="Return the selected cards and redraw")
commands: dict[str, Tool] = {  # the table's menu commands and shortcuts, by their ids
    **COMMANDS,
    "keep": KEEP,
    "mulligan": MULLIGAN,
    "soulcharge": Tool("Soul charge 1", "soulcharge", menu="Soul &Charge 1", key="Ctrl+G"),
    "counterblast": Tool("Counterblast 1", "counterblast 1", menu="Counter&blast 1", key="Ctrl+B"),
    "stand_all": Tool("Stand all units", "stand all", menu="Stand &All Units", key="Ctrl+T"),
    **{
        f"view_{zone}": Tool(f"View the {name}", "", shows=zone, menu=menu, key=key)
        for zone, name, menu, key in (
            ("drop", "drop zone", "View D&rop Zone\u2026", "Shift+V"),
            ("soul", "soul", "View &Soul\u2026", "Ctrl+Shift+S"),
            ("damage", "damage zone", "View Da&mage Zone\u2026", "Ctrl+Shift+D"),
            ("g_zone", "G zone", "View &G Zone\u2026", "Ctrl+Shift+G"),
        )
    },
}
