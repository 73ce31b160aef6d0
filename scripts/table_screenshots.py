"""A drag in a real window, for docs/table-drag.png: the table opened by the command line
(`playtester table --open`) on a virtual X11 screen of a laptop's 1366 x 768, in the player's
first ride phase, a card of the hand pressed and held with the real mouse (xdotool) over a
circle it may not go to: the vanguard circle glows, the rest is outlined, the tools' places
stay dark, and the status bar says why not.

    .venv/bin/python scripts/table_screenshots.py [OUT_DIR]

Needs Xvfb, xdotool and ImageMagick's `import` (apt-get install xvfb xdotool imagemagick).
The window opens in a fresh data folder and is taken once its layout says the cards are still.
`scripts/screenshots` runs this with every other picture's script.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PLAYTESTER_HOME"] = tempfile.mkdtemp(prefix="playtester-table-shots-")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playtester.engine import Game  # noqa: E402


def ride_phase() -> Game:
    """A goldfish game of the demo decks in the player's first ride phase (turn 2)."""
    from playtester.ui.controller import TableController

    controller = TableController.new_game(seed=5)
    controller.act("mulligan")  # keeps the hand; the goldfish plays its first turn
    return controller.game


def take(save: Path, size: tuple[int, int], out: Path, drag: tuple[str, str] | None = None) -> None:
    """Open the saved game in a real window of `size` on a virtual screen, and take the
    screen once the table is painted; `drag`: (the player's zone a card is pressed in,
    "player:zone" it is held over) first."""
    width, height = size
    display = f":{random.randint(90, 190)}"
    screen = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    home = tempfile.mkdtemp(prefix="playtester-table-shot-")
    env = {**os.environ, "DISPLAY": display, "PLAYTESTER_HOME": home}
    env.pop("QT_QPA_PLATFORM")
    painted = Path(home) / "layout.json"
    table = [sys.executable, "-m", "playtester", "table", "--open", str(save)]
    table += ["--size", f"{width}x{height}", "--layout", str(painted)]
    window = subprocess.Popen(table, env=env, cwd=ROOT, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while not still(painted) and time.monotonic() < deadline:
            time.sleep(0.2)
        if drag is not None:
            hold(json.loads(painted.read_text(encoding="utf-8")), drag, display)
        subprocess.run(["import", "-display", display, "-window", "root", str(out)], check=True)
        print(f"saved {out}")
    finally:
        window.terminate()
        window.wait()
        screen.terminate()
        screen.wait()


def still(painted: Path) -> bool:
    """The window has written its layout and no card is on its way any more."""
    if not painted.exists():
        return False
    return not json.loads(painted.read_text(encoding="utf-8"))["moving"]


def hold(layout: dict[str, Any], drag: tuple[str, str], display: str) -> None:
    """Press on a card of a zone of player 0 (one a legal action names, if any) and move it,
    button held, over a zone."""
    zone, over = drag
    cards = [c for c in layout["cards"] if c["player"] == 0 and c["zone"] == zone]
    named = [c for c in cards if any(f'"{c["name"]}"' in a for a in layout["legal"])]
    card = (named or cards)[0]
    (x, y), (to_x, to_y) = card["at"], layout["zones"][over]
    env = {**os.environ, "DISPLAY": display}

    def xdotool(*args: object) -> None:
        subprocess.run(["xdotool", *map(str, args)], env=env, check=True)

    xdotool("mousemove", x, y)
    xdotool("mousedown", 1)
    for step in range(1, 21):
        xdotool("mousemove", round(x + (to_x - x) * step / 20), round(y + (to_y - y) * step / 20))
        time.sleep(0.03)
    xdotool("mousemove_relative", "--", 2, 1)  # a last nudge, as a hand does: the reason shows
    time.sleep(2.0)


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs"
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="playtester-table-games-"))
    from playtester.record import savegame

    save = work / "table-drag.json"
    savegame.save(ride_phase(), save, None, mode="goldfish")
    take(save, (1366, 768), out / "table-drag.png", ("hand", "0:FR"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
