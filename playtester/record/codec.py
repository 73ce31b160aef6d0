"""Exact JSON forms of engine states and events, for recordings.

A position document (`Game.to_position`) describes a board as a player reads it: it keeps the
card ids but not empty zones, the exact types of the variables or bookkeeping a position does
not write, so it cannot stand for the state that a recording's events continue. Snapshots
therefore use `encode_state`, which keeps every id, every zone (empty ones too), the variables
with their exact types (tuples stay tuples) and the modifiers: `decode_state(encode_state(s))`
gives a state equal to `s` (`State.snapshot()` compares equal, and so do the `repr`s of its
variables).

Events are stored as `Event.to_dict()` writes them; JSON turns their tuples into lists, and
`decode_event` turns them back: every list inside a `set` event's values becomes a tuple, as
the engine keeps sequences in its variables as tuples (they are replaced, never mutated).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from playtester.engine import events, registry
from playtester.engine.cards import Card, CardInstance
from playtester.engine.errors import PositionError
from playtester.engine.events import CardRef, Event, Note, NoteArg, SetVar
from playtester.engine.records import RecordError, read_field, read_record, to_data
from playtester.engine.state import Modifier, State

STATE_FORMAT = 2  # 2: a game's variables and flags are records (1: plain dicts, tuples tagged)
TUPLE = "~t"  # the tag of a tuple in the exact encoding of variables


class CodecError(ValueError):
    """Stored data that does not decode (a damaged library, or a bug): says what and where."""


# -- values ---------------------------------------------------------------------------------------


def encode_value(value: Any) -> Any:
    """A variable's value as JSON, tuples tagged so that they come back as tuples."""
    if isinstance(value, tuple):
        return {TUPLE: [encode_value(v) for v in value]}
    if isinstance(value, list):
        return [encode_value(v) for v in value]
    if isinstance(value, dict):
        if TUPLE in value:
            raise CodecError(f"a variable's dict uses the reserved key {TUPLE!r}")
        return {str(k): encode_value(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise CodecError(f"cannot store a variable of type {type(value).__name__}")


def decode_value(data: Any) -> Any:
    if isinstance(data, dict):
        if set(data) == {TUPLE} and isinstance(data[TUPLE], list):
            return tuple(decode_value(v) for v in data[TUPLE])
        return {k: decode_value(v) for k, v in data.items()}
    if isinstance(data, list):
        return [decode_value(v) for v in data]
    return data


def as_tuples(value: Any) -> Any:
    """Lists (at any depth, also inside dicts) turned into tuples: a JSON value read back as
    the engine keeps it in its variables."""
    if isinstance(value, list | tuple):
        return tuple(as_tuples(v) for v in value)
    if isinstance(value, dict):
        return {k: as_tuples(v) for k, v in value.items()}
    return value


# -- states ---------------------------------------------------------------------------------------


def encode_state(state: State) -> dict[str, Any]:
    """Everything in `state`, ids kept, as a JSON-ready dict (see the module's docstring)."""
    defs: list[Card] = []
    index: dict[Card, int] = {}
    cards = []
    for card_id in sorted(state.cards):
        inst = state.cards[card_id]
        k = index.get(inst.card)
        if k is None:
            k = index[inst.card] = len(defs)
            defs.append(inst.card)
        cards.append([card_id, k, inst.owner, inst.face_down, inst.rested, inst.peek])
    return {
        "format": STATE_FORMAT,
        "game": state.game,
        "rules_format": state.format,
        "names": list(state.names),
        "seed": state.seed,
        "defs": [_card_dict(card, state.game) for card in defs],
        "cards": cards,
        "zones": [{name: list(ids) for name, ids in zones.items()} for zones in state.zones],
        "vars": to_data(state.vars),
        "flags": [to_data(f) for f in state.flags],
        "modifiers": [[m.card, m.stat, m.amount, m.until, m.source] for m in state.modifiers],
        "version": state.version,
    }


def _decode_record(kind: type, data: Any, path: str) -> Any:
    """A game's variables or a player's flags as written (their record's fields, or a snapshot
    of format 1's plain dict), as the game's record `kind`."""
    value = decode_value(data)  # format 1 tagged its tuples; records read lists as tuples
    try:
        return read_record(kind, value, path)
    except RecordError as exc:
        raise CodecError(f"damaged snapshot: {exc}") from None


def _card_dict(card: Card, game: str) -> dict[str, Any]:
    """A card as its game writes it, with the fields whose defaults the game derives from
    others (so that a change of a default cannot change a stored card); its game if it is
    not the state's."""
    out = card.to_dict(derived=True)
    if card.game != game:
        out["game"] = card.game
    return out


def _card(data: Any, path: str, game: str) -> Card:
    """A card `_card_dict` wrote, read by its game's card model."""
    if isinstance(data, dict) and isinstance(data.get("game"), str):
        game = data["game"]
    return registry.card_model(game).card_from_dict(data, path)


def decode_state(doc: Any) -> State:
    """The state `encode_state` wrote. CodecError says what is damaged."""
    try:
        return _decode_state(doc)
    except CodecError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, PositionError) as exc:
        raise CodecError(f"damaged snapshot: {exc}") from None


def _decode_state(doc: dict[str, Any]) -> State:
    if doc.get("format") not in (1, STATE_FORMAT):
        raise CodecError(f"unknown snapshot format {doc.get('format')!r}")
    game = str(doc["game"])
    defs = [_card(d, f"defs[{i}]", game) for i, d in enumerate(doc["defs"])]
    state = State(game, str(doc["rules_format"]), [str(n) for n in doc["names"]])
    state.seed = int(doc["seed"])
    for card_id, k, owner, face_down, rested, peek in doc["cards"]:
        state.cards[int(card_id)] = CardInstance(
            int(card_id), defs[k], int(owner), bool(face_down), bool(rested), int(peek)
        )
    state.zones = [{str(z): [int(i) for i in ids] for z, ids in zs.items()} for zs in doc["zones"]]
    if len(state.zones) != 2:
        raise CodecError("damaged snapshot: two players' zones expected")
    for player, zones in enumerate(state.zones):
        for name, ids in zones.items():
            for card_id in ids:
                if card_id not in state.cards:
                    raise CodecError(f"damaged snapshot: unknown card {card_id} in {name}")
                state.where[card_id] = (player, name)
    if set(state.where) != set(state.cards):
        raise CodecError("damaged snapshot: a card lies in no zone")
    rules = registry.rules_for(game)
    state.vars = _decode_record(rules.vars_type, doc["vars"], "vars")
    state.flags = [
        _decode_record(rules.flags_type, f, f"flags[{i}]") for i, f in enumerate(doc["flags"])
    ]
    state.modifiers = [
        Modifier(int(c), str(s), int(a), str(u), str(src)) for c, s, a, u, src in doc["modifiers"]
    ]
    state.version = int(doc.get("version", 0))
    return state


# -- events ---------------------------------------------------------------------------------------


def encode_events(events: list[Event] | tuple[Event, ...]) -> list[dict[str, Any]]:
    """The events as `to_dict()` writes them (JSON-ready: tuples are written as lists)."""
    return [event.to_dict() for event in events]


def _place(value: Any) -> tuple[int, str, int]:
    player, zone, index = value
    return (int(player), str(zone), int(index))


def _orientation(value: Any) -> tuple[bool, bool, int]:
    face_down, rested, peek = value
    return (bool(face_down), bool(rested), int(peek))


def _modifier(value: dict[str, Any]) -> Modifier:
    return Modifier(
        int(value["card"]),
        str(value["stat"]),
        int(value["amount"]),
        str(value["until"]),
        str(value.get("source", "manual")),
    )


def _decode(data: dict[str, Any]) -> Event:
    kind = data["type"]
    if kind == "move":
        return events.Move(
            int(data["card"]),
            _place(data["src"]),
            _place(data["dst"]),
            _orientation(data["before"]),
            _orientation(data["after"]),
        )
    if kind == "turn":
        return events.Turn(
            int(data["card"]), _orientation(data["before"]), _orientation(data["after"])
        )
    if kind == "reorder":
        return events.Reorder(
            int(data["player"]),
            str(data["zone"]),
            tuple(int(i) for i in data["before"]),
            tuple(int(i) for i in data["after"]),
        )
    if kind == "set":
        player = data.get("player")
        return SetVar(
            str(data["key"]),
            as_tuples(data["before"]),
            as_tuples(data["after"]),
            None if player is None else int(player),
        )
    if kind == "modifier+":
        return events.AddModifier(int(data["index"]), _modifier(data["modifier"]))
    if kind == "modifier-":
        return events.RemoveModifier(int(data["index"]), _modifier(data["modifier"]))
    if kind == "note":
        return _note(data)
    if kind == "override":
        return events.Override(str(data["reason"]))
    return _decode_other(kind, data)


def _note(data: dict[str, Any]) -> Note:
    """A note: a fact (`what` and its `args`); or, from recordings made before notes were
    facts, its words as they were written (the fact "text"): plain `text`, or `parts`, words
    and `[id, name]` cards (each still named only to those who saw it)."""
    if "parts" in data and "what" not in data:
        parts = data["parts"]
        if not isinstance(parts, list):
            raise CodecError("a note's parts are a list of words and cards")
        return Note("text", tuple(_old_part(p) for p in parts))
    if "what" not in data:
        return Note("text", (str(data["text"]),))
    args = data.get("args", [])
    if not isinstance(data["what"], str) or not isinstance(args, list):
        raise CodecError("a note is a fact: what happened, and a list of its particulars")
    return Note(data["what"], tuple(_note_arg(a) for a in args))


def _note_arg(value: Any) -> NoteArg:
    if isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    if isinstance(value, list):
        return tuple(_card_ref(v) for v in value)
    return _card_ref(value)


def _old_part(value: Any) -> str | CardRef:
    """A part of an older note: words, or a card as `[id, name]`."""
    if isinstance(value, str):
        return value
    if (
        isinstance(value, list)
        and len(value) == 2
        and isinstance(value[0], int)
        and not isinstance(value[0], bool)
        and isinstance(value[1], str)
    ):
        return CardRef(value[0], value[1])
    raise CodecError(f"a note's part is words or a card as [id, name], not {value!r:.60}")


def _card_ref(value: Any) -> CardRef:
    if (
        isinstance(value, dict)
        and isinstance(value.get("id"), int)
        and not isinstance(value.get("id"), bool)
        and isinstance(value.get("name"), str)
    ):
        return CardRef(value["id"], value["name"])
    raise CodecError(f"a note names a card as an id and a name, not {value!r:.60}")


def _decode_other(kind: str, data: dict[str, Any]) -> Event:
    """An event kind added to the engine after this module: built from its dataclass fields,
    lists read back as tuples."""
    for cls in _event_classes():
        if getattr(cls, "kind", None) == kind:
            names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
            return cls(**{n: as_tuples(data[n]) for n in names if n in data})
    raise CodecError(f"unknown event type {kind!r}")


def _event_classes() -> list[type[Event]]:
    found: list[type[Event]] = []
    todo = list(Event.__subclasses__())
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo.extend(cls.__subclasses__())
    return found


def decode_event(data: Any, game: str | None = None) -> Event:
    """The event `to_dict()` wrote (in a game of `game`, whose records its variables are).
    CodecError names what is wrong."""
    if not isinstance(data, dict):
        raise CodecError(f"an event must be an object, not {type(data).__name__}")
    try:
        if data.get("type") == "set" and game is not None:
            return _set_var(data, game)
        return _decode(data)
    except CodecError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise CodecError(f"damaged {data.get('type', '?')} event: {exc!r}") from None


def decode_events(data: Any, game: str | None = None) -> tuple[Event, ...]:
    if not isinstance(data, list):
        raise CodecError("events must be a list")
    return tuple(decode_event(d, game) for d in data)


def _set_var(data: dict[str, Any], game: str) -> SetVar:
    """A `set` event, its values read as the types of the game's variables (or flags) say."""
    player = data.get("player")
    rules = registry.rules_for(game)
    kind = rules.vars_type if player is None else rules.flags_type
    key, before = read_field(kind, str(data["key"]), as_tuples(data["before"]), "before")
    _, after = read_field(kind, str(data["key"]), as_tuples(data["after"]), "after")
    return SetVar(key, before, after, None if player is None else int(player))
