"""The main window: the phase bar, the table, the side panel, menus and dialogs."""

from __future__ import annotations

import html
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QPoint, Qt
from PySide6.QtGui import QActionGroup, QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QInputDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

import playtester
from playtester.engine import Action, IllegalAction, Verdict, registry
from playtester.engine.table import SEPARATOR, Choice, Tool
from playtester.ui import messages, settings
from playtester.ui.controller import TableController
from playtester.ui.curtain import Curtain
from playtester.ui.gamekeeper import GameKeeper
from playtester.ui.items.zone import ZoneItem
from playtester.ui.phasebar import PhaseBar
from playtester.ui.pixmaps import PICTURES_SETTING, Pixmaps
from playtester.ui.scene import TableScene
from playtester.ui.settings import ASSIST_LEVELS
from playtester.ui.shortcuts import BY_ID, PLAYED, ShortcutRegistry, game_commands
from playtester.ui.sidepanel import SidePanel
from playtester.ui.view import TableView

if TYPE_CHECKING:  # the statistics window loads its plotting library: not before it is opened
    from playtester.ui.statistics import StatisticsWindow

# Commands that act for the player to play, take back either player's action or show their cards:
# off behind the hot-seat curtain (with every command a game does).
PRIVATE = ("next", "undo", "redo", "recordings", "watch_game")
SIDE_SHARE = 0.3  # the most of the window's width the card preview and the log take


class MainWindow(QMainWindow):
    def __init__(self, controller: TableController) -> None:
        super().__init__()
        self.setWindowTitle("playtester")
        self.controller = controller
        controller.assist = str(settings.get("assist", "assist"))
        if controller.assist not in ASSIST_LEVELS:
            controller.assist = "assist"
        controller.confirm = self._confirm
        self.pixmaps = Pixmaps()
        self.scene = TableScene(controller, self.pixmaps)
        self.view = TableView(self.scene)
        self.view.set_mat(self.scene.mat, self.scene.mat_rect)
        self.phase_bar = PhaseBar(controller)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.phase_bar)
        column.addWidget(self.view, 1)
        self.setCentralWidget(central)
        self.side = SidePanel(self.pixmaps)
        dock = QDockWidget("Card and log", self)
        dock.setObjectName("side-dock")
        dock.setWidget(self.side)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        dock.setTitleBarWidget(QWidget())
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.curtain = Curtain(self)
        self.viewers: list[QWidget] = []
        self.announced: QMessageBox | None = None
        self.statistics: StatisticsWindow | None = None  # Deck > Statistics, once opened
        self.lock: QLockFile | None = None  # the data folder's (ui/instance.py), while open
        self.games = GameKeeper(self)
        added = game_commands()
        self.shortcuts = ShortcutRegistry(self, added)
        self.game_commands = (*PLAYED, *(c.id for c in added))  # what the game says they do
        self.private = (*PRIVATE, *self.game_commands)
        self._menus()
        self._follow_game()
        self._connect()
        self.statusBar().showMessage("Ready")
        self._restore()
        self.welcome()
        if controller.viewer is None:  # a hot-seat game starts behind the curtain
            self.show_curtain(controller.game.state.names[controller.game.to_play])
        self._viewer_changed()

    def show_curtain(self, name: str) -> None:
        """Hide the table, the preview and any open viewer until `name` is at the screen."""
        self.side.clear_card()
        self.view.magnifier.dismiss()
        for viewer in list(self.viewers):
            viewer.close()
        self.curtain.show_for(name)

    def welcome(self) -> None:
        """Start the log with what this game is, and preview the player's vanguard."""
        c = self.controller
        state = c.game.state
        names = state.names
        first = state.vars.first
        mode = "Solo" if c.mode == "goldfish" else "Hot-seat"  # against any level, not a goldfish
        c.log.header = f"{mode} game: {names[0]} against {names[1]}; {names[first]} goes first."
        self.show_log()
        featured = state.zones[c.actor].get(self.scene.table.layout.featured)
        if featured and c.viewer is not None:
            self.side.show_card(state.cards[featured[0]].card)

    # -- wiring ---------------------------------------------------------------------------

    def _connect(self) -> None:
        c, s, p = self.controller, self.scene, self.phase_bar
        c.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        c.log_changed.connect(self.show_log)
        c.changed.connect(self._viewer_changed)
        c.curtain.connect(self.show_curtain)
        self.curtain.lifted.connect(c.lift_curtain)
        s.preview.connect(self.side.show_card)
        s.status.connect(lambda text: self.statusBar().showMessage(text))
        s.menu_requested.connect(self._context_menu)
        s.selection_changed.connect(lambda: p.set_selected(len(s.selection)))
        c.changed.connect(lambda: p.set_selected(len(s.selection)))
        c.changed.connect(self._announce)
        c.changed.connect(self.games.show_drawings)
        c.changed.connect(self.games.follow_watchers)
        s.sketched.connect(self.games.sketched)
        s.rebuilt.connect(self._table_rebuilt)
        p.next_clicked.connect(c.next)
        p.pressed.connect(self.run_tool)
        s.choice_requested.connect(self.choose)

    def _menus(self) -> None:
        r, c = self.shortcuts, self.controller
        added = [command for command in r.commands if command.id not in BY_ID]
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        for key in ("new_game", "open_game", "resume_game", "save_game"):
            game.addAction(r[key])
        game.addSeparator()
        game.addAction(r["recordings"])
        game.addAction(r["watch_game"])
        game.addSeparator()
        game.addAction(r["quit"])
        edit = bar.addMenu("&Edit")
        edit.addAction(r["undo"])
        edit.addAction(r["redo"])
        play = bar.addMenu("&Play")
        for key in ("next", "keep", "mulligan"):
            play.addAction(r[key])
        play.addSeparator()
        for key in ("draw", "shuffle", "look"):
            play.addAction(r[key])
        for command in added:  # the games' own commands (hidden in a game without them)
            if not command.shows:
                play.addAction(r[command.id])
        play.addSeparator()
        for key in ("roll", "coin", "concede"):
            play.addAction(r[key])
        view = bar.addMenu("&View")
        view.addAction(r["view_deck"])
        for command in added:
            if command.shows:
                view.addAction(r[command.id])
        self._table_menu(view)
        view.addSeparator()
        notation = r["log_notation"]
        notation.setCheckable(True)
        notation.setChecked(bool(settings.get("log/notation", False)))
        self.side.show_notation = notation.isChecked()
        notation.toggled.connect(self.set_log_notation)
        view.addAction(notation)
        pictures = r["card_pictures"]
        pictures.setCheckable(True)
        pictures.setChecked(self.pixmaps.pictures)
        pictures.toggled.connect(self.set_pictures)
        view.addAction(pictures)
        deck = bar.addMenu("&Deck")
        deck.addAction(r["deck_stats"])
        cards = bar.addMenu("&Cards")
        cards.addAction(r["import_cards"])
        assist = bar.addMenu("&Assist")
        group = QActionGroup(self)
        for level in ASSIST_LEVELS:
            action = r[f"assist_{level}"]
            action.setCheckable(True)
            action.setChecked(level == c.assist)
            group.addAction(action)
            assist.addAction(action)
            r.connect(f"assist_{level}", partial(self.set_assist, level))
        options = bar.addMenu("&Settings")
        options.addAction(r["shortcuts"])
        options.addAction(r["magnify_hover"])
        stop = r["optional_stop"]
        stop.setCheckable(True)
        c.optional_stops = {
            g for g in registry.games(table=True) if settings.get(f"optional_stop/{g}", False)
        }
        stop.triggered.connect(self.set_optional_stop)
        options.addAction(stop)
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(r["about"])

        g = self.games
        r.connect("new_game", g.new_game)
        r.connect("open_game", g.open_game)
        r.connect("resume_game", g.resume_game)
        r.connect("recordings", g.show_recordings)
        r.connect("watch_game", g.watch_this_game)
        r.connect("save_game", g.save_game)
        r.connect("quit", self.close)
        r.connect("undo", c.undo)
        r.connect("redo", c.redo)
        r.connect("next", c.next)
        for key in self.game_commands:
            r.connect(key, partial(self.command, key))
        r.connect("deck_stats", self.show_statistics)
        r.connect("import_cards", self.import_cards)
        r.connect("shortcuts", self.edit_shortcuts)
        r.connect("about", self.about)

    def show_log(self, appended: bool = False) -> None:
        """The log as the player at the screen may read it."""
        self.side.show_log(self.controller.log, self.controller.viewer, appended)

    def set_optional_stop(self, on: bool) -> None:
        """Settings: the game on the table's optional stop, on or off (kept for that game)."""
        game = self.controller.game.state.game
        self.controller.optional_stops.discard(game)
        if on:
            self.controller.optional_stops.add(game)
        settings.put(f"optional_stop/{game}", on)

    def set_log_notation(self, shown: bool) -> None:
        settings.put("log/notation", shown)
        self.side.show_notation = shown
        self.show_log()

    def set_pictures(self, shown: bool) -> None:
        """Faces from downloaded pictures (where there is one) or drawn; kept as a setting."""
        settings.put(PICTURES_SETTING, shown)
        self.pixmaps.pictures = shown
        self.scene.sync(animate=False)
        self.view.magnifier.update()

    def _viewer_changed(self) -> None:
        """The screen changed hands (or the curtain came down): the log follows, and behind
        the curtain nothing may act for the hidden player or show their cards."""
        for key in self.private:
            self.shortcuts[key].setEnabled(not self.controller.behind_curtain)
        if self.side.shown_viewer != self.controller.viewer:
            self.show_log()

    def _table_menu(self, view: QMenu) -> None:
        """Zooming and the magnified card: the View menu's table part, and their settings."""
        r, magnifier = self.shortcuts, self.view.magnifier
        view.addSeparator()
        for key in ("zoom_in", "zoom_out", "zoom_fit"):
            view.addAction(r[key])
        view.addSeparator()
        view.addAction(r["magnify"])
        r.connect("zoom_in", self.view.zoom_in)
        r.connect("zoom_out", self.view.zoom_out)
        r.connect("zoom_fit", self.view.fit)
        r["magnify"].setAutoRepeat(False)  # held down, it shows the card until let go
        r.connect("magnify", lambda: magnifier.hold(r["magnify"].shortcut()))
        hover = r["magnify_hover"]
        hover.setCheckable(True)
        hover.setChecked(magnifier.on_hover)
        hover.toggled.connect(magnifier.set_on_hover)

    def _table_rebuilt(self) -> None:
        self.view.set_mat(self.scene.mat, self.scene.mat_rect)
        self.view.fit()
        self._follow_game()

    def _follow_game(self) -> None:
        """The menus offer the commands of the game on the table, in its words (a command of
        another game is hidden; what views a game's discarded cards is worded its way)."""
        commands = self.controller.parts.menus.commands
        for key in self.game_commands:
            tool = commands.get(key)
            action = self.shortcuts[key]
            action.setVisible(tool is not None)
            text = self.shortcuts.by_id[key].text
            action.setText(tool.menu if tool is not None and tool.menu else text)
        stop = self.shortcuts["optional_stop"]
        words = self.controller.parts.menus.optional_stop
        stop.setVisible(bool(words))
        stop.setText(words or self.shortcuts.by_id["optional_stop"].text)
        stop.setChecked(self.controller.game.state.game in self.controller.optional_stops)

    def _announce(self) -> None:
        """Say who won, once, when the game ends (undoing the last action takes it back)."""
        game = self.controller.game
        if game.winner is None:
            self.announced = None
            return
        if self.announced is not None:
            return
        box = QMessageBox(self)
        box.setWindowTitle("Game over")
        box.setIcon(QMessageBox.Icon.Information)
        box.setText(f"<h3>{html.escape(self.controller.result_text())}</h3>")
        how = self.controller.outcome_text()  # why it ended, where the game recorded it
        later = "Start a new game, or undo to play on from before the end."
        box.setInformativeText(f"{how}.\n\n{later}" if how else later)
        again = box.addButton("New Game\u2026", QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Close)
        again.clicked.connect(self.games.new_game)
        self.announced = box
        box.open()

    def edit_shortcuts(self) -> None:
        from playtester.ui.dialogs import ShortcutsDialog

        ShortcutsDialog(self.shortcuts, self).exec()

    def about(self) -> None:
        from playtester.ui.dialogs import about

        about(self, playtester.__version__)

    # -- playing --------------------------------------------------------------------------

    def set_assist(self, level: str) -> None:
        self.controller.assist = level
        settings.put("assist", level)
        self.statusBar().showMessage(f"Assist level: {level}", 4000)

    def _confirm(self, action: Action, verdict: Verdict) -> bool:
        question = (
            f"{verdict.reason}.\n\nDo it anyway? It will be marked as an override in the log."
        )
        return messages.ask(self, "Not allowed by the rules", question, "Do It Anyway", "Cancel")

    def choose(self, choice: Choice) -> None:
        """Ask for a game's choice (a stride's discards, G-Assist), then do what it makes."""
        from playtester.ui.choice import ChoiceDialog

        dialog = ChoiceDialog(self.controller, self.pixmaps, choice, self)
        if dialog.exec() and dialog.chosen is not None:
            action, force = dialog.chosen
            self.controller.act(action, force=force)

    def command(self, key: str) -> None:
        """A menu command or shortcut, as the game on the table says (none: nothing)."""
        tool = self.controller.parts.menus.commands.get(key)
        if tool is not None:
            self.run_tool(tool)

    def run_tool(self, tool: Tool) -> None:
        """Do a tool of a menu, a button or a shortcut: ask for its number, name the selected
        cards, ask for the game's choice first; then show the zone it looks at."""
        text = tool.action
        actor = self.controller.actor
        if not text:  # only shows a zone of the player to act (the View menu's items)
            self.view_zone(actor, tool.shows)
            return
        number = 0
        if "{n}" in text:
            number, ok = QInputDialog.getInt(
                self, tool.label.rstrip("\u2026"), "How many?", tool.number, -100000, 100000
            )
            if not ok:
                return
            text = text.replace("{n}", f"{number:+d}" if tool.signed else str(number))
        try:
            action = Action.parse(text)
        except IllegalAction as exc:
            self.controller.message.emit(exc.reason)
            return
        if tool.selection:  # the selected cards are named after the action
            state = self.controller.game.state
            names = tuple(state.cards[i].card.name for i in sorted(self.scene.selection))
            if not names:
                return
            action = Action(action.verb, (*action.args, names))
            text = str(action)
        choice = self.controller.choice_for(action)
        if choice is not None:
            self.choose(choice)
        elif self.controller.try_act(text) and tool.shows:
            self.view_zone(actor, tool.shows, limit=number)

    def view_zone(self, player: int, zone: str, limit: int | None = None) -> None:
        """Open a zone viewer. Your whole face-down pile (your deck) opens as a search (logged
        as one): what it holds, sorted, never its order, and nothing stays known once it is
        closed."""
        own = player == self.controller.actor
        searching = own and limit is None and self.scene.table.place(zone).face_down
        search = self.controller.parts.menus.commands.get("search")
        if searching and search is not None and not self.controller.try_act(search.action):
            return
        from playtester.ui.zoneviewer import ZoneViewer

        viewer = ZoneViewer(
            self.controller, self.pixmaps, player, zone, limit, self._card_menu_at, self, searching
        )
        self.viewers.append(viewer)
        viewer.finished.connect(lambda _r, v=viewer: self.viewers.remove(v))
        viewer.show()

    def _context_menu(self, card_id: int | None, zone: ZoneItem | None, pos: QPoint) -> None:
        menu = self.context_menu(card_id, zone)
        if not menu.isEmpty():
            menu.exec(pos)

    def context_menu(self, card_id: int | None, zone: ZoneItem | None) -> QMenu:
        """The tools for a card (if the viewer may see it) and for the zone it lies in, each
        under its title; a tool both offer is listed once, with the card."""
        state = self.controller.game.state
        actor = self.controller.actor
        parts = self.controller.parts
        menu = QMenu(self)
        tools: list[Tool] = []
        if card_id is not None and self.scene.visible(card_id):
            tools = parts.menus.card_tools(state, actor, card_id)
            menu.addSection(state.cards[card_id].card.name)
            self._fill(menu, tools)
        if zone is not None and zone.player is not None:
            owner, name = zone.player, zone.zone
            whose = "Your" if owner == actor else f"{state.names[owner]}'s"
            menu.addSection(f"{whose} {parts.words.place_words(name)}")
            if self.scene.table.place(name).viewable:
                view = menu.addAction(f"View {parts.words.zone_name(name)}\u2026")
                view.triggered.connect(lambda _c=False: self.view_zone(owner, name))
            offered = {t.action for t in tools}
            more = parts.menus.zone_tools(state, actor, owner, name, not tools)
            self._fill(menu, [t for t in more if t.action not in offered])
        return menu

    def _card_menu_at(self, card_id: int, pos: QPoint) -> None:
        menu = QMenu(self)
        controller = self.controller
        state, actor = controller.game.state, controller.actor
        self._fill(menu, controller.parts.menus.card_tools(state, actor, card_id))
        menu.exec(pos)

    def _fill(self, menu: QMenu, tools: list[Tool]) -> None:
        groups: dict[str, QMenu] = {}
        for tool in tools:
            target = menu
            if tool.group:
                target = groups.get(tool.group) or menu.addMenu(tool.group)
                groups[tool.group] = target
            if tool.action == SEPARATOR:
                target.addSeparator()
                continue
            action = target.addAction(tool.label)
            action.triggered.connect(lambda _c=False, t=tool: self.run_tool(t))
            if "{n}" not in tool.action:  # what cannot be done now is shown greyed out
                verdict = self.controller.check(tool.action)
                action.setEnabled(verdict.possible)
                if not verdict.possible:
                    action.setToolTip(messages.tip(verdict.reason))

    # -- window ---------------------------------------------------------------------------

    def _restore(self) -> None:
        geometry = settings.get_bytes("window/geometry")
        state = settings.get_bytes("window/state")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:  # the first start: as large as suits the table, within the screen
            room = self.screen().availableGeometry()
            self.resize(min(1480, room.width()), min(940, room.height()))
        if state is not None:
            self.restoreState(state)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel takes at most SIDE_SHARE of the window: the table keeps the rest."""
        self.side.setMaximumWidth(max(self.side.minimumWidth(), int(SIDE_SHARE * self.width())))
        super().resizeEvent(event)

    def import_cards(self) -> None:
        """Cards > Import...: card files into the user's library, with a progress bar."""
        from playtester.ui.importing import ImportDialog

        ImportDialog(self).exec()

    def show_statistics(self) -> None:
        """Deck > Statistics, in a window of its own (its plotting library loads on first use),
        for the game, the format and the decks on the table, each time it is shown."""
        from playtester.ui.statistics import StatisticsWindow

        state = self.controller.game.state
        decks = self.controller.deck_files
        if self.statistics is None:
            self.statistics = StatisticsWindow(state.game, state.format, self, decks)
            self.statistics.setWindowFlag(Qt.WindowType.Window)
        else:
            self.statistics.follow(state.game, state.format, decks)
        self.statistics.show()
        self.statistics.raise_()
        self.statistics.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.statistics is not None:
            self.statistics.close()  # its games stop
        self.games.leave()
        settings.put("window/geometry", self.saveGeometry())
        settings.put("window/state", self.saveState())
        super().closeEvent(event)
