"""Helpers to write WIXOSS rules tests as real positions with inline test cards."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game, IllegalAction
from playtester.games.wixoss.state import wx


def lrig(name: str, level: int, limit: int, kind: str = "lrig", **more: Any) -> dict[str, Any]:
    return {"name": name, "type": kind, "level": level, "limit": limit, **more}


def signi(name: str, level: int, power: int, color: str = "white", **more: Any) -> dict[str, Any]:
    return {"name": name, "type": "signi", "color": color.split("/"), "level": level,
            "power": power, "class": "Test Doll", **more}  # fmt: skip


CARDS = [
    lrig("Alpha Seed", 0, 0, lrig_type="Alpha", color=["white"]),
    lrig("Alpha Bud", 1, 2, lrig_type="Alpha", color=["white"]),
    lrig("Alpha Bloom", 2, 5, lrig_type="Alpha", color=["white"], grow_cost={"white": 1}),
    lrig(
        "Alpha Crown",
        3,
        7,
        lrig_type="Alpha",
        color=["white"],
        grow_cost={"white": 1, "red": 1, "colorless": 1},
    ),
    lrig("Alpha Storm", 3, 7, lrig_type="Alpha", color=["white"], keywords=["double_crush"]),
    lrig("Beta Bloom", 3, 7, lrig_type="Beta", color=["red"]),
    lrig("Helper Seed", 0, 0, "assist_lrig", lrig_type="Helper"),
    lrig("Helper Bud", 1, 0, "assist_lrig", lrig_type="Helper", grow_cost={"colorless": 1}),
    lrig("Aide Seed", 0, 0, "assist_lrig", lrig_type="Aide"),
    signi("Spark", 1, 3000),
    signi("Ember", 1, 2000, "red"),
    signi("Drop", 1, 2000, "blue"),
    signi("Twin", 1, 3000, "green/black"),
    signi("Wall", 1, 1000, "colorless", guard=True),
    signi("Burster", 1, 3000, burst=True),
    signi("Knight", 2, 8000),
    signi("Squire", 2, 5000),
    signi("Giant", 3, 12000),
    signi("Slayer", 2, 5000, "red", keywords=["assassin"]),
    signi("Pike", 2, 7000, "red", keywords=["lancer"]),
    signi("Crusher", 3, 12000, "blue", keywords=["double_crush"]),
    signi("Lancer Crusher", 3, 12000, "red", keywords=["lancer", "double_crush"]),
    signi("Angel", 3, 15000, keywords=["rise"]),
    signi("Ghost", 1, 2000, "black", keywords=["shadow"]),
    {"name": "Toll", "type": "spell", "color": ["white"], "cost": {"white": 1}},
    {"name": "Chorus", "type": "arts", "color": ["white"], "cost": {"white": 1}},
]

LRIGS = {"C": "Alpha Bloom", "AL": "Helper Seed", "AR": "Aide Seed"}


def player(**zones: Any) -> dict[str, Any]:
    """A player: a level 2 Center LRIG (limit 5) and two Assists unless `field` says otherwise;
    ten Sparks in the deck, seven in the Life Cloth, and whatever else is given."""
    out: dict[str, Any] = {"deck": ["Spark"] * 10, "life": ["Spark"] * 7}
    field = dict(LRIGS)
    field.update(zones.pop("field", {}))
    out["field"] = {zone: entry for zone, entry in field.items() if entry is not None}
    out.update(zones)
    return out


def game(p0: dict[str, Any], p1: dict[str, Any], **top: Any) -> Game:
    """A game from a position with the test cards: turn 3, player 0 active, main phase."""
    doc: dict[str, Any] = {"game": "wixoss", "turn": 3, "active": 0, "phase": "main"}
    doc["card_text"] = "read"  # a game dealt now: imported cards play their printed text's reading
    doc.update(top)
    doc["cards"] = [*CARDS, *top.get("cards", [])]
    doc["players"] = [p0, p1]
    return Game.from_position(doc)


def names(g: Game, player: int, zone: str) -> list[str]:
    return [g.state.cards[i].card.name for i in g.state.zones[player].get(zone, [])]


def allow(g: Game, action: str) -> list[Any]:
    """The action is legal, and is applied; its events are returned."""
    verdict = g.check(action)
    assert verdict.legal, f"{action!r} should be legal: {verdict.reason}"
    return g.apply(action)


def deny(g: Game, action: str, why: str, **facts: Any) -> None:
    """The action is illegal for the reason id `why` (with these facts among its parameters),
    and apply refuses it with the same reason."""
    before = g.to_position()
    verdict = g.check(action)
    assert not verdict.legal, f"{action!r} should be illegal"
    assert verdict.why is not None and verdict.why.id == why, (verdict.why, verdict.reason)
    for name, value in facts.items():
        assert verdict.why.get(name) == value, (name, verdict.why)
    try:
        g.apply(action)
    except IllegalAction as exc:
        assert (exc.reason, exc.why) == (verdict.reason, verdict.why)
    else:
        raise AssertionError(f"{action!r} was applied")
    assert g.to_position() == before


def said(g: Game, events: Any) -> str:
    """The step in words, every card named."""
    return g.describe(g.history[-1].action, events, None).words


def phase(g: Game) -> tuple[Any, Any]:
    return wx(g.state).phase, wx(g.state).step


def entry(g: Game, p: int, zone: str) -> dict[str, Any]:
    """The top card's entry on a field zone, always as an object."""
    value = g.to_position()["players"][p]["field"][zone]
    value = value[0] if isinstance(value, list) else value
    return {"name": value} if isinstance(value, str) else value
