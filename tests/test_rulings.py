"""Rulings: orders are not units, the end phase from a position, where trigger effects go, a
G unit's default Triple Drive!!, a Protect marker chosen to be called, boosts and heals."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from tests.positions import (
    allow,
    deny,
    game,
    names,
    player,
)

ORDER = {"name": "Blank Order", "grade": None, "kind": "order", "clan": "Test Clan"}


def texts(events: list[Any]) -> list[str]:
    return [getattr(e, "text", "") for e in events]


def listed(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def checking(
    trigger: str, kind: str = "drive", mine: dict[str, Any] | None = None, **more: Any
) -> Game:
    """Player 0 has just checked `trigger` (a drive check of their attack, or a damage check
    of player 1's attack) and must give its effects."""
    circles: dict[str, Any] = {"VC": "Paladin", **(mine or {})}
    foe = player(circles={"VC": "Knight"}, damage=more.pop("foe_damage", []))
    me = player(circles=circles, trigger=[trigger], **more)
    battle = {"attacker": "VC", "target": "VC", "drives": 0}
    step = "drive" if kind == "drive" else "damage"
    if kind == "damage":
        battle.update(hit=True, damage=0)
    return game(
        me,
        foe,
        phase="battle",
        step=step,
        active=0 if kind == "drive" else 1,
        battle=battle,
        check={"player": 0, "kind": kind, "done": []},
    )


# -- 11. boost icons and heals at equal damage ----------------------------------------------------


def test_a_unit_without_the_boost_icon_cannot_boost() -> None:
    me = player(circles={"VC": "Paladin", "BC": "Knight", "FL": "Lancer", "BL": "Squire"})
    g = game(me, player(circles={"VC": "King"}), phase="battle")
    deny(g, "attack VC -> VC boost BC", "boost: Knight has no boost icon")
    assert "attack VC -> VC boost BC" not in listed(g)
    allow(g, "attack FL -> VC boost BL")
    assert g.state.vars["battle"]["booster"] == "BL"


def test_a_heal_trigger_heals_when_the_damage_is_equal() -> None:
    g = checking("Heal Page", damage=["Squire", "Lancer"], foe_damage=["Knight", "Lancer"])
    assert "heal" in listed(g)
    allow(g, "trigger VC")
    allow(g, "heal")
    assert names(g, 0, "damage") == ["Lancer"] and names(g, 0, "drop") == ["Squire"]
    assert g.state.vars.get("check") is None
