"""Table benchmark: start-up to the first painted table against an empty PySide6 window, and
the frame time while dragging a card over a table with 120 cards.

    python benchmarks/table.py [--runs 7]

Start-up is the time from launching a process until its window is painted for the first time
(each program prints the moment of its first paint), with the drawn faces already cached and
the bytecode compiled (as on every start after the first); the whole process's run time, exit
included, is reported too. Frames are repaints of the table view (offscreen raster) while a
card follows the mouse.
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
def done():
    w.repaint()
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
    empty = [sys.executable, "-c", EMPTY]
    _time(table, env)  # draws and caches the faces and the playmat once
    _time(empty, env)
    runs_of: dict[str, list[tuple[float, float]]] = {"table": [], "empty": []}
    for _ in range(runs):
        runs_of["empty"].append(_time(empty, env))
        runs_of["table"].append(_time(table, env))
    out = {}
    for name, values in runs_of.items():
        out[f"{name} paint"] = statistics.median(v[0] for v in values)
        out[f"{name} exit"] = statistics.median(v[1] for v in values)
    return out


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
        times = startup(args.runs, home)
        os.environ["PLAYTESTER_HOME"] = home
        frames = sorted(drag_frames())
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    print(f"machine: {machine}")
    empty, table = times["empty paint"], times["table paint"]
    print(f"launch to first paint, empty PySide6 window: median {empty * 1000:.0f} ms")
    print(f"launch to first paint, the table: median {table * 1000:.0f} ms ({table / empty:.2f}x)")
    print(
        f"launch to exit (after the first paint): empty {times['empty exit'] * 1000:.0f} ms, "
        f"table {times['table exit'] * 1000:.0f} ms"
    )
    median = statistics.median(frames) * 1000
    p95 = frames[int(len(frames) * 0.95)] * 1000
    print(f"drag frame, 120 cards: median {median:.2f} ms, 95th percentile {p95:.2f} ms")


if __name__ == "__main__":
    main()
