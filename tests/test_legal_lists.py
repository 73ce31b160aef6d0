"""The Vanguard legal lists where they keep or skip work (legal.py): the units with [ACT]
abilities are found again when a card moves, a unit a tool forbids to attack is not listed even
though no [CONT] ability restricts, and a ride from the Ride Deck is listed with each card of the
hand it may discard."""

from __future__ import annotations

from playtester.engine import Game
from tests.positions import ability_texts, allow, face_up_damage, game, player
from tests.test_d_era_rulings import riding

ACT_TEXT = """
card "Knight"
  act RC
    cost counterblast 1
    cost rest {self}
    do power {self} +1000
"""


def listed(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def test_an_act_ability_is_listed_from_where_its_unit_stands_after_each_move() -> None:
    with ability_texts(ACT_TEXT):
        me = player(circles={"VC": "Paladin"}, hand=["Knight"], damage=face_up_damage(1))
        g = game(me, player(circles={"VC": "King"}))
        assert not any(a.startswith("use") for a in listed(g))  # in the hand: nothing to use
        allow(g, 'call "Knight" FL')
        assert "use FL 1" in listed(g)
        allow(g, "move FL BL")
        uses = [a for a in listed(g) if a.startswith("use")]
        assert uses == ["use BL 1"]
        g.undo()
        assert [a for a in listed(g) if a.startswith("use")] == ["use FL 1"]
        g.undo()
        assert not any(a.startswith("use") for a in listed(g))


def test_a_unit_a_tool_forbids_to_attack_is_not_listed_to_attack() -> None:
    with ability_texts(""):  # no [CONT] ability restricts anything
        me = player(circles={"VC": "Knight", "FL": "Lancer"})
        g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
        assert {"attack FL -> VC", "attack VC -> VC"} <= set(listed(g))
        allow(g, "restrict FL no-attack")
        assert "attack FL -> VC" not in listed(g)
        assert "attack VC -> VC" in listed(g)
        g.undo()
        assert "attack FL -> VC" in listed(g)


def test_a_ride_from_the_ride_deck_is_listed_with_each_card_of_the_hand() -> None:
    g = riding()  # a grade 0 vanguard, Lancer and Swordsman in the hand
    rides = sorted(a for a in listed(g) if a.startswith("ridedeck"))
    assert rides == [
        'ridedeck "Lancer" discard "Lancer"',
        'ridedeck "Lancer" discard "Swordsman"',
    ]  # the grade 1 only, with either card discarded
