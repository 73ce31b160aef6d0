"""A headless player that records a bot-against-bot game slowly, printing every step: the
process the crash test kills.

    python -m playtester.record.driver --library PATH --seed 3 --delay 0.02

Each line is printed (and flushed) only after its step is committed to the library:
`started ID`, then `step PLY NODE DIGEST ACTION`, `undo PLY NODE DIGEST` or
`redo PLY NODE DIGEST`, where DIGEST is `position_digest` of the game after it; `over` ends a
game that was played to its end. Every `--undo-every` steps it takes back two steps and redoes
one, so the journal holds undos and redos too.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

from playtester.engine import Game
from playtester.engine.registry import players_for
from playtester.record.library import Library
from playtester.resources import demo_decks


def position_digest(game: Game) -> str:
    """A short fingerprint of a game's position (ids left out: it compares any two games)."""
    text = json.dumps(game.to_position(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m playtester.record.driver")
    parser.add_argument("--library", type=Path, help="the library file (default: data folder)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--delay", type=float, default=0.02, help="seconds between steps")
    parser.add_argument("--undo-every", type=int, default=15)
    parser.add_argument("--max", type=int, default=10_000, help="stop after this many steps")
    args = parser.parse_args(argv)
    library = Library(args.library)
    decks = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
    game = Game.new(decks=decks, seed=args.seed, names=("Ann", "Ben"))
    recording = library.start(game, {"mode": "driver"})
    game = recording.game
    out = sys.stdout
    print(f"started {recording.id}", file=out, flush=True)
    steps = 0
    while game.winner is None and steps < args.max:
        action = players_for(game.state.game).bot(game)
        recording.apply(action)
        steps += 1
        node = recording.cursor
        print(f"step {recording.ply} {node} {position_digest(game)} {action}", flush=True)
        if args.undo_every and steps % args.undo_every == 0 and recording.ply >= 2:
            for op in (recording.undo, recording.undo, recording.redo):
                op()
                name = op.__name__
                print(
                    f"{name} {recording.ply} {recording.cursor} {position_digest(game)}", flush=True
                )
        time.sleep(args.delay)
    if game.winner is not None:
        print("over", flush=True)
    library.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
