"""Table benchmark: start-up to the first painted table against an empty PySide6 window, and
the frame time while dragging a card over a table with 120 cards.

    python benchmarks/table.py [--runs 7]

Start-up is the wall time of a whole process, from launch until it exits right after its first
paint, with the drawn faces already cached (as on every start after the first). Frames are
repaints of the table view (offscreen raster) while a card follows the mouse.
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EMPTY = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1480, 940); w.show()
QTimer.singleShot(0, lambda: (w.repaint(), app.quit()))
app.exec()
"""


def _time(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, capture_output=True, cwd=ROOT)
    return time.perf_counter() - start


def startup(runs: int, home: str) -> tuple[float, float]:
    env = {**os.environ, "PLAYTESTER_HOME": home, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed program has its bytecode cached
    table = [sys.executable, "-m", "playtester", "table", "--seed", "1", "--quit-after-paint"]
    empty = [sys.executable, "-c", EMPTY]
    _time(table, env)  # draws and caches the faces and the playmat once
    tables, empties = [], []
    for _ in range(runs):
        empties.append(_time(empty, env))
        tables.append(_time(table, env))
    return statistics.median(empties), statistics.median(tables)


def drag_frames(frames: int = 200) -> list[float]:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from playtester.engine import Game
    from playtester.ui.controller import TableController
    from playtester.ui.window import MainWindow
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
    window = MainWindow(TableController(game))
    window.resize(1480, 940)
    window.show()
    app.processEvents()
    scene, view = window.scene, window.view
    for item in scene.cards.values():
        item.settle()
    card = scene.card_item(game.state.zones[0]["hand"][0])
    card.setZValue(1000)
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        empty, table = startup(args.runs, home)
        os.environ["PLAYTESTER_HOME"] = home
        frames = sorted(drag_frames())
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    )
    print(f"start-up, empty PySide6 window: median {empty * 1000:.0f} ms")
    print(f"start-up, table to first paint: median {table * 1000:.0f} ms ({table / empty:.2f}x)")
    median = statistics.median(frames) * 1000
    p95 = frames[int(len(frames) * 0.95)] * 1000
    print(f"drag frame, 120 cards: median {median:.2f} ms, 95th percentile {p95:.2f} ms")


if __name__ == "__main__":
    main()
