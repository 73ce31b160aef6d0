"""What every game's position reader and writer share: checked values named by their JSON
path, whose turn it is, the random counter and the winner, and the document's header."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from playtester.engine.cards import MAX_NAME, Card, name_problem
from playtester.engine.errors import PositionError
from playtester.engine.state import UNRECORDED, Modifier, Outcome, State, replace

C = TypeVar("C", bound=Card)

MAX_TURN = 100_000
MAX_SEED = 2**63 - 1  # seeds and the random counter: SQLite's largest integer


def expect(value: Any, types: type | tuple[type, ...], path: str, wanted: str) -> Any:
    """The value if it is of the types (true and false are no numbers), else PositionError."""
    kinds = types if isinstance(types, tuple) else (types,)
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in kinds):
        raise PositionError(path, f"expected {wanted}, got {value!r}")
    return value


def integer(value: Any, path: str, low: int, high: int) -> int:
    """A whole number from `low` to `high`."""
    expect(value, int, path, "an integer")
    if not low <= value <= high:
        raise PositionError(path, f"expected a number from {low:,} to {high:,}")
    return int(value)


def text(value: Any, path: str) -> str:
    """A short text (a name, a source)."""
    expect(value, str, path, "text")
    if len(value) > MAX_NAME:
        raise PositionError(path, f"at most {MAX_NAME} characters")
    return str(value)


def player_index(value: Any, path: str) -> int:
    if value not in (0, 1) or isinstance(value, bool):
        raise PositionError(path, f"expected 0 or 1, got {value!r}")
    return int(value)


def known_keys(
    data: dict[str, Any], keys: Sequence[str], path: str = "", listed: bool = True
) -> None:
    """Every key of `data` one of `keys`, else PositionError at the key's path ("unknown key",
    and the keys when `listed`)."""
    for key in data:
        if key not in keys:
            where = f"{path}.{key}" if path else str(key)
            raise PositionError(
                where, f"unknown key; keys: {', '.join(keys)}" if listed else "unknown key"
            )


def read_game(
    doc: Any, game: str, formats: Sequence[str], keys: Sequence[str], listed: bool = True
) -> tuple[dict[str, Any], str]:
    """The document, an object of known `keys` for `game` (when it names one), and its format
    (the first of `formats` when it names none)."""
    doc = expect(doc, dict, "", "a JSON object")
    known_keys(doc, keys, listed=listed)
    if doc.get("game", game) != game:
        raise PositionError("game", f'expected "{game}", got {doc["game"]!r}')
    fmt = doc.get("format", formats[0])
    if not isinstance(fmt, str) or fmt not in formats:
        raise PositionError("format", f"expected one of {', '.join(formats)}, got {fmt!r}")
    return doc, fmt


def read_players(doc: dict[str, Any]) -> tuple[list[Any], int]:
    """The two players' entries, and the seed."""
    players = expect(doc.get("players"), list, "players", "a list of two players")
    if len(players) != 2:
        raise PositionError("players", f"two players needed, got {len(players)}")
    return players, integer(doc.get("seed", 0), "seed", -MAX_SEED - 1, MAX_SEED)


def known_card(
    name: str, path: str, inline: Mapping[str, C], lookup: Callable[[str], C | None]
) -> C:
    """The card a position names: defined in its `cards`, else known to the game by `lookup`."""
    problem = name_problem(name)
    if problem is not None:
        raise PositionError(path, problem)
    card = inline.get(name) or lookup(name)
    if card is None:
        raise PositionError(path, f'unknown card "{name}" (define it in "cards")')
    return card


def seen_by(item: dict[str, Any], path: str) -> int:
    """A card's `seen_by` list as the bits of the players who know it."""
    seen = 0
    for who in expect(item.get("seen_by", []), list, f"{path}.seen_by", "a list"):
        seen |= 1 << player_index(who, f"{path}.seen_by")
    return seen


def add_modifiers(
    state: State,
    modifiers: list[Any],
    path: str,
    limit: int,
    read: Callable[[Any, str], Modifier],
) -> None:
    """A card's `modifiers`, each read by the game, at most `limit` in the whole position."""
    for k, mod in enumerate(modifiers):
        if len(state.modifiers) >= limit:
            raise PositionError(path, f"a position holds at most {limit} changes")
        state.modifiers.append(read(mod, f"{path}.modifiers[{k}]"))


def read_turn(
    doc: dict[str, Any], phases: Sequence[str], default: str = "main"
) -> tuple[str, int, int, int]:
    """The phase (`default` when the document names none), turn, active player and first
    player (by default the one whose turns are the odd ones)."""
    phase = doc.get("phase", default)
    if phase not in phases:
        raise PositionError("phase", f"expected one of {', '.join(phases)}, got {phase!r}")
    turn = integer(doc.get("turn", 1), "turn", 0, MAX_TURN)
    active = player_index(doc.get("active", 0), "active")
    first = player_index(doc.get("first", active if turn % 2 else 1 - active), "first")
    return phase, turn, active, first


def read_rng_and_winner(doc: dict[str, Any], state: State, reasons: Sequence[str] = ()) -> None:
    """The random counter and how the game ended (`winner`, and its `reason`, one of
    `reasons`; an older document's winner alone has an unrecorded reason)."""
    v = state.vars
    rng = integer(doc.get("rng", 0), "rng", 0, MAX_SEED)
    winner = None if doc.get("winner") is None else player_index(doc["winner"], "winner")
    if isinstance(v, dict):
        v["rng"] = rng
        if winner is not None:
            v["winner"] = winner
        return
    outcome = None
    if winner is not None:
        reason = doc.get("reason", UNRECORDED)
        if reason != UNRECORDED and reason not in reasons:
            raise PositionError("reason", f"expected one of {', '.join(reasons)}")
        outcome = Outcome(winner, reason)
    state.vars = replace(v, rng=rng, outcome=outcome)


def write_header(state: State, step: str | None) -> dict[str, Any]:
    """The start of a document: the game, its format, and where in the game it stands."""
    v = state.vars
    return {
        "game": state.game,
        "format": state.format,
        "turn": v.turn,
        "active": v.active,
        "first": v.first,
        "phase": None if isinstance(state.vars, dict) and "phase" not in state.vars else v.phase,
        "step": step,
    }


def write_ending(doc: dict[str, Any], state: State, viewer: int | None) -> None:
    """The winner, then the seed and random counter (the full document) or the viewer."""
    v = state.vars
    if isinstance(v, dict):
        if v.get("winner") is not None:
            doc["winner"] = v["winner"]
        rng = v.get("rng", 0)
    else:
        if v.outcome is not None:
            doc["winner"] = v.outcome.winner
            if v.outcome.reason != UNRECORDED:
                doc["reason"] = v.outcome.reason
        rng = v.rng
    if viewer is None:
        doc["seed"] = state.seed
        doc["rng"] = rng
    else:
        doc["view"] = viewer


MAX_CARD_ID = 2**31 - 1


def read_ids(doc: dict[str, Any], limit: int) -> list[int] | None:
    """`ids`: the cards' ids in the order the document lists the cards, all different (None
    when the document names none: the cards are numbered 1, 2... as they are read)."""
    if "ids" not in doc:
        return None
    ids = expect(doc["ids"], list, "ids", "a list of card ids")
    if len(ids) > limit:
        raise PositionError("ids", f"at most {limit} ids")
    out = [integer(v, f"ids[{i}]", 1, MAX_CARD_ID) for i, v in enumerate(ids)]
    if len(set(out)) != len(out):
        raise PositionError("ids", "two cards with the same id")
    return out


def renumber(state: State, ids: list[int] | None) -> None:
    """Give the cards read (numbered 1, 2... in reading order) the document's `ids`, so a
    written game's events and annotations name the same cards again; a position edited by
    hand, whose ids are not one per card, keeps the cards numbered as read."""
    if ids is None or len(ids) != len(state.cards):
        return
    new = dict(zip(sorted(state.cards), ids, strict=True))
    state.cards = {new[old]: replace(card, id=new[old]) for old, card in state.cards.items()}
    state.zones = [{z: [new[i] for i in zone] for z, zone in zs.items()} for zs in state.zones]
    state.where = {new[old]: where for old, where in state.where.items()}
    state.modifiers = [replace(m, card=new[m.card]) for m in state.modifiers]


def write_ids(doc: dict[str, Any], order: list[int]) -> None:
    """The cards' ids in the order the document lists them, unless they are 1, 2... (a dealt
    game numbers its cards in deck-list order, then shuffles)."""
    if order != list(range(1, len(order) + 1)):
        doc["ids"] = order
