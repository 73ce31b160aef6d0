"""A recording: the start position and the tree of steps, with its live cursor.

A live game is recorded by calling `apply` (or `record` after applying a step to
`recording.game` elsewhere), `undo` and `redo`; each call writes and commits its rows at once.
The recording and the table share one game (`recording.game`: the table's own when
`Library.start` adopted it): its card ids are the ones events, snapshots and annotations use.

An undo moves the cursor back and keeps the step for redo; an action after an undo starts a new
branch. In a live game the new action becomes the main continuation (the game as played is the
main line) and the undone one a variation; after `play_from` ("play from here") new actions
are added as variations, leaving the main line as it was. Playing an action that a child of
the cursor already holds (same notation, same events) moves to that child instead.
"""

from __future__ import annotations

import json
import time
from typing import Any

from playtester.engine import Action, Game, Step
from playtester.engine.errors import NotationError
from playtester.engine.events import Event
from playtester.engine.state import State
from playtester.record.codec import (
    CodecError,
    decode_events,
    decode_state,
    encode_events,
    encode_state,
)
from playtester.record.notebook import Notebook
from playtester.record.seek import SNAPSHOT_EVERY, Replay
from playtester.record.store import RecordingDamaged, Store, dumps
from playtester.record.tree import StepInfo, Tree, Variation

_UNREADABLE = (ValueError, TypeError, KeyError, IndexError, RecursionError)


class RecordingError(RuntimeError):
    """The recording cannot do that (the game and the recording disagree, a step is missing)."""


def now_ms() -> int:
    return time.time_ns() // 1_000_000


class Recording:
    """One recorded game and its variations, in a session library (see `Library`)."""

    def __init__(self, store: Store, row: dict[str, Any]) -> None:
        self.store = store
        self.id = int(row["id"])
        self.title = str(row["title"])
        self.meta: dict[str, Any] = self._object(row["meta"], "its details are")
        self.start: dict[str, Any] = self._object(row["start"], "its start position is")
        self.created = int(row["created"]) if isinstance(row["created"], int) else 0
        self.status = str(row["status"])
        self.tree = Tree()
        self._events_json: dict[int, str] = {}
        self._events: dict[int, tuple[Event, ...]] = {}
        for info, events in store.steps(self.id):
            self.tree.add(info)
            self._events_json[info.node] = events
        self.snapshot_nodes = store.snapshot_nodes(self.id)
        self._snapshots: dict[int, str] = {}
        self.cursor, self.branching = 0, False
        self.future: list[int] = []  # undone steps, the next redo last
        self._replay_journal()
        self._game: Game | None = None
        self._before: tuple[int, int, str | None] = (0, 0, None)
        start_state = self.snapshot_state(0)
        if start_state is None:
            raise RecordingDamaged(self.id, "its start position is missing")
        self.card_ids = frozenset(start_state.cards)
        self.rules_game = start_state.game  # whose records its events' variables are
        try:
            self.notes = Notebook(self)
        except _UNREADABLE as exc:
            raise RecordingDamaged(self.id, f"its annotations are not readable ({exc})") from None

    def _object(self, text: Any, what: str) -> dict[str, Any]:
        """A JSON object stored as text; RecordingDamaged if it is not one."""
        try:
            value = json.loads(text)
        except _UNREADABLE:
            value = None
        if not isinstance(value, dict):
            raise RecordingDamaged(self.id, f"{what} not readable")
        return value

    def _replay_journal(self) -> None:
        """Where the live cursor stands and what redo would bring back, from the journal."""
        cursor, branching = 0, False
        future: list[int] = []
        for _seq, op, node, branch in self.store.journal_rows(self.id):
            if op == "do" and node in self.tree:
                cursor, future = node, []
            elif op == "undo" and cursor != 0:
                future.append(cursor)
                cursor = self.tree.parent(cursor)
            elif op == "redo" and future:
                cursor = future.pop()
            elif op == "goto" and node in self.tree:
                cursor, future, branching = node, [], bool(branch)
        self.cursor, self.future, self.branching = cursor, future, branching

    # -- reading ----------------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return list(self.meta.get("names") or [p.get("name", "?") for p in self.start["players"]])

    def step(self, node: int) -> StepInfo:
        return self.tree.steps[node]

    def events(self, node: int) -> tuple[Event, ...]:
        """The events step `node` made (decoded once, then kept)."""
        events = self._events.get(node)
        if events is None:
            data = self.events_data(node)
            try:
                events = self._events[node] = decode_events(data, self.rules_game)
            except CodecError as exc:
                raise RecordingDamaged(self.id, f"the events of step {node}: {exc}") from None
        return events

    def events_data(self, node: int) -> list[dict[str, Any]]:
        """The events of step `node` as stored (`Event.to_dict()` forms)."""
        try:
            data = json.loads(self._events_json[node])
        except _UNREADABLE:
            data = None
        if not isinstance(data, list):
            raise RecordingDamaged(self.id, f"the events of step {node} are not readable")
        return data

    def main_line(self) -> list[int]:
        return self.tree.main_line()

    def line(self, node: int = 0) -> list[int]:
        """The steps of the line through `node` (to switch the viewer to a variation)."""
        return self.tree.line(node)

    def variations(self) -> list[Variation]:
        return self.tree.variations()

    def snapshot_state(self, node: int) -> State | None:
        """A fresh copy of the stored snapshot at `node` (None: no snapshot there)."""
        text = self._snapshots.get(node)
        if text is None:
            if node not in self.snapshot_nodes:
                return None
            text = self.store.snapshot(self.id, node)
            if text is None:
                return None
            self._snapshots[node] = text
        try:
            return decode_state(json.loads(text))
        except _UNREADABLE as exc:  # CodecError is a ValueError
            raise RecordingDamaged(self.id, f"the snapshot at step {node}: {exc}") from None

    def save_snapshot(self, node: int, state: State) -> None:
        text = dumps(encode_state(state))
        with self.store.atomic():
            self.store.put_snapshot(self.id, node, text)
        self._snapshots[node] = text
        self.snapshot_nodes.add(node)

    def replay(self, node: int = 0) -> Replay:
        """A game that seeks quickly to any step (for the viewer, printing and images)."""
        return Replay(self, node)

    def game_at(self, node: int) -> Game:
        """A new game at step `node`, with the undo history that leads there and no redo."""
        return self._build(node, [])

    def _build(self, node: int, future: list[int]) -> Game:
        try:
            game = Replay(self, node).game
            game.history = [self._step(n) for n in self.tree.path(node)]
            game.future = [self._step(n) for n in future]
        except (KeyError, IndexError, AssertionError) as exc:
            # rows that read back but do not fit together (a step whose parent is gone, events
            # that do not apply to the state before them): a damaged file, said in a sentence
            raise RecordingDamaged(self.id, f"its steps do not fit together ({exc!r})") from None
        return game

    def action(self, node: int) -> Action:
        """The action of step `node`, read from its notation."""
        try:
            return Action.parse(self.tree.steps[node].action)
        except NotationError as exc:
            raise RecordingDamaged(self.id, f"step {node}'s action: {exc.reason}") from None

    def _step(self, node: int) -> Step:
        return Step(self.action(node), self.events(node), self.tree.steps[node].override)

    # -- the live game ----------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The live game at the cursor, with its undo and redo lists (built on first use)."""
        if self._game is None:
            self._game = self._build(self.cursor, self.future)
            self._observe()
        return self._game

    @property
    def ply(self) -> int:
        return self.tree.ply(self.cursor)

    def auto_flags(self) -> tuple[list[bool], list[bool]]:
        """Per step of `game.history` and of `game.future`: was it a goldfish's own move?"""
        steps = self.tree.steps
        return [steps[n].auto for n in self.tree.path(self.cursor)], [
            steps[n].auto for n in self.future
        ]

    def _observe(self) -> None:
        game = self.game
        self._before = (game.to_play, game.state.vars.turn, game.state.vars.phase)

    def apply(
        self,
        action: Action | str,
        override: bool = False,
        *,
        actor: int | None = None,
        auto: bool = False,
    ) -> list[Event]:
        """Apply an action to the recording's game and record it; returns its events.
        Raises IllegalAction like `Game.apply`, recording nothing."""
        game = self.game
        events = game.apply(action, override=override)
        self.record(game.history[-1], actor=actor, auto=auto)
        return events

    def record(self, step: Step, *, actor: int | None = None, auto: bool = False) -> StepInfo:
        """Record a step just applied to `self.game` (the recording's and the table's game).
        `actor` defaults to the step's `@P` or the player who was to play."""
        history = self.game.history
        if len(history) != self.ply + 1 or history[-1] is not step:
            raise RecordingError("the game and its recording are out of step")
        to_play, turn, phase = self._before
        if actor is None:
            actor = step.action.player if step.action.player is not None else to_play
        return self._store(step, actor, auto, turn, phase)

    def _store(self, step: Step, actor: int, auto: bool, turn: int, phase: str | None) -> StepInfo:
        events_json = dumps(encode_events(step.events))
        text = str(step.action)
        for child in self.tree.children[self.cursor]:
            info = self.tree.steps[child]
            same = (info.action, info.override) == (text, step.override)
            if same and self._events_json[child] == events_json:
                self._move("do", child)
                return info
        node = self.tree.next_node()
        info = StepInfo(
            node, self.cursor, self.ply + 1, text, step.override, actor, auto, now_ms(), turn, phase
        )
        rank = len(self.tree.children[self.cursor]) if self.branching else 0
        with self.store.atomic():
            if rank == 0:
                self.store.execute(
                    "UPDATE steps SET rank = rank + 1 WHERE recording = ? AND parent = ?",
                    [self.id, self.cursor],
                )
            self.store.insert_step(self.id, info, rank, events_json)
            if info.ply % SNAPSHOT_EVERY == 0:
                self.save_snapshot(node, self.game.state)
            self.tree.add(info, rank)
            self._events_json[node] = events_json
            self._events[node] = tuple(step.events)
            self._move("do", node)
        return info

    def _move(self, op: str, node: int, live: bool = True) -> None:
        """Move the cursor (`do`, `undo`, `redo`, `goto`) and write it to the journal; the
        recording is live again (offered to resume) unless `live` is false."""
        if op == "undo":
            self.future.append(self.cursor)
            self.cursor = self.tree.parent(self.cursor)
        elif op == "redo":
            self.cursor = self.future.pop()
        else:
            self.cursor, self.future = node, []
        self._observe()
        game = self.game
        with self.store.atomic():
            seq = self.store.execute(
                "SELECT COALESCE(MAX(seq), 0) + 1 FROM journal WHERE recording = ?", [self.id]
            ).fetchone()[0]
            self.store.insert(
                "journal",
                {
                    "recording": self.id,
                    "seq": seq,
                    "op": op,
                    "node": node,
                    "branch": int(self.branching),
                    "t": now_ms(),
                },
            )
            status = "live" if live else self.status
            self.store.update_recording(
                self.id,
                updated=now_ms(),
                nodes=len(self.tree),
                cursor=self.cursor,
                ply=self.ply,
                turn=game.state.vars.turn,
                winner=game.winner,
                status=status,
            )
        self.status = status

    def undo(self) -> StepInfo | None:
        """Record an undo (and undo `self.game` unless that was done already)."""
        if self.cursor == 0:
            return None
        game, node = self.game, self.cursor
        if len(game.history) == self.ply:
            game.undo()
        elif len(game.history) != self.ply - 1:
            raise RecordingError("the game and its recording are out of step")
        self._move("undo", node)
        return self.tree.steps[node]

    def redo(self) -> StepInfo | None:
        """Record a redo (and redo `self.game` unless that was done already)."""
        if not self.future:
            return None
        game, node = self.game, self.future[-1]
        if len(game.history) == self.ply:
            game.redo()
        elif len(game.history) != self.ply + 1:
            raise RecordingError("the game and its recording are out of step")
        self._move("redo", node)
        return self.tree.steps[node]

    def play_from(self, node: int) -> Game:
        """Play from here: the live game becomes the game at `node`, and the actions played
        from now on are kept as a variation (the main line stays as it is)."""
        if node not in self.tree:
            raise RecordingError(f"no step {node} in this recording")
        self._game = self._build(node, [])
        self.branching = True
        self._move("goto", node)
        return self._game

    def played(self) -> bool:
        """Whether a player took a step (a goldfish's own moves alone do not count)."""
        return any(not info.auto for info in self.tree.steps.values())

    def close(self) -> None:
        """The game left the table normally: the recording is no longer offered to resume, and
        one in which nothing was played is not kept at all (it would only fill the list)."""
        if self.played():
            self.store.update_recording(self.id, status="closed", updated=now_ms())
            self.store.db.commit()
        else:
            self.store.delete_recording(self.id)
        self.status = "closed"

    # -- branches ---------------------------------------------------------------------------

    def promote(self, node: int) -> None:
        """Make the line through `node` the main line."""
        changed = self.tree.promote(node)
        with self.store.atomic():
            for parent in changed:
                for rank, child in enumerate(self.tree.children[parent]):
                    self.store.execute(
                        "UPDATE steps SET rank = ? WHERE recording = ? AND node = ?",
                        [rank, self.id, child],
                    )

    def delete(self, node: int) -> list[int]:
        """Delete step `node` and everything after it (a variation that is not wanted);
        the live cursor's own line cannot be deleted. Returns the deleted steps."""
        if node == 0 or node not in self.tree:
            raise RecordingError("only a step after the start can be deleted")
        if self.tree.is_ancestor(node, self.cursor):
            raise RecordingError("that step leads to where the game stands now")
        parent = self.tree.parent(node)
        gone = self.tree.remove(node)
        with self.store.atomic():
            for n in gone:
                for table in ("steps", "snapshots"):
                    self.store.execute(
                        f"DELETE FROM {table} WHERE recording = ? AND node = ?", [self.id, n]
                    )
            for rank, child in enumerate(self.tree.children[parent]):
                self.store.execute(
                    "UPDATE steps SET rank = ? WHERE recording = ? AND node = ?",
                    [rank, self.id, child],
                )
            self.notes.forget(set(gone))
            self._move("goto", self.cursor, live=False)
        for n in gone:
            self._events.pop(n, None)
            self._events_json.pop(n, None)
            self._snapshots.pop(n, None)
            self.snapshot_nodes.discard(n)
        if self._game is not None:
            self._game.future.clear()
        return gone
