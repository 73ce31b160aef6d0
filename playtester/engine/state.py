"""The whole state of a game as plain data: card instances, zones, variables and modifiers."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from playtester.engine.cards import CardInstance


@dataclass(frozen=True, slots=True)
class Modifier:
    """A change to one of a card's numbers that lasts `until` battle, turn or ever."""

    card: int
    stat: str  # the number it changes, by the game's name for it ("power")
    amount: int
    until: str  # "battle" | "turn" | "permanent"
    source: str = "manual"  # "manual", or the rule that gave it (for the log)


@dataclass
class State:
    """Everything about a game at one moment. Only events change it (see `events.py`).

    `zones[p][name]` lists card ids with the top of the zone first. `vars` holds the game's
    scalar bookkeeping (phase, turn, battle...) and `flags[p]` each player's; values stored
    there are never mutated in place, only replaced, so that events can put them back.
    """

    game: str
    format: str
    names: list[str]
    cards: dict[int, CardInstance] = field(default_factory=dict)
    zones: list[dict[str, list[int]]] = field(default_factory=lambda: [{}, {}])
    where: dict[int, tuple[int, str]] = field(default_factory=dict)
    vars: dict[str, Any] = field(default_factory=dict)
    flags: list[dict[str, Any]] = field(default_factory=lambda: [{}, {}])
    modifiers: list[Modifier] = field(default_factory=list)
    seed: int = 0
    version: int = 0  # counts applied and reverted events; caches key on it

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
            repr(sorted((k, v) for k, v in self.vars.items() if v is not None)),
            repr([sorted((k, v) for k, v in f.items() if v is not None) for f in self.flags]),
            tuple(self.modifiers),
            self.seed,
        )
