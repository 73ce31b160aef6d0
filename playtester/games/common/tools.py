"""Menu tools every game's table offers alike: looking at the top of the deck, the own deck's
menu around a game's own tools, and a card named in a tool's notation."""

from __future__ import annotations

from playtester.engine.actions import Arg, quote
from playtester.engine.table import Tool

LOOK = Tool("Look at the top cards\u2026", "look {n}", shows="deck")


def deck_tools(*own: Tool) -> list[Tool]:
    """The own deck's menu: draw one or more, look at the top cards, the game's `own` tools
    (charging from the deck), reveal the top card, shuffle."""
    return [
        Tool("Draw", "draw"),
        Tool("Draw\u2026", "draw {n}"),
        LOOK,
        *own,
        Tool("Reveal the top card", "reveal deck"),
        Tool("Shuffle", "shuffle"),
    ]


def ref_text(ref: tuple[Arg, ...]) -> str:
    """A card reference (`[->] ZONE ["Name"]`) as a tool writes it in notation."""
    return " ".join(a if isinstance(a, str) else quote(a[0]) for a in ref)
