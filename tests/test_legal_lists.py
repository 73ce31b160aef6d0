"""The Vanguard legal lists where they keep or skip work (legal.py): the units with [ACT]
abilities are found again when a card moves, a unit a tool forbids to attack is not listed even
though no [CONT] ability restricts, and a ride from the Ride Deck is listed with each card of the
hand it may discard. The actions a list shares (each card's calls, each attacker's attacks) are
made again for other circles, targets and boosters. The refusals a list asks by their ids are
the ones the rules word."""

from __future__ import annotations

from playtester.engine import Game, Reason
from playtester.games.vanguard import battle, placing
from playtester.games.vanguard.board import units
from tests.positions import CLAN, ability_texts, allow, face_up_damage, g_game, game, p_game, player
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
        hand = ["Knight", "Knight"]  # (one stays in the hand: never listed from there)
        me = player(circles={"VC": "Paladin"}, hand=hand, damage=face_up_damage(1))
        g = game(me, player(circles={"VC": "King", "FR": "Knight"}))  # (the opponent's: not)
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


def test_an_act_ability_on_an_accel_circle_is_listed_after_the_field_and_not_its_foes() -> None:
    with ability_texts(ACT_TEXT):
        me = player(circles={"VC": "Paladin", "AL1": "Knight", "BR": "Knight"})
        me["gifts"] = {"type": "accel", "accel": 1}
        me["damage"] = face_up_damage(1)
        foe = player(circles={"VC": "King", "FL": "Knight"})
        foe["gifts"] = {"type": "accel", "accel": 1}
        g = p_game(me, foe)
        uses = [a for a in listed(g) if a.startswith("use")]
        assert uses == ["use BR 1", "use AL1 1"]  # (the field's order: the Accel circle last)
        allow(g, "use AL1 1")  # (its cost paid: the unit rested, the damage turned)
        assert "use AL1 1" not in listed(g)
        g.undo()
        assert [a for a in listed(g) if a.startswith("use")] == uses


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


def _calls(g: Game) -> list[str]:
    return [a for a in listed(g) if a.startswith("call")]


def test_calls_go_to_each_circle_the_player_has_and_moves_from_each_unit() -> None:
    me = player(circles={"VC": "Accel Rider"}, hand=["Swordsman"])
    me["gifts"] = {"type": "accel", "accel": 1}
    accel = p_game(me, player(circles={"VC": "Paladin"}))
    circles = ["FL", "FR", "BL", "BC", "BR"]
    assert _calls(accel) == [f'call "Swordsman" {c}' for c in [*circles, "AL1"]]
    plain = game(player(circles={"VC": "Paladin"}, hand=["Swordsman"]), player())
    assert _calls(plain) == [f'call "Swordsman" {c}' for c in circles]  # no Accel circle
    assert not any(a.startswith("move") for a in listed(plain))
    allow(plain, 'call "Swordsman" FL')
    assert [a for a in listed(plain) if a.startswith("move")] == ["move FL BL"]
    plain.undo()
    assert not any(a.startswith("move") for a in listed(plain))
    assert _calls(plain) == [f'call "Swordsman" {c}' for c in circles]


def test_attacks_are_listed_with_each_booster_that_may_boost_at_each_target() -> None:
    me = player(circles={"VC": "Knight", "BC": "Lancer", "FL": "Swordsman"})
    g = game(me, player(circles={"VC": "King", "FR": "Knight"}), phase="battle", step="attack")
    assert listed(g)[1:] == [
        "attack VC -> VC",
        "attack VC -> VC boost BC",
        "attack VC -> FR",
        "attack VC -> FR boost BC",
        "attack FL -> VC",
        "attack FL -> FR",
    ]
    me["circles"]["BC"] = {"name": "Lancer", "rest": True}  # a rested unit does not boost
    g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
    assert listed(g)[1:] == ["attack VC -> VC", "attack FL -> VC"]


def test_no_ride_from_the_ride_deck_is_listed_once_the_turn_has_ridden() -> None:
    g = riding()
    allow(g, 'ridedeck "Lancer" discard "Swordsman"')
    assert not any(a.startswith(("ridedeck", "ride ")) for a in listed(g))
    g.undo()
    assert 'ridedeck "Lancer" discard "Swordsman"' in listed(g)


TOKEN = {"name": "Brass Charm", "kind": "token", "grade": 0, "clan": CLAN, "shield": 10000}


def _id(reason: Reason | None) -> str | None:
    return None if reason is None else reason.id


def _guard_step(target: str) -> Game:
    """The guard step, player 1 guarding `target` with a card of each kind in the hand."""
    hand = ["Squire", "Lancer", "Swordsman", "King", "Dawn Colossus", "Blank Order", "Brass Charm"]
    circles = {
        "VC": "Knight",
        "FL": "Swordsman",
        "FR": "King",
        "BL": "Shieldbearer",
        "BC": "Squire",
    }
    return g_game(
        player(circles={"VC": "Paladin"}),
        player(circles=circles, hand=hand),
        phase="battle",
        step="guard",
        battle={"attacker": "VC", "target": target},
        cards=[TOKEN],
    )


def _intercepts(g: Game) -> set[str | None]:
    """The refusals of each of player 1's units to intercept, each checked against the rules'
    reason."""
    said = set()
    for circle, card in units(g.state, 1):
        refusal = battle.intercept_unit_refusal(g.state, circle, card)
        assert refusal == _id(battle.intercept_unit_reason(g.state, circle, card)), circle
        said.add(refusal)
    return said


def test_the_refusals_the_lists_ask_by_id_are_those_the_rules_word() -> None:
    """The lists ask the rules' refusals by their ids alone (no reason made to be thrown away):
    each id is the one the rules give when asked why, for a unit of each grade, a G unit, an
    order and a token to ride on each vanguard grade, be called and guard under each, and for
    each unit of the field to intercept (the attacked one, one without the skill, one a tool
    forbids to, the back row, the vanguard)."""
    g = _guard_step("VC")
    said = set()
    for card in [g.state.cards[i] for i in g.state.zones[1]["hand"]]:
        for theirs in (None, 0, 1, 2, 3, 4):
            refusal = placing.ride_card_refusal(card, theirs)
            assert refusal == _id(placing.ride_card_reason(card, theirs)), (card, theirs)
            said.add(refusal)
        for limit in range(5):
            refusal = placing.call_card_refusal(card, limit)
            assert refusal == _id(placing.call_card_reason(card, limit)), (card, limit)
            said.add(refusal)
            refusal = battle.guard_card_refusal(card, limit)
            assert refusal == _id(battle.guard_card_reason(card, limit)), (card, limit)
            said.add(refusal)
            fits = placing.ridedeck_card_fits(card, limit)
            assert fits == (placing.ridedeck_card_reason(card, limit) is None), (card, limit)
    kinds = ("g_unit", "order", "aside", "grade")
    assert said == {
        None,
        *(f"ride.{k}" for k in (*kinds[:3], "below", "above")),
        *(f"call.{k}" for k in kinds),
        *(f"guard.{k}" for k in kinds),
    }
    assert _intercepts(g) == {None, "intercept.circle", "intercept.no_icon"}
    assert "intercept FL" in listed(g)
    allow(g, "restrict FL no-intercept")
    assert _intercepts(g) == {"intercept.circle", "intercept.no_icon", "intercept.restricted"}
    assert _intercepts(_guard_step("FL")) == {
        "intercept.circle",
        "intercept.no_icon",
        "intercept.attacked",
    }
