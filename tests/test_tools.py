"""The table's tools menus offer only actions the engine can do."""

from __future__ import annotations

from playtester.engine import Action
from playtester.games.vanguard.tools import SEPARATOR, card_tools, zone_tools
from tests.positions import game, player


def _board():  # type: ignore[no-untyped-def]
    return game(
        player(
            circles={"VC": "Paladin", "FL": {"name": "Knight", "rest": True}},
            hand=["Lancer", "Knight"],
            deck=["Squire", "Lancer", "King"],
            soul=["Squire"],
            damage=["Lancer", {"name": "King", "face_down": True}],
            drop=["Knight"],
        ),
        player(circles={"VC": "Knight", "FR": "Lancer"}, deck=["Squire"] * 3),
    )


def test_every_tool_is_readable_and_possible() -> None:
    g = _board()
    state = g.state
    checked = 0
    for card_id in state.cards:
        player_index, zone = state.where[card_id]
        if zone in ("deck",) and state.zones[player_index]["deck"][0] != card_id:
            continue
        for tool in card_tools(state, 0, card_id):
            if tool.action == SEPARATOR:
                continue
            text = tool.action.replace("{n}", "+3" if "power" in tool.action else "2")
            verdict = g.check(Action.parse(text))
            assert verdict.possible, f"{tool.label}: {text}: {verdict.reason}"
            checked += 1
    for p in (0, 1):
        for zone in ("deck", "damage", "soul", "hand", "VC", "FL"):
            for tool in zone_tools(state, 0, p, zone):
                text = tool.action.replace("{n}", "2")
                assert g.check(text).possible, f"{tool.label}: {text}"
                checked += 1
    assert checked > 100


def test_tools_name_the_opponents_units_across_the_table() -> None:
    g = _board()
    lancer = g.state.zones[1]["FR"][0]
    actions = {t.label: t.action for t in card_tools(g.state, 0, lancer)}
    assert actions["Retire"] == "retire -> FR"
    assert actions["To hand"] == "put -> FR to hand"
