"""The session library: every game recorded, in `recordings.db` in the user's data folder.

```python
library = Library()                      # the data folder's library (PLAYTESTER_HOME moves it)
recording = library.start(game, {"mode": "goldfish", "decks": ["A", "B"]})
recording.apply("mulligan")              # or game.apply(...) then recording.record(step):
                                         # recording.game is game, the same object
recording.undo(); recording.redo()
library.unfinished()                     # games neither over nor closed: offer to resume
recording = library.resume(recording_id) # recording.game: the live game with its undo history
recording.close()                        # the game left the table normally
```
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from playtester.engine import Game
from playtester.record.codec import encode_state
from playtester.record.recording import Recording, now_ms
from playtester.record.store import (
    FILE_NAME,
    LibraryDamaged,
    LibraryError,
    RecordingDamaged,
    Store,
    dumps,
)
from playtester.userdata import home
from playtester.userdata import move_aside as _move_aside

if TYPE_CHECKING:
    from playtester.record.portable import Progress

__all__ = [
    "Library",
    "LibraryDamaged",
    "LibraryError",
    "RecordingDamaged",
    "RecordingInfo",
    "library_path",
    "move_aside",
]


def library_path() -> Path:
    """Where the recordings library lives: `recordings.db` in the user's data folder."""
    return home() / FILE_NAME


def move_aside(path: Path | str | None = None) -> Path:
    """Set a damaged recordings library aside (default: the data folder's): it is renamed to
    `recordings.damaged-YYYYmmdd-HHMMSS.db`, with its -wal and -shm files, and the next
    `Library()` starts a new one. Close every Library on it first. Returns the new path;
    OSError if the file cannot be renamed."""
    return _move_aside(Path(path) if path is not None else library_path())


@dataclass(frozen=True, slots=True)
class RecordingInfo:
    """A line of the library's list: enough to offer a resume or open a recording."""

    id: int
    title: str
    names: tuple[str, ...]
    mode: str
    created: int  # ms since the epoch
    updated: int
    status: str  # "live" (being played, or the program died) or "closed"
    winner: int | None
    steps: int  # steps in the whole tree
    main: int  # steps of the main line (the replay viewer's steps; the rest are variations)
    played: int  # of those, the steps a player took (not a goldfish's own moves)
    ply: int  # the live cursor's depth
    turn: int  # the turn at the live cursor
    format: str = ""
    decks: tuple[str, ...] = ()  # the decks' names ((): recorded before they were kept)
    game: str = ""  # the game's name in the registry
    damaged: str = ""  # what is wrong with its stored row ("": nothing)

    @property
    def unfinished(self) -> bool:
        """Neither over nor closed: the next start offers to resume it."""
        return self.status == "live" and self.winner is None


class Library:
    """The recordings of one data folder (or, with `memory=True`, a private in-memory one)."""

    def __init__(self, path: Path | str | None = None, *, memory: bool = False) -> None:
        if memory:
            self.path: Path | None = None
        else:
            self.path = Path(path) if path is not None else library_path()
        self.store = Store(self.path)
        self._open: dict[int, Recording] = {}

    def close(self) -> None:
        """Close the file (recordings opened from it can no longer be written)."""
        self._open.clear()
        self.store.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- recording --------------------------------------------------------------------------

    def start(
        self,
        game: Game,
        meta: dict[str, Any] | None = None,
        *,
        title: str | None = None,
        auto: Sequence[bool] = (),
    ) -> Recording:
        """Start recording `game`, which becomes the recording's game (`recording.game is
        game`, with the same card ids): its start, the steps it has already played (`auto[i]`:
        step i was a goldfish's own move) and its redo list. Record what follows with the
        returned recording's `apply`/`record`, `undo` and `redo`."""
        played, undone = len(game.history), len(game.future)
        for _ in range(played):
            game.undo()
        try:
            with self.store.atomic():
                recording = self._new_recording(game, meta, title)
                for i in range(played + undone):  # walk to the end, recording every step
                    step = game.redo()
                    assert step is not None
                    recording.record(step, auto=i < played and i < len(auto) and bool(auto[i]))
                for _ in range(undone):
                    recording.undo()
        finally:  # whatever went wrong, the game stands where it stood, with its redo list
            while len(game.history) < played and game.redo():
                pass
            while len(game.history) > played and game.undo():
                pass
        return recording

    def _new_recording(
        self, game: Game, meta: dict[str, Any] | None, title: str | None
    ) -> Recording:
        """A recording whose step 0 is `game` as it stands now (its start), adopting it."""
        names = list(game.state.names)
        info = {
            "names": names,
            "format": game.state.format,
            "game": game.state.game,
            "seed": game.state.seed,
            **(meta or {}),
        }
        now = now_ms()
        row = {
            "title": title or " vs ".join(names),
            "meta": dumps(info),
            "start": dumps(game.to_position()),
            "created": now,
            "updated": now,
            "status": "live",
            "winner": None,
            "nodes": 0,
            "cursor": 0,
            "ply": 0,
            "turn": game.state.vars.turn,
        }
        recording_id = self.store.new_recording(row)
        self.store.put_snapshot(recording_id, 0, dumps(encode_state(game.state)))
        recording = self._load(recording_id)
        recording._game = game
        recording._observe()
        return recording

    def _load(self, recording_id: int) -> Recording:
        recording = Recording(self.store, self.store.recording_row(recording_id))
        self._open[recording_id] = recording
        return recording

    def open(self, recording_id: int) -> Recording:
        """A recording, to view or annotate (the same object for the same id while open)."""
        recording = self._open.get(recording_id)
        return recording if recording is not None else self._load(recording_id)

    def resume(self, recording_id: int) -> Recording:
        """Bring a recorded game back to life: `recording.game` is the game where it stood,
        with its undo and redo lists (`recording.auto_flags()` says which steps were the
        goldfish's). Recording goes on from there."""
        recording = self.open(recording_id)
        recording.game  # noqa: B018 - builds the live game now, so that errors show here
        if recording.status != "live":
            with self.store.atomic():
                self.store.update_recording(recording_id, status="live", updated=now_ms())
            recording.status = "live"
        return recording

    def delete(self, recording_id: int) -> None:
        self._open.pop(recording_id, None)
        self.store.delete_recording(recording_id)

    # -- listing ----------------------------------------------------------------------------

    def recordings(self) -> list[RecordingInfo]:
        """Every recording, the most recently changed first (one holding text that is not
        UTF-8 is marked damaged, saying where)."""
        unreadable = self.store.unreadable()
        return [_info(row, unreadable) for row in self.store.recording_rows()]

    def unfinished(self) -> list[RecordingInfo]:
        """Games that are neither over nor closed (the program died, or was killed, during
        them): the next start offers to resume the first one."""
        rows = self.store.recording_rows("WHERE status = 'live' AND winner IS NULL")
        unreadable = self.store.unreadable([row["id"] for row in rows]) if rows else {}
        return [_info(row, unreadable) for row in rows]

    # -- files ------------------------------------------------------------------------------

    def export(self, recording_id: int, path: Path | str) -> None:
        """Write a recording as one portable file (see docs/recording-format.md)."""
        from playtester.record.portable import export_document
        from playtester.record.savegame import write_json

        write_json(Path(path), export_document(self.open(recording_id)))

    def import_file(
        self, path: Path | str, progress: Progress | None = None
    ) -> tuple[Recording, list[str]]:
        """Add a recording file (or an older saved game) to the library; returns it and the
        warnings (for example events that this version's replay computes differently).
        Raises RecordingFileError naming the problem. `progress(done, total)` is told of the
        steps replayed; whatever it raises stops the import, leaving nothing of it."""
        from playtester.record.portable import read_file

        return self.import_document(read_file(Path(path)), str(path), progress)

    def import_document(
        self, doc: Any, source: str = "", progress: Progress | None = None
    ) -> tuple[Recording, list[str]]:
        from playtester.record.portable import RecordingFileError, import_document

        try:
            recording_id, warnings = import_document(self.store, doc, progress)
        except RecordingFileError as exc:
            raise RecordingFileError(f"{source}: {exc}" if source else str(exc)) from None
        return self._load(recording_id), warnings


def _info(row: dict[str, Any], unreadable: dict[int, str]) -> RecordingInfo:
    """A list line from a recordings row; a damaged row is listed with what is wrong (its own,
    else `unreadable`'s: text that is not UTF-8 in its other rows)."""
    try:
        meta = json.loads(row["meta"]) if isinstance(row["meta"], str) else None
    except (TypeError, ValueError, RecursionError):
        meta, damaged = {}, "its details (names, mode) are not readable"
    else:
        damaged = "" if isinstance(meta, dict) else "its details (names, mode) are not readable"
        meta = meta if isinstance(meta, dict) else {}
    names, decks = meta.get("names"), meta.get("decks")
    numbers = {}
    for key in ("id", "created", "updated", "nodes", "main", "played", "ply", "turn", "winner"):
        value = row[key]
        if not isinstance(value, int) and not (key == "winner" and value is None):
            damaged = damaged or f"its {key} is not a number"
            value = 0
        numbers[key] = value
    damaged = unreadable.get(numbers["id"], "") or damaged
    return RecordingInfo(
        id=numbers["id"],
        title=_text(row["title"]),
        names=tuple(str(n) for n in names) if isinstance(names, list) else (),
        mode=str(meta.get("mode", "")),
        created=numbers["created"],
        updated=numbers["updated"],
        status=_text(row["status"]),
        winner=numbers["winner"],
        steps=numbers["nodes"],
        main=numbers["main"],
        played=numbers["played"],
        ply=numbers["ply"],
        turn=numbers["turn"],
        format=str(meta.get("format", "")),
        decks=tuple(str(d) for d in decks) if isinstance(decks, list) else (),
        damaged=damaged,
        game=str(meta.get("game", "")),
    )


def _text(value: Any) -> str:
    """A stored text to show; bytes that are not UTF-8 (a damaged row) as best they read."""
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
