"""The errors the engine raises: each carries a message a player can read."""

from __future__ import annotations


class IllegalAction(Exception):
    """An action that the rules forbid (or that cannot be done at all); `reason` says why."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class NotationError(IllegalAction):
    """Action text that cannot be read; `column` is where the problem is (1 = the first
    character), None for an action that was not read from text."""

    def __init__(self, reason: str, column: int | None = None) -> None:
        super().__init__(reason)
        self.column = column

    @classmethod
    def at(cls, problem: str, column: int | None, after: str = "") -> NotationError:
        """The error for `problem`, saying "at column N" when the column is known, then
        `after` (a hint: "; the actions are: ...")."""
        where = "" if column is None else f" at column {column}"
        return cls(f"{problem}{where}{after}", column)


class PositionError(ValueError):
    """A position document that does not describe a board; the message names the JSON path."""

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}" if path else problem)
        self.path = path
        self.problem = problem


class DeckError(ValueError):
    """A deck list that cannot be played; `problems` lists every one found."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = problems


class Impossible(IllegalAction):
    """An action that cannot be done even as an override: no such card or place, or nothing
    there."""
