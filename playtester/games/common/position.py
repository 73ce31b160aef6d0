"""What every game's position reader and writer share: checked values named by their JSON
path, whose turn it is, the random counter and the winner, and the document's header."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from playtester.engine.cards import MAX_NAME, Card, name_problem
from playtester.engine.errors import PositionError
from playtester.engine.state import Modifier, State

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


def read_turn(doc: dict[str, Any], phases: Sequence[str]) -> tuple[str, int, int, int]:
    """The phase, turn, active player and first player (by default the one whose turns are
    the odd ones)."""
    phase = doc.get("phase", "main")
    if phase not in phases:
        raise PositionError("phase", f"expected one of {', '.join(phases)}, got {phase!r}")
    turn = integer(doc.get("turn", 1), "turn", 0, MAX_TURN)
    active = player_index(doc.get("active", 0), "active")
    first = player_index(doc.get("first", active if turn % 2 else 1 - active), "first")
    return phase, turn, active, first


def read_rng_and_winner(doc: dict[str, Any], state: State) -> None:
    v = state.vars
    v["rng"] = integer(doc.get("rng", 0), "rng", 0, MAX_SEED)
    if doc.get("winner") is not None:
        v["winner"] = player_index(doc["winner"], "winner")


def write_header(state: State, step: str | None) -> dict[str, Any]:
    """The start of a document: the game, its format, and where in the game it stands."""
    v = state.vars
    return {
        "game": state.game,
        "format": state.format,
        "turn": v.get("turn", 0),
        "active": v.get("active", 0),
        "first": v.get("first", 0),
        "phase": v.get("phase"),
        "step": step,
    }


def write_ending(doc: dict[str, Any], state: State, viewer: int | None) -> None:
    """The winner, then the seed and random counter (the full document) or the viewer."""
    v = state.vars
    if v.get("winner") is not None:
        doc["winner"] = v["winner"]
    if viewer is None:
        doc["seed"] = state.seed
        doc["rng"] = v.get("rng", 0)
    else:
        doc["view"] = viewer
