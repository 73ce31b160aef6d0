"""WIXOSS's own puzzle goals (docs/puzzles.md): leave the opponent so few Life Cloth."""

from __future__ import annotations

from playtester.engine.state import State

kinds: tuple[str, ...] = ("life_cloth",)  # (the registry's `Goals.kinds`)


def reached(state: State, kind: str, side: int, count: int) -> bool:
    """Whether the opponent of `side` has at most `count` Life Cloth left."""
    if kind != "life_cloth":
        raise ValueError(f"WIXOSS has no puzzle goal called {kind!r}")
    return len(state.zones[1 - side].get("life", ())) <= count


def measure(state: State, kind: str, side: int) -> int:
    """How many cards the opponent of `side` has in their life zone now."""
    return len(state.zones[1 - side].get("life", ()))


def words(kind: str, count: int) -> str:
    """The goal in a player's words."""
    if count == 0:
        return "Leave your opponent with no Life Cloth"
    return f"Leave your opponent with at most {count} Life Cloth"
