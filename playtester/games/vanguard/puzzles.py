"""Vanguard's own puzzle goals (docs/puzzles.md): deal the opponent so many damage."""

from __future__ import annotations

from playtester.engine.state import State

kinds: tuple[str, ...] = ("damage",)  # (the registry's `Goals.kinds`)


def reached(state: State, kind: str, side: int, count: int) -> bool:
    """Whether the opponent of `side` has at least `count` cards in their damage zone."""
    if kind != "damage":
        raise ValueError(f"Vanguard has no puzzle goal called {kind!r}")
    return len(state.zones[1 - side].get("damage", ())) >= count


def measure(state: State, kind: str, side: int) -> int:
    """How many cards the opponent of `side` has in their damage zone now."""
    return len(state.zones[1 - side].get("damage", ()))


def words(kind: str, count: int) -> str:
    """The goal in a player's words."""
    return f"Bring your opponent to {count} damage"
