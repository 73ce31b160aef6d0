"""Events: the primitive changes an action makes. Each can be done and undone exactly."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, ClassVar

from playtester.engine.records import to_data
from playtester.engine.state import Modifier, State, replace

Orientation = tuple[bool, bool, int]  # face_down, rested, peek


class Event:
    """Base of all events; `do` and `undo` are exact inverses."""

    kind: ClassVar[str] = "event"

    def do(self, state: State) -> None:
        raise NotImplementedError

    def undo(self, state: State) -> None:
        raise NotImplementedError

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)  # type: ignore[call-overload]
        return {"type": self.kind, **data}


@dataclass(slots=True)
class Move(Event):
    """A card goes from one zone and index to another, possibly turning or standing."""

    kind: ClassVar[str] = "move"
    card: int
    src: tuple[int, str, int]
    dst: tuple[int, str, int]
    before: Orientation
    after: Orientation

    def do(self, state: State) -> None:
        shift(state, self.card, self.src, self.dst, self.after)

    def undo(self, state: State) -> None:
        shift(state, self.card, self.dst, self.src, self.before)


def shift(
    state: State, card_id: int, src: tuple[int, str, int], dst: tuple[int, str, int], o: Orientation
) -> None:
    """Take the card from `src` to `dst`, turned to `o` (a move done, or undone)."""
    removed = state.zones[src[0]][src[1]].pop(src[2])
    assert removed == card_id, "event applied to a state it was not made for"
    zones = state.zones[dst[0]]  # (`State.zone` written out: on every move)
    ids = zones.get(dst[1])
    if ids is None:
        ids = zones[dst[1]] = []
    ids.insert(dst[2], card_id)
    state.where[card_id] = (dst[0], dst[1])
    card = state.cards[card_id]
    card.face_down, card.rested, card.peek = o
    state.version += 1
    state.moved += 1


class Replace(Event):
    """An event that replaces one thing: `do` puts `after` in place, `undo` puts `before` back."""

    before: Any
    after: Any

    def do(self, state: State) -> None:
        self.put(state, self.after)
        state.version += 1

    def undo(self, state: State) -> None:
        self.put(state, self.before)
        state.version += 1

    def put(self, state: State, value: Any) -> None:
        """Put `value` (`before` or `after`) in place."""
        raise NotImplementedError


@dataclass(slots=True)
class Turn(Replace):
    """A card's orientation changes in place: flipped, rested or stood, seen or hidden."""

    kind: ClassVar[str] = "turn"
    card: int
    before: Orientation
    after: Orientation

    def put(self, state: State, value: Orientation) -> None:
        c = state.cards[self.card]
        c.face_down, c.rested, c.peek = value


@dataclass(slots=True)
class Reorder(Replace):
    """A zone's order changes as a whole (a shuffle); both orders are kept: redo never re-rolls."""

    kind: ClassVar[str] = "reorder"
    player: int
    zone: str
    before: tuple[int, ...]
    after: tuple[int, ...]

    def put(self, state: State, value: tuple[int, ...]) -> None:
        state.zones[self.player][self.zone][:] = value
        state.moved += 1


@dataclass(slots=True)
class SetVar(Replace):
    """A game variable (phase, turn, battle...) or, with `player`, one player's flag changes:
    one field of the game's `Vars` (or `Flags`) record, replaced."""

    kind: ClassVar[str] = "set"
    key: str
    before: Any
    after: Any
    player: int | None = None

    def to_dict(self) -> dict[str, Any]:
        data = {"key": self.key, "before": to_data(self.before), "after": to_data(self.after)}
        return {"type": self.kind, **data, "player": self.player}

    def do(self, state: State) -> None:  # (`put` written out: done on every step)
        if self.player is None:
            state.vars = with_field(state.vars, self.key, self.after)
        else:
            state.flags[self.player] = with_field(state.flags[self.player], self.key, self.after)
        state.version += 1

    def put(self, state: State, value: Any) -> None:
        if self.player is None:
            state.vars = with_field(state.vars, self.key, value)
        else:
            state.flags[self.player] = with_field(state.flags[self.player], self.key, value)


_new = object.__new__
_set_attribute = object.__setattr__  # (a frozen record's own refuses)


def with_field(record: Any, key: str, value: Any) -> Any:
    """`record` with its field `key` set to `value`: a copy of its fields, as a set event is done
    and undone on every step (the field is known: `Changes` and the codec read it first); a
    record with slots is replaced as usual."""
    fields = getattr(record, "__dict__", None)
    if fields is None:
        return replace(record, **{key: value})
    values = fields.copy()
    values[key] = value
    copy = _new(record.__class__)
    _set_attribute(copy, "__dict__", values)
    return copy


@dataclass(slots=True)
class ModifierEvent(Event):
    """A modifier goes into (`adds`) or out of the state's list at `index`; undo does the other."""

    adds: ClassVar[bool]
    index: int
    modifier: Modifier

    def do(self, state: State) -> None:
        self._place(state, self.adds)

    def undo(self, state: State) -> None:
        self._place(state, not self.adds)

    def _place(self, state: State, present: bool) -> None:
        if present:
            state.modifiers.insert(self.index, self.modifier)
        else:
            del state.modifiers[self.index]
        state.version += 1


@dataclass(slots=True)
class AddModifier(ModifierEvent):
    kind: ClassVar[str] = "modifier+"
    adds: ClassVar[bool] = True


@dataclass(slots=True)
class RemoveModifier(ModifierEvent):
    kind: ClassVar[str] = "modifier-"
    adds: ClassVar[bool] = False


@dataclass(slots=True)
class CardRef:
    """A card named in a note: its id (to decide who may read its name) and its name."""

    id: int
    name: str


NoteArg = str | int | CardRef | tuple[CardRef, ...]


# The `what` of a note saying a player told the game what a card's data did not say:
# args (the card, the field, the value). The table keeps the answer in the user's library.
SAID = "said"


@dataclass(slots=True)
class Note(Event):
    """Changes nothing; a fact for the log: `what` happened (a game's own word, such as "play"
    or "check") with its particulars (cards, places, numbers).

    Words are made from it at the edge, for one viewer (the game's `describe`, through
    `engine/sight.py`): recordings keep the fact, never the sentence, so the log can be
    reworded and each player reads only the names they may.
    """

    kind: ClassVar[str] = "note"
    what: str
    args: tuple[NoteArg, ...] = ()

    def do(self, state: State) -> None:
        pass

    def undo(self, state: State) -> None:
        pass

    @property
    def cards(self) -> tuple[int, ...]:
        """The ids of the cards the note names."""
        out: list[int] = []
        for arg in self.args:
            if isinstance(arg, CardRef):
                out.append(arg.id)
            elif isinstance(arg, tuple):
                out.extend(ref.id for ref in arg)
        return tuple(out)


@dataclass(slots=True)
class Override(Event):
    """Marks that the action after it broke a rule on purpose; `reason` is the rule broken."""

    kind: ClassVar[str] = "override"
    reason: str

    def do(self, state: State) -> None:
        pass

    def undo(self, state: State) -> None:
        pass
