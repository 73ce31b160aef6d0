"""The one shortcut registry: every command of the table as a QAction with an editable key."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from playtester.ui import settings


@dataclass(frozen=True)
class Command:
    id: str
    text: str
    key: str = ""
    tip: str = ""
    also: str = ""  # a second key while the command keeps its default (Ctrl+= for Ctrl++)


COMMANDS: tuple[Command, ...] = (
    Command("new_game", "&New Game…", "Ctrl+N", "Start a new game"),
    Command("open_game", "&Open Game…", "Ctrl+O", "Open a saved game"),
    Command(
        "resume_game",
        "&Resume Unfinished Game",
        "Ctrl+Shift+O",
        "Pick up a game that did not finish",
    ),
    Command("save_game", "&Save Game As…", "Ctrl+S", "Save this game to pick it up later"),
    Command(
        "recordings", "Recor&dings…", "Ctrl+R", "Every game played here: watch, resume, export"
    ),
    Command("watch_game", "&Watch This Game", "Ctrl+Shift+R", "Replay this game from its start"),
    Command("quit", "&Quit", "Ctrl+Q"),
    Command("undo", "&Undo", "Ctrl+Z", "Take back the last action"),
    Command("redo", "&Redo", "Ctrl+Shift+Z", "Do the undone action again"),
    Command("next", "&Next Phase", "Space", "End the current phase or step"),
    Command("keep", "&Keep Hand", "K", "Keep your opening hand"),
    Command("mulligan", "&Mulligan Selected", "M", "Return the selected cards and redraw"),
    Command("draw", "&Draw a Card", "D"),
    Command("shuffle", "S&huffle Deck", "Ctrl+H"),
    Command("stand_all", "Stand &All Units", "Ctrl+T"),
    Command("look", "&Look at the Top Cards…", "L"),
    Command("soulcharge", "Soul &Charge 1", "Ctrl+G"),
    Command("counterblast", "Counter&blast 1", "Ctrl+B"),
    Command("view_deck", "View &Deck…", "V"),
    Command("view_drop", "View D&rop Zone…", "Shift+V"),
    Command("view_soul", "View &Soul…", "Ctrl+Shift+S"),
    Command("view_damage", "View Da&mage Zone…", "Ctrl+Shift+D"),
    Command("view_g_zone", "View &G Zone…", "Ctrl+Shift+G"),
    Command(
        "log_notation",
        "Show &Notation in the Log",
        "",
        "Under each line of the log, the action in the notation of docs/notation.md",
    ),
    Command(
        "card_pictures",
        "Show Card &Pictures",
        "",
        "Show a card's downloaded picture (playtester cards fetch --pictures) instead of its"
        " drawn face",
    ),
    Command("zoom_in", "Zoom &In", "Ctrl++", "See the table closer (also Ctrl+wheel)", "Ctrl+="),
    Command("zoom_out", "Zoom &Out", "Ctrl+-", "See more of the table"),
    Command("zoom_fit", "&Fit Table to Window", "Ctrl+0", "Show the whole table"),
    Command(
        "magnify",
        "&Magnify Card Under Pointer",
        "Z",
        "Hold to see the card under the pointer large",
    ),
    Command(
        "deck_stats",
        "&Statistics…",
        "Ctrl+Shift+T",
        "A deck's opening odds and the figures of simulated games, as plots",
    ),
    Command(
        "import_cards",
        "&Import…",
        "Ctrl+Shift+I",
        "Read card files (Card Game Simulator JSON or CSV, or folders of them) into your library",
    ),
    Command("roll", "&Roll a Die", "R"),
    Command("coin", "Flip a &Coin", "C"),
    Command("concede", "C&oncede", ""),
    Command("assist_strict", "&Strict", "", "Illegal moves bounce back (hold Alt to override)"),
    Command("assist_assist", "&Assist", "", "Illegal moves ask once, then go through"),
    Command("assist_free", "&Free", "", "No rules checks, like a plain tabletop"),
    Command("shortcuts", "&Keyboard Shortcuts…", "Ctrl+,"),
    Command(
        "magnify_hover",
        "Magnify Cards on &Hover",
        "",
        "Show a card large when the pointer rests on it a moment",
    ),
    Command("about", "&About playtester", ""),
)
BY_ID = {c.id: c for c in COMMANDS}


def key_for(command_id: str) -> str:
    """The key the user chose for a command, or its default."""
    return str(settings.get(f"shortcuts/{command_id}", BY_ID[command_id].key))


class ShortcutRegistry:
    """Creates the QActions of all commands once; menus and toolbars share them."""

    def __init__(self, parent: QWidget) -> None:
        self.actions: dict[str, QAction] = {}
        for command in COMMANDS:
            action = QAction(command.text, parent)
            action.setObjectName(command.id)
            if command.tip:
                action.setStatusTip(command.tip)
                action.setToolTip(command.tip)
            parent.addAction(action)
            self.actions[command.id] = action
            self._bind(command, key_for(command.id))

    def _bind(self, command: Command, key: str) -> None:
        keys = [QKeySequence(key)]
        if command.also and key == command.key:
            keys.append(QKeySequence(command.also))
        self.actions[command.id].setShortcuts(keys)

    def connect(self, command_id: str, slot: Callable[[], object]) -> None:
        self.actions[command_id].triggered.connect(lambda _checked=False: slot())

    def __getitem__(self, command_id: str) -> QAction:
        return self.actions[command_id]

    def set_key(self, command_id: str, key: str) -> None:
        """Change a command's key and remember it (empty: no key)."""
        self._bind(BY_ID[command_id], key)
        settings.put(f"shortcuts/{command_id}", key)

    def reset(self) -> None:
        for command in COMMANDS:
            self.set_key(command.id, command.key)
