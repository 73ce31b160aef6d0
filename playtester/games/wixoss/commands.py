"""WIXOSS's menu commands and shortcuts (the `commands` of its `Menus`, `tools.py`), apart
from its rules: the table's menus list every game's commands from the start, and reading them
must not read the rules of a game that is not played (start-up counts)."""

from __future__ import annotations

from playtester.engine.table import Tool
from playtester.games.common.tools import COMMANDS

KEEP = Tool("Keep Hand", "mulligan", tip="Keep your opening hand")
MULLIGAN = Tool(
    "Mulligan", "mulligan", selection=True, tip="Put back the selected cards and draw as many"
)
commands: dict[str, Tool] = {  # the table's menu commands and shortcuts, by their ids
    **COMMANDS,
    "keep": KEEP,
    "mulligan": MULLIGAN,
    "soulcharge": Tool("Charge 1 Ener", "charge", menu="&Charge 1 Ener", key="Ctrl+G"),
    "view_drop": Tool("View the trash", "", shows="trash", menu="View &Trash\u2026", key="Shift+V"),
    "view_soul": Tool(
        "View the Ener zone", "", shows="ener", menu="View &Ener Zone\u2026", key="Ctrl+Shift+S"
    ),
    "view_damage": Tool(
        "View the LRIG trash",
        "",
        shows="lrig_trash",
        menu="View LRIG T&rash\u2026",
        key="Ctrl+Shift+D",
    ),
    "view_g_zone": Tool(
        "View the LRIG deck",
        "",
        shows="lrig_deck",
        menu="View &LRIG Deck\u2026",
        key="Ctrl+Shift+G",
    ),
}
