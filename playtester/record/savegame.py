"""Saved games: the start position plus every action, in notation, as one JSON file.

Opening a file replays its actions on the start position, so what opens is exactly the game
that was saved (shuffles included: their outcomes follow from the seed in the position).

`parse_json` and `read_json` read the JSON documents of saves and recordings: size-limited,
strict UTF-8, no NaN, not nested too deeply, no half characters (lone surrogates, which could
not be stored); anything else is a SaveFileError with a sentence.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from playtester import files
from playtester.engine import Game, IllegalAction, PositionError

KIND = "playtester-game"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024
MAX_ACTIONS = 100_000
MAX_ACTION = 2_000  # characters of one action in notation
_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")  # an escaped UTF-16 surrogate in JSON text
_HALF = re.compile("[\ud800-\udfff]")  # a lone surrogate in a string: half of a character


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
    with files.replacing(path) as temporary, temporary.open("w", encoding="utf-8") as out:
        json.dump(doc, out, ensure_ascii=False, separators=(",", ":"))


def save(game: Game, path: Path | str, start: dict[str, Any] | None = None, **meta: Any) -> None:
    write_json(Path(path), to_document(game, start, **meta))


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not allowed (a number must be finite)")


def parse_json(data: bytes) -> Any:
    """The JSON document in `data`; SaveFileError says why it is not one this program reads."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise SaveFileError(f"not UTF-8 text (byte {exc.start:,}); it must be JSON") from None
    try:
        doc = json.loads(text, parse_constant=_no_constants)
    except json.JSONDecodeError as exc:
        raise SaveFileError(
            f"not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})"
        ) from None
    except RecursionError:
        raise SaveFileError("not a playtester file: its JSON is nested too deeply") from None
    except ValueError as exc:  # NaN, or a number too long to read
        raise SaveFileError(f"not a playtester file: {exc}") from None
    if _SURROGATE.search(text):  # escapes are fine in pairs; half a character cannot be stored
        try:
            json.dumps(doc, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError as exc:
            char = f"\\u{ord(exc.object[exc.start]):04x}"
            raise SaveFileError(
                f"it holds {char}, half of a character, which is not text"
            ) from None
    return doc


def half_character(doc: Any) -> str:
    """Where a document made in Python holds half of a character (a lone surrogate, which no
    file or library can store), in a sentence naming its place; "" when it holds none."""
    todo: list[tuple[str, Any]] = [("", doc)]
    while todo:  # a walk, not a recursion: a document may be deep
        path, value = todo.pop()
        if isinstance(value, str):
            half = _HALF.search(value)
        elif isinstance(value, dict):
            half = next(filter(None, (_HALF.search(str(k)) for k in value)), None)
            todo.extend((f"{path}.{k}" if path else str(k), v) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            half = None
            todo.extend((f"{path}[{i}]", v) for i, v in reversed(list(enumerate(value))))
        else:
            half = None
        if half is not None:
            char = f"\\u{ord(half[0]):04x}"
            return f"{path or '(top)'}: it holds {char}, half of a character, which is not text"
    return ""


def read_json(path: Path, max_bytes: int, what: str) -> Any:
    """The JSON document in the file at `path`; SaveFileError, naming the file, when it cannot
    be read, is larger than `max_bytes` or is not JSON (see `parse_json`)."""
    try:
        data = files.read_at_most(path, max_bytes)
    except files.TooLarge as exc:
        said = (
            f"{exc.size:,} bytes is too large for {what} (at most {max_bytes:,})"
            if exc.size is not None
            else f"too large for {what} (at most {max_bytes:,} bytes)"
        )
        raise SaveFileError(f"{path}: {said}") from None
    except OSError as exc:
        raise SaveFileError(f"{path}: {exc.strerror or exc}") from None
    try:
        return parse_json(data)
    except SaveFileError as exc:
        raise SaveFileError(f"{path}: {exc}") from None


def start_game(start: Any) -> Game:
    """The game at a document's start position; SaveFileError names what is wrong with it."""
    if start is None:
        raise SaveFileError("start: missing (a game begins with its start position)")
    try:
        return Game.from_position(start)
    except PositionError as exc:
        raise SaveFileError(f"start.{exc}" if exc.path else f"start: {exc}") from None
    except (TypeError, ValueError, KeyError, AttributeError) as exc:
        raise SaveFileError(f"start: not a position ({exc})") from None


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
    game = start_game(doc.get("start"))
    actions = doc.get("actions")
    if not isinstance(actions, list):
        raise SaveFileError("actions: expected a list")
    if len(actions) > MAX_ACTIONS:
        raise SaveFileError(f"actions: {len(actions):,} actions, at most {MAX_ACTIONS:,}")
    for index, item in enumerate(actions):
        if not isinstance(item, dict) or not isinstance(item.get("action"), str):
            raise SaveFileError(f"actions[{index}]: expected an object with an action")
        action = item["action"]
        if len(action) > MAX_ACTION:
            raise SaveFileError(f"actions[{index}]: longer than {MAX_ACTION:,} characters")
        try:
            game.apply(action, override=bool(item.get("override", False)))
        except IllegalAction as exc:
            raise SaveFileError(f"actions[{index}] {action}: {exc.reason}") from None
        except Exception as exc:  # the rules met something they never expected: refuse it
            problem = f"cannot be played ({type(exc).__name__})"
            raise SaveFileError(f"actions[{index}] {action}: {problem}") from None
    return game


def load(path: Path | str) -> tuple[Game, dict[str, Any]]:
    """Open a saved game; returns the game and the file's `meta` (names, mode, ...)."""
    path = Path(path)
    doc = read_json(path, MAX_BYTES, "a saved game")
    try:
        game = from_document(doc)
    except SaveFileError as exc:
        raise SaveFileError(f"{path}: {exc}") from None
    meta = doc.get("meta")
    return game, meta if isinstance(meta, dict) else {}
