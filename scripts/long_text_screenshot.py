"""Open the table on cards whose texts are too long for their faces, and rest the pointer on
one so that its tooltip shows the whole text: for the README's screenshot of the "more" mark.
It needs a real display (the pointer is moved for real; `scripts/screenshots` gives it a
virtual X11 screen) and takes the window's part of the screen once the tooltip is up:

    .venv/bin/python scripts/long_text_screenshot.py [OUT.png]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("PLAYTESTER_HOME", tempfile.mkdtemp(prefix="playtester-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication, QToolTip

from playtester.engine import Game

CLAN = "Lantern Order"
LONG = (
    "[AUTO](VC):When this unit attacks, look at the top five cards of your deck, choose up to"
    " one grade 1 or greater card from among them, reveal it and put it into your hand, and"
    " shuffle your deck. If you put a card into your hand this way, choose one of your"
    " rear-guards, and it gets [Power]+5000 until end of turn. [CONT](VC):During your turn, if"
    " you have four or more cards in your soul, all of your rear-guards get [Power]+2000."
    " [ACT](VC)[1/Turn]:[COST][Counter-Blast 2 & Soul-Blast 1], draw a card, choose one of your"
    " opponent's rear-guards, retire it, and this unit gets [Critical]+1 until end of turn."
    " [AUTO](RC)[1/Turn]:When another of your units is placed on (RC), if you have a grade 3 or"
    " greater vanguard, choose a card from your drop, put it on the bottom of your deck, and"
    " this unit gets [Power]+5000 until end of turn. [AUTO]:When this card is put into the drop"
    " from (RC), you may pay [COST][Soul-Blast 1]; if you do, draw a card, and at the end of"
    " that turn, put this card into your soul."
)
CARDS = [
    {"name": "Lantern Sovereign, Averil", "grade": 3, "power": 13000, "shield": 0,
     "clan": CLAN, "text": LONG, "number": "FX01/001EN", "skills": ["twin_drive"]},
    {"name": "Wickbearer Squire", "grade": 1, "power": 8000, "shield": 5000, "clan": CLAN,
     "text": "[AUTO](RC):When this unit boosts, draw a card.", "number": "FX01/002EN"},
    {"name": "Ember Page", "grade": 0, "power": 5000, "shield": 10000, "clan": CLAN,
     "number": "FX01/003EN"},
    {"name": "Ashen Knight", "grade": 2, "power": 10000, "shield": 5000, "clan": CLAN,
     "text": LONG.replace("five", "three"), "number": "FX01/004EN"},
]  # fmt: skip


def _game() -> Game:
    me = {"circles": {"VC": "Lantern Sovereign, Averil", "BC": "Wickbearer Squire",
                      "FL": "Ashen Knight"},
          "hand": ["Ashen Knight", "Lantern Sovereign, Averil", "Ember Page"],
          "deck": ["Ember Page"] * 20, "soul": ["Ember Page"]}  # fmt: skip
    other = {"circles": {"VC": "Ashen Knight"}, "hand": ["Ember Page"] * 4,
             "deck": ["Ember Page"] * 20}  # fmt: skip
    doc = {"turn": 3, "active": 0, "phase": "main", "cards": CARDS, "players": [me, other]}
    return Game.from_position(doc)


SIZE = (1600, 1000)
OUT = Path(__file__).resolve().parents[1] / "docs" / "table-long-text.png"


def main(argv: list[str]) -> int:
    from playtester.ui.app import make_app
    from playtester.ui.controller import TableController
    from playtester.ui.window import MainWindow

    app = make_app()
    controller = TableController(_game(), "goldfish")
    window = MainWindow(controller)
    window.view.magnifier.set_on_hover(False)  # the tooltip alone
    window.resize(*SIZE)
    window.move(0, 0)
    window.show()
    window.activateWindow()  # Qt shows tooltips in the active window only
    window.view.fit()

    def rest_on_their_vanguard() -> None:
        view = window.view
        item = window.scene.card_item(controller.game.state.zones[1]["VC"][0])
        QCursor.setPos(view.viewport().mapToGlobal(view.mapFromScene(item.pos() + QPointF(0, 20))))

    out = Path(argv[0]) if argv else OUT
    tries = 0

    def take_once_the_tooltip_shows() -> None:
        """The screen under the window, with the tooltip over it (it is a window of its own);
        up to 30 s of waiting, then a sentence and a failure."""
        nonlocal tries
        tries += 1
        if not QToolTip.isVisible() and tries < 300:
            QTimer.singleShot(100, take_once_the_tooltip_shows)
            return
        if QToolTip.isVisible():
            QTimer.singleShot(300, lambda: save(out))  # the tooltip's fade-in done
        else:
            print("the tooltip never showed", file=sys.stderr)
            app.exit(1)

    def save(out: Path) -> None:
        frame = window.frameGeometry()
        screen = window.screen().grabWindow(0, frame.x(), frame.y(), *SIZE)
        screen.save(str(out))
        print("wrote", out)
        app.exit(0)

    QTimer.singleShot(1500, rest_on_their_vanguard)
    QTimer.singleShot(1600, take_once_the_tooltip_shows)
    QApplication.processEvents()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
