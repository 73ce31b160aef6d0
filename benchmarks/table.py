"""Table benchmark: start-up to the first painted table against an empty PySide6 window, the
frame time while dragging a card over a Vanguard table with 120 cards and over a full WIXOSS
board (every zone holding cards: LRIG stacks, SIGNI, a Life Cloth, Ener, trashes, LRIG decks),
and what one drag asks of the rules.

    python benchmarks/table.py [--runs 7] [--drags-only]

Start-up is the time from launching a process until its window is painted for the first time
(each program prints the moment of its first paint), with the drawn faces already cached and
the bytecode compiled (as on every start after the first); the whole process's run time, exit
included, is reported too. A third program gives the floor for any table: a bare
QGraphicsView showing the same playmat and seven card pictures (read the fast way, from the
twins the table wrote), with none of playtester's code. Frames are repaints of the table view
(offscreen raster) while a card follows the mouse.

Drag costs: on a recorded table, one drag from the hand onto the vanguard circle (a ride) and one
drag of a rear-guard onto an opposing unit (a boosted attack), each made with the mouse on the
real widgets, counting the calls of `check` and `perform` on the registered rules object (every
game's) and the places the drag judged (glowing, outlined, or a tool's place left dark until
Alt is held). Each place is judged once at most, and each action (the goldfish's replies
included) is performed once.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
EMPTY = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1480, 940); w.show()
def done():
    w.repaint()
    import time
    print(f"painted at {time.time():.6f}", file=sys.stderr)
    app.quit()
QTimer.singleShot(0, done)
app.exec()
"""
BARE_TABLE = """
import glob, struct, sys, zlib
from PySide6.QtCore import QTimer, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow, QWidget
def load(path):
    with open(path, "rb") as file:
        _magic, width, height, _line, fmt, packed = struct.unpack("<8sIIII?", file.read(25))
        image = QImage(width, height, QImage.Format(fmt))
        data = file.read()
        image.bits()[:] = zlib.decompress(data) if packed else data
    return QPixmap.fromImage(image)
cache = sys.argv[1]
app = QApplication(sys.argv[:1])
scene = QGraphicsScene()
scene.addPixmap(load(glob.glob(cache + "/playmats/*/*.qimg")[0]))  # in its version folder
for i, path in enumerate(sorted(glob.glob(cache + "/faces/*/*/*.qimg"))[:7]):
    scene.addPixmap(load(path)).setPos(100 + 130 * i, 1000)
view = QGraphicsView(scene)
view.setViewport(QWidget())
view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
w = QMainWindow(); w.setCentralWidget(view); w.resize(1480, 940); w.show()
def done():
    view.viewport().repaint()
    import time
    print(f"painted at {time.time():.6f}", file=sys.stderr)
    app.quit()
QTimer.singleShot(0, done)
app.exec()
"""


def _time(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(launch to first paint, launch to exit) in seconds."""
    start = time.time()
    done = subprocess.run(command, env=env, check=True, capture_output=True, cwd=ROOT, text=True)
    end = time.time()
    painted = next(
        float(line.split()[-1])
        for line in done.stderr.splitlines()
        if line.startswith("painted at")
    )
    return painted - start, end - start


def startup(runs: int, home: str) -> dict[str, float]:
    env = {**os.environ, "PLAYTESTER_HOME": home, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program has its bytecode cached
    table = [sys.executable, "-m", "playtester", "table", "--seed", "1", "--quit-after-paint"]
    programs = {
        "empty": [sys.executable, "-c", EMPTY],
        "table": table,
        "bare": [sys.executable, "-c", BARE_TABLE, str(Path(home) / "cache")],
    }
    env.pop("PLAYTESTER_CACHE", None)
    for command in programs.values():  # the table draws and caches the faces and the playmat
        _time(command, env)
    runs_of: dict[str, list[tuple[float, float]]] = {name: [] for name in programs}
    for _ in range(runs):
        for name, command in programs.items():
            runs_of[name].append(_time(command, env))
    out = {}
    for name, values in runs_of.items():
        out[f"{name} paint"] = statistics.median(v[0] for v in values)
        out[f"{name} exit"] = statistics.median(v[1] for v in values)
    return out


def vanguard_board() -> Any:
    """A Vanguard table holding 120 cards: every circle taken, hands, piles, damage."""
    sys.path.insert(0, str(ROOT))
    from playtester.engine import Game
    from tests.positions import CARDS

    names = [c["name"] for c in CARDS if c["name"] != "Stranger Page"]

    def side() -> dict[str, object]:
        pick = lambda n: [names[i % len(names)] for i in range(n)]  # noqa: E731
        return {
            "circles": {c: names[i] for i, c in enumerate(("VC", "FL", "FR", "BL", "BC", "BR"))},
            "hand": pick(10), "deck": pick(14), "drop": pick(14), "soul": pick(6),
            "damage": pick(5), "bind": pick(3), "removed": pick(2),
        }  # fmt: skip

    doc = {"turn": 3, "phase": "main", "cards": CARDS, "players": [side(), side()]}
    game = Game.from_position(doc)
    assert len(game.state.cards) == 120, len(game.state.cards)
    return game


def wixoss_board() -> Any:
    """A full WIXOSS board: grown LRIG stacks, three SIGNI a side (one risen on a base), a
    fanned Life Cloth, fifteen Ener cards of several colours, trashes, LRIG decks, a check."""
    import playtester  # noqa: F401  (registers the games and their cards)
    from playtester.engine import Game

    def side(team: str, signi: list[str], lrigs: list[str], assists: list[list[str]]) -> object:
        cycle = (signi * 20)[:60]
        return {
            "field": {"C": lrigs[::-1], "AL": assists[0][::-1], "AR": assists[1][::-1],
                      "SL": signi[5], "SC": [signi[6], signi[3]], "SR": signi[4]},
            "hand": cycle[:10], "deck": cycle[10:30], "life": cycle[30:37],
            "ener": cycle[37:52], "trash": cycle[45:60], "check": [signi[0]],
            "lrig_deck": [team], "lrig_trash": [lrigs[0]],
            "flags": {"ener": True, "grown": True},
        }  # fmt: skip

    white = ["Chime Sprite", "Lantern Moth Page", "Vigil Lamplighter", "Bell Tower Sentinel",
             "Carillon Knight", "Dawn Herald Swift", "Seraph of the Last Toll"]  # fmt: skip
    red = ["Cinder Whelp", "Flint Sapper", "Ashfall Skirmisher", "Ashen Stalker",
           "Bellows Ram", "Kiln Lancer", "Pyreclaw Hussar"]  # fmt: skip
    aurelle = ["Aurelle, Unlit Wick", "Aurelle, First Chime", "Aurelle, Bell of Noon",
               "Aurelle, Cathedral of Light"]  # fmt: skip
    cindrel = ["Cindrel, Spark in the Ash", "Cindrel, Kindled Blade", "Cindrel, Forge Tyrant",
               "Cindrel, Sovereign Pyre"]  # fmt: skip
    pim = ["Pim, Candle Runner", "Pim, Lamp Keeper", "Pim, Beacon Warden"]
    brakka = ["Brakka, Soot Pup", "Brakka, Bellows Hound", "Brakka, Furnace Warhound"]
    players = [
        side("Chorus of Returning Light", white, aurelle, [pim, ["Quell, Quiet Novice"]]),
        side("Scorching Verdict", red, cindrel, [brakka, ["Fuse, Wick Imp", "Fuse, Blast Imp"]]),
    ]
    doc = {"game": "wixoss", "turn": 5, "phase": "main", "players": players}
    game = Game.from_position(doc)
    assert len(game.state.cards) == 165, len(game.state.cards)
    return game


def drag_frames(game: Any, frames: int = 200) -> list[float]:
    """The repaint of the table while a card of the hand follows the mouse, frame by frame."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from playtester.ui.controller import TableController
    from playtester.ui.window import MainWindow

    window = MainWindow(TableController(game))
    window.resize(1480, 940)
    window.show()
    app.processEvents()
    scene, view = window.scene, window.view
    for item in scene.cards.values():
        item.settle()
    card = scene.card_item(game.state.zones[0]["hand"][0])
    card.setZValue(1000)
    card.setScale(1.0)  # a card dragged out of the hand takes its field size (see the scene)
    view.viewport().repaint()
    app.processEvents()
    times = []
    for i in range(frames):
        start = time.perf_counter()
        card.setPos(300 + 4 * i, 1200 - 3 * i)  # what a mouse move does to the dragged card
        app.processEvents()  # Qt repaints the parts of the table that changed
        times.append(time.perf_counter() - start)
    window.close()
    return times


@dataclass
class DragCost:
    """What one drag asked of the rules."""

    what: str
    lit: int  # places the drag judged, each with its verdict shown (a tool's only with Alt)
    glowing: int  # of those, where the card may go (the others: outlined, their reason on hover)
    dark: int  # of those, the tools' places: dark until Alt is held
    checks: int
    performs: int
    actions: int  # steps the drag added to the game (the goldfish's replies included)


def drag_costs() -> list[DragCost]:
    """A ride and a boosted attack, each dragged with the mouse on a recorded table."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from playtester.engine.registry import rules_for
    from playtester.record.library import Library
    from playtester.ui import dragging
    from playtester.ui.controller import TableController
    from playtester.ui.dragging import Drag
    from playtester.ui.scene import TableScene
    from playtester.ui.window import MainWindow
    from tests.positions import game, player
    from tests.test_ui_table import _centre
    from tests.test_ui_table import drag as drag_with_the_mouse

    rules = rules_for("vanguard")
    calls = {"check": 0, "perform": 0}
    real = {name: getattr(rules, name) for name in calls}

    def counted(name: str) -> Any:
        def call(*args: Any) -> Any:
            calls[name] += 1
            return real[name](*args)

        return call

    begun: list[Drag] = []
    glowing: list[int] = []
    dark: list[int] = []
    begin = dragging.begin

    def watching(scene: TableScene, drag: Drag) -> bool:
        begun.append(drag)
        started = begin(scene, drag)
        glowing.append(sum(1 for item in drag.targets if item.state == "legal"))
        dark.append(sum(1 for item in drag.targets if not item.state))
        return started

    dragging.begin = watching
    library = Library()

    def measure(what: str, controller: TableController, card: int, to: tuple[int, str]) -> DragCost:
        window = MainWindow(controller)
        window.resize(1500, 950)
        window.show()
        app.processEvents()
        window.view.fit()
        controller.record_to(library)
        app.processEvents()
        steps = len(controller.game.history)
        begun.clear()
        glowing.clear()
        dark.clear()
        for name in calls:
            calls[name] = 0
            setattr(rules, name, counted(name))
        try:
            drag_with_the_mouse(window, card, _centre(window, *to))
            offered = window.scene.offered  # an attack with a boost or without: the first
            if offered is not None and offered.isVisible():
                offered.actions()[0].trigger()
            app.processEvents()
        finally:
            for name in calls:
                setattr(rules, name, real[name])
        added = len(controller.game.history) - steps
        window.close()
        lit = len(begun[0].targets) if begun else 0
        glow = glowing[0] if glowing else 0
        unlit = dark[0] if dark else 0
        return DragCost(what, lit, glow, unlit, calls["check"], calls["perform"], added)

    try:
        ride = TableController.new_game(seed=5)  # dealt from the demo decks
        ride.act("mulligan")  # the goldfish takes its turn if it went first
        legal = {str(a) for a in ride.game.legal_actions()}
        hand = ride.game.state.zones[0]["hand"]
        card = next(i for i in hand if f'ride "{ride.game.state.cards[i].card.name}"' in legal)
        costs = [measure("hand to VC (a ride)", ride, card, (0, "VC"))]
        battle = game(
            player(circles={"VC": "Paladin", "FL": "Swordsman", "BL": "Squire"}),
            player(circles={"VC": "Knight", "FL": "Lancer", "FR": "Lancer"}, deck=["Lancer"] * 6),
            phase="battle",
        )
        attacker = battle.state.zones[0]["FL"][0]
        costs.append(
            measure("rear-guard FL to VC (an attack)", TableController(battle), attacker, (1, "VC"))
        )
    finally:
        dragging.begin = begin
        library.close()
    return costs


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--drags-only", action="store_true", help="skip the start-up figures")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        times = {} if args.drags_only else startup(args.runs, home)
        os.environ["PLAYTESTER_HOME"] = home
        frames = sorted(drag_frames(vanguard_board()))
        wixoss = sorted(drag_frames(wixoss_board()))
        costs = drag_costs()
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    print(f"machine: {machine}")
    if times:
        empty, table, bare = times["empty paint"], times["table paint"], times["bare paint"]
        print(f"launch to first paint, empty PySide6 window: median {empty * 1000:.0f} ms")
        print(
            f"launch to first paint, the table: median {table * 1000:.0f} ms ({table / empty:.2f}x)"
        )
        print(
            "launch to first paint, a bare QGraphicsView with the same pictures: "
            f"median {bare * 1000:.0f} ms ({bare / empty:.2f}x)"
        )
        print(
            f"launch to exit (after the first paint): empty {times['empty exit'] * 1000:.0f} ms, "
            f"table {times['table exit'] * 1000:.0f} ms"
        )
    median = statistics.median(frames) * 1000
    p95 = frames[int(len(frames) * 0.95)] * 1000
    print(f"drag frame, 120 cards: median {median:.2f} ms, 95th percentile {p95:.2f} ms")
    median = statistics.median(wixoss) * 1000
    p95 = wixoss[int(len(wixoss) * 0.95)] * 1000
    print(
        f"drag frame, a full WIXOSS board (165 cards): median {median:.2f} ms, "
        f"95th percentile {p95:.2f} ms"
    )
    for cost in costs:
        print(
            f"drag {cost.what}: {cost.lit} places judged ({cost.glowing} glowing, "
            f"{cost.lit - cost.glowing - cost.dark} outlined, {cost.dark} tools' places dark "
            f"until Alt), {cost.checks} rules.check, "
            f"{cost.performs} rules.perform for {cost.actions} actions"
        )


if __name__ == "__main__":
    main()
