"""The main window's menus: built with the window, before the table is filled in (so they open
at once), and completed once it is (the games' own commands, the table's settings).

Until the table is filled in, a command that needs it waits for it (`MainWindow.when_filled`)
and a command that acts on the game is off; Quit and About work at once.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtGui import QActionGroup

from playtester.ui import settings
from playtester.ui.settings import ASSIST_LEVELS
from playtester.ui.shortcuts import Command

if TYPE_CHECKING:
    from playtester.ui.window import MainWindow

# commands that answer while the table fills in: at once, or as soon as it is there
WAITING = (
    "new_game",
    "open_game",
    "resume_game",
    "recordings",
    "puzzles",
    "import_cards",
    "shortcuts",
)
AT_ONCE = ("quit", "about")


class Menus:
    """The menu bar of a window, and where the games' commands go once they are known."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        r = window.shortcuts
        bar = window.menuBar()
        game = bar.addMenu("&Game")
        for key in ("new_game", "open_game", "resume_game", "save_game"):
            game.addAction(r[key])
        game.addSeparator()
        game.addAction(r["recordings"])
        game.addAction(r["watch_game"])
        game.addAction(r["puzzles"])
        game.addSeparator()
        game.addAction(r["quit"])
        edit = bar.addMenu("&Edit")
        edit.addAction(r["undo"])
        edit.addAction(r["redo"])
        self.play = play = bar.addMenu("&Play")
        for key in ("next", "keep", "mulligan"):
            play.addAction(r[key])
        play.addSeparator()
        for key in ("draw", "shuffle", "look"):
            play.addAction(r[key])
        self.play_end = play.addSeparator()  # the games' own commands go before it
        for key in ("roll", "coin", "concede"):
            play.addAction(r[key])
        self.view = view = bar.addMenu("&View")
        view.addAction(r["view_deck"])
        self.view_end = view.addSeparator()  # the games' commands that show a zone: before it
        for key in ("zoom_in", "zoom_out", "zoom_fit"):
            view.addAction(r[key])
        view.addSeparator()
        view.addAction(r["magnify"])
        view.addSeparator()
        for key in ("log_notation", "card_pictures"):
            r[key].setCheckable(True)
            view.addAction(r[key])
        r["log_notation"].setChecked(bool(settings.get("log/notation", False)))
        deck = bar.addMenu("&Deck")
        deck.addAction(r["deck_stats"])
        cards = bar.addMenu("&Cards")
        cards.addAction(r["import_cards"])
        assist = bar.addMenu("&Assist")
        self.assist_group = QActionGroup(window)
        chosen = str(settings.get("assist", "assist"))
        for level in ASSIST_LEVELS:
            action = r[f"assist_{level}"]
            action.setCheckable(True)
            action.setChecked(level == chosen)
            self.assist_group.addAction(action)
            assist.addAction(action)
        options = bar.addMenu("&Settings")
        options.addAction(r["shortcuts"])
        options.addAction(r["magnify_hover"])
        r["magnify_hover"].setCheckable(True)
        r["optional_stop"].setCheckable(True)
        options.addAction(r["optional_stop"])
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(r["about"])
        for command in r.commands:  # what needs the table is off until it is filled in
            r[command.id].setEnabled(command.id in WAITING + AT_ONCE)
        w = window
        r.connect("quit", w.close)
        r.connect("about", w.about)
        r.connect("new_game", lambda: w.when_filled(lambda: w.games.new_game()))
        r.connect("open_game", lambda: w.when_filled(lambda: w.games.open_game()))
        r.connect("resume_game", lambda: w.when_filled(lambda: w.games.resume_game()))
        r.connect("recordings", lambda: w.when_filled(lambda: w.games.show_recordings()))
        r.connect("puzzles", lambda: w.when_filled(w.choose_puzzle))
        r.connect("import_cards", lambda: w.when_filled(w.import_cards))
        r.connect("shortcuts", lambda: w.when_filled(w.edit_shortcuts))

    def fill(self, added: list[Command]) -> None:
        """The table is there: the games' commands join the menus, and every command works."""
        from playtester.engine import registry

        w = self.window
        r, c = w.shortcuts, w.controller
        r.add(added)
        for command in added:  # the games' own commands (hidden in a game without them)
            if command.shows:
                self.view.insertAction(self.view_end, r[command.id])
            else:
                self.play.insertAction(self.play_end, r[command.id])
        notation = r["log_notation"]
        w.side.show_notation = notation.isChecked()
        notation.toggled.connect(w.set_log_notation)
        pictures = r["card_pictures"]
        pictures.setChecked(w.pixmaps.pictures)
        pictures.toggled.connect(w.set_pictures)
        for level in ASSIST_LEVELS:
            r[f"assist_{level}"].setChecked(level == c.assist)
            r.connect(f"assist_{level}", partial(w.set_assist, level))
        magnifier = w.view.magnifier
        r.connect("zoom_in", w.view.zoom_in)
        r.connect("zoom_out", w.view.zoom_out)
        r.connect("zoom_fit", w.view.fit)
        r["magnify"].setAutoRepeat(False)  # held down, it shows the card until let go
        r.connect("magnify", lambda: magnifier.hold(r["magnify"].shortcut()))
        hover = r["magnify_hover"]
        hover.setChecked(magnifier.on_hover)
        hover.toggled.connect(magnifier.set_on_hover)
        c.optional_stops = {
            g for g in registry.games(table=True) if settings.get(f"optional_stop/{g}", False)
        }
        r["optional_stop"].triggered.connect(w.set_optional_stop)
        g = w.games
        r.connect("watch_game", g.watch_this_game)
        r.connect("save_game", g.save_game)
        r.connect("undo", c.undo)
        r.connect("redo", c.redo)
        r.connect("next", c.next)
        for key in w.game_commands:
            r.connect(key, partial(w.command, key))
        r.connect("deck_stats", w.show_statistics)
        for command in r.commands:
            r[command.id].setEnabled(True)
