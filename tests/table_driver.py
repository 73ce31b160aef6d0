"""A table that plays itself at random, through the real window (offscreen), printing each step
once it is recorded: the process tests/test_crash_resume.py kills.

    python tests/table_driver.py --mode goldfish --seed 3 [--game wixoss]

Lines: `started ID`, then `step PLY NODE` after each action the table recorded (a goldfish's
own replies included), `undoing` before an undo and `undo PLY NODE` after it, where NODE is the
step the recording's cursor stands on; `over` when the game ended.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from playtester.games.vanguard import bot as vanguard_bot
from playtester.games.wixoss import bot as wixoss_bot
from playtester.record.recording import Recording
from playtester.ui import app

_record = Recording.record


def _slow_record(self: Recording, *args: Any, **kwargs: Any) -> Any:
    """Each step takes a little longer once stored, so that a kill often lands inside an
    action of many steps (a goldfish's whole turn after the player's step)."""
    info = _record(self, *args, **kwargs)
    time.sleep(0.004)
    return info


Recording.record = _slow_record  # type: ignore[method-assign]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=("goldfish", "hotseat"), default="goldfish")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--max", type=int, default=400)
    parser.add_argument("--game", choices=("vanguard", "wixoss"), default="vanguard")
    args = parser.parse_args(argv)
    bot = {"vanguard": vanguard_bot, "wixoss": wixoss_bot}[args.game]
    qt = QApplication([])
    table = ["--game", args.game, "--mode", args.mode, "--seed", str(args.seed)]
    window = app.open_table(app.parse(table))
    assert window is not None
    window.show()
    window.games.start_recording(offer_resume=False)
    controller = window.controller
    recording = controller.recording
    assert recording is not None
    print(f"started {recording.id}", flush=True)
    rng = random.Random(args.seed)
    for _ in range(args.max):
        game = controller.game
        if game.winner is not None:
            print("over", flush=True)
            break
        if controller.behind_curtain:
            window.curtain.button.click()  # the next player sits down
            continue
        if rng.random() < 0.05 and len(game.history) > 2:
            print("undoing", flush=True)
            controller.undo()
            print(f"undo {recording.ply} {recording.cursor}", flush=True)
            continue
        action = bot.choose(game) if rng.random() < 0.8 else rng.choice(game.legal_actions())
        assert controller.act(action), action
        print(f"step {recording.ply} {recording.cursor}", flush=True)
        qt.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
