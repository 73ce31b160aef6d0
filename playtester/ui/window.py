"""The main window: the phase bar, the table, the side panel, menus and dialogs.

The window can appear before its table (ui/starting.py): `MainWindow()` is the frame, with its
menus and its size, and `fill(controller)` puts the table in it; `MainWindow(controller)` does
both at once. This module imports only Qt and light parts of the UI, so that the frame costs
little more than a bare window; what the table needs is imported by `fill`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QPoint
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

import playtester
from playtester.ui import messages, settings
from playtester.ui.menus import Menus
from playtester.ui.settings import ASSIST_LEVELS
from playtester.ui.shortcuts import PLAYED, ShortcutRegistry

if TYPE_CHECKING:  # loaded by `fill`, or on first use (the statistics' plotting library)
    from PySide6.QtWidgets import QMessageBox

    from playtester.engine import Action, Verdict
    from playtester.engine.table import Choice, Tool
    from playtester.ui.controller import TableController
    from playtester.ui.curtain import Curtain
    from playtester.ui.gamekeeper import GameKeeper
    from playtester.ui.items.zone import ZoneItem
    from playtester.ui.phasebar import PhaseBar
    from playtester.ui.pixmaps import Pixmaps
    from playtester.ui.practice import PracticePanel
    from playtester.ui.puzzles import PuzzlePanel
    from playtester.ui.scene import TableScene
    from playtester.ui.sidepanel import SidePanel
    from playtester.ui.statistics import StatisticsWindow
    from playtester.ui.view import TableView

# Commands that act for the player to play, take back either player's action or show their cards:
# off behind the hot-seat curtain (with every command a game does).
PRIVATE = ("next", "undo", "redo", "recordings", "watch_game")
SIDE_SHARE = 0.3  # the most of the window's width the card preview and the log take


class MainWindow(QMainWindow):
    """The table's window; without a controller, its frame until `fill` puts the table in."""

    controller: TableController
    pixmaps: Pixmaps
    scene: TableScene
    view: TableView
    phase_bar: PhaseBar
    side: SidePanel
    curtain: Curtain
    games: GameKeeper

    def __init__(self, controller: TableController | None = None) -> None:
        super().__init__()
        self.setWindowTitle("playtester")
        self.filled = False  # the table is in the window
        self._waiting: list[Callable[[], object]] = []  # commands given before it was
        self.viewers: list[QWidget] = []
        self.announced: QMessageBox | None = None
        self.statistics: StatisticsWindow | None = None  # Deck > Statistics, once opened
        self.puzzle_panel: PuzzlePanel | None = None  # Game > Puzzles, once a puzzle is played
        self.practice_panel: PracticePanel | None = None  # Recordings > Practise, once used
        self.lock: QLockFile | None = None  # the data folder's (ui/instance.py), while open
        self.shortcuts = ShortcutRegistry(self)
        self.menus = Menus(self)
        self._restore_geometry()
        if controller is not None:
            self.fill(controller)
        else:
            self.statusBar().showMessage("Dealing\u2026")

    def fill(self, controller: TableController, preview: bool = True) -> None:
        """Put the table of `controller`'s game in the window: the phase bar, the table, the
        side panel; the games' commands join the menus; commands given meanwhile run now.
        `preview`: show the player's vanguard in the side panel now (False: the start shows it
        once the table answers, `preview_featured`: its picture and text cost about 5 ms)."""
        from PySide6.QtCore import Qt  # not in the frame: its enums cost a bare window's fifth
        from PySide6.QtWidgets import QDockWidget, QVBoxLayout

        from playtester.ui.curtain import Curtain
        from playtester.ui.gamekeeper import GameKeeper
        from playtester.ui.phasebar import PhaseBar
        from playtester.ui.pixmaps import Pixmaps
        from playtester.ui.scene import TableScene
        from playtester.ui.shortcuts import game_commands
        from playtester.ui.sidepanel import SidePanel
        from playtester.ui.view import TableView

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
        state = settings.get_bytes("window/state")
        if state is not None:
            self.restoreState(state)
        self._share_side()
        self.curtain = Curtain(self)
        self.games = GameKeeper(self)
        added = game_commands()
        self.game_commands = (*PLAYED, *(c.id for c in added))  # what the game says they do
        self.private = (*PRIVATE, *self.game_commands)
        self.menus.fill(added)
        self._follow_game()
        self._connect()
        self.statusBar().showMessage("Ready")
        self.welcome(preview)
        if controller.viewer is None:  # a hot-seat game starts behind the curtain
            self.show_curtain(controller.game.state.names[controller.game.to_play])
        self._viewer_changed()
        self.filled = True
        waiting, self._waiting = self._waiting, []
        for command in waiting:
            command()

    def when_filled(self, command: Callable[[], object]) -> None:
        """Do `command` now if the table is in the window, else as soon as it is (a menu
        command given while the table is being filled in waits for it, never lost)."""
        if self.filled:
            command()
        else:
            self._waiting.append(command)
            self.statusBar().showMessage("Dealing\u2026 (then that opens)")

    def show_curtain(self, name: str) -> None:
        """Hide the table, the preview and any open viewer until `name` is at the screen."""
        self.side.clear_card()
        self.view.magnifier.dismiss()
        for viewer in list(self.viewers):
            viewer.close()
        self.curtain.show_for(name)

    def welcome(self, preview: bool = True) -> None:
        """Start the log with what this game is, and preview the player's vanguard (`preview`;
        else `preview_featured` does it later)."""
        c = self.controller
        state = c.game.state
        names = state.names
        first = state.vars.first
        mode = "Solo" if c.mode == "goldfish" else "Hot-seat"  # against any level, not a goldfish
        c.log.header = f"{mode} game: {names[0]} against {names[1]}; {names[first]} goes first."
        self.show_log()
        if preview:
            self._show_featured()

    def preview_featured(self) -> None:
        """At the start, once the table answers: preview the player's vanguard, unless a card
        was previewed meanwhile."""
        if self.side.card is None:
            self._show_featured()

    def _show_featured(self) -> None:
        """Preview the player's vanguard (the layout's featured card) in the side panel, unless
        the screen is changing hands."""
        c = self.controller
        state = c.game.state
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
        from playtester.ui.pixmaps import PICTURES_SETTING

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
        if self.announced is not None or self._practising():
            return
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setWindowTitle("Game over")
        box.setIcon(QMessageBox.Icon.Information)
        from html import escape

        box.setText(f"<h3>{escape(self.controller.result_text())}</h3>")
        how = self.controller.outcome_text()  # why it ended, where the game recorded it
        later = "Start a new game, or undo to play on from before the end."
        box.setInformativeText(f"{how}.\n\n{later}" if how else later)
        again = box.addButton("New Game\u2026", QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Close)
        again.clicked.connect(self.games.new_game)
        self.announced = box
        box.open()

    def _practising(self) -> bool:
        """Whether a puzzle's or a lesson's panel follows the game on the table: it says how
        the game ended, and no Game over box comes over the table to block its buttons."""
        puzzle, lesson = self.puzzle_panel, self.practice_panel
        return (puzzle is not None and puzzle.playing()) or (
            lesson is not None and lesson.following()
        )

    def choose_puzzle(self) -> None:
        """Game > Puzzles: choose a puzzle and play it at the table."""
        from playtester.ui.puzzles import choose_puzzle

        choose_puzzle(self)

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
        from playtester.engine import Action, IllegalAction

        text = tool.action
        actor = self.controller.actor
        if not text:  # only shows a zone of the player to act (the View menu's items)
            self.view_zone(actor, tool.shows)
            return
        number = 0
        if "{n}" in text:
            from PySide6.QtWidgets import QInputDialog

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
        from playtester.engine.table import SEPARATOR

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

    def _restore_geometry(self) -> None:
        """The window's size and place as last time (where its side panel docks: `fill`)."""
        geometry = settings.get_bytes("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:  # the first start: as large as suits the table, within the screen
            room = self.screen().availableGeometry()
            self.resize(min(1480, room.width()), min(940, room.height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The side panel takes at most SIDE_SHARE of the window: the table keeps the rest."""
        self._share_side()
        super().resizeEvent(event)

    def _share_side(self) -> None:
        if hasattr(self, "side"):  # once the table is filled in
            self.side.setMaximumWidth(max(self.side.minimumWidth(), int(SIDE_SHARE * self.width())))

    def import_cards(self) -> None:
        """Cards > Import...: card files into the user's library, with a progress bar."""
        from playtester.ui.importing import ImportDialog

        ImportDialog(self, self.controller.game.state.game).exec()

    def show_statistics(self) -> None:
        """Deck > Statistics, in a window of its own (its plotting library loads on first use),
        for the game, the format and the decks on the table, each time it is shown."""
        from playtester.ui.statistics import StatisticsWindow

        state = self.controller.game.state
        decks = self.controller.deck_files
        if self.statistics is None:
            self.statistics = StatisticsWindow(state.game, state.format, self, decks)
            from PySide6.QtCore import Qt

            self.statistics.setWindowFlag(Qt.WindowType.Window)
        else:
            self.statistics.follow(state.game, state.format, decks)
        self.statistics.show()
        self.statistics.raise_()
        self.statistics.activateWindow()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.statistics is not None:
            self.statistics.close()  # its games stop
        if self.filled:
            self.games.leave()
            if self.view.mat is not None:
                self.view.mat.keep()  # the next start's first paint reads it at this size
        settings.put("window/geometry", self.saveGeometry())
        settings.put("window/state", self.saveState())
        super().closeEvent(event)
