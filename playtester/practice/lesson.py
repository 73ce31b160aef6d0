"""Find the move: a recorded game as a lesson. It stops at each step the teacher marked (a
chapter, a !, !!, ? or ?? mark, or a comment that asks a question), the student plays from the
position before it, and the answer is compared with the recorded action and the variations the
teacher marked as right too; the scores are kept in the data folder."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from playtester.engine import Action
from playtester.files import read_at_most, write_bytes

if TYPE_CHECKING:
    from playtester.record.recording import Recording

GOOD = ("!", "!!")  # a variation marked so is a right answer too
WRONG = ("?", "??")  # a recorded step marked so was a mistake: find better
ASKING = (*GOOD, *WRONG)
SCORES = "practice.json"  # in the data folder
MAX_SCORES_BYTES = 4_000_000


@dataclass(frozen=True)
class Question:
    """One stop of a lesson: the position before step `node`, its player, the right answers,
    and what the teacher wrote there."""

    node: int
    parent: int
    actor: int
    right: tuple[Action, ...]
    recorded: Action
    comment: str = ""
    chapter: str = ""

    def is_right(self, action: Action) -> bool:
        """Whether `action` is one of the right answers (whoever it names as its player)."""
        return _plain(action) in {_plain(a) for a in self.right}


def _plain(action: Action) -> Action:
    return replace(action, player=None)


def questions(recording: Recording, line: list[int] | None = None) -> list[Question]:
    """The stops of the lesson along `line` (default: the main line): a marked step of a
    player (not the program's own move) with at least one right answer."""
    found = []
    for node in recording.main_line() if line is None else line:
        notes = recording.notes.get(node)
        step = recording.step(node)
        asks = bool(notes.chapter) or notes.mark in ASKING or notes.comment.rstrip().endswith("?")
        if not asks or step.auto:
            continue
        recorded = recording.action(node)
        right = [] if notes.mark in WRONG else [recorded]
        for other in recording.tree.children.get(step.parent, []):
            if other != node and recording.notes.get(other).mark in GOOD:
                right.append(recording.action(other))
        if right:
            found.append(
                Question(
                    node,
                    step.parent,
                    step.actor,
                    tuple(right),
                    recorded,
                    notes.comment,
                    notes.chapter or "",
                )
            )
    return found


def scores_path() -> Path:
    """Where the lessons' scores are kept."""
    from playtester import userdata

    return userdata.home() / SCORES


def read_scores(path: Path | None = None) -> dict[str, Any]:
    """The kept scores, by lesson; an unreadable file is set aside (renamed, never deleted)
    and the scores start again."""
    from playtester import userdata

    path = path or scores_path()
    try:
        data = json.loads(read_at_most(path, MAX_SCORES_BYTES).decode("utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        userdata.move_aside(path)
        return {}
    return data if isinstance(data, dict) else {}


def keep_score(
    lesson: str, title: str, right: int, asked: int, path: Path | None = None
) -> dict[str, Any]:
    """Keep a lesson's score (the last, the best, how many tries); returns the lesson's entry."""
    path = path or scores_path()
    scores = read_scores(path)
    entry = scores.get(lesson)
    if not isinstance(entry, dict):
        entry = {}
    best = entry.get("best")
    if not (isinstance(best, list) and len(best) == 2 and all(isinstance(n, int) for n in best)):
        best = [0, asked]
    if right * max(best[1], 1) >= best[0] * max(asked, 1):
        best = [right, asked]
    tries = entry.get("tries")
    before = tries if isinstance(tries, int) else 0
    entry = {"title": title, "last": [right, asked], "best": best, "tries": before + 1}
    scores[lesson] = entry
    write_bytes(path, (json.dumps(scores, indent=1, sort_keys=True) + "\n").encode("utf-8"))
    return entry
