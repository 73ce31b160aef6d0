"""Menu tools every game's table offers alike: looking at the top of the deck, the own deck's
menu around a game's own tools, and a card named in a tool's notation."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from playtester.engine.actions import Arg, quote
from playtester.engine.state import State
from playtester.engine.table import Tool

LOOK = Tool("Look at the top cards\u2026", "look {n}", shows="deck")
COMMANDS = {  # the table's menu commands every game words alike, by their ids
    "draw": Tool("Draw a card", "draw"),
    "shuffle": Tool("Shuffle the deck", "shuffle"),
    "look": LOOK,
    "search": Tool("Search the deck", "search"),  # done when a player views their own deck
    "view_deck": Tool("View the deck", "", shows="deck"),
    "roll": Tool("Roll a die", "roll"),
    "coin": Tool("Flip a coin", "coin"),
    "concede": Tool("Concede", "concede"),
}


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


def move_tools(destinations: Sequence[tuple[str, str]], ref: str, zone: str) -> list[Tool]:
    """A card's Move submenu: `ref` put to each of the game's (label, where) destinations
    but the `zone` it lies in."""
    return [
        Tool(label, f"put {ref} to {where}", "Move")
        for label, where in destinations
        if where.split()[0] != zone
    ]


@dataclass(frozen=True)
class ZoneMenus:
    """A game's menu for a zone: its tools on the actor's side (`own`) and on the opponent's
    (`theirs`), by zone, and the two words (`turns`, "Rest" and "Stand") that turn the card on
    a zone where `holds_unit` says one stands."""

    own: Mapping[str, Sequence[Tool]]
    theirs: Mapping[str, Sequence[Tool]]
    holds_unit: Callable[[str], bool]
    turns: tuple[str, str]

    def tools(
        self, state: State, actor: int, player: int, zone: str, unit_tools: bool = True
    ) -> list[Tool]:
        """The tools for a zone of `player`. `unit_tools` False leaves out turning the card
        on it (its card's menu has them)."""
        mine = player == actor
        side = "" if mine else "-> "
        tools = list((self.own if mine else self.theirs).get(zone, ()))
        if unit_tools and self.holds_unit(zone) and state.zones[player].get(zone):
            tools += [Tool(word, f"{word.lower()} {side}{zone}") for word in self.turns]
        return tools
