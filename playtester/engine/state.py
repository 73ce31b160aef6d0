"""The whole state of a game as plain data: card instances, zones, variables and modifiers."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from playtester.engine.cards import CardInstance


@dataclass(frozen=True, slots=True)
class Modifier:
    """A change to one of a card's numbers that lasts `until` battle, turn or ever."""

    card: int
    stat: str  # the number it changes, by the game's name for it ("power")
    amount: int
    until: str  # "battle" | "turn" | "permanent"
    source: str = "manual"  # "manual", or the rule that gave it (for the log)


_new = object.__new__
_set_attribute = object.__setattr__
# the field names of each kind of record `replace` has copied (empty: one it may not copy)
_PLAIN: dict[type, frozenset[str]] = {}

if TYPE_CHECKING:  # type checkers know dataclasses.replace; the games' records use this one
    from dataclasses import replace as replace
else:

    def replace(record, /, **changes):
        """A copy of a game's frozen record with `changes` to its fields: what
        `dataclasses.replace` does, at a fraction of its cost for the records events replace on
        every step (a record without fields of its own `__init__` work: no `__post_init__`)."""
        cls = record.__class__
        names = _PLAIN.get(cls)
        if names is None:
            names = _PLAIN[cls] = _plain_fields(cls)
        if not names or not names.issuperset(changes):
            return dataclasses.replace(record, **changes)
        values = record.__dict__.copy()
        values.update(changes)
        new = _new(cls)
        _set_attribute(new, "__dict__", values)  # (a frozen record's own setattr refuses)
        return new


def _plain_fields(cls: type) -> frozenset[str]:
    """The field names of a record `replace` may copy directly (none: one with slots, init-only
    fields or a `__post_init__`, which `dataclasses.replace` must build)."""
    if hasattr(cls, "__slots__") or hasattr(cls, "__post_init__"):
        return frozenset()
    fields = dataclasses.fields(cls)
    if any(not f.init for f in fields):
        return frozenset()
    return frozenset(f.name for f in fields)


UNRECORDED = "unrecorded"  # the reason of an outcome stored before outcomes said why


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: who won, and why. `reason` is an id from the game's closed set of
    endings (a concession, an empty pile...), worded by the game for a viewer; `detail` a
    number the words may need."""

    winner: int
    reason: str
    detail: int | None = None


@dataclass(frozen=True)
class Vars:
    """The bookkeeping every game keeps: the turn and whose it is, the phase and step (the
    game's own enums, read as text), how the game ended, and how many random outcomes were
    drawn. A game's variables are a frozen subclass; events replace them, never mutate them."""

    turn: int = 0
    active: int = 0
    first: int = 0
    phase: str = "setup"
    step: str | None = None
    outcome: Outcome | None = None
    rng: int = 0

    @classmethod
    def legacy(cls, key: str, value: Any) -> tuple[str, Any]:
        """A variable as stored before the state was typed, under its name now: a game whose
        variables were renamed says how (`engine.records.read_field` asks)."""
        if key == "winner":  # an ending stored before outcomes said why
            return "outcome", None if value is None else {"winner": value, "reason": UNRECORDED}
        return key, value


@dataclass(frozen=True)
class Flags:
    """One player's bookkeeping; a game's own flags are a frozen subclass."""

    @classmethod
    def legacy(cls, key: str, value: Any) -> tuple[str, Any]:
        """A flag as stored before the state was typed, under its name now."""
        return key, value


@dataclass
class State:
    """Everything about a game at one moment. Only events change it (see `events.py`).

    `zones[p][name]` lists card ids with the top of the zone first. `vars` holds the game's
    bookkeeping (a `Vars` of the game's own kind) and `flags[p]` each player's (a `Flags`);
    they are frozen records, replaced whole by events, so that undo puts back exactly what was.
    """

    game: str
    format: str
    names: list[str]
    cards: dict[int, CardInstance] = field(default_factory=dict)
    zones: list[dict[str, list[int]]] = field(default_factory=lambda: [{}, {}])
    where: dict[int, tuple[int, str]] = field(default_factory=dict)
    vars: Vars = field(default_factory=Vars)  # the game's own kind of Vars
    flags: list[Flags] = field(default_factory=lambda: [Flags(), Flags()])  # its own Flags
    modifiers: list[Modifier] = field(default_factory=list)
    seed: int = 0
    version: int = 0  # counts applied and reverted events; caches key on it
    moved: int = 0  # counts cards moved or reordered, done or undone: caches of places key on it

    def zone(self, player: int, name: str) -> list[int]:
        """The ids in a zone (created empty on first use: a place gained in play needs no
        set-up)."""
        zones = self.zones[player]
        ids = zones.get(name)
        if ids is None:
            ids = zones[name] = []
        return ids

    def top(self, player: int, name: str) -> CardInstance | None:
        ids = self.zones[player].get(name)
        return self.cards[ids[0]] if ids else None

    def place(self, card_id: int, player: int, zone: str, index: int | None = None) -> None:
        """Put a new card into a zone while building a state (not an event: no undo)."""
        ids = self.zone(player, zone)
        ids.insert(len(ids) if index is None else index, card_id)
        self.where[card_id] = (player, zone)

    def snapshot(self) -> tuple[Any, ...]:
        """A comparable copy of everything but the version (for tests of undo); a variable set
        to None counts as absent, as it reads the same."""
        cards = tuple(
            (c.id, c.card, c.owner, c.face_down, c.rested, c.peek) for c in self.cards.values()
        )
        zones = tuple(tuple(sorted((k, tuple(v)) for k, v in z.items() if v)) for z in self.zones)
        return (
            self.game,
            self.format,
            tuple(self.names),
            cards,
            zones,
            tuple(sorted(self.where.items())),
            self.vars,
            tuple(self.flags),
            tuple(self.modifiers),
            self.seed,
        )
