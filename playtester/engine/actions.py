"""Actions and their text notation: `play "Lumen Blade" A1`, `move A1 -> B2 with C3`.

An action is a verb followed by arguments; an argument is a bare word (`A1`, `->`, `+5000`)
or a list of double-quoted card names separated by commas. `@1 ` in front says which player
acts when it is not the one to play. `Action.parse(str(a)) == a` always holds. A parsed action
knows the column where each of its parts began, so every error in reading it can say where.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from playtester.engine.errors import IllegalAction, NotationError, Reason

Arg = str | tuple[str, ...]  # a bare word, or a list of card names


def quote(name: str) -> str:
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


@dataclass(frozen=True, slots=True)
class Action:
    """A verb, its arguments, and who acts (None: the player to play). `columns`: where the
    verb and each argument began in the text it was read from (1 = the first character), and
    `end` the column just after its last word; empty and 0 for an action built in code."""

    verb: str
    args: tuple[Arg, ...] = ()
    player: int | None = None
    columns: tuple[int, ...] = field(default=(), compare=False, repr=False)
    end: int = field(default=0, compare=False, repr=False)

    @classmethod
    def of(cls, verb: str, *args: Arg | list[str], player: int | None = None) -> Action:
        """Build an action from Python values: lists become name lists."""
        return cls(verb, tuple(tuple(a) if isinstance(a, list) else a for a in args), player)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read an action from its notation; NotationError says what is wrong and where."""
        return _parse(text)

    def __str__(self) -> str:
        parts = [] if self.player is None else [f"@{self.player}"]
        parts.append(self.verb)
        for arg in self.args:
            parts.append(arg if isinstance(arg, str) else ", ".join(quote(n) for n in arg))
        return " ".join(parts)

    def reader(self) -> ArgReader:
        return ArgReader(self)

    def column(self, part: int) -> int | None:
        """The column of part `part` of the text (0 the verb, 1 the first argument; past the
        last: the end of the text), or None for an action that was not read from text."""
        if not self.columns:
            return None
        return self.columns[part] if part < len(self.columns) else self.end

    def error(self, problem: str, part: int = 0, after: str = "") -> NotationError:
        """A NotationError about part `part` (0 the verb), saying at which column it is
        (`after`: words that follow the column, such as a list of what is allowed)."""
        return NotationError.at(problem, self.column(part), after)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The rules assistant's answer: legal or not, and why not: `why` as the game's reason id
    with its facts, `reason` in a player's words (made from `why` by the game's words).

    `possible` is false when even an override cannot do it (no such card, no such place);
    `unreadable` when the text itself could not be read, `column` saying where (if known).
    """

    legal: bool
    reason: str = ""
    possible: bool = True
    unreadable: bool = False
    column: int | None = None
    why: Reason | None = None

    @classmethod
    def refused(cls, error: IllegalAction) -> Verdict:
        """The answer to an action that raised `error` while being read or judged: impossible,
        and unreadable (with the column) when the error is a NotationError."""
        if isinstance(error, NotationError):
            return cls(False, error.reason, False, True, error.column, error.why)
        return cls(False, error.reason, possible=False, why=error.why)

    def error(self) -> IllegalAction:
        """The exception `apply` raises for this refusal: NotationError for unreadable text."""
        if self.unreadable:
            error: IllegalAction = NotationError(self.reason, self.column)
            error.why = self.why
            return error
        return IllegalAction(self.reason, self.why)

    def __bool__(self) -> bool:
        return self.legal


LEGAL = Verdict(True)


@lru_cache(maxsize=8192)
def listed(verb: str, args: tuple[Arg, ...] = ()) -> Action:
    """`Action(verb, args)`, made once and then shared: the legal-action lists name the same
    few actions step after step, an action never changes, and making one costs more than
    finding it (benchmarks/engine.py)."""
    return Action(verb, args)


def _is_word_char(ch: str) -> bool:
    return not ch.isspace() and ch not in '",'


def _parse(text: str) -> Action:
    if not isinstance(text, str):
        raise NotationError(f"an action must be text, not {type(text).__name__}")
    tokens, columns = _tokens(text)
    end = len(text.rstrip()) + 1
    player: int | None = None
    if tokens and isinstance(tokens[0], str) and tokens[0].startswith("@"):
        who = tokens.pop(0)
        assert isinstance(who, str)
        if who not in ("@0", "@1"):
            raise NotationError.at(f"'{who}': the player prefix is @0 or @1", columns[0])
        player = int(who[1])
        columns.pop(0)
    if not tokens:
        raise NotationError.at("empty action: expected a verb", end)
    verb = tokens[0]
    if not isinstance(verb, str) or not verb.replace("_", "").isalpha():
        shown = verb if isinstance(verb, str) else quote(verb[0])
        raise NotationError.at(f"{shown}: an action starts with a verb", columns[0])
    return Action(verb.lower(), tuple(tokens[1:]), player, tuple(columns), end)


def _tokens(text: str) -> tuple[list[Arg], list[int]]:
    """The words and name lists of `text`, and the column where each began."""
    i, n = 0, len(text)
    tokens: list[Arg] = []
    columns: list[int] = []
    while True:
        while i < n and text[i].isspace():
            i += 1
        if i >= n:
            return tokens, columns
        columns.append(i + 1)
        ch = text[i]
        if ch == '"':
            names: list[str] = []
            while True:
                name, i = _read_quoted(text, i)
                names.append(name)
                j = i
                while j < n and text[j].isspace():
                    j += 1
                if j < n and text[j] == ",":
                    j += 1
                    while j < n and text[j].isspace():
                        j += 1
                    if j >= n or text[j] != '"':
                        raise NotationError.at("a card name in quotes must follow the comma", j + 1)
                    i = j
                    continue
                break
            tokens.append(tuple(names))
        elif ch == ",":
            raise NotationError.at("unexpected comma (commas separate names)", i + 1)
        else:
            start = i
            while i < n and _is_word_char(text[i]):
                i += 1
            tokens.append(text[start:i])


def _read_quoted(text: str, i: int) -> tuple[str, int]:
    """Read a quoted name starting at text[i] == '"'; return it and the index after it."""
    start = i
    i += 1
    out: list[str] = []
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text):
            out.append(text[i + 1])
            i += 2
            continue
        if ch == '"':
            name = "".join(out)
            if not name.strip():
                raise NotationError.at("empty card name", start + 1)
            return name, i + 1
        out.append(ch)
        i += 1
    raise NotationError.at("unclosed quote", start + 1)


class ArgReader:
    """Reads an action's arguments in order, with errors that name the verb, what was due and
    the column where it was due."""

    def __init__(self, action: Action) -> None:
        self.action = action
        self.verb = action.verb
        self.args = action.args
        self.i = 0

    def error(self, problem: str, last: bool = False, after: str = "") -> NotationError:
        """A NotationError about the argument due next (`last`: the one just read), naming the
        verb and the column (`after`: words that follow the column)."""
        argument = self.i - 1 if last else self.i
        return self.action.error(f"{self.verb}: {problem}", argument + 1, after)  # 0: the verb

    def _fail(self, wanted: str) -> NotationError:
        if self.i < len(self.args):
            got = self.args[self.i]
            shown = got if isinstance(got, str) else ", ".join(quote(n) for n in got)
            return self.error(f"expected {wanted}, not {shown}")
        return self.error(f"expected {wanted}")

    def more(self) -> bool:
        return self.i < len(self.args)

    def peek(self) -> Arg | None:
        return self.args[self.i] if self.i < len(self.args) else None

    def names(self) -> tuple[str, ...]:
        arg = self.peek()
        if not isinstance(arg, tuple):
            raise self._fail("a card name in double quotes")
        self.i += 1
        return arg

    def name(self) -> str:
        arg = self.peek()
        if not isinstance(arg, tuple):
            raise self._fail("a card name in double quotes")
        if len(arg) != 1:
            raise self.error(f"expected one card name, got {len(arg)}")
        self.i += 1
        return arg[0]

    def word(self, wanted: str, choices: Iterable[str] | None = None) -> str:
        arg = self.peek()
        if not isinstance(arg, str) or (choices is not None and arg not in choices):
            raise self._fail(wanted)
        self.i += 1
        return arg

    def accept(self, word: str) -> bool:
        """Consume `word` if it comes next."""
        if self.peek() == word:
            self.i += 1
            return True
        return False

    def number(self, wanted: str = "a number", signed: bool = False) -> int:
        arg = self.peek()
        ok = isinstance(arg, str) and (
            arg.isdigit() or (signed and arg[:1] in "+-" and arg[1:].isdigit())
        )
        if not ok:
            raise self._fail(wanted)
        self.i += 1
        assert isinstance(arg, str)
        return int(arg)

    def done(self) -> None:
        if self.i < len(self.args):
            raise self._fail("nothing more")
