"""The parts of a game's notation every game reads alike: a verb's shape, the common argument
readers, and the reason of a manual tool (try it, then take it back)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from playtester.engine.actions import Action, ArgReader
from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State


@dataclass(frozen=True)
class Verb:
    """One verb: `read` turns its arguments into values, `reason` judges them (a reason id, None
    = legal; may raise Impossible), `perform` carries them out. `rule` verbs are taken by the
    player to play; the others are tools any player may use at any time. `aim` finds the card a
    tool would aim at, if anything, for a game that warns about some targets."""

    read: Callable[[ArgReader], tuple[Any, ...]]
    # str: the words of a game whose refusals are not yet reason ids ('' = legal)
    reason: Callable[..., Reason | str | None]
    perform: Callable[..., None]
    rule: bool = True
    aim: Callable[..., CardInstance | None] | None = None


def is_tool(verbs: Mapping[str, Verb], action: Action) -> bool:
    """Whether `action` is one of the tools (card text done by hand), not a rule action."""
    verb = verbs.get(action.verb)
    return verb is not None and not verb.rule


Read = TypeVar("Read", bound=tuple[Any, ...])


def whole(read: Callable[[ArgReader], Read]) -> Callable[[ArgReader], Read]:
    """The reader `read` with nothing after what it reads (a word more is refused there)."""

    def reader(r: ArgReader) -> Read:
        out = read(r)
        r.done()
        return out

    return reader


def read_nothing(r: ArgReader) -> tuple[()]:
    r.done()
    return ()


def read_one_name(r: ArgReader) -> tuple[str]:
    name = r.name()
    r.done()
    return (name,)


def read_names(r: ArgReader) -> tuple[tuple[str, ...]]:
    names = r.names()
    r.done()
    return (names,)


def read_maybe_names(r: ArgReader) -> tuple[tuple[str, ...]]:
    names = r.names() if r.more() else ()
    r.done()
    return (names,)


def read_maybe_name(r: ArgReader) -> tuple[str | None]:
    name = r.name() if r.more() else None
    r.done()
    return (name,)


def read_count(r: ArgReader, default: int = 1) -> tuple[int]:
    n = r.number() if r.more() else default
    if n < 1:
        raise r.error("the number must be at least 1", last=True)
    r.done()
    return (n,)


def read_sides(r: ArgReader) -> tuple[int]:
    sides = r.number("the number of sides") if r.more() else 6
    if sides < 2:
        raise r.error("a die has at least 2 sides", last=True)
    r.done()
    return (sides,)


def read_shuffle(r: ArgReader, read_zone: Callable[[ArgReader], str]) -> tuple[bool, str]:
    """`shuffle [->] [ZONE]`: whose zone (the deck if none is named)."""
    theirs = r.accept("->")
    zone = read_zone(r) if r.more() else "deck"
    r.done()
    return theirs, zone


def dry_run(perform: Callable[..., None]) -> Callable[..., Reason | None]:
    """The reason of a tool: try it and take it back; only Impossible can stop it."""

    def reason(state: State, actor: int, *args: Any) -> Reason | None:
        ch = Changes(state)
        try:
            perform(ch, actor, *args)
        finally:
            ch.rollback()
        return None

    return reason


def checked(check: Callable[..., None]) -> Callable[..., Reason | None]:
    """The reason of a tool whose `check` raises Impossible exactly when doing it would: asked
    without a dry run (a dry run taken back also empties the caches kept per state version)."""

    def reason(state: State, actor: int, *args: Any) -> Reason | None:
        check(state, actor, *args)
        return None

    return reason


def tool(
    read: Callable[[ArgReader], tuple[Any, ...]],
    perform: Callable[..., None],
    aim: Callable[..., CardInstance | None] | None = None,
    check: Callable[..., None] | None = None,
) -> Verb:
    """A manual tool: any player at any time; refused only by what it cannot do at all (found
    by `check` when it has one, else by trying it and taking it back)."""
    reason = dry_run(perform) if check is None else checked(check)
    return Verb(read, reason, perform, rule=False, aim=aim)
