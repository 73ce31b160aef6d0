"""Writes this folder's files with an older program: run it in a checkout of that commit,

    git worktree add /tmp/old559 559c763 && cd /tmp/old559
    python /path/to/tests/data/old/make_old.py /path/to/tests/data/old

Three short recordings (standard; G era, to its first stride; premium, to its first gifts) in a
recordings library (gzipped), the standard one's portable export, a saved game (Game > Save),
and `expected.json`: where each game stood when the old program left it."""

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
from playtester.games.vanguard import bot
from playtester.record import savegame
from playtester.record.library import Library
from playtester.resources import demo_decks


def play(recording: Any, bot_actions: int) -> None:
    """The bot's actions, then a manual tool, an undo and redo, and a change of mind (the
    undone step stays as a variation)."""
    game = recording.game
    for _ in range(bot_actions):
        if game.winner is not None:
            break
        recording.apply(bot.choose(game))
    recording.apply("coin")
    recording.undo()
    recording.redo()
    recording.undo()
    recording.apply("power VC +1000")
    recording.apply("roll")


def final(game: Game) -> dict[str, Any]:
    """The position the game reached, without the cards' definitions."""
    doc = game.to_position()
    del doc["cards"]
    return doc


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    db = out / "recordings.db"
    db.unlink(missing_ok=True)
    library = Library(db)
    expected: dict[str, Any] = {}
    for fmt, bot_actions in (("standard", 30), ("g", 55), ("premium", 55)):
        decks = [p.read_text(encoding="utf-8") for p in demo_decks(fmt)[:2]]
        game = Game.new(format=fmt, decks=decks, seed=11, names=("Ann", "Ben"))
        recording = library.start(game, {"mode": "hotseat"}, title=f"old {fmt}")
        play(recording, bot_actions)
        expected[str(recording.id)] = {
            "format": fmt,
            "final": final(recording.game),
            "main_line": len(recording.main_line()),
            "steps": len(recording.tree),
        }
        if fmt == "standard":
            library.export(recording.id, out / "standard-recording.json")
            expected["export"] = expected[str(recording.id)]
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

    decks = [p.read_text(encoding="utf-8") for p in demo_decks("standard")[2:4]]
    game = Game.new(decks=decks, seed=21, names=("Cleo", "Dan"))
    start = game.start_position()
    while len(game.history) < 40 and game.winner is None:
        game.apply(bot.choose(game))
    savegame.save(game, out / "standard-game.json", start, mode="goldfish")
    expected["save"] = {"final": final(game), "history": len(game.history)}
    (out / "expected.json").write_text(json.dumps(expected, sort_keys=True) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
