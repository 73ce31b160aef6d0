"""Small helpers to write rules tests as real positions with inline cards."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game

CLAN = "Test Clan"


def unit(name: str, grade: int, power: int, shield: int = 5000, **more: Any) -> dict[str, Any]:
    return {"name": name, "grade": grade, "power": power, "shield": shield, "clan": CLAN, **more}


def trigger(name: str, kind: str, **more: Any) -> dict[str, Any]:
    return unit(name, 0, 5000, 10000, trigger=kind, **more)


CARDS = [
    unit("Squire", 0, 6000, 10000),
    unit("Lancer", 1, 8000, 5000),
    unit("Shieldbearer", 1, 6000, 10000),
    unit("Swordsman", 2, 10000, 5000),
    unit("Knight", 2, 9000, 5000),
    unit("Paladin", 3, 11000, 0),
    unit("King", 3, 10000, 0),
    trigger("Critical Page", "critical"),
    trigger("Draw Page", "draw"),
    trigger("Heal Page", "heal"),
    trigger("Stand Page", "stand"),
    unit("Stranger Page", 0, 5000, 10000, clan="Other Clan", trigger="critical"),
]


def player(**zones: Any) -> dict[str, Any]:
    """A player: `circles=` plus any zones; the deck defaults to ten Lancers."""
    out: dict[str, Any] = {"deck": ["Lancer"] * 10}
    out.update(zones)
    return out


def game(p0: dict[str, Any], p1: dict[str, Any], **top: Any) -> Game:
    """A game from a position with the test cards: turn 3, player 0 active, main phase."""
    doc: dict[str, Any] = {"turn": 3, "active": 0, "phase": "main", "cards": CARDS}
    doc.update(top)
    doc["players"] = [p0, p1]
    return Game.from_position(doc)


def names(g: Game, player: int, zone: str) -> list[str]:
    return [g.state.cards[i].card.name for i in g.state.zones[player].get(zone, [])]
