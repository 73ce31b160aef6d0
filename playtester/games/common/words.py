"""Words every game says alike: the turn's heading, names in an action, an action said plainly,
what `put` moves, and a step's lead and notes joined into one line."""

from __future__ import annotations

import string
from collections.abc import Callable, Sequence
from typing import Any

from playtester.engine.actions import Action, Arg
from playtester.engine.events import CardRef, Event, SetVar
from playtester.engine.sight import Sight
from playtester.engine.state import State


def power_text(power: int) -> str:
    """Power as the table writes it on every surface it words (badges, prompts, menus, the
    log, tooltips): "16,000". Card faces print it as the cards do."""
    return f"{power:,}"


def sentence(text: str) -> str:
    """The text as a sentence: its first letter a capital (words that go on after a full stop
    and begin with an optional name, "{who}click...")."""
    return text[:1].upper() + text[1:]


def turn_words(state: State, names: Sequence[str]) -> str:
    """The heading of the turn the game stands in: "Turn 3 · Ann", or the set-up."""
    v = state.vars
    if v.phase == "setup" or not v.turn:
        return "Set-up (mulligans)"
    return f"Turn {v.turn} \u00b7 {names[v.active]}"


def names_of(arg: Arg) -> str:
    """A word of an action, or its card names joined: "A, B"."""
    return ", ".join(arg) if isinstance(arg, tuple) else arg


def said_plainly(verb: str, args: Sequence[Arg]) -> str:
    """An action with no words of its own: its verb and arguments ("the opponent's" for ->)."""
    said = [verb]
    for arg in args:
        said.append("the opponent's" if arg == "->" else names_of(arg))
    return " ".join(said)


def put_parts(args: tuple[Arg, ...], on_field: str) -> tuple[str, str, tuple[Arg, ...]]:
    """`put [->] ZONE ["Name"] to DEST ...` as what is put (`on_field`: the word for what stands
    on a field zone, "unit" or "card"), where it goes, and the words after that."""
    to = args.index("to")
    ref, dest, rest = args[:to], names_of(args[to + 1]), args[to + 2 :]
    theirs = "the opponent's " if ref[:1] == ("->",) else ""
    ref = ref[1:] if theirs else ref
    zone = names_of(ref[0]) if ref else ""
    if len(ref) > 1:
        what = names_of(ref[1])
    elif zone == "deck":
        what = f"the top card of {theirs or 'the '}deck"
    else:
        what = f"{theirs or 'the '}{on_field} on {zone}"
    return what, dest, rest


class Say(string.Formatter):
    """Writes a note's particulars as one viewer may read them: a card as `sight` names it, a
    list of cards as "A, B and C" (unseen ones counted), a whole number with thousands
    separators, a zone in a sentence by the game's `the_zone` ({0:zone})."""

    def __init__(self, sight: Sight, the_zone: Callable[[str], str]) -> None:
        self.sight = sight
        self.the_zone = the_zone

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, CardRef):
            return self.sight.name(value)
        if isinstance(value, tuple):
            return self.sight.listed(value)
        if format_spec == "zone":
            return self.the_zone(str(value))
        if isinstance(value, int) and not isinstance(value, bool):
            return f"{value:,}"
        return str(super().format_field(value, format_spec))


def before(events: Sequence[Event], key: str, now: object) -> object:
    """A game variable's value before the events (`now` if they did not change it)."""
    for event in events:
        if isinstance(event, SetVar) and event.player is None and event.key == key:
            return event.before
    return now


def step_line(lead: str, notes: list[str], action: Action, sight: Sight) -> str:
    """A step's words: the lead phrase and the notes, or the action itself if they say
    nothing."""
    return "; ".join([lead, *notes] if lead else notes) or str(sight.action(action))
