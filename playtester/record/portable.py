"""The portable recording file: one versioned JSON document (docs/recording-format.md).

Loading a file from someone else never executes anything from it: it is read as JSON text
only (size-limited, strict UTF-8, no NaN), every field is checked for its type and size, and
every step is replayed by this version's engine from the start position: a step that is not
legal must be marked `override` (a rule broken on purpose), or the file is refused. The events
in the file are never trusted: the replay recomputes them, stores its own, and compares what
they change; a difference (an older or newer engine) is reported as a warning, not an error.
Notes are left out of the comparison: they are the log's facts, written in other forms by older
versions (plain text, words and cards), and the replay's own are kept.

Files of the older saved-game format (`playtester-game`, see `savegame.py`) load as a
recording with one line and no annotations.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playtester.engine import Game, IllegalAction
from playtester.engine.events import SetVar
from playtester.record import savegame
from playtester.record.annotations import MAX_TITLE, AnnotationError, from_dict
from playtester.record.codec import CodecError, decode_events, encode_events, encode_state
from playtester.record.recording import Recording, now_ms
from playtester.record.seek import SNAPSHOT_EVERY
from playtester.record.store import Store, dumps
from playtester.record.tree import StepInfo

KIND = "playtester-recording"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
MAX_STEPS = 100_000
MAX_ACTION = 2_000
MAX_EVENTS = 10_000  # events of one step
MAX_META = 64  # keys
MAX_TEXT = 2_000  # a meta value
MAX_WARNINGS = 5
PROGRESS_EVERY = 250  # steps replayed between two calls of an import's `progress`
TOP_KEYS = (
    "kind", "version", "title", "created", "meta", "start", "steps", "annotations", "cursor"
)  # fmt: skip
STEP_KEYS = ("id", "parent", "action", "override", "actor", "auto", "t", "events")


class RecordingFileError(ValueError):
    """A recording file that cannot be loaded; the message names the problem (and its path
    in the document)."""


Progress = Callable[[int, int], None]  # steps replayed, steps in all


# -- writing --------------------------------------------------------------------------------------


def export_document(recording: Recording) -> dict[str, Any]:
    """The portable form of a recording: every step of the tree (parents before children,
    a step's main continuation before its variations), the annotations and the cursor."""
    steps = []
    for node in recording.tree.preorder():
        info = recording.step(node)
        steps.append(
            {
                "id": node,
                "parent": info.parent,
                "action": info.action,
                "override": info.override,
                "actor": info.actor,
                "auto": info.auto,
                "t": info.t,
                "events": recording.events_data(node),
            }
        )
    notes = [{"step": node, **n.to_dict()} for node, n in recording.notes.listed()]
    return {
        "kind": KIND,
        "version": VERSION,
        "title": recording.title,
        "created": recording.created,
        "meta": recording.meta,
        "start": recording.start,
        "steps": steps,
        "annotations": notes,
        "cursor": recording.cursor,
    }


# -- reading --------------------------------------------------------------------------------------


def parse_bytes(data: bytes) -> Any:
    """JSON from bytes, with a clear RecordingFileError for anything that is not."""
    try:
        return savegame.parse_json(data)
    except savegame.SaveFileError as exc:
        raise RecordingFileError(str(exc)) from None


def read_file(path: Path, max_bytes: int = MAX_BYTES) -> Any:
    """The JSON document in a file, refused when too large or not JSON."""
    try:
        return savegame.read_json(path, max_bytes, "a recording")
    except savegame.SaveFileError as exc:
        raise RecordingFileError(str(exc)) from None


def _expect(value: Any, kind: type | tuple[type, ...], path: str, wanted: str) -> Any:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    bad_bool = isinstance(value, bool) and bool not in kinds
    if not isinstance(value, kind) or bad_bool:
        got = "null" if value is None else type(value).__name__
        raise RecordingFileError(f"{path}: expected {wanted}, got {got}")
    return value


def _meta(value: Any) -> dict[str, Any]:
    _expect(value, dict, "meta", "an object")
    if len(value) > MAX_META:
        raise RecordingFileError(f"meta: {len(value)} keys, at most {MAX_META}")
    for key, item in value.items():
        items = item if isinstance(item, list) else [item]
        if len(items) > MAX_META:
            raise RecordingFileError(f"meta.{key}: too many values")
        for one in items:
            if one is not None and not isinstance(one, str | int | float | bool):
                raise RecordingFileError(f"meta.{key}: expected text, numbers or a list of them")
            if isinstance(one, str) and len(one) > MAX_TEXT:
                raise RecordingFileError(f"meta.{key}: text too long (at most {MAX_TEXT})")
    return dict(value)


def _upgrade(doc: dict[str, Any]) -> dict[str, Any]:
    """An older saved game (`playtester-game`) as a recording document of one line."""
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordingFileError(f"version: unknown saved-game version {version!r}")
    if version > savegame.VERSION:
        raise RecordingFileError(
            f"a saved game from a newer playtester (format {version}; this one reads up to"
            f" {savegame.VERSION})"
        )
    actions = _expect(doc.get("actions"), list, "actions", "a list")
    steps = []
    for i, item in enumerate(actions):
        _expect(item, dict, f"actions[{i}]", "an object with an action")
        steps.append(
            {
                "id": i + 1,
                "parent": i,
                "action": item.get("action"),
                "override": item.get("override", False),
            }
        )
    meta = doc.get("meta", {})
    return {
        "kind": KIND,
        "version": VERSION,
        "meta": meta,
        "start": doc.get("start"),
        "steps": steps,
        "cursor": len(steps),
    }


def _check_step(item: Any, i: int, known: set[int]) -> dict[str, Any]:
    path = f"steps[{i}]"
    _expect(item, dict, path, "an object")
    for key in item:
        if key not in STEP_KEYS:
            raise RecordingFileError(f"{path}.{key}: unknown key")
    node = _expect(item.get("id"), int, f"{path}.id", "a step number")
    parent = _expect(item.get("parent"), int, f"{path}.parent", "a step number (0: the start)")
    if node < 1 or node in known:
        raise RecordingFileError(f"{path}.id: {node} is not a new positive step number")
    if parent != 0 and parent not in known:
        raise RecordingFileError(f"{path}.parent: step {parent} does not come before this step")
    action = _expect(item.get("action"), str, f"{path}.action", "an action in notation")
    if len(action) > MAX_ACTION:
        raise RecordingFileError(f"{path}.action: too long (at most {MAX_ACTION} characters)")
    actor = item.get("actor")
    if actor is not None and (actor not in (0, 1) or isinstance(actor, bool)):
        raise RecordingFileError(f"{path}.actor: expected 0 or 1, got {actor!r}")
    t = _expect(item.get("t", 0), int, f"{path}.t", "milliseconds since 1970")
    if not 0 <= t < 2**53:
        raise RecordingFileError(f"{path}.t: out of range")
    events = item.get("events")
    if events is not None:
        _expect(events, list, f"{path}.events", "a list")
        if len(events) > MAX_EVENTS:
            raise RecordingFileError(f"{path}.events: {len(events)} events, at most {MAX_EVENTS}")
    return {
        "node": node,
        "parent": parent,
        "action": action,
        "actor": actor,
        "t": t,
        "override": _expect(item.get("override", False), bool, f"{path}.override", "true/false"),
        "auto": _expect(item.get("auto", False), bool, f"{path}.auto", "true/false"),
        "events": events,
        "index": i,
    }


def check_document(doc: Any) -> dict[str, Any]:
    """Check a document's shape and sizes (not yet its game); returns it in a plain form."""
    _expect(doc, dict, "(top)", "a JSON object")
    half = savegame.half_character(doc)  # a file's escapes were refused as it was read
    if half:
        raise RecordingFileError(half)
    if doc.get("kind") == savegame.KIND:
        doc = _upgrade(doc)
    elif doc.get("kind") != KIND:
        raise RecordingFileError(f"kind: not a playtester recording (expected {KIND!r})")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordingFileError(f"version: expected a positive integer, got {version!r}")
    if version > VERSION:
        raise RecordingFileError(
            f"version: made by a newer playtester (format {version}; this one reads up to"
            f" {VERSION})"
        )
    for key in doc:
        if key not in TOP_KEYS:
            raise RecordingFileError(f"{key}: unknown key")
    title = _expect(doc.get("title", ""), str, "title", "text")
    if len(title) > MAX_TITLE:
        raise RecordingFileError(f"title: too long (at most {MAX_TITLE} characters)")
    steps = _expect(doc.get("steps", []), list, "steps", "a list")
    if len(steps) > MAX_STEPS:
        raise RecordingFileError(f"steps: {len(steps):,} steps, at most {MAX_STEPS:,}")
    known: set[int] = set()
    checked = []
    for i, item in enumerate(steps):
        step = _check_step(item, i, known)
        known.add(step["node"])
        checked.append(step)
    notes = _expect(doc.get("annotations", []), list, "annotations", "a list")
    if len(notes) > len(steps) + 1:
        raise RecordingFileError("annotations: more annotated steps than steps")
    annotations: dict[int, Any] = {}
    for i, item in enumerate(notes):
        path = f"annotations[{i}]"
        _expect(item, dict, path, "an object")
        node = _expect(item.get("step"), int, f"{path}.step", "a step number")
        if (node != 0 and node not in known) or node in annotations:
            raise RecordingFileError(f"{path}.step: no step {node}, or annotated twice")
        try:
            annotations[node] = from_dict({k: v for k, v in item.items() if k != "step"}, path)
        except AnnotationError as exc:
            raise RecordingFileError(str(exc)) from None
    created = _expect(doc.get("created", 0), int, "created", "milliseconds since 1970")
    if not 0 <= created < 2**53:
        raise RecordingFileError("created: out of range")
    cursor = _expect(doc.get("cursor", 0), int, "cursor", "a step number")
    if cursor != 0 and cursor not in known:
        raise RecordingFileError(f"cursor: no step {cursor}")
    return {
        "title": title,
        "meta": _meta(doc.get("meta", {})),
        "start": doc.get("start"),
        "steps": checked,
        "created": created,
        "annotations": annotations,
        "cursor": cursor,
    }


def import_document(
    store: Store, doc: Any, progress: Progress | None = None
) -> tuple[int, list[str]]:
    """Check, replay and store a recording document; returns its id in the library and the
    warnings. Nothing is written unless the whole file is good, and nothing if `progress`
    (called as the steps are replayed) raises, which is how an import is cancelled."""
    plain = check_document(doc)
    try:
        game = savegame.start_game(plain["start"])
    except savegame.SaveFileError as exc:
        raise RecordingFileError(str(exc)) from None
    for node, notes in plain["annotations"].items():
        unknown = notes.cards() - set(game.state.cards)
        if unknown:
            raise RecordingFileError(f"annotations: step {node} names no card {min(unknown)}")
    warnings: list[str] = []
    start = game.to_position()
    now = now_ms()
    names = list(game.state.names)
    meta = {**plain["meta"], "names": names, "format": game.state.format}
    title = plain["title"] or " vs ".join(names)
    with store.atomic():
        recording = store.new_recording(
            {
                "title": title,
                "meta": dumps(meta),
                "start": dumps(start),
                "created": plain["created"] or now,
                "updated": now,
                "status": "closed",
                "winner": None,
                "nodes": len(plain["steps"]),
                "cursor": 0,
                "ply": 0,
                "turn": game.state.vars.turn,
            }
        )
        cursor = plain["cursor"]
        ply, turn, winner = _replay(
            store, recording, game, plain["steps"], cursor, warnings, progress
        )
        for node, notes in plain["annotations"].items():
            store.set_annotations(recording, node, notes.to_dict())
        store.insert(
            "journal",
            {"recording": recording, "seq": 1, "op": "goto", "node": cursor, "branch": 0, "t": now},
        )
        store.update_recording(recording, cursor=cursor, ply=ply, turn=turn, winner=winner)
    return recording, warnings


def _replay(
    store: Store,
    recording: int,
    game: Game,
    steps: list[dict[str, Any]],
    cursor: int,
    warnings: list[str],
    progress: Progress | None = None,
) -> tuple[int, int, int | None]:
    """Play every step from its parent's position (depth first, undoing on the way back),
    storing the recomputed events and a snapshot every SNAPSHOT_EVERY plies. Returns the
    cursor's ply, turn and winner."""
    done = 0
    at_cursor = (0, game.state.vars.turn, game.winner)
    store.put_snapshot(recording, 0, dumps(encode_state(game.state)))
    children: dict[int, list[dict[str, Any]]] = {}
    for step in steps:
        children.setdefault(step["parent"], []).append(step)
    known = _keys_set(steps)
    todo: list[tuple[dict[str, Any], int, int] | None] = [
        (step, rank, 1) for rank, step in reversed(list(enumerate(children.get(0, []))))
    ]
    while todo:
        item = todo.pop()
        if item is None:  # back up from a finished subtree
            game.undo()
            continue
        step, rank, ply = item
        before = game.state.vars
        turn, phase, to_play = before.turn, before.phase, game.to_play
        events = _play(game, step)
        data = json.loads(dumps(encode_events(events)))
        given = step["events"]
        differ = given is not None and _changes(given, game, known) != _changes(data, game, known)
        if differ and len(warnings) < MAX_WARNINGS:
            warnings.append(
                f"steps[{step['index']}] {step['action']}: the file's events differ from this"
                " version's replay; the replay's are kept"
            )
        applied = game.history[-1]
        actor = step["actor"] if step["actor"] is not None else to_play
        info = StepInfo(step["node"], step["parent"], ply, str(applied.action), applied.override,
                        actor, step["auto"], step["t"], turn, phase)  # fmt: skip
        store.insert_step(recording, info, rank, dumps(data))
        if ply % SNAPSHOT_EVERY == 0:
            store.put_snapshot(recording, step["node"], dumps(encode_state(game.state)))
        if step["node"] == cursor:
            at_cursor = (ply, game.state.vars.turn, game.winner)
        done += 1
        if progress is not None and (done % PROGRESS_EVERY == 0 or done == len(steps)):
            progress(done, len(steps))
        todo.append(None)
        kids = children.get(step["node"], [])
        todo.extend((kid, r, ply + 1) for r, kid in reversed(list(enumerate(kids))))
    return at_cursor


def _keys_set(steps: list[dict[str, Any]]) -> set[str]:
    """The variables and flags a file's events set anywhere: a game's bookkeeping added after
    the file was written (this turn's battles) is never among them."""
    return {
        str(e.get("key"))
        for step in steps
        for e in step.get("events") or ()
        if isinstance(e, dict) and e.get("type") == "set"
    }


def _changes(events: list[Any], game: Game, known: set[str]) -> list[Any]:
    """The events that change the game (every one but the notes for the log), read as the
    game's records say, so that a file written before its state was typed compares by what it
    does: a variable set to what it was is no change, variables set one after another compare
    in any order (each sets its own), and a variable the file never sets (`known`: those it
    does) is bookkeeping added since it was written."""
    kept = [
        e
        for e in events
        if not (isinstance(e, dict) and e.get("type") == "note")
        and not (isinstance(e, dict) and e.get("type") == "set" and str(e.get("key")) not in known)
    ]
    try:
        decoded = decode_events(kept, game.state.game)
    except CodecError:
        return kept  # compared as written (the replay's events always read)
    out: list[Any] = []
    settings: list[SetVar] = []
    for event in [*decoded, None]:
        if isinstance(event, SetVar):
            if event.before != event.after:
                settings.append(event)
            continue
        if settings:
            out.append(sorted(settings, key=repr))
            settings = []
        if event is not None:
            out.append(event)
    return out


def _play(game: Game, step: dict[str, Any]) -> list[Any]:
    where = f"steps[{step['index']}] (step {step['node']}) {step['action']}"
    try:
        verdict = game.check(step["action"])
        if not verdict.legal and verdict.possible and not step["override"]:
            raise RecordingFileError(
                f"{where}: not legal here ({verdict.reason}); a step that breaks a rule on"
                ' purpose is marked "override": true'
            )
        return game.apply(step["action"], override=step["override"])
    except RecordingFileError:
        raise
    except IllegalAction as exc:
        raise RecordingFileError(f"{where}: cannot be played ({exc.reason})") from None
    except Exception as exc:  # the rules met something they never expected: refuse the file
        raise RecordingFileError(f"{where}: cannot be played ({type(exc).__name__})") from None
