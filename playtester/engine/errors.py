"""The errors the engine raises: each carries a message a player can read."""

from __future__ import annotations

from dataclasses import dataclass

ReasonArg = str | int | tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why the rules refuse an action: an id from the game's closed set of refusals
    (`"move.no_place"`) and the facts its words need (a card's name, a number, a place), worded
    for a player by the game's words, never by the rule that refuses."""

    id: str
    args: tuple[tuple[str, ReasonArg], ...] = ()

    @classmethod
    def of(cls, id: str, **args: ReasonArg) -> Reason:
        return cls(id, tuple(args.items()))

    def get(self, name: str) -> ReasonArg | None:
        """The parameter called `name` (None if the reason has none)."""
        return next((value for key, value in self.args if key == name), None)

    @property
    def params(self) -> dict[str, ReasonArg]:
        return dict(self.args)


class IllegalAction(Exception):
    """An action that the rules forbid (or that cannot be done at all); `reason` says why in a
    player's words and `why` (when the rules know it) as a reason id with its facts."""

    def __init__(self, reason: str, why: Reason | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.why = why


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
