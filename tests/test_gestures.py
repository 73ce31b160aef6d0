"""Gestures on the table become the right actions in notation."""

from __future__ import annotations

from playtester.engine import Game
from playtester.games.vanguard.gestures import attack_actions, click_action, drop_action
from tests.positions import game, player


def _id(g: Game, p: int, zone: str, index: int = 0) -> int:
    return g.state.zones[p][zone][index]


def _drop(g: Game, p: int, zone: str, index: int, to: str, actor: int = 0) -> str:
    action = drop_action(g.state, actor, _id(g, p, zone, index), to)
    return str(action) if action else ""


def _board() -> Game:
    return game(
        player(
            circles={"VC": "Knight", "FL": "Swordsman", "BL": "Lancer"},
            hand=["Lancer", "Squire"],
            deck=["King", "Paladin"],
            soul=["Squire"],
            drop=["Knight"],
        ),
        player(circles={"VC": "Knight", "FR": "Lancer"}),
    )


def test_hand_drops_ride_call_guard_and_discard() -> None:
    g = _board()
    assert _drop(g, 0, "hand", 0, "VC") == 'ride "Lancer"'
    assert _drop(g, 0, "hand", 0, "BR") == 'call "Lancer" BR'
    assert _drop(g, 0, "hand", 1, "GC") == 'guard "Squire"'
    assert _drop(g, 0, "hand", 1, "drop") == 'discard "Squire"'
    assert _drop(g, 0, "hand", 1, "soul") == 'put hand "Squire" to soul'


def test_unit_drops_move_intercept_and_retire() -> None:
    g = _board()
    assert _drop(g, 0, "FL", 0, "BL") == "move FL BL"
    assert _drop(g, 0, "FL", 0, "GC") == "intercept FL"
    assert _drop(g, 0, "BL", 0, "drop") == "retire BL"
    assert _drop(g, 0, "VC", 0, "hand") == "put VC to hand"
    assert _drop(g, 0, "FL", 0, "FL") == ""


def test_pile_drops_draw_soul_charge_soul_blast_and_put() -> None:
    g = _board()
    assert _drop(g, 0, "deck", 0, "hand") == "draw"
    assert _drop(g, 0, "deck", 0, "soul") == "soulcharge"
    assert _drop(g, 0, "deck", 1, "hand") == 'put deck "Paladin" to hand'
    assert _drop(g, 0, "soul", 0, "drop") == 'soulblast "Squire"'
    assert _drop(g, 0, "drop", 0, "hand") == 'put drop "Knight" to hand'


def test_the_opponents_cards_are_named_across_the_table() -> None:
    g = _board()
    assert _drop(g, 1, "FR", 0, "drop", actor=0) == "put -> FR to drop"
    action = drop_action(g.state, 0, _id(g, 1, "FR"), "drop")
    assert action is not None and g.check(action).legal


def test_attacks_offer_the_boost_first() -> None:
    g = _board()
    assert [str(a) for a in attack_actions(g.state, 0, "FL", "FR")] == [
        "attack FL -> FR boost BL",
        "attack FL -> FR",
    ]
    assert [str(a) for a in attack_actions(g.state, 0, "VC", "VC")] == ["attack VC -> VC"]


def test_clicks_give_a_waiting_triggers_effects_in_order() -> None:
    g = game(
        player(
            circles={"VC": "Paladin", "FL": "Swordsman"}, deck=["Critical Page", *["Lancer"] * 5]
        ),
        player(circles={"VC": "Knight"}),
        phase="battle",
        step="attack",
    )
    g.apply("attack VC -> VC")
    assert click_action(g.state, 0, _id(g, 0, "VC")) is None  # nothing is waiting yet
    g.apply("next")
    assert str(click_action(g.state, 0, _id(g, 0, "FL"))) == "trigger FL"
    assert click_action(g.state, 1, _id(g, 1, "VC")) is None  # not the checking player's unit
    g.apply("trigger FL")
    assert str(click_action(g.state, 0, _id(g, 0, "VC"))) == "critical VC"
