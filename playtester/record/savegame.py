"""Saved games: the start position plus every action, in notation, as one JSON file.

Opening a file replays its actions on the start position, so what opens is exactly the game
that was saved (shuffles included: their outcomes follow from the seed in the position).
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

from playtester.engine import Game, IllegalAction, PositionError

KIND = "playtester-game"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024


class SaveFileError(ValueError):
    """A saved game that cannot be opened; the message says which file and what is wrong."""


def to_document(game: Game, start: dict[str, Any] | None = None, **meta: Any) -> dict[str, Any]:
    """The saved form of a game. `start` saves recomputing the start position when known."""
    return {
        "kind": KIND,
        "version": VERSION,
        "meta": meta,
        "start": start if start is not None else game.start_position(),
        "actions": [
            {"action": str(step.action), "override": step.override} for step in game.history
        ],
    }


def write_json(path: Path, doc: dict[str, Any]) -> None:
    """Write atomically: a crash mid-write never leaves a half-written file behind."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(doc, out, ensure_ascii=False, separators=(",", ":"))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save(game: Game, path: Path | str, start: dict[str, Any] | None = None, **meta: Any) -> None:
    write_json(Path(path), to_document(game, start, **meta))


def from_document(doc: Any) -> Game:
    """The game a saved document describes; SaveFileError says what is wrong with it."""
    if not isinstance(doc, dict) or doc.get("kind") != KIND:
        raise SaveFileError("not a playtester saved game")
    version = doc.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveFileError(f"unknown save format version {version!r}")
    if version > VERSION:
        raise SaveFileError(
            f"saved by a newer playtester (format {version}; this one reads up to {VERSION})"
        )
    try:
        game = Game.from_position(doc.get("start"))  # type: ignore[arg-type]
    except PositionError as exc:
        raise SaveFileError(f"start position: {exc}") from None
    actions = doc.get("actions")
    if not isinstance(actions, list):
        raise SaveFileError("actions: expected a list")
    for index, item in enumerate(actions):
        if not isinstance(item, dict) or not isinstance(item.get("action"), str):
            raise SaveFileError(f"actions[{index}]: expected an object with an action")
        try:
            game.apply(item["action"], override=bool(item.get("override", False)))
        except IllegalAction as exc:
            raise SaveFileError(f"actions[{index}] {item['action']}: {exc.reason}") from None
    return game


def load(path: Path | str) -> tuple[Game, dict[str, Any]]:
    """Open a saved game; returns the game and the file's `meta` (names, mode, ...)."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveFileError(f"{path}: {size} bytes is too large for a saved game")
        doc = json.loads(path.read_text(encoding="utf-8"))
    except SaveFileError:
        raise
    except OSError as exc:
        raise SaveFileError(f"{path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise SaveFileError(f"{path}: not a text file") from None
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"{path}: not JSON (line {exc.lineno}, column {exc.colno})") from None
    try:
        game = from_document(doc)
    except SaveFileError as exc:
        raise SaveFileError(f"{path}: {exc}") from None
    meta = doc.get("meta")
    return game, meta if isinstance(meta, dict) else {}
