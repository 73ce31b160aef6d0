"""Starting the table: the window first, at about the cost of a bare window, then the table.

`app.run` shows the window's frame (its menus, its size) before the engine, the games, the
cards and the table's modules are read. A thread then reads them and deals the game (or opens
the saved one) while the window answers: its menus open at once, and a command that needs the
table waits for it (`MainWindow.when_filled`). Back in the main thread, the table is put in the
window; once it answers, the game starts being recorded (from its start).

A deck that cannot be played is said on stderr, as before the window opened, and the program
ends. A card library file that is damaged is asked about before the game is dealt (a dialog, in
the main thread, which then deals); every card of the library is read, to find a row that does
not read back, in a thread once the table is playing (a damaged one is asked about then): the
deal reads only the deck's cards, by name.

`--startup-marks` prints `mark NAME EPOCH-SECONDS RSS-KB CPU-MS` on stderr when the window is first
painted (`window`), when the table is (`table`), when the filled-in table answers its first
event (`interactive`) and when the game is being recorded (`recorded`), then closes the window:
what `benchmarks/startup.py` measures.
"""

from __future__ import annotations

import argparse
import gc
import sys
import threading
import time
from importlib import import_module
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from playtester.ui.controller import TableController
    from playtester.ui.window import MainWindow


# what `MainWindow.fill` needs (the games are read on first use; the recordings' modules once
# the table answers)
TABLE_MODULES = (
    "playtester.ui.controller",
    "playtester.ui.scene",
    "playtester.ui.view",
    "playtester.ui.sidepanel",
    "playtester.ui.phasebar",
    "playtester.ui.curtain",
    "playtester.ui.gamekeeper",
)


def resident_kb() -> int:
    """This process's resident memory in KiB (0 where /proc does not say)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def mark(name: str) -> None:
    """One start-up mark on stderr: its name, the time (epoch seconds), the memory (KiB), and
    the CPU time the process has used (ms, every thread: what a busy machine does not lower)."""
    cpu = time.process_time() * 1000
    print(f"mark {name} {time.time():.6f} {resident_kb()} {cpu:.1f}", file=sys.stderr, flush=True)


class Loaded:
    """What the loading thread hands back: the dealt game, or why there is none."""

    def __init__(
        self,
        controller: TableController | None = None,
        problem: str = "",
        damaged: str = "",
        error: BaseException | None = None,
    ) -> None:
        self.controller = controller
        self.problem = problem  # a sentence: the decks or the saved game cannot be played
        self.damaged = damaged  # the card library is damaged: the main thread asks, then deals
        self.error = error  # anything else that went wrong (shown as a crash)


class Start(QObject):
    """The start of one window: `begin` after the window is shown; the table is filled in
    once the thread has loaded (`filled` is emitted then)."""

    loaded = Signal()
    filled = Signal()
    library_damaged = Signal()  # a card of the user's library does not read back

    def __init__(
        self, window: MainWindow, args: argparse.Namespace, gate: threading.Event | None = None
    ) -> None:
        super().__init__(window)
        self.window = window
        self.args = args
        self.gate = gate  # tests: the thread waits for it before it loads anything
        self.result = Loaded()
        self.damaged = ""  # what the check of every card found wrong with the user's library
        self.checking: threading.Thread | None = None  # that check, once started
        self.collecting = True  # Python's cyclic garbage collector was on before loading
        # emitted by threads, received in this object's thread, the main one (queued: the
        # connection type is not named, as the Qt namespace is not read before the first paint)
        self.loaded.connect(self._fill)
        self.library_damaged.connect(self._ask_about_library)

    def begin(self) -> None:
        """Once the shown window has had its first paint (the next turn of the event loop),
        load in a thread: before it, the thread would take turns with the painting."""
        QTimer.singleShot(0, self._shown)

    def _shown(self) -> None:
        from playtester.ui import app

        if self.args.startup_marks:
            self._window_painted()
        main = QApplication.instance()
        assert isinstance(main, QApplication)
        app.set_icon(main)  # QIcon's enums: not before the first paint either
        app.follow_colour_scheme(main)  # reads the Qt namespace: not before the first paint
        # the modules read while loading make many objects and few cycles: Python's collector
        # would walk them some 90 times for nothing (about 5 ms); on again once loaded, whatever
        # the loading found (unless it was off before)
        self.collecting = gc.isenabled()
        gc.disable()
        threading.Thread(target=self._load, name="table-loader", daemon=True).start()

    def _window_painted(self) -> None:
        self.window.repaint()
        mark("window")

    # -- in the thread ------------------------------------------------------------------------

    def _load(self) -> None:
        try:
            if self.gate is not None:
                self.gate.wait()
            self.result = load(self.args)
        except BaseException as exc:  # shown by the main thread's crash handler
            self.result = Loaded(error=exc)
        finally:
            if self.collecting:  # (off while loading: see `_shown`)
                gc.enable()
        self.loaded.emit()

    # -- back in the main thread --------------------------------------------------------------

    def _fill(self) -> None:
        from playtester.ui import app

        result, window, args = self.result, self.window, self.args
        if not window.isVisible():  # closed (quit) while the game was dealt
            return
        if result.error is not None:
            raise result.error
        if result.problem:
            fail(window, result.problem)
            return
        controller = result.controller
        if controller is None:  # a damaged card library: asked here, then dealt here
            app.card_library_check(result.damaged)
            try:
                controller = app.make_controller(args)
            except Exception as exc:  # a deck or a saved game that cannot be played is said
                if not problem(exc):
                    raise
                fail(window, problem(exc))
                return
        window.fill(controller, preview=False)  # the vanguard's preview once the table answers
        app.settle(window)
        self.filled.emit()
        if args.startup_marks:
            # the table's widgets are shown by a queued call (Qt shows a child added to a shown
            # window later): delivered first, or the repaint would paint nothing
            QApplication.sendPostedEvents()
            window.view.viewport().repaint()
            mark("table")
        if args.quit_after_paint or args.layout:
            QTimer.singleShot(0, lambda: app._after_paint(window, args))
        if args.layout:
            path = args.layout
            controller.changed.connect(
                lambda: QTimer.singleShot(50, lambda: app.write_layout(window, path))
            )
            QTimer.singleShot(600, lambda: app.write_layout(window, path))  # once laid out
        QTimer.singleShot(0, self._playing)

    def _playing(self) -> None:
        """The filled-in table answers events: mark it, preview the player's vanguard in the
        side panel, start recording the game (from its start: what was played meanwhile is
        recorded too), and end when only timing start-up, else check every card of the user's
        library in a thread."""
        args = self.args
        if args.startup_marks:
            mark("interactive")
        self.window.preview_featured()  # the side panel's picture and text: not before
        if not args.quit_after_paint:  # the recordings' modules are read here, not before
            self.window.games.start_recording(offer_resume=not args.layout)
        if args.startup_marks:
            mark("recorded")
            self.window.close()
            QApplication.quit()
        elif not self.result.damaged:
            self.checking = threading.Thread(target=self._read_cards, name="card-check")
            self.checking.daemon = True
            self.checking.start()

    def _read_cards(self) -> None:
        """In a thread, once the table is playing: read every card of the user's library; a
        row that does not read back is asked about as at the start (`app.card_library_check`)."""
        from playtester.cards import library

        self.damaged = library.problem()
        if self.damaged:
            self.library_damaged.emit()

    def _ask_about_library(self) -> None:
        from playtester.ui import app

        app.card_library_check(self.damaged)


def load(args: argparse.Namespace) -> Loaded:
    """In the loading thread: read the table's modules, check the card library, deal the game
    (it is handed to the main thread)."""
    from playtester.cards import library
    from playtester.ui import app

    for module in TABLE_MODULES:  # read here, while the window answers
        import_module(module)

    try:
        if args.deck:  # as the command line reads them: in UTF-8 only, notes on stderr
            from playtester.cli import _read_decks

            _read_decks(args.deck, utf8_only=True)
        damaged = library.file_problem()  # every card is read once the table is playing
        if damaged:
            return Loaded(damaged=damaged)
        controller = app.make_controller(args)
    except Exception as exc:  # a deck or a saved game that cannot be played is said
        said = problem(exc)
        if not said:
            raise
        return Loaded(problem=said)
    main = QApplication.instance()
    assert main is not None
    controller.moveToThread(main.thread())  # its signals are the main thread's
    return Loaded(controller=controller)


def problem(exc: Exception) -> str:
    """A deck, a deck file or a saved game that cannot be played, in a sentence ("": the
    error is none of those)."""
    from playtester.cli import _problem
    from playtester.engine.errors import DeckError
    from playtester.record.savegame import SaveFileError

    if isinstance(exc, SaveFileError):
        return f"cannot open the saved game {exc}"
    if isinstance(exc, (DeckError, OSError)):
        return _problem(exc)
    return ""


def fail(window: MainWindow, sentence: str) -> None:
    """The table cannot start: say why on stderr, as the command line does, and end."""
    print(f"playtester: {sentence}", file=sys.stderr)
    if window.lock is not None:
        window.lock.unlock()  # the data folder is free for the next start
    window.hide()  # hidden, not closed: closing the last window would post a quit of its own
    QApplication.exit(1)
