"""The "by hand" mark at the table, for docs/table-unread-mark.png: the made-up trial deck
(tests/fixtures/cgs-trial-deck/, shaped like the Card Game Simulator's files, no real card) is
imported into a fresh data folder and played by the sparring player on both sides for a few
turns in a 1366x768 window; each card whose printed text the table does not wholly read wears
the small amber pencil in its corner, and the tooltip of one such unit says what is by hand.

    .venv/bin/python scripts/unread_mark_screenshot.py [OUT.png]     # offscreen, saved
    screenshot OUT.png 40 --size 1366x768 -- \
        .venv/bin/python scripts/unread_mark_screenshot.py --stay    # a real X11 window
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ["PLAYTESTER_HOME"] = tempfile.mkdtemp(prefix="playtester-unread-mark-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QToolTip

from playtester.cli import main as playtester
from playtester.games.vanguard import bot
from playtester.ui.window import MainWindow

ROOT = Path(__file__).resolve().parents[1]
SETS = ROOT / "tests" / "fixtures" / "cgs-trial-deck"
DECK = SETS / "my-deck.txt"
SEED = 4
TURNS = 6  # played until this turn's main phase


def table() -> MainWindow:
    """The table as `playtester table --deck DECK --deck DECK --format premium --opponent
    sparring --size 1366x768` opens it, drawn faces."""
    from playtester.ui.app import make_app, open_table, parse

    make_app()
    deck = str(DECK)
    args = ["--deck", deck, "--deck", deck, "--format", "premium", "--opponent", "sparring"]
    window = open_table(parse([*args, "--seed", str(SEED), "--size", "1366x768"]))
    assert window is not None
    window.set_pictures(False)
    window.show()
    return window


def play(window: MainWindow) -> None:
    """Both sides as the sparring player, up to player 0's main phase of turn TURNS."""
    controller = window.controller
    game = controller.game
    while game.winner is None:
        state = game.state
        if state.vars.turn >= TURNS and state.vars.active == 0 and state.vars.phase == "main":
            return
        if not controller.act(bot.choose(game)):
            return


def settle(window: MainWindow) -> None:
    for _ in range(3):
        QApplication.processEvents()
    window.view.fit()
    for item in window.scene.cards.values():
        item.settle()
    QApplication.processEvents()


def show_tip(window: MainWindow) -> None:
    """The tooltip of player 0's first marked unit on the field, as a hover shows it."""
    state = window.controller.game.state
    for zone in ("VC", "FL", "FR", "BL", "BC", "BR"):
        for card_id in state.zones[0].get(zone, []):
            item = window.scene.cards.get(card_id)
            if item is not None and item.unread:
                view = window.view
                at = view.mapToGlobal(view.mapFromScene(item.sceneBoundingRect().center()))
                QToolTip.showText(at, item.toolTip(), view)
                return


def main(argv: list[str]) -> int:
    stay = "--stay" in argv  # keep the window open (a real X11 window, for a screenshot tool)
    if not stay:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # (read when the app is made)
    args = [a for a in argv if a != "--stay"]
    out = Path(args[0]) if args else ROOT / "docs" / "table-unread-mark.png"
    atexit.register(shutil.rmtree, os.environ["PLAYTESTER_HOME"], ignore_errors=True)
    if playtester(["cards", "import", str(SETS)]):
        return 1
    window = table()
    play(window)
    settle(window)
    marked = sum(bool(i.unread) for i in window.scene.cards.values())
    print(f"turn {window.controller.game.state.vars.turn}: {marked} cards marked")
    if stay:
        QTimer.singleShot(1500, lambda: show_tip(window))
        return QApplication.instance().exec()  # type: ignore[union-attr]
    window.grab().save(str(out))
    print("wrote", out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
