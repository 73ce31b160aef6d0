"""Puzzle files (docs/puzzles.md): a position, the side that acts, a goal, which hidden cards
may lie in any order, and the solution lines in the game's notation. A pure reader: it parses
in linear time within stated limits and answers bad input with a sentence naming the path."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playtester.engine import Action, Game, registry
from playtester.engine.errors import IllegalAction, PositionError
from playtester.files import read_at_most

FORMAT = 1  # the format version puzzle files carry as "puzzle"
MAX_BYTES = 2_000_000
MAX_TEXT = 2_000  # a title, a hint, a comment, an action
MAX_LINES = 100  # solution lines
MAX_ACTIONS = 200  # actions in one line
MAX_HINTS = 20
MAX_HIDDEN = 10  # hidden entries (each a player and their piles)
MAX_TURNS = 4
MAX_COUNT = 1_000
SHARED_GOALS = ("win", "survive")  # the goals every game has; games add their own (registry)
KEYS = frozenset(
    {"puzzle", "title", "difficulty", "side", "goal", "hidden", "position", "solutions"}
    | {"unique", "hints", "comment"}
)


class PuzzleError(ValueError):
    """A puzzle file that cannot be played; the message names the JSON path of the problem."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}" if path else problem)
        self.path = path
        self.problem = problem


@dataclass(frozen=True)
class Goal:
    """What the solving side must do: `kind` (win, survive, or the game's own), the `count`
    the game's kinds reach, within `turns` turns (1: before this turn ends)."""

    kind: str
    count: int = 0
    turns: int = 1

    @property
    def holds(self) -> bool:
        """A goal kept to the end of the horizon (survive), not one reached at some moment."""
        return self.kind == "survive"


@dataclass(frozen=True)
class Hidden:
    """Piles of one player whose cards may lie in any order, and be in any of these piles:
    the puzzle holds whatever the arrangement ("any of the remaining cards")."""

    player: int
    zones: tuple[str, ...]


@dataclass(frozen=True)
class Puzzle:
    """One puzzle as read from a file (the position kept as its document)."""

    title: str
    game: str
    position: dict[str, Any]
    side: int
    goal: Goal
    hidden: tuple[Hidden, ...] = ()
    solutions: tuple[tuple[Action, ...], ...] = ()
    unique: bool = True
    difficulty: int = 1
    hints: tuple[str, ...] = ()
    comment: str = ""

    def game_at_start(self) -> Game:
        """A fresh game at the puzzle's position."""
        return Game.from_position(self.position)

    def goal_words(self) -> str:
        """The goal as the player reads it at the table."""
        goal = self.goal
        within = "this turn" if goal.turns == 1 else f"within {goal.turns} turns"
        if goal.kind == "win":
            said = "Win"
        elif goal.kind == "survive":
            return "Survive this turn" if goal.turns == 1 else f"Survive {goal.turns} turns"
        else:
            hook = registry.goals_for(self.game)
            said = hook.words(goal.kind, goal.count) if hook is not None else goal.kind
        return f"{said} {within}"

    def to_dict(self) -> dict[str, Any]:
        """The puzzle as a file's document (reading it back gives the same puzzle)."""
        doc: dict[str, Any] = {"puzzle": FORMAT, "title": self.title}
        doc["difficulty"] = self.difficulty
        doc["side"] = self.side
        goal: dict[str, Any] = {"kind": self.goal.kind}
        if self.goal.kind not in SHARED_GOALS:
            goal["count"] = self.goal.count
        if self.goal.turns != 1:
            goal["turns"] = self.goal.turns
        doc["goal"] = goal
        if self.hidden:
            doc["hidden"] = [{"player": h.player, "zones": list(h.zones)} for h in self.hidden]
        doc["position"] = self.position
        doc["solutions"] = [[str(a) for a in line] for line in self.solutions]
        doc["unique"] = self.unique
        if self.hints:
            doc["hints"] = list(self.hints)
        if self.comment:
            doc["comment"] = self.comment
        return doc


def load_puzzle(path: Path | str) -> Puzzle:
    """Read a puzzle file: OSError for a file that cannot be read (not a regular file, too
    large), PuzzleError naming the problem for one that is no puzzle."""
    data = read_at_most(path, MAX_BYTES)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PuzzleError("", f"not UTF-8 text (byte {exc.start})") from None
    return read_puzzle(text)


def read_puzzle(text: str) -> Puzzle:
    """A puzzle from the text of a file (see `load_puzzle`)."""
    if len(text) > MAX_BYTES:
        raise PuzzleError("", f"{len(text):,} characters, more than the {MAX_BYTES:,} it may")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PuzzleError("", f"not JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise PuzzleError("", "not JSON: nested too deeply") from None
    return puzzle_from_dict(doc)


def puzzle_from_dict(doc: Any) -> Puzzle:
    """A puzzle from its document; PuzzleError names the first problem found."""
    if not isinstance(doc, dict):
        raise PuzzleError("", "a puzzle is a JSON object")
    unknown = sorted(str(k) for k in doc if k not in KEYS)
    if unknown:
        raise PuzzleError(unknown[0], f"unknown key; keys: {', '.join(sorted(KEYS))}")
    if doc.get("puzzle") != FORMAT:
        raise PuzzleError("puzzle", f"expected the format version {FORMAT}")
    title = _text(doc, "title", "")
    position = doc.get("position")
    if not isinstance(position, dict):
        raise PuzzleError("position", "a position document (docs/position-format.md) needed")
    try:
        game = Game.from_position(position)
    except PositionError as exc:
        raise PuzzleError(f"position.{exc.path}" if exc.path else "position", exc.problem) from None
    side = doc.get("side", game.to_play)
    if side not in (0, 1) or isinstance(side, bool):
        raise PuzzleError("side", "expected 0 or 1 (the player who solves the puzzle)")
    goal = _goal(doc.get("goal"), game.rules.name)
    hidden = _hidden(doc.get("hidden", []), game)
    solutions = _solutions(doc.get("solutions", []), game)
    unique = doc.get("unique", True)
    if not isinstance(unique, bool):
        raise PuzzleError("unique", "expected true or false")
    difficulty = doc.get("difficulty", 1)
    if not _integer(difficulty) or not 1 <= difficulty <= 5:
        raise PuzzleError("difficulty", "expected a whole number from 1 (easy) to 5 (hard)")
    hints = doc.get("hints", [])
    if not isinstance(hints, list) or len(hints) > MAX_HINTS:
        raise PuzzleError("hints", f"expected a list of at most {MAX_HINTS} texts")
    read_hints = tuple(_text({"h": h}, "h", "", f"hints[{i}]") for i, h in enumerate(hints))
    return Puzzle(
        title=title,
        game=game.rules.name,
        position=position,
        side=side,
        goal=goal,
        hidden=hidden,
        solutions=solutions,
        unique=unique,
        difficulty=difficulty,
        hints=read_hints,
        comment=_text(doc, "comment", ""),
    )


def _integer(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(doc: dict[str, Any], key: str, default: str, path: str | None = None) -> str:
    value = doc.get(key, default)
    if not isinstance(value, str):
        raise PuzzleError(path or key, "expected a text")
    if len(value) > MAX_TEXT:
        raise PuzzleError(path or key, f"{len(value):,} characters, over the {MAX_TEXT:,} limit")
    return value


def _goal(value: Any, game: str) -> Goal:
    if not isinstance(value, dict):
        raise PuzzleError("goal", 'expected an object such as {"kind": "win"}')
    unknown = sorted(str(k) for k in value if k not in ("kind", "count", "turns"))
    if unknown:
        raise PuzzleError(f"goal.{unknown[0]}", "unknown key; keys: count, kind, turns")
    hook = registry.goals_for(game)
    own = hook.kinds if hook is not None else ()
    kind = value.get("kind")
    if kind not in SHARED_GOALS and kind not in own:
        known = ", ".join((*SHARED_GOALS, *own))
        raise PuzzleError("goal.kind", f"unknown goal {kind!r}; goals of {game}: {known}")
    count = value.get("count", 0)
    if kind in own and "count" not in value:
        raise PuzzleError("goal.count", f"the goal {kind} needs a count")
    if not _integer(count) or not 0 <= count <= MAX_COUNT:
        raise PuzzleError("goal.count", f"expected a whole number from 0 to {MAX_COUNT}")
    turns = value.get("turns", 1)
    if not _integer(turns) or not 1 <= turns <= MAX_TURNS:
        raise PuzzleError("goal.turns", f"expected a whole number from 1 to {MAX_TURNS}")
    return Goal(kind, count, turns)


def _hidden(value: Any, game: Game) -> tuple[Hidden, ...]:
    if not isinstance(value, list) or len(value) > MAX_HIDDEN:
        raise PuzzleError("hidden", f"expected a list of at most {MAX_HIDDEN} entries")
    found = []
    for i, entry in enumerate(value):
        where = f"hidden[{i}]"
        if not isinstance(entry, dict) or set(entry) != {"player", "zones"}:
            raise PuzzleError(where, 'expected {"player": 0 or 1, "zones": [piles]}')
        player, zones = entry["player"], entry["zones"]
        if player not in (0, 1) or isinstance(player, bool):
            raise PuzzleError(f"{where}.player", "expected 0 or 1")
        if not isinstance(zones, list) or not zones or len(zones) > MAX_HIDDEN:
            raise PuzzleError(f"{where}.zones", f"expected 1 to {MAX_HIDDEN} pile names")
        for j, zone in enumerate(zones):
            kind = game.rules.zone(zone) if isinstance(zone, str) else None
            if kind is None or kind.field:
                raise PuzzleError(f"{where}.zones[{j}]", f"{zone!r} is not a pile of this game")
        if len(set(zones)) != len(zones):
            raise PuzzleError(f"{where}.zones", "a pile named twice")
        found.append(Hidden(player, tuple(zones)))
    return tuple(found)


def _solutions(value: Any, game: Game) -> tuple[tuple[Action, ...], ...]:
    if not isinstance(value, list) or len(value) > MAX_LINES:
        raise PuzzleError("solutions", f"expected a list of at most {MAX_LINES} lines")
    lines = []
    for i, line in enumerate(value):
        if not isinstance(line, list) or not line or len(line) > MAX_ACTIONS:
            raise PuzzleError(f"solutions[{i}]", f"expected a list of 1 to {MAX_ACTIONS} actions")
        actions = []
        for j, text in enumerate(line):
            where = f"solutions[{i}][{j}]"
            if not isinstance(text, str) or len(text) > MAX_TEXT:
                raise PuzzleError(where, f"expected an action of at most {MAX_TEXT} characters")
            try:
                action = Action.parse(text)
            except IllegalAction as exc:
                raise PuzzleError(where, str(exc)) from None
            verdict = game.check(action)  # the game's words for its own arguments
            if verdict.unreadable:
                raise PuzzleError(where, verdict.reason)
            actions.append(action)
        lines.append(tuple(actions))
    return tuple(lines)
