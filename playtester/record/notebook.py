"""The annotations of one recording and their undo history (`Recording.notes`).

Every change is one edit (the step's annotations before and after), written to the library at
once; `undo`/`redo` walk the edits like the table's undo walks actions, and a new edit after
an undo drops the undone ones.
"""

from __future__ import annotations

import builtins
import json
import time
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from playtester.record.annotations import (
    NONE,
    AnnotationError,
    Annotations,
    Target,
    checked_chapter,
    checked_comment,
    checked_mark,
    from_dict,
)
from playtester.record.store import dumps

if TYPE_CHECKING:
    from playtester.record.recording import Recording


class _Keep:
    def __repr__(self) -> str:
        return "KEEP"


KEEP: Any = _Keep()  # "leave this field as it is" in `Notebook.annotate`


@dataclass(frozen=True, slots=True)
class Edit:
    seq: int
    node: int
    before: Annotations
    after: Annotations


class Notebook:
    """Annotations by step, with an undo history kept in the library."""

    def __init__(self, recording: Recording) -> None:
        self.recording = recording
        self.store = recording.store
        self.id = recording.id
        self._notes: dict[int, Annotations] = {}
        for node, data in self.store.annotation_rows(self.id):
            self._notes[int(node)] = from_dict(json.loads(data))
        self._edits: list[Edit] = []
        self._done = 0
        for seq, node, before, after, undone in self.store.edit_rows(self.id):
            edit = Edit(int(seq), int(node), _load(before), _load(after))
            self._edits.append(edit)
            self._done += not undone

    # -- reading ----------------------------------------------------------------------------

    def get(self, node: int) -> Annotations:
        return self._notes.get(node, NONE)

    def __contains__(self, node: object) -> bool:
        return node in self._notes

    def listed(self, nodes: list[int] | None = None) -> list[tuple[int, Annotations]]:
        """The annotated steps in the order of `nodes` (default: step 0, then every step in
        reading order: along the main line, each variation right after the step it replaces)."""
        order = [0, *self.recording.tree.reading_order()] if nodes is None else nodes
        return [(n, self._notes[n]) for n in order if n in self._notes]

    def chapters(self, nodes: list[int] | None = None) -> list[tuple[int, str]]:
        """(step, title) of every chapter, in the order of `nodes` (default: the main line)."""
        order = [0, *self.recording.main_line()] if nodes is None else nodes
        out = []
        for node in order:
            notes = self._notes.get(node)
            if notes is not None and notes.chapter:
                out.append((node, notes.chapter))
        return out

    @property
    def can_undo(self) -> bool:
        return self._done > 0

    @property
    def can_redo(self) -> bool:
        return self._done < len(self._edits)

    # -- editing ----------------------------------------------------------------------------

    def set(self, node: int, notes: Annotations) -> None:
        """Replace a step's annotations (one undoable edit)."""
        if node not in self.recording.tree:
            raise AnnotationError(f"no step {node} in this recording")
        unknown = notes.cards() - self.recording.card_ids
        if unknown:
            raise AnnotationError(f"card: no card {min(unknown)} in this game")
        before = self.get(node)
        if notes == before:
            return
        now = time.time_ns() // 1_000_000
        seq = self._edits[self._done - 1].seq + 1 if self._done else 1
        with self.store.atomic():
            self.store.execute(
                "DELETE FROM annotation_edits WHERE recording = ? AND undone = 1", [self.id]
            )
            self.store.insert(
                "annotation_edits",
                {
                    "recording": self.id,
                    "seq": seq,
                    "node": node,
                    "before": dumps(before.to_dict()),
                    "after": dumps(notes.to_dict()),
                    "undone": 0,
                    "t": now,
                },
            )
            self.store.set_annotations(self.id, node, notes.to_dict())
        del self._edits[self._done :]
        self._edits.append(Edit(seq, node, before, notes))
        self._done += 1
        self._put(node, notes)

    def annotate(
        self, node: int, *, comment: Any = KEEP, mark: Any = KEEP, chapter: Any = KEEP
    ) -> Annotations:
        """Set a step's comment, mark (`!`, `?`, `!!`, `??`, `!?`, `?!`, or None) and chapter
        title (None: not a chapter); fields left out stay as they are."""
        notes = self.get(node)
        if comment is not KEEP:
            notes = replace(notes, comment=checked_comment(comment))
        if mark is not KEEP:
            notes = replace(notes, mark=checked_mark(mark))
        if chapter is not KEEP:
            notes = replace(notes, chapter=checked_chapter(chapter))
        self.set(node, notes)
        return notes

    def arrow(self, node: int, src: Target, dst: Target, colour: str = "green") -> Annotations:
        """Draw (or, drawn again alike, remove) an arrow on a step."""
        notes = self.get(node).with_arrow(src, dst, colour)
        self.set(node, notes)
        return notes

    def circle(self, node: int, at: Target, colour: str = "green") -> Annotations:
        notes = self.get(node).with_circle(at, colour)
        self.set(node, notes)
        return notes

    def highlight(self, node: int, card: int, colour: str = "yellow") -> Annotations:
        notes = self.get(node).with_highlight(card, colour)
        self.set(node, notes)
        return notes

    def clear(self, node: int, shapes_only: bool = False) -> None:
        """Remove a step's annotations (only the arrows, circles and highlights if asked)."""
        notes = self.get(node)
        if shapes_only:
            self.set(node, replace(notes, arrows=(), circles=(), highlights=()))
        else:
            self.set(node, NONE)

    def undo(self) -> int | None:
        """Take back the last annotation edit; returns the step it changed (None: nothing)."""
        if not self._done:
            return None
        edit = self._edits[self._done - 1]
        self._write(edit, undone=1, notes=edit.before)
        self._done -= 1
        return edit.node

    def redo(self) -> int | None:
        if self._done == len(self._edits):
            return None
        edit = self._edits[self._done]
        self._write(edit, undone=0, notes=edit.after)
        self._done += 1
        return edit.node

    def forget(self, nodes: builtins.set[int]) -> None:
        """Steps that were deleted: their annotations and edits go too."""
        with self.store.atomic():
            for node in nodes:
                self.store.set_annotations(self.id, node, {})
                self.store.execute(
                    "DELETE FROM annotation_edits WHERE recording = ? AND node = ?",
                    [self.id, node],
                )
        done = self._edits[: self._done]
        self._done = sum(1 for e in done if e.node not in nodes)
        self._edits = [e for e in self._edits if e.node not in nodes]
        for node in nodes:
            self._notes.pop(node, None)

    def _write(self, edit: Edit, undone: int, notes: Annotations) -> None:
        with self.store.atomic():
            self.store.execute(
                "UPDATE annotation_edits SET undone = ? WHERE recording = ? AND seq = ?",
                [undone, self.id, edit.seq],
            )
            self.store.set_annotations(self.id, edit.node, notes.to_dict())
        self._put(edit.node, notes)

    def _put(self, node: int, notes: Annotations) -> None:
        if notes:
            self._notes[node] = notes
        else:
            self._notes.pop(node, None)


def _load(text: str) -> Annotations:
    return from_dict(json.loads(text))
