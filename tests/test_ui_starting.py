"""The table's start: its window appears before the table is filled in, its menus answer while
the game is dealt (a command that needs the table waits for it, one that acts on the game is
off), and what is read late is read at all: the games on the registry's first use, every card
of the user's library once the table is playing. Order of events only: no timings."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from playtester.cards.library import Library as CardLibrary
from playtester.cards.library import library_path
from playtester.games.vanguard.cards import VanguardCard
from playtester.ui import app, instance, messages
from playtester.ui.gamekeeper import GameKeeper
from playtester.ui.starting import Start
from playtester.ui.window import MainWindow

ROOT = Path(__file__).resolve().parents[1]


def _started(qtbot: Any, argv: list[str]) -> tuple[MainWindow, Start, threading.Event]:
    """A table started as `playtester table` starts it, its loading held at the gate."""
    window = MainWindow()
    window.lock = instance.claim()  # this data folder's recordings are this window's
    qtbot.addWidget(window)
    gate = threading.Event()
    start = Start(window, app.parse(argv), gate=gate)
    window.show()
    start.begin()
    qtbot.waitExposed(window)
    return window, start, gate


def _checked(qtbot: Any, start: Start) -> None:
    """Wait for the check of every card of the library, once the table plays (so that no
    thread of this test reads another test's data folder)."""
    qtbot.waitUntil(lambda: start.checking is not None)
    assert start.checking is not None
    start.checking.join()


def test_the_window_appears_before_the_table_and_its_menus_answer_meanwhile(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[bool] = []  # Recordings opened: was the table there?

    def recordings(keeper: GameKeeper) -> None:
        opened.append(keeper.window.filled)

    monkeypatch.setattr(GameKeeper, "show_recordings", recordings)
    window, start, gate = _started(qtbot, ["--seed", "2"])
    assert window.isVisible() and not window.filled  # shown, and nothing dealt yet
    assert not hasattr(window, "controller") and not hasattr(window, "scene")
    game = window.menuBar().actions()[0].menu()
    assert game is not None and game.title() == "&Game"
    game.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(game.isVisible)  # a menu opens while the game is being dealt
    game.hide()
    shortcuts = window.shortcuts
    assert shortcuts["recordings"].isEnabled() and shortcuts["new_game"].isEnabled()
    acting = ("undo", "next", "save_game", "zoom_in", "deck_stats", "assist_free")
    assert not any(shortcuts[key].isEnabled() for key in acting)  # off until the table is there
    shortcuts["recordings"].trigger()  # waits for the table, never lost
    assert opened == [] and "Dealing" in window.statusBar().currentMessage()
    filled: list[bool] = []
    start.filled.connect(lambda: filled.append(True))
    gate.set()
    qtbot.waitUntil(lambda: bool(filled))
    assert window.filled and opened == [True]
    assert window.controller.game.state.vars.phase  # the dealt game is on the table
    assert all(shortcuts[key].isEnabled() for key in acting)
    assert window.scene.cards  # its cards are on the table
    shortcuts["recordings"].trigger()  # from now on, at once
    assert opened == [True, True]
    qtbot.waitUntil(lambda: window.controller.recording is not None)  # recorded once it answers
    _checked(qtbot, start)
    window.close()


def test_what_is_played_before_the_recording_starts_is_recorded_from_the_start(
    qtbot: Any,
) -> None:
    """The recording starts once the filled-in table answers: an action played before then is
    recorded with the game, from its start."""
    window, start, gate = _started(qtbot, ["--seed", "2"])
    played: list[int] = []

    def play_at_once() -> None:  # the player's first action, before the recording starts
        controller = window.controller
        assert controller.recording is None
        assert controller.act(controller.game.legal_actions()[0])  # its first legal action
        played.append(len(controller.game.history))

    start.filled.connect(play_at_once)
    gate.set()
    qtbot.waitUntil(lambda: bool(played))
    qtbot.waitUntil(lambda: window.controller.recording is not None)
    recording = window.controller.recording
    assert played and played[0] >= 1 and recording is not None and recording.played()
    assert len(recording.game.history) == played[0]  # the action is a step of the recording
    _checked(qtbot, start)
    window.close()


def test_the_vanguard_is_previewed_once_the_table_answers_not_before(qtbot: Any) -> None:
    """The side panel's preview of the player's vanguard (its picture and text, about 5 ms)
    comes once the filled-in table has answered, not while it is filled in; a card previewed
    meanwhile stays; a new game previews its vanguard at once."""
    window, start, gate = _started(qtbot, ["--seed", "2"])
    at_fill: list[object] = []
    start.filled.connect(lambda: at_fill.append(window.side.card))
    gate.set()
    qtbot.waitUntil(lambda: bool(at_fill))
    assert at_fill == [None]  # the table is filled in: no preview yet
    qtbot.waitUntil(lambda: window.side.card is not None)
    state = window.controller.game.state
    featured = state.zones[window.controller.actor][window.scene.table.layout.featured]
    assert window.side.card == state.cards[featured[0]].card  # the player's vanguard
    other = next(c.card for c in state.cards.values() if c.card != window.side.card)
    window.side.show_card(other)  # the player previews another card: it stays
    window.preview_featured()
    assert window.side.card == other
    window.welcome()  # a new game on the table: its vanguard at once
    assert window.side.card == state.cards[featured[0]].card
    _checked(qtbot, start)
    window.close()


def test_recordings_chosen_while_dealing_leave_the_game_recorded_once(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Recordings, chosen while the game is dealt, opens the recordings library itself once
    the table is there; the start's own recording then adds no second one of the game."""
    from playtester.ui.recordings import RecordingsDialog

    shown: list[int] = []
    monkeypatch.setattr(RecordingsDialog, "exec", lambda dialog: shown.append(1) or 0)
    window, start, gate = _started(qtbot, ["--seed", "2"])
    window.shortcuts["recordings"].trigger()  # waits for the table
    gate.set()
    qtbot.waitUntil(lambda: start.checking is not None)  # the table plays: recording started
    recording, library = window.controller.recording, window.games.library
    assert shown == [1] and recording is not None and library is not None
    controller = window.controller
    assert controller.act(controller.game.legal_actions()[0])  # played on: it is recorded
    assert [i.id for i in library.recordings()] == [recording.id]  # once, not twice
    _checked(qtbot, start)
    window.close()


def test_the_garbage_collector_is_off_while_loading_and_on_again_after(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Python's cyclic garbage collector rests while the thread reads the table's modules and
    deals, and is on again once it is done, whether the game was dealt or could not be."""
    import gc

    assert gc.isenabled()
    window, start, gate = _started(qtbot, ["--seed", "2"])
    qtbot.waitUntil(lambda: not gc.isenabled())  # the thread is loading
    filled: list[bool] = []
    start.filled.connect(lambda: filled.append(True))
    gate.set()
    qtbot.waitUntil(lambda: bool(filled))
    assert gc.isenabled()
    _checked(qtbot, start)
    window.close()

    def fails(args: Any) -> Any:
        raise RuntimeError("a bug while dealing")

    monkeypatch.setattr("playtester.ui.starting.load", fails)
    window, start, gate = _started(qtbot, ["--seed", "2"])
    qtbot.waitUntil(lambda: not gc.isenabled())
    with qtbot.capture_exceptions() as raised:  # (the crash handler's, in the program)
        gate.set()
        qtbot.waitUntil(lambda: bool(raised))
    assert "a bug while dealing" in str(raised[0][1]) and gc.isenabled()
    window.close()


def test_the_program_icon_is_set_once_the_window_is_painted(qtbot: Any) -> None:
    """The icon waits for the window's first paint (QIcon's enums cost a bare window's
    fiftieth), but not for the table: it is there while the game is still being dealt."""
    main = QApplication.instance()
    assert isinstance(main, QApplication)
    main.setWindowIcon(QIcon())  # none yet
    window, start, gate = _started(qtbot, ["--seed", "2"])
    qtbot.waitUntil(lambda: not main.windowIcon().isNull())
    assert not window.filled
    filled: list[bool] = []
    start.filled.connect(lambda: filled.append(True))
    gate.set()
    qtbot.waitUntil(lambda: bool(filled))
    _checked(qtbot, start)
    window.close()


def test_a_window_closed_while_the_game_is_dealt_is_never_filled(qtbot: Any) -> None:
    window, start, gate = _started(qtbot, ["--seed", "2"])
    loaded: list[bool] = []
    start.loaded.connect(lambda: loaded.append(True))
    window.close()
    gate.set()
    qtbot.waitUntil(lambda: bool(loaded))
    QApplication.processEvents()  # the start's own handler of `loaded` has run
    assert not window.filled and not hasattr(window, "controller")


def _library_with_an_unreadable_card() -> None:
    """The user's library: the cards of a demo deck's names are fine, another card's power
    is not a number (edited by hand)."""
    library = CardLibrary(library_path())
    library.add_cards([VanguardCard("Alpha Knight", grade=1, power=8000)])
    library.close()
    db = sqlite3.connect(library_path())
    db.execute(
        "UPDATE cards_vanguard SET power = 'oops'"
        " WHERE card = (SELECT id FROM cards WHERE name = 'Alpha Knight')"
    )
    db.commit()
    db.close()


def test_an_unreadable_card_is_asked_about_once_the_table_plays(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The deal reads only the deck's cards: a damaged row elsewhere does not hold the table
    back, and is still found (every card is read once the table plays) and asked about."""
    from playtester.cards import library

    monkeypatch.setattr(library, "_left_out", "")
    _library_with_an_unreadable_card()
    events: list[str] = []
    monkeypatch.setattr(messages, "ask", lambda *args: events.append(str(args[2])) or False)
    window, start, gate = _started(qtbot, ["--seed", "2"])
    start.filled.connect(lambda: events.append("filled"))
    gate.set()
    qtbot.waitUntil(lambda: len(events) == 2)
    _checked(qtbot, start)
    assert events[0] == "filled"
    assert "'Alpha Knight' is not readable" in events[1]  # asked, as at any start
    assert library._left_out  # "Bundled Cards Only": the library is left out from now on
    window.close()


def test_a_damaged_library_file_is_asked_about_before_the_deal(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A library file that is damaged itself (its search index gone) is found before the
    game is dealt: asked about first, then the table is dealt with the bundled cards."""
    from playtester.cards import library

    monkeypatch.setattr(library, "_left_out", "")
    CardLibrary(library_path()).add_cards([VanguardCard("Alpha Knight", grade=1, power=8000)])
    db = sqlite3.connect(library_path())
    db.execute("DROP TABLE cards_fts")
    db.commit()
    db.close()
    library.default_library().close()
    events: list[str] = []
    monkeypatch.setattr(messages, "ask", lambda *args: events.append(str(args[2])) or False)
    window, start, gate = _started(qtbot, ["--seed", "2"])
    start.filled.connect(lambda: events.append("filled"))
    gate.set()
    qtbot.waitUntil(lambda: "filled" in events)
    assert len(events) == 2 and "search index cards_fts is missing" in events[0]
    assert events[1] == "filled" and library._left_out  # dealt with the bundled cards only
    window.close()


def test_the_window_and_the_package_read_no_game_until_asked() -> None:
    """What the window's frame needs reads neither the engine's game nor the games; the
    registry reads the games when first asked about one."""
    code = (
        "import sys\n"
        "import playtester.ui.window, playtester.ui.app\n"
        "assert 'playtester.engine.game' not in sys.modules, 'the engine was read'\n"
        "assert 'playtester.games.vanguard' not in sys.modules, 'a game was read'\n"
        "from playtester.engine import registry\n"
        "assert registry.games(table=True) == ['vanguard', 'wixoss']\n"
        "assert 'playtester.games.vanguard' in sys.modules\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr


def test_the_window_frame_reads_no_dataclasses_and_no_icon() -> None:
    """What comes before the window's first paint (the command line, the application, the
    window's frame) reads neither `dataclasses` nor QIcon, whose enums PySide builds when the
    class is first used: both wait until the window is painted (ui/starting.py)."""
    code = (
        "import sys\n"
        "import playtester.cli, playtester.ui.app, playtester.ui.starting, playtester.ui.window\n"
        "from PySide6 import QtGui\n"
        "assert 'dataclasses' not in sys.modules, 'dataclasses was read'\n"
        "assert 'QIcon' not in vars(QtGui), 'QIcon was read'\n"
        "playtester.ui.app.set_icon(playtester.ui.app.make_app())\n"
        "assert 'QIcon' in vars(QtGui), 'the check cannot see QIcon being read'\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr


def test_the_table_mark_is_taken_once_the_table_is_painted() -> None:
    """`--startup-marks`' `table` mark comes after the table's first real paint (its playmat
    drawn in the view): what the start-up benchmark counts as the table painted is painted."""
    code = (
        "import sys\n"
        "from playtester.ui import app, starting, view\n"
        "events = []\n"
        "marked = starting.mark\n"
        "def mark(name):\n"
        "    events.append(name)\n"
        "    marked(name)\n"
        "starting.mark = mark\n"
        "background = view.TableView.drawBackground\n"
        "def draw(self, painter, rect):\n"
        "    events.append('painted')\n"
        "    background(self, painter, rect)\n"
        "view.TableView.drawBackground = draw\n"
        "assert app.run(['--seed', '1', '--startup-marks']) == 0\n"
        "sys.excepthook = sys.__excepthook__  # a failed check ends here, not in a crash dialog\n"
        "assert events.index('window') < events.index('painted') < events.index('table'), events\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,  # a start that hangs (a dialog waiting) fails
    )
    assert done.returncode == 0, done.stderr


def test_a_deck_card_is_read_by_name_not_the_whole_library(tmp_path: Path) -> None:
    """A lookup reads the rows of its name (any case, through the name index) and picks the
    exact name, else the name written loosely; the newest printing is played."""
    library = CardLibrary(tmp_path / "library.db")
    library.add_cards(
        [
            VanguardCard("Gale Knight", number="IN01/001", grade=1, power=6000),
            VanguardCard("Gale Knight", number="IN02/001", grade=1, power=7000),
            VanguardCard("GALE KNIGHT", number="IN01/002", grade=2, power=9000),
            VanguardCard("Other Card", number="IN01/003", grade=0, power=5000),
        ]
    )
    statements: list[str] = []
    conn = library._connection(create=False)
    assert conn is not None
    conn.set_trace_callback(statements.append)
    card = library.lookup("vanguard", "Gale Knight")
    assert card is not None and (card.name, card.number) == ("Gale Knight", "IN02/001")
    shouting = library.lookup("vanguard", "GALE KNIGHT")
    assert shouting is not None and shouting.power == 9000  # its own card, not Gale Knight's
    loose = library.printings("vanguard", "gale  knight")  # neither name exactly
    assert [c.number for c in loose] == ["IN01/002"]  # the first name ignoring case: GALE
    reads = [s for s in statements if s.startswith("SELECT") and "FROM cards AS c" in s]
    assert reads and all("c.name = " in s for s in reads)  # never every card of the game
    for read in reads:  # the expanded statement, its values in place: through the name index
        plan = " ".join(str(row) for row in conn.execute(f"EXPLAIN QUERY PLAN {read}"))
        assert "cards_by_name" in plan, plan
    assert library.printing("vanguard", "in01/003") is not None
    library.close()


# read only once asked for: the bots, the deck statistics, the other game's rules, saved games,
# `html`, the windows and writers no start opens (the statistics, import, lessons, replays), the
# parser of printed text and the card file importers, the pool that reads many card texts; and
# the recordings library and its drawings, read once the table answers (then the game starts
# being recorded); the file dialogs and the watching of replays
DEFERRED = (
    "playtester.record.library",
    "playtester.record.recording",
    "playtester.record.store",
    "playtester.record.annotations",
    "playtester.ui.files",
    "playtester.ui.watching",
    "multiprocessing",
    "concurrent.futures.process",
    "playtester.games.vanguard.sparring",
    "playtester.games.vanguard.sharp",
    "playtester.games.vanguard.figures",
    "playtester.games.wixoss.game",
    "playtester.games.wixoss.rules",
    "playtester.games.wixoss.sparring",
    "playtester.record.savegame",
    "html",
    "playtester.stats",
    "playtester.ui.statistics",
    "playtester.ui.importing",
    "playtester.ui.replay",
    "playtester.ui.recordings",
    "playtester.ui.pdf",
    "playtester.record.lesson",
    "playtester.record.printer",
    "playtester.games.vanguard.text_reader",  # the parser of printed text, and its grammar
    "lark",
    "playtester.cards.importers",  # the card file importers, and Cockatrice's XML
    "playtester.cards.cockatrice",
    "xml.etree.ElementTree",
    "playtester.cards.writing",  # the card library's writing, and what an import reports
    "playtester.cards.imports",
)


def test_the_table_answers_before_what_it_does_not_need_is_read() -> None:
    """`playtester table` (Vanguard, the demo decks) is dealt, filled in and answers without
    reading what only a later command needs; asking for those reads them then."""
    code = (
        "import sys\n"
        "from playtester.ui import app, starting\n"
        "seen = set()\n"
        "marked = starting.mark\n"
        "def mark(name):\n"
        "    marked(name)\n"
        "    if name == 'interactive':\n"
        "        seen.update(sys.modules)\n"
        "starting.mark = mark\n"
        "assert app.run(['--seed', '1', '--startup-marks']) == 0\n"
        "sys.excepthook = sys.__excepthook__  # a failed check ends here, not in a crash dialog\n"
        "assert 'playtester.games.vanguard.game' in seen, 'the check saw no table'\n"
        f"read = [m for m in {DEFERRED!r} if m in seen]\n"
        "assert not read, f'read before the table answered: {read}'\n"
        "from playtester.engine import registry\n"
        "assert registry.players_for('vanguard').figures.measures\n"
        "assert registry.rules_for('wixoss').name == 'wixoss'\n"
        "from playtester.games.vanguard.card_abilities import PRINTED, readings\n"
        "from playtester.games.vanguard.cards import VanguardCard\n"
        "oddity = VanguardCard('Invented Oddity', grade=1, power=8000, text='[AUTO] Draw.')\n"
        "assert readings(oddity)[0] == PRINTED\n"
        "import playtester.cards.importers, playtester.cards.writing, playtester.ui.replay\n"
        "for name in ('playtester.games.vanguard.figures', 'playtester.games.wixoss.rules',\n"
        "             'playtester.record.library', 'playtester.record.annotations',\n"
        "             'playtester.ui.files', 'playtester.ui.watching',\n"
        "             'playtester.games.vanguard.text_reader', 'lark', 'xml.etree.ElementTree',\n"
        "             'playtester.cards.writing', 'playtester.cards.imports'):\n"
        "    assert name in sys.modules, f'the check cannot see {name} being read'\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,  # a start that hangs (a dialog waiting) fails
    )
    assert done.returncode == 0, done.stderr


ANIMATIONS = ("QEasingCurve", "QPropertyAnimation", "QParallelAnimationGroup",
              "QSequentialAnimationGroup", "QPauseAnimation")  # fmt: skip


def test_the_table_answers_before_pyside_reads_the_animation_classes() -> None:
    """The table is laid out without moving, so PySide builds the animation classes (and their
    enums, about 2 ms) on a card's first move or a circle's first appearance, after the table
    answers; PySide adds a class to its module's namespace when it first builds it."""
    code = (
        "import sys\n"
        "import PySide6.QtCore as core\n"
        "from playtester.ui import app, starting\n"
        "seen = []\n"
        "marked = starting.mark\n"
        "def mark(name):\n"
        "    marked(name)\n"
        "    if name == 'interactive':\n"
        f"        seen.extend(n for n in {ANIMATIONS!r} if n in vars(core))\n"
        "        seen.append('interactive')\n"
        "starting.mark = mark\n"
        "assert app.run(['--seed', '1', '--startup-marks']) == 0\n"
        "sys.excepthook = sys.__excepthook__  # a failed check ends here, not in a crash dialog\n"
        "assert seen == ['interactive'], f'read before the table answered: {seen}'\n"
        "from PySide6.QtCore import QPointF\n"
        "from PySide6.QtGui import QPixmap\n"
        "from playtester.ui.items.card import CardItem\n"
        "from playtester.ui.items.ring import GainedRing\n"
        "CardItem(1).reveal((0.0, 0.0), ('a', QPixmap()), ('b', QPixmap()), (1, 1, 0, 1, 1), 0)\n"
        "GainedRing(0.0, 0.0, True, 'ring').appear()\n"
        f"missing = [n for n in {ANIMATIONS!r} if n not in vars(core)]\n"
        "assert not missing, f'the check cannot see {missing} being read'\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr


def test_a_library_decks_kept_readings_are_played_without_the_parser(tmp_path: Path) -> None:
    """A deck naming an imported card whose reading of its printed text the library keeps:
    the table plays that reading and answers without reading the parser of printed text or its
    grammar's module (Lark): the reader's version is a digest of its modules' source."""
    deck = (ROOT / "assets" / "decks" / "brasswork-covenant.txt").read_text("utf-8")
    assert "3x Ratchet Squire Bolt" in deck
    (tmp_path / "deck.txt").write_text(deck.replace("Ratchet Squire Bolt", "Lantern Squire"))
    imports = (  # in a process of its own: reading the text at import reads the parser
        "import dataclasses\n"
        "from playtester.cards import db\n"
        "from playtester.cards.library import Library, library_path\n"
        "bolt = db.lookup('vanguard', 'Ratchet Squire Bolt')\n"
        "text = '[AUTO](VC):When this unit attacks, [COST][Counter Blast 1], draw a card.'\n"
        "own = dataclasses.replace(bolt, name='Lantern Squire', number='IN01/001', text=text)\n"
        "Library(library_path()).add_cards([own])\n"
    )
    starts = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from playtester.ui import app, starting\n"
        "seen, names = set(), set()\n"
        "marked = starting.mark\n"
        "def mark(name):\n"
        "    marked(name)\n"
        "    if name == 'interactive':\n"
        "        seen.update(sys.modules)\n"
        "        tops = QApplication.topLevelWidgets()\n"
        "        state = next(w for w in tops if hasattr(w, 'controller')).controller.game.state\n"
        "        names.update(c.card.name for c in state.cards.values())\n"
        "        from playtester.games.vanguard.abilities import ABILITIES\n"
        "        names.add(str(len(ABILITIES.texts_of(state)['Lantern Squire'].abilities)))\n"
        "starting.mark = mark\n"
        f"deck = {str(tmp_path / 'deck.txt')!r}\n"
        "assert app.run(['--seed', '1', '--startup-marks', '--deck', deck, '--deck', deck]) == 0\n"
        "sys.excepthook = sys.__excepthook__\n"
        "assert 'Lantern Squire' in names and '1' in names, names  # dealt, its reading played\n"
        "read = [m for m in ('lark', 'playtester.games.vanguard.text_grammar') if m in seen]\n"
        "assert not read, f'read before the table answered: {read}'\n"
        "from playtester.games.vanguard.text_reader import read_text\n"
        "assert 'lark' in sys.modules, 'the check cannot see Lark being read'\n"
    )
    env = {**os.environ, "PLAYTESTER_HOME": str(tmp_path)}
    for code in (imports, starts):
        done = subprocess.run(
            [sys.executable, "-c", code],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=False,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr


def test_text_is_escaped_for_rich_text_as_the_html_module_does() -> None:
    """The table's and the games' own escaping (the `html` module waits for first use) makes
    what `html.escape` makes: no markup, no quote, no entity comes through."""
    import html

    from playtester.games.common.facts import escape as game_escape

    text = """<img src="x.png"> & 'Knight' &amp; <b>"""
    assert messages.escape(text) == game_escape(text) == html.escape(text)
    for each in "&<>\"'":
        assert messages.escape(each) == game_escape(each) == html.escape(each) != each


def test_without_options_the_table_builds_no_parser_and_gets_its_defaults(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`playtester` from the desktop gives no options: the parser's defaults, without building
    the parser (argparse looks for its translations: a few ms before the window)."""
    defaults = vars(app.table_parser().parse_args([]))
    monkeypatch.setattr(app, "table_parser", lambda helping=False: pytest.fail("parser built"))
    assert vars(app.parse([])) == defaults
