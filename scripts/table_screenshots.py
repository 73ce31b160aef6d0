"""The table as a player first sees it, in a real window on a virtual X11 screen, at a laptop's
1366 x 768 and at 1600 x 1000: a Vanguard game (standard at 1366, the premium format's wider
table with its Accel circles at 1600) and a WIXOSS game, each played by the program's bots to
a busy main phase, for docs/table-1366.png, docs/table-1600.png, docs/wixoss-table-1366.png and
docs/wixoss-table-1600.png; and docs/table-drag.png, a card held with the mouse over a circle
it may not go to in the ride phase (xdotool): the vanguard circle glows, the rest is outlined,
the tools' places stay dark.

    .venv/bin/python scripts/table_screenshots.py [OUT_DIR]

Needs Xvfb, xdotool and ImageMagick's `import` (apt-get install xvfb xdotool imagemagick).
Each window opens the saved game with `playtester table --open`, in a fresh data folder, and
is taken once it has written its layout (after its first paint).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PLAYTESTER_HOME"] = tempfile.mkdtemp(prefix="playtester-table-shots-")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playtester.engine import Game  # noqa: E402
from playtester.engine.registry import players_for  # noqa: E402
from playtester.resources import demo_decks  # noqa: E402


@dataclass(frozen=True)
class Shot:
    name: str  # the picture's file name
    game: str
    format: str
    decks: tuple[str, str]  # demo decks by name
    seed: int
    turn: int  # the first main phase of player 0 from this turn on
    size: tuple[int, int]


SHOTS = (
    Shot("table-1366.png", "vanguard", "standard", ("brasswork-covenant", "cinderwing-dominion"),
         7, 6, (1366, 768)),
    Shot("table-1600.png", "vanguard", "premium", ("tidecaller-armada", "cinderwing-dominion"),
         6, 7, (1600, 1000)),
    Shot("wixoss-table-1366.png", "wixoss", "diva", ("", ""), 7, 6, (1366, 768)),
    Shot("wixoss-table-1600.png", "wixoss", "diva", ("", ""), 7, 6, (1600, 1000)),
)  # fmt: skip


def played(shot: Shot) -> Game:
    """The game of a shot: dealt from its demo decks, both sides played by the game's bot to
    player 0's main phase of its turn, where player 0 calls (or plays) a few units."""
    from playtester.ui.controller import TableController

    paths = {p.stem: p for p in demo_decks(shot.format, shot.game)}
    chosen = [paths[n] for n in shot.decks if n] or list(paths.values())[:2]
    decks = [p.read_text(encoding="utf-8") for p in chosen]
    names = ("Ann", "Ben")
    controller = TableController.new_game(
        decks, shot.seed, "goldfish", shot.format, names, shot.game
    )
    game, players = controller.game, players_for(shot.game)
    while game.winner is None:
        v = game.state.vars
        if v.get("turn", 0) >= shot.turn and v.get("phase") == "main" and game.to_play == 0:
            break
        game.apply(players.bot(game))
    for _ in range(3):  # player 0 calls units, onto Accel circles first (a busy table)
        calls = [a for a in game.legal_actions() if a.verb in ("call", "play")]
        if not calls or len(game.state.zones[0]["hand"]) <= 2:
            break
        empty = [a for a in calls if not game.state.zones[0].get(str(a.args[-1]))]
        game.apply(max(empty or calls, key=lambda a: str(a.args[-1]).startswith("A")))
    return game


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
        while not painted.exists() and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(1.0)  # the playmat scaled for the window, the last repaint done
        if drag is not None:
            hold(json.loads(painted.read_text(encoding="utf-8")), drag, display)
        subprocess.run(["import", "-display", display, "-window", "root", str(out)], check=True)
        print(f"saved {out}")
    finally:
        window.terminate()
        window.wait()
        screen.terminate()
        screen.wait()


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

    for shot in SHOTS:
        save = work / f"{shot.name}.json"
        savegame.save(played(shot), save, None, mode="goldfish")
        take(save, shot.size, out / shot.name)
    save = work / "table-drag.json"
    savegame.save(ride_phase(), save, None, mode="goldfish")
    take(save, (1480, 938), out / "table-drag.png", ("hand", "0:FR"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
