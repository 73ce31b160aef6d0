"""Starting the table: the application, its palette, and the first game."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

from playtester.ui import pysidecheck

if TYPE_CHECKING:
    from PySide6.QtCore import QLockFile
    from PySide6.QtGui import QGuiApplication, QPalette

    from playtester.ui.controller import TableController
    from playtester.ui.window import MainWindow

START = time.perf_counter()
pysidecheck.install()  # PySide's look at each module imported from here on, made cheap
APP_ID = "io.github.playtester.Playtester"  # the desktop entry's name (packaging/)


def dark_palette() -> QPalette:
    from PySide6.QtGui import QColor, QPalette

    p = QPalette()
    roles = {
        QPalette.ColorRole.Window: QColor(30, 33, 40),
        QPalette.ColorRole.WindowText: QColor(226, 230, 236),
        QPalette.ColorRole.Base: QColor(22, 25, 31),
        QPalette.ColorRole.AlternateBase: QColor(34, 38, 46),
        QPalette.ColorRole.Text: QColor(226, 230, 236),
        QPalette.ColorRole.Button: QColor(44, 48, 58),
        QPalette.ColorRole.ButtonText: QColor(226, 230, 236),
        QPalette.ColorRole.Highlight: QColor(214, 160, 60),
        QPalette.ColorRole.HighlightedText: QColor(20, 20, 24),
        QPalette.ColorRole.ToolTipBase: QColor(44, 48, 58),
        QPalette.ColorRole.ToolTipText: QColor(236, 238, 242),
        QPalette.ColorRole.PlaceholderText: QColor(130, 136, 148),
        QPalette.ColorRole.Mid: QColor(120, 126, 138),
    }
    for role, colour in roles.items():
        p.setColor(role, colour)
    return p


def make_app() -> QApplication:
    """The application, in the Fusion style (the same look everywhere)."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        app.setStyle("Fusion")
        return app
    # given on the command line rather than by setStyle(), whose QStyle result makes PySide
    # build that class's many enums (~5 ms of start-up)
    return QApplication([*sys.argv[:1], "-style", "Fusion"])


def follow_colour_scheme(app: QApplication) -> None:
    """A light or dark palette following the system's colour scheme, now and whenever it
    changes; light is the palette the application started with (the desktop's, else Fusion's)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor, QGuiApplication, QPalette

    light = QPalette(app.palette())

    def apply() -> None:
        if QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark:
            app.setPalette(dark_palette())
        else:
            palette = QPalette(light)
            palette.setColor(QPalette.ColorRole.Highlight, QColor(196, 136, 32))
            app.setPalette(palette)

    apply()
    QGuiApplication.styleHints().colorSchemeChanged.connect(lambda _scheme: apply())


def set_icon(app: QGuiApplication) -> None:
    """The program's icon on its windows, from the bundled PNG sizes (the table's start sets it
    once the window is painted: PySide builds QIcon's many enums when it is first used)."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    from playtester.resources import icon_files

    icon = QIcon()
    for size, path in icon_files():
        icon.addFile(str(path), QSize(size, size))  # with its size, read only when shown
    app.setWindowIcon(icon)


# the options when none is given: the parser's defaults (tests/test_ui_starting.py checks)
DEFAULTS: dict[str, object] = dict(  # (keywords: the option `deck` is not a zone to test_purity)
    game=None,
    mode="goldfish",
    opponent="",
    seed=None,
    format=None,
    deck=None,
    open=None,
    size="",
    quit_after_paint=False,
    startup_marks=False,
    layout=None,
)


def parse(argv: list[str]) -> argparse.Namespace:
    """The table's options. The games are read only to check a `--game` or a `--format` that
    is given (or to list them for `--help`): the window appears before they are read. Without
    options (the desktop's start) no parser is built: argparse looks for its translations."""
    if not argv:
        return argparse.Namespace(**DEFAULTS)
    parser = table_parser(helping=any(a in ("-h", "--help") for a in argv))
    args = parser.parse_args(argv)
    if args.game is not None and args.game not in _played():
        choices = ", ".join(repr(g) for g in _played())
        parser.error(f"argument --game: invalid choice: {args.game!r} (choose from {choices})")
    if args.format is not None:
        from playtester.engine.registry import words_for

        formats = [f for game in _played() for f in words_for(game).formats]
        if args.format not in formats:
            choices = ", ".join(repr(f) for f in formats)
            parser.error(
                f"argument --format: invalid choice: {args.format!r} (choose from {choices})"
            )
    return args


def table_parser(helping: bool = False) -> argparse.ArgumentParser:
    """The parser of the table's options (`helping`: `--help` lists the games, reading them)."""
    parser = argparse.ArgumentParser(prog="playtester")
    parser.add_argument(
        "--game",
        default=None,
        metavar="{" + ",".join(_played()) + "}" if helping else "GAME",
        help="the game to play (the first unless given)",
    )
    parser.add_argument("--mode", choices=("goldfish", "hotseat"), default="goldfish")
    parser.add_argument(
        "--opponent",
        default="",
        metavar="LEVEL",
        help="the level the program plays your opponent at (goldfish, sparring, sharp)",
    )
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--format", default=None, help="the game's first format unless given")
    parser.add_argument("--deck", action="append", type=Path, help="a deck list (give two)")
    parser.add_argument("--open", type=Path, help="open a saved game")
    parser.add_argument("--size", default="", help="window size, e.g. 1400x900")
    parser.add_argument("--quit-after-paint", action="store_true", help="for timing start-up")
    parser.add_argument(
        "--startup-marks",
        action="store_true",
        help="for timing start-up: print when the window, the table and its answers are there",
    )
    parser.add_argument("--layout", type=Path, help="write item positions here once painted")
    return parser


def _played() -> list[str]:
    from playtester.engine.registry import games

    return games(table=True)


def table_game(args: argparse.Namespace) -> str:
    """The game to deal: the one given, else the first the table plays."""
    return str(args.game or _played()[0])


def run(argv: list[str] | None = None) -> int:
    """The table: its window first (menus, size), then the game dealt and the table filled in
    while the window answers (ui/starting.py)."""
    args = parse(sys.argv[1:] if argv is None else argv)
    app = make_app()
    app.setApplicationName("playtester")
    app.setOrganizationName("playtester")
    app.setDesktopFileName(APP_ID)  # names the program (Wayland finds its icon and name there)
    # its icon and the colour scheme are set once the window is painted (ui/starting.py)
    from playtester.ui import crash

    crash.install()  # from here on, an error nobody caught is logged and shown, not lost
    claimed, lock = claim_data_folder()
    if not claimed:
        return 0
    from playtester.ui.starting import Start
    from playtester.ui.window import MainWindow

    window = MainWindow()
    window.lock = lock
    if args.size:
        width, height = (int(v) for v in args.size.lower().split("x"))
        window.resize(width, height)
    start = Start(window, args)
    window.show()
    start.begin()
    return app.exec()


def claim_data_folder() -> tuple[bool, QLockFile | None]:
    """(go on, the data folder's lock): when another window holds the folder, the player
    chooses to play unrecorded (no lock) or to quit (go on: False)."""
    from playtester.ui import instance, messages

    lock = instance.claim()  # kept by the window: held until the program ends
    if lock is None:
        text = instance.SECOND_WINDOW.format(holder=instance.holder())
        title = "playtester is already open"
        if not messages.ask(None, title, text, "Play Without Recording", "Quit"):
            return False, None
    return True, lock


def open_table(args: argparse.Namespace) -> MainWindow | None:
    """The table window for these arguments, not yet shown, filled in at once; None when
    another window holds the data folder and the player chose to quit rather than play
    unrecorded."""
    from playtester.ui.window import MainWindow

    claimed, lock = claim_data_folder()
    if not claimed:
        return None
    card_library_check()
    window = MainWindow(make_controller(args))
    window.lock = lock
    if args.size:
        width, height = (int(v) for v in args.size.lower().split("x"))
        window.resize(width, height)
    settle(window)
    return window


def make_controller(args: argparse.Namespace) -> TableController:
    """The game these arguments ask for, dealt (or opened) and played up to the first human
    choice; DeckError, OSError or SaveFileError when it cannot be."""
    from playtester.cards.decklist import read_deck_file
    from playtester.resources import deck_title, demo_decks
    from playtester.ui.controller import TableController

    if args.open:
        return TableController.load(args.open)
    fmt = table_format(args)
    game = table_game(args)
    paths = args.deck or demo_decks(fmt, game)[:2]
    decks = [read_deck_file(p)[0] for p in paths]
    controller = TableController.new_game(
        decks, args.seed, args.mode, fmt, game_name=game, opponent=args.opponent
    )
    controller.meta["decks"] = [deck_title(p) for p in paths]
    return controller


def settle(window: MainWindow) -> None:
    """Once the table is in the window: say what is not kept (no lock: another window records
    in this data folder; a data folder that cannot be written)."""
    from playtester import userdata
    from playtester.ui import messages

    if window.lock is None:
        window.games.play_unrecorded(
            "Not recorded: another playtester window keeps this data folder's recordings."
        )
    if userdata.problem():  # a read-only data folder: play on, and say what is not kept
        window.statusBar().showMessage(userdata.problem())
        messages.tell(None, "playtester: data folder", userdata.problem(), warning=True)


def table_format(args: argparse.Namespace) -> str:
    """The format to deal: the one given, else the game's first."""
    from playtester.engine.registry import words_for

    return str(args.format or next(iter(words_for(table_game(args)).formats)))


def card_library_check(damaged: str | None = None) -> None:
    """A damaged card library is said before any deck is read, never emptied: the player may
    move it aside (kept, renamed) and start an empty one, or play with the bundled cards only.
    `damaged`: what is wrong with it, when already found (None: read every card to find out)."""
    from playtester.cards import library
    from playtester.ui import messages
    from playtester.ui.crash import write_log

    if damaged is None:
        damaged = library.problem()
    if not damaged:
        return
    question = (
        f"{damaged}.\n\nIt is kept as it is. Move it aside (renamed with today's date, nothing in "
        "it is lost) and start an empty card library, or play with the bundled cards only?"
    )
    title = "Your card library is damaged"
    if messages.ask(None, title, question, "Move It Aside", "Bundled Cards Only"):
        try:
            write_log(f"moved the damaged card library to {library.move_aside()}: {damaged}")
            return
        except OSError as exc:
            messages.tell(None, title, f"It could not be moved: {exc}", warning=True)
    library.leave_out(damaged)
    write_log(f"playing with the bundled cards only: {damaged}")


def _after_paint(window: object, args: argparse.Namespace) -> None:
    from playtester.ui.window import MainWindow

    assert isinstance(window, MainWindow)
    window.view.viewport().repaint()
    elapsed = time.perf_counter() - START
    if args.layout:
        write_layout(window, args.layout)
    if args.quit_after_paint:
        print(f"first paint after {elapsed * 1000:.0f} ms", file=sys.stderr)
        print(f"painted at {time.time():.6f}", file=sys.stderr)  # for benchmarks/table.py
        QApplication.instance().quit()  # type: ignore[union-attr]


def write_layout(window: object, path: Path) -> None:
    """Where the cards and zones are on the screen (for tests that use the real mouse)."""
    import json

    from playtester.ui.window import MainWindow

    assert isinstance(window, MainWindow)
    view, scene = window.view, window.scene
    state = window.controller.game.state

    def screen(x: float, y: float) -> list[int]:
        point = view.viewport().mapToGlobal(view.mapFromScene(x, y))
        return [point.x(), point.y()]

    def widget(w: QWidget) -> list[int]:
        point = w.mapToGlobal(w.rect().center())
        return [point.x(), point.y()]

    cards = []
    for card_id, item in scene.cards.items():
        player, zone = state.where[card_id]
        card = state.cards[card_id].card
        x, y = item.target()
        cards.append(
            {
                "id": card_id,
                "player": player,
                "zone": zone,
                "index": state.zones[player][zone].index(card_id),  # 0: the top of a pile
                "name": card.name,
                "at": screen(x, y),
            }
        )
    zones = {
        f"{p}:{z}": screen(i.rect.center().x(), i.rect.center().y())
        for (p, z), i in scene.zones.items()
    }
    bar = window.phase_bar
    buttons = {
        name: widget(b)
        for name, b in (("keep", bar.button("Keep Hand")), ("next", bar.next))
        if b.isVisible()
    }
    game = window.controller.game
    moving = any(item.moving for item in scene.cards.values())
    doc = {
        "pid": os.getpid(),
        "moving": moving,  # cards are still on their way: where they are is not "at" yet
        "cards": cards,
        "zones": zones,
        "buttons": buttons,
        "phase": state.vars.phase,
        "to_play": game.to_play,
        "legal": [str(a) for a in game.legal_actions()],
    }
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(doc))
    tmp.replace(path)
    if moving:  # written again once they are there
        QTimer.singleShot(100, lambda: write_layout(window, path))
