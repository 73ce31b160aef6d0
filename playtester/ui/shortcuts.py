"""The one shortcut registry: every command of the table, and those the games add (their own
commands, from their menus), as a QAction with an editable key."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from playtester.ui import settings


class Command(NamedTuple):
    """A command of the table (a named tuple, not a dataclass: the window's frame is built
    before `dataclasses` is imported, and start-up counts)."""

    id: str
    text: str
    key: str = ""
    tip: str = ""
    also: str = ""  # a second key while the command keeps its default (Ctrl+= for Ctrl++)
    shows: bool = False  # a game's command that only shows a zone: on the View menu


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
    Command("puzzles", "&Puzzles\u2026", "", "Solve a puzzle: reach a goal from a position"),
    Command("quit", "&Quit", "Ctrl+Q"),
    Command("undo", "&Undo", "Ctrl+Z", "Take back the last action"),
    Command("redo", "&Redo", "Ctrl+Shift+Z", "Do the undone action again"),
    Command("next", "&Next Phase", "Space", "End the current phase or step"),
    Command("keep", "&Keep Hand", "K", "Keep your opening hand"),
    Command("mulligan", "&Mulligan Selected", "M", "Return the selected cards and redraw"),
    Command("draw", "&Draw a Card", "D"),
    Command("shuffle", "S&huffle Deck", "Ctrl+H"),
    Command("look", "&Look at the Top Cards…", "L"),
    Command("view_deck", "View &Deck…", "V"),
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
    Command(
        "optional_stop",
        "Stop Where Seldom Needed",  # the game on the table words it (hidden in one without)
        "",
        "Stop (in hot-seat, hand over the screen) where the defender may do what is seldom "
        "done then; off, the table goes on. Never against an opponent that does not attack",
    ),
    Command("about", "&About playtester", ""),
)
BY_ID = {c.id: c for c in COMMANDS}
# the commands whose doing a game says (`Menus.commands`), beside those it adds
PLAYED = ("keep", "mulligan", "draw", "shuffle", "look", "roll", "coin", "concede", "view_deck")


def game_commands() -> list[Command]:
    """The commands the games add, in their order, each with its text and key (a command two
    games have is listed once, as the first game registered gives it; its text follows the
    game on the table)."""
    from playtester.engine import registry  # not before the table is filled in

    found: dict[str, Command] = {}
    for game in registry.games(table=True):
        for key, tool in registry.commands_for(game).items():  # not the game's rules
            if tool.menu and key not in BY_ID and key not in found:
                found[key] = Command(key, tool.menu, tool.key, tool.tip, shows=not tool.action)
    return list(found.values())


def key_for(command: Command) -> str:
    """The key the user chose for a command, or its default."""
    return str(settings.get(f"shortcuts/{command.id}", command.key))


class ShortcutRegistry:
    """Creates the QActions of all commands once (the table's, then `added`: the games');
    menus and toolbars share them."""

    def __init__(self, parent: QWidget, added: Sequence[Command] = ()) -> None:
        self.parent = parent
        self.commands: tuple[Command, ...] = ()
        self.by_id: dict[str, Command] = {}
        self.actions: dict[str, QAction] = {}
        self.add((*COMMANDS, *added))

    def add(self, commands: Sequence[Command]) -> None:
        """Create the QActions of more commands (the games' own, once the games are read)."""
        parent = self.parent
        self.commands = (*self.commands, *commands)
        self.by_id.update((c.id, c) for c in commands)
        for command in commands:
            action = QAction(command.text, parent)
            action.setObjectName(command.id)
            if command.tip:
                action.setStatusTip(command.tip)
                action.setToolTip(command.tip)
            parent.addAction(action)
            self.actions[command.id] = action
            self._bind(command, key_for(command))

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
        self._bind(self.by_id[command_id], key)
        settings.put(f"shortcuts/{command_id}", key)

    def reset(self) -> None:
        for command in self.commands:
            self.set_key(command.id, command.key)
