"""Replay benchmark: seeking in a 2,000-action recording.

    python benchmarks/replay.py [--actions 2000] [--seeks 500] [--seed 5]

Builds, in a temporary session library, one recording of `--actions` actions: a bot-against-bot
game in which each player also uses manual tools every main phase (power changes, dice, coins,
looking at the top card, shuffles: card text the program does not automate), with an undo and
redo now and then, and a change of mind now and then (the old steps become a variation).
Then it closes the library, opens it again as the viewer would, and times
`Replay.goto` to random steps of the main line: "cold" (a new Recording and Replay for every
seek: the snapshot read from SQLite each time) and "warm" (one Replay moving from step to step,
as the viewer's timeline does), and for comparison a full replay of every action from the start.
The target is under 50 ms for any seek.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("PLAYTESTER_HOME", tempfile.mkdtemp(prefix="playtester-bench-"))

from playtester.engine import Game
from playtester.games.vanguard import bot
from playtester.record.library import Library
from playtester.record.recording import Recording
from playtester.resources import demo_decks

TOOLS = (
    "power VC +1000",
    "power VC -1000",
    "roll",
    "coin",
    "look 1",
    "shuffle",
    "rest VC",
    "stand VC",
)


def build(library: Library, actions: int, seed: int) -> Recording:
    """A recording of exactly `actions` steps on its main line (see the module's docstring)."""
    decks = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
    rng = random.Random(seed)
    recording = library.start(Game.new(decks=decks, seed=seed, names=("Ann", "Ben")))
    game = recording.game
    per_turn = 0
    turn = None
    changed: set[int] = set()
    while recording.ply < actions:
        if game.winner is not None:
            raise SystemExit(f"the game ended after {recording.ply} actions; try another seed")
        v = game.state.vars
        if v.turn != turn:
            turn, per_turn = v.turn, 0
        if v.phase == "main" and per_turn < 230:
            recording.apply(rng.choice(TOOLS))
            per_turn += 1
        else:
            recording.apply(bot.choose(game))
        if recording.ply % 97 == 0:  # take back two actions and play them again
            recording.undo()
            recording.undo()
            recording.redo()
            recording.redo()
        elif recording.ply % 251 == 0 and recording.ply not in changed and game.winner is None:
            changed.add(recording.ply)
            # take back two and play something else: the old two become a variation
            recording.undo()
            recording.undo()
            recording.apply("roll")
    return recording


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    return (
        f"median {statistics.median(values) * 1000:.2f} ms, 95th percentile {p95 * 1000:.2f} ms,"
        f" max {max(values) * 1000:.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--seeks", type=int, default=500)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    path = Path(os.environ["PLAYTESTER_HOME"]) / "bench-recordings.db"
    path.unlink(missing_ok=True)
    library = Library(path)
    start = time.perf_counter()
    recording = build(library, args.actions, args.seed)
    built = time.perf_counter() - start
    recording_id, steps = recording.id, len(recording.tree)
    library.close()

    library = Library(path)
    start = time.perf_counter()
    recording = library.open(recording_id)
    opened = time.perf_counter() - start
    line = recording.main_line()
    rng = random.Random(1)
    targets = [rng.choice(line) for _ in range(args.seeks)]

    cold = []
    for node in targets[: max(50, args.seeks // 5)]:
        fresh = Recording(recording.store, recording.store.recording_row(recording_id))
        start = time.perf_counter()
        fresh.replay(node)
        cold.append(time.perf_counter() - start)
    replay = recording.replay()
    warm, viewed = [], []
    for node in targets:
        start = time.perf_counter()
        game = replay.goto(node)
        warm.append(time.perf_counter() - start)
        game.view_for(0)
        viewed.append(time.perf_counter() - start)
    start = time.perf_counter()
    game = Game.from_position(recording.start)
    for node in line:
        game.apply(recording.step(node).action, override=recording.step(node).override)
    full = time.perf_counter() - start
    check = replay.goto(line[-1])
    assert check.to_position() == game.to_position(), "the seek and the full replay disagree"

    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    print(
        f"recording: {len(line)} actions on the main line, {steps} steps in all "
        f"(built and written step by step in {built:.2f} s, "
        f"{built / steps * 1000:.2f} ms a step)"
    )
    print(f"open the recording from the library: {opened * 1000:.1f} ms")
    print(f"seek, cold ({len(cold)} seeks, new Recording each): {_ms(cold)}")
    print(f"seek, warm ({len(warm)} random seeks, one Replay): {_ms(warm)}")
    print(f"seek + view_for(0) (what the viewer draws), warm: {_ms(viewed)}")
    print(f"for comparison, replaying all {len(line)} actions from the start: {full * 1000:.0f} ms")


if __name__ == "__main__":
    main()
