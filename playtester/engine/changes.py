"""`Changes`: the one writer of a state. Rules use it; it makes, applies and keeps events."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterable
from dataclasses import fields
from functools import cache
from typing import Any

from playtester.engine.events import (
    AddModifier,
    CardRef,
    Event,
    Move,
    Note,
    NoteArg,
    RemoveModifier,
    Reorder,
    SetVar,
    Turn,
    with_field,
)
from playtester.engine.state import Flags, Modifier, State, Vars

_new = object.__new__
_set_attribute = object.__setattr__  # (a frozen record's own refuses)
_rollbacks = 0  # how many dry runs were taken back (see `rollbacks`)


def rollbacks() -> int:
    """How many times changes were taken back: a rollback gives a state its old version number
    again, so a cache of what a state's version shows keys on this count too (a dry run may
    have reached a number a later real action reaches with another state)."""
    return _rollbacks


class Changes:
    """Applies events to `state` one by one and keeps them, so they can be undone together."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[Event] = []
        self._version = state.version

    def emit(self, event: Event) -> None:
        event.do(self.state)
        self.events.append(event)

    def rollback(self) -> None:
        """Undo everything emitted so far (an action that failed half-way, or a rule's dry
        run): the state is as it was, version included, so what was judged of it still holds."""
        global _rollbacks
        for event in reversed(self.events):
            event.undo(self.state)
        self.events.clear()
        self.state.version = self._version
        _rollbacks += 1

    # -- cards --------------------------------------------------------------------------------

    def move(
        self,
        card_id: int,
        player: int,
        zone: str,
        index: int | None = None,
        *,
        face_down: bool = False,
        rested: bool = False,
    ) -> None:
        """Move a card to `zone` of `player` at `index` (0 = top, None = bottom).

        A moved card arrives face up and standing unless told otherwise, and whatever a player
        had been shown of it is forgotten.
        """
        state = self.state
        src_player, src_zone = state.where[card_id]
        source = state.zones[src_player][src_zone]
        src_index = source.index(card_id)
        card = state.cards[card_id]
        zones = state.zones[player]
        ids = zones.get(zone)
        if ids is None:  # (a zone made on first use: a place gained in play)
            ids = zones[zone] = []
        dst_len = len(ids)
        if src_zone == zone and src_player == player:  # (no pair built: on every move)
            dst_len -= 1
        dst_index = index  # kept between the top and the end (no min and max called)
        if dst_index is None or dst_index > dst_len:  # (the end: a row's, or a pile's bottom)
            dst_index = dst_len
        elif dst_index < 0:
            dst_index = 0
        after = (face_down, rested, 0)
        before = (card.face_down, card.rested, card.peek)
        src, dst = (src_player, src_zone, src_index), (player, zone, dst_index)
        self.events.append(Move(card_id, src, dst, before, after))
        # (`emit` and the move's `do` (`shift`) written out: on every move, with the two zones
        # already found)
        del source[src_index]
        ids.insert(dst_index, card_id)
        state.where[card_id] = (player, zone)
        card.face_down, card.rested, card.peek = after
        state.version += 1
        state.moved += 1

    def turn(
        self,
        card_id: int,
        *,
        face_down: bool | None = None,
        rested: bool | None = None,
        peek: int | None = None,
    ) -> None:
        """Change a card's orientation in place; arguments left as None stay as they are."""
        card = self.state.cards[card_id]
        before = (card.face_down, card.rested, card.peek)
        after = (
            card.face_down if face_down is None else face_down,
            card.rested if rested is None else rested,
            card.peek if peek is None else peek,
        )
        if after != before:
            self.events.append(Turn(card_id, before, after))
            # (`emit` and the turn's `do` written out: a unit stands or rests on most steps)
            card.face_down, card.rested, card.peek = after
            self.state.version += 1

    def reorder(self, player: int, zone: str, order: list[int]) -> None:
        before = tuple(self.state.zone(player, zone))
        if tuple(order) != before:
            self.emit(Reorder(player, zone, before, tuple(order)))

    def shuffle(self, player: int, zone: str) -> None:
        """Shuffle a zone with the game's seeded RNG; anything peeked at there is forgotten."""
        ids = list(self.state.zone(player, zone))
        cards = self.state.cards
        for card_id in ids:
            if cards[card_id].peek:  # (none turned that nobody has seen: most of a pile)
                self.turn(card_id, peek=0)
        self.rng().shuffle(ids)
        self.reorder(player, zone, ids)

    # -- bookkeeping --------------------------------------------------------------------------

    def set(self, key: str, value: Any, player: int | None = None) -> None:
        """Set a game variable, or one player's flag when `player` is given."""
        state = self.state
        record = state.vars if player is None else state.flags[player]
        before = getattr(record, key)
        # (the types first: a record put in place of None is not compared field by field)
        if value is not before and (type(before) is not type(value) or before != value):
            self.events.append(SetVar(key, before, value, player))
            # (`emit` and the event's `do` written out, `with_field` too for a record without
            # slots: several times an action)
            values = getattr(record, "__dict__", None)
            if values is None:
                new = with_field(record, key, value)
            else:
                values = values.copy()
                values[key] = value
                new = _new(record.__class__)
                _set_attribute(new, "__dict__", values)
            if player is None:
                state.vars = new
            else:
                state.flags[player] = new
            state.version += 1

    def change(self, key: str, value: Any) -> None:
        """Set a game variable to `value`, which the caller knows differs from its value now
        (a copy of it with a field changed): as `set`, without comparing the two (a record
        compared field by field, several times a battle)."""
        state = self.state
        record = state.vars
        self.events.append(SetVar(key, getattr(record, key), value))
        values = getattr(record, "__dict__", None)
        if values is None:  # (a record with slots)
            state.vars = with_field(record, key, value)
        else:  # (`emit` and the event's `do` written out, as in `set`)
            values = values.copy()
            values[key] = value
            new = _new(record.__class__)
            _set_attribute(new, "__dict__", values)
            state.vars = new
        state.version += 1

    def set_two(self, key: str, value: Any, key2: str, value2: Any) -> None:
        """Set two game variables (the phase and its step): `set_many` of the two, the record
        rebuilt once whichever change (done several times a turn)."""
        self.set_many({key: value, key2: value2})

    def set_many(self, changes: dict[str, Any]) -> None:
        """Set several game variables: as `update` of the variables with `changes` replaced, one
        event for each that changed, in the order given (the record's fields' order, for a
        record with slots), without a look at the fields left as they are (the turn's pass)."""
        state = self.state
        record = state.vars
        values = getattr(record, "__dict__", None)
        if values is None:  # (a record with slots)
            self.update(dataclasses.replace(record, **changes))
            return
        values = values.copy()
        events = self.events
        changed = 0
        for key, value in changes.items():
            before = values[key]
            if value is not before and (type(before) is not type(value) or before != value):
                events.append(SetVar(key, before, value))
                values[key] = value
                changed += 1
        if changed:  # (`replace` written out)
            new = _new(record.__class__)
            _set_attribute(new, "__dict__", values)
            state.vars = new
            state.version += changed

    def update(self, new: Vars) -> None:
        """Make `new` the game's variables (`dataclasses.replace` of the old ones): one event
        for each field that changed."""
        self._replace(self.state.vars, new, None)

    def update_flags(self, player: int, new: Flags) -> None:
        """Make `new` the player's flags: one event for each field that changed."""
        self._replace(self.state.flags[player], new, player)

    def _replace(self, old: Any, new: Any, player: int | None) -> None:
        """Put `new` in `old`'s place, kept as one event per changed field (each undoes to the
        old value), without rebuilding the record once per field."""
        if type(new) is not type(old):
            raise TypeError(f"{type(new).__name__} cannot replace {type(old).__name__}")
        if new is old:
            return
        changed = []
        olds, news = getattr(old, "__dict__", None), getattr(new, "__dict__", None)
        for name in _field_names(new.__class__):
            if olds is None or news is None:  # a record with slots
                before, after = getattr(old, name), getattr(new, name)
            else:  # (read from the records' fields directly: this is done on every step)
                before, after = olds[name], news[name]
            if after is not before and (type(before) is not type(after) or before != after):
                changed.append(SetVar(name, before, after, player))
        if not changed:
            return
        state = self.state
        if player is None:
            state.vars = new
        else:
            state.flags[player] = new
        state.version += len(changed)
        self.events.extend(changed)

    def add_modifier(self, modifier: Modifier) -> None:
        """Add a modifier at the end of the state's list (`emit` and the event's `do` written
        out: several times a turn)."""
        state = self.state
        mods = state.modifiers
        self.events.append(AddModifier(len(mods), modifier))
        mods.append(modifier)
        state.version += 1

    def _remove_modifier(self, index: int) -> None:
        """Remove the modifier at `index` (`emit` and the event's `do` written out)."""
        state = self.state
        mods = state.modifiers
        self.events.append(RemoveModifier(index, mods[index]))
        del mods[index]
        state.version += 1

    def remove_modifiers(self, keep: Any) -> None:
        """Remove every modifier for which `keep(modifier)` is false."""
        mods = self.state.modifiers
        for index in range(len(mods) - 1, -1, -1):
            if not keep(mods[index]):
                self._remove_modifier(index)

    def remove_lasting(self, untils: tuple[str, ...]) -> None:
        """Remove every modifier that lasts until one of `untils` ("battle", "turn"): what
        `remove_modifiers` does with that test, its `until` read directly rather than through a
        function for each modifier (at the end of every battle and turn, many are kept)."""
        mods = self.state.modifiers
        for index in range(len(mods) - 1, -1, -1):
            if mods[index].until in untils:
                self._remove_modifier(index)

    def note(self, what: str, *args: NoteArg) -> None:
        """Tell the log a fact: `what` happened, with its cards (`card`, `cards`), places and
        numbers; words are made from it for each viewer (kept without `emit`: a note changes
        nothing, and many are made a step)."""
        self.events.append(Note(what, args))

    def card(self, card_id: int) -> CardRef:
        """A card for a note (named now: it may leave the game before the note is read)."""
        # (the card's own name, read past the instance's property: notes are made on most steps)
        return CardRef(card_id, self.state.cards[card_id].card.name)

    def cards(self, card_ids: Iterable[int]) -> tuple[CardRef, ...]:
        return tuple(self.card(i) for i in card_ids)

    def rng(self) -> random.Random:
        """A fresh generator for one random outcome: seeded from the game seed and a counter,
        so the same seed and actions always give the same game, and undo rewinds it."""
        count = self.state.vars.rng
        self.set("rng", count + 1)
        return random.Random(self.state.seed * 1_000_003 + count)


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))
