"""Writes this folder's files with the program as it was when WIXOSS kept its state in plain
dicts (main at c354084, before issue 24's typed state for WIXOSS); run it in a checkout of it:

    git worktree add /tmp/oldwx c354084 && cd /tmp/oldwx
    python /path/to/tests/data/old/wixoss/make_wixoss.py /path/to/tests/data/old/wixoss

A bot game to its end in a recordings library (gzipped; its snapshots and `set` events in the
dict-shaped form), a snapshot taken while a Life Burst is being used and a SIGNI is frozen, its
events to there, and `expected.json`: the positions where each stood."""

from __future__ import annotations

import gzip
import json
import os
import sqlite3
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ["PLAYTESTER_HOME"] = tempfile.mkdtemp()
sys.path.insert(0, os.getcwd())  # the old program, from the folder this runs in

from playtester.engine import Game
from playtester.engine.registry import players_for
from playtester.record.codec import encode_events, encode_state
from playtester.record.library import Library
from playtester.resources import demo_decks


def final(game: Game) -> dict[str, Any]:
    """The position the game reached, without the cards' definitions."""
    doc = game.to_position()
    del doc["cards"]
    return doc


def burst_game(decks: list[str]) -> tuple[Game, dict[str, Any]]:
    """A game played by the bot until a Life Burst is being used, with the opponent's SIGNI on
    SL frozen; and the snapshot of its start."""
    bot = players_for("wixoss").bot
    for seed in range(1, 200):
        game = Game.new(game="wixoss", decks=decks, seed=seed, names=("Ann", "Ben"))
        start = encode_state(game.state)
        while game.winner is None and len(game.history) < 600:
            if any(a.verb == "burst" for a in game.legal_actions()):
                player = game.to_play
                game.apply("burst")
                if not game.state.zones[1 - player].get("SL"):
                    break
                game.apply("freeze -> SL")
                return game, start
            game.apply(bot(game))
    raise SystemExit("no seed gave a Life Burst")


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    decks = [p.read_text(encoding="utf-8") for p in demo_decks(game="wixoss")[:2]]
    db = out / "recordings.db"
    db.unlink(missing_ok=True)
    library = Library(db)
    game = Game.new(game="wixoss", decks=decks, seed=5, names=("Ann", "Ben"))
    recording = library.start(game, {"mode": "hotseat"}, title="old wixoss")
    bot = players_for("wixoss").bot
    while recording.game.winner is None and recording.ply < 2000:
        recording.apply(bot(recording.game))
    expected: dict[str, Any] = {
        "recording": {
            "id": recording.id,
            "final": final(recording.game),
            "main_line": len(recording.main_line()),
        }
    }
    library.close()
    con = sqlite3.connect(db)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.execute("PRAGMA journal_mode=DELETE")
    con.execute("VACUUM")
    con.close()
    for extra in ("-wal", "-shm"):
        Path(f"{db}{extra}").unlink(missing_ok=True)
    Path(f"{db}.gz").write_bytes(gzip.compress(db.read_bytes(), mtime=0))
    db.unlink()

    game, start = burst_game(decks)
    events = [e for step in game.history for e in step.events]
    snap = {
        "snapshot": encode_state(game.state),
        "start": start,
        "events": encode_events(events),
        "position": game.to_position(),
    }
    (out / "burst-snapshot.json").write_text(json.dumps(snap, sort_keys=True) + "\n")
    expected["burst"] = final(game)
    (out / "expected.json").write_text(json.dumps(expected, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
